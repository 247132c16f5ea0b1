//! The terms of a target's score in `best` (line `SCORE` of its pseudocode), and how the
//! sentences say them.

use super::super::pull::PULL;
use super::knobs::{NEAR_REACH, NEAR_WEIGHT, RING_WEIGHT};

/// The terms of a target's score (line `SCORE` of the pseudocode).
#[derive(Clone, Copy, Debug)]
pub(super) struct Terms {
    /// Occupied sides (4 each) and corners (1 each) around the target.
    pub hug: i64,
    /// Rings in from the board's edge.
    pub ring: i64,
    /// Steps closer to the other end than `NEAR_REACH`.
    pub closer: i64,
    /// Cells of Chef's finished snakes around the target.
    pub chefs: i64,
    /// The boost of an end about to be walled in (0 or `ALIVE_BOOST`).
    pub alive: i64,
    /// Whether the move walls its end into a closed part (priced [`END_DEATH`](super::knobs::END_DEATH) in the cost,
    /// not in the score).
    pub walls_in: bool,
}

impl Terms {
    /// The score.
    pub fn score(&self) -> i64 {
        4 * self.hug + self.alive - RING_WEIGHT * self.ring - NEAR_WEIGHT * self.closer
            + PULL * self.chefs
    }

    /// What the sum's terms are, in a few words each, for a sentence that is read without the
    /// pseudocode beside it: "(hug: occupied cells around the target, 4 a side and 1 a corner;
    /// ring: its steps from the board's edge)".
    pub fn gloss(&self) -> String {
        let mut words = vec![
            "hug: occupied cells around the target, 4 a side and 1 a corner".to_string(),
            "ring: its steps from the board's edge".to_string(),
        ];
        if self.alive > 0 {
            words.push(
                "nudge: this end has one empty neighbour left, taken before Chef takes it".into(),
            );
        }
        if self.closer > 0 {
            words.push(format!(
                "near: steps closer than {} to the other end",
                NEAR_REACH + 1
            ));
        }
        if self.chefs > 0 {
            words.push("chef: cells of Chef's finished snakes around the target".into());
        }
        format!(" ({})", words.join("; "))
    }

    /// The sum as the sentences write it: `4 x hug 5 - 32 x ring 2 + nudge 30 + 4 x chef 3` (the
    /// terms that are not 0, each named), with `notes` each of the last three saying what it is.
    pub fn sum(&self, notes: bool) -> String {
        let note = |words: &str| {
            if notes {
                format!(" ({words})")
            } else {
                String::new()
            }
        };
        let mut sum = format!("4 x hug {} - {RING_WEIGHT} x ring {}", self.hug, self.ring);
        if self.alive > 0 {
            let why = note(
                "this end has one empty neighbour left: a nudge to take it before it is taken",
            );
            sum.push_str(&format!(" + nudge {}{why}", self.alive));
        }
        if self.closer > 0 {
            let why = note("near the other end");
            sum.push_str(&format!(" - {NEAR_WEIGHT} x near {}{why}", self.closer));
        }
        if self.chefs > 0 {
            let why = note("Chef's finished snakes around it");
            sum.push_str(&format!(" + {PULL} x chef {}{why}", self.chefs));
        }
        sum
    }
}
