//! The 35 x 20 board: cells, positions, owners and neighbourhoods.

use std::fmt;

/// Columns (x runs 0..35).
pub const WIDTH: usize = 35;
/// Rows (y runs 0..20).
pub const HEIGHT: usize = 20;
/// Cells on the board.
pub const AREA: usize = WIDTH * HEIGHT;
/// Most players in a game.
pub const MAX_PLAYERS: usize = 4;
/// The owner code of a neutral cell.
pub const NEUTRAL: u8 = 255;

/// A cell as the contest writes it: `x` the column, `y` the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Column, 0..35.
    pub x: u8,
    /// Row, 0..20.
    pub y: u8,
}

impl Pos {
    /// The cell (x, y), or `None` off the board.
    pub fn new(x: i64, y: i64) -> Option<Pos> {
        ((0..WIDTH as i64).contains(&x) && (0..HEIGHT as i64).contains(&y)).then_some(Pos {
            x: x as u8,
            y: y as u8,
        })
    }

    /// The cell at row-major index `i` (`i` below [`AREA`]).
    pub fn from_index(i: usize) -> Pos {
        Pos {
            x: (i % WIDTH) as u8,
            y: ((i / WIDTH) % HEIGHT) as u8,
        }
    }

    /// Row-major index.
    pub fn index(self) -> usize {
        usize::from(self.y) * WIDTH + usize::from(self.x)
    }

    /// True on the board's edge (an enclosure may not touch it).
    pub fn on_border(self) -> bool {
        self.x == 0
            || self.y == 0
            || usize::from(self.x) == WIDTH - 1
            || usize::from(self.y) == HEIGHT - 1
    }

    /// Manhattan distance.
    pub fn dist(self, other: Pos) -> u32 {
        u32::from(self.x.abs_diff(other.x)) + u32::from(self.y.abs_diff(other.y))
    }

    /// True when the cells share a side.
    pub fn touches(self, other: Pos) -> bool {
        self.dist(other) == 1
    }

    /// One step toward `target` as the referee moves: x first, then y, else stay.
    pub fn step_toward(self, target: Pos) -> Pos {
        let toward = |a: u8, b: u8| match a.cmp(&b) {
            std::cmp::Ordering::Less => a + 1,
            std::cmp::Ordering::Greater => a - 1,
            std::cmp::Ordering::Equal => a,
        };
        if self.x != target.x {
            Pos {
                x: toward(self.x, target.x),
                y: self.y,
            }
        } else {
            Pos {
                x: self.x,
                y: toward(self.y, target.y),
            }
        }
    }

    /// The on-board cells sharing a side with this one.
    pub fn sides(self) -> impl Iterator<Item = Pos> {
        [(0i64, -1i64), (1, 0), (0, 1), (-1, 0)]
            .into_iter()
            .filter_map(move |(dx, dy)| Pos::new(i64::from(self.x) + dx, i64::from(self.y) + dy))
    }

    /// The on-board cells sharing a side or a corner with this one.
    pub fn around(self) -> impl Iterator<Item = Pos> {
        [
            (-1i64, -1i64),
            (0, -1),
            (1, -1),
            (1, 0),
            (1, 1),
            (0, 1),
            (-1, 1),
            (-1, 0),
        ]
        .into_iter()
        .filter_map(move |(dx, dy)| Pos::new(i64::from(self.x) + dx, i64::from(self.y) + dy))
    }

    /// The cell as the page's grid cell (row, column).
    pub fn cell(self) -> crate::grid::Cell {
        crate::grid::Cell::new(i32::from(self.y), i32::from(self.x))
    }
}

impl fmt::Display for Pos {
    /// `x y`, as the protocol writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.x, self.y)
    }
}

/// Neighbour tables, one pass over the board: the 8 around each cell and the 4 beside it, as
/// row-major indices (padded with `u16::MAX`).
pub struct Neighbours {
    /// Up to 8 cells around each cell.
    pub around: Vec<[u16; 8]>,
    /// Up to 4 cells beside each cell.
    pub sides: Vec<[u16; 4]>,
}

impl Neighbours {
    fn build() -> Self {
        let mut around = vec![[u16::MAX; 8]; AREA];
        let mut sides = vec![[u16::MAX; 4]; AREA];
        for (i, (a, s)) in around.iter_mut().zip(sides.iter_mut()).enumerate() {
            let p = Pos::from_index(i);
            for (slot, q) in a.iter_mut().zip(p.around()) {
                *slot = q.index() as u16;
            }
            for (slot, q) in s.iter_mut().zip(p.sides()) {
                *slot = q.index() as u16;
            }
        }
        Self { around, sides }
    }

    /// The shared tables.
    pub fn get() -> &'static Neighbours {
        static TABLES: std::sync::OnceLock<Neighbours> = std::sync::OnceLock::new();
        TABLES.get_or_init(Neighbours::build)
    }
}

/// True when row-major cell `i` is on the board's edge.
pub fn index_on_border(i: usize) -> bool {
    Pos::from_index(i).on_border()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_go_x_first() {
        let p = Pos { x: 5, y: 5 };
        assert_eq!(p.step_toward(Pos { x: 9, y: 0 }), Pos { x: 6, y: 5 });
        assert_eq!(p.step_toward(Pos { x: 5, y: 0 }), Pos { x: 5, y: 4 });
        assert_eq!(p.step_toward(p), p);
        assert_eq!(Pos::new(35, 0), None);
        assert_eq!(Pos::new(-1, 0), None);
        assert_eq!(
            Pos::from_index(Pos { x: 34, y: 19 }.index()),
            Pos { x: 34, y: 19 }
        );
    }

    #[test]
    fn neighbour_tables_match() {
        let n = Neighbours::get();
        assert_eq!(n.around[0].iter().filter(|&&c| c != u16::MAX).count(), 3);
        assert_eq!(
            n.sides[Pos { x: 3, y: 3 }.index()]
                .iter()
                .filter(|&&c| c != u16::MAX)
                .count(),
            4
        );
    }
}
