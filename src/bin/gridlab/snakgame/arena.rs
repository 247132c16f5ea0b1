//! `gridlab arena snakgame`: every bot on every board against Chef (Chef's seed is the board's),
//! both cores at work, a progress line on stderr, then a table: per board each bot's score, the
//! ratio of each bot to the first, efficiency (score over one snake of all the bot's cells),
//! longest snake and thinking time.

use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use clap::Parser;
use gridlab::contest::seat::{check_starts, SeatSpec};
use gridlab::snakgame::duel::{duel, duel_keeping_stderr, Duel};
use gridlab::snakgame::SnakGame;
use gridlab::snakgame::{Board, BoardType, Transcript};

use crate::checks;
use crate::progress::Progress;

/// Each game's board and result, by board then bot.
type Results = Vec<Option<(Board, Duel)>>;

/// The arena's arguments.
#[derive(Parser)]
#[command(
    name = "gridlab arena snakgame",
    about = "Every bot on every board against Chef: a table of scores and ratios (`gridlab bots snakgame` lists the bots)"
)]
pub struct ArenaArgs {
    /// Entrants, comma separated (ratios are against the first): bots by name (or `bot:NAME`)
    /// and programs as `exec:"COMMAND ARGS"` speaking the judge's protocol.
    #[arg(long, default_value = "editorial,best")]
    bots: String,
    /// `contest`: 20 fixed boards, type 1 seeds 1001..=1010 and type 2 seeds 2001..=2010.
    #[arg(long)]
    boards: Option<String>,
    /// Seeds `A..B` (inclusive) or one seed, with --type [default: 1..10].
    #[arg(long)]
    seeds: Option<String>,
    /// Board type for --seeds.
    #[arg(long = "type", default_value_t = 2)]
    kind: i64,
    /// Boards played at once (`--jobs` too, as in `arena bttc`).
    #[arg(long, visible_alias = "jobs", default_value_t = 2, allow_negative_numbers = true, value_parser = crate::checks::whole_usize)]
    threads: usize,
    /// Write each game's transcript into this folder, and a program's stderr beside it
    /// (`...stderr.txt`, each line after its ply).
    #[arg(long)]
    replays: Option<std::path::PathBuf>,
}

fn boards(args: &ArenaArgs) -> Result<Vec<(u8, u64)>, String> {
    checks::at_least_one("--threads", args.threads as u64)?;
    if args.boards.as_deref() == Some("contest") {
        if args.seeds.is_some() {
            return Err("give --boards contest or --seeds, not both".into());
        }
        return Ok((1001..=1010)
            .map(|s| (1, s))
            .chain((2001..=2010).map(|s| (2, s)))
            .collect());
    }
    if let Some(b) = &args.boards {
        return Err(format!(
            "--boards knows only `contest`, found {}",
            gridlab::words::shown(b)
        ));
    }
    let seeds = args.seeds.as_deref().unwrap_or("1..10");
    // One seed is a range of one.
    let (a, b) = seeds.split_once("..").unwrap_or((seeds, seeds));
    let num = |v: &str| {
        v.trim()
            .parse::<u64>()
            .map_err(|_| format!("--seeds: {} is not a number", gridlab::words::shown(v)))
    };
    let (a, b) = (num(a)?, num(b)?);
    if b < a {
        return Err(format!(
            "--seeds {seeds} is empty: the first seed is past the last"
        ));
    }
    if BoardType::from_number(args.kind).is_none() {
        return Err(format!("--type must be 1 or 2, found {}", args.kind));
    }
    Ok((a..=b).map(|s| (args.kind as u8, s)).collect())
}

/// Runs the arena (arguments after `arena snakgame`).
pub fn arena(args: Vec<String>) -> ExitCode {
    let args = match ArenaArgs::try_parse_from(
        std::iter::once("gridlab arena snakgame".to_string()).chain(args),
    ) {
        Ok(a) => a,
        Err(e) => e.exit(),
    };
    let list = match boards(&args) {
        Ok(l) => l,
        Err(e) => {
            return crate::usage_error(e);
        }
    };
    let bots = checks::split_list(&args.bots);
    if bots.is_empty() {
        return crate::usage_error(
            "--bots needs at least one bot (`gridlab bots snakgame` lists them)",
        );
    }
    for b in &bots {
        let checked = SeatSpec::parse::<SnakGame>(b).and_then(|spec| check_starts(&[spec]));
        if let Err(e) = checked {
            return crate::usage_error(e);
        }
    }
    if let Some(dir) = &args.replays {
        if let Err(e) = std::fs::create_dir_all(dir) {
            return crate::usage_error(format!("cannot create {}: {e}", dir.display()));
        }
    }
    let jobs: Vec<(usize, usize)> = (0..list.len())
        .flat_map(|i| (0..bots.len()).map(move |j| (i, j)))
        .collect();
    let total = jobs.len();
    let queue = Arc::new(Mutex::new(jobs.into_iter()));
    let results: Arc<Mutex<Results>> = Arc::new(Mutex::new(vec![None; total]));
    let progress = Progress::new(total);
    let failed = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..args.threads.clamp(1, total.max(1)) {
            let (queue, results, progress, list, bots, replays, failed) = (
                &queue,
                &results,
                &progress,
                &list,
                &bots,
                &args.replays,
                &failed,
            );
            scope.spawn(move || loop {
                let job = queue.lock().ok().and_then(|mut q| q.next());
                // No game more once nobody reads the results.
                let Some((i, j)) = job.filter(|_| !crate::stdout::gone()) else {
                    return;
                };
                let (kind, seed) = list[i];
                let board = Board::contest(
                    if kind == 1 {
                        BoardType::Small
                    } else {
                        BoardType::Large
                    },
                    seed,
                );
                let game = if replays.is_some() {
                    duel_keeping_stderr(&board, seed, &bots[j])
                } else {
                    duel(&board, seed, &bots[j])
                };
                let game = match game {
                    Ok(g) => g,
                    Err(e) => {
                        progress.print_error(&format!("error: {e}"));
                        failed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        continue;
                    }
                };
                if let Some(dir) = replays {
                    let name: String = bots[j]
                        .chars()
                        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                        .collect();
                    let path = dir.join(format!("type{kind}-seed{seed}-{name}.txt"));
                    let text = Transcript {
                        board: board.clone(),
                        moves: game.moves.clone(),
                    }
                    .write();
                    let stderr = dir.join(format!("type{kind}-seed{seed}-{name}.stderr.txt"));
                    let written =
                        std::fs::write(&path, text)
                            .map_err(|e| (path, e))
                            .and_then(|()| {
                                if game.stderr.is_empty() {
                                    return Ok(());
                                }
                                std::fs::write(&stderr, &game.stderr).map_err(|e| (stderr, e))
                            });
                    if let Err((path, e)) = written {
                        progress
                            .print_error(&format!("error: cannot write {}: {e}", path.display()));
                    }
                }
                if let Ok(mut r) = results.lock() {
                    r[i * bots.len() + j] = Some((
                        board,
                        Duel {
                            moves: Vec::new(),
                            stderr: String::new(),
                            ..game
                        },
                    ));
                }
                progress.game_done();
            });
        }
    });
    progress.finish();
    let results = match Arc::try_unwrap(results).map(|m| m.into_inner()) {
        Ok(Ok(r)) => r,
        _ => return ExitCode::FAILURE,
    };
    super::table::print_table(&list, &bots, &results, args.replays.is_some());
    match failed.into_inner() {
        0 => ExitCode::SUCCESS,
        n => {
            eprintln!("error: {n} of the {total} games did not run (the errors above); the table counts them as 0");
            ExitCode::FAILURE
        }
    }
}
