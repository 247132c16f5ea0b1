//! `gridlab judge king-chase` and `gridlab judge snake`: a contestant's solution run on the
//! statement's samples and on generated cases, each within the contest's time limit, judged
//! against our exact solver as the page's Code panel judges it: accepted, wrong answer, time
//! limit, idle limit, runtime error, output limit. The first failing case is told with its input.

mod cases;
mod report;
mod run;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;

use cases::{from_file, plan, JUDGED};

/// The arguments after `judge GAME`.
#[derive(Parser)]
#[command(
    about = "Judge a solution on the samples and generated cases",
    long_about = "Run a solution (any program reading the judge's input on stdin) on the statement's samples and on generated cases, each within the contest's time limit (processor time, where the system tells it; a program that waits is stopped once the wall clock passes twice the limit and half a second; a program that starts others is charged the processor time of its whole process group), and compare its answers with our exact solver's token by token. One line per case; the first failing case is told with its input (--failing FILE keeps it; --input FILE judges that input alone, and `--seed S --cases 1 --largest N` makes the generated case `N n, seed S` again). After a time limit the cases left are not run unless --all. Exit status: 0 when every case is accepted, 1 otherwise, 2 for bad arguments.",
    allow_negative_numbers = true
)]
struct SolutionArgs {
    /// Generated cases after the samples (0 to 1000).
    #[arg(long, default_value_t = 10, value_parser = crate::checks::whole_u32)]
    cases: u32,
    /// The largest generated size (the contest's largest by default).
    #[arg(long, value_parser = crate::checks::whole_u32)]
    largest: Option<u32>,
    /// The first generated case's seed; the k-th uses seed + k - 1.
    #[arg(long, default_value_t = 1, value_parser = crate::checks::seed)]
    seed: u64,
    /// Seconds a run may take (the contest's limit by default: 2 for King chase, 1 for the snake).
    #[arg(long, value_parser = crate::checks::seconds)]
    time_limit: Option<f64>,
    /// Run every case, also after a time limit.
    #[arg(long)]
    all: bool,
    /// Write the first failing case's input to this file.
    #[arg(long)]
    failing: Option<PathBuf>,
    /// Judge only this input (a case kept with --failing), against our solver's answer.
    #[arg(long)]
    input: Option<PathBuf>,
    /// The solution and its arguments.
    #[arg(last = true, required = true)]
    program: Vec<String>,
}

/// Where the first word that is neither an option nor an option's value stands (an option that
/// takes a value, as clap knows it, takes the next word unless written `--option=value`).
fn first_word(args: &[String]) -> Option<usize> {
    use clap::CommandFactory;
    let command = SolutionArgs::command();
    let valued = |word: &str| {
        command.get_arguments().any(|a| {
            a.get_action().takes_values() && a.get_long().is_some_and(|l| word == format!("--{l}"))
        })
    };
    let mut k = 0;
    while let Some(a) = args.get(k) {
        match valued(a) {
            true => k += 2,
            false if a.starts_with('-') => k += 1,
            false => return Some(k),
        }
    }
    None
}

/// Runs the judge of game `id` (the arguments after `judge ID`).
pub fn judge(id: &str, args: Vec<String>) -> ExitCode {
    let Some(game) = JUDGED.iter().find(|g| g.id == id) else {
        return crate::usage_error(format!("`{id}` has no judged solution"));
    };
    let name = format!("gridlab judge {id}");
    // A program named without `--` before it: said in the judge's words, with the line to type.
    let unmarked = match args.iter().any(|a| a == "--") {
        true => None,
        false => first_word(&args),
    };
    let parsed = SolutionArgs::try_parse_from(std::iter::once(name.clone()).chain(args.clone()));
    let args = match (parsed, unmarked) {
        (Ok(a), _) => a,
        (Err(e), Some(at)) if e.kind() == clap::error::ErrorKind::UnknownArgument => {
            let (options, program) = args.split_at(at);
            let line: Vec<&str> = std::iter::once(name.as_str())
                .chain(options.iter().map(String::as_str))
                .chain(std::iter::once("--"))
                .chain(program.iter().map(String::as_str))
                .collect();
            return crate::usage_error(format!(
                "`{}` looks like the program: put it after `--`, as in `{}`",
                program[0],
                line.join(" ")
            ));
        }
        (Err(e), _) => e.exit(),
    };
    let facts = match game.facts() {
        Ok(f) => f,
        Err(e) => return crate::usage_error(e),
    };
    let (min, max) = (facts.min_size, facts.max_size);
    let largest = args.largest.unwrap_or(max);
    let checked = check(&args, facts.size_word, (min, max), largest);
    if let Err(e) = checked {
        return crate::usage_error(e);
    }
    let all = match &args.input {
        Some(path) => match from_file(path, game) {
            Ok(case) => vec![case],
            Err(e) => return crate::usage_error(e),
        },
        None => plan(&facts, game, args.cases, largest, args.seed),
    };
    let seconds = args.time_limit.unwrap_or(facts.limit_ms as f64 / 1000.0);
    let options = report::Options {
        limit: Duration::from_secs_f64(seconds),
        program: &args.program,
        all: args.all,
        failing: args.failing.as_deref(),
    };
    match report::judge_all(game, &all, &options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

/// Everything that can be checked before the first run.
fn check(
    args: &SolutionArgs,
    size_word: &str,
    sizes: (u32, u32),
    largest: u32,
) -> Result<(), String> {
    let (min, max) = sizes;
    if args.cases > 1000 {
        return Err(format!("--cases {}: at most 1000", args.cases));
    }
    if !(min..=max).contains(&largest) {
        return Err(format!(
            "--largest {largest}: {size_word} from {min} to {max}"
        ));
    }
    let last = args.seed.saturating_add(u64::from(args.cases.max(1)) - 1);
    if last > gridlab::replay::MAX_SEED {
        return Err(format!(
            "--seed {}: the cases' seeds run to {last}, past the largest, {}",
            args.seed,
            gridlab::replay::MAX_SEED
        ));
    }
    if let Some(path) = &args.input {
        if path.is_dir() {
            return Err(format!("--input {}: a folder, not a file", path.display()));
        }
        if !path.is_file() {
            return Err(format!("--input {}: no such file", path.display()));
        }
    }
    if let Some(path) = &args.failing {
        let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
        if folder.is_some_and(|f| !f.is_dir()) {
            return Err(format!("--failing {}: no such folder", path.display()));
        }
    }
    check_program(&args.program)
}

/// The program is there and can be run: started and stopped once, so that a missing or
/// non-executable one is named before any case, with a hint for a script.
fn check_program(program: &[String]) -> Result<(), String> {
    if program.is_empty() {
        return Err("no program to run after `--`".into());
    }
    gridlab::contest::deferred::check_spawn(program)
        .map_err(|e| format!("cannot run `{}`: {e}", program.join(" ")))
}
