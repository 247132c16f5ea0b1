//! Cells, neighbourhoods and a dense grid shared by the games.

use serde::{Deserialize, Serialize};

/// A cell of a grid: `row` from the top, `col` from the left, both 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    /// Row, 0-based from the top.
    pub row: i32,
    /// Column, 0-based from the left.
    pub col: i32,
}

impl Cell {
    /// A cell at `row`, `col` (0-based).
    pub const fn new(row: i32, col: i32) -> Self {
        Self { row, col }
    }

    /// The cell shifted by `(dr, dc)`.
    ///
    /// Coordinates wrap around at the `i32` limits instead of panicking: a cell that far out is
    /// off every grid either way.
    pub const fn offset(self, dr: i32, dc: i32) -> Self {
        Self::new(self.row.wrapping_add(dr), self.col.wrapping_add(dc))
    }

    /// Chebyshev (king-move) distance, saturating at `i32::MAX` for cells that far apart.
    pub fn chebyshev(self, other: Cell) -> i32 {
        saturate(
            self.row
                .abs_diff(other.row)
                .max(self.col.abs_diff(other.col)),
        )
    }

    /// Manhattan distance, saturating at `i32::MAX` for cells that far apart.
    pub fn manhattan(self, other: Cell) -> i32 {
        saturate(
            self.row
                .abs_diff(other.row)
                .saturating_add(self.col.abs_diff(other.col)),
        )
    }

    /// True when `other` is one king step away (and not the same cell).
    pub fn is_king_step(self, other: Cell) -> bool {
        self != other && self.chebyshev(other) == 1
    }

    /// True when `other` is one orthogonal step away.
    pub fn is_orthogonal_step(self, other: Cell) -> bool {
        self.manhattan(other) == 1
    }
}

// A distance as `i32`, `i32::MAX` when it does not fit.
fn saturate(distance: u32) -> i32 {
    i32::try_from(distance).unwrap_or(i32::MAX)
}

impl std::fmt::Display for Cell {
    /// 1-based `(row,col)` as the judges' text formats write cells.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({},{})", self.row + 1, self.col + 1)
    }
}

/// The 8 king steps, clockwise from north.
pub const KING_STEPS: [(i32, i32); 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

/// The 4 orthogonal steps: up, right, down, left.
pub const ORTHOGONAL_STEPS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// The size of a rectangular grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dims {
    /// Number of rows.
    pub rows: i32,
    /// Number of columns.
    pub cols: i32,
}

impl Dims {
    /// A grid of `rows` x `cols`.
    pub const fn new(rows: i32, cols: i32) -> Self {
        Self { rows, cols }
    }

    /// Number of cells.
    pub fn area(self) -> usize {
        (self.rows.max(0) as usize) * (self.cols.max(0) as usize)
    }

    /// True when `cell` lies on the grid.
    pub fn contains(self, cell: Cell) -> bool {
        cell.row >= 0 && cell.col >= 0 && cell.row < self.rows && cell.col < self.cols
    }

    /// Row-major index of a cell on the grid.
    ///
    /// The cell must be on the grid: for any other cell (a negative coordinate, say) the result
    /// means nothing. A cell that comes from outside (parsed text, an argument) goes through
    /// [`Dims::checked_index`] instead.
    pub fn index(self, cell: Cell) -> usize {
        cell.row as usize * self.cols as usize + cell.col as usize
    }

    /// Row-major index of `cell`, or `None` when it is off the grid (including any negative
    /// coordinate).
    pub fn checked_index(self, cell: Cell) -> Option<usize> {
        self.contains(cell).then(|| self.index(cell))
    }

    /// The cell at a row-major index (a grid without columns is read as one column wide).
    pub fn cell(self, index: usize) -> Cell {
        let cols = self.cols.max(1) as usize;
        Cell::new((index / cols) as i32, (index % cols) as i32)
    }

    /// All cells, row-major.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..self.rows).flat_map(move |r| (0..self.cols).map(move |c| Cell::new(r, c)))
    }

    /// The on-grid king neighbours of `cell`.
    pub fn king_neighbours(self, cell: Cell) -> impl Iterator<Item = Cell> {
        KING_STEPS
            .iter()
            .map(move |&(dr, dc)| cell.offset(dr, dc))
            .filter(move |&n| self.contains(n))
    }

    /// The on-grid orthogonal neighbours of `cell`.
    pub fn orthogonal_neighbours(self, cell: Cell) -> impl Iterator<Item = Cell> {
        ORTHOGONAL_STEPS
            .iter()
            .map(move |&(dr, dc)| cell.offset(dr, dc))
            .filter(move |&n| self.contains(n))
    }
}

/// A dense row-major grid of values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid<T> {
    dims: Dims,
    cells: Vec<T>,
}

impl<T: Clone> Grid<T> {
    /// A grid filled with `value`.
    pub fn filled(dims: Dims, value: T) -> Self {
        Self {
            dims,
            cells: vec![value; dims.area()],
        }
    }
}

impl<T> Grid<T> {
    /// A grid from row-major values; `None` when the count does not match the size.
    pub fn from_row_major(dims: Dims, cells: Vec<T>) -> Option<Self> {
        (cells.len() == dims.area()).then_some(Self { dims, cells })
    }

    /// The grid's size.
    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// The value at `cell`, or `None` when it is off the grid.
    pub fn get(&self, cell: Cell) -> Option<&T> {
        self.cells.get(self.dims.checked_index(cell)?)
    }

    /// The mutable value at `cell`, or `None` when it is off the grid.
    pub fn get_mut(&mut self, cell: Cell) -> Option<&mut T> {
        let i = self.dims.checked_index(cell)?;
        self.cells.get_mut(i)
    }

    /// The value at an on-grid cell.
    ///
    /// # Panics
    ///
    /// When `cell` is off the grid; use [`Grid::get`] for a cell that may be.
    pub fn at(&self, cell: Cell) -> &T {
        match self.get(cell) {
            Some(value) => value,
            None => panic!(
                "{cell} is off the {} x {} grid",
                self.dims.rows, self.dims.cols
            ),
        }
    }

    /// The mutable value at an on-grid cell.
    ///
    /// # Panics
    ///
    /// When `cell` is off the grid; use [`Grid::get_mut`] for a cell that may be.
    pub fn at_mut(&mut self, cell: Cell) -> &mut T {
        let dims = self.dims;
        match self.get_mut(cell) {
            Some(value) => value,
            None => panic!("{cell} is off the {} x {} grid", dims.rows, dims.cols),
        }
    }

    /// The values, row-major.
    pub fn row_major(&self) -> &[T] {
        &self.cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corner_has_three_king_neighbours() {
        let d = Dims::new(3, 3);
        assert_eq!(d.king_neighbours(Cell::new(0, 0)).count(), 3);
        assert_eq!(d.king_neighbours(Cell::new(1, 1)).count(), 8);
        assert_eq!(d.orthogonal_neighbours(Cell::new(0, 2)).count(), 2);
    }

    #[test]
    fn distances() {
        let a = Cell::new(0, 0);
        let b = Cell::new(2, 5);
        assert_eq!(a.chebyshev(b), 5);
        assert_eq!(a.manhattan(b), 7);
        assert!(a.is_king_step(Cell::new(1, 1)));
        assert!(!a.is_king_step(a));
        assert_eq!(b.to_string(), "(3,6)");
    }

    #[test]
    fn checked_index_refuses_cells_off_the_grid() {
        let d = Dims::new(3, 4);
        assert_eq!(d.checked_index(Cell::new(0, 0)), Some(0));
        assert_eq!(d.checked_index(Cell::new(2, 3)), Some(11));
        assert_eq!(
            d.checked_index(Cell::new(1, 2)),
            Some(d.index(Cell::new(1, 2)))
        );
        for cell in [
            Cell::new(-1, 0),
            Cell::new(0, -1),
            Cell::new(1, -1),
            Cell::new(3, 0),
            Cell::new(0, 4),
            Cell::new(i32::MIN, i32::MIN),
            Cell::new(i32::MAX, i32::MAX),
        ] {
            assert_eq!(d.checked_index(cell), None, "{cell:?}");
        }
        assert_eq!(Dims::new(0, 0).checked_index(Cell::new(0, 0)), None);
        assert_eq!(Dims::new(-2, 5).checked_index(Cell::new(0, 0)), None);
        for cell in d.cells() {
            assert_eq!(d.checked_index(cell).map(|i| d.cell(i)), Some(cell));
        }
    }

    #[test]
    fn grid_get_is_checked() {
        let mut g = Grid::filled(Dims::new(2, 2), 7);
        *g.at_mut(Cell::new(1, 0)) = 9;
        assert_eq!(g.get(Cell::new(1, 0)), Some(&9));
        assert_eq!(g.get(Cell::new(0, -1)), None);
        assert_eq!(g.get(Cell::new(-1, 1)), None);
        assert!(g.get_mut(Cell::new(2, 0)).is_none());
        assert_eq!(*g.at(Cell::new(0, 0)), 7);
    }

    #[test]
    fn far_cells_do_not_overflow() {
        let far = Cell::new(i32::MAX, i32::MIN);
        let near = Cell::new(i32::MIN, i32::MAX);
        assert_eq!(far.chebyshev(near), i32::MAX);
        assert_eq!(far.manhattan(near), i32::MAX);
        assert!(!Dims::new(10, 10).contains(far.offset(1, -1)));
        assert_eq!(Dims::new(3, 0).cell(5), Cell::new(5, 0));
    }
}
