//! King chase (CodeChef CKCGAME): Alice and Bob move like chess kings on an N x N board of values.

pub mod board;
pub mod judge;
pub mod lab;
pub mod layers;
pub mod pursuit;
pub mod rules;
pub mod solve;
pub mod text;
pub mod timeline;

pub use board::{Board, ChaseSetup};
pub use rules::{ChaseError, ChaseState, KingStep, LegalMove, Player};
