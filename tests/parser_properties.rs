//! Property tests for every parser of outside input: the king chase judge input, the snake puzzle
//! text, snake move strings and replay JSON.
//!
//! For each parser: arbitrary text never panics; valid inputs (generated) parse and round-trip;
//! mutated valid inputs (a character or token deleted, inserted or replaced, a truncation) never
//! panic, and every error says where: a line (and a column where one applies) for the text
//! formats, a line and column or the field for replay JSON.

use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::Value;

use gridlab::grid::Cell;
use gridlab::input_error::InputError;
use gridlab::king_chase::board::{Board, ChaseSetup, MAX_VALUE};
use gridlab::king_chase::text::{parse_case, parse_cases, write_case};
use gridlab::replay::{Replay, ReplayError, MAX_SEED, REPLAY_VERSION};
use gridlab::snake_puzzle::generate::random_puzzle;
use gridlab::snake_puzzle::rules::{moves_text, parse_moves, Dir};
use gridlab::snake_puzzle::text::parse_puzzle;

// Case counts stay moderate so the whole file runs in a few seconds in a debug build; set
// `PROPTEST_CASES` for a deeper run. Failures are printed (with the shrunk input), not persisted
// to files.
fn config(cases: u32) -> ProptestConfig {
    let default = ProptestConfig::default();
    ProptestConfig {
        cases: if std::env::var_os("PROPTEST_CASES").is_some() {
            default.cases
        } else {
            cases
        },
        failure_persistence: None,
        ..default
    }
}

// ---------------------------------------------------------------------------------------------
// Input generators.

// Any text: every `char`, control characters and newlines included.
fn any_text() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<char>(), 0..80).prop_map(String::from_iter)
}

// Characters that matter to one of the formats, and a few that matter to none.
const FORMAT_CHARS: &[char] = &[
    '0', '1', '2', '5', '9', '-', '+', ' ', ' ', '\n', '\n', '\t', '\r', '.', 'A', 'B', 'a', 'f',
    'g', 'x', 'U', 'd', ',', '{', '}', '[', ']', '"', ':', '\\', 'e', 'é', '\u{a0}', '\u{0}',
];

fn format_char() -> impl Strategy<Value = char> {
    prop_oneof![
        3 => prop::sample::select(FORMAT_CHARS),
        1 => any::<char>(),
    ]
}

// Tokens that are valid in one place or another, or just wrong.
const TOKENS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "-1",
    "+2",
    "300",
    "301",
    "1000000000",
    "1000000001",
    "99999999999999999999",
    "x",
    "1.5",
    "1e3",
    "..A",
    "0A",
    "null",
    "\"\"",
    "{}",
    "[",
    "\"version\":",
    "\"seed\": 9007199254740992,",
];

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(TOKENS).prop_map(str::to_string),
        1 => prop::collection::vec(format_char(), 1..4).prop_map(String::from_iter),
    ]
}

// One small edit of a valid input (positions are scaled to the input's length).
#[derive(Clone, Debug)]
enum Mutation {
    DeleteChar(Index),
    InsertChar(Index, char),
    ReplaceChar(Index, char),
    SwapChars(Index, Index),
    DeleteToken(Index),
    InsertToken(Index, String),
    ReplaceToken(Index, String),
    DuplicateLine(Index),
    Truncate(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<Index>().prop_map(Mutation::DeleteChar),
        (any::<Index>(), format_char()).prop_map(|(i, c)| Mutation::InsertChar(i, c)),
        (any::<Index>(), format_char()).prop_map(|(i, c)| Mutation::ReplaceChar(i, c)),
        (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Mutation::SwapChars(i, j)),
        any::<Index>().prop_map(Mutation::DeleteToken),
        (any::<Index>(), token()).prop_map(|(i, t)| Mutation::InsertToken(i, t)),
        (any::<Index>(), token()).prop_map(|(i, t)| Mutation::ReplaceToken(i, t)),
        any::<Index>().prop_map(Mutation::DuplicateLine),
        any::<Index>().prop_map(Mutation::Truncate),
    ]
}

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    prop::collection::vec(mutation(), 1..4)
}

// The character spans of whitespace-separated tokens.
fn token_spans(chars: &[char]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in chars.iter().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push((s, chars.len()));
    }
    spans
}

fn apply(text: &str, mutation: &Mutation) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let n = chars.len();
    let spans = token_spans(&chars);
    match mutation {
        Mutation::DeleteChar(i) if n > 0 => {
            chars.remove(i.index(n));
        }
        Mutation::InsertChar(i, c) => chars.insert(i.index(n + 1), *c),
        Mutation::ReplaceChar(i, c) if n > 0 => chars[i.index(n)] = *c,
        Mutation::SwapChars(i, j) if n > 0 => chars.swap(i.index(n), j.index(n)),
        Mutation::DeleteToken(i) if !spans.is_empty() => {
            let (s, e) = spans[i.index(spans.len())];
            chars.drain(s..e);
        }
        Mutation::InsertToken(i, t) => {
            let at = if spans.is_empty() {
                0
            } else {
                spans[i.index(spans.len())].0
            };
            let mut token: Vec<char> = t.chars().collect();
            token.push(' ');
            chars.splice(at..at, token);
        }
        Mutation::ReplaceToken(i, t) if !spans.is_empty() => {
            let (s, e) = spans[i.index(spans.len())];
            chars.splice(s..e, t.chars());
        }
        Mutation::DuplicateLine(i) => {
            let mut lines: Vec<&str> = text.split('\n').collect();
            let line = lines[i.index(lines.len())];
            lines.insert(i.index(lines.len()), line);
            return lines.join("\n");
        }
        Mutation::Truncate(i) => chars.truncate(i.index(n + 1)),
        _ => {}
    }
    chars.into_iter().collect()
}

fn apply_all(text: &str, mutations: &[Mutation]) -> String {
    mutations.iter().fold(text.to_string(), |t, m| apply(&t, m))
}

// Joins tokens with whitespace runs (cycling through `separators`).
fn rejoin(text: &str, separators: &[&str]) -> String {
    let mut out = String::new();
    for (i, word) in text.split_whitespace().enumerate() {
        out.push_str(word);
        out.push_str(separators[i % separators.len()]);
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Positions: what every error must carry.

// The characters of 1-based `line` (split at `\n` only, as every text parser here does).
fn line_chars(text: &str, line: usize) -> Option<Vec<char>> {
    text.split('\n')
        .nth(line.checked_sub(1)?)
        .map(|l| l.chars().collect())
}

// An input error must name a line of the text (or the one just after its end, where something
// missing was expected) and, when it has a column, a place on that line (or just after it).
fn check_input_error(text: &str, e: &InputError) -> Result<(), TestCaseError> {
    let shown = e.to_string();
    prop_assert!(
        shown.starts_with(&format!("line {}", e.line)),
        "no line: {shown}"
    );
    let lines = text.split('\n').count();
    prop_assert!(
        e.line >= 1 && e.line <= lines + 1,
        "line {} of {lines}: {shown}",
        e.line
    );
    if let Some(column) = e.column {
        prop_assert!(shown.contains(&format!("column {column}")), "{shown}");
        let width = line_chars(text, e.line).map_or(0, |l| l.len());
        prop_assert!(
            column >= 1 && column <= width + 1,
            "column {column} of {width}: {shown}"
        );
    }
    Ok(())
}

// A king chase error with a column points at the first character of a token.
fn check_chase_error(text: &str, e: &InputError) -> Result<(), TestCaseError> {
    check_input_error(text, e)?;
    if let Some(column) = e.column {
        let line = line_chars(text, e.line).unwrap_or_default();
        let at = line.get(column - 1).copied();
        prop_assert!(
            at.is_some_and(|c| !c.is_ascii_whitespace()),
            "column {column} is not a token: {e}"
        );
        let before = column.checked_sub(2).and_then(|i| line.get(i));
        prop_assert!(
            before.is_none_or(|c| c.is_ascii_whitespace()),
            "column {column} is inside a token: {e}"
        );
    }
    Ok(())
}

// A replay error names a line and column (JSON syntax and shape) or the field (version, seed).
fn check_replay_error(e: &ReplayError) -> Result<(), TestCaseError> {
    let shown = e.to_string();
    match e {
        ReplayError::Format(message) => prop_assert!(
            message.contains(" at line ") && message.contains(" column "),
            "no position: {shown}"
        ),
        ReplayError::Version { .. } => prop_assert!(shown.contains("version"), "{shown}"),
        ReplayError::Seed(_) => prop_assert!(shown.contains("seed"), "{shown}"),
        other => prop_assert!(false, "from_json cannot refuse with {other:?}"),
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// King chase judge input.

fn chase_value() -> impl Strategy<Value = u32> {
    prop_oneof![1u32..=9, 1u32..=MAX_VALUE, Just(MAX_VALUE), Just(1)]
}

fn chase_setup() -> impl Strategy<Value = ChaseSetup> {
    (2i32..=6)
        .prop_flat_map(|n| {
            let area = (n * n) as usize;
            (
                Just(n),
                prop::collection::vec(chase_value(), area),
                0..area,
                1..area,
            )
        })
        .prop_map(|(n, values, a, shift)| {
            let board = Board::new(n, values).expect("valid values");
            let dims = board.dims();
            let area = dims.area();
            ChaseSetup {
                board,
                alice: dims.cell(a),
                bob: dims.cell((a + shift) % area),
            }
        })
}

fn chase_input(cases: &[ChaseSetup]) -> String {
    let mut text = format!("{}\n", cases.len());
    for case in cases {
        text.push_str(&write_case(case));
    }
    text
}

// Whitespace-separated small numbers and junk: often gets past `T` and `N`.
fn chase_like_text() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        6 => (0i64..=4).prop_map(|v| v.to_string()),
        1 => token(),
    ];
    let separator = prop::sample::select(&[" ", " ", "\n", "\t", "\r\n", "  "][..]);
    prop::collection::vec((word, separator), 0..40)
        .prop_map(|parts| parts.into_iter().map(|(w, s)| w + s).collect())
}

// Both king chase parsers on one text: no panic, positions on every error, and a success
// round-trips through `write_case`.
fn check_chase_text(text: &str) -> Result<(), TestCaseError> {
    match parse_cases(text) {
        Ok(cases) => {
            prop_assert_eq!(parse_cases(&chase_input(&cases)), Ok(cases));
        }
        Err(e) => check_chase_error(text, &e)?,
    }
    match parse_case(text) {
        Ok(case) => {
            prop_assert!(case.board.dims().contains(case.alice));
            prop_assert!(case.board.dims().contains(case.bob));
            prop_assert_ne!(case.alice, case.bob);
            prop_assert_eq!(parse_case(&write_case(&case)), Ok(case));
        }
        Err(e) => check_chase_error(text, &e)?,
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn chase_any_text_never_panics(text in any_text()) {
        check_chase_text(&text)?;
    }

    #[test]
    fn chase_number_soup_never_panics(text in chase_like_text()) {
        check_chase_text(&text)?;
        check_chase_text(&format!("1\n{text}"))?;
    }

    #[test]
    fn chase_valid_cases_round_trip(
        cases in prop::collection::vec(chase_setup(), 1..4),
        separators in prop::collection::vec(
            prop::sample::select(&[" ", "\n", "\t", "\r\n", "  \n ", "\n\n"][..]),
            1..6,
        ),
    ) {
        for case in &cases {
            prop_assert_eq!(parse_case(&write_case(case)), Ok(case.clone()));
        }
        let text = chase_input(&cases);
        prop_assert_eq!(parse_cases(&text), Ok(cases.clone()));
        // The judge's format is whitespace-separated: any whitespace layout reads the same.
        prop_assert_eq!(parse_cases(&rejoin(&text, &separators)), Ok(cases.clone()));
        let one = rejoin(&write_case(&cases[0]), &separators);
        prop_assert_eq!(parse_case(&one), Ok(cases[0].clone()));
        let seeded = ChaseSetup::random(cases[0].board.size(), 50, cases.len() as u64);
        let seeded = seeded.expect("a size in 2..=6 is valid");
        prop_assert_eq!(parse_case(&write_case(&seeded)), Ok(seeded));
    }

    #[test]
    fn chase_mutated_cases_say_where(
        cases in prop::collection::vec(chase_setup(), 1..3),
        edits in mutations(),
    ) {
        check_chase_text(&apply_all(&chase_input(&cases), &edits))?;
        check_chase_text(&apply_all(&write_case(&cases[0]), &edits))?;
    }
}

// ---------------------------------------------------------------------------------------------
// Snake puzzle text.

fn puzzle_text() -> impl Strategy<Value = String> {
    (any::<u64>(), 1i32..=10, 1i32..=10, 1usize..=16)
        .prop_map(|(seed, rows, cols, len)| random_puzzle(seed, rows, cols, len).to_text())
}

// A size line and rows of grid characters of random widths: often a puzzle, often nearly one.
fn puzzle_like_text() -> impl Strategy<Value = String> {
    let row = prop::collection::vec(
        prop::sample::select(&['.', '.', '.', '0', '1', '2', '3', 'A', 'b', 'B', ' ', 'z'][..]),
        0..5,
    )
    .prop_map(String::from_iter);
    (0i32..=5, 0i32..=5, prop::collection::vec(row, 0..6)).prop_map(|(rows, cols, lines)| {
        let mut text = format!("{rows} {cols}\n");
        for line in lines {
            text.push_str(&line);
            text.push('\n');
        }
        text
    })
}

fn check_puzzle_text(text: &str) -> Result<(), TestCaseError> {
    match parse_puzzle(text) {
        Ok(puzzle) => {
            prop_assert_eq!(puzzle.check(), Ok(()));
            prop_assert_eq!(parse_puzzle(&puzzle.to_text()), Ok(puzzle));
        }
        Err(e) => check_input_error(text, &e)?,
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn puzzle_any_text_never_panics(text in any_text()) {
        check_puzzle_text(&text)?;
    }

    #[test]
    fn puzzle_like_text_never_panics(text in puzzle_like_text()) {
        check_puzzle_text(&text)?;
    }

    #[test]
    fn puzzle_valid_text_round_trips(
        seed in any::<u64>(),
        rows in 1i32..=10,
        cols in 1i32..=10,
        len in 1usize..=16,
        trailing in "[ \t]{0,3}",
    ) {
        let puzzle = random_puzzle(seed, rows, cols, len);
        prop_assert_eq!(puzzle.check(), Ok(()));
        let text = puzzle.to_text();
        prop_assert_eq!(parse_puzzle(&text), Ok(puzzle.clone()));
        // Trailing blanks, CRLF line ends, no final newline and blank lines after are accepted.
        let variant: String = text
            .lines()
            .map(|line| format!("{line}{trailing}\r\n"))
            .collect();
        prop_assert_eq!(parse_puzzle(&variant), Ok(puzzle.clone()));
        prop_assert_eq!(parse_puzzle(text.trim_end()), Ok(puzzle.clone()));
        prop_assert_eq!(parse_puzzle(&format!("{text}\n  \n")), Ok(puzzle));
    }

    #[test]
    fn puzzle_mutated_text_says_where(text in puzzle_text(), edits in mutations()) {
        check_puzzle_text(&apply_all(&text, &edits))?;
    }

    #[test]
    fn puzzle_swapped_cells_blame_a_cell(
        seed in any::<u64>(),
        rows in 1i32..=10,
        cols in 1i32..=10,
        len in 2usize..=16,
        swaps in prop::collection::vec((any::<Index>(), any::<Index>()), 1..3),
    ) {
        // Swapping grid characters keeps one head, one apple and every digit once, so the only
        // possible complaint is about a segment's place: it must name a cell of the grid.
        let puzzle = random_puzzle(seed, rows, cols, len);
        let (rows, cols) = (puzzle.dims.rows as usize, puzzle.dims.cols as usize);
        let mut lines: Vec<Vec<char>> = puzzle.to_text().lines().map(|l| l.chars().collect()).collect();
        for (a, b) in swaps {
            let (a, b) = (a.index(rows * cols), b.index(rows * cols));
            let from = lines[1 + a / cols][a % cols];
            let to = std::mem::replace(&mut lines[1 + b / cols][b % cols], from);
            lines[1 + a / cols][a % cols] = to;
        }
        let text: String = lines.iter().map(|l| l.iter().collect::<String>() + "\n").collect();
        check_puzzle_text(&text)?;
        if let Err(e) = parse_puzzle(&text) {
            prop_assert!(e.message.contains("is not next to"), "{}", e);
            prop_assert!((2..=rows + 1).contains(&e.line), "{}", e);
            prop_assert!(e.column.is_some_and(|c| (1..=cols).contains(&c)), "{}", e);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Snake move strings.

fn dir() -> impl Strategy<Value = Dir> {
    prop::sample::select(Dir::ALL.to_vec())
}

// The line, column and character an error of `parse_moves` names.
fn moves_error_place(message: &str) -> Option<(usize, usize, char)> {
    let rest = message.strip_prefix("line ")?;
    let (line, rest) = rest.split_once(", column ")?;
    let (column, rest) = rest.split_once(": `")?;
    let (quoted, _) = rest.split_once("` is not")?;
    Some((line.parse().ok()?, column.parse().ok()?, unescape(quoted)?))
}

// The one character an error quotes, written as it is or as an escape (`\u{feff}`, `\t`).
fn unescape(quoted: &str) -> Option<char> {
    if let Some(hex) = quoted
        .strip_prefix("\\u{")
        .and_then(|h| h.strip_suffix('}'))
    {
        return char::from_u32(u32::from_str_radix(hex, 16).ok()?);
    }
    match quoted {
        "\\t" => Some('\t'),
        "\\r" => Some('\r'),
        "\\n" => Some('\n'),
        "\\0" => Some('\0'),
        _ => {
            let mut chars = quoted.chars();
            let c = chars.next()?;
            chars.next().is_none().then_some(c)
        }
    }
}

fn check_moves_text(text: &str) -> Result<(), TestCaseError> {
    match parse_moves(text) {
        Ok(moves) => {
            let letters: String = text
                .chars()
                .filter(|c| !c.is_whitespace() && *c != ',')
                .collect();
            prop_assert_eq!(moves_text(&moves), letters.to_uppercase());
        }
        Err(message) => {
            let place = moves_error_place(&message);
            prop_assert!(place.is_some(), "no line and column: {message}");
            let (line, column, bad) = place.unwrap_or((0, 0, ' '));
            let at = line_chars(text, line).and_then(|l| l.get(column.wrapping_sub(1)).copied());
            prop_assert_eq!(at, Some(bad), "{}", message);
            prop_assert!(Dir::from_letter(bad).is_none() && !bad.is_whitespace() && bad != ',');
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn moves_any_text_never_panics(text in any_text()) {
        check_moves_text(&text)?;
    }

    #[test]
    fn moves_valid_text_round_trips(
        moves in prop::collection::vec(dir(), 0..40),
        lower in any::<bool>(),
        separators in prop::collection::vec(
            prop::sample::select(&["", "", " ", ",", ", ", "\n", "\r\n", "\t"][..]),
            1..5,
        ),
    ) {
        let text = moves_text(&moves);
        prop_assert_eq!(parse_moves(&text), Ok(moves.clone()));
        let mut spaced = String::new();
        for (i, letter) in text.chars().enumerate() {
            spaced.push(if lower { letter.to_ascii_lowercase() } else { letter });
            spaced.push_str(separators[i % separators.len()]);
        }
        prop_assert_eq!(parse_moves(&spaced), Ok(moves));
    }

    #[test]
    fn moves_mutated_text_says_where(
        moves in prop::collection::vec(dir(), 0..30),
        edits in mutations(),
    ) {
        let text: String = moves.iter().map(|d| format!("{d} ")).collect();
        check_moves_text(&apply_all(&text, &edits))?;
        check_moves_text(&apply_all(&moves_text(&moves), &edits))?;
    }
}

#[test]
fn moves_errors_name_the_line_and_column() {
    assert_eq!(
        parse_moves("RQ").unwrap_err(),
        "line 1, column 2: `Q` is not a direction: use U, D, L or R"
    );
    assert_eq!(
        parse_moves("r, d\n  ué").unwrap_err(),
        "line 2, column 4: `é` is not a direction: use U, D, L or R"
    );
}

// ---------------------------------------------------------------------------------------------
// Replay JSON.

fn json_text() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<char>(), 0..8).prop_map(String::from_iter)
}

// Any JSON value whose numbers survive a text round trip exactly (floats with short decimals).
fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1_000_000i32..1_000_000).prop_map(|n| Value::from(f64::from(n) / 8.0)),
        json_text().prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(json_text(), inner, 0..4)
                .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

fn replay() -> impl Strategy<Value = Replay> {
    let game = prop_oneof![
        Just("king-chase".to_string()),
        Just("snake".to_string()),
        json_text(),
    ];
    let seed = prop_oneof![0..=MAX_SEED, Just(MAX_SEED), Just(0)];
    let params = prop_oneof![
        1 => Just(Value::Null),
        3 => json_value(),
    ];
    (
        game,
        params,
        seed,
        prop::collection::vec(json_value(), 0..6),
    )
        .prop_map(|(game, params, seed, actions)| Replay {
            version: REPLAY_VERSION,
            game,
            params,
            seed,
            actions,
        })
}

// Edits of the replay object itself: a field dropped, set to something else, or added.
#[derive(Clone, Debug)]
enum FieldEdit {
    Remove(Index),
    Set(Index, Value),
    Add(String, Value),
}

fn field_edit() -> impl Strategy<Value = FieldEdit> {
    let value = prop_oneof![
        json_value(),
        any::<u32>().prop_map(Value::from),
        (MAX_SEED..=u64::MAX).prop_map(Value::from),
        Just(Value::from(-1)),
    ];
    prop_oneof![
        any::<Index>().prop_map(FieldEdit::Remove),
        (any::<Index>(), value.clone()).prop_map(|(i, v)| FieldEdit::Set(i, v)),
        (json_text(), value).prop_map(|(k, v)| FieldEdit::Add(k, v)),
    ]
}

const FIELDS: [&str; 5] = ["version", "game", "params", "seed", "actions"];

fn edit_fields(replay: &Replay, edits: &[FieldEdit]) -> String {
    let mut value = serde_json::to_value(replay).expect("a replay is JSON");
    if let Value::Object(map) = &mut value {
        for edit in edits {
            match edit {
                FieldEdit::Remove(i) => {
                    map.remove(FIELDS[i.index(FIELDS.len())]);
                }
                FieldEdit::Set(i, v) => {
                    map.insert(FIELDS[i.index(FIELDS.len())].to_string(), v.clone());
                }
                FieldEdit::Add(k, v) => {
                    map.insert(k.clone(), v.clone());
                }
            }
        }
    }
    serde_json::to_string_pretty(&value).expect("JSON")
}

// True when a JSON value holds a floating-point number anywhere.
fn has_float(value: &Value) -> bool {
    match value {
        Value::Number(n) => n.is_f64(),
        Value::Array(items) => items.iter().any(has_float),
        Value::Object(map) => map.values().any(has_float),
        _ => false,
    }
}

fn check_replay_text(text: &str) -> Result<(), TestCaseError> {
    match Replay::from_json(text) {
        Ok(replay) => {
            prop_assert_eq!(replay.version, REPLAY_VERSION);
            prop_assert!(replay.seed <= MAX_SEED);
            let again = Replay::from_json(&replay.to_json());
            if has_float(&replay.params) || replay.actions.iter().any(has_float) {
                // serde_json reads long floats to the nearest few bits, not always exactly.
                let again = again.map(|r| (r.game, r.seed, r.actions.len()));
                prop_assert_eq!(again, Ok((replay.game, replay.seed, replay.actions.len())));
            } else {
                prop_assert_eq!(again, Ok(replay));
            }
        }
        Err(e) => check_replay_error(&e)?,
    }
    Ok(())
}

// JSON punctuation, keys and values: often gets past the syntax to the fields.
fn replay_like_text() -> impl Strategy<Value = String> {
    let part = prop_oneof![
        prop::sample::select(
            &[
                "{",
                "}",
                "[",
                "]",
                ",",
                ":",
                "\"version\"",
                "\"game\"",
                "\"seed\"",
                "\"params\"",
                "\"actions\"",
                "1",
                "2",
                "-1",
                "9007199254740992",
                "\"snake\"",
                "null",
                "true",
                "1.5",
                "\"x\"",
                " ",
                "\n",
            ][..]
        )
        .prop_map(str::to_string),
        token(),
    ];
    prop::collection::vec(part, 0..30).prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(config(128))]

    #[test]
    fn replay_any_text_never_panics(text in any_text()) {
        check_replay_text(&text)?;
    }

    #[test]
    fn replay_like_text_never_panics(text in replay_like_text()) {
        check_replay_text(&text)?;
        check_replay_text(&format!("{{\"version\": 1, \"game\": \"snake\", {text}"))?;
    }

    #[test]
    fn replay_valid_json_round_trips(replay in replay()) {
        prop_assert_eq!(Replay::from_json(&replay.to_json()), Ok(replay.clone()));
        let compact = serde_json::to_string(&replay).expect("JSON");
        prop_assert_eq!(Replay::from_json(&compact), Ok(replay.clone()));
        // The defaulted fields may be left out.
        let bare = Replay::new(&replay.game, Value::Null, 0);
        let minimal = serde_json::json!({"version": REPLAY_VERSION, "game": &replay.game});
        prop_assert_eq!(Replay::from_json(&minimal.to_string()), Ok(bare));
    }

    #[test]
    fn replay_mutated_text_says_where(replay in replay(), edits in mutations()) {
        check_replay_text(&apply_all(&replay.to_json(), &edits))?;
    }

    #[test]
    fn replay_mutated_fields_say_which(
        replay in replay(),
        edits in prop::collection::vec(field_edit(), 1..3),
    ) {
        check_replay_text(&edit_fields(&replay, &edits))?;
    }
}

#[test]
fn replay_errors_name_the_place_or_field() {
    let cases = [
        (
            r#"{"version": 1}"#,
            "the replay has no \"game\" at line 1 column 14",
        ),
        (r#"{"version": 1, "game": 3}"#, "at line 1 column "),
        (
            "{\n  \"version\": 1,\n  \"gme\": \"x\"\n}",
            "\"gme\" is not part of a replay",
        ),
        (r#"{"version": 2, "game": "snake"}"#, "version 2"),
        (
            r#"{"version": 1, "game": "snake", "seed": 9007199254740992}"#,
            "seed 9007199254740992",
        ),
    ];
    for (text, expected) in cases {
        let e = Replay::from_json(text).unwrap_err();
        assert!(e.to_string().contains(expected), "{text}: {e}");
    }
    let e = Replay::from_json("{\n  \"version\": 1,\n  \"gme\": \"x\"\n}").unwrap_err();
    assert!(e.to_string().contains("at line 3 column"), "{e}");
}

#[test]
fn positions_of_text_errors() {
    // Sanity checks of the position helpers on known errors.
    let e = parse_puzzle("2 2\n0A\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 3, column 1: the grid has only 1 of its 2 rows"
    );
    let e = parse_cases("1\n2 1 1 2 2\n1 2\n3").unwrap_err();
    assert_eq!(e.line, 4);
    assert_eq!(Cell::new(0, 0).to_string(), "(1,1)");
}
