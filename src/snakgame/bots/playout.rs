//! Playouts of the next plies near Chef's walking snake: Chef drawing as the statement says,
//! our ends answering greedily, to see how often a seal closes on our ends within a few moves.
//! The one-move check of [`super::best`] sees a seal by one Chef cell; a random walk in a
//! corridor beside our front is channelled along it and closes a mouth several cells wide, which
//! only a look several moves ahead sees.

use super::flood::reaches_fewer;
use super::mirror::Mirror;
use super::seen::Seen;
use crate::rng::SeededRng;

/// Chef's chance per move to start a new snake elsewhere (the statement's 1 in 100).
const CHEF_LEAVES: usize = 100;

/// Seeds of one call's playouts: the call's seed times this, plus the playout's number.
const PLAYOUT_SEEDS: u64 = 1 << 16;

/// How many playouts, how long, and what counts as sealed.
pub struct Playout {
    /// Playouts per call.
    pub samples: u32,
    /// Rounds each (Chef's move, then ours).
    pub plies: u32,
    /// A pocket of fewer than this many empty cells is sealed.
    pub cap: usize,
    /// Seeds Chef's draws (the same seed, the same draws).
    pub seed: u64,
    /// Keep the cells Chef filled in the playouts that ended sealed ([`Playouts::sealing`]).
    pub record: bool,
    /// The second end waits (the first snake's spare): only the first end moves.
    pub still: bool,
}

/// How the playouts of one move ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seals {
    /// Playouts where both ends ended sealed: the snake dies.
    pub both: u32,
    /// Playouts where the first end alone ended sealed while the second waits (`still`): the
    /// snake lives on with one end. Not counted otherwise.
    pub first: u32,
}

/// The playouts' scratch space.
#[derive(Default)]
pub struct Playouts {
    /// Cells filled during the current playout.
    filled: Seen,
    /// The same cells as a list, for the pocket searches.
    placed: Vec<u32>,
    /// Marks of the pocket searches.
    seen: Seen,
    queue: Vec<u32>,
    /// Chef's cells in the current playout.
    walk: Vec<u32>,
    /// After [`Playouts::sealed`] with `record`: the cells Chef filled in the playouts that
    /// ended sealed, both ends or (with `still`) the first alone (each cell once, sorted).
    pub sealing: Vec<u32>,
}

impl Playouts {
    fn free(&self, m: &Mirror, p: u32) -> bool {
        m.free(p) && !self.filled.seen(p)
    }

    fn free_degree(&self, m: &Mirror, p: u32) -> u32 {
        (0..4).filter(|&d| self.free(m, m.step(p, d))).count() as u32
    }

    /// True when fewer than `cap` cells empty in this playout are reachable from `from`'s.
    fn pocket(&mut self, m: &Mirror, from: u32, cap: usize) -> bool {
        reaches_fewer(m, &mut self.seen, &mut self.queue, from, &self.placed, cap)
    }

    /// Fills `c` in this playout.
    fn fill(&mut self, c: u32) {
        self.filled.mark(c);
        self.placed.push(c);
    }

    /// After our move to `taken`, out of `plan.samples` playouts (Chef first, from its ends
    /// `chef`, then ours from `ends`, each of our moves the empty neighbour that `score` rates
    /// highest, dead ends last), how many end with every end of ours sealed in a pocket of at
    /// most `plan.cap` cells (or the snake dead), and (with `plan.still`) how many with the first
    /// end alone sealed.
    /// The same seed gives the same Chef draws, so candidate moves compare on common draws.
    pub fn sealed(
        &mut self,
        m: &Mirror,
        taken: u32,
        ends: [u32; 2],
        chef: (u32, u32),
        plan: &Playout,
        score: impl Fn(&Mirror, &dyn Fn(u32) -> bool, u32) -> i64,
    ) -> Seals {
        let (samples, plies, cap, seed) = (plan.samples, plan.plies, plan.cap, plan.seed);
        let n = m.occ.len();
        if self.filled.len() != n {
            self.filled = Seen::new(n);
            self.seen = Seen::new(n);
        }
        let mut seals = Seals::default();
        self.sealing.clear();
        for s in 0..samples {
            self.walk.clear();
            let mut rng =
                SeededRng::new(seed.wrapping_mul(PLAYOUT_SEEDS).wrapping_add(u64::from(s)));
            self.filled.next();
            self.placed.clear();
            self.fill(taken);
            let mut ours = ends;
            let mut chef = Some(chef);
            let mut dead = false;
            for _ in 0..plies {
                if let Some((a, b)) = chef {
                    let mut options: [(u32, bool); 8] = [(0, false); 8];
                    let mut k = 0;
                    for (e, first) in [(a, true), (b, false)] {
                        if !first && a == b {
                            continue;
                        }
                        for d in 0..4 {
                            let c = m.step(e, d);
                            if self.free(m, c) {
                                options[k] = (c, first);
                                k += 1;
                            }
                        }
                    }
                    if k == 0 || rng.index(CHEF_LEAVES) == 0 {
                        chef = None;
                    } else {
                        let (c, first) = options[rng.index(k)];
                        self.fill(c);
                        if plan.record {
                            self.walk.push(c);
                        }
                        chef = Some(if first { (c, b) } else { (a, c) });
                    }
                }
                // Our answer: the best-scored empty neighbour of either end, dead ends last.
                let mut best: Option<(i64, usize, u32)> = None;
                for (i, &e) in ours.iter().enumerate() {
                    if i == 1 && (ours[0] == ours[1] || plan.still) {
                        continue;
                    }
                    for d in 0..4 {
                        let y = m.step(e, d);
                        if !self.free(m, y) {
                            continue;
                        }
                        let open = if self.free_degree(m, y) == 0 {
                            -1000
                        } else {
                            0
                        };
                        let free = |p: u32| self.free(m, p);
                        let v = open + score(m, &free, y);
                        if best.is_none_or(|b| v > b.0) {
                            best = Some((v, i, y));
                        }
                    }
                }
                match best {
                    Some((_, i, y)) => {
                        self.fill(y);
                        ours[i] = y;
                    }
                    None => {
                        dead = true;
                        break;
                    }
                }
            }
            let [a, b] = ours;
            let first = dead || self.pocket(m, a, cap);
            if first && (a == b || self.pocket(m, b, cap)) {
                seals.both += 1;
            } else if first && plan.still {
                seals.first += 1;
            } else {
                continue;
            }
            self.sealing.extend_from_slice(&self.walk);
        }
        self.sealing.sort_unstable();
        self.sealing.dedup();
        seals
    }
}
