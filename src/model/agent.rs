//! Agents fill seats: a built-in bot, a scripted opponent, an external program (CLI only). A
//! person is the absence of an agent: their moves come from the page.

use super::describe::Algorithm;
use super::rules::{Rules, Seat};
use crate::thinking::Reasoning;

/// How long an agent may think on one move ([`super::Clock::start`] runs it).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    /// Milliseconds on the wall clock (arenas, contest programs).
    pub think_ms: Option<f64>,
    /// Units of work instead, about one simulated step each (reproducible: the lab).
    pub work: Option<u64>,
}

impl Budget {
    /// `ms` milliseconds.
    pub fn millis(ms: f64) -> Budget {
        Budget {
            think_ms: Some(ms),
            work: None,
        }
    }

    /// `units` of work.
    pub fn work(units: u64) -> Budget {
        Budget {
            think_ms: None,
            work: Some(units),
        }
    }
}

/// Whoever fills a seat and chooses its moves.
pub trait Agent<R: Rules> {
    /// A short name (`pursuit`, `optimal`, `route`...).
    fn name(&self) -> &str;

    /// Its algorithm as pseudocode, when it is a built-in bot that can show its reasoning (the
    /// lines its micro-steps light).
    fn algorithm(&self) -> Option<&'static Algorithm> {
        None
    }

    /// The move for `seat` in `state`, or `None` when the agent has none (resigns). With
    /// `reasoning`, the agent also pushes what it considered as trace events; without, it pays
    /// nothing for them.
    fn choose(
        &mut self,
        setup: &R::Setup,
        state: &R::State,
        seat: Seat,
        budget: Budget,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<R::Move>;
}

/// The moves of one step, asking its `seats` in order: each sees the position as the contest's
/// referee would show it after the seats before it ([`Rules::seen_by`]). `ask` answers for one
/// seat (or says why it cannot, which ends the asking).
pub fn ask_in_order<R: Rules, E>(
    setup: &R::Setup,
    state: &R::State,
    seats: &[Seat],
    mut ask: impl FnMut(Seat, &R::State) -> Result<R::Move, E>,
) -> Result<Vec<R::Move>, E> {
    let mut asked: Vec<(Seat, R::Move)> = Vec::with_capacity(seats.len());
    for &seat in seats {
        let seen = R::seen_by(setup, state, seat, &asked);
        let mv = ask(seat, &seen)?;
        asked.push((seat, mv));
    }
    Ok(asked.into_iter().map(|(_, mv)| mv).collect())
}

/// An agent that plays a uniformly random legal move from a seeded generator (tests, baselines).
pub struct RandomAgent {
    rng: crate::rng::SeededRng,
}

impl RandomAgent {
    /// A random agent from a seed.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: crate::rng::SeededRng::new(seed),
        }
    }
}

impl<R: Rules> Agent<R> for RandomAgent {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(
        &mut self,
        setup: &R::Setup,
        state: &R::State,
        seat: Seat,
        _budget: Budget,
        _reasoning: Option<&mut Reasoning>,
    ) -> Option<R::Move> {
        let moves = R::legal_moves(setup, state, seat);
        if moves.is_empty() {
            return None;
        }
        let i = self.rng.index(moves.len());
        moves.into_iter().nth(i)
    }
}

/// A seat a person's program played: its moves are all in the replay, so it has none to offer
/// and no reasoning to show (the lab draws no bot's thoughts for it).
pub struct ProgramSeat;

/// The name a replay's program seats go by in the lab.
pub const PROGRAM: &str = "program";

impl<R: Rules> Agent<R> for ProgramSeat {
    fn name(&self) -> &str {
        PROGRAM
    }

    fn choose(
        &mut self,
        _setup: &R::Setup,
        _state: &R::State,
        _seat: Seat,
        _budget: Budget,
        _reasoning: Option<&mut Reasoning>,
    ) -> Option<R::Move> {
        None
    }
}

/// One built-in bot, as its game lists it: the page's menus, the CLI's help, the arenas and
/// the error messages all read this list.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct BotInfo {
    /// Its name (`best`).
    pub name: &'static str,
    /// Its strategy in one line.
    pub strategy: &'static str,
    /// Milliseconds it thinks a turn by default (`None`: it needs no clock).
    pub think_ms: Option<f64>,
    /// Its algorithm as pseudocode.
    pub algorithm: &'static Algorithm,
}

/// A game's built-in bots.
pub trait Roster: Rules {
    /// The bots, weakest first.
    fn bots() -> &'static [BotInfo];

    /// The bot called `name`, drawing from `seed` where it draws at all.
    fn bot(name: &str, seed: u64) -> Option<Box<dyn Agent<Self> + Send>>;

    /// The bot called `name`, or an error that lists the bots there are.
    fn bot_or_error(name: &str, seed: u64) -> Result<Box<dyn Agent<Self> + Send>, String> {
        Self::bot(name, seed).ok_or_else(|| unknown_bot(name, Self::bots()))
    }
}

/// The names of `bots`, as a constant (menus of choices read it).
pub const fn bot_names<const N: usize>(bots: &'static [BotInfo]) -> [&'static str; N] {
    let mut names = [""; N];
    let mut i = 0;
    while i < N && i < bots.len() {
        names[i] = bots[i].name;
        i += 1;
    }
    names
}

/// The description of `name` in `bots`.
pub fn bot_info(bots: &'static [BotInfo], name: &str) -> Option<&'static BotInfo> {
    bots.iter().find(|b| b.name == name)
}

/// "no bot called `x` (a, b, c)".
pub fn unknown_bot(name: &str, bots: &[BotInfo]) -> String {
    let names: Vec<&str> = bots.iter().map(|b| b.name).collect();
    format!(
        "no bot called {} ({})",
        crate::words::shown(name),
        names.join(", ")
    )
}
