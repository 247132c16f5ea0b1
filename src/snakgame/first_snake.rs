//! Where a game's first snake ended: how long it grew and whether the board was still open when
//! it died. Most of a score comes from the first snake, and it dies in one of two ways: sealed in
//! by Chef (or by its own body) while the empty cells are still mostly one region, or when the
//! free space has broken up into pieces as Chef's random snakes fill it. The arena tells the two
//! apart to say where a bot loses (docs/snakgame-best.md).

use super::board::Board;
use super::protocol::SnakeMove;

/// Our first snake, read off a game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstSnake {
    /// Its length.
    pub len: u32,
    /// Empty cells when it died (when our next snake started, or at the game's end).
    pub empty: u32,
    /// The largest region of empty cells then (side neighbours joined).
    pub largest: u32,
}

impl FirstSnake {
    /// Reads the first snake of the moves (ours on even plies, as the game alternates), `None`
    /// when we never started one.
    pub fn of(board: &Board, moves: &[SnakeMove]) -> Option<Self> {
        let mut filled: Vec<bool> = board.blocked().to_vec();
        let mut len = 0u32;
        for (ply, mv) in moves.iter().enumerate() {
            let ours = ply % 2 == 0;
            match mv {
                SnakeMove::New(_) if ours && len > 0 => break,
                SnakeMove::New(_) | SnakeMove::Extend { .. } if ours => len += 1,
                _ => {}
            }
            if let Some(i) = mv.filled().and_then(|p| board.index(p)) {
                if let Some(f) = filled.get_mut(i as usize) {
                    *f = true;
                }
            }
        }
        if len == 0 {
            return None;
        }
        let empty = filled.iter().filter(|&&f| !f).count() as u32;
        Some(Self {
            len,
            empty,
            largest: largest_region(board, &mut filled),
        })
    }

    /// True when it died with the board still open: the largest empty region held more than
    /// half of the empty cells.
    pub fn died_open(&self) -> bool {
        self.largest * 2 > self.empty
    }
}

/// The size of the largest region of cells not `filled` (which it fills as it goes).
fn largest_region(board: &Board, filled: &mut [bool]) -> u32 {
    let mut largest = 0;
    let mut stack = Vec::new();
    for start in 0..filled.len() as u32 {
        if filled[start as usize] {
            continue;
        }
        filled[start as usize] = true;
        stack.push(start);
        let mut size = 0;
        while let Some(c) = stack.pop() {
            size += 1;
            for n in board.neighbours(c) {
                if let Some(f) = filled.get_mut(n as usize) {
                    if !*f {
                        *f = true;
                        stack.push(n);
                    }
                }
            }
        }
        largest = largest.max(size);
    }
    largest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snakgame::board::Pos;

    fn extend(from: (u16, u16), to: (u16, u16)) -> SnakeMove {
        SnakeMove::Extend {
            from: Pos::new(from.0, from.1),
            to: Pos::new(to.0, to.1),
        }
    }

    // A 2 x 4 board; ours on even plies. Our second NEW ends the first snake at length 2.
    fn game(chef_second: (u16, u16)) -> Vec<SnakeMove> {
        vec![
            SnakeMove::New(Pos::new(0, 0)),
            SnakeMove::New(Pos::new(1, 3)),
            extend((0, 0), (0, 1)),
            extend((1, 3), chef_second),
            SnakeMove::New(Pos::new(1, 1)),
        ]
    }

    #[test]
    fn the_first_snake_and_the_regions_when_it_died() -> Result<(), String> {
        let board = Board::new(2, 4, &[]).map_err(|e| e.to_string())?;
        // Chef went up: (0, 2), (1, 0), (1, 1), (1, 2) are left, one region.
        let open = FirstSnake::of(&board, &game((0, 3))).ok_or("no first snake")?;
        assert_eq!(
            open,
            FirstSnake {
                len: 2,
                empty: 4,
                largest: 4
            }
        );
        assert!(open.died_open());
        // With (0, 2) and (1, 0) blocked and Chef gone left, (0, 3) and (1, 1) are left apart: no
        // region holds over half of them.
        let board =
            Board::new(2, 4, &[Pos::new(0, 2), Pos::new(1, 0)]).map_err(|e| e.to_string())?;
        let broken = FirstSnake::of(&board, &game((1, 2))).ok_or("no first snake")?;
        assert_eq!((broken.len, broken.empty, broken.largest), (2, 2, 1));
        assert!(!broken.died_open());
        assert_eq!(FirstSnake::of(&board, &[]), None);
        Ok(())
    }
}
