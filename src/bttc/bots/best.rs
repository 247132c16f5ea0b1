//! `best`: the path search of `paths` that spoils the opponents' loops, armed with time travel.
//!
//! - The same search over its own future paths, deepening while its time lasts (opponents
//!   forecast by the simple rules of `paths`).
//! - Opponents' open loops ([`super::loops`]): a region an opponent is walking around is worth
//!   spoiling, so a path that stands first on one of its cells before it closes gains its size
//!   (in 3 or 4 players a share of it: [`CROWD_SPOIL`]).
//! - BACK ([`super::back`]): when, from where the bot stood some rounds ago, it could spoil an
//!   opponent's capture made since, it goes back there. After any time travel, opponents are
//!   expected to repeat what they did in the undone timeline (the one who went back, not: it
//!   heads for a capture it undid, to spoil it), and their coming captures
//!   (replayed under the real rules) are worth spoiling like open loops.

use crate::bttc::board::{Pos, AREA};
use crate::bttc::moves::Move;
use crate::trace::TraceEvent;

use super::back::{self, Timeline, Undo, WORTH};
use super::loops::{open_loops, OpenLoop, HEADING_REACH};
use super::paths::{Knobs, Paths};
use super::predict::{forecast, future_captures, FutureCapture};
use super::sight::Sight;
use super::standoff::{stand_still, standoff, STANDOFF_ROUNDS, STANDOFF_WINDOW};
use crate::model::describe::Algorithm;
use crate::model::Clock;
use crate::thinking::Reasoning;
use crate::words::plural;

/// The pseudocode line of the standoff.
const STANDOFF: u8 = 9;

/// What a stake adds to a path's gain ([`Knobs::stake`]). Against session 52's `best` (no
/// stakes), both as programs at 10 ms, seeds 1..100 in each seat order, two games at a time:
/// 1 won 119 - 79 (2 shared), 2 won 136 - 63 (1 shared), mean scores 348.7 / 318.9; 4 won 54 -
/// 45 (1 shared) in the first seat order. Against 2: 3 won 86 - 113 (1 shared) (session 54).
const STAKE: f64 = 2.0;

/// How much an opponent's open loop is trusted to close as forecast.
const TRUST_LOOP: f64 = 0.8;

/// In three or four players, what spoiling a capture is worth beside its share (its cells split
/// between the opponents): the moves a spoil takes are moves a third player captures in, and it
/// gains from the spoil as much as the bot (the loops' sentence says "halved again" for 0.5).
/// Against session 54's `best` (1: the share alone), both as programs at
/// 10 ms with `paths` in seat 2, seeds 1..100 in each order of the first two seats (session 55):
/// 0.5 won 45 - 24 and 46 - 29 (`paths` 30 and 24), mean scores 247.3 / 228.4; 0.25 won 43 - 31
/// in the first order; 2 lost 18 - 41; 1.5 for the leading opponent and 1 / 1.5 for the other
/// lost 30 - 40 and 35 - 38.
const CROWD_SPOIL: f64 = 0.5;

/// What spoiling one of an opponent's captures is worth per cell, before the forecast's trust:
/// all of it in 1v1, a share in a crowd ([`CROWD_SPOIL`]).
fn spoil_share(players: f64) -> f64 {
    if players <= 2.0 {
        1.0
    } else {
        CROWD_SPOIL / (players - 1.0)
    }
}

/// `best`'s algorithm, as the page lays it out (the lines of `paths`, with the time travel).
pub const ALGORITHM: Algorithm = Algorithm {
    title: "best: the path search that spoils the opponents' loops, armed with time travel",
    lines: &[
        "best(turn):",
        "  BACK n (n <= 25) when, from where it stood n rounds ago, it can spoil captures of 30+ cells, less half the cells it gives up",
        "  forecast the opponents (after a time travel: the undone timeline; who went back: to spoil) and their open loops",
        "  for runs of 3 straight cells (then 2, then 1, while time is left):",
        "    deepen until its time runs out: paths of up to 6, 12, 18... steps, real rules",
        "      rate = (gained + spoiled + staked + 20) / (steps + 20); spoiled in 3 or 4 players: half the capture's share; a stake (a neutral cell 3 king's steps from any taken cell and the edge) + 2, 2 steps + 1; taken cells crossed only to spoil",
        "  the best path after each first step",
        "  step onto the first cell of the best path",
        "  no path gains more than it walks: head for the nearest neutral cell (none it can take: stand still)",
        "  on one cell with an opponent, in 3 of the last 6 rounds, not ahead: stand still now and then",
        "  on at most 4 cells for 8 rounds (rocking): no first step back to the cell it just left",
    ],
    play_line: Some(7),
};

/// The `best` bot.
#[derive(Clone, Debug)]
pub struct Best {
    search: Paths,
    /// What it saw at the end of each round of this timeline.
    timeline: Timeline,
}

impl Default for Best {
    fn default() -> Self {
        Best::new()
    }
}

impl Best {
    /// A new bot.
    pub fn new() -> Best {
        Best {
            search: Paths::with(Knobs {
                exact_future: true,
                steady: true,
                stake: STAKE,
                ..Knobs::default()
            }),
            timeline: Timeline::default(),
        }
    }

    /// Learns the rounds before `state` it did not see (see [`Timeline::recall`]).
    pub fn recall(&mut self, state: &crate::bttc::state::State, seat: usize) {
        self.timeline.recall(state, seat);
    }

    /// The time travels weighed, as Look inside opens them: the amounts that spoil nothing,
    /// and the worth of the others, worthiest first.
    fn say_weighing(weighed: &[Undo]) -> String {
        let (first, last) = match (weighed.first(), weighed.last()) {
            (Some(f), Some(l)) => (f.rounds, l.rounds),
            _ => return String::new(),
        };
        let empty: Vec<u8> = (weighed.iter())
            .filter(|u| u.spoilable.is_empty())
            .map(|u| u.rounds)
            .collect();
        let mut ranked: Vec<&Undo> = weighed.iter().filter(|u| !u.spoilable.is_empty()).collect();
        // Worthiest first; among equals the fewest rounds, as the bot picks.
        ranked.sort_by_key(|u| (std::cmp::Reverse(u.worth()), u.rounds));
        let shown: Vec<String> = (ranked.iter().take(6))
            .map(|u| format!("BACK {} = {}", u.rounds, u.worth()))
            .collect();
        let more = ranked.len().saturating_sub(shown.len());
        let nothing = match empty.len() {
            0 => String::new(),
            _ => format!(
                " Going back {} spoils nothing: from where the bot stood then, no capture made since could be reached before its loop closed (or none was made).",
                spans(&empty)
            ),
        };
        format!(
            "Weighs going back {first} to {last} rounds.{nothing} {} of the {} could spoil a capture, worth (worthiest first; among equals, the fewest rounds): {}{}.",
            ranked.len(),
            weighed.len(),
            shown.join(", "),
            if more > 0 { format!(" and {more} more") } else { String::new() }
        )
    }

    /// One time travel weighed, as Look inside tells it: what it could spoil, the way in,
    /// what it gives up and its worth.
    fn say_weighed(sight: &Sight, u: &Undo) -> String {
        let what = match u.spoilable.len() {
            1 => "an opponent's capture made since".to_string(),
            k => format!("{k} captures the opponents made since"),
        };
        let steps = u.route().len().saturating_sub(1);
        let verdict = if u.worth() >= need(sight) {
            "enough"
        } else {
            "not enough"
        };
        format!(
            "Weighs BACK {}: it would stand on ({}, {}) again, {} steps from {what} ({} held now), which it reaches before the loop closes. {}. {}: {verdict} (it asks {}).",
            u.rounds,
            u.from.x,
            u.from.y,
            steps,
            plural(u.spoiled as u64, "cell", "cells"),
            capitalised(&gives_up(u.lost)),
            worth_sum(u),
            need(sight)
        )
    }

    /// Why the bot goes back now, or does not (`undo`: the best time travel weighed).
    fn say_back(sight: &Sight, back: Option<u8>, undo: Option<&Undo>) -> String {
        let need = need(sight);
        match (back, undo) {
            (Some(n), Some(u)) => {
                let (what, is, it) = match u.spoilable.len() {
                    1 => ("the capture an opponent".to_string(), "it is", "it"),
                    k => (format!("{k} captures the opponents"), "they are", "them"),
                };
                // What it is for first, then how, then the sum.
                format!(
                    "BACK {n}: goes back {} to spoil {what} made in them ({}): from where the bot stood then it can stand inside {it} before {is} closed again. {}; {}, at least the {need} it asks of a time travel.",
                    plural(n, "round", "rounds"),
                    plural(u.spoiled as u64, "cell", "cells"),
                    capitalised(&gives_up(u.lost)),
                    worth_sum(u).to_lowercase()
                )
            }
            (_, None) if sight.back.first() != Some(&true) => "No BACK: its time travel is used.".into(),
            (_, None) if sight.opponent_going_back() => "No BACK: an opponent went back in time earlier this round, so this round is undone anyway, and a BACK now would add to its unknown amount.".into(),
            (_, None) => "No BACK: too early in the game to go back.".into(),
            (_, Some(u)) if u.spoilable.is_empty() => "No BACK: no capture of the last 25 rounds could be spoiled from where the bot stood then.".into(),
            (_, Some(u)) => format!(
                "No BACK: going back {} could spoil {} of captures, but {} ({}, under the {need} it asks of a time travel).",
                plural(u.rounds, "round", "rounds"),
                plural(u.spoiled as u64, "cell", "cells"),
                gives_up(u.lost),
                worth_sum(u).to_lowercase()
            ),
        }
    }
}

/// Amounts of rounds in words, runs joined: `2 to 15, 18 or 20`.
fn spans(rounds: &[u8]) -> String {
    let mut runs: Vec<(u8, u8)> = Vec::new();
    for &r in rounds {
        match runs.last_mut() {
            Some((_, end)) if *end + 1 == r => *end = r,
            _ => runs.push((r, r)),
        }
    }
    let words: Vec<String> = (runs.iter())
        .map(|&(a, b)| match b - a {
            0 => a.to_string(),
            1 => format!("{a} or {b}"),
            _ => format!("{a} to {b}"),
        })
        .collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// `text` with its first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

/// What a time travel costs the bot, in words: the cells it took in the rounds undone.
fn gives_up(lost: i64) -> String {
    match lost {
        0 => "it took no cell since, so it gives up nothing".into(),
        n => format!(
            "it gives up the {} it took since",
            plural(n as u64, "cell", "cells")
        ),
    }
}

/// A time travel's worth as a sum a reader can check in integers.
fn worth_sum(u: &Undo) -> String {
    match u.lost {
        0 | 1 => format!("Worth {}", u.worth()),
        lost => format!(
            "Worth {} - {} (half of {lost}, rounded down) = {}",
            u.spoiled,
            lost / 2,
            u.worth()
        ),
    }
}

/// The worth a time travel must reach: in a crowd, undoing one opponent's gain helps the others
/// as much as the bot.
fn need(sight: &Sight) -> i64 {
    WORTH * (sight.players() as i64 - 1)
}

/// The strategy (the bot's turn: [`super::BotAgent`] makes it an agent).
impl Best {
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    pub fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Reasoning>,
    ) -> Move {
        self.timeline.see(sight);
        // Every time travel weighed once: the best goes when worth the need.
        let weighed = self.timeline.weigh(sight);
        let undo = back::best(&weighed);
        let back = undo.filter(|u| u.worth() >= need(sight)).map(|u| u.rounds);
        let mut trace = trace;
        if let Some(t) = trace.as_deref_mut() {
            // Inside, each amount that could spoil something, before the one decided on (with
            // nothing to spoil, the decision's own sentence says so).
            if weighed.iter().any(|u| !u.spoilable.is_empty()) {
                t.step(1, || Self::say_weighing(&weighed), Vec::new);
            }
            for u in weighed.iter().filter(|u| !u.spoilable.is_empty()) {
                let taken = back == Some(u.rounds);
                t.step(1, || Self::say_weighed(sight, u), || u.picture(taken));
            }
            let why = Self::say_back(sight, back, undo);
            // The time travel weighed: what it could spoil, and from where.
            let picture = || undo.map(|u| u.picture(back.is_some())).unwrap_or_default();
            match back {
                Some(_) => {
                    for event in picture() {
                        t.draw(|| event);
                    }
                    t.because_drawn(1, why, picture);
                }
                None => t.step(1, || why, picture),
            }
        }
        if let Some(n) = back {
            return Move::Back(n);
        }
        let me = sight.me();
        let start = sight
            .trails
            .first()
            .and_then(|t| t.first())
            .copied()
            .unwrap_or(me);
        if standoff(sight).is_some() && stand_still(sight.round, me, start) {
            if let Some(t) = trace.as_deref_mut() {
                t.because(STANDOFF, format!("Standoff: the bot and an opponent ended {STANDOFF_ROUNDS} of the last {STANDOFF_WINDOW} rounds on the same cell, so neither took it, and the bot is not ahead; it stands still on ({}, {}) this round, and whoever moves on takes the next cell.", me.x, me.y));
            }
            return Move::To(me);
        }
        let players = sight.players() as f64;
        let mut spoil: Vec<_> = future_captures(sight)
            .into_iter()
            .map(|fc| {
                let worth = fc.cells.len() as f64 * spoil_share(players);
                (fc, worth)
            })
            .collect();
        // The captures of an undone timeline come first, then the open loops.
        let repeated = spoil.len();
        let walks = forecast(sight, HEADING_REACH, true);
        let mut loops = open_loops(sight, &self.timeline.scores, &walks);
        forecast_once(&mut loops, &spoil);
        for l in &loops {
            let worth = l.capture.cells.len() as f64 * TRUST_LOOP * spoil_share(players);
            spoil.push((l.capture.clone(), worth));
        }
        if let Some(t) = trace.as_deref_mut() {
            say_loops(t, &loops, players);
        }
        if let Some(t) = trace.as_deref_mut() {
            for (fc, _) in &spoil {
                let cells = fc.cells.iter();
                let cells = cells.map(|&c| Pos::from_index(usize::from(c)).cell());
                t.draw(|| TraceEvent::Cells {
                    layer: "threat",
                    cells: cells.collect(),
                });
                // Its size and when it closes, on its first cell: the dotted forecast is shorter
                // than most loops.
                if let Some(&first) = fc.cells.first() {
                    t.draw(|| TraceEvent::Value {
                        layer: "threat",
                        cell: Pos::from_index(usize::from(first)).cell(),
                        value: format!(
                            "{}, closes in {}",
                            plural(fc.cells.len() as u64, "cell", "cells"),
                            plural(u64::from(fc.after), "round", "rounds")
                        ),
                    });
                }
            }
            if repeated > 0 {
                t.step(
                    super::paths::FORECAST,
                    || format!("After the time travel the opponents are expected to repeat the undone timeline: {repeated} of their coming captures can be spoiled, a path that stands first on one gains its size (in 3 or 4 players, a share of it)."),
                    || spoil[..repeated].iter().map(|(fc, _)| TraceEvent::Cells { layer: "threat", cells: fc.cells.iter().map(|&c| Pos::from_index(usize::from(c)).cell()).collect() }).collect(),
                );
            }
        }
        self.search.decide_spoiling(sight, clock, trace, &spoil)
    }
}

/// Drops the open loops whose region `repeated` (the captures an undone timeline forecasts)
/// already holds for the same opponent: after a time travel that timeline forecasts the loop
/// better, and one region is not worth spoiling twice.
fn forecast_once(loops: &mut Vec<OpenLoop>, repeated: &[(FutureCapture, f64)]) {
    if repeated.is_empty() {
        return;
    }
    // Per cell, the opponents (bit p) whose repeated captures hold it.
    let mut held = vec![0u8; AREA];
    for (fc, _) in repeated {
        for &c in &fc.cells {
            if let Some(slot) = held.get_mut(usize::from(c)) {
                *slot |= 1 << fc.player.min(7);
            }
        }
    }
    loops.retain(|l| {
        let bit = 1 << l.capture.player.min(7);
        let mut cells = l.capture.cells.iter();
        !cells.any(|&c| held.get(usize::from(c)).is_some_and(|m| m & bit != 0))
    });
}

/// The opponents' open loops, for the page: each as a micro-step with its region drawn.
fn say_loops(t: &mut Reasoning, loops: &[OpenLoop], players: f64) {
    let share = match players as usize {
        2 => String::new(),
        n => format!(
            ", split between the {} opponents and halved again, as spoiling one helps the others too and the moves it takes are theirs to capture in",
            n - 1
        ),
    };
    for l in loops {
        let cells = || {
            let cells = l.capture.cells.iter();
            cells
                .map(|&c| Pos::from_index(usize::from(c)).cell())
                .collect()
        };
        t.draw(|| TraceEvent::Cells {
            layer: "threat",
            cells: cells(),
        });
        t.step(
            super::paths::FORECAST,
            || {
                format!(
                    "An opponent left {} {} rounds ago and claims a cell a round: {} it closes in {} around {}; standing first on one of them spoils all of it, worth {} to a path that does (4/5 of the cells, as the loop may not close as forecast{share}).",
                    if l.from_start { "its start cell (it has closed no loop yet: its cells are the ones it walked)" } else { "its land" },
                    l.trip,
                    l.way(),
                    plural(l.capture.after, "round", "rounds"),
                    plural(l.capture.cells.len() as u64, "cell", "cells"),
                    super::paths::worth(l.capture.cells.len() as f64 * TRUST_LOOP * spoil_share(players))
                )
            },
            || {
                vec![TraceEvent::Cells {
                    layer: "threat",
                    cells: cells(),
                }]
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The pseudocode says the stake the bot plays with.
    #[test]
    fn pseudocode_says_the_stake() {
        let text = ALGORITHM.lines.join("\n");
        let said = format!("+ {}, 2 steps + {}", STAKE, STAKE / 2.0);
        assert!(text.contains(&said), "{text}");
    }
}
