//! A program as a child process (native only): its input and output through [`Pipes`] (the
//! judge never blocks on them; at most [`QUEUE`] lines of at most [`MAX_LINE`] bytes read
//! ahead), its stderr kept per turn up to [`MAX_TURN_STDERR`] bytes by a thread of its own. It
//! runs in a process group of its own, and stopping it kills the whole group, so a fork that
//! outlives the program does not keep its pipes open.

use std::collections::VecDeque;
use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::command::split_command;
use super::pipes::{Heard, Next, Pipes, QUEUE};
use super::process_clock::ProcessClock;
use super::process_group::{kill_group, own_group, start_error, track};
use super::program::{capped, Out, Program, Reply, MAX_TURN_STDERR};

#[cfg(doc)]
use super::program::MAX_LINE;

/// Longest wait, once a program is stopped, for the end of its stderr.
const STDERR_DRAIN: Duration = Duration::from_millis(200);

/// How often a waiting referee checks whether the program has ended.
const POLL: Duration = Duration::from_millis(20);

/// How long past its limit a program still thinking is waited for at a time, and at most how
/// many times its limit in all: its processor time, not the wall clock, is what it is charged.
const STARVED_LOOK: Duration = Duration::from_millis(100);
const MAX_STARVED: u32 = 4;

/// Stderr collected since the last turn, as bytes (decoded when taken, so a character split
/// between two reads stays whole).
#[derive(Default)]
struct Stderr {
    bytes: Vec<u8>,
    dropped: usize,
    /// The pipe is closed: everything the program wrote is here.
    closed: bool,
}

/// A running child process.
pub struct ChildProgram {
    name: String,
    child: Option<Child>,
    /// Its input and output (`None` once stopped).
    pipes: Option<Pipes>,
    /// What the program printed before its input was sent (read first, as a pipe would).
    early: VecDeque<Heard>,
    stderr: Arc<Mutex<Stderr>>,
    sent_at: Instant,
    /// Its processor time at its last answer (see [`ProcessClock`]): a turn is charged what it
    /// used since, as a judge counting the whole process's time would.
    cpu_seen: Duration,
    /// Whether to read it at all (only a whole game's budget counts it).
    count_cpu: bool,
    clock: ProcessClock,
}

impl ChildProgram {
    /// Starts `command` (words split like a shell splits plain words, with '...' and "..."
    /// quoting), or says why it cannot.
    pub fn start(command: &str) -> Result<ChildProgram, String> {
        let words = split_command(command)?;
        Self::spawn(&words)
            .map_err(|e| format!("cannot start {}: {e}", crate::words::shown(command)))
    }

    /// Starts the program `words[0]` with arguments `words[1..]`.
    pub fn spawn(words: &[String]) -> Result<ChildProgram, String> {
        let (exe, args) = words.split_first().ok_or("an empty command")?;
        let mut cmd = Command::new(exe);
        cmd.args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        own_group(&mut cmd);
        let mut child = cmd.spawn().map_err(|e| start_error(exe, &e))?;
        track(&child);
        let pipes = Pipes::new(child.stdin.take(), child.stdout.take());
        let stderr = Arc::new(Mutex::new(Stderr::default()));
        if let Some(err) = child.stderr.take() {
            collect_stderr(err, Arc::clone(&stderr));
        }
        let clock = ProcessClock::of(child.id());
        Ok(ChildProgram {
            name: format!("exec:{}", words.join(" ")),
            child: Some(child),
            pipes: Some(pipes),
            early: VecDeque::new(),
            stderr,
            sent_at: Instant::now(),
            cpu_seen: Duration::ZERO,
            count_cpu: false,
            clock,
        })
    }

    /// The processor time the program's process has used so far (user and system, from
    /// `/proc`), where the system tells it.
    fn cpu(&mut self) -> Option<Duration> {
        if !self.count_cpu {
            return None;
        }
        self.clock.used()
    }

    fn stderr_now(&self) -> String {
        match self.stderr.lock() {
            Ok(mut s) => {
                let bytes = std::mem::take(&mut s.bytes);
                let dropped = std::mem::take(&mut s.dropped);
                capped(&String::from_utf8_lossy(&bytes), MAX_TURN_STDERR, dropped)
            }
            Err(_) => String::new(),
        }
    }

    /// Takes the lines the program has printed so far into `early`, at most a queue's worth (a
    /// program printing without end must not fill our memory here).
    fn hear_early(&mut self) {
        if let Some(p) = self.pipes.as_mut() {
            let room = QUEUE.saturating_sub(self.early.len());
            self.early.extend(p.ready(room));
        }
    }

    /// Why the output ended: the exit status if the program has ended (within a moment).
    fn ended(&mut self) -> Out {
        let Some(child) = self.child.as_mut() else {
            return Out::Closed;
        };
        for _ in 0..10 {
            if let Ok(Some(status)) = child.try_wait() {
                return ended_with(status);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        Out::Closed
    }
}

/// Why a program that ended is out: a crash, or (exit status 0) its output closed early.
fn ended_with(status: std::process::ExitStatus) -> Out {
    if status.success() {
        Out::Closed
    } else {
        Out::Crashed(status.to_string())
    }
}

/// Keeps the program's stderr, at most [`MAX_TURN_STDERR`] bytes between two turns.
fn collect_stderr(mut err: impl Read + Send + 'static, keep: Arc<Mutex<Stderr>>) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = err.read(&mut buf) {
            if n == 0 {
                break;
            }
            let Ok(mut s) = keep.lock() else { return };
            let room = MAX_TURN_STDERR.saturating_sub(s.bytes.len());
            let kept = n.min(room);
            s.bytes.extend_from_slice(&buf[..kept]);
            s.dropped += n - kept;
        }
        if let Ok(mut s) = keep.lock() {
            s.closed = true;
        }
    });
}

impl Program for ChildProgram {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn count_processor_time(&mut self, on: bool) {
        self.count_cpu = on;
    }

    fn thought_since_answer(&mut self) -> Option<Duration> {
        self.cpu().map(|now| now.saturating_sub(self.cpu_seen))
    }

    fn send(&mut self, lines: &[String]) -> Result<(), Out> {
        let mut text = String::with_capacity(lines.iter().map(|l| l.len() + 1).sum());
        for l in lines {
            text.push_str(l);
            text.push('\n');
        }
        // Lines printed before this input was sent stay first in line, as in a pipe.
        self.hear_early();
        self.sent_at = Instant::now();
        let sent = self.pipes.as_mut().is_some_and(|p| p.send(text.as_bytes()));
        if sent {
            return Ok(());
        }
        // A program that printed its answer and ended without reading this input: the answer is
        // heard first (the referee judges it), and the end at the next turn.
        self.hear_early();
        if self.early.iter().any(|h| matches!(h, Heard::Line(_))) {
            Ok(())
        } else {
            Err(self.ended())
        }
    }

    fn receive(&mut self, limit: Duration) -> Result<Reply, Out> {
        let ahead = self.early.len();
        // The wait, lengthened while a program whose processor time counts still thinks.
        let mut wait = limit;
        let mut thought = Duration::ZERO;
        loop {
            let left = wait.saturating_sub(self.sent_at.elapsed());
            let next = match (self.early.pop_front(), self.pipes.as_mut()) {
                (Some(h), _) => Next::Heard(h),
                (None, Some(p)) => p.next(left.min(POLL)),
                (None, None) => Next::Gone,
            };
            let took = self.sent_at.elapsed();
            return match next {
                Next::Heard(Heard::Line(line)) => Ok(Reply {
                    line,
                    stderr: String::new(),
                    took,
                    cpu: self.cpu().map(|now| {
                        let used = now.saturating_sub(self.cpu_seen);
                        self.cpu_seen = now;
                        used
                    }),
                    note: (ahead > 0).then(|| {
                        format!("this answer was printed before the turn's input was sent ({} waiting): the program is a turn ahead", crate::words::plural(ahead as u64, "line was", "lines were"))
                    }),
                }),
                Next::Heard(Heard::TooLong) => Err(Out::Flooded),
                Next::Quiet if left > POLL => {
                    // A program that ended while something it started keeps its output open;
                    // a line it printed just before ending is still taken.
                    match self.child.as_mut().map(Child::try_wait) {
                        Some(Ok(Some(status))) => match self.last_words() {
                            Some(h) => {
                                self.early.push_back(h);
                                continue;
                            }
                            None => Err(ended_with(status)),
                        },
                        _ => continue,
                    }
                }
                Next::Quiet => match self.thought_since_answer() {
                    // Its processor time counts: out once it has used the limit (it was
                    // thinking); while that time still grows (a busy machine starves it) it is
                    // waited for, up to [`MAX_STARVED`] times the limit; one that used none since
                    // the last look was waiting (for input it had, or an answer not flushed).
                    Some(used) if used >= limit => Err(Out::OverBudget(limit.as_millis() as u64)),
                    Some(used) if used > thought && wait < limit * MAX_STARVED => {
                        thought = used;
                        wait += STARVED_LOOK;
                        continue;
                    }
                    _ => Err(Out::Timeout(limit.as_millis() as u64)),
                },
                Next::Heard(Heard::End) | Next::Gone => Err(self.ended()),
            };
        }
    }

    fn take_stderr(&mut self) -> String {
        self.stderr_now()
    }

    fn close(&mut self, grace: Duration) -> String {
        // End of input, then a moment to read the last lines and exit by itself.
        if let Some(p) = self.pipes.as_mut() {
            p.close_input();
        }
        if let Some(child) = self.child.as_mut() {
            let until = Instant::now() + grace;
            while Instant::now() < until && !matches!(child.try_wait(), Ok(Some(_))) {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        self.stop()
    }

    fn stop(&mut self) -> String {
        self.pipes = None;
        if let Some(mut child) = self.child.take() {
            kill_group(&child);
            let _ = child.kill();
            let _ = child.wait();
            // The stderr reader collects what the program wrote last, until the pipe closes
            // (at once, its whole group being gone; a bounded wait all the same).
            let until = Instant::now() + STDERR_DRAIN;
            while !self.stderr.lock().map_or(true, |s| s.closed) && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        self.stderr_now()
    }
}

impl ChildProgram {
    /// A line the program printed just before it ended, if the reader has it by now.
    fn last_words(&mut self) -> Option<Heard> {
        match self.pipes.as_mut()?.next(POLL) {
            Next::Heard(h @ Heard::Line(_)) => Some(h),
            _ => None,
        }
    }
}

impl Drop for ChildProgram {
    fn drop(&mut self) {
        self.stop();
    }
}
