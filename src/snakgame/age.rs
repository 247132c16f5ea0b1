//! The `age` layer: the bot's current snake shaded by when each of its cells was filled, so the
//! order it was built in (the spine, then the sweep's rings) shows on a body otherwise one colour.

use crate::model::describe::Palette;

/// The layer's key.
pub const AGE: &str = "age";

/// Its colours: nothing outside the snake; over the snake, dark navy on its first cells to a
/// light veil on its newest.
pub const AGE_SHADE: Palette = Palette {
    fixed: &[[0, 0, 0, 0]],
    ramp: &[[5, 25, 80, 175], [255, 255, 255, 60]],
};

/// One shade code per cell: 0 outside the snake born at ply `born`, else 1 (its first cell) to
/// 254 (its newest) in the order its cells were filled, up to ply `ply` (not included).
/// `filled_at[i]` is the ply cell `i` was filled at (`u32::MAX` while empty), `snake_of[k]` the
/// birth ply of the snake that ply `k` made.
pub fn age_shade(filled_at: &[u32], snake_of: &[u32], born: u32, ply: u32) -> Vec<u8> {
    let span = u64::from(ply.saturating_sub(born).max(1));
    filled_at
        .iter()
        .map(|&at| {
            let ours = at < ply
                && at >= born
                && at % 2 == born % 2
                && snake_of.get(at as usize) == Some(&born);
            if ours {
                1 + (u64::from(at - born) * 254 / span).min(253) as u8
            } else {
                0
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_snake_is_shaded_in_the_order_it_was_filled() {
        // Plies 0, 2, 4 made the snake born at 0; ply 1 is Chef's; ply 6 another snake; cell 5
        // is empty.
        let filled_at = [4, 0, 1, 2, 6, u32::MAX];
        let snake_of = [0, 1, 0, 1, 0, 7, 6];
        let shade = age_shade(&filled_at, &snake_of, 0, 7);
        // 1 + 4 x 254 / 7 and 1 + 2 x 254 / 7.
        assert_eq!(shade, vec![146, 1, 0, 73, 0, 0]);
        // Before ply 4 the newest cell is not there yet.
        assert_eq!(age_shade(&filled_at, &snake_of, 0, 4)[0], 0);
    }
}
