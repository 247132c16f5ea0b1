//! The crate's map: every game, once, in menu order. Each game builds its own [`Entry`] beside
//! its code (`entry()` in its folder's `mod.rs`); this list only names them. The page, the CLI and
//! the shared tests find games here and nowhere else, and the model ([`crate::model`]) names none.

use crate::model::entry::Entry;
use crate::model::{GameInfo, Session};
use crate::replay::{Replay, ReplayError, REPLAY_VERSION};

pub use crate::model::entry::{Compose, Fixture, Judge};

/// The registered games, in menu order (the hidden test fixture only with the `fixtures`
/// feature).
pub fn games() -> Vec<Entry> {
    vec![
        crate::king_chase::entry(),
        crate::snake_puzzle::entry(),
        crate::snakgame::entry(),
        crate::bttc::entry(),
        #[cfg(feature = "fixtures")]
        crate::fill::entry(),
    ]
}

/// The games with a contest (their bots, matches between bots and programs), in menu order.
pub fn contests() -> Vec<crate::contest::entry::Entry> {
    vec![
        crate::snakgame::contest::entry(),
        crate::bttc::contest::entry(),
    ]
}

/// The contest of game `id`, or an error that names the games with one.
pub fn contest(id: &str) -> Result<crate::contest::entry::Entry, String> {
    let all = contests();
    let ids: Vec<&str> = all.iter().map(|c| c.id).collect();
    let list = ids.join(", ");
    all.into_iter()
        .find(|c| c.id == id)
        .ok_or_else(|| not_here(id, "contest", &list))
}

/// Why game `id` has no `what` (a solver, a contest...): it is not a game at all, or it is one
/// without it. `with`: the games that have one.
pub fn not_here(id: &str, what: &str, with: &str) -> String {
    if game(id).is_none() {
        let article = match what.starts_with(['a', 'e', 'i', 'o', 'u']) {
            true => "an",
            false => "a",
        };
        return format!("no game `{id}` (the games with {article} {what}: {with})");
    }
    format!("`{id}` has no {what} (games with one: {with})")
}

/// The game with id `id`.
pub fn game(id: &str) -> Option<Entry> {
    games().into_iter().find(|e| (e.info)().id == id)
}

/// The id of the game `raw` names: its id, or its contest's code or the code's first three
/// letters or more ("CKCGAME", "ckc", "kattis"), as the page's address takes them.
pub fn id_named(raw: &str) -> Option<&'static str> {
    GameInfo::find_named(&infos(), raw).map(|i| i.id)
}

/// Every game's description.
pub fn infos() -> Vec<&'static GameInfo> {
    games().iter().map(|e| (e.info)()).collect()
}

fn unknown(id: &str) -> ReplayError {
    // The games in the menus (not the benches' fixtures).
    let known: Vec<&str> = infos().iter().filter(|i| !i.hidden).map(|i| i.id).collect();
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

/// A replay's text as given, or the replay a contest log holds (a CodinGame-style Back to the
/// Code log, every map checked against the rules).
pub fn replay_text(text: &str) -> Result<String, String> {
    if crate::bttc::log::is_log(text) {
        let (_, replay) = crate::bttc::log::import(text, None)
            .map_err(|e| format!("a Back to the Code log: {e}"))?;
        return Ok(replay.to_json());
    }
    Ok(text.to_string())
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

/// A judged game's generated case of size `size` from `seed`: its parameters (with the mode
/// in which nobody plays) and the judge's input, the same for the page and `gridlab judge`.
pub fn judged_case(id: &str, size: u32, seed: u64) -> Result<(serde_json::Value, String), String> {
    let entry = game(id).ok_or_else(|| unknown(id).to_string())?;
    let info = (entry.info)();
    let judged = info
        .judged
        .ok_or_else(|| format!("`{id}` has no judged solution"))?;
    let size = size.clamp(judged.min_size, judged.max_size);
    let mut params = (judged.case)(size, seed);
    let watching = info
        .watch_mode()
        .ok_or_else(|| format!("`{id}` has no mode without a player"))?;
    params["mode"] = serde_json::Value::from(watching.id);
    let session = open_new(id, params.clone(), seed).map_err(|e| e.to_string())?;
    let input = session
        .judge_input()
        .ok_or_else(|| format!("`{id}` has no judge input"))?;
    Ok((params, input))
}

/// Runs a game's judge on an input.
pub fn judge(id: &str, input: &str, explain: bool) -> Result<String, String> {
    let entry = game(id).ok_or_else(|| unknown(id).to_string())?;
    let judge = entry.judge.ok_or_else(|| format!("{id} has no judge"))?;
    judge(input, explain)
}
