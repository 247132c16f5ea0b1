//! The reasons the lab's bots gave for their moves as they played (a line of their pseudocode
//! and a sentence each), kept per ply within a byte budget, for the move's sentence.

use std::collections::BTreeMap;

use crate::model::agent::{Agent, Budget};
use crate::model::rules::{Rules, Seat};
use crate::thinking::Reasoning;

/// Bytes of sentences kept for routine moves (a bot stepping along its plan): a 600 x 600 game
/// has a few hundred thousand moves, and past this only the other decisions (a new path, a new
/// snake, a time travel) keep their reasons.
pub const MAX_REASON_BYTES: usize = 4 << 20;

/// One seat's reason for its move.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Reason {
    /// The seat.
    pub seat: usize,
    /// The line of the bot's pseudocode.
    pub line: u8,
    /// Why, in words.
    pub why: Box<str>,
}

/// Asks `agent` for `seat`'s move in `seen` with its reason recorded: the move, and the reason
/// with whether it is routine (given at the line where the bot's pseudocode plays its plan, and
/// not a turning point).
pub fn ask_with_reason<G: Rules>(
    agent: &mut dyn Agent<G>,
    setup: &G::Setup,
    seen: &G::State,
    seat: Seat,
) -> (Option<G::Move>, Option<(Reason, bool)>) {
    let mut reasoning = Reasoning::reason_only();
    let mv = agent.choose(setup, seen, seat, Budget::default(), Some(&mut reasoning));
    let reason = reasoning.line.map(|line| {
        let routine =
            agent.algorithm().and_then(|a| a.play_line) == Some(line) && !reasoning.turning;
        let why = reasoning.why.into_boxed_str();
        (Reason { seat, line, why }, routine)
    });
    (mv, reason)
}

/// The reasons of one ply as they are asked, seat by seat.
#[derive(Default)]
pub struct Said {
    reasons: Vec<Reason>,
    routine: bool,
}

impl Said {
    /// Adds a seat's reason, if it gave one.
    pub fn add(&mut self, reason: Option<(Reason, bool)>) {
        if let Some((reason, routine)) = reason {
            self.routine = (self.reasons.is_empty() || self.routine) && routine;
            self.reasons.push(reason);
        }
    }
}

/// The reasons of every ply that has some.
#[derive(Default)]
pub struct Reasons {
    by_ply: BTreeMap<usize, Vec<Reason>>,
    bytes: usize,
    /// The ply whose reasons filled the budget: routine moves after it keep none.
    full_at: Option<usize>,
}

impl Reasons {
    /// True while there is room for more routine reasons.
    fn room(&self) -> bool {
        self.bytes < MAX_REASON_BYTES
    }

    /// Keeps the reasons of ply `ply`; routine ones only while there is room.
    pub fn keep(&mut self, ply: usize, said: Said) {
        let Said { reasons, routine } = said;
        if reasons.is_empty() || (routine && !self.room()) {
            return;
        }
        self.bytes += reasons.iter().map(|r| r.why.len()).sum::<usize>();
        self.by_ply.insert(ply, reasons);
        if self.full_at.is_none() && !self.room() {
            self.full_at = Some(ply);
        }
    }

    /// True when the routine moves of ply `ply` keep no reason (the budget was full before it).
    pub fn quiet_at(&self, ply: usize) -> bool {
        self.full_at.is_some_and(|f| ply > f)
    }

    /// The reasons of ply `ply`.
    pub fn of(&self, ply: usize) -> &[Reason] {
        self.by_ply.get(&ply).map_or(&[], Vec::as_slice)
    }

    /// True when no ply has a reason.
    pub fn is_empty(&self) -> bool {
        self.by_ply.is_empty()
    }

    /// Every reason kept, by ply, as JSON (`[[ply, [reason...]]...]`).
    pub fn to_json(&self) -> String {
        let list: Vec<(&usize, &Vec<Reason>)> = self.by_ply.iter().collect();
        serde_json::to_string(&list).unwrap_or_else(|_| "[]".into())
    }

    /// Reads reasons written by [`Reasons::to_json`], for a game of `plies` plies and `seats`
    /// seats; the error says what is wrong.
    pub fn from_json(text: &str, plies: usize, seats: usize) -> Result<Reasons, String> {
        let list: Vec<(usize, Vec<Reason>)> =
            serde_json::from_str(text).map_err(|e| format!("the bots' reasons: {e}"))?;
        let mut reasons = Reasons::default();
        for (ply, said) in list {
            if ply >= plies || said.iter().any(|r| r.seat >= seats) {
                return Err(format!(
                    "the bots' reasons name ply {ply}, past a game of {plies} plies, or a seat past {seats}"
                ));
            }
            reasons.keep(
                ply,
                Said {
                    reasons: said,
                    routine: false,
                },
            );
        }
        Ok(reasons)
    }

    /// Forgets the reasons from ply `ply` on (those moves were taken back).
    pub fn forget_from(&mut self, ply: usize) {
        let gone = self.by_ply.split_off(&ply);
        self.bytes -= gone.values().flatten().map(|r| r.why.len()).sum::<usize>();
        if self.full_at.is_some_and(|f| f >= ply) {
            self.full_at = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn routine(bytes: usize) -> Said {
        Said {
            reasons: vec![Reason {
                seat: 0,
                line: 1,
                why: "x".repeat(bytes).into_boxed_str(),
            }],
            routine: true,
        }
    }

    #[test]
    fn moves_past_a_full_budget_are_known_to_keep_no_reason() {
        let mut r = Reasons::default();
        r.keep(0, routine(MAX_REASON_BYTES - 10));
        assert!(!r.quiet_at(1));
        r.keep(1, routine(20));
        r.keep(2, routine(20));
        assert!(r.of(2).is_empty());
        assert!(!r.quiet_at(1) && r.quiet_at(2));
        // Taking ply 1 back frees the budget again.
        r.forget_from(1);
        assert!(!r.quiet_at(2));
    }
}
