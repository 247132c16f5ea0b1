//! What `paths` says and draws about its search: each path with its gain, the opponents'
//! forecast, a path's rate counted out, and the sentence of the step it takes.

use crate::bttc::board::Pos;
use crate::thinking::Reasoning;
use crate::trace::TraceEvent;
use crate::words::plural;

use super::super::exposure::{exposure, Exposure};
use super::super::predict::forecast;
use super::super::sight::Sight;
use super::search::{Best, Search, Spoiled};
use super::CIRCLING_ROUNDS;

/// The sentence of the step to `p`, the first of `best` (of `search`), with `given_up` (last
/// turn's loop, spoiled) before it and the path's rate with the smoothing `smooth`.
pub(super) fn step_sentence(
    sight: &Sight,
    search: &Search,
    best: &Best,
    p: Pos,
    given_up: &str,
    smooth: f64,
) -> String {
    // What of the best path's gain is spoiling: the opponents' coming captures it stands
    // inside first, and what stopping them is worth.
    let spoiling = (
        best.spoils.count_ones(),
        spoil_worth(&search.deny, best.spoils),
    );
    let banned = search.banned;
    // The sentence starts with what the plan is for: spoiling, when that is most
    // of its gain, else its first loop and who could spoil it (said once, there).
    let spoils_most = spoiling.0 > 0 && 2.0 * spoiling.1 >= best.gained;
    let first_loop = exposure(sight, &best.path);
    let (gist, risk) = match &first_loop {
        _ if spoils_most => (
            spoil_gist(&search.deny, &search.deny_cells, best),
            Exposure::clause_of(first_loop.as_ref()),
        ),
        Some(e) => (format!("{} ", e.gist()), String::new()),
        None => (
            "Plans no loop yet: it takes the neutral cells on its way. ".to_string(),
            String::new(),
        ),
    };
    let circling = banned.map_or(String::new(), |c| format!("; it has stood on at most 4 cells for {CIRCLING_ROUNDS} rounds, so it does not step back to ({}, {})", c.x, c.y));
    let steps = plural(best.path.len() as u64, "step", "steps");
    // A spoiled capture is worth what it denies the opponent (an open loop 4/5 of
    // its cells), so the gain is split into the path's own cells and that worth.
    // The gain is the whole path's (the gist names its first loop only).
    // The path's own cells, and its stakes (neutral cells deep in open ground) apart.
    let own = plural(own_cells(best, spoiling.1), "cell", "cells");
    let stakes = match best.stakes.len() {
        0 => String::new(),
        n => format!(
            "{} for {} deep in open ground (an opponent's loop around one captures nothing)",
            worth(best.staked),
            plural(n as u64, "stake", "stakes")
        ),
    };
    let over = if first_loop.is_some() {
        "over all its"
    } else {
        "in"
    };
    let rate = rate_text(best, smooth);
    let gain = match spoiling {
        (0, _) if stakes.is_empty() => format!("+{} cells {over} {steps} ({rate})", worth(best.gained)),
        (0, _) => format!("+{} {over} {steps} ({rate}): {own} of its own and {stakes}", worth(best.gained)),
        (n, w) => format!(
            "+{} in {steps} ({rate}): {own} of its own{} and {} for {} (spoiling is worth the cells it denies: 4/5 of them for a loop still open, all of them for a capture a time travel undid{})",
            worth(best.gained),
            if stakes.is_empty() { String::new() } else { format!(", {stakes},") },
            worth(w),
            match (spoils_most, n) {
                (true, 1) => "spoiling it".to_string(),
                (true, _) => "spoiling them".to_string(),
                (false, 1) => "standing first inside an opponent's coming capture, which spoils it".to_string(),
                (false, n) => format!("standing first inside {n} of the opponents' coming captures, which spoils them"),
            },
            if sight.players() > 2 { ", divided among the opponents" } else { "" },
        ),
    };
    // A spoil done by this very step, said as done.
    let here = search.deny_cell.get(p.index()).copied().unwrap_or(0) & best.spoils;
    let now = match here.count_ones() {
        0 => String::new(),
        1 if spoiling.0 == 1 => format!(
            "; ({}, {}) itself lies inside that capture: standing there first spoils it",
            p.x, p.y
        ),
        1 => format!(
            "; ({}, {}) itself lies inside one of them: standing there first spoils it",
            p.x, p.y
        ),
        n => format!(
            "; ({}, {}) itself lies inside {n} of them: standing there first spoils them",
            p.x, p.y
        ),
    };
    format!(
        "{given_up}{gist}Steps to ({}, {}): the first step of the best path found, {gain}{now}{risk}{circling}.",
        p.x,
        p.y,
    )
}

/// The cells a path takes for itself: its gain less its spoiling (`spoil`) and its stakes.
fn own_cells(best: &Best, spoil: f64) -> u64 {
    (best.gained - spoil - best.staked).round().max(0.0) as u64
}

/// A path's gain in short with its parts named (spoiling worth `spoil`): "42 cells", or "96
/// (67 cells of its own, 29 for 19 stakes)".
pub(super) fn gain_in_short(best: &Best, spoil: f64) -> String {
    let own = own_cells(best, spoil);
    let mut parts = Vec::new();
    if !best.stakes.is_empty() {
        parts.push(format!(
            "{} for {}",
            worth(best.staked),
            plural(best.stakes.len() as u64, "stake", "stakes")
        ));
    }
    if spoil > 0.0 {
        parts.push(format!("{} for spoiling", worth(spoil)));
    }
    match parts.is_empty() {
        true => format!("{} cells", worth(best.gained)),
        false => format!(
            "{} ({} of its own, {})",
            worth(best.gained),
            plural(own, "cell", "cells"),
            parts.join(", ")
        ),
    }
}

/// What of a path's gain is spoiling: the worth of the opponents' coming captures in `spoils`
/// (`deny`: per capture, the round it closes and that worth).
pub(super) fn spoil_worth(deny: &[(u16, f64)], spoils: Spoiled) -> f64 {
    let spoiled = deny
        .iter()
        .enumerate()
        .filter(|(k, _)| spoils & (1 << k) != 0);
    spoiled.map(|(_, &(_, worth))| worth).sum()
}

/// A path's events: the walk from `me`, its gain at the far end (`spoiling` of it for
/// spoiling opponents' captures).
pub(super) fn path_events(
    sight: &Sight,
    path: &Best,
    spoiling: f64,
    layer: &'static str,
) -> Vec<TraceEvent> {
    let mut t = Reasoning::layers();
    trace_path(&mut t, sight, path, spoiling, layer);
    t.events
}

/// The opponents' forecast as events.
pub(super) fn forecast_events(sight: &Sight, exact_future: bool) -> Vec<TraceEvent> {
    forecast_paths(sight, exact_future)
        .into_iter()
        .map(|path| TraceEvent::Path {
            layer: "threat",
            cells: path.into_iter().map(Pos::cell).collect(),
        })
        .collect()
}

/// The sentence's gist for a plan that is mostly spoiling: which coming capture (its size, when
/// it is forecast to close, and the step at which the path stands inside it), or how many.
fn spoil_gist(deny: &[(u16, f64)], deny_cells: &[Vec<Pos>], best: &Best) -> String {
    let spoiled: Vec<usize> = (0..deny.len())
        .filter(|&k| best.spoils & (1 << k) != 0)
        .collect();
    let inside = |k: usize| {
        let cells = deny_cells.get(k)?;
        best.path.iter().position(|p| cells.contains(p))
    };
    match spoiled.as_slice() {
        [k] => {
            let size = deny_cells.get(*k).map_or(0, Vec::len) as u64;
            let closes = deny.get(*k).map_or(0, |d| u64::from(d.0));
            let at = inside(*k).map_or(String::new(), |i| {
                format!("; the path is inside it at step {}", i + 1)
            });
            format!(
                "Goes to spoil an opponent's coming capture of {} (as forecast, it would close in {}{at}). ",
                plural(size, "cell", "cells"),
                plural(closes, "round", "rounds")
            )
        }
        many => {
            let sizes: Vec<String> = many
                .iter()
                .map(|&k| deny_cells.get(k).map_or(0, Vec::len).to_string())
                .collect();
            format!(
                "Goes to spoil {} of the opponents' coming captures ({} cells). ",
                many.len(),
                sizes.join(", ")
            )
        }
    }
}

/// Trace events for a searched path: the walk from the bot's cell and its score at its far end
/// (cells gained over steps, `spoiling` of them for spoiling opponents' captures, and whether an
/// opponent could spoil the loop it closes).
pub(super) fn trace_path(
    t: &mut Reasoning,
    sight: &Sight,
    path: &Best,
    spoiling: f64,
    layer: &'static str,
) {
    let me = sight.me();
    let Some(&end) = path.path.last() else {
        return;
    };
    let cells: Vec<_> = std::iter::once(me)
        .chain(path.path.iter().copied())
        .map(Pos::cell)
        .collect();
    t.draw(|| TraceEvent::Path { layer, cells });
    if path.gained < 0.5 && layer != "plan" {
        // One "no path gains" (the plan's) says it: four would sit on top of each other.
        return;
    }
    t.draw(|| TraceEvent::Value {
        layer,
        cell: end.cell(),
        value: {
            let spoil = match spoiling.round() {
                // Whole cells: the sentence has the tenths (a label this long would crowd).
                s if s >= 1.0 => format!(" ({s:.0} spoil)"),
                _ => String::new(),
            };
            match exposure(sight, &path.path) {
                // A path that gains nothing is cut to its first step (shorter scores higher).
                _ if path.gained < 0.5 => "no path gains more than it walks".to_string(),
                // The rate decides between paths, so each label shows it.
                Some(e) => format!(
                    "+{:.0} in {}{spoil}, rate {:.2}, {}",
                    path.gained,
                    path.path.len(),
                    path.score,
                    e.label()
                ),
                None => format!(
                    "+{:.0} in {}{spoil}, rate {:.2}",
                    path.gained,
                    path.path.len(),
                    path.score
                ),
            }
        },
    });
}

/// The opponents' forecast paths (for the trace), from their cells.
fn forecast_paths(sight: &Sight, exact_future: bool) -> Vec<Vec<Pos>> {
    let f = forecast(sight, 12, exact_future);
    sight
        .opponents()
        .map(|(p, at)| {
            std::iter::once(at)
                .chain(f.paths[p].iter().copied())
                .collect()
        })
        .collect()
}

/// A path's rate said with how it is made: "rate (39 + 20) / (23 + 20) = 1.372" (cells gained
/// and steps, each with the smoothing added, so a short path does not win by a cell or two).
pub(super) fn rate_text(path: &Best, smooth: f64) -> String {
    let (gained, steps, smooth) = (worth(path.gained), path.path.len(), worth(smooth));
    format!(
        "rate ({gained} + {smooth}) / ({steps} + {smooth}) = {:.3}",
        path.score
    )
}

/// Cells a path is worth, as the sentences write them: whole, or to a tenth where spoiling an
/// opponent's capture counts a share of its cells (1v1: 4/5, so the score's sum checks; in a
/// crowd the share is split further and the sum is near).
pub(crate) fn worth(cells: f64) -> String {
    let tenths = (cells * 10.0).round();
    if tenths % 10.0 == 0.0 {
        format!("{:.0}", tenths / 10.0)
    } else {
        format!("{:.1}", tenths / 10.0)
    }
}
