//! One run of a contestant's solution on one judge input: the input on its stdin, its stdout and
//! stderr read (to a bound), its processor time measured and a time limit kept. The program runs
//! in a process group of its own, killed whole at the end (a wrapper script's child with it).
//! A program that thinks is stopped once its processor time passes the limit; one that waits
//! (asleep, or reading input it will never get) once the wall clock passes twice the limit.

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gridlab::contest::process_clock::ProcessClock;
use gridlab::contest::process_group::{kill_group, own_group, start_error};

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
    /// It was still running, not thinking, when the wall clock passed twice the limit.
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
    stop_with_us(child.id());
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
    let stopped = wait(&mut child, started, limit);
    // Whatever it started goes with it, so that its pipes close and nothing is left running.
    kill_group(&child);
    stop_with_us(0);
    let wall = started.elapsed();
    let _ = writer.join();
    let output = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    let used = children_cpu().zip(before).map(|(a, b)| a.saturating_sub(b));
    let charged = used.unwrap_or(wall);
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

/// Waits for the program, stopping it (killed) at the limit.
fn wait(child: &mut Child, started: Instant, limit: Duration) -> Stop {
    let mut clock = ProcessClock::of(child.id());
    let wall_limit = limit * 2 + Duration::from_millis(500);
    let mut nap = Duration::from_micros(200);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Stop::Exited(status),
            Ok(None) => {}
            // It cannot be asked: it is stopped as one that waited.
            Err(_) => return kill(child, Stop::Waited),
        }
        // A wrapper script's own processor time says nothing of its child's: the wall clock.
        if clock.used().is_some_and(|t| t > limit) {
            return kill(child, Stop::Thought);
        }
        if started.elapsed() > wall_limit {
            return kill(child, Stop::Waited);
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(10));
    }
}

fn kill(child: &mut Child, why: Stop) -> Stop {
    kill_group(child);
    let _ = child.kill();
    let _ = child.wait();
    why
}

/// The process group running now (0: none), killed when the judge is stopped.
#[cfg(unix)]
static RUNNING: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

/// Kills the running program's group when the judge is interrupted, hung up or terminated,
/// then dies of the same signal (`pid` 0: no program runs now).
#[cfg(unix)]
fn stop_with_us(pid: u32) {
    use std::sync::atomic::Ordering;
    extern "C" fn on_signal(signal: libc::c_int) {
        let group = RUNNING.load(Ordering::SeqCst);
        // SAFETY: kill, signal and raise are async-signal-safe; no memory is touched.
        unsafe {
            if group > 0 {
                libc::kill(-group, libc::SIGKILL);
            }
            libc::signal(signal, libc::SIG_DFL);
            libc::raise(signal);
        }
    }
    RUNNING.store(i32::try_from(pid).unwrap_or(0), Ordering::SeqCst);
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            // SAFETY: the handler above only makes async-signal-safe calls.
            unsafe {
                libc::signal(signal, on_signal as *const () as libc::sighandler_t);
            }
        }
    });
}

#[cfg(not(unix))]
fn stop_with_us(_pid: u32) {}

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
