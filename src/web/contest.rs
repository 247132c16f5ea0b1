//! A contest match for the page's Worker: the seam for a person's own program. The Worker asks
//! the match for the next program turn, runs the program on it (awaiting its line under the
//! turn's limit) and hands the answer back; the core referees as it does on the CLI.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{js_error, to_js};
use crate::contest::seat::SeatSpec;
use crate::contest::session::{reply, Contest};
use crate::contest::Out;

/// A match of any game with a contest, between bots and programs the Worker brings.
#[wasm_bindgen]
pub struct ContestHandle {
    contest: Box<dyn Contest>,
    /// Per seat: true where the house plays.
    house: Vec<bool>,
    /// The parameters of the match's replay (each built-in bot named in its seat).
    replay_params: serde_json::Value,
}

/// A program's turn as the Worker sees it.
#[derive(Serialize)]
struct AskView {
    seat: usize,
    lines: Vec<String>,
    limit_ms: f64,
}

#[wasm_bindgen]
impl ContestHandle {
    /// Opens a match of game `game` with its parameters (without the mode) and seed; `seats`
    /// lists the contestants' seats in order: `bot:NAME`, `program`, or `person` (a program
    /// without a clock: someone at the keyboard). The house's seats, such as Chef, are the
    /// game's.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        params: JsValue,
        seed: f64,
        seats: Vec<String>,
    ) -> Result<ContestHandle, JsError> {
        let params: serde_json::Value = serde_wasm_bindgen::from_value(params).map_err(js_error)?;
        let specs = seats
            .iter()
            .map(|s| match (s.as_str(), s.strip_prefix("bot:")) {
                ("program" | "person", _) => Ok(SeatSpec::Program),
                (_, Some(name)) => Ok(SeatSpec::Bot(name.to_string())),
                _ => Err(js_error(format!(
                    "a seat is bot:NAME, program or person, found {}",
                    crate::words::shown(s)
                ))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let entry = crate::games::contest(game).map_err(js_error)?;
        let mut contest = (entry.open)(&params, seed as u64, &specs).map_err(js_error)?;
        // The contestants fill the seats the house leaves, in order.
        let house = (entry.house)(&params, seed as u64).map_err(js_error)?;
        let replay_params =
            (entry.replay_params)(&params, seed as u64, &specs).map_err(js_error)?;
        let open = house
            .iter()
            .enumerate()
            .filter(|(_, &h)| !h)
            .map(|(s, _)| s);
        for (seat, spec) in open.zip(&seats) {
            if spec == "person" {
                contest.untime(seat);
            }
        }
        Ok(ContestHandle {
            contest,
            house,
            replay_params,
        })
    }

    /// Per seat of a match of `game` with these parameters and seed: true where the house
    /// plays (its seats take no contestant).
    pub fn house(game: &str, params: JsValue, seed: f64) -> Result<Vec<u8>, JsError> {
        let params: serde_json::Value = serde_wasm_bindgen::from_value(params).map_err(js_error)?;
        let entry = crate::games::contest(game).map_err(js_error)?;
        let house = (entry.house)(&params, seed as u64).map_err(js_error)?;
        Ok(house.into_iter().map(u8::from).collect())
    }

    /// Per seat of this match: true where the house plays.
    pub fn house_seats(&self) -> Vec<u8> {
        self.house.iter().map(|&h| u8::from(h)).collect()
    }

    /// The next program turn (`{seat, lines, limit_ms}`), or `null` once the game is over.
    pub fn ask(&mut self) -> Result<JsValue, JsError> {
        match self.contest.ask() {
            Some(ask) => to_js(&AskView {
                seat: ask.seat,
                lines: ask.lines,
                limit_ms: ask.limit.as_secs_f64() * 1000.0,
            }),
            None => Ok(JsValue::NULL),
        }
    }

    /// The program's answer line, its stderr, the milliseconds it took and a note on it (a line
    /// printed ahead of its input); returns why it is out, if it now is (`null` otherwise).
    pub fn answer(
        &mut self,
        line: String,
        stderr: String,
        took_ms: f64,
        note: Option<String>,
    ) -> Option<String> {
        let mut reply = reply(line, stderr, took_ms);
        reply.note = note;
        self.contest.answer(Ok(reply)).map(|o| o.to_string())
    }

    /// The program failed its turn after `took_ms` of waiting: `timeout` (the Worker stopped it
    /// at the limit: `detail` is the limit in ms), `flooded` (a line too long), `closed` (it
    /// ended), `garbage` (`detail` says what) or `crash` (it threw: `detail` is the error);
    /// returns why it is out.
    pub fn fail(&mut self, kind: &str, detail: &str, took_ms: f64) -> Option<String> {
        let out = match kind {
            "timeout" => Out::Timeout(detail.parse::<f64>().map_or(0, |ms| ms.max(0.0) as u64)),
            "closed" => Out::Closed,
            "flooded" => Out::Flooded,
            "garbage" => Out::Garbage(detail.to_string()),
            _ => Out::Crashed(detail.to_string()),
        };
        let took = std::time::Duration::from_secs_f64(took_ms.max(0.0) / 1000.0);
        self.contest.fail_after(out, took).map(|o| o.to_string())
    }

    /// Adds what a program wrote to stderr outside its turn (after its line, or once stopped)
    /// to its last turn in the log.
    pub fn add_stderr(&mut self, seat: usize, stderr: &str) {
        let kept =
            crate::contest::program::capped(stderr, crate::contest::program::MAX_TURN_STDERR, 0);
        self.contest.add_stderr(seat, &kept);
    }

    /// Adds the page's note to `seat`'s last turn: where its program was when its time ran out.
    pub fn add_note(&mut self, seat: usize, note: &str) {
        self.contest.add_note(seat, note);
    }

    /// The lines `seat`'s program reads once the game is over (the game's closing words).
    pub fn closing(&self, seat: usize) -> Vec<String> {
        self.contest.closing(seat)
    }

    /// Every turn so far: `{step, seat, input, line, stderr, took_ms, limit_ms, out, note}`.
    pub fn log(&self) -> Result<JsValue, JsError> {
        to_js(&self.contest.log())
    }

    /// The turns from the `from`-th on (a Worker sends the log on in pieces).
    pub fn log_since(&self, from: usize) -> Result<JsValue, JsError> {
        let log = self.contest.log();
        to_js(&log.get(from..).unwrap_or_default())
    }

    /// Turns logged so far.
    pub fn log_len(&self) -> usize {
        self.contest.log().len()
    }

    /// The result once the game is over (`{scores, summary, winner, lead}`: `lead`, the winner's
    /// points over the next best seat), else `null`.
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        match self.contest.outcome() {
            Some(o) => {
                let object = to_js(&o)?;
                let lead = o.lead().map_or(JsValue::NULL, |l| JsValue::from(l as f64));
                js_sys::Reflect::set(&object, &"lead".into(), &lead)
                    .map_err(|_| JsError::new("could not set the outcome's lead"))?;
                Ok(object)
            }
            None => Ok(JsValue::NULL),
        }
    }

    /// Per seat: why it went out (`null` when it did not).
    pub fn faults(&self) -> Result<JsValue, JsError> {
        let faults: Vec<Option<String>> = self
            .contest
            .faults()
            .values()
            .map(|f| f.as_ref().map(ToString::to_string))
            .collect();
        to_js(&faults)
    }

    /// Per seat: why it went out, without the moment (a replay's `outs`: the lab tells the
    /// moment in its own words), `null` when it did not.
    pub fn reasons(&self) -> Result<JsValue, JsError> {
        let reasons: Vec<Option<String>> = self
            .contest
            .faults()
            .values()
            .map(|f| f.as_ref().map(|f| f.out.to_string()))
            .collect();
        to_js(&reasons)
    }

    /// Why the match stopped before its end, if it did (`null` otherwise).
    pub fn error(&self) -> Option<String> {
        self.contest.error().map(str::to_string)
    }

    /// The parameters of the match's replay: the ones it was opened with, each built-in bot
    /// named in the seat it played (so the lab draws that bot's reasoning, not the menus').
    pub fn replay_params(&self) -> Result<JsValue, JsError> {
        to_js(&self.replay_params)
    }

    /// Every step's moves as a replay's actions (a name, or a list when seats moved at once).
    pub fn actions(&self) -> Result<JsValue, JsError> {
        to_js(&self.contest.actions())
    }
}
