//! What a search over head cells alone would answer: the tempting wrong search, which keeps each
//! head cell once (with the first body that reached it) where the right one keeps each whole
//! snake. The lab says it beside the real answer, and where the shortest route enters a cell an
//! earlier layer reached with another body: the step that search never takes.

use std::collections::{HashSet, VecDeque};

use serde::Serialize;

use super::explore::Exploration;
use super::puzzle::Puzzle;
use super::rules::Dir;
use crate::grid::Cell;
use crate::words::plural;

/// The head-cells-only search's answer on one puzzle, and where the real route parts from it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HeadOnly {
    /// The moves of the route it finds, or `None` when it answers 0.
    pub moves: Option<u32>,
    /// The first step of the shortest route whose head enters a cell an earlier layer reached;
    /// `None` when there is none, or the layers stopped early.
    pub revisit: Option<Revisit>,
}

/// A step of the shortest route onto a head cell an earlier layer reached.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Revisit {
    /// The route's step (moves made).
    pub t: u32,
    /// The cell.
    pub cell: Cell,
    /// The layer that first reached it.
    pub first: u32,
}

/// The moves of the route a search over head cells alone finds on `puzzle` (`None`: it answers
/// 0). Each of its steps is a legal move, so it never beats the shortest route, and it answers
/// 0 wherever the real search does.
pub fn head_only_moves(puzzle: &Puzzle) -> Option<u32> {
    let start = puzzle.state();
    let head = start.head()?;
    if head == puzzle.apple {
        return Some(0);
    }
    let mut seen = HashSet::from([head]);
    let mut queue = VecDeque::from([(start, 0u32)]);
    while let Some((state, t)) = queue.pop_front() {
        for dir in Dir::ALL {
            let Ok(next) = state.apply(puzzle.dims, dir) else {
                continue;
            };
            let Some(cell) = next.head() else {
                continue;
            };
            if !seen.insert(cell) {
                continue;
            }
            if cell == puzzle.apple {
                return Some(t + 1);
            }
            queue.push_back((next, t + 1));
        }
    }
    None
}

impl HeadOnly {
    /// The comparison for a searched puzzle (`None` when it could not be searched).
    pub fn of(exploration: &Exploration) -> Option<HeadOnly> {
        if exploration.error.is_some() {
            return None;
        }
        Some(HeadOnly {
            moves: head_only_moves(&exploration.puzzle),
            revisit: exploration.complete.then(|| revisit(exploration)).flatten(),
        })
    }
}

/// The first step of the route onto a cell an earlier layer reached.
fn revisit(exploration: &Exploration) -> Option<Revisit> {
    let first = |cell: Cell| {
        (exploration.layers.iter())
            .find(|l| l.new_heads.contains(&cell))
            .map(|l| l.t)
    };
    (exploration.route.iter().enumerate().skip(1)).find_map(|(t, state)| {
        let cell = state.head()?;
        let first = first(cell)?;
        (first < t as u32).then_some(Revisit {
            t: t as u32,
            cell,
            first,
        })
    })
}

impl HeadOnly {
    /// The sentence beside a route of `shortest` moves: what the head-cells search answers,
    /// and why it differs (or that it does not, here).
    pub fn sentence(&self, shortest: u32) -> String {
        let answer = match self.moves {
            None => "would answer 0".to_string(),
            Some(n) if n == shortest => {
                format!("would find a route of {} too", plural(n, "move", "moves"))
            }
            Some(n) => format!(
                "would find a route of {}, not {shortest}",
                plural(n, "move", "moves")
            ),
        };
        let why = match self.revisit {
            Some(r) => format!(
                "this route's head enters {} at t={}, a cell first reached at t={} with another body (step back to t={} and point at it to see that body), and that search keeps one body a cell",
                r.cell, r.t, r.first, r.first
            ),
            None if self.moves == Some(shortest) => {
                "this route's head enters no cell an earlier layer reached".to_string()
            }
            None => "the one body it keeps at some cell on the way is not the route's".to_string(),
        };
        let luck = match (self.revisit, self.moves) {
            (Some(_), Some(n)) if n == shortest => " (by another route)",
            _ => "",
        };
        format!("A search over head cells alone {answer}{luck}: {why}.")
    }
}
