//! Back to the Code (CodinGame multiplayer contest, 2015): 2 to 4 players on a 35 x 20 board
//! claim cells by walking on them and by enclosing neutral regions; once per game each may send
//! everyone back in time.
//!
//! - [`board`]: cells and neighbourhoods; [`start`]: the setup and start positions;
//! - [`state`]: a position; [`moves`]: a player's move and its notation;
//! - [`round`]: one round as a pipeline (moves, claims, [`capture`], time travel, [`end`]);
//! - [`text`]: the text form and the contest's map; [`game`]: the model's `Rules`;
//! - [`info`] and [`show`]: the description and the lab;
//! - [`protocol`]: the contest's input and answers; [`bots`]: the bots by name;
//! - [`contest`]: the contest's protocol for the harness, the bots' list, a bot as a program;
//! - `referee` (native): whole games between bots and external programs, with the log.
pub mod board;
pub mod bots;
pub mod capture;
pub mod contest;
pub mod end;
pub mod game;
pub mod info;
pub mod log;
pub mod moves;
pub mod protocol;
#[cfg(not(target_arch = "wasm32"))]
pub mod referee;
pub mod round;
pub mod show;
pub mod start;
pub mod state;
pub mod story;
pub mod text;

use crate::model::entry::{Entry, Fixture};

pub use board::Pos;
pub use end::End;
pub use game::Bttc;
pub use moves::Move;
pub use round::{play_round, RoundError};
pub use start::{Layout, Setup};
pub use state::State;

/// Back to the Code in the crate's map of games ([`crate::games`]): the lab and the fixed replays
/// whose hashes the tests record (`nearest`, the bot that keeps no clock, so they do not depend
/// on the machine's speed).
pub fn entry() -> Entry {
    Entry::of::<Bttc>().with_fixtures(|| {
        vec![
            Fixture {
                params: serde_json::json!({"players": 2, "bot0": 0, "bot1": 0, "mode": "watch"}),
                seed: 1,
                moves: 0,
            },
            Fixture {
                params: serde_json::json!({"players": 3, "bot1": 0, "bot2": 0, "mode": "play"}),
                seed: 2,
                moves: 5,
            },
        ]
    })
}
