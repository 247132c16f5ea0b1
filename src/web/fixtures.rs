//! Test and bench hooks of the wasm face, only with the `fixtures` feature (the browser tests'
//! and bench's build): a deliberate panic, and frames painted by the core into an `ImageBitmap`.

use wasm_bindgen::prelude::*;

use super::js_error;
use super::session::{frame_to_js, set, view_of, GameSession};
use crate::model::frame::Frame;

/// Panics on purpose: the page's test that a panic is reported and survived.
#[wasm_bindgen]
pub fn panic_on_purpose() {
    panic!("a deliberate panic, to test that the page survives one");
}

#[wasm_bindgen]
impl GameSession {
    /// The frame of step `step` with its cells already painted by the core into an `ImageBitmap`
    /// (`bitmap`) on an OffscreenCanvas in the Worker, through a 256-colour table `lut` (RGBA as
    /// little-endian u32): the bench's alternative to painting the transferred codes in the page.
    pub fn frame_bitmap(
        &mut self,
        step: usize,
        view: JsValue,
        lut: &[u32],
    ) -> Result<JsValue, JsError> {
        use wasm_bindgen::JsCast;
        let view = view_of(view)?;
        let frame = self.inner.frame(step, &view).map_err(js_error)?;
        let mut rgba = Vec::with_capacity(frame.cells.len() * 4);
        for &code in &frame.cells {
            let colour = lut.get(code as usize).copied().unwrap_or(0);
            rgba.extend_from_slice(&colour.to_le_bytes());
        }
        let fail = |_| JsError::new("cannot paint the frame on an OffscreenCanvas");
        let (w, h) = (frame.cols.max(1) as u32, frame.rows.max(1) as u32);
        let image = web_sys::ImageData::new_with_u8_clamped_array_and_sh(
            wasm_bindgen::Clamped(&rgba),
            w,
            h,
        )
        .map_err(fail)?;
        let canvas = web_sys::OffscreenCanvas::new(w, h).map_err(fail)?;
        let context = canvas
            .get_context("2d")
            .map_err(fail)?
            .ok_or_else(|| JsError::new("no 2d context on the OffscreenCanvas"))?
            .dyn_into::<web_sys::OffscreenCanvasRenderingContext2d>()
            .map_err(|_| JsError::new("not a 2d context"))?;
        context.put_image_data(&image, 0.0, 0.0).map_err(fail)?;
        let bitmap = canvas.transfer_to_image_bitmap().map_err(fail)?;
        let object = frame_to_js(&Frame {
            cells: Vec::new(),
            ..frame
        })?;
        set(&object, "bitmap", &bitmap.into())?;
        Ok(object)
    }
}
