//! A match: the setup and the moves played, with state checkpoints so any position is a short
//! replay away; play, undo, and a move made at an earlier ply continues from there (the later
//! moves are kept aside, and one undo brings them back).

use super::rules::{Rules, ToMove};

/// Plies between two kept states.
pub const CHECKPOINT_EVERY: usize = 32;

/// What one edit changed, so one undo takes it back whole.
#[derive(Clone, Debug)]
struct Edit<M> {
    /// The ply count before the edit.
    base: usize,
    /// The plies the edit dropped (a move made at an earlier ply), restored by undo.
    dropped: Vec<Vec<M>>,
}

/// One game being played or replayed.
pub struct Match<R: Rules> {
    setup: R::Setup,
    /// The moves of every ply, one per moving seat, end to end (one allocation for a whole
    /// 300,000-ply game).
    moves: Vec<R::Move>,
    /// Where each ply's moves start in `moves`.
    starts: Vec<u32>,
    /// The state after `k * CHECKPOINT_EVERY` plies.
    checkpoints: Vec<R::State>,
    /// The last state asked for, by ply: walking the timeline forward costs one step each.
    cached: Option<(usize, R::State)>,
    edits: Vec<Edit<R::Move>>,
}

impl<R: Rules> Match<R> {
    /// A match at its start.
    pub fn new(setup: R::Setup) -> Self {
        let start = R::start(&setup);
        Self {
            setup,
            moves: Vec::new(),
            starts: Vec::new(),
            checkpoints: vec![start],
            cached: None,
            edits: Vec::new(),
        }
    }

    /// The setup.
    pub fn setup(&self) -> &R::Setup {
        &self.setup
    }

    /// Plies played.
    pub fn len(&self) -> usize {
        self.starts.len()
    }

    /// True before the first ply.
    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    /// The moves of ply `k` (0-based).
    pub fn ply(&self, k: usize) -> Option<&[R::Move]> {
        let start = *self.starts.get(k)? as usize;
        let end = self
            .starts
            .get(k + 1)
            .map_or(self.moves.len(), |&e| e as usize);
        self.moves.get(start..end)
    }

    /// The moves of every ply, in order.
    pub fn plies(&self) -> impl Iterator<Item = &[R::Move]> + '_ {
        (0..self.len()).filter_map(|k| self.ply(k))
    }

    /// Cuts the plies to `len` and returns the ones cut, in order.
    fn split_off(&mut self, len: usize) -> Vec<Vec<R::Move>> {
        let cut: Vec<Vec<R::Move>> = (len..self.len())
            .filter_map(|k| self.ply(k).map(<[R::Move]>::to_vec))
            .collect();
        if let Some(&start) = self.starts.get(len) {
            self.moves.truncate(start as usize);
            self.starts.truncate(len);
        }
        cut
    }

    /// Appends plies without checking them (they were checked when first played).
    fn extend(&mut self, plies: Vec<Vec<R::Move>>) {
        for moves in plies {
            self.starts.push(self.moves.len() as u32);
            self.moves.extend(moves);
        }
    }

    /// The position after `ply` plies (clamped to the last).
    pub fn state_at(&mut self, ply: usize) -> R::State {
        let ply = ply.min(self.len());
        let from_checkpoint = (ply / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
        let (mut at, mut state) = match &self.cached {
            Some((k, s)) if *k <= ply && *k >= from_checkpoint => (*k, s.clone()),
            _ => {
                let i = (ply / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
                (i * CHECKPOINT_EVERY, self.checkpoints[i].clone())
            }
        };
        while at < ply {
            // Every stored ply was checked when it was played.
            let Some(moves) = self.ply(at) else { break };
            match R::step(&self.setup, &state, moves) {
                Ok(next) => state = next,
                Err(_) => break,
            }
            at += 1;
        }
        self.cached = Some((at, state.clone()));
        state
    }

    /// The position after the last ply.
    pub fn last_state(&mut self) -> R::State {
        self.state_at(self.len())
    }

    /// Who moves after the last ply.
    pub fn to_move(&mut self) -> ToMove {
        let state = self.last_state();
        R::to_move(&self.setup, &state)
    }

    /// Appends a ply after the last one; the state is checked first.
    pub fn push(&mut self, moves: Vec<R::Move>) -> Result<R::State, R::Error> {
        let before = self.last_state();
        let after = R::step(&self.setup, &before, &moves)?;
        self.starts.push(self.moves.len() as u32);
        self.moves.extend(moves);
        let n = self.len();
        if n.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.truncate(n / CHECKPOINT_EVERY);
            self.checkpoints.push(after.clone());
        }
        self.cached = Some((n, after.clone()));
        Ok(after)
    }

    /// Starts an edit at ply `at`: later plies are set aside (undo brings them back). Returns
    /// how many were set aside.
    pub fn begin_edit(&mut self, at: usize) -> usize {
        let at = at.min(self.len());
        let dropped = self.split_off(at);
        self.trim_checkpoints();
        let n = dropped.len();
        self.edits.push(Edit { base: at, dropped });
        n
    }

    /// Drops the last edit if it changed nothing (a refused move).
    pub fn cancel_edit(&mut self) {
        if let Some(edit) = self.edits.pop() {
            self.split_off(edit.base);
            self.extend(edit.dropped);
            self.trim_checkpoints();
        }
    }

    /// Takes back the last edit; `None` when there is none, else how many plies it restored.
    pub fn undo_edit(&mut self) -> Option<usize> {
        let edit = self.edits.pop()?;
        let restored = edit.dropped.len();
        self.split_off(edit.base);
        self.extend(edit.dropped);
        self.trim_checkpoints();
        Some(restored)
    }

    /// Cuts the match to `len` plies outside any edit (a replay's undo without history).
    pub fn truncate(&mut self, len: usize) {
        self.split_off(len);
        self.edits.clear();
        self.trim_checkpoints();
    }

    fn trim_checkpoints(&mut self) {
        let keep = self.len() / CHECKPOINT_EVERY + 1;
        if self.checkpoints.len() > keep {
            self.checkpoints.truncate(keep);
        }
        // Plies restored by undo may need checkpoints again.
        while self.checkpoints.len() < keep {
            let k = self.checkpoints.len() * CHECKPOINT_EVERY;
            self.cached = None;
            let state = self.state_at_uncached(k);
            self.checkpoints.push(state);
        }
        self.cached = None;
    }

    fn state_at_uncached(&self, ply: usize) -> R::State {
        let i = (ply / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let mut state = self.checkpoints[i].clone();
        for k in i * CHECKPOINT_EVERY..ply.min(self.len()) {
            let Some(moves) = self.ply(k) else { break };
            match R::step(&self.setup, &state, moves) {
                Ok(next) => state = next,
                Err(_) => break,
            }
        }
        state
    }
}
