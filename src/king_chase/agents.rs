//! King chase's agents: Bob's greedy pursuit (the scripted opponent) and the optimal Alice.

use crate::thinking::Reasoning;
use std::cell::RefCell;
use std::rc::Rc;

use crate::model::{Agent, Budget, Seat};
use crate::trace::TraceEvent;

use super::board::ChaseSetup;
use super::game::KingChase;
use super::insight::Solve;
use super::pursuit::bob_step;
use super::rules::{ChaseState, KingStep};

/// Bob's pursuit: the step that minimises the Manhattan distance to Alice.
pub struct Pursuit;

impl Agent<KingChase> for Pursuit {
    fn name(&self) -> &str {
        "pursuit"
    }

    fn choose(
        &mut self,
        _setup: &ChaseSetup,
        state: &ChaseState,
        _seat: Seat,
        _budget: Budget,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<KingStep> {
        let step = bob_step(state.bob, state.alice)?;
        if let Some(events) = reasoning {
            events.draw(|| TraceEvent::Arrow {
                layer: "best-move",
                from: state.bob,
                to: state.bob.offset(step.delta().0, step.delta().1),
            });
        }
        Some(step)
    }
}

/// Alice's optimal play. Against the greedy pursuit from Bob's start the DP of the start answers
/// every move; when Bob may stray (a person plays him), each position is solved afresh.
pub struct OptimalAlice {
    solve: Rc<RefCell<Solve>>,
    /// True when Bob follows the greedy pursuit from his start.
    greedy_bob: bool,
}

impl OptimalAlice {
    /// The agent, sharing the lab's solve.
    pub fn new(solve: Rc<RefCell<Solve>>, greedy_bob: bool) -> Self {
        Self { solve, greedy_bob }
    }
}

impl Agent<KingChase> for OptimalAlice {
    fn name(&self) -> &str {
        "optimal"
    }

    fn choose(
        &mut self,
        setup: &ChaseSetup,
        state: &ChaseState,
        _seat: Seat,
        _budget: Budget,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<KingStep> {
        let mut solve = self.solve.borrow_mut();
        let best = if self.greedy_bob {
            solve.layers.best_step(state.alice, state.alice_moves)
        } else {
            solve.reply(setup, state.alice, state.bob)
        };
        let (step, _) = best?;
        if let Some(events) = reasoning {
            events.draw(|| TraceEvent::Arrow {
                layer: "best-move",
                from: state.alice,
                to: state.alice.offset(step.delta().0, step.delta().1),
            });
        }
        Some(step)
    }
}
