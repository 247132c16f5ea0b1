//! The searches: A* equals the reference breadth-first search, and both agree with a plain
//! search written here on top of the rules alone; every route found replays legally.

use std::collections::{HashSet, VecDeque};

use gridlab::grid::{Cell, Dims};
use gridlab::snake_puzzle::generate::{mixed_corpus, random_puzzle};
use gridlab::snake_puzzle::guided::solve_guided;
use gridlab::snake_puzzle::search::{solve, solve_breadth_first, Solution};
use gridlab::snake_puzzle::text::parse_puzzle;
use gridlab::snake_puzzle::{Puzzle, SnakeState};

/// The shortest route length by a search over `SnakeState`s through `rules` only.
fn plain_shortest(puzzle: &Puzzle) -> Option<usize> {
    let start = puzzle.state();
    let mut seen = HashSet::from([start.clone()]);
    let mut queue = VecDeque::from([(start, 0)]);
    while let Some((state, steps)) = queue.pop_front() {
        for dir in state.legal_moves(puzzle.dims) {
            let next = state.apply(puzzle.dims, dir).unwrap();
            if next.head() == Some(puzzle.apple) {
                return Some(steps + 1);
            }
            if seen.insert(next.clone()) {
                queue.push_back((next, steps + 1));
            }
        }
    }
    None
}

/// The route replays through the rules, ends on the apple, and is as long as the answer layer.
fn check_route(puzzle: &Puzzle, solution: &Solution) {
    if !solution.reachable {
        assert!(solution.moves.is_empty());
        return;
    }
    let end = puzzle
        .state()
        .replay(puzzle.dims, &solution.moves)
        .unwrap_or_else(|(i, e)| panic!("move {i} is illegal ({e}) in\n{}", puzzle.to_text()));
    assert_eq!(end.head(), Some(puzzle.apple), "{}", puzzle.to_text());
    assert_eq!(
        solution.moves.len(),
        solution.layers as usize,
        "{}",
        puzzle.to_text()
    );
}

/// A* and the reference agree on the answer, the route length and the layers.
fn check_agree(puzzle: &Puzzle) -> Solution {
    let fast = solve(puzzle);
    let reference = solve_breadth_first(puzzle);
    let text = puzzle.to_text();
    assert_eq!(fast.reachable, reference.reachable, "{text}");
    assert_eq!(fast.layers, reference.layers, "{text}");
    assert_eq!(fast.moves.len(), reference.moves.len(), "{text}");
    check_route(puzzle, &fast);
    check_route(puzzle, &reference);
    fast
}

#[test]
fn samples_have_legal_shortest_routes() {
    for (n, expected) in [(1, true), (2, false), (3, true), (4, true)] {
        let path = format!(
            "{}/tests/data/kattis-snake/sample-{n}.in",
            env!("CARGO_MANIFEST_DIR")
        );
        let puzzle = parse_puzzle(&std::fs::read_to_string(path).unwrap()).unwrap();
        let solution = check_agree(&puzzle);
        assert_eq!(solution.reachable, expected, "sample {n}");
        assert_eq!(
            plain_shortest(&puzzle),
            solution.reachable.then_some(solution.moves.len())
        );
    }
}

#[test]
fn guided_equals_reference_on_a_generated_corpus() {
    let corpus = mixed_corpus(7, 8000);
    let mut zeros = 0;
    let mut lengths = HashSet::new();
    let mut one_row = 0;
    for puzzle in &corpus {
        let solution = check_agree(puzzle);
        zeros += usize::from(!solution.reachable);
        lengths.insert(puzzle.snake.len());
        one_row += usize::from(puzzle.dims.rows == 1);
    }
    assert!(zeros >= 500, "only {zeros} puzzles with answer 0");
    assert!(one_row >= 900, "only {one_row} one-row boards");
    assert_eq!(lengths.len(), 16, "lengths seen: {lengths:?}");
}

#[test]
fn long_snakes_on_full_boards_agree() {
    for seed in 0..300 {
        let puzzle = random_puzzle(seed, 6 + (seed % 5) as i32, 10, 16);
        assert_eq!(puzzle.snake.len(), 16);
        check_agree(&puzzle);
    }
}

/// Every snake (every self-avoiding path) on a small board, followed by `extend`.
fn all_snakes(dims: Dims, body: &mut Vec<Cell>, found: &mut Vec<Vec<Cell>>) {
    found.push(body.clone());
    if body.len() + 1 >= dims.area() || body.len() >= 16 {
        return;
    }
    let last = *body.last().unwrap();
    for next in dims.orthogonal_neighbours(last).collect::<Vec<_>>() {
        if !body.contains(&next) {
            body.push(next);
            all_snakes(dims, body, found);
            body.pop();
        }
    }
}

#[test]
fn every_puzzle_on_tiny_boards_matches_the_plain_search() {
    let mut checked = 0;
    for (rows, cols) in [(1, 2), (1, 10), (2, 2), (2, 3), (3, 3), (2, 5), (3, 4)] {
        let dims = Dims::new(rows, cols);
        let mut snakes = Vec::new();
        for start in dims.cells() {
            all_snakes(dims, &mut vec![start], &mut snakes);
        }
        for snake in snakes {
            for apple in dims.cells().filter(|c| !snake.contains(c)) {
                let puzzle = Puzzle::new(dims, snake.clone(), apple).unwrap();
                let solution = check_agree(&puzzle);
                let expected = plain_shortest(&puzzle);
                assert_eq!(
                    solution.reachable.then_some(solution.moves.len()),
                    expected,
                    "{}",
                    puzzle.to_text()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 15_000, "{checked}");
}

#[test]
fn a_lone_head_goes_straight_to_the_apple() {
    let puzzle = Puzzle::new(Dims::new(10, 10), vec![Cell::new(0, 0)], Cell::new(9, 9)).unwrap();
    let solution = check_agree(&puzzle);
    assert_eq!(solution.moves.len(), 18);
}

#[test]
fn on_one_row_a_longer_snake_only_goes_forward() {
    let text = "1 6\n.10..A\n";
    assert!(solve(&parse_puzzle(text).unwrap()).reachable);
    let behind = "1 6\nA.10..\n";
    let solution = check_agree(&parse_puzzle(behind).unwrap());
    assert!(!solution.reachable);
    assert_eq!(solution.layers, 2);
    // A lone head turns around freely.
    assert!(solve(&parse_puzzle("1 6\nA..0..\n").unwrap()).reachable);
}

#[test]
fn invalid_puzzles_get_no_answer_and_no_panic() {
    let bad = [
        Puzzle {
            dims: Dims::new(11, 3),
            snake: vec![Cell::new(0, 0)],
            apple: Cell::new(0, 1),
        },
        Puzzle {
            dims: Dims::new(3, 3),
            snake: vec![],
            apple: Cell::new(0, 1),
        },
        Puzzle {
            dims: Dims::new(3, 3),
            snake: vec![Cell::new(0, 0), Cell::new(2, 2)],
            apple: Cell::new(0, 1),
        },
        Puzzle {
            dims: Dims::new(3, 3),
            snake: vec![Cell::new(0, 0)],
            apple: Cell::new(0, 0),
        },
        Puzzle {
            dims: Dims::new(3, 3),
            snake: vec![Cell::new(0, 0)],
            apple: Cell::new(-1, 0),
        },
    ];
    for puzzle in &bad {
        assert!(puzzle.check().is_err());
        assert_eq!(solve(puzzle), Solution::invalid());
        assert_eq!(solve_guided(puzzle), Solution::invalid());
        assert_eq!(solve_breadth_first(puzzle), Solution::invalid());
    }
}

#[test]
fn states_round_trip_through_the_text_form() {
    let puzzle = random_puzzle(99, 7, 8, 12);
    let moved = puzzle
        .state()
        .apply(puzzle.dims, puzzle.state().legal_moves(puzzle.dims)[0])
        .unwrap();
    let text = puzzle.with_state(&moved).to_text();
    assert_eq!(parse_puzzle(&text).unwrap().state(), moved);
    assert_eq!(SnakeState::new(moved.body.clone()), moved);
}
