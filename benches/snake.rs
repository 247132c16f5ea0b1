//! Solve times for the snake puzzle: the median and the worst over a generated corpus, then
//! criterion on the slowest puzzle, a median one and the whole corpus.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use gridlab::snake_puzzle::generate::{mixed_corpus, random_puzzle};
use gridlab::snake_puzzle::search::{solve, solve_breadth_first};
use gridlab::snake_puzzle::text::parse_puzzle;
use gridlab::snake_puzzle::Puzzle;

/// Puzzles in the corpus (the issue asks for at least 1,000).
const CORPUS: usize = 2000;

/// The corpus: mixed sizes and lengths, plus full 10 x 10 boards with long snakes.
fn corpus() -> Vec<Puzzle> {
    let mut puzzles = mixed_corpus(2024, CORPUS / 2);
    puzzles.extend(
        (0..CORPUS as u64 / 2).map(|seed| random_puzzle(seed, 10, 10, 8 + (seed % 9) as usize)),
    );
    puzzles
}

/// The best of a few runs of `solve`, so one slow run (a page fault, a context switch) does not count.
fn time_solve(puzzle: &Puzzle) -> Duration {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            black_box(solve(black_box(puzzle)));
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// Prints the median and worst solve time and state counts; returns the slowest and a median puzzle.
fn survey(puzzles: &[Puzzle]) -> (Puzzle, Puzzle) {
    let mut timed: Vec<(Duration, usize)> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| (time_solve(p), i))
        .collect();
    timed.sort();
    let (median, median_i) = timed[timed.len() / 2];
    let (worst, worst_i) = timed[timed.len() - 1];
    let solutions: Vec<_> = puzzles.iter().map(solve).collect();
    let mut states: Vec<u64> = solutions.iter().map(|s| s.states_seen).collect();
    states.sort_unstable();
    let reachable = solutions.iter().filter(|s| s.reachable).count();
    println!(
        "snake corpus: {} puzzles, {} answer 1, {} answer 0",
        puzzles.len(),
        reachable,
        puzzles.len() - reachable
    );
    println!("solve time: median {median:?}, worst {worst:?}");
    println!(
        "states seen (A*): median {}, worst {}; slowest puzzle stored {} states",
        states[states.len() / 2],
        states[states.len() - 1],
        solutions[worst_i].states_seen
    );
    let bfs = solve_breadth_first(&puzzles[worst_i]);
    println!(
        "slowest puzzle, reference BFS: {} states, {} layers",
        bfs.states_seen, bfs.layers
    );
    println!("slowest puzzle:\n{}", puzzles[worst_i].to_text());
    (puzzles[worst_i].clone(), puzzles[median_i].clone())
}

/// Hand-made puzzles with millions of whole states before the apple's layer (BFS counts).
const HARD: [&str; 2] = [
    // A 16-segment snake along two edges, the apple in the far corner: 4.9 million BFS states.
    "10 10\nA...fedcba\n.........9\n.........8\n.........7\n.........6\n.........5\n.........4\n.........3\n.........2\n........01\n",
    // A 16-segment snake down the left edge and along the bottom.
    "10 10\n0.........\n1.........\n2.........\n3.........\n4.........\n5.........\n6.........\n7.........\n8.........\n9abcdef..A\n",
];

fn bench(c: &mut Criterion) {
    let puzzles = corpus();
    let (worst, median) = survey(&puzzles);
    for text in HARD {
        let Ok(puzzle) = parse_puzzle(text) else {
            continue;
        };
        let solution = solve(&puzzle);
        println!(
            "hand-made: {:?} per solve, {} states (A*), answer length {}",
            time_solve(&puzzle),
            solution.states_seen,
            solution.moves.len()
        );
    }
    c.bench_function("snake solve: slowest of the corpus", |b| {
        b.iter(|| solve(black_box(&worst)))
    });
    c.bench_function("snake solve: a median puzzle", |b| {
        b.iter(|| solve(black_box(&median)))
    });
    c.bench_function("snake solve: whole corpus", |b| {
        b.iter(|| {
            puzzles
                .iter()
                .map(|p| solve(black_box(p)).states_seen)
                .sum::<u64>()
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
