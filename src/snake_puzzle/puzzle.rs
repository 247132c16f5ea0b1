//! A puzzle: the grid's size, the snake (head first) and the apple, and what makes one valid.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::rules::SnakeState;
use crate::grid::{Cell, Dims};

/// The most rows or columns a grid may have.
pub const MAX_SIDE: i32 = 10;

/// The longest snake: one segment per hexadecimal digit `0`..`f`.
pub const MAX_LENGTH: usize = 16;

/// The digit that marks a snake segment in puzzle text: `0`..`9`, then `a`..`f`.
pub fn segment_digit(segment: usize) -> char {
    u32::try_from(segment)
        .ok()
        .and_then(|s| char::from_digit(s, 16))
        .unwrap_or('?')
}

/// A "snake reaches the apple" puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// The size of the grid.
    pub dims: Dims,
    /// The snake's cells, head first.
    pub snake: Vec<Cell>,
    /// The apple's cell.
    pub apple: Cell,
}

/// Why a puzzle is not a valid one.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleError {
    /// The grid is too small or too large.
    #[error("the grid must have 1 to 10 rows and 1 to 10 columns and at least 2 cells, not {rows} x {cols}")]
    Size {
        /// Rows asked for.
        rows: i32,
        /// Columns asked for.
        cols: i32,
    },
    /// The snake has no cell or more than 16.
    #[error("a snake has 1 to 16 segments, not {length}")]
    Length {
        /// Segments given.
        length: usize,
    },
    /// A segment lies outside the grid.
    #[error("segment `{digit}` at {cell} is off the grid", digit = segment_digit(*segment))]
    SegmentOffGrid {
        /// The segment's number (0 is the head).
        segment: usize,
        /// Where it was put.
        cell: Cell,
    },
    /// Two segments share a cell.
    #[error("segment `{digit}` at {cell} lies on segment `{other}`", digit = segment_digit(*segment), other = segment_digit(*earlier))]
    SegmentsOverlap {
        /// The later segment.
        segment: usize,
        /// The earlier segment in the same cell.
        earlier: usize,
        /// The shared cell.
        cell: Cell,
    },
    /// Consecutive segments are not orthogonal neighbours.
    #[error("segment `{digit}` at {cell} is not next to segment `{before}` at {previous}", digit = segment_digit(*segment), before = segment_digit(segment.saturating_sub(1)))]
    NotAdjacent {
        /// The later segment (at least 1).
        segment: usize,
        /// Its cell.
        cell: Cell,
        /// The cell of the segment before it.
        previous: Cell,
    },
    /// The apple lies outside the grid.
    #[error("the apple at {cell} is off the grid")]
    AppleOffGrid {
        /// Where it was put.
        cell: Cell,
    },
    /// The apple lies on the snake.
    #[error("the apple at {cell} lies on segment `{digit}`", digit = segment_digit(*segment))]
    AppleOnSnake {
        /// The segment under the apple.
        segment: usize,
        /// The shared cell.
        cell: Cell,
    },
}

impl PuzzleError {
    /// The cell to blame, when one is.
    pub fn cell(&self) -> Option<Cell> {
        match self {
            PuzzleError::Size { .. } | PuzzleError::Length { .. } => None,
            PuzzleError::SegmentOffGrid { cell, .. }
            | PuzzleError::SegmentsOverlap { cell, .. }
            | PuzzleError::NotAdjacent { cell, .. }
            | PuzzleError::AppleOffGrid { cell }
            | PuzzleError::AppleOnSnake { cell, .. } => Some(*cell),
        }
    }
}

impl Puzzle {
    /// A checked puzzle: the editor's way to refuse an invalid drawing with the reason.
    pub fn new(dims: Dims, snake: Vec<Cell>, apple: Cell) -> Result<Puzzle, PuzzleError> {
        let puzzle = Puzzle { dims, snake, apple };
        puzzle.check()?;
        Ok(puzzle)
    }

    /// `Ok` when the puzzle obeys every rule of the format, else the first broken one.
    pub fn check(&self) -> Result<(), PuzzleError> {
        let Dims { rows, cols } = self.dims;
        let side = 1..=MAX_SIDE;
        if !side.contains(&rows) || !side.contains(&cols) || rows * cols < 2 {
            return Err(PuzzleError::Size { rows, cols });
        }
        if self.snake.is_empty() || self.snake.len() > MAX_LENGTH {
            return Err(PuzzleError::Length {
                length: self.snake.len(),
            });
        }
        for (segment, &cell) in self.snake.iter().enumerate() {
            if !self.dims.contains(cell) {
                return Err(PuzzleError::SegmentOffGrid { segment, cell });
            }
            if let Some(earlier) = self.snake.iter().take(segment).position(|&c| c == cell) {
                return Err(PuzzleError::SegmentsOverlap {
                    segment,
                    earlier,
                    cell,
                });
            }
            match segment.checked_sub(1).and_then(|s| self.snake.get(s)) {
                Some(&previous) if !previous.is_orthogonal_step(cell) => {
                    return Err(PuzzleError::NotAdjacent {
                        segment,
                        cell,
                        previous,
                    });
                }
                _ => {}
            }
        }
        if !self.dims.contains(self.apple) {
            return Err(PuzzleError::AppleOffGrid { cell: self.apple });
        }
        if let Some(segment) = self.snake.iter().position(|&c| c == self.apple) {
            return Err(PuzzleError::AppleOnSnake {
                segment,
                cell: self.apple,
            });
        }
        Ok(())
    }

    /// The snake as a state of play.
    pub fn state(&self) -> SnakeState {
        SnakeState::new(self.snake.clone())
    }

    /// The same grid and apple with the snake somewhere else (after some moves, say).
    pub fn with_state(&self, state: &SnakeState) -> Puzzle {
        Puzzle {
            dims: self.dims,
            snake: state.body.clone(),
            apple: self.apple,
        }
    }

    /// True when the head is on the apple.
    pub fn is_solved(&self) -> bool {
        self.snake.first() == Some(&self.apple)
    }

    /// The puzzle in the judge's text format: `r c`, then one line per row.
    ///
    /// Cells off the grid are left out; a head on the apple is written as the head.
    pub fn to_text(&self) -> String {
        let rows = self.dims.rows.max(0);
        let cols = self.dims.cols.max(0);
        let mut text = format!("{} {}\n", self.dims.rows, self.dims.cols);
        for row in 0..rows {
            for col in 0..cols {
                let cell = Cell::new(row, col);
                let mark = match self.snake.iter().position(|&c| c == cell) {
                    Some(segment) => segment_digit(segment),
                    None if cell == self.apple => 'A',
                    None => '.',
                };
                text.push(mark);
            }
            text.push('\n');
        }
        text
    }
}
