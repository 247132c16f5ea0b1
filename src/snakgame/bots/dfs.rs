//! The editorial's long-path search: a depth-first search that prefers going straight, else the
//! next direction clockwise, and turns left after each step (the left-hand rule of mazes). Each
//! cell is visited once; the answer is the deepest branch of the search tree.

use super::flood::Marks;
use super::mirror::Mirror;

/// A long path from `start` (not itself checked: it may be a snake's end), first facing `dir`
/// (0 up, 1 right, 2 down, 3 left), avoiding cells for which `avoid` says true. Returns the path
/// without `start`, and how many cells the search visited.
pub fn long_path(
    m: &Mirror,
    marks: &mut Marks,
    start: u32,
    dir: usize,
    avoid: &dyn Fn(u32) -> bool,
) -> (Vec<u32>, usize) {
    marks.next();
    marks.set(start, u32::MAX);
    // Frames: cell, facing, next turn to try (0..4), depth.
    let mut stack: Vec<(u32, u8, u8, u32)> = vec![(start, dir as u8, 0, 0)];
    let (mut best_cell, mut best_depth) = (start, 0u32);
    let mut visited = 0usize;
    while let Some(top) = stack.last_mut() {
        let (cell, facing, tried, depth) = *top;
        if tried >= 4 {
            stack.pop();
            continue;
        }
        top.2 += 1;
        let d = (facing as usize + tried as usize) & 3;
        let next = m.step(cell, d);
        if !m.free(next) || marks.seen(next) || avoid(next) {
            continue;
        }
        marks.set(next, cell);
        visited += 1;
        if depth + 1 > best_depth {
            best_depth = depth + 1;
            best_cell = next;
        }
        stack.push((next, ((d + 3) & 3) as u8, 0, depth + 1));
    }
    let mut path = Vec::with_capacity(best_depth as usize);
    let mut c = best_cell;
    while c != start {
        path.push(c);
        match marks.get(c) {
            Some(p) if p != u32::MAX => c = p,
            _ => break,
        }
    }
    path.reverse();
    (path, visited)
}
