//! The rules of the snake: directions, the body, and which head moves are legal.

use crate::words::shown;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::grid::{Cell, Dims, ORTHOGONAL_STEPS};
use crate::input_error::InputError;

/// A direction the head can move in; written `U`, `D`, `L`, `R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// One row up.
    #[serde(rename = "U", alias = "Up")]
    Up,
    /// One row down.
    #[serde(rename = "D", alias = "Down")]
    Down,
    /// One column left.
    #[serde(rename = "L", alias = "Left")]
    Left,
    /// One column right.
    #[serde(rename = "R", alias = "Right")]
    Right,
}

impl Dir {
    /// The four directions in the order of [`ORTHOGONAL_STEPS`]: up, right, down, left.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    /// The position of this direction in [`Dir::ALL`] and [`ORTHOGONAL_STEPS`].
    pub const fn index(self) -> usize {
        match self {
            Dir::Up => 0,
            Dir::Right => 1,
            Dir::Down => 2,
            Dir::Left => 3,
        }
    }

    /// The direction at a position of [`Dir::ALL`] (taken modulo 4).
    pub const fn from_index(index: usize) -> Dir {
        Dir::ALL[index % 4]
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Dir {
        Dir::from_index(self.index() + 2)
    }

    /// The `(row, column)` change of one step.
    pub const fn step(self) -> (i32, i32) {
        ORTHOGONAL_STEPS[self.index()]
    }

    /// The cell one step from `cell` in this direction (possibly off the grid).
    pub const fn from_cell(self, cell: Cell) -> Cell {
        let (dr, dc) = self.step();
        cell.offset(dr, dc)
    }

    /// The direction of one orthogonal step from `from` to `to`, if they are neighbours.
    pub fn between(from: Cell, to: Cell) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.from_cell(from) == to)
    }

    /// The letter `U`, `D`, `L` or `R`.
    pub const fn letter(self) -> char {
        match self {
            Dir::Up => 'U',
            Dir::Down => 'D',
            Dir::Left => 'L',
            Dir::Right => 'R',
        }
    }

    /// The direction of a letter `U`, `D`, `L`, `R` (either case).
    pub fn from_letter(letter: char) -> Option<Dir> {
        match letter.to_ascii_uppercase() {
            'U' => Some(Dir::Up),
            'D' => Some(Dir::Down),
            'L' => Some(Dir::Left),
            'R' => Some(Dir::Right),
            _ => None,
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Dir {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut chars = text.trim().chars();
        match (chars.next().and_then(Dir::from_letter), chars.next()) {
            (Some(d), None) => Ok(d),
            _ => Err(format!(
                "{} is not a direction: use U, D, L or R",
                shown(text)
            )),
        }
    }
}

/// A move sequence as letters, e.g. `RRDL`.
pub fn moves_text(moves: &[Dir]) -> String {
    moves.iter().map(|d| d.letter()).collect()
}

/// A move sequence from letters `UDLR` (either case; spaces and commas are ignored).
///
/// An error names the first bad character's line and column (1-based, in characters), e.g.
/// ``line 1, column 3: `Q` is not a direction: use U, D, L or R``.
pub fn parse_moves(text: &str) -> Result<Vec<Dir>, String> {
    let mut moves = Vec::new();
    for (index, line) in text.split('\n').enumerate() {
        for (column, c) in line.chars().enumerate() {
            if c.is_whitespace() || c == ',' {
                continue;
            }
            let Some(dir) = Dir::from_letter(c) else {
                let message = format!(
                    "{} is not a direction: use U, D, L or R",
                    shown(&c.to_string())
                );
                return Err(InputError::at(index + 1, column + 1, message).to_string());
            };
            moves.push(dir);
        }
    }
    Ok(moves)
}

/// Why the head may not move in a direction.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The target cell is off the grid.
    #[error("the head would leave the grid")]
    LeavesGrid,
    /// The target cell is the neck (for a snake of length 2 the neck is the tail).
    #[error("a snake cannot reverse onto its neck")]
    ReversesOntoNeck,
    /// The target cell holds a segment that does not move away in this step.
    #[error("the head would bite the body at {cell}")]
    BitesBody {
        /// The bitten cell.
        cell: Cell,
    },
    /// There is no snake to move.
    #[error("there is no snake to move")]
    NoSnake,
    /// The head is already on the apple: the puzzle is over.
    #[error("the snake has already reached the apple")]
    Arrived,
}

/// A snake's body, head first: `body[0]` is the head (digit `0`), the last cell is the tail.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SnakeState {
    /// The cells of the snake, head first.
    pub body: Vec<Cell>,
}

impl SnakeState {
    /// A snake from its cells, head first.
    pub fn new(body: Vec<Cell>) -> Self {
        Self { body }
    }

    /// The head's cell (`None` for an empty body).
    pub fn head(&self) -> Option<Cell> {
        self.body.first().copied()
    }

    /// The number of segments.
    pub fn len(&self) -> usize {
        self.body.len()
    }

    /// True when there is no segment at all.
    pub fn is_empty(&self) -> bool {
        self.body.is_empty()
    }

    /// Why moving in `dir` is illegal, or `Ok` when it is legal.
    ///
    /// The head may enter the cell the tail vacates in the same step, but never the neck, even
    /// when the neck is the tail (a snake of length 2). A snake of length 1 moves anywhere.
    pub fn check_move(&self, dims: Dims, dir: Dir) -> Result<Cell, MoveError> {
        let head = self.head().ok_or(MoveError::NoSnake)?;
        let target = dir.from_cell(head);
        if !dims.contains(target) {
            return Err(MoveError::LeavesGrid);
        }
        if self.body.get(1) == Some(&target) {
            return Err(MoveError::ReversesOntoNeck);
        }
        let staying = self.body.len().saturating_sub(1);
        match self.body.iter().take(staying).find(|&&c| c == target) {
            Some(&cell) => Err(MoveError::BitesBody { cell }),
            None => Ok(target),
        }
    }

    /// The snake after moving its head in `dir`: each segment takes the place of the one before.
    pub fn apply(&self, dims: Dims, dir: Dir) -> Result<SnakeState, MoveError> {
        let target = self.check_move(dims, dir)?;
        let mut body = Vec::with_capacity(self.body.len());
        body.push(target);
        body.extend(self.body.iter().take(self.body.len().saturating_sub(1)));
        Ok(SnakeState { body })
    }

    /// The directions the head may move in now, in the order of [`Dir::ALL`].
    pub fn legal_moves(&self, dims: Dims) -> Vec<Dir> {
        Dir::ALL
            .into_iter()
            .filter(|&d| self.check_move(dims, d).is_ok())
            .collect()
    }

    /// The snake after a whole move sequence, or the first illegal move (its index and why).
    pub fn replay(&self, dims: Dims, moves: &[Dir]) -> Result<SnakeState, (usize, MoveError)> {
        moves
            .iter()
            .enumerate()
            .try_fold(self.clone(), |state, (i, &d)| {
                state.apply(dims, d).map_err(|e| (i, e))
            })
    }
}
