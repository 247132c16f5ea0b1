//! Any game's session behind one opaque handle.

use js_sys::{Array, Object, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

use super::{js_error, to_js};
use crate::games;
use crate::model::frame::Frame;
use crate::model::{Session, View};

/// One opened game of any kind.
#[wasm_bindgen]
pub struct GameSession {
    pub(super) inner: Box<dyn Session>,
}

/// Reads the page's view: `{layers: [...], slider: number | null, seat: number | null}`.
pub(super) fn view_of(view: JsValue) -> Result<View, JsError> {
    #[derive(serde::Deserialize)]
    struct Wire {
        #[serde(default)]
        layers: Vec<String>,
        #[serde(default)]
        slider: Option<u32>,
        #[serde(default)]
        seat: Option<usize>,
    }
    if view.is_undefined() || view.is_null() {
        return Ok(View::default());
    }
    let wire: Wire = serde_wasm_bindgen::from_value(view).map_err(js_error)?;
    Ok(View {
        layers: wire.layers,
        slider: wire.slider,
        seat: wire.seat,
    })
}

pub(super) fn set(target: &JsValue, key: &str, value: &JsValue) -> Result<(), JsError> {
    Reflect::set(target, &JsValue::from_str(key), value)
        .map(|_| ())
        .map_err(|_| JsError::new("cannot build the frame object"))
}

/// A flat list of `{layer | kind, ...}` objects with their cells as `Uint32Array`s.
fn with_cells<'a>(items: impl Iterator<Item = (&'a [u32], JsValue)>) -> Result<Array, JsError> {
    let out = Array::new();
    for (cells, object) in items {
        set(&object, "cells", &Uint32Array::from(cells).into())?;
        out.push(&object);
    }
    Ok(out)
}

/// A seat as JS (`null` for none).
fn seat_js(seat: Option<usize>) -> JsValue {
    seat.map_or(JsValue::NULL, |s| JsValue::from(s as u32))
}

/// The frame as a JS object: small fields as plain values, cells and overlays as typed arrays
/// (the Worker transfers their buffers to the page).
pub(super) fn frame_to_js(frame: &Frame) -> Result<JsValue, JsError> {
    let object = to_js(frame)?;
    set(
        &object,
        "cells",
        &Uint8Array::from(frame.cells.as_slice()).into(),
    )?;
    let shade = match &frame.shade {
        Some(codes) => Uint8Array::from(codes.as_slice()).into(),
        None => JsValue::NULL,
    };
    set(&object, "shade", &shade)?;
    let overlays = with_cells(frame.overlays.iter().map(|o| {
        let item: JsValue = Object::new().into();
        let _ = Reflect::set(&item, &"layer".into(), &o.layer.into());
        let _ = Reflect::set(
            &item,
            &"shape".into(),
            &to_js(&o.shape).unwrap_or(JsValue::NULL),
        );
        if o.seat.is_some() {
            let _ = Reflect::set(&item, &"seat".into(), &seat_js(o.seat));
        }
        (o.cells.as_slice(), item)
    }))?;
    set(&object, "overlays", &overlays.into())?;
    let pieces = with_cells(frame.pieces.iter().map(|p| {
        let item: JsValue = Object::new().into();
        let _ = Reflect::set(&item, &"kind".into(), &p.kind.into());
        let _ = Reflect::set(&item, &"seat".into(), &seat_js(p.seat));
        (p.cells.as_slice(), item)
    }))?;
    set(&object, "pieces", &pieces.into())?;
    Ok(object)
}

#[wasm_bindgen]
impl GameSession {
    /// Opens a replay (JSON text) of any game; the error says what is wrong with it.
    #[wasm_bindgen(constructor)]
    pub fn open(replay_json: &str) -> Result<GameSession, JsError> {
        let inner = games::open_json(replay_json).map_err(js_error)?;
        Ok(Self { inner })
    }

    /// Opens a new game from its id, parameters (a plain object, with the mode) and seed.
    pub fn create(game: &str, params: JsValue, seed: f64) -> Result<GameSession, JsError> {
        let params: serde_json::Value = serde_wasm_bindgen::from_value(params).map_err(js_error)?;
        if !(seed.is_finite() && seed >= 0.0 && seed.fract() == 0.0) {
            return Err(JsError::new("the seed must be a whole number from 0"));
        }
        let inner = games::open_new(game, params, seed as u64).map_err(js_error)?;
        Ok(Self { inner })
    }

    /// Opens a new game like `create`, leaving the agents' moves to `settle`.
    pub fn create_unsettled(
        game: &str,
        params: JsValue,
        seed: f64,
    ) -> Result<GameSession, JsError> {
        let params: serde_json::Value = serde_wasm_bindgen::from_value(params).map_err(js_error)?;
        if !(seed.is_finite() && seed >= 0.0 && seed.fract() == 0.0) {
            return Err(JsError::new("the seed must be a whole number from 0"));
        }
        let inner = games::open_new_unsettled(game, params, seed as u64).map_err(js_error)?;
        Ok(Self { inner })
    }

    /// Lets the agents play at most `max` plies; true once they are done.
    pub fn settle(&mut self, max: usize) -> bool {
        self.inner.settle(max)
    }

    /// Plies played so far.
    pub fn plies(&mut self) -> usize {
        self.inner.summary().plies
    }

    /// The panel's and header's facts.
    pub fn summary(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.inner.summary())
    }

    /// The turn of every step.
    pub fn mark_turns(&mut self) -> Uint32Array {
        Uint32Array::from(self.inner.marks().turns.as_slice())
    }

    /// The kind of every step (codes of `StepKind`: start, cell-filled, layer-done, solved,
    /// move, game-over).
    pub fn mark_kinds(&mut self) -> Uint8Array {
        Uint8Array::from(self.inner.marks().kinds.as_slice())
    }

    /// The timeline's marked events: `{steps: Uint32Array, names: [..]}`.
    pub fn mark_events(&mut self) -> Result<JsValue, JsError> {
        let marks = self.inner.marks();
        let out = to_js(&marks.event_names)?;
        let object: JsValue = Object::new().into();
        set(&object, "names", &out)?;
        set(
            &object,
            "steps",
            &Uint32Array::from(marks.event_steps.as_slice()).into(),
        )?;
        Ok(object)
    }

    /// The frame of step `step` for a view `{layers, slider}`.
    pub fn frame(&mut self, step: usize, view: JsValue) -> Result<JsValue, JsError> {
        let view = view_of(view)?;
        let frame = self.inner.frame(step, &view).map_err(js_error)?;
        frame_to_js(&frame)
    }

    /// The position of step `step` as text (built only when asked).
    pub fn text(&mut self, step: usize) -> Result<String, JsError> {
        self.inner.text(step).map_err(js_error)
    }

    /// The hash of the position of step `step` (16 hex digits).
    pub fn hash(&mut self, step: usize) -> Result<String, JsError> {
        self.inner.hash(step).map_err(js_error)
    }

    /// Tooltip lines and a piece to show for a cell (row-major index).
    pub fn hover(&mut self, step: usize, cell: u32, view: JsValue) -> Result<JsValue, JsError> {
        let view = view_of(view)?;
        let hover = self.inner.hover(step, cell, &view).map_err(js_error)?;
        let object = to_js(&hover.lines)?;
        let out: JsValue = Object::new().into();
        set(&out, "lines", &object)?;
        let piece = match &hover.piece {
            Some(p) => Uint32Array::from(p.cells.as_slice()).into(),
            None => JsValue::NULL,
        };
        set(&out, "piece", &piece)?;
        Ok(out)
    }

    /// Per-cell numbers of a layer (`values`, `heat`) for text in cells, or null.
    pub fn cell_numbers(
        &mut self,
        step: usize,
        layer: &str,
        view: JsValue,
    ) -> Result<JsValue, JsError> {
        let view = view_of(view)?;
        let numbers = self
            .inner
            .cell_numbers(step, layer, &view)
            .map_err(js_error)?;
        Ok(numbers.map_or(JsValue::NULL, |n| {
            js_sys::Float64Array::from(n.as_slice()).into()
        }))
    }

    /// The person's move made at step `step`; returns what happened (`{note}`).
    pub fn play(&mut self, step: usize, play: &str) -> Result<JsValue, JsError> {
        to_js(&self.inner.play(step, play).map_err(js_error)?)
    }

    /// What a click on `cell` (row-major) at step `step` means, with the cell selected before
    /// (or a negative number for none): `{play, select, note}`.
    pub fn click(&mut self, step: usize, cell: u32, selected: i32) -> Result<JsValue, JsError> {
        let selected = u32::try_from(selected).ok();
        to_js(&self.inner.click(step, cell, selected).map_err(js_error)?)
    }

    /// A bot plays the person's next `moves` moves; returns what happened (`{note}`).
    pub fn assist(&mut self, moves: usize) -> Result<JsValue, JsError> {
        to_js(&self.inner.assist(moves).map_err(js_error)?)
    }

    /// Takes back the last move or branch; returns what happened (`{note}`).
    pub fn undo(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.inner.undo().map_err(js_error)?)
    }

    /// Plies `start..start + count` for the move list: `[{ply, step, turn, seats, text, loss}]`.
    pub fn move_list(&mut self, start: usize, count: usize) -> Result<JsValue, JsError> {
        to_js(&self.inner.move_list(start, count))
    }

    /// The setup in the game's judge format, or null.
    pub fn judge_input(&self) -> Option<String> {
        self.inner.judge_input()
    }

    /// The replay of the game so far, as JSON.
    pub fn replay_json(&self) -> String {
        self.inner.replay().to_json()
    }

    /// The decision of `seat` at the move step `step`, opened: `{step, seat, seat_name, bot,
    /// algorithm, chose, played, why, steps: [{line, note}]}`.
    pub fn inside(&mut self, step: usize, seat: usize) -> Result<JsValue, JsError> {
        to_js(&self.inner.inside(step, seat).map_err(js_error)?)
    }

    /// The frame of micro-step `micro` of that decision.
    pub fn inside_frame(
        &mut self,
        step: usize,
        seat: usize,
        micro: usize,
        view: JsValue,
    ) -> Result<JsValue, JsError> {
        let view = view_of(view)?;
        let frame = self
            .inner
            .inside_frame(step, seat, micro, &view)
            .map_err(js_error)?;
        frame_to_js(&frame)
    }

    /// The bots' reasons for every move, as JSON (worked out when nobody recorded them).
    pub fn reasons(&mut self) -> String {
        self.inner.reasons()
    }

    /// Takes the reasons another session of the same game worked out.
    pub fn add_reasons(&mut self, json: &str) -> Result<(), JsError> {
        self.inner.add_reasons(json).map_err(js_error)
    }
}
