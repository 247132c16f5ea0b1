//! The starter programs of `starters/` in both languages, run as a user runs them on the command
//! line (`python3 FILE`, `node scripts/js-bot.mjs FILE`): the Back to the Code bots in the arena
//! against our bots, the Game of snakes bots under the judge against the random bot's score, and
//! the king chase and snake solvers on the test data. Skipped when python3 or node is missing.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

const GRIDLAB: &str = env!("CARGO_BIN_EXE_gridlab");

/// The repository's root: the starters' paths are relative to it.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Whether both interpreters are on PATH (else the test says so and passes).
fn interpreters_present() -> bool {
    let works = |program: &str| {
        Command::new(program)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let present = works("python3") && works("node");
    if !present {
        eprintln!("python3 or node is missing: the starters are not run");
    }
    present
}

/// The command line running a starter: `python3 FILE` or `node scripts/js-bot.mjs FILE`.
fn command_for(file: &str) -> Vec<String> {
    if file.ends_with(".py") {
        vec!["python3".into(), file.into()]
    } else {
        vec!["node".into(), "scripts/js-bot.mjs".into(), file.into()]
    }
}

/// Runs gridlab in the repository's root; its stdout, after checking it succeeded.
fn gridlab(args: &[&str]) -> String {
    let out = Command::new(GRIDLAB)
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "gridlab {args:?}\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The arena table's row of every seat: (player, wins, outs). A row ends with the columns wins,
/// ties, mean score, mean think, worst think, worst first, outs; the player's name may hold spaces.
fn seats(table: &str) -> Vec<(String, u32, u32)> {
    let rows = table.lines().skip_while(|l| !l.starts_with("seat "));
    rows.skip(1)
        .map(|row| {
            let words: Vec<&str> = row.split_whitespace().collect();
            assert!(words.len() >= 9, "not a seat's row: {row}");
            let number = |from_end: usize| words[words.len() - from_end].parse().unwrap();
            (words[1..words.len() - 7].join(" "), number(7), number(1))
        })
        .collect()
}

#[test]
fn back_to_the_code_starters_play_without_being_put_out_and_beat_nearest() {
    if !interpreters_present() {
        return;
    }
    for file in ["starters/bttc/bot.py", "starters/bttc/bot.js"] {
        let starter = format!("exec:{}", command_for(file).join(" "));
        // Limits looser than the contest's so a busy machine does not fail the test; the starters
        // answer in about a millisecond.
        let limits = [
            "--timeout-first",
            "3000",
            "--timeout",
            "500",
            "--think",
            "5",
        ];
        let duel = [
            &["arena", "bttc", "--players", &starter, "bot:nearest"][..],
            &limits,
        ]
        .concat();
        let table = gridlab(&[&duel[..], &["--games", "4", "--jobs", "2"]].concat());
        assert!(!table.contains(" out at "), "{table}");
        let rows = seats(&table);
        assert_eq!(rows.len(), 2, "{table}");
        assert!(rows.iter().all(|(_, _, outs)| *outs == 0), "{table}");
        assert!(
            rows[0].1 >= 3,
            "{file} should win most games against nearest:\n{table}"
        );

        // Four players, one of them travelling back in time: the starter follows along.
        let players = [
            "--players",
            &starter,
            "bot:nearest",
            "bot:best",
            "bot:rectangles",
        ];
        let four = [&["arena", "bttc"][..], &players, &limits, &["--seed", "7"]].concat();
        let table = gridlab(&four);
        assert!(!table.contains(" out at "), "{table}");
        assert_eq!(seats(&table).len(), 4, "{table}");
    }
}

/// One judged Game of snakes on a small board: (score, verdict).
fn snakgame(seed: u32, program: &[String]) -> (u64, String) {
    let seed = seed.to_string();
    let mut args = vec![
        "judge", "snakgame", "--size", "30x40", "--seed", &seed, "--",
    ];
    args.extend(program.iter().map(String::as_str));
    let line = gridlab(&args);
    let words: Vec<&str> = line.split_whitespace().collect();
    let after = |key: &str| {
        let at = words.iter().position(|w| *w == key);
        at.map(|i| words[i + 1..].join(" "))
            .unwrap_or_else(|| panic!("no {key} in {line}"))
    };
    let score = after("score").split(' ').next().unwrap().parse().unwrap();
    (score, after("verdict"))
}

#[test]
fn snakgame_starters_finish_their_games_and_outscore_random() {
    if !interpreters_present() {
        return;
    }
    let random: Vec<String> = [GRIDLAB, "play", "snakgame", "--bot", "random"]
        .map(String::from)
        .to_vec();
    let seeds = 1..=4;
    let random_total: u64 = seeds.clone().map(|s| snakgame(s, &random).0).sum();
    for file in ["starters/snakgame/bot.py", "starters/snakgame/bot.js"] {
        let mut total = 0;
        for seed in seeds.clone() {
            let (score, verdict) = snakgame(seed, &command_for(file));
            assert_eq!(verdict, "OK", "{file} seed {seed}");
            total += score;
        }
        // Warnsdorff's rule makes long snakes: well above the random bot's total.
        assert!(
            total * 2 > random_total * 3,
            "{file}: {total} against random's {random_total}"
        );
    }
}

#[test]
fn snakgame_starters_play_in_the_arena_as_programs_on_a_contest_board() {
    if !interpreters_present() {
        return;
    }
    let entrants = [
        "random".to_string(),
        format!("exec:{}", command_for("starters/snakgame/bot.py").join(" ")),
        format!("exec:{}", command_for("starters/snakgame/bot.js").join(" ")),
    ]
    .join(",");
    let args = ["arena", "snakgame", "--bots", &entrants, "--type", "1"];
    let table = gridlab(&[&args[..], &["--seeds", "3..3", "--threads", "1"]].concat());
    assert!(!table.contains("out: "), "{table}");
    // The row of the board: its scores, random's first; both starters beat it.
    let row = table.lines().find(|l| l.starts_with("t1 s3")).unwrap();
    let scores: Vec<u64> = row
        .split_whitespace()
        .skip(3)
        .take(3)
        .map(|w| w.parse().unwrap())
        .collect();
    assert!(scores[1] > scores[0] && scores[2] > scores[0], "{table}");
}

/// The starter's output for a judge input.
fn solve(file: &str, input: &str) -> String {
    let program = command_for(file);
    let args: Vec<&str> = program[1..].iter().map(String::as_str).collect();
    let out = common::run_with_input(&program[0], &args, root(), input);
    assert!(
        out.status.success(),
        "{file}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).to_string()
}

#[test]
fn solver_starters_answer_every_case_of_the_test_data() {
    if !interpreters_present() {
        return;
    }
    let data = |game: &str, name: &str| {
        let path: PathBuf = root().join("tests/data").join(game).join(name);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let cases = [
        ("king-chase", "small-brute"),
        ("king-chase", "small-bigvalues"),
        ("king-chase", "medium"),
        ("kattis-snake", "sample-1"),
        ("kattis-snake", "sample-2"),
        ("kattis-snake", "sample-3"),
        ("kattis-snake", "sample-4"),
    ];
    for (game, case) in cases {
        let folder = if game == "kattis-snake" {
            "snake"
        } else {
            game
        };
        for language in ["py", "js"] {
            let file = format!("starters/{folder}/solution.{language}");
            let input = data(game, &format!("{case}.in"));
            let expected = data(game, &format!("{case}.ans"));
            assert_eq!(
                solve(&file, &input).trim_end(),
                expected.trim_end(),
                "{file} on {game}/{case}"
            );
        }
    }
}
