//! A bot's thinking about one move: the events its layers draw at the ply, a sentence that says
//! why it chose the move, and, when someone looks inside the move, its micro-steps (a sentence
//! with the numbers behind it, the line of the bot's pseudocode, what to draw).
//!
//! A bot pays for what is asked only: without a [`Reasoning`] it records nothing; with one made
//! by [`Reasoning::layers`] it pushes its layer events and its reason; with one made by
//! [`Reasoning::inside`] it also records every micro-step.

use serde::Serialize;

use crate::trace::TraceEvent;

/// A count with thousands grouped (`3,902`), as the sentences write numbers.
pub fn count(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Micro-steps one decision keeps at most (a search on a 600 x 600 board is summarised in
/// chunks; past this the rest is counted, not kept).
pub const MAX_THOUGHTS: usize = 600;

/// One micro-step of a decision.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Thought {
    /// The line of the bot's pseudocode it is at (0-based).
    pub line: u8,
    /// One sentence, with the numbers behind it.
    pub note: String,
    /// True when it starts a new picture; false when its events add to the steps before it
    /// (a path laid a few cells at a time).
    pub fresh: bool,
    /// What it draws.
    pub events: Vec<TraceEvent>,
}

/// What a bot records about one decision.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reasoning {
    /// The events its layers draw at the ply.
    pub events: Vec<TraceEvent>,
    /// Why it chose the move, in words (empty until it says).
    pub why: String,
    /// The line of the bot's pseudocode the decision was made at.
    pub line: Option<u8>,
    /// The decision changes more than the next step of a plan (an end walled in, a role handed
    /// over): its reason is kept even where a routine move's is not.
    pub turning: bool,
    /// The micro-steps, when someone looks inside (`None`: not recorded).
    thoughts: Option<Vec<Thought>>,
    /// Micro-steps past [`MAX_THOUGHTS`], counted only.
    dropped: usize,
    /// False when only the reason is wanted (the lab playing a game): events are not built.
    draws: bool,
}

impl Reasoning {
    /// Layer events and the reason only.
    pub fn layers() -> Self {
        Self {
            draws: true,
            ..Self::default()
        }
    }

    /// Everything, micro-steps included.
    pub fn inside() -> Self {
        Self {
            thoughts: Some(Vec::new()),
            draws: true,
            ..Self::default()
        }
    }

    /// The reason only (its line and sentence): nothing is drawn.
    pub fn reason_only() -> Self {
        Self::default()
    }

    /// True when events are wanted (a bot skips work that only feeds them otherwise).
    pub fn draws(&self) -> bool {
        self.draws
    }

    /// True when micro-steps are recorded (a bot skips building them otherwise).
    pub fn looking(&self) -> bool {
        self.thoughts.is_some()
    }

    /// Adds a layer event, built only when events are wanted.
    pub fn draw(&mut self, event: impl FnOnce() -> TraceEvent) {
        if self.draws {
            self.events.push(event());
        }
    }

    /// Says why the move was chosen, at pseudocode `line`; when someone looks inside, it is
    /// also the last micro-step.
    pub fn because(&mut self, line: u8, why: impl Into<String>) {
        let why = self.say(line, why);
        self.more(line, || why, Vec::new);
    }

    /// Says why, like [`Self::because`], the last micro-step starting a picture of its own.
    pub fn because_drawn(
        &mut self,
        line: u8,
        why: impl Into<String>,
        events: impl FnOnce() -> Vec<TraceEvent>,
    ) {
        let why = self.say(line, why);
        self.step(line, || why, events);
    }

    /// Marks the decision as a turning point (see [`Self::turning`]).
    pub fn turning_point(&mut self) {
        self.turning = true;
    }

    /// Keeps why the move was chosen and its line; returns the sentence for the micro-step.
    fn say(&mut self, line: u8, why: impl Into<String>) -> String {
        self.why = why.into();
        self.line = Some(line);
        self.why.clone()
    }

    /// A micro-step that starts a new picture, at pseudocode `line`. The note and events are
    /// built only when someone looks inside.
    pub fn step(
        &mut self,
        line: u8,
        note: impl FnOnce() -> String,
        events: impl FnOnce() -> Vec<TraceEvent>,
    ) {
        self.record(line, true, note, events);
    }

    /// A micro-step whose events add to the picture of the steps before it.
    pub fn more(
        &mut self,
        line: u8,
        note: impl FnOnce() -> String,
        events: impl FnOnce() -> Vec<TraceEvent>,
    ) {
        self.record(line, false, note, events);
    }

    fn record(
        &mut self,
        line: u8,
        fresh: bool,
        note: impl FnOnce() -> String,
        events: impl FnOnce() -> Vec<TraceEvent>,
    ) {
        let Some(thoughts) = self.thoughts.as_mut() else {
            return;
        };
        if thoughts.len() >= MAX_THOUGHTS {
            self.dropped += 1;
            return;
        }
        thoughts.push(Thought {
            line,
            note: note(),
            fresh,
            events: events(),
        });
    }

    /// The micro-steps recorded, the last one saying how many more were left out.
    pub fn into_thoughts(self) -> Vec<Thought> {
        let mut thoughts = self.thoughts.unwrap_or_default();
        if self.dropped > 0 {
            if let Some(last) = thoughts.last_mut() {
                last.note.push_str(&format!(
                    " ({} more micro-steps not kept: a decision keeps at most {MAX_THOUGHTS}.)",
                    self.dropped
                ));
            }
        }
        thoughts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_only_when_looking_inside() {
        let mut plain = Reasoning::reason_only();
        plain.draw(|| unreachable!("a reason-only record builds no event"));
        plain.because(3, "why");
        assert_eq!((plain.line, plain.why.as_str()), (Some(3), "why"));
        let mut plain = Reasoning::layers();
        let mut built = false;
        plain.step(
            0,
            || {
                built = true;
                "x".into()
            },
            Vec::new,
        );
        assert!(!built);
        assert!(plain.into_thoughts().is_empty());
        let mut inside = Reasoning::inside();
        inside.step(1, || "first".into(), Vec::new);
        inside.more(2, || "second".into(), Vec::new);
        let thoughts = inside.into_thoughts();
        assert_eq!(thoughts.len(), 2);
        assert!(thoughts[0].fresh && !thoughts[1].fresh);
        assert_eq!(thoughts[1].line, 2);
    }

    #[test]
    fn counts_are_grouped() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(3902), "3,902");
        assert_eq!(count(1_234_567), "1,234,567");
    }

    #[test]
    fn keeps_at_most_the_cap_and_says_so() {
        let mut inside = Reasoning::inside();
        for _ in 0..MAX_THOUGHTS + 5 {
            inside.step(0, || "s".into(), Vec::new);
        }
        let thoughts = inside.into_thoughts();
        assert_eq!(thoughts.len(), MAX_THOUGHTS);
        assert!(thoughts[MAX_THOUGHTS - 1]
            .note
            .contains("5 more micro-steps"));
    }
}
