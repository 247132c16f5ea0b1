//! The editorial's baselines: `random` (one snake extended at random, a new one only when
//! stuck) and `greedy` (a fixed direction priority: up, right, down, left, first end first).

use crate::rng::SeededRng;
use crate::trace::TraceEvent;

use super::mirror::Mirror;
use super::Decision;

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
    pub fn decide(&mut self, m: &Mirror, _: Option<&mut Vec<TraceEvent>>) -> Decision {
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
                Some(c) => Decision::New(m.pad(c)),
                None => Decision::Exit,
            };
        }
        let (e, t) = options[self.rng.index(options.len())];
        Decision::Move(e, t)
    }
}

/// Fixed priority: the first end, then the other; up, right, down, left; else the first empty
/// cell in row-major order.
pub struct Greedy;

/// The strategy ([`super::BotAgent`] makes it an agent).
impl Greedy {
    /// The move; with `trace`, also what it considered.
    pub fn decide(&mut self, m: &Mirror, _: Option<&mut Vec<TraceEvent>>) -> Decision {
        if let Some((a, b)) = m.ends {
            for e in [a, b] {
                for d in 0..4 {
                    let t = m.step(e, d);
                    if m.free(t) {
                        return Decision::Move(e, t);
                    }
                }
            }
        }
        first_empty(m)
    }
}
