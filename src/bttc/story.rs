//! How each player's cells came, for the end of a game: the cells it took by standing on them
//! in the final timeline, its captures (its other cells, grouped by the in-game round they were
//! taken in) and when it went back in time. A learner tells strategies apart by it: one giant
//! loop early, many small ones, or a time travel that undid an opponent's capture.

use super::board::{Pos, AREA};
use super::moves::Move;
use super::state::State;

/// One player's cells, by how they came.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Story {
    /// Cells owned at the end.
    pub cells: u32,
    /// Of those, cells taken by standing on them (the start cell included).
    pub walked: u32,
    /// The captures still held: (in-game round, cells), in round order.
    pub captures: Vec<(u16, u32)>,
    /// The time travel: (real round, rounds back), if it was used.
    pub back: Option<(u32, u8)>,
}

impl Story {
    /// Each player's story in the final `state`; `backs` are the time travels played, as (real
    /// round, player, rounds back).
    pub fn of(state: &State, backs: &[(u32, usize, u8)]) -> Vec<Story> {
        let mut stories = vec![Story::default(); state.players()];
        // Cells captured by round, per player.
        let mut captured: Vec<Vec<u32>> =
            vec![vec![0; usize::from(state.round()) + 1]; state.players()];
        for i in 0..AREA {
            let cell = Pos::from_index(i);
            let (Some(p), Some(round)) = (state.owner_at(i), state.taken_round(cell)) else {
                continue;
            };
            let Some(story) = stories.get_mut(p) else {
                continue;
            };
            story.cells += 1;
            if state.trail(p).get(usize::from(round)) == Some(&cell) {
                story.walked += 1;
            } else if let Some(n) = captured[p].get_mut(usize::from(round)) {
                *n += 1;
            }
        }
        for (story, rounds) in stories.iter_mut().zip(captured) {
            story.captures = (0u16..).zip(rounds).filter(|&(_, n)| n > 0).collect();
        }
        for &(real, p, n) in backs {
            if let Some(story) = stories.get_mut(p) {
                story.back = Some((real, n));
            }
        }
        stories
    }

    /// The story in a clause: "356 cells: 212 in 6 captures (the largest 96 cells, at round 74),
    /// 144 stood on; BACK 10 at real round 120".
    pub fn clause(&self) -> String {
        let captured: u32 = self.captures.iter().map(|&(_, n)| n).sum();
        // The largest capture, the earliest of equals.
        let largest = self
            .captures
            .iter()
            .max_by_key(|&&(round, n)| (n, std::cmp::Reverse(round)));
        let how = match largest {
            None => format!("all {} stood on, no capture", self.cells),
            Some(&(round, _)) if self.captures.len() == 1 => format!(
                "{captured} in one capture (at round {round}), {} stood on",
                self.walked
            ),
            Some(&(round, most)) => format!(
                "{captured} in {} captures (the largest {most} cells, at round {round}), {} stood on",
                self.captures.len(),
                self.walked
            ),
        };
        let back = match self.back {
            Some((real, n)) => format!("BACK {n} at real round {real}"),
            None => "its time travel unused".to_string(),
        };
        format!("{} cells: {how}; {back}", self.cells)
    }
}

/// The time travels among a game's `rounds` (each round's moves, one per active player in
/// order): (real round, player, rounds back). `movers(k)` names the players who moved in round
/// `k` (0-based), asked only for a round with a time travel in it.
pub fn time_travels(
    rounds: &[Vec<Move>],
    mut movers: impl FnMut(usize) -> Vec<usize>,
) -> Vec<(u32, usize, u8)> {
    let mut out = Vec::new();
    for (k, moves) in rounds.iter().enumerate() {
        if !moves.iter().any(|m| matches!(m, Move::Back(_))) {
            continue;
        }
        for (mv, p) in moves.iter().zip(movers(k)) {
            if let Move::Back(n) = mv {
                out.push((k as u32 + 1, p, *n));
            }
        }
    }
    out
}
