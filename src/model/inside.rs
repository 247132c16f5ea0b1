//! "Look inside this move": one bot's decision at one ply, opened as its micro-steps (what the
//! bot recorded in its [`crate::thinking::Reasoning`]), for the page to step through.

use serde::Serialize;

use super::describe::Algorithm;

/// One micro-step as the page lists it (its drawing comes with the frame of the micro-step).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MicroStep {
    /// The line of the bot's pseudocode it is at.
    pub line: u8,
    /// One sentence, with the numbers behind it.
    pub note: String,
}

/// One bot's decision, opened.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Inside {
    /// The step of the move on the timeline.
    pub step: usize,
    /// The seat that decided.
    pub seat: usize,
    /// The seat's name.
    pub seat_name: &'static str,
    /// The bot's name.
    pub bot: String,
    /// The bot's algorithm as pseudocode.
    pub algorithm: &'static Algorithm,
    /// The move it chose, in the game's notation.
    pub chose: String,
    /// The move the game records for the seat (another when the replay was played by someone
    /// else, or by another version of the bot).
    pub played: String,
    /// Why it chose the move, in words.
    pub why: String,
    /// The cell the chosen move goes to, where a move has one (the page centres it on a board
    /// too big to see the decision's drawing at once).
    pub focus: Option<crate::grid::Cell>,
    /// The micro-steps, in order.
    pub steps: Vec<MicroStep>,
}

/// Why a decision cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InsideError {
    /// The step shows no move.
    #[error("step {0} shows no move: look inside from a step that shows a move")]
    NotAMove(usize),
    /// The seat did not move at that ply.
    #[error("{0} did not move at this step")]
    DidNotMove(&'static str),
    /// Nobody looks inside a seat the person plays, or one without a built-in bot.
    #[error("{0} is not a built-in bot: there is no reasoning to show")]
    NoBot(&'static str),
    /// While a person plays, the bots' thinking stays hidden until the game is over.
    #[error("the bots' thinking is shown when you watch, or once the game is over")]
    Hidden,
    /// No such micro-step.
    #[error("there is no micro-step {step}: this decision has {len}")]
    NoMicroStep {
        /// The one asked for.
        step: usize,
        /// How many there are.
        len: usize,
    },
}
