//! A bot's own copy of the board, kept in step with the game: a padded grid (a wall all round,
//! so neighbours need no bounds checks), the empty cells, and the cells filled since last time.

use crate::grid::Cell;
use crate::trace::TraceEvent;

use super::super::board::{Board, Pos};
use super::super::chef::EmptyCells;
use super::super::follow::{Changes, Follower};
use super::super::rules::SnakState;

/// An empty cell.
pub const EMPTY: u8 = 0;
/// A wall: the border or a blocked cell.
pub const WALL: u8 = 1;
/// One of our cells.
pub const MINE: u8 = 2;
/// One of Chef's cells.
pub const CHEFS: u8 = 3;

/// A cell filled since the bot last looked (padded index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// The cell (padded index).
    pub cell: u32,
    /// True for Chef's cells.
    pub chef: bool,
    /// True when it started a snake.
    pub new: bool,
}

/// The bot's board.
pub struct Mirror {
    /// Padded width (columns + 2).
    pub w: u32,
    /// Padded height (rows + 2).
    pub h: u32,
    /// One of [`EMPTY`], [`WALL`], [`MINE`], [`CHEFS`] per padded cell.
    pub occ: Vec<u8>,
    /// The empty cells (board indices).
    pub empty: EmptyCells,
    /// Our current snake's ends (padded), if any.
    pub ends: Option<(u32, u32)>,
    /// Our current snake's length.
    pub len: u32,
    /// Plies played.
    pub ply: u32,
    /// Our snakes started so far (the current one included).
    pub snakes: u32,
    cols: u32,
    follower: Follower,
}

impl Mirror {
    /// An empty mirror (it is built on the first sync).
    pub fn new() -> Self {
        Self {
            w: 0,
            h: 0,
            occ: Vec::new(),
            empty: EmptyCells::default(),
            ends: None,
            len: 0,
            ply: 0,
            snakes: 0,
            cols: 0,
            follower: Follower::default(),
        }
    }

    /// The side steps in padded indices: up, right, down, left (clockwise).
    pub fn dirs(&self) -> [i64; 4] {
        let w = i64::from(self.w);
        [-w, 1, w, -1]
    }

    /// The neighbour of `p` in direction `d` (0..4, clockwise from up).
    #[inline]
    pub fn step(&self, p: u32, d: usize) -> u32 {
        match d & 3 {
            0 => p - self.w,
            1 => p + 1,
            2 => p + self.w,
            _ => p - 1,
        }
    }

    /// True when the padded cell is empty.
    #[inline]
    pub fn free(&self, p: u32) -> bool {
        self.occ.get(p as usize) == Some(&EMPTY)
    }

    /// Empty side neighbours of `p`.
    pub fn free_degree(&self, p: u32) -> u32 {
        (0..4).filter(|&d| self.free(self.step(p, d))).count() as u32
    }

    /// The ring of `p`: its distance to the nearest edge of the board (0 on the outer ring).
    pub fn ring(&self, p: u32) -> i64 {
        let c = self.cell(p);
        let (rows, cols) = (self.h as i32 - 2, self.w as i32 - 2);
        i64::from(c.row.min(c.col).min(rows - 1 - c.row).min(cols - 1 - c.col))
    }

    /// Padded index of a board index.
    pub fn pad(&self, index: u32) -> u32 {
        (index / self.cols + 1) * self.w + index % self.cols + 1
    }

    /// Board index of a padded index.
    pub fn unpad(&self, p: u32) -> u32 {
        (p / self.w - 1) * self.cols + (p % self.w - 1)
    }

    /// The protocol cell of a padded index.
    pub fn pos(&self, p: u32) -> Pos {
        Pos::new((p / self.w - 1) as u16, (p % self.w - 1) as u16)
    }

    /// A padded index as the sentences write a cell: `(row, col)`, 1-based as the protocol
    /// counts.
    pub fn at(&self, p: u32) -> String {
        let q = self.pos(p);
        format!("({}, {})", u32::from(q.row) + 1, u32::from(q.col) + 1)
    }

    /// The grid cell of a padded index (for trace events).
    pub fn cell(&self, p: u32) -> Cell {
        Cell::new((p / self.w) as i32 - 1, (p % self.w) as i32 - 1)
    }

    /// Trace cells of padded indices.
    pub fn cells(&self, ps: impl IntoIterator<Item = u32>) -> Vec<Cell> {
        ps.into_iter().map(|p| self.cell(p)).collect()
    }

    /// A trace path event.
    pub fn path_event(&self, layer: &'static str, ps: &[u32]) -> TraceEvent {
        TraceEvent::Path {
            layer,
            cells: self.cells(ps.iter().copied()),
        }
    }

    /// Brings the mirror to `state`; returns the cells filled since the last sync, or `None`
    /// when it was rebuilt from scratch.
    pub fn sync(&mut self, board: &Board, state: &SnakState) -> Option<Vec<Event>> {
        let out = match self.follower.look(state) {
            Changes::Rebuild => {
                self.rebuild(board, state);
                None
            }
            Changes::Filled(cells) => {
                let events: Vec<Event> = cells
                    .iter()
                    .map(|f| Event {
                        cell: self.pad(f.cell),
                        chef: f.ply % 2 == 1,
                        new: f.new,
                    })
                    .collect();
                for (e, f) in events.iter().zip(&cells) {
                    if let Some(o) = self.occ.get_mut(e.cell as usize) {
                        *o = if e.chef { CHEFS } else { MINE };
                    }
                    self.empty.fill(f.cell);
                }
                Some(events)
            }
        };
        self.ply = state.ply;
        self.snakes = state.sides[0].snakes;
        let mine = state.sides[0].snake;
        self.ends = mine.map(|s| (self.pad(s.a), self.pad(s.b)));
        self.len = mine.map_or(0, |s| s.len);
        out
    }

    fn rebuild(&mut self, board: &Board, state: &SnakState) {
        self.cols = u32::from(board.cols());
        self.w = self.cols + 2;
        self.h = u32::from(board.rows()) + 2;
        self.occ = vec![WALL; (self.w * self.h) as usize];
        let data = state.log.read();
        for i in 0..board.area() as u32 {
            if board.is_blocked(i) {
                continue;
            }
            let at = data.filled_at.get(i as usize).copied().unwrap_or(u32::MAX);
            let p = self.pad(i) as usize;
            self.occ[p] = if at >= state.ply {
                EMPTY
            } else if at % 2 == 1 {
                CHEFS
            } else {
                MINE
            };
        }
        drop(data);
        self.empty = EmptyCells::of(board, state);
    }
}

impl Default for Mirror {
    fn default() -> Self {
        Self::new()
    }
}
