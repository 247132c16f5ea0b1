//! How a position is painted and touched: the board's size, the cells and overlays of a frame,
//! hover details, numbers in cells, and what a click on a cell means.

use super::{Click, Steps};
use crate::grid::{Cell, Dims};
use crate::model::frame::{Frame, Piece};
use crate::model::play::Match;
use crate::model::rules::Seat;
use crate::model::session::Visible;

/// How a game's positions are painted and touched.
pub trait Paint: Steps {
    /// The board's size.
    fn dims(setup: &Self::Setup) -> Dims;

    /// The cell a person clicks to make `mv` (king chase: where the king lands), if any.
    fn target_cell(
        _setup: &Self::Setup,
        _state: &Self::State,
        _seat: Seat,
        _mv: &Self::Move,
    ) -> Option<Cell> {
        None
    }

    /// The moves the person can make by clicking a cell, with their cells (outlined in the
    /// page). By default every legal move with a target cell.
    fn targets(setup: &Self::Setup, state: &Self::State, seat: Seat) -> Vec<(Cell, Self::Move)> {
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

    /// Tooltip lines for `cell` (row-major index) at the position after `ply` plies, as seen
    /// by the person playing seat `person` (None: watching).
    fn hover(
        insight: &mut Self::Insight,
        game: &mut Match<Self>,
        ply: usize,
        cell: u32,
        slider: Option<u32>,
        spoilers: bool,
        person: Option<Seat>,
    ) -> Vec<String>;

    /// A whole piece to show on hover (the snake lab: a sampled snake of the shown search layer).
    fn hover_piece(_insight: &Self::Insight, _slider: Option<u32>, _cell: u32) -> Option<Piece> {
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
}
