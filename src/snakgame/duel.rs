//! One whole game of a bot against the statement's Chef, fast (no lab, no checkpoints), with the
//! bot's thinking time measured: the arena's and the benchmarks' unit. Native only (clocks).

use std::time::Instant;

use super::board::Board;
use super::bots::BotAgent;
use super::chef::Chef;
use super::game::SnakSetup;
use super::protocol::SnakeMove;
use super::rules::{snake_score, SnakState, CHEF, YOU};

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

/// Plays bot `bot` against Chef on `board`, Chef drawing from `seed`.
pub fn duel(board: &Board, seed: u64, bot: &str) -> Result<Duel, String> {
    let mut me = BotAgent::named(bot, seed).ok_or_else(|| format!("no bot called `{bot}`"))?;
    let mut chef = Chef::new(seed);
    let setup = SnakSetup {
        board: board.clone(),
        seed,
    };
    let mut state = SnakState::start(board);
    let mut moves = Vec::new();
    let mut think = 0.0;
    let mut error = None;
    while !state.over() {
        let mv = if state.seat() == YOU {
            let t = Instant::now();
            let mv = me.decide(&setup, &state, None);
            think += t.elapsed().as_secs_f64();
            mv
        } else {
            chef.decide(board, &state)
        };
        let Some(mv) = mv else {
            error = Some(format!("no move at ply {}", state.ply));
            break;
        };
        match state.play(board, mv) {
            Ok(next) => state = next,
            Err(e) => {
                error = Some(format!("ply {}: {mv}: {e}", state.ply));
                break;
            }
        }
        moves.push(mv);
    }
    let you = &state.sides[YOU];
    Ok(Duel {
        score: you.score(),
        chef: state.sides[CHEF].score(),
        cells: you.cells,
        snakes: you.snakes,
        longest: you.longest,
        think_s: think,
        moves,
        error,
    })
}
