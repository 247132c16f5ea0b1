//! The bots that play your seat, by name: `random`, `chef`, `greedy`, `editorial`, `best`.
//! Each is a [`Brain`] over a [`Mirror`] of the board; [`BotAgent`] makes it an agent of the
//! game model and checks its answer, so a bot's slip is never an illegal move.

pub mod best;
pub mod dfs;
pub mod editorial;
pub mod flood;
pub mod mirror;
pub mod regions;
pub mod simple;

use crate::model::{Agent, Budget, Seat};
use crate::trace::TraceEvent;

use super::chef::Chef;
use super::game::{SnakGame, SnakSetup};
use super::protocol::SnakeMove;
use super::rules::SnakState;
use mirror::{Event, Mirror};

/// The bots' names, weakest first (`chef` is Chef's strategy without FREEZE).
pub const BOT_NAMES: [&str; 5] = ["random", "chef", "greedy", "editorial", "best"];

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

/// A bot's strategy over its mirror of the board.
pub trait Brain {
    /// Forget everything (a new game or another position).
    fn reset(&mut self) {}
    /// Cells filled since the last move (ours and Chef's), before [`Brain::decide`].
    fn observe(&mut self, _mirror: &Mirror, _events: &[Event]) {}
    /// The move; with `trace`, also what it considered.
    fn decide(&mut self, mirror: &Mirror, trace: Option<&mut Vec<TraceEvent>>) -> Decision;
}

/// A brain as an agent of the game.
pub struct BotAgent {
    name: &'static str,
    mirror: Mirror,
    brain: Box<dyn Brain + Send>,
}

impl BotAgent {
    /// The bot called `name`, seeded with `seed` (`None` for an unknown name).
    pub fn named(name: &str, seed: u64) -> Option<Self> {
        let (name, brain): (&'static str, Box<dyn Brain + Send>) = match name {
            "random" => ("random", Box::new(simple::RandomWalk::new(seed))),
            "greedy" => ("greedy", Box::new(simple::Greedy)),
            "editorial" => ("editorial", Box::new(editorial::Editorial::new(seed))),
            "best" => ("best", Box::new(best::Best::new(seed))),
            _ => return None,
        };
        Some(Self {
            name,
            mirror: Mirror::new(),
            brain,
        })
    }

    /// The move for the position (which must be yours to play).
    pub fn decide(
        &mut self,
        setup: &SnakSetup,
        state: &SnakState,
        trace: Option<&mut Vec<TraceEvent>>,
    ) -> Option<SnakeMove> {
        if state.over() {
            return None;
        }
        match self.mirror.sync(&setup.board, state) {
            None => {
                self.brain.reset();
                self.brain.observe(&self.mirror, &[]);
            }
            Some(events) => self.brain.observe(&self.mirror, &events),
        }
        if self.mirror.empty.is_empty() {
            return Some(SnakeMove::Exit);
        }
        let m = &self.mirror;
        let wanted = match self.brain.decide(m, trace) {
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

    fn choose(
        &mut self,
        setup: &SnakSetup,
        state: &SnakState,
        _seat: Seat,
        _budget: Budget,
        reasoning: Option<&mut Vec<TraceEvent>>,
    ) -> Option<SnakeMove> {
        self.decide(setup, state, reasoning)
    }
}

/// The agent for bot `name` (`chef` is Chef's strategy without FREEZE), or `None`.
pub fn agent(name: &str, seed: u64) -> Option<Box<dyn Agent<SnakGame> + Send>> {
    if name == "chef" {
        return Some(Box::new(Chef::plain(seed)));
    }
    BotAgent::named(name, seed).map(|b| Box::new(b) as Box<dyn Agent<SnakGame> + Send>)
}
