//! The judge's report: one line per case (its verdict and time), the tally, then the first
//! failing case with why, its stderr and its input.

use std::path::Path;
use std::time::Duration;

use super::cases::{Case, Judged, Planned};
use super::run::{run, Ended, MAX_OUTPUT};
use gridlab::answers::{first_difference, Difference};

/// How the cases are run.
pub struct Options<'a> {
    /// The limit of one run.
    pub limit: Duration,
    /// The solution and its arguments.
    pub program: &'a [String],
    /// Every case, also after a time limit.
    pub all: bool,
    /// Where the first failing case's input goes.
    pub failing: Option<&'a Path>,
}

/// Lines of a failing case's stderr printed from its start, and as many from its end.
const STDERR_SHOWN: usize = 10;

/// Most lines and bytes of a failing input printed (a longer one: `--failing FILE` keeps it).
const SHOWN_LINES: usize = 40;
const SHOWN_BYTES: usize = 2048;

/// The first failing case and how it failed.
struct Failure<'a> {
    planned: &'a Planned,
    case: Case,
    ended: Ended,
    /// Where its answer differs.
    wrong: Option<Difference>,
    stderr: String,
    /// The lines of its stderr between its start and its end, not kept.
    stderr_dropped: usize,
}

/// Judges the cases in order; true when all were accepted.
pub fn judge_all(game: &Judged, all: &[Planned], options: &Options<'_>) -> Result<bool, String> {
    let width = all
        .iter()
        .map(|c| c.name.chars().count())
        .max()
        .unwrap_or(4);
    // Processor time where the system tells it (Unix), else the wall clock.
    let clock = if cfg!(unix) { "cpu ms" } else { "wall ms" };
    say!("{:<width$}  {:<14} {clock:>9}", "case", "verdict");
    let limit_ms = options.limit.as_millis();
    let (mut accepted, mut run_count, mut not_run) = (0, 0, 0);
    let mut first_failure: Option<Failure> = None;
    for (k, planned) in all.iter().enumerate() {
        let case = planned.make(game)?;
        let done = run(options.program, &case.input, options.limit)?;
        let wrong = match done.ended {
            Ended::Done => first_difference(&case.answer, &done.output),
            _ => None,
        };
        let verdict = match (&done.ended, &wrong) {
            (Ended::Done, None) => "accepted",
            (Ended::Done, Some(_)) => "wrong answer",
            (Ended::TimeLimit, _) => "time limit",
            (Ended::IdleLimit(_), _) => "idle limit",
            (Ended::Crashed(_), _) => "runtime error",
            (Ended::OutputLimit, _) => "output limit",
        };
        run_count += 1;
        // Over the limit, the time is the limit's: the run was stopped there.
        let ms = match done.ended {
            Ended::TimeLimit => format!(">{limit_ms}"),
            _ => format!("{:.1}", done.charged.as_secs_f64() * 1000.0),
        };
        say!("{:<width$}  {verdict:<14} {ms:>9}", planned.name);
        let stopped = matches!(done.ended, Ended::TimeLimit | Ended::IdleLimit(_));
        if verdict == "accepted" {
            accepted += 1;
        } else if first_failure.is_none() {
            first_failure = Some(Failure {
                planned,
                case,
                ended: done.ended,
                wrong,
                stderr: done.stderr,
                stderr_dropped: done.stderr_dropped,
            });
        }
        if stopped && !options.all && k + 1 < all.len() {
            not_run = all.len() - k - 1;
            say!("({not_run} more not run after the time limit: --all runs them)");
            break;
        }
    }
    let left = match not_run {
        0 => String::new(),
        n => format!(", {n} not run"),
    };
    say!("{accepted} of {} accepted{left}", run_count + not_run);
    if let Some(failure) = first_failure {
        tell_failure(&failure, options)?;
    }
    Ok(accepted == all.len())
}

/// The first failing case: why, the answers, its stderr, and its input (or where it was written).
fn tell_failure(failure: &Failure<'_>, options: &Options<'_>) -> Result<(), String> {
    let Failure {
        planned,
        case,
        ended,
        wrong,
        stderr,
        stderr_dropped,
    } = failure;
    let limit = options.limit.as_millis();
    let answers = case.answer.trim().lines().count();
    let why = match (ended, wrong) {
        (_, Some(d)) if d.line > answers => {
            format!("extra output after the {answers} answers: {}", d.got)
        }
        (_, Some(d)) => {
            let which = match answers > 1 {
                true => format!(", case {} of its {answers}", d.line),
                false => String::new(),
            };
            format!("your answer {}, the right answer {}{which}", d.got, d.expected)
        }
        (Ended::TimeLimit, _) => format!("more than {limit} ms of processor time"),
        (Ended::IdleLimit(wall), _) => format!(
            "no answer after {:.1} s of wall clock, not thinking (waiting for input it does not get, or asleep?)",
            wall.as_secs_f64()
        ),
        (Ended::Crashed(status), _) => format!("it ended with {status}"),
        (Ended::OutputLimit, _) => format!("more than {} MiB printed", MAX_OUTPUT >> 20),
        (Ended::Done, None) => "accepted".into(),
    };
    say!("first failing case ({}): {why}", planned.name);
    if !stderr.trim().is_empty() {
        say!("its stderr:");
        let lines: Vec<&str> = stderr.lines().collect();
        // A long one: its start and its end (where a crash's traceback is).
        if lines.len() > STDERR_SHOWN * 2 {
            let between = lines.len() - STDERR_SHOWN * 2 + stderr_dropped;
            lines[..STDERR_SHOWN]
                .iter()
                .for_each(|line| say!("  | {line}"));
            say!("  | ... {between} more lines ...");
            lines[lines.len() - STDERR_SHOWN..]
                .iter()
                .for_each(|line| say!("  | {line}"));
        } else {
            lines.iter().for_each(|line| say!("  | {line}"));
        }
    }
    let lines = case.input.lines().count();
    match options.failing {
        Some(path) => {
            std::fs::write(path, &case.input)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            say!(
                "its input: {} (--input {} judges it alone)",
                path.display(),
                path.display()
            );
        }
        None if case.input.len() <= SHOWN_BYTES && lines <= SHOWN_LINES => {
            say!("its input (--failing FILE keeps it):");
            crate::stdout::text(&case.input);
        }
        None => say!(
            "its input is {lines} lines, {} bytes: --failing FILE writes it",
            case.input.len()
        ),
    }
    Ok(())
}
