//! One run of a contestant's solution on one judge input: the input on its stdin, its stdout and
//! stderr read (to a bound), its processor time measured and a time limit kept. The program runs
//! in a process group of its own, killed whole at the end (a wrapper script's child with it).
//! A program that thinks is stopped once its processor time (its whole group's, where it started
//! others) passes the limit; one that waits (asleep, or reading input it will never get) once
//! the wall clock passes twice the limit and half a second.

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gridlab::contest::process_clock::{group_used, ProcessClock};
use gridlab::contest::process_group::{kill_group, own_group, start_error, track};

/// Most of a solution's stdout read (bytes): an answer of these games is a few lines.
pub const MAX_OUTPUT: u64 = 16 << 20;

/// Most of its stderr kept (bytes).
pub const MAX_STDERR: u64 = 64 << 10;

/// How a run ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Ended {
    /// It exited with status 0.
    Done,
    /// It exited otherwise (its exit status, or the signal).
    Crashed(String),
    /// Its processor time passed the limit.
    TimeLimit,
    /// It was still running, not thinking, when the wall clock passed twice the limit and half
    /// a second.
    IdleLimit(Duration),
    /// It printed more than [`MAX_OUTPUT`] bytes.
    OutputLimit,
}

/// A finished run.
pub struct Run {
    /// How it ended.
    pub ended: Ended,
    /// Its stdout (at most [`MAX_OUTPUT`] bytes).
    pub output: String,
    /// Its stderr (its first and last [`MAX_STDERR`] / 2 bytes, on lines of their own).
    pub stderr: String,
    /// The lines of its stderr between those, not kept.
    pub stderr_dropped: usize,
    /// The time charged: processor time where the system tells it, else the wall clock.
    pub charged: Duration,
}

/// Runs `program` on `input` with a limit of `limit` (charged as [`Run::charged`]).
pub fn run(program: &[String], input: &str, limit: Duration) -> Result<Run, String> {
    let (name, args) = program
        .split_first()
        .ok_or_else(|| "no program to run".to_string())?;
    let before = children_cpu();
    let started = Instant::now();
    let mut command = Command::new(name);
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    own_group(&mut command);
    let mut child = command.spawn().map_err(|e| {
        format!(
            "cannot run `{}`: {}",
            program.join(" "),
            start_error(name, &e)
        )
    })?;
    // In a group of its own it does not get the terminal's Ctrl-C: the judge passes it on.
    track(&child);
    // The input is written while the output is read: a large one fills the pipe.
    let mut stdin = child.stdin.take();
    let text = input.as_bytes().to_vec();
    let writer = std::thread::spawn(move || {
        if let Some(pipe) = stdin.as_mut() {
            // A program that does not read it all is not an error of ours.
            let _ = pipe.write_all(&text);
        }
    });
    let stdout = reader(child.stdout.take(), MAX_OUTPUT + 1);
    let stderr = stderr_reader(child.stderr.take());
    let (stopped, group) = wait(&mut child, started, limit);
    // Whatever it started goes with it, so that its pipes close and nothing is left running.
    kill_group(&child);
    let wall = started.elapsed();
    let _ = writer.join();
    let output = stdout.join().unwrap_or_default();
    let (stderr, stderr_dropped) = stderr.join().unwrap_or_default();
    let used = children_cpu().zip(before).map(|(a, b)| a.saturating_sub(b));
    // (What a script's children used shows in its group's time, not always in ours: a child
    // killed with its group is not ours to wait for.)
    let charged = match (used, group) {
        (Some(a), Some(b)) => Some(a.max(b)),
        (a, b) => a.or(b),
    }
    .unwrap_or(wall);
    let ended = match stopped {
        _ if output.len() as u64 > MAX_OUTPUT => Ended::OutputLimit,
        _ if charged > limit => Ended::TimeLimit,
        Stop::Thought => Ended::TimeLimit,
        Stop::Waited => Ended::IdleLimit(wall),
        Stop::Exited(s) if s.success() => Ended::Done,
        Stop::Exited(s) => Ended::Crashed(s.to_string()),
    };
    Ok(Run {
        ended,
        output: String::from_utf8_lossy(&output).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        stderr_dropped,
        charged,
    })
}

/// Why the wait ended.
enum Stop {
    /// The program exited.
    Exited(std::process::ExitStatus),
    /// Its processor time passed the limit.
    Thought,
    /// The wall clock passed twice the limit (and half a second) first.
    Waited,
}

/// Waits for the program, stopping it (killed) at the limit; with the processor time its whole
/// process group was last seen to have used, where it had children (a wrapper script's child
/// thinks where the script's own time does not show).
fn wait(child: &mut Child, started: Instant, limit: Duration) -> (Stop, Option<Duration>) {
    let mut clock = ProcessClock::of(child.id());
    let wall_limit = limit * 2 + Duration::from_millis(500);
    let mut nap = Duration::from_micros(200);
    let mut group: Option<Duration> = None;
    let mut group_looked = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return (Stop::Exited(status), group),
            Ok(None) => {}
            // It cannot be asked: it is stopped as one that waited.
            Err(_) => return (kill(child, Stop::Waited), group),
        }
        match clock.used() {
            Some(t) if t > limit => return (kill(child, Stop::Thought), group),
            Some(_) => {}
            // Children of its own: the group's time, a few looks a second (and at the end).
            None if group_looked.elapsed() >= GROUP_LOOK || started.elapsed() > wall_limit => {
                group_looked = Instant::now();
                group = group_used(child.id()).or(group);
                if group.is_some_and(|t| t > limit) {
                    return (kill(child, Stop::Thought), group);
                }
            }
            None => {}
        }
        if started.elapsed() > wall_limit {
            return (kill(child, Stop::Waited), group);
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(10));
    }
}

/// How often the processor time of a program with children of its own is looked at.
const GROUP_LOOK: Duration = Duration::from_millis(100);

fn kill(child: &mut Child, why: Stop) -> Stop {
    kill_group(child);
    let _ = child.kill();
    let _ = child.wait();
    why
}

/// Reads `pipe` to its end in a thread, keeping at most `keep` bytes (the rest is drained, so
/// the program is never blocked on a full pipe).
fn reader(pipe: Option<impl Read + Send + 'static>, keep: u64) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.by_ref().take(keep).read_to_end(&mut kept);
            let _ = std::io::copy(&mut pipe, &mut std::io::sink());
        }
        kept
    })
}

/// Reads a program's stderr to its end in a thread, keeping its first and last
/// [`MAX_STDERR`] / 2 bytes (a crash's traceback comes last) and counting the lines between.
fn stderr_reader(pipe: Option<impl Read + Send + 'static>) -> JoinHandle<(Vec<u8>, usize)> {
    std::thread::spawn(move || {
        let half = (MAX_STDERR / 2) as usize;
        let mut head = Vec::new();
        let mut tail = Vec::new();
        let mut dropped: Option<usize> = None;
        let newlines = |bytes: &[u8]| bytes.iter().filter(|&&b| b == b'\n').count();
        if let Some(mut pipe) = pipe {
            let mut buf = [0u8; 8192];
            loop {
                let n = match pipe.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                let mut chunk = &buf[..n];
                if head.len() < half {
                    let take = (half - head.len()).min(chunk.len());
                    head.extend_from_slice(&chunk[..take]);
                    chunk = &chunk[take..];
                }
                tail.extend_from_slice(chunk);
                if tail.len() > 2 * half {
                    let cut = tail.len() - half;
                    *dropped.get_or_insert(0) += newlines(&tail[..cut]);
                    tail.drain(..cut);
                }
            }
        }
        let mut lines = 0;
        if let Some(between) = dropped {
            // The tail from its first whole line, the head to its last.
            let start = tail.iter().position(|&b| b == b'\n').map_or(0, |i| i + 1);
            lines = between + newlines(&tail[..start]);
            tail.drain(..start);
            // (A line cut there ends, and is counted, in what was dropped.)
            if head.last() != Some(&b'\n') {
                let end = head.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
                head.truncate(end);
            }
        }
        head.extend_from_slice(&tail);
        (head, lines)
    })
}

/// The processor time of this process's finished children (Linux and other Unixes).
#[cfg(unix)]
fn children_cpu() -> Option<Duration> {
    // SAFETY: getrusage writes one rusage into the one it is given, which lives here.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let ok = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } == 0;
    let time = |t: libc::timeval| {
        Duration::from_secs(u64::try_from(t.tv_sec).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec).unwrap_or(0))
    };
    ok.then(|| time(usage.ru_utime) + time(usage.ru_stime))
}

/// No children's clock elsewhere: runs are charged the wall clock.
#[cfg(not(unix))]
fn children_cpu() -> Option<Duration> {
    None
}
