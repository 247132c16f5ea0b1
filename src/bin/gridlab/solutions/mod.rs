//! `gridlab judge king-chase` and `gridlab judge snake`: a contestant's solution run on the
//! statement's samples and on generated cases, each within the contest's time limit, judged
//! against our exact solver as the page's Code panel judges it: accepted, wrong answer, time
//! limit, runtime error, output limit. The first failing case is told with its input.

mod cases;
mod run;

use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use gridlab::model::describe::JudgedInfo;

use cases::{first_difference, plan, Case, Judged, Planned, JUDGED};
use run::{run, Ended};

/// The arguments after `judge GAME`.
#[derive(Parser)]
#[command(
    about = "Judge a solution on the samples and generated cases",
    long_about = "Run a solution (any program reading the judge's input on stdin) on the statement's samples and on generated cases, each within the contest's time limit (processor time, where the system tells it), and compare its answers with our exact solver's token by token. One line per case; the first failing case is told with its input (--failing FILE keeps it). After a time limit the cases left are not run unless --all. Exit status: 0 when every case is accepted, 1 otherwise, 2 for bad arguments."
)]
struct SolutionArgs {
    /// Generated cases after the samples (0 to 1000).
    #[arg(long, default_value_t = 10)]
    cases: u32,
    /// The largest generated size (the contest's largest by default).
    #[arg(long)]
    largest: Option<u32>,
    /// The first generated case's seed; case k uses seed + k - 1.
    #[arg(long, default_value_t = 1, value_parser = crate::checks::seed)]
    seed: u64,
    /// Milliseconds a run may take (the contest's limit by default).
    #[arg(long)]
    time_limit: Option<u64>,
    /// Run every case, also after a time limit.
    #[arg(long)]
    all: bool,
    /// Write the first failing case's input to this file.
    #[arg(long)]
    failing: Option<std::path::PathBuf>,
    /// The solution and its arguments.
    #[arg(last = true, required = true)]
    program: Vec<String>,
}

/// Runs the judge of game `id` (the arguments after `judge ID`).
pub fn judge(id: &str, args: Vec<String>) -> ExitCode {
    let Some(game) = JUDGED.iter().find(|g| g.id == id) else {
        return crate::usage_error(format!("`{id}` has no judged solution"));
    };
    let name = format!("gridlab judge {id}");
    let args = match SolutionArgs::try_parse_from(std::iter::once(name).chain(args)) {
        Ok(a) => a,
        Err(e) => e.exit(),
    };
    if args.cases > 1000 {
        return crate::usage_error(format!("--cases {}: at most 1000", args.cases));
    }
    if args.time_limit == Some(0) || args.time_limit.is_some_and(|t| t > 600_000) {
        return crate::usage_error("--time-limit: from 1 to 600000 ms");
    }
    let facts = match game.facts() {
        Ok(f) => f,
        Err(e) => return crate::usage_error(e),
    };
    let (min, max) = (facts.min_size, facts.max_size);
    let largest = args.largest.unwrap_or(max);
    if !(min..=max).contains(&largest) {
        return crate::usage_error(format!(
            "--largest {largest}: {} from {min} to {max}",
            facts.size_word
        ));
    }
    match judge_all(&facts, game, &args, largest) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

/// Judges every case; true when all were accepted.
fn judge_all(
    facts: &JudgedInfo,
    game: &Judged,
    args: &SolutionArgs,
    largest: u32,
) -> Result<bool, String> {
    let limit = Duration::from_millis(args.time_limit.unwrap_or(facts.limit_ms));
    let all = plan(facts, game, args.cases, largest, args.seed);
    let width = all
        .iter()
        .map(|c| c.name.chars().count())
        .max()
        .unwrap_or(4);
    // Processor time where the system tells it (Unix), else the wall clock.
    let clock = if cfg!(unix) { "cpu ms" } else { "wall ms" };
    println!("{:<width$}  {:<14} {clock:>9}", "case", "verdict");
    let (mut accepted, mut run_count) = (0, 0);
    let mut first_failure: Option<Failure> = None;
    for (k, planned) in all.iter().enumerate() {
        let case = planned.make(facts, game)?;
        let done = run(&args.program, &case.input, limit)?;
        let wrong = match done.ended {
            Ended::Done => first_difference(&case.answer, &done.output),
            _ => None,
        };
        let verdict = match (&done.ended, &wrong) {
            (Ended::Done, None) => "accepted",
            (Ended::Done, Some(_)) => "wrong answer",
            (Ended::TimeLimit, _) => "time limit",
            (Ended::Crashed(_), _) => "runtime error",
            (Ended::OutputLimit, _) => "output limit",
        };
        run_count += 1;
        let ms = done.charged.as_secs_f64() * 1000.0;
        println!("{:<width$}  {verdict:<14} {ms:>9.1}", planned.name);
        let timed_out = done.ended == Ended::TimeLimit;
        if verdict == "accepted" {
            accepted += 1;
        } else if first_failure.is_none() {
            first_failure = Some(Failure {
                planned,
                case,
                ended: done.ended,
                wrong,
                stderr: done.stderr,
            });
        }
        if timed_out && !args.all && k + 1 < all.len() {
            let left = all.len() - k - 1;
            println!("({left} more not run after the time limit: --all runs them)");
            break;
        }
    }
    println!("{accepted} of {run_count} accepted");
    if let Some(failure) = first_failure {
        tell_failure(&failure, limit, args.failing.as_deref())?;
    }
    Ok(accepted == all.len())
}

/// The first failing case and how it failed.
struct Failure<'a> {
    planned: &'a Planned,
    case: Case,
    ended: Ended,
    /// Where its answer differs: the expected line, what was expected, what came.
    wrong: Option<(usize, String, String)>,
    stderr: String,
}

/// The first failing case: why, the answers, its stderr, and its input (or where it was written).
fn tell_failure(
    failure: &Failure<'_>,
    limit: Duration,
    file: Option<&std::path::Path>,
) -> Result<(), String> {
    let Failure {
        planned,
        case,
        ended,
        wrong,
        stderr,
    } = failure;
    let why = match (ended, wrong.clone()) {
        (_, Some((line, want, got))) => {
            let cases = case.answer.trim().lines().count();
            let which = match cases > 1 {
                true => format!(", case {line} of its {cases}"),
                false => String::new(),
            };
            format!("your answer {got}, the right answer {want}{which}")
        }
        (Ended::TimeLimit, _) => format!("more than {} ms", limit.as_millis()),
        (Ended::Crashed(status), _) => format!("it ended with {status}"),
        (Ended::OutputLimit, _) => format!("more than {} MiB printed", run::MAX_OUTPUT >> 20),
        (Ended::Done, None) => "accepted".into(),
    };
    println!("first failing case: {}: {why}", planned.name);
    if !stderr.trim().is_empty() {
        println!("its stderr:");
        for line in stderr.lines().take(20) {
            println!("  | {line}");
        }
    }
    match file {
        Some(path) => {
            std::fs::write(path, &case.input)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("its input: {}", path.display());
        }
        None if case.input.len() <= 2048 => {
            println!("its input (--failing FILE keeps it):");
            print!("{}", case.input);
        }
        None => println!(
            "its input is {} bytes: --failing FILE writes it",
            case.input.len()
        ),
    }
    Ok(())
}
