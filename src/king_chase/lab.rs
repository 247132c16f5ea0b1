//! The king-chase lab: one game opened from a replay, its solve, its timeline and live play.

use serde::{Deserialize, Serialize};

use crate::grid::Cell;
use crate::replay::{action_error, Replay, ReplayError};

use super::board::{ChaseSetup, MAX_SIZE, MAX_VALUE, MIN_SIZE};
use super::layers::{LayerView, ValueLayers};
use super::pursuit::bob_step;
use super::rules::{ChaseError, ChaseState, KingStep, Player};
use super::solve::best_first_step;
use super::text::{parse_case, write_case};

/// The game's id in replays and URLs.
pub const GAME_ID: &str = "king-chase";

/// Who the person at the keyboard is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Nobody: watch optimal play (or a recorded game).
    #[default]
    Watch,
    /// Play Alice against the optimal (greedy) Bob.
    Alice,
    /// Play Bob against the optimal Alice.
    Bob,
}

/// The replay parameters of a king-chase game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ChaseParams {
    /// Board side for a random board.
    #[serde(default = "default_size")]
    pub size: i32,
    /// Largest value on a random board.
    #[serde(default = "default_max_value")]
    pub max_value: u32,
    /// A pasted board: one case in the judge's format (`N Ax Ay Bx By` and the rows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Who plays.
    #[serde(default)]
    pub mode: Mode,
}

fn default_size() -> i32 {
    8
}

fn default_max_value() -> u32 {
    9
}

impl ChaseParams {
    /// The setup these parameters and `seed` describe.
    pub fn setup(&self, seed: u64) -> Result<ChaseSetup, ReplayError> {
        if let Some(text) = &self.board {
            return parse_case(text).map_err(|e| ReplayError::Params(format!("board: {e}")));
        }
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(ReplayError::Params(format!(
                "size must be in {MIN_SIZE}..={MAX_SIZE}, found {}",
                self.size
            )));
        }
        if !(1..=MAX_VALUE).contains(&self.max_value) {
            return Err(ReplayError::Params(format!(
                "maxValue must be in 1..={MAX_VALUE}, found {}",
                self.max_value
            )));
        }
        ChaseSetup::random(self.size, self.max_value, seed)
            .ok_or_else(|| ReplayError::Params("cannot build that board".into()))
    }
}

/// How much one move gave away against the best move from the same position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MoveLoss {
    /// 0-based index of the action.
    pub action: usize,
    /// The round it was played in (1-based: Alice's move and Bob's answer share a round).
    pub round: u32,
    /// Who moved.
    pub player: Player,
    /// Value lost (for Alice: less to collect; for Bob: more for Alice).
    pub lost: u64,
    /// The best step instead.
    pub best: KingStep,
}

/// Alice's optimal answer to a position and what the position is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliceReply {
    /// What Alice collects from here with best play.
    pub value: u64,
    /// Her best step (`None` once she is caught).
    pub step: Option<KingStep>,
}

/// One game: the setup, the solve, the moves played so far.
pub struct ChaseLab {
    pub(super) params: ChaseParams,
    pub(super) seed: u64,
    pub(super) setup: ChaseSetup,
    pub(super) layers: ValueLayers,
    pub(super) answer: u64,
    pub(super) optimal: Vec<Cell>,
    pub(super) states: Vec<ChaseState>,
    pub(super) actions: Vec<KingStep>,
    pub(super) losses: Vec<MoveLoss>,
    /// Playing as Bob: the solve of the position after each of his moves, Alice to move. Its
    /// value measures his move and its step is her reply, so each Bob move costs one solve.
    pub(super) alice_replies: Vec<AliceReply>,
}

impl ChaseLab {
    /// Opens a replay: builds the board, solves it, replays every action move by move. In watch
    /// mode with no actions the optimal game is played; in play mode the bot moves until it is
    /// the person's turn.
    pub fn open(replay: &Replay) -> Result<Self, ReplayError> {
        replay.expect_game(GAME_ID)?;
        let params: ChaseParams = replay.params_as()?;
        let setup = params.setup(replay.seed)?;
        let mut layers = ValueLayers::new(&setup.board, setup.bob);
        let answer = layers.value(setup.alice, 0);
        let line = layers.optimal_line(setup.alice, setup.bob);
        let mut optimal = vec![setup.alice];
        for (step, _) in &line {
            let last = optimal[optimal.len() - 1];
            optimal.push(last.offset(step.delta().0, step.delta().1));
        }
        let start = ChaseState::start(setup.alice, setup.bob);
        let mut lab = Self {
            params,
            seed: replay.seed,
            setup,
            layers,
            answer,
            optimal,
            states: vec![start],
            actions: Vec::new(),
            losses: Vec::new(),
            alice_replies: Vec::new(),
        };
        for (i, action) in replay.actions.iter().enumerate() {
            let step = action
                .as_str()
                .and_then(|name| KingStep::ALL.into_iter().find(|s| s.name() == name))
                .ok_or_else(|| {
                    action_error(i, action, "not a king step (N, NE, E, SE, S, SW, W, NW)")
                })?;
            lab.apply(step)
                .map_err(|e| action_error(i, action, e.to_string()))?;
        }
        if lab.actions.is_empty() && lab.params.mode == Mode::Watch {
            for (step, chase) in line {
                lab.apply(step)
                    .map_err(|e| ReplayError::Params(e.to_string()))?;
                if let Some(chase) = chase {
                    lab.apply(chase)
                        .map_err(|e| ReplayError::Params(e.to_string()))?;
                }
            }
        }
        lab.bots_move();
        Ok(lab)
    }

    /// The current position.
    pub fn state(&self) -> ChaseState {
        self.states[self.states.len() - 1]
    }

    /// The setup.
    pub fn setup(&self) -> &ChaseSetup {
        &self.setup
    }

    /// The answer: f(A, 0).
    pub fn answer(&self) -> u64 {
        self.answer
    }

    /// The seed of the game (at most 2^53 - 1, checked when the replay was read).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Who plays.
    pub fn mode(&self) -> Mode {
        self.params.mode
    }

    /// Positions after each action (the first is the start).
    pub fn states(&self) -> &[ChaseState] {
        &self.states
    }

    /// The moves that gave value away.
    pub fn losses(&self) -> &[MoveLoss] {
        &self.losses
    }

    /// Alice's optimal path from the start, against Bob's pursuit.
    pub fn optimal_path(&self) -> &[Cell] {
        &self.optimal
    }

    /// DP layer t for the view.
    pub fn layer(&mut self, t: u32) -> LayerView {
        self.layers.view(t)
    }

    /// True when the person at the keyboard is to move.
    pub fn awaits_person(&self) -> bool {
        let s = self.state();
        !s.caught
            && matches!(
                (self.params.mode, s.to_move),
                (Mode::Alice, Player::Alice) | (Mode::Bob, Player::Bob)
            )
    }

    /// Once the game is over: how it ended against the optimum, one sentence.
    pub fn verdict(&self) -> Option<String> {
        use std::cmp::Ordering;
        let s = self.state();
        if !s.caught {
            return None;
        }
        let answer = self.answer;
        let gap = match (self.params.mode, s.score.cmp(&answer)) {
            (_, Ordering::Equal) => "exactly the optimum".to_string(),
            (_, Ordering::Less) => format!("{} less", answer - s.score),
            (Mode::Bob, Ordering::Greater) => {
                format!("{} more: Bob gave value away", s.score - answer)
            }
            (_, Ordering::Greater) => format!("{} more", s.score - answer),
        };
        Some(format!(
            "Game over after {} rounds: Alice scored {} against an optimum of {answer}, {gap}.",
            s.alice_moves, s.score
        ))
    }

    /// The person's move; then the bot answers until it is the person's turn again.
    pub fn play(&mut self, step: KingStep) -> Result<(), ChaseError> {
        let s = self.state();
        if !s.caught && !self.awaits_person() {
            return Err(ChaseError::NotYourTurn {
                expected: s.to_move,
                tried: if s.to_move == Player::Alice {
                    Player::Bob
                } else {
                    Player::Alice
                },
            });
        }
        self.apply(step)?;
        self.bots_move();
        Ok(())
    }

    /// Takes back the person's last move (and the bot's answers to it). False if nothing to undo.
    pub fn undo(&mut self) -> bool {
        let person = match self.params.mode {
            Mode::Watch => return false,
            Mode::Alice => Player::Alice,
            Mode::Bob => Player::Bob,
        };
        let Some(last) = self.states[..self.states.len() - 1]
            .iter()
            .rposition(|s| s.to_move == person)
        else {
            return false;
        };
        self.truncate(last);
        true
    }

    fn truncate(&mut self, len: usize) {
        self.states.truncate(len + 1);
        self.actions.truncate(len);
        self.losses.retain(|l| l.action < len);
        let bob_moves = self.states[1..]
            .iter()
            .filter(|s| s.to_move == Player::Alice)
            .count();
        self.alice_replies.truncate(bob_moves);
    }

    /// The replay of the game so far.
    pub fn replay(&self) -> Replay {
        let mut params = self.params.clone();
        if params.board.is_none() {
            params.size = self.setup.board.size();
        } else {
            params.board = Some(write_case(&self.setup));
        }
        let mut replay = Replay::new(
            GAME_ID,
            serde_json::to_value(&params).unwrap_or_default(),
            self.seed,
        );
        replay.actions = self
            .actions
            .iter()
            .map(|s| serde_json::Value::from(s.name()))
            .collect();
        replay
    }

    /// Plays the bot's moves while it is the bot's turn.
    fn bots_move(&mut self) {
        loop {
            let s = self.state();
            let step = match (self.params.mode, s.to_move) {
                _ if s.caught => None,
                (Mode::Alice, Player::Bob) => bob_step(s.bob, s.alice),
                (Mode::Bob, Player::Alice) => match self.alice_replies.last() {
                    Some(reply) => reply.step,
                    None => self
                        .layers
                        .best_step(s.alice, s.alice_moves)
                        .map(|(st, _)| st),
                },
                _ => None,
            };
            match step {
                Some(step) if self.apply(step).is_ok() => {}
                _ => return,
            }
        }
    }

    /// Applies one step of the player to move, recording what it gave away.
    fn apply(&mut self, step: KingStep) -> Result<(), ChaseError> {
        let before = self.state();
        let after = before.play(&self.setup.board, step)?;
        let index = self.actions.len();
        match before.to_move {
            Player::Alice => self.judge_alice(index, before, step),
            Player::Bob => self.judge_bob(index, before, after, step),
        }
        self.states.push(after);
        self.actions.push(step);
        Ok(())
    }

    /// Alice's loss, measured against the DP of the start, while Bob has pursued greedily.
    fn judge_alice(&mut self, index: usize, before: ChaseState, step: KingStep) {
        if self.params.mode == Mode::Bob || !self.bob_was_greedy() {
            return;
        }
        let t = before.alice_moves;
        let Some((best, best_worth)) = self.layers.best_step(before.alice, t) else {
            return;
        };
        let to = before.alice.offset(step.delta().0, step.delta().1);
        let worth = self.setup.board.value(to) as u64 + self.layers.value(to, t + 1);
        if worth < best_worth {
            self.losses.push(MoveLoss {
                action: index,
                round: t + 1,
                player: Player::Alice,
                lost: best_worth - worth,
                best,
            });
        }
    }

    /// Bob's loss: the value of the position after his move against the value before it (the
    /// position after Alice's optimal move is worth her previous value minus what she collected).
    fn judge_bob(&mut self, index: usize, before: ChaseState, after: ChaseState, step: KingStep) {
        if self.params.mode != Mode::Bob {
            return;
        }
        let reply = best_first_step(&self.setup.board, after.alice, after.bob);
        let value_after = reply.map_or(0, |(_, value)| value);
        let previous = self.alice_replies.last().map_or(self.answer, |r| r.value);
        let collected = self.setup.board.value(before.alice) as u64;
        let value_before = previous.saturating_sub(collected);
        self.alice_replies.push(AliceReply {
            value: value_after,
            step: reply.map(|(step, _)| step),
        });
        if value_after > value_before {
            let best = bob_step(before.bob, before.alice).unwrap_or(step);
            self.losses.push(MoveLoss {
                action: index,
                round: before.alice_moves,
                player: Player::Bob,
                lost: value_after - value_before,
                best,
            });
        }
    }

    fn bob_was_greedy(&self) -> bool {
        self.states
            .windows(2)
            .zip(&self.actions)
            .all(|(pair, step)| {
                pair[0].to_move == Player::Alice
                    || bob_step(pair[0].bob, pair[0].alice) == Some(*step)
            })
    }
}
