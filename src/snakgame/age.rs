//! The `age` layer: the bot's current snake shaded by when each of its cells was filled, so the
//! order it was built in (the spine, then the sweep's rings) shows on a body otherwise one colour.
//! The shades are cell codes of the board's own palette (a ramp above its fixed codes), so the
//! layer costs no second pass over a 600 x 600 board.

/// The layer's key.
pub const AGE: &str = "age";

/// The first code of the ramp: the board's fixed codes lie below it.
pub const FIRST: u8 = 8;

/// The ramp's stops: dark teal on the snake's first cells to light lime on its newest, apart
/// from its ends' navy, its finished snakes' pale blue, Chef's oranges and the layers' violet.
pub const RAMP: &[[u8; 4]] = &[[0, 90, 100, 255], [190, 235, 120, 255]];

/// The code of a cell of the snake born at ply `born`, filled at ply `at`, seen at ply `ply`
/// (`born <= at < ply`): `FIRST` on its first cell up to 255 on its newest.
pub fn age_code(at: u32, born: u32, ply: u32) -> u8 {
    let span = u64::from(ply.saturating_sub(born).max(1));
    let steps = u64::from(u8::MAX - FIRST);
    let rank = (u64::from(at.saturating_sub(born)) * (steps + 1) / span).min(steps);
    // `rank` is at most `steps`, so the sum stays within a byte.
    FIRST.saturating_add(rank as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_snake_is_shaded_in_the_order_it_was_filled() {
        // A snake born at ply 0, seen at ply 7: its first cell darkest, its newest lightest.
        assert_eq!(age_code(0, 0, 7), FIRST);
        assert_eq!(age_code(2, 0, 7), FIRST + 70);
        assert_eq!(age_code(4, 0, 7), FIRST + 141);
        assert_eq!(age_code(6, 0, 7), FIRST + 212);
        // The newest cell of a long snake takes the top of the ramp, never past it.
        assert_eq!(age_code(99_998, 0, 99_999), u8::MAX);
        assert_eq!(age_code(5, 5, 5), FIRST);
    }

    #[test]
    fn the_ramp_starts_above_the_fixed_codes() {
        assert_eq!(
            super::super::info::INFO.palette.fixed.len(),
            usize::from(FIRST)
        );
    }
}
