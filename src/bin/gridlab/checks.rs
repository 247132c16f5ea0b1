//! The arenas' option checks: values that would run nothing, nobody, or forever are refused
//! with the option's name, before any game starts.

/// An option that counts something (games, threads, milliseconds) and must be at least 1.
pub fn at_least_one(option: &str, value: u64) -> Result<(), String> {
    if value == 0 {
        return Err(format!("{option} must be at least 1"));
    }
    Ok(())
}

/// The built-in bots' thinking time: a finite number of milliseconds, at least 1.
pub fn think(value: Option<f64>) -> Result<(), String> {
    match value {
        Some(t) if !(t.is_finite() && t >= 1.0) => {
            Err(format!("--think must be at least 1 ms, found {t}"))
        }
        _ => Ok(()),
    }
}

/// A seed given on the command line (`--seed`): a whole number from 0 up; `-1` reaches here
/// rather than clap's tip to write `-- -1`, which would make it the program.
pub fn seed(text: &str) -> Result<u64, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("a seed is a whole number from 0 to {}", u64::MAX))
}

/// A count or a number of milliseconds on the command line: a whole number from 0 to `max`;
/// `-3` reaches here (rather than clap's tip to write `-- -3`) and is told as what it is not.
fn whole<T: TryFrom<u64>>(text: &str, max: u64) -> Result<T, String> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        let shown = gridlab::words::shown(text);
        return Err(format!("{shown} is not a whole number (0 or more)"));
    }
    let n = t.parse::<u64>().ok().filter(|&n| n <= max);
    n.and_then(|n| T::try_from(n).ok())
        .ok_or_else(|| format!("{t} is too large (at most {max})"))
}

/// [`whole`] for a `u32` option.
pub fn whole_u32(text: &str) -> Result<u32, String> {
    whole(text, u32::MAX.into())
}

/// [`whole`] for a `u64` option.
pub fn whole_u64(text: &str) -> Result<u64, String> {
    whole(text, u64::MAX)
}

/// [`whole`] for a `usize` option.
pub fn whole_usize(text: &str) -> Result<usize, String> {
    whole(text, u64::try_from(usize::MAX).unwrap_or(u64::MAX))
}

/// `count` seeds from `first` on (the last is `first + count - 1`) must not run past the
/// largest seed.
pub fn seeds(first: u64, count: u64) -> Result<(), String> {
    match first.checked_add(count.saturating_sub(1)) {
        Some(_) => Ok(()),
        None => Err(format!(
            "--seed {first} with {count} games runs past the largest seed, {}",
            u64::MAX
        )),
    }
}

/// A comma-separated list, commas inside '...' or "..." kept (a program's command may hold
/// them: `exec:python3 -c "print(1,2)"`).
pub fn split_list(text: &str) -> Vec<String> {
    let mut items = vec![String::new()];
    let mut quote = None;
    for ch in text.chars() {
        match (quote, ch) {
            (None, ',') => {
                items.push(String::new());
                continue;
            }
            (None, '\'' | '"') => quote = Some(ch),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
        if let Some(last) = items.last_mut() {
            last.push(ch);
        }
    }
    items
        .into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// A time limit in seconds: a number above 0, at most a day.
pub fn seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(t) if t > 0.0 && t <= 86_400.0 => Ok(t),
        _ => Err(format!(
            "{} is not a number of seconds above 0 and at most 86400",
            gridlab::words::shown(text)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_split_at_commas_outside_quotes() {
        assert_eq!(split_list("greedy, best"), ["greedy", "best"]);
        assert_eq!(
            split_list(r#"greedy,exec:python3 -c "print(1,2)",best"#),
            ["greedy", r#"exec:python3 -c "print(1,2)""#, "best"]
        );
        assert_eq!(split_list("a,'b,c'"), ["a", "'b,c'"]);
        assert!(split_list(" , ").is_empty());
    }

    #[test]
    fn options_that_run_nothing_are_refused() {
        assert!(at_least_one("--games", 0).is_err() && at_least_one("--games", 1).is_ok());
        assert!(think(Some(f64::NAN)).is_err() && think(Some(-5.0)).is_err());
        assert!(think(Some(f64::INFINITY)).is_err() && think(Some(10.0)).is_ok());
        assert!(think(None).is_ok());
        assert!(seeds(u64::MAX, 2).is_err() && seeds(u64::MAX, 1).is_ok());
        assert_eq!(whole_u32(" 7"), Ok(7));
        assert_eq!(
            whole_u32("-1"),
            Err("`-1` is not a whole number (0 or more)".into())
        );
        assert_eq!(
            whole_u32("4294967296"),
            Err("4294967296 is too large (at most 4294967295)".into())
        );
        assert!(whole_u64("+3").is_err());
        assert!(whole_usize("").is_err() && whole_u64("1e3").is_err());
    }
}
