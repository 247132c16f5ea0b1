//! `best`: one long snake that sweeps the board along walls, and never walks into the smaller
//! part of a region its own body is cutting off. What was tried on the way here, and what each
//! try gave, is in `docs/snakgame-best.md`.
//!
//! Each move looks at both ends. Around an end, its empty neighbours fall into groups joined
//! through the empty cells around it ([`ring_groups`]); one group means the move cannot cut
//! anything off. Several groups may be separate regions: a race of breadth-first searches
//! ([`race`]) measures the parts (it costs about the size of the smaller ones). A move into one
//! part gives up the others, except a part the other end still touches; a part the race left
//! open costs all the empty cells outside the closed parts ([`give_up_cost`]). Walling the
//! moving end into a closed part while the other end keeps the region costs [`END_DEATH`]: the
//! snake would live on with one end, and every later seal would kill it. The move that gives up
//! the fewest cells wins.
//!
//! Among moves that give up nothing, the end hugs walls: the target with the most occupied
//! neighbours (side ones first, then diagonal), which sweeps the free space in tight layers and
//! leaves no holes behind, and the lowest ring (distance to the nearest edge of the board,
//! `RING_WEIGHT` per ring), so the front goes round the board as a smooth ring instead of
//! following Chef's snakes into the open board; cells of Chef's finished snakes near a target
//! pull a little ([`super::pull`]: a front that takes in Chef's dense parts first leaves the rest
//! emptier, and the free space breaks up later). Moves within [`NEAR_REACH`] of our own other
//! end are penalised (two ends in one place wall each other in), and a spare end about to be
//! walled in moves first (`ALIVE_BOOST`).
//!
//! The first snake starts in the middle of the top row; one end walks straight down to 30% of
//! the board's height and waits there, in the open middle, as a spare end ([`super::spine`]),
//! while the other sweeps the rings from the edge inward. A seal of the sweeping end's bay then
//! does not end the snake: the spare carries on into the open board. A later snake starts in
//! the largest component of empty cells ([`Regions`]), on its outermost ring, at a cell with two
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
//! sweeping end alone counts too, at [`ALONE_SEAL_PERCENT`] of a death: the snake would live on
//! with one end, and the next seal would end it. So does a Chef draw that walls the waiting spare
//! in (within [`SPARE_REACH`] of it): a sweeping move then costs what leaving the spare there
//! risks, and a spare with one empty neighbour left, Chef beside it, moves first.

use crate::model::describe::Algorithm;
use crate::thinking::{count, Reasoning};
use crate::trace::TraceEvent;
use crate::words::plural;

use super::flood::{
    give_up_cost, pockets, race, reaches_fewer, ring_groups, ring_groups_where, Marks, Part,
};
use super::mirror::{Event, Mirror};
use super::playout::{Playout, Playouts, Seals};
use super::pull::{ChefSnakes, PULL};
use super::regions::Regions;
use super::seen::Seen;
use super::spine::{self, Spine};
use super::Decision;

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
        "    several groups: a race of BFS sizes the parts each move would cut off",
        "    for each empty neighbour y of e:",
        "      score = 4 x hug(y) - 32 x ring(y) - 8 x closeness to the other end (within 6 steps) + 4 x cells of Chef's finished snakes within 2 of y",
        "              + 30 when e has one empty neighbour left and the move gives up nothing (a nudge to take that cell before it is taken)",
        "      lost = cells of the parts given up (+ 20 if this end goes into a closed part, to be walled in there)",
        "  for each candidate move:",
        "    risk = Chef's draws that seal both ends in pockets (under 2,048 cells; on a board under 16,384 cells, an eighth of it) x half the empty cells / draws",
        "           (while the spare waits, the sweeping end sealed alone counts 25%),",
        "           or the share of playouts near Chef's snake that end sealed, if higher",
        "  play the move of lowest lost + risk, then highest score",
        "new_snake():",
        "  NEW in the largest empty region, on its outermost ring, at a cell with 2 empty neighbours",
    ],
    play_line: Some(CHOOSE),
};

/// Cells a race may visit before it gives up (the parts are then compared by what it found).
const RACE_CAP: u32 = 200_000;

/// Chef's next cells further than this (Manhattan) from both ends are not checked for seals.
const RISK_REACH: i64 = 40;

/// A pocket of fewer empty cells than this counts as sealed (on a board of fewer than 8 x this
/// many cells, an eighth of the board: the same on every contest board, and on a small board
/// the searches stay small).
const RISK_CAP: usize = 2048;

/// Playouts per candidate move when Chef's walking snake is near (common Chef draws for all
/// candidates). With 16 playouts of 24 rounds within 16 steps, over type-1 seeds 1..400 the mean
/// efficiency went from 0.470 to 0.474 to 0.480 (depending on the stream of draws), over type-2
/// seeds 1..200 it stayed 0.429 (docs/snakgame-best.md has the variants).
const PLAYOUTS: u32 = 16;

/// What a seal of the sweeping end alone costs, in percent of a seal of both ends, while the
/// first snake's spare waits elsewhere: the snake lives on, but with one end, and the next seal
/// ends it. Without it the sweeping end saw no risk at all once the spare was far (both ends
/// were never sealed together) and walked into bays: over seeds 101..400 of each type, 10, 25
/// or 50 gave the same moves, the first snake dying with the board open in 38 type-2 games of
/// 300 where it died in 58 without (type 1: 28 and 44), mean efficiency 0.456 / 0.502 against
/// 0.453 / 0.496.
const ALONE_SEAL_PERCENT: i64 = 25;

/// A Chef cell within this many steps (Manhattan) of the waiting spare is checked for walling
/// it in (one search from the spare per such cell; a seal of the spare is a local affair).
const SPARE_REACH: i64 = 3;

/// Rounds a playout looks ahead, each a Chef move and one of ours (so twice as many plies).
const PLAYOUT_PLIES: u32 = 24;

/// Playouts run only when one of Chef's ends is within this many steps (Manhattan) of the
/// move's cell or of our other end.
const PLAYOUT_REACH: i64 = 16;

/// Score bonus for moving an end that has one empty neighbour left (keeps the spare end alive).
const ALIVE_BOOST: i64 = 30;

/// Score lost per ring inward (a ring is the distance to the nearest edge of the board): two
/// occupied side neighbours' worth, so the sweep front stays a smooth ring instead of following
/// Chef's snakes into the open board.
const RING_WEIGHT: i64 = 32;

/// Within this many steps (Manhattan) of the other end, a target loses [`NEAR_WEIGHT`] per step
/// closer: two ends working in one place wall each other in. Over type-1 seeds 1..300 a reach of
/// 6 and a weight of 8 (with [`END_DEATH`]) gave a mean efficiency of 0.469, where the earlier 3
/// and 3 (without it) gave 0.457, and a reach of 8 (weight 8) 0.466.
const NEAR_REACH: i64 = 6;

/// Score lost per step of closeness to the other end, within [`NEAR_REACH`].
const NEAR_WEIGHT: i64 = 8;

/// What walling an end into a closed part costs while the other end keeps the region (in cells,
/// like the parts given up): the snake loses its spare end and every later seal is fatal. Free
/// before, it let an end step into a 3-cell dead end on the top row within 150 plies.
const END_DEATH: i64 = 20;

/// The largest closed pocket drawn on the page's `pocket` layer, in cells (and at most a quarter
/// of the empty cells: a bigger closed part is a side of the board, not a pocket).
const POCKET_DRAWN: u32 = 20_000;

/// Plies a race's result is reused for while the end and its groups stay the same (a spare end
/// parked beside a pocket would otherwise race every move).
const RACE_REUSE: u32 = 64;

/// A race's result for one end, kept for [`RACE_REUSE`] plies.
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

    /// True when the empty cells reachable from `from`'s empty neighbours, with `block` filled
    /// too, number fewer than `cap`.
    fn pocket(&mut self, m: &Mirror, from: u32, block: [u32; 2], cap: usize) -> bool {
        reaches_fewer(m, &mut self.seen, &mut self.queue, from, &block, cap)
    }

    /// The `opening` layer's square at `c`, one of an end's empty side cells that are not joined
    /// around it: outlined (a shade alone would read as an empty cell).
    fn opening(m: &Mirror, c: u32) -> TraceEvent {
        TraceEvent::Square {
            layer: "opening",
            centre: m.cell(c),
            radius: 0,
        }
    }

    /// Chef's possible next cells (with multiplicity, as Chef draws them, for each reading of
    /// its ends), and how many Chef draws from.
    fn chef_options(&self, m: &Mirror) -> (Vec<u32>, usize) {
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

    /// Steps closer than [`NEAR_REACH`] that `y` is to the other end (0 when further or none).
    fn closeness(m: &Mirror, y: u32, other: Option<u32>) -> i64 {
        other.map_or(0, |o| (NEAR_REACH + 1 - Self::distance(m, y, o)).max(0))
    }

    fn distance(m: &Mirror, p: u32, q: u32) -> i64 {
        i64::from(m.cell(p).manhattan(m.cell(q)))
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

    fn new_snake(&mut self, m: &Mirror, trace: Option<&mut Reasoning>) -> Decision {
        // The game's first move is always ours and always a NEW (derived from the position, so a
        // bot that joins a game late, as the page's layers do, knows which snake it starts).
        if m.ply == 0 {
            let start = spine::start(m)
                .filter(|&c| m.free(c))
                .or_else(|| m.empty.nth(0).map(|c| m.pad(c)));
            if let (Some(t), Some(c)) = (trace, start) {
                t.because(
                    NEW_SNAKE,
                    format!("Starts the first snake at {}, the middle of the top row: one end will walk straight down {}% of the board and wait there as a spare end, the other sweeps the rings from the edge inward.", m.at(c), spine::DEPTH_PERCENT),
                );
            }
            return match start {
                Some(c) => Decision::New(c),
                None => Decision::Exit,
            };
        }
        let Some(cells) = self.regions.largest(m) else {
            return Decision::Exit;
        };
        let Some(start) = cells
            .iter()
            .copied()
            .min_by_key(|&c| (m.ring(c), m.free_degree(c).abs_diff(2), c))
        else {
            return Decision::Exit;
        };
        if let Some(t) = trace {
            t.draw(|| TraceEvent::Cells {
                layer: "region",
                cells: m.cells(cells.iter().copied()),
            });
            t.draw(|| TraceEvent::Cells {
                layer: "start",
                cells: vec![m.cell(start)],
            });
            let size = count(cells.len());
            let region = if cells.len() == 1 { "cell" } else { "cells" };
            t.step(
                NEW_SNAKE,
                || format!("The largest empty region has {size} {region}; on its outermost ring, {} has {}, the count nearest two (two let both ends move).", m.at(start), plural(m.free_degree(start), "empty neighbour", "empty neighbours")),
                || {
                    vec![
                        TraceEvent::Cells { layer: "region", cells: m.cells(cells.iter().copied()) },
                        TraceEvent::Cells { layer: "start", cells: vec![m.cell(start)] },
                    ]
                },
            );
            // The snake that ends here (a NEW finishes it) gets its own words.
            let ended = match m.ends {
                Some(_) if m.len > 0 => format!(
                    "{} can grow no more (neither end has an empty neighbour): it ends at {}, worth {}. ",
                    if m.snakes == 1 { "The first snake".to_string() } else { format!("Snake {}", m.snakes) },
                    plural(m.len, "cell", "cells"),
                    {
                        let worth = crate::snakgame::rules::snake_score(m.len).max(0) as usize;
                        format!("{} {}", count(worth), if worth == 1 { "point" } else { "points" })
                    }
                ),
                _ => String::new(),
            };
            t.because(
                NEW_SNAKE,
                format!("{ended}Starts a new snake at {} in the largest empty region ({size} {region}), on its outermost ring.", m.at(start)),
            );
        }
        Decision::New(start)
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
        // (lost, score, end, target, other end after the move)
        let mut cands: Vec<(i64, i64, u32, u32, u32, Terms)> = Vec::new();
        for (i, &e) in ends.iter().enumerate() {
            let other = ends.get(1 - i).copied();
            if Some(e) == spare
                && other.is_some_and(|o| m.free_degree(o) > 0)
                && m.free_degree(e) > 1
            {
                if let Some(t) = trace.as_deref_mut() {
                    t.draw(|| TraceEvent::Cells {
                        layer: "spare",
                        cells: vec![m.cell(e)],
                    });
                    t.step(
                        WAITS,
                        || format!("End {} at {} is the spare end (the deeper one): it waits while the other end sweeps, and moves only when it has one empty neighbour left or the other end is stuck.", END_NAMES[i], m.at(e)),
                        || vec![TraceEvent::Cells { layer: "spare", cells: vec![m.cell(e)] }],
                    );
                }
                continue;
            }
            let groups = ring_groups(m, e);
            if groups.is_empty() {
                continue;
            }
            let mut part_of_group: Vec<usize> = (0..groups.len()).collect();
            let mut part_cost: Vec<i64> = vec![0; groups.len()];
            let mut other_parts: Vec<bool> = vec![false; groups.len()];
            let mut closed_parts: Vec<bool> = vec![false; groups.len()];
            if groups.len() > 1 {
                let seeds: Vec<u32> = groups.iter().map(|g| g[0]).collect();
                let reuse = self.raced[i]
                    .as_ref()
                    .filter(|r| r.end == e && r.seeds == seeds && m.ply < r.ply + RACE_REUSE);
                let (of_seed, parts) = match reuse {
                    Some(r) => (r.of_seed.clone(), r.parts.clone()),
                    None => {
                        let (of_seed, parts) = race(m, &mut self.marks[i], &seeds, RACE_CAP);
                        self.raced[i] = Some(Raced {
                            end: e,
                            seeds: seeds.clone(),
                            ply: m.ply,
                            of_seed: of_seed.clone(),
                            parts: parts.clone(),
                        });
                        (of_seed, parts)
                    }
                };
                part_of_group = of_seed.clone();
                closed_parts = parts.iter().map(|x| x.closed).collect();
                part_cost = give_up_cost(&parts, m.empty.len());
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
                    let sizes: Vec<String> = part_cost
                        .iter()
                        .map(|&c| count(c.max(0) as usize))
                        .collect();
                    // Only when the page draws it or looks inside (a flood of the closed parts).
                    let cap = POCKET_DRAWN.min(m.empty.len() / 4);
                    let (pocket, pocket_sizes) = if t.draws() || t.looking() {
                        pockets(m, &mut self.probe, &seeds, &of_seed, &parts, cap)
                    } else {
                        (Vec::new(), Vec::new())
                    };
                    let closed = parts.iter().filter(|p| p.closed && p.size <= cap).count();
                    t.step(
                        RACE,
                        || {
                            let found = match sizes.len() {
                                1 => "finds they all join up beyond it: one part, so no move cuts anything off".to_string(),
                                n => format!("finds {n} parts behind them, of {} cells (a part left open counts all the empty cells outside the closed ones); a move into one part gives up the others", sizes.join(" / ")),
                            };
                            format!(
                                "End {} at {}: its empty neighbours fall into {} groups not joined around it (a narrow opening), so a move may cut the region; a race of breadth-first searches {found}{}.",
                                END_NAMES[i],
                                m.at(e),
                                groups.len(),
                                match closed {
                                    0 => String::new(),
                                    n => format!("; {} behind it (shaded)", plural(n as u32, "closed pocket", "closed pockets")),
                                }
                            )
                        },
                        || {
                            let mut events: Vec<TraceEvent> =
                                seeds.iter().map(|&c| Self::opening(m, c)).collect();
                            events.push(TraceEvent::Cells { layer: "pocket", cells: m.cells(pocket.iter().copied()) });
                            events
                        },
                    );
                    t.draw(|| TraceEvent::Cells {
                        layer: "pocket",
                        cells: m.cells(pocket.iter().copied()),
                    });
                    // Each pocket's size, away from the end where the moves' labels are.
                    for &(far, size) in &pocket_sizes {
                        t.draw(|| TraceEvent::Value {
                            layer: "pocket",
                            cell: m.cell(far),
                            value: plural(size as u64, "cell", "cells"),
                        });
                    }
                    for &c in &seeds {
                        t.draw(|| Self::opening(m, c));
                    }
                }
            } else if let Some(t) = trace.as_deref_mut() {
                t.step(
                    GROUPS,
                    || {
                        let why = match m.free_degree(e) {
                            1 => "it has one empty neighbour, so its move cuts nothing off around it",
                            _ => "its empty neighbours are joined around it, so no move from it cuts anything off",
                        };
                        format!("End {} at {}: {why}.", END_NAMES[i], m.at(e))
                    },
                    // The end named as the sentence names it (`start` is a new snake's cell).
                    || vec![TraceEvent::Value { layer: "plan", cell: m.cell(e), value: END_NAMES[i].to_string() }],
                );
            }
            for (g, group) in groups.iter().enumerate() {
                let p = part_of_group[g];
                let given_up: i64 = (0..part_cost.len())
                    .filter(|&q| q != p && !other_parts[q] && part_of_group.contains(&q))
                    .map(|q| part_cost[q])
                    .sum();
                // Walling this end into a closed part while the other end keeps the region
                // kills the spare end: every later seal is then fatal.
                let kills_end = other.is_some()
                    && !other_parts[p]
                    && closed_parts.get(p).copied().unwrap_or(false);
                let lost = given_up + if kills_end { END_DEATH } else { 0 };
                // An end about to be walled in moves first, while the move gives nothing up.
                let alive_boost = if m.free_degree(e) == 1 && lost == 0 {
                    ALIVE_BOOST
                } else {
                    0
                };
                for &y in group {
                    let (hug, ring) = (Self::hug(m, &|c| m.free(c), y), m.ring(y));
                    let closer = Self::closeness(m, y, other);
                    let chefs = self.chef_snakes.near(m, y);
                    let terms = Terms {
                        hug,
                        ring,
                        closer,
                        chefs,
                        alive: alive_boost,
                        walls_in: kills_end,
                    };
                    let score = terms.score();
                    if let Some(t) = trace.as_deref_mut() {
                        t.more(
                            SCORE,
                            || {
                                format!(
                                    "{} to {}: gives up {}{}; hugs {hug} (4 per occupied side, 1 per occupied corner), ring {ring} from the edge: score {} = {score}.",
                                    END_NAMES[i],
                                    m.at(y),
                                    if given_up == 1 { "1 cell".to_string() } else { format!("{} cells", count(given_up as usize)) },
                                    if kills_end { format!(", + {END_DEATH}: it goes into a closed part, to be walled in there") } else { String::new() },
                                    terms.sum(true)
                                )
                            },
                            || vec![m.path_event("plan", &[e, y])],
                        );
                    }
                    cands.push((lost, score, e, y, other.unwrap_or(e), terms));
                }
            }
        }
        let (options, draws) = self.chef_options(m);
        if let Some(t) = trace.as_deref_mut() {
            // Where Chef may fill next: the cells that could cut or seal our ends.
            t.draw(|| TraceEvent::Cells {
                layer: "next",
                cells: m.cells(options.iter().copied()),
            });
        }
        let stake = i64::from(m.empty.len()) / 2;
        let area = (m.w.saturating_sub(2) * m.h.saturating_sub(2)) as usize;
        let risk_cap = RISK_CAP.min(area / 8).max(16);
        let mut best: Option<(i64, i64, u32, u32)> = None;
        // Each candidate's cost in its two parts and its score, for the sentence.
        let mut weighed: Vec<Weighed> = Vec::new();
        // Chef's cells in the sealing playouts, kept only for the page.
        let record = trace.as_deref().is_some_and(|t| t.draws() || t.looking());
        let mut best_threat: Vec<u32> = Vec::new();
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
        for &(lost, score, e, y, o, terms) in &cands {
            let mut deaths = 0i64;
            // With the first snake's spare waiting as the other end, a seal of the moving end
            // alone costs a share of a death.
            let spare_waits = spare == Some(o);
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
                            if self.sealed(m, o, [y, c], y, risk_cap, simple.then_some(&mut o_wide))
                            {
                                deaths += 1;
                            } else if spare_waits {
                                alone += 1;
                            }
                        } else if spare_waits
                            && Self::distance(m, c, o) <= SPARE_REACH
                            && *spare_open
                                .get_or_insert_with(|| !self.pocket(m, o, [y, y], risk_cap))
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
            let weigh =
                |both: i64, alone: i64| (100 * both + ALONE_SEAL_PERCENT * alone) * stake / 100;
            let one_move = weigh(deaths, alone) / left.max(1) as i64;
            let sealed = self.playout_risk(m, [y, o], risk_cap, walled_in, record, spare_waits);
            let threat = match sealed {
                Some(k) if k.both + k.first > 0 && record => self.playouts.sealing.clone(),
                _ => Vec::new(),
            };
            let playout =
                sealed.map(|k| weigh(i64::from(k.both), i64::from(k.first)) / i64::from(PLAYOUTS));
            let risk = one_move.max(playout.unwrap_or(0));
            if let Some(t) = trace.as_deref_mut() {
                let near = near.len();
                t.step(
                    RISK,
                    || {
                        let playouts = match (sealed, playout) {
                            (Some(k), Some(r)) => {
                                let alone = k.first;
                                format!(
                                    " Chef's snake is near: in {} of {PLAYOUTS} playouts of the next {PLAYOUT_PLIES} rounds (Chef drawing at random, {} hugging) {} sealed{}: risk {} x {} / {PLAYOUTS} = {}.",
                                    k.both,
                                    if spare_waits { "our sweeping end" } else if lone { "our end" } else { "our ends" },
                                    if lone { "it ends" } else { "both ends end" },
                                    if alone > 0 { format!(", in {alone} the sweeping end alone") } else { String::new() },
                                    seal_sum(i64::from(k.both), i64::from(alone)),
                                    count(stake as usize),
                                    count(r as usize)
                                )
                            }
                            _ => String::new(),
                        };
                        let alone_clause = match alone {
                            0 => String::new(),
                            n => format!(", {n} the sweeping end alone (the spare waits elsewhere: the snake would live on with one end, {ALONE_SEAL_PERCENT}% of a death)"),
                        };
                        if walled_in == Some(true) {
                            // No draw and no playout can make it worse.
                            return format!(
                                "Move to {}: it leaves {} in a pocket under {} cells by itself, so no draw of Chef's can seal more: risk 0. Cost = {} lost + 0 risk.",
                                m.at(y),
                                if lone { "our end (the other is walled in)" } else { "both ends" },
                                count(risk_cap),
                                count(lost as usize)
                            );
                        }
                        format!(
                            "Move to {}: {near} of the {} cells Chef may fill next are within {RISK_REACH} steps of our ends; {deaths} of them would seal {} under {} cells{alone_clause}: risk {} x {} (half the empty cells) / {} (Chef's draws) = {}.{playouts} Cost = {} lost + {} risk.",
                            m.at(y),
                            options.len(),
                            if lone { "our end (the other is walled in) in a pocket" } else { "both ends in pockets" },
                            count(risk_cap),
                            seal_sum(deaths, alone),
                            count(stake as usize),
                            left.max(1),
                            count(one_move as usize),
                            count(lost as usize),
                            count(risk as usize)
                        )
                    },
                    || {
                        let mut events = vec![m.path_event("plan", &[e, y])];
                        events.push(TraceEvent::Cells { layer: "next", cells: m.cells(options.iter().copied()) });
                        events.push(TraceEvent::Cells { layer: "playout", cells: m.cells(threat.iter().copied()) });
                        events
                    },
                );
            }
            if let Some(t) = trace.as_deref_mut() {
                // Each candidate with its cost (cells given up, plus the risk in cells), then its score.
                t.draw(|| TraceEvent::Value {
                    layer: "plan",
                    cell: m.cell(y),
                    value: format!("{}|{score}", lost + risk),
                });
            }
            if trace.is_some() {
                let risk_why = match sealed {
                    _ if risk <= 0 => String::new(),
                    Some(k) if playout.unwrap_or(0) >= one_move => seal_count(
                        |n| {
                            format!("in {n} of {PLAYOUTS} playouts of the next {PLAYOUT_PLIES} rounds Chef's walk seals")
                        },
                        [i64::from(k.both), i64::from(k.first)],
                        lone,
                        stake,
                        i64::from(PLAYOUTS),
                        risk,
                    ),
                    _ => seal_count(
                        |n| {
                            format!(
                                "{n} of Chef's {} possible next draws would seal",
                                left.max(1)
                            )
                        },
                        [deaths, alone],
                        lone,
                        stake,
                        left.max(1) as i64,
                        risk,
                    ),
                };
                weighed.push(Weighed {
                    lost,
                    risk,
                    score,
                    end: e,
                    to: y,
                    walls_in: terms.walls_in,
                    risk_why,
                });
            }
            let key = (lost + risk, -score, e, y);
            if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
                best = Some(key);
                best_threat = threat;
            }
        }
        match best {
            Some((cost, neg_score, e, y)) => {
                if let Some(t) = trace {
                    t.draw(|| m.path_event("plan", &[e, y]));
                    t.draw(|| TraceEvent::Cells {
                        layer: "playout",
                        cells: m.cells(best_threat.iter().copied()),
                    });
                    let [which, other_name] = if e == a {
                        END_NAMES
                    } else {
                        [END_NAMES[1], END_NAMES[0]]
                    };
                    let other = if e == a { b } else { a };
                    // The spare is the deeper end (`spine::deeper`): a move may hand the role
                    // over, from the end that moved to the other or the other way.
                    // Whether an end has an empty neighbour once `y` is taken.
                    let open_after = |p: u32| {
                        (0..4).any(|d| {
                            let q = m.step(p, d);
                            q != y && m.free(q)
                        })
                    };
                    // (For a one-cell snake the other end is the cell the move leaves.)
                    let (moved_open, other_open) = (open_after(y), open_after(other));
                    let other_was_open = m.free_degree(other) > 0;
                    let waits_after = spine::deeper(m, y, other);
                    let handover = match spare {
                        _ if !moved_open && !other_open => " Both ends are now walled in: this snake is finished, and the next move starts a new one.".to_string(),
                        _ if !moved_open => format!(" End {which} has no empty neighbour at {}: it is walled in for good, and the snake goes on with end {other_name} alone.", m.at(y)),
                        _ if !other_open && other_was_open => format!(" This takes the last empty neighbour of end {other_name} at {}: it is walled in for good, and the snake goes on with end {which} alone.", m.at(other)),
                        Some(s) if other_open && (s == e) != (waits_after == y) => {
                            let (waits, sweeps) = if waits_after == y {
                                (which, other_name)
                            } else {
                                (other_name, which)
                            };
                            let rings = match (m.ring(waits_after), m.ring(if waits_after == y { other } else { y })) {
                                (r, q) if r == q => format!("both on ring {r}: the one further down, or right, counts as deeper, so on one ring the role can pass back and forth as the ends move"),
                                (r, q) => format!("ring {r} against {q}"),
                            };
                            format!(" End {waits} is now the deeper end ({rings}), so it waits as the spare and end {sweeps} sweeps.")
                        }
                        _ => String::new(),
                    };
                    // The spine's end, blocked on its way down: what becomes of it (a walled-in
                    // end is said above).
                    let spine_note = match blocked_spine {
                        Some((tip, row)) if tip == e => format!(" The spine's end can go neither down nor aside (row {} of the {} it walks to): it moves as any end would.", m.cell(tip).row + 1, row + 1),
                        Some((tip, row)) if open_after(tip) => format!(" The spine's end at {} can go neither down nor aside, at row {} of the {} it walks to: the spine stops there, and the sweep begins.", m.at(tip), m.cell(tip).row + 1, row + 1),
                        _ => String::new(),
                    };
                    let chosen = weighed.iter().find(|w| (w.end, w.to) == (e, y));
                    let cost_words = chosen.map_or_else(
                        || format!("costs {}", count(cost.max(0) as usize)),
                        |w| w.cost_words(which),
                    );
                    // The move that came next, and why it lost: a higher cost, or the score.
                    let runner = weighed
                        .iter()
                        .filter(|w| (w.end, w.to) != (e, y))
                        .min_by_key(|w| (w.lost + w.risk, -w.score));
                    let end_name = |end: u32| if end == a { END_NAMES[0] } else { END_NAMES[1] };
                    let runner_words = match runner {
                        None => String::new(),
                        Some(r) if r.lost + r.risk == cost && r.score == -neg_score => format!(
                            "; end {} to {} costs and scores as much ({}): of equal moves the first found is played",
                            end_name(r.end),
                            m.at(r.to),
                            r.score
                        ),
                        Some(r) if r.lost + r.risk == cost => format!(
                            "; end {} to {} costs as much and scores {}",
                            end_name(r.end),
                            m.at(r.to),
                            r.score
                        ),
                        Some(r) => format!(
                            "; the next, end {} to {}, {}",
                            end_name(r.end),
                            m.at(r.to),
                            r.cost_words(end_name(r.end))
                        ),
                    };
                    // Every move risking a seal: the snake is expected to be walled in whatever it does.
                    let all_risky = weighed.len() > 1 && weighed.iter().all(|w| w.risk > 0);
                    let same_risk = weighed.windows(2).all(|p| p[0].risk == p[1].risk);
                    let doomed = match (all_risky, same_risk) {
                        (true, true) => " Every move carries the same risk, so the risk does not tell them apart.",
                        (true, false) => " Every move risks a seal: Chef's walk may wall the snake in whatever it does.",
                        _ => "",
                    };
                    let choice = if cands.len() == 1 {
                        "the only move".to_string()
                    } else {
                        format!(
                            "the cheapest of {} moves (then the highest score)",
                            cands.len()
                        )
                    };
                    let terms = cands.iter().find(|c| (c.2, c.3) == (e, y)).map(|c| c.5);
                    // A risk named above is said once in its parts.
                    let risk_words = if let Some(w) = chosen.filter(|w| w.risk > 0) {
                        format!(" Its risk: {}.", w.risk_why)
                    } else if runner.is_some_and(|r| r.risk > 0) {
                        format!(" (A seal's risk: the chance that Chef's next cell, or his walk in {PLAYOUTS} playouts when his snake is near, walls our ends in, times {}, half the empty cells.)", count(stake as usize))
                    } else {
                        String::new()
                    };
                    t.because(
                        CHOOSE,
                        format!(
                            "Extends end {which} to {}, {choice}: it {cost_words}{runner_words}.{risk_words}{doomed} Its score: {}{}{}.{handover}{spine_note}",
                            m.at(y),
                            terms.map_or_else(String::new, |c| format!("{} = ", c.sum(false))),
                            -neg_score,
                            terms.map_or_else(String::new, |c| c.gloss()),
                        ),
                    );
                }
                Decision::Move(e, y)
            }
            None => self.new_snake(m, trace),
        }
    }
}

/// One candidate move as the sentence weighs it: its cost's two parts and its score.
struct Weighed {
    /// Cells it gives up (and the price of walling an end in).
    lost: i64,
    /// A seal's risk, in cells.
    risk: i64,
    score: i64,
    end: u32,
    to: u32,
    /// Whether `lost` holds the price of walling the end in ([`END_DEATH`]).
    walls_in: bool,
    /// How the risk was counted, in words ("in 16 of 16 playouts ... = 152"), when there is one.
    risk_why: String,
}

/// A seal's risk counted in words: `found(n)` says what `n` seals were found in (Chef's draws or
/// the playouts), `[both, alone]` the seals of both ends and of the sweeping end alone (a share
/// of a death), over `out_of`, times the `stake`.
fn seal_count(
    found: impl Fn(i64) -> String,
    [both, alone]: [i64; 2],
    lone: bool,
    stake: i64,
    out_of: i64,
    risk: i64,
) -> String {
    let ends = if lone {
        "our end (the other is walled in)"
    } else {
        "both ends"
    };
    let share = format!("{ALONE_SEAL_PERCENT}% of a death");
    let said = match (both, alone) {
        (0, a) => format!("{} the sweeping end alone, {share} each", found(a)),
        (b, 0) => format!("{} {ends}", found(b)),
        (b, a) => format!(
            "{} {ends}, and {a} more the sweeping end alone ({share} each)",
            found(b)
        ),
    };
    format!(
        "{said}: {} x {} (half the empty cells) / {out_of} = {}",
        seal_sum(both, alone),
        count(stake.max(0) as usize),
        count(risk.max(0) as usize)
    )
}

/// Seals as deaths: "2", "16 x 25%" or "(1 + 2 x 25%)" (a seal of the sweeping end alone counts
/// [`ALONE_SEAL_PERCENT`] of a death).
fn seal_sum(both: i64, alone: i64) -> String {
    match (both, alone) {
        (b, 0) => b.to_string(),
        (0, a) => format!("{a} x {ALONE_SEAL_PERCENT}%"),
        (b, a) => format!("({b} + {a} x {ALONE_SEAL_PERCENT}%)"),
    }
}

impl Weighed {
    /// The cost in its parts: "costs 50 (20 for walling end B in + 30 of a seal's risk)", or
    /// with one part only what it is: "costs 8 (cells given up)".
    fn cost_words(&self, end: &str) -> String {
        let death = if self.walls_in { END_DEATH } else { 0 };
        let given_up = (self.lost - death).max(0);
        let cells = if given_up == 1 { "cell" } else { "cells" };
        // Each part: its cells, then what it is alone and with its number.
        let parts: Vec<(i64, String, String)> = [
            (
                given_up,
                format!("{cells} given up"),
                format!("{cells} given up"),
            ),
            (
                death,
                format!("walling end {end} in"),
                format!("for walling end {end} in"),
            ),
            (
                self.risk.max(0),
                "a seal's risk".to_string(),
                "of a seal's risk".to_string(),
            ),
        ]
        .into_iter()
        .filter(|(n, _, _)| *n > 0)
        .collect();
        let total = count((self.lost + self.risk).max(0) as usize);
        match parts.as_slice() {
            [] => "costs nothing (no cell given up, no seal's risk)".to_string(),
            [(_, alone, _)] => format!("costs {total} ({alone})"),
            many => {
                let each: Vec<String> = many
                    .iter()
                    .map(|(n, _, with)| format!("{} {with}", count(*n as usize)))
                    .collect();
                format!("costs {total} ({})", each.join(" + "))
            }
        }
    }
}

/// The terms of a target's score (line `SCORE` of the pseudocode).
#[derive(Clone, Copy, Debug)]
struct Terms {
    /// Occupied sides (4 each) and corners (1 each) around the target.
    hug: i64,
    /// Rings in from the board's edge.
    ring: i64,
    /// Steps closer to the other end than `NEAR_REACH`.
    closer: i64,
    /// Cells of Chef's finished snakes around the target.
    chefs: i64,
    /// The boost of an end about to be walled in (0 or `ALIVE_BOOST`).
    alive: i64,
    /// Whether the move walls its end into a closed part (priced [`END_DEATH`] in the cost,
    /// not in the score).
    walls_in: bool,
}

impl Terms {
    /// The score.
    fn score(&self) -> i64 {
        4 * self.hug + self.alive - RING_WEIGHT * self.ring - NEAR_WEIGHT * self.closer
            + PULL * self.chefs
    }

    /// What the sum's terms are, in a few words each, for a sentence that is read without the
    /// pseudocode beside it: "(hug: occupied cells around the target, 4 a side and 1 a corner;
    /// ring: its steps from the board's edge)".
    fn gloss(&self) -> String {
        let mut words = vec![
            "hug: occupied cells around the target, 4 a side and 1 a corner".to_string(),
            "ring: its steps from the board's edge".to_string(),
        ];
        if self.alive > 0 {
            words.push(
                "nudge: this end has one empty neighbour left, taken before Chef takes it".into(),
            );
        }
        if self.closer > 0 {
            words.push(format!(
                "near: steps closer than {} to the other end",
                NEAR_REACH + 1
            ));
        }
        if self.chefs > 0 {
            words.push("chef: cells of Chef's finished snakes around the target".into());
        }
        format!(" ({})", words.join("; "))
    }

    /// The sum as the sentences write it: `4 x hug 5 - 32 x ring 2 + nudge 30 + 4 x chef 3` (the
    /// terms that are not 0, each named), with `notes` each of the last three saying what it is.
    fn sum(&self, notes: bool) -> String {
        let note = |words: &str| {
            if notes {
                format!(" ({words})")
            } else {
                String::new()
            }
        };
        let mut sum = format!("4 x hug {} - {RING_WEIGHT} x ring {}", self.hug, self.ring);
        if self.alive > 0 {
            let why = note(
                "this end has one empty neighbour left: a nudge to take it before it is taken",
            );
            sum.push_str(&format!(" + nudge {}{why}", self.alive));
        }
        if self.closer > 0 {
            let why = note("near the other end");
            sum.push_str(&format!(" - {NEAR_WEIGHT} x near {}{why}", self.closer));
        }
        if self.chefs > 0 {
            let why = note("Chef's finished snakes around it");
            sum.push_str(&format!(" + {PULL} x chef {}{why}", self.chefs));
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snakgame::bots::pull::PULL_RADIUS;

    // The pseudocode the page shows says the numbers the bot plays with.
    #[test]
    fn pseudocode_says_the_constants() {
        let text = ALGORITHM.lines.join("\n");
        let thousands = |n: usize| format!("{},{:03}", n / 1000, n % 1000);
        for said in [
            format!("straight down {}% of the board", spine::DEPTH_PERCENT),
            format!("- {RING_WEIGHT} x ring(y)"),
            format!("- {NEAR_WEIGHT} x closeness to the other end (within {NEAR_REACH} steps)"),
            format!("+ {PULL} x cells of Chef's finished snakes within {PULL_RADIUS} of y"),
            format!("+ {ALIVE_BOOST} when e has one empty neighbour left"),
            format!("(+ {END_DEATH} if this end goes into a closed part, to be walled in there)"),
            format!("(under {} cells;", thousands(RISK_CAP)),
            format!("on a board under {} cells", thousands(8 * RISK_CAP)),
            format!("counts {ALONE_SEAL_PERCENT}%"),
        ] {
            assert!(text.contains(&said), "the pseudocode does not say {said:?}");
        }
    }

    // A risk's words add up to the risk, in each of its three mixes of seals.
    #[test]
    fn a_seal_risk_is_counted_out() {
        let playouts = |n| format!("in {n} of 16 playouts of the next 24 rounds Chef's walk seals");
        assert_eq!(
            seal_count(playouts, [0, 16], false, 610, 16, 152),
            "in 16 of 16 playouts of the next 24 rounds Chef's walk seals the sweeping end alone, 25% of a death each: 16 x 25% x 610 (half the empty cells) / 16 = 152"
        );
        let draws = |n| format!("{n} of Chef's 4 possible next draws would seal");
        assert_eq!(
            seal_count(draws, [1, 0], true, 1000, 4, 250),
            "1 of Chef's 4 possible next draws would seal our end (the other is walled in): 1 x 1,000 (half the empty cells) / 4 = 250"
        );
        assert_eq!(
            seal_count(draws, [1, 2], false, 1000, 4, 375),
            "1 of Chef's 4 possible next draws would seal both ends, and 2 more the sweeping end alone (25% of a death each): (1 + 2 x 25%) x 1,000 (half the empty cells) / 4 = 375"
        );
    }
}
