//! The snake-puzzle session, and the editor's check of a drawn puzzle.

use js_sys::Int32Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{js_error, to_js, StepMark};
use crate::grid::{Cell, Dims};
use crate::replay::Replay;
use crate::snake_puzzle::lab::{SnakeLab, SnakeMode, SnakeStep};
use crate::snake_puzzle::{Dir, Puzzle};

/// One snake puzzle behind an opaque handle.
#[wasm_bindgen]
pub struct SnakeSession {
    lab: SnakeLab,
    steps: Vec<SnakeStep>,
}

/// What the panel shows and the timeline needs.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SnakeSummary<'a> {
    rows: i32,
    cols: i32,
    length: usize,
    apple: Cell,
    seed: u64,
    mode: SnakeMode,
    steps: Vec<StepMark>,
    reachable: bool,
    shortest: Option<usize>,
    moves_made: usize,
    arrived: bool,
    states_seen: u64,
    layers: usize,
    complete: bool,
    body: &'a [Cell],
    puzzle_text: String,
    /// Your route against the shortest, once the apple is reached in play.
    verdict: Option<String>,
}

/// One micro-step with its index, for drawing.
#[derive(Serialize)]
struct StepFrame<'a> {
    index: usize,
    #[serde(flatten)]
    step: &'a SnakeStep,
}

#[wasm_bindgen]
impl SnakeSession {
    /// Opens a replay (JSON text); the error says what is wrong with it.
    #[wasm_bindgen(constructor)]
    pub fn open(replay_json: &str) -> Result<SnakeSession, JsError> {
        let replay = Replay::from_json(replay_json).map_err(js_error)?;
        let lab = SnakeLab::open(&replay).map_err(js_error)?;
        let steps = lab.steps();
        Ok(Self { lab, steps })
    }

    /// The panel's numbers and the timeline's marks.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        let puzzle = self.lab.puzzle();
        let exploration = self.lab.exploration();
        to_js(&SnakeSummary {
            rows: puzzle.dims.rows,
            cols: puzzle.dims.cols,
            length: puzzle.snake.len(),
            apple: puzzle.apple,
            seed: self.lab.seed(),
            mode: self.lab.mode(),
            steps: self.steps.iter().map(|s| StepMark::of(&s.trace)).collect(),
            reachable: exploration.reachable,
            shortest: exploration.reachable.then_some(exploration.moves.len()),
            moves_made: self.lab.moves().len(),
            arrived: self.lab.arrived(),
            states_seen: exploration.states_seen,
            layers: exploration.layers.len(),
            complete: exploration.complete,
            body: &self.lab.state().body,
            puzzle_text: puzzle.to_text(),
            verdict: self.lab.verdict(),
        })
    }

    /// Micro-step `index`.
    pub fn step(&self, index: usize) -> Result<JsValue, JsError> {
        let step = self
            .steps
            .get(index)
            .ok_or_else(|| JsError::new(&format!("no step {index}")))?;
        to_js(&StepFrame { index, step })
    }

    /// The snake of micro-step `index` as puzzle text (the accessible view).
    pub fn text(&self, index: usize) -> String {
        let puzzle = self.lab.puzzle();
        match self.steps.get(index) {
            Some(step) => Puzzle {
                dims: puzzle.dims,
                snake: step.body.clone(),
                apple: puzzle.apple,
            }
            .to_text(),
            None => puzzle.to_text(),
        }
    }

    /// A sampled snake of search layer `t` with its head on (row, col), head first, as
    /// row, col pairs; empty when the layer has no such state in its sample.
    pub fn sample_body(&self, t: u32, row: i32, col: i32) -> Int32Array {
        let cells: Vec<i32> = self
            .lab
            .sample_body(t, Cell::new(row, col))
            .map(|s| s.body.iter().flat_map(|c| [c.row, c.col]).collect())
            .unwrap_or_default();
        Int32Array::from(cells.as_slice())
    }

    /// The person's move (`U`, `D`, `L`, `R`); refused moves say why.
    pub fn play(&mut self, dir: &str) -> Result<(), JsError> {
        let dir: Dir = dir.parse().map_err(|e: String| JsError::new(&e))?;
        self.lab.play(dir).map_err(js_error)?;
        self.steps = self.lab.steps();
        Ok(())
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> bool {
        let undone = self.lab.undo();
        if undone {
            self.steps = self.lab.steps();
        }
        undone
    }

    /// The replay of the puzzle and the moves so far, as JSON.
    pub fn replay_json(&self) -> String {
        self.lab.replay().to_json()
    }
}

/// Checks a drawn puzzle (snake cells head first as row, col pairs) and returns its text, or the
/// reason the drawing is not a valid puzzle.
#[wasm_bindgen]
pub fn snake_puzzle_text(
    rows: i32,
    cols: i32,
    snake: &[i32],
    apple_row: i32,
    apple_col: i32,
) -> Result<String, JsError> {
    let cells = snake
        .chunks_exact(2)
        .map(|p| Cell::new(p[0], p[1]))
        .collect();
    let puzzle = Puzzle::new(
        Dims::new(rows, cols),
        cells,
        Cell::new(apple_row, apple_col),
    )
    .map_err(js_error)?;
    Ok(puzzle.to_text())
}

/// The judge's run on a Kattis snake input (the CLI's code path): `1` or `0`, and with `explain`
/// the moves and statistics as `gridlab solve snake --explain` prints them.
#[wasm_bindgen]
pub fn solve_snake(input: &str, explain: bool) -> Result<String, JsError> {
    crate::snake_puzzle::judge::run(input, explain).map_err(js_error)
}
