//! The O(N^3) dynamic programme over (cell, t) with O(N^2) memory.
//!
//! f(c, t) is the most Alice can still collect standing on c after t moves: 0 when d(c) <= t (Bob,
//! pursuing greedily, catches her there), else the best over king neighbours n of V[n] + f(n, t+1).
//! Every cell has d(c) <= N-1, so f(., N-1) = 0 and the table is filled from t = N-2 down to 0.
//!
//! Layers live in a padded (N+2) x (N+2) frame whose border stays 0: a border "neighbour" adds
//! 0, and every real neighbour adds at least 1, so the border never wins a max.

use crate::grid::{Cell, KING_STEPS};

use super::board::Board;
use super::rules::KingStep;

/// The board, padded, plus what one layer step needs.
pub struct LayerStepper {
    n: usize,
    width: usize,
    bob: Cell,
    values: Vec<u64>,
    gain: Vec<u64>,
    row_max: Vec<u64>,
}

/// A rectangle of rows and columns, inclusive, 0-based.
#[derive(Clone, Copy, Debug)]
pub struct Region {
    rows: (usize, usize),
    cols: (usize, usize),
}

impl LayerStepper {
    /// A stepper for `board` with Bob starting on `bob` (a cell off the board is moved to the
    /// nearest one on it).
    pub fn new(board: &Board, bob: Cell) -> Self {
        let n = board.size() as usize;
        let last = board.size() - 1;
        let bob = Cell::new(bob.row.clamp(0, last), bob.col.clamp(0, last));
        let width = n + 2;
        let mut values = vec![0u64; width * width];
        for (i, row) in board.values().chunks(n).enumerate() {
            let start = (i + 1) * width + 1;
            for (slot, &v) in values[start..start + n].iter_mut().zip(row) {
                *slot = v as u64;
            }
        }
        Self {
            n,
            width,
            bob,
            values,
            gain: vec![0; width * width],
            row_max: vec![0; width * width],
        }
    }

    /// A zeroed padded layer: f(., N-1).
    pub fn last_layer(&self) -> Vec<u64> {
        vec![0; self.width * self.width]
    }

    /// The last layer index, N - 1: every cell is caught by then.
    pub fn depth(&self) -> u32 {
        self.n as u32 - 1
    }

    /// The whole board.
    pub fn everywhere(&self) -> Region {
        Region {
            rows: (0, self.n - 1),
            cols: (0, self.n - 1),
        }
    }

    /// Cells within `t` king steps of `alice`: all she can stand on after t moves.
    pub fn reach(&self, alice: Cell, t: u32) -> Region {
        let span = |x: i32| {
            let lo = (x - t as i32).max(0) as usize;
            let hi = ((x + t as i32) as usize).min(self.n - 1);
            (lo, hi)
        };
        Region {
            rows: span(alice.row),
            cols: span(alice.col),
        }
    }

    /// Padded index of a board cell.
    pub fn slot(&self, cell: Cell) -> usize {
        (cell.row as usize + 1) * self.width + cell.col as usize + 1
    }

    /// Computes f(., t) on `region` into `out` from f(., t+1) in `next`, which must be valid on
    /// every neighbour of `region`.
    pub fn step(&mut self, next: &[u64], t: u32, region: Region, out: &mut [u64]) {
        let w = self.width;
        // gain = V + f(., t+1) on the region grown by one (clipped to the board).
        let grow = |(lo, hi): (usize, usize)| (lo.saturating_sub(1), (hi + 1).min(self.n - 1));
        let (gr, gc) = (grow(region.rows), grow(region.cols));
        for r in gr.0..=gr.1 {
            let row = (r + 1) * w;
            let (a, b) = (row + gc.0 + 1, row + gc.1 + 2);
            for ((g, v), f) in self.gain[a..b]
                .iter_mut()
                .zip(&self.values[a..b])
                .zip(&next[a..b])
            {
                *g = v + f;
            }
        }
        // The catch zone d(c) <= t is worth nothing: its cells are zeroed, not computed. In
        // padded coordinates it spans rows `caught_rows` (board rows) and columns `cs..=ce`.
        let (lo, hi) = (region.cols.0 + 1, region.cols.1 + 1);
        let t = t as usize;
        let clip = |centre: i32, (lo, hi): (usize, usize)| {
            let centre = centre as usize;
            (centre.saturating_sub(t).max(lo), (centre + t).min(hi))
        };
        let caught_rows = clip(self.bob.row, region.rows);
        let caught_cols = clip(self.bob.col, region.cols);
        let (cs, ce) = (caught_cols.0 + 1, caught_cols.1 + 1);
        let is_caught_row = |r: usize| r >= caught_rows.0 && r <= caught_rows.1 && cs <= ce;
        // Row maxima over 3 columns, once per row. Where both rows that read a row's maxima are
        // caught rows, only the columns outside the catch zone are read.
        for p in region.rows.0..=region.rows.1 + 2 {
            let only_outside = p >= 2 && is_caught_row(p - 2) && is_caught_row(p);
            if only_outside {
                if lo < cs {
                    self.fill_row_max(p, (lo, cs - 1));
                }
                if ce < hi {
                    self.fill_row_max(p, (ce + 1, hi));
                }
            } else {
                self.fill_row_max(p, (lo, hi));
            }
        }
        for r in region.rows.0..=region.rows.1 {
            if !is_caught_row(r) {
                self.best_of_neighbours(r, (lo, hi), out);
                continue;
            }
            if lo < cs {
                self.best_of_neighbours(r, (lo, cs - 1), out);
            }
            if ce < hi {
                self.best_of_neighbours(r, (ce + 1, hi), out);
            }
            let mid = (r + 1) * w;
            out[mid + cs..=mid + ce].fill(0);
        }
    }

    /// The 3-wide maxima of `gain` on padded row `p`, padded columns `lo..=hi`; zipped slices
    /// keep the loop free of bounds checks.
    fn fill_row_max(&mut self, p: usize, (lo, hi): (usize, usize)) {
        let w = self.width;
        let row = &self.gain[p * w..(p + 1) * w];
        let (left, centre, right) = (&row[lo - 1..hi], &row[lo..=hi], &row[lo + 1..=hi + 1]);
        let maxima = left
            .iter()
            .zip(centre)
            .zip(right)
            .map(|((a, b), c)| *a.max(b).max(c));
        for (h, m) in self.row_max[p * w + lo..=p * w + hi].iter_mut().zip(maxima) {
            *h = m;
        }
    }

    /// f on padded columns `cols` (inclusive) of board row `r`: each cell takes the best of its 8
    /// neighbours, the 3-wide row maxima above and below and its left and right neighbours.
    fn best_of_neighbours(&self, r: usize, (lo, hi): (usize, usize), out: &mut [u64]) {
        let w = self.width;
        let (up, mid, down) = (r * w, (r + 1) * w, (r + 2) * w);
        let above = &self.row_max[up + lo..=up + hi];
        let below = &self.row_max[down + lo..=down + hi];
        let (left, right) = (
            &self.gain[mid + lo - 1..mid + hi],
            &self.gain[mid + lo + 1..=mid + hi + 1],
        );
        let cells = above.iter().zip(below).zip(left.iter().zip(right));
        for (o, ((a, b), (l, r))) in out[mid + lo..=mid + hi].iter_mut().zip(cells) {
            *o = *a.max(b).max(l).max(r);
        }
    }

    /// The best step from `cell` given f(., t+1) in `next` (padded): ties go to the first in
    /// [`KingStep::ALL`] order. Returns the step and its worth V[n] + f(n, t+1).
    pub fn best_step(&self, next: &[u64], cell: Cell) -> Option<(KingStep, u64)> {
        let mut best: Option<(KingStep, u64)> = None;
        for (i, &(dr, dc)) in KING_STEPS.iter().enumerate() {
            let to = cell.offset(dr, dc);
            if to.row < 0 || to.col < 0 || to.row >= self.n as i32 || to.col >= self.n as i32 {
                continue;
            }
            let s = self.slot(to);
            let (Some(v), Some(f)) = (self.values.get(s), next.get(s)) else {
                continue;
            };
            let worth = v + f;
            if best.is_none_or(|(_, b)| worth > b) {
                best = Some((KingStep::ALL[i], worth));
            }
        }
        best
    }

    /// True when `cell` is in the catch zone at time t: d(cell) <= t.
    pub fn is_caught(&self, cell: Cell, t: u32) -> bool {
        cell.chebyshev(self.bob) <= t as i32
    }

    /// Copies a padded layer out as row-major board values.
    pub fn unpad(&self, layer: &[u64]) -> Vec<u64> {
        let mut out = Vec::with_capacity(self.n * self.n);
        for r in 0..self.n {
            let base = (r + 1) * self.width + 1;
            out.extend_from_slice(&layer[base..base + self.n]);
        }
        out
    }
}

/// The answer: the most Alice collects against optimal Bob. Only the cells Alice can reach by
/// time t are computed at layer t, and only two layers are kept.
pub fn answer(board: &Board, alice: Cell, bob: Cell) -> u64 {
    best_first_step(board, alice, bob).map_or(0, |(_, v)| v)
}

/// Alice's best first step from `alice` with Bob on `bob` (treated as Bob's start: the game from
/// here is the same game) and the value of the position.
pub fn best_first_step(board: &Board, alice: Cell, bob: Cell) -> Option<(KingStep, u64)> {
    // Kings off the board have no game (and their cells no slot in the padded layers).
    let on_board = |c: Cell| board.dims().contains(c);
    if alice == bob || !on_board(alice) || !on_board(bob) {
        return None;
    }
    let mut stepper = LayerStepper::new(board, bob);
    let mut next = stepper.last_layer();
    let mut cur = stepper.last_layer();
    for t in (1..stepper.depth()).rev() {
        let region = stepper.reach(alice, t);
        stepper.step(&next, t, region, &mut cur);
        std::mem::swap(&mut next, &mut cur);
    }
    stepper.best_step(&next, alice)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_by_two_is_one_move() {
        // Any move lands within reach of Bob: Alice takes the best neighbour and is caught.
        let b = Board::new(2, vec![1, 5, 7, 2]).unwrap();
        assert_eq!(answer(&b, Cell::new(0, 0), Cell::new(1, 1)), 7);
    }

    #[test]
    fn runs_away_from_a_corner_bob() {
        // 3x3, Bob top-left, Alice bottom-right: one move to (2,1)? d = 2 > 1 so she survives.
        let b = Board::new(3, vec![1, 1, 1, 1, 1, 1, 1, 9, 1]).unwrap();
        // Move 1 to (2,1) worth 9 (d=2 > 1), move 2 anywhere (all d <= 2): best neighbour 1.
        assert_eq!(answer(&b, Cell::new(2, 2), Cell::new(0, 0)), 10);
    }
}
