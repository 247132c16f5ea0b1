//! `gridlab play bttc --bot NAME`: one of our bots as a contest program: the opponent count,
//! then each turn's input on stdin; one answer per turn on stdout, flushed.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use gridlab::bttc::bots::{BotAgent, Clock, BOT_NAMES};
use gridlab::bttc::protocol::Turn;
use gridlab::bttc::referee::{think_budget, Limits, THINK_MS};

/// Plays as a contest program on stdin/stdout; errors go to stderr with a failure code.
pub fn play(bot: &str) -> ExitCode {
    crate::exit_code(run(bot))
}

fn run(bot: &str) -> Result<(), String> {
    let mut me = BotAgent::named(bot)
        .ok_or_else(|| format!("no bot called `{bot}` ({})", BOT_NAMES.join(", ")))?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next = move || -> Result<Option<String>, String> {
        lines
            .next()
            .transpose()
            .map_err(|e| format!("cannot read: {e}"))
    };
    let Some(first) = next()? else { return Ok(()) };
    let opponents: usize = first
        .trim()
        .parse()
        .ok()
        .filter(|n| (1..=3).contains(n))
        .ok_or_else(|| format!("line 1: expected the opponent count (1 to 3), found `{first}`"))?;
    let limits = Limits::default();
    let mut out = std::io::stdout().lock();
    let mut turn_no = 0;
    loop {
        let Some(round) = next()? else { return Ok(()) };
        let started = std::time::Instant::now();
        let mut text = vec![round];
        for _ in 0..opponents + 21 {
            text.push(next()?.ok_or("the input ended in the middle of a turn")?);
        }
        let turn = Turn::read(&mut text.iter().map(String::as_str), opponents)
            .map_err(|e| e.to_string())?;
        let limit = if turn_no == 0 {
            limits.first
        } else {
            limits.later
        };
        let budget =
            think_budget(turn_no == 0, limit, THINK_MS) - started.elapsed().as_secs_f64() * 1000.0;
        let mut clock = Clock::millis(budget.max(1.0));
        let mv = me.answer(turn, &mut clock);
        writeln!(out, "{mv}")
            .and_then(|_| out.flush())
            .map_err(|e| format!("cannot write: {e}"))?;
        turn_no += 1;
    }
}
