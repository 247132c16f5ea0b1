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
    let mut have = got.split_whitespace();
    let shown = |words: Vec<&str>| match words.is_empty() {
        true => "(nothing)".to_string(),
        false => {
            let text = words.join(" ");
            match text.char_indices().nth(CHARS_SHOWN) {
                Some((cut, _)) => format!("{}...", &text[..cut]),
                None => text,
            }
        }
    };
    let lines: Vec<&str> = expected.trim().lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let want: Vec<&str> = line.split_whitespace().collect();
        let there: Vec<&str> = have.by_ref().take(want.len()).collect();
        if there != want {
            return Some(Difference {
                line: i + 1,
                expected: shown(want),
                got: shown(there),
            });
        }
    }
    let extra: Vec<&str> = have.take(EXTRA_SHOWN).collect();
    (!extra.is_empty()).then(|| Difference {
        line: lines.len() + 1,
        expected: "(nothing)".into(),
        got: shown(extra),
    })
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
}
