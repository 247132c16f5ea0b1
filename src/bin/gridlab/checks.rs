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
    }
}
