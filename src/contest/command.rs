//! A command line split into words, as a shell splits plain words.

/// Splits a command line into words: spaces separate, '...' and "..." group, \ escapes.
pub fn split_command(command: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') | (None, '\\') => {
                if let Some(n) = chars.next() {
                    word.push(n);
                }
                in_word = true;
            }
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err(format!(
            "unclosed quote in {}",
            crate::words::shown(command)
        ));
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_like_a_shell() {
        assert_eq!(
            split_command("python3 -u bot.py").unwrap(),
            vec!["python3", "-u", "bot.py"]
        );
        assert_eq!(
            split_command("sh -c 'echo 1 2'").unwrap(),
            vec!["sh", "-c", "echo 1 2"]
        );
        assert_eq!(
            split_command("a \"b c\" d\\ e").unwrap(),
            vec!["a", "b c", "d e"]
        );
        assert!(split_command("a 'b").is_err());
    }
}
