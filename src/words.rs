//! Sentences for people: counts with the right noun, and a piece of input quoted so it can be read.

/// `1 round`, `2 rounds`.
pub fn plural(count: impl Into<u64>, one: &str, many: &str) -> String {
    let count = count.into();
    format!("{count} {}", if count == 1 { one } else { many })
}

/// The longest piece of input an error quotes, in characters; longer ones end in `...`.
const SHOWN_CHARS: usize = 60;

/// A piece of someone's input quoted for an error message: between backticks, with what would not
/// show written as an escape (`\t`, `\u{feff}` for a byte-order mark, `\u{a0}` for a no-break
/// space), and cut after 60 characters. An error that quotes `1 2` when the space is a no-break
/// space would say nothing.
pub fn shown(text: &str) -> String {
    let mut out = String::from("`");
    for (i, c) in text.chars().enumerate() {
        if i == SHOWN_CHARS {
            out.push_str("...");
            break;
        }
        let plain = matches!(c, '\\' | '\'' | '"' | '\u{300}'..='\u{36f}');
        if plain {
            out.push(c);
        } else {
            out.extend(c.escape_debug());
        }
    }
    out.push('`');
    out
}

/// A name on one line: runs of white space, line breaks among them, as one space (a table
/// keeps its rows when a program's command spans lines).
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn input_is_quoted_visibly() {
        assert_eq!(super::shown("1 2"), "`1 2`");
        assert_eq!(super::shown("\u{feff}1"), "`\\u{feff}1`");
        assert_eq!(super::shown("1\u{a0}2\t3"), "`1\\u{a0}2\\t3`");
        assert_eq!(super::shown("exec:\"a b\" é"), "`exec:\"a b\" é`");
        assert_eq!(super::one_line("exec:a\n  b\tc "), "exec:a b c");
        let long = "x".repeat(70);
        assert_eq!(super::shown(&long), format!("`{}...`", "x".repeat(60)));
    }

    #[test]
    fn one_and_many() {
        assert_eq!(super::plural(1u32, "cell", "cells"), "1 cell");
        assert_eq!(super::plural(0u32, "cell", "cells"), "0 cells");
        assert_eq!(super::plural(7u64, "move", "moves"), "7 moves");
    }
}
