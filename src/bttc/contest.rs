//! Back to the Code as a contest: the protocol the contest's referee speaks (the opponent count
//! once, then each turn's input built when that player is asked), the built-in bots, and one of
//! them as a contest program.

#[cfg(not(target_arch = "wasm32"))]
use crate::contest::contestant::{Contestant, Input};
#[cfg(not(target_arch = "wasm32"))]
use crate::contest::referee::budget;
use crate::contest::{Limits, Protocol};
use crate::model::{Agent, BotInfo, Roster, Seat};

use super::bots::BotAgent;
#[cfg(not(target_arch = "wasm32"))]
use super::bots::Clock;
use super::game::Bttc;
use super::moves::Move;
use super::protocol::{parse_output, turn_input};
#[cfg(not(target_arch = "wasm32"))]
use super::protocol::{Turn, TurnError};
use super::start::Setup;
use super::state::State;

/// The contest's limits: 1000 ms for the first turn, 150 ms for every later one.
pub const LIMITS: Limits = Limits::per_turn(1000, 150);

/// Milliseconds a built-in bot thinks on later turns by default (the contest advertised 100):
/// 40 ms to spare keeps the worst turn under 100 ms on a busy machine (at 75, 100 games on a
/// machine building at the same time had a worst turn of 139 ms).
pub const THINK_MS: f64 = 60.0;

/// The built-in bots, weakest first (then the sparring partner).
pub const BOTS: &[BotInfo] = &[
    BotInfo {
        name: "nearest",
        strategy: "heads for the nearest neutral cell",
        think_ms: Some(THINK_MS),
        algorithm: &super::bots::nearest::ALGORITHM,
    },
    BotInfo {
        name: "rectangles",
        strategy: "walks the rectangle with the most neutral cells gained per turn, ranked by prefix sums and checked under the real rules",
        think_ms: Some(THINK_MS),
        algorithm: &super::bots::rectangles::ALGORITHM,
    },
    BotInfo {
        name: "paths",
        strategy: "searches its own paths (runs of straight cells) against a forecast of the opponents, scoring cells captured per turn",
        think_ms: Some(THINK_MS),
        algorithm: &super::bots::paths::ALGORITHM,
    },
    BotInfo {
        name: "best",
        strategy: "paths, plus stakes deep in open ground (no loop around one captures anything), spoiling the loops opponents are walking and the time travel as a weapon (back to where it can spoil a capture)",
        think_ms: Some(THINK_MS),
        algorithm: &super::bots::best::ALGORITHM,
    },
    BotInfo {
        name: "giant",
        strategy: "rectangles without a size cap: the giant loops along the borders that strong contest bots close when nobody stops them (a sparring partner)",
        think_ms: Some(THINK_MS),
        algorithm: &super::bots::rectangles::ALGORITHM,
    },
];

/// The bots' names, weakest first.
pub const BOT_NAMES: [&str; 5] = crate::model::agent::bot_names(BOTS);

/// The bot each seat watches by default, by index in [`BOT_NAMES`]: `best` against `paths` (then
/// `rectangles`, then `nearest`), so a first look shows the strongest bots' plans on the layers
/// (`nearest` has no plan to draw).
pub const WATCHED_BOTS: [u8; 4] = [3, 2, 1, 0];

impl Roster for Bttc {
    fn bots() -> &'static [BotInfo] {
        BOTS
    }

    fn bot(name: &str, _seed: u64) -> Option<Box<dyn Agent<Self> + Send>> {
        BotAgent::named(name).map(|b| Box::new(b) as Box<dyn Agent<Self> + Send>)
    }
}

impl Protocol for Bttc {
    fn opening(setup: &Setup, _seat: Seat) -> Vec<String> {
        vec![setup.players().saturating_sub(1).to_string()]
    }

    fn turn_input(
        _setup: &Setup,
        state: &State,
        seat: Seat,
        asked: &[(Seat, Move)],
        _since: &[Move],
    ) -> Vec<String> {
        let seen = state.seen_after(asked);
        turn_input(&seen, seat)
            .lines()
            .map(str::to_string)
            .collect()
    }

    fn seats(setup: &Setup) -> usize {
        setup.players()
    }

    /// A BACK with none left, which the referee takes as the player going out.
    fn refuse(_setup: &Setup, seen: &State, seat: Seat, mv: &Move) -> Option<String> {
        match mv {
            Move::Back(n) if !seen.back_left(seat) => Some(format!("BACK {n}: no BACK left")),
            _ => None,
        }
    }

    fn read_line(_setup: &Setup, line: &str) -> Result<Move, String> {
        parse_output(line).map(|o| o.mv).map_err(|e| e.to_string())
    }

    fn out_move(_setup: &Setup, _state: &State, _seat: Seat) -> Move {
        Move::Out
    }

    fn moment(_setup: &Setup, state: &State) -> String {
        // The round being played: its real round is one past those played so far.
        format!("round {} (real {})", state.round(), state.real_round() + 1)
    }

    fn limits(_setup: &Setup, _seat: Seat) -> Option<Limits> {
        Some(LIMITS)
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// A built-in bot as a contest program: it reads the opponent count, then each turn's input,
/// and thinks its budget less the time the turn's input took to arrive.
pub struct BotContestant {
    bot: BotAgent,
    think_ms: f64,
    opponents: Option<usize>,
    turns: usize,
}

#[cfg(not(target_arch = "wasm32"))]
impl BotContestant {
    /// The bot called `name`, thinking `think_ms` a turn (default: its own budget; always
    /// within the contest's limit).
    pub fn named(name: &str, think_ms: Option<f64>) -> Result<BotContestant, String> {
        let bot =
            BotAgent::named(name).ok_or_else(|| crate::model::agent::unknown_bot(name, BOTS))?;
        let listed = crate::model::agent::bot_info(BOTS, name).and_then(|b| b.think_ms);
        if let Some(t) = think_ms.filter(|t| !(t.is_finite() && *t >= 1.0)) {
            return Err(format!("--think must be at least 1 ms, found {t}"));
        }
        Ok(BotContestant {
            bot,
            think_ms: think_ms.or(listed).unwrap_or(THINK_MS),
            opponents: None,
            turns: 0,
        })
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Contestant for BotContestant {
    fn turn(&mut self, input: &mut Input<'_>) -> Result<Option<String>, String> {
        let opponents = match self.opponents {
            Some(n) => n,
            None => {
                let Some(first) = input.line()? else {
                    return Ok(None);
                };
                let n = first
                    .trim()
                    .parse()
                    .ok()
                    .filter(|n| (1..=3).contains(n))
                    .ok_or_else(|| {
                        format!(
                            "line 1: expected the opponent count (1 to 3), found {}",
                            crate::words::shown(&first)
                        )
                    })?;
                *self.opponents.insert(n)
            }
        };
        let Some(round) = input.line()? else {
            return Ok(None);
        };
        let mut text = vec![round];
        for _ in 0..opponents + 21 {
            text.push(input.needed("the end of a turn")?);
        }
        // Errors name the line of the whole input.
        let start = input.line_no() + 1 - text.len();
        let turn =
            Turn::read(&mut text.iter().map(String::as_str), opponents).map_err(|e| match e {
                TurnError::Bad { line, what } => format!("line {}: {what}", start + line),
                e => format!("the turn from line {start}: {e}"),
            })?;
        let first = self.turns == 0;
        let limit = LIMITS.turn(first, std::time::Duration::ZERO);
        let think = budget(Some(self.think_ms), first, limit)
            .think_ms
            .unwrap_or(self.think_ms);
        let mut clock = Clock::millis((think - input.turn_ms()).max(1.0));
        self.turns += 1;
        Ok(Some(self.bot.answer(turn, &mut clock).to_string()))
    }
}

/// The game's entry in the list of contests.
pub fn entry() -> crate::contest::entry::Entry {
    crate::contest::entry::Entry::of::<Bttc>(
        #[cfg(not(target_arch = "wasm32"))]
        |bot, time| match time.game_s {
            Some(_) => Err(
                "--time-limit: Back to the Code has a limit per turn (--think gives the bot's)"
                    .to_string(),
            ),
            None => {
                BotContestant::named(bot, time.think_ms).map(|c| Box::new(c) as Box<dyn Contestant>)
            }
        },
    )
}
