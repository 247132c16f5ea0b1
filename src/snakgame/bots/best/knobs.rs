//! The numbers `best` plays with (the pseudocode says them; `docs/snakgame-best.md` has what
//! other values gave).

/// Cells a race may visit before it gives up (the parts are then compared by what it found).
pub(super) const RACE_CAP: u32 = 200_000;

/// Chef's next cells further than this (Manhattan) from both ends are not checked for seals.
pub(super) const RISK_REACH: i64 = 40;

/// A pocket of fewer empty cells than this counts as sealed (on a board of fewer than 8 x this
/// many cells, an eighth of the board: the same on every contest board, and on a small board
/// the searches stay small).
pub(super) const RISK_CAP: usize = 2048;

/// Playouts per candidate move when Chef's walking snake is near (common Chef draws for all
/// candidates). With 16 playouts of 24 rounds within 16 steps, over type-1 seeds 1..400 the mean
/// efficiency went from 0.470 to 0.474 to 0.480 (depending on the stream of draws), over type-2
/// seeds 1..200 it stayed 0.429 (docs/snakgame-best.md has the variants).
pub(super) const PLAYOUTS: u32 = 16;

/// What a seal of the sweeping end alone costs, in percent of a seal of both ends, while the
/// first snake's spare waits elsewhere: the snake lives on, but with one end, and the next seal
/// ends it. Without it the sweeping end saw no risk at all once the spare was far (both ends
/// were never sealed together) and walked into bays: over seeds 101..400 of each type, 10, 25
/// or 50 gave the same moves, the first snake dying with the board open in 38 type-2 games of
/// 300 where it died in 58 without (type 1: 28 and 44), mean efficiency 0.456 / 0.502 against
/// 0.453 / 0.496.
pub(super) const ALONE_SEAL_PERCENT: i64 = 25;

/// A Chef cell within this many steps (Manhattan) of the waiting spare is checked for walling
/// it in (one search from the spare per such cell; a seal of the spare is a local affair).
pub(super) const SPARE_REACH: i64 = 3;

/// Rounds a playout looks ahead, each a Chef move and one of ours (so twice as many plies).
pub(super) const PLAYOUT_PLIES: u32 = 24;

/// Playouts run only when one of Chef's ends is within this many steps (Manhattan) of the
/// move's cell or of our other end.
pub(super) const PLAYOUT_REACH: i64 = 16;

/// Score bonus for moving an end that has one empty neighbour left (keeps the spare end alive).
pub(super) const ALIVE_BOOST: i64 = 30;

/// Score lost per ring inward (a ring is the distance to the nearest edge of the board): two
/// occupied side neighbours' worth, so the sweep front stays a smooth ring instead of following
/// Chef's snakes into the open board.
pub(super) const RING_WEIGHT: i64 = 32;

/// Within this many steps (Manhattan) of the other end, a target loses [`NEAR_WEIGHT`] per step
/// closer: two ends working in one place wall each other in. Over type-1 seeds 1..300 a reach of
/// 6 and a weight of 8 (with [`END_DEATH`]) gave a mean efficiency of 0.469, where the earlier 3
/// and 3 (without it) gave 0.457, and a reach of 8 (weight 8) 0.466.
pub(super) const NEAR_REACH: i64 = 6;

/// Score lost per step of closeness to the other end, within [`NEAR_REACH`].
pub(super) const NEAR_WEIGHT: i64 = 8;

/// What walling an end into a closed part costs while the other end keeps the region (in cells,
/// like the parts given up): the snake loses its spare end and every later seal is fatal. Free
/// before, it let an end step into a 3-cell dead end on the top row within 150 plies.
pub(super) const END_DEATH: i64 = 20;

/// The largest closed pocket drawn on the page's `pocket` layer, in cells (and at most a quarter
/// of the empty cells: a bigger closed part is a side of the board, not a pocket).
pub(super) const POCKET_DRAWN: u32 = 20_000;

/// Plies a race's result is reused for while the end and its groups stay the same (a spare end
/// parked beside a pocket would otherwise race every move).
pub(super) const RACE_REUSE: u32 = 64;

#[cfg(test)]
mod tests {
    use super::super::super::pull::{PULL, PULL_RADIUS};
    use super::super::super::spine;
    use super::super::ALGORITHM;
    use super::*;

    // The pseudocode the page shows says the numbers the bot plays with.
    #[test]
    fn pseudocode_says_the_constants() {
        let text = ALGORITHM.lines.join("\n");
        let thousands = |n: usize| format!("{},{:03}", n / 1000, n % 1000);
        for said in [
            format!("straight down {}% of the board", spine::DEPTH_PERCENT),
            format!("- {RING_WEIGHT} x ring(y)"),
            format!("- {NEAR_WEIGHT} x closeness to the other end (within {NEAR_REACH} steps)"),
            format!("+ {PULL} x cells of Chef's finished snakes within {PULL_RADIUS} of y"),
            format!("+ {ALIVE_BOOST} when e has one empty neighbour left"),
            format!("(+ {END_DEATH} if this end goes into a closed part, to be walled in there)"),
            format!("(under {} cells;", thousands(RISK_CAP)),
            format!("on a board under {} cells", thousands(8 * RISK_CAP)),
            format!("counts {ALONE_SEAL_PERCENT}%"),
        ] {
            assert!(text.contains(&said), "the pseudocode does not say {said:?}");
        }
    }
}
