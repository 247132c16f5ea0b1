//! What the lab knows about a king-chase board: the checkpointed DP, the answer, Alice's optimal
//! path, the solves of positions reached off the greedy line, and the heat map's codes.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::grid::Cell;

use super::board::ChaseSetup;
use super::layers::{LayerView, ValueLayers};
use super::rules::KingStep;
use super::solve::best_first_step;

/// Boards up to this side show every DP cell being filled as its own micro-step.
pub const CELL_STEPS_UP_TO: i32 = 6;

/// One step of the solve on the timeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveStep {
    /// The setup.
    Start,
    /// One DP cell f(cell, t) filled (small boards).
    Cell {
        /// The layer.
        t: u32,
        /// The cell.
        cell: Cell,
    },
    /// Layer t done.
    Layer {
        /// The layer.
        t: u32,
    },
    /// The answer.
    Solved,
}

/// The solve and its caches, shared by the lab and the optimal-Alice agent.
pub struct Solve {
    /// The DP layers from the start (Bob greedy from his start).
    pub layers: ValueLayers,
    /// f(A, 0).
    pub answer: u64,
    /// Alice's optimal path from the start against the greedy pursuit.
    pub optimal: Vec<Cell>,
    /// Solves of positions (Alice, Bob) with Alice to move, treating the position as a new game:
    /// her best step and its value.
    replies: HashMap<(Cell, Cell), Option<(KingStep, u64)>>,
    /// The last layer viewed, for drawing.
    view: Option<LayerView>,
}

impl Solve {
    /// Alice's best step and the value of a position where she is to move, solved afresh (for
    /// positions Bob did not reach greedily). Cached.
    pub fn reply(&mut self, setup: &ChaseSetup, alice: Cell, bob: Cell) -> Option<(KingStep, u64)> {
        *self
            .replies
            .entry((alice, bob))
            .or_insert_with(|| best_first_step(&setup.board, alice, bob))
    }

    /// Layer t as the view draws it (the last one is kept).
    pub fn view(&mut self, t: u32) -> &LayerView {
        if self.view.as_ref().is_none_or(|v| v.t != t) {
            self.view = Some(self.layers.view(t));
        }
        self.view.get_or_insert_with(|| LayerView {
            t,
            values: Vec::new(),
            best_targets: Vec::new(),
        })
    }
}

/// A heat map's layer t and how many cells of it are filled.
pub type HeatKey = (u32, Option<u32>);

/// Everything the lab computed about one board.
pub struct ChaseInsight {
    /// The solve, shared with the optimal-Alice agent.
    pub solve: Rc<RefCell<Solve>>,
    /// The solve's steps on the timeline.
    pub plan: Vec<SolveStep>,
    /// The board's cell codes (value shades).
    pub base: Vec<u8>,
    /// The heat map's codes of the last (t, filled) asked for.
    pub heat: Option<(HeatKey, Vec<u8>)>,
    /// Cases in the pasted judge input the board came from (1 for a random board).
    pub cases: usize,
}

impl ChaseInsight {
    /// Solves the board and lays out the solve's steps.
    pub fn new(setup: &ChaseSetup) -> Self {
        let mut layers = ValueLayers::new(&setup.board, setup.bob);
        let answer = layers.value(setup.alice, 0);
        let mut optimal = vec![setup.alice];
        for (step, _) in layers.optimal_line(setup.alice, setup.bob) {
            let last = optimal[optimal.len() - 1];
            optimal.push(last.offset(step.delta().0, step.delta().1));
        }
        let board = &setup.board;
        let depth = layers.depth();
        let mut plan = vec![SolveStep::Start];
        for t in (0..depth).rev() {
            if board.size() <= CELL_STEPS_UP_TO {
                for cell in board.dims().cells() {
                    if cell.chebyshev(setup.bob) > t as i32 && layers.best_step(cell, t).is_some() {
                        plan.push(SolveStep::Cell { t, cell });
                    }
                }
            }
            plan.push(SolveStep::Layer { t });
        }
        plan.push(SolveStep::Solved);
        let max = board.values().iter().copied().max().unwrap_or(1).max(1) as u64;
        let base = board
            .values()
            .iter()
            .map(|&v| ((v as u64 * 255 + max / 2) / max) as u8)
            .collect();
        Self {
            solve: Rc::new(RefCell::new(Solve {
                layers,
                answer,
                optimal,
                replies: HashMap::new(),
                view: None,
            })),
            plan,
            base,
            heat: None,
            cases: 1,
        }
    }

    /// The heat map of layer t, cells before `filled` only: code 0 unshaded, 1 for f = 0, and
    /// 2..=255 by rank among the layer's distinct positive values (a linear scale would paint
    /// values that crowd into a narrow band all one colour; ranking every cell would paint a
    /// highest value many cells share in the middle of the scale), the highest 255.
    pub fn heat(&mut self, t: u32, filled: Option<u32>) -> &[u8] {
        let key = (t, filled);
        if self.heat.as_ref().is_none_or(|(k, _)| *k != key) {
            let mut solve = self.solve.borrow_mut();
            let values = &solve.view(t).values;
            let stride = (values.len() / 2048).max(1);
            let mut sample: Vec<u64> = values
                .iter()
                .step_by(stride)
                .copied()
                .filter(|&v| v > 0)
                .collect();
            sample.sort_unstable();
            sample.dedup();
            let limit = filled.map_or(values.len(), |f| (f as usize).min(values.len()));
            let top = sample.len().saturating_sub(1) as u64;
            let codes = values
                .iter()
                .enumerate()
                .map(|(i, &v)| match v {
                    _ if i >= limit => 0,
                    0 => 1,
                    // (One value alone is the highest.)
                    _ if top == 0 => 255,
                    v => {
                        let rank = sample.partition_point(|&s| s < v) as u64;
                        (2 + rank.min(top) * 253 / top) as u8
                    }
                })
                .collect();
            self.heat = Some((key, codes));
        }
        self.heat.as_ref().map_or(&[], |(_, c)| c)
    }
}
