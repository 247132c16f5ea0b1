//! A king-chase position as a frame: value shades, the heat map of the slider's layer, the
//! position's overlays (catch zone, trails, optimal path, best move), the kings and the numbers.

use crate::grid::Cell;
use crate::model::frame::{Frame, Overlay, Shape, Slider};
use crate::model::{Match, Visible};
use crate::trace::StepKind;

use super::game::KingChase;
use super::insight::ChaseInsight;
use super::rules::Player;
use super::show::{is_solve_step, position_slider};

/// Paints the position after `ply` plies into `frame`.
pub fn paint(
    insight: &mut ChaseInsight,
    game: &mut Match<KingChase>,
    ply: usize,
    visible: &Visible,
    frame: &mut Frame,
) {
    let state = game.state_at(ply);
    let setup = game.setup();
    frame.cells.copy_from_slice(&insight.base);
    let depth = setup.board.size() as u32 - 1;
    // The watched start shows the board before the solve: no layer yet.
    if frame.slider.is_none() && frame.kind != StepKind::Start {
        frame.slider = Some(position_slider(&state, depth));
    }
    if let (Some(t), Some(s)) = (visible.view.slider, frame.slider.as_mut()) {
        *s = chosen_layer(
            *s,
            t,
            is_solve_step(frame.kind) && frame.kind != StepKind::Solved,
        );
    }
    let slider = frame.slider;
    if let (true, Some(slider)) = (visible.shows("heat"), slider) {
        frame.shade = Some(insight.heat(slider.value, slider.filled).to_vec());
    }
    if let (true, Some(slider)) = (visible.shows("arrows"), slider) {
        let mut solve = insight.solve.borrow_mut();
        let view = solve.view(slider.value);
        let limit = slider
            .filled
            .map_or(view.best_targets.len(), |f| f as usize);
        let mut pairs = Vec::new();
        for (i, &to) in view.best_targets.iter().enumerate().take(limit) {
            if to >= 0 {
                pairs.push(i as u32);
                pairs.push(to as u32);
            }
        }
        frame
            .overlays
            .push(Overlay::new("arrows", Shape::Arrows, pairs));
    }
    if !is_solve_step(frame.kind) {
        super::solve_steps::catch_zone(frame, setup.bob, state.alice_moves);
        if visible.shows("alice-trail") || visible.shows("bob-trail") {
            let mut alice = Vec::with_capacity(ply + 1);
            let mut bob = Vec::with_capacity(ply + 1);
            for k in 0..=ply {
                let s = game.state_at(k);
                alice.push(s.alice);
                bob.push(s.bob);
            }
            frame.overlay("alice-trail", Shape::Path, &dedup(alice));
            frame.overlay("bob-trail", Shape::Path, &dedup(bob));
        }
        // The start is the board before the solve: what the solve finds (the optimal path, the
        // best move) is drawn from its end on, as the heat map is.
        let solved = frame.kind != StepKind::Start;
        let mut solve = insight.solve.borrow_mut();
        if solved && visible.shows("optimal-path") {
            frame.overlay("optimal-path", Shape::Path, &solve.optimal.clone());
        }
        if solved && visible.shows("best-move") && !state.caught && state.to_move == Player::Alice {
            if let Some((step, _)) = solve.layers.best_step(state.alice, state.alice_moves) {
                let to = state.alice.offset(step.delta().0, step.delta().1);
                frame.overlay("best-move", Shape::Arrows, &[state.alice, to]);
            }
        }
    }
    let setup = game.setup();
    frame.piece("start", Some(1), &[setup.bob]);
    frame.piece("king", Some(1), &[state.bob]);
    frame.piece("king", Some(0), &[state.alice]);
    let answer = if visible.spoilers {
        insight.solve.borrow().answer.to_string()
    } else {
        "hidden while you play".to_string()
    };
    frame.number("answer", "Answer (optimal score)", answer);
    frame.number("score", "Score", state.score);
    frame.number("round", "Round", state.alice_moves);
    let to_move = match (state.caught, state.to_move) {
        (true, _) => "game over",
        (false, Player::Alice) => "Alice",
        (false, Player::Bob) => "Bob",
    };
    frame.number("to-move", "To move", to_move);
}

/// The slider moved by the person to layer `t` from the step's own `slider`. The solve fills the
/// layers from the last one down (t = N - 2 first): while `solving`, a layer after the one being
/// filled is whole, that one as far as it is filled, and one before it still empty; else whole.
fn chosen_layer(slider: Slider, t: u32, solving: bool) -> Slider {
    let value = t.min(slider.max);
    let filled = match value.cmp(&slider.value) {
        std::cmp::Ordering::Less if solving => Some(0),
        std::cmp::Ordering::Equal if solving => slider.filled,
        _ => None,
    };
    Slider {
        value,
        filled,
        ..slider
    }
}

/// A trail without repeated consecutive cells (a king that did not move yet).
fn dedup(mut cells: Vec<Cell>) -> Vec<Cell> {
    cells.dedup();
    cells
}
