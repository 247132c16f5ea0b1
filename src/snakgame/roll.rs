//! The roll of snakes: every snake of a game with its side, length and the ply it ended, read
//! from the moves alone (plies alternate, yours first; `NEW` ends that side's snake, `EXIT` and
//! the end of the game end both). The score panel lists each side's longest snakes from it.

use crate::model::Match;

use super::game::SnakGame;
use super::protocol::SnakeMove;
use super::rules::snake_score;

/// One finished snake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RolledSnake {
    /// 0: yours, 1: Chef's.
    pub side: usize,
    /// Its length.
    pub len: u32,
    /// The ply that ended it (the snake counts as finished in positions after it).
    pub ended: usize,
}

/// Every snake finished in a game so far, in the order they ended.
#[derive(Clone, Debug, Default)]
pub struct Roll {
    /// The snakes.
    pub snakes: Vec<RolledSnake>,
    /// Plies read, and the last ply's moves (to notice a changed history).
    read: usize,
    last: Option<SnakeMove>,
}

impl Roll {
    /// Reads the game's plies again when they changed since the last call (its length or its
    /// last move; a history is only ever cut and continued at its end).
    pub fn update(&mut self, game: &Match<SnakGame>) {
        let len = game.len();
        let last = len
            .checked_sub(1)
            .and_then(|k| game.ply(k))
            .and_then(|p| p.last().copied());
        if len == self.read && last == self.last {
            return;
        }
        let mut current = [0u32; 2];
        self.snakes.clear();
        for (k, ply) in game.plies().enumerate() {
            let side = k % 2;
            for &mv in ply {
                match mv {
                    SnakeMove::New(_) => {
                        self.finish(side, &mut current, k);
                        current[side] = 1;
                    }
                    SnakeMove::Extend { .. } => current[side] += 1,
                    SnakeMove::Exit => {
                        self.finish(0, &mut current, k);
                        self.finish(1, &mut current, k);
                    }
                    SnakeMove::Freeze(_) => {}
                }
            }
        }
        self.read = len;
        self.last = last;
    }

    /// Ends `side`'s current snake, if it has one, at ply `k`.
    fn finish(&mut self, side: usize, current: &mut [u32; 2], k: usize) {
        if current[side] > 0 {
            let len = current[side];
            self.snakes.push(RolledSnake {
                side,
                len,
                ended: k,
            });
        }
        current[side] = 0;
    }

    /// `side`'s snakes finished before `ply` plies, longest first, at most `most`; and how many
    /// there are in all.
    pub fn longest(&self, side: usize, ply: usize, most: usize) -> (Vec<u32>, usize) {
        let mut lens: Vec<u32> = self
            .snakes
            .iter()
            .filter(|s| s.side == side && s.ended < ply)
            .map(|s| s.len)
            .collect();
        let all = lens.len();
        lens.sort_unstable_by(|a, b| b.cmp(a));
        lens.truncate(most);
        (lens, all)
    }
}

/// `L = 7 (12)`, `L = 5,000 (349,930)`, for the panel.
pub fn short_formula(len: u32) -> String {
    format!("L = {} ({})", len, snake_score(len))
}

/// "3 (2 finished, scoring 1234 together)": how many snakes, and what the finished ones score.
pub fn snakes_text(all: u32, finished: u32, score: i64) -> String {
    match finished {
        0 => format!("{all} (none finished yet)"),
        1 => format!("{all} (1 finished, scoring {score})"),
        k => format!("{all} ({k} finished, scoring {score} together)"),
    }
}
