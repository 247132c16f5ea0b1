//! A whole game between a contestant and Chef, one protocol line at a time: the CLI's judge and
//! the tests drive it; it never blocks and never panics on what the contestant says.

use super::board::Board;
use super::chef::Chef;
use super::protocol::{parse_move, SnakeMove};
use super::rules::{SnakState, CHEF, YOU};

/// Chef's side: the move for a position (the statement's Chef, or a script in the tests).
pub type ChefFn = Box<dyn FnMut(&Board, &SnakState) -> Option<SnakeMove> + Send>;

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Played to the end (or the contestant's EXIT).
    Ok,
    /// A line that is not a move (the reason).
    Garbage(String),
    /// A move the rules refuse (the reason).
    Invalid(String),
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Ok => write!(f, "OK"),
            Verdict::Garbage(r) => write!(f, "garbage: {r}"),
            Verdict::Invalid(r) => write!(f, "invalid move: {r}"),
        }
    }
}

/// The referee's side of a game.
pub struct Referee {
    /// The board.
    pub board: Board,
    /// The position.
    pub state: SnakState,
    chef: ChefFn,
    /// Every move so far, in order.
    pub moves: Vec<SnakeMove>,
    /// The verdict once the game is over.
    pub verdict: Option<Verdict>,
}

impl Referee {
    /// A game on `board` against the statement's Chef drawing from `seed`.
    pub fn new(board: Board, seed: u64) -> Self {
        let mut chef = Chef::new(seed);
        Self::with_chef(board, Box::new(move |b, s| chef.decide(b, s)))
    }

    /// A game against another Chef (a scripted one in the tests).
    pub fn with_chef(board: Board, chef: ChefFn) -> Self {
        let state = SnakState::start(&board);
        Self {
            board,
            state,
            chef,
            moves: Vec::new(),
            verdict: None,
        }
    }

    /// The opening lines sent to the contestant.
    pub fn opening(&self) -> String {
        self.board.header()
    }

    /// Ends the game with `verdict` (a crash, a timeout: the CLI's words).
    pub fn end(&mut self, verdict: Verdict) {
        self.verdict.get_or_insert(verdict);
    }

    /// Takes the contestant's line; returns the lines to send back (Chef's moves, or EXIT when
    /// the board is full). After it, [`Referee::verdict`] says whether the game is over.
    pub fn contestant(&mut self, line: &str) -> Vec<String> {
        if self.verdict.is_some() {
            return Vec::new();
        }
        let mv = match parse_move(line) {
            Ok(mv) => mv,
            Err(e) => {
                self.verdict = Some(Verdict::Garbage(e.to_string()));
                return Vec::new();
            }
        };
        if mv == SnakeMove::Exit && self.state.seat() == YOU {
            self.moves.push(mv);
            self.verdict = Some(Verdict::Ok);
            return Vec::new();
        }
        match self.state.play(&self.board, mv) {
            Ok(next) => self.state = next,
            Err(e) => {
                self.verdict = Some(Verdict::Invalid(format!("{mv}: {e}")));
                return Vec::new();
            }
        }
        self.moves.push(mv);
        let mut out = Vec::new();
        if self.state.over() {
            out.push("EXIT".to_string());
            self.moves.push(SnakeMove::Exit);
            self.verdict = Some(Verdict::Ok);
            return out;
        }
        let reply = (self.chef)(&self.board, &self.state).unwrap_or(SnakeMove::Exit);
        match self.state.play(&self.board, reply) {
            Ok(next) => self.state = next,
            Err(_) => {
                out.push("EXIT".to_string());
                self.moves.push(SnakeMove::Exit);
                self.verdict = Some(Verdict::Ok);
                return out;
            }
        }
        self.moves.push(reply);
        out.push(reply.to_string());
        if self.state.over() && reply != SnakeMove::Exit {
            // The board is full: the contestant is to move and must answer EXIT.
        }
        out
    }

    /// The contestant's input ended; fine once the board is full.
    pub fn eof(&mut self) {
        if self.verdict.is_none() {
            self.verdict = Some(if self.state.over() {
                Verdict::Ok
            } else {
                Verdict::Garbage("the program's output ended before the game did".into())
            });
        }
    }

    /// Your score.
    pub fn score(&self) -> i64 {
        self.state.sides[YOU].score()
    }

    /// Chef's score.
    pub fn chef_score(&self) -> i64 {
        self.state.sides[CHEF].score()
    }
}
