//! Region arithmetic on the bot's board: generation marks, the local test of whether an end's
//! empty neighbours are joined around it, a race of breadth-first searches that finds which of
//! them the snake's own body has cut apart (and how big each part is), and whole components.

use super::mirror::Mirror;
use super::seen::Seen;

/// Per-cell marks with a value each that clear in O(1): [`Seen`] flags beside the values.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    seen: Seen,
    value: Vec<u32>,
}

impl Marks {
    /// Marks for `n` cells.
    pub fn new(n: usize) -> Self {
        Self {
            seen: Seen::new(n),
            value: vec![0; n],
        }
    }

    /// Cells covered.
    pub fn len(&self) -> usize {
        self.seen.len()
    }

    /// True when it covers no cell.
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }

    /// Clears every mark.
    pub fn next(&mut self) {
        self.seen.next();
    }

    /// Marks `p` with `v` (a cell outside is ignored).
    #[inline]
    pub fn set(&mut self, p: u32, v: u32) {
        if let Some(x) = self.value.get_mut(p as usize) {
            self.seen.mark(p);
            *x = v;
        }
    }

    /// The mark of `p`, if marked.
    #[inline]
    pub fn get(&self, p: u32) -> Option<u32> {
        match self.seen.seen(p) {
            true => self.value.get(p as usize).copied(),
            false => None,
        }
    }

    /// True when `p` is marked.
    #[inline]
    pub fn seen(&self, p: u32) -> bool {
        self.seen.seen(p)
    }
}

/// The empty side neighbours of `e`, grouped by whether they are joined through the empty
/// diagonal cells around `e` (each group is joined whatever `e` does; different groups may not be).
pub fn ring_groups(m: &Mirror, e: u32) -> Vec<Vec<u32>> {
    ring_groups_where(m, e, |c| m.free(c))
}

/// [`ring_groups`] with `free` saying which cells are empty. At most one group: filling `e`
/// cuts no empty cells apart (a simple cell).
pub fn ring_groups_where(m: &Mirror, e: u32, free: impl Fn(u32) -> bool) -> Vec<Vec<u32>> {
    let w = m.w;
    // Clockwise from up: N, NE, E, SE, S, SW, W, NW.
    let ring = [
        e - w,
        e - w + 1,
        e + 1,
        e + w + 1,
        e + w,
        e + w - 1,
        e - 1,
        e - w - 1,
    ];
    let free: Vec<bool> = ring.iter().map(|&c| free(c)).collect();
    let mut groups: Vec<Vec<u32>> = Vec::new();
    // Start after a non-free cell so runs do not wrap (all free: one group).
    let Some(start) = (0..8).find(|&i| !free[i]) else {
        return vec![vec![ring[0], ring[2], ring[4], ring[6]]];
    };
    let mut current: Vec<u32> = Vec::new();
    for k in 1..=8 {
        let i = (start + k) % 8;
        if free[i] {
            if i % 2 == 0 {
                current.push(ring[i]);
            }
        } else if !current.is_empty() {
            groups.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        groups.push(current);
    }
    groups
}

/// One part found by [`race`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Cells found (the whole part when `closed`).
    pub size: u32,
    /// True when the search ran out of cells: the part is exactly `size` cells.
    pub closed: bool,
}

/// Races one breadth-first search per seed; searches that meet merge. Stops when at most one
/// search is still running and it has found more cells than any closed part, or after `cap`
/// cells. Returns, per seed, the index of its part and the parts. Cells of closed parts keep
/// their part's index in `marks` (for asking which part another cell is in).
pub fn race(m: &Mirror, marks: &mut Marks, seeds: &[u32], cap: u32) -> (Vec<usize>, Vec<Part>) {
    let k = seeds.len();
    let mut parent: Vec<usize> = (0..k).collect();
    fn find(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    marks.next();
    let mut queues: Vec<std::collections::VecDeque<u32>> = vec![Default::default(); k];
    let mut counts = vec![0u32; k];
    for (i, &s) in seeds.iter().enumerate() {
        if let Some(j) = marks.get(s) {
            let (a, b) = (find(&mut parent, i), find(&mut parent, j as usize));
            parent[a] = b;
            continue;
        }
        marks.set(s, i as u32);
        queues[i].push_back(s);
        counts[i] = 1;
    }
    let mut work = 0u32;
    loop {
        // Which sets are still running, and the biggest closed one.
        let mut running: Vec<usize> = Vec::new();
        let mut closed_max = 0u32;
        let mut size = vec![0u32; k];
        let mut open = vec![false; k];
        for i in 0..k {
            let r = find(&mut parent, i);
            size[r] += counts[i];
            open[r] |= !queues[i].is_empty();
        }
        for r in 0..k {
            if find(&mut parent, r) != r {
                continue;
            }
            if open[r] {
                running.push(r);
            } else {
                closed_max = closed_max.max(size[r]);
            }
        }
        let done = running.is_empty()
            || (running.len() == 1 && size[running[0]] > closed_max)
            || work >= cap;
        if done {
            let roots: Vec<usize> = (0..k).map(|i| find(&mut parent, i)).collect();
            let mut index = vec![usize::MAX; k];
            let mut parts = Vec::new();
            for &r in &roots {
                if index[r] == usize::MAX {
                    index[r] = parts.len();
                    parts.push(Part {
                        size: size[r],
                        closed: !open[r],
                    });
                }
            }
            // Cells keep their seed's label (re-marking them by part would cost a pass); callers
            // map a label to its part through `of_seed`.
            let of_seed = roots.iter().map(|&r| index[r]).collect();
            return (of_seed, parts);
        }
        // A round: each running search expands up to 64 cells.
        for i in 0..k {
            for _ in 0..64 {
                let Some(c) = queues[i].pop_front() else {
                    break;
                };
                work += 1;
                for d in 0..4 {
                    let n = m.step(c, d);
                    if !m.free(n) {
                        continue;
                    }
                    match marks.get(n) {
                        None => {
                            marks.set(n, i as u32);
                            queues[i].push_back(n);
                            counts[i] += 1;
                        }
                        Some(j) => {
                            let (a, b) = (find(&mut parent, i), find(&mut parent, j as usize));
                            if a != b {
                                parent[a] = b;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// What giving up each part of a [`race`] costs, in empty cells: a closed part its size; a part
/// still open when the race stopped (its count is only a lower bound) all the `empty` cells
/// outside the closed parts.
pub fn give_up_cost(parts: &[Part], empty: u32) -> Vec<i64> {
    let closed: i64 = parts
        .iter()
        .filter(|p| p.closed)
        .map(|p| i64::from(p.size))
        .sum();
    let rest = i64::from(empty) - closed;
    parts
        .iter()
        .map(|p| match p.closed {
            true => i64::from(p.size),
            false => rest.max(i64::from(p.size)),
        })
        .collect()
}

/// True when fewer than `cap` empty cells can be reached from `from`'s empty side neighbours
/// (`from` itself not counted) with the cells of `filled` taken too: a breadth-first search that
/// stops once it has found `cap`. The seal checks' question: would this end be walled into a
/// pocket? The taken cells are marked seen before the search, so each step reads the cell's byte
/// of the board and its two-byte mark (tens of millions of steps in a type-2 game).
pub fn reaches_fewer(
    m: &Mirror,
    marks: &mut Seen,
    queue: &mut Vec<u32>,
    from: u32,
    filled: &[u32],
    cap: usize,
) -> bool {
    marks.next();
    for &c in filled {
        marks.mark(c);
    }
    marks.mark(from);
    queue.clear();
    queue.push(from);
    let mut i = 0;
    while let Some(&c) = queue.get(i) {
        i += 1;
        // The queue holds `from` too.
        if queue.len() > cap {
            return false;
        }
        for d in 0..4 {
            let n = m.step(c, d);
            if m.free(n) && !marks.seen(n) {
                marks.mark(n);
                queue.push(n);
            }
        }
    }
    queue.len() <= cap
}

/// The cells of a [`race`]'s closed parts (the pockets behind a narrow opening), each part
/// listed once and only when it has at most `cap` cells, and for each part its size on its
/// cell furthest from the opening: for the page's layer.
pub fn pockets(
    m: &Mirror,
    marks: &mut Marks,
    seeds: &[u32],
    of_seed: &[usize],
    parts: &[Part],
    cap: u32,
) -> (Vec<u32>, Vec<(u32, usize)>) {
    let mut out = Vec::new();
    let mut sizes = Vec::new();
    let mut drawn = vec![false; parts.len()];
    let mut cells = Vec::new();
    marks.next();
    for (&seed, &p) in seeds.iter().zip(of_seed) {
        let Some(part) = parts.get(p) else { continue };
        if drawn[p] || !part.closed || part.size > cap {
            continue;
        }
        drawn[p] = true;
        component(m, marks, seed, &mut cells);
        out.extend_from_slice(&cells);
        // The flood's last cell is its furthest from the opening.
        if let Some(&far) = cells.last() {
            sizes.push((far, cells.len()));
        }
    }
    (out, sizes)
}

/// The whole component of empty cells around `start` (which must be empty), as a list.
pub fn component(m: &Mirror, marks: &mut Marks, start: u32, out: &mut Vec<u32>) {
    out.clear();
    if !m.free(start) || marks.seen(start) {
        return;
    }
    marks.set(start, 1);
    out.push(start);
    let mut i = 0;
    while let Some(&c) = out.get(i) {
        i += 1;
        for d in 0..4 {
            let n = m.step(c, d);
            if m.free(n) && !marks.seen(n) {
                marks.set(n, 1);
                out.push(n);
            }
        }
    }
}
