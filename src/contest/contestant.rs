//! One of our agents as a contest program (`gridlab play GAME --bot NAME`): it reads what the
//! contest's referee sends on stdin and answers each turn with one line on stdout, flushed.
//! The game gives the reading side of its protocol ([`Contestant`]); this loop owns the I/O.

use crate::input_error::without_byte_order_mark;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

/// The referee's lines, read one at a time, with the moment the current turn's first line came.
pub struct Input<'a> {
    lines: Box<dyn Iterator<Item = std::io::Result<String>> + 'a>,
    line_no: usize,
    turn_started: Option<Instant>,
}

impl<'a> Input<'a> {
    /// Lines from any reader.
    pub fn new(reader: impl BufRead + 'a) -> Self {
        Input {
            lines: Box::new(reader.lines()),
            line_no: 0,
            turn_started: None,
        }
    }

    /// The next line, or `None` at the end of the input.
    pub fn line(&mut self) -> Result<Option<String>, String> {
        let line = self
            .lines
            .next()
            .transpose()
            .map_err(|e| format!("line {}: cannot read: {e}", self.line_no + 1))?;
        if line.is_some() {
            self.line_no += 1;
            self.turn_started.get_or_insert_with(Instant::now);
        }
        Ok(match (self.line_no, line) {
            (1, Some(first)) => Some(without_byte_order_mark(first)),
            (_, line) => line,
        })
    }

    /// The next line, which must be there (`what` names it in the error).
    pub fn needed(&mut self, what: &str) -> Result<String, String> {
        let after = self.line_no;
        self.line()?
            .ok_or_else(|| format!("the input ended after line {after}, before {what}"))
    }

    /// Lines read so far.
    pub fn line_no(&self) -> usize {
        self.line_no
    }

    /// Milliseconds since this turn's first line came in.
    pub fn turn_ms(&self) -> f64 {
        self.turn_started
            .map_or(0.0, |t| t.elapsed().as_secs_f64() * 1000.0)
    }
}

/// The reading side of a game's protocol with one of our agents in the seat.
pub trait Contestant {
    /// Reads this turn's lines and answers; `None` once the game is over (the input ended, or
    /// the referee said it is).
    fn turn(&mut self, input: &mut Input<'_>) -> Result<Option<String>, String>;
}

/// Plays as a contest program on stdin and stdout until the game is over.
pub fn play_on_stdio(me: &mut dyn Contestant) -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut input = Input::new(stdin.lock());
    let mut out = std::io::stdout().lock();
    loop {
        input.turn_started = None;
        let Some(answer) = me.turn(&mut input)? else {
            if input.line_no() == 0 {
                return Err("no input: the referee's first line never came (pipe a game's input into it, or run it under a judge such as `gridlab judge` or `gridlab arena`)".into());
            }
            return Ok(());
        };
        writeln!(out, "{answer}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write: {e}"))?;
    }
}

/// A whole game's processor time, watched by the program itself (Game of snakes has 4 s for all
/// of its moves): it reads what it has used, user and system time as a judge counts them, every
/// few questions, and says when the use comes within a twentieth of the limit, so the program
/// can stop in good order (an `EXIT` keeps the score so far) rather than be stopped for time.
pub struct Deadline {
    limit: Duration,
    stop_at: Duration,
    asked: u32,
    used: Duration,
}

/// Questions between two reads of the processor time (a read is a system call).
const READ_EVERY: u32 = 8;

impl Deadline {
    /// A watch over `limit` of processor time.
    pub fn new(limit: Duration) -> Self {
        Deadline {
            limit,
            stop_at: limit - limit / 20,
            asked: 0,
            used: Duration::ZERO,
        }
    }

    /// True once the processor time used is within the reserve of the limit.
    pub fn near(&mut self) -> bool {
        if self.asked.is_multiple_of(READ_EVERY) {
            self.used = own_processor_time();
        }
        self.asked += 1;
        self.used >= self.stop_at
    }

    /// The processor time used at the last read.
    pub fn used(&self) -> Duration {
        self.used
    }

    /// The limit watched.
    pub fn limit(&self) -> Duration {
        self.limit
    }
}

/// The processor time this process has used, user and system (`getrusage`); elsewhere the
/// process's monotonic clock (from its first reading anywhere in the process).
#[cfg(unix)]
fn own_processor_time() -> Duration {
    // SAFETY: getrusage writes the struct it is given and nothing else; a zeroed rusage is a
    // valid value of the plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return super::monotonic();
    }
    let micros = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
    };
    micros(usage.ru_utime) + micros(usage.ru_stime)
}

/// The process's monotonic clock, where there is no `getrusage`.
#[cfg(not(unix))]
fn own_processor_time() -> Duration {
    super::monotonic()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_is_near_once_the_time_is_used() {
        // The first question reads the clock: a spent limit is near at once, an hour is not.
        let mut roomy = Deadline::new(Duration::from_secs(3600));
        assert!(!roomy.near());
        let mut spent = Deadline::new(Duration::ZERO);
        assert!(spent.near());
        // Between reads the last reading stands; the next read comes at the READ_EVERY-th
        // question.
        let mut watch = Deadline::new(Duration::from_secs(3600));
        watch.near();
        watch.used = Duration::from_secs(7200);
        for _ in 1..READ_EVERY {
            assert!(watch.near(), "no read before question {READ_EVERY}");
        }
        assert!(!watch.near(), "read again at question {READ_EVERY}");
        assert!(watch.used() < Duration::from_secs(3600));
    }
}
