//! A standoff: the bot and an opponent end round after round on the same cell. Two players on
//! one neutral cell leave it neutral, so when both searches want the same cell (the one that
//! closes each one's loop) and each forecasts the other elsewhere, they step together, back and
//! forth, and nobody takes anything: two searching bots can waste the rest of the game so.
//! Behind or level, the bot breaks it by standing still on some rounds (which ones, a hash of
//! the round decides, so that a bot doing the same cannot keep in step): the one that moves on
//! takes the next cell, the one that stays takes its own. Ahead, it keeps the standoff: while
//! it lasts the opponent gains nothing either.

use crate::bttc::board::Pos;

use super::sight::Sight;

/// Rounds running on the same cell as an opponent that make a standoff.
pub const STANDOFF_ROUNDS: usize = 3;

/// The opponent the bot is in a standoff with, if any: both stood on the same cell at the end
/// of each of the last [`STANDOFF_ROUNDS`] rounds, and the bot's score is not above its.
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
    let scores = sight.scores();
    let score = |p: usize| scores.get(p).copied().unwrap_or(0);
    sight.opponents().map(|(p, _)| p).find(|&p| {
        score(0) <= score(p)
            && sight
                .trails
                .get(p)
                .filter(|t| t.len() == mine.len())
                .is_some_and(|t| t[t.len() - STANDOFF_ROUNDS..] == *last)
    })
}

/// Whether to stand still this round to break a standoff (about one round in two, by a hash
/// of the round and the cell).
pub fn stand_still(round: u16, at: Pos) -> bool {
    let h = (u64::from(round) << 16 | at.index() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h >> 63 == 1
}
