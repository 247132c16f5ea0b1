//! The rules: positions, the checked step, whose turn, the end and the scores.

use std::sync::Arc;

use thiserror::Error;

use super::board::{Board, Pos};
use super::log::{FillLog, LogData, NEW_FLAG, NOTHING};
use super::protocol::SnakeMove;

/// Your seat (you move first).
pub const YOU: usize = 0;
/// Chef's seat.
pub const CHEF: usize = 1;

/// The score of one snake of `len` cells: (L - 1) * floor(sqrt(L)).
pub fn snake_score(len: u32) -> i64 {
    let l = i64::from(len);
    if l <= 1 {
        return 0;
    }
    let mut r = (l as f64).sqrt() as i64;
    while r * r > l {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= l {
        r += 1;
    }
    (l - 1) * r
}

/// A side's current snake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snake {
    /// One end (row-major index).
    pub a: u32,
    /// The other end (the same cell for a one-cell snake).
    pub b: u32,
    /// Cells.
    pub len: u32,
    /// The ply of its NEW.
    pub born: u32,
}

/// One side's tally.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// The current snake, if any.
    pub snake: Option<Snake>,
    /// The summed score of the finished snakes.
    pub finished: i64,
    /// Snakes started.
    pub snakes: u32,
    /// Cells filled.
    pub cells: u32,
    /// The longest snake so far.
    pub longest: u32,
}

impl Side {
    /// The score: the finished snakes and the current one (the last one counts too).
    pub fn score(&self) -> i64 {
        self.finished + self.snake.map_or(0, |s| snake_score(s.len))
    }
}

/// A position: small, since the board lives in the shared fill log.
#[derive(Clone, Debug)]
pub struct SnakState {
    /// Plies played (even: your turn, odd: Chef's).
    pub ply: u32,
    /// You, then Chef.
    pub sides: [Side; 2],
    /// The k of Chef's last move when it was `FREEZE k` (0 otherwise): k > 1 forces `FREEZE k-1`.
    pub freeze: u8,
    /// Empty cells left.
    pub empty: u32,
    /// True once someone played EXIT.
    pub exited: bool,
    /// What this history filled.
    pub log: Arc<FillLog>,
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SnakError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// Not one move.
    #[error("one move per ply, found {0}")]
    MoveCount(usize),
    /// A cell off the board.
    #[error("cell {0} is off the board")]
    OffBoard(Pos),
    /// A blocked cell.
    #[error("cell {0} is blocked")]
    Blocked(Pos),
    /// An occupied cell.
    #[error("cell {0} is already occupied")]
    Occupied(Pos),
    /// MOVE before any NEW.
    #[error("MOVE with no snake: start one with NEW first")]
    NoSnake,
    /// MOVE from a cell that is not an end of the current snake.
    #[error("{from} is not an end of the current snake (its ends are {a} and {b})")]
    NotAnEnd {
        /// The cell given.
        from: Pos,
        /// One end.
        a: Pos,
        /// The other.
        b: Pos,
    },
    /// MOVE to a cell that does not share a side with the end.
    #[error("{to} does not share a side with {from}")]
    NotAdjacent {
        /// The end.
        from: Pos,
        /// The target.
        to: Pos,
    },
    /// FREEZE by you.
    #[error("only Chef may FREEZE")]
    FreezeByYou,
    /// Chef's FREEZE countdown.
    #[error("Chef froze: the next move must be FREEZE {0}")]
    MustFreeze(u8),
    /// An inconsistent position (a bug, reported rather than a panic).
    #[error("internal: {0}")]
    Internal(&'static str),
}

impl SnakState {
    /// The first position of `board`.
    pub fn start(board: &Board) -> Self {
        Self {
            ply: 0,
            sides: [Side::default(); 2],
            freeze: 0,
            empty: board.free_cells() as u32,
            exited: false,
            log: FillLog::new(board.area()),
        }
    }

    /// The seat to move (0 you, 1 Chef).
    pub fn seat(&self) -> usize {
        (self.ply % 2) as usize
    }

    /// True once the board is full or someone played EXIT.
    pub fn over(&self) -> bool {
        self.exited || self.empty == 0
    }

    /// True when the cell at `index` is empty in this position.
    pub fn is_empty(&self, board: &Board, index: u32) -> bool {
        !board.is_blocked(index) && self.log.read().empty_at(index, self.ply)
    }

    /// The empty side neighbours of the current snake's ends of `seat`, as (end, target) pairs.
    pub fn extensions(&self, board: &Board, seat: usize) -> Vec<(u32, u32)> {
        let Some(s) = self.sides.get(seat).and_then(|s| s.snake) else {
            return Vec::new();
        };
        let data = self.log.read();
        let ends: &[u32] = if s.a == s.b { &[s.a] } else { &[s.a, s.b] };
        let mut out = Vec::new();
        for &e in ends {
            for n in board.neighbours(e) {
                if !board.is_blocked(n) && data.empty_at(n, self.ply) {
                    out.push((e, n));
                }
            }
        }
        out
    }

    fn cell(board: &Board, p: Pos, data: &LogData, ply: u32) -> Result<u32, SnakError> {
        let i = board.index(p).ok_or(SnakError::OffBoard(p))?;
        if board.is_blocked(i) {
            return Err(SnakError::Blocked(p));
        }
        if !data.empty_at(i, ply) {
            return Err(SnakError::Occupied(p));
        }
        Ok(i)
    }

    /// The position after the side to move plays `mv`, or why it may not.
    pub fn play(&self, board: &Board, mv: SnakeMove) -> Result<Self, SnakError> {
        if self.over() {
            return Err(SnakError::GameOver);
        }
        let seat = self.seat();
        if seat == 1 && self.freeze > 1 && mv != SnakeMove::Freeze(self.freeze - 1) {
            return Err(SnakError::MustFreeze(self.freeze - 1));
        }
        let mut next = self.clone();
        next.ply += 1;
        let side = &mut next.sides[seat];
        let (entry, born) = {
            let data = self.log.read();
            if data.entries.len() < self.ply as usize {
                return Err(SnakError::Internal(
                    "the fill log is shorter than the position",
                ));
            }
            match mv {
                SnakeMove::New(p) => {
                    let i = Self::cell(board, p, &data, self.ply)?;
                    if let Some(old) = side.snake {
                        side.finished += snake_score(old.len);
                    }
                    side.snake = Some(Snake {
                        a: i,
                        b: i,
                        len: 1,
                        born: self.ply,
                    });
                    side.snakes += 1;
                    (i | NEW_FLAG, self.ply)
                }
                SnakeMove::Extend { from, to } => {
                    let mut s = side.snake.ok_or(SnakError::NoSnake)?;
                    let f = board.index(from).ok_or(SnakError::OffBoard(from))?;
                    if f != s.a && f != s.b {
                        return Err(SnakError::NotAnEnd {
                            from,
                            a: board.pos(s.a),
                            b: board.pos(s.b),
                        });
                    }
                    let t = Self::cell(board, to, &data, self.ply)?;
                    if !from.touches(to) {
                        return Err(SnakError::NotAdjacent { from, to });
                    }
                    if f == s.a {
                        s.a = t;
                    } else {
                        s.b = t;
                    }
                    s.len += 1;
                    side.snake = Some(s);
                    (t, s.born)
                }
                SnakeMove::Freeze(k) => {
                    if seat == 0 {
                        return Err(SnakError::FreezeByYou);
                    }
                    next.freeze = k;
                    (NOTHING, NOTHING)
                }
                SnakeMove::Exit => {
                    next.exited = true;
                    (NOTHING, NOTHING)
                }
            }
        };
        if seat == 1 && !matches!(mv, SnakeMove::Freeze(_)) {
            next.freeze = 0;
        }
        if entry != NOTHING {
            let side = &mut next.sides[seat];
            side.cells += 1;
            side.longest = side.longest.max(side.snake.map_or(0, |s| s.len));
            next.empty = next.empty.saturating_sub(1);
        }
        next.log = FillLog::record(&self.log, self.ply, entry, born);
        Ok(next)
    }
}
