//! `paths` (the contest's 3rd place idea): a depth-first search over the bot's own future paths
//! under the real rules, with opponents moving as [`super::predict`] forecasts. Pruning: from
//! a cell with a neutral neighbour only neutral cells are tried, in straight runs of up to 3
//! cells (then 2, then 1 once the tree is exhausted); with none, a non-neutral cell is entered
//! only by a path that gets there sooner than any before it. A path's rate is (cells gained + 20) / (steps + 20); the search
//! deepens while the budget lasts, and the bot takes the first step of the best path. Each
//! deepening tries the principal path first (the best path so far, at first the rest of last
//! turn's), so a deepening the clock cuts short has already extended it: against the build
//! without this, `best` won 68 of 100 games (30 lost, 2 shared), both thinking 20 ms a turn.

use crate::bttc::board::{Pos, AREA, NEUTRAL};
use crate::bttc::capture::Fill;
use crate::bttc::moves::{Dir, Move};
use crate::trace::TraceEvent;
use crate::words::plural;

use super::exposure::{exposure, first_capture, Exposure};
use super::nearest::Nearest;
use super::predict::{forecast, Forecast, FutureCapture};
use super::sight::Sight;
use super::sim::straight;
use crate::model::describe::Algorithm;
use crate::model::Clock;
use crate::thinking::Reasoning;

const NEVER: u16 = u16::MAX;
/// Added to both sides of a path's score.
const SMOOTH: f64 = 20.0;
/// Deepest path, in steps.
const MAX_DEPTH: usize = 42;

/// The board as the searched path changes it, with an undo log.
struct Board {
    owner: Vec<u8>,
    first: Vec<u16>,
    now: u16,
    at: Pos,
    /// Where the bot stands now (the root of the search).
    start: Pos,
    log: Vec<(u16, u8)>,
    first_log: Vec<u16>,
    fill: Fill,
    forecast: Forecast,
    /// The fewest steps after which a path entered each non-neutral cell (a later path must
    /// get there sooner).
    entered: Vec<u16>,
    nodes: u64,
}

/// Where to return to.
#[derive(Clone, Copy)]
struct Mark {
    log: usize,
    first_log: usize,
    now: u16,
    at: Pos,
}

impl Board {
    fn mark(&self) -> Mark {
        Mark {
            log: self.log.len(),
            first_log: self.first_log.len(),
            now: self.now,
            at: self.at,
        }
    }

    fn undo(&mut self, m: Mark) {
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

    fn set(&mut self, c: usize, o: u8) {
        self.log.push((c as u16, self.owner[c]));
        self.owner[c] = o;
    }

    /// One step (`depth` rounds ahead, 0-based); returns the cells claimed and captured.
    fn step(&mut self, to: Pos, depth: usize) -> (u32, u32) {
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

/// The best path found: its score and cells.
#[derive(Clone, Debug, Default)]
struct Best {
    score: f64,
    /// Cells gained (and captures spoiled) along it.
    gained: f64,
    path: Vec<Pos>,
    /// The opponents' coming captures it stands inside first (bit k: capture k).
    spoils: Spoiled,
}

/// The search's knobs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Knobs {
    /// Trust the timeline a time travel undid for where opponents go (they repeat it).
    pub exact_future: bool,
    /// Added to both sides of a path's score.
    pub smooth: f64,
    /// Stop circling: after standing on a few cells only for some rounds, do not step back.
    pub steady: bool,
}

impl Default for Knobs {
    fn default() -> Self {
        Knobs {
            exact_future: false,
            smooth: SMOOTH,
            steady: false,
        }
    }
}

/// The `paths` bot.
#[derive(Clone, Debug, Default)]
pub struct Paths {
    knobs: Knobs,
    fallback: Nearest,
    /// The best path of the last turn (its first cell is where the bot meant to step).
    plan: Vec<Pos>,
    /// The cells the first loop of that path would capture (empty when it closes none).
    planned_loop: Vec<Pos>,
    /// The round that path was planned in.
    planned_round: Option<u16>,
}

impl Paths {
    /// Last turn's loop, in words (a sentence to go first), when an opponent now stands on one
    /// of its cells that is not the bot's: a captured region may hold no other player's cell, so
    /// the loop is spoiled and its plan given up. Empty otherwise (also after a time travel).
    fn loop_given_up(&self, sight: &Sight) -> String {
        if self.planned_round.map(|r| r + 1) != Some(sight.round) {
            return String::new();
        }
        let inside = sight.opponents().find(|&(_, q)| {
            self.planned_loop.contains(&q) && sight.owner.get(q.index()).is_some_and(|&o| o != 0)
        });
        match inside {
            Some((_, q)) => format!(
                "Its plan of last turn would have closed a loop around {}, but an opponent stands inside it at ({}, {}) as this round begins, which spoils it (a captured region may hold no other player's cell): that plan is given up. ",
                plural(self.planned_loop.len() as u64, "cell", "cells"),
                q.x,
                q.y
            ),
            None => String::new(),
        }
    }

    /// The contest's 3rd place's search.
    pub fn new() -> Paths {
        Paths::default()
    }

    /// The search with these knobs.
    pub fn with(knobs: Knobs) -> Paths {
        Paths {
            knobs,
            ..Paths::default()
        }
    }
}

struct Search<'a> {
    board: Board,
    clock: &'a mut Clock,
    path: Vec<Pos>,
    best: Best,
    /// The best path per first step (kept only when the reasoning is traced).
    by_first: Option<[Best; 4]>,
    stride: usize,
    limit: usize,
    /// False when a branch was cut by the depth limit (a deeper search may find more).
    cut: bool,
    out: bool,
    /// Nodes already counted on the clock.
    counted: u64,
    knobs: Knobs,
    /// Per cell, the opponents' future captures it lies in (bit k: capture k).
    deny_cell: Vec<Spoiled>,
    /// Per future capture: the round ahead it closes and what spoiling it is worth.
    deny: Vec<(u16, f64)>,
    /// Per cell, the future captures within [`WALLS`] steps of it (bit k: capture k), and the steps.
    deny_near: Vec<Within>,
    /// Per future capture, its cells.
    deny_cells: Vec<Vec<Pos>>,
    /// The path's length when its last step captured a region.
    closed: usize,
    /// The principal path (the best of the last deepening, or of the last turn): searched first.
    principal: Vec<Pos>,
    /// A first step not to take (the cell the bot keeps rocking back to).
    banned: Option<Pos>,
}

/// Rounds looked back at for a bot going round in circles.
const CIRCLING_ROUNDS: usize = 8;

/// The cell to stop stepping back to, when the bot has stood on at most 4 cells in the last
/// [`CIRCLING_ROUNDS`] rounds: its search re-plans each round from a forecast that flips with
/// an opponent's heading, and can step back and forth (A, B, A, B, or up and down a column)
/// for the rest of the game (a game against `rectangles` stalled so at 69 - 41 for 300 rounds).
pub fn circling(trail: &[Pos]) -> Option<Pos> {
    let n = trail.len();
    let last = trail.get(n.checked_sub(CIRCLING_ROUNDS + 1)?..)?;
    let mut cells: Vec<Pos> = last.to_vec();
    cells.sort_by_key(|c| c.index());
    cells.dedup();
    let (prev, at) = (last[CIRCLING_ROUNDS - 1], last[CIRCLING_ROUNDS]);
    (cells.len() <= 4 && prev != at).then_some(prev)
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

/// Future captures already spoiled along the path (bit k: capture k).
type Spoiled = u32;

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
        if captured > 0 {
            self.closed = self.path.len();
        }
        value += f64::from(captured);
        value
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
        self.path.truncate(self.path.len() - steps);
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

    fn dfs(&mut self, gained: f64, spoiled: Spoiled, on_principal: bool) {
        let depth = self.path.len();
        let smooth = self.knobs.smooth;
        let score = (gained + smooth) / (depth as f64 + smooth);
        if depth > 0 && score > self.best.score + 1e-9 {
            self.best = Best {
                score,
                gained,
                path: self.path.clone(),
                spoils: spoiled,
            };
        }
        if let (Some(by_first), Some(&first)) = (self.by_first.as_mut(), self.path.first()) {
            let start = self.board.start;
            let d = Dir::ALL.iter().position(|d| d.from(start) == Some(first));
            if let Some(slot) = d.and_then(|d| by_first.get_mut(d)) {
                if score > slot.score + 1e-9 {
                    *slot = Best {
                        score,
                        gained,
                        path: self.path.clone(),
                        spoils: spoiled,
                    };
                }
            }
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
                self.path.pop();
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
                self.path.truncate(self.path.len() - steps);
            } else {
                let steps = self.path.len() as u16 + 1;
                if self.board.entered[first.index()] <= steps {
                    continue;
                }
                self.board.entered[first.index()] = steps;
                total += self.walk(first, &mut spoiled);
                let on = on_principal && self.follows(depth);
                self.dfs(total, spoiled, on);
                self.path.pop();
            }
            self.board.undo(mark);
            if self.out {
                return;
            }
        }
    }
}

/// The strategy (the bot's turn: [`super::BotAgent`] makes it an agent).
impl Paths {
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    pub fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Reasoning>,
    ) -> Move {
        self.decide_spoiling(sight, clock, trace, &[])
    }
}

impl Paths {
    /// The move, valuing `spoil` (opponents' coming captures and what stopping each is worth):
    /// a path that stands first on a cell of one in time gains that much.
    pub fn decide_spoiling(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        mut trace: Option<&mut Reasoning>,
        spoil: &[(FutureCapture, f64)],
    ) -> Move {
        let me = sight.me();
        let given_up = self.loop_given_up(sight);
        if let Some(t) = trace.as_deref_mut() {
            t.step(
                FORECAST,
                || format!("The opponents are forecast {MAX_DEPTH} rounds ahead: each keeps its heading or repeats its last turn (after a time travel, it repeats the undone timeline; the one who went back heads for the nearest cell of a capture it undid, to spoil it)."),
                || forecast_events(sight, self.knobs.exact_future),
            );
        }
        let forecast = forecast(sight, MAX_DEPTH, self.knobs.exact_future);
        let trail = sight.trails.first().map_or(&[][..], Vec::as_slice);
        let mut first = vec![NEVER; AREA];
        for (k, p) in trail.iter().enumerate() {
            let f = &mut first[p.index()];
            if *f == NEVER {
                *f = k as u16;
            }
        }
        let board = Board {
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
        };
        let left = usize::from(sight.rounds_left());
        let mut search = Search {
            board,
            clock,
            path: Vec::new(),
            best: Best::default(),
            by_first: trace
                .as_ref()
                .is_some_and(|t| t.draws())
                .then(Default::default),
            stride: 3,
            limit: 0,
            cut: false,
            out: false,
            counted: 0,
            knobs: self.knobs,
            deny_cell: vec![0; AREA],
            deny: Vec::new(),
            deny_near: vec![[0; WALLS as usize + 1]; AREA],
            deny_cells: Vec::new(),
            closed: usize::MAX,
            principal: match self.plan.split_first() {
                Some((&first, rest)) if first == me => rest.to_vec(),
                _ => Vec::new(),
            },
            banned: self.knobs.steady.then(|| circling(trail)).flatten(),
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
        'strides: for stride in [3, 2, 1] {
            search.stride = stride;
            let mut limit = 6;
            loop {
                search.limit = limit.min(left).min(MAX_DEPTH);
                search.cut = false;
                search.board.entered.iter_mut().for_each(|e| *e = u16::MAX);
                search.board.entered[me.index()] = 0;
                search.dfs(0.0, 0, true);
                if !search.principal.starts_with(&search.best.path) {
                    search.principal.clone_from(&search.best.path);
                }
                if let Some(t) = trace.as_deref_mut() {
                    let (limit, nodes, out) = (search.limit, search.board.nodes, search.out);
                    let best = &search.best;
                    t.step(
                        DEEPEN,
                        || {
                            format!(
                                "Runs of {stride} straight cells, paths up to {limit} steps: {} paths visited so far{}; the best: +{} cells in {} steps, rate ({} + 20) / ({} + 20) = {:.3}.",
                                crate::thinking::count(nodes as usize),
                                if out { " (the time ran out)" } else { "" },
                                worth(best.gained),
                                best.path.len(),
                                worth(best.gained),
                                best.path.len(),
                                best.score
                            )
                        },
                        || path_events(sight, best, spoil_worth(&search.deny, best.spoils), "plan"),
                    );
                }
                if search.out {
                    break 'strides;
                }
                if !search.cut || search.limit >= left.min(MAX_DEPTH) {
                    break;
                }
                limit += 6;
            }
        }
        let banned = search.banned;
        let best = search.best;
        // What of the best path's gain is spoiling: the opponents' coming captures it stands
        // inside first, and what stopping them is worth.
        let spoiling = (
            best.spoils.count_ones(),
            spoil_worth(&search.deny, best.spoils),
        );
        self.plan.clone_from(&best.path);
        self.planned_loop = first_capture(sight, &best.path).map_or_else(Vec::new, |(_, r)| r);
        self.planned_round = Some(sight.round);
        let spoil_of = |path: &Best| spoil_worth(&search.deny, path.spoils);
        let smooth = self.knobs.smooth;
        if let Some(t) = trace.as_deref_mut() {
            for (d, other) in search.by_first.iter().flatten().enumerate() {
                let Some(&first) = other.path.first() else {
                    continue;
                };
                let chosen = best.path.first() == Some(&first);
                t.step(
                    BY_FIRST,
                    || {
                        let risk = Exposure::clause(sight, &other.path);
                        format!(
                            "First step {} to ({}, {}): its best path gains {} cells in {}, {}{}{}.",
                            Dir::ALL.get(d).map_or("?", |d| d.name()),
                            first.x,
                            first.y,
                            worth(other.gained),
                            plural(other.path.len() as u64, "step", "steps"),
                            rate_text(other, smooth),
                            risk,
                            if chosen { ": the best" } else { "" }
                        )
                    },
                    || path_events(sight, other, spoil_of(other), if chosen { "plan" } else { "candidates" }),
                );
            }
        }
        if let Some(t) = trace.as_deref_mut() {
            for other in search.by_first.iter().flatten() {
                if other.path.first() != best.path.first() {
                    trace_path(t, sight, other, spoil_of(other), "candidates");
                }
            }
            trace_path(t, sight, &best, spoil_of(&best), "plan");
            for event in forecast_events(sight, self.knobs.exact_future) {
                t.draw(|| event);
            }
        }
        match best.path.first() {
            Some(&p) if best.score > 1.0 + 1e-9 => {
                if let Some(t) = trace {
                    // The sentence starts with what the plan is for: spoiling, when that is most
                    // of its gain, else its first loop and who could spoil it (said once, there).
                    let spoils_most = spoiling.0 > 0 && 2.0 * spoiling.1 >= best.gained;
                    let first_loop = exposure(sight, &best.path);
                    let (gist, risk) = match &first_loop {
                        _ if spoils_most => (
                            spoil_gist(&search.deny, &search.deny_cells, &best),
                            Exposure::clause_of(first_loop.as_ref()),
                        ),
                        Some(e) => (format!("{} ", e.gist()), String::new()),
                        None => (
                            "Plans no loop yet: it takes the neutral cells on its way. "
                                .to_string(),
                            String::new(),
                        ),
                    };
                    let circling = banned.map_or(String::new(), |c| format!("; it has stood on at most 4 cells for {CIRCLING_ROUNDS} rounds, so it does not step back to ({}, {})", c.x, c.y));
                    let steps = plural(best.path.len() as u64, "step", "steps");
                    // A spoiled capture is worth what it denies the opponent (an open loop 4/5 of
                    // its cells), so the gain is split into the path's own cells and that worth.
                    // The gain is the whole path's (the gist names its first loop only).
                    let gain = match spoiling {
                        (0, _) if first_loop.is_some() => format!("+{} cells over all its {steps} ({})", worth(best.gained), rate_text(&best, smooth)),
                        (0, _) => format!("+{} cells in {steps} ({})", worth(best.gained), rate_text(&best, smooth)),
                        (n, w) => format!(
                            "+{} in {steps} ({}): {} of its own and {} for {} (spoiling is worth the cells it denies: 4/5 of them for a loop still open, all of them for a capture a time travel undid{})",
                            worth(best.gained),
                            rate_text(&best, smooth),
                            plural((best.gained - w).round().max(0.0) as u64, "cell", "cells"),
                            worth(w),
                            match (spoils_most, n) {
                                (true, 1) => "spoiling it".to_string(),
                                (true, _) => "spoiling them".to_string(),
                                (false, 1) => "standing first inside an opponent's coming capture, which spoils it".to_string(),
                                (false, n) => format!("standing first inside {n} of the opponents' coming captures, which spoils them"),
                            },
                            if sight.players() > 2 { ", divided among the opponents" } else { "" },
                        ),
                    };
                    // A spoil done by this very step, said as done.
                    let here = search.deny_cell.get(p.index()).copied().unwrap_or(0) & best.spoils;
                    let now = match here.count_ones() {
                        0 => String::new(),
                        1 if spoiling.0 == 1 => format!("; ({}, {}) itself lies inside that capture: standing there first spoils it", p.x, p.y),
                        1 => format!("; ({}, {}) itself lies inside one of them: standing there first spoils it", p.x, p.y),
                        n => format!("; ({}, {}) itself lies inside {n} of them: standing there first spoils them", p.x, p.y),
                    };
                    t.because(
                        STEP,
                        format!(
                            "{given_up}{gist}Steps to ({}, {}): the first step of the best path found, {gain}{now}{risk}{circling}.",
                            p.x,
                            p.y,
                        ),
                    );
                }
                Move::To(p)
            }
            _ => {
                if let Some(t) = trace.as_deref_mut() {
                    t.step(
                        NEAREST,
                        || {
                            format!("{given_up}No path gains more than it walks: head for the nearest neutral cell.")
                        },
                        Vec::new,
                    );
                }
                self.fallback
                    .decide_for(sight, &mut Clock::work(0), trace, NEAREST)
            }
        }
    }
}

/// The pseudocode lines the micro-steps light (shared with `best`, whose lines start the same).
pub const FORECAST: u8 = 2;
const DEEPEN: u8 = 4;
const BY_FIRST: u8 = 6;
const STEP: u8 = 7;
const NEAREST: u8 = 8;

/// `paths`' algorithm, as the page lays it out.
pub const ALGORITHM: Algorithm = Algorithm {
    title: "paths: a deepening search over its own paths",
    lines: &[
        "paths(turn):",
        "  (it never uses its time travel)",
        "  forecast the opponents: each keeps its heading or repeats its last turn",
        "  for runs of 3 straight cells (then 2, then 1, while time is left):",
        "    deepen until its time runs out: paths of up to 6, 12, 18... steps, real rules",
        "      rate = (cells gained + 20) / (steps + 20), cells a step smoothed; keep the path of best rate",
        "  the best path after each first step",
        "  step onto the first cell of the best path",
        "  no path gains more than it walks: head for the nearest neutral cell (none it can take: stand still)",
    ],
    play_line: Some(STEP),
};

/// What of a path's gain is spoiling: the worth of the opponents' coming captures in `spoils`
/// (`deny`: per capture, the round it closes and that worth).
fn spoil_worth(deny: &[(u16, f64)], spoils: Spoiled) -> f64 {
    let spoiled = deny
        .iter()
        .enumerate()
        .filter(|(k, _)| spoils & (1 << k) != 0);
    spoiled.map(|(_, &(_, worth))| worth).sum()
}

/// A path's events: the walk from `me`, its gain at the far end (`spoiling` of it for
/// spoiling opponents' captures).
fn path_events(sight: &Sight, path: &Best, spoiling: f64, layer: &'static str) -> Vec<TraceEvent> {
    let mut t = Reasoning::layers();
    trace_path(&mut t, sight, path, spoiling, layer);
    t.events
}

/// The opponents' forecast as events.
fn forecast_events(sight: &Sight, exact_future: bool) -> Vec<TraceEvent> {
    forecast_paths(sight, exact_future)
        .into_iter()
        .map(|path| TraceEvent::Path {
            layer: "threat",
            cells: path.into_iter().map(Pos::cell).collect(),
        })
        .collect()
}

/// The sentence's gist for a plan that is mostly spoiling: which coming capture (its size, when
/// it is forecast to close, and the step at which the path stands inside it), or how many.
fn spoil_gist(deny: &[(u16, f64)], deny_cells: &[Vec<Pos>], best: &Best) -> String {
    let spoiled: Vec<usize> = (0..deny.len())
        .filter(|&k| best.spoils & (1 << k) != 0)
        .collect();
    let inside = |k: usize| {
        let cells = deny_cells.get(k)?;
        best.path.iter().position(|p| cells.contains(p))
    };
    match spoiled.as_slice() {
        [k] => {
            let size = deny_cells.get(*k).map_or(0, Vec::len) as u64;
            let closes = deny.get(*k).map_or(0, |d| u64::from(d.0));
            let at = inside(*k).map_or(String::new(), |i| {
                format!("; the path is inside it at step {}", i + 1)
            });
            format!(
                "Goes to spoil an opponent's coming capture of {} (as forecast, it would close in {}{at}). ",
                plural(size, "cell", "cells"),
                plural(closes, "round", "rounds")
            )
        }
        many => {
            let sizes: Vec<String> = many
                .iter()
                .map(|&k| deny_cells.get(k).map_or(0, Vec::len).to_string())
                .collect();
            format!(
                "Goes to spoil {} of the opponents' coming captures ({} cells). ",
                many.len(),
                sizes.join(", ")
            )
        }
    }
}

/// Trace events for a searched path: the walk from the bot's cell and its score at its far end
/// (cells gained over steps, `spoiling` of them for spoiling opponents' captures, and whether an
/// opponent could spoil the loop it closes).
fn trace_path(t: &mut Reasoning, sight: &Sight, path: &Best, spoiling: f64, layer: &'static str) {
    let me = sight.me();
    let Some(&end) = path.path.last() else {
        return;
    };
    let cells: Vec<_> = std::iter::once(me)
        .chain(path.path.iter().copied())
        .map(Pos::cell)
        .collect();
    t.draw(|| TraceEvent::Path { layer, cells });
    if path.gained < 0.5 && layer != "plan" {
        // One "no path gains" (the plan's) says it: four would sit on top of each other.
        return;
    }
    t.draw(|| TraceEvent::Value {
        layer,
        cell: end.cell(),
        value: {
            let spoil = match spoiling.round() {
                // Whole cells: the sentence has the tenths (a label this long would crowd).
                s if s >= 1.0 => format!(" ({s:.0} spoil)"),
                _ => String::new(),
            };
            match exposure(sight, &path.path) {
                // A path that gains nothing is cut to its first step (shorter scores higher).
                _ if path.gained < 0.5 => "no path gains: heads for a cell".to_string(),
                // The rate decides between paths, so each label shows it.
                Some(e) => format!(
                    "+{:.0} in {}{spoil}, rate {:.2}, {}",
                    path.gained,
                    path.path.len(),
                    path.score,
                    e.label()
                ),
                None => format!(
                    "+{:.0} in {}{spoil}, rate {:.2}",
                    path.gained,
                    path.path.len(),
                    path.score
                ),
            }
        },
    });
}

/// The opponents' forecast paths (for the trace), from their cells.
fn forecast_paths(sight: &Sight, exact_future: bool) -> Vec<Vec<Pos>> {
    let f = forecast(sight, 12, exact_future);
    sight
        .opponents()
        .map(|(p, at)| {
            std::iter::once(at)
                .chain(f.paths[p].iter().copied())
                .collect()
        })
        .collect()
}

/// A path's rate said with how it is made: "rate (39 + 20) / (23 + 20) = 1.372" (cells gained
/// and steps, each with the smoothing added, so a short path does not win by a cell or two).
fn rate_text(path: &Best, smooth: f64) -> String {
    let (gained, steps, smooth) = (worth(path.gained), path.path.len(), worth(smooth));
    format!(
        "rate ({gained} + {smooth}) / ({steps} + {smooth}) = {:.3}",
        path.score
    )
}

/// Cells a path is worth, as the sentences write them: whole, or to a tenth where spoiling an
/// opponent's capture counts a share of its cells (1v1: 4/5, so the score's sum checks; in a
/// crowd the share is split further and the sum is near).
pub(super) fn worth(cells: f64) -> String {
    let tenths = (cells * 10.0).round();
    if tenths % 10.0 == 0.0 {
        format!("{:.0}", tenths / 10.0)
    } else {
        format!("{:.1}", tenths / 10.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loop_an_opponent_stands_in_is_said_given_up() {
        use crate::bttc::bots::sight::Tracker;
        use crate::bttc::{Setup, State};
        let setup = Setup::parse_positions("5,5 6,6").unwrap();
        let sight = Tracker::new().see_state(&State::start(&setup), 0);
        let mut paths = Paths::new();
        paths.planned_loop = [(6, 6), (7, 6), (6, 7), (7, 7)]
            .iter()
            .map(|&(x, y)| Pos { x, y })
            .collect();
        paths.planned_round = sight.round.checked_sub(1);
        let said = paths.loop_given_up(&sight);
        assert!(
            said.contains("around 4 cells, but an opponent stands inside it at (6, 6)"),
            "{said}"
        );
        // Not last turn's plan (a time travel, or the first turn): nothing said.
        paths.planned_round = Some(sight.round);
        assert_eq!(paths.loop_given_up(&sight), "");
        // The opponent elsewhere: nothing said.
        paths.planned_round = sight.round.checked_sub(1);
        paths.planned_loop.retain(|p| p.x == 7);
        assert_eq!(paths.loop_given_up(&sight), "");
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
