//! The explorer's micro-steps: one per search layer with one sentence about it, then the answer.

use super::explore::{Exploration, Layer};
use super::rules::moves_text;
use crate::trace::{StepKind, TraceEvent, TraceStep};
use crate::words::plural;

/// Layer key: the head cells of the newest layer.
pub const FRONTIER: &str = "frontier";
/// Layer key: every head cell reached so far.
pub const REACHED: &str = "reached";
/// Layer key: the head's route to the apple.
pub const CANDIDATE_PATH: &str = "candidate-path";
/// Layer key: the cells of the start body the tail has left by this layer (the start snake is
/// drawn whole; these no longer block any head).
pub const FREED: &str = "freed";

impl Exploration {
    /// One micro-step per layer (`t = 0, 1, ...`), then one with the answer; all on turn 0.
    pub fn steps(&self) -> Vec<TraceStep> {
        (0..self.step_count()).map(|i| self.step(i)).collect()
    }

    /// How many micro-steps [`Exploration::step`] has.
    pub fn step_count(&self) -> usize {
        if self.error.is_some() {
            1
        } else {
            self.layers.len() + 1
        }
    }

    /// Micro-step `index`: search layer `index`, or the answer after the last layer.
    pub fn step(&self, index: usize) -> TraceStep {
        if let Some(error) = &self.error {
            let note = format!("the puzzle cannot be searched: {error}");
            return TraceStep {
                turn: 0,
                kind: StepKind::Start,
                note,
                events: Vec::new(),
            };
        }
        if let Some(layer) = self.layers.get(index) {
            return TraceStep {
                turn: 0,
                kind: if layer.t == 0 {
                    StepKind::Start
                } else {
                    StepKind::LayerDone
                },
                note: self.note(layer),
                events: vec![
                    TraceEvent::Cells {
                        layer: FRONTIER,
                        cells: layer.heads.clone(),
                    },
                    TraceEvent::Cells {
                        layer: REACHED,
                        cells: layer.reached.clone(),
                    },
                    TraceEvent::Cells {
                        layer: FREED,
                        cells: self.layers[..=index]
                            .iter()
                            .filter_map(|l| l.vacated)
                            .collect(),
                    },
                ],
            };
        }
        let mut events = vec![TraceEvent::Cells {
            layer: REACHED,
            cells: self.reachable_heads.clone(),
        }];
        if self.reachable {
            let cells = self.route.iter().filter_map(|s| s.head()).collect();
            events.push(TraceEvent::Path {
                layer: CANDIDATE_PATH,
                cells,
            });
            // The step a search over head cells alone never takes: both times on the cell.
            if let Some(r) = self.head_only.as_ref().and_then(|h| h.revisit) {
                events.push(TraceEvent::Value {
                    layer: CANDIDATE_PATH,
                    cell: r.cell,
                    value: format!("t={},{}", r.first, r.t),
                });
            }
        }
        TraceStep {
            turn: 0,
            kind: StepKind::Solved,
            note: self.conclusion(),
            events,
        }
    }

    /// The sentence for one layer, from its data.
    pub fn note(&self, layer: &Layer) -> String {
        let apple = self.puzzle.apple;
        let t = layer.t;
        if t == 0 {
            let snake = self.puzzle.state();
            let head = snake
                .head()
                .map_or_else(String::new, |h| format!(" with its head at {h}"));
            let moves = snake.legal_moves(self.puzzle.dims).len();
            // Past 9 the segments are numbered as the puzzle's text writes them.
            let numbers = match snake.len() {
                0..=10 => String::new(),
                n => format!(
                    " (numbered 0 to {}: after 9 come a, b, ..., hexadecimal digits as in the puzzle's text)",
                    char::from_digit(n as u32 - 1, 16).unwrap_or('?')
                ),
            };
            return format!(
                "t=0: the start: a snake of {}{numbers}{head}, the apple at {apple}, and {}",
                plural(snake.len() as u64, "segment", "segments"),
                plural(moves as u64, "legal first move", "legal first moves")
            );
        }
        let found = self.complete && self.reachable && self.layers.last().map(|l| l.t) == Some(t);
        let states = plural(layer.states, "new state", "new states");
        if found {
            return format!("t={t}: {states}; the head reaches the apple at {apple}, so a shortest route has {}", plural(t as u64, "move", "moves"));
        }
        let mut note = format!(
            "t={t}: {states}, the head on {} ({} not reached before)",
            plural(layer.heads.len() as u64, "cell", "cells"),
            layer.new_heads.len()
        );
        match layer.vacated {
            Some(cell) if layer.heads_on_vacated > 0 => note.push_str(&format!(
                "; the tail left {cell} and the head entered it in {}",
                plural(layer.heads_on_vacated, "state", "states")
            )),
            Some(cell) if t as usize == self.puzzle.snake.len() => {
                note.push_str(&format!(
                    "; the tail left {cell}, where the head started: no cell of the start body is left"
                ));
            }
            // The rule said once, at the first move; later layers say only where the tail went.
            Some(cell) if t == 1 => note.push_str(&format!(
                "; the tail left {cell} (a head may enter the cell the tail leaves in the same move; none did here)"
            )),
            Some(cell) => note.push_str(&format!("; the tail left {cell}, and no head entered it")),
            None if self.puzzle.snake.len() == 1 => note.push_str("; a lone head is never blocked"),
            None => note.push_str("; only the snake's newer segments block the head now"),
        }
        note
    }

    /// The sentence for the answer.
    pub fn conclusion(&self) -> String {
        let apple = self.puzzle.apple;
        let last = self.layers.last().map_or(0, |l| l.t);
        if !self.complete {
            let answer = if self.reachable {
                format!(
                    "1: a shortest route to the apple at {apple} is {} ({})",
                    moves_text(&self.moves),
                    plural(self.moves.len() as u64, "move", "moves")
                )
            } else {
                format!("0: the head can never reach the apple at {apple}")
            };
            return format!(
                "the layers stop after t={last} at {}; the exact search answers {answer}",
                plural(self.states_seen, "state", "states")
            );
        }
        if self.reachable {
            let shortest = self.moves.len() as u32;
            let beside = (self.head_only.as_ref())
                .map_or(String::new(), |h| format!(" {}", h.sentence(shortest)));
            return format!(
                "answer 1: a shortest route to the apple at {apple} is {} ({}), found among {}.{beside}",
                moves_text(&self.moves),
                plural(self.moves.len() as u64, "move", "moves"),
                plural(self.states_seen, "state", "states")
            );
        }
        format!(
            "answer 0: no new state after t={last}; in {} the head reaches {}, and the apple at {apple} is not one of them",
            plural(self.states_seen, "state", "states"),
            plural(self.reachable_heads.len() as u64, "cell", "cells")
        )
    }
}
