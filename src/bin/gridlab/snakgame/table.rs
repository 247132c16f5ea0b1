//! The arena's table: per board each entrant's score, its ratio to the first entrant, its
//! efficiency, longest snake and thinking time; then the means, the spread, how the first
//! snakes ended and who was put out. A column is headed by the entrant's name, or by a letter
//! named in a legend above the table when the name is longer than a column.

use gridlab::snakgame::duel::Duel;
use gridlab::snakgame::Board;

/// The longest name that heads a column itself.
const NAME_COLUMN: usize = 12;

/// The table of scores, ratios and efficiencies, the spread, the first snakes and who went out
/// (`stderr_kept`: --replays kept each program's stderr; else the line says how to keep it).
pub fn print_table(
    list: &[(u8, u64)],
    bots: &[String],
    results: &[Option<(Board, Duel)>],
    stderr_kept: bool,
) {
    let bots: Vec<String> = bots.iter().map(|b| gridlab::words::one_line(b)).collect();
    let labels = crate::labels::labels(&bots, NAME_COLUMN);
    crate::labels::print_legend(&bots, &labels);
    let ratio_heads: Vec<String> = labels
        .iter()
        .skip(1)
        .map(|l| format!("{l}/{}", labels[0]))
        .collect();
    let ratio_width: Vec<usize> = ratio_heads
        .iter()
        .map(|h| h.chars().count().max(9))
        .collect();
    let eff_heads: Vec<String> = labels.iter().map(|l| format!("eff:{l}")).collect();
    let eff_width: Vec<usize> = eff_heads.iter().map(|h| h.chars().count().max(8)).collect();
    let mut head = format!("{:<18}", "board");
    for l in &labels {
        head.push_str(&format!(" {l:>NAME_COLUMN$}"));
    }
    for (h, w) in ratio_heads.iter().zip(&ratio_width) {
        head.push_str(&format!(" {h:>w$}"));
    }
    for (h, w) in eff_heads.iter().zip(&eff_width) {
        head.push_str(&format!(" {h:>w$} {:>7} {:>6}", "longest", "think"));
    }
    say!("{head}");
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
            line.push_str(&format!(" {score:>NAME_COLUMN$}"));
        }
        // A ratio to a first entrant that scored nothing has no value: `-`, left out of the mean.
        let base = row[0].as_ref().map_or(0, |(_, d)| d.counted()) as f64;
        for (j, r) in row.iter().enumerate().skip(1) {
            let w = ratio_width[j - 1];
            if base == 0.0 {
                line.push_str(&format!(" {:>w$}", "-"));
                continue;
            }
            let ratio = r.as_ref().map_or(0.0, |(_, d)| d.counted() as f64 / base);
            ratios[j].push(ratio);
            line.push_str(&format!(" {ratio:>w$.3}"));
        }
        for (j, r) in row.iter().enumerate() {
            let (eff, longest, think) = r.as_ref().map_or((0.0, 0, 0.0), |(_, d)| {
                (d.efficiency(), d.longest, d.think_s)
            });
            each_eff[j].push(eff);
            thinks[j] += think;
            worst[j] = worst[j].max(think);
            let w = eff_width[j];
            line.push_str(&format!(" {eff:>w$.3} {longest:>7} {think:>6.2}"));
        }
        say!("{line}");
    }
    let n = list.len().max(1) as f64;
    let mut line = format!("{:<18}", "mean");
    for s in &sums {
        line.push_str(&format!(" {:>NAME_COLUMN$.0}", s / n));
    }
    for (j, _) in bots.iter().enumerate().skip(1) {
        let w = ratio_width[j - 1];
        match ratios[j].len() {
            0 => line.push_str(&format!(" {:>w$}", "-")),
            k => line.push_str(&format!(
                " {:>w$.3}",
                ratios[j].iter().sum::<f64>() / k as f64
            )),
        }
    }
    let means: Vec<f64> = each_eff.iter().map(|e| e.iter().sum::<f64>() / n).collect();
    for ((mean, think), w) in means.iter().zip(&thinks).zip(&eff_width) {
        line.push_str(&format!(" {mean:>w$.3} {:>7} {:>6.2}", "", think / n));
    }
    say!("{line}");
    say!("columns: each entrant's score; its score / the first's; then per entrant eff (its efficiency: its score / the score of one snake of every cell it filled), longest (its longest snake, cells) and think (its thinking over the game, s)");
    // Named by the table's labels: a program's command with a `/` in it would read as a path.
    for (j, label) in labels.iter().enumerate().skip(1) {
        let ratio = match sums[0] {
            0.0 => format!("- ({} scored 0 on every board)", labels[0]),
            first => format!("{:.3}", sums[j] / first),
        };
        say!("ratio of means {label}/{}: {ratio}", labels[0]);
    }
    // The spread, not only the mean: one seal early in a game swings a board either way.
    for (j, b) in bots.iter().enumerate() {
        let e = &mut each_eff[j];
        e.sort_by(f64::total_cmp);
        say!(
            "efficiency {b}: mean {:.3}, median {:.3}, 10% quantile {:.3}; think at most {:.2} s",
            means[j],
            quantile(e, 0.5),
            quantile(e, 0.1),
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
                let keep = match stderr_kept {
                    true => "",
                    false => " (--replays DIR keeps its stderr)",
                };
                say!("out: t{kind} s{seed} {b} (scored 0, as the contest counts it): {e}{keep}");
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
    say!(
        "first snake {bot}: {:.3} of the cells filled (mean); died with the board open (the largest empty region over half the empty cells) in {} of {n} games, efficiency there {}, in the others {}",
        share / n as f64,
        open.0,
        mean(open),
        mean(broken)
    );
}

/// The `q` quantile of `sorted` values, between the two nearest ranks as a spreadsheet's
/// `PERCENTILE` takes it (the median of an even count is the mean of the two middle values).
fn quantile(sorted: &[f64], q: f64) -> f64 {
    let Some(last) = sorted.len().checked_sub(1) else {
        return 0.0;
    };
    let at = q.clamp(0.0, 1.0) * last as f64;
    let (below, share) = (at.floor() as usize, at.fract());
    let above = (below + 1).min(last);
    sorted[below] + (sorted[above] - sorted[below]) * share
}

#[cfg(test)]
mod tests {
    #[test]
    fn quantiles_lie_between_the_nearest_ranks() {
        use super::quantile;
        assert_eq!(quantile(&[], 0.5), 0.0);
        assert_eq!(quantile(&[3.0], 0.1), 3.0);
        assert_eq!(quantile(&[1.0, 2.0, 3.0, 4.0], 0.5), 2.5);
        assert_eq!(quantile(&[1.0, 2.0, 3.0], 0.5), 2.0);
        let hundred: Vec<f64> = (0..100).map(f64::from).collect();
        assert!((quantile(&hundred, 0.1) - 9.9).abs() < 1e-9);
    }
}
