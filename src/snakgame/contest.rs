//! Game of snakes as a contest: the judge's protocol (the board once, then the moves alternate,
//! yours first; Chef's moves are your input; `EXIT` when the board is full), the bots of your
//! seat, and one of them as a contest program.

use std::time::Duration;

#[cfg(not(target_arch = "wasm32"))]
use crate::contest::contestant::{Contestant, Deadline, Input};
use crate::contest::{Limits, Protocol};
#[cfg(not(target_arch = "wasm32"))]
use crate::model::Budget;
use crate::model::{Agent, BotInfo, BySeat, Outcome, Roster, Seat};

use super::bots::BotAgent;
use super::chef::Chef;
use super::game::{SnakGame, SnakSetup};
use super::protocol::{parse_move_on, SnakeMove};
use super::rules::{SnakState, CHEF, YOU};
#[cfg(not(target_arch = "wasm32"))]
use super::{board::Board, protocol::parse_header};

/// The statement's time limit: 4 s of thinking for the whole game.
pub const TIME_LIMIT: Duration = Duration::from_secs(4);

/// The bots of your seat, weakest first.
pub const BOTS: &[BotInfo] = &[
    BotInfo {
        name: "random",
        strategy: "one snake extended at random; a new one on a random empty cell when stuck",
        think_ms: None,
        algorithm: &super::bots::simple::RANDOM,
    },
    BotInfo {
        name: "chef",
        strategy: "Chef's strategy without FREEZE and without voluntary restarts",
        think_ms: None,
        algorithm: &super::chef::ALGORITHM,
    },
    BotInfo {
        name: "greedy",
        strategy: "fixed priority: first end, then up, right, down, left; else the first empty cell",
        think_ms: None,
        algorithm: &super::bots::simple::GREEDY,
    },
    BotInfo {
        name: "editorial",
        strategy: "two candidate paths by the left-hand-rule DFS, the end with the longer one moves; a cut path is recomputed",
        think_ms: None,
        algorithm: &super::bots::editorial::ALGORITHM,
    },
    BotInfo {
        name: "best",
        strategy: "one snake whose two ends sweep the board in rings, never cutting off the larger part of a region, wary of Chef sealing its ends",
        think_ms: None,
        algorithm: &super::bots::best::ALGORITHM,
    },
];

/// The bots' names, weakest first.
pub const BOT_NAMES: [&str; 5] = crate::model::agent::bot_names(BOTS);

impl Roster for SnakGame {
    fn bots() -> &'static [BotInfo] {
        BOTS
    }

    fn bot(name: &str, seed: u64) -> Option<Box<dyn Agent<Self> + Send>> {
        if name == "chef" {
            return Some(Box::new(Chef::plain(seed)));
        }
        BotAgent::named(name, seed).map(|b| Box::new(b) as Box<dyn Agent<Self> + Send>)
    }
}

fn lines_of(moves: &[SnakeMove]) -> Vec<String> {
    moves.iter().map(SnakeMove::to_string).collect()
}

impl Protocol for SnakGame {
    fn opening(setup: &SnakSetup, _seat: Seat) -> Vec<String> {
        setup.board.header().lines().map(str::to_string).collect()
    }

    fn turn_input(
        _setup: &SnakSetup,
        _state: &SnakState,
        _seat: Seat,
        _asked: &[(Seat, SnakeMove)],
        since: &[SnakeMove],
    ) -> Vec<String> {
        lines_of(since)
    }

    /// Chef's last moves, and `EXIT` when your own move filled the board.
    fn closing(
        _setup: &SnakSetup,
        state: &SnakState,
        _seat: Seat,
        since: &[SnakeMove],
    ) -> Vec<String> {
        let mut lines = lines_of(since);
        if since.is_empty() && !state.exited {
            lines.push(SnakeMove::Exit.to_string());
        }
        lines
    }

    fn seats(_setup: &SnakSetup) -> usize {
        2
    }

    fn read_line(setup: &SnakSetup, line: &str) -> Result<SnakeMove, String> {
        parse_move_on(&setup.board, line).map_err(|e| match line.split_whitespace().count() {
            // The error names one word: the whole line is shown too.
            0 | 1 => e.to_string(),
            _ => format!("{}: {e}", crate::words::shown(line)),
        })
    }

    /// Chef, as the statement gives him, drawing from the game's seed.
    fn house(setup: &SnakSetup, seat: Seat) -> Option<Box<dyn Agent<Self> + Send>> {
        (seat == CHEF).then(|| Box::new(Chef::new(setup.seed)) as Box<dyn Agent<Self> + Send>)
    }

    fn out_move(_setup: &SnakSetup, _state: &SnakState, _seat: Seat) -> SnakeMove {
        SnakeMove::Exit
    }

    /// The program's turn (as the page counts turns: its moves, Chef's answers between) and
    /// the ply (both sides' moves, as the judge's stderr is marked).
    fn moment(_setup: &SnakSetup, state: &SnakState) -> String {
        format!("turn {}, ply {}", state.ply / 2 + 1, state.ply)
    }

    /// Your seat has the whole game's 4 s; Chef is the house and is not timed.
    fn limits(_setup: &SnakSetup, seat: Seat) -> Option<Limits> {
        (seat == YOU).then_some(Limits::whole_game(TIME_LIMIT))
    }

    /// A program put out (a crash, a timeout, a bad line) scores nothing on the board, as the
    /// judge counts it (and `gridlab arena`); the summary keeps what the board held.
    fn counted(mut outcome: Outcome, out: &BySeat<bool>) -> Outcome {
        if out[YOU] {
            let held = outcome.scores[YOU];
            outcome.scores[YOU] = 0;
            // The game's own words are what the board held, not the score.
            let counted =
                "Counted as the contest does: 0, as a program put out scores nothing on the board.";
            let board = outcome
                .summary
                .replacen("You scored", "your snakes had scored", 1);
            outcome.summary = format!("{counted} When it went out, {board}");
            outcome.ending = Some(format!(
                "{counted} When it went out, its snakes had scored {held}. {}",
                outcome.ending.as_deref().unwrap_or("")
            ));
        }
        outcome
    }
}

/// A bot of your seat as a contest program: it reads the board, then answers Chef's moves, and
/// answers `EXIT` (the score so far is kept) when its own processor time nears the limit, where
/// a judge would stop it and count nothing. A type-2 game is about 150,000 moves, each a line
/// read and a line written: on a machine where that alone costs 2 s, `best`'s 3 s are near the
/// 4 s limit.
#[cfg(not(target_arch = "wasm32"))]
pub struct BotContestant {
    bot: Box<dyn Agent<SnakGame> + Send>,
    game: Option<(SnakSetup, SnakState)>,
    done: bool,
    deadline: Deadline,
}

#[cfg(not(target_arch = "wasm32"))]
impl BotContestant {
    /// The bot called `name`, keeping under `limit` of processor time for the whole game.
    pub fn named(name: &str, limit: Duration) -> Result<BotContestant, String> {
        let bot = SnakGame::bot_or_error(name, 1)?;
        Ok(BotContestant {
            bot,
            game: None,
            done: false,
            deadline: Deadline::new(limit),
        })
    }

    fn opening(input: &mut Input<'_>) -> Result<Option<(SnakSetup, SnakState)>, String> {
        let Some(first) = input.line()? else {
            return Ok(None);
        };
        let k: usize = first
            .split_whitespace()
            .nth(2)
            .and_then(|k| k.parse().ok())
            .ok_or_else(|| {
                format!(
                    "line 1: expected `n m K`, found {}",
                    crate::words::shown(&first)
                )
            })?;
        let mut header = vec![first];
        for _ in 0..k {
            header.push(input.needed("the last blocked cell")?);
        }
        let (board, _): (Board, _) =
            parse_header(header.iter().map(String::as_str)).map_err(|e| e.to_string())?;
        let state = SnakState::start(&board);
        Ok(Some((SnakSetup { board, seed: 1 }, state)))
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Contestant for BotContestant {
    fn turn(&mut self, input: &mut Input<'_>) -> Result<Option<String>, String> {
        if self.done {
            return Ok(None);
        }
        let (setup, state) = match self.game.take() {
            Some((setup, state)) => {
                let Some(line) = input.line()? else {
                    return Ok(None);
                };
                let at = input.line_no();
                let reply = parse_move_on(&setup.board, &line).map_err(|e| {
                    format!(
                        "line {at}: the judge said {}: {}",
                        crate::words::shown(&line),
                        e.in_judge_line()
                    )
                })?;
                if reply == SnakeMove::Exit {
                    return Ok(None);
                }
                let next = state
                    .play(&setup.board, reply)
                    .map_err(|e| format!("line {at}: the judge's move {reply}: {e}"))?;
                (setup, next)
            }
            None => match Self::opening(input)? {
                Some(game) => game,
                None => return Ok(None),
            },
        };
        let mv = if state.over() {
            SnakeMove::Exit
        } else if self.deadline.near() {
            eprintln!(
                "{:.2} s of processor time used, near the limit of {} s: EXIT keeps the score so far",
                self.deadline.used().as_secs_f64(),
                self.deadline.limit().as_secs_f64()
            );
            SnakeMove::Exit
        } else {
            self.bot
                .choose(&setup, &state, YOU, Budget::default(), None)
                .unwrap_or(SnakeMove::Exit)
        };
        if mv == SnakeMove::Exit {
            self.done = true;
            return Ok(Some(mv.to_string()));
        }
        let next = state
            .play(&setup.board, mv)
            .map_err(|e| format!("our own move {mv}: {e}"))?;
        self.game = Some((setup, next));
        Ok(Some(mv.to_string()))
    }
}

/// The game's entry in the list of contests.
pub fn entry() -> crate::contest::entry::Entry {
    crate::contest::entry::Entry::of::<SnakGame>(
        #[cfg(not(target_arch = "wasm32"))]
        |bot, time| {
            if time.think_ms.is_some() {
                return Err(
                    "--think: a Game of snakes bot has no per-turn budget (--time-limit gives the whole game's)"
                        .to_string(),
                );
            }
            let limit = match time.game_s {
                None => TIME_LIMIT,
                Some(s) if s.is_finite() && s > 0.0 && s <= 3600.0 => Duration::from_secs_f64(s),
                Some(s) => {
                    return Err(format!(
                    "--time-limit must be a number of seconds above 0 and at most 3600, found {s}"
                ))
                }
            };
            BotContestant::named(bot, limit).map(|c| Box::new(c) as Box<dyn Contestant>)
        },
    )
}
