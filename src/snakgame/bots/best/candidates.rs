//! `best`'s candidate moves: around each end, its empty neighbours in groups joined around it,
//! the parts a move would cut off (a race of breadth-first searches, [`race`]), and each
//! target's score ([`Terms`]).

use crate::thinking::{count, Reasoning};
use crate::trace::TraceEvent;
use crate::words::plural;

use super::super::flood::{give_up_cost, pockets, race, ring_groups};
use super::super::mirror::Mirror;
use super::knobs::{ALIVE_BOOST, END_DEATH, NEAR_REACH, POCKET_DRAWN, RACE_CAP, RACE_REUSE};
use super::terms::Terms;
use super::{Best, Raced, END_NAMES, GROUPS, RACE, SCORE, WAITS};

/// One candidate move: an end, its target, and what the move costs and scores before a seal's
/// risk is weighed.
#[derive(Clone, Copy, Debug)]
pub(super) struct Candidate {
    /// Cells of the parts it gives up (and the price of walling its end in, [`END_DEATH`]).
    pub lost: i64,
    /// Its score: of moves that cost the same, the highest is played.
    pub score: i64,
    /// The end that moves.
    pub end: u32,
    /// The cell it moves to.
    pub to: u32,
    /// The other end after the move (the end itself for a one-cell snake).
    pub other: u32,
    /// The score's terms, for the sentences.
    pub terms: Terms,
}

impl Best {
    /// Every move of `ends` (the waiting `spare` only when it has one empty neighbour left or
    /// the other end is stuck), each with the cells it gives up and its score; with `trace`,
    /// the groups, the race and each target's score in words.
    pub(super) fn candidates(
        &mut self,
        m: &Mirror,
        ends: &[u32],
        spare: Option<u32>,
        mut trace: Option<&mut Reasoning>,
    ) -> Vec<Candidate> {
        let mut cands = Vec::new();
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
                    // Named on the board too: its wash alone reads as the newest cells of the
                    // age layer.
                    t.draw(|| TraceEvent::Value {
                        layer: "spare",
                        cell: m.cell(e),
                        value: "spare".to_string(),
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
                                seeds.iter().map(|&c| opening(m, c)).collect();
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
                        t.draw(|| opening(m, c));
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
                    let closer = closeness(m, y, other);
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
                    cands.push(Candidate {
                        lost,
                        score,
                        end: e,
                        to: y,
                        other: other.unwrap_or(e),
                        terms,
                    });
                }
            }
        }
        cands
    }
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

/// Steps closer than [`NEAR_REACH`] that `y` is to the other end (0 when further or none).
fn closeness(m: &Mirror, y: u32, other: Option<u32>) -> i64 {
    other.map_or(0, |o| (NEAR_REACH + 1 - Best::distance(m, y, o)).max(0))
}
