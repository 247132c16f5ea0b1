//! Where a game's first snake ended: how long it grew and whether the board was still open when
//! it died. Most of a score comes from the first snake, and it dies in one of two ways: sealed in
//! by Chef (or by its own body) while the empty cells are still mostly one region, or when the
//! free space has broken up into pieces as Chef's random snakes fill it. The arena tells the two
//! apart to say where a bot loses (docs/snakgame-best.md).

use super::board::Board;
use super::protocol::SnakeMove;
use super::rules::snake_score;

/// Our first snake, read off a game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstSnake {
    /// Its length.
    pub len: u32,
    /// Empty cells when it died (when our next snake started, or at the game's end).
    pub empty: u32,
    /// The largest region of empty cells then (side neighbours joined).
    pub largest: u32,
    /// True when no later snake of ours ended it: it lasted to the end of the moves.
    pub last: bool,
}

impl FirstSnake {
    /// Reads the first snake of the moves (ours on even plies, as the game alternates), `None`
    /// when we never started one.
    pub fn of(board: &Board, moves: &[SnakeMove]) -> Option<Self> {
        let mut filled: Vec<bool> = board.blocked().to_vec();
        let mut len = 0u32;
        let mut last = true;
        for (ply, mv) in moves.iter().enumerate() {
            let ours = ply % 2 == 0;
            match mv {
                SnakeMove::New(_) if ours && len > 0 => {
                    last = false;
                    break;
                }
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
            last,
        })
    }

    /// True when it died with the board still open: the largest empty region held more than
    /// half of the empty cells.
    pub fn died_open(&self) -> bool {
        self.largest * 2 > self.empty
    }

    /// What it came to, for the end of a game: the share it took of the `cells` its side filled
    /// (score `score`), that side's efficiency (the score over that of one snake of all those
    /// cells: the measure of the bots' goals), and how it ended.
    pub fn sentence(&self, cells: u32, score: i64) -> String {
        let ideal = snake_score(cells);
        let efficiency = if ideal > 0 {
            format!(
                "Efficiency {:.3}: the score over that of one snake of all the {cells} cells filled. ",
                score as f64 / ideal as f64
            )
        } else {
            String::new()
        };
        let share = f64::from(self.len) / f64::from(cells.max(1));
        let how = if self.last && self.empty == 0 {
            "lasted until the board was full".to_string()
        } else {
            let then = format!(
                "the largest empty region then held {} of {} empty cells",
                self.largest, self.empty
            );
            if self.died_open() {
                format!("ended with the board still open ({then}): sealed off while most empty cells were one region")
            } else {
                format!("ended after the free space had broken up into pieces ({then})")
            }
        };
        format!(
            "{efficiency}The first snake, {} long, took {share:.2} of them and {how}.",
            self.len
        )
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
                largest: 4,
                last: false
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

    #[test]
    fn its_sentence_says_the_share_the_efficiency_and_how_it_ended() -> Result<(), String> {
        let board = Board::new(2, 4, &[]).map_err(|e| e.to_string())?;
        let open = FirstSnake::of(&board, &game((0, 3))).ok_or("no first snake")?;
        // Two snakes of ours, 2 and 1 long: 3 cells, score 1 x 1 = 1 against 2 x 1 = 2.
        assert_eq!(
            open.sentence(3, 1),
            "Efficiency 0.500: the score over that of one snake of all the 3 cells filled. The \
             first snake, 2 long, took 0.67 of them and ended with the board still open (the \
             largest empty region then held 4 of 4 empty cells): sealed off while most empty \
             cells were one region."
        );
        let board =
            Board::new(2, 4, &[Pos::new(0, 2), Pos::new(1, 0)]).map_err(|e| e.to_string())?;
        let broken = FirstSnake::of(&board, &game((1, 2))).ok_or("no first snake")?;
        assert!(broken
            .sentence(3, 1)
            .ends_with("ended after the free space had broken up into pieces (the largest empty region then held 1 of 2 empty cells)."));
        // One snake that filled the 1 x 3 board's last cell: it lasted.
        let row = Board::new(1, 3, &[]).map_err(|e| e.to_string())?;
        let moves = [
            SnakeMove::New(Pos::new(0, 0)),
            SnakeMove::New(Pos::new(0, 2)),
            extend((0, 0), (0, 1)),
        ];
        let whole = FirstSnake::of(&row, &moves).ok_or("no first snake")?;
        assert!(whole.last);
        assert!(whole
            .sentence(2, 1)
            .ends_with("took 1.00 of them and lasted until the board was full."));
        Ok(())
    }
}
