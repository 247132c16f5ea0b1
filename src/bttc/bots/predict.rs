//! Opponents predicted by simple deterministic rules (the contest's 3rd place): keep going
//! while the cell ahead is neutral; else turn onto a neutral side cell (the side alternating
//! with the last turn); else head for the nearest neutral cell. They never attack, except after
//! a time travel: who went back heads for a capture it undid, to spoil it.

use crate::bttc::board::{Pos, AREA, NEUTRAL};

use super::sight::Sight;

/// Each opponent's predicted cells for the next rounds, and when each neutral cell is first
/// claimed by one of them.
#[derive(Clone, Debug)]
pub struct Forecast {
    /// Per opponent (by id), the predicted cell after 1, 2, ... rounds.
    pub paths: Vec<Vec<Pos>>,
    /// Per round ahead (index 0: the coming round), the neutral cells opponents claim then.
    pub claims: Vec<Vec<u16>>,
    /// Per cell, the first round ahead (1-based) an opponent stands on it (`u16::MAX`: never).
    pub first: Vec<u16>,
}

/// A predicted opponent: its cell, its heading and the side it last turned to (1: left).
type Walker = (Pos, Option<(i8, i8)>, i8);

fn heading(trail: &[Pos]) -> Option<(i8, i8)> {
    let n = trail.len();
    let (a, b) = (trail.get(n.wrapping_sub(2))?, trail.get(n.wrapping_sub(1))?);
    let d = (b.x as i8 - a.x as i8, b.y as i8 - a.y as i8);
    (d != (0, 0)).then_some(d)
}

fn offset(p: Pos, d: (i8, i8)) -> Option<Pos> {
    Pos::new(
        i64::from(p.x) + i64::from(d.0),
        i64::from(p.y) + i64::from(d.1),
    )
}

/// The nearest neutral cell to `p` on `owner` (ties: lowest index).
pub fn nearest_neutral(owner: &[u8], p: Pos) -> Option<Pos> {
    (0..AREA)
        .filter(|&i| owner[i] == NEUTRAL)
        .map(Pos::from_index)
        .min_by_key(|c| c.dist(p))
}

/// Predicts every opponent for `rounds` rounds on a copy of the board. With `exact_future`,
/// an opponent repeats what it did in the timeline a time travel undid, while that lasts.
pub fn forecast(sight: &Sight, rounds: usize, exact_future: bool) -> Forecast {
    let mut owner = sight.owner.clone();
    let n = sight.players();
    let mut paths = vec![Vec::new(); n];
    let mut claims = vec![Vec::new(); rounds];
    let mut first = vec![u16::MAX; AREA];
    let mut state: Vec<Option<Walker>> = (0..n)
        .map(|p| {
            let at = sight.pos.get(p).copied().flatten()?;
            let trail = sight.trails.get(p).map_or(&[][..], Vec::as_slice);
            Some((at, heading(trail), 1))
        })
        .collect();
    let bait = if exact_future {
        bait(sight)
    } else {
        Vec::new()
    };
    let mut hunting: Vec<bool> = (0..n)
        .map(|p| !bait.is_empty() && sight.travelers.get(p) == Some(&true))
        .collect();
    for (t, claimed) in claims.iter_mut().enumerate() {
        for (p, slot) in state.iter_mut().enumerate().skip(1) {
            let Some((at, dir, turn)) = *slot else {
                continue;
            };
            // A traveler heads for the nearest cell of a capture it went back to spoil, until
            // it stands in one.
            if hunting[p] && bait[at.index()] {
                hunting[p] = false;
            }
            let hunt = hunting[p]
                .then(|| nearest_bait(&owner, &bait, at))
                .flatten()
                .map(|target| at.step_toward(target));
            hunting[p] &= hunt.is_some();
            // The undone timeline: the cell at the end of round (round - 1 + t + 1).
            let known = exact_future
                .then(|| sight.undone.get(p)?.get(usize::from(sight.round) + t))
                .flatten()
                .copied()
                .filter(|c| c.dist(at) <= 1)
                .filter(|_| sight.travelers.get(p) != Some(&true));
            let (next, new_turn) = match hunt.or(known) {
                Some(next) => (next, turn),
                None => rule_step(&owner, at, dir, turn),
            };
            let i = next.index();
            if owner[i] == NEUTRAL {
                owner[i] = p as u8;
                claimed.push(i as u16);
            }
            if first[i] == u16::MAX {
                first[i] = t as u16 + 1;
            }
            paths[p].push(next);
            let d = (next.x as i8 - at.x as i8, next.y as i8 - at.y as i8);
            *slot = Some((next, if d == (0, 0) { dir } else { Some(d) }, new_turn));
        }
    }
    Forecast {
        paths,
        claims,
        first,
    }
}

/// The simple rules' step from `at`: keep going while the cell ahead is neutral; else turn onto
/// a neutral side cell (the side alternating with the last turn, `turn` 1: left); else head for
/// the nearest neutral cell (or stay). Returns the cell and the side turned to.
fn rule_step(owner: &[u8], at: Pos, dir: Option<(i8, i8)>, turn: i8) -> (Pos, i8) {
    let neutral = |c: Option<Pos>| c.filter(|c| owner[c.index()] == NEUTRAL);
    if let Some(next) = dir.and_then(|d| neutral(offset(at, d))) {
        return (next, turn);
    }
    if let Some(d) = dir {
        // Right of (dx, dy) with y down is (-dy, dx); left is (dy, -dx).
        let right = (-d.1, d.0);
        let left = (d.1, -d.0);
        let sides = if turn > 0 {
            [left, right]
        } else {
            [right, left]
        };
        for (k, s) in sides.into_iter().enumerate() {
            if let Some(c) = neutral(offset(at, s)) {
                return (c, if (k == 0) == (turn > 0) { 1 } else { -1 });
            }
        }
    }
    let next = nearest_neutral(owner, at)
        .map(|target| at.step_toward(target))
        .unwrap_or(at);
    (next, turn)
}

/// Per cell, whether it lies in a capture the undone timeline holds for a player who did not
/// make the time travel (empty when nobody known went back): what the travelers went back for.
fn bait(sight: &Sight) -> Vec<bool> {
    if !sight.travelers.iter().any(|&t| t) {
        return Vec::new();
    }
    let start = usize::from(sight.round);
    let mut fill = crate::bttc::capture::Fill::new();
    let mut bait = vec![false; AREA];
    for (q, undone) in sight.undone.iter().enumerate() {
        if sight.travelers.get(q) == Some(&true) {
            continue;
        }
        for capture in replay_captures(&sight.owner, undone, start, q, &mut fill, usize::MAX) {
            for c in capture.cells {
                bait[usize::from(c)] = true;
            }
        }
    }
    if bait.iter().any(|&b| b) {
        bait
    } else {
        Vec::new()
    }
}

/// The nearest cell to `p` of `bait` still neutral on `owner`.
fn nearest_bait(owner: &[u8], bait: &[bool], p: Pos) -> Option<Pos> {
    (0..AREA)
        .filter(|&i| bait[i] && owner[i] == NEUTRAL)
        .map(Pos::from_index)
        .min_by_key(|c| c.dist(p))
}

/// A region an opponent will capture if it repeats the undone timeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FutureCapture {
    /// The capturing opponent.
    pub player: usize,
    /// Rounds ahead (1-based) when it closes.
    pub after: u16,
    /// The region's cells (row-major).
    pub cells: Vec<u16>,
}

/// The regions opponents will capture if they walk again as in the timeline a time travel
/// undid (their steps simulated under the real rules on the current board).
pub fn future_captures(sight: &Sight) -> Vec<FutureCapture> {
    let start = usize::from(sight.round);
    let mut fill = crate::bttc::capture::Fill::new();
    let mut out = Vec::new();
    for (p, _) in sight.opponents() {
        if let Some(undone) = sight.undone.get(p) {
            out.extend(replay_captures(
                &sight.owner,
                undone,
                start,
                p,
                &mut fill,
                usize::MAX,
            ));
        }
    }
    out
}

/// The regions player `p` captures walking `trail[start..]` again (`trail[k]`: its cell at the
/// end of round `k`) on a board that is `owner` at the end of round `start - 1`, under the real
/// rules with nobody else moving; `after` counts rounds from `start` (1-based). It stops after
/// the first region of at least `enough` cells (`usize::MAX`: it walks the whole trail).
pub fn replay_captures(
    owner: &[u8],
    trail: &[Pos],
    start: usize,
    p: usize,
    fill: &mut crate::bttc::capture::Fill,
    enough: usize,
) -> Vec<FutureCapture> {
    let mut out = Vec::new();
    if trail.len() <= start {
        return out;
    }
    let mut owner = owner.to_vec();
    for (k, &at) in trail.iter().enumerate().skip(start) {
        let older = &trail[..k.saturating_sub(1)];
        let i = at.index();
        if owner[i] == NEUTRAL {
            owner[i] = p as u8;
        }
        if older.iter().any(|q| q.touches(at)) {
            let mut cells = Vec::new();
            fill.capture(&mut owner, p as u8, i, |c| cells.push(c as u16));
            if !cells.is_empty() {
                let stop = cells.len() >= enough;
                out.push(FutureCapture {
                    player: p,
                    after: (k + 1 - start) as u16,
                    cells,
                });
                if stop {
                    break;
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: u8, y: u8) -> Pos {
        Pos { x, y }
    }

    /// Round 10: in the undone timeline the bot walked round the 3 x 3 square (6, 6)-(8, 8)
    /// from round 10 on; opponent 1, at (20, 7), stood still there.
    fn after_travel(travelers: Vec<bool>) -> Sight {
        let mut mine = vec![at(5, 5); 10];
        mine.extend((5..=9).map(|x| at(x, 5)));
        mine.extend((6..=9).map(|y| at(9, y)));
        mine.extend((5..=8).rev().map(|x| at(x, 9)));
        mine.extend((6..=8).rev().map(|y| at(5, y)));
        Sight {
            round: 10,
            limit: 350,
            pos: vec![Some(at(5, 5)), Some(at(20, 7))],
            back: vec![true, false],
            owner: vec![NEUTRAL; AREA],
            trails: vec![vec![at(5, 5); 10], vec![at(20, 7); 10]],
            undone: vec![mine, vec![at(20, 7); 40]],
            travelers,
            going_back: Vec::new(),
        }
    }

    #[test]
    fn a_traveler_heads_for_the_capture_it_went_back_to_spoil() {
        let inside = |c: &Pos| (6..=8).contains(&c.x) && (6..=8).contains(&c.y);
        // Not known to have gone back: it repeats the undone timeline.
        let f = forecast(&after_travel(vec![false, false]), 20, true);
        assert!(f.paths[1].iter().all(|c| *c == at(20, 7)));
        // It went back: it walks to the square and stands in it in 12 rounds.
        let f = forecast(&after_travel(vec![false, true]), 20, true);
        let first = f.paths[1].iter().position(inside);
        assert_eq!(first, Some(11), "{:?}", f.paths[1]);
    }
}
