//! The board of values and a game's starting setup.

use crate::grid::{Cell, Dims};
use crate::rng::SeededRng;

/// Smallest board side the judge allows.
pub const MIN_SIZE: i32 = 2;
/// Largest board side the judge allows.
pub const MAX_SIZE: i32 = 300;
/// Largest cell value the judge allows.
pub const MAX_VALUE: u32 = 1_000_000_000;

/// An N x N board of positive cell values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    size: i32,
    values: Vec<u32>,
}

impl Board {
    /// A board from row-major values; `None` unless there are exactly `size * size` of them, all in
    /// `1..=MAX_VALUE`, and `size` is in `MIN_SIZE..=MAX_SIZE`.
    pub fn new(size: i32, values: Vec<u32>) -> Option<Self> {
        let ok = (MIN_SIZE..=MAX_SIZE).contains(&size)
            && values.len() == (size * size) as usize
            && values.iter().all(|v| (1..=MAX_VALUE).contains(v));
        ok.then_some(Self { size, values })
    }

    /// A random board: values uniform in `1..=max_value`.
    pub fn random(size: i32, max_value: u32, rng: &mut SeededRng) -> Option<Self> {
        let top = max_value.clamp(1, MAX_VALUE) as u64;
        let area = (size.clamp(0, MAX_SIZE) as usize).pow(2);
        let values = (0..area).map(|_| rng.range_u64(1, top) as u32).collect();
        Self::new(size, values)
    }

    /// The side length N.
    pub fn size(&self) -> i32 {
        self.size
    }

    /// The board as grid dimensions.
    pub fn dims(&self) -> Dims {
        Dims::new(self.size, self.size)
    }

    /// The value of `cell`, or `None` when it is off the board.
    pub fn get(&self, cell: Cell) -> Option<u32> {
        let i = self.dims().checked_index(cell)?;
        self.values.get(i).copied()
    }

    /// The value of an on-board cell; 0 (never a board value) for a cell off the board.
    pub fn value(&self, cell: Cell) -> u32 {
        self.get(cell).unwrap_or(0)
    }

    /// The values, row-major.
    pub fn values(&self) -> &[u32] {
        &self.values
    }
}

/// A board with Alice's and Bob's starting cells: everything that defines one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChaseSetup {
    /// The board.
    pub board: Board,
    /// Alice's starting cell.
    pub alice: Cell,
    /// Bob's starting cell.
    pub bob: Cell,
}

impl ChaseSetup {
    /// A random setup: a board, then two distinct starting cells.
    pub fn random(size: i32, max_value: u32, seed: u64) -> Option<Self> {
        let mut rng = SeededRng::new(seed);
        let board = Board::random(size, max_value, &mut rng)?;
        let area = board.values.len();
        let dims = board.dims();
        let a = rng.index(area);
        let b = (a + 1 + rng.index(area - 1)) % area;
        Some(Self {
            board,
            alice: dims.cell(a),
            bob: dims.cell(b),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_setup_is_valid_and_repeatable() {
        for seed in 0..50 {
            let s = ChaseSetup::random(2 + (seed as i32 % 5), 9, seed).unwrap();
            assert_ne!(s.alice, s.bob);
            assert!(s.board.dims().contains(s.alice) && s.board.dims().contains(s.bob));
            assert_eq!(Some(s.clone()), ChaseSetup::random(s.board.size(), 9, seed));
        }
    }

    #[test]
    fn board_refuses_bad_shapes() {
        assert!(Board::new(1, vec![1]).is_none());
        assert!(Board::new(2, vec![1, 2, 3]).is_none());
        assert!(Board::new(2, vec![1, 2, 3, 0]).is_none());
        assert!(Board::new(2, vec![1, 2, 3, 4]).is_some());
    }

    #[test]
    fn values_off_the_board_are_checked() {
        let board = Board::new(2, vec![1, 2, 3, 4]).unwrap();
        assert_eq!(board.value(Cell::new(1, 0)), 3);
        assert_eq!(board.get(Cell::new(1, 1)), Some(4));
        for cell in [
            Cell::new(1, -1),
            Cell::new(-1, 0),
            Cell::new(2, 0),
            Cell::new(0, 2),
        ] {
            assert_eq!(board.get(cell), None, "{cell:?}");
            assert_eq!(board.value(cell), 0, "{cell:?}");
        }
    }
}
