//! `best`: the path search of `paths` made careful and armed with time travel.
//!
//! - The same search over its own future paths, deepening while its time lasts (opponents
//!   forecast by the simple rules of `paths`; weighing captures by the risk that an opponent
//!   could spoil them made it lose more often against both other search bots, so it does not).
//! - BACK: when opponents out-gained the bot by a wide margin over the last rounds (up to 25),
//!   it goes back to before that. After any time travel, opponents are expected to repeat what
//!   they did in the undone timeline, and their coming captures (replayed under the real rules)
//!   are worth spoiling: a path that stands first on a cell of one in time gains its size.

use crate::bttc::board::Pos;
use crate::bttc::moves::{Move, MAX_BACK};
use crate::trace::TraceEvent;

use super::paths::{Knobs, Paths};
use super::predict::future_captures;
use super::sight::Sight;
use crate::model::Clock;

/// The smallest swing (opponent's gain minus the bot's) worth a time travel, 1v1.
const SWING: i64 = 30;

/// The `best` bot.
#[derive(Clone, Debug)]
pub struct Best {
    search: Paths,
    /// Scores at the start of each round of this timeline (index: round - 1).
    history: Vec<Vec<u32>>,
}

impl Default for Best {
    fn default() -> Self {
        Best::new()
    }
}

impl Best {
    /// A new bot.
    pub fn new() -> Best {
        Best {
            search: Paths::with(Knobs {
                exact_future: true,
                ..Knobs::default()
            }),
            history: Vec::new(),
        }
    }

    /// The rounds to go back, if a time travel is worth it now.
    fn time_travel(&self, sight: &Sight) -> Option<u8> {
        if sight.back.first() != Some(&true) {
            return None;
        }
        let now = self.history.last()?;
        let round = usize::from(sight.round);
        let mut best: Option<(i64, u8)> = None;
        for n in 2..=usize::from(MAX_BACK).min(round.saturating_sub(2)) {
            let Some(then) = self.history.get(round - 1 - n) else {
                continue;
            };
            let gain = |p: usize| i64::from(now[p]) - i64::from(then[p]);
            let mine = gain(0);
            let theirs = (1..now.len()).map(gain).max().unwrap_or(0);
            let swing = theirs - mine;
            if best.is_none_or(|(s, _)| swing > s) {
                best = Some((swing, n as u8));
            }
        }
        let players = sight.players() as i64;
        let (swing, n) = best?;
        // In a crowd, undoing one opponent's gain helps the others as much as the bot.
        (swing >= SWING * (players - 1)).then_some(n)
    }
}

/// The strategy (the bot's turn: [`super::BotAgent`] makes it an agent).
impl Best {
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    pub fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Vec<TraceEvent>>,
    ) -> Move {
        let round = usize::from(sight.round.max(1));
        self.history.truncate(round - 1);
        while self.history.len() < round - 1 {
            let last = self
                .history
                .last()
                .cloned()
                .unwrap_or_else(|| sight.scores());
            self.history.push(last);
        }
        self.history.push(sight.scores());
        if let Some(n) = self.time_travel(sight) {
            return Move::Back(n);
        }
        let players = sight.players() as f64;
        let spoil: Vec<_> = future_captures(sight)
            .into_iter()
            .map(|fc| {
                let worth = fc.cells.len() as f64 / (players - 1.0);
                (fc, worth)
            })
            .collect();
        let mut trace = trace;
        if let Some(t) = trace.as_deref_mut() {
            for (fc, _) in &spoil {
                let cells = fc.cells.iter();
                let cells = cells.map(|&c| Pos::from_index(usize::from(c)).cell());
                t.push(TraceEvent::Cells {
                    layer: "threat",
                    cells: cells.collect(),
                });
            }
        }
        self.search.decide_spoiling(sight, clock, trace, &spoil)
    }
}
