//! What the lab shows of a game: its parameters, the algorithm's insight computed at open, the
//! steps before the first move (a solve, a search), and how a position is painted.

use serde::{de::DeserializeOwned, Serialize};

use super::agent::Agent;
use super::describe::GameInfo;
use super::frame::Frame;
use super::play::Match;
use super::rules::{Rules, Seat};
use super::session::Visible;
use crate::replay::ReplayError;

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

/// A game as the lab shows it.
pub trait Show: Rules + Sized {
    /// The replay parameters, without the mode (the lab keeps that).
    type Params: Serialize + DeserializeOwned + Clone;
    /// What an algorithm computed about the setup (DP layers, a search), with its caches.
    type Insight;

    /// The game's description.
    fn info() -> &'static GameInfo;

    /// The setup and insight from parameters and a seed.
    fn open(params: &Self::Params, seed: u64) -> Result<(Self::Setup, Self::Insight), ReplayError>;

    /// The parameters that reproduce `setup` (a pasted board written back as text).
    fn replay_params(params: &Self::Params, setup: &Self::Setup) -> Self::Params;

    /// The agent for a seat nobody at the keyboard plays.
    fn agent(
        setup: &Self::Setup,
        insight: &Self::Insight,
        seat: Seat,
        mode: &str,
    ) -> Box<dyn Agent<Self>>;

    /// The board's size.
    fn dims(setup: &Self::Setup) -> crate::grid::Dims;

    /// The cell a person clicks to make `mv` (king chase: where the king lands), if any.
    fn target_cell(
        _setup: &Self::Setup,
        _state: &Self::State,
        _seat: Seat,
        _mv: &Self::Move,
    ) -> Option<crate::grid::Cell> {
        None
    }

    /// The moves the person can make by clicking a cell, with their cells (outlined in the
    /// page). By default every legal move with a target cell.
    fn targets(
        setup: &Self::Setup,
        state: &Self::State,
        seat: Seat,
    ) -> Vec<(crate::grid::Cell, Self::Move)> {
        Self::legal_moves(setup, state, seat)
            .into_iter()
            .filter_map(|mv| Self::target_cell(setup, state, seat, &mv).map(|c| (c, mv)))
            .collect()
    }

    /// What a click on cell `cell` (row-major) means for `seat`, given the cell selected before
    /// (if any). By default a cell a legal move lands on plays that move.
    fn click(
        setup: &Self::Setup,
        state: &Self::State,
        seat: Seat,
        cell: u32,
        _selected: Option<u32>,
    ) -> Click<Self::Move> {
        let dims = Self::dims(setup);
        let hit = Self::legal_moves(setup, state, seat)
            .into_iter()
            .find(|mv| {
                Self::target_cell(setup, state, seat, mv).and_then(|c| dims.checked_index(c))
                    == Some(cell as usize)
            });
        match hit {
            Some(mv) => Click::Play(mv),
            None => Click::Refuse("Click one of the cells outlined in green.".to_string()),
        }
    }

    /// The game turn a position belongs to (king chase: Alice's moves; a round).
    fn turn(state: &Self::State, ply: usize) -> u32;

    /// Steps before the first move (a solve, a search), shown in `mode`.
    fn prelude_len(insight: &Self::Insight, mode: &str) -> usize;

    /// Fills prelude step `index`: its kind, note, overlays and slider (the position is painted
    /// after, by [`Show::paint`]).
    fn prelude(
        setup: &Self::Setup,
        insight: &mut Self::Insight,
        index: usize,
        mode: &str,
        frame: &mut Frame,
    );

    /// The sentence for ply `ply` (0-based), from the positions before and after it.
    fn ply_note(
        setup: &Self::Setup,
        insight: &mut Self::Insight,
        play: Ply<'_, Self>,
        mode: &str,
    ) -> String;

    /// A ply worth a marker on the timeline (`new snake`, `freeze`, `cut`), if it is one.
    fn ply_event(_setup: &Self::Setup, _ply: Ply<'_, Self>) -> Option<&'static str> {
        None
    }

    /// What the lab says about a played ply (a loss), if anything.
    fn annotate(
        _insight: &mut Self::Insight,
        _game: &mut Match<Self>,
        _ply: usize,
        _mode: &str,
    ) -> Option<Annotation> {
        None
    }

    /// Paints the position after `ply` plies: cells, pieces, position overlays, panel numbers,
    /// the shade and slider (where the prelude has not set them). Only what `visible` shows is
    /// computed: while a person plays, the answer is withheld.
    fn paint(
        insight: &mut Self::Insight,
        game: &mut Match<Self>,
        ply: usize,
        visible: &Visible,
        frame: &mut Frame,
    );

    /// Tooltip lines for `cell` (row-major index) at the position after `ply` plies.
    fn hover(
        insight: &mut Self::Insight,
        game: &mut Match<Self>,
        ply: usize,
        cell: u32,
        slider: Option<u32>,
        spoilers: bool,
    ) -> Vec<String>;

    /// A whole piece to show on hover (the snake lab: a sampled snake of the shown search layer).
    fn hover_piece(
        _insight: &Self::Insight,
        _slider: Option<u32>,
        _cell: u32,
    ) -> Option<super::frame::Piece> {
        None
    }

    /// Per-cell numbers of a layer for text in cells (`values`, `heat`), if the game has them.
    fn cell_numbers(
        _setup: &Self::Setup,
        _insight: &mut Self::Insight,
        _layer: &str,
        _slider: Option<u32>,
    ) -> Option<Vec<f64>> {
        None
    }

    /// The algorithm the lab lays out, as pseudocode (frames name their line).
    fn algorithm() -> Option<&'static super::describe::Algorithm> {
        None
    }

    /// A ply in a few words for the move list (`Alice ↗ (3,4) +7`); by default its moves.
    fn move_text(_setup: &Self::Setup, ply: Ply<'_, Self>) -> String {
        let names: Vec<String> = ply.moves.iter().map(Self::move_name).collect();
        names.join(" ")
    }

    /// Names for the values of whole-number parameters that are choices (`bot`: random, chef...),
    /// by parameter key: value k has name k.
    fn choices() -> &'static [(&'static str, &'static [&'static str])] {
        &[]
    }

    /// What the board's first row and column are called in the game's own text: 1 (king chase:
    /// `(1,1)`) or 0 (Back to the Code: `x y` from 0). The page's edge labels count from it.
    fn first_coordinate() -> u8 {
        1
    }

    /// How many cases a pasted judge input holds (the page offers a chooser when more than one).
    fn cases(_insight: &Self::Insight) -> usize {
        1
    }

    /// The setup in the game's judge format, if it has one (to feed the CLI or another solver).
    fn judge_input(_setup: &Self::Setup) -> Option<String> {
        None
    }

    /// The end-of-game sentence seen from the person's seat (or the watcher's).
    fn verdict(insight: &mut Self::Insight, game: &mut Match<Self>, mode: &str) -> Option<String>;
}
