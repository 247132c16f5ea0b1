//! The explorer's data: layers, samples, the route, the reachable heads and the micro-steps.

use gridlab::grid::Cell;
use gridlab::snake_puzzle::explore::{explore, explore_within, SAMPLE_SIZE, VIEWER_STATE_BUDGET};
use gridlab::snake_puzzle::generate::mixed_corpus;
use gridlab::snake_puzzle::search::solve_breadth_first;
use gridlab::snake_puzzle::text::parse_puzzle;
use gridlab::snake_puzzle::Puzzle;
use gridlab::trace::{StepKind, TraceEvent};

fn sample(n: u32) -> Puzzle {
    let path = format!(
        "{}/tests/data/kattis-snake/sample-{n}.in",
        env!("CARGO_MANIFEST_DIR")
    );
    parse_puzzle(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn layers_add_up_and_agree_with_the_reference() {
    for puzzle in mixed_corpus(11, 300) {
        let exploration = explore(&puzzle);
        let reference = solve_breadth_first(&puzzle);
        assert_eq!(exploration.reachable, reference.reachable);
        assert_eq!(exploration.moves.len(), reference.moves.len());
        assert_eq!(exploration.layers.len() as u32, reference.layers + 1);
        let mut total = 0;
        for (t, layer) in exploration.layers.iter().enumerate() {
            assert_eq!(layer.t as usize, t);
            total += layer.states;
            assert_eq!(layer.total_states, total);
            assert!(layer.states > 0);
            assert!(!layer.sample.is_empty() && layer.sample.len() <= SAMPLE_SIZE);
            // Every head cell of the layer has a sample state to show.
            for head in &layer.heads {
                assert!(layer.sample.iter().any(|s| s.head() == Some(*head)));
            }
            for state in layer
                .sample
                .iter()
                .filter(|s| s.head() != Some(puzzle.apple))
            {
                assert!(puzzle.with_state(state).check().is_ok());
            }
            assert!(layer
                .new_heads
                .iter()
                .all(|c| layer.heads.contains(c) && layer.reached.contains(c)));
        }
        assert_eq!(exploration.states_seen, total);
        let last = exploration.layers.last().unwrap();
        assert_eq!(exploration.reachable_heads, last.reached);
        assert_eq!(
            exploration.reachable_heads.contains(&puzzle.apple),
            exploration.reachable
        );
        if exploration.reachable {
            assert_eq!(exploration.route.len(), exploration.moves.len() + 1);
            assert_eq!(exploration.route.last().unwrap().head(), Some(puzzle.apple));
            assert_eq!(exploration.route[0], puzzle.state());
        }
    }
}

#[test]
fn sample_two_shows_every_reachable_head_and_no_apple() {
    let exploration = explore(&sample(2));
    assert!(!exploration.reachable);
    // The head at (5,3) can only go left along the bottom row.
    let expected = vec![Cell::new(4, 0), Cell::new(4, 1), Cell::new(4, 2)];
    assert_eq!(exploration.reachable_heads, expected);
    let steps = exploration.steps();
    let last = steps.last().unwrap();
    assert_eq!(last.kind, StepKind::Solved);
    assert!(
        last.note.starts_with("answer 0: no new state after t=2"),
        "{}",
        last.note
    );
    assert!(
        last.note.contains("the head reaches 3 cells"),
        "{}",
        last.note
    );
}

#[test]
fn sample_four_explains_entering_the_vacated_tail_cell() {
    let exploration = explore(&sample(4));
    assert!(exploration.reachable);
    let first = &exploration.layers[1];
    assert_eq!(first.vacated, Some(Cell::new(3, 1)));
    assert_eq!(first.heads_on_vacated, 1);
    let steps = exploration.steps();
    assert_eq!(steps.len(), exploration.layers.len() + 1);
    assert_eq!(steps[0].kind, StepKind::Start);
    assert!(
        steps[0].note.starts_with(
            "t=0: the start: a snake of 14 segments (numbered 0 to d: after 9 come a, b,"
        ),
        "{}",
        steps[0].note
    );
    assert_eq!(steps[1].note, "t=1: 1 new state, the head on 1 cell (1 not reached before); the tail left (4,2) and the head entered it in 1 state");
    let answer = steps.last().unwrap();
    assert!(
        answer
            .note
            .starts_with("answer 1: a shortest route to the apple at (1,4) is "),
        "{}",
        answer.note
    );
    let path = answer.events.iter().find_map(|e| match e {
        TraceEvent::Path {
            layer: "candidate-path",
            cells,
        } => Some(cells.clone()),
        _ => None,
    });
    let path = path.unwrap();
    assert_eq!(path.first(), Some(&Cell::new(3, 0)));
    assert_eq!(path.last(), Some(&Cell::new(0, 3)));
    assert_eq!(path.len(), exploration.moves.len() + 1);
}

#[test]
fn every_layer_step_draws_frontier_and_reached() {
    let exploration = explore(&sample(1));
    for (step, layer) in exploration.steps().iter().zip(&exploration.layers) {
        assert!(
            step.note.starts_with(&format!("t={}:", layer.t)),
            "{}",
            step.note
        );
        let keys: Vec<&str> = step
            .events
            .iter()
            .map(|e| match e {
                TraceEvent::Cells { layer, .. } => *layer,
                _ => "other",
            })
            .collect();
        assert_eq!(keys, ["frontier", "reached", "freed"]);
        // The start body's cells the tail has left: one a move, until none of it is left.
        let freed = step.events.iter().find_map(|e| match e {
            TraceEvent::Cells {
                layer: "freed",
                cells,
            } => Some(cells.len()),
            _ => None,
        });
        let body = exploration.layers[0].sample[0].len();
        assert_eq!(freed, Some((layer.t as usize).min(body)), "t={}", layer.t);
    }
    let json = serde_json::to_string(&exploration.steps()).unwrap();
    assert!(json.contains("\"layer\":\"frontier\""));
    assert!(serde_json::to_string(&exploration)
        .unwrap()
        .contains("\"moves\":[\""));
}

#[test]
fn an_invalid_puzzle_explains_why() {
    let mut puzzle = sample(3);
    puzzle.apple = puzzle.snake[2];
    let exploration = explore(&puzzle);
    assert!(exploration.layers.is_empty() && !exploration.reachable);
    let steps = exploration.steps();
    assert_eq!(steps.len(), 1);
    assert!(
        steps[0].note.contains("lies on segment `2`"),
        "{}",
        steps[0].note
    );
}

#[test]
fn a_state_budget_stops_the_layers_but_not_the_answer() {
    let text = "10 10\nA...fedcba\n.........9\n.........8\n.........7\n.........6\n\
                .........5\n.........4\n.........3\n.........2\n........01\n";
    let puzzle = parse_puzzle(text).unwrap();
    let exploration = explore_within(&puzzle, 5_000);
    assert!(!exploration.complete);
    assert!(exploration.states_seen <= 5_000);
    assert!(exploration.reachable);
    assert_eq!(exploration.moves.len(), 17);
    assert_eq!(exploration.route.last().unwrap().head(), Some(puzzle.apple));
    let note = exploration.steps().last().unwrap().note.clone();
    assert!(note.starts_with("the layers stop after t="), "{note}");
    assert!(
        note.contains("the exact search answers 1: a shortest route"),
        "{note}"
    );
    // With room enough the budget changes nothing.
    let small = sample(1);
    assert_eq!(explore_within(&small, VIEWER_STATE_BUDGET), explore(&small));
    assert!(explore(&small).complete);
}

#[test]
fn the_tail_rule_is_said_once_and_the_start_bodys_end_where_the_head_began() {
    // Sample 3 (9 segments, the head at (5,5)): no head enters the cell the tail leaves in its
    // first 9 layers. The rule is said at the first move only; later layers name the cell, and
    // the 9th names the head's start cell, the last of the start body.
    let puzzle = sample(3);
    let exploration = explore(&puzzle);
    let notes: Vec<String> = exploration.steps().into_iter().map(|s| s.note).collect();
    assert!(notes[1].ends_with("the tail left (3,3) (a head may enter the cell the tail leaves in the same move; none did here)"), "{}", notes[1]);
    let rule = "a head may enter the cell the tail leaves";
    assert_eq!(notes.iter().filter(|n| n.contains(rule)).count(), 1);
    assert!(
        notes[2].ends_with("the tail left (3,2), and no head entered it"),
        "{}",
        notes[2]
    );
    assert!(
        notes[9].ends_with(
            "the tail left (5,5), where the head started: no cell of the start body is left"
        ),
        "{}",
        notes[9]
    );
}

#[test]
fn a_search_over_head_cells_alone_is_set_beside_the_right_one() {
    // It never beats the shortest route and answers 0 wherever the right search does; where
    // it differs, the route enters a cell an earlier layer reached, or it kept another body.
    let (mut wrong, mut revisits, mut shorter_by_luck) = (0, 0, 0);
    for puzzle in mixed_corpus(11, 300) {
        let exploration = explore(&puzzle);
        let Some(head_only) = exploration.head_only.clone() else {
            continue;
        };
        let shortest = exploration.moves.len() as u32;
        match head_only.moves {
            Some(n) => assert!(exploration.reachable && n >= shortest, "{puzzle:?}"),
            None => wrong += u32::from(exploration.reachable),
        }
        if head_only.moves.is_some_and(|n| n > shortest) {
            wrong += 1;
        }
        if let Some(r) = head_only.revisit {
            revisits += 1;
            // The cell: on the route at t, first reached by an earlier layer.
            assert_eq!(exploration.route[r.t as usize].head(), Some(r.cell));
            assert!(exploration.layers[r.first as usize]
                .new_heads
                .contains(&r.cell));
            assert!(r.first < r.t);
            shorter_by_luck += u32::from(head_only.moves == Some(shortest));
            let last = exploration.step(exploration.step_count() - 1);
            assert!(last.note.contains(&format!(
                "enters {} at t={}, a cell first reached at t={} with another body",
                r.cell, r.t, r.first
            )));
            assert!(last.events.iter().any(|e| matches!(e,
                TraceEvent::Value { cell, value, .. } if *cell == r.cell && *value == format!("t={},{}", r.first, r.t))));
        }
    }
    // Random puzzles seldom need a cell twice: 3 of these 300 fool it.
    assert_eq!((wrong, revisits, shorter_by_luck), (3, 4, 1));
}

#[test]
fn the_puzzle_kind_that_fools_a_search_over_head_cells_does_where_it_can() {
    use gridlab::snake_puzzle::head_only::head_only_moves;
    use gridlab::snake_puzzle::search::solve;
    use gridlab::snake_puzzle::show::fools_head_cells;
    let mut fooled = 0;
    for seed in 1..=20u64 {
        let puzzle = fools_head_cells(seed, 6, 8, 6);
        let solution = solve(&puzzle);
        let shortest = solution.moves.len() as u32;
        if solution.reachable && head_only_moves(&puzzle) != Some(shortest) {
            fooled += 1;
            // The lab says so at the answer's step.
            let exploration = explore(&puzzle);
            let note = exploration.step(exploration.step_count() - 1).note;
            assert!(
                note.contains("A search over head cells alone would answer 0")
                    || note.contains(&format!(" moves, not {shortest}:")),
                "{note}"
            );
        }
    }
    // Seeds 10, 13 and 17 have none at any length up to 16 in their 200 tries a length.
    assert_eq!(fooled, 17);
}

#[test]
fn the_half_unsolvable_kind_answers_0_on_odd_seeds_or_says_why_not() {
    use gridlab::model::Steps;
    use gridlab::snake_puzzle::search::solve;
    use gridlab::snake_puzzle::show::{either_answer, SnakeParams};
    use gridlab::snake_puzzle::SnakePuzzle;
    // Every odd seed of the default size finds one (seed 1 did not while each longer snake drew
    // the same sequence of layouts); even seeds are worth solving and answer 1.
    for seed in 1..=60u64 {
        let reachable = solve(&either_answer(seed, 6, 8, 6)).reachable;
        assert_eq!(reachable, seed % 2 == 0, "seed {seed}");
    }
    // A 3 x 3 grid holds none with the head free to move: the lab says so.
    let params: SnakeParams =
        serde_json::from_str(r#"{"rows": 3, "cols": 3, "length": 4, "worth": 2}"#).unwrap();
    let (puzzle, exploration) = SnakePuzzle::open(&params, 1).unwrap();
    assert!(solve(&puzzle).reachable);
    assert_eq!(
        exploration.preface.as_deref(),
        Some("This puzzle answers 1, though the seed is odd: no 3 x 3 puzzle with a snake of 4 to 8 cells that answers 0 (its head free to move) was found for this seed.")
    );
}
