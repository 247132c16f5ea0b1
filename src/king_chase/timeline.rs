//! The lab's timeline: turn 0 is the setup and the solve (DP cells and layers), then one turn per
//! round of play. Each micro-step carries one sentence and what to draw.

use serde::Serialize;

use crate::grid::Cell;
use crate::trace::{StepKind, TraceEvent, TraceStep};

use super::lab::{ChaseLab, Mode};
use super::rules::{ChaseState, Player};

/// Boards up to this side show every DP cell being filled as its own micro-step.
pub const CELL_STEPS_UP_TO: i32 = 6;

/// Which DP layer a step shows, and how much of it is filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LayerMark {
    /// The layer index t.
    pub t: u32,
    /// Cells filled so far, row-major (`None`: the whole layer).
    pub filled: Option<u32>,
}

/// One micro-step of the lab's timeline.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LabStep {
    /// What happened, one sentence, what to draw.
    #[serde(flatten)]
    pub trace: TraceStep,
    /// Index of the position shown (into the lab's states).
    pub state: usize,
    /// The DP layer shown, if any.
    pub layer: Option<LayerMark>,
}

impl ChaseLab {
    /// Every micro-step: the solve, then the game.
    pub fn steps(&mut self) -> Vec<LabStep> {
        let mut steps = self.solve_steps();
        steps.extend(self.game_steps());
        steps
    }

    fn solve_steps(&mut self) -> Vec<LabStep> {
        let (a, b) = (self.setup.alice, self.setup.bob);
        let depth = self.layers.depth();
        let board = self.setup.board.clone();
        let n = board.size();
        let mut steps = vec![self.step(
            0,
            StepKind::Start,
            format!(
                "Alice starts on {a}, Bob on {b}. After Alice's t-th move Bob catches her exactly when she stands within t king steps of his start, so the game lasts at most {depth} rounds."
            ),
            0,
            None,
            vec![],
        )];
        for t in (0..depth).rev() {
            if n <= CELL_STEPS_UP_TO {
                for cell in board.dims().cells() {
                    if cell.chebyshev(b) <= t as i32 {
                        continue;
                    }
                    let Some((step, worth)) = self.layers.best_step(cell, t) else {
                        continue;
                    };
                    let to = cell.offset(step.delta().0, step.delta().1);
                    let v = board.value(to);
                    let note = format!(
                        "f({cell}, {t}) = V{to} + f({to}, {}) = {v} + {} = {worth}: the best of the moves from {cell} is {} {}.",
                        t + 1,
                        worth - v as u64,
                        step.arrow(),
                        step.name()
                    );
                    let events = vec![
                        TraceEvent::Cells {
                            layer: "dp-cell",
                            cells: vec![cell],
                        },
                        TraceEvent::Arrow {
                            layer: "dp-cell",
                            from: cell,
                            to,
                        },
                    ];
                    let filled = board.dims().index(cell) as u32 + 1;
                    steps.push(self.step(
                        0,
                        StepKind::CellFilled,
                        note,
                        0,
                        Some((t, Some(filled))),
                        events,
                    ));
                }
            }
            let caught = board
                .dims()
                .cells()
                .filter(|c| c.chebyshev(b) <= t as i32)
                .count();
            let note = match self.layers.peak(t) {
                Some(p) => format!(
                    "Layer t={t} done: {caught} cells lie within {t} of Bob's start and are worth 0; the best cell is {} with f = {}.",
                    p.cell, p.value
                ),
                None => format!("Layer t={t} done: every cell is within {t} of Bob's start, so f(·, {t}) = 0."),
            };
            let events = vec![TraceEvent::Square {
                layer: "catch-zone",
                centre: b,
                radius: t as i32,
            }];
            steps.push(self.step(0, StepKind::LayerDone, note, 0, Some((t, None)), events));
        }
        let note = format!(
            "Answer f({a}, 0) = {}: the most Alice can collect against Bob's best pursuit, along the optimal path of {} moves.",
            self.answer,
            self.optimal.len() - 1
        );
        let events = vec![TraceEvent::Path {
            layer: "optimal-path",
            cells: self.optimal.clone(),
        }];
        steps.push(self.step(0, StepKind::Solved, note, 0, Some((0, None)), events));
        steps
    }

    fn game_steps(&mut self) -> Vec<LabStep> {
        let mut steps = Vec::new();
        let states = self.states.clone();
        for (i, pair) in states.windows(2).enumerate() {
            let (before, after) = (pair[0], pair[1]);
            let step = self.actions[i];
            let loss = self.losses.iter().find(|l| l.action == i).copied();
            let mut note = match before.to_move {
                Player::Alice => format!(
                    "Round {}: Alice steps {} to {} and collects {}: score {}.",
                    after.alice_moves,
                    step.arrow(),
                    after.alice,
                    after.score - before.score,
                    after.score
                ),
                Player::Bob => format!(
                    "Bob steps {} to {}: Manhattan distance to Alice {} → {}.",
                    step.arrow(),
                    after.bob,
                    before.bob.manhattan(before.alice),
                    after.bob.manhattan(after.alice)
                ),
            };
            if let Some(l) = loss {
                note.push_str(&format!(
                    " That gave away {}: {} {} was best.",
                    l.lost,
                    l.best.arrow(),
                    l.best.name()
                ));
            }
            if after.caught {
                note.push_str(" Alice is caught.");
            }
            let events = self.position_events(i + 1, &after);
            let t = after.alice_moves;
            steps.push(self.step(
                after.alice_moves,
                StepKind::Move,
                note,
                i + 1,
                Some((t, None)),
                events,
            ));
            if after.caught {
                let note = self.verdict().unwrap_or_default();
                let events = self.position_events(i + 1, &after);
                steps.push(self.step(
                    after.alice_moves,
                    StepKind::GameOver,
                    note,
                    i + 1,
                    Some((t, None)),
                    events,
                ));
            }
        }
        steps
    }

    /// Trails, the catch zone and the best move from the position after `index` actions.
    fn position_events(&mut self, index: usize, s: &ChaseState) -> Vec<TraceEvent> {
        let trail = |pick: fn(&ChaseState) -> Cell| {
            self.states[..=index].iter().map(pick).collect::<Vec<_>>()
        };
        let mut events = vec![
            TraceEvent::Square {
                layer: "catch-zone",
                centre: self.setup.bob,
                radius: s.alice_moves as i32,
            },
            TraceEvent::Path {
                layer: "alice-trail",
                cells: trail(|s| s.alice),
            },
            TraceEvent::Path {
                layer: "bob-trail",
                cells: trail(|s| s.bob),
            },
            TraceEvent::Path {
                layer: "optimal-path",
                cells: self.optimal.clone(),
            },
        ];
        if !s.caught && s.to_move == Player::Alice && self.params.mode != Mode::Bob {
            if let Some((step, _)) = self.layers.best_step(s.alice, s.alice_moves) {
                let to = s.alice.offset(step.delta().0, step.delta().1);
                events.push(TraceEvent::Arrow {
                    layer: "best-move",
                    from: s.alice,
                    to,
                });
            }
        }
        events
    }

    fn step(
        &self,
        turn: u32,
        kind: StepKind,
        note: String,
        state: usize,
        layer: Option<(u32, Option<u32>)>,
        events: Vec<TraceEvent>,
    ) -> LabStep {
        LabStep {
            trace: TraceStep {
                turn,
                kind,
                note,
                events,
            },
            state,
            layer: layer.map(|(t, filled)| LayerMark { t, filled }),
        }
    }
}
