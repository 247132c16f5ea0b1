//! The board: n x m cells, some blocked from the start, and the contest's generator.

use thiserror::Error;

use crate::rng::SeededRng;

/// Largest side of a board (the contest's type 2 goes up to 600).
pub const MAX_SIDE: u16 = 600;

/// A cell as the protocol names it: 0-based row and column (printed 1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Row, 0-based from the top.
    pub row: u16,
    /// Column, 0-based from the left.
    pub col: u16,
}

impl Pos {
    /// A cell at `row`, `col` (0-based).
    pub const fn new(row: u16, col: u16) -> Self {
        Self { row, col }
    }

    /// True when `other` shares a side with this cell.
    pub fn touches(self, other: Pos) -> bool {
        self.row.abs_diff(other.row) + self.col.abs_diff(other.col) == 1
    }
}

impl std::fmt::Display for Pos {
    /// `x y`, 1-based, as the protocol writes a cell.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", u32::from(self.row) + 1, u32::from(self.col) + 1)
    }
}

/// Why a board cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BoardError {
    /// A side out of 1..=600.
    #[error("the board must be 1 to {MAX_SIDE} cells on each side, found {rows} x {cols}")]
    Size {
        /// Rows asked for.
        rows: u32,
        /// Columns asked for.
        cols: u32,
    },
    /// A blocked cell off the board.
    #[error("blocked cell {row} {col} is off the {rows} x {cols} board")]
    OffBoard {
        /// 1-based row given.
        row: i64,
        /// 1-based column given.
        col: i64,
        /// Board rows.
        rows: u16,
        /// Board columns.
        cols: u16,
    },
}

/// The contest's two kinds of test (type 1: sides 200..300, type 2: 500..600).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardType {
    /// n, m uniform in 200..=300.
    Small,
    /// n, m uniform in 500..=600.
    Large,
}

impl BoardType {
    /// The type from its number (1 or 2).
    pub fn from_number(n: i64) -> Option<Self> {
        match n {
            1 => Some(Self::Small),
            2 => Some(Self::Large),
            _ => None,
        }
    }

    /// The range of each side.
    pub fn sides(self) -> (u16, u16) {
        match self {
            Self::Small => (200, 300),
            Self::Large => (500, 600),
        }
    }
}

/// A board: its size and which cells are blocked from the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    rows: u16,
    cols: u16,
    blocked: Vec<bool>,
}

impl Board {
    /// A board with the given blocked cells (0-based).
    pub fn new(rows: u16, cols: u16, blocked_cells: &[Pos]) -> Result<Self, BoardError> {
        if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
            return Err(BoardError::Size {
                rows: rows.into(),
                cols: cols.into(),
            });
        }
        let mut blocked = vec![false; usize::from(rows) * usize::from(cols)];
        for p in blocked_cells {
            if p.row >= rows || p.col >= cols {
                return Err(BoardError::OffBoard {
                    row: i64::from(p.row) + 1,
                    col: i64::from(p.col) + 1,
                    rows,
                    cols,
                });
            }
            blocked[usize::from(p.row) * usize::from(cols) + usize::from(p.col)] = true;
        }
        Ok(Self {
            rows,
            cols,
            blocked,
        })
    }

    /// A `rows` x `cols` board whose cells are each blocked with probability 1/25, from a seed.
    pub fn random(rows: u16, cols: u16, seed: u64) -> Result<Self, BoardError> {
        let mut board = Self::new(rows, cols, &[])?;
        let mut rng = SeededRng::new(seed);
        for b in &mut board.blocked {
            *b = rng.chance(1, 25);
        }
        Ok(board)
    }

    /// A board of the contest's generator: the sides uniform in the type's range, then each cell
    /// blocked with probability 1/25.
    pub fn contest(kind: BoardType, seed: u64) -> Self {
        let (lo, hi) = kind.sides();
        let mut rng = SeededRng::new(seed ^ 0x5A4B_4741_4D45);
        let rows = rng.range_u64(lo.into(), hi.into()) as u16;
        let cols = rng.range_u64(lo.into(), hi.into()) as u16;
        let mut blocked = vec![false; usize::from(rows) * usize::from(cols)];
        for b in &mut blocked {
            *b = rng.chance(1, 25);
        }
        Self {
            rows,
            cols,
            blocked,
        }
    }

    /// Rows.
    pub fn rows(&self) -> u16 {
        self.rows
    }

    /// Columns.
    pub fn cols(&self) -> u16 {
        self.cols
    }

    /// Number of cells.
    pub fn area(&self) -> usize {
        self.blocked.len()
    }

    /// Row-major index of an on-board cell, `None` off the board.
    pub fn index(&self, p: Pos) -> Option<u32> {
        (p.row < self.rows && p.col < self.cols)
            .then(|| u32::from(p.row) * u32::from(self.cols) + u32::from(p.col))
    }

    /// The cell at a row-major index.
    pub fn pos(&self, index: u32) -> Pos {
        let cols = u32::from(self.cols.max(1));
        Pos::new((index / cols) as u16, (index % cols) as u16)
    }

    /// True when the cell at `index` is blocked (or off the board).
    pub fn is_blocked(&self, index: u32) -> bool {
        self.blocked.get(index as usize).copied().unwrap_or(true)
    }

    /// The blocked flags, row-major.
    pub fn blocked(&self) -> &[bool] {
        &self.blocked
    }

    /// Cells not blocked.
    pub fn free_cells(&self) -> usize {
        self.blocked.iter().filter(|&&b| !b).count()
    }

    /// The on-board side neighbours of the cell at `index`, as indices (up, right, down, left).
    pub fn neighbours(&self, index: u32) -> impl Iterator<Item = u32> {
        let p = self.pos(index);
        let (rows, cols) = (self.rows, self.cols);
        let cols32 = u32::from(cols);
        [
            (p.row > 0).then(|| index - cols32),
            (p.col + 1 < cols).then(|| index + 1),
            (p.row + 1 < rows).then(|| index + cols32),
            (p.col > 0).then(|| index - 1),
        ]
        .into_iter()
        .flatten()
    }

    /// The judge's opening lines: `n m K`, then the K blocked cells `x y` (1-based).
    pub fn header(&self) -> String {
        let blocked: Vec<u32> = (0..self.area() as u32)
            .filter(|&i| self.blocked[i as usize])
            .collect();
        let mut out = format!("{} {} {}\n", self.rows, self.cols, blocked.len());
        for i in blocked {
            out.push_str(&format!("{}\n", self.pos(i)));
        }
        out
    }
}
