//! `gridlab judge snakgame`: runs a contestant program against Chef with the statement's
//! protocol. The program's output is read by a thread and its input written by another, so a
//! program that hangs, floods or stops reading never blocks the judge: every wait has the time
//! left as its limit.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, ExitCode, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;
use gridlab::snakgame::referee::{Referee, Verdict};
use gridlab::snakgame::{SnakeMove, Transcript};

/// Longest line a contestant may print.
const MAX_LINE: u64 = 4096;

/// The judge's arguments.
#[derive(Args)]
pub struct JudgeArgs {
    /// Seed of the board and of Chef.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The contest's board type: 1 (200..300) or 2 (500..600).
    #[arg(long = "type")]
    kind: Option<u8>,
    /// A custom board size, `NxM` (cells blocked with probability 1/25).
    #[arg(long)]
    size: Option<String>,
    /// Seconds the contestant may think in total.
    #[arg(long, default_value_t = 4.0)]
    time_limit: f64,
    /// Write the game here: the protocol transcript, or a lab replay when the name ends in .json.
    #[arg(long)]
    replay: Option<std::path::PathBuf>,
    /// The contestant program and its arguments.
    #[arg(last = true, required = true)]
    program: Vec<String>,
}

enum FromChild {
    Line(String),
    TooLong,
    Eof,
}

/// Reads the child's lines into a channel.
fn reader(out: impl Read + Send + 'static, tx: mpsc::Sender<FromChild>) {
    std::thread::spawn(move || {
        let mut out = BufReader::new(out);
        loop {
            let mut buf = Vec::new();
            let n: usize = (&mut out)
                .take(MAX_LINE)
                .read_until(b'\n', &mut buf)
                .unwrap_or_default();
            let msg = if n == 0 {
                FromChild::Eof
            } else if buf.last() != Some(&b'\n') && n as u64 >= MAX_LINE {
                FromChild::TooLong
            } else {
                FromChild::Line(
                    String::from_utf8_lossy(&buf)
                        .trim_end_matches(['\n', '\r'])
                        .to_string(),
                )
            };
            let stop = !matches!(msg, FromChild::Line(_));
            if tx.send(msg).is_err() || stop {
                return;
            }
        }
    });
}

/// Writes lines to the child from a channel (a child that stops reading blocks only this thread).
fn writer(mut input: impl Write + Send + 'static) -> mpsc::Sender<String> {
    let (tx, rx) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for text in rx {
            if input
                .write_all(text.as_bytes())
                .and_then(|_| input.flush())
                .is_err()
            {
                return;
            }
        }
    });
    tx
}

/// Runs the judge; prints the game's last line.
pub fn judge(args: JudgeArgs) -> ExitCode {
    let board = match super::board(args.kind, args.size.as_deref(), args.seed) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut child = match Command::new(&args.program[0])
        .args(&args.program[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: cannot run {}: {e}", args.program[0]);
            return ExitCode::FAILURE;
        }
    };
    let (tx, rx) = mpsc::channel();
    if let Some(out) = child.stdout.take() {
        reader(out, tx);
    }
    let to_child = child.stdin.take().map(writer);
    let send = |text: String| {
        if let Some(w) = &to_child {
            let _ = w.send(text);
        }
    };
    let mut referee = Referee::new(board.clone(), args.seed);
    send(referee.opening());
    let limit = Duration::from_secs_f64(args.time_limit.max(0.0));
    let mut thinking = Duration::ZERO;
    while referee.verdict.is_none() {
        let started = Instant::now();
        let msg = rx.recv_timeout(limit.saturating_sub(thinking));
        thinking += started.elapsed();
        match msg {
            Ok(FromChild::Line(line)) => {
                let replies = referee.contestant(&line);
                if !replies.is_empty() {
                    send(replies.iter().map(|r| format!("{r}\n")).collect());
                }
            }
            Ok(FromChild::TooLong) => referee.end(Verdict::Garbage(format!(
                "a line longer than {MAX_LINE} bytes"
            ))),
            Ok(FromChild::Eof) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                if !referee.state.over() {
                    let status = child.try_wait().ok().flatten().or_else(|| {
                        std::thread::sleep(Duration::from_millis(50));
                        child.try_wait().ok().flatten()
                    });
                    let why = match status {
                        Some(s) if !s.success() => format!("crash ({s})"),
                        _ => "the program stopped before the game ended".to_string(),
                    };
                    referee.end(Verdict::Invalid(why));
                }
                referee.eof();
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                referee.end(Verdict::Invalid(format!(
                    "timeout: more than {} s of thinking",
                    args.time_limit
                )));
            }
        }
    }
    drop(to_child);
    let _ = child.kill();
    let _ = child.wait();
    let verdict = match &referee.verdict {
        Some(Verdict::Invalid(r))
            if r.starts_with("timeout")
                || r.starts_with("crash")
                || r.starts_with("the program") =>
        {
            r.clone()
        }
        Some(v) => v.to_string(),
        None => "OK".into(),
    };
    if let Some(path) = &args.replay {
        let text = if path.extension().is_some_and(|e| e == "json") {
            super::lab_replay(args.kind, &board, args.seed, &referee.moves)
        } else {
            Transcript {
                board: board.clone(),
                moves: referee.moves.clone(),
            }
            .write()
        };
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("error: cannot write {}: {e}", path.display());
        }
    }
    let you = &referee.state.sides[0];
    let moves = referee
        .moves
        .iter()
        .step_by(2)
        .filter(|m| **m != SnakeMove::Exit)
        .count();
    println!(
        "score {} moves {moves} snakes {} chef_score {} cpu_s {:.3} verdict {verdict}",
        referee.score(),
        you.snakes,
        referee.chef_score(),
        thinking.as_secs_f64()
    );
    ExitCode::SUCCESS
}
