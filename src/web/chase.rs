//! The king-chase session.

use js_sys::{Float64Array, Int32Array, Uint32Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{js_error, to_js, StepMark};
use crate::king_chase::lab::{ChaseLab, MoveLoss};
use crate::king_chase::layers::LayerView;
use crate::king_chase::rules::{ChaseState, KingStep, LegalMove};
use crate::king_chase::timeline::LabStep;
use crate::replay::Replay;

/// One king-chase game behind an opaque handle.
#[wasm_bindgen]
pub struct ChaseSession {
    lab: ChaseLab,
    steps: Vec<LabStep>,
    view: Option<LayerView>,
}

/// What the panel shows and the timeline needs.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ChaseSummary<'a> {
    size: i32,
    alice_start: crate::grid::Cell,
    bob_start: crate::grid::Cell,
    /// As a string: the answer fits 2^53 (at most 299 * 1e9), but the boundary keeps big
    /// integers as text on principle.
    answer: String,
    mode: crate::king_chase::lab::Mode,
    seed: u64,
    steps: Vec<StepMark>,
    state: ChaseState,
    awaits_person: bool,
    /// The person's moves, with the cells they reach (empty unless it is their turn).
    legal_moves: Vec<LegalMove>,
    losses: &'a [MoveLoss],
    /// How the game ended against the optimum, once it has.
    verdict: Option<String>,
    optimal_path: &'a [crate::grid::Cell],
    depth: u32,
}

/// One micro-step with its position, for drawing.
#[derive(Serialize)]
struct StepFrame<'a> {
    index: usize,
    #[serde(flatten)]
    step: &'a LabStep,
    position: ChaseState,
}

#[wasm_bindgen]
impl ChaseSession {
    /// Opens a replay (JSON text); the error says what is wrong with it.
    #[wasm_bindgen(constructor)]
    pub fn open(replay_json: &str) -> Result<ChaseSession, JsError> {
        let replay = Replay::from_json(replay_json).map_err(js_error)?;
        let mut lab = ChaseLab::open(&replay).map_err(js_error)?;
        let steps = lab.steps();
        Ok(Self {
            lab,
            steps,
            view: None,
        })
    }

    /// The panel's numbers and the timeline's marks.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        let state = self.lab.state();
        let setup = self.lab.setup();
        let legal_moves = if self.lab.awaits_person() {
            state.legal_moves(&setup.board)
        } else {
            Vec::new()
        };
        to_js(&ChaseSummary {
            size: setup.board.size(),
            alice_start: setup.alice,
            bob_start: setup.bob,
            answer: self.lab.answer().to_string(),
            mode: self.lab.mode(),
            seed: self.lab.seed(),
            steps: self.steps.iter().map(|s| StepMark::of(&s.trace)).collect(),
            state,
            awaits_person: self.lab.awaits_person(),
            legal_moves,
            losses: self.lab.losses(),
            verdict: self.lab.verdict(),
            optimal_path: self.lab.optimal_path(),
            depth: setup.board.size() as u32 - 1,
        })
    }

    /// Micro-step `index` with the position it shows.
    pub fn step(&self, index: usize) -> Result<JsValue, JsError> {
        let step = self
            .steps
            .get(index)
            .ok_or_else(|| JsError::new(&format!("no step {index}")))?;
        let position = self
            .lab
            .states()
            .get(step.state)
            .copied()
            .unwrap_or(self.lab.state());
        to_js(&StepFrame {
            index,
            step,
            position,
        })
    }

    /// The position of micro-step `index` as text (the accessible view).
    pub fn text(&self, index: usize) -> String {
        let state = self
            .steps
            .get(index)
            .and_then(|s| self.lab.states().get(s.state))
            .copied();
        state
            .unwrap_or(self.lab.state())
            .to_text(&self.lab.setup().board)
    }

    /// The board's values, row-major.
    pub fn board_values(&self) -> Uint32Array {
        Uint32Array::from(self.lab.setup().board.values())
    }

    /// f(., t), row-major (exact as f64: every value is below 2^53).
    pub fn layer_values(&mut self, t: u32) -> Float64Array {
        let view = self.view_of(t);
        let values: Vec<f64> = view.values.iter().map(|&v| v as f64).collect();
        Float64Array::from(values.as_slice())
    }

    /// Where the best step from each cell at layer t leads (row-major index; -1: none).
    pub fn layer_best_targets(&mut self, t: u32) -> Int32Array {
        Int32Array::from(self.view_of(t).best_targets.as_slice())
    }

    fn view_of(&mut self, t: u32) -> &LayerView {
        if self.view.as_ref().is_none_or(|v| v.t != t) {
            self.view = Some(self.lab.layer(t));
        }
        self.view.get_or_insert_with(|| LayerView {
            t,
            values: Vec::new(),
            best_targets: Vec::new(),
        })
    }

    /// The person's move (`N`, `NE`, ...); the bot answers. Refused moves say why.
    pub fn play(&mut self, step: &str) -> Result<(), JsError> {
        let step = KingStep::ALL
            .into_iter()
            .find(|s| s.name() == step)
            .ok_or_else(|| JsError::new(&format!("`{step}` is not a king step")))?;
        self.lab.play(step).map_err(js_error)?;
        self.steps = self.lab.steps();
        Ok(())
    }

    /// Takes back the person's last move.
    pub fn undo(&mut self) -> bool {
        let undone = self.lab.undo();
        if undone {
            self.steps = self.lab.steps();
        }
        undone
    }

    /// The setup in the judge's text format (`T` = 1), for the CLI or another solver.
    pub fn judge_text(&self) -> String {
        format!(
            "1\n{}",
            crate::king_chase::text::write_case(self.lab.setup())
        )
    }

    /// The replay of the game so far, as JSON.
    pub fn replay_json(&self) -> String {
        self.lab.replay().to_json()
    }
}

/// The judge's whole run on a king-chase input (the CLI's code path).
#[wasm_bindgen]
pub fn solve_king_chase(input: &str) -> Result<String, JsError> {
    crate::king_chase::judge::run(input).map_err(js_error)
}

/// Reads a king-chase judge input without solving it (the parse half of a bench); returns the
/// number of cases.
#[wasm_bindgen]
pub fn parse_king_chase(input: &str) -> Result<usize, JsError> {
    crate::king_chase::text::parse_cases(input)
        .map(|cases| cases.len())
        .map_err(js_error)
}
