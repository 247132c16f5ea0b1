//! The move rules: a lone head, a length-2 snake, entering the cell the tail vacates.

use gridlab::grid::{Cell, Dims};
use gridlab::snake_puzzle::rules::{moves_text, parse_moves, Dir, MoveError, SnakeState};
use gridlab::snake_puzzle::text::parse_puzzle;

fn snake(cells: &[(i32, i32)]) -> SnakeState {
    SnakeState::new(cells.iter().map(|&(r, c)| Cell::new(r, c)).collect())
}

#[test]
fn a_lone_head_moves_anywhere_on_the_grid() {
    let dims = Dims::new(3, 3);
    let middle = snake(&[(1, 1)]);
    assert_eq!(middle.legal_moves(dims), Dir::ALL.to_vec());
    let moved = middle.apply(dims, Dir::Left).unwrap();
    assert_eq!(moved, snake(&[(1, 0)]));
    // It may turn straight back: it has no neck.
    assert_eq!(moved.apply(dims, Dir::Right).unwrap(), middle);
    assert_eq!(moved.apply(dims, Dir::Left), Err(MoveError::LeavesGrid));
    assert_eq!(
        snake(&[(0, 0)]).legal_moves(dims),
        vec![Dir::Right, Dir::Down]
    );
}

#[test]
fn a_length_two_snake_may_not_reverse_onto_its_tail() {
    let dims = Dims::new(3, 3);
    let two = snake(&[(1, 1), (1, 2)]);
    // The neck is the tail, which is vacating, and still the move is forbidden.
    assert_eq!(
        two.apply(dims, Dir::Right),
        Err(MoveError::ReversesOntoNeck)
    );
    assert_eq!(two.legal_moves(dims), vec![Dir::Up, Dir::Down, Dir::Left]);
    assert_eq!(two.apply(dims, Dir::Up).unwrap(), snake(&[(0, 1), (1, 1)]));
    // Around a 2 x 2 square and back to the start shape after four moves.
    let around = two
        .replay(dims, &[Dir::Up, Dir::Right, Dir::Down, Dir::Left])
        .unwrap();
    assert_eq!(around, snake(&[(1, 1), (1, 2)]));
}

#[test]
fn the_head_may_enter_the_cell_the_tail_vacates() {
    let dims = Dims::new(2, 2);
    // A 2 x 2 ring filled by four segments: the only free cell is the tail's.
    let ring = snake(&[(0, 0), (1, 0), (1, 1), (0, 1)]);
    assert_eq!(ring.legal_moves(dims), vec![Dir::Right]);
    let moved = ring.apply(dims, Dir::Right).unwrap();
    assert_eq!(moved, snake(&[(0, 1), (0, 0), (1, 0), (1, 1)]));
    // The segment before the tail stays put, so it bites.
    let three = snake(&[(0, 0), (1, 0), (1, 1)]);
    assert_eq!(
        three.apply(dims, Dir::Right).unwrap(),
        snake(&[(0, 1), (0, 0), (1, 0)])
    );
    let four = snake(&[(0, 1), (0, 0), (1, 0), (1, 1)]);
    assert_eq!(four.legal_moves(dims), vec![Dir::Down]);
}

#[test]
fn sample_four_needs_the_vacating_tail_cell() {
    let text = std::fs::read_to_string(format!(
        "{}/tests/data/kattis-snake/sample-4.in",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let puzzle = parse_puzzle(&text).unwrap();
    let start = puzzle.state();
    // The head at (4,1) is boxed in: up is segment 1, right is the tail `d`, left and down are edges.
    assert_eq!(start.legal_moves(puzzle.dims), vec![Dir::Right]);
    let tail = *start.body.last().unwrap();
    assert_eq!(
        start.apply(puzzle.dims, Dir::Right).unwrap().head(),
        Some(tail)
    );
}

#[test]
fn errors_read_as_sentences() {
    let dims = Dims::new(3, 3);
    let bent = snake(&[(1, 1), (1, 2), (2, 2), (2, 1), (2, 0)]);
    assert_eq!(
        bent.apply(dims, Dir::Down).unwrap_err().to_string(),
        "the head would bite the body at (3,2)"
    );
    assert_eq!(
        bent.apply(dims, Dir::Right).unwrap_err().to_string(),
        "a snake cannot reverse onto its neck"
    );
    let edge = snake(&[(0, 0), (0, 1)]);
    assert_eq!(
        edge.apply(dims, Dir::Up).unwrap_err().to_string(),
        "the head would leave the grid"
    );
    assert_eq!(
        SnakeState::new(Vec::new()).apply(dims, Dir::Up),
        Err(MoveError::NoSnake)
    );
    let stuck = bent.replay(dims, &[Dir::Up, Dir::Right, Dir::Right]);
    assert_eq!(stuck.unwrap_err().0, 2);
}

#[test]
fn directions_have_letters_and_serde_forms() {
    for dir in Dir::ALL {
        assert_eq!(Dir::from_letter(dir.letter()), Some(dir));
        assert_eq!(dir.to_string().parse::<Dir>(), Ok(dir));
        assert_eq!(dir.opposite().opposite(), dir);
        let json = serde_json::to_string(&dir).unwrap();
        assert_eq!(json, format!("\"{}\"", dir.letter()));
        assert_eq!(serde_json::from_str::<Dir>(&json).unwrap(), dir);
    }
    assert_eq!(serde_json::from_str::<Dir>("\"Left\"").unwrap(), Dir::Left);
    assert!("X".parse::<Dir>().is_err());
    let moves = parse_moves("r, R d l u").unwrap();
    assert_eq!(moves_text(&moves), "RRDLU");
    assert!(parse_moves("RQ").is_err());
}
