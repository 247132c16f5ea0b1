//! One seat's external program, as the harness sees it: lines go in, one answer line comes out
//! within a time limit, and anything else puts the program out. Two homes implement it: a child
//! process on the CLI ([`super::child::ChildProgram`]) and, in the page, a Web Worker driven a turn
//! at a time from JavaScript (the referee is sans-IO: see [`super::referee::Referee::ask`]).

use std::time::Duration;

/// Longest answer line a program may print (bytes, without the newline).
pub const MAX_LINE: usize = 4096;

/// Most stderr kept for one turn (bytes); the rest is counted, not kept.
pub const MAX_TURN_STDERR: usize = 4096;

/// Why a program is out of the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Out {
    /// No answer within the limit.
    #[error("no answer within {0} ms")]
    Timeout(u64),
    /// The whole game's thinking time (its budget, in ms) ran out.
    #[error("its {0} ms of thinking for the whole game are used up")]
    OverBudget(u64),
    /// The program ended (its exit status, as far as known).
    #[error("the program ended ({0})")]
    Crashed(String),
    /// The program closed its output while the game went on.
    #[error("the program closed its output (it ended, or closed stdout) while the game went on")]
    Closed,
    /// An answer longer than [`MAX_LINE`] bytes.
    #[error("invalid answer: a line longer than {MAX_LINE} bytes")]
    Flooded,
    /// An answer the game cannot read (what was wrong).
    #[error("invalid answer: {0}")]
    Garbage(String),
    /// A move the rules refuse (why).
    #[error("illegal move: {0}")]
    Illegal(String),
    /// The program could not be started or written to.
    #[error("cannot run the program: {0}")]
    Broken(String),
}

/// One answer of a program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The line, without its newline.
    pub line: String,
    /// What it wrote to stderr during the turn (at most [`MAX_TURN_STDERR`] bytes kept).
    pub stderr: String,
    /// How long it took to answer, from the moment its input was sent.
    pub took: Duration,
    /// Something the program should know about this answer (it was printed ahead of its input).
    pub note: Option<String>,
    /// The processor time the program used since its input was sent, where the system tells it
    /// (a child process on Linux). A whole game's budget counts this, as the contest's judge
    /// does: the hand-over of each turn through pipes is not the program's time.
    pub cpu: Option<Duration>,
}

/// A program filling a seat: the pipe of a child process, or a channel to a Web Worker.
pub trait Program: Send {
    /// Its name in tables and logs (`exec:python3 bot.py`).
    fn name(&self) -> String;

    /// Whether the next turns' replies should carry the processor time the program used
    /// ([`Reply::cpu`]): a whole game's budget counts it, a turn's limit the wall clock. Off by
    /// default; a program that cannot tell ignores it.
    fn count_processor_time(&mut self, _on: bool) {}

    /// The processor time it used since its last answer, while replies carry it
    /// ([`Program::count_processor_time`]): what a turn with no answer is charged, rather than
    /// the wall clock waited (a program asleep with its answer unflushed used next to none).
    fn thought_since_answer(&mut self) -> Option<Duration> {
        None
    }

    /// Sends lines (each without its newline) to the program's input.
    fn send(&mut self, lines: &[String]) -> Result<(), Out>;

    /// Waits at most `limit` for the program's next line.
    fn receive(&mut self, limit: Duration) -> Result<Reply, Out>;

    /// What it wrote to stderr since the last time this was asked (the driver asks before each
    /// turn's input and gives it to the turn before; a program that reports stderr with its
    /// answer, like the page's Worker, returns nothing here).
    fn take_stderr(&mut self) -> String {
        String::new()
    }

    /// Stops the program (and everything it started); returns the stderr not yet taken.
    fn stop(&mut self) -> String;

    /// Closes the program's input, gives it `grace` to read its last lines and end by itself,
    /// then stops it; returns the stderr not yet taken.
    fn close(&mut self, _grace: Duration) -> String {
        self.stop()
    }
}

/// Keeps at most `max` bytes of `text` (cut at a character boundary) and says how much more
/// there was, in one note at the end: the notes of pieces kept earlier (a turn's stderr joined
/// from several takes) are taken out and their counts added to it.
pub fn capped(text: &str, max: usize, dropped: usize) -> String {
    let (text, noted) = without_notes(text);
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let more = dropped + noted + (text.len() - end);
    if more == 0 {
        return text;
    }
    format!("{}{}", &text[..end], note(more))
}

/// The note that `more` bytes of stderr were not kept.
fn note(more: usize) -> String {
    format!("\n[{more} more bytes of stderr not kept]\n")
}

/// `text` without the notes [`capped`] wrote, and the bytes they count.
fn without_notes(text: &str) -> (String, usize) {
    const HEAD: &str = "\n[";
    const TAIL: &str = " more bytes of stderr not kept]\n";
    let (mut kept, mut noted, mut rest) = (String::new(), 0, text);
    while let Some(at) = rest.find(HEAD) {
        let after = &rest[at + HEAD.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        match after[digits..]
            .starts_with(TAIL)
            .then(|| after[..digits].parse::<usize>())
        {
            Some(Ok(n)) if digits > 0 => {
                kept.push_str(&rest[..at]);
                noted += n;
                rest = &after[digits + TAIL.len()..];
            }
            _ => {
                kept.push_str(&rest[..at + HEAD.len()]);
                rest = after;
            }
        }
    }
    kept.push_str(rest);
    (kept, noted)
}
