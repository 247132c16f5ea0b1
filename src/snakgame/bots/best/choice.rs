//! What `best` says about a move: each candidate's risk counted out, its cost in its parts, and
//! the sentence of the move chosen (against the one that came next).

use crate::thinking::{count, Reasoning};
use crate::trace::TraceEvent;

use super::super::mirror::Mirror;
use super::super::spine;
use super::candidates::Candidate;
use super::knobs::{ALONE_SEAL_PERCENT, END_DEATH, PLAYOUTS, PLAYOUT_PLIES, RISK_REACH};
use super::seals::{Risk, Stakes};
use super::{CHOOSE, END_NAMES};

impl Risk {
    /// The sentence of the move `cand`'s risk (line `RISK` of the pseudocode).
    pub(super) fn sentence(&self, m: &Mirror, cand: &Candidate, stakes: &Stakes) -> String {
        let Risk {
            near,
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
            ..
        } = *self;
        let (y, lost) = (cand.to, cand.lost);
        let (options, stake, risk_cap) = (&stakes.options, stakes.stake, stakes.risk_cap);
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
            n => format!(", {n} the sweeping end alone (the spare waits elsewhere: the snake would live on with one end: {ALONE_SEAL_PERCENT}% of losing it)"),
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
    }

    /// How the risk was counted, in words ("in 16 of 16 playouts ... = 152"; empty without one).
    fn why(&self, stake: i64) -> String {
        let (lone, risk, draws) = (self.lone, self.risk, self.left.max(1));
        match self.sealed {
            _ if risk <= 0 => String::new(),
            Some(k) if self.playout.unwrap_or(0) >= self.one_move => seal_count(
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
                |n| format!("{n} of Chef's {draws} possible next draws would seal"),
                [self.deaths, self.alone],
                lone,
                stake,
                draws as i64,
                risk,
            ),
        }
    }
}

/// The move chosen among the candidates, as its sentence tells it.
pub(super) struct Choice<'a> {
    /// The snake's ends, named A and B.
    pub ends: [u32; 2],
    /// The first snake's waiting spare end, if any.
    pub spare: Option<u32>,
    /// The spine's end and the row it walks to, when it is blocked on its way down.
    pub blocked_spine: Option<(u32, i32)>,
    /// Every candidate move.
    pub cands: &'a [Candidate],
    /// Every candidate as weighed.
    pub weighed: &'a [Weighed],
    /// What a seal costs: half the empty cells.
    pub stake: i64,
}

impl Choice<'_> {
    /// Draws the move `e` to `y` (of cost `cost`, score `-neg_score`) with Chef's cells in its
    /// sealing playouts (`threat`), and says why it was chosen.
    pub(super) fn explain(
        &self,
        t: &mut Reasoning,
        m: &Mirror,
        (cost, neg_score, e, y): (i64, i64, u32, u32),
        threat: &[u32],
    ) {
        let a = self.ends[0];
        let stake = self.stake;
        let (cands, weighed) = (self.cands, self.weighed);
        t.draw(|| m.path_event("plan", &[e, y]));
        t.draw(|| TraceEvent::Cells {
            layer: "playout",
            cells: m.cells(threat.iter().copied()),
        });
        let [which, other_name] = if e == a {
            END_NAMES
        } else {
            [END_NAMES[1], END_NAMES[0]]
        };
        let ends_words = self.ends_after(m, e, y, [which, other_name]);
        // An end walled in, the spare's role handed over, the spine stopped: kept in a long game.
        if !ends_words.is_empty() {
            t.turning_point();
        }
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
            (true, true) => {
                " Every move carries the same risk, so the risk does not tell them apart."
            }
            (true, false) => {
                " Every move risks a seal: Chef's walk may wall the snake in whatever it does."
            }
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
        let terms = cands
            .iter()
            .find(|c| (c.end, c.to) == (e, y))
            .map(|c| c.terms);
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
                "Extends end {which} to {}, {choice}: it {cost_words}{runner_words}.{risk_words}{doomed} Its score: {}{}{}.{ends_words}",
                m.at(y),
                terms.map_or_else(String::new, |c| format!("{} = ", c.sum(false))),
                -neg_score,
                terms.map_or_else(String::new, |c| c.gloss()),
            ),
        );
    }

    /// What the move does to the ends: one walled in, the spare's role handed over, the spine
    /// stopped where it was blocked (or nothing).
    fn ends_after(&self, m: &Mirror, e: u32, y: u32, [which, other_name]: [&str; 2]) -> String {
        let [a, b] = self.ends;
        let (spare, blocked_spine) = (self.spare, self.blocked_spine);
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
        format!("{handover}{spine_note}")
    }
}

/// One candidate move as the sentence weighs it: its cost's two parts and its score.
pub(super) struct Weighed {
    /// Cells it gives up (and the price of walling an end in).
    lost: i64,
    /// A seal's risk, in cells.
    risk: i64,
    /// Its score.
    score: i64,
    /// The end that moves.
    end: u32,
    /// The cell it moves to.
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
    let share =
        format!("each counted {ALONE_SEAL_PERCENT}% of losing the snake: the spare end lives on");
    let said = match (both, alone) {
        (0, a) => format!("{} the sweeping end alone ({share})", found(a)),
        (b, 0) => format!("{} {ends}", found(b)),
        (b, a) => format!(
            "{} {ends}, and {a} more the sweeping end alone ({share})",
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

/// Seals as deaths of the snake: "2", "16 x 25%" or "(1 + 2 x 25%)" (a seal of the sweeping end alone counts
/// [`ALONE_SEAL_PERCENT`] of one).
fn seal_sum(both: i64, alone: i64) -> String {
    match (both, alone) {
        (b, 0) => b.to_string(),
        (0, a) => format!("{a} x {ALONE_SEAL_PERCENT}%"),
        (b, a) => format!("({b} + {a} x {ALONE_SEAL_PERCENT}%)"),
    }
}

impl Weighed {
    /// The candidate `cand` with its risk.
    pub(super) fn of(cand: &Candidate, risk: &Risk, stake: i64) -> Weighed {
        Weighed {
            lost: cand.lost,
            risk: risk.risk,
            score: cand.score,
            end: cand.end,
            to: cand.to,
            walls_in: cand.terms.walls_in,
            risk_why: risk.why(stake),
        }
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    // A risk's words add up to the risk, in each of its three mixes of seals.
    #[test]
    fn a_seal_risk_is_counted_out() {
        let playouts = |n| format!("in {n} of 16 playouts of the next 24 rounds Chef's walk seals");
        assert_eq!(
            seal_count(playouts, [0, 16], false, 610, 16, 152),
            "in 16 of 16 playouts of the next 24 rounds Chef's walk seals the sweeping end alone (each counted 25% of losing the snake: the spare end lives on): 16 x 25% x 610 (half the empty cells) / 16 = 152"
        );
        let draws = |n| format!("{n} of Chef's 4 possible next draws would seal");
        assert_eq!(
            seal_count(draws, [1, 0], true, 1000, 4, 250),
            "1 of Chef's 4 possible next draws would seal our end (the other is walled in): 1 x 1,000 (half the empty cells) / 4 = 250"
        );
        assert_eq!(
            seal_count(draws, [1, 2], false, 1000, 4, 375),
            "1 of Chef's 4 possible next draws would seal both ends, and 2 more the sweeping end alone (each counted 25% of losing the snake: the spare end lives on): (1 + 2 x 25%) x 1,000 (half the empty cells) / 4 = 375"
        );
    }
}
