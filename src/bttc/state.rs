//! A position: who owns each cell and since which round, every player's path in this timeline,
//! who may still go back in time, and the clocks (the in-game round and the real round).

use super::board::{Pos, AREA, NEUTRAL};
use super::end::End;
use super::start::Setup;

/// A position of the game. Small (700 cells and at most 4 x 350 path cells): cloned freely.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// The owner of each cell (row-major), [`NEUTRAL`] when nobody owns it.
    pub(crate) owner: Vec<u8>,
    /// The in-game round each owned cell was taken in (start cells: 0).
    pub(crate) taken: Vec<u16>,
    /// Each player's cell at the end of rounds 0, 1, ... (round 0: the start), up to the last
    /// round played in this timeline; a time travel cuts it.
    pub(crate) trail: Vec<Vec<Pos>>,
    /// True while the player may still use its BACK.
    pub(crate) back_left: Vec<bool>,
    /// False once the player is out.
    pub(crate) active: Vec<bool>,
    /// The in-game round to be played next (1-based, as bots read it).
    pub(crate) round: u16,
    /// Real rounds played (every round, also those a time travel undid).
    pub(crate) real: u32,
    /// Real rounds in a row in which nobody changed cell nor used BACK.
    pub(crate) idle: u32,
    /// The ranking could no longer change after the previous round: this round is the last.
    pub(crate) last_call: bool,
    /// Why the game ended, once it has.
    pub(crate) end: Option<End>,
    /// Rounds the last round's time travel went back (0: none).
    pub(crate) travelled: u16,
    /// The cells that time travel made neutral again (row-major).
    pub(crate) undone: Vec<u16>,
}

impl State {
    /// The position before round 1: each player on its start cell, which it owns unless two
    /// players start on the same cell.
    pub fn start(setup: &Setup) -> State {
        let n = setup.players();
        let mut owner = vec![NEUTRAL; AREA];
        let taken = vec![0; AREA];
        for (p, &cell) in setup.starts().iter().enumerate() {
            let shared = setup.starts().iter().filter(|&&c| c == cell).count() > 1;
            if !shared {
                owner[cell.index()] = p as u8;
            }
        }
        State {
            owner,
            taken,
            trail: setup.starts().iter().map(|&c| vec![c]).collect(),
            back_left: vec![true; n],
            active: vec![true; n],
            round: 1,
            real: 0,
            idle: 0,
            last_call: false,
            end: None,
            travelled: 0,
            undone: Vec::new(),
        }
    }

    /// A position from its parts (hand-made boards): the owner of each cell (row-major,
    /// [`NEUTRAL`] or a player; owned cells count as taken in round 0), each player's cells at
    /// the end of rounds 0, 1, ... (all of one length: the rounds played, the first cell the
    /// start), and who still has its BACK.
    pub fn from_parts(
        setup: &Setup,
        owner: Vec<u8>,
        trails: Vec<Vec<Pos>>,
        back_left: Vec<bool>,
    ) -> Result<State, String> {
        let n = setup.players();
        if owner.len() != AREA || owner.iter().any(|&o| o != NEUTRAL && usize::from(o) >= n) {
            return Err(format!(
                "the owners must be {AREA} cells of {NEUTRAL} or a player below {n}"
            ));
        }
        let rounds = trails.first().map_or(0, Vec::len);
        if trails.len() != n
            || back_left.len() != n
            || rounds == 0
            || trails.iter().any(|t| t.len() != rounds)
        {
            return Err(format!(
                "{n} paths of one length (at least the start) and {n} BACK flags"
            ));
        }
        if trails
            .iter()
            .zip(setup.starts())
            .any(|(t, s)| t.first() != Some(s))
        {
            return Err("each path begins at the player's start".into());
        }
        if trails
            .iter()
            .any(|t| t.windows(2).any(|w| w[0].dist(w[1]) > 1))
        {
            return Err("a path moves one cell a round".into());
        }
        let round = u16::try_from(rounds).map_err(|_| "too many rounds".to_string())?;
        Ok(State {
            owner,
            taken: vec![0; AREA],
            trail: trails,
            back_left,
            active: vec![true; n],
            round,
            real: u32::from(round) - 1,
            idle: 0,
            last_call: false,
            end: None,
            travelled: 0,
            undone: Vec::new(),
        })
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.trail.len()
    }

    /// The owner of a cell, `None` when neutral.
    pub fn owner(&self, cell: Pos) -> Option<usize> {
        self.owner_at(cell.index())
    }

    /// The owner of row-major cell `i`, `None` when neutral or off the board.
    pub fn owner_at(&self, i: usize) -> Option<usize> {
        match self.owner.get(i) {
            Some(&o) if o != NEUTRAL => Some(usize::from(o)),
            _ => None,
        }
    }

    /// The owner codes of every cell, row-major ([`NEUTRAL`] or the player).
    pub fn owners(&self) -> &[u8] {
        &self.owner
    }

    /// The in-game round an owned cell was taken in (`None` when neutral).
    pub fn taken_round(&self, cell: Pos) -> Option<u16> {
        self.owner(cell).and(self.taken.get(cell.index()).copied())
    }

    /// The in-game round to be played next (1-based; the number a bot reads).
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Real rounds played so far (a time travel does not take them back).
    pub fn real_round(&self) -> u32 {
        self.real
    }

    /// Real rounds in a row in which nobody changed cell nor used BACK.
    pub fn idle_rounds(&self) -> u32 {
        self.idle
    }

    /// The player's cell.
    pub fn position(&self, player: usize) -> Option<Pos> {
        self.trail.get(player).and_then(|t| t.last()).copied()
    }

    /// The player's cells at the end of rounds 0, 1, ... in this timeline.
    pub fn trail(&self, player: usize) -> &[Pos] {
        self.trail.get(player).map_or(&[], Vec::as_slice)
    }

    /// True while the player may still go back in time.
    pub fn back_left(&self, player: usize) -> bool {
        self.back_left.get(player).copied().unwrap_or(false)
    }

    /// True until the player is out.
    pub fn active(&self, player: usize) -> bool {
        self.active.get(player).copied().unwrap_or(false)
    }

    /// The players still in the game, in order.
    pub fn active_players(&self) -> Vec<usize> {
        (0..self.players()).filter(|&p| self.active(p)).collect()
    }

    /// True when the ranking could no longer change after the last round: the next round is
    /// the last.
    pub fn last_call(&self) -> bool {
        self.last_call
    }

    /// Why the game ended, or `None` while it goes on.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// True once the game is over.
    pub fn over(&self) -> bool {
        self.end.is_some()
    }

    /// Rounds the last round's time travel went back (0 when it had none).
    pub fn travelled(&self) -> u16 {
        self.travelled
    }

    /// The cells the last round's time travel made neutral again.
    pub fn undone_cells(&self) -> impl Iterator<Item = Pos> + '_ {
        self.undone.iter().map(|&i| Pos::from_index(usize::from(i)))
    }

    /// True when `cell` was taken in the round just played (and no time travel undid it).
    pub fn fresh(&self, cell: Pos) -> bool {
        self.travelled == 0 && self.real > 0 && self.taken_round(cell) == Some(self.round - 1)
    }

    /// Each player's score: the cells it owns.
    pub fn scores(&self) -> Vec<u32> {
        let mut s = vec![0u32; self.players()];
        for &o in &self.owner {
            if let Some(v) = s.get_mut(usize::from(o)) {
                *v += 1;
            }
        }
        s
    }

    /// Neutral cells left.
    pub fn neutral_count(&self) -> usize {
        self.owner.iter().filter(|&&o| o == NEUTRAL).count()
    }

    /// Each player's rank (1 is first; equal scores share a rank).
    pub fn ranks(&self) -> Vec<usize> {
        ranks(&self.scores())
    }
}

/// Ranks of scores: 1 plus the number of strictly better scores (equal scores share a rank).
pub fn ranks(scores: &[u32]) -> Vec<usize> {
    scores
        .iter()
        .map(|s| 1 + scores.iter().filter(|&t| t > s).count())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_ranks() {
        assert_eq!(ranks(&[5, 9, 5, 1]), vec![2, 1, 2, 4]);
    }

    #[test]
    fn a_shared_start_is_nobody_s() {
        let setup = Setup::new(vec![
            Pos { x: 3, y: 3 },
            Pos { x: 3, y: 3 },
            Pos { x: 9, y: 9 },
        ])
        .unwrap();
        let s = State::start(&setup);
        assert_eq!(s.scores(), vec![0, 0, 1]);
        assert_eq!(s.round(), 1);
    }
}
