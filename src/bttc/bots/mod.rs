//! The bots, weakest first: `nearest`, `rectangles`, `paths`, `best`. Each is a [`Brain`] that
//! reads a [`Sight`] (what a contest program knows: it is player 0) and answers one move;
//! [`BotAgent`] makes one an agent of the game model, and the CLI makes one a contest program.
//! With a trace, a bot pushes what it considered as events (layers `candidates`, `plan`,
//! `target`, `threat`); without, it pays nothing for them.

pub mod best;
pub mod clock;
pub mod nearest;
pub mod paths;
pub mod predict;
pub mod rectangles;
pub mod shapes;
pub mod sight;
pub mod sim;

use crate::model::{Agent, Budget, Seat};
use crate::trace::TraceEvent;

use super::game::Bttc;
use super::moves::Move;
use super::start::Setup;
use super::state::State;
pub use clock::Clock;
pub use sight::{Sight, Tracker};

/// The bots' names, weakest first.
pub const BOT_NAMES: [&str; 4] = ["nearest", "rectangles", "paths", "best"];

/// Work units a bot may spend per turn when no time is given (the lab: reproducible moves).
pub const LAB_WORK: u64 = 5_000;

/// A strategy: one move from what the bot sees.
pub trait Brain: Send {
    /// The bot's name.
    fn name(&self) -> &'static str;
    /// The move for this turn, within `clock`; with `trace`, also what it considered.
    fn decide(
        &mut self,
        sight: &Sight,
        clock: &mut Clock,
        trace: Option<&mut Vec<TraceEvent>>,
    ) -> Move;
}

/// The bot called `name` (`None` for an unknown name).
pub fn brain(name: &str) -> Option<Box<dyn Brain>> {
    Some(match name {
        "nearest" => Box::new(nearest::Nearest::new()),
        "rectangles" => Box::new(rectangles::Rectangles::new()),
        "paths" => Box::new(paths::Paths::new()),
        "best" => Box::new(best::Best::new()),
        _ => return None,
    })
}

/// A bot as an agent of the game: it tracks what it has seen like a contest program would, and
/// never answers a move the rules would put it out for.
pub struct BotAgent {
    tracker: Tracker,
    brain: Box<dyn Brain>,
}

impl BotAgent {
    /// The bot called `name` (`None` for an unknown name).
    pub fn named(name: &str) -> Option<BotAgent> {
        brain(name).map(|brain| BotAgent {
            tracker: Tracker::new(),
            brain,
        })
    }

    /// The move for `seat` in `state`, thinking within `clock`.
    pub fn decide(
        &mut self,
        state: &State,
        seat: Seat,
        clock: &mut Clock,
        trace: Option<&mut Vec<TraceEvent>>,
    ) -> Move {
        let sight = self.tracker.see_state(state, seat);
        checked(&sight, self.brain.decide(&sight, clock, trace))
    }

    /// The move for a turn read from the contest's input (the bot as a contest program).
    pub fn answer(&mut self, turn: crate::bttc::protocol::Turn, clock: &mut Clock) -> Move {
        let sight = self.tracker.see(turn);
        checked(&sight, self.brain.decide(&sight, clock, None))
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
        self.brain.name()
    }

    fn choose(
        &mut self,
        _setup: &Setup,
        state: &State,
        seat: Seat,
        budget: Budget,
        reasoning: Option<&mut Vec<TraceEvent>>,
    ) -> Option<Move> {
        if state.over() || !state.active(seat) {
            return None;
        }
        let mut clock = budget.think_ms.map_or(Clock::work(LAB_WORK), Clock::millis);
        Some(self.decide(state, seat, &mut clock, reasoning))
    }
}
