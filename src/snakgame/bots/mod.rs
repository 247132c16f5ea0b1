//! The bots that play your seat, by name (listed with their strategies in
//! [`super::contest::BOTS`]; `chef` is Chef's strategy without FREEZE, in [`super::chef`]).
//! Each strategy works over a [`Mirror`] of the board; [`BotAgent`], the one agent of every
//! bot, keeps the mirror in step and checks the answer, so a bot's slip is never an illegal move.

pub mod best;
pub mod dfs;
pub mod editorial;
pub mod flood;
pub mod mirror;
pub mod playout;
pub mod pull;
pub mod regions;
pub mod seen;
pub mod simple;
pub mod spine;

use crate::model::describe::Algorithm;
use crate::model::{Agent, Budget, Seat};
use crate::thinking::Reasoning;

use super::game::{SnakGame, SnakSetup};
use super::protocol::SnakeMove;
use super::rules::SnakState;
use mirror::{Event, Mirror};

/// What a brain decided (padded cells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Start a snake here.
    New(u32),
    /// Move the end `from` to `to`.
    Move(u32, u32),
    /// End the game.
    Exit,
}

/// The strategies, one per bot (one of them per agent: their sizes do not matter).
#[allow(clippy::large_enum_variant)]
enum Strategy {
    RandomWalk(simple::RandomWalk),
    Greedy(simple::Greedy),
    Editorial(editorial::Editorial),
    Best(best::Best),
}

impl Strategy {
    fn reset(&mut self) {
        match self {
            Strategy::Editorial(b) => b.reset(),
            Strategy::Best(b) => b.reset(),
            Strategy::RandomWalk(_) | Strategy::Greedy(_) => {}
        }
    }

    fn observe(&mut self, mirror: &Mirror, events: &[Event]) {
        match self {
            Strategy::Editorial(b) => b.observe(mirror, events),
            Strategy::Best(b) => b.observe(mirror, events),
            Strategy::RandomWalk(_) | Strategy::Greedy(_) => {}
        }
    }

    fn decide(&mut self, mirror: &Mirror, trace: Option<&mut Reasoning>) -> Decision {
        match self {
            Strategy::RandomWalk(b) => b.decide(mirror, trace),
            Strategy::Greedy(b) => b.decide(mirror, trace),
            Strategy::Editorial(b) => b.decide(mirror, trace),
            Strategy::Best(b) => b.decide(mirror, trace),
        }
    }
}

/// A bot as an agent of the game: it keeps a mirror of the board in step with the positions it
/// is shown, and checks its strategy's answer, so a slip is never an illegal move.
pub struct BotAgent {
    name: &'static str,
    mirror: Mirror,
    strategy: Strategy,
}

impl BotAgent {
    /// The bot called `name`, seeded with `seed` (`None` for an unknown name).
    pub fn named(name: &str, seed: u64) -> Option<Self> {
        let (name, strategy) = match name {
            "random" => (
                "random",
                Strategy::RandomWalk(simple::RandomWalk::new(seed)),
            ),
            "greedy" => ("greedy", Strategy::Greedy(simple::Greedy)),
            "editorial" => (
                "editorial",
                Strategy::Editorial(editorial::Editorial::new(seed)),
            ),
            "best" => ("best", Strategy::Best(best::Best::new(seed))),
            _ => return None,
        };
        Some(Self {
            name,
            mirror: Mirror::new(),
            strategy,
        })
    }

    /// The move for the position (which must be yours to play).
    pub fn decide(
        &mut self,
        setup: &SnakSetup,
        state: &SnakState,
        trace: Option<&mut Reasoning>,
    ) -> Option<SnakeMove> {
        if state.over() {
            return None;
        }
        match self.mirror.sync(&setup.board, state) {
            None => {
                self.strategy.reset();
                self.strategy.observe(&self.mirror, &[]);
            }
            Some(events) => self.strategy.observe(&self.mirror, &events),
        }
        if self.mirror.empty.is_empty() {
            return Some(SnakeMove::Exit);
        }
        let m = &self.mirror;
        let wanted = match self.strategy.decide(m, trace) {
            Decision::New(p) if m.free(p) => Some(SnakeMove::New(m.pos(p))),
            Decision::Move(f, t)
                if m.free(t)
                    && m.ends.is_some_and(|(a, b)| f == a || f == b)
                    && (0..4).any(|d| m.step(f, d) == t) =>
            {
                Some(SnakeMove::Extend {
                    from: m.pos(f),
                    to: m.pos(t),
                })
            }
            Decision::Exit => Some(SnakeMove::Exit),
            _ => None,
        };
        wanted.or_else(|| fallback(m))
    }
}

/// Any legal move: extend an end if possible, else a new snake on the first empty cell.
fn fallback(m: &Mirror) -> Option<SnakeMove> {
    if let Some((a, b)) = m.ends {
        for e in [a, b] {
            for d in 0..4 {
                let t = m.step(e, d);
                if m.free(t) {
                    return Some(SnakeMove::Extend {
                        from: m.pos(e),
                        to: m.pos(t),
                    });
                }
            }
        }
    }
    m.empty.nth(0).map(|c| SnakeMove::New(m.pos(m.pad(c))))
}

impl Agent<SnakGame> for BotAgent {
    fn name(&self) -> &str {
        self.name
    }

    fn algorithm(&self) -> Option<&'static Algorithm> {
        crate::model::agent::bot_info(super::contest::BOTS, self.name).map(|b| b.algorithm)
    }

    fn choose(
        &mut self,
        setup: &SnakSetup,
        state: &SnakState,
        _seat: Seat,
        _budget: Budget,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<SnakeMove> {
        self.decide(setup, state, reasoning)
    }
}
