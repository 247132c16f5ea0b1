//! A game's entry in the crate's list of contests ([`crate::games::contests`]): its bots, how to
//! open a match of it, and one of its bots as a contest program. Each game builds its own beside
//! its code.

use super::seat::SeatSpec;
use super::session::{house_seats, open, replay_params, Contest};
use super::Protocol;
use crate::model::{BotInfo, Roster, Show};

/// Opens a match from the game's parameters, a seed and the contestants' seats.
pub type OpenContest = fn(&serde_json::Value, u64, &[SeatSpec]) -> Result<Box<dyn Contest>, String>;

/// The replay parameters of a match opened with these parameters, seed and seats.
pub type OpenParams = fn(&serde_json::Value, u64, &[SeatSpec]) -> Result<serde_json::Value, String>;

/// One of the game's bots as a contest program on stdin and stdout (native only), with the time
/// it was given.
#[cfg(not(target_arch = "wasm32"))]
pub type BotProgram =
    fn(&str, ProgramTime) -> Result<Box<dyn super::contestant::Contestant>, String>;

/// The time a bot as a contest program was given (`gridlab play --think / --time-limit`); each
/// game takes the kind its contest has and refuses the other.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ProgramTime {
    /// Milliseconds a turn, for a game with a per-turn budget (`None`: the bot's own).
    pub think_ms: Option<f64>,
    /// Seconds of processor time for the whole game, for a game with one limit for all of its
    /// moves (`None`: the contest's).
    pub game_s: Option<f64>,
}

/// A game with a contest.
pub struct Entry {
    /// The game's id (as in [`crate::games::games`]).
    pub id: &'static str,
    /// Its built-in bots, weakest first.
    pub bots: fn() -> &'static [BotInfo],
    /// Opens a match.
    pub open: OpenContest,
    /// Per seat of a match with these parameters and seed: true where the house plays (Chef).
    pub house: fn(&serde_json::Value, u64) -> Result<Vec<bool>, String>,
    /// The parameters of a match's replay: each built-in bot named in its seat.
    pub replay_params: OpenParams,
    /// One of its bots as a contest program.
    #[cfg(not(target_arch = "wasm32"))]
    pub bot_program: BotProgram,
}

impl Entry {
    /// The contest entry of `G`, whose bots play as programs through `bot_program`.
    pub fn of<G>(#[cfg(not(target_arch = "wasm32"))] bot_program: BotProgram) -> Entry
    where
        G: Show + Protocol + Roster,
        G::Setup: Send,
        G::State: Send,
        G::Move: Send,
    {
        Entry {
            id: G::info().id,
            bots: G::bots,
            open: open::<G>,
            house: house_seats::<G>,
            replay_params: replay_params::<G>,
            #[cfg(not(target_arch = "wasm32"))]
            bot_program,
        }
    }
}
