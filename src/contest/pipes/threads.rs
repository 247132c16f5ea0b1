//! The pipes where there is no `poll(2)`: a thread writes the input (a program that stops
//! reading blocks only that thread) and another reads the output into a bounded queue.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{ChildStdin, ChildStdout};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::time::Duration;

use super::{heard, Heard, Next, QUEUE};
use crate::contest::program::MAX_LINE;

/// The program's input and output.
pub struct Pipes {
    input: Option<Sender<Vec<u8>>>,
    heard: Option<Receiver<Heard>>,
}

impl Pipes {
    /// The pipes of a program just started (a thread on each).
    pub fn new(input: Option<ChildStdin>, output: Option<ChildStdout>) -> Self {
        Self {
            input: input.map(writer),
            heard: output.map(reader),
        }
    }

    /// Sends `text`; false when the program's input is closed.
    pub fn send(&mut self, text: &[u8]) -> bool {
        self.input
            .as_ref()
            .is_some_and(|tx| tx.send(text.to_vec()).is_ok())
    }

    /// Ends the program's input (the writer thread writes what it holds first).
    pub fn close_input(&mut self) {
        self.input = None;
    }

    /// Up to `room` lines the program has printed by now, without waiting.
    pub fn ready(&mut self, room: usize) -> Vec<Heard> {
        match &self.heard {
            Some(rx) => rx.try_iter().take(room).collect(),
            None => Vec::new(),
        }
    }

    /// The next line, waiting at most `wait` for it.
    pub fn next(&mut self, wait: Duration) -> Next {
        match self.heard.as_ref().map(|rx| rx.recv_timeout(wait)) {
            Some(Ok(h)) => Next::Heard(h),
            Some(Err(RecvTimeoutError::Timeout)) => Next::Quiet,
            _ => Next::Gone,
        }
    }
}

/// Writes what arrives on the channel to the program's input.
fn writer(mut input: ChildStdin) -> Sender<Vec<u8>> {
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    std::thread::spawn(move || {
        for text in rx {
            if input.write_all(&text).and_then(|()| input.flush()).is_err() {
                return;
            }
        }
    });
    tx
}

/// Reads the program's output a line at a time into a bounded queue.
fn reader(out: ChildStdout) -> Receiver<Heard> {
    let (tx, rx): (SyncSender<Heard>, Receiver<Heard>) = mpsc::sync_channel(QUEUE);
    std::thread::spawn(move || {
        let mut out = BufReader::new(out);
        loop {
            let mut buf = Vec::new();
            let n = (&mut out)
                .take(MAX_LINE as u64 + 2)
                .read_until(b'\n', &mut buf)
                .unwrap_or(0);
            let h = match n {
                0 => Heard::End,
                _ if buf.last() != Some(&b'\n') && n > MAX_LINE => Heard::TooLong,
                _ => heard(&buf),
            };
            let last = !matches!(h, Heard::Line(_));
            if tx.send(h).is_err() || last {
                return;
            }
        }
    });
    rx
}
