//! The eight recorded games of Back to the Code (2-4 players, BACK in every game, two early ends):
//! fed every player's output round by round from the recorded start positions, the rules must
//! produce every map each player 0 received, and every final result. The twelve sparring games
//! of `best` against two contest bots import as replays the lab opens, with their results.

use gridlab::bttc::log::{import, LogError};
use gridlab::games;
use gridlab::replay::Replay;

const STARTS: [&str; 8] = [
    "6,12 28,7",
    "34,0 0,19",
    "2,3 17,10 32,16",
    "5,5 29,5 5,14 29,14",
    "16,9 17,9 18,9 19,9",
    "8,2 26,17",
    "4,15 30,4",
    "12,3 22,16 3,10",
];

fn data(name: &str) -> String {
    let path = format!(
        "{}/tests/data/back-to-the-code/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_recorded_map_and_result() {
    for (g, starts) in STARTS.iter().enumerate() {
        let n = g + 1;
        // Every map each player 0 received, every in-game round, checked round by round.
        let (state, _) = import(&data(&format!("game-{n}.log")), Some(starts))
            .unwrap_or_else(|e| panic!("game {n}: {e}"));
        let result = data(&format!("game-{n}.result"));
        let mut lines = result.lines();
        let scores: Vec<u32> = lines
            .next()
            .unwrap()
            .split_whitespace()
            .skip(1)
            .map(|w| w.parse().unwrap())
            .collect();
        assert_eq!(state.scores(), scores, "game {n} scores");
        let end = lines.next().unwrap();
        let expected_end = end.split(" reason ").nth(1).unwrap();
        let words: Vec<&str> = end.split_whitespace().collect();
        assert_eq!(
            state.real_round().to_string(),
            words[1],
            "game {n} real rounds"
        );
        assert_eq!(
            (state.round() - 1).to_string(),
            words[3],
            "game {n} last in-game round"
        );
        assert_eq!(
            state.end().map(|e| e.to_string()).as_deref(),
            Some(expected_end),
            "game {n} end"
        );
    }
}

/// A recorded game's final scores.
fn result_scores(text: &str) -> Vec<u32> {
    let first = text.lines().next().unwrap_or_default();
    first
        .split_whitespace()
        .skip(1)
        .map(|w| w.parse().unwrap())
        .collect()
}

#[test]
fn sparring_logs_import_as_replays_with_their_results() {
    for n in 1..=12 {
        let log = data(&format!("sparring/game-{n}.log"));
        let (state, replay) = import(&log, None).unwrap_or_else(|e| panic!("game {n}: {e}"));
        let scores = result_scores(&data(&format!("sparring/game-{n}.result")));
        assert_eq!(state.scores(), scores, "sparring game {n}");
        assert!(state.over(), "sparring game {n} ends");
        // The lab opens the replay and reaches the same end.
        let mut lab = games::open(&Replay::from_json(&replay.to_json()).unwrap()).unwrap();
        let summary = lab.summary();
        assert_eq!(summary.plies, replay.actions.len(), "sparring game {n}");
        assert!(!summary.awaits_person, "sparring game {n}");
        lab.check().unwrap();
        // The page opens the log's text as the same replay; other text passes as it is.
        let text = games::replay_text(&log).unwrap();
        assert_eq!(Replay::from_json(&text).unwrap(), replay);
    }
}

#[test]
fn a_log_the_rules_disagree_with_or_cannot_read_says_where() {
    let log = data("sparring/game-2.log");
    // A cell of the map changed in real round 3 (its header is line 67).
    let mut lines: Vec<String> = log.lines().map(str::to_string).collect();
    assert!(lines[66].starts_with("round 3 "));
    lines[70] = lines[70].replacen('.', "1", 1);
    let err = import(&lines.join("\n"), None).unwrap_err();
    assert!(matches!(err, LogError::Disagrees { real: 3, .. }), "{err}");
    assert!(err.to_string().contains("first at ("), "{err}");
    // The line named is the map row that differs.
    assert!(
        err.to_string().starts_with("line 71, real round 3: "),
        "{err}"
    );
    // An output too many for the players (the outputs of round 3 are line 88).
    let mut extra: Vec<String> = log.lines().map(str::to_string).collect();
    assert!(extra[87].starts_with("outputs "));
    extra[87].push_str(" | 5 5");
    let err = import(&extra.join("\n"), None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 88, real round 3: 3 outputs for 2 players"
    );
    // A player's output that is not a move: the rules put the player out, the next map does not
    // show it, and the output's line is named as the cause.
    let mut garbled: Vec<String> = log.lines().map(str::to_string).collect();
    let (_, second) = garbled[87].split_once(" | ").unwrap();
    garbled[87] = format!("outputs foo bar | {second}");
    let err = import(&garbled.join("\n"), None).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("line 88, real round 3: player 0's output `foo bar` is not a move ("),
        "{err}"
    );
    assert!(
        err.to_string()
            .contains("): the rules put that player out, and the next map (line "),
        "{err}"
    );
    let mut short = log.lines().take(10).collect::<Vec<_>>().join("\n");
    short.push('\n');
    let err = import(&short, None).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("line 10: the log ends in the map of the round on line "),
        "{err}"
    );
    let mut cut = log.lines().take(21).collect::<Vec<_>>().join("\n");
    cut.push('\n');
    let err = import(&cut, None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 22: the log ends before this round's `outputs A | B ...` line"
    );
    let err = import("hello\n", None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: expected `round R ingame G`, found `hello`"
    );
    assert_eq!(import("", None).unwrap_err(), LogError::Empty);
    assert_eq!(games::replay_text("{\"game\"}").unwrap(), "{\"game\"}");
    // A first map without every start cell: the starts must be given.
    let one = log.replacen(
        "......................1............",
        "...................................",
        1,
    );
    assert!(matches!(import(&one, None), Err(LogError::Starts(_))));
    // Our arena's notes belong after a round, not before the first.
    let err = import(&format!("note 0: early\n{log}"), None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: expected `round R ingame G`, found `note 0: early`"
    );
}

#[test]
fn our_arenas_log_format_imports_too() {
    let log = data("sparring/game-2.log");
    let (plain, _) = import(&log, None).unwrap();
    // Our arena heads a log with the starts, follows a round with notes and stderr, and closes
    // it with the scores and the players.
    let mut lines: Vec<String> = log.lines().map(str::to_string).collect();
    assert!(lines[21].starts_with("outputs "));
    let after = [
        "note 1: a bot's note",
        "stderr 0:",
        "  | turn 1",
        "  | thinking",
    ];
    lines.splice(22..22, after.iter().map(|l| l.to_string()));
    lines.insert(0, "positions 9,19 22,5".into());
    let tail = [
        "scores 369 256",
        "rounds 143 ingame 127 reason ranking can no longer change",
    ];
    lines.extend(tail.iter().map(|l| l.to_string()));
    lines.push("player 0 exec:python3 me.py".into());
    let arena = lines.join("\n");
    assert!(gridlab::bttc::log::is_log(&arena));
    let (state, replay) = import(&arena, None).unwrap();
    assert_eq!(state.scores(), plain.scores());
    assert_eq!(replay.params["positions"], "9,19 22,5");
    // The header's starts are used: wrong ones disagree with the first map.
    let wrong = arena.replacen("positions 9,19", "positions 9,18", 1);
    assert!(matches!(
        import(&wrong, None),
        Err(LogError::Disagrees { real: 0, .. })
    ));
}
