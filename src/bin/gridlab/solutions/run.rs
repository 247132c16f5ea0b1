//! One run of a contestant's solution on one judge input: the input on its stdin, its stdout and
//! stderr read (to a bound), its processor time measured and a time limit kept. The program is
//! killed once its wall clock passes the limit by far (a program asleep uses no processor time).

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

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
    /// It was still running when the time was up.
    TimeLimit,
    /// It printed more than [`MAX_OUTPUT`] bytes.
    OutputLimit,
}

/// A finished run.
pub struct Run {
    /// How it ended.
    pub ended: Ended,
    /// Its stdout (at most [`MAX_OUTPUT`] bytes).
    pub output: String,
    /// Its stderr (at most [`MAX_STDERR`] bytes).
    pub stderr: String,
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
    let mut child = Command::new(name)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run `{}`: {e}", program.join(" ")))?;
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
    let stderr = reader(child.stderr.take(), MAX_STDERR);
    // Asleep, a program uses no processor time: the wall clock ends it at twice the limit.
    let deadline = limit * 2 + Duration::from_millis(500);
    let status = wait(&mut child, started, deadline);
    let wall = started.elapsed();
    let _ = writer.join();
    let output = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    let used = children_cpu().zip(before).map(|(a, b)| a.saturating_sub(b));
    let charged = used.unwrap_or(wall);
    let ended = match status {
        _ if output.len() as u64 > MAX_OUTPUT => Ended::OutputLimit,
        _ if charged > limit => Ended::TimeLimit,
        None => Ended::TimeLimit,
        Some(s) if s.success() => Ended::Done,
        Some(s) => Ended::Crashed(s.to_string()),
    };
    Ok(Run {
        ended,
        output: String::from_utf8_lossy(&output).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        charged,
    })
}

/// Its exit status, or `None` when it ran past `deadline` (it is killed then).
fn wait(
    child: &mut Child,
    started: Instant,
    deadline: Duration,
) -> Option<std::process::ExitStatus> {
    let mut nap = Duration::from_micros(200);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if started.elapsed() < deadline => {
                std::thread::sleep(nap);
                nap = (nap * 2).min(Duration::from_millis(10));
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
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
