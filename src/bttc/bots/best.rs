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
use crate::model::describe::Algorithm;
use crate::model::Clock;
use crate::thinking::Reasoning;

/// The smallest swing (opponent's gain minus the bot's) worth a time travel, 1v1.
const SWING: i64 = 30;

/// `best`'s algorithm, as the page lays it out (the lines of `paths`, with the time travel).
pub const ALGORITHM: Algorithm = Algorithm {
    title: "best: the path search, careful and armed with time travel",
    lines: &[
        "best(turn):",
        "  BACK when a rival out-gained it by 30 (x rivals) within the last 25 rounds",
        "  forecast the opponents; after a time travel they repeat the undone timeline",
        "  for runs of 3, then 2, then 1 straight cells:",
        "    deepen: search its paths up to 6, 12, 18... steps, under the real rules",
        "      score = (cells gained + spoiled captures + 20) / (steps + 20)",
        "  the best path after each first step",
        "  step onto the first cell of the best path",
        "  no path gains more than it walks: head for the nearest neutral cell",
    ],
    play_line: Some(7),
};

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
        let (swing, n) = self.best_swing(sight)?;
        let players = sight.players() as i64;
        // In a crowd, undoing one opponent's gain helps the others as much as the bot.
        (swing >= SWING * (players - 1)).then_some(n)
    }

    /// The largest swing (a rival's gain minus the bot's) over the last rounds a BACK could
    /// undo, and how many rounds back, while the time travel is still there.
    fn best_swing(&self, sight: &Sight) -> Option<(i64, u8)> {
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
        best
    }

    /// Why the bot goes back now, or does not.
    fn say_back(&self, sight: &Sight, back: Option<u8>) -> String {
        let need = SWING * (sight.players() as i64 - 1);
        match (back, self.best_swing(sight)) {
            (Some(n), Some((swing, _))) => format!("BACK {n}: over the last {n} rounds a rival gained {swing} cells more than the bot (it goes back at {need}); undoing them is worth the one time travel."),
            (_, None) if sight.back.first() != Some(&true) => "No BACK: its time travel is used.".into(),
            (_, None) => "No BACK: too early in the game to go back.".into(),
            (_, Some((swing, n))) => format!("No BACK: the largest swing a time travel could undo is {swing} cells ({n} rounds back), under the {need} it waits for."),
        }
    }
}

/// The strategy (the bot's turn: [`super::BotAgent`] makes it an agent).
impl Best {
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    pub fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Reasoning>,
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
        let back = self.time_travel(sight);
        let mut trace = trace;
        if let Some(t) = trace.as_deref_mut() {
            let why = self.say_back(sight, back);
            match back {
                Some(_) => t.because(1, why),
                None => t.step(1, || why, Vec::new),
            }
        }
        if let Some(n) = back {
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
        if let Some(t) = trace.as_deref_mut() {
            for (fc, _) in &spoil {
                let cells = fc.cells.iter();
                let cells = cells.map(|&c| Pos::from_index(usize::from(c)).cell());
                t.draw(|| TraceEvent::Cells {
                    layer: "threat",
                    cells: cells.collect(),
                });
            }
            if !spoil.is_empty() {
                let n = spoil.len();
                t.step(
                    super::paths::FORECAST,
                    || format!("After the time travel the opponents are expected to repeat the undone timeline: {n} of their coming captures can be spoiled, a path that stands first on one gains its size."),
                    || spoil.iter().map(|(fc, _)| TraceEvent::Cells { layer: "threat", cells: fc.cells.iter().map(|&c| Pos::from_index(usize::from(c)).cell()).collect() }).collect(),
                );
            }
        }
        self.search.decide_spoiling(sight, clock, trace, &spoil)
    }
}
