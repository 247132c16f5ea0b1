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

/// The moves the person may make after the first `ply` plies of `lab`'s game (a fresh replay cut
/// there), or none when it is not their turn.
fn moves_at(lab: &dyn Session, ply: usize) -> Vec<String> {
    let mut cut = lab.replay();
    cut.actions.truncate(ply);
    let mut at = games::open(&cut).unwrap();
    if !at.summary().awaits_person || at.summary().plies != ply {
        return Vec::new();
    }
    at.legal_moves().remove(0)
}

/// The person's part of a recorded action: the move, or the person's seat's move when every seat
/// moves at once.
fn person_part(action: &serde_json::Value, person: usize) -> Option<&str> {
    match action {
        serde_json::Value::Array(moves) => moves.get(person)?.as_str(),
        other => other.as_str(),
    }
}

#[test]
fn undo_and_a_move_at_an_earlier_step() {
    each_game(|info, mode, seed| {
        let Some(person) = info.mode(mode).and_then(|m| m.person) else {
            let mut lab = open(info, mode, seed);
            assert_eq!(lab.play(0, "x"), Err(SessionError::Watching));
            return;
        };
        let at = format!("{} {mode} seed {seed}", info.id);
        let mut lab = open(info, mode, seed);
        let mut rng = SeededRng::new(seed);
        let played = playout(&mut lab, &mut rng, 3);
        assert!(played >= 1, "{at}: the person never moved");
        let replay = lab.replay();
        // Undo takes back one move of the person's with the answers (on a copy of the game).
        let mut copy = games::open(&replay).unwrap();
        copy.undo().unwrap();
        assert!(copy.summary().plies < replay.actions.len(), "{at}");
        // Back to the person's first move, which stays to branch from.
        for _ in 1..played {
            lab.undo().unwrap();
        }
        let summary = lab.summary();
        let (plies, kept) = (summary.plies, hashes(&mut lab));
        assert!(summary.prelude >= 1, "{at}: no step shows the start");
        // From the first ply where the person moves, another move (in the game's notation, so
        // every game, clickable targets or not) branches off and sets the later plies aside.
        let (ply, moves) = (0..plies)
            .map(|p| (p, moves_at(lab.as_ref(), p)))
            .find(|(_, moves)| !moves.is_empty())
            .unwrap_or_else(|| panic!("{at}: the person never moves in {plies} plies"));
        let recorded = person_part(&replay.actions[ply], person);
        let mv = moves
            .iter()
            .find(|m| Some(m.as_str()) != recorded)
            .unwrap_or(&moves[0]);
        let change = lab.play(summary.prelude - 1 + ply, mv).unwrap();
        let note = change.note.unwrap_or_default();
        assert!(note.contains("set aside"), "{at}: {note}");
        lab.check().unwrap();
        // One undo brings the set-aside moves back, exactly.
        lab.undo().unwrap();
        assert_eq!(lab.summary().plies, plies, "{at}");
        assert_eq!(hashes(&mut lab), kept, "{at}");
        lab.check().unwrap();
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
                p.min() <= p.default && p.default <= p.max(),
                "{}.{}",
                info.id,
                p.key
            );
            // A choice's help, where it has one, explains every choice.
            assert!(
                p.help.is_empty() || p.help.len() as i64 == p.max() + 1,
                "{}.{}: {} help lines",
                info.id,
                p.key,
                p.help.len()
            );
        }
        for m in info.modes {
            assert!(m.person.is_none_or(|s| s < info.seats.len()));
        }
    }
}
