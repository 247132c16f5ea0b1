//! The solve on the timeline: the setup, each DP cell (small boards) or layer, and the answer,
//! each with one sentence and what to draw. Built one step at a time, when it is shown.

use crate::grid::Cell;
use crate::model::frame::{Frame, Shape, Slider};
use crate::trace::StepKind;

use super::board::{Board, ChaseSetup};
use super::game::ChaseMode;
use super::insight::{ChaseInsight, SolveStep};
use super::rules::KingStep;

/// Fills prelude step `index` of the solve.
pub fn fill(
    setup: &ChaseSetup,
    insight: &mut ChaseInsight,
    index: usize,
    mode: ChaseMode,
    frame: &mut Frame,
) {
    let (a, b) = (setup.alice, setup.bob);
    let board = &setup.board;
    let mut solve = insight.solve.borrow_mut();
    let depth = solve.layers.depth();
    let rounds = crate::words::plural(depth, "round", "rounds");
    let slider = |t: u32, filled: Option<u32>| Slider {
        value: t,
        max: depth,
        filled,
    };
    if mode != ChaseMode::Watch {
        frame.kind = StepKind::Start;
        frame.note = if mode == ChaseMode::Bob {
            format!(
                "You are Bob on {b}: catch Alice, who starts on {a} and collects every cell she steps on. Stepping to the neighbour nearest her catches her within {rounds}; any other step lets her collect more. The solve (its table, the optimal path) stays hidden until the game is over; after each of your moves the note says what it cost you, if anything."
            )
        } else {
            format!(
                "You are Alice on {a}: collect as much as you can before Bob, on {b}, catches you; he pursues optimally and catches you within {rounds}. The solve (its table, the optimal path) stays hidden until the game is over; after each of your moves the note says what it cost you, if anything."
            )
        };
        frame.slider = Some(slider(0, None));
        return;
    }
    match insight
        .plan
        .get(index)
        .copied()
        .unwrap_or(SolveStep::Solved)
    {
        SolveStep::Start => {
            frame.kind = StepKind::Start;
            frame.line = Some(0);
            frame.note = format!(
                "Alice starts on {a}, Bob on {b}. After Alice's t-th move Bob catches her exactly when she stands within t king steps of his start, so the game lasts at most {rounds}."
            );
        }
        SolveStep::Cell { t, cell } => {
            frame.kind = StepKind::CellFilled;
            frame.line = Some(4);
            if let Some((step, worth)) = solve.layers.best_step(cell, t) {
                let (to, v, rest) = draw_best_step(frame, board, cell, step, worth, t);
                frame.note = format!(
                    "f({cell}, {t}) = V{to} + f({to}, {}) = {v} + {rest} = {worth}: the best of the moves from {cell} is {} {}.",
                    t + 1,
                    step.arrow(),
                    step.name()
                );
                frame.overlay("dp-cell", Shape::Cells, &[cell]);
                frame.overlay("dp-cell", Shape::Outline, &[cell]);
            }
            // The layer's zone too: its cells are 0 without a step of their own.
            catch_zone(frame, b, t);
            let filled = board.dims().index(cell) as u32 + 1;
            frame.slider = Some(slider(t, Some(filled)));
        }
        SolveStep::Layer { t } => {
            frame.kind = StepKind::LayerDone;
            // The recurrence's line: the layer is mostly its work (the zone's zeros are said too).
            frame.line = Some(4);
            let caught = board
                .dims()
                .cells()
                .filter(|c| c.chebyshev(b) <= t as i32)
                .count();
            let cells = if caught == 1 {
                "cell lies within {t} of Bob's start and is"
            } else {
                "cells lie within {t} of Bob's start and are"
            }
            .replace("{t}", &t.to_string());
            let peak = solve.layers.peak(t);
            let best = peak.and_then(|p| Some((p, solve.layers.best_step(p.cell, t)?)));
            let all_caught = caught == board.dims().cells().count();
            if all_caught {
                frame.line = Some(3);
            }
            frame.note = match (peak, best) {
                (_, Some((p, (step, worth)))) => {
                    let (_, v, rest) = draw_best_step(frame, board, p.cell, step, worth, t);
                    format!(
                        "Layer t={t} done: {caught} {cells} worth 0; every other cell took the best of its steps, V(n) + f(n, {}). The highest f of the layer is at {}: {v} + {rest} = {worth} ({} {}).",
                        t + 1,
                        p.cell,
                        step.arrow(),
                        step.name()
                    )
                }
                (Some(p), None) => format!(
                    "Layer t={t} done: {caught} {cells} worth 0; the highest f of the layer is {}, at {}.",
                    p.value, p.cell
                ),
                (None, _) if all_caught => format!("Layer t={t} done: every cell is within {t} of Bob's start, so f(·, {t}) = 0."),
                (None, _) => format!("Layer t={t} done: {caught} {cells} worth 0, and no step from the others reaches a value: f(·, {t}) = 0 everywhere."),
            };
            catch_zone(frame, b, t);
            frame.slider = Some(slider(t, None));
        }
        SolveStep::Solved => {
            frame.kind = StepKind::Solved;
            frame.line = Some(5);
            let moves = solve.optimal.len() - 1;
            frame.note = format!(
                "Answer f({a}, 0) = {}: the most Alice can collect against Bob's best pursuit, along the optimal path of {moves} {}.",
                solve.answer,
                if moves == 1 { "move" } else { "moves" }
            );
            let path = solve.optimal.clone();
            frame.overlay("optimal-path", Shape::Path, &path);
            frame.slider = Some(slider(0, None));
        }
    }
}

/// Draws the catch zone of layer `t`: the cells within `t` king steps of Bob's start `bob`.
pub(super) fn catch_zone(frame: &mut Frame, bob: Cell, t: u32) {
    frame.event(&crate::trace::TraceEvent::Square {
        layer: "catch-zone",
        centre: bob,
        radius: t as i32,
    });
}

/// Draws the best step from `cell` in layer `t` (worth f(cell, t) = `worth`): its arrow, and the
/// neighbour's value and f of the layer below written at the neighbour ("V=8, f₅=8": the board
/// shows layer t there, so the sentence's number could not be found; the label lies over the
/// cell's value, so it says it too). Returns the neighbour, its value and that f.
fn draw_best_step(
    frame: &mut Frame,
    board: &Board,
    cell: Cell,
    step: KingStep,
    worth: u64,
    t: u32,
) -> (Cell, u32, u64) {
    let to = cell.offset(step.delta().0, step.delta().1);
    let v = board.value(to);
    let rest = worth.saturating_sub(u64::from(v));
    frame.overlay("dp-cell", Shape::Arrows, &[cell, to]);
    frame.event(&crate::trace::TraceEvent::Value {
        layer: "dp-cell",
        cell: to,
        value: format!("V={v}, f{}={rest}", subscript(t + 1)),
    });
    (to, v, rest)
}

/// `n` in subscript digits (`f₅`: f of layer 5 at the label's own cell, in a label short enough
/// to leave the numbers of the cells beside it in sight).
fn subscript(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|d| match d.to_digit(10) {
            Some(k) => char::from_u32(0x2080 + k).unwrap_or(d),
            None => d,
        })
        .collect()
}
