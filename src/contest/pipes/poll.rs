//! The pipes on Unix: non-blocking, used by the judge's own thread, waiting in `poll(2)`.

use std::io::{ErrorKind, Read, Write};
use std::os::unix::io::AsRawFd;
use std::process::{ChildStdin, ChildStdout};
use std::time::{Duration, Instant};

use super::{take_line, Heard, Next, QUEUE};
use crate::contest::program::MAX_LINE;

/// Bytes of output held at most (a queue of the longest lines).
const HELD: usize = QUEUE * (MAX_LINE + 2);

/// Bytes read from the output at most at a time.
const CHUNK: usize = 8192;

/// How long the judge looks for an answer before it sleeps until one comes.
const SPIN: Duration = Duration::from_micros(200);

/// The program's input and output.
pub struct Pipes {
    input: Option<ChildStdin>,
    /// Input the program has not taken yet (its pipe was full).
    backlog: Vec<u8>,
    output: Option<ChildStdout>,
    /// Output read and not yet taken as lines.
    held: Vec<u8>,
    eof: bool,
    /// The end or a line too long was taken: nothing more is read.
    done: bool,
}

impl Pipes {
    /// The pipes of a program just started (both made non-blocking).
    pub fn new(input: Option<ChildStdin>, output: Option<ChildStdout>) -> Self {
        if let Some(i) = &input {
            non_blocking(i.as_raw_fd());
        }
        if let Some(o) = &output {
            non_blocking(o.as_raw_fd());
        }
        Self {
            input,
            backlog: Vec::new(),
            output,
            held: Vec::new(),
            eof: false,
            done: false,
        }
    }

    /// Sends `text` (what the pipe cannot take now waits in the backlog); false when the
    /// program's input is closed.
    pub fn send(&mut self, text: &[u8]) -> bool {
        if self.input.is_none() {
            return false;
        }
        self.backlog.extend_from_slice(text);
        self.flush()
    }

    /// Ends the program's input (after what of the backlog its pipe takes now).
    pub fn close_input(&mut self) {
        self.flush();
        self.input = None;
    }

    /// Up to `room` lines the program has printed by now, without waiting.
    pub fn ready(&mut self, room: usize) -> Vec<Heard> {
        self.fill();
        std::iter::from_fn(|| self.take()).take(room).collect()
    }

    /// The next line, waiting at most `wait` for it.
    pub fn next(&mut self, wait: Duration) -> Next {
        let spun = Instant::now();
        let until = spun + wait;
        loop {
            if let Some(h) = self.take() {
                return Next::Heard(h);
            }
            if self.done || self.output.is_none() {
                return Next::Gone;
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Next::Quiet;
            }
            if spun.elapsed() < SPIN {
                std::thread::yield_now();
                // A program that reads its input while it answers frees room in the pipe.
                if !self.backlog.is_empty() {
                    self.flush();
                }
                self.fill();
                continue;
            }
            if self.wait(left) {
                self.fill();
            }
        }
    }

    fn take(&mut self) -> Option<Heard> {
        if self.done {
            return None;
        }
        let h = take_line(&mut self.held, self.eof)?;
        self.done = !matches!(h, Heard::Line(_));
        Some(h)
    }

    /// Writes what the input pipe takes now; false when it is closed.
    fn flush(&mut self) -> bool {
        let Some(input) = self.input.as_mut() else {
            return false;
        };
        while !self.backlog.is_empty() {
            match input.write(&self.backlog) {
                Ok(0) => break,
                Ok(n) => {
                    self.backlog.drain(..n);
                }
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(_) => {
                    self.input = None;
                    self.backlog.clear();
                    return false;
                }
            }
        }
        true
    }

    /// Reads what the output pipe holds now, up to [`HELD`] bytes held.
    fn fill(&mut self) {
        let Some(output) = self.output.as_mut() else {
            return;
        };
        while !self.eof && self.held.len() < HELD {
            // Read straight into the held bytes' spare room (at most 8 KiB at a time).
            let start = self.held.len();
            let want = CHUNK.min(HELD - start);
            self.held.resize(start + want, 0);
            let read = output.read(&mut self.held[start..]);
            self.held.truncate(start + read.as_ref().map_or(0, |&n| n));
            match read {
                Ok(0) => self.eof = true,
                Ok(_) => {}
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(_) => self.eof = true,
            }
            // A whole line is enough to go on with (reading on is for a flood to be found).
            if self.held.contains(&b'\n') {
                break;
            }
        }
    }

    /// Waits at most `left` for output (writing the backlog when the input can take it); true
    /// when there is output (or its end) to read.
    fn wait(&mut self, left: Duration) -> bool {
        let Some(output) = &self.output else {
            return false;
        };
        let mut fds = [
            libc::pollfd {
                fd: output.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: self.input.as_ref().map_or(-1, AsRawFd::as_raw_fd),
                events: libc::POLLOUT,
                revents: 0,
            },
        ];
        let watched = if self.backlog.is_empty() || self.input.is_none() {
            1
        } else {
            2
        };
        // Rounded up: a wait never ends before its time.
        let ms = left.as_micros().div_ceil(1000).min(i32::MAX as u128) as libc::c_int;
        // SAFETY: `fds` is a live array of `watched` (1 or 2) pollfd structs for the call.
        let n = unsafe { libc::poll(fds.as_mut_ptr(), watched, ms) };
        if n <= 0 {
            return false;
        }
        if watched == 2 && fds[1].revents != 0 {
            self.flush();
        }
        fds[0].revents != 0
    }
}

/// Makes a pipe's end non-blocking.
fn non_blocking(fd: libc::c_int) {
    // SAFETY: fcntl(2) on a descriptor this process owns; it touches no memory of ours.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
    }
}
