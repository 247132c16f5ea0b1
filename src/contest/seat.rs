//! Who sits in a seat, as the CLI writes it: `bot:NAME` (one of the game's bots) or
//! `exec:COMMAND` (a program speaking the contest's protocol).

use super::program::Program;
use super::protocol::Protocol;
use super::referee::Filler;
use crate::model::agent::{bot_info, unknown_bot, Roster};

/// A seat as written on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatSpec {
    /// One of the game's bots.
    Bot(String),
    /// A program and its arguments (the CLI starts it).
    Exec(String),
    /// A program the driver brings (the page's Worker).
    Program,
}

impl SeatSpec {
    /// Reads `bot:NAME` (or a bot's plain name) or `exec:COMMAND` (the command line's seats); a
    /// bot must be one of `G`'s.
    pub fn parse<G: Roster>(spec: &str) -> Result<SeatSpec, String> {
        if bot_info(G::bots(), spec).is_some() {
            return Ok(SeatSpec::Bot(spec.to_string()));
        }
        if let Some(name) = spec.strip_prefix("bot:") {
            return match bot_info(G::bots(), name) {
                Some(_) => Ok(SeatSpec::Bot(name.to_string())),
                None => Err(unknown_bot(name, G::bots())),
            };
        }
        if let Some(command) = spec.strip_prefix("exec:") {
            if command.trim().is_empty() {
                return Err("exec: needs a command, as in exec:\"python3 bot.py\"".into());
            }
            return Ok(SeatSpec::Exec(unquoted(command)));
        }
        Err(format!(
            "{}; a seat is a bot (NAME or bot:NAME) or exec:\"COMMAND\"",
            unknown_bot(spec, G::bots())
        ))
    }
}

/// The help's notation `exec:"COMMAND ARGS"` typed as it stands, quotes and all (the shell's
/// quotes around the whole option keep them): the command inside (its quotes escaped with a
/// backslash as quotes: `exec:"sh -c \"echo hi\""`), else `command` as it is.
fn unquoted(command: &str) -> String {
    let t = command.trim();
    for q in ['"', '\''] {
        if let Some(inside) = t.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            let escaped = format!("\\{q}");
            if !inside.replace(&escaped, "").contains(q) {
                return inside.replace(&escaped, &q.to_string());
            }
        }
    }
    command.to_string()
}

/// The fillers for `specs`: bots seeded with `seed`, thinking `think_ms` (or their own
/// default); programs left to the driver.
pub fn fillers<G: Protocol + Roster>(
    specs: &[SeatSpec],
    seed: u64,
    think_ms: Option<f64>,
) -> Result<Vec<Filler<G>>, String> {
    specs
        .iter()
        .map(|spec| match spec {
            SeatSpec::Bot(name) => {
                let agent = G::bot_or_error(name, seed)?;
                let think = think_ms.or(bot_info(G::bots(), name).and_then(|b| b.think_ms));
                Ok(Filler::Agent(agent, think))
            }
            SeatSpec::Exec(_) | SeatSpec::Program => Ok(Filler::Program),
        })
        .collect()
}

/// The fillers for `specs` with their programs (`exec:`), each started when its seat is first
/// asked (its start-up is its own first turn's); a `program` seat has none.
#[allow(clippy::type_complexity)]
pub fn seats<G: Protocol + Roster>(
    specs: &[SeatSpec],
    seed: u64,
    think_ms: Option<f64>,
) -> Result<(Vec<Filler<G>>, Vec<Option<Box<dyn Program>>>), String> {
    let fillers = fillers::<G>(specs, seed, think_ms)?;
    let programs = specs
        .iter()
        .map(|spec| match spec {
            SeatSpec::Exec(command) => start(command).map(Some),
            _ => Ok(None),
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok((fillers, programs))
}

/// Whether every program of `specs` can be started (each is started and stopped at once), so
/// that a missing program is said before the first game rather than as its first turn.
#[cfg(not(target_arch = "wasm32"))]
pub fn check_starts(specs: &[SeatSpec]) -> Result<(), String> {
    for spec in specs {
        if let SeatSpec::Exec(command) = spec {
            super::deferred::check_start(command)?;
        }
    }
    Ok(())
}

#[cfg(not(target_arch = "wasm32"))]
fn start(command: &str) -> Result<Box<dyn Program>, String> {
    super::deferred::Deferred::new(command).map(|p| Box::new(p) as Box<dyn Program>)
}

#[cfg(target_arch = "wasm32")]
fn start(command: &str) -> Result<Box<dyn Program>, String> {
    Err(format!(
        "the page cannot start {}",
        crate::words::shown(command)
    ))
}
