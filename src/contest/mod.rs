//! One contest harness for every game: a match whose seats are filled by agents or by programs
//! speaking the game's text protocol. The game gives its [`Protocol`] (the first-turn lines,
//! each seat's turn input built when that seat is asked, how to read a line); the harness owns
//! the clock, bounded reading, crashes, garbage, stderr per turn, the log and the result.
//!
//! The [`Referee`] does no I/O: it asks agents itself and hands each program's turn out
//! ([`Referee::ask`], [`Referee::answer`]). Natively [`drive`] plays a match with
//! [`ChildProgram`]s over pipes; in the page a Worker's channel answers the same two calls.
//! [`seat`] reads `bot:NAME` / `exec:COMMAND` seat specs against a game's list of bots, and
//! [`contestant`] runs one of our agents as a contest program on stdin and stdout.

#[cfg(not(target_arch = "wasm32"))]
pub mod child;
mod clock;
#[cfg(not(target_arch = "wasm32"))]
pub mod command;
#[cfg(not(target_arch = "wasm32"))]
pub mod contestant;
#[cfg(not(target_arch = "wasm32"))]
pub mod deferred;
#[cfg(not(target_arch = "wasm32"))]
mod drive;
pub mod entry;
pub mod log;
#[cfg(not(target_arch = "wasm32"))]
mod pipes;
#[cfg(not(target_arch = "wasm32"))]
pub mod process_clock;
#[cfg(not(target_arch = "wasm32"))]
pub mod process_group;
pub mod program;
pub mod protocol;
pub mod referee;
pub mod seat;
pub mod session;

#[cfg(not(target_arch = "wasm32"))]
pub use child::ChildProgram;
pub use clock::monotonic;
#[cfg(not(target_arch = "wasm32"))]
pub use drive::drive;
pub use log::{Fault, Noted, Think, TurnLog};
pub use program::{Out, Program, Reply};
pub use protocol::{Limits, Protocol};
pub use referee::{Ask, Filler, Referee};
pub use session::Contest;
