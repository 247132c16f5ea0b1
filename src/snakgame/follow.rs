//! Following one history from an agent: what was filled since the agent last looked, or word
//! that it must rebuild (a new game, an earlier position, another branch).

use std::sync::Arc;

use super::log::{FillLog, LogData, NEW_FLAG, NOTHING};
use super::rules::SnakState;

/// One filled cell since the last look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Filled {
    /// The ply (even: yours, odd: Chef's).
    pub ply: u32,
    /// The cell (row-major).
    pub cell: u32,
    /// True when it started a new snake.
    pub new: bool,
}

/// What changed since the last look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Changes {
    /// Start over from the position (its filled cells are in the log below its ply).
    Rebuild,
    /// These cells were filled, in order.
    Filled(Vec<Filled>),
}

/// Where an agent last looked.
#[derive(Debug, Default)]
pub struct Follower {
    seen: Option<(Arc<FillLog>, u32)>,
}

impl Follower {
    /// The changes up to `state`, and remembers it.
    pub fn look(&mut self, state: &SnakState) -> Changes {
        let out = match &self.seen {
            Some((log, ply)) if Arc::ptr_eq(log, &state.log) && *ply <= state.ply => {
                let data = state.log.read();
                Changes::Filled(filled_between(&data, *ply, state.ply))
            }
            _ => Changes::Rebuild,
        };
        self.seen = Some((Arc::clone(&state.log), state.ply));
        out
    }
}

/// The cells filled at plies `from..to` of a log.
pub fn filled_between(data: &LogData, from: u32, to: u32) -> Vec<Filled> {
    let end = (to as usize).min(data.entries.len());
    let start = (from as usize).min(end);
    data.entries[start..end]
        .iter()
        .enumerate()
        .filter(|(_, &e)| e != NOTHING)
        .map(|(k, &e)| Filled {
            ply: (start + k) as u32,
            cell: e & !NEW_FLAG,
            new: e & NEW_FLAG != 0,
        })
        .collect()
}
