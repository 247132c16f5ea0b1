//! Every DP layer f(., t) on demand for the view, from checkpoints kept every few layers.
//!
//! A full table is N^3 values (216 MB at N = 300). Instead one pass from t = N-1 down to 0 keeps
//! every `CHECKPOINT_EVERY`-th layer; any layer is then at most that many steps from a checkpoint.

use serde::Serialize;

use crate::grid::Cell;

use super::board::Board;
use super::pursuit::bob_step;
use super::rules::KingStep;
use super::solve::LayerStepper;

/// Layers between two checkpoints.
pub const CHECKPOINT_EVERY: u32 = 16;

/// One layer as the view draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerView {
    /// The layer index t.
    pub t: u32,
    /// f(c, t) for every cell, row-major.
    pub values: Vec<u64>,
    /// The row-major index of the cell the best step from each cell leads to, or -1 where the
    /// cell is in the catch zone (or t is the last layer).
    pub best_targets: Vec<i32>,
}

/// The best cell of a layer, outside the catch zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LayerPeak {
    /// Where.
    pub cell: Cell,
    /// f(cell, t).
    pub value: u64,
}

/// Checkpointed DP layers for one board and Bob start.
pub struct ValueLayers {
    stepper: LayerStepper,
    checkpoints: Vec<Vec<u64>>,
    peaks: Vec<Option<LayerPeak>>,
    /// The layers of one block, `start ..= start + CHECKPOINT_EVERY`, rebuilt on demand: walking t
    /// upwards (a game, a line) costs one more pass over the table in all.
    block: Option<(u32, Vec<Vec<u64>>)>,
}

impl ValueLayers {
    /// Runs the whole DP once, keeping checkpoints and each layer's peak.
    pub fn new(board: &Board, bob: Cell) -> Self {
        let mut stepper = LayerStepper::new(board, bob);
        let depth = stepper.depth();
        let mut checkpoints = vec![Vec::new(); (depth / CHECKPOINT_EVERY) as usize + 1];
        let mut peaks = vec![None; depth as usize + 1];
        let mut next = stepper.last_layer();
        let mut cur = stepper.last_layer();
        let everywhere = stepper.everywhere();
        for t in (0..depth).rev() {
            stepper.step(&next, t, everywhere, &mut cur);
            std::mem::swap(&mut next, &mut cur);
            peaks[t as usize] = peak(&stepper.unpad(&next), board);
            if t % CHECKPOINT_EVERY == 0 {
                checkpoints[(t / CHECKPOINT_EVERY) as usize] = next.clone();
            }
        }
        Self {
            stepper,
            checkpoints,
            peaks,
            block: None,
        }
    }

    /// N - 1: the layer where every cell is caught.
    pub fn depth(&self) -> u32 {
        self.stepper.depth()
    }

    /// The best cell of layer t (None when the whole board is caught).
    pub fn peak(&self, t: u32) -> Option<LayerPeak> {
        self.peaks.get(t as usize).copied().flatten()
    }

    /// Makes sure the cached block holds layers t and t+1; returns t clamped.
    fn load(&mut self, t: u32) -> u32 {
        let t = t.min(self.depth().saturating_sub(1));
        let start = t / CHECKPOINT_EVERY * CHECKPOINT_EVERY;
        if self.block.as_ref().is_none_or(|(s, _)| *s != start) {
            self.block = Some((start, self.build_block(start)));
        }
        t
    }

    /// Layers t and t+1, padded, once [`Self::load`] has loaded them.
    fn pair(&self, t: u32) -> (&[u64], &[u64]) {
        match &self.block {
            Some((start, layers)) if t >= *start && ((t - start) as usize) < layers.len() => {
                let i = (t - start) as usize;
                (&layers[i], &layers[(i + 1).min(layers.len() - 1)])
            }
            _ => (&[], &[]),
        }
    }

    /// Layers `start ..= start + CHECKPOINT_EVERY` (clamped to the depth), padded, computed down
    /// from the checkpoint at the block's top.
    fn build_block(&mut self, start: u32) -> Vec<Vec<u64>> {
        let end = (start + CHECKPOINT_EVERY).min(self.depth());
        let top = if end == self.depth() {
            self.stepper.last_layer()
        } else {
            self.checkpoints[(end / CHECKPOINT_EVERY) as usize].clone()
        };
        let mut layers = vec![Vec::new(); (end - start + 1) as usize];
        let everywhere = self.stepper.everywhere();
        let mut layer = top;
        for s in (start..end).rev() {
            let mut cur = self.stepper.last_layer();
            self.stepper.step(&layer, s, everywhere, &mut cur);
            layers[(s + 1 - start) as usize] = std::mem::replace(&mut layer, cur);
        }
        layers[0] = layer;
        layers
    }

    /// f(c, t) for one cell.
    pub fn value(&mut self, cell: Cell, t: u32) -> u64 {
        if t >= self.depth() {
            return 0;
        }
        let t = self.load(t);
        self.pair(t)
            .0
            .get(self.stepper.slot(cell))
            .copied()
            .unwrap_or(0)
    }

    /// The best step from `cell` at time t (Alice has made t moves) and its worth
    /// V[n] + f(n, t+1); `None` in the catch zone.
    pub fn best_step(&mut self, cell: Cell, t: u32) -> Option<(KingStep, u64)> {
        if t >= self.depth() || self.stepper.is_caught(cell, t) {
            return None;
        }
        let t = self.load(t);
        self.stepper.best_step(self.pair(t).1, cell)
    }

    /// Layer t with its best steps.
    pub fn view(&mut self, t: u32) -> LayerView {
        let t = t.min(self.depth());
        if t == self.depth() {
            let values = self.stepper.unpad(&self.stepper.last_layer());
            let best_targets = vec![-1; values.len()];
            return LayerView {
                t,
                values,
                best_targets,
            };
        }
        let t = self.load(t);
        let (cur, next) = self.pair(t);
        let values = self.stepper.unpad(cur);
        let size = self.depth() as i32 + 1;
        let best_targets = (0..values.len())
            .map(|i| {
                let cell = Cell::new(i as i32 / size, i as i32 % size);
                if self.stepper.is_caught(cell, t) {
                    -1
                } else {
                    self.stepper.best_step(next, cell).map_or(-1, |(s, _)| {
                        let to = cell.offset(s.delta().0, s.delta().1);
                        to.row * size + to.col
                    })
                }
            })
            .collect();
        LayerView {
            t,
            values,
            best_targets,
        }
    }

    /// Alice's optimal line against Bob's greedy pursuit: her step and his reply, until she is
    /// caught (his reply is `None` when she steps onto him).
    pub fn optimal_line(&mut self, alice: Cell, bob: Cell) -> Vec<(KingStep, Option<KingStep>)> {
        let mut line = Vec::new();
        let (mut a, mut b) = (alice, bob);
        for t in 0..self.depth() {
            let Some((step, _)) = self.best_step(a, t) else {
                break;
            };
            a = a.offset(step.delta().0, step.delta().1);
            let chase = bob_step(b, a);
            line.push((step, chase));
            let Some(chase) = chase else { break };
            b = b.offset(chase.delta().0, chase.delta().1);
            if a == b {
                break;
            }
        }
        line
    }
}

fn peak(values: &[u64], board: &Board) -> Option<LayerPeak> {
    let (i, &value) = values
        .iter()
        .enumerate()
        .max_by_key(|&(i, v)| (*v, std::cmp::Reverse(i)))?;
    (value > 0).then(|| LayerPeak {
        cell: board.dims().cell(i),
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::king_chase::board::ChaseSetup;
    use crate::king_chase::solve::answer;

    #[test]
    fn checkpointed_layers_match_the_answer() {
        for seed in 0..20 {
            let s = ChaseSetup::random(3 + (seed as i32 * 7) % 40, 50, seed).unwrap();
            let mut layers = ValueLayers::new(&s.board, s.bob);
            let expected = answer(&s.board, s.alice, s.bob);
            assert_eq!(layers.value(s.alice, 0), expected, "seed {seed}");
            assert_eq!(
                layers.view(0).values[s.board.dims().index(s.alice)],
                expected
            );
        }
    }

    #[test]
    fn optimal_line_collects_the_answer() {
        for seed in 0..20 {
            let s = ChaseSetup::random(2 + (seed as i32 * 5) % 45, 1000, seed).unwrap();
            let mut layers = ValueLayers::new(&s.board, s.bob);
            let line = layers.optimal_line(s.alice, s.bob);
            let mut a = s.alice;
            let mut total = 0u64;
            for (step, _) in &line {
                a = a.offset(step.delta().0, step.delta().1);
                total += s.board.value(a) as u64;
            }
            assert_eq!(total, answer(&s.board, s.alice, s.bob), "seed {seed}");
        }
    }
}
