//! The CLI's side of each game that has contest commands: its judge and arena (each parses its
//! own arguments) and its bots as contest programs. `main` reaches every game through this
//! list and the library's registry; a new game adds an entry here, not a command.

use std::process::ExitCode;

use gridlab::contest::contestant::Contestant;
use gridlab::model::{BotInfo, Roster};

/// A game's contest commands.
pub struct CliGame {
    /// The game's id (as in the registry).
    pub id: &'static str,
    /// `gridlab judge ID ARGS...`, if it has a judge for contestant programs.
    pub judge: Option<fn(Vec<String>) -> ExitCode>,
    /// `gridlab arena ID ARGS...`.
    pub arena: Option<fn(Vec<String>) -> ExitCode>,
    /// One of its bots as a contest program (`gridlab play ID --bot NAME`).
    pub contestant: fn(&str) -> Result<Box<dyn Contestant>, String>,
    /// Its bots.
    pub bots: fn() -> &'static [BotInfo],
}

/// Every game with contest commands.
pub fn games() -> Vec<CliGame> {
    use gridlab::bttc::Bttc;
    use gridlab::snakgame::SnakGame;
    vec![
        CliGame {
            id: "snakgame",
            judge: Some(super::snakgame::judge),
            arena: Some(super::snakgame::arena),
            contestant: |bot| {
                gridlab::snakgame::contest::BotContestant::named(bot)
                    .map(|c| Box::new(c) as Box<dyn Contestant>)
            },
            bots: SnakGame::bots,
        },
        CliGame {
            id: "bttc",
            judge: None,
            arena: Some(super::bttc::arena),
            contestant: |bot| {
                gridlab::bttc::contest::BotContestant::named(bot)
                    .map(|c| Box::new(c) as Box<dyn Contestant>)
            },
            bots: Bttc::bots,
        },
    ]
}

/// The game `id`, or an error naming the games that have `what`.
pub fn game(id: &str, what: &str, has: fn(&CliGame) -> bool) -> Result<CliGame, String> {
    let all = games();
    let names: Vec<&str> = all.iter().filter(|g| has(g)).map(|g| g.id).collect();
    all.into_iter()
        .find(|g| g.id == id && has(g))
        .ok_or_else(|| {
            format!(
                "no {what} for `{id}` (games with one: {})",
                names.join(", ")
            )
        })
}
