//! How a solution's answers are compared with the judge's, for the command line's solution
//! judge and the page's alike: token by token, whatever the white space between them (spaces
//! or line breaks), as contest judges do.

use serde::Serialize;

/// Where a solution's output first differs from the expected answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difference {
    /// The expected line (1-based: one case's answer a line) whose tokens differ; one past the
    /// last when the output goes on after every answer.
    pub line: usize,
    /// What that line holds (`(nothing)` past the last).
    pub expected: String,
    /// The tokens that stand there in the output (`(nothing)` when it ended before them).
    pub got: String,
}

/// Most extra tokens quoted after the last answer.
const EXTRA_SHOWN: usize = 8;

/// Most characters quoted of what stands on a line (a runaway token ends in `...`).
const CHARS_SHOWN: usize = 200;

/// Where `got` differs from `expected`, or `None` when they agree.
pub fn first_difference(expected: &str, got: &str) -> Option<Difference> {
    // Each token of the output with the output line it stands on.
    let out_lines: Vec<&str> = got.lines().collect();
    let mut have = out_lines
        .iter()
        .enumerate()
        .flat_map(|(n, line)| line.split_whitespace().map(move |word| (n, word)));
    let lines: Vec<&str> = expected.trim().lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let want: Vec<&str> = line.split_whitespace().collect();
        let there: Vec<(usize, &str)> = have.by_ref().take(want.len()).collect();
        if there.iter().map(|t| t.1).ne(want.iter().copied()) {
            return Some(Difference {
                line: i + 1,
                expected: shown(&want),
                got: in_context(&there, &out_lines),
            });
        }
    }
    let extra: Vec<&str> = have.take(EXTRA_SHOWN).map(|t| t.1).collect();
    (!extra.is_empty()).then(|| Difference {
        line: lines.len() + 1,
        expected: "(nothing)".into(),
        got: shown(&extra),
    })
}

/// Tokens as quoted: `(nothing)` for none, a runaway cut short with `...`.
fn shown(words: &[&str]) -> String {
    if words.is_empty() {
        return "(nothing)".into();
    }
    let text = words.join(" ");
    let text = match text.char_indices().nth(CHARS_SHOWN) {
        Some((cut, _)) => format!("{}...", &text[..cut]),
        None => text,
    };
    // Control characters as escapes: quoted on a terminal, a program's ESC would recolour it.
    match text.chars().any(char::is_control) {
        true => text
            .chars()
            .map(|c| match c.is_control() {
                true => c.escape_default().to_string(),
                false => c.to_string(),
            })
            .collect(),
        false => text,
    }
}

/// The tokens taken for an answer, with the whole output line they start on when that line
/// holds more than them (`hello (its line: hello world)`: the rest went to the next answers).
fn in_context(there: &[(usize, &str)], out_lines: &[&str]) -> String {
    let words: Vec<&str> = there.iter().map(|t| t.1).collect();
    let text = shown(&words);
    let Some(&(n, _)) = there.first() else {
        return text;
    };
    let line: Vec<&str> = out_lines
        .get(n)
        .map(|l| l.split_whitespace().collect())
        .unwrap_or_default();
    match line == words {
        true => text,
        false => format!("{text} (its line: {})", shown(&line)),
    }
}

#[cfg(test)]
mod tests {
    use super::first_difference;

    fn told(expected: &str, got: &str) -> Option<(usize, String, String)> {
        first_difference(expected, got).map(|d| (d.line, d.expected, d.got))
    }

    #[test]
    fn answers_are_compared_token_by_token() {
        assert_eq!(told("1\n2\n", "1 2"), None);
        assert_eq!(told("1\n2\n", "1\n3\n"), Some((2, "2".into(), "3".into())));
        assert_eq!(
            told("1\n2\n", "1"),
            Some((2, "2".into(), "(nothing)".into()))
        );
        assert_eq!(
            told("1\n", "1 9"),
            Some((2, "(nothing)".into(), "9".into()))
        );
        assert_eq!(told("1 2\n", "1\n2"), None);
        let long = told("1\n", &"7".repeat(500))
            .map(|t| t.2)
            .unwrap_or_default();
        assert_eq!(long, format!("{}...", "7".repeat(200)));
    }

    #[test]
    fn an_answer_on_a_longer_line_is_quoted_with_its_line() {
        assert_eq!(
            told("7\n8\n", "hello world\n8\n"),
            Some((1, "7".into(), "hello (its line: hello world)".into()))
        );
        assert_eq!(
            told("1\n2\n3\n", "1 5 3"),
            Some((2, "2".into(), "5 (its line: 1 5 3)".into()))
        );
        assert_eq!(
            told("7\n", "a\u{0}\u{1b}[31mRED\n"),
            Some((1, "7".into(), "a\\u{0}\\u{1b}[31mRED".into()))
        );
        assert_eq!(
            told("1 2\n", "1 3\n"),
            Some((1, "1 2".into(), "1 3".into()))
        );
    }
}
