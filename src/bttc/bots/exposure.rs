//! How exposed a planned loop is: the first region a path would capture, the step that closes
//! it, and how soon an opponent could stand on one of its cells (a captured region may have no
//! other player's cell in it, so one opponent's step inside spoils all of it). For the page:
//! each candidate loop says its gain, its length and this risk in words.

use crate::bttc::board::Pos;
use crate::bttc::capture::Fill;

use super::sight::Sight;
use super::sim::Sim;
use crate::words::plural;

/// The first capture along a path, and who could spoil it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exposure {
    /// Cells of the region captured.
    pub captured: u32,
    /// The step (1-based) that closes the loop.
    pub closes: usize,
    /// Steps the nearest opponent needs to stand on a cell of the region (`None`: no opponent).
    pub nearest: Option<u32>,
}

impl Exposure {
    /// True when an opponent can stand inside before the loop closes.
    pub fn at_risk(&self) -> bool {
        self.nearest.is_some_and(|d| d as usize <= self.closes)
    }

    /// The risk in words, e.g. "closes at step 12 around 40 cells; an opponent 5 steps from
    /// them could spoil them first, before step 12 closes them (a risk the rate does not count)".
    pub fn sentence(&self) -> String {
        let head = format!(
            "closes at step {} around {}",
            self.closes,
            plural(u64::from(self.captured), "cell", "cells")
        );
        match self.spoiler("them", "them") {
            Some(who) => format!("{head}; {who}"),
            None => head,
        }
    }

    /// Who could spoil the loop, in words, with the loop's cells called `cells` and the loop
    /// `it`: "an opponent 5 steps from them could spoil them first, before step 12 closes them (a
    /// risk the rate does not count)", or "the nearest opponent is 31 steps from them, too far to
    /// spoil them before step 12 closes them". `None` without opponents.
    fn spoiler(&self, cells: &str, it: &str) -> Option<String> {
        let steps = plural(u64::from(self.nearest?), "step", "steps");
        let closes = self.closes;
        Some(if self.at_risk() {
            format!("an opponent {steps} from {cells} could spoil {it} first, before step {closes} closes {it} (a risk the rate does not count)")
        } else {
            format!("the nearest opponent is {steps} from {cells}, too far to spoil {it} before step {closes} closes {it}")
        })
    }

    /// The clause a move's sentence ends with for `path` ("; its first loop closes at step ..."),
    /// empty when the path closes no loop.
    pub fn clause(sight: &Sight, path: &[Pos]) -> String {
        Self::clause_of(exposure(sight, path).as_ref())
    }

    /// [`Exposure::clause`] for a path's exposure already found.
    pub fn clause_of(exposure: Option<&Exposure>) -> String {
        exposure.map_or(String::new(), |e| {
            format!("; its first loop {}", e.sentence())
        })
    }

    /// The plan's first loop as a move's sentence starts, before the details: "Plans a path
    /// whose first loop encloses 15 cells at step 18; an opponent 13 steps from its cells could
    /// spoil it first, before step 18 closes it (a risk the rate does not count)."
    pub fn gist(&self) -> String {
        let head = format!(
            "Plans a path whose first loop encloses {} at step {}",
            plural(u64::from(self.captured), "cell", "cells"),
            self.closes
        );
        match self.spoiler("its cells", "it") {
            Some(who) => format!("{head}; {who}."),
            None => format!("{head}."),
        }
    }

    /// The short label drawn at the path's end.
    pub fn label(&self) -> &'static str {
        if self.at_risk() {
            "at risk"
        } else {
            "safe"
        }
    }
}

/// The first region `path` (from the bot's cell, one side at a time) would capture, walked under
/// the real rules with the opponents standing still, and how near they are to it.
pub fn exposure(sight: &Sight, path: &[Pos]) -> Option<Exposure> {
    let (closes, region) = first_capture(sight, path)?;
    let nearest = sight
        .opponents()
        .flat_map(|(_, q)| region.iter().map(move |c| q.dist(*c)))
        .min();
    Some(Exposure {
        captured: region.len() as u32,
        closes,
        nearest,
    })
}

/// The step (1-based) at which `path` closes its first loop, walked under the real rules with
/// the opponents standing still, and the cells that loop captures.
pub fn first_capture(sight: &Sight, path: &[Pos]) -> Option<(usize, Vec<Pos>)> {
    let mut sim = Sim::new(sight);
    let mut fill = Fill::new();
    let mut region = Vec::new();
    for (k, &cell) in path.iter().enumerate() {
        sim.walk_capturing(cell, &mut fill, |c| region.push(Pos::from_index(c)));
        if !region.is_empty() {
            return Some((k + 1, region));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bttc::bots::sight::Tracker;
    use crate::bttc::{Setup, State};

    /// The bot at (5, 5) and one opponent at `them`, seen by the bot.
    fn sight(them: &str) -> Sight {
        let setup = Setup::parse_positions(&format!("5,5 {them}")).unwrap();
        Tracker::new().see_state(&State::start(&setup), 0)
    }

    /// A loop round the 2 x 2 square (6, 6)-(7, 7), closing beside the start cell.
    fn square() -> Vec<Pos> {
        [
            (6, 5),
            (7, 5),
            (8, 5),
            (8, 6),
            (8, 7),
            (8, 8),
            (7, 8),
            (6, 8),
            (5, 8),
            (5, 7),
            (5, 6),
        ]
        .iter()
        .map(|&(x, y)| Pos { x, y })
        .collect()
    }

    #[test]
    fn a_loop_is_at_risk_when_an_opponent_can_stand_inside_before_it_closes() {
        let far = exposure(&sight("30,15"), &square()).unwrap();
        assert_eq!((far.captured, far.closes, far.nearest), (4, 11, Some(31)));
        assert!(!far.at_risk());
        let near = exposure(&sight("9,9"), &square()).unwrap();
        assert_eq!(near.nearest, Some(4));
        assert!(near.at_risk());
        assert_eq!(
            near.gist(),
            "Plans a path whose first loop encloses 4 cells at step 11; an opponent 4 steps from its cells could spoil it first, before step 11 closes it (a risk the rate does not count)."
        );
        assert!(far
            .gist()
            .ends_with("the nearest opponent is 31 steps from its cells, too far to spoil it before step 11 closes it."));
        // A path that closes nothing has no exposure.
        assert_eq!(exposure(&sight("9,9"), &square()[..5]), None);
    }

    #[test]
    fn words_say_whether_an_opponent_can_spoil_the_loop() {
        let e = |nearest| Exposure {
            captured: 40,
            closes: 12,
            nearest,
        };
        assert!(e(Some(5)).at_risk());
        assert_eq!(
            e(Some(5)).sentence(),
            "closes at step 12 around 40 cells; an opponent 5 steps from them could spoil them first, before step 12 closes them (a risk the rate does not count)"
        );
        // One cell is one cell.
        let one = Exposure {
            captured: 1,
            ..e(None)
        };
        assert_eq!(one.sentence(), "closes at step 12 around 1 cell");
        assert!(!e(Some(13)).at_risk());
        assert_eq!(e(Some(13)).label(), "safe");
        assert_eq!(e(None).sentence(), "closes at step 12 around 40 cells");
    }
}
