//! Sentences for people: counts with the right noun.

/// `1 round`, `2 rounds`.
pub fn plural(count: impl Into<u64>, one: &str, many: &str) -> String {
    let count = count.into();
    format!("{count} {}", if count == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_and_many() {
        assert_eq!(super::plural(1u32, "cell", "cells"), "1 cell");
        assert_eq!(super::plural(0u32, "cell", "cells"), "0 cells");
        assert_eq!(super::plural(7u64, "move", "moves"), "7 moves");
    }
}
