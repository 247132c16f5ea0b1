//! The pull toward Chef's finished snakes: a target scores [`PULL`] per cell of Chef's finished
//! snakes in the square of [`PULL_RADIUS`] around it.
//!
//! Why: the free space breaks up when the empty share of the part not yet swept falls to about
//! 0.62, and Chef fills every empty cell at the same rate, so a sweep that takes in Chef's cells
//! at the board's density reaches the break-up after about 0.308 of the free cells whatever its
//! shape. A front that takes in denser parts first (Chef's cells at k times the density of the part
//! left) leaves that part emptier: 0.318 of the free cells for k = 0.95, 0.329 for k = 0.9.
//! Chef's *current* snake is left out: it is still walking, and an end drawn toward it walks
//! where the seals happen. Measured in `docs/snakgame-best.md` (session 26).

use super::mirror::{Event, Mirror, CHEFS};

/// Score per cell of Chef's finished snakes near a target (a ring is worth 32).
pub const PULL: i64 = 4;

/// The square counted around a target: this many cells each way (5 x 5).
pub const PULL_RADIUS: i64 = 2;

/// Which of Chef's cells belong to its current snake, as the events tell.
#[derive(Default)]
pub struct ChefSnakes {
    /// Per padded cell, the number of the Chef snake that filled it (0: none seen).
    snake_of: Vec<u32>,
    /// The number of Chef's current snake.
    current: u32,
}

impl ChefSnakes {
    /// Takes in one of Chef's cells (`ev.chef`), in the order they were filled.
    pub fn note(&mut self, m: &Mirror, ev: &Event) {
        if self.snake_of.len() != m.occ.len() {
            // The first cell seen on this board: the Chef cells already on it count as finished.
            self.snake_of = vec![0; m.occ.len()];
            self.current = 1;
        }
        if ev.new {
            self.current += 1;
        }
        if let Some(s) = self.snake_of.get_mut(ev.cell as usize) {
            *s = self.current;
        }
    }

    /// True when `c` is a cell of one of Chef's finished snakes.
    fn finished(&self, m: &Mirror, c: usize) -> bool {
        m.occ[c] == CHEFS && self.snake_of.get(c).is_none_or(|&s| s != self.current)
    }

    /// The cells of Chef's finished snakes in the square around `y`.
    pub fn near(&self, m: &Mirror, y: u32) -> i64 {
        let w = i64::from(m.w);
        let (row, col) = (i64::from(y) / w, i64::from(y) % w);
        let rows = (row - PULL_RADIUS).max(0)..=(row + PULL_RADIUS).min(i64::from(m.h) - 1);
        let mut n = 0;
        for r in rows {
            for c in (col - PULL_RADIUS).max(0)..=(col + PULL_RADIUS).min(w - 1) {
                n += i64::from(self.finished(m, (r * w + c) as usize));
            }
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snakgame::{Board, Pos, SnakState, SnakeMove};

    fn at(row: u16, col: u16) -> Pos {
        Pos { row, col }
    }

    #[test]
    fn only_chefs_finished_snakes_pull() {
        let board = Board::new(8, 8, &[]).unwrap();
        // Ours (even plies) far away in the top-left corner; Chef (odd plies) makes a two-cell
        // snake, then starts another (its current one) two cells from it.
        let moves = [
            SnakeMove::New(at(0, 0)),
            SnakeMove::New(at(5, 5)),
            SnakeMove::Extend {
                from: at(0, 0),
                to: at(0, 1),
            },
            SnakeMove::Extend {
                from: at(5, 5),
                to: at(5, 6),
            },
            SnakeMove::Extend {
                from: at(0, 1),
                to: at(0, 2),
            },
            SnakeMove::New(at(7, 7)),
        ];
        let mut state = SnakState::start(&board);
        let mut m = Mirror::new();
        let mut chef = ChefSnakes::default();
        m.sync(&board, &state);
        for mv in moves {
            state = state.play(&board, mv).unwrap();
            for ev in m.sync(&board, &state).unwrap_or_default() {
                if ev.chef {
                    chef.note(&m, &ev);
                }
            }
        }
        let padded = |p: Pos| m.pad(board.index(p).unwrap());
        // Around (7, 6): both cells of the finished snake, not the current one at (7, 7).
        assert_eq!(chef.near(&m, padded(at(7, 6))), 2);
        // Around (3, 3): (5, 5) is within 2 each way, (5, 6) is not.
        assert_eq!(chef.near(&m, padded(at(3, 3))), 1);
        // Our own cells never pull.
        assert_eq!(chef.near(&m, padded(at(1, 1))), 0);
        // A bot that saw none of it (a rebuilt board) counts every Chef cell as finished.
        assert_eq!(ChefSnakes::default().near(&m, padded(at(7, 6))), 3);
    }
}
