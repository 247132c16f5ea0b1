//! A faster exact search: A* over whole snake states, guided by the head's Manhattan distance.
//!
//! Each move changes the head's distance to the apple by exactly one, so the distance is a
//! consistent lower bound: the first time a state is expanded its time step is the shortest, and
//! the first apple state generated ends a shortest route. When the apple is unreachable it visits
//! every reachable state, like the breadth-first search, so the answer is exact either way.

use super::packed::{Packed, Space};
use super::puzzle::Puzzle;
use super::rules::Dir;
use super::search::Solution;
use super::visited::{Entry, StateTable};

/// One stored state.
#[derive(Clone, Copy)]
struct Node {
    state: Packed,
    parent: u32,
    steps: u32,
    closed: bool,
}

/// The exact answer by A*; the same reachability, route length and `layers` as the reference.
pub fn solve_guided(puzzle: &Puzzle) -> Solution {
    let Some(space) = Space::new(puzzle) else {
        return Solution::invalid();
    };
    let apple = puzzle.apple;
    let distance: Vec<u32> = (0..puzzle.dims.area())
        .map(|i| puzzle.dims.cell(i).manhattan(apple).unsigned_abs())
        .collect();
    let estimate = |state: Packed| {
        distance
            .get(usize::from(Space::head(state)))
            .copied()
            .unwrap_or(0)
    };

    let start = Node {
        state: space.start,
        parent: 0,
        steps: 0,
        closed: false,
    };
    let mut nodes = vec![start];
    let mut table = StateTable::new();
    table.insert(space.start, 0);
    let first = estimate(space.start) as usize;
    // buckets[f] holds nodes whose steps + estimate was f when pushed (popped last in, first out).
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); first + 1];
    let mut pending = 0usize;
    push(&mut buckets, &mut pending, first, 0);
    let mut deepest = 0;
    let mut f = first;
    while pending > 0 {
        let Some(id) = buckets.get_mut(f).and_then(Vec::pop) else {
            f += 1;
            continue;
        };
        pending -= 1;
        let Some(node) = nodes.get_mut(id as usize) else {
            continue;
        };
        if node.closed || (node.steps + estimate(node.state)) as usize != f {
            continue;
        }
        node.closed = true;
        let (state, steps) = (node.state, node.steps);
        deepest = deepest.max(steps);
        let mut goal = None;
        space.successors(state, |dir, next| {
            if goal.is_some() {
                return;
            }
            if Space::head(next) == space.apple {
                goal = Some(dir);
                return;
            }
            let next_steps = steps + 1;
            let next_f = (next_steps + estimate(next)) as usize;
            match table.insert(next, nodes.len() as u32) {
                Entry::Added => {
                    let child = nodes.len() as u32;
                    nodes.push(Node {
                        state: next,
                        parent: id,
                        steps: next_steps,
                        closed: false,
                    });
                    push(&mut buckets, &mut pending, next_f, child);
                }
                Entry::Present(old) => {
                    if let Some(known) = nodes.get_mut(old as usize) {
                        if !known.closed && next_steps < known.steps {
                            known.steps = next_steps;
                            known.parent = id;
                            push(&mut buckets, &mut pending, next_f, old);
                        }
                    }
                }
            }
        });
        if let Some(dir) = goal {
            let mut moves = route(&nodes, &space, id);
            moves.push(dir);
            return Solution {
                reachable: true,
                layers: steps + 1,
                states_seen: nodes.len() as u64 + 1,
                moves,
            };
        }
    }
    Solution {
        reachable: false,
        moves: Vec::new(),
        states_seen: nodes.len() as u64,
        layers: deepest,
    }
}

fn push(buckets: &mut Vec<Vec<u32>>, pending: &mut usize, f: usize, id: u32) {
    if buckets.len() <= f {
        buckets.resize_with(f + 1, Vec::new);
    }
    if let Some(bucket) = buckets.get_mut(f) {
        bucket.push(id);
        *pending += 1;
    }
}

/// The moves from the start to node `id`, following parents.
fn route(nodes: &[Node], space: &Space, id: u32) -> Vec<Dir> {
    let mut moves = Vec::new();
    let mut id = id as usize;
    while id != 0 {
        let Some(node) = nodes.get(id) else { break };
        let Some(parent) = nodes.get(node.parent as usize) else {
            break;
        };
        let from = space.cell(Space::head(parent.state));
        if let Some(dir) = Dir::between(from, space.cell(Space::head(node.state))) {
            moves.push(dir);
        }
        id = node.parent as usize;
    }
    moves.reverse();
    moves
}
