//! The game model's shared tests: every registered game gets them by registering. Random
//! playouts with the game's invariants checked at every position, replay round trips, undo and
//! play from an earlier step, determinism, and refusals that never panic.

use gridlab::games;
use gridlab::model::{GameInfo, Session, SessionError, View};
use gridlab::replay::Replay;
use gridlab::rng::SeededRng;

/// Small parameters for a game: its defaults, kept small for fixtures.
fn params(info: &GameInfo, mode: &str) -> serde_json::Value {
    let mut map = serde_json::Map::new();
    for p in info.params {
        let v = if info.hidden {
            p.default.min(24)
        } else {
            p.default
        };
        map.insert(p.key.into(), v.into());
    }
    map.insert("mode".into(), mode.into());
    serde_json::Value::Object(map)
}

fn open(info: &GameInfo, mode: &str, seed: u64) -> Box<dyn Session> {
    games::open(&Replay::new(info.id, params(info, mode), seed)).unwrap()
}

/// Plays random legal moves for the person (at most `limit`); returns how many were played.
fn playout(lab: &mut Box<dyn Session>, rng: &mut SeededRng, limit: usize) -> usize {
    for played in 0..limit {
        let summary = lab.summary();
        if !summary.awaits_person {
            return played;
        }
        let moves = lab.legal_moves().remove(0);
        assert!(!moves.is_empty(), "the person is to move but has no move");
        let mv = moves[rng.index(moves.len())].clone();
        lab.play(summary.steps - 1, &mv).unwrap();
        lab.check().unwrap();
    }
    limit
}

fn hashes(lab: &mut Box<dyn Session>) -> Vec<String> {
    let steps = lab.summary().steps;
    (0..steps).map(|s| lab.hash(s).unwrap()).collect()
}

fn each_game(mut test: impl FnMut(&'static GameInfo, &'static str, u64)) {
    for info in games::infos() {
        for mode in info.modes {
            for seed in 0..6 {
                test(info, mode.id, seed);
            }
        }
    }
}

#[test]
fn random_playouts_keep_every_invariant() {
    each_game(|info, mode, seed| {
        let mut lab = open(info, mode, seed);
        lab.check().unwrap();
        let mut rng = SeededRng::new(seed);
        playout(&mut lab, &mut rng, 400);
        lab.check().unwrap();
        let view = View::all(info);
        let steps = lab.summary().steps;
        let marks = lab.marks();
        assert_eq!(marks.turns.len(), steps, "{}", info.id);
        assert!(
            marks.turns.windows(2).all(|w| w[0] <= w[1]),
            "turns never go back"
        );
        for step in 0..steps {
            let frame = lab.frame(step, &view).unwrap();
            assert_eq!(frame.cells.len(), (frame.rows * frame.cols) as usize);
            let area = frame.cells.len() as u32;
            for o in &frame.overlays {
                assert!(
                    info.layer(o.layer).is_some(),
                    "{} draws an undescribed layer",
                    o.layer
                );
                if o.shape != gridlab::model::Shape::Squares {
                    assert!(o.cells.iter().all(|&c| c < area));
                }
            }
            assert!(frame
                .pieces
                .iter()
                .all(|p| p.cells.iter().all(|&c| c < area)));
        }
        assert!(matches!(
            lab.frame(steps, &view),
            Err(SessionError::NoStep { .. })
        ));
    });
}

#[test]
fn replays_round_trip_and_are_deterministic() {
    each_game(|info, mode, seed| {
        let mut lab = open(info, mode, seed);
        playout(&mut lab, &mut SeededRng::new(seed + 100), 30);
        let json = lab.replay().to_json();
        let mut again = games::open_json(&json).unwrap();
        assert_eq!(again.replay().to_json(), json, "{} {mode}", info.id);
        assert_eq!(hashes(&mut again), hashes(&mut lab), "{} {mode}", info.id);
        assert_eq!(again.summary(), lab.summary());
    });
}

#[test]
fn undo_and_a_move_at_an_earlier_step() {
    each_game(|info, mode, seed| {
        if info.mode(mode).and_then(|m| m.person).is_none() {
            let mut lab = open(info, mode, seed);
            assert_eq!(lab.play(0, "x"), Err(SessionError::Watching));
            return;
        }
        let mut lab = open(info, mode, seed);
        let mut rng = SeededRng::new(seed);
        if playout(&mut lab, &mut rng, 3) < 3 {
            return;
        }
        let before = hashes(&mut lab);
        let replay = lab.replay();
        // Undo takes back one move of the person's with the answers.
        lab.undo().unwrap();
        assert!(lab.summary().plies < replay.actions.len());
        lab.undo().unwrap();
        // From the first step where the person moves, another move branches off.
        let view = View::all(info);
        // The first step where the person has a move: one outlined on the board, or else the
        // legal move of a fresh replay cut there.
        let steps = lab.summary().steps;
        let Some((first, target)) = (0..steps).find_map(|s| {
            let frame = lab.frame(s, &view).unwrap();
            frame.targets.first().map(|t| (s, t.play.clone()))
        }) else {
            let moves = lab.legal_moves();
            assert!(moves.iter().all(|m| !m.is_empty()), "{}: no move", info.id);
            return;
        };
        let plies = lab.summary().plies;
        let change = lab.play(first, &target).unwrap();
        if first + 1 < steps {
            let note = change.note.unwrap();
            assert!(note.contains("set aside"), "{note}");
            // One undo brings the set-aside moves back.
            lab.undo().unwrap();
            assert_eq!(lab.summary().plies, plies);
        }
        lab.check().unwrap();
        let _ = before;
    });
}

#[test]
fn bad_moves_and_replays_are_refused_never_panic() {
    for info in games::infos() {
        for mode in info.modes {
            let mut lab = open(info, mode.id, 1);
            let last = lab.summary().steps - 1;
            for text in ["", "??", "N N", "999999999999", "\u{1F40D}", "-1"] {
                let _ = lab.play(last, text);
            }
            assert!(
                matches!(lab.play(last + 5, "x"), Err(SessionError::NoStep { .. }))
                    || mode.person.is_none()
            );
            let mut replay = lab.replay();
            replay.actions.push(serde_json::json!({"not": "a move"}));
            let e = games::open(&replay).err().unwrap().to_string();
            assert!(e.starts_with("action "), "{e}");
        }
        let e = games::open(&Replay::new(info.id, serde_json::json!([1, 2]), 0))
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("params"), "{e}");
    }
    let e = games::open_json(r#"{"version": 1, "game": "chess"}"#)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("unknown game \"chess\""), "{e}");
}

#[test]
fn every_description_is_complete() {
    let infos = games::infos();
    let mut ids: Vec<&str> = infos.iter().map(|i| i.id).collect();
    ids.dedup();
    assert_eq!(ids.len(), infos.len(), "ids are unique");
    for info in infos {
        assert!(!info.modes.is_empty() && !info.seats.is_empty() && !info.name.is_empty());
        for p in info.params {
            assert!(
                p.min <= p.default && p.default <= p.max,
                "{}.{}",
                info.id,
                p.key
            );
        }
        for m in info.modes {
            assert!(m.person.is_none_or(|s| s < info.seats.len()));
        }
    }
}
