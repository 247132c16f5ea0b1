//! A standoff: the bot and an opponent end round after round (or every other round) on the
//! same cell. Two players on one neutral cell leave it neutral, so when both searches want the
//! same cell (the one that closes each one's loop) and each forecasts the other elsewhere, they
//! step together, back and forth, and nobody takes anything: two searching bots can waste the
//! rest of the game so. Behind or level, the bot breaks it by standing still on some rounds
//! (which ones, a draw seeded by the round, the cell and the bot's start cell decides, so that
//! a bot doing the same cannot keep in step): the one that moves on takes the next cell, the
//! one that stays takes its own. Ahead, it keeps the standoff: while it lasts the opponent
//! gains nothing either.

use crate::bttc::board::Pos;
use crate::rng::SeededRng;

use super::sight::Sight;

/// Meetings (rounds ended on the same cell as an opponent) within [`STANDOFF_WINDOW`] rounds
/// that make a standoff.
pub const STANDOFF_ROUNDS: usize = 3;

/// The last rounds looked at: two bots may meet on every round (stepping back and forth
/// together) or on every other one (a dance: each steps onto the cell that closes its loop,
/// both back to their own cells, and again; seen against `paths` for 130 rounds).
pub const STANDOFF_WINDOW: usize = 6;

/// The opponent the bot is in a standoff with, if any: both stand on the same cell now and
/// ended [`STANDOFF_ROUNDS`] of the last [`STANDOFF_WINDOW`] rounds on one cell, and the bot's
/// score is not above its.
pub fn standoff(sight: &Sight) -> Option<usize> {
    let mine = sight.trails.first()?;
    if mine.len() < STANDOFF_ROUNDS {
        return None;
    }
    let last = &mine[mine.len() - STANDOFF_ROUNDS..];
    // A bot standing still is not in a standoff: it already stays.
    if last.windows(2).all(|w| w[0] == w[1]) {
        return None;
    }
    let window = STANDOFF_WINDOW.min(mine.len());
    let scores = sight.scores();
    let score = |p: usize| scores.get(p).copied().unwrap_or(0);
    sight.opponents().map(|(p, _)| p).find(|&p| {
        let Some(theirs) = sight.trails.get(p).filter(|t| t.len() == mine.len()) else {
            return false;
        };
        let met = mine[mine.len() - window..]
            .iter()
            .zip(&theirs[theirs.len() - window..])
            .filter(|(a, b)| a == b)
            .count();
        score(0) <= score(p) && mine.last() == theirs.last() && met >= STANDOFF_ROUNDS
    })
}

/// Whether to stand still this round to break a standoff (about one round in two, by a hash
/// of the round, the cell and the bot's start cell: two bots alike in the same standoff stand
/// still on different rounds).
pub fn stand_still(round: u16, at: Pos, start: Pos) -> bool {
    let key = u64::from(round) << 32 | (at.index() as u64) << 16 | start.index() as u64;
    SeededRng::new(key).chance(1, 2)
}
