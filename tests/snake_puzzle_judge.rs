//! The judge path: the four samples, and bad input named by line and column.

use gridlab::snake_puzzle::judge::run;
use gridlab::snake_puzzle::text::parse_puzzle;

fn sample(n: u32, ext: &str) -> String {
    let path = format!(
        "{}/tests/data/kattis-snake/sample-{n}.{ext}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn samples_match_the_expected_answers() {
    for n in 1..=4 {
        let output = run(&sample(n, "in"), false).unwrap();
        assert_eq!(output, sample(n, "ans"), "sample {n}");
    }
}

#[test]
fn explain_adds_moves_and_statistics() {
    let output = run(&sample(3, "in"), true).unwrap();
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines[0], "1");
    assert!(lines[1].starts_with("moves: "), "{output}");
    let moves = lines[1].trim_start_matches("moves: ");
    assert_eq!(lines[2], format!("length: {}", moves.len()));
    assert!(lines[3].starts_with("states seen: "), "{output}");
    assert_eq!(lines[4], format!("layers: {}", moves.len()));

    let output = run(&sample(2, "in"), true).unwrap();
    assert!(output.starts_with("0\nmoves: none"), "{output}");
    assert!(output.contains("\nstates seen: "), "{output}");
}

#[test]
fn puzzle_text_round_trips() {
    for n in 1..=4 {
        let text = sample(n, "in");
        let puzzle = parse_puzzle(&text).unwrap();
        assert_eq!(puzzle.to_text(), text, "sample {n}");
        assert_eq!(parse_puzzle(&puzzle.to_text()).unwrap(), puzzle);
    }
}

#[test]
fn windows_line_ends_and_trailing_blank_lines_are_accepted() {
    let text = sample(4, "in").replace('\n', "\r\n") + "\r\n\n";
    assert_eq!(run(&text, false).unwrap(), "1\n");
}

/// Each bad input, the line and column expected, and a word the message must contain.
const BAD: &[(&str, usize, usize, &str)] = &[
    ("", 1, 1, "rows"),
    ("3\n", 1, 2, "columns"),
    ("x 3\n", 1, 1, "integer"),
    ("0 3\n...\n", 1, 1, "1..=10"),
    ("3 11\n", 1, 3, "1..=10"),
    ("1 1\n0\n", 1, 1, "at least 2"),
    ("2 2 2\n0A\n..\n", 1, 5, "unexpected"),
    ("2 3\n0A.\n..\n", 3, 3, "row 2 has 2 cells"),
    ("2 3\n0A..\n...\n", 2, 4, "row 1 has 4 cells"),
    ("3 3\n01A\n...\n", 4, 1, "only 2 of its 3 rows"),
    ("2 3\n0A.\n...\nxyz\n", 4, 1, "after the 2 grid rows"),
    ("2 3\n0Ax\n...\n", 2, 3, "`x`"),
    ("2 3\n0A.\n. .\n", 3, 2, "` `"),
    ("2 3\n0A.\n1B.\n", 3, 2, "lower-case"),
    ("2 3\n01A\n.0.\n", 3, 2, "appears twice"),
    ("2 3\nA0.\n.1A\n", 3, 3, "second apple"),
    ("2 3\n0..\n1..\n", 2, 1, "no apple"),
    ("2 3\n...\n..A\n", 2, 1, "no snake"),
    ("2 3\n.1A\n.2.\n", 2, 2, "`1` comes without `0`"),
    ("2 3\n.0A\n.2.\n", 3, 2, "`2` comes without `1`"),
    ("2 3\n0.A\n..1\n", 3, 3, "not next to"),
    ("3 3\n0A.\n1..\n.2.\n", 4, 2, "segment `2`"),
];

#[test]
fn bad_input_names_line_and_column() {
    for &(input, line, column, word) in BAD {
        let error = run(input, false).expect_err(input);
        assert_eq!(
            (error.line, error.column),
            (line, Some(column)),
            "{input:?}: {error}"
        );
        assert!(error.message.contains(word), "{input:?}: {error}");
        let shown = error.to_string();
        assert!(
            shown.starts_with(&format!("line {line}, column {column}: ")),
            "{shown}"
        );
    }
}

#[test]
fn arbitrary_bytes_never_panic() {
    let alphabet = ['.', '0', '1', '2', 'A', 'a', 'B', ' ', '\n', '3', 'f', 'é'];
    let mut x: u64 = 12345;
    for _ in 0..3000 {
        let mut text = String::from("3 4\n");
        for _ in 0..(x % 20) {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.push(alphabet[(x >> 33) as usize % alphabet.len()]);
        }
        if let Err(e) = run(&text, true) {
            assert!(e.column.is_some(), "{text:?}: {e}");
        }
    }
}
