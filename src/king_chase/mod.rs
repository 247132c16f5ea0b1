//! King chase (CodeChef CKCGAME): Alice and Bob move like chess kings on an N x N board of values.

pub mod agents;
pub mod board;
pub mod game;
pub mod insight;
pub mod judge;
pub mod layers;
pub mod losses;
pub mod paint;
pub mod pursuit;
pub mod rules;
pub mod show;
pub mod solve;
pub mod solve_steps;
pub mod text;

use crate::model::entry::{Entry, Fixture};

pub use board::{Board, ChaseSetup};
pub use game::KingChase;
pub use rules::{ChaseError, ChaseState, KingStep, LegalMove, Player};

/// King chase in the crate's map of games ([`crate::games`]): the lab, the judge and the fixed
/// replays whose hashes the tests record.
pub fn entry() -> Entry {
    Entry::of::<KingChase>()
        .with_judge(|input, _| judge::run(input).map_err(|e| e.to_string()))
        .with_fixtures(|| {
            vec![
                Fixture {
                    params: serde_json::json!({"size": 9, "mode": "alice"}),
                    seed: 3,
                    moves: 4,
                },
                Fixture {
                    params: serde_json::json!({"size": 6, "mode": "bob"}),
                    seed: 5,
                    moves: 3,
                },
                Fixture {
                    params: serde_json::json!({"size": 12, "mode": "watch"}),
                    seed: 11,
                    moves: 0,
                },
            ]
        })
}
