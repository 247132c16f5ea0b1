//! The snake lab: explore and play modes, refusals with reasons, replays that reopen the same.

use gridlab::replay::Replay;
use gridlab::snake_puzzle::lab::SnakeLab;
use gridlab::snake_puzzle::{Dir, MoveError};
use gridlab::trace::StepKind;

fn sample(n: u32) -> String {
    let path = format!(
        "{}/tests/data/kattis-snake/sample-{n}.in",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

fn open(puzzle: &str, mode: &str) -> SnakeLab {
    let params = serde_json::json!({ "puzzle": puzzle, "mode": mode });
    SnakeLab::open(&Replay::new("snake", params, 0)).unwrap()
}

#[test]
fn explore_ends_with_the_shortest_route_on_the_apple() {
    for n in [1, 3, 4] {
        let lab = open(&sample(n), "explore");
        let steps = lab.steps();
        let last = steps.last().unwrap();
        assert_eq!(last.trace.kind, StepKind::GameOver, "sample {n}");
        assert_eq!(last.body[0], lab.puzzle().apple);
        assert_eq!(last.trace.turn as usize, lab.exploration().moves.len());
        assert!(steps.iter().any(|s| s.trace.kind == StepKind::Solved));
    }
}

#[test]
fn an_unreachable_apple_shows_only_the_search() {
    let lab = open(&sample(2), "explore");
    let steps = lab.steps();
    assert!(steps.iter().all(|s| s.trace.turn == 0));
    assert!(steps.last().unwrap().trace.note.contains("answer 0"));
}

#[test]
fn play_follows_the_rules_and_says_why_not() {
    // Every direction is tried: the legal ones play, the others are refused.
    let mut lab = open(&sample(4), "play");
    let legal = lab.state().legal_moves(lab.puzzle().dims);
    for dir in Dir::ALL {
        let result = lab.play(dir);
        if legal.contains(&dir) {
            assert!(result.is_ok());
            assert!(lab.undo());
        } else {
            assert!(result.is_err());
        }
    }
    for dir in lab.exploration().moves.clone() {
        lab.play(dir).unwrap();
    }
    assert!(lab.arrived());
    assert_eq!(lab.play(Dir::Up), Err(MoveError::Arrived));
    let last = lab.steps().last().unwrap().trace.note.clone();
    assert!(last.contains("the shortest possible"), "{last}");
}

#[test]
fn replays_reopen_to_the_same_steps() {
    let mut lab = open(&sample(1), "play");
    for dir in lab.exploration().moves.clone().into_iter().take(3) {
        lab.play(dir).unwrap();
    }
    let reopened = SnakeLab::open(&Replay::from_json(&lab.replay().to_json()).unwrap()).unwrap();
    assert_eq!(reopened.steps(), lab.steps());
    let random = SnakeLab::open(&Replay::new(
        "snake",
        serde_json::json!({"rows": 7, "cols": 9, "length": 8}),
        5,
    ))
    .unwrap();
    let again = SnakeLab::open(&Replay::from_json(&random.replay().to_json()).unwrap()).unwrap();
    assert_eq!(again.puzzle(), random.puzzle());
}

#[test]
fn bad_replays_are_refused_with_the_reason() {
    let bad_move = Replay {
        actions: vec![serde_json::json!("X")],
        ..Replay::new("snake", serde_json::json!({"puzzle": sample(1)}), 0)
    };
    let e = SnakeLab::open(&bad_move).err().unwrap().to_string();
    assert!(e.contains("action 1") && e.contains("U, D, L, R"), "{e}");
    let e = SnakeLab::open(&Replay::new("snake", serde_json::json!({"rows": 11}), 0))
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("rows and cols"), "{e}");
    let e = SnakeLab::open(&Replay::new(
        "snake",
        serde_json::json!({"puzzle": "2 2\n0.\n.B\n"}),
        0,
    ))
    .err()
    .unwrap()
    .to_string();
    assert!(e.starts_with("params: puzzle: line 3"), "{e}");
}
