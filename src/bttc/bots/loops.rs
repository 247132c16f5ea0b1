//! Opponents' open loops: an opponent that left its land and has been claiming a new cell every
//! round is walking a loop. Its trip so far (with the cell it left from) spans a rectangle; the
//! loop is forecast as that rectangle walked on under the real rules, the way it is going, and
//! the region it would capture is what standing first on one of its cells spoils (a captured
//! region must have no other player's cell beside it).

use crate::bttc::board::{Pos, NEUTRAL};
use crate::bttc::capture::Fill;

use super::predict::FutureCapture;
use super::rectangles::flip;
use super::shapes::{walk, Rect};
use super::sight::Sight;
use super::sim::Sim;

/// The fewest cells of a region worth forecasting.
const SMALLEST: usize = 6;
/// The fewest cells of a trip that shows a loop (a side and a turn).
const SHORTEST_TRIP: usize = 4;

/// An opponent's loop in the making.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenLoop {
    /// What it would capture, when, and who.
    pub capture: FutureCapture,
    /// Rounds since it left its land.
    pub trip: usize,
    /// The rectangle its trip spans.
    pub rect: Rect,
}

/// The open loops of the opponents. `scores[k]` are the players' scores at the end of round `k`
/// of this timeline (as `trails[p][k]` are their cells); a round in which a player's score grew
/// by exactly one is a step of a trip (it claimed the cell it stepped on, captured nothing).
pub fn open_loops(sight: &Sight, scores: &[Vec<u32>]) -> Vec<OpenLoop> {
    let mut out = Vec::new();
    let mut fill = Fill::new();
    for (p, at) in sight.opponents() {
        let Some(trail) = sight.trails.get(p) else {
            continue;
        };
        let last = trail.len().min(scores.len());
        if last == 0 || trail.last() != Some(&at) {
            continue;
        }
        let claimed = |k: usize| {
            let now = scores[k].get(p).copied().unwrap_or(0);
            let before = scores[k - 1].get(p).copied().unwrap_or(0);
            now == before + 1
        };
        let mut start = last - 1;
        while start > 0 && claimed(start) {
            start -= 1;
        }
        // trail[start] is the cell it left from; trail[start + 1 ..] its trip.
        let trip = last - 1 - start;
        if trip < SHORTEST_TRIP {
            continue;
        }
        let cells = &trail[start..last];
        let rect = Rect {
            x0: cells.iter().map(|c| c.x).min().unwrap_or(0),
            y0: cells.iter().map(|c| c.y).min().unwrap_or(0),
            x1: cells.iter().map(|c| c.x).max().unwrap_or(0),
            y1: cells.iter().map(|c| c.y).max().unwrap_or(0),
        };
        if rect.width() < 3 || rect.height() < 3 {
            continue;
        }
        if let Some(capture) = forecast_loop(sight, p, &rect, &mut fill) {
            out.push(OpenLoop {
                capture,
                trip,
                rect,
            });
        }
    }
    out
}

/// Player `p` walking on around `rect` (the way that closes first): the region it captures.
fn forecast_loop(sight: &Sight, p: usize, rect: &Rect, fill: &mut Fill) -> Option<FutureCapture> {
    let theirs = flip(sight, p);
    let mut best: Option<FutureCapture> = None;
    for clockwise in [true, false] {
        let mut sim = Sim::new(&theirs);
        let w = walk(&mut sim, fill, rect, clockwise);
        let Some(after) = w.closes else {
            continue;
        };
        if best.as_ref().is_some_and(|b| usize::from(b.after) <= after) {
            continue;
        }
        let cells: Vec<u16> = (0..sim.owner.len())
            .filter(|&i| {
                sim.owner[i] == 0
                    && theirs.owner[i] == NEUTRAL
                    && !w.path.contains(&Pos::from_index(i))
            })
            .map(|i| i as u16)
            .collect();
        if cells.len() >= SMALLEST {
            best = Some(FutureCapture {
                player: p,
                after: after as u16,
                cells,
            });
        }
    }
    best
}
