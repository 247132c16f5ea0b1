//! `paths`' search: a depth-first search over the bot's own future paths under the real rules
//! ([`Board`]), in straight runs, the principal path first, valuing the cells gained and the
//! opponents' coming captures it stands inside first.

use crate::bttc::board::{Pos, AREA, HEIGHT, NEUTRAL, WIDTH};
use crate::bttc::moves::Dir;
use crate::model::Clock;

use super::super::predict::{Forecast, FutureCapture};
use super::super::sight::Sight;
use super::super::sim::straight;
use super::board::Board;
use super::{circling, Knobs};

/// The best path found: its score and cells.
#[derive(Clone, Debug, Default)]
pub(super) struct Best {
    /// Its rate, (gained + smoothing) / (steps + smoothing).
    pub score: f64,
    /// Cells gained (and captures spoiled) along it.
    pub gained: f64,
    /// Its cells, from the bot's next one.
    pub path: Vec<Pos>,
    /// The opponents' coming captures it stands inside first (bit k: capture k).
    pub spoils: Spoiled,
    /// What of `gained` is for its stakes: neutral cells deep in open ground ([`Knobs::stake`]).
    pub staked: f64,
    /// The stakes it takes, in its order.
    pub stakes: Vec<Pos>,
}

/// A depth-first search over the bot's own paths, deepened by the caller.
pub(super) struct Search<'a> {
    /// The board as the path changes it.
    pub board: Board,
    /// The budget (work counted in steps walked).
    clock: &'a mut Clock,
    /// The path being searched.
    path: Vec<Pos>,
    /// The best path found so far.
    pub best: Best,
    /// The best path per first step (kept only when the reasoning is traced).
    pub by_first: Option<[Best; 4]>,
    /// The straight run the search takes from a cell with a neutral neighbour (3, 2 or 1).
    pub stride: usize,
    /// The deepest path of this deepening, in steps.
    pub limit: usize,
    /// False when a branch was cut by the depth limit (a deeper search may find more).
    pub cut: bool,
    /// True when the clock ran out.
    pub out: bool,
    /// Nodes already counted on the clock.
    counted: u64,
    /// The search's knobs.
    knobs: Knobs,
    /// Per cell, the opponents' future captures it lies in (bit k: capture k).
    pub deny_cell: Vec<Spoiled>,
    /// Per future capture: the round ahead it closes and what spoiling it is worth.
    pub deny: Vec<(u16, f64)>,
    /// Per cell, the future captures within [`WALLS`] steps of it (bit k: capture k), and the steps.
    deny_near: Vec<Within>,
    /// Per future capture, its cells.
    pub deny_cells: Vec<Vec<Pos>>,
    /// The path's length when its last step captured a region.
    closed: usize,
    /// The principal path (the best of the last deepening, or of the last turn): searched first.
    pub principal: Vec<Pos>,
    /// A first step not to take (the cell the bot keeps rocking back to).
    pub banned: Option<Pos>,
    /// Per cell, how deep in open ground it lies ([`open_ground`]; empty without stakes).
    ground: Vec<u8>,
    /// Per step of the path, what its stake is worth (0 for none; empty without stakes).
    staked: Vec<f64>,
}

/// How many taken cells deep a path may cross toward a capture it can spoil.
const WALLS: u8 = 2;

/// Per cell, the captures (a [`Spoiled`] mask) within 0, 1, ... [`WALLS`] steps of it: entry
/// `d` holds every capture with a cell at most `d` steps away.
type Within = [Spoiled; WALLS as usize + 1];

/// Per cell, the captures of `deny_cell` within each number of steps up to [`WALLS`].
fn near_spoils(deny_cell: &[Spoiled]) -> Vec<Within> {
    let mut near: Vec<Within> = deny_cell.iter().map(|&k| [k; WALLS as usize + 1]).collect();
    for d in 1..=WALLS as usize {
        let last: Vec<Spoiled> = near.iter().map(|w| w[d - 1]).collect();
        for (i, slot) in near.iter_mut().enumerate() {
            let p = Pos::from_index(i);
            slot[d] = p.sides().fold(last[i], |m, n| m | last[n.index()]);
        }
    }
    near
}

/// The steps from a cell to the nearest capture not yet `spoiled`, if one is within [`WALLS`].
fn nearest_open(within: &Within, spoiled: Spoiled) -> Option<u8> {
    (0..=WALLS).find(|&d| within[usize::from(d)] & !spoiled != 0)
}

/// The depth of open ground counted up to this.
const GROUND: u8 = 3;

/// Per cell, how deep in open ground it lies: its distance (in king's steps, as a capture's
/// flood goes) to the nearest cell that is taken or off the board, up to [`GROUND`]. A stake
/// 2 or more deep spoils any loop an opponent draws around it (a captured region may touch no
/// other player's cell), and walls the bot's own later loops.
fn open_ground(owner: &[u8]) -> Vec<u8> {
    (0..AREA)
        .map(|i| {
            let p = Pos::from_index(i);
            let (x, y) = (i64::from(p.x), i64::from(p.y));
            let edge = (x + 1)
                .min(y + 1)
                .min(WIDTH as i64 - x)
                .min(HEIGHT as i64 - y)
                .min(i64::from(GROUND));
            let mut d = edge as u8;
            for r in 1..i64::from(d) {
                let near = (-r..=r).any(|dx| {
                    (-r..=r).any(|dy| {
                        Pos::new(x + dx, y + dy)
                            .is_some_and(|q| owner.get(q.index()).is_some_and(|&o| o != NEUTRAL))
                    })
                });
                if near {
                    d = r as u8;
                    break;
                }
            }
            if owner.get(i).is_some_and(|&o| o != NEUTRAL) {
                d = 0;
            }
            d
        })
        .collect()
}

/// Future captures already spoiled along the path (bit k: capture k).
pub(super) type Spoiled = u32;

impl<'a> Search<'a> {
    /// A search from where the bot stands in `sight`, within `clock`, with the opponents moving
    /// as `forecast` says and `spoil` (their coming captures and what stopping each is worth)
    /// to value; `principal` is searched first, and `by_first` keeps the best path per first
    /// step (for the page).
    pub fn new(
        sight: &Sight,
        clock: &'a mut Clock,
        knobs: Knobs,
        forecast: Forecast,
        principal: Vec<Pos>,
        by_first: bool,
        spoil: &[(FutureCapture, f64)],
    ) -> Search<'a> {
        let trail = sight.trails.first().map_or(&[][..], Vec::as_slice);
        let mut search = Search {
            board: Board::new(sight, forecast),
            clock,
            path: Vec::new(),
            best: Best::default(),
            by_first: by_first.then(Default::default),
            stride: 3,
            limit: 0,
            cut: false,
            out: false,
            counted: 0,
            knobs,
            deny_cell: vec![0; AREA],
            deny: Vec::new(),
            deny_near: vec![[0; WALLS as usize + 1]; AREA],
            deny_cells: Vec::new(),
            closed: usize::MAX,
            principal,
            banned: knobs.steady.then(|| circling(trail)).flatten(),
            ground: if knobs.stake > 0.0 {
                open_ground(&sight.owner)
            } else {
                Vec::new()
            },
            staked: Vec::new(),
        };
        for (fc, worth) in spoil.iter().take(Spoiled::BITS as usize) {
            let bit: Spoiled = 1 << search.deny.len();
            search.deny.push((fc.after, *worth));
            let cells = fc.cells.iter().map(|&c| Pos::from_index(usize::from(c)));
            search.deny_cells.push(cells.collect());
            for &c in &fc.cells {
                if let Some(slot) = search.deny_cell.get_mut(usize::from(c)) {
                    *slot |= bit;
                }
            }
        }
        search.deny_near = near_spoils(&search.deny_cell);
        search
    }
}

impl Search<'_> {
    /// Walks one cell; returns the value gained.
    fn walk(&mut self, cell: Pos, spoiled: &mut Spoiled) -> f64 {
        let depth = self.path.len();
        let (claimed, captured) = self.board.step(cell, depth);
        self.path.push(cell);
        let t = depth as i64 + 1;
        let mut value = f64::from(claimed);
        if claimed > 0 {
            // Standing first on a cell of an opponent's coming capture spoils it (every
            // capture the cell lies in).
            let mut open = self.deny_cell[cell.index()] & !*spoiled;
            while open != 0 {
                let k = open.trailing_zeros() as usize;
                open &= open - 1;
                if let Some(&(after, worth)) = self.deny.get(k) {
                    if t <= i64::from(after) {
                        *spoiled |= 1 << k;
                        value += worth;
                    }
                }
            }
        }
        // A stake: a neutral cell taken deep in open ground.
        let stake = match self.ground.get(cell.index()) {
            Some(&depth) if claimed > 0 && depth >= 2 => {
                self.knobs.stake * f64::from(depth - 1) / f64::from(GROUND - 1)
            }
            _ => 0.0,
        };
        // (Kept only where stakes count: `paths` walks without them.)
        if !self.ground.is_empty() {
            self.staked.push(stake);
        }
        value += stake;
        if captured > 0 {
            self.closed = self.path.len();
        }
        value += f64::from(captured);
        value
    }

    /// Takes back the path's last `steps` steps (the board is undone by its mark).
    fn unwalk(&mut self, steps: usize) {
        self.path.truncate(self.path.len() - steps);
        self.staked.truncate(self.path.len());
    }

    /// The best path's record of the path walked so far.
    fn found(&self, score: f64, gained: f64, spoils: Spoiled) -> Best {
        Best {
            score,
            gained,
            path: self.path.clone(),
            spoils,
            staked: self.staked.iter().sum(),
            stakes: (self.path.iter().zip(&self.staked))
                .filter(|&(_, &s)| s > 0.0)
                .map(|(&p, _)| p)
                .collect(),
        }
    }

    /// Keeps the path walked so far as its first step's best when it rates higher.
    fn keep_by_first(&mut self, score: f64, gained: f64, spoils: Spoiled) {
        let start = self.board.start;
        let Some(d) = (self.path.first())
            .and_then(|&first| Dir::ALL.iter().position(|d| d.from(start) == Some(first)))
        else {
            return;
        };
        let better = (self.by_first.as_ref().and_then(|b| b.get(d)))
            .is_some_and(|slot| score > slot.score + 1e-9);
        if better {
            let found = self.found(score, gained, spoils);
            if let Some(slot) = self.by_first.as_mut().and_then(|b| b.get_mut(d)) {
                *slot = found;
            }
        }
    }

    /// True when stepping from `from` onto `wall` (a cell taken) comes nearer to a capture it
    /// can still spoil, within [`WALLS`] steps of it (captures already spoiled along the path
    /// do not count, however near).
    fn crosses_into_spoil(&self, from: Pos, wall: Pos, spoiled: Spoiled) -> bool {
        let near = |p: Pos| nearest_open(&self.deny_near[p.index()], spoiled);
        match near(wall) {
            Some(d) => d < near(from).unwrap_or(WALLS + 1),
            None => false,
        }
    }

    /// Walks the shortest way (over any cells) to the nearest neutral cell of a capture it can
    /// still spoil, then searches on from there.
    fn beeline(&mut self, gained: f64, spoiled: Spoiled) {
        let at = self.board.at;
        let owner = &self.board.owner;
        let target = (0..self.deny.len())
            .filter(|k| spoiled & (1 << k) == 0)
            .flat_map(|k| self.deny_cells[k].iter().copied())
            .filter(|c| owner[c.index()] == NEUTRAL)
            .min_by_key(|c| c.dist(at));
        let Some(target) = target.filter(|c| c.dist(at) >= 2) else {
            return;
        };
        let mark = self.board.mark();
        let mut spoiled = spoiled;
        let mut total = gained;
        let mut steps = 0;
        for cell in straight(at, target) {
            if self.path.len() >= self.limit {
                break;
            }
            total += self.walk(cell, &mut spoiled);
            steps += 1;
        }
        self.dfs(total, spoiled, false);
        self.unwalk(steps);
        self.board.undo(mark);
    }

    /// The four directions from `at`, the principal path's next step first when the path so
    /// far follows it.
    fn order(&self, at: Pos, on_principal: bool) -> [Dir; 4] {
        let mut dirs = Dir::ALL;
        let next = self.principal.get(self.path.len()).filter(|_| on_principal);
        if let Some(k) = next.and_then(|&n| dirs.iter().position(|d| d.from(at) == Some(n))) {
            dirs[..=k].rotate_right(1);
        }
        dirs
    }

    /// True when the cells walked since `depth` follow the principal path.
    fn follows(&self, depth: usize) -> bool {
        self.principal.get(depth..self.path.len()) == self.path.get(depth..)
    }

    pub fn dfs(&mut self, gained: f64, spoiled: Spoiled, on_principal: bool) {
        let depth = self.path.len();
        let smooth = self.knobs.smooth;
        let score = (gained + smooth) / (depth as f64 + smooth);
        if depth > 0 && score > self.best.score + 1e-9 {
            self.best = self.found(score, gained, spoiled);
        }
        // The best path per first step (kept only for the page: nothing to do in play).
        if self.by_first.is_some() {
            self.keep_by_first(score, gained, spoiled);
        }
        if depth >= self.limit {
            self.cut = true;
            return;
        }
        if self.board.nodes >= self.counted + 32 {
            self.clock.spend(self.board.nodes - self.counted);
            self.counted = self.board.nodes;
            self.out = self.clock.out();
        }
        if self.out {
            return;
        }
        let at = self.board.at;
        // At the root and right after closing a loop: straight for a capture it can spoil.
        let just_closed = std::mem::replace(&mut self.closed, usize::MAX) == depth;
        if (depth == 0 && self.banned.is_none()) || just_closed {
            self.beeline(gained, spoiled);
            if self.out {
                return;
            }
        }
        let neutral = |b: &Board, p: Pos| b.owner[p.index()] == NEUTRAL;
        let any_neutral = at.sides().any(|p| neutral(&self.board, p));
        for d in self.order(at, on_principal) {
            let Some(first) = d.from(at) else { continue };
            if depth == 0 && self.banned == Some(first) {
                continue;
            }
            let mark = self.board.mark();
            let mut spoiled = spoiled;
            let mut total = gained;
            if any_neutral && !neutral(&self.board, first) {
                // Over a wall only into a capture it can still spoil.
                if !self.crosses_into_spoil(at, first, spoiled) {
                    continue;
                }
                total += self.walk(first, &mut spoiled);
                let on = on_principal && self.follows(depth);
                self.dfs(total, spoiled, on);
                self.unwalk(1);
            } else if any_neutral {
                // A straight run over neutral cells, up to the stride.
                let mut cell = first;
                let mut steps = 0;
                loop {
                    total += self.walk(cell, &mut spoiled);
                    steps += 1;
                    match d.from(cell) {
                        Some(n)
                            if steps < self.stride
                                && self.path.len() < self.limit
                                && neutral(&self.board, n) =>
                        {
                            cell = n
                        }
                        _ => break,
                    }
                }
                let on = on_principal && self.follows(depth);
                self.dfs(total, spoiled, on);
                self.unwalk(steps);
            } else {
                let steps = self.path.len() as u16 + 1;
                if self.board.entered[first.index()] <= steps {
                    continue;
                }
                self.board.entered[first.index()] = steps;
                total += self.walk(first, &mut spoiled);
                let on = on_principal && self.follows(depth);
                self.dfs(total, spoiled, on);
                self.unwalk(1);
            }
            self.board.undo(mark);
            if self.out {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Open ground is counted in king's steps from taken cells and the board's edge.
    #[test]
    fn open_ground_is_deep_away_from_taken_cells_and_the_edge() {
        let mut owner = vec![NEUTRAL; AREA];
        let taken = Pos::new(10, 10).map_or(0, |p| p.index());
        owner[taken] = 1;
        let ground = open_ground(&owner);
        let at = |x, y| Pos::new(x, y).map_or(99, |p| ground[p.index()]);
        assert_eq!([at(0, 0), at(1, 1), at(2, 2), at(17, 5)], [1, 2, 3, 3]);
        assert_eq!(
            [at(10, 10), at(11, 11), at(12, 8), at(13, 10)],
            [0, 1, 2, 3]
        );
        assert_eq!([at(34, 19), at(33, 18), at(32, 17)], [1, 2, 3]);
    }

    /// The steps from a cell to the nearest capture not in `spoiled`, with the captures' masks
    /// on (5, 5) and (8, 5).
    fn nearest(masks: [Spoiled; 2]) -> impl Fn(i64, i64, Spoiled) -> Option<u8> {
        let mut deny = vec![0; AREA];
        for (x, mask) in [5, 8].into_iter().zip(masks) {
            if let Some(p) = Pos::new(x, 5) {
                deny[p.index()] = mask;
            }
        }
        let near = near_spoils(&deny);
        move |x, y, spoiled| Pos::new(x, y).and_then(|p| nearest_open(&near[p.index()], spoiled))
    }

    #[test]
    fn a_cell_in_two_captures_leads_to_both() {
        let at = nearest([0b11, 0b100]);
        assert_eq!(at(5, 5, 0), Some(0));
        assert_eq!(at(6, 5, 0), Some(1));
        assert_eq!(at(7, 5, 0), Some(1));
        assert_eq!(at(6, 6, 0), Some(2));
        assert_eq!(at(5, 7, 0), Some(2));
        assert_eq!(at(5, 8, 0), None);
        // Standing on (5, 5) spoils both captures there: from (6, 5) only the third is left.
        assert_eq!(at(6, 5, 0b11), Some(2));
        assert_eq!(at(6, 6, 0b11), None);
        assert_eq!(at(6, 5, 0b01), Some(1));
    }

    #[test]
    fn a_spoiled_capture_does_not_hide_a_farther_open_one() {
        let at = nearest([0b1, 0b10]);
        // From (7, 5) the nearest is the capture on (8, 5), one step; with it spoiled, the one on
        // (5, 5), two steps away, still counts.
        assert_eq!(at(7, 5, 0), Some(1));
        assert_eq!(at(7, 5, 0b10), Some(2));
        assert_eq!(at(8, 5, 0b10), None);
    }
}
