//! The CLI's Back to the Code arena against foreign programs (a Python bot that plays, a shell
//! bot that hangs, one that prints garbage), and `gridlab play bttc` as an `exec:` player.

mod common;

use std::process::Command;

const GRIDLAB: &str = env!("CARGO_BIN_EXE_gridlab");

/// A contest program in Python: heads for the nearest neutral cell; says each round on stderr.
const PYTHON_BOT: &str = r#"
import sys
opponents = int(input())
while True:
    try:
        rnd = int(input())
    except EOFError:
        break
    x, y, back = map(int, input().split())
    for _ in range(opponents):
        input()
    rows = [input() for _ in range(20)]
    best = None
    for j in range(20):
        for i in range(35):
            if rows[j][i] == '.':
                d = abs(i - x) + abs(j - y)
                if best is None or d < best[0]:
                    best = (d, i, j)
    print(f"{best[1]} {best[2]} python" if best else f"{x} {y}", flush=True)
    print(f"round {rnd}", file=sys.stderr, flush=True)
"#;

/// Answers its first turn, then never again.
const HANGS: &str = "read n; for i in $(seq 23); do read l; done; echo '5 5'; sleep 30";

/// Answers its first turn with garbage.
const GARBAGE: &str = "read n; for i in $(seq 23); do read l; done; echo 'hello world'; sleep 1";

/// Prints two answers on its first turn (one write, so both are there before the next input),
/// then one a turn: from then on it is a turn ahead.
const AHEAD: &str = "read n; for i in $(seq 23); do read l; done; echo '5 5\n5 5'; while read l; do for i in $(seq 22); do read l; done; echo '5 5'; done";

fn arena(args: &[&str]) -> (String, String) {
    let mut all = vec!["arena", "bttc"];
    all.extend_from_slice(args);
    let out = Command::new(GRIDLAB).args(&all).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(out.status.success(), "{stdout}\n{stderr}");
    (stdout, stderr)
}

fn scores(stdout: &str) -> Vec<Vec<u32>> {
    stdout
        .lines()
        .filter_map(|l| l.split("scores ").nth(1))
        .map(|rest| {
            rest.split(" reason")
                .next()
                .unwrap_or("")
                .split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect()
        })
        .collect()
}

fn has_python() -> bool {
    Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn a_python_program_plays_and_its_stderr_is_logged() {
    if !has_python() {
        eprintln!("python3 is missing: skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("gridlab-bttc-log-{}", std::process::id()));
    let script = dir.join("bot.py");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(&script, PYTHON_BOT).unwrap();
    let exec = format!("exec:python3 -u {}", script.display());
    let log = dir.join("logs");
    let (out, err) = arena(&[
        "--players",
        &exec,
        "bot:nearest",
        "--games",
        "2",
        "--timeout-first",
        "5000",
        "--timeout",
        "2000",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert_eq!(scores(&out).len(), 2, "{out}");
    assert!(!out.contains(" out at "), "{out}");
    // A long name keeps its end in the table: the program's file.
    let file = script.file_name().unwrap().to_string_lossy().to_string();
    assert!(out.contains(&file), "{out}");
    assert!(err.contains("arena: 2/2 games"), "{err}");
    let text = std::fs::read_to_string(log.join("game-1.log")).unwrap();
    assert!(text.starts_with("positions "));
    assert!(
        text.contains("outputs ") && text.contains(" python |"),
        "{}",
        &text[..400]
    );
    assert!(text.contains("  | round 1"), "stderr is kept");
    // Our own log opens as a replay, every map checked, and ends on the arena's scores.
    let (end, replay) = gridlab::bttc::log::import(&text, None).unwrap();
    assert_eq!(
        replay.params["positions"],
        text[10..text.find('\n').unwrap()]
    );
    let last = end.scores();
    assert!(
        text.contains(&format!("scores {} {}", last[0], last[1])),
        "{last:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_program_that_hangs_or_prints_garbage_is_out_and_keeps_its_cells() {
    for (bot, why) in [
        (HANGS, "no answer within 150 ms"),
        (GARBAGE, "invalid answer"),
    ] {
        let exec = format!("exec:sh -c \"{bot}\"");
        let (out, _) = arena(&[
            "--players",
            &exec,
            "bot:nearest",
            "--positions",
            "3,3 30,15",
        ]);
        assert!(out.contains("seat 0 exec:") && out.contains(why), "{out}");
        let s = &scores(&out)[0];
        // Its cells stay its own; the game goes on until the ranking can no longer change.
        assert!(s[0] >= 1 && s[1] > s[0], "{out}");
        assert!(out.contains("reason ranking can no longer change"), "{out}");
    }
    // A program a turn ahead is told so on the console, log or not.
    let exec = format!("exec:sh -c \"{AHEAD}\"");
    let (out, _) = arena(&["--players", &exec, "nearest"]);
    assert!(
        out.contains("seat 0 exec:")
            && out.contains(
                "from round 2 (real 2), this answer was printed before the turn's input was sent"
            ),
        "{out}"
    );
    // In a log, the round it went out in says what it printed, and its end names that round.
    let dir = std::env::temp_dir().join(format!("gridlab-bttc-out-{}", std::process::id()));
    let exec = format!("exec:sh -c \"{GARBAGE}\"");
    let log = dir.to_str().unwrap();
    arena(&["--players", &exec, "nearest", "--seed", "3", "--log", log]);
    let text = std::fs::read_to_string(dir.join("game-3.log")).unwrap();
    let note = text
        .lines()
        .find(|l| l.starts_with("note 0: out here"))
        .unwrap_or("");
    assert!(
        note.contains("(invalid answer: ") && note.contains("it printed `"),
        "{text}"
    );
    let round = text[..text.find(note).unwrap()].rfind("round ").unwrap();
    let heading = text[round..].lines().next().unwrap();
    assert!(text.contains(&format!("(at `{heading}` above)")), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn our_play_command_is_a_contest_program() {
    let exec = format!("exec:{GRIDLAB} play bttc --bot nearest");
    let (out, _) = arena(&[
        "--players",
        &exec,
        "bot:nearest",
        "bot:nearest",
        "--seed",
        "4",
        "--timeout",
        "1000",
    ]);
    assert!(!out.contains(" out at "), "{out}");
    let s = &scores(&out)[0];
    assert_eq!(s.len(), 3);
    assert!(s[0] > 50, "{out}");
}

#[test]
fn our_play_command_thinks_the_time_it_is_given() {
    // A searching bot at 5 ms a turn, well inside a 150 ms limit; bad budgets are refused.
    let exec = format!("exec:{GRIDLAB} play bttc --bot paths --think 5");
    let (out, _) = arena(&["--players", &exec, "bot:nearest", "--seed", "2"]);
    assert!(!out.contains(" out at "), "{out}");
    // A command longer than the table's column heads its row by a letter, named above.
    assert!(
        out.contains(&format!("\nA: {exec}\n")) && out.lines().any(|l| l.starts_with("0     A ")),
        "{out}"
    );
    assert_eq!(scores(&out)[0].len(), 2);
    for (game, think, want) in [
        ("bttc", "0", "--think must be at least 1 ms, found 0"),
        (
            "snakgame",
            "5",
            "a Game of snakes bot has no per-turn budget",
        ),
    ] {
        let out = Command::new(GRIDLAB)
            .args(["play", game, "--think", think])
            .output()
            .unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{err}");
    }
    // A whole game's time is Game of snakes' kind of limit, not Back to the Code's.
    let out = Command::new(GRIDLAB)
        .args(["play", "bttc", "--time-limit", "3"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Back to the Code has a limit per turn"),
        "{err}"
    );
}

#[test]
fn bad_arguments_are_refused_with_the_reason() {
    let two = ["--players", "bot:nearest", "bot:nearest"];
    let with = |more: &[&'static str]| {
        let mut args = two.to_vec();
        args.extend(more);
        args
    };
    for (args, want) in [
        (
            vec!["--players", "bot:nobody", "bot:nearest"],
            "no bot called",
        ),
        (
            vec!["--players", "bot:nearest", "fish"],
            "no bot called `fish`",
        ),
        (with(&["--positions", "1,1"]), "1 start cells"),
        (with(&["--positions", "1,1 2,2 3,3"]), "3 start cells"),
        (with(&["--positions", "1,1 2:2"]), "--positions: "),
        (vec!["--players", "bot:nearest"], "2 to 4 players, found 1"),
        (
            vec![
                "--players",
                "bot:nearest",
                "bot:nearest",
                "bot:nearest",
                "bot:nearest",
                "bot:nearest",
            ],
            "2 to 4 players, found 5",
        ),
        (with(&["--games", "0"]), "--games must be at least 1"),
        (with(&["--timeout", "0"]), "--timeout must be at least 1"),
        (
            with(&["--timeout-first", "0"]),
            "--timeout-first must be at least 1",
        ),
        (with(&["--think", "nan"]), "--think must be at least 1 ms"),
        (with(&["--think=-5"]), "--think must be at least 1 ms"),
        (
            with(&["--think", "500"]),
            "--think 500 leaves a bot no margin under --timeout 150: at most 90 ms",
        ),
        (
            with(&["--seed", "18446744073709551615", "--games", "2"]),
            "runs past the largest seed",
        ),
        (with(&["--symmetric", "--positions", "1,1 2,2"]), "not both"),
        (
            with(&["--positions", "1,1 1,1"]),
            "two players start on 1,1: the contest's start cells are distinct",
        ),
        (with(&["--jobs", "0"]), "--jobs must be at least 1"),
    ] {
        let mut all = vec!["arena", "bttc"];
        all.extend(args);
        common::refuses_arguments(GRIDLAB, &all, want);
    }
}

/// `gridlab play bttc` reading a turn that breaks the protocol: the error names the line.
#[test]
fn a_bad_turn_is_named_by_its_line() {
    let map = ".".repeat(35);
    let mut turn = vec![
        "1".to_string(),
        "1".into(),
        "0 x 0 1".into(),
        "-1 -1 0".into(),
    ];
    turn.extend((0..20).map(|_| map.clone()));
    let args = ["play", "bttc", "--bot", "nearest"];
    let out = common::run_with_input(GRIDLAB, &args, &std::env::temp_dir(), &turn.join("\n"));
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("line 3: `0 x 0 1` is not `x y backInTimeLeft`"),
        "{err}"
    );
}

#[test]
fn unknown_games_and_missing_commands_are_named_as_such() {
    for (args, want) in [
        (vec!["bots", "foo"], "no game `foo`"),
        (vec!["play", "foo"], "no game `foo`"),
        (vec!["arena", "foo"], "no game `foo`"),
        (vec!["judge", "bttc"], "`bttc` has no judge"),
        (
            vec!["solve", "bttc"],
            "(`gridlab arena bttc`, `gridlab play bttc`)",
        ),
        (
            vec!["solve", "chess"],
            "no game `chess` (games with a solver",
        ),
        // A game named by its contest's code, as the page's address takes it.
        (vec!["bots", "CKC"], "`king-chase` has no contest"),
        (
            vec!["arena", "bttc", "--games", "-3"],
            "`-3` is not a whole number (0 or more)",
        ),
    ] {
        common::refuses_arguments(GRIDLAB, &args, want);
    }
    let out = Command::new(GRIDLAB)
        .args(["bots", "snakgame"])
        .output()
        .unwrap();
    let by_code = Command::new(GRIDLAB)
        .args(["bots", "SNAKGAME"])
        .output()
        .unwrap();
    assert!(out.status.success() && by_code.stdout == out.stdout);
    let out = Command::new(GRIDLAB)
        .args(["judge", "--help"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout)
        .contains("Games with a judge: king-chase, snake, snakgame"));
}
