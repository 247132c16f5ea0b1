//! The bots, weakest first: `nearest`, `rectangles`, `paths`, `best` (listed with their
//! strategies in [`super::contest::BOTS`]). Each strategy reads a [`Sight`] (what a contest
//! program knows: it is player 0) and answers one move; [`BotAgent`], the one agent of every
//! bot, tracks what it has seen and makes the move safe; the harness makes it a contest program.
//! With a trace, a bot pushes what it considered as events (layers `candidates`, `plan`,
//! `target`, `threat`); without, it pays nothing for them.

pub mod back;
pub mod best;
pub mod exposure;
pub mod loops;
pub mod nearest;
pub mod paths;
pub mod predict;
pub mod rectangles;
pub mod shapes;
pub mod sight;
pub mod sim;
pub mod standoff;

use crate::model::{Agent, Budget, Seat};
use crate::thinking::Reasoning;

use super::game::Bttc;
use super::moves::Move;
use super::start::Setup;
use super::state::State;
pub use crate::model::Clock;
pub use sight::{Sight, Tracker};

/// Work units a bot may spend per turn when no time is given (the lab: reproducible moves).
pub const LAB_WORK: u64 = 5_000;

/// The strategies, one per bot.
enum Strategy {
    Nearest(nearest::Nearest),
    Rectangles(rectangles::Rectangles),
    Paths(paths::Paths),
    Best(best::Best),
}

impl Strategy {
    /// The strategy of bot `name` (`None` for an unknown name).
    fn named(name: &str) -> Option<Strategy> {
        Some(match name {
            "nearest" => Strategy::Nearest(nearest::Nearest::new()),
            "rectangles" => Strategy::Rectangles(rectangles::Rectangles::new()),
            "paths" => Strategy::Paths(paths::Paths::new()),
            "best" => Strategy::Best(best::Best::new()),
            "giant" => Strategy::Rectangles(rectangles::Rectangles::giant()),
            _ => return None,
        })
    }

    fn decide(&mut self, sight: &Sight, clock: &mut Clock, trace: Option<&mut Reasoning>) -> Move {
        match self {
            Strategy::Nearest(b) => b.decide(sight, clock, trace),
            Strategy::Rectangles(b) => b.decide(sight, clock, trace),
            Strategy::Paths(b) => b.decide(sight, clock, trace),
            Strategy::Best(b) => b.decide(sight, clock, trace),
        }
    }
}

/// A bot as an agent of the game: it tracks what it has seen like a contest program would, and
/// never answers a move the rules would put it out for.
pub struct BotAgent {
    name: &'static str,
    tracker: Tracker,
    strategy: Strategy,
}

impl BotAgent {
    /// The bot called `name` (`None` for an unknown name).
    pub fn named(name: &str) -> Option<BotAgent> {
        let info = crate::model::agent::bot_info(super::contest::BOTS, name)?;
        Some(BotAgent {
            name: info.name,
            tracker: Tracker::new(),
            strategy: Strategy::named(name)?,
        })
    }

    /// The move for `seat` in `state`, thinking within `clock`.
    pub fn decide(
        &mut self,
        state: &State,
        seat: Seat,
        clock: &mut Clock,
        trace: Option<&mut Reasoning>,
    ) -> Move {
        let sight = self.tracker.see_state(state, seat);
        if let Strategy::Best(b) = &mut self.strategy {
            b.recall(state, seat);
        }
        checked(&sight, self.strategy.decide(&sight, clock, trace))
    }

    /// The move for a turn read from the contest's input (the bot as a contest program).
    pub fn answer(&mut self, turn: crate::bttc::protocol::Turn, clock: &mut Clock) -> Move {
        let sight = self.tracker.see(turn);
        checked(&sight, self.strategy.decide(&sight, clock, None))
    }
}

/// A bot's answer made safe: a BACK without one left (or `out`) becomes staying put.
pub fn checked(sight: &Sight, mv: Move) -> Move {
    match mv {
        Move::Back(_) if sight.back.first() == Some(&true) => mv,
        Move::To(_) | Move::Step(_) => mv,
        _ => Move::To(sight.me()),
    }
}

impl Agent<Bttc> for BotAgent {
    fn name(&self) -> &str {
        self.name
    }

    fn algorithm(&self) -> Option<&'static crate::model::describe::Algorithm> {
        crate::model::agent::bot_info(super::contest::BOTS, self.name).map(|b| b.algorithm)
    }

    fn choose(
        &mut self,
        _setup: &Setup,
        state: &State,
        seat: Seat,
        budget: Budget,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<Move> {
        if state.over() || !state.active(seat) {
            return None;
        }
        let mut clock = Clock::start(budget, LAB_WORK);
        Some(self.decide(state, seat, &mut clock, reasoning))
    }
}
