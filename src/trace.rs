//! The trace vocabulary the viewer understands: what an algorithm shows of its insides.
//!
//! Every event belongs to a named layer (`catch-zone`, `candidate-path`, `frontier`, ...). The viewer
//! draws each kind the same way for every game and lets the user toggle each layer.

use serde::Serialize;

use crate::grid::Cell;

/// One thing an algorithm shows at a micro-step.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum TraceEvent {
    /// A set of cells shaded in the layer's colour.
    Cells {
        /// Layer key.
        layer: &'static str,
        /// The cells.
        cells: Vec<Cell>,
    },
    /// A path drawn through cell centres, in order.
    Path {
        /// Layer key.
        layer: &'static str,
        /// The cells, in order.
        cells: Vec<Cell>,
    },
    /// An arrow from one cell to another.
    Arrow {
        /// Layer key.
        layer: &'static str,
        /// Where the arrow starts.
        from: Cell,
        /// Where it points.
        to: Cell,
    },
    /// A number written in a cell (as a string: it may not fit a JS number).
    Value {
        /// Layer key.
        layer: &'static str,
        /// The cell.
        cell: Cell,
        /// The number, as text.
        value: String,
    },
    /// A ring of cells at most `radius` king steps from `centre` (its border is drawn).
    Square {
        /// Layer key.
        layer: &'static str,
        /// Centre cell.
        centre: Cell,
        /// Chebyshev radius.
        radius: i32,
    },
}

/// What kind of micro-step a step is: the timeline draws a marker per kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    /// The starting position.
    Start,
    /// An algorithm filled one cell of a table.
    CellFilled,
    /// An algorithm finished one layer (a DP layer, a BFS layer).
    LayerDone,
    /// The algorithm has its answer.
    Solved,
    /// A player moved.
    Move,
    /// The game ended.
    GameOver,
}

impl StepKind {
    /// Every kind, in the order of their codes.
    pub const ALL: [StepKind; 6] = [
        StepKind::Start,
        StepKind::CellFilled,
        StepKind::LayerDone,
        StepKind::Solved,
        StepKind::Move,
        StepKind::GameOver,
    ];

    /// The kind as a small number (its index in [`StepKind::ALL`]), for flat arrays.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The kebab-case name, as the page's timeline names its codes (sent by the wasm face's
    /// `step_kinds`) and as frames serialize it.
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Start => "start",
            StepKind::CellFilled => "cell-filled",
            StepKind::LayerDone => "layer-done",
            StepKind::Solved => "solved",
            StepKind::Move => "move",
            StepKind::GameOver => "game-over",
        }
    }
}

/// One micro-step of the timeline: what happened, one sentence about it, and what to draw.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TraceStep {
    /// The game turn this step belongs to (0 is the setup and the solve).
    pub turn: u32,
    /// What kind of step this is.
    pub kind: StepKind,
    /// One sentence explaining the step.
    pub note: String,
    /// What to draw on top of the board.
    pub events: Vec<TraceEvent>,
}

#[cfg(test)]
mod tests {
    use super::StepKind;

    #[test]
    fn every_kind_is_at_its_code_and_named_as_it_serializes() {
        for (i, kind) in StepKind::ALL.iter().enumerate() {
            assert_eq!(kind.code() as usize, i);
            let json = serde_json::to_string(kind).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", kind.name()));
        }
    }
}
