//! The snake puzzle in the lab: parameters, the search's steps, the route agent, the painting.

use crate::thinking::Reasoning;
use serde::{Deserialize, Serialize};

use crate::grid::{Cell, Dims};
use crate::model::describe::{Algorithm, GameInfo};
use crate::model::frame::{Frame, Piece, Shape};
use crate::model::show::{Describe, Paint, Ply, Steps};
use crate::model::{Agent, Budget, Match, Seat, Visible};
use crate::replay::ReplayError;
use crate::trace::{StepKind, TraceEvent};
use crate::words::plural;

use super::explore::{explore_within, Exploration, VIEWER_STATE_BUDGET};
use super::game::{SnakeMode, SnakePuzzle, INFO};
use super::generate::random_puzzle;
use super::head_only::head_only_moves;
use super::puzzle::{Puzzle, MAX_LENGTH, MAX_SIDE};
use super::rules::{Dir, SnakeState};
use super::search::solve;
use super::text::parse_puzzle;

/// The replay parameters of a snake puzzle (the mode is the lab's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SnakeParams {
    /// Rows of a random puzzle.
    #[serde(default = "default_rows")]
    pub rows: i32,
    /// Columns of a random puzzle.
    #[serde(default = "default_cols")]
    pub cols: i32,
    /// Snake length of a random puzzle.
    #[serde(default = "default_length")]
    pub length: usize,
    /// 1: a random puzzle worth solving (the apple reachable in 3 moves or more, or unreachable
    /// without the snake being boxed in from the start); 2: the same, but on odd seeds one
    /// whose apple is unreachable wherever such a puzzle can be found (a judge's generated
    /// cases: random puzzles are nearly all reachable, so `print(1)` would pass them); 3: one a
    /// search over head cells alone gets wrong ([`fools_head_cells`]); 0: any random puzzle.
    /// Replays written before this setting have none and mean 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub worth: u8,
    /// A pasted or drawn puzzle in the judge's text format.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn default_rows() -> i32 {
    6
}

fn default_cols() -> i32 {
    8
}

fn default_length() -> usize {
    6
}

impl SnakeParams {
    /// The puzzle these parameters and `seed` describe.
    pub fn puzzle(&self, seed: u64) -> Result<Puzzle, ReplayError> {
        if let Some(text) = &self.puzzle {
            return parse_puzzle(text).map_err(|e| ReplayError::Params(format!("puzzle: {e}")));
        }
        let side = 1..=MAX_SIDE;
        if !side.contains(&self.rows) || !side.contains(&self.cols) || self.rows * self.cols < 2 {
            return Err(ReplayError::Params(format!(
                "rows and cols must each be a whole number from 1 to {MAX_SIDE}, with at least 2 cells in all; found {} x {}",
                self.rows, self.cols
            )));
        }
        if !(1..=MAX_LENGTH).contains(&self.length) {
            return Err(ReplayError::Params(format!(
                "length must be a whole number from 1 to {MAX_LENGTH}, found {}",
                self.length
            )));
        }
        Ok(match self.worth {
            0 => random_puzzle(seed, self.rows, self.cols, self.length),
            1 => worth_solving(seed, self.rows, self.cols, self.length),
            2 => either_answer(seed, self.rows, self.cols, self.length),
            _ => fools_head_cells(seed, self.rows, self.cols, self.length),
        })
    }
}

/// Tries before [`worth_solving`] settles for any puzzle (a grid too small to hold one).
const WORTH_TRIES: u64 = 200;

/// The first puzzle of the seed's sequence that is worth solving: the apple reachable by a
/// shortest route of 3 moves or more, or unreachable while the head still has room to move.
pub fn worth_solving(seed: u64, rows: i32, cols: i32, length: usize) -> Puzzle {
    let worth = |p: &Puzzle| {
        let solution = solve(p);
        match solution.reachable {
            true => solution.moves.len() >= 3,
            false => roomy(p),
        }
    };
    first_of_seed(seed, rows, cols, length, worth)
        .unwrap_or_else(|| random_puzzle(seed, rows, cols, length))
}

/// A puzzle worth solving whose answer follows the seed where it can: on odd seeds the first of
/// the seed's sequence whose apple is unreachable while the head still has room to move, at the
/// given length or, failing that, longer snakes (a longer one boxes itself in more often); on even
/// seeds, or when none is found, [`worth_solving`]'s.
pub fn either_answer(seed: u64, rows: i32, cols: i32, length: usize) -> Puzzle {
    let longest = longest_snake(rows, cols, length);
    let unreachable = |p: &Puzzle| !solve(p).reachable && roomy(p);
    // Each longer snake draws its own sequence: one seed's puzzles of two lengths share their
    // layout, and so their answer, most of the time.
    let drawn = |len: usize| seed ^ ((len - length) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (seed % 2 == 1)
        .then(|| {
            (length..=longest)
                .find_map(|len| first_of_seed(drawn(len), rows, cols, len, unreachable))
        })
        .flatten()
        .unwrap_or_else(|| worth_solving(seed, rows, cols, length))
}

/// The first of the seed's [`WORTH_TRIES`] random puzzles of this size that `keep` accepts.
fn first_of_seed(
    seed: u64,
    rows: i32,
    cols: i32,
    length: usize,
    keep: impl Fn(&Puzzle) -> bool,
) -> Option<Puzzle> {
    (0..WORTH_TRIES)
        .map(|k| {
            random_puzzle(
                seed.wrapping_mul(WORTH_TRIES).wrapping_add(k),
                rows,
                cols,
                length,
            )
        })
        .find(|p| keep(p))
}

/// A puzzle a search over head cells alone gets wrong (it answers 0, or a longer route than the
/// shortest): the first of the seed's sequence at this length or, failing that, longer snakes
/// (one that winds round itself needs its own cells twice more often); [`worth_solving`]'s when
/// none is found.
pub fn fools_head_cells(seed: u64, rows: i32, cols: i32, length: usize) -> Puzzle {
    let longest = longest_snake(rows, cols, length);
    let fooled = |p: &Puzzle| {
        let solution = solve(p);
        solution.reachable && head_only_moves(p) != Some(solution.moves.len() as u32)
    };
    (length..=longest)
        .find_map(|len| first_of_seed(seed, rows, cols, len, fooled))
        .unwrap_or_else(|| worth_solving(seed, rows, cols, length))
}

/// The longest snake a puzzle made to answer 0 or to fool a search over head cells may grow to
/// from `length`: the longest the puzzle allows, with one cell left free.
fn longest_snake(rows: i32, cols: i32, length: usize) -> usize {
    MAX_LENGTH
        .min((rows.max(1) * cols.max(1)) as usize - 1)
        .max(length)
}

/// True when the snake's head can reach at least 4 cells (it is not boxed in from the start).
fn roomy(puzzle: &Puzzle) -> bool {
    explore_within(puzzle, 20_000).reachable_heads.len() >= 4
}

/// The breadth-first search as the lab lays it out; steps name their line.
pub static ALGORITHM: Algorithm = Algorithm {
    title: "Snake: breadth-first search over whole snakes",
    lines: &[
        "layer 0 = {start snake}; seen = {start snake}",
        "for t = 1, 2, ...:",
        "  for each snake s of layer t−1, each direction d:",
        "    s' = s moved by d; if legal and s' unseen:",
        "      add s' to layer t and to seen",
        "  if a head of layer t is on the apple: answer 1",
        "  if layer t is empty: answer 0",
        "play: a move a step, on the route if there is one",
    ],
    play_line: Some(7),
};

/// Follows the shortest route; off the route, solves the position afresh.
pub struct RouteAgent {
    exploration_route: Vec<SnakeState>,
    moves: Vec<Dir>,
}

impl Agent<SnakePuzzle> for RouteAgent {
    fn name(&self) -> &str {
        "route"
    }

    fn choose(
        &mut self,
        puzzle: &Puzzle,
        state: &SnakeState,
        _seat: Seat,
        _budget: Budget,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<Dir> {
        let on_route = self.exploration_route.iter().position(|s| s == state);
        let dir = match on_route {
            Some(i) => self.moves.get(i).copied(),
            None => solve(&puzzle.with_state(state)).moves.first().copied(),
        }?;
        if let (Some(events), Some(head)) = (reasoning, state.head()) {
            events.draw(|| TraceEvent::Arrow {
                layer: "candidate-path",
                from: head,
                to: dir.from_cell(head),
            });
        }
        Some(dir)
    }
}

fn heads(states: &[SnakeState]) -> Vec<Cell> {
    states.iter().filter_map(SnakeState::head).collect()
}

fn moves_word(n: usize) -> &'static str {
    if n == 1 {
        "move"
    } else {
        "moves"
    }
}

impl Describe for SnakePuzzle {
    type Params = SnakeParams;
    type Mode = SnakeMode;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn algorithm() -> Option<&'static Algorithm> {
        Some(&ALGORITHM)
    }
}

impl Steps for SnakePuzzle {
    type Insight = Exploration;

    fn open(params: &SnakeParams, seed: u64) -> Result<(Puzzle, Exploration), ReplayError> {
        let puzzle = params.puzzle(seed)?;
        let mut exploration = explore_within(&puzzle, VIEWER_STATE_BUDGET);
        let length = puzzle.snake.len();
        // Only a puzzle made to answer 0 or to fool a search over head cells grows its snake (a
        // small grid may shorten it).
        let why = match params.worth {
            2 => Some("answers 0 (its head free to move); a longer snake boxes itself in more often"),
            3 => Some("fools a search over head cells alone; a longer snake has to pass over cells its body held more often"),
            _ => None,
        };
        if let (None, Some(why), true) = (&params.puzzle, why, length > params.length) {
            exploration.preface = Some(format!(
                "The snake is {length} long, not the {} asked: among this seed's puzzles none with a snake of {} {why}.",
                params.length,
                plural(params.length as u64, "cell", "cells")
            ));
        }
        // An odd seed's puzzle that answers 1 all the same: none that answers 0 was found.
        let odd = params.puzzle.is_none() && params.worth == 2 && seed % 2 == 1;
        if odd && exploration.reachable {
            exploration.preface = Some(format!(
                "This puzzle answers 1, though the seed is odd: no {} x {} puzzle with a snake of {} to {} cells that answers 0 (its head free to move) was found for this seed.",
                params.rows,
                params.cols,
                params.length,
                longest_snake(params.rows, params.cols, params.length)
            ));
        }
        Ok((puzzle, exploration))
    }

    fn replay_params(params: &SnakeParams, puzzle: &Puzzle) -> SnakeParams {
        let mut params = params.clone();
        // A pasted or drawn puzzle sets the sizes; a random one keeps those asked for (a puzzle
        // that answers 0 may have a longer snake: the same parameters make it again).
        if params.puzzle.is_some() {
            params.rows = puzzle.dims.rows;
            params.cols = puzzle.dims.cols;
            params.length = puzzle.snake.len();
            params.puzzle = Some(puzzle.to_text());
        }
        params
    }

    fn move_text(_: &Puzzle, _: &Self::Insight, ply: Ply<'_, Self>, _: Self::Mode) -> String {
        match (ply.moves.first(), ply.after.head()) {
            (Some(dir), Some(head)) => format!("{} {head}", dir.letter()),
            _ => String::new(),
        }
    }

    fn agent(_: &Puzzle, exploration: &Exploration, _: Seat, _: SnakeMode) -> Box<dyn Agent<Self>> {
        Box::new(RouteAgent {
            exploration_route: exploration.route.clone(),
            moves: exploration.moves.clone(),
        })
    }

    fn turn(_: &SnakeState, ply: usize) -> u32 {
        ply as u32
    }

    fn prelude_len(exploration: &Exploration, mode: SnakeMode) -> usize {
        if mode == SnakeMode::Play {
            1
        } else {
            exploration.step_count()
        }
    }

    fn prelude(
        puzzle: &Puzzle,
        exploration: &mut Exploration,
        index: usize,
        mode: SnakeMode,
        frame: &mut Frame,
    ) {
        let preface = exploration
            .preface
            .as_ref()
            .filter(|_| index == 0)
            .map_or(String::new(), |p| format!("{p}\n"));
        if mode == SnakeMode::Play {
            frame.note = format!(
                "{preface}Steer the head to the apple at {}: the body follows, and the head may enter the cell the tail is leaving.",
                puzzle.apple
            );
            return;
        }
        let step = exploration.step(index);
        frame.kind = step.kind;
        frame.line = Some(match step.kind {
            StepKind::Start => 0,
            StepKind::Solved if exploration.reachable => 5,
            StepKind::Solved => 6,
            _ => 4,
        });
        frame.note = format!("{preface}{}", step.note);
        for event in &step.events {
            frame.event(event);
        }
    }

    fn ply_note(
        puzzle: &Puzzle,
        exploration: &mut Exploration,
        ply: Ply<'_, Self>,
        mode: SnakeMode,
    ) -> String {
        let who = if mode == SnakeMode::Play {
            "your route"
        } else {
            "the shortest route"
        };
        let (Some(from), Some(to)) = (ply.before.head(), ply.after.head()) else {
            return String::new();
        };
        let dir = Dir::between(from, to).map_or('?', Dir::letter);
        let mut note = format!(
            "Move {} of {who}: the head steps {dir} to {to}.",
            ply.index + 1
        );
        if to == puzzle.apple {
            note.push(' ');
            note.push_str(&arrival(ply.index + 1, exploration.moves.len()));
        }
        note
    }

    fn judge_input(puzzle: &Puzzle) -> Option<String> {
        Some(puzzle.to_text())
    }

    fn verdict(
        exploration: &mut Exploration,
        game: &mut Match<Self>,
        mode: SnakeMode,
    ) -> Option<String> {
        let state = game.last_state();
        let puzzle = game.setup();
        if state.head() == Some(puzzle.apple) {
            return Some(arrival(game.len(), exploration.moves.len()));
        }
        state.legal_moves(puzzle.dims).is_empty().then(|| {
            match mode {
                SnakeMode::Play => "The snake is boxed in: it has no legal move left. Undo (U) to try another way.",
                SnakeMode::Explore => "The snake is boxed in from the start: it has no legal move, so the apple cannot be reached (the answer is 0).",
            }
            .to_string()
        })
    }
}

impl Paint for SnakePuzzle {
    fn dims(puzzle: &Puzzle) -> Dims {
        puzzle.dims
    }

    fn target_cell(_: &Puzzle, state: &SnakeState, _: Seat, dir: &Dir) -> Option<Cell> {
        state.head().map(|h| dir.from_cell(h))
    }

    fn paint(
        exploration: &mut Exploration,
        game: &mut Match<Self>,
        ply: usize,
        visible: &Visible,
        frame: &mut Frame,
    ) {
        let state = game.state_at(ply);
        if ply > 0 && visible.shows("snake-trail") {
            let trail: Vec<SnakeState> = (0..=ply).map(|k| game.state_at(k)).collect();
            frame.overlay("snake-trail", Shape::Path, &heads(&trail));
        }
        let puzzle = game.setup();
        if ply > 0 && exploration.reachable && visible.shows("candidate-path") {
            // A snake on the route sees the rest of it (its trail is the part walked); one off it,
            // the whole route to hold its own against.
            let route = &exploration.route;
            let rest = if route.get(ply) == Some(&state) {
                &route[ply..]
            } else {
                &route[..]
            };
            frame.overlay("candidate-path", Shape::Path, &heads(rest));
        }
        frame.piece("apple", None, &[puzzle.apple]);
        frame.piece("snake", Some(0), &state.body);
        let arrived = state.head() == Some(puzzle.apple);
        if !visible.spoilers {
            frame.number("your-moves", "Your moves", ply);
            frame.number(
                "answer",
                "Answer",
                "hidden while you play (switch to Explore to see the search)",
            );
            return;
        }
        let answer = if exploration.reachable {
            "1 (reachable)"
        } else {
            "0 (unreachable)"
        };
        frame.number("answer", "Answer", answer);
        let shortest = exploration.moves.len();
        let shortest = if exploration.reachable {
            format!("{shortest} {}", moves_word(shortest))
        } else {
            "—".to_string()
        };
        frame.number("shortest", "Shortest route", shortest);
        let cut = if exploration.complete {
            ""
        } else {
            " (layers cut at the viewer budget)"
        };
        frame.number(
            "states-searched",
            "States searched",
            format!("{}{cut}", exploration.states_seen),
        );
        frame.number("bfs-layers", "BFS layers", exploration.layers.len());
        frame.number(
            "your-moves",
            if arrived {
                "Moves to the apple"
            } else {
                "Moves made"
            },
            ply,
        );
    }

    fn hover(
        exploration: &mut Exploration,
        game: &mut Match<Self>,
        ply: usize,
        index: u32,
        slider: Option<u32>,
        spoilers: bool,
        _: Option<Seat>,
    ) -> Vec<String> {
        let state = game.state_at(ply);
        let puzzle = game.setup();
        if index as usize >= puzzle.dims.area() {
            return Vec::new();
        }
        let cell = puzzle.dims.cell(index as usize);
        let mut lines = vec![cell.to_string()];
        // A search state with its head here is drawn over the snake, which fades: the lines say
        // which of the two they describe.
        let drawn = Self::hover_piece(exploration, slider, index).is_some();
        if let Some(i) = state.body.iter().position(|&c| c == cell) {
            let part = if i == 0 {
                "the head (segment 0)".to_string()
            } else {
                format!("segment {i} of {}", state.len())
            };
            lines.push(if drawn {
                format!("under the drawn state, the snake as it stands (faded): {part}")
            } else {
                part
            });
        }
        if cell == puzzle.apple {
            lines.push("the apple".into());
        }
        if let (true, Some(t)) = (spoilers, slider) {
            if let Some(layer) = exploration.layers.get(t as usize) {
                if layer.heads.contains(&cell) {
                    lines.push(if drawn {
                        format!("a head of search layer t={t}: one such state is drawn, its head (0) here")
                    } else {
                        format!("a head of search layer t={t}")
                    });
                }
            }
        }
        lines
    }

    fn hover_piece(exploration: &Exploration, slider: Option<u32>, index: u32) -> Option<Piece> {
        let layer = exploration.layers.get(slider? as usize)?;
        let dims = exploration.puzzle.dims;
        let cell = ((index as usize) < dims.area()).then(|| dims.cell(index as usize))?;
        let body = layer.sample.iter().find(|s| s.head() == Some(cell))?;
        Some(Piece {
            kind: "ghost",
            seat: Some(0),
            cells: body
                .body
                .iter()
                .filter_map(|&c| dims.checked_index(c).map(|i| i as u32))
                .collect(),
        })
    }
}

/// The sentence at the apple: the route against the shortest.
fn arrival(moves: usize, shortest: usize) -> String {
    if moves == shortest {
        format!(
            "The apple is reached in {moves} {}: the shortest possible.",
            moves_word(moves)
        )
    } else {
        format!(
            "The apple is reached in {moves} {}; the shortest route takes {shortest}.",
            moves_word(moves)
        )
    }
}

/// Checks a drawn puzzle (`{rows, cols, snake: [cell indices head first], apple: index}`) and
/// returns its parameters (`{puzzle: text}`), or why the drawing is not a valid puzzle.
pub fn compose(drawing: &serde_json::Value) -> Result<serde_json::Value, String> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Drawing {
        rows: i32,
        cols: i32,
        snake: Vec<u32>,
        apple: Option<u32>,
    }
    let d: Drawing =
        serde_json::from_value(drawing.clone()).map_err(|e| format!("drawing: {e}"))?;
    let dims = Dims::new(d.rows, d.cols);
    let cell = |i: u32| {
        ((i as usize) < dims.area())
            .then(|| dims.cell(i as usize))
            .ok_or_else(|| format!("cell {i} is off the {} x {} grid", d.rows, d.cols))
    };
    let apple = cell(d.apple.ok_or("place the apple first")?)?;
    let snake = d
        .snake
        .iter()
        .map(|&i| cell(i))
        .collect::<Result<Vec<_>, _>>()?;
    let puzzle = Puzzle::new(dims, snake, apple).map_err(|e| e.to_string())?;
    Ok(serde_json::json!({ "puzzle": puzzle.to_text() }))
}
