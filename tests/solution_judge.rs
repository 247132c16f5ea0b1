//! `gridlab judge king-chase` and `gridlab judge snake`: a solution judged on the samples and on
//! generated cases, every verdict told, the first failing case with its input.

mod common;

use std::process::{Command, Output};

const GRIDLAB: &str = env!("CARGO_BIN_EXE_gridlab");

fn judge(game: &str, args: &[&str], program: &[&str]) -> (Output, String) {
    let out = Command::new(GRIDLAB)
        .args(["judge", game])
        .args(args)
        .arg("--")
        .args(program)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    (out, text)
}

/// The verdict column of each case's line, in order.
fn verdicts(report: &str) -> Vec<String> {
    report
        .lines()
        .filter(|l| l.starts_with("sample") || l.starts_with("generated"))
        .filter_map(|l| {
            [
                "accepted",
                "wrong answer",
                "time limit",
                "idle limit",
                "runtime error",
            ]
            .into_iter()
            .find(|v| l.contains(&format!("  {v}")))
            .map(str::to_string)
        })
        .collect()
}

#[test]
fn our_own_solver_is_accepted_on_every_case() {
    for (game, cases) in [("king-chase", 3 + 4), ("snake", 4 + 4)] {
        let (out, text) = judge(
            game,
            &["--cases", "4", "--largest", "9"],
            &[GRIDLAB, "solve", game],
        );
        assert!(out.status.success(), "{text}");
        assert_eq!(verdicts(&text), vec!["accepted"; cases], "{text}");
        assert!(
            text.contains(&format!("{cases} of {cases} accepted")),
            "{text}"
        );
        assert!(text.contains("generated 4 ("), "{text}");
    }
}

#[test]
fn a_wrong_answer_is_told_with_the_case_and_its_input() {
    let (out, text) = judge(
        "king-chase",
        &["--cases", "2"],
        &["sh", "-c", "echo 7; echo 0"],
    );
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        verdicts(&text).iter().all(|v| v == "wrong answer"),
        "{text}"
    );
    // The first sample holds several cases: the one that differs is named.
    let told = "first failing case (sample: small brute-forced): your answer 0, the right answer 43, case 2 of its 40";
    assert!(text.contains(told), "{text}");
    let input = "its input is 212 lines, 2017 bytes: --failing FILE writes it";
    assert!(text.contains(input), "{text}");
    // Output past the last answer is named as such; a short input is printed.
    let (_, text) = judge(
        "snake",
        &["--cases", "0"],
        &["sh", "-c", "cat > /dev/null; echo 1 1"],
    );
    assert!(
        text.contains("extra output after the 1 answers: 1"),
        "{text}"
    );
    assert!(
        text.contains("its input (--failing FILE keeps it):"),
        "{text}"
    );
}

#[test]
fn a_crash_a_time_limit_and_a_file_for_the_failing_input() {
    let (out, text) = judge("snake", &[], &["sh", "-c", "echo trouble >&2; exit 3"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(verdicts(&text)[0], "runtime error", "{text}");
    assert!(text.contains("it ended with exit status: 3"), "{text}");
    assert!(text.contains("  | trouble"), "{text}");

    // A long stderr is shown by its start and its end, where a crash's traceback is.
    let chatty = "i=0; while [ $i -lt 20000 ]; do echo \"debug $i\" >&2; i=$((i+1)); done; echo the end >&2; exit 3";
    let (_, text) = judge("snake", &["--cases", "0"], &["sh", "-c", chatty]);
    assert!(
        text.contains("  | debug 9\n  | ... 19981 more lines ...\n  | debug 19991\n"),
        "{text}"
    );
    assert!(text.contains("  | debug 19999\n  | the end\n"), "{text}");

    // A program asleep uses no processor time: the wall clock ends it (an idle limit), the rest
    // is not run, and the case kept with --failing is judged alone with --input.
    let file = std::env::temp_dir().join(format!("gridlab-failing-{}.in", std::process::id()));
    let path = file.to_str().unwrap();
    let args = ["--time-limit", "0.1", "--failing", path];
    let (out, text) = judge("snake", &args, &["sleep", "5"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(verdicts(&text), vec!["idle limit"], "{text}");
    assert!(
        text.contains("13 more not run after the time limit"),
        "{text}"
    );
    assert!(text.contains("0 of 14 accepted, 13 not run"), "{text}");
    assert!(
        text.contains("no answer after 0.7 s of wall clock, not thinking"),
        "{text}"
    );
    let kept = std::fs::read_to_string(&file).unwrap();
    assert_eq!(kept, include_str!("data/kattis-snake/sample-1.in"));
    let (out, text) = judge("snake", &["--input", path], &[GRIDLAB, "solve", "snake"]);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("1 of 1 accepted"), "{text}");
    let _ = std::fs::remove_file(&file);

    // A program that thinks too long is stopped at the limit of processor time, also a script's
    // child (its whole process group's time), killed with its process group.
    let once = ["--time-limit", "0.3", "--cases", "0"];
    let (_, text) = judge("snake", &once, &["sh", "-c", "while :; do :; done"]);
    assert_eq!(verdicts(&text)[0], "time limit", "{text}");
    assert!(text.contains(" >300\n"), "{text}");
    assert!(
        text.contains("more than 300 ms of processor time"),
        "{text}"
    );
    let started = std::time::Instant::now();
    let script = ["sh", "-c", "sh -c 'while :; do :; done'; echo never"];
    let (_, text) = judge("snake", &once, &script);
    // The script's child thinks: its group's processor time is charged, not the wall clock.
    assert_eq!(verdicts(&text)[0], "time limit", "{text}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(5),
        "{text}"
    );
}

#[test]
fn bad_arguments_are_refused() {
    let bad = std::env::temp_dir().join(format!("gridlab-bad-input-{}.in", std::process::id()));
    std::fs::write(&bad, "1\n3 1 1 2 2\n1 2 3\n").unwrap();
    let bad_path = bad.to_string_lossy().to_string();
    let folder = std::env::temp_dir().to_string_lossy().to_string();
    let refused: [(&[&str], &str); 10] = [
        (
            &["snake", "--cases", "3", "./sol", "x"],
            "`./sol` looks like the program: put it after `--`, as in `gridlab judge snake --cases 3 -- ./sol x`",
        ),
        (
            &["king-chase", "--largest", "301", "--", "true"],
            "--largest 301: N from 2 to 300",
        ),
        (&["snake", "--cases", "5000", "--", "true"], "at most 1000"),
        (&["snake"], "--"),
        (&["snake", "--cases", "-1", "--", "true"], "-1"),
        (&["snake", "--", "./no-such-program"], "no such program"),
        (
            &[
                "snake",
                "--seed",
                "9007199254740991",
                "--cases",
                "2",
                "--",
                "true",
            ],
            "past the largest",
        ),
        (
            &["snake", "--failing", "/no/such/folder/x.in", "--", "true"],
            "no such folder",
        ),
        // A given input that is not one: refused before the table's head, at its line.
        (
            &["king-chase", "--input", &bad_path, "--", "true"],
            "not a valid input: line 3: input ends",
        ),
        (
            &["snake", "--input", &folder, "--", "true"],
            "a folder, not a file",
        ),
    ];
    for (args, want) in refused {
        let all: Vec<&str> = std::iter::once("judge")
            .chain(args.iter().copied())
            .collect();
        common::refuses_arguments(GRIDLAB, &all, want);
    }
    let out = Command::new(GRIDLAB)
        .args(["judge", "king-chase", "--input", &bad_path, "--", "true"])
        .output()
        .unwrap();
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let _ = std::fs::remove_file(&bad);
}

// A reader that goes away (`| head -1`) ends the printing and the command, without a panic.
#[cfg(unix)]
#[test]
fn a_closed_output_is_said_not_panicked_over() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = Command::new(GRIDLAB)
        .args([
            "judge",
            "king-chase",
            "--cases",
            "100",
            "--largest",
            "5",
            "--",
            GRIDLAB,
            "solve",
            "king-chase",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is gone: the next lines cannot be written.
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(first.starts_with("case"), "{first}");
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("standard output was closed"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
