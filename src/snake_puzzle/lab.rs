//! The snake lab: one puzzle opened from a replay, its search laid out layer by layer, then the
//! shortest route (explore) or the person's own moves (play), as timeline steps.

use serde::{Deserialize, Serialize};

use super::explain::CANDIDATE_PATH;
use super::explore::{explore_within, Exploration, VIEWER_STATE_BUDGET};
use super::generate::random_puzzle;
use super::puzzle::{Puzzle, MAX_LENGTH, MAX_SIDE};
use super::rules::{Dir, MoveError, SnakeState};
use super::text::parse_puzzle;
use crate::grid::Cell;
use crate::replay::{action_error, Replay, ReplayError};
use crate::trace::{StepKind, TraceEvent, TraceStep};

/// The game's id in replays and URLs.
pub const GAME_ID: &str = "snake";

/// What the person does with the puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SnakeMode {
    /// Watch the search and the shortest route.
    #[default]
    Explore,
    /// Steer the snake yourself.
    Play,
}

/// The replay parameters of a snake puzzle.
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
    /// A pasted or drawn puzzle in the judge's text format.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
    /// Explore or play.
    #[serde(default)]
    pub mode: SnakeMode,
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
                "rows and cols must be in 1..={MAX_SIDE} with at least 2 cells, found {} x {}",
                self.rows, self.cols
            )));
        }
        if !(1..=MAX_LENGTH).contains(&self.length) {
            return Err(ReplayError::Params(format!(
                "length must be in 1..={MAX_LENGTH}, found {}",
                self.length
            )));
        }
        Ok(random_puzzle(seed, self.rows, self.cols, self.length))
    }
}

/// One micro-step of the snake lab's timeline.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SnakeStep {
    /// What happened, one sentence, what to draw.
    #[serde(flatten)]
    pub trace: TraceStep,
    /// The snake shown, head first.
    pub body: Vec<Cell>,
    /// The search layer shown (its sample bodies answer hovers), if any.
    pub layer: Option<u32>,
}

/// One puzzle: its search, and the moves made on it.
pub struct SnakeLab {
    params: SnakeParams,
    seed: u64,
    puzzle: Puzzle,
    exploration: Exploration,
    states: Vec<SnakeState>,
    moves: Vec<Dir>,
}

impl SnakeLab {
    /// Opens a replay: builds the puzzle, searches it, replays the person's moves one by one.
    pub fn open(replay: &Replay) -> Result<Self, ReplayError> {
        replay.expect_game(GAME_ID)?;
        let params: SnakeParams = replay.params_as()?;
        let puzzle = params.puzzle(replay.seed)?;
        let exploration = explore_within(&puzzle, VIEWER_STATE_BUDGET);
        let start = puzzle.state();
        let mut lab = Self {
            params,
            seed: replay.seed,
            puzzle,
            exploration,
            states: vec![start],
            moves: Vec::new(),
        };
        for (i, action) in replay.actions.iter().enumerate() {
            let dir = action
                .as_str()
                .and_then(|s| s.parse::<Dir>().ok())
                .ok_or_else(|| action_error(i, action, "not a direction (U, D, L, R)"))?;
            lab.play(dir)
                .map_err(|e| action_error(i, action, e.to_string()))?;
        }
        Ok(lab)
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The search as the explorer shows it.
    pub fn exploration(&self) -> &Exploration {
        &self.exploration
    }

    /// Explore or play.
    pub fn mode(&self) -> SnakeMode {
        self.params.mode
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The snake now.
    pub fn state(&self) -> &SnakeState {
        &self.states[self.states.len() - 1]
    }

    /// True once the head is on the apple.
    pub fn arrived(&self) -> bool {
        self.state().head() == Some(self.puzzle.apple)
    }

    /// The moves made so far.
    pub fn moves(&self) -> &[Dir] {
        &self.moves
    }

    /// The person's move; refused with the reason when the rules forbid it.
    pub fn play(&mut self, dir: Dir) -> Result<(), MoveError> {
        if self.arrived() {
            return Err(MoveError::Arrived);
        }
        let next = self.state().apply(self.puzzle.dims, dir)?;
        self.states.push(next);
        self.moves.push(dir);
        Ok(())
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.moves.pop().is_none() {
            return false;
        }
        self.states.pop();
        true
    }

    /// A sampled snake of search layer `t` with its head on `cell`, for the hover view.
    pub fn sample_body(&self, t: u32, cell: Cell) -> Option<&SnakeState> {
        let layer = self.exploration.layers.get(t as usize)?;
        layer.sample.iter().find(|s| s.head() == Some(cell))
    }

    /// The replay of the puzzle and the moves so far.
    pub fn replay(&self) -> Replay {
        let mut params = self.params.clone();
        if params.puzzle.is_some() {
            params.puzzle = Some(self.puzzle.to_text());
        }
        let mut replay = Replay::new(
            GAME_ID,
            serde_json::to_value(&params).unwrap_or_default(),
            self.seed,
        );
        replay.actions = self
            .moves
            .iter()
            .map(|d| serde_json::Value::from(d.letter().to_string()))
            .collect();
        replay
    }

    /// Every micro-step: the search (turn 0), then one turn per move of the route or the game.
    pub fn steps(&self) -> Vec<SnakeStep> {
        let start = self.puzzle.snake.clone();
        // Playing, the search stays hidden (no spoilers): one step shows the puzzle instead.
        let search = match self.params.mode {
            SnakeMode::Explore => self.exploration.steps(),
            SnakeMode::Play => vec![TraceStep {
                turn: 0,
                kind: StepKind::Start,
                note: format!(
                    "Steer the head to the apple at {}: the body follows, and the head may enter the cell the tail is leaving.",
                    self.puzzle.apple
                ),
                events: Vec::new(),
            }],
        };
        let layers = search.len().saturating_sub(1);
        let mut steps: Vec<SnakeStep> = search
            .into_iter()
            .enumerate()
            .map(|(i, trace)| SnakeStep {
                trace,
                body: start.clone(),
                layer: (i < layers).then_some(i as u32),
            })
            .collect();
        let (route, who) = match self.params.mode {
            SnakeMode::Explore => (&self.exploration.route, "the shortest route"),
            SnakeMode::Play => (&self.states, "your route"),
        };
        let shortest = self.exploration.moves.len();
        for (i, pair) in route.windows(2).enumerate() {
            let (before, after) = (&pair[0], &pair[1]);
            let (Some(from), Some(to)) = (before.head(), after.head()) else {
                continue;
            };
            let dir = Dir::between(from, to).map_or('?', Dir::letter);
            let mut note = format!("Move {} of {who}: the head steps {dir} to {to}.", i + 1);
            let arrived = to == self.puzzle.apple;
            if arrived {
                note.push_str(&self.arrival_note(i + 1, shortest));
            }
            let heads: Vec<Cell> = route[..=i + 1]
                .iter()
                .filter_map(SnakeState::head)
                .collect();
            let mut events = vec![TraceEvent::Path {
                layer: "snake-trail",
                cells: heads,
            }];
            if self.exploration.reachable {
                let cells = self
                    .exploration
                    .route
                    .iter()
                    .filter_map(SnakeState::head)
                    .collect();
                events.push(TraceEvent::Path {
                    layer: CANDIDATE_PATH,
                    cells,
                });
            }
            let kind = if arrived {
                StepKind::GameOver
            } else {
                StepKind::Move
            };
            let trace = TraceStep {
                turn: i as u32 + 1,
                kind,
                note,
                events,
            };
            steps.push(SnakeStep {
                trace,
                body: after.body.clone(),
                layer: None,
            });
        }
        steps
    }

    fn arrival_note(&self, moves: usize, shortest: usize) -> String {
        if moves == shortest {
            format!(" The apple is reached in {moves} moves: the shortest possible.")
        } else {
            format!(" The apple is reached in {moves} moves; the shortest route takes {shortest}.")
        }
    }

    /// Once the person's snake is on the apple: their route against the shortest, one sentence.
    pub fn verdict(&self) -> Option<String> {
        if self.params.mode != SnakeMode::Play || !self.arrived() {
            return None;
        }
        let note = self.arrival_note(self.moves.len(), self.exploration.moves.len());
        Some(note.trim_start().to_string())
    }
}
