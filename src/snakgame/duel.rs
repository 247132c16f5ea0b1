//! One whole game of a bot against the statement's Chef, fast (no lab, no checkpoints), with the
//! bot's thinking time measured: the arena's and the benchmarks' unit. Native only (clocks).

use crate::contest::{Filler, Out, Referee};
use crate::model::Roster;

use super::board::Board;
use super::chef::Chef;
use super::game::{SnakGame, SnakSetup};
use super::protocol::SnakeMove;
use super::rules::{snake_score, CHEF, YOU};

/// How one game went.
#[derive(Clone, Debug, PartialEq)]
pub struct Duel {
    /// Your score.
    pub score: i64,
    /// Chef's score.
    pub chef: i64,
    /// Cells you filled.
    pub cells: u32,
    /// Your snakes.
    pub snakes: u32,
    /// Your longest snake.
    pub longest: u32,
    /// Seconds the bot thought, in total.
    pub think_s: f64,
    /// Every move, in order (for a transcript).
    pub moves: Vec<SnakeMove>,
    /// Why the game stopped early, if it did (a bot with no move: a bug).
    pub error: Option<String>,
}

impl Duel {
    /// Score over the score of one snake of all the cells the bot filled (1.0 is perfect).
    pub fn efficiency(&self) -> f64 {
        let ideal = snake_score(self.cells);
        if ideal == 0 {
            return 0.0;
        }
        self.score as f64 / ideal as f64
    }
}

/// Plays bot `bot` against Chef on `board`, Chef drawing from `seed`, through the contest
/// harness (the bot thinks on the referee's clock, under the statement's 4 s).
pub fn duel(board: &Board, seed: u64, bot: &str) -> Result<Duel, String> {
    let me = SnakGame::bot_or_error(bot, seed)?;
    let setup = SnakSetup {
        board: board.clone(),
        seed,
    };
    let fillers = vec![
        Filler::Agent(me, None),
        Filler::Agent(Box::new(Chef::new(seed)), None),
    ];
    let mut referee = Referee::new(setup, fillers);
    while referee.ask().is_some() {
        // Only agents sit here: `ask` plays the whole game.
        referee.answer(Err(Out::Broken("no program seat".into())));
    }
    let state = referee.state();
    let you = &state.sides[YOU];
    let error = referee
        .error()
        .map(str::to_string)
        .or_else(|| referee.faults()[YOU].as_ref().map(|f| f.to_string()));
    let duel = Duel {
        score: you.score(),
        chef: state.sides[CHEF].score(),
        cells: you.cells,
        snakes: you.snakes,
        longest: you.longest,
        think_s: referee.think()[YOU].spent().as_secs_f64(),
        moves: Vec::new(),
        error,
    };
    Ok(Duel {
        moves: referee.into_moves(),
        ..duel
    })
}
