//! `best`: one long snake that sweeps the board along walls, and never walks into the smaller
//! part of a region its own body is cutting off. What was tried on the way here, and what each
//! try gave, is in `docs/snakgame-best.md`.
//!
//! Each move looks at both ends. Around an end, its empty neighbours fall into groups joined
//! through the empty cells around it ([`ring_groups`](super::flood::ring_groups)); one group means the move cannot cut
//! anything off. Several groups may be separate regions: a race of breadth-first searches
//! ([`race`](super::flood::race)) measures the parts (it costs about the size of the smaller ones). A move into one
//! part gives up the others, except a part the other end still touches; a part the race left
//! open costs all the empty cells outside the closed parts ([`give_up_cost`](super::flood::give_up_cost)). Walling the
//! moving end into a closed part while the other end keeps the region costs [`END_DEATH`](knobs::END_DEATH): the
//! snake would live on with one end, and every later seal would kill it. The move that gives up
//! the fewest cells wins.
//!
//! Among moves that give up nothing, the end hugs walls: the target with the most occupied
//! neighbours (side ones first, then diagonal), which sweeps the free space in tight layers and
//! leaves no holes behind, and the lowest ring (distance to the nearest edge of the board,
//! `RING_WEIGHT` per ring), so the front goes round the board as a smooth ring instead of
//! following Chef's snakes into the open board; cells of Chef's finished snakes near a target
//! pull a little ([`super::pull`]: a front that takes in Chef's dense parts first leaves the rest
//! emptier, and the free space breaks up later). Moves within [`NEAR_REACH`](knobs::NEAR_REACH) of our own other
//! end are penalised (two ends in one place wall each other in), and a spare end about to be
//! walled in moves first (`ALIVE_BOOST`).
//!
//! The first snake starts in the middle of the top row; one end walks straight down to 30% of
//! the board's height and waits there, in the open middle, as a spare end ([`super::spine`]),
//! while the other sweeps the rings from the edge inward. A seal of the sweeping end's bay then
//! does not end the snake: the spare carries on into the open board. A later snake starts in
//! the largest component of empty cells ([`Regions`](super::regions::Regions)), on its outermost ring, at a cell with two
//! empty neighbours (so both of its ends can move; a cell with one would leave the snake a
//! single end from its first move), so it sweeps its region in rings too.
//!
//! Chef's cuts are local and predictable one move ahead: the bot follows Chef's current snake
//! from the filled cells ([`Best::observe`]; a cell next to both ends keeps both readings until
//! one is refuted) and lists the cells Chef may fill next (it draws uniformly among the empty
//! neighbours of its two ends). For each of our candidate moves and each such cell within
//! `RISK_REACH` of our ends, bounded searches (`RISK_CAP` cells) ask whether that one Chef
//! cell would seal both of our ends into small pockets (the snake would die). The move's cost is
//! then the cells it gives up plus (sealing draws / Chef's draws) x half the empty cells (what
//! the snake stands to lose), so a move that lets Chef kill the snake with one lucky draw is
//! avoided when another is safe. A random walk is channelled along a corridor beside our front
//! and closes a mouth several cells wide, which one move ahead does not see: when Chef's snake
//! is near, [`super::playout`] plays the next plies out many times (Chef drawing as it does, our
//! ends hugging) and the share of playouts that end sealed prices the move the same way.
//! While the first snake's spare waits, both ends are rarely sealed together, so a seal of the
//! sweeping end alone counts too, at [`ALONE_SEAL_PERCENT`](knobs::ALONE_SEAL_PERCENT) of a death: the snake would live on
//! with one end, and the next seal would end it. So does a Chef draw that walls the waiting spare
//! in (within [`SPARE_REACH`](knobs::SPARE_REACH) of it): a sweeping move then costs what leaving the spare there
//! risks, and a spare with one empty neighbour left, Chef beside it, moves first.

mod candidates;
mod choice;
mod knobs;
mod seals;
mod start;
mod terms;

use crate::model::describe::Algorithm;
use crate::thinking::Reasoning;
use crate::trace::TraceEvent;

use super::flood::{Marks, Part};
use super::mirror::{Event, Mirror};
use super::playout::Playouts;
use super::pull::ChefSnakes;
use super::regions::Regions;
use super::seen::Seen;
use super::spine::{self, Spine};
use super::Decision;
use candidates::Candidate;
use choice::{Choice, Weighed};
use seals::Stakes;

/// The pseudocode lines the micro-steps light.
const SPINE: u8 = 1;
const WAITS: u8 = 2;
const GROUPS: u8 = 3;
const RACE: u8 = 4;
const SCORE: u8 = 6;
const RISK: u8 = 10;
const CHOOSE: u8 = 13;
const NEW_SNAKE: u8 = 15;

/// The snake's two ends, as the sentences name them.
const END_NAMES: [&str; 2] = ["A", "B"];

/// `best`'s algorithm, as the page lays it out.
pub const ALGORITHM: Algorithm = Algorithm {
    title: "best: one snake sweeping the board in rings, a spare end waiting in the middle",
    lines: &[
        "decide(position):",
        "  first snake: one end walks straight down 30% of the board (the spine; it stops where Chef blocks it), then waits as the spare: the deeper end (higher ring), so a move can hand the role over",
        "  for each end e (the waiting one only with one empty neighbour left or the other stuck):",
        "    group its empty neighbours joined around it (one group: nothing can be cut)",
        "    several groups: breadth-first searches from each group, a step each in turn, size the parts each move would cut off (one that runs out first found a closed part)",
        "    for each empty neighbour y of e:",
        "      score = 4 x hug(y) - 32 x ring(y) - 8 x closeness to the other end (within 6 steps) + 4 x cells of Chef's finished snakes within 2 of y",
        "              + 30 when e has one empty neighbour left and the move gives up nothing (a nudge to take that cell before it is taken)",
        "      lost = cells of the parts given up (+ 20 if this end goes into a closed part, to be walled in there)",
        "  for each candidate move:",
        "    risk = Chef's draws that seal both ends in pockets (under 2,048 cells; on a board under 16,384 cells, an eighth of it) x half the empty cells / draws",
        "           (while the spare waits, a seal of the sweeping end alone counts 25% of one: the spare end lives on),",
        "           or the share of playouts near Chef's snake that end sealed, if higher",
        "  play the move of lowest lost + risk, then highest score",
        "new_snake():",
        "  NEW in the largest empty region, on its outermost ring, at a cell with 2 empty neighbours",
    ],
    play_line: Some(CHOOSE),
};

/// A race's result for one end, kept for [`RACE_REUSE`](knobs::RACE_REUSE) plies.
struct Raced {
    end: u32,
    seeds: Vec<u32>,
    ply: u32,
    of_seed: Vec<usize>,
    parts: Vec<Part>,
}

/// The best bot.
pub struct Best {
    marks: [Marks; 2],
    raced: [Option<Raced>; 2],
    regions: Regions,
    /// Chef's current snake's ends, as far as the events tell.
    chef: Vec<(u32, u32)>,
    /// Which of Chef's cells are its current snake's (the pull counts the others).
    chef_snakes: ChefSnakes,
    /// Marks for the pockets drawn on the page.
    probe: Marks,
    /// Cells seen by the bounded searches of the threat check.
    seen: Seen,
    queue: Vec<u32>,
    playouts: Playouts,
}

impl Best {
    /// A fresh bot (it is deterministic: the seed is not used).
    pub fn new(_seed: u64) -> Self {
        Self {
            marks: [Marks::default(), Marks::default()],
            raced: [None, None],
            regions: Regions::default(),
            chef: Vec::new(),
            chef_snakes: ChefSnakes::default(),
            probe: Marks::default(),
            seen: Seen::default(),
            queue: Vec::new(),
            playouts: Playouts::default(),
        }
    }

    /// Occupied neighbours of `y` (side ones 4, diagonal ones 1), by `free`.
    fn hug(m: &Mirror, free: &dyn Fn(u32) -> bool, y: u32) -> i64 {
        let w = m.w;
        let weight = |c: u32| i64::from(!free(c));
        let side: i64 = (0..4).map(|d| weight(m.step(y, d))).sum();
        let diag: i64 = [y - w - 1, y - w + 1, y + w - 1, y + w + 1]
            .iter()
            .map(|&c| weight(c))
            .sum();
        4 * side + diag
    }

    fn distance(m: &Mirror, p: u32, q: u32) -> i64 {
        i64::from(m.cell(p).manhattan(m.cell(q)))
    }
}

/// The strategy ([`super::BotAgent`] makes it an agent).
impl Best {
    /// Forgets everything (a new game or another position).
    pub fn reset(&mut self) {
        *self = Self::new(0);
    }

    /// Takes in the cells filled since the last move (ours and Chef's), before deciding.
    pub fn observe(&mut self, m: &Mirror, events: &[Event]) {
        for ev in events.iter().filter(|ev| ev.chef) {
            self.chef_snakes.note(m, ev);
            let c = ev.cell;
            if ev.new {
                self.chef.clear();
                self.chef.push((c, c));
                continue;
            }
            // A cell next to both ends of a hypothesis keeps both readings until one is refuted.
            let touches = |x: u32| (0..4).any(|d| m.step(x, d) == c);
            let mut next: Vec<(u32, u32)> = Vec::new();
            for &(a, b) in &self.chef {
                for h in [(touches(a), (c, b)), (touches(b) && a != b, (a, c))] {
                    if h.0 && !next.contains(&h.1) {
                        next.push(h.1);
                    }
                }
            }
            next.truncate(8);
            self.chef = next;
        }
    }

    /// The move; with `trace`, also what it considered.
    pub fn decide(&mut self, m: &Mirror, mut trace: Option<&mut Reasoning>) -> Decision {
        let n = m.occ.len();
        for mk in self.marks.iter_mut() {
            if mk.len() != n {
                *mk = Marks::new(n);
            }
        }
        let Some((a, b)) = m.ends else {
            return self.new_snake(m, trace);
        };
        let ends: Vec<u32> = if a == b { vec![a] } else { vec![a, b] };
        let spine = Spine::of(m);
        // A spine blocked on its way down (by Chef's snake): said with the move made instead.
        let mut blocked_spine = None;
        if let Spine::Building { tip, row } = spine {
            blocked_spine = Some((tip, row));
            if let Some(y) = spine::next(m, tip) {
                if let Some(t) = trace {
                    t.draw(|| m.path_event("plan", &[tip, y]));
                    t.because(
                        SPINE,
                        format!("Builds the spine: the end at {} walks down (or aside, when the cell below is taken) to {} (row {} is {}% of the board's height), where it will wait in the open middle as a spare end, so that a seal of the sweeping end's bay does not end the snake.", m.at(tip), m.at(y), row + 1, spine::DEPTH_PERCENT),
                    );
                }
                return Decision::Move(tip, y);
            }
        }
        let spare = spine.spare();
        if self.probe.len() != n {
            self.probe = Marks::new(n);
            self.seen = Seen::new(n);
        }
        let cands = self.candidates(m, &ends, spare, trace.as_deref_mut());
        // Chef's cells in the sealing playouts, kept only for the page.
        let record = trace.as_deref().is_some_and(|t| t.draws() || t.looking());
        let stakes = Stakes::of(self, m, record, spare);
        if let Some(t) = trace.as_deref_mut() {
            // Where Chef may fill next: the cells that could cut or seal our ends.
            t.draw(|| TraceEvent::Cells {
                layer: "next",
                cells: m.cells(stakes.options.iter().copied()),
            });
        }
        if let Some(t) = trace.as_deref_mut().filter(|_| !cands.is_empty()) {
            // The ends as the sentences name them, before the candidates' costs: where labels
            // crowd, the names stay.
            for (name, end) in END_NAMES.into_iter().zip([a, b]) {
                t.draw(|| TraceEvent::Value {
                    layer: "plan",
                    cell: m.cell(end),
                    value: name.to_string(),
                });
            }
        }
        let mut best: Option<(i64, i64, u32, u32)> = None;
        // Each candidate's cost in its two parts and its score, for the sentence.
        let mut weighed: Vec<Weighed> = Vec::new();
        let mut best_threat: Vec<u32> = Vec::new();
        for cand in &cands {
            let Candidate {
                lost,
                score,
                end: e,
                to: y,
                ..
            } = *cand;
            let risk = self.risk(m, cand, &stakes);
            if let Some(t) = trace.as_deref_mut() {
                t.step(
                    RISK,
                    || risk.sentence(m, cand, &stakes),
                    || {
                        vec![
                            m.path_event("plan", &[e, y]),
                            TraceEvent::Cells {
                                layer: "next",
                                cells: m.cells(stakes.options.iter().copied()),
                            },
                            TraceEvent::Cells {
                                layer: "playout",
                                cells: m.cells(risk.threat.iter().copied()),
                            },
                        ]
                    },
                );
                // Each candidate with its cost (cells given up, plus the risk in cells), then its score.
                t.draw(|| TraceEvent::Value {
                    layer: "plan",
                    cell: m.cell(y),
                    value: format!("{}|{score}", lost + risk.risk),
                });
                weighed.push(Weighed::of(cand, &risk, stakes.stake));
            }
            let key = (lost + risk.risk, -score, e, y);
            if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
                best = Some(key);
                best_threat = risk.threat;
            }
        }
        let Some(chosen @ (_, _, e, y)) = best else {
            return self.new_snake(m, trace);
        };
        if let Some(t) = trace {
            let choice = Choice {
                ends: [a, b],
                spare,
                blocked_spine,
                cands: &cands,
                weighed: &weighed,
                stake: stakes.stake,
            };
            choice.explain(t, m, chosen, &best_threat);
        }
        Decision::Move(e, y)
    }
}
