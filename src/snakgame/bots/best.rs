//! `best`: one long snake that sweeps the board along walls, and never walks into the smaller
//! part of a region its own body is cutting off.
//!
//! Each move looks at both ends. Around an end, its empty neighbours fall into groups joined
//! through the empty cells around it ([`ring_groups`]); one group means the move cannot cut
//! anything off. Several groups may be separate regions: a race of breadth-first searches
//! ([`race`]) measures the parts (it costs about the size of the smaller ones). A move into one
//! part gives up the others, except a part the other end still touches: the move that gives up
//! the fewest cells wins. Among moves that give up nothing, the end hugs walls: the target with
//! the most occupied neighbours (side ones first, then diagonal), which sweeps the free space in
//! tight layers and leaves no holes behind; moves near our own other end are penalised (two
//! ends in one place pinch the region between them). A new snake starts in the largest
//! component of empty cells, at its most enclosed cell (fewest empty neighbours); the first
//! starts in the upper-left corner.

use crate::trace::TraceEvent;

use super::flood::{component, race, ring_groups, Marks};
use super::mirror::Mirror;
use super::{Brain, Decision};

/// Cells a race may visit before it gives up (the parts are then compared by what it found).
const RACE_CAP: u32 = 200_000;

/// Score bonus for moving an end that has one empty neighbour left (keeps the spare end alive).
const ALIVE_BOOST: i64 = 30;

/// The best bot.
pub struct Best {
    marks: [Marks; 2],
    scratch: Marks,
    pool: Vec<u32>,
    comp: Vec<u32>,
    snakes: u32,
    /// Penalty per side step of closeness to the other end (within 3 steps).
    near: i64,
}

impl Best {
    /// A fresh bot (it is deterministic: the seed is not used).
    pub fn new(_seed: u64) -> Self {
        Self {
            marks: [Marks::default(), Marks::default()],
            scratch: Marks::default(),
            pool: Vec::new(),
            comp: Vec::new(),
            snakes: 0,
            near: 3,
        }
    }

    fn hug(&self, m: &Mirror, y: u32) -> i64 {
        let w = m.w;
        let weight = |c: u32| i64::from(!m.free(c));
        let side: i64 = (0..4).map(|d| weight(m.step(y, d))).sum();
        let diag: i64 = [y - w - 1, y - w + 1, y + w - 1, y + w + 1]
            .iter()
            .map(|&c| weight(c))
            .sum();
        4 * side + diag
    }

    fn distance(m: &Mirror, p: u32, q: u32) -> i64 {
        let (pr, pc) = ((p / m.w) as i64, (p % m.w) as i64);
        let (qr, qc) = ((q / m.w) as i64, (q % m.w) as i64);
        (pr - qr).abs() + (pc - qc).abs()
    }

    fn new_snake(&mut self, m: &Mirror, trace: Option<&mut Vec<TraceEvent>>) -> Decision {
        if self.snakes == 0 {
            self.snakes += 1;
            return match m.empty.nth(0) {
                Some(c) => Decision::New(m.pad(c)),
                None => Decision::Exit,
            };
        }
        if self.pool.is_empty() && self.snakes == 1 {
            self.pool = (0..m.occ.len() as u32).filter(|&p| m.free(p)).collect();
        }
        self.pool.retain(|&p| m.free(p));
        self.scratch.next();
        let mut best: Option<(usize, u32)> = None;
        let mut best_cells = Vec::new();
        for i in 0..self.pool.len() {
            let p = self.pool[i];
            if self.scratch.seen(p) {
                continue;
            }
            component(m, &mut self.scratch, p, &mut self.comp);
            if best.is_none_or(|(size, _)| self.comp.len() > size) {
                let start = self
                    .comp
                    .iter()
                    .copied()
                    .min_by_key(|&c| (m.free_degree(c), c))
                    .unwrap_or(p);
                best = Some((self.comp.len(), start));
                if trace.is_some() {
                    best_cells = self.comp.clone();
                }
            }
        }
        self.snakes += 1;
        match best {
            Some((_, start)) => {
                if let Some(t) = trace {
                    t.push(TraceEvent::Cells {
                        layer: "region",
                        cells: m.cells(best_cells),
                    });
                    t.push(TraceEvent::Cells {
                        layer: "start",
                        cells: vec![m.cell(start)],
                    });
                }
                Decision::New(start)
            }
            None => Decision::Exit,
        }
    }
}

impl Brain for Best {
    fn reset(&mut self) {
        *self = Self::new(0);
    }

    fn decide(&mut self, m: &Mirror, mut trace: Option<&mut Vec<TraceEvent>>) -> Decision {
        let n = m.occ.len();
        for mk in self
            .marks
            .iter_mut()
            .chain(std::iter::once(&mut self.scratch))
        {
            if mk.len() != n {
                *mk = Marks::new(n);
            }
        }
        let Some((a, b)) = m.ends else {
            return self.new_snake(m, trace);
        };
        let ends: Vec<u32> = if a == b { vec![a] } else { vec![a, b] };

        // (lost, -score, end, target)
        let mut best: Option<(i64, i64, u32, u32)> = None;
        for (i, &e) in ends.iter().enumerate() {
            let other = ends.get(1 - i).copied();
            let groups = ring_groups(m, e);
            if groups.is_empty() {
                continue;
            }
            let mut part_of_group: Vec<usize> = (0..groups.len()).collect();
            let mut parts_size: Vec<i64> = vec![0; groups.len()];
            let mut other_parts: Vec<bool> = vec![false; groups.len()];
            if groups.len() > 1 {
                let seeds: Vec<u32> = groups.iter().map(|g| g[0]).collect();
                let (of_seed, parts) = race(m, &mut self.marks[i], &seeds, RACE_CAP);
                part_of_group = of_seed.clone();
                parts_size = parts.iter().map(|p| i64::from(p.size)).collect();
                other_parts = vec![false; parts.len()];
                if let Some(o) = other {
                    for d in 0..4 {
                        let c = m.step(o, d);
                        if !m.free(c) {
                            continue;
                        }
                        if let Some(label) = self.marks[i].get(c) {
                            if let Some(&p) = of_seed.get(label as usize) {
                                other_parts[p] = true;
                            }
                        }
                    }
                }
                if let Some(t) = trace.as_deref_mut() {
                    t.push(TraceEvent::Cells {
                        layer: "cut",
                        cells: m.cells(seeds),
                    });
                }
            }
            for (g, group) in groups.iter().enumerate() {
                let p = part_of_group[g];
                let lost: i64 = (0..parts_size.len())
                    .filter(|&q| q != p && !other_parts[q] && part_of_group.contains(&q))
                    .map(|q| parts_size[q])
                    .sum();
                // An end about to be walled in moves first, while the move gives nothing up.
                let alive_boost = if m.free_degree(e) == 1 && lost == 0 {
                    ALIVE_BOOST
                } else {
                    0
                };
                for &y in group {
                    let mut score = 4 * self.hug(m, y) + alive_boost;
                    if let Some(o) = other {
                        let d = Self::distance(m, y, o);
                        if d <= 3 {
                            score -= self.near * (4 - d);
                        }
                    }
                    let key = (lost, -score, e, y);
                    if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
                        best = Some(key);
                    }
                }
            }
        }
        match best {
            Some((_, _, e, y)) => {
                if let Some(t) = trace {
                    t.push(m.path_event("plan", &[e, y]));
                }
                Decision::Move(e, y)
            }
            None => self.new_snake(m, trace),
        }
    }
}
