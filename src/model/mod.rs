//! The game model under every game: rules as pure steps, agents that fill seats, a match that
//! records moves with checkpoints and branches, each game's description, and frames computed on
//! demand for the viewer.
//!
//! A game implements [`Rules`] (the pure game) and [`Show`] (what the lab shows of it: its
//! description [`Describe`] with its modes as a type [`Mode`], what the lab steps through
//! [`Steps`], how a position is painted [`Paint`]); the
//! lab ([`Lab`]) opens any game's replay as a [`Session`], the one interface the page and the
//! shared tests use. The model names no game: each game describes its own [`entry::Entry`], and
//! the crate's map ([`crate::games`]) lists them.

pub mod address;
pub mod agent;
pub mod clock;
pub mod describe;
pub mod entry;
pub mod frame;
pub mod hash;
pub mod inside;
pub mod lab;
pub mod mode;
pub mod play;
pub mod rules;
pub mod seat;
pub mod session;
pub mod show;

pub use agent::{Agent, BotInfo, Budget, Roster};
pub use clock::Clock;
pub use describe::GameInfo;
pub use frame::{Frame, Overlay, Piece, Shape};
pub use lab::Lab;
pub use mode::Mode;
pub use play::Match;
pub use rules::{Outcome, Rules, Seat, ToMove};
pub use seat::BySeat;
pub use session::{Session, SessionError, View, Visible};
pub use show::{Describe, Paint, Show, Steps};
