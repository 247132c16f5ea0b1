//! The eight recorded games of Back to the Code (2-4 players, BACK in every game, two early ends):
//! fed every player's output round by round from the recorded start positions, the rules must
//! produce every map each player 0 received, and every final result.

use gridlab::bttc::protocol::parse_output;
use gridlab::bttc::text::map_lines;
use gridlab::bttc::{play_round, Move, Setup, State};

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

/// One recorded round: the real round, the in-game round, the map before the moves, the outputs.
struct Recorded {
    real: u32,
    ingame: u16,
    map: String,
    outputs: Vec<String>,
}

fn read_log(text: &str) -> Vec<Recorded> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let head: Vec<&str> = lines[i].split_whitespace().collect();
        assert_eq!(head[0], "round", "line {}", i + 1);
        let map: String = lines[i + 1..i + 21]
            .iter()
            .map(|l| format!("{l}\n"))
            .collect();
        let outputs = lines[i + 21]
            .strip_prefix("outputs ")
            .expect("outputs line");
        out.push(Recorded {
            real: head[1].parse().unwrap(),
            ingame: head[3].parse().unwrap(),
            map,
            outputs: outputs.split(" | ").map(|s| s.to_string()).collect(),
        });
        i += 22;
    }
    out
}

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
        let setup = Setup::parse_positions(starts).unwrap();
        let rounds = read_log(&data(&format!("game-{n}.log")));
        let mut state = State::start(&setup);
        for r in &rounds {
            assert!(!state.over(), "game {n}: over before real round {}", r.real);
            assert_eq!(
                (state.real_round(), state.round()),
                (r.real, r.ingame),
                "game {n}"
            );
            assert_eq!(
                map_lines(&state, 0),
                r.map,
                "game {n}, real round {} (in game {})",
                r.real,
                r.ingame
            );
            let moves: Vec<Move> = state
                .active_players()
                .into_iter()
                .map(|p| match r.outputs.get(p).map(String::as_str) {
                    Some("-") | None => Move::Out,
                    Some(line) => parse_output(line).map(|o| o.mv).unwrap_or(Move::Out),
                })
                .collect();
            state = play_round(&setup, &state, &moves).unwrap();
        }
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
