//! A frame: what the viewer draws for one step, with cells as one small integer each and
//! overlays as flat lists of row-major cell indices (they cross to the page as typed arrays).

use std::borrow::Cow;

use serde::Serialize;

use super::seat::BySeat;
use crate::grid::{Cell, Dims};
use crate::trace::{StepKind, TraceEvent};

/// How an overlay's cells are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shape {
    /// Each cell filled.
    Cells,
    /// Each cell outlined.
    Outline,
    /// A line through the cells' centres, in order.
    Path,
    /// Arrows between pairs: from, to, from, to...
    Arrows,
    /// Squares: centre, radius (a count, not a cell), centre, radius...
    Squares,
}

/// One layer's drawing on top of the board.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Overlay {
    /// The layer key (styled and toggled by the page).
    pub layer: &'static str,
    /// How to draw it.
    pub shape: Shape,
    /// Row-major cell indices (see [`Shape`]).
    pub cells: Vec<u32>,
    /// The seat whose bot drew it, where several bots draw on one board (a layer styled
    /// [`crate::model::describe::LayerStyle::by_seat`] is drawn in that seat's colour).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
}

impl Overlay {
    /// An overlay on row-major `cells`, drawn by no seat in particular.
    pub fn new(layer: &'static str, shape: Shape, cells: Vec<u32>) -> Self {
        Self {
            layer,
            shape,
            cells,
            seat: None,
        }
    }
}

/// A game piece: a king, a snake, an apple. The game's module in the page draws each kind.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Piece {
    /// What it is (`king`, `snake`, `apple`).
    pub kind: &'static str,
    /// The seat it belongs to, if any.
    pub seat: Option<usize>,
    /// Its cells, row-major indices (a snake head first).
    pub cells: Vec<u32>,
}

/// A short text written at a cell by an algorithm (a candidate's score), drawn with its layer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tag {
    /// The layer key (shown and hidden with the layer).
    pub layer: &'static str,
    /// The cell (row-major index).
    pub cell: u32,
    /// The text.
    pub text: String,
    /// The seat whose bot wrote it, where several bots write on one board (the page writes it
    /// in the seat's colour, so a label beside one player's piece is not taken for its own).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
}

/// A number in the panel.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Number {
    /// Key (the page gives the element this id).
    pub key: &'static str,
    /// Label ("Your score", or "best's score" when the bot plays your seat).
    pub label: Cow<'static, str>,
    /// Value as text (it may not fit a JS number).
    pub value: String,
}

/// A move the person can make by clicking a cell.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Target {
    /// The cell (row-major index).
    pub cell: u32,
    /// The move, in the game's notation.
    pub play: String,
}

/// The game's slider at this step (king chase: the DP layer shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Slider {
    /// Its value.
    pub value: u32,
    /// Its largest value.
    pub max: u32,
    /// Cells of the shaded layer filled so far, row-major (`None`: all).
    pub filled: Option<u32>,
}

/// A seat whose decision of the move shown can be opened, with its bot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InsideSeat {
    /// The seat.
    pub seat: usize,
    /// Its bot's name.
    pub bot: String,
}

/// Everything drawn for one step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Frame {
    /// The step shown.
    pub step: usize,
    /// The game turn it belongs to.
    pub turn: u32,
    /// What kind of step it is.
    pub kind: StepKind,
    /// The plies played before this position.
    pub ply: usize,
    /// One sentence about the step.
    pub note: String,
    /// Board rows.
    pub rows: i32,
    /// Board columns.
    pub cols: i32,
    /// One palette code per cell, row-major.
    #[serde(skip)]
    pub cells: Vec<u8>,
    /// The shaded layer (a heat map) as one code per cell, 0 meaning unshaded.
    #[serde(skip)]
    pub shade: Option<Vec<u8>>,
    /// Overlays, in drawing order (hidden and withheld layers are left out).
    #[serde(skip)]
    pub overlays: Vec<Overlay>,
    /// Pieces.
    #[serde(skip)]
    pub pieces: Vec<Piece>,
    /// Texts at cells, in drawing order (hidden and withheld layers are left out).
    pub tags: Vec<Tag>,
    /// Cells the person may click, with their moves (empty unless it is their turn here).
    pub targets: Vec<Target>,
    /// The panel's numbers.
    pub numbers: Vec<Number>,
    /// The game's slider.
    pub slider: Option<Slider>,
    /// True when the person is to move in this position (a move made here continues from it).
    pub yours: bool,
    /// The line of the algorithm's pseudocode this step is at (see `Show::algorithm`).
    pub line: Option<u8>,
    /// The built-in bot whose pseudocode `line` is in (`None`: the game's own algorithm).
    pub bot: Option<String>,
    /// The seats whose decision of this move can be opened ("look inside this move").
    pub insides: Vec<InsideSeat>,
    /// Per seat, how many special moves (once-a-game actions) it may still make; empty when the
    /// game has none.
    pub specials_left: BySeat<u32>,
}

impl Frame {
    /// An empty frame of a `dims` board.
    pub fn new(dims: Dims) -> Self {
        Self {
            step: 0,
            turn: 0,
            kind: StepKind::Start,
            ply: 0,
            note: String::new(),
            rows: dims.rows,
            cols: dims.cols,
            cells: vec![0; dims.area()],
            shade: None,
            overlays: Vec::new(),
            pieces: Vec::new(),
            tags: Vec::new(),
            targets: Vec::new(),
            numbers: Vec::new(),
            slider: None,
            yours: false,
            line: None,
            bot: None,
            insides: Vec::new(),
            specials_left: BySeat::default(),
        }
    }

    /// The board's dimensions.
    pub fn dims(&self) -> Dims {
        Dims::new(self.rows, self.cols)
    }

    /// Adds a number to the panel.
    pub fn number(
        &mut self,
        key: &'static str,
        label: impl Into<Cow<'static, str>>,
        value: impl ToString,
    ) {
        self.numbers.push(Number {
            key,
            label: label.into(),
            value: value.to_string(),
        });
    }

    /// Adds a piece on `cells`.
    pub fn piece(&mut self, kind: &'static str, seat: Option<usize>, cells: &[Cell]) {
        let cells = self.indices(cells);
        self.pieces.push(Piece { kind, seat, cells });
    }

    /// Adds an overlay.
    pub fn overlay(&mut self, layer: &'static str, shape: Shape, cells: &[Cell]) {
        let cells = self.indices(cells);
        self.overlays.push(Overlay::new(layer, shape, cells));
    }

    /// Adds a trace event as an overlay.
    pub fn event(&mut self, event: &TraceEvent) {
        match event {
            TraceEvent::Cells { layer, cells } => self.overlay(layer, Shape::Cells, cells),
            TraceEvent::Path { layer, cells } => self.overlay(layer, Shape::Path, cells),
            TraceEvent::Arrow { layer, from, to } => {
                self.overlay(layer, Shape::Arrows, &[*from, *to])
            }
            TraceEvent::Square {
                layer,
                centre,
                radius,
            } => {
                let dims = self.dims();
                if let Some(c) = dims.checked_index(*centre) {
                    let cells = vec![c as u32, (*radius).max(0) as u32];
                    self.overlays
                        .push(Overlay::new(layer, Shape::Squares, cells));
                }
            }
            TraceEvent::Value { layer, cell, value } => {
                if let Some(i) = self.dims().checked_index(*cell) {
                    self.tags.push(Tag {
                        layer,
                        cell: i as u32,
                        text: value.clone(),
                        seat: None,
                    });
                }
            }
        }
    }

    /// Adds `event` as [`Frame::event`] does, as drawn by `seat`'s bot.
    pub fn event_of(&mut self, seat: usize, event: &TraceEvent) {
        let (tags, overlays) = (self.tags.len(), self.overlays.len());
        self.event(event);
        for tag in &mut self.tags[tags..] {
            tag.seat = Some(seat);
        }
        for overlay in &mut self.overlays[overlays..] {
            overlay.seat = Some(seat);
        }
    }

    /// Row-major indices of the on-board cells.
    fn indices(&self, cells: &[Cell]) -> Vec<u32> {
        let dims = self.dims();
        cells
            .iter()
            .filter_map(|&c| dims.checked_index(c).map(|i| i as u32))
            .collect()
    }
}
