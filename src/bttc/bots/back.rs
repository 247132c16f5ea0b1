//! `best`'s time travel as a weapon: it remembers the board at the end of every round of this
//! timeline, and goes back when an opponent's capture of the last rounds could be spoiled in
//! the replay (from where the bot stood then, it can stand first on a cell of that region
//! before it closes) and that region is worth far more than what the bot undoes of its own.

use crate::bttc::board::{Pos, AREA, NEUTRAL};
use crate::bttc::capture::Fill;
use crate::bttc::moves::MAX_BACK;
use crate::bttc::state::State;
use crate::bttc::text::relabel;
use crate::trace::TraceEvent;
use crate::words::plural;

use super::predict::{replay_captures, FutureCapture};
use super::sight::Sight;

/// The smallest worth (spoilable cells minus half the bot's own undone gain) of a time travel, 1v1.
pub const WORTH: i64 = 30;

/// What the bot saw at the end of each round of this timeline.
#[derive(Clone, Debug, Default)]
pub struct Timeline {
    /// Players' scores (index: round).
    pub scores: Vec<Vec<u32>>,
    /// Owner of every cell (index: round).
    boards: Vec<Vec<u8>>,
}

/// A time travel worth making.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undo {
    /// Rounds back.
    pub rounds: u8,
    /// The opponents' captures that can be spoiled in the replay.
    pub spoilable: Vec<FutureCapture>,
    /// Cells of those captures.
    pub spoiled: i64,
    /// The bot's own gain undone.
    pub lost: i64,
    /// Where the bot stood at the round it goes back to.
    pub from: Pos,
    /// Where the capturers of those captures stood then (the race the bot must win).
    pub rivals: Vec<Pos>,
}

impl Undo {
    /// What it is worth.
    pub fn worth(&self) -> i64 {
        self.spoiled - self.lost / 2
    }

    /// The way the bot would walk from where it stood then into the nearest cell of a capture
    /// it can spoil, as the referee walks it toward that cell (x first, then y); empty when
    /// there is nothing to spoil.
    pub fn route(&self) -> Vec<Pos> {
        let cells = self.spoilable.iter().flat_map(|c| c.cells.iter());
        let nearest = cells
            .map(|&i| Pos::from_index(usize::from(i)))
            .min_by_key(|p| p.dist(self.from));
        let Some(target) = nearest else {
            return Vec::new();
        };
        let mut route = vec![self.from];
        let mut at = self.from;
        while at != target {
            at = at.step_toward(target);
            route.push(at);
        }
        route
    }

    /// Its picture: the captures it could spoil (each labelled with its size), where the bot
    /// would stand and its way in (`taken`: the bot goes back; else the travel was weighed and not
    /// made, and the label says so).
    pub fn picture(&self, taken: bool) -> Vec<TraceEvent> {
        // The captures in the target's colour: made already, they lie on the capturer's land,
        // where a forecast's grey wash hardly shows.
        let captures = self.spoilable.iter().map(|c| TraceEvent::Cells {
            layer: "target",
            cells: c
                .cells
                .iter()
                .map(|&i| Pos::from_index(usize::from(i)).cell())
                .collect(),
        });
        let from = TraceEvent::Value {
            layer: "plan",
            cell: self.from.cell(),
            value: format!(
                "here {} ago{}",
                plural(self.rounds, "round", "rounds"),
                if taken { "" } else { " (weighed, not taken)" }
            ),
        };
        let route = self.route();
        let way_in = (route.len() > 1).then(|| TraceEvent::Path {
            layer: "plan",
            cells: route.iter().map(|p| p.cell()).collect(),
        });
        // Each capture's size on its middle cell, as the sentence counts it.
        let sizes = self.spoilable.iter().filter_map(|c| {
            let mut cells = c.cells.clone();
            cells.sort_unstable();
            let middle = *cells.get(cells.len() / 2)?;
            Some(TraceEvent::Value {
                layer: "target",
                cell: Pos::from_index(usize::from(middle)).cell(),
                value: format!("{} to spoil", plural(cells.len() as u64, "cell", "cells")),
            })
        });
        // Where each capturer stood then: the loop closes as it walks on from there.
        let rivals = self.rivals.iter().map(|at| TraceEvent::Value {
            layer: "threat",
            cell: at.cell(),
            value: "its capturer then".to_string(),
        });
        (captures.chain(way_in).chain(std::iter::once(from)))
            .chain(sizes)
            .chain(rivals)
            .collect()
    }
}

/// The time travel worth most of those weighed (the fewest rounds among equals).
pub fn best(weighed: &[Undo]) -> Option<&Undo> {
    let mut best: Option<&Undo> = None;
    for undo in weighed {
        if best.is_none_or(|b| undo.worth() > b.worth()) {
            best = Some(undo);
        }
    }
    best
}

impl Timeline {
    /// Takes in the turn of `sight` (after a time travel, forgets the undone rounds).
    pub fn see(&mut self, sight: &Sight) {
        let round = usize::from(sight.round.max(1));
        self.scores.truncate(round - 1);
        self.boards.truncate(round - 1);
        while self.scores.len() < round - 1 {
            let last = self
                .scores
                .last()
                .cloned()
                .unwrap_or_else(|| sight.scores());
            self.scores.push(last);
            let last = self.boards.last().cloned();
            self.boards
                .push(last.unwrap_or_else(|| sight.owner.clone()));
        }
        self.scores.push(sight.scores());
        self.boards.push(sight.owner.clone());
    }

    /// Fills in the rounds of this timeline before `state` that the bot did not see (a bot
    /// asked about one position of a game, as the lab's layers ask), from the round each owned
    /// cell was taken in; a bot that saw every round keeps what it saw.
    pub fn recall(&mut self, state: &State, seat: usize) {
        let round = usize::from(state.round().max(1));
        if self.scores.len() + 1 >= round {
            return;
        }
        self.scores.clear();
        self.boards.clear();
        for k in 0..round - 1 {
            let board: Vec<u8> = (0..AREA)
                .map(|i| {
                    let owned = state.owner_at(i).filter(|_| {
                        state
                            .taken_round(Pos::from_index(i))
                            .is_some_and(|t| usize::from(t) <= k)
                    });
                    owned.map_or(NEUTRAL, |o| relabel(o, seat) as u8)
                })
                .collect();
            let mut scores = vec![0; state.players()];
            for &o in &board {
                if let Some(v) = scores.get_mut(usize::from(o)) {
                    *v += 1;
                }
            }
            self.scores.push(scores);
            self.boards.push(board);
        }
    }

    /// The best time travel now (see [`Self::weigh`]).
    pub fn best_undo(&self, sight: &Sight) -> Option<Undo> {
        best(&self.weigh(sight)).cloned()
    }

    /// Every time travel the bot may make now, fewest rounds first, each with what it could
    /// spoil (none once the bot's is used, or when an opponent went back earlier this round: a
    /// BACK now would add to its unknown amount, and this round is undone anyway).
    pub fn weigh(&self, sight: &Sight) -> Vec<Undo> {
        let mut weighed = Vec::new();
        if sight.back.first() != Some(&true) || sight.opponent_going_back() {
            return weighed;
        }
        let round = usize::from(sight.round);
        let (Some(mine), Some(now)) = (
            sight.trails.first(),
            round.checked_sub(1).and_then(|r| self.scores.get(r)),
        ) else {
            return weighed;
        };
        let mut fill = Fill::new();
        for n in 2..=usize::from(MAX_BACK).min(round.saturating_sub(2)) {
            // Back to the end of round `then`: the bot stands where it stood then.
            let then = round - n - 1;
            let (Some(board), Some(&me), Some(scores)) =
                (self.boards.get(then), mine.get(then), self.scores.get(then))
            else {
                continue;
            };
            let mut spoilable = Vec::new();
            let mut rivals = Vec::new();
            let mut spoiled = 0;
            for (p, _) in sight.opponents() {
                let Some(trail) = sight.trails.get(p) else {
                    continue;
                };
                let caps = replay_captures(board, trail, then + 1, p, &mut fill, usize::MAX);
                for c in caps {
                    let held = held(sight, &c);
                    if reach(me, &c) <= c.after && held * 2 > c.cells.len() {
                        spoiled += held as i64;
                        spoilable.push(c);
                        rivals.extend(trail.get(then).filter(|at| !rivals.contains(*at)));
                    }
                }
            }
            let lost = i64::from(now[0]) - i64::from(scores[0]);
            weighed.push(Undo {
                rounds: n as u8,
                spoilable,
                spoiled,
                lost,
                from: me,
                rivals,
            });
        }
        weighed
    }
}

/// The cells of `capture`, replayed on an old board, that the capturer holds now. Replayed on
/// the board of some rounds ago, an opponent's loop that the bot has spoiled since captures all
/// the same: going back for it would undo the bot's own spoiling. A capture counts when the
/// capturer holds most of it, and is worth what it holds (a smaller loop closed after the bot
/// spoiled a corner of the first is worth its own cells).
fn held(sight: &Sight, capture: &FutureCapture) -> usize {
    capture
        .cells
        .iter()
        .filter(|&&c| sight.owner.get(usize::from(c)) == Some(&(capture.player as u8)))
        .count()
}

/// Steps from `me` to the nearest cell of `capture`.
fn reach(me: Pos, capture: &FutureCapture) -> u16 {
    let d = capture
        .cells
        .iter()
        .map(|&c| Pos::from_index(usize::from(c)).dist(me));
    d.min()
        .map_or(u16::MAX, |d| d.min(u32::from(u16::MAX)) as u16)
}
