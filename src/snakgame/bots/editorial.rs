//! `editorial`: the editorial's bot. Two candidate paths, one per end of the snake; each move
//! extends the end whose remaining path is longer. When Chef (or our other end) takes a cell of a
//! path, the path is cut just before it; a cut path shorter than [`Tuning::min_len`] is
//! recomputed, at most once every [`Tuning::gap`] moves per end (a path that ran out is always
//! recomputed), and kept if the new one is longer. Paths come from the left-hand-rule search
//! ([`long_path`]). A new snake starts in the middle of the longest of several such paths (from
//! [`Tuning::starts`] start cells, the first snake's nearest the upper-left corner), its two ends
//! walking to the two halves.

use crate::model::describe::Algorithm;
use crate::rng::SeededRng;
use crate::thinking::{count, Reasoning};
use crate::trace::TraceEvent;

use super::dfs::long_path;
use super::flood::Marks;
use super::mirror::{Event, Mirror};
use super::Decision;

/// The editorial bot's knobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// A cut path shorter than this is recomputed.
    pub min_len: usize,
    /// Moves between two recomputations of one end's path.
    pub gap: u32,
    /// Start cells tried for a new snake.
    pub starts: usize,
    /// Initial directions tried per search (1: up only, 4: all).
    pub dirs: usize,
}

impl Default for Tuning {
    /// The values tuned on contest boards (see the README's table).
    fn default() -> Self {
        Self {
            min_len: 2000,
            gap: 8,
            starts: 8,
            dirs: 1,
        }
    }
}

/// The editorial's bot.
pub struct Editorial {
    tune: Tuning,
    rng: SeededRng,
    marks: Marks,
    /// Per end (0: `a`, 1: `b`): the planned cells, in order, from `head` on.
    plans: [Vec<u32>; 2],
    heads: [usize; 2],
    /// Per padded cell: 1 + which plan holds it (0: none), and where.
    plan_of: Vec<u8>,
    index_in: Vec<u32>,
    cut: [bool; 2],
    last: [u32; 2],
    snakes: u32,
    /// Cells Chef cut from the plans since the last move (for the trace).
    cuts: Vec<u32>,
}

impl Editorial {
    /// With the tuned knobs.
    pub fn new(seed: u64) -> Self {
        Self::tuned(seed, Tuning::default())
    }

    /// With the given knobs.
    pub fn tuned(seed: u64, tune: Tuning) -> Self {
        Self {
            tune,
            rng: SeededRng::new(seed ^ 0xED17),
            marks: Marks::default(),
            plans: [Vec::new(), Vec::new()],
            heads: [0, 0],
            plan_of: Vec::new(),
            index_in: Vec::new(),
            cut: [false; 2],
            last: [0; 2],
            snakes: 0,
            cuts: Vec::new(),
        }
    }

    fn remaining(&self, k: usize) -> usize {
        self.plans[k].len() - self.heads[k]
    }

    fn set_plan(&mut self, k: usize, cells: Vec<u32>) {
        self.clear_plan(k);
        for (i, &c) in cells.iter().enumerate() {
            self.plan_of[c as usize] = k as u8 + 1;
            self.index_in[c as usize] = i as u32;
        }
        self.plans[k] = cells;
        self.heads[k] = 0;
        self.cut[k] = false;
    }

    fn clear_plan(&mut self, k: usize) {
        for &c in &self.plans[k][self.heads[k]..] {
            self.plan_of[c as usize] = 0;
        }
        self.plans[k].clear();
        self.heads[k] = 0;
    }

    fn search(&mut self, m: &Mirror, from: u32, avoid_plan: Option<usize>) -> Vec<u32> {
        let plan_of = &self.plan_of;
        let avoid = |c: u32| avoid_plan.is_some_and(|k| plan_of[c as usize] == k as u8 + 1);
        let mut best = Vec::new();
        for d in 0..self.tune.dirs.clamp(1, 4) {
            let (path, _) = long_path(m, &mut self.marks, from, d, &avoid);
            if path.len() > best.len() {
                best = path;
            }
        }
        best
    }

    fn start_snake(&mut self, m: &Mirror, mut trace: Option<&mut Reasoning>) -> Decision {
        self.clear_plan(0);
        self.clear_plan(1);
        let n = m.empty.len();
        let mut starts = Vec::new();
        let first = self.snakes == 0;
        if first {
            // The first snake: start cells nearest the upper-left corner.
            starts.extend((0..self.tune.starts as u32).filter_map(|k| m.empty.nth(k * 7)));
        } else {
            for _ in 0..self.tune.starts {
                starts.extend(m.empty.nth(self.rng.index(n as usize) as u32));
            }
        }
        let tried = starts.len();
        let mut best: Vec<u32> = Vec::new();
        for (i, s) in starts.into_iter().enumerate() {
            let s = m.pad(s);
            let mut path = self.search(m, s, None);
            path.insert(0, s);
            if let Some(t) = trace.as_deref_mut() {
                let (len, record) = (path.len(), best.len());
                t.step(
                    START_TRY,
                    || {
                        format!(
                            "Start cell {} of {tried} ({}, {}): the left-hand-rule DFS finds a path of {} cells{}.",
                            i + 1,
                            if first { "near the upper-left corner" } else { "drawn at random" },
                            m.at(s),
                            count(len),
                            if len > record { ", the longest so far" } else { "" }
                        )
                    },
                    || vec![m.path_event("dfs", &path), start_cell(m, s)],
                );
            }
            if path.len() > best.len() {
                best = path;
            }
        }
        if best.is_empty() {
            if let Some(t) = trace {
                t.because(START_NEW, "No empty cell is left: the bot exits.");
            }
            return Decision::Exit;
        }
        let mid = best.len() / 2;
        let start = best[mid];
        if let Some(t) = trace {
            t.step(
                START_NEW,
                || {
                    format!(
                        "The longest path has {} cells: NEW at its middle {}, so each end has about {} cells to walk.",
                        count(best.len()),
                        m.at(start),
                        count(mid)
                    )
                },
                || vec![m.path_event("dfs", &best), start_cell(m, start)],
            );
            t.draw(|| m.path_event("dfs", &best));
            t.draw(|| start_cell(m, start));
            t.because(
                START_NEW,
                format!(
                    "Starts snake {} at {}, the middle of a {}-cell path found by the left-hand-rule DFS.",
                    self.snakes + 1,
                    m.at(start),
                    count(best.len())
                ),
            );
        }
        let forward = best[mid + 1..].to_vec();
        let backward: Vec<u32> = best[..mid].iter().rev().copied().collect();
        self.set_plan(0, forward);
        self.set_plan(1, backward);
        self.snakes += 1;
        Decision::New(start)
    }
}

/// The pseudocode lines the micro-steps light.
const TAKE_CUTS: u8 = 2;
const PER_END: u8 = 4;
const SEARCH: u8 = 6;
const KEEP: u8 = 7;
const COMPARE: u8 = 8;
const EXTEND: u8 = 10;
const START_TRY: u8 = 12;
const START_NEW: u8 = 13;

/// The editorial bot's algorithm, as the page lays it out.
pub const ALGORITHM: Algorithm = Algorithm {
    title: "editorial: two candidate paths, the longer one walked",
    lines: &[
        "decide(position):",
        "  take in the cells filled since the last move",
        "  a path Chef cut keeps only its cells before the cut",
        "  if there is no snake: start_snake()",
        "  for each end k of the snake:",
        "    if its path ran out, or was cut below 2,000 cells and 16 moves passed:",
        "      path = left-hand-rule DFS from end k, avoiding the other end's path",
        "      keep it if it is longer than what is left of the old one",
        "  k = the end whose path has more cells left",
        "  if both paths are empty: start_snake()",
        "  extend end k onto the next cell of its path",
        "start_snake():",
        "  for 8 start cells: DFS a long path through the cell",
        "  NEW at the middle of the longest; its halves are the ends' paths",
    ],
    play_line: Some(EXTEND),
};

/// The start cell's marker.
fn start_cell(m: &Mirror, c: u32) -> TraceEvent {
    TraceEvent::Cells {
        layer: "start",
        cells: vec![m.cell(c)],
    }
}

/// A path laid a chunk of cells at a time (about 30 micro-steps), each adding to the picture.
fn lay_path(t: &mut Reasoning, m: &Mirror, what: &str, path: &[u32]) {
    let chunk = (path.len() / 30).max(8);
    let mut from = 0;
    while from < path.len() {
        let to = (from + chunk).min(path.len());
        t.more(
            SEARCH,
            || {
                format!(
                    "{what}: the DFS lays cells {} to {} of {} (straight on while it can, else turning clockwise; after each step it turns left, keeping to the wall).",
                    count(from + 1),
                    count(to),
                    count(path.len())
                )
            },
            || vec![m.path_event("dfs", &path[from.saturating_sub(1)..to])],
        );
        from = to;
    }
}

/// The strategy ([`super::BotAgent`] makes it an agent).
impl Editorial {
    /// Forgets everything (a new game or another position).
    pub fn reset(&mut self) {
        let seed_state = self.rng.index(1 << 30) as u64;
        *self = Self::tuned(seed_state, self.tune);
    }

    /// Takes in the cells filled since the last move (ours and Chef's), before deciding.
    pub fn observe(&mut self, m: &Mirror, events: &[Event]) {
        if self.plan_of.len() != m.occ.len() {
            self.plan_of = vec![0; m.occ.len()];
            self.index_in = vec![0; m.occ.len()];
            self.marks = Marks::new(m.occ.len());
        }
        self.cuts.clear();
        for e in events {
            let c = e.cell as usize;
            let k = match self.plan_of.get(c) {
                Some(&k) if k > 0 => (k - 1) as usize,
                _ => continue,
            };
            let i = self.index_in[c] as usize;
            if !e.chef && i == self.heads[k] {
                self.plan_of[c] = 0;
                self.heads[k] += 1;
                continue;
            }
            // A cut: keep the cells before it.
            for &x in &self.plans[k][i..] {
                self.plan_of[x as usize] = 0;
            }
            self.plans[k].truncate(i);
            self.cut[k] = true;
            self.cuts.push(e.cell);
        }
    }

    /// The move; with `trace`, also what it considered.
    pub fn decide(&mut self, m: &Mirror, mut trace: Option<&mut Reasoning>) -> Decision {
        let Some((a, b)) = m.ends else {
            if let Some(t) = trace.as_deref_mut() {
                t.step(
                    3,
                    || "There is no snake of ours on the board: start one.".into(),
                    Vec::new,
                );
            }
            return self.start_snake(m, trace);
        };
        let ends = [a, b];
        if let Some(t) = trace.as_deref_mut() {
            let cuts = self.cuts.len();
            let left = [self.remaining(0), self.remaining(1)];
            t.step(
                TAKE_CUTS,
                || match cuts {
                    0 => format!(
                        "No planned cell was taken since the last move: end A's path has {} cells left, end B's {}.",
                        count(left[0]),
                        count(left[1])
                    ),
                    n => format!(
                        "Chef took {n} planned cell{} since the last move: the paths are cut there (end A keeps {} cells, end B {}).",
                        if n == 1 { "" } else { "s" },
                        count(left[0]),
                        count(left[1])
                    ),
                },
                || self.picture(m),
            );
        }
        for (k, &end) in ends.iter().enumerate() {
            let short = self.remaining(k) < self.tune.min_len && self.cut[k];
            let due = m.ply >= self.last[k] + 2 * self.tune.gap;
            let redo = self.remaining(k) == 0 || (short && due);
            if let Some(t) = trace.as_deref_mut() {
                let left = self.remaining(k);
                let (cut, wait) = (
                    self.cut[k],
                    (self.last[k] + 2 * self.tune.gap).saturating_sub(m.ply),
                );
                t.step(
                    PER_END,
                    || {
                        let name = END_NAMES[k];
                        let verdict = if left == 0 {
                            "it ran out: search a new one".to_string()
                        } else if short && due {
                            format!("it was cut below {}: search again", count(self.tune.min_len))
                        } else if short {
                            format!("it was cut, but the last search of this end was recent: wait {wait} more plies")
                        } else if cut {
                            format!("it was cut but is still at least {} long: keep it", count(self.tune.min_len))
                        } else {
                            "keep it".to_string()
                        };
                        format!("End {name} at {}: its path has {} cells left; {verdict}.", m.at(end), count(left))
                    },
                    || {
                        let mut events = self.picture(m);
                        events.push(start_cell(m, end));
                        events
                    },
                );
            }
            if redo {
                self.last[k] = m.ply;
                self.cut[k] = false;
                let path = self.search(m, end, Some(1 - k));
                let old = self.remaining(k);
                let kept = path.len() > old;
                if let Some(t) = trace.as_deref_mut() {
                    let name = END_NAMES[k];
                    t.step(
                        SEARCH,
                        || {
                            format!(
                                "End {name}: the DFS starts at {}, avoiding end {}'s path.",
                                m.at(end),
                                END_NAMES[1 - k]
                            )
                        },
                        || vec![start_cell(m, end)],
                    );
                    lay_path(t, m, &format!("End {name}"), &path);
                    t.more(
                        KEEP,
                        || {
                            format!(
                                "The new path has {} cells, the old one {} left: {}.",
                                count(path.len()),
                                count(old),
                                if kept {
                                    "keep the new one"
                                } else {
                                    "keep the old one"
                                }
                            )
                        },
                        Vec::new,
                    );
                }
                if kept {
                    self.set_plan(k, path);
                }
            }
        }
        if let Some(t) = trace.as_deref_mut() {
            for event in self.picture(m) {
                t.draw(|| event);
            }
        }
        let k = if self.remaining(0) >= self.remaining(1) {
            0
        } else {
            1
        };
        let left = [self.remaining(0), self.remaining(1)];
        if left[k] == 0 {
            if let Some(t) = trace.as_deref_mut() {
                t.step(
                    9,
                    || "Both paths are empty: this snake is done, start another.".into(),
                    Vec::new,
                );
            }
            return self.start_snake(m, trace);
        }
        let next = self.plans[k][self.heads[k]];
        if let Some(t) = trace {
            let (name, other) = (END_NAMES[k], END_NAMES[1 - k]);
            t.step(
                COMPARE,
                || {
                    format!(
                        "End {name}'s path has {} cells left, end {other}'s {}: end {name} moves.",
                        count(left[k]),
                        count(left[1 - k])
                    )
                },
                || self.picture(m),
            );
            t.because(
                EXTEND,
                format!(
                    "Extends end {name} to {}: its path has {} cells left, end {other}'s {}.",
                    m.at(next),
                    count(left[k]),
                    count(left[1 - k])
                ),
            );
        }
        Decision::Move(ends[k], next)
    }

    /// Both ends' paths, each labelled at its next cell with its name and the cells left on
    /// it, and the cells Chef cut, as events.
    fn picture(&self, m: &Mirror) -> Vec<TraceEvent> {
        let mut events: Vec<TraceEvent> = Vec::new();
        for (k, name) in END_NAMES.iter().enumerate() {
            let path = &self.plans[k][self.heads[k]..];
            events.push(m.path_event("plan", path));
            if let Some(&next) = path.first() {
                events.push(TraceEvent::Value {
                    layer: "plan",
                    cell: m.cell(next),
                    value: format!("{name}: {} left", path.len()),
                });
            }
        }
        events.push(TraceEvent::Cells {
            layer: "cut",
            cells: m.cells(self.cuts.iter().copied()),
        });
        events
    }
}

/// The snake's two ends, as the sentences name them.
const END_NAMES: [&str; 2] = ["A", "B"];
