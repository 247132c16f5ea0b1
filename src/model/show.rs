//! What the lab shows of a game, as three narrow traits: [`Describe`], the static description
//! (parameters, whole numbers or choices, modes as a type, the description the page builds its
//! menus from); [`Steps`], what the lab steps through (the insight computed at open, the steps
//! before the first move, a sentence per ply, annotations, the verdict); and [`Paint`], how a
//! position is painted and touched (cells, hover, numbers in cells, clicks). [`Show`] is the three together: what the
//! lab ([`super::Lab`]) opens.

use serde::{de::DeserializeOwned, Serialize};

use super::describe::{Algorithm, GameInfo};
use super::mode::Mode;
use super::rules::Rules;

mod paint;
mod steps;

pub use paint::Paint;
pub use steps::Steps;

/// One ply with the positions around it.
pub struct Ply<'a, G: Rules> {
    /// 0-based index of the ply.
    pub index: usize,
    /// The position before.
    pub before: &'a G::State,
    /// The moves.
    pub moves: &'a [G::Move],
    /// The position after.
    pub after: &'a G::State,
}

/// One line of the end-of-game report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReportLine {
    /// The ply it is about (the page jumps there when clicked).
    pub ply: usize,
    /// What happened.
    pub text: String,
}

/// What the lab knows about one move once it is played (a loss against the best move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    /// Appended to the move's sentence.
    pub note: String,
    /// A line for the report, when the move is worth reporting.
    pub report: Option<String>,
}

/// What a click on a cell means for the person's seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click<M> {
    /// Play this move.
    Play(M),
    /// Select the cell (an end to move from, a cell to confirm), with what to do next.
    Select(u32, String),
    /// Nothing to do there, and why.
    Refuse(String),
}

/// A game's static description: what it is before any setup.
pub trait Describe: Rules + Sized {
    /// The replay parameters, without the mode (the lab keeps that).
    type Params: Serialize + DeserializeOwned + Clone;
    /// Its modes, one value per mode of its description (the same ids).
    type Mode: Mode;

    /// The game's description.
    fn info() -> &'static GameInfo;

    /// The algorithm the lab lays out, as pseudocode (frames name their line).
    fn algorithm() -> Option<&'static Algorithm> {
        None
    }

    /// Names bot number `bot` (of the game's roster, weakest first) as the one that played
    /// `seat`, where the parameters say which bot plays a seat: a replay of a match then draws
    /// that bot's reasoning. By default the parameters name no seat's bot.
    fn seat_bot(_params: &mut Self::Params, _seat: usize, _bot: u8) {}

    /// The seats that play on this setup (the first this many of the description's): by
    /// default all of them.
    fn seats_in_play(_setup: &Self::Setup) -> usize {
        Self::info().seats.len()
    }

    /// What the board's first row and column are called in the game's own text: 1 (king chase:
    /// `(1,1)`) or 0 (Back to the Code: `x y` from 0). The page's edge labels count from it.
    fn first_coordinate() -> u8 {
        1
    }
}

/// A game as the lab shows it: its description, what the lab steps through, how a position is
/// painted. Every game that has the three is one.
pub trait Show: Describe + Steps + Paint {}

impl<G: Describe + Steps + Paint> Show for G {}
