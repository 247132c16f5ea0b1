//! Fixed replays and the hashes of their positions, recorded in `tests/data/model/hashes.json`:
//! natively here, and in the browser test that the wasm build gives the same hashes. Rewrite the
//! file with `GRIDLAB_WRITE_HASHES=1 cargo test --test model_hashes` after a deliberate change.

use gridlab::games;
use gridlab::replay::Replay;

fn fixtures() -> Vec<Replay> {
    let mut out = Vec::new();
    // Games played by the person's first legal move each time, then recorded.
    for (game, params, seed, moves) in [
        (
            "king-chase",
            serde_json::json!({"size": 9, "mode": "alice"}),
            3,
            4,
        ),
        (
            "king-chase",
            serde_json::json!({"size": 6, "mode": "bob"}),
            5,
            3,
        ),
        (
            "snake",
            serde_json::json!({"rows": 6, "cols": 8, "length": 6, "mode": "play"}),
            7,
            3,
        ),
        (
            "king-chase",
            serde_json::json!({"size": 12, "mode": "watch"}),
            11,
            0,
        ),
        (
            "snake",
            serde_json::json!({"rows": 7, "cols": 7, "length": 9, "mode": "explore"}),
            2,
            0,
        ),
        (
            "bench-fill",
            serde_json::json!({"rows": 40, "cols": 30, "plies": 900}),
            4,
            0,
        ),
    ] {
        let mut session = games::open(&Replay::new(game, params, seed)).unwrap();
        for _ in 0..moves {
            let summary = session.summary();
            if !summary.awaits_person {
                break;
            }
            let first = session.legal_moves().remove(0).remove(0);
            session.play(summary.steps - 1, &first).unwrap();
        }
        out.push(session.replay());
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
