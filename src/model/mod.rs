//! The game model under every game: rules as pure steps, agents that fill seats, a match that
//! records moves with checkpoints and branches, each game's description, and frames computed on
//! demand for the viewer.
//!
//! A game implements [`Rules`] (the pure game) and [`Show`] (what the lab shows of it); the
//! [`registry`] opens any game's replay as a [`Session`], the one interface the page, the CLI and
//! the shared tests use.

pub mod address;
pub mod agent;
pub mod clock;
pub mod describe;
pub mod frame;
pub mod hash;
pub mod lab;
pub mod play;
pub mod registry;
pub mod rules;
pub mod session;
pub mod show;

pub use agent::{Agent, BotInfo, Budget, Roster};
pub use clock::Clock;
pub use describe::GameInfo;
pub use frame::{Frame, Overlay, Piece, Shape};
pub use lab::Lab;
pub use play::Match;
pub use rules::{Outcome, Rules, Seat, ToMove};
pub use session::{Session, SessionError, View, Visible};
pub use show::Show;
