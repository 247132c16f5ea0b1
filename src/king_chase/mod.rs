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
