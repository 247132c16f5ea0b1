//! The king-chase lab through the game model's session: every loss it reports accounts exactly
//! for the gap to the optimum, a replay reopens to the same positions, and the optimal game in
//! watch mode scores the answer.

use gridlab::games;
use gridlab::model::{Session, View};
use gridlab::replay::Replay;
use gridlab::rng::SeededRng;

mod common;
use common::number_after;

fn open(mode: &str, size: i32, seed: u64) -> Box<dyn Session> {
    let params = serde_json::json!({ "size": size, "mode": mode });
    games::open(&Replay::new("king-chase", params, seed)).unwrap()
}

/// Plays random legal moves for the person until the game ends.
fn play_randomly(lab: &mut Box<dyn Session>, seed: u64) {
    let mut rng = SeededRng::new(seed);
    for _ in 0..1000 {
        let summary = lab.summary();
        if !summary.awaits_person {
            return;
        }
        let moves = lab.legal_moves().remove(0);
        let mv = &moves[rng.index(moves.len())];
        lab.play(summary.steps - 1, mv).unwrap();
    }
}

/// A panel number of the last step.
fn number(lab: &mut Box<dyn Session>, key: &str) -> i64 {
    let last = lab.summary().steps - 1;
    let frame = lab.frame(last, &View::all(lab.info())).unwrap();
    let n = frame.numbers.iter().find(|n| n.key == key).unwrap();
    n.value.parse().unwrap()
}

#[test]
fn losses_add_up_to_the_gap_from_the_optimum() {
    let mut finished = 0;
    for seed in 0..40 {
        let size = 3 + (seed % 6) as i32;
        for mode in ["alice", "bob"] {
            let mut lab = open(mode, size, seed);
            play_randomly(&mut lab, seed * 7 + 1);
            // A random Bob may never catch Alice: only finished games have a final score.
            let Some(report) = lab.summary().report else {
                continue;
            };
            finished += 1;
            let score = number(&mut lab, "score");
            let answer = number(&mut lab, "answer");
            let lost: i64 = report
                .lines
                .iter()
                .map(|l| {
                    let after = l.text.split("gave away ").nth(1).unwrap();
                    after.split(';').next().unwrap().parse::<i64>().unwrap()
                })
                .sum();
            let expected = if mode == "alice" {
                answer - lost
            } else {
                answer + lost
            };
            assert_eq!(score, expected, "{mode}, seed {seed}, size {size}");
        }
    }
    assert!(finished >= 60, "only {finished} games finished");
}

#[test]
fn watching_plays_the_optimal_game() {
    for seed in 0..20 {
        let mut lab = open("watch", 2 + (seed % 9) as i32, seed);
        assert!(lab.summary().report.is_some(), "seed {seed}");
        assert_eq!(number(&mut lab, "score"), number(&mut lab, "answer"));
    }
}

#[test]
fn replays_reopen_to_the_same_positions() {
    for seed in 0..10 {
        for mode in ["watch", "alice", "bob"] {
            let mut lab = open(mode, 7, seed);
            if mode != "watch" {
                play_randomly(&mut lab, seed);
            }
            let mut reopened =
                games::open(&Replay::from_json(&lab.replay().to_json()).unwrap()).unwrap();
            let steps = lab.summary().steps;
            assert_eq!(reopened.summary().steps, steps, "{mode}, seed {seed}");
            for step in 0..steps {
                assert_eq!(reopened.text(step), lab.text(step), "{mode}, seed {seed}");
            }
        }
    }
}

#[test]
fn the_solve_is_withheld_while_a_person_plays() {
    let mut lab = open("alice", 8, 3);
    let frame = lab.frame(0, &View::all(lab.info())).unwrap();
    assert!(frame.shade.is_none());
    assert!(frame.overlays.iter().all(|o| o.layer != "optimal-path"));
    let answer = frame.numbers.iter().find(|n| n.key == "answer").unwrap();
    assert!(answer.value.contains("hidden"));
    assert_eq!(
        lab.cell_numbers(0, "heat", &View::all(lab.info())),
        Ok(None)
    );
    let mut watch = open("watch", 8, 3);
    let frame = watch.frame(1, &View::all(watch.info())).unwrap();
    assert!(frame.shade.is_some());
}

#[test]
fn a_layer_done_lights_its_line_and_its_highest_cell_adds_up() {
    let mut lab = open("watch", 8, 5);
    let view = View::all(lab.info());
    let mut sums = 0;
    for step in 0..lab.summary().steps {
        let frame = lab.frame(step, &view).unwrap();
        if !frame.note.starts_with("Layer t=") {
            continue;
        }
        // A layer wholly in the catch zone lights the zone's line.
        let caught = frame.note.contains("every cell is within");
        assert_eq!(
            frame.line,
            Some(if caught { 3 } else { 4 }),
            "{}",
            frame.note
        );
        // "... is at (r, c): v + rest = worth (arrow name)."
        let Some(sum) = frame.note.split(": ").last() else {
            continue;
        };
        let numbers: Vec<u64> = sum
            .split([' ', '+', '=', '('])
            .filter_map(|w| w.parse().ok())
            .collect();
        if let [v, rest, worth] = numbers[..] {
            assert_eq!(v + rest, worth, "{}", frame.note);
            // The neighbour's f of the layer below is written at its cell.
            let tag = format!("={rest}");
            assert!(
                frame.tags.iter().any(|t| t.text.ends_with(&tag)),
                "{}",
                frame.note
            );
            sums += 1;
        }
    }
    assert!(
        sums >= 3,
        "only {sums} layers said their highest cell's sum"
    );
}

#[test]
fn a_bob_move_that_gives_value_away_says_both_values_it_came_from() {
    // As Bob, a move off the greedy chase is valued by the DP solved afresh: the sentence names
    // the value before and after, and they differ by what it gave away.
    let mut said = 0;
    for seed in 0..10 {
        let mut lab = open("bob", 5, seed);
        play_randomly(&mut lab, seed * 3 + 2);
        let view = View::all(lab.info());
        for step in 0..lab.summary().steps {
            let note = lab.frame(step, &view).unwrap().note;
            if !note.contains("That gave away ") {
                continue;
            }
            let lost: u64 = number_after(&note, "That gave away ");
            let before: u64 = number_after(&note, "Bob's cell as his start: ");
            let after: u64 = number_after(&note, "before your move, ");
            assert_eq!(after - before, lost, "{note}");
            said += 1;
        }
    }
    assert!(said > 5, "{said} losses said");
}

#[test]
fn a_person_s_own_move_lights_no_line_of_the_algorithm() {
    // As Bob, Alice's moves light the play line; Bob's (the person's) light none.
    for (mode, who) in [("bob", "Bob"), ("alice", "Alice")] {
        let mut lab = open(mode, 5, 3);
        play_randomly(&mut lab, 11);
        let view = View::all(lab.info());
        let (mut own, mut bots) = (0, 0);
        for step in 0..lab.summary().steps {
            let frame = lab.frame(step, &view).unwrap();
            if frame.kind != gridlab::trace::StepKind::Move {
                continue;
            }
            // "Bob steps ..." or "Round 3: Alice steps ...".
            let mover = (frame.note.strip_prefix("Round "))
                .and_then(|r| r.split_once(": "))
                .map_or(frame.note.as_str(), |(_, rest)| rest);
            if mover.starts_with(who) {
                assert_eq!(frame.line, None, "{mode}: {}", frame.note);
                own += 1;
            } else {
                assert!(frame.line.is_some(), "{mode}: {}", frame.note);
                bots += 1;
            }
        }
        assert!(
            own > 0 && bots > 0,
            "{mode}: {own} own moves, {bots} others"
        );
    }
}

#[test]
fn the_heat_maps_highest_value_is_its_reddest_also_when_many_cells_share_it() {
    // Size 4, seed 1: the highest f of a layer is held by several cells.
    let mut lab = open("watch", 4, 1);
    let view = View::all(lab.info());
    let mut checked = 0;
    for step in 0..lab.summary().steps {
        let frame = lab.frame(step, &view).unwrap();
        let (Some(shade), Ok(Some(f))) = (frame.shade, lab.cell_numbers(step, "heat", &view))
        else {
            continue;
        };
        // The cells filled so far (code 0: not yet; 1: f = 0).
        let shaded: Vec<(f64, u8)> = f
            .iter()
            .copied()
            .zip(shade)
            .filter(|(_, c)| *c > 1)
            .collect();
        let top = shaded.iter().map(|(v, _)| *v).fold(0.0, f64::max);
        if top <= 0.0 {
            continue;
        }
        let highest = shaded.iter().filter(|(v, _)| *v == top);
        // The layer's highest value among the cells filled: the scale's top, red.
        if f.iter().copied().fold(0.0, f64::max) > top {
            continue;
        }
        for &(_, code) in highest.clone() {
            assert_eq!(code, 255, "step {step}: f = {top} is not the reddest");
        }
        checked += usize::from(highest.count() > 1);
    }
    assert!(
        checked > 0,
        "no layer with its highest value in several cells"
    );
}

#[test]
fn the_start_shows_the_board_before_the_solve_and_its_end_what_it_found() {
    let mut lab = open("watch", 4, 1);
    let view = View::all(lab.info());
    let drawn = |frame: &gridlab::model::Frame, layer: &str| {
        frame.overlays.iter().any(|o| o.layer == layer)
    };
    let start = lab.frame(0, &view).unwrap();
    assert!(start.shade.is_none());
    assert!(!drawn(&start, "optimal-path") && !drawn(&start, "best-move"));
    let last = lab.summary().steps - 1;
    let end = lab.frame(last, &view).unwrap();
    assert!(drawn(&end, "optimal-path"));
}

#[test]
fn each_cell_filled_shows_its_layers_catch_zone() {
    let mut lab = open("watch", 4, 1);
    let view = View::all(lab.info());
    let mut cells = 0;
    for step in 0..lab.summary().steps {
        let frame = lab.frame(step, &view).unwrap();
        if frame.kind != gridlab::trace::StepKind::CellFilled {
            continue;
        }
        cells += 1;
        assert!(
            frame.overlays.iter().any(|o| o.layer == "catch-zone"),
            "step {step}"
        );
    }
    assert!(cells > 5);
}

#[test]
fn a_watched_alice_says_the_dp_sum_of_each_step_also_at_bob_s_reply() {
    for (size, seed) in [(8, 1), (5, 3), (12, 7)] {
        let mut lab = open("watch", size, seed);
        let view = View::all(lab.info());
        let (mut alice, mut bob) = (0, 0);
        for step in 0..lab.summary().steps {
            let frame = lab.frame(step, &view).unwrap();
            if frame.kind != gridlab::trace::StepKind::Move {
                continue;
            }
            if frame.note.starts_with("Round ") {
                // "By the DP, 7 + f((7,7), 1) = 47 = f((6,6), 0): no other step gives more."
                let sum = frame.note.split_once("By the DP, ").map(|(_, s)| s);
                let sum = sum
                    .and_then(|s| s.split_once(": no other step"))
                    .map(|(s, _)| s);
                let sum = sum.unwrap_or_else(|| panic!("{}", frame.note));
                let (lhs, rhs) = sum.split_once(" = f(").unwrap();
                let terms: Vec<&str> = lhs.split(" + f").collect();
                assert_eq!(terms.len(), 2, "{sum}");
                let v: u64 = terms[0].parse().unwrap();
                let (rest, total) = terms[1].rsplit_once(" = ").unwrap();
                let total: u64 = total.parse().unwrap();
                // The collected value is V of the cell stepped on.
                assert!(
                    frame.note.contains(&format!("and collects {v}: ")),
                    "{}",
                    frame.note
                );
                assert!(rest.starts_with('(') && rhs.ends_with(')'), "{sum}");
                assert!(total >= v, "{sum}");
                alice += 1;
            } else if frame.note.starts_with("Bob steps ") {
                assert!(
                    frame.note.contains("(Alice's step this round, by the DP: "),
                    "{}",
                    frame.note
                );
                bob += 1;
            }
        }
        assert!(alice > 0 && bob > 0, "{size} {seed}: {alice} {bob}");
    }
}

#[test]
fn a_dp_step_s_label_is_short_and_names_the_layer_below() {
    // "V=8, f₅=8" at the neighbour: its value and its f one layer down, as the sentence sums them.
    let mut lab = open("watch", 8, 1);
    let view = View::all(lab.info());
    let mut seen = 0;
    for step in 0..lab.summary().steps {
        let frame = lab.frame(step, &view).unwrap();
        for tag in frame.tags.iter().filter(|t| t.layer == "dp-cell") {
            let (v, f) = tag
                .text
                .split_once(", f")
                .unwrap_or_else(|| panic!("{}", tag.text));
            assert!(v.starts_with("V=") && f.contains('='), "{}", tag.text);
            assert!(tag.text.chars().count() <= 12, "{}", tag.text);
            seen += 1;
        }
    }
    assert!(seen > 0);
}
