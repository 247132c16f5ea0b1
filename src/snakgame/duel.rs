//! One whole game of a bot or a program against the statement's Chef, fast (no lab, no
//! checkpoints), with the thinking time measured: the arena's and the benchmarks' unit. Native
//! only (clocks, processes).

use crate::contest::drive;
use crate::contest::log::stderr_by_step;
use crate::contest::seat::{seats, SeatSpec};
use crate::contest::{Filler, Referee};

use super::board::Board;
use super::chef::Chef;
use super::first_snake::FirstSnake;
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
    /// The first snake: its length, and the board when it died.
    pub first: Option<FirstSnake>,
    /// Seconds the bot thought, in total.
    pub think_s: f64,
    /// Every move, in order (for a transcript).
    pub moves: Vec<SnakeMove>,
    /// Why the game stopped early, if it did (a bot with no move: a bug).
    pub error: Option<String>,
    /// A program's stderr, each line after its ply (kept by [`duel_keeping_stderr`] only).
    pub stderr: String,
}

impl Duel {
    /// The score the contest counts: none for a program put out (a crash, a timeout, an
    /// illegal move scores nothing on that board), else the score.
    pub fn counted(&self) -> i64 {
        if self.error.is_some() {
            0
        } else {
            self.score
        }
    }

    /// The counted score over the score of one snake of all the cells the bot filled (1.0 is
    /// perfect; 0 for a program put out).
    pub fn efficiency(&self) -> f64 {
        let ideal = snake_score(self.cells);
        if ideal == 0 {
            return 0.0;
        }
        self.counted() as f64 / ideal as f64
    }
}

/// Plays `entrant` against Chef on `board`, Chef drawing from `seed`, through the contest
/// harness under the statement's 4 s: a bot's name (or `bot:NAME`), or `exec:COMMAND`, a
/// program speaking the judge's protocol.
pub fn duel(board: &Board, seed: u64, entrant: &str) -> Result<Duel, String> {
    play(board, seed, entrant, false)
}

/// [`duel`], keeping a program's stderr (at most [`STDERR_KEPT`] bytes of it): a game's every
/// turn is kept until its end.
pub fn duel_keeping_stderr(board: &Board, seed: u64, entrant: &str) -> Result<Duel, String> {
    play(board, seed, entrant, true)
}

/// The most of a program's stderr a duel keeps, in bytes.
pub const STDERR_KEPT: usize = 1 << 20;

fn play(board: &Board, seed: u64, entrant: &str, keep_stderr: bool) -> Result<Duel, String> {
    let spec = SeatSpec::parse::<SnakGame>(entrant)?;
    let setup = SnakSetup {
        board: board.clone(),
        seed,
    };
    let keep = keep_stderr && matches!(spec, SeatSpec::Exec(_));
    let (mut fillers, mut programs) = seats::<SnakGame>(&[spec], seed, None)?;
    fillers.push(Filler::Agent(Box::new(Chef::new(seed)), None));
    programs.push(None);
    let mut referee = Referee::new(setup, fillers);
    if keep {
        referee = referee.keeping_log();
    }
    // With bots only, the first `ask` plays the whole game.
    drive(&mut referee, &mut programs);
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
        first: None,
        think_s: referee.think()[YOU].spent().as_secs_f64(),
        moves: Vec::new(),
        error,
        stderr: stderr_by_step(referee.log(), YOU, "ply", STDERR_KEPT),
    };
    let put_out = referee.faults()[YOU].is_some();
    let mut moves = referee.into_moves();
    if put_out {
        SnakeMove::drop_out_exit(&mut moves);
    }
    Ok(Duel {
        first: FirstSnake::of(board, &moves),
        moves,
        ..duel
    })
}
