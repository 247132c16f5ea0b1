//! King chase in the lab: parameters, the solve's steps, the notes, losses, and the painting.

use serde::{Deserialize, Serialize};

use crate::grid::{Cell, Dims};
use crate::model::describe::{Algorithm, GameInfo};
use crate::model::frame::{Frame, Slider};
use crate::model::show::{Annotation, Describe, Paint, Ply, Steps};
use crate::model::{Agent, Match, Seat, Visible};
use crate::replay::ReplayError;
use crate::trace::StepKind;
use crate::words::plural;

use super::agents::{OptimalAlice, Pursuit};
use super::board::{ChaseSetup, MAX_SIZE, MAX_VALUE, MIN_SIZE};
use super::game::{ChaseMode, KingChase, INFO};
use super::insight::ChaseInsight;
use super::pursuit::bob_step;
use super::rules::{ChaseState, KingStep, Player};
use super::text::{parse_case, parse_cases, row_trouble, write_case};

/// The replay parameters of a king-chase game (the mode is the lab's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ChaseParams {
    /// Board side for a random board.
    #[serde(default = "default_size")]
    pub size: i32,
    /// Largest value on a random board.
    #[serde(default = "default_max_value")]
    pub max_value: u32,
    /// A pasted board: one case in the judge's format (`N Ax Ay Bx By` and the rows), or a whole
    /// judge input with its leading `T` line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Which case of a pasted judge input, from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub case: Option<usize>,
}

fn default_size() -> i32 {
    8
}

fn default_max_value() -> u32 {
    9
}

impl ChaseParams {
    /// The setup these parameters and `seed` describe, and how many cases a pasted input has.
    pub fn setup(&self, seed: u64) -> Result<(ChaseSetup, usize), ReplayError> {
        if let Some(text) = &self.board {
            return pasted(text, self.case);
        }
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(ReplayError::Params(format!(
                "size must be a whole number from {MIN_SIZE} to {MAX_SIZE}, found {}",
                self.size
            )));
        }
        if !(1..=MAX_VALUE).contains(&self.max_value) {
            return Err(ReplayError::Params(format!(
                "maxValue must be a whole number from 1 to {MAX_VALUE}, found {}",
                self.max_value
            )));
        }
        let setup = ChaseSetup::random(self.size, self.max_value, seed)
            .ok_or_else(|| ReplayError::Params("cannot build that board".into()))?;
        Ok((setup, 1))
    }
}

/// A pasted board: one case, or case `case` (from 1) of a judge input with its `T` line.
fn pasted(text: &str, case: Option<usize>) -> Result<(ChaseSetup, usize), ReplayError> {
    // Values are read as a stream of numbers, so a short row shows only where the numbers run
    // out: the row to mend is named too.
    let error = |e: crate::input_error::InputError| {
        let hint = match row_trouble(text) {
            Some(row) => format!(" ({row})"),
            None if e.line == 1 => " (a pasted board is one case, `N Ax Ay Bx By` and then N rows of N values, or a whole judge input with the case count T first)".to_string(),
            None => String::new(),
        };
        ReplayError::Params(format!("board: {e}{hint}"))
    };
    // A first line with a single number is the judge's case count.
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    if first.split_whitespace().count() != 1 {
        return parse_case(text).map(|s| (s, 1)).map_err(error);
    }
    let mut cases = parse_cases(text).map_err(error)?;
    let count = cases.len();
    let k = case.unwrap_or(1);
    if k == 0 || k > count {
        return Err(ReplayError::Params(format!(
            "case {k} was asked for, but the pasted input has {}",
            plural(count as u64, "case", "cases")
        )));
    }
    Ok((cases.swap_remove(k - 1), count))
}

/// The DP as the lab lays it out; steps name their line.
pub static ALGORITHM: Algorithm = Algorithm {
    title: "King chase: the DP over (cell, moves made)",
    lines: &[
        "f(c, N−1) = 0 for every cell c   (N: the board's side)",
        "for t = N−2 down to 0:",
        "  for every cell c:",
        "    if d(c) ≤ t: f(c, t) = 0   (Bob catches her)",
        "    else: f(c,t) = max over steps c→n of V(n)+f(n,t+1)",
        "answer = f(A, 0)",
        "play: Alice takes the best step; Bob steps to the neighbour of least Manhattan distance to her",
        "(d(c): king steps from Bob's start to c)",
        "(why: Bob's t-th move follows her t-th, and t king moves reach no farther than d = t; the editorial shows his greedy chase always gets there, and the tests check it against an exhaustive search)",
    ],
    play_line: Some(6),
};

/// Alice's step from `from`, after `t` moves, to `to` as the DP adds it up ("7 + f((7,7), 1) =
/// 47 = f((6,6), 0)"), when it is the DP's value at `from` (her step the DP's best).
fn dp_sum(
    setup: &ChaseSetup,
    insight: &ChaseInsight,
    from: Cell,
    to: Cell,
    t: u32,
) -> Option<String> {
    let mut solve = insight.solve.borrow_mut();
    let value = u64::from(setup.board.value(to));
    let rest = solve.layers.value(to, t + 1);
    let here = solve.layers.value(from, t);
    (value + rest == here)
        .then(|| format!("{value} + f({to}, {}) = {here} = f({from}, {t})", t + 1))
}

fn cell_of(setup: &ChaseSetup, index: u32) -> Option<Cell> {
    let dims = setup.board.dims();
    ((index as usize) < dims.area()).then(|| dims.cell(index as usize))
}

impl Describe for KingChase {
    type Params = ChaseParams;
    type Mode = ChaseMode;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn algorithm() -> Option<&'static Algorithm> {
        Some(&ALGORITHM)
    }
}

impl Steps for KingChase {
    type Insight = ChaseInsight;

    fn open(params: &ChaseParams, seed: u64) -> Result<(ChaseSetup, ChaseInsight), ReplayError> {
        let (setup, cases) = params.setup(seed)?;
        let mut insight = ChaseInsight::new(&setup);
        insight.cases = cases;
        Ok((setup, insight))
    }

    fn cases(insight: &ChaseInsight) -> usize {
        insight.cases
    }

    fn move_text(_: &ChaseSetup, _: &Self::Insight, ply: Ply<'_, Self>, _: Self::Mode) -> String {
        let Some(step) = ply.moves.first() else {
            return String::new();
        };
        match ply.before.to_move {
            Player::Alice => format!(
                "Alice {} {} +{}",
                step.arrow(),
                ply.after.alice,
                ply.after.score - ply.before.score
            ),
            Player::Bob => format!("Bob {} {}", step.arrow(), ply.after.bob),
        }
    }

    fn replay_params(params: &ChaseParams, setup: &ChaseSetup) -> ChaseParams {
        let mut params = params.clone();
        params.size = setup.board.size();
        if params.board.is_some() {
            // The chosen case alone: the replay holds exactly the board played.
            params.board = Some(write_case(setup));
            params.case = None;
        }
        params
    }

    fn agent(
        _: &ChaseSetup,
        insight: &ChaseInsight,
        seat: Seat,
        mode: ChaseMode,
    ) -> Box<dyn Agent<Self>> {
        if seat == 0 {
            Box::new(OptimalAlice::new(
                insight.solve.clone(),
                mode != ChaseMode::Bob,
            ))
        } else {
            Box::new(Pursuit)
        }
    }

    fn turn(state: &ChaseState, _ply: usize) -> u32 {
        state.alice_moves
    }

    fn prelude_len(insight: &ChaseInsight, mode: ChaseMode) -> usize {
        // While a person plays, the solve stays hidden: one step shows the board.
        if mode == ChaseMode::Watch {
            insight.plan.len()
        } else {
            1
        }
    }

    fn prelude(
        setup: &ChaseSetup,
        insight: &mut ChaseInsight,
        index: usize,
        mode: ChaseMode,
        frame: &mut Frame,
    ) {
        super::solve_steps::fill(setup, insight, index, mode, frame);
    }

    fn ply_note(
        setup: &ChaseSetup,
        insight: &mut ChaseInsight,
        ply: Ply<'_, Self>,
        mode: ChaseMode,
    ) -> String {
        let (before, after) = (ply.before, ply.after);
        let Some(step) = ply.moves.first() else {
            return String::new();
        };
        // Watched, Alice plays the DP against the greedy pursuit from Bob's start: her step's
        // worth is the DP's sum, said at her move and again at Bob's (stepping by turns lands
        // there).
        let watched = mode == ChaseMode::Watch;
        let why = match before.to_move {
            Player::Alice if watched => dp_sum(
                setup,
                insight,
                before.alice,
                after.alice,
                before.alice_moves,
            ),
            _ => None,
        };
        let mut note = match before.to_move {
            Player::Alice => format!(
                "Round {}: Alice steps {} to {} and collects {}: score {}.{}",
                after.alice_moves,
                step.arrow(),
                after.alice,
                after.score - before.score,
                after.score,
                why.map_or(String::new(), |sum| format!(
                    " By the DP, {sum}: no other step gives more."
                ))
            ),
            Player::Bob => format!(
                "Bob steps {} to {}: Manhattan distance to Alice {} → {}.",
                step.arrow(),
                after.bob,
                before.bob.manhattan(before.alice),
                after.bob.manhattan(after.alice)
            ),
        };
        // Alice's step of this round, where Bob's move is the turn's last step.
        let t = before.alice_moves;
        if let (Player::Bob, true, Some(t)) = (before.to_move, watched, t.checked_sub(1)) {
            let from = insight.solve.borrow().optimal.get(t as usize).copied();
            if let Some(sum) = from.and_then(|from| dp_sum(setup, insight, from, before.alice, t)) {
                note.push_str(&format!(
                    " (Alice's step this round, by the DP: {sum}, the most of her steps.)"
                ));
            }
        }
        if after.caught {
            note.push_str(" Alice is caught.");
        }
        note
    }

    const NO_LOSS: Option<&'static str> = Some("No move gave value away.");

    fn annotate(
        insight: &mut ChaseInsight,
        game: &mut Match<Self>,
        ply: usize,
        mode: ChaseMode,
    ) -> Option<Annotation> {
        super::losses::annotate(insight, game, ply, mode)
    }

    fn judge_input(setup: &ChaseSetup) -> Option<String> {
        Some(format!("1\n{}", write_case(setup)))
    }

    fn verdict(
        insight: &mut ChaseInsight,
        game: &mut Match<Self>,
        mode: ChaseMode,
    ) -> Option<String> {
        use std::cmp::Ordering;
        let s = game.last_state();
        if !s.caught {
            return None;
        }
        let answer = insight.solve.borrow().answer;
        let rounds = plural(s.alice_moves, "round", "rounds");
        let score = s.score;
        Some(match (mode, score.cmp(&answer)) {
            (ChaseMode::Bob, Ordering::Greater) => format!(
                "Game over after {rounds}: Alice collected {score}; against the best pursuit she gets {answer}, so your moves gave away {}. (The DP layers show the game from the start with the best pursuit.)",
                score - answer
            ),
            (ChaseMode::Bob, _) => format!(
                "Game over after {rounds}: you held Alice to {score}, exactly what the best pursuit allows."
            ),
            (ChaseMode::Alice, Ordering::Equal) => format!(
                "Game over after {rounds}: you collected {score} against an optimum of {answer}: exactly the optimum."
            ),
            (ChaseMode::Alice, Ordering::Less) => format!(
                "Game over after {rounds}: you collected {score} against an optimum of {answer}, {} less.",
                answer - score
            ),
            (_, Ordering::Equal) => format!(
                "Game over after {rounds}: Alice scored {score} against an optimum of {answer}, exactly the optimum."
            ),
            (_, Ordering::Less) => format!(
                "Game over after {rounds}: Alice scored {score} against an optimum of {answer}, {} less.",
                answer - score
            ),
            (_, Ordering::Greater) => format!(
                "Game over after {rounds}: Alice scored {score} against an optimum of {answer}, {} more: Bob strayed from the best pursuit.",
                score - answer
            ),
        })
    }
}

impl Paint for KingChase {
    fn dims(setup: &ChaseSetup) -> Dims {
        setup.board.dims()
    }

    fn target_cell(_: &ChaseSetup, state: &ChaseState, _: Seat, mv: &KingStep) -> Option<Cell> {
        let from = state.position(state.to_move);
        Some(from.offset(mv.delta().0, mv.delta().1))
    }

    fn paint(
        insight: &mut ChaseInsight,
        game: &mut Match<Self>,
        ply: usize,
        visible: &Visible,
        frame: &mut Frame,
    ) {
        super::paint::paint(insight, game, ply, visible, frame);
    }

    fn hover(
        insight: &mut ChaseInsight,
        game: &mut Match<Self>,
        ply: usize,
        index: u32,
        slider: Option<u32>,
        spoilers: bool,
        _: Option<Seat>,
    ) -> Vec<String> {
        let state = game.state_at(ply);
        let setup = game.setup();
        let Some(cell) = cell_of(setup, index) else {
            return Vec::new();
        };
        let mut lines = vec![format!("{cell}: value {}", setup.board.value(cell))];
        let d = cell.chebyshev(setup.bob);
        lines.push(if d == 0 {
            "Bob's start cell: Alice stepping here is caught at once".to_string()
        } else {
            format!(
                "{} from Bob's start: Alice stepping here on her move {d} or later is caught",
                plural(d as u32, "king step", "king steps")
            )
        });
        if let (true, Some(t)) = (spoilers, slider) {
            let mut solve = insight.solve.borrow_mut();
            let value = solve
                .view(t)
                .values
                .get(index as usize)
                .copied()
                .unwrap_or(0);
            lines.push(format!("f({cell}, {t}) = {value}"));
        }
        if cell == state.alice {
            lines.push("Alice stands here".into());
        }
        if cell == state.bob {
            lines.push("Bob stands here".into());
        }
        lines
    }

    fn cell_numbers(
        setup: &ChaseSetup,
        insight: &mut ChaseInsight,
        layer: &str,
        slider: Option<u32>,
    ) -> Option<Vec<f64>> {
        match layer {
            "values" => Some(setup.board.values().iter().map(|&v| v as f64).collect()),
            "heat" => {
                let t = slider?;
                let mut solve = insight.solve.borrow_mut();
                Some(solve.view(t).values.iter().map(|&v| v as f64).collect())
            }
            _ => None,
        }
    }
}

/// The slider of a position: the DP layer of Alice's next move.
pub fn position_slider(state: &ChaseState, depth: u32) -> Slider {
    Slider {
        value: state.alice_moves.min(depth),
        max: depth,
        filled: None,
    }
}

/// Marks a step kind as part of the solve (the position's own overlays are left out).
pub fn is_solve_step(kind: StepKind) -> bool {
    matches!(
        kind,
        StepKind::CellFilled | StepKind::LayerDone | StepKind::Solved
    )
}

/// Bob's greedy step, for the losses.
pub fn greedy(state: &ChaseState) -> Option<KingStep> {
    bob_step(state.bob, state.alice)
}
