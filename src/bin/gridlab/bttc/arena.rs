//! `gridlab arena bttc`: games between built-in bots and external programs over the contest's
//! protocol, on every core; per game the scores and why it ended, then a table per player (think
//! times on a monotonic clock: mean and worst of the later turns, and the worst first turn).

use gridlab::words::one_line;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use clap::Parser;
use gridlab::bttc::referee::{play_game, GameResult};
use gridlab::bttc::{Bttc, Layout, Setup};
use gridlab::contest::seat::{check_starts, seats, SeatSpec};
use gridlab::contest::{Limits, Out};

use crate::checks;
use crate::progress::Progress;

/// The arena's arguments.
#[derive(Parser)]
#[command(
    name = "gridlab arena bttc",
    about = "Back to the Code between bots and programs over the contest's protocol (`gridlab bots bttc` lists the bots)"
)]
pub struct ArenaArgs {
    /// Two to four players: a bot's name (or `bot:NAME`) or `exec:"COMMAND ARGS"` (the command is split into words
    /// as a shell splits plain words, with '...' and "..." quoting; no pipes or redirections).
    #[arg(long, num_args = 1.., required = true)]
    players: Vec<String>,
    /// Start cells `"x,y x,y ..."`, one per player (default: random from each game's seed).
    #[arg(long)]
    positions: Option<String>,
    /// Symmetric random starts instead of the contest's random distinct cells.
    #[arg(long)]
    symmetric: bool,
    /// The first game's seed; game k uses seed + k.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = crate::checks::seed)]
    seed: u64,
    /// Games to play.
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = crate::checks::whole_u64)]
    games: u64,
    /// Milliseconds for a player's first turn.
    #[arg(long, default_value_t = 1000, allow_negative_numbers = true, value_parser = crate::checks::whole_u64)]
    timeout_first: u64,
    /// Milliseconds for every later turn.
    #[arg(long, default_value_t = 150, allow_negative_numbers = true, value_parser = crate::checks::whole_u64)]
    timeout: u64,
    /// Write each game's log (the recordings' format, with stderr) into this folder.
    #[arg(long)]
    log: Option<PathBuf>,
    /// Milliseconds built-in bots think on later turns (default 60; at most 60% of --timeout).
    #[arg(long)]
    think: Option<f64>,
    /// Games played at once (default: one per core).
    #[arg(long, allow_negative_numbers = true, value_parser = crate::checks::whole_usize)]
    jobs: Option<usize>,
}

/// Per player: wins, shared wins, score sum, think time sum and worst (later turns), the worst
/// first turn, later turns, outs.
#[derive(Clone, Default)]
struct Tally {
    first: Duration,
    wins: u64,
    ties: u64,
    score: u64,
    think: Duration,
    worst: Duration,
    turns: u64,
    outs: u64,
}

/// Runs the arena (arguments after `arena bttc`).
pub fn arena(args: Vec<String>) -> ExitCode {
    let args = match ArenaArgs::try_parse_from(
        std::iter::once("gridlab arena bttc".to_string()).chain(args),
    ) {
        Ok(a) => a,
        Err(e) => e.exit(),
    };
    // Every player and the setup are checked once before the first game: bad arguments.
    let specs = match checked(&args) {
        Ok(specs) => specs,
        Err(e) => return crate::usage_error(e),
    };
    crate::exit_code(run(&args, &specs))
}

/// The players' seats, once the options, the setup and every program are checked.
fn checked(args: &ArenaArgs) -> Result<Vec<SeatSpec>, String> {
    check_options(args)?;
    let specs = args
        .players
        .iter()
        .map(|s| SeatSpec::parse::<Bttc>(s))
        .collect::<Result<Vec<_>, _>>()?;
    setup_for(args, args.seed)?;
    check_starts(&specs)?;
    if let Some(dir) = &args.log {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    Ok(specs)
}

fn setup_for(args: &ArenaArgs, seed: u64) -> Result<Setup, String> {
    match &args.positions {
        Some(text) => {
            // Start cells are separated as the setup reads them: spaces or `;`.
            let words = text.split([' ', ';', '\t', '\n']).filter(|w| !w.is_empty());
            let (given, n) = (words.count(), args.players.len());
            if given != n {
                return Err(format!(
                    "--positions gives {given} start cells (x,y, separated by spaces or `;`) for {n} players"
                ));
            }
            Setup::parse_positions(text).map_err(|e| format!("--positions: {e}"))
        }
        None => {
            let layout = if args.symmetric {
                Layout::Symmetric
            } else {
                Layout::Random
            };
            Setup::from_seed(args.players.len(), layout, seed).map_err(|e| e.to_string())
        }
    }
}

/// The options that would run nothing, nobody or forever, refused before any game starts.
fn check_options(args: &ArenaArgs) -> Result<(), String> {
    let n = args.players.len();
    if !(2..=4).contains(&n) {
        return Err(format!("--players: a game has 2 to 4 players, found {n}"));
    }
    checks::at_least_one("--games", args.games)?;
    checks::at_least_one("--timeout", args.timeout)?;
    checks::at_least_one("--timeout-first", args.timeout_first)?;
    checks::think(args.think)?;
    if let Some(t) = args.think.filter(|&t| t > args.timeout as f64 * 0.6) {
        return Err(format!(
            "--think {t} leaves a bot no margin under --timeout {}: at most {} ms (60% of it)",
            args.timeout,
            (args.timeout as f64 * 0.6).floor()
        ));
    }
    checks::seeds(args.seed, args.games)?;
    if let Some(jobs) = args.jobs {
        checks::at_least_one("--jobs", jobs as u64)?;
    }
    if args.symmetric && args.positions.is_some() {
        return Err("give --symmetric or --positions, not both".into());
    }
    Ok(())
}

fn run(args: &ArenaArgs, specs: &[SeatSpec]) -> Result<(), String> {
    let limits = Limits::per_turn(args.timeout_first, args.timeout);
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
        .max(1);
    let n = args.players.len();
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(vec![Tally::default(); n]);
    let progress = Progress::new(args.games as usize);
    let started = std::time::Instant::now();
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(args.games as usize).max(1) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst) as u64;
                // No game more once nobody reads the results.
                if k >= args.games || crate::stdout::gone() {
                    return;
                }
                let seed = args.seed + k;
                match one_game(args, specs, seed, limits) {
                    Ok(result) => report(args, k, seed, &result, &tally, &progress),
                    Err(e) => {
                        if let Ok(mut f) = failure.lock() {
                            f.get_or_insert(e);
                        }
                        return;
                    }
                }
                progress.game_done();
            });
        }
    });
    progress.finish();
    if let Some(e) = failure.lock().ok().and_then(|mut f| f.take()) {
        return Err(e);
    }
    let tally = tally
        .into_inner()
        .map_err(|_| "a game thread failed".to_string())?;
    print_table(args, &tally, started.elapsed());
    Ok(())
}

fn one_game(
    args: &ArenaArgs,
    specs: &[SeatSpec],
    seed: u64,
    limits: Limits,
) -> Result<GameResult, String> {
    let setup = setup_for(args, seed)?;
    let (fillers, mut programs) = seats::<Bttc>(specs, seed, args.think)?;
    let result = play_game(&setup, fillers, &mut programs, limits, args.log.is_some());
    if let (Some(dir), Some(log)) = (&args.log, &result.log) {
        let path = dir.join(format!("game-{seed}.log"));
        std::fs::write(&path, log).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(result)
}

fn report(
    args: &ArenaArgs,
    k: u64,
    seed: u64,
    r: &GameResult,
    tally: &Mutex<Vec<Tally>>,
    progress: &Progress,
) {
    let scores: Vec<String> = r.scores.values().map(u32::to_string).collect();
    let mut text = format!(
        "game {} seed {seed}: scores {} reason {} (real rounds {}, last round {})\n",
        k + 1,
        scores.join(" "),
        r.end,
        r.real_rounds,
        r.last_round
    );
    if let Some(e) = &r.error {
        text.push_str(&format!("  the game stopped early: {e}\n"));
    }
    // Its stderr is in the game's log, where there is one: said where (or how to keep it).
    let more = match &args.log {
        Some(dir) => format!(
            "its stderr and every turn: {}",
            dir.join(format!("game-{seed}.log")).display()
        ),
        None => "--log DIR keeps its stderr and every turn".into(),
    };
    for (seat, f) in r.faults.iter() {
        if let Some(f) = f {
            // A program that answered nothing in time may have printed without flushing.
            let hint = match f.out {
                Out::Timeout(_) => {
                    " (thinking too long, or: is each move printed on its own line and flushed?)"
                }
                _ => "",
            };
            text.push_str(&format!(
                "  seat {seat} {} out at {f}{hint} ({more})\n",
                args.players[seat]
            ));
        }
    }
    // A program a turn ahead reads the others' moves late: where it began is said here too.
    for (seat, noted) in r.notes.iter() {
        if let Some(n) = noted {
            text.push_str(&format!(
                "  seat {seat} {}: from {}, {}; more than one line printed in a turn? ({more})\n",
                args.players[seat], n.moment, n.note
            ));
        }
    }
    progress.print(&text);
    let Ok(mut t) = tally.lock() else { return };
    let firsts = r.ranks.values().filter(|&&x| x == 1).count();
    for (seat, t) in t.iter_mut().enumerate() {
        if r.ranks[seat] == 1 {
            if firsts == 1 {
                t.wins += 1;
            } else {
                t.ties += 1;
            }
        }
        t.score += u64::from(r.scores[seat]);
        let th = r.think[seat];
        t.first = t.first.max(th.first);
        t.think += th.total;
        t.worst = t.worst.max(th.worst);
        t.turns += u64::from(th.turns);
        t.outs += u64::from(r.faults[seat].is_some());
    }
}

/// The longest player's name that heads its row itself.
const PLAYER_COLUMN: usize = 28;

fn print_table(args: &ArenaArgs, tally: &[Tally], took: Duration) {
    let games = args.games.max(1) as f64;
    let names: Vec<String> = args.players.iter().map(|p| one_line(p)).collect();
    let labels = crate::labels::labels(&names, PLAYER_COLUMN);
    say!(
        "{} games in {:.1} s ({:.1} games/s){}",
        args.games,
        took.as_secs_f64(),
        args.games as f64 / took.as_secs_f64().max(1e-9),
        crate::progress::peak_memory()
    );
    crate::labels::print_legend(&names, &labels);
    say!(
        "{:<5} {:<28} {:>5} {:>5} {:>10} {:>13} {:>14} {:>14} {:>5}",
        "seat",
        "player",
        "wins",
        "ties",
        "mean score",
        "mean think ms",
        "worst think ms",
        "worst first ms",
        "outs"
    );
    for (seat, t) in tally.iter().enumerate() {
        let name = &labels[seat];
        say!(
            "{seat:<5} {name:<28} {:>5} {:>5} {:>10.1} {:>13.2} {:>14.2} {:>14.2} {:>5}",
            t.wins,
            t.ties,
            t.score as f64 / games,
            t.think.as_secs_f64() * 1000.0 / t.turns.max(1) as f64,
            t.worst.as_secs_f64() * 1000.0,
            t.first.as_secs_f64() * 1000.0,
            t.outs
        );
    }
}
