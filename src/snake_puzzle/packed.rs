//! A whole snake state in one `u64`, and its legal successors, for the searches.
//!
//! Bits 0..7 hold the head's row-major cell index (a grid has at most 100 cells); then two bits
//! per following segment give the direction from segment `i - 1` to segment `i` (index into
//! [`Dir::ALL`]). A snake of 16 segments needs 7 + 2 * 15 = 37 bits.

use super::puzzle::Puzzle;
use super::rules::{Dir, SnakeState};
use crate::grid::{Cell, Dims};

/// A packed snake state.
pub(crate) type Packed = u64;

/// Marks "no cell" in the neighbour table (off the grid).
const OFF: u8 = u8::MAX;

const HEAD_BITS: u32 = 7;
const HEAD_MASK: u64 = (1 << HEAD_BITS) - 1;

/// The packing and move rules of one valid puzzle.
pub(crate) struct Space {
    dims: Dims,
    length: usize,
    neighbours: [[u8; 4]; 256],
    direction_mask: u64,
    /// The starting state.
    pub start: Packed,
    /// The apple's cell index.
    pub apple: u8,
}

impl Space {
    /// The space of a valid puzzle; `None` when the puzzle breaks a rule of the format.
    pub fn new(puzzle: &Puzzle) -> Option<Space> {
        puzzle.check().ok()?;
        let dims = puzzle.dims;
        let mut neighbours = [[OFF; 4]; 256];
        for cell in dims.cells() {
            let here = u8::try_from(dims.index(cell)).ok()?;
            for dir in Dir::ALL {
                let next = dir.from_cell(cell);
                if dims.contains(next) {
                    neighbours[usize::from(here)][dir.index()] =
                        u8::try_from(dims.index(next)).ok()?;
                }
            }
        }
        let length = puzzle.snake.len();
        let direction_mask = (1u64 << (2 * (length - 1))) - 1;
        let apple = u8::try_from(dims.index(puzzle.apple)).ok()?;
        let mut space = Space {
            dims,
            length,
            neighbours,
            direction_mask,
            start: 0,
            apple,
        };
        space.start = space.pack(&puzzle.state())?;
        Some(space)
    }

    /// The head's cell index.
    #[inline]
    pub fn head(state: Packed) -> u8 {
        (state & HEAD_MASK) as u8
    }

    /// The cell of a cell index.
    pub fn cell(&self, index: u8) -> Cell {
        self.dims.cell(usize::from(index))
    }

    /// The packed form of a snake on this grid, if it is connected and has this space's length.
    pub fn pack(&self, state: &SnakeState) -> Option<Packed> {
        if state.len() != self.length {
            return None;
        }
        let head = *state.body.first()?;
        if !self.dims.contains(head) {
            return None;
        }
        let mut packed = self.dims.index(head) as u64;
        for (i, pair) in state.body.windows(2).enumerate() {
            let dir = Dir::between(pair[0], pair[1])?;
            packed |= (dir.index() as u64) << (HEAD_BITS as usize + 2 * i);
        }
        Some(packed)
    }

    /// The cells of a packed snake, head first.
    pub fn unpack(&self, state: Packed) -> SnakeState {
        let mut cell = Self::head(state);
        let mut body = vec![self.cell(cell)];
        let mut dirs = state >> HEAD_BITS;
        for _ in 1..self.length {
            cell = self.neighbours[usize::from(cell)][(dirs & 3) as usize];
            body.push(self.cell(cell));
            dirs >>= 2;
        }
        SnakeState::new(body)
    }

    /// Calls `visit(dir, next)` for every legal move: the same rules as [`SnakeState::check_move`].
    #[inline]
    pub fn successors(&self, state: Packed, mut visit: impl FnMut(Dir, Packed)) {
        let head = Self::head(state);
        let dirs = state >> HEAD_BITS;
        // Cells the head may not enter: segments 1 ..= length - 2 (the tail moves away).
        let mut blocked: u128 = 0;
        let mut cell = head;
        let mut rest = dirs;
        for _ in 2..self.length {
            cell = self.neighbours[usize::from(cell)][(rest & 3) as usize];
            blocked |= 1u128 << (cell & 127);
            rest >>= 2;
        }
        // The neck, even when it is the tail (length 2); a lone head has none.
        let neck = if self.length >= 2 {
            (dirs & 3) as usize
        } else {
            4
        };
        let around = self.neighbours[usize::from(head)];
        for (k, &next) in around.iter().enumerate() {
            if k == neck || next == OFF || (blocked >> (next & 127)) & 1 == 1 {
                continue;
            }
            let back = ((k + 2) % 4) as u64;
            let next_dirs = ((dirs << 2) | back) & self.direction_mask;
            visit(
                Dir::from_index(k),
                u64::from(next) | (next_dirs << HEAD_BITS),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snake_puzzle::generate::mixed_corpus;

    #[test]
    fn successors_follow_the_rules_and_unpack_to_the_moved_snake() {
        for puzzle in mixed_corpus(3, 400) {
            let space = Space::new(&puzzle).unwrap();
            let start = puzzle.state();
            assert_eq!(space.unpack(space.start), start);
            let mut moves = Vec::new();
            space.successors(space.start, |dir, next| {
                assert_eq!(space.unpack(next), start.apply(puzzle.dims, dir).unwrap());
                assert_eq!(space.pack(&space.unpack(next)), Some(next));
                moves.push(dir);
            });
            assert_eq!(moves, start.legal_moves(puzzle.dims));
        }
    }
}
