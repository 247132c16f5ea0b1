//! `nearest`: walk to the nearest neutral cell, with the two improvements the contest report
//! names: prefer cells in a cluster of neutral cells over lone ones, and late in the game avoid
//! cells an opponent is nearer to. On the way it steps over neutral cells when it can.

use crate::bttc::board::{Pos, AREA, NEUTRAL};
use crate::bttc::moves::Move;
use crate::model::describe::Algorithm;
use crate::thinking::Reasoning;
use crate::trace::TraceEvent;

use super::sight::Sight;
use crate::model::Clock;

/// The nearest-neutral-cell bot.
#[derive(Clone, Debug, Default)]
pub struct Nearest {
    target: Option<Pos>,
}

impl Nearest {
    /// A new bot.
    pub fn new() -> Nearest {
        Nearest::default()
    }
}

/// Neutral cells among the 8 around `p`.
fn cluster(owner: &[u8], p: Pos) -> u32 {
    p.around().filter(|q| owner[q.index()] == NEUTRAL).count() as u32
}

/// The cost of heading for neutral cell `c` (lower is better), in quarter steps.
fn cost(sight: &Sight, me: Pos, c: Pos, late: bool) -> Option<u32> {
    let d = me.dist(c);
    if late && sight.opponents().any(|(_, o)| o.dist(c) < d) {
        return None;
    }
    // A lone cell costs a step more than one in a full cluster.
    Some(4 * d + 8 - cluster(&sight.owner, c))
}

/// The step toward `target` that lands on a neutral cell if either axis allows it.
pub fn step_over_neutral(owner: &[u8], me: Pos, target: Pos) -> Pos {
    let x = me.step_toward(Pos {
        x: target.x,
        y: me.y,
    });
    let y = me.step_toward(Pos {
        x: me.x,
        y: target.y,
    });
    match (
        x != me && owner[x.index()] == NEUTRAL,
        y != me && owner[y.index()] == NEUTRAL,
    ) {
        (true, _) => x,
        (false, true) => y,
        _ => me.step_toward(target),
    }
}

/// `nearest`'s algorithm, as the page lays it out.
pub const ALGORITHM: Algorithm = Algorithm {
    title: "nearest: the nearest neutral cell",
    lines: &[
        "nearest(turn):",
        "  for every neutral cell nobody stands on: cost = its distance (late: only if we get there first)",
        "  target = the cheapest (last turn's target a little cheaper)",
        "  step toward it, over neutral cells when it can",
        "  on one cell with an opponent: step aside on about half the rounds (in lockstep nobody takes a cell)",
        "  no neutral cell it can take: stand still",
    ],
    play_line: Some(3),
};

/// The strategy (the bot's turn: [`super::BotAgent`] makes it an agent).
impl Nearest {
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    pub fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Reasoning>,
    ) -> Move {
        self.decide_at(sight, clock, trace, None)
    }

    /// The move as another bot's fallback: its reasons light that bot's pseudocode `line`.
    pub fn decide_for(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Reasoning>,
        line: u8,
    ) -> Move {
        self.decide_at(sight, clock, trace, Some(line))
    }

    fn decide_at(
        &mut self,
        sight: &Sight,
        _clock: &mut Clock,
        mut trace: Option<&mut Reasoning>,
        line: Option<u8>,
    ) -> Move {
        // The line each reason lights: its own pseudocode's, or the one of the bot it serves.
        let at = |own: u8| line.unwrap_or(own);
        let me = sight.me();
        // Late: a third of the board left neutral, or the last 60 rounds.
        let late = sight.neutral() * 3 < AREA || sight.rounds_left() < 60;
        // Two bots on one cell may walk in lockstep and never take a cell: one that shares its
        // cell steps aside at random half the time (seeded by its own start, which differs).
        let start = sight
            .trails
            .first()
            .and_then(|t| t.first())
            .map_or(0, |p| p.index() as u32);
        if sight.opponents().any(|(_, o)| o == me) {
            let h =
                (u32::from(sight.round) ^ start.wrapping_mul(40_503)).wrapping_mul(2_654_435_761);
            if h >> 31 == 1 {
                let sides: Vec<Pos> = me.sides().collect();
                if let Some(&p) = sides.get((h >> 8) as usize % sides.len().max(1)) {
                    if let Some(t) = trace {
                        t.because(at(4), format!("Stands on ({}, {}) with an opponent: two bots on one cell may walk in lockstep and never take a cell, so on about half the rounds, at random, it steps aside: to ({}, {}).", me.x, me.y, p.x, p.y));
                    }
                    return Move::To(p);
                }
            }
        }
        let mut best: Option<(u32, Pos)> = None;
        for i in 0..AREA {
            if sight.owner[i] != NEUTRAL {
                continue;
            }
            let c = Pos::from_index(i);
            // A neutral cell someone else stands on (or shares with the bot) cannot be taken.
            if sight.opponents().any(|(_, o)| o == c) {
                continue;
            }
            let Some(mut v) = cost(sight, me, c, late) else {
                continue;
            };
            if Some(c) == self.target {
                v = v.saturating_sub(2);
            }

            if best.is_none_or(|(b, _)| v < b) {
                best = Some((v, c));
            }
        }
        let anyway = best.is_none() && late;
        if anyway {
            // Every neutral cell is nearer to someone else: take the nearest anyway.
            best = (0..AREA)
                .filter(|&i| sight.owner[i] == NEUTRAL)
                .map(|i| (me.dist(Pos::from_index(i)), Pos::from_index(i)))
                .filter(|&(_, c)| sight.opponents().all(|(_, o)| o != c))
                .min();
        }
        let Some((_, target)) = best else {
            if let Some(t) = trace.as_deref_mut() {
                t.because(at(5), format!("No neutral cell is left that it could take (none, or each under an opponent): it stands still on ({}, {}).", me.x, me.y));
            }
            return Move::To(me);
        };
        self.target = Some(target);
        let step = step_over_neutral(&sight.owner, me, target);
        if let Some(t) = trace {
            let how = if anyway {
                "late in the game: every neutral cell is nearer to an opponent, so the nearest one anyway"
            } else if late {
                "late in the game: the nearest neutral cell no opponent reaches sooner"
            } else {
                "the nearest neutral cell (one among neutral cells counts up to 2 steps nearer than a lone one)"
            };
            let (x, y) = (target.x, target.y);
            let why = format!(
                "Heads for ({x}, {y}), {how}; it steps to ({}, {}).",
                step.x, step.y
            );
            t.because(at(2), why);
            t.draw(|| TraceEvent::Cells {
                layer: "target",
                cells: vec![target.cell()],
            });
            t.draw(|| TraceEvent::Arrow {
                layer: "plan",
                from: me.cell(),
                to: target.cell(),
            });
        }
        Move::To(step)
    }
}
