//! Every game, once: its description, how to open its replays, its judge. The page, the CLI and
//! the shared tests find games here and nowhere else.

use super::describe::GameInfo;
use super::lab::Lab;
use super::session::Session;
use super::show::Show;
use crate::replay::{Replay, ReplayError, REPLAY_VERSION};

/// A judge: the input and whether to explain, to the output or what is wrong with the input.
pub type Judge = fn(&str, bool) -> Result<String, String>;

/// An editor's drawing to the game's parameters, or why it is not valid.
pub type Compose = fn(&serde_json::Value) -> Result<serde_json::Value, String>;

/// A registered game.
pub struct Entry {
    /// Its description.
    pub info: fn() -> &'static GameInfo,
    /// Its algorithm as pseudocode, if the lab shows one.
    pub algorithm: fn() -> Option<&'static super::describe::Algorithm>,
    /// What its first row and column are called (0 or 1).
    pub first_coordinate: fn() -> u8,
    /// Names of the values of its choice parameters.
    pub choices: fn() -> &'static [(&'static str, &'static [&'static str])],
    /// Opens one of its replays, leaving the agents' moves to `Session::settle`.
    pub open_unsettled: fn(&Replay) -> Result<Box<dyn Session>, ReplayError>,
    /// Opens one of its replays.
    pub open: fn(&Replay) -> Result<Box<dyn Session>, ReplayError>,
    /// The judge's run on an input (`explain` asks for the reasoning), if it has a judge.
    pub judge: Option<Judge>,
    /// Turns a drawing from the page's editor into parameters, or says why it is not valid.
    pub compose: Option<Compose>,
}

fn open_lab<G: Show>(replay: &Replay) -> Result<Box<dyn Session>, ReplayError> {
    Ok(Box::new(Lab::<G>::open(replay)?))
}

fn open_lab_unsettled<G: Show>(replay: &Replay) -> Result<Box<dyn Session>, ReplayError> {
    Ok(Box::new(Lab::<G>::open_unsettled(replay)?))
}

fn entry<G: Show>(judge: Option<Judge>, compose: Option<Compose>) -> Entry {
    Entry {
        info: G::info,
        algorithm: G::algorithm,
        choices: G::choices,
        first_coordinate: G::first_coordinate,
        open: open_lab::<G>,
        open_unsettled: open_lab_unsettled::<G>,
        judge,
        compose,
    }
}

/// The registered games, in menu order.
pub fn games() -> Vec<Entry> {
    vec![
        entry::<crate::king_chase::KingChase>(
            Some(|input, _| crate::king_chase::judge::run(input).map_err(|e| e.to_string())),
            None,
        ),
        entry::<crate::snake_puzzle::SnakePuzzle>(
            Some(|input, explain| {
                crate::snake_puzzle::judge::run(input, explain).map_err(|e| e.to_string())
            }),
            Some(crate::snake_puzzle::show::compose),
        ),
        entry::<crate::snakgame::SnakGame>(None, None),
        entry::<crate::bttc::Bttc>(None, None),
        entry::<crate::fill::Fill>(None, None),
    ]
}

/// The game with id `id`.
pub fn game(id: &str) -> Option<Entry> {
    games().into_iter().find(|e| (e.info)().id == id)
}

/// Every game's description.
pub fn infos() -> Vec<&'static GameInfo> {
    games().iter().map(|e| (e.info)()).collect()
}

fn unknown(id: &str) -> ReplayError {
    let known: Vec<&str> = infos().iter().map(|i| i.id).collect();
    ReplayError::Format(format!(
        "unknown game \"{id}\" (this build has {})",
        known.join(", ")
    ))
}

/// Opens a replay of any registered game.
pub fn open(replay: &Replay) -> Result<Box<dyn Session>, ReplayError> {
    let entry = game(&replay.game).ok_or_else(|| unknown(&replay.game))?;
    (entry.open)(replay)
}

/// Opens a new game whose agents' moves are left to `Session::settle` (a slice at a time).
pub fn open_new_unsettled(
    id: &str,
    params: serde_json::Value,
    seed: u64,
) -> Result<Box<dyn Session>, ReplayError> {
    let replay = Replay::new(id, params, seed);
    replay.check()?;
    let entry = game(id).ok_or_else(|| unknown(id))?;
    (entry.open_unsettled)(&replay)
}

/// Opens a replay from its JSON text.
pub fn open_json(text: &str) -> Result<Box<dyn Session>, ReplayError> {
    open(&Replay::from_json(text)?)
}

/// Opens a new game from its parameters (with the mode among them) and seed.
pub fn open_new(
    id: &str,
    params: serde_json::Value,
    seed: u64,
) -> Result<Box<dyn Session>, ReplayError> {
    let mut replay = Replay::new(id, params, seed);
    replay.version = REPLAY_VERSION;
    replay.check()?;
    open(&replay)
}

/// Turns an editor's drawing into a game's parameters.
pub fn compose(id: &str, drawing: &serde_json::Value) -> Result<serde_json::Value, String> {
    let entry = game(id).ok_or_else(|| unknown(id).to_string())?;
    let compose = entry.compose.ok_or_else(|| format!("{id} has no editor"))?;
    compose(drawing)
}

/// Runs a game's judge on an input.
pub fn judge(id: &str, input: &str, explain: bool) -> Result<String, String> {
    let entry = game(id).ok_or_else(|| unknown(id).to_string())?;
    let judge = entry.judge.ok_or_else(|| format!("{id} has no judge"))?;
    judge(input, explain)
}
