//! Random valid puzzles by seed and size, the same natively and in wasm.

use super::puzzle::{Puzzle, MAX_LENGTH, MAX_SIDE};
use crate::grid::{Cell, Dims};
use crate::rng::SeededRng;

/// How many random walks to try before laying the snake along a back-and-forth path.
const WALK_TRIES: usize = 40;

/// A valid puzzle from a seed: `rows` and `cols` are clamped to 1..=10 (a 1 x 1 grid becomes
/// 1 x 2) and `len` to 1..=16 and to one less than the number of cells.
///
/// One seed in three coils the snake tightly with its head inside, which often traps it (the
/// answer 0); the others lay it as a random self-avoiding walk. The apple goes on a free cell.
pub fn random_puzzle(seed: u64, rows: i32, cols: i32, len: usize) -> Puzzle {
    let rows = rows.clamp(1, MAX_SIDE);
    let cols = if rows == 1 {
        cols.clamp(2, MAX_SIDE)
    } else {
        cols.clamp(1, MAX_SIDE)
    };
    let dims = Dims::new(rows, cols);
    let len = len.clamp(1, MAX_LENGTH.min(dims.area() - 1));
    let mut rng = SeededRng::new(seed);
    let coiled = rng.chance(1, 3);
    let snake = (0..WALK_TRIES)
        .find_map(|_| random_walk(&mut rng, dims, len, coiled))
        .unwrap_or_else(|| back_and_forth(&mut rng, dims, len));
    let free: Vec<Cell> = dims.cells().filter(|c| !snake.contains(c)).collect();
    let apple = free
        .get(rng.index(free.len().max(1)))
        .copied()
        .unwrap_or(Cell::new(0, 0));
    Puzzle { dims, snake, apple }
}

/// A self-avoiding walk of `len` cells, or `None` when it runs into a dead end.
///
/// A coiled walk always steps to a cell with the fewest free neighbours, so it winds along the
/// edges and around itself; it is then read backwards, so the head ends up inside the coil.
fn random_walk(rng: &mut SeededRng, dims: Dims, len: usize, coiled: bool) -> Option<Vec<Cell>> {
    let mut walk = vec![dims.cell(rng.index(dims.area()))];
    while walk.len() < len {
        let last = *walk.last()?;
        let mut options: Vec<Cell> = dims
            .orthogonal_neighbours(last)
            .filter(|c| !walk.contains(c))
            .collect();
        if coiled {
            let free_around = |c: &Cell| {
                dims.orthogonal_neighbours(*c)
                    .filter(|n| !walk.contains(n))
                    .count()
            };
            let fewest = options.iter().map(free_around).min()?;
            options.retain(|c| free_around(c) == fewest);
        }
        let next = *options.get(rng.index(options.len().max(1)))?;
        walk.push(next);
    }
    if coiled {
        walk.reverse();
    }
    Some(walk)
}

/// `len` consecutive cells of the path that sweeps the rows left to right, then right to left.
fn back_and_forth(rng: &mut SeededRng, dims: Dims, len: usize) -> Vec<Cell> {
    let sweep: Vec<Cell> = (0..dims.rows)
        .flat_map(|r| {
            (0..dims.cols)
                .map(move |c| Cell::new(r, if r % 2 == 0 { c } else { dims.cols - 1 - c }))
        })
        .collect();
    let start = rng.index(sweep.len().saturating_sub(len) + 1);
    let mut snake: Vec<Cell> = sweep.into_iter().skip(start).take(len).collect();
    if rng.chance(1, 2) {
        snake.reverse();
    }
    snake
}

/// `count` puzzles of mixed sizes (1..=10 rows and columns) and snake lengths (1..=16).
///
/// Every eighth puzzle has a single row, and lengths 1, 2 and 16 (or as long as fits) come up
/// at least once in every eight puzzles, so a corpus exercises the edge cases of the rules.
pub fn mixed_corpus(seed: u64, count: usize) -> Vec<Puzzle> {
    let mut rng = SeededRng::new(seed);
    (0..count)
        .map(|i| {
            let rows = if i % 8 == 7 {
                1
            } else {
                rng.range_u64(1, 10) as i32
            };
            let cols = rng.range_u64(1, 10) as i32;
            let len = match i % 8 {
                0 => 1,
                1 => 2,
                2 | 3 => MAX_LENGTH,
                _ => rng.range_u64(1, MAX_LENGTH as u64) as usize,
            };
            random_puzzle(rng.range_u64(0, u64::MAX - 1), rows, cols, len)
        })
        .collect()
}
