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

pub use board::{Board, ChaseSetup};
pub use game::KingChase;
pub use rules::{ChaseError, ChaseState, KingStep, LegalMove, Player};

/// King chase in the crate's map of games ([`crate::games`]): the lab and the judge.
pub fn entry() -> crate::model::entry::Entry {
    crate::model::entry::Entry::of::<KingChase>()
        .with_judge(|input, _| judge::run(input).map_err(|e| e.to_string()))
}
