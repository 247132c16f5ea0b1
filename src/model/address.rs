//! The page's address: its parameters read and checked against the games' own descriptions.
//! Every bad parameter is named with the reason, in words for people; the good ones still apply.

use serde::Serialize;

use super::describe::GameInfo;
use crate::replay::MAX_SEED;

/// Playback speeds the timeline offers (steps per 0.6 s), then "max": as fast as frames draw.
pub const SPEEDS: [f64; 9] = [0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0];

/// What the address asks for. Absent fields keep the saved or default setting.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Address {
    /// The game's id.
    pub game: Option<String>,
    /// The mode's id.
    pub mode: Option<String>,
    /// The seed.
    pub seed: Option<u64>,
    /// The step shown.
    pub step: Option<u64>,
    /// The turn shown (when no step is given).
    pub turn: Option<u64>,
    /// Playback speed: a number of [`SPEEDS`] or `max`.
    pub speed: Option<String>,
    /// The game's slider.
    pub t: Option<u64>,
    /// Visible layers.
    pub layers: Option<Vec<String>>,
    /// The seat (its id) whose bot's layers alone are drawn.
    pub layers_of: Option<String>,
    /// The bot on the second board, side by side with the game's (a name of the choices of the
    /// game's comparison parameter).
    pub compare: Option<String>,
    /// The panel opened beside the board (`code`: your own code).
    pub panel: Option<String>,
    /// The game's parameters (a choice's value is its index, read by number or by name).
    pub params: Vec<(String, i64)>,
    /// Every parameter that was ignored, and why.
    pub problems: Vec<String>,
}

/// A whole number in `lo..=hi`, or why not.
fn whole(raw: &str, lo: u64, hi: u64) -> Result<u64, String> {
    let raw = raw.trim();
    if raw.is_empty() || !raw.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("it must be a whole number from {lo} to {hi}"));
    }
    match raw.parse::<u64>() {
        Ok(n) if n < lo => Err(format!("it must be at least {lo}")),
        Ok(n) if n <= hi => Ok(n),
        _ => Err(format!("it is too large (at most {hi})")),
    }
}

/// Reads the address's parameters (already URL-decoded `key`, `value` pairs) for the registered
/// `games`; the game is the address's or `fallback`.
pub fn read_address(pairs: &[(String, String)], games: &[&GameInfo], fallback: &str) -> Address {
    let mut out = Address::default();
    let shown: Vec<&str> = games.iter().filter(|g| !g.hidden).map(|g| g.id).collect();
    let find = |id: &str| games.iter().find(|g| g.id == id).copied();
    let mut info = find(fallback).or_else(|| games.first().copied());
    if let Some((_, raw)) = pairs.iter().find(|(k, _)| k == "game") {
        // By its id, or by its contest's code ("CKCGAME", "ckc", "SNAKGAME").
        match GameInfo::find_named(games, raw) {
            Some(game) => {
                info = Some(game);
                out.game = Some(game.id.to_string());
            }
            None => out.problems.push(format!(
                "game=\"{raw}\" is not a game here (choose one of {})",
                shown.join(", ")
            )),
        }
    }
    let Some(info) = info else {
        return out;
    };
    let mut seen: Vec<&str> = Vec::new();
    for (key, raw) in pairs {
        let key = key.as_str();
        if key == "game" {
            continue;
        }
        if seen.contains(&key) {
            out.problems
                .push(format!("{key} is given twice: the first value is used"));
            continue;
        }
        seen.push(key);
        let result = read_one(&mut out, info, key, raw);
        if let Err(reason) = result {
            out.problems
                .push(format!("{key}=\"{raw}\" was ignored: {reason}"));
        }
    }
    out
}

fn read_one(out: &mut Address, info: &GameInfo, key: &str, raw: &str) -> Result<(), String> {
    match key {
        "mode" => {
            let ids: Vec<&str> = info.modes.iter().map(|m| m.id).collect();
            if !ids.contains(&raw) {
                return Err(format!("{} has the modes {}", info.name, ids.join(", ")));
            }
            out.mode = Some(raw.to_string());
        }
        "seed" => out.seed = Some(whole(raw, 0, MAX_SEED)?),
        "step" => out.step = Some(whole(raw, 0, u32::MAX as u64)?),
        "turn" => out.turn = Some(whole(raw, 0, u32::MAX as u64)?),
        "t" => out.t = Some(whole(raw, 0, u32::MAX as u64)?),
        "speed" => {
            let ok = raw == "max" || raw.parse::<f64>().is_ok_and(|s| SPEEDS.contains(&s));
            if !ok {
                return Err("the speed is one of 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64 or max".into());
            }
            out.speed = Some(raw.to_string());
        }
        "compare" => {
            let names = info
                .compare
                .as_ref()
                .and_then(|c| info.param(c.param))
                .and_then(|p| p.choices())
                .ok_or_else(|| format!("{} shows no second board to compare", info.name))?;
            let raw = raw.trim();
            let by_number = raw.parse::<usize>().ok().and_then(|k| names.get(k));
            let Some(name) = names.iter().find(|n| **n == raw).or(by_number) else {
                return Err(format!("the bot to compare is one of {}", names.join(", ")));
            };
            out.compare = Some(name.to_string());
        }
        "panel" => {
            // Whether the game has a contest or a judge for code is the page's to say.
            if raw.trim() != "code" {
                return Err("the panel an address opens is code (your own code)".into());
            }
            out.panel = Some("code".to_string());
        }
        "layers_of" => {
            let raw = raw.trim();
            let ids: Vec<&str> = info.seats.iter().map(|s| s.id).collect();
            if ids.len() < 2 {
                return Err(format!("{} has one seat", info.name));
            }
            let by_number = raw.parse::<usize>().ok().and_then(|k| ids.get(k));
            let Some(id) = ids.iter().find(|id| **id == raw).or(by_number) else {
                return Err(format!("the seats of {} are {}", info.name, ids.join(", ")));
            };
            out.layers_of = Some(id.to_string());
        }
        "layers" => {
            let names: Vec<&str> = raw
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .collect();
            let unknown: Vec<&str> = names
                .iter()
                .copied()
                .filter(|n| info.layer(n).is_none())
                .collect();
            let shown: Vec<String> = names
                .iter()
                .filter(|n| info.layer(n).is_some())
                .map(|n| n.to_string())
                .collect();
            if unknown.is_empty() {
                out.layers = Some(shown);
                return Ok(());
            }
            let known: Vec<&str> = info.layers.iter().map(|l| l.key).collect();
            let reason = format!(
                "{} {} not a layer of {} (its layers: {})",
                unknown
                    .iter()
                    .map(|u| format!("\"{u}\""))
                    .collect::<Vec<_>>()
                    .join(", "),
                if unknown.len() == 1 { "is" } else { "are" },
                info.name,
                known.join(", ")
            );
            // None of them a layer: the whole value is ignored (the usual layers are shown, not
            // none); some: those are shown, and the others named.
            if shown.is_empty() {
                return Err(reason);
            }
            out.layers = Some(shown);
            out.problems
                .push(format!("layers=\"{raw}\": {reason}; the others are shown"));
        }
        _ => {
            let Some(param) = info.param(key) else {
                return Err(format!("{} has no setting called \"{key}\"", info.name));
            };
            // A choice is also taken by its name (`bot=best`).
            if let Some(v) = param.value_named(raw.trim()) {
                out.params.push((key.to_string(), v));
                return Ok(());
            }
            let lo = param.min().max(0) as u64;
            let v = whole(raw, lo, param.max().max(0) as u64).map_err(|reason| {
                match param.choices() {
                    Some(names) => format!("{reason}, or one of {}", names.join(", ")),
                    None => reason,
                }
            })?;
            out.params.push((key.to_string(), v as i64));
        }
    }
    Ok(())
}
