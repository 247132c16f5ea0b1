//! `gridlab arena snakgame`: every bot on every board against Chef (Chef's seed is the board's),
//! both cores at work, a progress line on stderr, then a table: per board each bot's score, the
//! ratio of each bot to the first, efficiency (score over one snake of all the bot's cells),
//! longest snake and thinking time.

use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use clap::Parser;
use gridlab::contest::seat::SeatSpec;
use gridlab::model::agent::{bot_info, unknown_bot};
use gridlab::model::Roster;
use gridlab::snakgame::duel::{duel, Duel};
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
    /// Seeds `A..B` (inclusive), with --type.
    #[arg(long)]
    seeds: Option<String>,
    /// Board type for --seeds.
    #[arg(long = "type", default_value_t = 2)]
    kind: i64,
    /// Threads (default 2).
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Write each game's transcript into this folder.
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
    let (a, b) = seeds.split_once("..").ok_or_else(|| {
        format!(
            "--seeds must look like 1..20, found {}",
            gridlab::words::shown(seeds)
        )
    })?;
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
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let bots = checks::split_list(&args.bots);
    if bots.is_empty() {
        eprintln!("error: --bots needs at least one bot (`gridlab bots snakgame` lists them)");
        return ExitCode::FAILURE;
    }
    for b in &bots {
        let program = b.starts_with("exec:") || b.starts_with("bot:");
        if program {
            if let Err(e) = SeatSpec::parse::<SnakGame>(b) {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        } else if bot_info(SnakGame::bots(), b).is_none() {
            eprintln!("error: {}", unknown_bot(b, SnakGame::bots()));
            return ExitCode::FAILURE;
        }
    }
    if let Some(dir) = &args.replays {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("error: cannot create {}: {e}", dir.display());
            return ExitCode::FAILURE;
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
                let Some((i, j)) = job else { return };
                let (kind, seed) = list[i];
                let board = Board::contest(
                    if kind == 1 {
                        BoardType::Small
                    } else {
                        BoardType::Large
                    },
                    seed,
                );
                let game = match duel(&board, seed, &bots[j]) {
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
                    if let Err(e) = std::fs::write(&path, text) {
                        progress
                            .print_error(&format!("error: cannot write {}: {e}", path.display()));
                    }
                }
                if let Ok(mut r) = results.lock() {
                    r[i * bots.len() + j] = Some((
                        board,
                        Duel {
                            moves: Vec::new(),
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
    print_table(&list, &bots, &results);
    match failed.into_inner() {
        0 => ExitCode::SUCCESS,
        n => {
            eprintln!("error: {n} of the {total} games did not run (the errors above); the table counts them as 0");
            ExitCode::FAILURE
        }
    }
}

fn print_table(list: &[(u8, u64)], bots: &[String], results: &[Option<(Board, Duel)>]) {
    let bots: Vec<String> = bots.iter().map(|b| gridlab::words::one_line(b)).collect();
    let mut head = format!("{:<18}", "board");
    for b in &bots {
        head.push_str(&format!(" {:>12}", gridlab::words::fitted(b, 12)));
    }
    for b in bots.iter().skip(1) {
        head.push_str(&format!(
            " {:>9}",
            format!("{b}/{}", bots[0])
                .chars()
                .take(9)
                .collect::<String>()
        ));
    }
    for b in &bots {
        head.push_str(&format!(
            " {:>8} {:>7} {:>6}",
            format!("eff:{}", b.chars().take(4).collect::<String>()),
            "longest",
            "think"
        ));
    }
    println!("{head}");
    let mut sums = vec![0f64; bots.len()];
    let mut ratios = vec![Vec::new(); bots.len()];
    let mut each_eff = vec![Vec::new(); bots.len()];
    let mut thinks = vec![0f64; bots.len()];
    let mut worst = vec![0f64; bots.len()];
    for (i, (kind, seed)) in list.iter().enumerate() {
        let row = &results[i * bots.len()..(i + 1) * bots.len()];
        let size = row
            .iter()
            .flatten()
            .next()
            .map_or(String::new(), |(b, _)| format!("{}x{}", b.rows(), b.cols()));
        let mut line = format!("{:<18}", format!("t{kind} s{seed} {size}"));
        for (j, r) in row.iter().enumerate() {
            let score = r.as_ref().map_or(0, |(_, d)| d.counted());
            sums[j] += score as f64;
            line.push_str(&format!(" {score:>12}"));
        }
        let base = row[0].as_ref().map_or(0, |(_, d)| d.counted()) as f64;
        for (j, r) in row.iter().enumerate().skip(1) {
            let ratio = r
                .as_ref()
                .map_or(0.0, |(_, d)| d.counted() as f64 / base.max(1.0));
            ratios[j].push(ratio);
            line.push_str(&format!(" {ratio:>9.3}"));
        }
        for (j, r) in row.iter().enumerate() {
            let (eff, longest, think) = r.as_ref().map_or((0.0, 0, 0.0), |(_, d)| {
                (d.efficiency(), d.longest, d.think_s)
            });
            each_eff[j].push(eff);
            thinks[j] += think;
            worst[j] = worst[j].max(think);
            line.push_str(&format!(" {eff:>8.3} {longest:>7} {think:>6.2}"));
        }
        println!("{line}");
    }
    let n = list.len().max(1) as f64;
    let mut line = format!("{:<18}", "mean");
    for s in &sums {
        line.push_str(&format!(" {:>12.0}", s / n));
    }
    for (j, _) in bots.iter().enumerate().skip(1) {
        let mean_of_ratios = ratios[j].iter().sum::<f64>() / n;
        line.push_str(&format!(" {mean_of_ratios:>9.3}"));
    }
    let means: Vec<f64> = each_eff.iter().map(|e| e.iter().sum::<f64>() / n).collect();
    for (mean, think) in means.iter().zip(&thinks) {
        line.push_str(&format!(" {mean:>8.3} {:>7} {:>6.2}", "", think / n));
    }
    println!("{line}");
    for (j, b) in bots.iter().enumerate().skip(1) {
        println!(
            "ratio of means {b}/{}: {:.3}",
            bots[0],
            sums[j] / sums[0].max(1.0)
        );
    }
    // The spread, not only the mean: one seal early in a game swings a board either way.
    for (j, b) in bots.iter().enumerate() {
        let e = &mut each_eff[j];
        e.sort_by(f64::total_cmp);
        let at = |q: f64| {
            e.get(((e.len() as f64 * q) as usize).min(e.len().saturating_sub(1)))
                .copied()
                .unwrap_or(0.0)
        };
        println!(
            "efficiency {b}: mean {:.3}, median {:.3}, 10% quantile {:.3}; think at most {:.2} s",
            means[j],
            at(0.5),
            at(0.1),
            worst[j]
        );
    }
    for (j, b) in bots.iter().enumerate() {
        print_first_snakes(b, results.iter().skip(j).step_by(bots.len()).flatten());
    }
    // A program that broke a rule or its time, or a bot with no move: named with the reason.
    for (i, (kind, seed)) in list.iter().enumerate() {
        for (j, b) in bots.iter().enumerate() {
            if let Some((_, Duel { error: Some(e), .. })) = &results[i * bots.len() + j] {
                println!("out: t{kind} s{seed} {b} (scored 0, as the contest counts it): {e}");
            }
        }
    }
}

/// Where one bot's first snakes ended: their mean share of the cells the bot filled, and how the
/// games went where the first snake was sealed in with the board still open against those where
/// the free space had broken up first.
fn print_first_snakes<'a>(bot: &str, games: impl Iterator<Item = &'a (Board, Duel)>) {
    let (mut share, mut n) = (0.0, 0usize);
    // (games, summed efficiency) when it died with the board open, and otherwise.
    let mut open = (0usize, 0.0);
    let mut broken = (0usize, 0.0);
    // A program put out has no first snake worth telling (its game scored nothing).
    for (_, d) in games.filter(|(_, d)| d.error.is_none()) {
        let Some(first) = d.first else { continue };
        share += f64::from(first.len) / f64::from(d.cells.max(1));
        n += 1;
        let side = if first.died_open() {
            &mut open
        } else {
            &mut broken
        };
        side.0 += 1;
        side.1 += d.efficiency();
    }
    if n == 0 {
        return;
    }
    let mean = |(k, sum): (usize, f64)| {
        if k == 0 {
            "-".to_string()
        } else {
            format!("{:.3}", sum / k as f64)
        }
    };
    println!(
        "first snake {bot}: {:.3} of the cells filled (mean); died with the board open (the largest empty region over half the empty cells) in {} of {n} games, efficiency there {}, in the others {}",
        share / n as f64,
        open.0,
        mean(open),
        mean(broken)
    );
}
