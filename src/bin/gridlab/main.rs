//! The `gridlab` command line: judge-compatible solvers; for Game of snakes a judge that runs any
//! contestant program against Chef, our bots as contestant programs, and an arena.

mod bttc;
mod progress;
mod snakgame;

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

/// gridlab: solvers, bots and arenas for four grid games.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read a judge input on stdin and print the answers exactly as the judge expects.
    Solve {
        /// Which problem.
        game: Problem,
        /// Also print how the answer was found (moves, statistics) where the solver can.
        #[arg(long)]
        explain: bool,
    },
    /// Run a contestant program against Chef with the contest's protocol.
    Judge {
        /// Which game (only `snakgame`).
        game: Interactive,
        #[command(flatten)]
        args: snakgame::JudgeArgs,
    },
    /// Play one of our bots as a contestant program on stdin/stdout.
    Play {
        /// Which game.
        game: PlayGame,
        /// The bot: random, chef, greedy, editorial, best (bttc: nearest, rectangles, paths, best).
        #[arg(long, default_value = "best")]
        bot: String,
    },
    /// Games between bots (and for bttc external programs): a table of results.
    Arena {
        #[command(subcommand)]
        game: ArenaGame,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum PlayGame {
    /// CodeChef SNAKGAME.
    Snakgame,
    /// Back to the Code (CodinGame).
    Bttc,
}

#[derive(Subcommand)]
enum ArenaGame {
    /// Every bot on every board against Chef: a table of scores and ratios.
    Snakgame(snakgame::ArenaArgs),
    /// Back to the Code between bots and programs over the contest's protocol.
    Bttc(bttc::ArenaArgs),
}

#[derive(Clone, Copy, ValueEnum)]
enum Interactive {
    /// CodeChef SNAKGAME.
    Snakgame,
}

#[derive(Clone, Copy, ValueEnum)]
enum Problem {
    /// CodeChef CKCGAME: `T`, then `N Ax Ay Bx By` and the N x N board per case.
    KingChase,
    /// Kattis `snake`: `r c` and the grid; prints 1 or 0.
    Snake,
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Judge {
            game: Interactive::Snakgame,
            args,
        } => snakgame::judge(args),
        Command::Play {
            game: PlayGame::Snakgame,
            bot,
        } => snakgame::play(&bot),
        Command::Play {
            game: PlayGame::Bttc,
            bot,
        } => bttc::play(&bot),
        Command::Arena {
            game: ArenaGame::Snakgame(args),
        } => snakgame::arena(args),
        Command::Arena {
            game: ArenaGame::Bttc(args),
        } => bttc::arena(args),
        Command::Solve { game, explain } => {
            let mut input = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut input) {
                eprintln!("error: cannot read standard input: {e}");
                return ExitCode::FAILURE;
            }
            let result = match game {
                Problem::KingChase => gridlab::king_chase::judge::run(&input),
                Problem::Snake => gridlab::snake_puzzle::judge::run(&input, explain),
            };
            match result {
                Ok(out) => {
                    let mut stdout = std::io::stdout().lock();
                    if stdout
                        .write_all(out.as_bytes())
                        .and_then(|_| stdout.flush())
                        .is_err()
                    {
                        return ExitCode::FAILURE;
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
