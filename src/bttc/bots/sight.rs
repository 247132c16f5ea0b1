//! What a bot knows: the turn it reads (it is always player 0) and what it remembers of earlier
//! turns, the players' paths in this timeline and, after a time travel, the timeline that was
//! undone (where everyone went then).

use crate::bttc::board::{Pos, NEUTRAL};
use crate::bttc::protocol::Turn;
use crate::bttc::start::round_limit;
use crate::bttc::state::State;
use crate::bttc::text::relabel;

/// A bot's view of the game, with ids relabelled so that the bot is player 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sight {
    /// The in-game round to play.
    pub round: u16,
    /// The in-game round limit.
    pub limit: u16,
    /// Each player's cell, `None` once out.
    pub pos: Vec<Option<Pos>>,
    /// Each player's BACK, while left.
    pub back: Vec<bool>,
    /// The owner of each cell, row-major ([`NEUTRAL`] or a relabelled id).
    pub owner: Vec<u8>,
    /// Each player's cells at the end of rounds 0 .. round - 1 in this timeline.
    pub trails: Vec<Vec<Pos>>,
    /// The last timeline a time travel undid: each player's cells by round (empty when none).
    pub undone: Vec<Vec<Pos>>,
}

impl Sight {
    /// Number of players.
    pub fn players(&self) -> usize {
        self.pos.len()
    }

    /// The bot's own cell.
    pub fn me(&self) -> Pos {
        self.pos
            .first()
            .copied()
            .flatten()
            .unwrap_or(Pos { x: 0, y: 0 })
    }

    /// Each player's owned cells.
    pub fn scores(&self) -> Vec<u32> {
        let mut s = vec![0; self.players()];
        for &o in &self.owner {
            if let Some(v) = s.get_mut(usize::from(o)) {
                *v += 1;
            }
        }
        s
    }

    /// Neutral cells left.
    pub fn neutral(&self) -> usize {
        self.owner.iter().filter(|&&o| o == NEUTRAL).count()
    }

    /// Rounds left before the limit (this one included).
    pub fn rounds_left(&self) -> u16 {
        (self.limit + 1).saturating_sub(self.round)
    }

    /// The opponents still in the game, with their cells.
    pub fn opponents(&self) -> impl Iterator<Item = (usize, Pos)> + '_ {
        self.pos
            .iter()
            .enumerate()
            .skip(1)
            .filter_map(|(p, c)| c.map(|c| (p, c)))
    }
}

/// Builds a bot's [`Sight`] turn by turn from what it reads, as a contest program must.
#[derive(Clone, Debug, Default)]
pub struct Tracker {
    trails: Vec<Vec<Pos>>,
    undone: Vec<Vec<Pos>>,
    last_round: u16,
}

impl Tracker {
    /// A tracker that has seen nothing.
    pub fn new() -> Tracker {
        Tracker::default()
    }

    /// Takes in one turn and gives the bot's view of it.
    pub fn see(&mut self, turn: Turn) -> Sight {
        let n = turn.players.len();
        if self.trails.len() != n {
            self.trails = vec![Vec::new(); n];
        }
        let round = usize::from(turn.round.max(1));
        if turn.round <= self.last_round {
            // A time travel: keep the undone timeline, then cut to this one.
            self.undone = self.trails.clone();
        }
        self.last_round = turn.round;
        for (trail, seen) in self.trails.iter_mut().zip(&turn.players) {
            trail.truncate(round - 1);
            let last = seen
                .map(|(p, _)| p)
                .or(trail.last().copied())
                .unwrap_or(Pos { x: 0, y: 0 });
            while trail.len() < round - 1 {
                trail.push(last);
            }
            trail.push(last);
        }
        Sight {
            round: turn.round,
            limit: round_limit(n),
            pos: turn.players.iter().map(|p| p.map(|(c, _)| c)).collect(),
            back: turn
                .players
                .iter()
                .map(|p| p.is_some_and(|(_, b)| b))
                .collect(),
            owner: turn.owner,
            trails: self.trails.clone(),
            undone: self.undone.clone(),
        }
    }

    /// Takes in `seat`'s turn in `state` (the lab's agents): as [`Tracker::see`], with the paths
    /// taken from the state, so a bot asked about any position knows them.
    pub fn see_state(&mut self, state: &State, seat: usize) -> Sight {
        let mut sight = self.see(Turn::of(state, seat));
        for p in 0..state.players() {
            if let Some(t) = sight.trails.get_mut(relabel(p, seat)) {
                *t = state.trail(p).to_vec();
            }
        }
        self.trails.clone_from(&sight.trails);
        sight
    }
}
