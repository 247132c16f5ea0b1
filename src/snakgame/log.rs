//! The fill log shared by every position of one history: for each ply the cell it filled, and
//! for each cell the ply that filled it. A position is then just a ply count and a few numbers;
//! "is this cell empty at ply p" is `filled_at[cell] >= p`. Positions of one history share one
//! log; a different move at a ply already logged (an edit, a branch) forks a copy of the prefix.

use std::sync::{Arc, Mutex, MutexGuard};

/// A cell never filled (in this history, so far).
pub const NEVER: u32 = u32::MAX;
/// The log entry of a ply that filled nothing (FREEZE, EXIT).
pub const NOTHING: u32 = u32::MAX >> 1;
/// The flag of an entry that started a new snake.
pub const NEW_FLAG: u32 = 1 << 31;

/// What one history filled, ply by ply.
#[derive(Clone, Debug, Default)]
pub struct LogData {
    /// Per ply: the cell filled (row-major) with [`NEW_FLAG`] when it started a snake, or
    /// [`NOTHING`].
    pub entries: Vec<u32>,
    /// Per ply: the ply at which the snake it extended was started (its own ply for NEW).
    pub snake: Vec<u32>,
    /// Per cell: the ply that filled it, or [`NEVER`].
    pub filled_at: Vec<u32>,
}

impl LogData {
    /// True when `cell` is not filled before ply `ply` (blocked cells are the board's business).
    pub fn empty_at(&self, cell: u32, ply: u32) -> bool {
        self.filled_at
            .get(cell as usize)
            .is_some_and(|&at| at >= ply)
    }

    /// The cell an entry filled, if any.
    pub fn cell_of(entry: u32) -> Option<u32> {
        (entry != NOTHING).then_some(entry & !NEW_FLAG)
    }
}

/// A fill log behind a lock (the lab, the bots and the CLI threads may each hold positions).
#[derive(Debug)]
pub struct FillLog(Mutex<LogData>);

impl FillLog {
    /// An empty log for a board of `area` cells.
    pub fn new(area: usize) -> Arc<Self> {
        Arc::new(Self(Mutex::new(LogData {
            entries: Vec::new(),
            snake: Vec::new(),
            filled_at: vec![NEVER; area],
        })))
    }

    /// The log's data, locked (a poisoned lock is still read: the data is only ever appended).
    pub fn read(&self) -> MutexGuard<'_, LogData> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records `entry` (of the snake started at `snake`) at ply `ply` of `log`; returns the log
    /// the next position uses: the same one when `ply` is its end or it already holds that
    /// entry there, else a fork of its first `ply` entries.
    pub fn record(log: &Arc<Self>, ply: u32, entry: u32, snake: u32) -> Arc<Self> {
        let mut data = log.read();
        let p = ply as usize;
        if data.entries.len() == p {
            data.entries.push(entry);
            data.snake.push(snake);
            if let Some(cell) = LogData::cell_of(entry) {
                if let Some(at) = data.filled_at.get_mut(cell as usize) {
                    *at = ply;
                }
            }
            return Arc::clone(log);
        }
        if data.entries.get(p) == Some(&entry) {
            return Arc::clone(log);
        }
        // A branch: copy the prefix.
        let keep = p.min(data.entries.len());
        let mut fork = LogData {
            entries: data.entries[..keep].to_vec(),
            snake: data.snake[..keep].to_vec(),
            filled_at: data
                .filled_at
                .iter()
                .map(|&at| if (at as usize) < keep { at } else { NEVER })
                .collect(),
        };
        drop(data);
        fork.entries.push(entry);
        fork.snake.push(snake);
        if let Some(cell) = LogData::cell_of(entry) {
            if let Some(at) = fork.filled_at.get_mut(cell as usize) {
                *at = ply;
            }
        }
        Arc::new(Self(Mutex::new(fork)))
    }
}
