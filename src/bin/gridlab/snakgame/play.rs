//! `gridlab play snakgame --bot NAME`: one of our bots as a contestant program: reads the judge's
//! opening lines and Chef's moves on stdin, prints its moves on stdout, flushed, line by line.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use gridlab::snakgame::bots::BotAgent;
use gridlab::snakgame::protocol::{parse_header, parse_move};
use gridlab::snakgame::{SnakSetup, SnakState, SnakeMove};

/// Plays as a contest program on stdin/stdout; errors go to stderr with a failure code.
pub fn play(bot: &str) -> ExitCode {
    crate::exit_code(run(bot))
}

fn run(bot: &str) -> Result<(), String> {
    let mut me = BotAgent::named(bot, 1)
        .ok_or_else(|| format!("no bot called `{bot}` (random, greedy, editorial, best)"))?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next_line = move || -> Result<Option<String>, String> {
        lines
            .next()
            .transpose()
            .map_err(|e| format!("cannot read: {e}"))
    };
    let first = next_line()?.ok_or("no input")?;
    let t: Vec<&str> = first.split_whitespace().collect();
    let k: usize = t
        .get(2)
        .and_then(|k| k.parse().ok())
        .ok_or_else(|| format!("line 1: expected `n m K`, found `{first}`"))?;
    let mut header = vec![first.clone()];
    for _ in 0..k {
        header.push(next_line()?.ok_or("the blocked cells ended early")?);
    }
    let (board, _) = parse_header(header.iter().map(String::as_str)).map_err(|e| e.to_string())?;
    let setup = SnakSetup { board, seed: 1 };
    let mut state = SnakState::start(&setup.board);
    let mut out = std::io::stdout().lock();
    loop {
        let mv = if state.over() {
            SnakeMove::Exit
        } else {
            me.decide(&setup, &state, None).unwrap_or(SnakeMove::Exit)
        };
        writeln!(out, "{mv}")
            .and_then(|_| out.flush())
            .map_err(|e| format!("cannot write: {e}"))?;
        if mv == SnakeMove::Exit {
            return Ok(());
        }
        state = state
            .play(&setup.board, mv)
            .map_err(|e| format!("our own move {mv}: {e}"))?;
        let Some(line) = next_line()? else {
            return Ok(());
        };
        let reply = parse_move(&line).map_err(|e| format!("judge said `{line}`: {e}"))?;
        if reply == SnakeMove::Exit {
            return Ok(());
        }
        state = state
            .play(&setup.board, reply)
            .map_err(|e| format!("judge's move {reply}: {e}"))?;
    }
}
