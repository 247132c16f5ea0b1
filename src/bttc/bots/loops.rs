//! Opponents' open loops: an opponent that left its land and has been claiming a new cell every
//! round is walking a loop. Three forecasts of how it closes, walked under the real rules, the
//! biggest region kept: around the rectangle its trip spans (the way that closes first), on
//! along its forecast walk (keep going, turn where blocked), and on straight for a few steps
//! and then home by the shortest way, as a bot scoring cells per step closes (the run of the
//! best (cells + 20) / (rounds + 20)). Standing first on one of the region's cells spoils it (a
//! captured region must have no other player's cell beside it).

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
    /// Whether the trip began at its start cell, with no land taken yet.
    pub from_start: bool,
    /// The rectangle its trip spans, closed as forecast.
    pub rect: Rect,
    /// Which forecast this is.
    pub how: Closing,
}

/// How an open loop is forecast to close.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closing {
    /// Around the rectangle its trip spans.
    Around,
    /// Along its forecast walk (keep going, turn where blocked).
    Onward,
    /// On straight a few steps, then home by the shortest way.
    Home,
}

impl OpenLoop {
    /// How it closes, as the move's sentences say it: "walking on around (9, 9)-(34, 19)".
    pub fn way(&self) -> String {
        let r = &self.rect;
        let rect = format!("({}, {})-({}, {})", r.x0, r.y0, r.x1, r.y1);
        match self.how {
            Closing::Around | Closing::Onward => format!("walking on around {rect}"),
            Closing::Home => {
                format!("going on a little and then home by the shortest way, around {rect}")
            }
        }
    }
}

/// The open loops of the opponents. `scores[k]` are the players' scores at the end of round `k`
/// of this timeline (as `trails[p][k]` are their cells); a round in which a player's score grew
/// by exactly one is a step of a trip (it claimed the cell it stepped on, captured nothing).
/// `forecast` is the opponents' predicted walk: each trip is also walked on along it, and
/// walked home early; the biggest of the three regions is kept.
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
                from_start: start == 0,
                rect,
                how: Closing::Around,
            });
        }
        let mut ahead = None;
        if trip >= SHORTEST_HEADING && last == trail.len() {
            let path = forecast.paths.get(p).map_or(&[][..], Vec::as_slice);
            let path = &path[..path.len().min(HEADING_REACH)];
            let walked: Vec<Pos> = trail[..last].iter().chain(path).copied().collect();
            ahead = first_loop(sight, &walked, last, p, &mut fill).map(|capture| OpenLoop {
                rect: span(&walked[start..last + usize::from(capture.after)]),
                capture,
                trip,
                from_start: start == 0,
                how: Closing::Onward,
            });
        }
        let home = if trip >= SHORTEST_HEADING && last == trail.len() {
            forecast_home(sight, p, &trail[..last], start, &mut fill)
        } else {
            None
        };
        // The biggest forecast: a bot walking a giant loop goes on straight past the corner
        // of the small rectangle its trip spans so far, and one that turns for home early
        // closes its loop along a wall of its own beside ours.
        let pick = [around, ahead, home].into_iter().flatten().reduce(|a, b| {
            if b.capture.cells.len() > a.capture.cells.len() {
                b
            } else {
                a
            }
        });
        out.extend(pick);
    }
    out
}

/// The first region of at least [`SMALLEST`] cells player `p` captures walking
/// `walked[last..]` on from the board now.
fn first_loop(
    sight: &Sight,
    walked: &[Pos],
    last: usize,
    p: usize,
    fill: &mut Fill,
) -> Option<FutureCapture> {
    replay_captures(&sight.owner, walked, last, p, fill, SMALLEST)
        .into_iter()
        .find(|c| c.cells.len() >= SMALLEST)
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

/// Straight steps an opponent on a trip is tried going on before it turns for home.
const HOME_RUNS: [usize; 7] = [0, 1, 2, 4, 6, 9, 12];

/// Player `p` going on straight for a few steps and then home by the shortest way (either
/// L): the loop a bot scoring captured cells per step closes, the best of those by
/// (cells + 20) / (rounds + 20). `trail[start]` is the cell it left its land from.
fn forecast_home(
    sight: &Sight,
    p: usize,
    trail: &[Pos],
    start: usize,
    fill: &mut Fill,
) -> Option<OpenLoop> {
    let last = trail.len();
    let (&at, &before) = (trail.last()?, trail.get(last.checked_sub(2)?)?);
    let heading = (
        i64::from(at.x) - i64::from(before.x),
        i64::from(at.y) - i64::from(before.y),
    );
    // Home: the cells it stood on before the trip (coming next to one closes the loop).
    let home = &trail[..=start];
    let mut best: Option<(f64, OpenLoop)> = None;
    for run in HOME_RUNS {
        let mut path = Vec::new();
        let mut q = at;
        for _ in 0..run {
            match Pos::new(i64::from(q.x) + heading.0, i64::from(q.y) + heading.1) {
                Some(n) => {
                    path.push(n);
                    q = n;
                }
                None => break,
            }
        }
        let Some(&target) = home.iter().min_by_key(|h| h.dist(q)) else {
            continue;
        };
        for x_first in [true, false] {
            let mut walked: Vec<Pos> = trail.iter().chain(&path).copied().collect();
            let mut c = q;
            while c.dist(target) > 1 && walked.len() < last + HEADING_REACH {
                let dx = i64::from(target.x) - i64::from(c.x);
                let dy = i64::from(target.y) - i64::from(c.y);
                let step = if (x_first && dx != 0) || dy == 0 {
                    (dx.signum(), 0)
                } else {
                    (0, dy.signum())
                };
                let Some(n) = Pos::new(i64::from(c.x) + step.0, i64::from(c.y) + step.1) else {
                    break;
                };
                walked.push(n);
                c = n;
            }
            let Some(capture) = first_loop(sight, &walked, last, p, fill) else {
                continue;
            };
            let rate = (capture.cells.len() as f64 + 20.0) / (f64::from(capture.after) + 20.0);
            if best.as_ref().is_none_or(|(r, _)| rate > *r) {
                let rect = span(&walked[start..last + usize::from(capture.after)]);
                best = Some((
                    rate,
                    OpenLoop {
                        capture,
                        trip: last - 1 - start,
                        from_start: start == 0,
                        rect,
                        how: Closing::Home,
                    },
                ));
            }
        }
    }
    best.map(|(_, l)| l)
}
