//! The three ways a game ends (and a fourth when nobody is left): the round limit, 25 real rounds
//! in which nobody moved nor used BACK, and the ranking that can no longer change, checked as the
//! contest's referee checks it.

use std::fmt;

use super::board::{AREA, NEUTRAL};
use super::moves::MAX_BACK;
use super::start::Setup;
use super::state::State;

/// Real rounds without a move or a BACK that end the game.
pub const IDLE_ROUNDS: u32 = 25;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The in-game round reached the limit.
    MaxRounds,
    /// Nobody changed cell nor used BACK for 25 real rounds.
    Idle,
    /// The ranking could no longer change (one more round was played after that).
    Decided,
    /// Every player is out.
    AllOut,
}

impl fmt::Display for End {
    /// The reason as the recordings write it (`max rounds`, `ranking can no longer change`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            End::MaxRounds => "max rounds",
            End::Idle => "nobody moved for 25 rounds",
            End::Decided => "ranking can no longer change",
            End::AllOut => "every player is out",
        })
    }
}

/// After a round is resolved (and any time travel done): the reason the game ends now, if any.
/// `moved` tells whether anyone changed cell or used BACK in that round; the state's idle
/// counter and last-call flag are updated.
pub fn check_end(setup: &Setup, state: &mut State, moved: bool) -> Option<End> {
    state.idle = if moved { 0 } else { state.idle + 1 };
    if state.active.iter().all(|a| !a) {
        return Some(End::AllOut);
    }
    if state.round > setup.limit() {
        return Some(End::MaxRounds);
    }
    if state.idle >= IDLE_ROUNDS {
        return Some(End::Idle);
    }
    if state.last_call {
        return Some(End::Decided);
    }
    if ranking_settled(state) {
        state.last_call = true;
    }
    None
}

/// The referee's test that the ranking can no longer change. With B = 25 x (BACKs left of
/// active players), and only when B is at most the round just resolved: each player's cells owned at
/// round (round - B) are its least; its most adds every cell neutral at that round (a player
/// who is out: its current count). Sorted by most then least, the ranking is settled when each
/// interval's most is below the least of the one above (pairs of fixed intervals are skipped).
pub fn ranking_settled(state: &State) -> bool {
    let backs = (0..state.players())
        .filter(|&p| state.active(p) && state.back_left(p))
        .count();
    let b = u32::from(MAX_BACK) * backs as u32;
    // The round just resolved in this timeline (after a time travel: the last one kept).
    let round = u32::from(state.round) - 1;
    if b > round {
        return false;
    }
    let since = round - b;
    let n = state.players();
    let mut least = vec![0u32; n];
    let mut now = vec![0u32; n];
    for i in 0..AREA {
        let o = state.owner[i];
        if o == NEUTRAL {
            continue;
        }
        let o = usize::from(o);
        now[o] += 1;
        if u32::from(state.taken[i]) <= since {
            least[o] += 1;
        }
    }
    let neutral = AREA as u32 - least.iter().sum::<u32>();
    let mut spans: Vec<(u32, u32)> = (0..n)
        .map(|p| {
            if state.active(p) {
                (least[p], least[p] + neutral)
            } else {
                (least[p], now[p])
            }
        })
        .collect();
    spans.sort_by(|a, b| b.1.cmp(&a.1).then(b.0.cmp(&a.0)));
    spans.windows(2).all(|w| {
        let (upper, lower) = (w[0], w[1]);
        (upper.0 == upper.1 && lower.0 == lower.1) || lower.1 < upper.0
    })
}
