//! Rectangles to walk around: counting what a rectangle holds in O(1) (prefix sums), its ring in
//! walking order, and the exact walk of a plan (approach, then around the ring) under the real
//! rules, with the turn each cell is reached.

use crate::bttc::board::{Pos, HEIGHT, NEUTRAL, WIDTH};
use crate::bttc::capture::Fill;

use super::sim::{best_staircase, Sim};

/// A rectangle of cells, corners included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rect {
    /// Left column.
    pub x0: u8,
    /// Top row.
    pub y0: u8,
    /// Right column.
    pub x1: u8,
    /// Bottom row.
    pub y1: u8,
}

impl Rect {
    /// Width in cells.
    pub fn width(&self) -> u32 {
        u32::from(self.x1 - self.x0) + 1
    }

    /// Height in cells.
    pub fn height(&self) -> u32 {
        u32::from(self.y1 - self.y0) + 1
    }

    /// Cells on the ring.
    pub fn ring_len(&self) -> u32 {
        2 * (self.width() + self.height()) - 4
    }

    /// True when `p` is in the rectangle.
    pub fn contains(&self, p: Pos) -> bool {
        (self.x0..=self.x1).contains(&p.x) && (self.y0..=self.y1).contains(&p.y)
    }

    /// True when `p` is strictly inside (not on the ring).
    pub fn inside(&self, p: Pos) -> bool {
        p.x > self.x0 && p.x < self.x1 && p.y > self.y0 && p.y < self.y1
    }

    /// Steps from `p` to the nearest cell of the rectangle (0 inside).
    pub fn dist(&self, p: Pos) -> u32 {
        self.clamp(p).dist(p)
    }

    /// The rectangle's cell nearest to `p`.
    pub fn clamp(&self, p: Pos) -> Pos {
        Pos {
            x: p.x.clamp(self.x0, self.x1),
            y: p.y.clamp(self.y0, self.y1),
        }
    }

    /// Steps from `p` to the nearest inside cell (`None` without inside cells).
    pub fn dist_inside(&self, p: Pos) -> Option<u32> {
        if self.width() < 3 || self.height() < 3 {
            return None;
        }
        let q = Pos {
            x: p.x.clamp(self.x0 + 1, self.x1 - 1),
            y: p.y.clamp(self.y0 + 1, self.y1 - 1),
        };
        Some(q.dist(p))
    }

    /// The ring's nearest cell to `p`.
    pub fn nearest_on_ring(&self, p: Pos) -> Pos {
        if !self.inside(p) {
            return self.clamp(p);
        }
        let options = [
            (p.x - self.x0, Pos { x: self.x0, y: p.y }),
            (self.x1 - p.x, Pos { x: self.x1, y: p.y }),
            (p.y - self.y0, Pos { x: p.x, y: self.y0 }),
            (self.y1 - p.y, Pos { x: p.x, y: self.y1 }),
        ];
        options.iter().min_by_key(|o| o.0).map_or(p, |o| o.1)
    }

    /// The ring clockwise from the top-left corner.
    pub fn ring(&self) -> Vec<Pos> {
        let mut out = Vec::with_capacity(self.ring_len() as usize);
        let at = |x: u8, y: u8| Pos { x, y };
        out.extend((self.x0..=self.x1).map(|x| at(x, self.y0)));
        out.extend((self.y0 + 1..=self.y1).map(|y| at(self.x1, y)));
        if self.y1 > self.y0 {
            out.extend((self.x0..self.x1).rev().map(|x| at(x, self.y1)));
        }
        if self.x1 > self.x0 {
            out.extend((self.y0 + 1..self.y1).rev().map(|y| at(self.x0, y)));
        }
        out
    }

    /// The cells (rows top to bottom).
    pub fn cells(&self) -> impl Iterator<Item = Pos> + '_ {
        (self.y0..=self.y1).flat_map(move |y| (self.x0..=self.x1).map(move |x| Pos { x, y }))
    }
}

/// Counts of neutral, own and others' cells in any rectangle, in O(1).
pub struct Counts {
    neutral: Vec<u16>,
    mine: Vec<u16>,
    theirs: Vec<u16>,
}

const STRIDE: usize = WIDTH + 1;

impl Counts {
    /// Prefix sums of the board (player 0 is "mine").
    pub fn new(owner: &[u8]) -> Counts {
        let size = STRIDE * (HEIGHT + 1);
        let (mut neutral, mut mine, mut theirs) =
            (vec![0u16; size], vec![0u16; size], vec![0u16; size]);
        for y in 0..HEIGHT {
            for x in 0..WIDTH {
                let o = owner[y * WIDTH + x];
                let (n, m, t) = (
                    u16::from(o == NEUTRAL),
                    u16::from(o == 0),
                    u16::from(o != NEUTRAL && o != 0),
                );
                let i = (y + 1) * STRIDE + x + 1;
                let up = i - STRIDE;
                neutral[i] = n + neutral[up] + neutral[i - 1] - neutral[up - 1];
                mine[i] = m + mine[up] + mine[i - 1] - mine[up - 1];
                theirs[i] = t + theirs[up] + theirs[i - 1] - theirs[up - 1];
            }
        }
        Counts {
            neutral,
            mine,
            theirs,
        }
    }

    fn sum(table: &[u16], r: &Rect) -> u32 {
        let (x0, y0, x1, y1) = (
            usize::from(r.x0),
            usize::from(r.y0),
            usize::from(r.x1) + 1,
            usize::from(r.y1) + 1,
        );
        u32::from(table[y1 * STRIDE + x1]) + u32::from(table[y0 * STRIDE + x0])
            - u32::from(table[y0 * STRIDE + x1])
            - u32::from(table[y1 * STRIDE + x0])
    }

    /// Neutral cells in `r`.
    pub fn neutral(&self, r: &Rect) -> u32 {
        Counts::sum(&self.neutral, r)
    }

    /// The bot's cells in `r`.
    pub fn mine(&self, r: &Rect) -> u32 {
        Counts::sum(&self.mine, r)
    }

    /// Other players' cells in `r`.
    pub fn theirs(&self, r: &Rect) -> u32 {
        Counts::sum(&self.theirs, r)
    }
}

/// The exact walk of a plan: the cells stepped on, the cells gained after each step, and the
/// first step after which the rectangle's inside is the bot's (its closing), if it closes.
#[derive(Clone, Debug, Default)]
pub struct Walk {
    /// Cells in order, from the next step.
    pub path: Vec<Pos>,
    /// Cells gained in total after each step.
    pub gained: Vec<u32>,
    /// The step (1-based) that captures the inside.
    pub closes: Option<usize>,
}

/// Walks to `rect`'s ring (over neutral cells where it can), then around it (clockwise or not)
/// until it closes or the ring is done, simulating the real rules on `sim` (which it changes).
pub fn walk(sim: &mut Sim, fill: &mut Fill, rect: &Rect, clockwise: bool) -> Walk {
    let me = sim.at;
    let entry = rect.nearest_on_ring(me);
    let owner = sim.owner.clone();
    let mut path = best_staircase(me, entry, |p| owner[p.index()] == NEUTRAL);
    let ring = rect.ring();
    let n = ring.len();
    if let Some(i) = ring.iter().position(|&p| p == entry) {
        for k in 1..n {
            let j = if clockwise {
                (i + k) % n
            } else {
                (i + n - k) % n
            };
            path.push(ring[j]);
        }
    }
    let mut out = Walk {
        path: Vec::with_capacity(path.len()),
        gained: Vec::with_capacity(path.len()),
        closes: None,
    };
    let mut total = 0;
    let probe = (rect.width() >= 3 && rect.height() >= 3).then(|| Pos {
        x: rect.x0 + 1,
        y: rect.y0 + 1,
    });
    let inside_done = |sim: &Sim| {
        rect.cells()
            .filter(|p| rect.inside(*p))
            .all(|p| sim.owner[p.index()] != NEUTRAL)
    };
    for p in path {
        let check = sim.comes_back(p);
        total += sim.walk(p, fill);
        out.path.push(p);
        out.gained.push(total);
        if check && probe.is_some() && inside_done(sim) {
            out.closes = Some(out.path.len());
            break;
        }
    }
    out
}
