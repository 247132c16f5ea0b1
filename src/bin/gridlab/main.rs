//! The `gridlab` command line: judge-compatible solvers, judges that run any contestant program
//! under a contest's protocol and limits, our bots as contest programs, and arenas. Every
//! command takes the game's id and reaches it through the registry (solvers) or the list of
//! games with contest commands ([`games`]).

/// Prints a line on standard output like `println!`, but a closed output ends the printing, not
/// the program ([`stdout`]).
macro_rules! say {
    ($($t:tt)*) => {
        $crate::stdout::line(format_args!($($t)*))
    };
}

mod bttc;
mod checks;
mod games;
mod labels;
mod progress;
mod snakgame;
mod solutions;
mod stdout;

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// gridlab: solvers, judges, bots and arenas for four grid games.
#[derive(Parser)]
#[command(version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read a judge input on stdin and print the answers exactly as the judge expects
    /// (games: king-chase, snake).
    Solve {
        /// Which game (king-chase, snake).
        game: String,
        /// Also print how the answer was found (the snake puzzle: its moves and the search's
        /// statistics; King chase's answer is the DP's value alone).
        #[arg(long)]
        explain: bool,
    },
    /// Run a contestant program under the contest's protocol and limits: a solution on the
    /// samples and generated cases, a bot against Chef (`gridlab judge GAME --help`).
    #[command(disable_help_flag = true)]
    Judge {
        /// Which game (king-chase, snake, snakgame).
        game: String,
        /// The game's own options, then `--` and the program.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Play one of our bots as a contest program on stdin/stdout (`gridlab bots` lists them).
    Play {
        /// Which game (snakgame, bttc).
        game: String,
        /// The bot.
        #[arg(long, default_value = "best")]
        bot: String,
        /// Milliseconds the bot thinks a turn (Back to the Code; default: the bot's own, 60 for
        /// `best`), capped by the contest's limit.
        #[arg(long)]
        think: Option<f64>,
        /// Seconds of processor time for the whole game (Game of snakes; default: the contest's
        /// 4): the bot answers EXIT, keeping its score, before it runs out.
        #[arg(long)]
        time_limit: Option<f64>,
    },
    /// Games between bots and programs: a table of results
    /// (`gridlab arena GAME --help` for its options).
    #[command(disable_help_flag = true)]
    Arena {
        /// Which game (snakgame, bttc).
        game: String,
        /// The game's own options.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// A CodinGame-style Back to the Code log (per round the map and every player's output) as a
    /// replay the playground opens, each map checked against the rules.
    Import {
        /// The log file.
        log: std::path::PathBuf,
        /// Start cells `"x,y x,y ..."` (default: read off the first map).
        #[arg(long)]
        starts: Option<String>,
    },
    /// List the built-in bots of every game (or of one), with their strategies.
    Bots {
        /// Only this game's.
        game: Option<String>,
    },
}

/// A command's result as the exit code: errors go to stderr with a failure code.
pub fn exit_code(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Bad arguments (an unknown game or bot, a board type out of range): said on stderr, with the
/// exit code the argument parser gives them too (2), so that a script tells them from a program
/// put out (1).
pub fn usage_error(e: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {e}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let code = run();
    if stdout::gone() {
        eprintln!("error: cannot write: standard output was closed (a reader went away); the rest was not printed");
        return ExitCode::from(1);
    }
    code
}

/// The command line's command, run.
fn run() -> ExitCode {
    // `judge GAME` and `arena GAME` hand everything after the game to the game's own parser, as
    // written (a `--` before the program included).
    let mut args: Vec<String> = std::env::args().collect();
    // A game may be named as the page's address names it: by its contest's code too ("ckc").
    let takes_game = ["solve", "judge", "arena", "play", "bots"];
    if args
        .get(1)
        .is_some_and(|c| takes_game.contains(&c.as_str()))
    {
        if let Some(id) = args.get(2).and_then(|g| gridlab::games::id_named(g)) {
            args[2] = id.to_string();
        }
    }
    if let (Some(command), Some(game)) = (args.get(1), args.get(2)) {
        let own = command == "judge" || command == "arena";
        if own && (game == "--help" || game == "-h") {
            return own_help(command);
        }
        if !game.starts_with('-') && own {
            let rest = args[3..].to_vec();
            return match command.as_str() {
                "judge" => games::command(game, "judge", |g| g.judge).map(|judge| judge(rest)),
                _ => games::command(game, "arena", |g| g.arena).map(|arena| arena(rest)),
            }
            .unwrap_or_else(usage_error);
        }
    }
    let cli = Cli::parse_from(args);
    match cli.command {
        Command::Solve { game, explain } => match solver(&game) {
            Ok(()) => exit_code(solve(&game, explain)),
            Err(e) => usage_error(e),
        },
        Command::Judge { game, args } => match games::command(&game, "judge", |g| g.judge) {
            Ok(judge) => judge(args),
            Err(e) => usage_error(e),
        },
        Command::Arena { game, args } => match games::command(&game, "arena", |g| g.arena) {
            Ok(arena) => arena(args),
            Err(e) => usage_error(e),
        },
        Command::Play {
            game,
            bot,
            think,
            time_limit,
        } => {
            let time = gridlab::contest::entry::ProgramTime {
                think_ms: think,
                game_s: time_limit,
            };
            // The game, the bot and its time are arguments; what the judge sends is the game's.
            match gridlab::games::contest(&game).and_then(|c| (c.bot_program)(&bot, time)) {
                Ok(mut me) => exit_code(gridlab::contest::contestant::play_on_stdio(me.as_mut())),
                Err(e) => usage_error(e),
            }
        }
        Command::Import { log, starts } => exit_code(import(&log, starts.as_deref())),
        // Its only failure is a game without bots: a bad argument.
        Command::Bots { game } => match bots(game.as_deref()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => usage_error(e),
        },
    }
}

/// `gridlab judge --help` and `gridlab arena --help`: each game has its own options.
fn own_help(command: &str) -> ExitCode {
    let with: Vec<&str> = games::games()
        .into_iter()
        .filter(|g| {
            if command == "judge" {
                g.judge.is_some()
            } else {
                g.arena.is_some()
            }
        })
        .map(|g| g.id)
        .collect();
    say!("Usage: gridlab {command} GAME [OPTIONS]\n");
    say!("Each game has its own options: `gridlab {command} GAME --help` shows them.");
    say!(
        "Games with a{}: {}",
        if command == "judge" {
            " judge"
        } else {
            "n arena"
        },
        with.join(", ")
    );
    ExitCode::SUCCESS
}

fn import(log: &std::path::Path, starts: Option<&str>) -> Result<(), String> {
    let bytes = std::fs::read(log).map_err(|e| format!("{}: {e}", log.display()))?;
    let text =
        gridlab::input_error::utf8_text(bytes).map_err(|e| format!("{}: {e}", log.display()))?;
    let (state, replay) =
        gridlab::bttc::log::import(&text, starts).map_err(|e| format!("{}: {e}", log.display()))?;
    let scores: Vec<String> = state.scores().iter().map(u32::to_string).collect();
    // A log cut short imports as far as it goes, and says so.
    let unfinished = if state.over() {
        ""
    } else {
        " (the log stops before the game's end: the replay stops there too)"
    };
    eprintln!(
        "{}: {}, every map as the rules give it; scores {}{unfinished}",
        log.display(),
        gridlab::words::plural(replay.actions.len() as u64, "round", "rounds"),
        scores.join(" ")
    );
    say!("{}", replay.to_json());
    Ok(())
}

/// Most bytes `solve` reads: a judge input of these games is at most a few dozen MiB.
const MAX_JUDGE_INPUT: u64 = 256 << 20;

/// `Ok` when `game` has a solver; else why not, naming the commands it has.
fn solver(game: &str) -> Result<(), String> {
    let entry = gridlab::games::game(game).ok_or_else(|| {
        // The games `solve` can take.
        let ids: Vec<&str> = gridlab::games::infos()
            .iter()
            .map(|i| i.id)
            .filter(|id| gridlab::games::game(id).is_some_and(|g| g.judge.is_some()))
            .collect();
        format!("no game `{game}` (games with a solver: {})", ids.join(", "))
    })?;
    if entry.judge.is_none() {
        let contest = gridlab::games::contest(game).is_ok();
        return Err(if contest {
            // Name the commands this game has.
            let mut commands = Vec::new();
            if games::command(game, "judge", |g| g.judge).is_ok() {
                commands.push(format!("`gridlab judge {game}`"));
            }
            if games::command(game, "arena", |g| g.arena).is_ok() {
                commands.push(format!("`gridlab arena {game}`"));
            }
            commands.push(format!("`gridlab play {game}`"));
            format!(
                "`{game}` has no solver: it is a contest ({})",
                commands.join(", ")
            )
        } else {
            format!("`{game}` has no solver")
        });
    }
    Ok(())
}

fn solve(game: &str, explain: bool) -> Result<(), String> {
    // Read to a bound: no judge input comes near it, and an endless stream ends there.
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(MAX_JUDGE_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() as u64 > MAX_JUDGE_INPUT {
        return Err(format!(
            "standard input is longer than {} MiB, more than any judge input of `{game}`: it was not read further",
            MAX_JUDGE_INPUT >> 20
        ));
    }
    let input = gridlab::input_error::utf8_text(bytes).map_err(|e| e.to_string())?;
    let out = gridlab::games::judge(game, &input, explain)?;
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("cannot write: {e}"))
}

fn bots(only: Option<&str>) -> Result<(), String> {
    let list = match only {
        Some(id) => vec![gridlab::games::contest(id)?],
        None => gridlab::games::contests(),
    };
    for c in list {
        say!("{}:", c.id);
        for b in (c.bots)() {
            let think = b
                .think_ms
                .map_or(String::new(), |ms| format!(" ({ms} ms a turn)"));
            say!("  {:<11} {}{think}", b.name, b.strategy);
        }
    }
    Ok(())
}
