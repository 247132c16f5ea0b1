//! The snake lab through the game model's session: explore and play modes, refusals with
//! reasons, replays that reopen the same.

use gridlab::games;
use gridlab::model::{Session, SessionError, View};
use gridlab::replay::Replay;
use gridlab::snake_puzzle::explore::explore;
use gridlab::snake_puzzle::text::parse_puzzle;
use gridlab::trace::StepKind;

fn sample(n: u32) -> String {
    let path = format!(
        "{}/tests/data/kattis-snake/sample-{n}.in",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

fn open(puzzle: &str, mode: &str) -> Box<dyn Session> {
    let params = serde_json::json!({ "puzzle": puzzle, "mode": mode });
    games::open(&Replay::new("snake", params, 0)).unwrap()
}

fn shortest(n: u32) -> Vec<String> {
    let puzzle = parse_puzzle(&sample(n)).unwrap();
    explore(&puzzle)
        .moves
        .iter()
        .map(|d| d.letter().to_string())
        .collect()
}

#[test]
fn explore_ends_with_the_shortest_route_on_the_apple() {
    for n in [1, 3, 4] {
        let mut lab = open(&sample(n), "explore");
        let view = View::all(lab.info());
        let last = lab.summary().steps - 1;
        let frame = lab.frame(last, &view).unwrap();
        assert_eq!(frame.kind, StepKind::GameOver, "sample {n}");
        assert_eq!(frame.turn as usize, shortest(n).len());
        assert!(
            frame.note.contains("the shortest possible"),
            "{}",
            frame.note
        );
        let snake = frame.pieces.iter().find(|p| p.kind == "snake").unwrap();
        let apple = frame.pieces.iter().find(|p| p.kind == "apple").unwrap();
        assert_eq!(snake.cells[0], apple.cells[0]);
        let kinds = lab.marks().kinds;
        assert!(kinds.contains(&StepKind::Solved.code()));
    }
}

#[test]
fn the_route_drawn_while_walking_it_starts_at_the_head() {
    let mut lab = open(&sample(3), "explore");
    let view = View::all(lab.info());
    let moves = shortest(3).len();
    let steps = lab.summary().steps;
    let mut walked = 0;
    for step in 0..steps {
        let frame = lab.frame(step, &view).unwrap();
        let turn = frame.turn as usize;
        let Some(route) = frame.overlays.iter().find(|o| o.layer == "candidate-path") else {
            continue;
        };
        let head = frame
            .pieces
            .iter()
            .find(|p| p.kind == "snake")
            .unwrap()
            .cells[0];
        assert_eq!(route.cells[0], head, "step {step}");
        // Turn 0 draws all of it, each move after one cell less (the trail is the walked part).
        assert_eq!(route.cells.len(), moves + 1 - turn, "step {step}");
        walked = walked.max(turn);
    }
    assert_eq!(walked, moves);
}

#[test]
fn an_unreachable_apple_shows_only_the_search() {
    let mut lab = open(&sample(2), "explore");
    let marks = lab.marks();
    assert!(marks.turns.iter().all(|&t| t == 0));
    let last = marks.turns.len() - 1;
    let frame = lab.frame(last, &View::all(lab.info())).unwrap();
    assert!(frame.note.contains("answer 0"), "{}", frame.note);
}

#[test]
fn play_follows_the_rules_and_says_why_not() {
    let mut lab = open(&sample(4), "play");
    let legal = lab.legal_moves().remove(0);
    for dir in ["U", "D", "L", "R"] {
        let result = lab.play(0, dir);
        if legal.iter().any(|l| l == dir) {
            assert!(result.is_ok(), "{dir}");
            lab.undo().unwrap();
        } else {
            assert!(matches!(result, Err(SessionError::Refused(_))), "{dir}");
        }
    }
    assert_eq!(
        lab.play(0, "Q").unwrap_err().to_string(),
        "`Q` is not a move: `Q` is not a direction: use U, D, L or R"
    );
    for dir in shortest(4) {
        let last = lab.summary().steps - 1;
        lab.play(last, &dir).unwrap();
    }
    let summary = lab.summary();
    assert!(!summary.awaits_person);
    let verdict = summary.report.unwrap().verdict;
    assert!(verdict.contains("the shortest possible"), "{verdict}");
    assert_eq!(
        lab.play(summary.steps - 1, "U"),
        Err(SessionError::GameOver)
    );
}

#[test]
fn replays_reopen_to_the_same_steps() {
    let mut lab = open(&sample(1), "play");
    for dir in shortest(1).into_iter().take(3) {
        let last = lab.summary().steps - 1;
        lab.play(last, &dir).unwrap();
    }
    let mut reopened = games::open(&Replay::from_json(&lab.replay().to_json()).unwrap()).unwrap();
    let view = View::all(lab.info());
    let steps = lab.summary().steps;
    assert_eq!(reopened.summary().steps, steps);
    for step in 0..steps {
        assert_eq!(reopened.frame(step, &view), lab.frame(step, &view));
    }
}

#[test]
fn bad_replays_are_refused_with_the_reason() {
    let bad_move = Replay {
        actions: vec![serde_json::json!("X")],
        ..Replay::new("snake", serde_json::json!({"puzzle": sample(1)}), 0)
    };
    let e = games::open(&bad_move).err().unwrap().to_string();
    assert!(e.contains("action 1") && e.contains("U, D, L or R"), "{e}");
    let e = games::open(&Replay::new("snake", serde_json::json!({"rows": 11}), 0))
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("rows = 11 is too large (at most 10)"), "{e}");
    let e = games::open(&Replay::new(
        "snake",
        serde_json::json!({"puzzle": "2 2\n0.\n.B\n"}),
        0,
    ))
    .err()
    .unwrap()
    .to_string();
    assert!(e.starts_with("params: puzzle: line 3"), "{e}");
    let e = games::open(&Replay::new("snake", serde_json::json!({"mode": "xyz"}), 0))
        .err()
        .unwrap()
        .to_string();
    assert!(
        e.contains("mode \"xyz\" is not one of explore, play"),
        "{e}"
    );
}

#[test]
fn a_puzzle_made_longer_to_answer_0_says_so_and_reopens_the_same() {
    for mode in ["explore", "play"] {
        let params =
            serde_json::json!({ "rows": 6, "cols": 8, "length": 6, "worth": 2, "mode": mode });
        // Seed 3: no 6-long snake of the seed's first puzzles is boxed in; a 12-long one is.
        let mut lab = games::open(&Replay::new("snake", params, 3)).unwrap();
        let frame = lab.frame(0, &View::all(lab.info())).unwrap();
        assert!(
            frame.note.starts_with("The snake is 12 long")
                && frame.note.contains("long, not the 6 asked"),
            "{}",
            frame.note
        );
        // The replay keeps the length asked for: it makes the same puzzle again.
        let replay = lab.replay();
        assert_eq!(replay.params["length"], 6);
        let mut reopened = games::open(&Replay::from_json(&replay.to_json()).unwrap()).unwrap();
        assert_eq!(reopened.text(0), lab.text(0), "{mode}");
    }
}

#[test]
fn a_snake_shortened_to_fit_a_small_grid_is_not_said_to_be_longer() {
    for worth in [0, 1, 2] {
        let params = serde_json::json!({ "rows": 2, "cols": 3, "length": 6, "worth": worth, "mode": "explore" });
        let mut lab = games::open(&Replay::new("snake", params, 4)).unwrap();
        let frame = lab.frame(0, &View::all(lab.info())).unwrap();
        assert!(!frame.note.starts_with("The snake is"), "{}", frame.note);
    }
}

#[test]
fn a_hover_that_draws_a_search_state_says_which_snake_each_line_is_about() {
    // Sample 3's head steps out of its body's way: at every layer, a frontier cell on the start
    // body draws a state with its head there over the faded snake, and the tooltip says so.
    let mut lab = open(&sample(3), "explore");
    let view = View::all(lab.info());
    let mut told = 0;
    for step in 1..lab.summary().steps {
        let frame = lab.frame(step, &view).unwrap();
        let Some(frontier) = frame.overlays.iter().find(|o| o.layer == "frontier") else {
            continue;
        };
        for &cell in frontier.cells.iter() {
            let hover = lab.hover(step, cell, &view).unwrap();
            let on_body = hover.lines.iter().any(|l| l.contains("segment"));
            if hover.piece.is_some() {
                assert!(
                    hover
                        .lines
                        .iter()
                        .any(|l| l.ends_with("one such state is drawn, its head (0) here")),
                    "{:?}",
                    hover.lines
                );
                if on_body {
                    assert!(
                        hover.lines.iter().any(|l| l.starts_with(
                            "under the drawn state, the snake as it stands (faded): "
                        )),
                        "{:?}",
                        hover.lines
                    );
                    told += 1;
                }
            }
        }
    }
    assert!(told > 0, "no frontier cell on the start body");
}
