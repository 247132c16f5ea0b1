//! The CLI's own commands of the games that have them: a judge and an arena, each parsing its
//! own options. `main` reaches every game by its id, through the library's map
//! ([`gridlab::games`]: solvers, contests, bots) and this list; a new game adds an entry here,
//! never a command.

use std::process::ExitCode;

/// A command that parses its own options (the arguments after the game's id).
pub type Run = fn(Vec<String>) -> ExitCode;

/// A game's judge and arena.
pub struct CliGame {
    /// The game's id (as in the library's map).
    pub id: &'static str,
    /// `gridlab judge ID ARGS...`, if it has a judge for contestant programs (a solution judged
    /// on cases, or a bot played against the house).
    pub judge: Option<Run>,
    /// `gridlab arena ID ARGS...`, if it has an arena.
    pub arena: Option<Run>,
}

/// Every game with a judge or an arena.
pub fn games() -> Vec<CliGame> {
    vec![
        CliGame {
            id: "king-chase",
            judge: Some(|args| super::solutions::judge("king-chase", args)),
            arena: None,
        },
        CliGame {
            id: "snake",
            judge: Some(|args| super::solutions::judge("snake", args)),
            arena: None,
        },
        CliGame {
            id: "snakgame",
            judge: Some(super::snakgame::judge),
            arena: Some(super::snakgame::arena),
        },
        CliGame {
            id: "bttc",
            judge: None,
            arena: Some(super::bttc::arena),
        },
    ]
}

/// The command `what` of game `id`, or an error naming the games that have it.
pub fn command(id: &str, what: &str, pick: fn(&CliGame) -> Option<Run>) -> Result<Run, String> {
    let all = games();
    let names: Vec<&str> = all
        .iter()
        .filter(|g| pick(g).is_some())
        .map(|g| g.id)
        .collect();
    all.iter()
        .find(|g| g.id == id)
        .and_then(pick)
        .ok_or_else(|| gridlab::games::not_here(id, what, &names.join(", ")))
}
