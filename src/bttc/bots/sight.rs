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
    /// Per player, whether its BACK made that time travel (it knows the undone timeline too, and
    /// went back to change it: it will not repeat it).
    pub travelers: Vec<bool>,
    /// Per player, whether it went back in time earlier in this round (a seat before the
    /// bot's: its BACK is gone since the last turn, and the round did not jump back yet).
    pub going_back: Vec<bool>,
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

    /// True when an opponent went back in time earlier in this round: the round is undone
    /// anyway, by an amount the bot does not see.
    pub fn opponent_going_back(&self) -> bool {
        self.going_back.iter().skip(1).any(|&g| g)
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
    travelers: Vec<bool>,
    /// Each player's BACK as seen at the last two turns (the last first).
    seen_back: [Vec<bool>; 2],
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
            // A traveler's BACK was left at one of the last two turns (a later seat's answer of
            // the last round, or an earlier seat's of the round before the jump) and is gone now.
            self.travelers = turn
                .players
                .iter()
                .enumerate()
                .map(|(p, now)| {
                    let had = |k: usize| self.seen_back[k].get(p).copied().unwrap_or(false);
                    now.is_some_and(|(_, b)| !b) && (had(0) || had(1))
                })
                .collect();
        }
        let back: Vec<bool> = turn
            .players
            .iter()
            .map(|p| p.is_some_and(|(_, b)| b))
            .collect();
        // A player going out shows no BACK left either: only one still playing counts.
        let next = turn.round == self.last_round.wrapping_add(1);
        let going_back = (0..n)
            .map(|p| {
                let had = self.seen_back[0].get(p) == Some(&true);
                next && had && turn.players[p].is_some_and(|(_, b)| !b)
            })
            .collect();
        self.seen_back.swap(0, 1);
        self.seen_back[0].clone_from(&back);
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
            back,
            owner: turn.owner,
            trails: self.trails.clone(),
            undone: self.undone.clone(),
            travelers: self.travelers.clone(),
            going_back,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bttc::board::AREA;

    /// Round `round` with three players, each with its BACK left or not.
    fn turn(round: u16, back: [bool; 3]) -> Turn {
        Turn {
            round,
            players: (0..3u8)
                .map(|p| Some((Pos { x: p, y: 0 }, back[usize::from(p)])))
                .collect(),
            owner: vec![NEUTRAL; AREA],
        }
    }

    #[test]
    fn the_player_who_went_back_is_known() {
        let mut t = Tracker::new();
        t.see(turn(40, [true, true, true]));
        // Opponent 2, a later seat, answered BACK 10 in round 40.
        let s = t.see(turn(30, [true, true, false]));
        assert_eq!(s.travelers, [false, false, true]);
        // Opponent 1, an earlier seat, answers BACK in round 32: the bot sees its BACK gone in
        // that round already, before the jump.
        t.see(turn(31, [true, true, false]));
        t.see(turn(32, [true, false, false]));
        let s = t.see(turn(27, [true, false, false]));
        assert_eq!(s.travelers, [false, true, false]);
    }

    #[test]
    fn an_earlier_seat_going_back_this_round_is_seen() {
        let mut t = Tracker::new();
        assert!(!t.see(turn(40, [true, true, true])).opponent_going_back());
        // Opponent 2 went back in round 41, before the bot's turn.
        let s = t.see(turn(41, [true, true, false]));
        assert_eq!(s.going_back, [false, false, true]);
        // The bot does not go back too: the round is undone anyway.
        let mut timeline = crate::bttc::bots::back::Timeline::default();
        timeline.see(&s);
        assert_eq!(timeline.best_undo(&s), None);
        // Round 41 was undone: the game is back at round 30 and nobody goes back now.
        assert!(!t.see(turn(30, [true, true, false])).opponent_going_back());
        // A BACK seen after a jump (a later seat's, last round) is not this round's.
        assert!(!t.see(turn(31, [true, true, false])).opponent_going_back());
        // A player going out shows no BACK left: that is not a time travel.
        let mut out = turn(32, [true, false, false]);
        out.players[1] = None;
        assert!(!t.see(out).opponent_going_back());
    }
}
