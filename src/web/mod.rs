//! The wasm-bindgen face: one session class for every game (and a contest match for the
//! Worker that runs a person's program), grids and overlays as typed arrays,
//! the rest as plain objects through serde-wasm-bindgen. No rules live here: every call goes to
//! the core's game model.

mod contest;
#[cfg(feature = "fixtures")]
mod fixtures;
mod session;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::games;

/// Reports panics to the console (the Worker turns them into a message in the page).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A value as a plain JS object.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// Any displayable error as a JS error.
fn js_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Every registered game's description with its algorithm's pseudocode and its bots (with their
/// strategies), in menu order.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    #[derive(Serialize)]
    struct Described {
        #[serde(flatten)]
        info: &'static crate::model::GameInfo,
        algorithm: Option<&'static crate::model::describe::Algorithm>,
        first_coordinate: u8,
        bots: &'static [crate::model::BotInfo],
        /// What a person's own code is here: `contest` (a bot speaking the contest's protocol),
        /// `judge` (a solution the judge checks), or null.
        code: Option<&'static str>,
    }
    let contests = games::contests();
    let games: Vec<Described> = games::games()
        .iter()
        .map(|e| {
            let info = (e.info)();
            let contest = contests.iter().find(|c| c.id == info.id);
            Described {
                info,
                algorithm: (e.algorithm)(),
                first_coordinate: (e.first_coordinate)(),
                bots: contest.map_or(&[], |c| (c.bots)()),
                code: match (contest, e.judge) {
                    (Some(_), _) => Some("contest"),
                    (None, Some(_)) => Some("judge"),
                    (None, None) => None,
                },
            }
        })
        .collect();
    to_js(&games)
}

/// The names of the timeline's step kinds, in the order of their codes (`mark_kinds`).
#[wasm_bindgen]
pub fn step_kinds() -> Result<JsValue, JsError> {
    let names: Vec<&str> = crate::trace::StepKind::ALL
        .iter()
        .map(|k| k.name())
        .collect();
    to_js(&names)
}

/// The replay format version this build reads and writes.
#[wasm_bindgen]
pub fn replay_version() -> u32 {
    crate::replay::REPLAY_VERSION
}

/// Reads the page's address: URL-decoded `[key, value]` pairs, checked against the games'
/// descriptions (the game is the address's or `fallback`); bad parameters are named in `problems`.
#[wasm_bindgen]
pub fn read_address(pairs: JsValue, fallback: &str) -> Result<JsValue, JsError> {
    let pairs: Vec<(String, String)> = serde_wasm_bindgen::from_value(pairs).map_err(js_error)?;
    to_js(&crate::model::address::read_address(
        &pairs,
        &games::infos(),
        fallback,
    ))
}

/// A replay's text as given, or the replay a contest log holds (see [`games::replay_text`]).
#[wasm_bindgen]
pub fn replay_text(text: &str) -> Result<String, JsError> {
    games::replay_text(text).map_err(|e| JsError::new(&e))
}

/// A game's judge on an input (the CLI's code path).
#[wasm_bindgen]
pub fn judge(game: &str, input: &str, explain: bool) -> Result<String, JsError> {
    games::judge(game, input, explain).map_err(|e| JsError::new(&e))
}

/// A judged game's generated case: `{ params, input }` (the CLI's code path).
#[wasm_bindgen]
pub fn judged_case(game: &str, size: u32, seed: f64) -> Result<JsValue, JsError> {
    if !(seed.is_finite() && seed >= 0.0 && seed.fract() == 0.0) {
        return Err(JsError::new("the seed must be a whole number from 0"));
    }
    let (params, input) =
        games::judged_case(game, size, seed as u64).map_err(|e| JsError::new(&e))?;
    let case = serde_json::json!({ "params": params, "input": input });
    case.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js_error)
}

/// Where a solution's output first differs from the expected answers (`null` when it agrees):
/// `{ line, expected, got }`, compared as the command line's judge compares them.
#[wasm_bindgen]
pub fn first_difference(expected: &str, got: &str) -> Result<JsValue, JsError> {
    to_js(&crate::answers::first_difference(expected, got))
}

/// An editor's drawing (a plain object) as the game's parameters, or why it is not valid.
#[wasm_bindgen]
pub fn compose(game: &str, drawing: JsValue) -> Result<JsValue, JsError> {
    let drawing: serde_json::Value = serde_wasm_bindgen::from_value(drawing).map_err(js_error)?;
    let params = games::compose(game, &drawing).map_err(|e| JsError::new(&e))?;
    to_js(&params)
}
