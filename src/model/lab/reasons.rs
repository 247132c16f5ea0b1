//! The reasons the lab's bots gave for their moves as they played (a line of their pseudocode
//! and a sentence each), kept per ply within a byte budget, for the move's sentence.

use std::collections::BTreeMap;

/// Bytes of sentences kept at most (a 600 x 600 game has a few hundred thousand moves; past
/// this the later moves are told without their reasons).
pub const MAX_REASON_BYTES: usize = 8 << 20;

/// One seat's reason for its move.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Reason {
    /// The seat.
    pub seat: usize,
    /// The bot's name.
    pub bot: String,
    /// The line of the bot's pseudocode.
    pub line: u8,
    /// Why, in words.
    pub why: Box<str>,
}

/// The reasons of every ply that has some.
#[derive(Default)]
pub struct Reasons {
    by_ply: BTreeMap<usize, Vec<Reason>>,
    bytes: usize,
}

impl Reasons {
    /// True while there is room for more.
    pub fn room(&self) -> bool {
        self.bytes < MAX_REASON_BYTES
    }

    /// Keeps the reasons of ply `ply`.
    pub fn keep(&mut self, ply: usize, reasons: Vec<Reason>) {
        if reasons.is_empty() || !self.room() {
            return;
        }
        self.bytes += reasons.iter().map(|r| r.why.len()).sum::<usize>();
        self.by_ply.insert(ply, reasons);
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
            reasons.keep(ply, said);
        }
        Ok(reasons)
    }

    /// Forgets the reasons from ply `ply` on (those moves were taken back).
    pub fn forget_from(&mut self, ply: usize) {
        let gone = self.by_ply.split_off(&ply);
        self.bytes -= gone.values().flatten().map(|r| r.why.len()).sum::<usize>();
    }
}
