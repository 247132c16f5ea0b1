//! One of our agents as a contest program (`gridlab play GAME --bot NAME`): it reads what the
//! contest's referee sends on stdin and answers each turn with one line on stdout, flushed.
//! The game gives the reading side of its protocol ([`Contestant`]); this loop owns the I/O.

use std::io::{BufRead, Write};
use std::time::Instant;

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
        Ok(line)
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
            return Ok(());
        };
        writeln!(out, "{answer}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write: {e}"))?;
    }
}
