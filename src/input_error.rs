//! A reading error that says what is wrong and where (line and column, 1-based).

use crate::words::shown;
use std::fmt;

/// Bad input in a text format: a judge input, puzzle text or protocol line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, when a single place is to blame.
    pub column: Option<usize>,
    /// What is wrong, for a person.
    pub message: String,
}

impl InputError {
    /// An error on a whole line.
    pub fn at_line(line: usize, message: impl Into<String>) -> Self {
        Self {
            line,
            column: None,
            message: message.into(),
        }
    }

    /// An error at one character.
    pub fn at(line: usize, column: usize, message: impl Into<String>) -> Self {
        Self {
            line,
            column: Some(column),
            message: message.into(),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(f, "line {}, column {}: {}", self.line, c, self.message),
            None => write!(f, "line {}: {}", self.line, self.message),
        }
    }
}

impl std::error::Error for InputError {}

/// Text from bytes that should be UTF-8; if they are not, the error names the line and column
/// (in characters) of the first byte that is not. A byte-order mark before the text (as some
/// editors save UTF-8) is not part of it.
pub fn utf8_text(mut bytes: Vec<u8>) -> Result<String, InputError> {
    if bytes.starts_with(BYTE_ORDER_MARK) {
        bytes.drain(..BYTE_ORDER_MARK.len());
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        let before = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let byte = bytes.get(valid).copied().unwrap_or_default();
        InputError::at(
            line,
            column,
            format!("byte 0x{byte:02x} is not UTF-8 text (save the input as UTF-8)"),
        )
    })
}

/// A first line without the byte-order mark an editor may have saved before it (it is not a
/// word of the input).
pub fn without_byte_order_mark(mut line: String) -> String {
    if line.starts_with('\u{feff}') {
        line.drain(..'\u{feff}'.len_utf8());
    }
    line
}

/// UTF-8's byte-order mark, U+FEFF.
const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// A whitespace-separated token with its position.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    /// The text of the token.
    pub text: &'a str,
    /// 1-based line.
    pub line: usize,
    /// 1-based column of its first character.
    pub column: usize,
}

/// Reads whitespace-separated integers from judge-style input, remembering where each came from.
///
/// It scans lazily, so a large input costs no memory beyond the text itself.
pub struct TokenReader<'a> {
    input: &'a str,
    pos: usize,
    line: usize,
    line_start: usize,
    /// A byte offset in the current line and the number of characters before it: columns are
    /// counted incrementally, so a long line costs linear time.
    counted: (usize, usize),
    last: Option<(usize, usize)>,
}

impl<'a> TokenReader<'a> {
    /// A reader over the whole input.
    pub fn new(input: &'a str) -> Self {
        Self {
            input,
            pos: 0,
            line: 1,
            line_start: 0,
            counted: (0, 0),
            last: None,
        }
    }

    fn next_token(&mut self) -> Option<Token<'a>> {
        let bytes = self.input.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            if bytes[self.pos] == b'\n' {
                self.line += 1;
                self.line_start = self.pos + 1;
                self.counted = (self.line_start, 0);
            }
            self.pos += 1;
        }
        if self.pos >= bytes.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < bytes.len() && !bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let (from, chars) = self.counted;
        let chars = chars + self.input.get(from..start).map_or(0, |s| s.chars().count());
        self.counted = (start, chars);
        let column = chars + 1;
        // Split at char boundaries: a token ends at ASCII whitespace, so both ends are boundaries.
        let text = self.input.get(start..self.pos).unwrap_or("");
        Some(Token {
            text,
            line: self.line,
            column,
        })
    }

    /// The next token, or an error naming `what` was expected at the end of the input.
    pub fn token(&mut self, what: &str) -> Result<Token<'a>, InputError> {
        self.token_with(|| what.to_string())
    }

    fn token_with(&mut self, what: impl FnOnce() -> String) -> Result<Token<'a>, InputError> {
        let Some(t) = self.next_token() else {
            let line = self.last.map_or(self.line, |(line, _)| line);
            return Err(InputError::at_line(
                line,
                format!("input ends where {} was expected", what()),
            ));
        };
        self.last = Some((t.line, t.column));
        Ok(t)
    }

    /// The next token as an integer in `lo..=hi`.
    pub fn int_in(&mut self, what: &str, lo: i64, hi: i64) -> Result<i64, InputError> {
        self.int_in_with(lo, hi, || what.to_string())
    }

    /// The next token as an integer in `lo..=hi`; `what` names it, and is only built for an error.
    pub fn int_in_with(
        &mut self,
        lo: i64,
        hi: i64,
        what: impl Fn() -> String,
    ) -> Result<i64, InputError> {
        let t = self.token_with(&what)?;
        let out_of_range = |found: &str| {
            InputError::at(
                t.line,
                t.column,
                format!("{} must be in {lo}..={hi}, found {found}", what()),
            )
        };
        let v: i64 = t.text.parse().map_err(|_| match integer_text(t.text) {
            // Digits past i64: a number, too large (or small) for any range here.
            true => out_of_range(&t.text.chars().take(40).collect::<String>()),
            false => InputError::at(
                t.line,
                t.column,
                format!("{} must be an integer, found {}", what(), shown(t.text)),
            ),
        })?;
        if v < lo || v > hi {
            return Err(out_of_range(&v.to_string()));
        }
        Ok(v)
    }

    /// Whether only white space is left.
    pub fn at_end(&self) -> bool {
        self.input
            .get(self.pos..)
            .is_none_or(|rest| rest.bytes().all(|b| b.is_ascii_whitespace()))
    }

    /// The position of the token read last (for errors about a value already read).
    pub fn last_position(&self) -> (usize, usize) {
        self.last.unwrap_or((self.line, 1))
    }

    /// An error if anything is left after the last expected token.
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_token() {
            Some(t) => Err(InputError::at(
                t.line,
                t.column,
                format!("unexpected extra input {}", shown(t.text)),
            )),
            None => Ok(()),
        }
    }
}

/// Whether `text` is an integer in writing (an optional sign, then digits), whatever its size.
pub fn integer_text(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    #[test]
    fn bytes_that_are_not_utf8_are_placed() {
        let err = super::utf8_text(b"1\n2 \xc3\xa9 \xff 4\n".to_vec()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2, column 5: byte 0xff is not UTF-8 text (save the input as UTF-8)"
        );
        assert_eq!(super::utf8_text(b"ok".to_vec()).as_deref(), Ok("ok"));
        // A byte-order mark is dropped, and places are counted without it.
        assert_eq!(
            super::utf8_text(b"\xef\xbb\xbf1\n".to_vec()).as_deref(),
            Ok("1\n")
        );
        let err = super::utf8_text(b"\xef\xbb\xbf\xff".to_vec()).unwrap_err();
        assert!(
            err.to_string().starts_with("line 1, column 1: byte 0xff"),
            "{err}"
        );
    }

    use super::*;

    #[test]
    fn tokens_know_their_place() {
        let mut r = TokenReader::new("3\n  12 x\n");
        assert_eq!(r.int_in("T", 1, 5).unwrap(), 3);
        assert_eq!(r.int_in("N", 1, 20).unwrap(), 12);
        let e = r.int_in("A", 1, 9).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 6: A must be an integer, found `x`"
        );
        let e = r.int_in("B", 1, 9).unwrap_err();
        assert_eq!(e.line, 2);
    }

    #[test]
    fn out_of_range_names_the_value() {
        let mut r = TokenReader::new("301");
        let e = r.int_in("N", 2, 300).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: N must be in 2..=300, found 301"
        );
        // Digits past any integer type are a number too large, not a non-integer.
        let mut r = TokenReader::new("\n 99999999999999999999999");
        let e = r.int_in("N", 2, 300).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2, column 2: N must be in 2..=300, found 99999999999999999999999"
        );
    }
}
