//! Every case of the test data through the CLI's code path, and the CLI's own exit codes.

mod common;

use std::path::PathBuf;

use gridlab::king_chase::judge::run;

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/king-chase")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn test_data_answers() {
    for case in ["small-brute", "small-bigvalues", "medium"] {
        let out = run(&data(&format!("{case}.in"))).unwrap();
        assert_eq!(
            out.trim_end(),
            data(&format!("{case}.ans")).trim_end(),
            "{case}"
        );
    }
}

#[test]
fn cli_solves_and_refuses() {
    let run_cli = |input: &str| {
        common::run_with_input(
            env!("CARGO_BIN_EXE_gridlab"),
            &["solve", "king-chase"],
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
            input,
        )
    };
    let ok = run_cli(&data("small-brute.in"));
    assert!(ok.status.success());
    assert_eq!(
        String::from_utf8_lossy(&ok.stdout).trim_end(),
        data("small-brute.ans").trim_end()
    );
    let bad = run_cli("1\n3 1 1 1 2\n1 2 3\n4 5\n");
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("line 4") && err.contains("V[2][3]"), "{err}");
    // A row too long shows where the numbers stop fitting, a line later: the row is named.
    let long = run_cli("1\n2 1 1 2 2\n1 2 9\n3 4\n");
    let err = String::from_utf8_lossy(&long.stderr);
    assert!(
        err.contains("(line 3 holds 3 values; a row of this 2 x 2 board holds 2)"),
        "{err}"
    );
    let huge = run_cli("1\n1000000 1 1 1 2\n");
    assert!(String::from_utf8_lossy(&huge.stderr).contains("N must be in 2..=300"));
    // A byte-order mark before the text (as some editors save UTF-8) is not part of it.
    let bom = run_cli("\u{feff}1\n2 1 1 2 2\n1 2\n3 4\n");
    assert!(
        bom.status.success(),
        "{}",
        String::from_utf8_lossy(&bom.stderr)
    );
    // What would not show is written as an escape: one inside the text, a no-break space.
    let bom = run_cli("1\n\u{feff}2 1 1 2 2\n1 2\n3 4\n");
    let err = String::from_utf8_lossy(&bom.stderr);
    assert!(
        err.contains("line 2, column 1") && err.contains("found `\\u{feff}2`"),
        "{err}"
    );
    let nbsp = run_cli("1\n2\u{a0}1 1 2 2\n1 2\n3 4\n");
    let err = String::from_utf8_lossy(&nbsp.stderr);
    assert!(err.contains("found `2\\u{a0}1`"), "{err}");
    // Bytes that are not UTF-8 are placed.
    let latin1 = common::run_with_bytes(
        env!("CARGO_BIN_EXE_gridlab"),
        &["solve", "king-chase"],
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
        b"1\n2 1 1 2 2\n1 \xe9\n3 4\n",
    );
    let err = String::from_utf8_lossy(&latin1.stderr);
    assert!(!latin1.status.success());
    assert!(
        err.contains("line 3, column 3: byte 0xe9 is not UTF-8"),
        "{err}"
    );
}

#[test]
fn an_endless_input_is_read_to_a_bound_and_refused() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridlab"))
        .args(["solve", "king-chase"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // As `yes 1 |` would: it writes until the reader stops reading.
    let writer = std::thread::spawn(move || {
        let chunk = "1\n".repeat(1 << 15);
        while stdin.write_all(chunk.as_bytes()).is_ok() {}
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "standard input is longer than 256 MiB, more than any judge input of `king-chase`"
        ),
        "{err}"
    );
}
