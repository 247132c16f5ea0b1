//! `paths` (the contest's 3rd place idea): a depth-first search over the bot's own future paths
//! under the real rules, with opponents moving as [`super::predict`] forecasts. Pruning: from
//! a cell with a neutral neighbour only neutral cells are tried, in straight runs of up to 3
//! cells (then 2, then 1 once the tree is exhausted); with none, a non-neutral cell is entered
//! only by a path that gets there sooner than any before it. A path's rate is (cells gained + 20) / (steps + 20); the search
//! deepens while the budget lasts, and the bot takes the first step of the best path. Each
//! deepening tries the principal path first (the best path so far, at first the rest of last
//! turn's), so a deepening the clock cuts short has already extended it: against the build
//! without this, `best` won 68 of 100 games (30 lost, 2 shared), both thinking 20 ms a turn.

mod board;
mod search;
mod words;

use crate::bttc::board::Pos;
use crate::bttc::moves::{Dir, Move};
use crate::model::describe::Algorithm;
use crate::model::Clock;
use crate::thinking::Reasoning;
use crate::trace::TraceEvent;
use crate::words::plural;

use super::exposure::{first_capture, Exposure};
use super::nearest::Nearest;
use super::predict::{forecast, FutureCapture};
use super::sight::Sight;
use search::{Best, Search};
pub(super) use words::worth;
use words::{
    forecast_events, gain_in_short, path_events, rate_text, spoil_worth, step_sentence, trace_path,
};

/// Added to both sides of a path's score.
const SMOOTH: f64 = 20.0;
/// Deepest path, in steps.
const MAX_DEPTH: usize = 42;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Knobs {
    /// Trust the timeline a time travel undid for where opponents go (they repeat it).
    pub exact_future: bool,
    /// Added to both sides of a path's score.
    pub smooth: f64,
    /// Stop circling: after standing on a few cells only for some rounds, do not step back.
    pub steady: bool,
    /// What a stake adds to a path's gain: a neutral cell taken 3 or more king's steps from any
    /// taken cell and from the board's edge (half as much 2 steps deep). An opponent's loop
    /// around it captures nothing, and the bot's own later loops use it as a wall.
    pub stake: f64,
}

impl Default for Knobs {
    fn default() -> Self {
        Knobs {
            exact_future: false,
            smooth: SMOOTH,
            steady: false,
            stake: 0.0,
        }
    }
}

/// The `paths` bot.
#[derive(Clone, Debug, Default)]
pub struct Paths {
    knobs: Knobs,
    fallback: Nearest,
    /// The best path of the last turn (its first cell is where the bot meant to step).
    plan: Vec<Pos>,
    /// The cells the first loop of that path would capture (empty when it closes none).
    planned_loop: Vec<Pos>,
    /// The round that path was planned in.
    planned_round: Option<u16>,
}

impl Paths {
    /// Last turn's loop, in words (a sentence to go first), when an opponent now stands on one
    /// of its cells that is not the bot's: a captured region may hold no other player's cell, so
    /// the loop is spoiled and its plan given up. Empty otherwise (also after a time travel).
    fn loop_given_up(&self, sight: &Sight) -> String {
        if self.planned_round.map(|r| r + 1) != Some(sight.round) {
            return String::new();
        }
        let inside = sight.opponents().find(|&(_, q)| {
            self.planned_loop.contains(&q) && sight.owner.get(q.index()).is_some_and(|&o| o != 0)
        });
        match inside {
            Some((_, q)) => format!(
                "Its plan of last turn would have closed a loop around {}, but an opponent stands inside it at ({}, {}) as this round begins, which spoils it (a captured region may hold no other player's cell): that plan is given up. ",
                plural(self.planned_loop.len() as u64, "cell", "cells"),
                q.x,
                q.y
            ),
            None => String::new(),
        }
    }

    /// The contest's 3rd place's search.
    pub fn new() -> Paths {
        Paths::default()
    }

    /// The search with these knobs.
    pub fn with(knobs: Knobs) -> Paths {
        Paths {
            knobs,
            ..Paths::default()
        }
    }
}

/// Rounds looked back at for a bot going round in circles.
pub(super) const CIRCLING_ROUNDS: usize = 8;

/// The cell to stop stepping back to, when the bot has stood on at most 4 cells in the last
/// [`CIRCLING_ROUNDS`] rounds: its search re-plans each round from a forecast that flips with
/// an opponent's heading, and can step back and forth (A, B, A, B, or up and down a column)
/// for the rest of the game (a game against `rectangles` stalled so at 69 - 41 for 300 rounds).
pub fn circling(trail: &[Pos]) -> Option<Pos> {
    let n = trail.len();
    let last = trail.get(n.checked_sub(CIRCLING_ROUNDS + 1)?..)?;
    let mut cells: Vec<Pos> = last.to_vec();
    cells.sort_by_key(|c| c.index());
    cells.dedup();
    let (prev, at) = (last[CIRCLING_ROUNDS - 1], last[CIRCLING_ROUNDS]);
    (cells.len() <= 4 && prev != at).then_some(prev)
}

/// The strategy (the bot's turn: [`super::BotAgent`] makes it an agent).
impl Paths {
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    pub fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Reasoning>,
    ) -> Move {
        self.decide_spoiling(sight, clock, trace, &[])
    }
}

impl Paths {
    /// The move, valuing `spoil` (opponents' coming captures and what stopping each is worth):
    /// a path that stands first on a cell of one in time gains that much.
    pub fn decide_spoiling(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        mut trace: Option<&mut Reasoning>,
        spoil: &[(FutureCapture, f64)],
    ) -> Move {
        let me = sight.me();
        let given_up = self.loop_given_up(sight);
        if let Some(t) = trace.as_deref_mut() {
            t.step(
                FORECAST,
                || format!("The opponents are forecast {MAX_DEPTH} rounds ahead: each keeps its heading or repeats its last turn (after a time travel, it repeats the undone timeline; the one who went back heads for the nearest cell of a capture it undid, to spoil it)."),
                || forecast_events(sight, self.knobs.exact_future),
            );
        }
        let forecast = forecast(sight, MAX_DEPTH, self.knobs.exact_future);
        let principal = match self.plan.split_first() {
            Some((&first, rest)) if first == me => rest.to_vec(),
            _ => Vec::new(),
        };
        let draws = trace.as_ref().is_some_and(|t| t.draws());
        let mut search = Search::new(sight, clock, self.knobs, forecast, principal, draws, spoil);
        deepen(&mut search, sight, trace.as_deref_mut());
        let best = std::mem::take(&mut search.best);
        self.plan.clone_from(&best.path);
        self.planned_loop = first_capture(sight, &best.path).map_or_else(Vec::new, |(_, r)| r);
        self.planned_round = Some(sight.round);
        let spoil_of = |path: &Best| spoil_worth(&search.deny, path.spoils);
        let smooth = self.knobs.smooth;
        if let Some(t) = trace.as_deref_mut() {
            for (d, other) in search.by_first.iter().flatten().enumerate() {
                let Some(&first) = other.path.first() else {
                    continue;
                };
                let chosen = best.path.first() == Some(&first);
                t.step(
                    BY_FIRST,
                    || {
                        let risk = Exposure::clause(sight, &other.path);
                        format!(
                            "First step {} to ({}, {}): its best path gains {} in {}, {}{}{}.",
                            Dir::ALL.get(d).map_or("?", |d| d.name()),
                            first.x,
                            first.y,
                            gain_in_short(other, spoil_of(other)),
                            plural(other.path.len() as u64, "step", "steps"),
                            rate_text(other, smooth),
                            risk,
                            if chosen { ": the best" } else { "" }
                        )
                    },
                    || {
                        path_events(
                            sight,
                            other,
                            spoil_of(other),
                            if chosen { "plan" } else { "candidates" },
                        )
                    },
                );
            }
        }
        if let Some(t) = trace.as_deref_mut() {
            for other in search.by_first.iter().flatten() {
                if other.path.first() != best.path.first() {
                    trace_path(t, sight, other, spoil_of(other), "candidates");
                }
            }
            trace_path(t, sight, &best, spoil_of(&best), "plan");
            if !best.stakes.is_empty() {
                t.draw(|| TraceEvent::Cells {
                    layer: "stakes",
                    cells: best.stakes.iter().map(|p| p.cell()).collect(),
                });
            }
            for event in forecast_events(sight, self.knobs.exact_future) {
                t.draw(|| event);
            }
        }
        match best.path.first() {
            Some(&p) if best.score > 1.0 + 1e-9 => {
                if let Some(t) = trace {
                    t.because(
                        STEP,
                        step_sentence(sight, &search, &best, p, &given_up, smooth),
                    );
                }
                Move::To(p)
            }
            _ => {
                if let Some(t) = trace.as_deref_mut() {
                    t.step(
                        NEAREST,
                        || {
                            format!("{given_up}No path gains more than it walks: head for the nearest neutral cell.")
                        },
                        Vec::new,
                    );
                }
                self.fallback
                    .decide_for(sight, &mut Clock::work(0), trace, NEAREST)
            }
        }
    }
}

/// Deepens `search` (paths of up to 6, 12, 18... steps, in runs of 3, then 2, then 1 cells)
/// until its clock runs out or nothing is cut by the depth; with `trace`, the best path of each
/// deepening.
fn deepen(search: &mut Search, sight: &Sight, mut trace: Option<&mut Reasoning>) {
    let me = sight.me();
    let left = usize::from(sight.rounds_left());
    'strides: for stride in [3, 2, 1] {
        search.stride = stride;
        let mut limit = 6;
        loop {
            search.limit = limit.min(left).min(MAX_DEPTH);
            search.cut = false;
            search.board.entered.iter_mut().for_each(|e| *e = u16::MAX);
            search.board.entered[me.index()] = 0;
            search.dfs(0.0, 0, true);
            if !search.principal.starts_with(&search.best.path) {
                search.principal.clone_from(&search.best.path);
            }
            if let Some(t) = trace.as_deref_mut() {
                let (limit, nodes, out) = (search.limit, search.board.nodes, search.out);
                let best = &search.best;
                t.step(
                        DEEPEN,
                        || {
                            format!(
                                "Runs of {stride} straight cells, paths up to {limit} steps: {} paths visited so far{}; the best: +{} in {} steps, rate ({} + 20) / ({} + 20) = {:.3}.",
                                crate::thinking::count(nodes as usize),
                                if out { " (the time ran out)" } else { "" },
                                gain_in_short(best, spoil_worth(&search.deny, best.spoils)),
                                best.path.len(),
                                worth(best.gained),
                                best.path.len(),
                                best.score
                            )
                        },
                        || path_events(sight, best, spoil_worth(&search.deny, best.spoils), "plan"),
                    );
            }
            if search.out {
                break 'strides;
            }
            if !search.cut || search.limit >= left.min(MAX_DEPTH) {
                break;
            }
            limit += 6;
        }
    }
}

/// The pseudocode lines the micro-steps light (shared with `best`, whose lines start the same).
pub const FORECAST: u8 = 2;
const DEEPEN: u8 = 4;
const BY_FIRST: u8 = 6;
const STEP: u8 = 7;
const NEAREST: u8 = 8;

/// `paths`' algorithm, as the page lays it out.
pub const ALGORITHM: Algorithm = Algorithm {
    title: "paths: a deepening search over its own paths",
    lines: &[
        "paths(turn):",
        "  (it never uses its time travel)",
        "  forecast the opponents: each keeps its heading or repeats its last turn",
        "  for runs of 3 straight cells (then 2, then 1, while time is left):",
        "    deepen until its time runs out: paths of up to 6, 12, 18... steps, real rules",
        "      rate = (cells gained + 20) / (steps + 20), cells a step smoothed; keep the path of best rate",
        "  the best path after each first step",
        "  step onto the first cell of the best path",
        "  no path gains more than it walks: head for the nearest neutral cell (none it can take: stand still)",
    ],
    play_line: Some(STEP),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loop_an_opponent_stands_in_is_said_given_up() {
        use crate::bttc::bots::sight::Tracker;
        use crate::bttc::{Setup, State};
        let setup = Setup::parse_positions("5,5 6,6").unwrap();
        let sight = Tracker::new().see_state(&State::start(&setup), 0);
        let mut paths = Paths::new();
        paths.planned_loop = [(6, 6), (7, 6), (6, 7), (7, 7)]
            .iter()
            .map(|&(x, y)| Pos { x, y })
            .collect();
        paths.planned_round = sight.round.checked_sub(1);
        let said = paths.loop_given_up(&sight);
        assert!(
            said.contains("around 4 cells, but an opponent stands inside it at (6, 6)"),
            "{said}"
        );
        // Not last turn's plan (a time travel, or the first turn): nothing said.
        paths.planned_round = Some(sight.round);
        assert_eq!(paths.loop_given_up(&sight), "");
        // The opponent elsewhere: nothing said.
        paths.planned_round = sight.round.checked_sub(1);
        paths.planned_loop.retain(|p| p.x == 7);
        assert_eq!(paths.loop_given_up(&sight), "");
    }
}
