//! The judge's text format: `T`, then per case `N Ax Ay Bx By` and N rows of N values.

use crate::grid::Cell;
use crate::input_error::{InputError, TokenReader};

use super::board::{Board, ChaseSetup, MAX_SIZE, MAX_VALUE, MIN_SIZE};

/// Most test cases one input may hold.
pub const MAX_CASES: i64 = 10_000;

/// Reads every case of a judge input.
pub fn parse_cases(input: &str) -> Result<Vec<ChaseSetup>, InputError> {
    let mut cases = Vec::new();
    for_each_case(input, |setup| {
        cases.push(setup);
        Ok(())
    })?;
    Ok(cases)
}

/// Reads one case (without the leading `T`), as pasted into the playground.
pub fn parse_case(input: &str) -> Result<ChaseSetup, InputError> {
    let mut reader = TokenReader::new(input);
    let setup = read_case(&mut reader)?;
    reader.expect_end()?;
    Ok(setup)
}

/// Reads a judge input case by case, handing each to `visit` before reading the next, so only one
/// board is in memory at a time.
pub fn for_each_case(
    input: &str,
    mut visit: impl FnMut(ChaseSetup) -> Result<(), InputError>,
) -> Result<(), InputError> {
    let mut reader = TokenReader::new(input);
    let count = reader.int_in("the number of cases T", 1, MAX_CASES)?;
    for case in 1..=count {
        if reader.at_end() {
            let (line, _) = reader.last_position();
            let read = if case == 2 {
                "1 case"
            } else {
                &format!("{} cases", case - 1)
            };
            return Err(InputError::at_line(
                line,
                format!("input ends after {read}: T is {count}, so case {case} was expected"),
            ));
        }
        visit(read_case(&mut reader)?)?;
    }
    reader.expect_end()
}

fn read_case(reader: &mut TokenReader<'_>) -> Result<ChaseSetup, InputError> {
    // The size is checked before anything is allocated for the board.
    let n = reader.int_in("the board size N", MIN_SIZE as i64, MAX_SIZE as i64)?;
    let ax = reader.int_in("Alice's row Ax", 1, n)?;
    let ay = reader.int_in("Alice's column Ay", 1, n)?;
    let bx = reader.int_in("Bob's row Bx", 1, n)?;
    let by = reader.int_in("Bob's column By", 1, n)?;
    if (ax, ay) == (bx, by) {
        let (line, column) = reader.last_position();
        return Err(InputError::at(
            line,
            column,
            format!("Alice and Bob both start on ({ax},{ay}); they must start apart"),
        ));
    }
    let mut values = Vec::with_capacity((n * n) as usize);
    for i in 1..=n {
        for j in 1..=n {
            let v = reader.int_in_with(1, MAX_VALUE as i64, || format!("the value V[{i}][{j}]"))?;
            values.push(v as u32);
        }
    }
    let (line, _) = reader.last_position();
    let board = Board::new(n as i32, values)
        .ok_or_else(|| InputError::at_line(line, "the board is not a valid N x N board"))?;
    Ok(ChaseSetup {
        board,
        alice: Cell::new(ax as i32 - 1, ay as i32 - 1),
        bob: Cell::new(bx as i32 - 1, by as i32 - 1),
    })
}

/// Where a pasted input's rows go wrong, for an error's message: the first line of a board that
/// holds more or fewer values than its N ("line 4 holds 2 values; a row of this 3 x 3 board holds
/// 3"), or a board short of rows. `None` when every row has N values or the lines cannot be
/// followed (a header that is not `N Ax Ay Bx By`).
pub fn row_trouble(text: &str) -> Option<String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .peekable();
    // The judge's case count, when there is one.
    if lines
        .peek()
        .is_some_and(|(_, l)| l.split_whitespace().count() == 1)
    {
        lines.next();
    }
    while let Some((_, header)) = lines.next() {
        let words: Vec<&str> = header.split_whitespace().collect();
        let n: usize = words.first()?.parse().ok()?;
        if words.len() != 5 || !(MIN_SIZE as usize..=MAX_SIZE as usize).contains(&n) {
            return None;
        }
        for r in 0..n {
            let Some((i, row)) = lines.next() else {
                return Some(format!(
                    "the board has {r} of its {n} rows; a {n} x {n} board has {n} lines of {n} values"
                ));
            };
            let k = row.split_whitespace().count();
            if k != n {
                return Some(format!(
                    "line {} holds {}; a row of this {n} x {n} board holds {n}",
                    i + 1,
                    crate::words::plural(k as u64, "value", "values")
                ));
            }
        }
    }
    None
}

/// Writes one case in the judge's format (without the leading `T`).
pub fn write_case(setup: &ChaseSetup) -> String {
    let n = setup.board.size();
    let mut out = format!(
        "{} {} {} {} {}\n",
        n,
        setup.alice.row + 1,
        setup.alice.col + 1,
        setup.bob.row + 1,
        setup.bob.col + 1
    );
    for row in setup.board.values().chunks(n as usize) {
        let line: Vec<String> = row.iter().map(u32::to_string).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let s = ChaseSetup::random(5, 99, 3).unwrap();
        assert_eq!(parse_case(&write_case(&s)).unwrap(), s);
        let all = parse_cases(&format!("2\n{}{}", write_case(&s), write_case(&s))).unwrap();
        assert_eq!(all.len(), 2);
    }

    #[test]
    fn a_row_of_the_wrong_length_is_found() {
        assert_eq!(
            row_trouble("1\n3 1 1 3 3\n1 2 3\n4 5\n6 7 8\n9\n"),
            Some("line 4 holds 2 values; a row of this 3 x 3 board holds 3".into())
        );
        assert_eq!(
            row_trouble("2 1 1 2 2\n1 2\n"),
            Some("the board has 1 of its 2 rows; a 2 x 2 board has 2 lines of 2 values".into())
        );
        assert_eq!(row_trouble("1\n2 1 1 2 2\n1 2\n3 4\n"), None);
        assert_eq!(row_trouble("hello world"), None);
    }

    #[test]
    fn errors_say_where() {
        let e = parse_cases("1\n2 1 1 1 1\n1 2\n3 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 9: Alice and Bob both start on (1,1); they must start apart"
        );
        let e = parse_cases("1\n2 1 1 2 2\n1 2\n3\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4: input ends where the value V[2][2] was expected"
        );
        let e = parse_cases("1\n301 1 1 2 2\n").unwrap_err();
        assert!(
            e.to_string().contains("N must be in 2..=300, found 301"),
            "{e}"
        );
        let e = parse_cases("1\n2 1 3 2 2\n").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("line 2, column 5: Alice's column Ay must be in 1..=2"),
            "{e}"
        );
        let e = parse_cases("1\n2 1 1 2 2\n1 2\n3 0\n").unwrap_err();
        assert!(
            e.to_string()
                .contains("V[2][2] must be in 1..=1000000000, found 0"),
            "{e}"
        );
        let e = parse_cases("1\n2 1 1 2 2\n1 2\n3 4\n5\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 5, column 1: unexpected extra input `5`"
        );
        let e = parse_cases("1\n99999999999999999999 1 1 2 2\n").unwrap_err();
        assert!(
            e.to_string()
                .contains("N must be in 2..=300, found 99999999999999999999"),
            "{e}"
        );
        let e = parse_cases("3\n2 1 1 2 2\n1 2\n3 4\n\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4: input ends after 1 case: T is 3, so case 2 was expected"
        );
    }
}
