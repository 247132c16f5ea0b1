//! `best`'s risk of a seal: whether one draw of Chef's, or Chef's walk in playouts of the next
//! rounds when its snake is near, walls our ends into pockets, priced as a share of half the
//! empty cells.

use super::super::flood::{reaches_fewer, ring_groups_where};
use super::super::mirror::Mirror;
use super::super::playout::{Playout, Seals};
use super::candidates::Candidate;
use super::knobs::{
    ALONE_SEAL_PERCENT, PLAYOUTS, PLAYOUT_PLIES, PLAYOUT_REACH, RING_WEIGHT, RISK_CAP, RISK_REACH,
    SPARE_REACH,
};
use super::Best;

/// What every candidate's risk is weighed with: Chef's possible next cells and what a seal
/// costs.
pub(super) struct Stakes {
    /// Chef's possible next cells ([`Best::chef_options`]).
    pub options: Vec<u32>,
    /// How many cells Chef draws among.
    pub draws: usize,
    /// What a seal costs: half the empty cells.
    pub stake: i64,
    /// A pocket of fewer empty cells than this counts as sealed.
    pub risk_cap: usize,
    /// Whether the playouts keep Chef's cells for the page.
    pub record: bool,
    /// The first snake's waiting spare end, if any.
    pub spare: Option<u32>,
}

impl Stakes {
    /// The stakes of the position.
    pub fn of(best: &Best, m: &Mirror, record: bool, spare: Option<u32>) -> Stakes {
        let (options, draws) = best.chef_options(m);
        let area = (m.w.saturating_sub(2) * m.h.saturating_sub(2)) as usize;
        Stakes {
            options,
            draws,
            stake: i64::from(m.empty.len()) / 2,
            risk_cap: RISK_CAP.min(area / 8).max(16),
            record,
            spare,
        }
    }

    /// Seals as cells: `both` seals of both ends and `alone` of the sweeping end alone (a share
    /// of a death), times the stake.
    pub fn weigh(&self, both: i64, alone: i64) -> i64 {
        (100 * both + ALONE_SEAL_PERCENT * alone) * self.stake / 100
    }
}

/// A candidate's risk of a seal, in its parts.
pub(super) struct Risk {
    /// Chef's possible next cells within [`RISK_REACH`] of our ends.
    pub near: usize,
    /// Of those, the draws that seal both ends (or the lone end).
    pub deaths: i64,
    /// The draws that seal the sweeping end alone, or wall the waiting spare in.
    pub alone: i64,
    /// Whether the move alone leaves both ends in pockets (searched when a draw is near).
    pub walled_in: Option<bool>,
    /// Whether the other end is the first snake's waiting spare.
    pub spare_waits: bool,
    /// Whether the other end is walled in already (a seal of this one ends the snake).
    pub lone: bool,
    /// Chef's draws once our move has taken its cell.
    pub left: usize,
    /// The risk of Chef's next draw.
    pub one_move: i64,
    /// How the playouts ended, when they ran.
    pub sealed: Option<Seals>,
    /// The playouts' risk, when they ran.
    pub playout: Option<i64>,
    /// The risk: the higher of the two.
    pub risk: i64,
    /// Chef's cells in the sealing playouts, kept for the page.
    pub threat: Vec<u32>,
}

impl Best {
    /// The risk that the move `cand` lets Chef seal our ends.
    pub(super) fn risk(&mut self, m: &Mirror, cand: &Candidate, stakes: &Stakes) -> Risk {
        let Candidate {
            to: y, other: o, ..
        } = *cand;
        let (options, draws) = (&stakes.options, stakes.draws);
        let (risk_cap, record) = (stakes.risk_cap, stakes.record);
        let mut deaths = 0i64;
        // With the first snake's spare waiting as the other end, a seal of the moving end
        // alone costs a share of a death.
        let spare_waits = stakes.spare == Some(o);
        // The other end already walled in: a seal of this one ends the snake.
        let lone = m.free_degree(o) == 0;
        let mut alone = 0i64;
        let near: Vec<u32> = options
            .iter()
            .copied()
            .filter(|&c| {
                c != y
                    && (Self::distance(m, c, y) <= RISK_REACH
                        || Self::distance(m, c, o) <= RISK_REACH)
            })
            .collect();
        // Whether the move alone leaves both ends in pockets (then no draw makes it worse).
        let mut walled_in = None;
        if !near.is_empty() {
            let both = self.walled_in(m, y, o, risk_cap);
            walled_in = Some(both);
            if !both {
                // Whether the waiting spare is in the open before Chef's draw (searched
                // once, and only when a draw comes near it).
                let mut spare_open = None;
                // Whether each end reaches more than the cap without the draw (searched once,
                // and only when a draw that cannot seal would otherwise need a search).
                let mut y_wide = None;
                let mut o_wide = None;
                for &c in &near {
                    let simple = Self::cannot_seal(m, c, y, o);
                    let y_sealed =
                        self.sealed(m, y, [c, c], y, risk_cap, simple.then_some(&mut y_wide));
                    if y_sealed {
                        if self.sealed(m, o, [y, c], y, risk_cap, simple.then_some(&mut o_wide)) {
                            deaths += 1;
                        } else if spare_waits {
                            alone += 1;
                        }
                    } else if spare_waits
                        && Self::distance(m, c, o) <= SPARE_REACH
                        && *spare_open.get_or_insert_with(|| !self.pocket(m, o, [y, y], risk_cap))
                        && self.sealed(m, o, [y, c], y, risk_cap, simple.then_some(&mut o_wide))
                    {
                        // The draw walls the waiting spare in while the sweeping end
                        // moves on: the same share of a death as the other way round.
                        alone += 1;
                    }
                }
            }
        }
        // Our move takes `y`: Chef draws among the others.
        let left = draws - options.iter().filter(|&&c| c == y).count().min(draws);
        let weigh = |both: i64, alone: i64| stakes.weigh(both, alone);
        let one_move = weigh(deaths, alone) / left.max(1) as i64;
        let sealed = self.playout_risk(m, [y, o], risk_cap, walled_in, record, spare_waits);
        let threat = match sealed {
            Some(k) if k.both + k.first > 0 && record => self.playouts.sealing.clone(),
            _ => Vec::new(),
        };
        let playout =
            sealed.map(|k| weigh(i64::from(k.both), i64::from(k.first)) / i64::from(PLAYOUTS));
        let risk = one_move.max(playout.unwrap_or(0));
        Risk {
            near: near.len(),
            deaths,
            alone,
            walled_in,
            spare_waits,
            lone,
            left,
            one_move,
            sealed,
            playout,
            risk,
            threat,
        }
    }

    /// Chef's possible next cells (with multiplicity, as Chef draws them, for each reading of
    /// its ends), and how many Chef draws from.
    pub(super) fn chef_options(&self, m: &Mirror) -> (Vec<u32>, usize) {
        let mut out = Vec::new();
        let mut count = 0;
        for (k, &(a, b)) in self.chef.iter().enumerate() {
            let ends: &[u32] = if a == b { &[a] } else { &[a, b] };
            for &e in ends {
                for d in 0..4 {
                    let c = m.step(e, d);
                    if m.free(c) {
                        if k == 0 {
                            count += 1;
                        }
                        if k == 0 || !out.contains(&c) {
                            out.push(c);
                        }
                    }
                }
            }
        }
        (out, count)
    }

    /// True when the empty cells reachable from `from`'s empty neighbours, with `block` filled
    /// too, number fewer than `cap`.
    fn pocket(&mut self, m: &Mirror, from: u32, block: [u32; 2], cap: usize) -> bool {
        reaches_fewer(m, &mut self.seen, &mut self.queue, from, &block, cap)
    }

    /// True when Chef's filling `c` cannot change what an end reaches, beyond `c` itself: after
    /// our move to `y`, the empty side neighbours of `c` are joined around it (so filling it cuts
    /// no empty cells apart), and `c` is beside neither `y` nor `o` (so it is not one of the
    /// cells an end's search starts from). Then an end that reaches more than `cap` cells
    /// without the draw reaches at least `cap` with it, and no search is needed.
    fn cannot_seal(m: &Mirror, c: u32, y: u32, o: u32) -> bool {
        let beside = |e: u32| (0..4).any(|d| m.step(e, d) == c);
        !beside(y) && !beside(o) && ring_groups_where(m, c, |x| x != y && m.free(x)).len() <= 1
    }

    /// True when the end searched from `from` reaches fewer than `cap` empty cells with `blocks`
    /// filled (our move's cell `y` and Chef's draw). For a draw that cannot seal
    /// ([`Best::cannot_seal`]) `wide` is given: whether the end reaches more than `cap` cells
    /// with only `y` filled, searched once per candidate and end; when it does, the draw seals
    /// nothing and no search is needed.
    fn sealed(
        &mut self,
        m: &Mirror,
        from: u32,
        blocks: [u32; 2],
        y: u32,
        cap: usize,
        wide: Option<&mut Option<bool>>,
    ) -> bool {
        if let Some(wide) = wide {
            if *wide.get_or_insert_with(|| !self.pocket(m, from, [y, y], cap + 1)) {
                return false;
            }
        }
        self.pocket(m, from, blocks, cap)
    }

    /// True when, after the move to `y`, both `y` and the other end `o` reach fewer than `cap`
    /// empty cells.
    fn walled_in(&mut self, m: &Mirror, y: u32, o: u32, cap: usize) -> bool {
        self.pocket(m, y, [y, y], cap) && self.pocket(m, o, [y, y], cap)
    }

    /// When Chef's walking snake is within [`PLAYOUT_REACH`] of the move's cell `y` or of the
    /// other end `o`: in how many of [`PLAYOUTS`] playouts of [`PLAYOUT_PLIES`] rounds after
    /// the move (Chef drawing as the statement says, our ends hugging greedily; only the moving
    /// end when the other is the waiting spare, `still`) both ends end up sealed in pockets
    /// under `cap` cells, and in how many the moving end alone. `None` when Chef is far or the
    /// move walls both ends in already (`walled_in`, when the caller has measured it). With
    /// `record`, the cells Chef filled in the sealing playouts are left in
    /// `self.playouts.sealing`.
    fn playout_risk(
        &mut self,
        m: &Mirror,
        [y, o]: [u32; 2],
        cap: usize,
        walled_in: Option<bool>,
        record: bool,
        still: bool,
    ) -> Option<Seals> {
        let &(a, b) = self.chef.first()?;
        let reach = |p: u32| {
            [a, b]
                .iter()
                .any(|&c| Self::distance(m, c, p) <= PLAYOUT_REACH)
        };
        if !(reach(y) || reach(o)) {
            return None;
        }
        if walled_in.unwrap_or_else(|| self.walled_in(m, y, o, cap)) {
            return None;
        }
        let score = |m: &Mirror, free: &dyn Fn(u32) -> bool, c: u32| {
            4 * Self::hug(m, free, c) - RING_WEIGHT * m.ring(c)
        };
        let plan = Playout {
            samples: PLAYOUTS,
            plies: PLAYOUT_PLIES,
            cap,
            seed: u64::from(m.ply),
            record,
            still,
        };
        Some(self.playouts.sealed(m, y, [y, o], (a, b), &plan, score))
    }
}
