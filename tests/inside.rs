//! "Look inside this move": a built-in bot's decision at a ply, decided again by a bot that
//! followed the game, is the move the game records, and its micro-steps walk the bot's
//! pseudocode with a sentence each (Back to the Code's `rectangles`, Game of snakes'
//! `editorial`, and every other built-in bot of both games).

use gridlab::games;
use gridlab::model::{Session, SessionError, View};
use gridlab::replay::Replay;

fn open(game: &str, params: serde_json::Value, seed: u64) -> Box<dyn Session> {
    games::open(&Replay::new(game, params, seed)).unwrap()
}

/// Opens every move step of `seat` in `range` and checks the decision is the game's.
fn check_faithful(lab: &mut Box<dyn Session>, seat: usize, steps: impl Iterator<Item = usize>) {
    for step in steps {
        let inside = match lab.inside(step, seat) {
            Ok(inside) => inside,
            Err(SessionError::Inside(_)) => continue,
            Err(e) => panic!("step {step}: {e}"),
        };
        assert_eq!(
            inside.chose, inside.played,
            "step {step}: the bot decided otherwise"
        );
        assert!(!inside.steps.is_empty(), "step {step}: no micro-step");
        assert!(!inside.why.is_empty(), "step {step}: no reason");
        let lines = inside.algorithm.lines.len() as u8;
        assert!(inside
            .steps
            .iter()
            .all(|s| s.line < lines && !s.note.is_empty()));
    }
}

#[test]
fn a_rectangles_decision_ranks_walks_and_scores_its_candidates() {
    let params = serde_json::json!({"mode": "watch", "players": 2, "bot0": 1, "bot1": 0});
    let mut lab = open("bttc", params, 5);
    let step = lab.summary().prelude + 12;
    let inside = lab.inside(step, 0).unwrap();
    assert_eq!(inside.bot, "rectangles");
    assert_eq!(inside.chose, inside.played);
    let lines: Vec<u8> = inside.steps.iter().map(|s| s.line).collect();
    for line in [1, 3, 6, 7] {
        assert!(
            lines.contains(&line),
            "no micro-step at line {line}: {lines:?}"
        );
    }
    // It ends stepping along its plan, invading, or heading for the nearest cell.
    assert!(matches!(lines.last(), Some(8..=10)), "{lines:?}");
    let quick = inside.steps.iter().find(|s| s.line == 3).unwrap();
    assert!(quick.note.contains("Prefix sums rank"), "{}", quick.note);
    let walked = inside.steps.iter().find(|s| s.line == 6).unwrap();
    assert!(walked.note.contains("x risk"), "{}", walked.note);
    assert!(inside.why.starts_with("Steps to") || inside.why.starts_with("Invades"));
    // Each micro-step has its own sentence, line and drawing.
    let view = View::all(lab.info());
    let (mut notes, mut drawn) = (std::collections::BTreeSet::new(), 0);
    for k in 0..inside.steps.len() {
        let frame = lab.inside_frame(step, 0, k, &view).unwrap();
        assert_eq!(frame.note, inside.steps[k].note);
        assert_eq!(frame.line, Some(inside.steps[k].line));
        notes.insert(frame.note);
        drawn += usize::from(!frame.overlays.is_empty());
    }
    assert!(
        notes.len() > 5 && drawn > 5,
        "{} notes, {drawn} drawn",
        notes.len()
    );
    assert!(matches!(
        lab.inside_frame(step, 0, inside.steps.len(), &view),
        Err(SessionError::Inside(_))
    ));
}

#[test]
fn every_back_to_the_code_bot_decides_again_as_it_played() {
    let params = serde_json::json!({"mode": "watch", "players": 4, "bot0": 0, "bot1": 1, "bot2": 2, "bot3": 3});
    let mut lab = open("bttc", params, 9);
    let prelude = lab.summary().prelude;
    for seat in 0..4 {
        // Out of order on purpose: a later ply first, then earlier ones (a fresh follower).
        check_faithful(
            &mut lab,
            seat,
            [prelude + 40, prelude + 3, prelude + 4].into_iter(),
        );
    }
}

#[test]
fn an_editorial_decision_lays_its_paths_and_compares_the_ends() {
    let params = serde_json::json!({"mode": "watch", "rows": 14, "cols": 14, "bot": 3});
    let mut lab = open("snakgame", params, 7);
    let s = lab.summary();
    let mut searched = false;
    let mut compared = false;
    // Your moves are the even plies: step prelude + ply shows ply `ply` decided.
    for ply in (0..s.plies.min(120)).step_by(2) {
        let step = s.prelude + ply;
        let inside = lab.inside(step, 0).unwrap();
        assert_eq!(inside.bot, "editorial");
        assert_eq!(inside.chose, inside.played, "ply {ply}");
        let lines: Vec<u8> = inside.steps.iter().map(|st| st.line).collect();
        if lines.contains(&6) && lines.contains(&7) {
            searched |= inside
                .steps
                .iter()
                .any(|st| st.note.contains("the DFS lays cells"));
        }
        if let Some(c) = inside.steps.iter().find(|st| st.line == 8) {
            compared = true;
            assert!(c.note.contains("cells left"), "{}", c.note);
        }
    }
    assert!(searched && compared);
    // Chef's seat did not move at your ply; a step that shows no move has nothing inside.
    assert!(matches!(
        lab.inside(s.prelude, 1),
        Err(SessionError::Inside(_))
    ));
    assert!(matches!(lab.inside(0, 0), Err(SessionError::Inside(_))) || s.prelude > 0);
}

#[test]
fn every_game_of_snakes_bot_and_chef_decide_again_as_they_played() {
    for bot in 0..5 {
        let params = serde_json::json!({"mode": "watch", "rows": 12, "cols": 12, "bot": bot});
        let mut lab = open("snakgame", params, 3);
        let s = lab.summary();
        let steps = (0..s.plies.min(60)).map(|p| s.prelude + p);
        check_faithful(&mut lab, 0, steps.clone());
        check_faithful(&mut lab, 1, steps);
    }
}

#[test]
fn while_you_play_the_bots_thinking_stays_hidden() {
    let params = serde_json::json!({"mode": "play", "players": 2});
    let mut lab = open("bttc", params, 1);
    let step = lab.summary().prelude;
    let last = lab.summary().steps - 1;
    let mv = lab.legal_moves()[0][0].clone();
    lab.play(last, &mv).unwrap();
    let e = lab.inside(step, 1).unwrap_err();
    assert!(e.to_string().contains("once the game is over"), "{e}");
}

/// The numbers of a "gains 96 (67 cells of its own, 29 for 19 stakes)" clause: the whole and
/// its parts.
fn gain_parts(note: &str) -> Option<(f64, Vec<f64>)> {
    let rest = note.split("gains ").nth(1)?;
    let (whole, rest) = rest.split_once(" (")?;
    let inside = rest.split(')').next()?;
    let parts = inside
        .split(", ")
        .map(|p| p.split(' ').next().and_then(|n| n.parse().ok()))
        .collect::<Option<Vec<f64>>>()?;
    Some((whole.parse().ok()?, parts))
}

#[test]
fn a_best_path_says_what_of_its_gain_is_stakes() {
    // `best`'s micro-steps weigh a path per first step; a gain with stakes is not all cells,
    // so it is said in parts that add up to it: "gains 89 (44 cells of its own, 45 for 23
    // stakes) in 24 steps".
    let params = serde_json::json!({"mode": "watch", "players": 2, "bot0": 3, "bot1": 2});
    let mut lab = open("bttc", params, 3);
    let prelude = lab.summary().prelude;
    let mut said = 0;
    for step in prelude + 1..prelude + 30 {
        let inside = lab.inside(step, 0).unwrap();
        assert_eq!(inside.bot, "best");
        for note in inside.steps.iter().map(|s| &s.note) {
            if !note.starts_with("First step") || !note.contains(" stakes") {
                continue;
            }
            let (whole, parts) = gain_parts(note).unwrap_or_else(|| panic!("{note}"));
            let sum: f64 = parts.iter().sum();
            assert!((whole - sum).abs() <= 1.0, "step {step}: {note}");
            said += 1;
        }
    }
    assert!(said > 10, "{said} first steps with stakes");
}
