//! `editorial`: the editorial's bot. Two candidate paths, one per end of the snake; each move
//! extends the end whose remaining path is longer. When Chef (or our other end) takes a cell of a
//! path, the path is cut just before it; a cut path shorter than [`Tuning::min_len`] is
//! recomputed, at most once every [`Tuning::gap`] moves per end (a path that ran out is always
//! recomputed), and kept if the new one is longer. Paths come from the left-hand-rule search
//! ([`long_path`]). A new snake starts in the middle of the longest of several such paths (from
//! [`Tuning::starts`] start cells, the first snake's nearest the upper-left corner), its two ends
//! walking to the two halves.

use crate::rng::SeededRng;
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

    fn start_snake(&mut self, m: &Mirror, trace: Option<&mut Vec<TraceEvent>>) -> Decision {
        self.clear_plan(0);
        self.clear_plan(1);
        let n = m.empty.len();
        let mut starts = Vec::new();
        if self.snakes == 0 {
            // The first snake: start cells nearest the upper-left corner.
            starts.extend((0..self.tune.starts as u32).filter_map(|k| m.empty.nth(k * 7)));
        } else {
            for _ in 0..self.tune.starts {
                starts.extend(m.empty.nth(self.rng.index(n as usize) as u32));
            }
        }
        let mut best: Vec<u32> = Vec::new();
        for s in starts {
            let s = m.pad(s);
            let mut path = self.search(m, s, None);
            path.insert(0, s);
            if path.len() > best.len() {
                best = path;
            }
        }
        if best.is_empty() {
            return Decision::Exit;
        }
        let mid = best.len() / 2;
        let start = best[mid];
        if let Some(t) = trace {
            t.push(m.path_event("dfs", &best));
            t.push(TraceEvent::Cells {
                layer: "start",
                cells: vec![m.cell(start)],
            });
        }
        let forward = best[mid + 1..].to_vec();
        let backward: Vec<u32> = best[..mid].iter().rev().copied().collect();
        self.set_plan(0, forward);
        self.set_plan(1, backward);
        self.snakes += 1;
        Decision::New(start)
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
    pub fn decide(&mut self, m: &Mirror, mut trace: Option<&mut Vec<TraceEvent>>) -> Decision {
        let Some((a, b)) = m.ends else {
            return self.start_snake(m, trace);
        };
        let ends = [a, b];
        for (k, &end) in ends.iter().enumerate() {
            let short = self.remaining(k) < self.tune.min_len && self.cut[k];
            let due = m.ply >= self.last[k] + 2 * self.tune.gap;
            if self.remaining(k) == 0 || (short && due) {
                self.last[k] = m.ply;
                self.cut[k] = false;
                let path = self.search(m, end, Some(1 - k));
                if path.len() > self.remaining(k) {
                    self.set_plan(k, path);
                }
            }
        }
        if let Some(t) = trace.as_deref_mut() {
            for k in 0..2 {
                t.push(m.path_event("plan", &self.plans[k][self.heads[k]..]));
            }
            t.push(TraceEvent::Cells {
                layer: "cut",
                cells: m.cells(self.cuts.iter().copied()),
            });
        }
        let k = if self.remaining(0) >= self.remaining(1) {
            0
        } else {
            1
        };
        if self.remaining(k) == 0 {
            return self.start_snake(m, trace);
        }
        Decision::Move(ends[k], self.plans[k][self.heads[k]])
    }
}
