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
            ["accepted", "wrong answer", "time limit", "runtime error"]
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
    assert!(
        text.contains(
            "first failing case: sample: small brute-forced: your answer 0, the right answer 43, case 2 of its 40"
        ),
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

    // A program asleep uses no processor time: the wall clock ends it, and the rest is not run.
    let file = std::env::temp_dir().join(format!("gridlab-failing-{}.in", std::process::id()));
    let (out, text) = judge(
        "snake",
        &["--time-limit", "100", "--failing", file.to_str().unwrap()],
        &["sleep", "5"],
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(verdicts(&text), vec!["time limit"], "{text}");
    assert!(
        text.contains("13 more not run after the time limit"),
        "{text}"
    );
    assert!(text.contains("more than 100 ms"), "{text}");
    let kept = std::fs::read_to_string(&file).unwrap();
    assert_eq!(kept, include_str!("data/kattis-snake/sample-1.in"));
    let _ = std::fs::remove_file(&file);
}

#[test]
fn bad_arguments_are_refused() {
    common::refuses_arguments(
        GRIDLAB,
        &["judge", "king-chase", "--largest", "301", "--", "true"],
        "--largest 301: N from 2 to 300",
    );
    common::refuses_arguments(
        GRIDLAB,
        &["judge", "snake", "--cases", "5000", "--", "true"],
        "at most 1000",
    );
    common::refuses_arguments(GRIDLAB, &["judge", "snake"], "--");
}
