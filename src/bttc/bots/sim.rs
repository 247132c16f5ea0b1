//! A bot's quick simulation of its own walk under the real rules: cells claimed by stepping on
//! them and regions captured when it comes back next to its older path (opponents stand still).

use crate::bttc::board::{Pos, AREA, NEUTRAL};
use crate::bttc::capture::Fill;

use super::sight::Sight;

/// Round index of a cell never visited.
const NEVER: u16 = u16::MAX;

/// The board as the bot's walk changes it.
#[derive(Clone, Debug)]
pub struct Sim {
    /// Owner of each cell (the bot is 0).
    pub owner: Vec<u8>,
    /// The first round (index in the path) the bot stood on each cell, in this timeline.
    first: Vec<u16>,
    /// The round index of the bot's current cell.
    pub step: u16,
    /// The bot's cell.
    pub at: Pos,
}

impl Sim {
    /// The bot's board and path as it sees them.
    pub fn new(sight: &Sight) -> Sim {
        let mut first = vec![NEVER; AREA];
        let trail = sight.trails.first().map_or(&[][..], Vec::as_slice);
        for (k, p) in trail.iter().enumerate() {
            let f = &mut first[p.index()];
            if *f == NEVER {
                *f = k as u16;
            }
        }
        Sim {
            owner: sight.owner.clone(),
            first,
            step: trail.len().saturating_sub(1) as u16,
            at: sight.me(),
        }
    }

    /// True when standing on `at` now would trigger an enclosure check: it shares a side with a
    /// cell of the path from two or more rounds before.
    pub fn comes_back(&self, at: Pos) -> bool {
        let now = self.step + 1;
        at.sides().any(|n| {
            let f = self.first[n.index()];
            f != NEVER && f + 2 <= now
        })
    }

    /// Steps to `to` (a cell beside the bot's, or its own) for player 0; returns the cells
    /// gained (a neutral cell stepped on, then any regions captured).
    pub fn walk(&mut self, to: Pos, fill: &mut Fill) -> u32 {
        self.walk_capturing(to, fill, |_| {})
    }

    /// [`Sim::walk`], passing each captured cell (board index) to `took`.
    pub fn walk_capturing(&mut self, to: Pos, fill: &mut Fill, took: impl FnMut(usize)) -> u32 {
        let check = self.comes_back(to);
        self.step += 1;
        let i = to.index();
        if self.first[i] == NEVER {
            self.first[i] = self.step;
        }
        self.at = to;
        let mut gained = 0;
        if self.owner[i] == NEUTRAL {
            self.owner[i] = 0;
            gained += 1;
        }
        if check {
            gained += fill.capture(&mut self.owner, 0, i, took);
        }
        gained
    }

    /// Marks a cell as taken by another player (a predicted opponent's step).
    pub fn claim_for(&mut self, player: u8, at: Pos) {
        let o = &mut self.owner[at.index()];
        if *o == NEUTRAL {
            *o = player;
        }
    }
}

/// The cells of a walk from `from` toward `to`: along x first, then y (as the referee moves),
/// `from` excluded.
pub fn straight(from: Pos, to: Pos) -> Vec<Pos> {
    let mut out = Vec::with_capacity(from.dist(to) as usize);
    let mut at = from;
    while at != to {
        at = at.step_toward(to);
        out.push(at);
    }
    out
}

/// A walk from `from` to `to` (excluded `from`) over as many cells satisfying `good` as a
/// monotone staircase allows (dynamic programming over the bounding box).
pub fn best_staircase(from: Pos, to: Pos, good: impl Fn(Pos) -> bool) -> Vec<Pos> {
    let (w, h) = (
        usize::from(from.x.abs_diff(to.x)) + 1,
        usize::from(from.y.abs_diff(to.y)) + 1,
    );
    let sx: i64 = if to.x >= from.x { 1 } else { -1 };
    let sy: i64 = if to.y >= from.y { 1 } else { -1 };
    let cell = |i: usize, j: usize| {
        Pos::new(
            i64::from(from.x) + sx * i as i64,
            i64::from(from.y) + sy * j as i64,
        )
        .unwrap_or(from)
    };
    // value[j][i]: best count from (i, j) to the end.
    let mut value = vec![0u32; w * h];
    for j in (0..h).rev() {
        for i in (0..w).rev() {
            let here = u32::from(good(cell(i, j)) && (i, j) != (0, 0));
            let right = (i + 1 < w).then(|| value[j * w + i + 1]);
            let down = (j + 1 < h).then(|| value[(j + 1) * w + i]);
            value[j * w + i] = here + right.into_iter().chain(down).max().unwrap_or(0);
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::with_capacity(w + h);
    while (i, j) != (w - 1, h - 1) {
        let right = (i + 1 < w).then(|| value[j * w + i + 1]);
        let down = (j + 1 < h).then(|| value[(j + 1) * w + i]);
        if right.unwrap_or(0) >= down.unwrap_or(0) && right.is_some() {
            i += 1;
        } else {
            j += 1;
        }
        out.push(cell(i, j));
    }
    out
}
