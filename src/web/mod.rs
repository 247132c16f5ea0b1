//! The wasm-bindgen face: sessions as opaque handles, grids as typed arrays, the rest as plain
//! objects through serde-wasm-bindgen. No rules live here: every call goes to the core.

mod chase;
mod snake;

use serde::Serialize;
use wasm_bindgen::prelude::*;

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

/// Where each micro-step sits on the timeline.
#[derive(Serialize)]
struct StepMark {
    turn: u32,
    kind: crate::trace::StepKind,
}

impl StepMark {
    fn of(step: &crate::trace::TraceStep) -> Self {
        Self {
            turn: step.turn,
            kind: step.kind,
        }
    }
}

/// Panics on purpose: the page's test that a panic is reported and survived.
#[wasm_bindgen]
pub fn panic_on_purpose() {
    panic!("a deliberate panic, to test that the page survives one");
}
