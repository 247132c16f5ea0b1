//! A whole game between players as the contest's referee runs it (native only): each active
//! player in turn gets its input and one answer within the time limit; a player who times
//! out, crashes or answers something unreadable is out (its cells stay) and the game goes on.
//! The game's log uses the recordings' format (`round R ingame G`, the map, the outputs).

use std::fmt::Write;
use std::time::{Duration, Instant};

use super::bots::{BotAgent, Clock};
use super::capture::Fill;
use super::end::End;
use super::moves::Move;
use super::protocol::{first_line, parse_output, turn_input};
use super::round::play_round_with;
use super::start::Setup;
use super::state::State;
use super::text::map_lines;

/// Why a player's turn failed (it is then out).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    /// No answer in time.
    #[error("no answer within {0} ms")]
    Timeout(u64),
    /// The program ended or its output closed.
    #[error("the program ended ({0})")]
    Crashed(String),
    /// An answer the referee cannot read.
    #[error("invalid answer: {0}")]
    Invalid(String),
}

/// One answer: the line as given and the move read from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The line, as the log shows it.
    pub line: String,
    /// The move.
    pub mv: Move,
}

/// A seat's player: a built-in bot or an external program.
pub trait Player: Send {
    /// Its name in tables.
    fn name(&self) -> String;
    /// Its answer for `seat` in `state`, within `limit` (its first turn when `first`).
    fn answer(
        &mut self,
        state: &State,
        seat: usize,
        first: bool,
        limit: Duration,
    ) -> Result<Answer, Fault>;
    /// What it wrote to its error output so far (external programs).
    fn take_stderr(&mut self) -> String {
        String::new()
    }
}

/// A built-in bot as a player: it thinks for the contest's 100 ms after a 1 s first turn (less
/// when the limit is lower), measured on a monotonic clock.
pub struct BotPlayer {
    name: String,
    agent: BotAgent,
    think_ms: f64,
}

impl BotPlayer {
    /// The bot called `name`, if there is one.
    pub fn named(name: &str) -> Option<BotPlayer> {
        BotAgent::named(name).map(|agent| BotPlayer {
            name: format!("bot:{name}"),
            agent,
            think_ms: THINK_MS,
        })
    }

    /// The same bot thinking `ms` milliseconds on later turns (quick experiments).
    pub fn thinking(mut self, ms: f64) -> BotPlayer {
        self.think_ms = ms;
        self
    }
}

/// Milliseconds a built-in bot thinks on later turns by default (the contest advertised 100):
/// 40 ms to spare keeps the worst turn under 100 ms on a busy machine (at 75, 100 games on a
/// machine building at the same time had a worst turn of 139 ms).
pub const THINK_MS: f64 = 60.0;

/// Milliseconds a built-in bot plans to think on a turn with `limit`, `think` on later turns:
/// at most 60% of the limit.
pub fn think_budget(first: bool, limit: Duration, think: f64) -> f64 {
    let limit = limit.as_secs_f64() * 1000.0;
    let want = if first { think.max(500.0) } else { think };
    want.min(limit * 0.6)
}

impl Player for BotPlayer {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn answer(
        &mut self,
        state: &State,
        seat: usize,
        first: bool,
        limit: Duration,
    ) -> Result<Answer, Fault> {
        let mut clock = Clock::millis(think_budget(first, limit, self.think_ms));
        let mv = self.agent.decide(state, seat, &mut clock, None);
        Ok(Answer {
            line: mv.to_string(),
            mv,
        })
    }
}

/// The time limits per turn.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The first turn.
    pub first: Duration,
    /// Every later turn.
    pub later: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            first: Duration::from_millis(1000),
            later: Duration::from_millis(150),
        }
    }
}

/// How long a player thought in a game (measured on a monotonic clock around each turn).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Think {
    /// Its first turn.
    pub first: Duration,
    /// All later turns together.
    pub total: Duration,
    /// The longest later turn.
    pub worst: Duration,
    /// Later turns answered.
    pub turns: u32,
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// Final scores in seat order.
    pub scores: Vec<u32>,
    /// Ranks (1 is first; ties share).
    pub ranks: Vec<usize>,
    /// Why it ended.
    pub end: End,
    /// Real rounds played.
    pub real_rounds: u32,
    /// The last in-game round played.
    pub last_round: u16,
    /// Per seat: how long it thought.
    pub think: Vec<Think>,
    /// Per seat: why it went out, if it did.
    pub faults: Vec<Option<String>>,
    /// The game in the recordings' format (with the result and each program's stderr), when asked.
    pub log: Option<String>,
    /// The moves of every round, in seat order of the active players (a lab replay).
    pub rounds: Vec<Vec<Move>>,
}

/// Plays a whole game. With `log`, the result keeps the game in the recordings' format.
pub fn play_game(
    setup: &Setup,
    players: &mut [Box<dyn Player>],
    limits: Limits,
    log: bool,
) -> GameResult {
    let n = setup.players();
    let mut state = State::start(setup);
    let mut fill = Fill::new();
    let mut think = vec![Think::default(); n];
    let mut faults: Vec<Option<String>> = vec![None; n];
    let mut text = String::new();
    let mut rounds = Vec::new();
    let mut first = vec![true; n];
    while !state.over() {
        let mut moves = Vec::new();
        let mut lines = vec!["-".to_string(); n];
        for seat in state.active_players() {
            let limit = if first[seat] {
                limits.first
            } else {
                limits.later
            };
            let started = Instant::now();
            let answer = match players.get_mut(seat) {
                Some(p) => p.answer(&state, seat, first[seat], limit),
                None => Err(Fault::Crashed("no player".into())),
            };
            let took = started.elapsed();
            let answer = answer.and_then(|a| {
                if took > limit {
                    Err(Fault::Timeout(limit.as_millis() as u64))
                } else {
                    Ok(a)
                }
            });
            let t = &mut think[seat];
            if first[seat] {
                t.first = took;
            } else {
                t.total += took;
                t.worst = t.worst.max(took);
                t.turns += 1;
            }
            first[seat] = false;
            match answer {
                Ok(a) => {
                    lines[seat] = a.line;
                    moves.push(a.mv);
                }
                Err(f) => {
                    faults[seat] = Some(format!(
                        "round {} (real {}): {f}",
                        state.round(),
                        state.real_round()
                    ));
                    lines[seat] = "-".into();
                    moves.push(Move::Out);
                }
            }
        }
        if log {
            let _ = writeln!(
                text,
                "round {} ingame {}",
                state.real_round(),
                state.round()
            );
            text.push_str(&map_lines(&state, 0));
            let _ = writeln!(text, "outputs {}", lines.join(" | "));
        }
        match play_round_with(setup, &state, &moves, &mut fill) {
            Ok((next, _)) => state = next,
            Err(_) => break,
        }
        rounds.push(moves);
    }
    let scores = state.scores();
    let end = state.end().unwrap_or(End::AllOut);
    let log = log.then(|| {
        let list: Vec<String> = scores.iter().map(u32::to_string).collect();
        let _ = writeln!(text, "scores {}", list.join(" "));
        let _ = writeln!(
            text,
            "rounds {} ingame {} reason {end}",
            state.real_round(),
            state.round() - 1
        );
        for (seat, p) in players.iter_mut().enumerate() {
            let _ = writeln!(text, "player {seat} {}", p.name());
            if let Some(f) = &faults[seat] {
                let _ = writeln!(text, "  out: {f}");
            }
            let err = p.take_stderr();
            if !err.is_empty() {
                let _ = writeln!(text, "  stderr:");
                for l in err.lines() {
                    let _ = writeln!(text, "  | {l}");
                }
            }
        }
        text
    });
    GameResult {
        ranks: super::state::ranks(&scores),
        scores,
        end,
        real_rounds: state.real_round(),
        last_round: state.round() - 1,
        think,
        faults,
        log,
        rounds,
    }
}

/// The text a program reads for a turn (the opponent count first on its first turn).
pub fn program_input(state: &State, seat: usize, first: bool) -> String {
    let mut input = if first {
        first_line(state)
    } else {
        String::new()
    };
    input.push_str(&turn_input(state, seat));
    input
}

/// Reads a program's answer line into a move, or the fault that puts it out.
pub fn read_answer(line: &str) -> Result<Answer, Fault> {
    let line = line.trim_end_matches(['\r', '\n']);
    parse_output(line)
        .map(|o| Answer {
            line: line.to_string(),
            mv: o.mv,
        })
        .map_err(|e| Fault::Invalid(e.to_string()))
}
