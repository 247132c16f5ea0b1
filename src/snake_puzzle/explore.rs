//! The breadth-first search laid out layer by layer (time step by time step) for the explorer.
//!
//! Unlike `solve`, every layer is completed, so each layer's state count is the exact number of
//! states first reached at that time step. The micro-steps for the viewer are in `explain`.
//!
//! A free snake far from the apple can have millions of states within reach before the apple's
//! layer (a 16-segment snake along the edge of a 10 x 10 grid: about 5 million, a second natively).
//! [`explore_within`] stops laying out layers at a state budget and takes the answer from the
//! exact [`solve`] instead, which keeps the viewer responsive.

use serde::Serialize;

use super::head_only::HeadOnly;
use super::packed::Space;
use super::puzzle::Puzzle;
use super::rules::{Dir, SnakeState};
use super::search::{solve, Breadth};
use crate::grid::Cell;

/// The most states kept per layer for the viewer to show as whole bodies.
pub const SAMPLE_SIZE: usize = 200;

/// One layer of the search: the states first reached after exactly `t` moves.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Layer {
    /// The time step (moves made).
    pub t: u32,
    /// States first reached at this time step.
    pub states: u64,
    /// States reached at this or an earlier time step.
    pub total_states: u64,
    /// The head cells of this layer's states (the frontier).
    pub heads: Vec<Cell>,
    /// Those head cells no earlier layer had.
    pub new_heads: Vec<Cell>,
    /// Every head cell of this and earlier layers.
    pub reached: Vec<Cell>,
    /// Up to [`SAMPLE_SIZE`] of this layer's states: one per head cell first, then more in order.
    pub sample: Vec<SnakeState>,
    /// The cell of the start body the tail left on the step into this layer (for `t` in
    /// 1..=length): from now on only the snake's newer segments can block it.
    pub vacated: Option<Cell>,
    /// How many of this layer's states have their head on `vacated`.
    pub heads_on_vacated: u64,
}

/// The whole search as the explorer shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Exploration {
    /// The puzzle searched.
    pub puzzle: Puzzle,
    /// Why the puzzle cannot be searched (it breaks the format's rules), if it cannot.
    pub error: Option<String>,
    /// True when the head can reach the apple.
    pub reachable: bool,
    /// A shortest move sequence to the apple (empty when unreachable).
    pub moves: Vec<Dir>,
    /// The snake at each time step of that sequence, from the start to the head on the apple.
    pub route: Vec<SnakeState>,
    /// The layers from `t = 0` (the start) to the apple's layer, or to the last non-empty one.
    pub layers: Vec<Layer>,
    /// States seen in all.
    pub states_seen: u64,
    /// Every head cell reached in the layers shown; when the apple is unreachable and the layers
    /// are `complete`, every cell the head can ever reach.
    pub reachable_heads: Vec<Cell>,
    /// False when the layers stop early at the state budget of [`explore_within`]; the answer,
    /// moves and route then come from [`solve`], and are exact all the same.
    pub complete: bool,
    /// A sentence on how the puzzle was made, said with its first step (a snake longer than the
    /// one asked for, say).
    pub preface: Option<String>,
    /// What a search over head cells alone would answer, and where the route parts from it.
    pub head_only: Option<HeadOnly>,
}

/// A state budget for [`explore_within`] that a browser handles in well under a second.
pub const VIEWER_STATE_BUDGET: u64 = 400_000;

/// Runs the layered breadth-first search to the apple's layer, or until no new state appears.
pub fn explore(puzzle: &Puzzle) -> Exploration {
    explore_within(puzzle, u64::MAX)
}

/// Like [`explore`], but builds no layer that could take the states seen past `max_states`.
pub fn explore_within(puzzle: &Puzzle, max_states: u64) -> Exploration {
    let mut exploration = Exploration {
        puzzle: puzzle.clone(),
        error: None,
        reachable: false,
        moves: Vec::new(),
        route: Vec::new(),
        layers: Vec::new(),
        states_seen: 0,
        reachable_heads: Vec::new(),
        complete: true,
        preface: None,
        head_only: None,
    };
    let Some(space) = Space::new(puzzle) else {
        exploration.error = puzzle.check().err().map(|e| e.to_string());
        return exploration;
    };
    // The start body from tail to head: the tail leaves start[t - 1] on the step into layer t.
    let start_trail: Vec<Cell> = puzzle.snake.iter().rev().copied().collect();
    let mut search = Breadth::new(space);
    let mut reached: u128 = 0;
    loop {
        let vacated = (search.depth as usize)
            .checked_sub(1)
            .and_then(|i| start_trail.get(i))
            .copied();
        let layer = describe(&search, &mut reached, vacated);
        exploration.layers.push(layer);
        if search.found.is_some() {
            break;
        }
        // Each state has at most 4 successors (3 once it has a neck).
        let next_at_most = 4 * search.layer.len() as u64;
        if (search.states.len() as u64).saturating_add(next_at_most) > max_states {
            exploration.complete = false;
            break;
        }
        if !search.advance(false) {
            break;
        }
    }
    if let Some(node) = search.found {
        exploration.moves = search.moves_to(node);
        exploration.reachable = true;
    } else if !exploration.complete {
        let solution = solve(puzzle);
        exploration.moves = solution.moves;
        exploration.reachable = solution.reachable;
    }
    if exploration.reachable {
        exploration.route = route_states(puzzle, &exploration.moves);
    }
    exploration.states_seen = search.states.len() as u64;
    exploration.reachable_heads = cells_of(&search.space, reached);
    exploration.head_only = HeadOnly::of(&exploration);
    exploration
}

fn route_states(puzzle: &Puzzle, moves: &[Dir]) -> Vec<SnakeState> {
    let mut states = vec![puzzle.state()];
    for &dir in moves {
        let next = states.last().and_then(|s| s.apply(puzzle.dims, dir).ok());
        match next {
            Some(next) => states.push(next),
            None => break,
        }
    }
    states
}

/// The cells of a set of cell indices.
fn cells_of(space: &Space, set: u128) -> Vec<Cell> {
    (0..128u8)
        .filter(|&i| (set >> i) & 1 == 1)
        .map(|i| space.cell(i))
        .collect()
}

/// Summarises the newest layer of the search and adds its heads to `reached`.
fn describe(search: &Breadth, reached: &mut u128, vacated: Option<Cell>) -> Layer {
    let nodes = search.layer.clone();
    let states = search.states.get(nodes.clone()).unwrap_or(&[]);
    let mut heads: u128 = 0;
    let mut sample = Vec::new();
    for &state in states {
        let bit = 1u128 << (Space::head(state) & 127);
        if heads & bit == 0 && sample.len() < SAMPLE_SIZE {
            sample.push(state);
        }
        heads |= bit;
    }
    for &state in states {
        if sample.len() >= SAMPLE_SIZE {
            break;
        }
        if !sample.contains(&state) {
            sample.push(state);
        }
    }
    let space = &search.space;
    let heads_on_vacated = vacated.map_or(0, |cell| {
        states
            .iter()
            .filter(|&&s| space.cell(Space::head(s)) == cell)
            .count() as u64
    });
    let new = heads & !*reached;
    *reached |= heads;
    Layer {
        t: search.depth,
        states: states.len() as u64,
        total_states: search.states.len() as u64,
        heads: cells_of(space, heads),
        new_heads: cells_of(space, new),
        reached: cells_of(space, *reached),
        sample: sample.into_iter().map(|s| space.unpack(s)).collect(),
        vacated,
        heads_on_vacated,
    }
}
