//! What several integration tests share: running a command on a given stdin.

pub mod sparring;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `program` with `args` in `dir`, writes `input` to its stdin and waits for it; its
/// status, stdout and stderr.
#[allow(dead_code)]
pub fn run_with_input(program: &str, args: &[&str], dir: &Path, input: &str) -> Output {
    run_with_bytes(program, args, dir, input.as_bytes())
}

/// [`run_with_input`] with any bytes on stdin (not only text).
#[allow(dead_code)]
pub fn run_with_bytes(program: &str, args: &[&str], dir: &Path, input: &[u8]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    if let Some(mut stdin) = child.stdin.take() {
        // A program may end before reading everything: a closed pipe is its answer, not ours.
        let _ = stdin.write_all(input);
    }
    child.wait_with_output().unwrap()
}

/// Runs `program` with `args` and asserts that it fails with `want` in its stderr.
#[allow(dead_code)]
pub fn fails_saying(program: &str, args: &[&str], want: &str) {
    let out = Command::new(program).args(args).output().unwrap();
    assert!(!out.status.success(), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(want), "{args:?}: {err}");
}

/// Runs `program` with `args` and checks it refuses them as bad arguments: exit status 2 (a
/// program put out is 1), saying `want` on stderr.
#[allow(dead_code)]
pub fn refuses_arguments(program: &str, args: &[&str], want: &str) {
    let out = Command::new(program).args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(want), "{args:?}: {err}");
}

/// The number written right after the first `marker` in `text` (its digits and point), e.g. the
/// 12 of "gave away 12: ..."; panics with the text when there is none.
#[allow(dead_code)]
pub fn number_after<T: std::str::FromStr>(text: &str, marker: &str) -> T {
    let rest = text
        .split_once(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in {text}"))
        .1;
    let digits: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no number after {marker:?} in {text}"))
}
