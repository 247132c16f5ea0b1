//! The board `paths`' search walks: ownership and first visits as the searched path changes
//! them, the opponents' forecast claims round by round, and an undo log.

use crate::bttc::board::{Pos, AREA, NEUTRAL};
use crate::bttc::capture::Fill;

use super::super::predict::Forecast;
use super::super::sight::Sight;

/// A cell the path has not stood on.
const NEVER: u16 = u16::MAX;

/// The board as the searched path changes it, with an undo log.
pub(super) struct Board {
    /// Per cell, its owner (0: the bot, 1: an opponent, or [`NEUTRAL`]).
    pub owner: Vec<u8>,
    /// Per cell, the round the bot first stood on it ([`NEVER`] for none).
    first: Vec<u16>,
    /// The path's round.
    now: u16,
    /// Where the path stands.
    pub at: Pos,
    /// Where the bot stands now (the root of the search).
    pub start: Pos,
    /// The ownership changes, to undo.
    log: Vec<(u16, u8)>,
    /// The first visits, to undo.
    first_log: Vec<u16>,
    /// The capture's flood fill.
    fill: Fill,
    /// The opponents' forecast claims, round by round.
    forecast: Forecast,
    /// The fewest steps after which a path entered each non-neutral cell (a later path must
    /// get there sooner).
    pub entered: Vec<u16>,
    /// Steps walked (the search's work).
    pub nodes: u64,
}

/// Where to return to.
#[derive(Clone, Copy)]
pub(super) struct Mark {
    log: usize,
    first_log: usize,
    now: u16,
    at: Pos,
}

impl Board {
    /// The board as `sight` sees it, the bot at its cell, the opponents moving as `forecast` says.
    pub fn new(sight: &Sight, forecast: Forecast) -> Board {
        let me = sight.me();
        let trail = sight.trails.first().map_or(&[][..], Vec::as_slice);
        let mut first = vec![NEVER; AREA];
        for (k, p) in trail.iter().enumerate() {
            let f = &mut first[p.index()];
            if *f == NEVER {
                *f = k as u16;
            }
        }
        Board {
            owner: sight.owner.clone(),
            first,
            now: trail.len().saturating_sub(1) as u16,
            at: me,
            start: me,
            log: Vec::new(),
            first_log: Vec::new(),
            fill: Fill::new(),
            forecast,
            entered: vec![u16::MAX; AREA],
            nodes: 0,
        }
    }

    /// Where the board is now, to come back to.
    pub fn mark(&self) -> Mark {
        Mark {
            log: self.log.len(),
            first_log: self.first_log.len(),
            now: self.now,
            at: self.at,
        }
    }

    /// Back to `m`.
    pub fn undo(&mut self, m: Mark) {
        while self.log.len() > m.log {
            if let Some((c, o)) = self.log.pop() {
                self.owner[usize::from(c)] = o;
            }
        }
        while self.first_log.len() > m.first_log {
            if let Some(c) = self.first_log.pop() {
                self.first[usize::from(c)] = NEVER;
            }
        }
        self.now = m.now;
        self.at = m.at;
    }

    /// Cell `c` owned by `o`, logged to undo.
    fn set(&mut self, c: usize, o: u8) {
        self.log.push((c as u16, self.owner[c]));
        self.owner[c] = o;
    }

    /// One step (`depth` rounds ahead, 0-based); returns the cells claimed and captured.
    pub fn step(&mut self, to: Pos, depth: usize) -> (u32, u32) {
        self.nodes += 1;
        // The opponents' claims of this round come first (a shared cell is not ours).
        for k in 0..self.forecast.claims.get(depth).map_or(0, Vec::len) {
            let c = usize::from(self.forecast.claims[depth][k]);
            if self.owner[c] == NEUTRAL {
                self.set(c, 1);
            }
        }
        let now = self.now + 1;
        let check = to.sides().any(|n| {
            let f = self.first[n.index()];
            f != NEVER && f + 2 <= now
        });
        self.now = now;
        self.at = to;
        let i = to.index();
        if self.first[i] == NEVER {
            self.first[i] = now;
            self.first_log.push(i as u16);
        }
        let mut claimed = 0;
        if self.owner[i] == NEUTRAL {
            self.set(i, 0);
            claimed = 1;
        }
        let mut captured = 0;
        if check {
            let log = &mut self.log;
            captured = self
                .fill
                .capture(&mut self.owner, 0, i, |c| log.push((c as u16, NEUTRAL)));
        }
        (claimed, captured)
    }
}
