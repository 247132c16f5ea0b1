//! The exact answer: the reference breadth-first search over whole snake states, and `solve`.

use serde::Serialize;

use super::guided;
use super::packed::{Packed, Space};
use super::puzzle::Puzzle;
use super::rules::Dir;
use super::visited::{Entry, StateTable};

/// The answer to a puzzle with the search's statistics.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solution {
    /// True when the head can reach the apple (the judge's `1`).
    pub reachable: bool,
    /// A shortest move sequence from the start to the apple; empty when unreachable.
    pub moves: Vec<Dir>,
    /// Distinct whole snake states the search stored.
    pub states_seen: u64,
    /// Time steps searched: the answer's length when reachable, else the deepest time step at
    /// which a state not seen before appeared (the same for every exact method).
    pub layers: u32,
}

impl Solution {
    /// The answer for a puzzle that breaks the format's rules: nothing is reachable.
    pub fn invalid() -> Self {
        Self {
            reachable: false,
            moves: Vec::new(),
            states_seen: 0,
            layers: 0,
        }
    }
}

/// The exact answer and a shortest move sequence, by the fastest exact method here
/// ([`guided::solve_guided`], checked against [`solve_breadth_first`] in the tests).
///
/// A puzzle that breaks the format's rules (see [`Puzzle::check`]) gets [`Solution::invalid`].
pub fn solve(puzzle: &Puzzle) -> Solution {
    guided::solve_guided(puzzle)
}

/// The reference: breadth-first search over whole snake states, layer by layer, with no cut-off.
pub fn solve_breadth_first(puzzle: &Puzzle) -> Solution {
    let Some(space) = Space::new(puzzle) else {
        return Solution::invalid();
    };
    let mut search = Breadth::new(space);
    while search.found.is_none() && search.advance(true) {}
    let moves = search
        .found
        .map(|node| search.moves_to(node))
        .unwrap_or_default();
    Solution {
        reachable: search.found.is_some(),
        moves,
        states_seen: search.states.len() as u64,
        layers: search.deepest,
    }
}

/// A breadth-first search that can be driven one layer (time step) at a time.
pub(crate) struct Breadth {
    /// The packing of this puzzle's states.
    pub space: Space,
    /// Every state seen, in the order found; each layer is a contiguous run.
    pub states: Vec<Packed>,
    /// The node each state was first reached from (the start points to itself).
    pub parents: Vec<u32>,
    seen: StateTable,
    /// The node range of the newest layer.
    pub layer: std::ops::Range<usize>,
    /// The time step of the newest layer.
    pub depth: u32,
    /// The deepest time step with at least one new state.
    pub deepest: u32,
    /// The first node found with the head on the apple.
    pub found: Option<usize>,
}

impl Breadth {
    /// A search holding only the start (layer 0).
    pub fn new(space: Space) -> Self {
        let mut seen = StateTable::new();
        seen.insert(space.start, 0);
        let found = (Space::head(space.start) == space.apple).then_some(0);
        let states = vec![space.start];
        Self {
            space,
            states,
            parents: vec![0],
            seen,
            layer: 0..1,
            depth: 0,
            deepest: 0,
            found,
        }
    }

    /// Builds the next layer; false (and no new layer) when the newest layer had no successor.
    /// With `stop_at_apple`, the layer is cut short at the first state with the head on the apple.
    pub fn advance(&mut self, stop_at_apple: bool) -> bool {
        let first_new = self.states.len();
        let apple = self.space.apple;
        for node in self.layer.clone() {
            let Some(&state) = self.states.get(node) else {
                break;
            };
            let mut hit = None;
            let (states, parents, seen) = (&mut self.states, &mut self.parents, &mut self.seen);
            self.space.successors(state, |_, next| {
                if hit.is_some() && stop_at_apple {
                    return;
                }
                if let Entry::Added = seen.insert(next, states.len() as u32) {
                    if Space::head(next) == apple && hit.is_none() {
                        hit = Some(states.len());
                    }
                    states.push(next);
                    parents.push(node as u32);
                }
            });
            if self.found.is_none() {
                self.found = hit;
            }
            if hit.is_some() && stop_at_apple {
                break;
            }
        }
        if self.states.len() == first_new {
            return false;
        }
        self.depth += 1;
        self.deepest = self.depth;
        self.layer = first_new..self.states.len();
        true
    }

    /// The moves from the start to a node, via the first-found parents.
    pub fn moves_to(&self, node: usize) -> Vec<Dir> {
        let mut moves = Vec::new();
        let mut node = node;
        while node != 0 {
            let (Some(&state), Some(&parent)) = (self.states.get(node), self.parents.get(node))
            else {
                break;
            };
            let Some(&before) = self.states.get(parent as usize) else {
                break;
            };
            let from = self.space.cell(Space::head(before));
            if let Some(dir) = Dir::between(from, self.space.cell(Space::head(state))) {
                moves.push(dir);
            }
            node = parent as usize;
        }
        moves.reverse();
        moves
    }
}
