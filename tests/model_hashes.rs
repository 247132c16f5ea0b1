//! Fixed replays and the hashes of their positions, recorded in `tests/data/model/hashes.json`:
//! natively here, and in the browser test that the wasm build gives the same hashes. Each game
//! lists its fixtures in its entry (`entry()` in its folder's `mod.rs`). Rewrite the
//! file with `GRIDLAB_WRITE_HASHES=1 cargo test --test model_hashes` after a deliberate change.

use gridlab::games;
use gridlab::replay::Replay;

/// Every registered game's fixed replays (its entry's fixtures, beside its code), in the map's
/// order: each a new game where the person plays their first legal move each time, recorded.
fn fixtures() -> Vec<Replay> {
    let mut out = Vec::new();
    for entry in games::games() {
        let id = (entry.info)().id;
        for fixture in (entry.fixtures)() {
            let replay = Replay::new(id, fixture.params, fixture.seed);
            let mut session = games::open(&replay).unwrap();
            for _ in 0..fixture.moves {
                let summary = session.summary();
                if !summary.awaits_person {
                    break;
                }
                let first = session.legal_moves().remove(0).remove(0);
                session.play(summary.steps - 1, &first).unwrap();
            }
            out.push(session.replay());
        }
    }
    out
}

fn hashes(replay: &Replay) -> Vec<String> {
    let mut session = games::open(replay).unwrap();
    let steps = session.summary().steps;
    (0..steps).map(|s| session.hash(s).unwrap()).collect()
}

#[test]
fn recorded_hashes_hold() {
    let path = format!(
        "{}/tests/data/model/hashes.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let now: Vec<serde_json::Value> = fixtures()
        .iter()
        .map(|r| serde_json::json!({ "replay": r, "hashes": hashes(r) }))
        .collect();
    if std::env::var_os("GRIDLAB_WRITE_HASHES").is_some() {
        let text = serde_json::to_string_pretty(&now).unwrap();
        std::fs::write(&path, text + "\n").unwrap();
    }
    let recorded: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        recorded, now,
        "positions changed: see the file's doc comment"
    );
}
