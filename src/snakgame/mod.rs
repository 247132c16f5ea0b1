//! Game of snakes (CodeChef SNAKGAME, April Challenge 2016): you and Chef grow snakes on a grid
//! with blocked cells; each of your snakes of length L scores (L - 1) * floor(sqrt(L)).
//!
//! - [`board`]: the board and the contest's generator; [`protocol`]: the judge's text both ways;
//! - [`rules`]: positions and the checked step; [`log`]: the fill log every position of a history
//!   shares (so a position is a few numbers and any of 300,000 plies is cheap); [`follow`]: what
//!   changed since an agent last looked;
//! - [`game`]: the [`crate::model::Rules`] implementation; [`show`]: what the lab shows;
//! - [`chef`]: Chef exactly as the statement gives him; [`bots`]: your side's bots by name;
//! - `duel` (native): a whole game of a bot against Chef, timed (arena, benches); [`first_snake`]:
//!   how long the first snake grew and whether the board was still open when it died;
//! - [`contest`]: the judge's protocol for the contest harness, the bots' list, a bot as a
//!   contest program;
//! - [`roll`]: every finished snake of a game, for the score panel.

pub mod age;
pub mod board;
pub mod bots;
pub mod chef;
/// Clicks on the board as moves (the page's play).
pub mod click;
pub mod contest;
#[cfg(not(target_arch = "wasm32"))]
pub mod duel;
pub mod first_snake;
pub mod follow;
pub mod game;
pub mod info;
pub mod layer_bot;
pub mod log;
pub mod names;
pub mod protocol;
pub mod roll;
pub mod rules;
pub mod show;

use crate::model::entry::{Entry, Fixture};

pub use board::{Board, BoardType, Pos};
pub use game::{SnakGame, SnakSetup};
pub use protocol::{SnakeMove, Transcript};
pub use rules::{snake_score, SnakError, SnakState};

/// Game of snakes in the crate's map of games ([`crate::games`]): the lab and the fixed replays
/// whose hashes the tests record (small boards: `best` against Chef, and a few moves of play).
pub fn entry() -> Entry {
    Entry::of::<SnakGame>().with_fixtures(|| {
        vec![
            Fixture {
                params: serde_json::json!({"rows": 10, "cols": 10, "bot": 4, "mode": "watch"}),
                seed: 7,
                moves: 0,
            },
            Fixture {
                params: serde_json::json!({"rows": 6, "cols": 7, "mode": "play"}),
                seed: 3,
                moves: 6,
            },
        ]
    })
}
