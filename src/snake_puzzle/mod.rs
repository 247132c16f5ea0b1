//! Snake reaches the apple (Kattis `snake`): rules, text format, exact searches, explorer data.

/// The explorer's micro-steps and their sentences.
pub mod explain;
/// The breadth-first search layer by layer, for the explorer view.
pub mod explore;
/// The puzzle as a one-seat game of the model, and its description.
pub mod game;
/// Random valid puzzles by seed and size.
pub mod generate;
/// The faster exact search: A* guided by the head's distance to the apple.
pub mod guided;
/// The search over head cells alone, which the lab sets beside the right one.
pub mod head_only;
/// The judge's output, with an optional explanation.
pub mod judge;
/// Whole snake states packed into a `u64`, and their successors.
mod packed;
/// A puzzle and what makes it valid.
pub mod puzzle;
/// Directions, the snake's body and the legal moves.
pub mod rules;
/// The reference breadth-first search and `solve`.
pub mod search;
/// The puzzle in the lab: parameters, the route agent, the search's steps, the painting.
pub mod show;
/// The judge's text format.
pub mod text;
/// The searches' compact visited table.
mod visited;

use crate::model::entry::{Entry, Fixture};

pub use game::SnakePuzzle;
pub use puzzle::{Puzzle, PuzzleError};
pub use rules::{Dir, MoveError, SnakeState};
pub use search::{solve, Solution};

/// The snake puzzle in the crate's map of games ([`crate::games`]): the lab, the judge, the
/// editor and the fixed replays whose hashes the tests record.
pub fn entry() -> Entry {
    Entry::of::<SnakePuzzle>()
        .with_judge(|input, explain| judge::run(input, explain).map_err(|e| e.to_string()))
        .with_compose(show::compose)
        .with_fixtures(|| {
            vec![
                Fixture {
                    params: serde_json::json!({"rows": 6, "cols": 8, "length": 6, "mode": "play"}),
                    seed: 7,
                    moves: 3,
                },
                Fixture {
                    params: serde_json::json!({"rows": 7, "cols": 7, "length": 9, "mode": "explore"}),
                    seed: 2,
                    moves: 0,
                },
            ]
        })
}
