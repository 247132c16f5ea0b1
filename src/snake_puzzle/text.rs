//! The judge's text format: `r c`, then `r` lines of exactly `c` characters from `.0-9a-fA`.

pub use super::puzzle::Puzzle;
use super::puzzle::{segment_digit, MAX_LENGTH, MAX_SIDE};
use crate::grid::{Cell, Dims};
use crate::input_error::{integer_text, InputError};
use crate::words::shown;

/// Reads a puzzle, or says what is wrong and where (line and column, 1-based).
///
/// Trailing spaces and a final newline are accepted; anything else outside the format is not.
pub fn parse_puzzle(input: &str) -> Result<Puzzle, InputError> {
    let lines: Vec<&str> = input.split('\n').map(|l| l.trim_end()).collect();
    let dims = read_size(lines.first().copied().unwrap_or(""))?;
    let mut marks = Marks::default();
    for row in 0..dims.rows {
        let line = row as usize + 2;
        let text = lines.get(line - 1).copied().unwrap_or("");
        if lines.iter().skip(line - 1).all(|l| l.is_empty()) {
            let message = format!("the grid has only {row} of its {} rows", dims.rows);
            return Err(InputError::at(line, 1, message));
        }
        read_row(&mut marks, dims, row, text)?;
    }
    let after = dims.rows as usize + 1;
    for (i, text) in lines.iter().enumerate().skip(after) {
        if let Some(column) = text.chars().position(|c| !c.is_whitespace()) {
            let message = format!("unexpected text after the {} grid rows", dims.rows);
            return Err(InputError::at(i + 1, column + 1, message));
        }
    }
    marks.into_puzzle(dims)
}

/// The line and column of a grid cell in puzzle text.
pub fn text_position(cell: Cell) -> (usize, usize) {
    (cell.row.max(0) as usize + 2, cell.col.max(0) as usize + 1)
}

fn error_at(cell: Cell, message: impl Into<String>) -> InputError {
    let (line, column) = text_position(cell);
    InputError::at(line, column, message)
}

/// The whitespace-separated words of a line with their 1-based columns.
fn words(line: &str) -> Vec<(usize, String)> {
    let mut words: Vec<(usize, String)> = Vec::new();
    let mut in_word = false;
    for (i, ch) in line.chars().enumerate() {
        if ch.is_whitespace() {
            in_word = false;
        } else if in_word {
            if let Some((_, word)) = words.last_mut() {
                word.push(ch);
            }
        } else {
            words.push((i + 1, ch.to_string()));
            in_word = true;
        }
    }
    words
}

fn read_side(
    word: Option<&(usize, String)>,
    what: &str,
    end: usize,
) -> Result<(i32, usize), InputError> {
    let Some((column, text)) = word else {
        return Err(InputError::at(
            1,
            end,
            format!("the first line must be the size `r c`: {what} is missing"),
        ));
    };
    if !integer_text(text) {
        return Err(InputError::at(
            1,
            *column,
            format!("{what} must be an integer, found {}", shown(text)),
        ));
    }
    match text.parse::<i32>() {
        Ok(v) if (1..=MAX_SIDE).contains(&v) => Ok((v, *column)),
        _ => Err(InputError::at(
            1,
            *column,
            format!(
                "{what} must be in 1..={MAX_SIDE}, found {}",
                text.chars().take(40).collect::<String>()
            ),
        )),
    }
}

fn read_size(line: &str) -> Result<Dims, InputError> {
    let words = words(line);
    let end = line.chars().count() + 1;
    let (rows, row_column) = read_side(words.first(), "the number of rows r", end)?;
    let (cols, _) = read_side(words.get(1), "the number of columns c", end)?;
    if let Some((column, text)) = words.get(2) {
        return Err(InputError::at(
            1,
            *column,
            format!("unexpected {} after the size `r c`", shown(text)),
        ));
    }
    if rows * cols < 2 {
        let message =
            "a 1 x 1 grid has no room for both a snake and an apple: r*c must be at least 2";
        return Err(InputError::at(1, row_column, message));
    }
    Ok(Dims::new(rows, cols))
}

/// The snake digits and the apple found so far.
#[derive(Default)]
struct Marks {
    digits: [Option<Cell>; MAX_LENGTH],
    apple: Option<Cell>,
}

fn read_row(marks: &mut Marks, dims: Dims, row: i32, text: &str) -> Result<(), InputError> {
    let count = text.chars().count();
    let ragged = format!("row {} has {count} cells, expected {}", row + 1, dims.cols);
    for (col, ch) in text.chars().enumerate() {
        let cell = Cell::new(row, col as i32);
        if col as i32 >= dims.cols {
            return Err(error_at(cell, ragged));
        }
        let (line, column) = text_position(cell);
        match ch {
            '.' => {}
            'A' => {
                if let Some(first) = marks.apple.replace(cell) {
                    let (l, c) = text_position(first);
                    return Err(error_at(
                        cell,
                        format!("a second apple `A`: the first is at line {l}, column {c}"),
                    ));
                }
            }
            '0'..='9' | 'a'..='f' => {
                let digit = ch.to_digit(16).unwrap_or(0) as usize;
                let slot = marks
                    .digits
                    .get_mut(digit)
                    .ok_or_else(|| InputError::at(line, column, "bad digit"))?;
                if let Some(first) = slot.replace(cell) {
                    let (l, c) = text_position(first);
                    let message =
                        format!("digit `{ch}` appears twice: the first is at line {l}, column {c}");
                    return Err(error_at(cell, message));
                }
            }
            'B'..='F' => {
                let message =
                    format!("`{ch}` is not allowed: snake digits above 9 are lower-case `a`-`f`");
                return Err(error_at(cell, message));
            }
            _ => {
                let message = format!(
                    "{} is not a puzzle character: use `.`, `0`-`9`, `a`-`f` or `A`",
                    shown(&ch.to_string())
                );
                return Err(error_at(cell, message));
            }
        }
    }
    if (count as i32) < dims.cols {
        return Err(error_at(Cell::new(row, count as i32), ragged));
    }
    Ok(())
}

impl Marks {
    fn into_puzzle(self, dims: Dims) -> Result<Puzzle, InputError> {
        let last = self.digits.iter().rposition(Option::is_some);
        let Some(last) = last else {
            return Err(InputError::at(
                2,
                1,
                "there is no snake: the head `0` is missing",
            ));
        };
        let mut snake = Vec::with_capacity(last + 1);
        for (segment, slot) in self.digits.iter().enumerate().take(last + 1) {
            match slot {
                Some(cell) => snake.push(*cell),
                None => {
                    let (later, cell) = self
                        .digits
                        .iter()
                        .enumerate()
                        .skip(segment)
                        .find_map(|(d, c)| c.map(|c| (d, c)))
                        .unwrap_or((last, Cell::new(0, 0)));
                    let message = format!(
                        "digit `{}` comes without `{}`: the digits run 0, 1, 2, ... with none skipped",
                        segment_digit(later),
                        segment_digit(segment)
                    );
                    return Err(error_at(cell, message));
                }
            }
        }
        let Some(apple) = self.apple else {
            return Err(InputError::at(2, 1, "there is no apple `A` on the grid"));
        };
        Puzzle::new(dims, snake, apple).map_err(|e| match e.cell() {
            Some(cell) => error_at(cell, e.to_string()),
            None => InputError::at(1, 1, e.to_string()),
        })
    }
}
