//! The editorial's baselines: `random` (one snake extended at random, a new one only when
//! stuck) and `greedy` (a fixed direction priority: up, right, down, left, first end first).

use crate::model::describe::Algorithm;
use crate::rng::SeededRng;
use crate::thinking::Reasoning;

use super::mirror::Mirror;
use super::Decision;

/// `random`'s algorithm.
pub const RANDOM: Algorithm = Algorithm {
    title: "random: one snake extended at random",
    lines: &[
        "random(position):",
        "  the moves extending an end onto an empty neighbour",
        "  none: NEW on an empty cell drawn at random",
        "  else one of those moves, drawn at random",
    ],
    play_line: Some(3),
};

/// `greedy`'s algorithm.
pub const GREEDY: Algorithm = Algorithm {
    title: "greedy: a fixed priority",
    lines: &[
        "greedy(position):",
        "  for the first end, then the other:",
        "    for up, right, down, left: the first empty neighbour, extend onto it",
        "  none: NEW on the first empty cell (row by row)",
    ],
    play_line: Some(2),
};

/// The first empty cell in row-major order, padded.
pub fn first_empty(m: &Mirror) -> Decision {
    match m.empty.nth(0) {
        Some(c) => Decision::New(m.pad(c)),
        None => Decision::Exit,
    }
}

/// One snake extended at random; when stuck, a new one on a random empty cell.
pub struct RandomWalk {
    rng: SeededRng,
}

impl RandomWalk {
    /// From a seed.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: SeededRng::new(seed ^ 0xA11CE),
        }
    }
}

/// The strategy ([`super::BotAgent`] makes it an agent).
impl RandomWalk {
    /// The move; with `trace`, also what it considered.
    pub fn decide(&mut self, m: &Mirror, trace: Option<&mut Reasoning>) -> Decision {
        let mut options = Vec::with_capacity(8);
        if let Some((a, b)) = m.ends {
            for e in if a == b { vec![a] } else { vec![a, b] } {
                for d in 0..4 {
                    let t = m.step(e, d);
                    if m.free(t) {
                        options.push((e, t));
                    }
                }
            }
        }
        if options.is_empty() {
            let k = self.rng.index(m.empty.len() as usize) as u32;
            return match m.empty.nth(k) {
                Some(c) => {
                    if let Some(t) = trace {
                        let why = format!(
                            "No end can grow: a new snake at {}, drawn among the {} empty cells.",
                            m.at(m.pad(c)),
                            m.empty.len()
                        );
                        t.because(2, why);
                    }
                    Decision::New(m.pad(c))
                }
                None => Decision::Exit,
            };
        }
        let (e, to) = options[self.rng.index(options.len())];
        if let Some(t) = trace {
            t.because(
                3,
                format!(
                    "Extends the end at {} to {}, drawn among {} possible moves.",
                    m.at(e),
                    m.at(to),
                    options.len()
                ),
            );
        }
        Decision::Move(e, to)
    }
}

/// Fixed priority: the first end, then the other; up, right, down, left; else the first empty
/// cell in row-major order.
pub struct Greedy;

/// The strategy ([`super::BotAgent`] makes it an agent).
impl Greedy {
    /// The move; with `trace`, also what it considered.
    pub fn decide(&mut self, m: &Mirror, trace: Option<&mut Reasoning>) -> Decision {
        const DIRECTIONS: [&str; 4] = ["up", "right", "down", "left"];
        if let Some((a, b)) = m.ends {
            for (k, e) in [a, b].into_iter().enumerate() {
                for (d, direction) in DIRECTIONS.iter().enumerate() {
                    let to = m.step(e, d);
                    if m.free(to) {
                        if let Some(t) = trace {
                            let end = if k == 0 {
                                "the first end"
                            } else {
                                "the second end (the first is stuck)"
                            };
                            t.because(2, format!("Extends {end} at {} {direction} to {}: the first empty neighbour in the order up, right, down, left.", m.at(e), m.at(to)));
                        }
                        return Decision::Move(e, to);
                    }
                }
            }
        }
        if let Some(t) = trace {
            t.because(
                3,
                "No end can grow: a new snake on the first empty cell, row by row.",
            );
        }
        first_empty(m)
    }
}
