//! What a match keeps: each turn as a program read and answered it, how long each seat thought,
//! and why a seat went out.

use std::time::Duration;

use super::program::Out;
use crate::model::Seat;

/// One seat's turn (as plain data for the page: `took` in milliseconds, `out` as its sentence).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TurnLog {
    /// The step it belongs to (0-based).
    pub step: usize,
    /// The seat.
    pub seat: Seat,
    /// The lines it read (programs; empty for agents).
    pub input: Vec<String>,
    /// Its answer line (an agent's move in the game's notation).
    pub line: String,
    /// What it wrote to stderr during the turn.
    pub stderr: String,
    /// How long it took.
    #[serde(rename = "took_ms", serialize_with = "millis")]
    pub took: Duration,
    /// Its limit for the turn (`None`: untimed, as the house is).
    #[serde(rename = "limit_ms", serialize_with = "limit_millis")]
    pub limit: Option<Duration>,
    /// Why this turn put it out, if it did.
    #[serde(serialize_with = "sentence")]
    pub out: Option<Out>,
    /// Something worth knowing about the answer (printed ahead of its input).
    pub note: Option<String>,
}

fn millis<S: serde::Serializer>(took: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(took.as_secs_f64() * 1000.0)
}

fn limit_millis<S: serde::Serializer>(limit: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
    match limit {
        Some(l) => s.serialize_some(&(l.as_secs_f64() * 1000.0)),
        None => s.serialize_none(),
    }
}

fn sentence<S: serde::Serializer>(out: &Option<Out>, s: S) -> Result<S::Ok, S::Error> {
    match out {
        Some(o) => s.serialize_some(&o.to_string()),
        None => s.serialize_none(),
    }
}

/// Why and when a seat went out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The step (0-based).
    pub step: usize,
    /// The moment in the game's words (`round 12 (real 14)`).
    pub moment: String,
    /// Why.
    pub out: Out,
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.moment, self.out)
    }
}

/// The first note a seat's answers earned (printed ahead of its input), kept with or without a
/// log: the verdict it earns later hides the cause.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noted {
    /// The step (0-based).
    pub step: usize,
    /// The moment in the game's words.
    pub moment: String,
    /// The note.
    pub note: String,
}

/// How long a seat thought in a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Think {
    /// Its first turn.
    pub first: Duration,
    /// All later turns together.
    pub total: Duration,
    /// The longest later turn.
    pub worst: Duration,
    /// Later turns answered.
    pub turns: u32,
}

impl Think {
    /// Counts a turn.
    pub fn add(&mut self, first: bool, took: Duration) {
        if first {
            self.first = took;
        } else {
            self.total += took;
            self.worst = self.worst.max(took);
            self.turns += 1;
        }
    }

    /// All the time spent, first turn included.
    pub fn spent(&self) -> Duration {
        self.first + self.total
    }
}

/// What `seat` wrote to stderr over a match, each line after the step of the turn it belongs to
/// (`[ply 12] ...`, `word` naming a step), at most `max` bytes of lines; the lines left out are
/// counted in a last line.
pub fn stderr_by_step(log: &[TurnLog], seat: Seat, word: &str, max: usize) -> String {
    let (mut text, mut kept, mut more) = (String::new(), 0, 0);
    for turn in log.iter().filter(|t| t.seat == seat) {
        for line in turn.stderr.lines() {
            if kept + line.len() > max {
                more += line.len() + 1;
                continue;
            }
            kept += line.len() + 1;
            text.push_str(&format!("[{word} {}] {line}\n", turn.step));
        }
    }
    if more > 0 {
        text.push_str(&format!(
            "[{more} more bytes of the program's stderr not kept: the first {max} bytes are]\n"
        ));
    }
    text
}
