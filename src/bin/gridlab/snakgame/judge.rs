//! `gridlab judge snakgame`: runs a contestant program against Chef with the statement's
//! protocol, through the contest harness (bounded reading, the whole game's time limit, the
//! program killed when it goes out, and at the end after a moment to read its last lines).
//! After the game its stderr is printed on ours, each line with the ply of the turn it belongs to.

use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use gridlab::contest::log::stderr_by_step;
use gridlab::contest::{Filler, Limits, Out, Program, Referee};
use gridlab::snakgame::chef::Chef;
use gridlab::snakgame::{SnakGame, SnakSetup, SnakeMove, Transcript};

/// The judge's arguments.
#[derive(Parser)]
#[command(
    name = "gridlab judge snakgame",
    about = "Run a contestant program against Chef",
    long_about = "Run a contestant program against Chef under the statement's protocol: give --type 1|2 (the contest's boards) or --size NxM. The last line of stdout is the result: score, moves, snakes, chef_score, cpu_s (processor time charged) and verdict (OK, or why and when the program was put out). The program's stderr follows the game on ours, each line with its ply. Exit status: 0 for OK, 1 when the program was put out or could not be run, 2 for bad arguments."
)]
pub struct JudgeArgs {
    /// Seed of the board and of Chef.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = crate::checks::seed)]
    seed: u64,
    /// The contest's board type: 1 (200..300) or 2 (500..600).
    #[arg(long = "type")]
    kind: Option<i64>,
    /// A custom board size, `NxM` (cells blocked with probability 1/25).
    #[arg(long)]
    size: Option<String>,
    /// Seconds the contestant may think in total (more than 0, at most a day).
    #[arg(long, default_value_t = 4.0, value_parser = crate::checks::seconds)]
    time_limit: f64,
    /// Write the game here: the protocol transcript, or a lab replay when the name ends in .json.
    #[arg(long)]
    replay: Option<std::path::PathBuf>,
    /// The contestant program and its arguments.
    #[arg(last = true, required = true)]
    program: Vec<String>,
}

/// The most of a program's stderr printed after the game, in bytes.
const STDERR_PRINTED: usize = 1 << 20;

/// The verdict in the judge's words.
fn verdict(out: Option<&Out>, limit: f64) -> String {
    match out {
        None => "OK".into(),
        Some(Out::OverBudget(_)) => format!("timeout: more than {limit} s of thinking"),
        // Its processor time was not used up (it waited, for input or on its own output), or it
        // could not be counted (a program started by the one the judge runs).
        Some(Out::Timeout(ms)) => format!(
            "timeout: no answer within {:.3} s, the time it had left (if it was not thinking, or ran under a program that starts it, whose time is not counted: is each move printed on its own line and flushed?)",
            *ms as f64 / 1000.0
        ),
        Some(Out::Garbage(r)) => format!("garbage: {r}"),
        Some(Out::Flooded) => format!(
            "garbage: a line longer than {} bytes",
            gridlab::contest::program::MAX_LINE
        ),
        Some(Out::Illegal(r)) => format!("invalid move: {r}"),
        // In the arena's words after the kind, so both say one fault alike.
        Some(out @ (Out::Crashed(_) | Out::Broken(_))) => format!("crash: {out}"),
        Some(out @ Out::Closed) => format!("stopped: {out}"),
    }
}

/// Runs the judge (arguments after `judge snakgame`); prints the game's last line. Exits 0 when
/// the program played the game out (verdict OK), 1 when it was put out (or the judge could not
/// run it), 2 for bad arguments.
pub fn judge(args: Vec<String>) -> ExitCode {
    let args = match JudgeArgs::try_parse_from(
        std::iter::once("gridlab judge snakgame".to_string()).chain(args),
    ) {
        Ok(a) => a,
        Err(e) => e.exit(),
    };
    // The board and the replay's path are arguments: refused as the parser refuses its own.
    let board = match super::board(args.kind, args.size.as_deref(), args.seed) {
        Ok(b) => b,
        Err(e) => return crate::usage_error(e),
    };
    // A replay that cannot be written is said before the game, not after it.
    if let Some(path) = &args.replay {
        if let Err(e) = std::fs::write(path, "") {
            return crate::usage_error(format!("cannot write {}: {e}", path.display()));
        }
    }
    match run(&args, board) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => crate::exit_code(Err(e)),
    }
}

/// Plays the game; true when the program was not put out.
fn run(args: &JudgeArgs, board: gridlab::snakgame::Board) -> Result<bool, String> {
    let program = gridlab::contest::ChildProgram::spawn(&args.program)
        .map_err(|e| format!("cannot run {}: {e}", args.program[0]))?;
    let mut programs: Vec<Option<Box<dyn Program>>> = vec![Some(Box::new(program)), None];
    let setup = SnakSetup {
        board: board.clone(),
        seed: args.seed,
    };
    let fillers = vec![
        Filler::Program,
        Filler::Agent(Box::new(Chef::new(args.seed)), None),
    ];
    let total = Duration::from_secs_f64(args.time_limit.max(0.0));
    let mut referee = Referee::<SnakGame>::new(setup, fillers)
        .with_limits(Limits::whole_game(total))
        .keeping_log();
    gridlab::contest::drive(&mut referee, &mut programs);
    // Each turn keeps 4 KiB of stderr; over a game of 150,000 plies that is more than a
    // terminal wants: the first MiB is printed and the rest counted.
    eprint!(
        "{}",
        stderr_by_step(referee.log(), 0, "ply", STDERR_PRINTED)
    );
    // A program a turn ahead reads Chef's moves late and plays into cells it thinks empty: the
    // verdict it earns later hides the cause, so where it began is said.
    if let Some(Some(noted)) = referee.first_notes().get(0) {
        eprintln!(
            "note: from ply {} the program's answers were printed before their turn's input was sent (it runs a turn ahead: more than one line printed in a turn?)",
            noted.step
        );
    }
    let state = referee.state();
    let fault = referee.faults()[0].as_ref();
    let mut moves: Vec<SnakeMove> = referee.all_moves().to_vec();
    let dropped = fault.is_some() && SnakeMove::drop_out_exit(&mut moves);
    if !dropped && state.empty == 0 {
        // The protocol's closing EXIT on a full board.
        moves.push(SnakeMove::Exit);
    }
    if let Some(path) = &args.replay {
        let text = if path.extension().is_some_and(|e| e == "json") {
            super::lab_replay(args.kind, &board, args.seed, &moves)
        } else {
            Transcript {
                board: board.clone(),
                moves: moves.clone(),
            }
            .write()
        };
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let you = &state.sides[0];
    let played = moves
        .iter()
        .step_by(2)
        .filter(|m| **m != SnakeMove::Exit)
        .count();
    // When it went out, and after which of its moves (the referee's words); a program put out
    // scores nothing, as the contest counts it (and the arena, and the page), and what it had
    // on the board is said.
    let when = fault.map_or(String::new(), |f| match you.score() {
        0 => format!(" (at {})", f.moment),
        had => format!(
            " (at {}; it had {had} on the board, counted 0 as the contest counts a program put out)",
            f.moment
        ),
    });
    say!(
        "score {} moves {played} snakes {} chef_score {} cpu_s {:.3} verdict {}{when}",
        if fault.is_some() { 0 } else { you.score() },
        you.snakes,
        state.sides[1].score(),
        referee.think()[0].spent().as_secs_f64(),
        verdict(fault.map(|f| &f.out), args.time_limit)
    );
    Ok(fault.is_none())
}
