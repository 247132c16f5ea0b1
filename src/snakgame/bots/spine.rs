//! The first snake's spine: a spare end that waits in the open middle of the board.
//!
//! A sweep's working end dies in a bay: Chef's random walk crosses the mouth of the part it is
//! filling (a few hundred cells between Chef's old snakes and our own body) and the snake ends
//! with most of the board still open. With a second live end elsewhere the snake would live on,
//! but two ends sweeping one front meet head-on and one walls the other in: over type-2 boards
//! 1..12 the spare end died that way in 9 games, at lengths 106 to 9,609
//! (docs/snakgame-best.md). So the first snake starts in the middle of the top row and walks
//! one end straight down [`DEPTH_PERCENT`] of the board's height (the spine); that end then
//! waits there, in the open middle, and moves only when it is about to be walled in or when the
//! other end cannot move. The other end sweeps the rings from the edge inward, turning back at
//! the spine on each ring, and never comes near the spare until late.
//!
//! Everything here is read off the position (a bot asked about one position, as the page's
//! layers ask, plays as the bot that played the whole game): the spine is being built while
//! one end of the first snake is still its start cell and the other is above the spine's depth;
//! after that the spare is the end further from the board's edge.

use super::mirror::{Mirror, WALL};

/// How deep the spine goes, in percent of the board's rows. Over 100 boards of each type, 25 to
/// 40 gave the same within noise (type 2: 0.449 to 0.456; 50: 0.445); the first snake died with
/// the board open in 16 to 25 type-2 games of 100 where the plain sweep lost 42.
pub const DEPTH_PERCENT: u32 = 30;

/// What the first snake's ends are doing now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spine {
    /// Not the first snake, or a first snake of one cell off the start cell: no spine.
    None,
    /// The spine is being built: `tip` walks down from the start toward `row`.
    Building {
        /// The walking end (padded cell).
        tip: u32,
        /// The row (0-based) it walks to.
        row: i32,
    },
    /// The spine is built: `spare` waits, the other end sweeps.
    Waiting {
        /// The waiting end (padded cell).
        spare: u32,
    },
}

impl Spine {
    /// What the first snake's ends are doing in position `m`.
    pub fn of(m: &Mirror) -> Spine {
        let Some((a, b)) = m.ends else {
            return Spine::None;
        };
        if m.snakes != 1 {
            return Spine::None;
        }
        let row = (m.h.saturating_sub(2) * DEPTH_PERCENT / 100) as i32;
        // The start is on the top row: only an end there needs the row scanned for it.
        for (end, tip) in [(a, b), (b, a)] {
            if m.cell(end).row == 0 && m.cell(tip).row < row && Some(end) == start(m) {
                return Spine::Building { tip, row };
            }
        }
        if a == b {
            return Spine::None;
        }
        Spine::Waiting {
            spare: deeper(m, a, b),
        }
    }

    /// The waiting end, once the spine is built.
    pub fn spare(self) -> Option<u32> {
        match self {
            Spine::Waiting { spare } => Some(spare),
            _ => None,
        }
    }
}

/// Of two ends (padded), the one deeper in the board (the higher ring; the higher cell on a tie):
/// once the spine is built, the one that waits as the spare.
pub fn deeper(m: &Mirror, a: u32, b: u32) -> u32 {
    if (m.ring(a), a) > (m.ring(b), b) {
        a
    } else {
        b
    }
}

/// The first snake's start: the cell of the top row nearest its middle with at most one blocked
/// neighbour (padded), if any. Both ends must be able to move from it: the spine down (or aside),
/// the sweeping end along the row. A start walled in on two sides would leave the snake one end
/// from its first move (type 2, seed 58: the first snake died at length 376).
pub fn start(m: &Mirror) -> Option<u32> {
    let mid = m.w.saturating_sub(2) / 2;
    let open = |p: u32| m.occ.get(p as usize).is_some_and(|&o| o != WALL);
    (1..m.w.saturating_sub(1))
        .map(|c| m.w + c)
        .filter(|&p| open(p))
        .min_by_key(|&p| {
            let walled = [p - 1, p + 1, p + m.w]
                .iter()
                .filter(|&&q| !open(q))
                .count();
            (walled > 1, (p % m.w - 1).abs_diff(mid))
        })
}

/// The spine's next cell from `tip`: straight down, or a step aside (toward the start's column)
/// when the cell below is taken; `None` when it can go neither down nor aside.
pub fn next(m: &Mirror, tip: u32) -> Option<u32> {
    let here = m.cell(tip);
    let column = start(m).map_or(here.col, |s| m.cell(s).col);
    (0..4)
        .map(|d| m.step(tip, d))
        .filter(|&y| m.free(y) && m.cell(y).row >= here.row)
        .max_by_key(|&y| {
            let c = m.cell(y);
            (c.row, -(c.col - column).abs())
        })
}
