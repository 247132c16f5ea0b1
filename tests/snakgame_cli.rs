//! The CLI's Game of snakes judge against foreign programs (a shell contestant that plays, one
//! that cheats, one that hangs, one that prints garbage), and the judge with `gridlab play`.

mod common;

use std::process::Command;

const GRIDLAB: &str = env!("CARGO_BIN_EXE_gridlab");

/// The judge's stdout and stderr on seed 3, with `extra` options, judging `program`; its exit
/// status must be 0 for a verdict OK and 1 for any other.
fn judge_output(extra: &[&str], program: &[&str]) -> (String, String) {
    let mut args = vec!["judge", "snakgame", "--seed", "3"];
    args.extend_from_slice(extra);
    args.push("--");
    args.extend_from_slice(program);
    let out = Command::new(GRIDLAB).args(&args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let ok = text
        .lines()
        .last()
        .is_some_and(|l| l.ends_with("verdict OK"));
    assert_eq!(
        out.status.code(),
        Some(if ok { 0 } else { 1 }),
        "{text}{err}"
    );
    (text, err)
}

/// The judge's last line (the result).
fn judge(extra: &[&str], program: &[&str]) -> String {
    let (text, _) = judge_output(extra, program);
    text.lines().last().unwrap_or("").to_string()
}

fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let words: Vec<&str> = line.split_whitespace().collect();
    let i = words
        .iter()
        .position(|w| *w == key)
        .unwrap_or_else(|| panic!("no {key} in {line}"));
    words[i + 1]
}

/// A contestant in shell: starts one snake at the first empty cell it can find, then keeps
/// answering NEW on cells it tracks as empty (it reads Chef's moves to keep the board).
const SHELL_PLAYER: &str = r#"
trap 'echo bye >&2' EXIT
read n m k
declare -A used
for ((i = 0; i < k; i++)); do read x y; used[$x,$y]=1; done
next_free() {
  for ((x = 1; x <= n; x++)); do for ((y = 1; y <= m; y++)); do
    if [[ -z ${used[$x,$y]} ]]; then echo "$x $y"; return; fi
  done; done
  echo ""
}
while true; do
  cell=$(next_free)
  if [[ -z $cell ]]; then echo EXIT; exit 0; fi
  echo "NEW $cell"; used[${cell% *},${cell#* }]=1
  read -r word a b c d || exit 0
  case $word in
    EXIT) exit 0 ;;
    NEW) used[$a,$b]=1 ;;
    MOVE) used[$c,$d]=1 ;;
  esac
done
"#;

#[test]
fn a_shell_contestant_plays_a_whole_game() {
    let line = judge(&["--size", "4x5"], &["bash", "-c", SHELL_PLAYER]);
    assert_eq!(field(&line, "verdict"), "OK", "{line}");
    // The program had time to read the closing lines and end by itself (its stderr says so).
    let (_, err) = judge_output(&["--size", "4x5"], &["bash", "-c", SHELL_PLAYER]);
    assert!(err.contains("bye"), "{err}");
    // Only one-cell snakes: nothing scored.
    assert_eq!(field(&line, "score"), "0", "{line}");
    assert!(field(&line, "snakes").parse::<u32>().unwrap() > 0);
}

#[test]
fn a_cheat_a_hang_and_garbage_end_the_game_with_a_verdict() {
    // Reads the opening, then plays on a cell that is never free twice.
    let cheat = "read n m k; for ((i=0;i<k;i++)); do read l; done; echo 'NEW 1 1'; read l; echo 'NEW 1 1'; sleep 5";
    let line = judge(&["--size", "6x6"], &["bash", "-c", cheat]);
    let verdict = line.split("verdict ").nth(1).unwrap_or("");
    assert!(
        verdict.starts_with("invalid move") || verdict.contains("blocked"),
        "{line}"
    );

    let started = std::time::Instant::now();
    let line = judge(&["--size", "6x6", "--time-limit", "0.5"], &["sleep", "30"]);
    assert!(line.contains("verdict timeout"), "{line}");
    // Asleep, not thinking: said so, with when.
    assert!(
        line.contains(
            "whose time is not counted: is each move printed on its own line and flushed?) (at turn 1, ply 0)"
        ),
        "{line}"
    );
    // Charged the processor time it used, not the wall clock it was waited for.
    let charged: f64 = field(&line, "cpu_s").parse().unwrap_or(f64::MAX);
    assert!(charged < 0.25, "{line}");
    assert!(started.elapsed().as_secs_f64() < 10.0);

    // Stuck in a loop after its first move: it used its time thinking, and is told so (not to
    // look for an unflushed answer).
    let spin = "read n m k; for ((i=0;i<k;i++)); do read l; done; echo 'NEW 1 1'; read l; while :; do :; done";
    let line = judge(
        &["--size", "6x6", "--time-limit", "0.5"],
        &["bash", "-c", spin],
    );
    assert!(
        line.contains("verdict timeout: more than 0.5 s of thinking (at turn 2, ply 2)"),
        "{line}"
    );

    let line = judge(
        &["--size", "6x6"],
        &["bash", "-c", "echo 'MOVE the snake please'; sleep 5"],
    );
    assert!(line.contains("verdict garbage"), "{line}");

    // Out after 30 good moves: it scores 0, as the contest (and the arena) counts it, and the
    // line says what it had on the board.
    let quitter = format!(
        "{GRIDLAB} play snakgame --bot greedy | {{ for i in $(seq 30); do read -r l; echo \"$l\"; done; echo garbage; }}"
    );
    let line = judge(&["--size", "20x20"], &["bash", "-c", &quitter]);
    assert_eq!(field(&line, "score"), "0", "{line}");
    assert_eq!(field(&line, "moves"), "30", "{line}");
    assert!(
        line.contains(" on the board, counted 0 as the contest counts a program put out)"),
        "{line}"
    );

    // A crash is told in the arena's words (exit 3 before reading: a crash, or the output
    // closed first when the judge's write found the program gone).
    let line = judge(&["--size", "6x6"], &["bash", "-c", "exit 3"]);
    assert!(
        line.contains("verdict crash: the program ended (exit status: 3)")
            || line.contains("verdict stopped: the program closed its output"),
        "{line}"
    );

    // A program that never reads its input (the board is larger than a pipe's buffer).
    let line = judge(&["--type", "2", "--time-limit", "0.5"], &["sleep", "30"]);
    assert!(line.contains("verdict timeout"), "{line}");
}

#[test]
fn a_program_two_lines_a_turn_is_told_it_runs_ahead() {
    // Its first free cell, twice at once, in one write (bash's echo and printf write a line at a
    // time, and on a busy machine the second line came after the judge's next input, as a
    // prompt answer would): the second line is read as its next answer.
    let twice = r#"
read n m k; declare -A used
for ((i = 0; i < k; i++)); do read x y; used[$x,$y]=1; done
for ((x = 1; x <= n; x++)); do for ((y = 1; y <= m; y++)); do
  if [[ -z ${used[$x,$y]} ]]; then cat <<< "NEW $x $y"$'\n'"NEW $x $y"; sleep 5; exit; fi
done; done
"#;
    let (text, err) = judge_output(&["--size", "6x6"], &["bash", "-c", twice]);
    let line = text.lines().last().unwrap_or("");
    assert!(
        line.contains("verdict invalid move"),
        "stdout: {text}\nstderr: {err}"
    );
    assert!(
        err.contains("note: from ply 2 the program's answers were printed before their turn's input was sent"),
        "{err}"
    );
}

#[test]
fn the_judge_and_our_bots_play_together() {
    for bot in ["greedy", "editorial", "best"] {
        let dir =
            std::env::temp_dir().join(format!("gridlab-snakgame-{bot}-{}", std::process::id()));
        let replay = dir.with_extension("txt");
        let line = judge(
            &["--size", "30x40", "--replay", replay.to_str().unwrap()],
            &[GRIDLAB, "play", "snakgame", "--bot", bot],
        );
        assert_eq!(field(&line, "verdict"), "OK", "{bot}: {line}");
        assert!(field(&line, "score").parse::<i64>().unwrap() > 0, "{line}");
        // The transcript replays through the rules to the same score.
        let text = std::fs::read_to_string(&replay).unwrap();
        let t = gridlab::snakgame::Transcript::parse(&text).unwrap();
        let mut state = gridlab::snakgame::SnakState::start(&t.board);
        for mv in &t.moves {
            if state.over() {
                break;
            }
            state = state.play(&t.board, *mv).unwrap();
        }
        assert_eq!(state.sides[0].score().to_string(), field(&line, "score"));
        let _ = std::fs::remove_file(&replay);
    }
}

#[test]
fn our_bot_exits_in_good_order_before_its_time_runs_out() {
    // A type-1 game takes `best` far more than a tenth of a second; given a tenth, it answers
    // EXIT with its score so far, and the judge counts the game.
    let (text, err) = judge_output(
        &["--type", "1"],
        &[
            GRIDLAB,
            "play",
            "snakgame",
            "--bot",
            "best",
            "--time-limit",
            "0.1",
        ],
    );
    let line = text.lines().last().unwrap_or("");
    assert_eq!(field(line, "verdict"), "OK", "{line}");
    assert!(field(line, "score").parse::<i64>().unwrap() > 0, "{line}");
    assert!(
        text.contains("near the limit of 0.1 s: EXIT keeps the score so far")
            || err.contains("near the limit of 0.1 s: EXIT keeps the score so far"),
        "{text}{err}"
    );
    for (args, want) in [
        (vec!["--think", "5"], "--time-limit gives the whole game's"),
        (
            vec!["--time-limit", "0"],
            "above 0 and at most 3600, found 0",
        ),
        (vec!["--time-limit", "NaN"], "found NaN"),
    ] {
        let mut all = vec!["play", "snakgame"];
        all.extend(args);
        common::fails_saying(GRIDLAB, &all, want);
    }
}

#[test]
fn play_reads_past_a_byte_order_mark_and_says_when_nothing_came() {
    let play = |input: &[u8]| {
        let args = ["play", "snakgame", "--bot", "greedy"];
        let out = common::run_with_bytes(GRIDLAB, &args, &std::env::temp_dir(), input);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        (out.status.code(), text, err)
    };
    let (code, text, err) = play(b"\xef\xbb\xbf3 3 0\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(text.starts_with("NEW "), "{text}");
    let (code, _, err) = play(b"");
    assert_eq!(code, Some(1));
    assert!(
        err.contains("no input: the referee's first line never came"),
        "{err}"
    );
}

#[test]
fn a_json_replay_opens_in_the_lab() {
    let path = std::env::temp_dir().join(format!("gridlab-snakgame-{}.json", std::process::id()));
    let line = judge(
        &["--size", "10x12", "--replay", path.to_str().unwrap()],
        &[GRIDLAB, "play", "snakgame", "--bot", "best"],
    );
    let json = std::fs::read_to_string(&path).unwrap();
    let mut lab = gridlab::games::open_json(&json).unwrap();
    let summary = lab.summary();
    assert!(summary
        .report
        .unwrap()
        .verdict
        .contains(&format!("You scored {}", field(&line, "score"))));
    lab.check().unwrap();
    let _ = std::fs::remove_file(&path);
}

#[test]
fn the_arena_prints_a_table() {
    let out = Command::new(GRIDLAB)
        .args([
            "arena",
            "snakgame",
            "--bots",
            "greedy,random",
            "--seeds",
            "1..2",
            "--type",
            "1",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("mean") && text.contains("random/greedy"),
        "{text}"
    );
}

#[test]
fn a_program_put_out_in_the_arena_scores_nothing() {
    // Reads the opening's first line and crashes: its one move is not a game.
    let out = Command::new(GRIDLAB)
        .args([
            "arena",
            "snakgame",
            "--bots",
            "greedy,exec:bash -c 'read l; exit 3'",
            "--seeds",
            "1..1",
            "--type",
            "1",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("efficiency exec:bash -c 'read l; exit 3': mean 0.000"),
        "{text}"
    );
    assert!(
        text.contains(
            "out: t1 s1 exec:bash -c 'read l; exit 3' (scored 0, as the contest counts it): turn 1, ply 0:"
        ),
        "{text}"
    );
    // Named by the table's letter (B), not its command, whose `/` would read as a path.
    assert!(text.contains("ratio of means B/greedy: 0.000"), "{text}");
    // First, it leaves the ratios to it without a value.
    let out = Command::new(GRIDLAB)
        .args(["arena", "snakgame", "--seeds", "1..1", "--type", "1"])
        .args(["--bots", "exec:bash -c 'read l; exit 3',greedy"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let row = text.lines().find(|l| l.starts_with("t1 s1")).unwrap_or("");
    assert_eq!(row.split_whitespace().nth(5), Some("-"), "{text}");
    assert!(
        text.contains("ratio of means greedy/A: - (A scored 0 on every board)"),
        "{text}"
    );
}

#[test]
fn the_arena_refuses_options_that_would_run_nothing_or_forever() {
    for (args, want) in [
        (vec!["--seeds", "5..1"], "--seeds 5..1 is empty"),
        (vec!["--threads", "0"], "--threads must be at least 1"),
        (vec!["--boards", "contest", "--seeds", "1..2"], "not both"),
    ] {
        let mut all = vec!["arena", "snakgame", "--bots", "greedy", "--type", "1"];
        all.extend(args);
        common::refuses_arguments(GRIDLAB, &all, want);
    }
    common::refuses_arguments(
        GRIDLAB,
        &["arena", "snakgame", "--bots", "nosuch"],
        "no bot called `nosuch`",
    );
    // The judge's own checks give the parser's exit status too (1 is a program put out).
    common::refuses_arguments(
        GRIDLAB,
        &["judge", "snakgame", "--type", "3", "--", "true"],
        "--type must be 1 or 2, found 3",
    );
    common::refuses_arguments(
        GRIDLAB,
        &["judge", "snakes", "--", "true"],
        "no game `snakes`",
    );
    common::refuses_arguments(
        GRIDLAB,
        &["play", "snakgame", "--bot", "nosuch"],
        "no bot called `nosuch`",
    );
    // Many threads for one game: one game's worth, and done.
    let out = Command::new(GRIDLAB)
        .args([
            "arena", "snakgame", "--bots", "greedy", "--seeds", "1..1", "--type", "1",
        ])
        .args(["--threads", "99999999999"])
        .output()
        .unwrap();
    assert!(out.status.success());
    // A program that cannot start fails the arena before any game; a comma inside its quoted
    // command is its own.
    let out = Command::new(GRIDLAB)
        .args([
            "arena", "snakgame", "--seeds", "1..1", "--type", "1", "--bots",
        ])
        .arg(r#"greedy,exec:/nonexistent/x "a,b""#)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot start `/nonexistent/x \"a,b\"`") && !err.contains("games"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    // A command over two lines keeps the table's rows whole: a long name heads its columns by a
    // letter, named above the table. With --replays the program's stderr is kept beside its
    // transcript, each line after its ply; it is put out (it ends at once) and scores 0.
    let dir = std::env::temp_dir().join(format!("gridlab-arena-stderr-{}", std::process::id()));
    let out = Command::new(GRIDLAB)
        .args([
            "arena", "snakgame", "--seeds", "1..1", "--type", "1", "--bots",
        ])
        .arg("greedy,exec:sh -c 'echo hello >&2'\n  y")
        .arg("--replays")
        .arg(&dir)
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.starts_with("B: exec:sh -c 'echo hello >&2' y\n")
            && table
                .lines()
                .any(|l| l.starts_with("board") && l.contains(" B/greedy ")),
        "{table}"
    );
    assert!(
        table.contains("out: t1 s1 exec:sh -c 'echo hello >&2' y (scored 0"),
        "{table}"
    );
    let stderr = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().ends_with(".stderr.txt"))
        .map(|p| std::fs::read_to_string(p).unwrap());
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(stderr.as_deref(), Some("[ply 0] hello\n"));
}

#[test]
fn a_negative_seed_is_refused_as_a_seed() {
    let out = Command::new(GRIDLAB)
        .args([
            "judge", "snakgame", "--type", "1", "--seed", "-1", "--", "true",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("a seed is a whole number from 0"), "{err}");
}
