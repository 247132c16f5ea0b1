//! A program as a child process (native only): its input written by a thread of its own (a
//! program that stops reading blocks only that thread), its output read a line at a time into a
//! small bounded queue (at most [`QUEUE`] lines of at most [`MAX_LINE`] bytes: a flood fills the
//! pipe, not our memory), its stderr kept per turn up to [`MAX_TURN_STDERR`] bytes. It runs in a
//! process group of its own, and stopping it kills the whole group, so a fork that outlives the
//! program does not keep its pipes open.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::command::split_command;
use super::program::{capped, Out, Program, Reply, MAX_LINE, MAX_TURN_STDERR};

/// Lines read ahead of the referee, at most.
pub const QUEUE: usize = 8;

/// How often a waiting referee checks whether the program has ended.
const POLL: Duration = Duration::from_millis(20);

/// What the output reader saw.
enum Heard {
    Line(String),
    TooLong,
    End,
}

/// Stderr collected since the last turn, as bytes (decoded when taken, so a character split
/// between two reads stays whole).
#[derive(Default)]
struct Stderr {
    bytes: Vec<u8>,
    dropped: usize,
}

/// A running child process.
pub struct ChildProgram {
    name: String,
    child: Option<Child>,
    input: Option<Sender<String>>,
    heard: Option<Receiver<Heard>>,
    /// What the program printed before its input was sent (read first, as a pipe would).
    early: VecDeque<Heard>,
    stderr: Arc<Mutex<Stderr>>,
    sent_at: Instant,
    /// Its processor time at its last answer (see [`process_cpu`]): a turn is charged what it
    /// used since, as a judge counting the whole process's time would.
    cpu_seen: Duration,
    /// Whether to read it at all (only a whole game's budget counts it).
    count_cpu: bool,
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
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        let mut child = cmd.spawn().map_err(|e| e.to_string())?;
        let input = child.stdin.take().map(writer);
        let heard = child.stdout.take().map(reader);
        let stderr = Arc::new(Mutex::new(Stderr::default()));
        if let Some(err) = child.stderr.take() {
            collect_stderr(err, Arc::clone(&stderr));
        }
        Ok(ChildProgram {
            name: format!("exec:{}", words.join(" ")),
            child: Some(child),
            input,
            heard,
            early: VecDeque::new(),
            stderr,
            sent_at: Instant::now(),
            cpu_seen: Duration::ZERO,
            count_cpu: false,
        })
    }

    /// The processor time the program's process has used so far (user and system, from
    /// `/proc`), where the system tells it.
    fn cpu(&self) -> Option<Duration> {
        if !self.count_cpu {
            return None;
        }
        process_cpu(self.child.as_ref()?.id())
    }

    fn stderr_now(&self) -> String {
        match self.stderr.lock() {
            Ok(mut s) => {
                let taken = std::mem::take(&mut *s);
                capped(
                    &String::from_utf8_lossy(&taken.bytes),
                    MAX_TURN_STDERR,
                    taken.dropped,
                )
            }
            Err(_) => String::new(),
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

/// The processor time (user and system) process `pid` has used, read from `/proc/PID/stat`
/// (in clock ticks of 1/100 s, as Linux reports them to programs); `None` elsewhere, or when
/// it has child processes.
fn process_cpu(pid: u32) -> Option<Duration> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    // A program that started others (a shell script without `exec`, a forked helper) may think
    // in them, where its own processor time does not show: the wall clock counts then.
    let children = std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).ok()?;
    if !children.trim().is_empty() {
        return None;
    }
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name, in parentheses, may hold spaces: the fields after it are split.
    let rest = stat.get(stat.rfind(')')? + 1..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// Why a program that ended is out: a crash, or (exit status 0) its output closed early.
fn ended_with(status: std::process::ExitStatus) -> Out {
    if status.success() {
        Out::Closed
    } else {
        Out::Crashed(status.to_string())
    }
}

/// Writes what arrives on the channel to the program's input.
fn writer(mut input: impl Write + Send + 'static) -> Sender<String> {
    let (tx, rx) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for text in rx {
            if input
                .write_all(text.as_bytes())
                .and_then(|()| input.flush())
                .is_err()
            {
                return;
            }
        }
    });
    tx
}

/// Reads the program's output a line at a time into a bounded queue.
fn reader(out: impl Read + Send + 'static) -> Receiver<Heard> {
    let (tx, rx): (SyncSender<Heard>, Receiver<Heard>) = mpsc::sync_channel(QUEUE);
    std::thread::spawn(move || {
        let mut out = BufReader::new(out);
        loop {
            let mut buf = Vec::new();
            let n = (&mut out)
                .take(MAX_LINE as u64 + 2)
                .read_until(b'\n', &mut buf)
                .unwrap_or(0);
            let heard = if n == 0 {
                Heard::End
            } else {
                let line = String::from_utf8_lossy(&buf);
                let line = line.trim_end_matches(['\n', '\r']);
                if line.len() > MAX_LINE || (buf.last() != Some(&b'\n') && n > MAX_LINE) {
                    Heard::TooLong
                } else {
                    Heard::Line(line.to_string())
                }
            };
            let last = !matches!(heard, Heard::Line(_));
            if tx.send(heard).is_err() || last {
                return;
            }
        }
    });
    rx
}

/// Keeps the program's stderr, at most [`MAX_TURN_STDERR`] bytes between two turns.
fn collect_stderr(mut err: impl Read + Send + 'static, keep: Arc<Mutex<Stderr>>) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = err.read(&mut buf) {
            if n == 0 {
                break;
            }
            let Ok(mut s) = keep.lock() else { break };
            let room = MAX_TURN_STDERR.saturating_sub(s.bytes.len());
            let kept = n.min(room);
            s.bytes.extend_from_slice(&buf[..kept]);
            s.dropped += n - kept;
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

    fn send(&mut self, lines: &[String]) -> Result<(), Out> {
        let mut text = String::with_capacity(lines.iter().map(|l| l.len() + 1).sum());
        for l in lines {
            text.push_str(l);
            text.push('\n');
        }
        // Lines printed before this input was sent stay first in line, as in a pipe.
        // At most a queue's worth: a program printing without end must not fill our memory here.
        if let Some(rx) = &self.heard {
            let room = QUEUE.saturating_sub(self.early.len());
            self.early.extend(rx.try_iter().take(room));
        }
        self.sent_at = Instant::now();
        match &self.input {
            Some(tx) if tx.send(text).is_ok() => Ok(()),
            _ => Err(self.ended()),
        }
    }

    fn receive(&mut self, limit: Duration) -> Result<Reply, Out> {
        let ahead = self.early.len();
        loop {
            let left = limit.saturating_sub(self.sent_at.elapsed());
            let heard = match (self.early.pop_front(), &self.heard) {
                (Some(h), _) => Ok(h),
                (None, Some(rx)) => rx.recv_timeout(left.min(POLL)),
                (None, None) => Err(RecvTimeoutError::Disconnected),
            };
            let took = self.sent_at.elapsed();
            return match heard {
                Ok(Heard::Line(line)) => Ok(Reply {
                    line,
                    stderr: String::new(),
                    took,
                    cpu: self.cpu().map(|now| {
                        let used = now.saturating_sub(self.cpu_seen);
                        self.cpu_seen = now;
                        used
                    }),
                    note: (ahead > 0).then(|| {
                        format!("this answer was printed before the turn's input was sent ({ahead} lines were waiting): the program is a turn ahead")
                    }),
                }),
                Ok(Heard::TooLong) => Err(Out::Flooded),
                Err(RecvTimeoutError::Timeout) if left > POLL => {
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
                Err(RecvTimeoutError::Timeout) => Err(Out::Timeout(limit.as_millis() as u64)),
                Ok(Heard::End) | Err(RecvTimeoutError::Disconnected) => Err(self.ended()),
            };
        }
    }

    fn take_stderr(&mut self) -> String {
        self.stderr_now()
    }

    fn close(&mut self, grace: Duration) -> String {
        // End of input, then a moment to read the last lines and exit by itself.
        self.input = None;
        if let Some(child) = self.child.as_mut() {
            let until = Instant::now() + grace;
            while Instant::now() < until && !matches!(child.try_wait(), Ok(Some(_))) {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        self.stop()
    }

    fn stop(&mut self) -> String {
        self.input = None;
        self.heard = None;
        if let Some(mut child) = self.child.take() {
            kill_group(&child);
            let _ = child.kill();
            let _ = child.wait();
            // A moment for the stderr reader to collect what the program wrote last.
            std::thread::sleep(Duration::from_millis(10));
        }
        self.stderr_now()
    }
}

impl ChildProgram {
    /// A line the program printed just before it ended, if the reader has it by now.
    fn last_words(&mut self) -> Option<Heard> {
        let rx = self.heard.as_ref()?;
        match rx.recv_timeout(POLL) {
            Ok(h @ Heard::Line(_)) => Some(h),
            _ => None,
        }
    }
}

impl Drop for ChildProgram {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Kills the program's whole process group (it leads its own).
#[cfg(unix)]
fn kill_group(child: &Child) {
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill(2) with a negative pid signals that process group; it touches no memory.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
}

#[cfg(not(unix))]
fn kill_group(_child: &Child) {}
