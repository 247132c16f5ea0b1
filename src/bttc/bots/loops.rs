//! Opponents' open loops: an opponent that left its land and has been claiming a new cell every
//! round is walking a loop. Its trip so far (with the cell it left from) spans a rectangle; the
//! loop is forecast as that rectangle walked on under the real rules, the way it is going, and
//! the region it would capture is what standing first on one of its cells spoils (a captured
//! region must have no other player's cell beside it).

use crate::bttc::board::{Pos, NEUTRAL};
use crate::bttc::capture::Fill;

use super::predict::{replay_captures, Forecast, FutureCapture};
use super::rectangles::flip;
use super::shapes::{walk, Rect};
use super::sight::Sight;
use super::sim::Sim;

/// The fewest cells of a region worth forecasting.
const SMALLEST: usize = 6;
/// The fewest cells of a trip that shows a loop (a side and a turn).
const SHORTEST_TRIP: usize = 4;
/// The fewest cells of a trip whose forecast walk is trusted to close a loop.
const SHORTEST_HEADING: usize = 3;
/// The most rounds ahead a forecast walk is followed to its closing.
pub const HEADING_REACH: usize = 40;

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
/// `forecast` is the opponents' predicted walk: each trip is also walked on along it, and the
/// bigger of the two regions is kept.
pub fn open_loops(sight: &Sight, scores: &[Vec<u32>], forecast: &Forecast) -> Vec<OpenLoop> {
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
        let rect = span(&trail[start..last]);
        let mut around = None;
        if trip >= SHORTEST_TRIP && rect.width() >= 3 && rect.height() >= 3 {
            around = forecast_loop(sight, p, &rect, &mut fill).map(|capture| OpenLoop {
                capture,
                trip,
                rect,
            });
        }
        let mut ahead = None;
        if trip >= SHORTEST_HEADING && last == trail.len() {
            let path = forecast.paths.get(p).map_or(&[][..], Vec::as_slice);
            let path = &path[..path.len().min(HEADING_REACH)];
            let walked: Vec<Pos> = trail[..last].iter().chain(path).copied().collect();
            let captures = replay_captures(&sight.owner, &walked, last, p, &mut fill);
            ahead = captures
                .into_iter()
                .find(|c| c.cells.len() >= SMALLEST)
                .map(|capture| OpenLoop {
                    rect: span(&walked[start..last + usize::from(capture.after)]),
                    capture,
                    trip,
                });
        }
        // The bigger forecast: a bot walking a giant loop goes on straight past the corner
        // of the small rectangle its trip spans so far.
        let pick = match (around, ahead) {
            (Some(a), Some(b)) if b.capture.cells.len() > a.capture.cells.len() => Some(b),
            (Some(a), _) => Some(a),
            (None, b) => b,
        };
        out.extend(pick);
    }
    out
}

/// The rectangle `cells` span.
fn span(cells: &[Pos]) -> Rect {
    Rect {
        x0: cells.iter().map(|c| c.x).min().unwrap_or(0),
        y0: cells.iter().map(|c| c.y).min().unwrap_or(0),
        x1: cells.iter().map(|c| c.x).max().unwrap_or(0),
        y1: cells.iter().map(|c| c.y).max().unwrap_or(0),
    }
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
