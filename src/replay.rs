//! Replays: version + game + parameters + seed + actions. The core recomputes every frame from one.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The replay format this build writes and reads.
pub const REPLAY_VERSION: u32 = 1;

/// Largest seed a replay may carry: seeds cross into JavaScript, whose numbers are exact up to 2^53.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A recorded game: enough to recompute every frame.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// Format version, [`REPLAY_VERSION`].
    pub version: u32,
    /// Which game (`king-chase`, `snake`, ...).
    pub game: String,
    /// The game's own parameters (board size, mode, a pasted board...).
    #[serde(default)]
    pub params: serde_json::Value,
    /// The seed of everything random in the game.
    #[serde(default)]
    pub seed: u64,
    /// The moves, in the game's own notation, in order.
    #[serde(default)]
    pub actions: Vec<serde_json::Value>,
}

/// Why a replay was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// Not JSON, or not a replay object.
    #[error("not a replay file: {0}")]
    Format(String),
    /// A version this build does not read.
    #[error("replay version {found} is not supported (this build reads version {REPLAY_VERSION})")]
    Version {
        /// The version in the file.
        found: u32,
    },
    /// Another game's replay.
    #[error("this is a replay of `{found}`, expected `{expected}`")]
    WrongGame {
        /// The game in the file.
        found: String,
        /// The game that was asked for.
        expected: String,
    },
    /// The seed does not fit.
    #[error("seed {0} is too large (at most {MAX_SEED})")]
    Seed(u64),
    /// A parameter is missing or wrong.
    #[error("params: {0}")]
    Params(String),
    /// An action is unreadable or illegal.
    #[error("action {index} ({action}): {message}")]
    Action {
        /// 1-based position in `actions`.
        index: usize,
        /// The action as written.
        action: String,
        /// What is wrong with it.
        message: String,
    },
}

impl Replay {
    /// A new replay with no actions.
    pub fn new(game: &str, params: serde_json::Value, seed: u64) -> Self {
        Self {
            version: REPLAY_VERSION,
            game: game.to_string(),
            params,
            seed,
            actions: Vec::new(),
        }
    }

    /// Reads a replay from JSON text, checking the version and seed.
    pub fn from_json(text: &str) -> Result<Self, ReplayError> {
        let replay: Replay =
            serde_json::from_str(text).map_err(|e| ReplayError::Format(plain_json_error(&e)))?;
        if replay.version != REPLAY_VERSION {
            return Err(ReplayError::Version {
                found: replay.version,
            });
        }
        if replay.seed > MAX_SEED {
            return Err(ReplayError::Seed(replay.seed));
        }
        Ok(replay)
    }

    /// Checks the version and the seed of a replay built in code.
    pub fn check(&self) -> Result<(), ReplayError> {
        if self.version != REPLAY_VERSION {
            return Err(ReplayError::Version {
                found: self.version,
            });
        }
        if self.seed > MAX_SEED {
            return Err(ReplayError::Seed(self.seed));
        }
        Ok(())
    }

    /// Checks that this is a replay of `game`.
    pub fn expect_game(&self, game: &str) -> Result<(), ReplayError> {
        if self.game == game {
            Ok(())
        } else {
            Err(ReplayError::WrongGame {
                found: self.game.clone(),
                expected: game.to_string(),
            })
        }
    }

    /// The game's parameters as its typed struct.
    pub fn params_as<T: serde::de::DeserializeOwned>(&self) -> Result<T, ReplayError> {
        let value = if self.params.is_null() {
            serde_json::json!({})
        } else {
            self.params.clone()
        };
        serde_json::from_value(value).map_err(|e| ReplayError::Params(e.to_string()))
    }

    /// Pretty JSON, as exported to a file.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// A JSON error in words for people, keeping where it is.
fn plain_json_error(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let at = format!(" at line {} column {}", e.line(), e.column());
    let bare = message.strip_suffix(at.as_str()).unwrap_or(&message);
    // What a replay is, for a text that is some other JSON.
    const A_REPLAY: &str = "a replay (a JSON object with version, game, params, seed and actions)";
    let said = if e.is_eof() && e.line() == 1 && e.column() == 0 {
        format!("it is empty: {A_REPLAY} was expected")
    } else if bare.starts_with("invalid length") && bare.contains("struct Replay") {
        format!("this is a JSON list where {A_REPLAY} goes")
    } else if let Some(rest) = bare.strip_prefix("unknown field `") {
        let field = rest.split('`').next().unwrap_or(rest);
        format!("\"{field}\" is not part of a replay (a replay has version, game, params, seed and actions)")
    } else if let Some(rest) = bare.strip_prefix("missing field `") {
        let field = rest.split('`').next().unwrap_or(rest);
        format!("the replay has no \"{field}\"")
    } else if let Some(rest) = bare
        .strip_prefix("invalid type: ")
        .or_else(|| bare.strip_prefix("invalid value: "))
    {
        let (found, expected) = rest
            .split_once(", expected ")
            .unwrap_or((rest, "another type"));
        let expected = match expected {
            "u64" | "u32" | "i64" | "i32" | "usize" => "a whole number",
            "a sequence" => "a list",
            "a map" => "an object",
            "struct Replay" => A_REPLAY,
            other => other,
        };
        format!("found {found} where {expected} goes")
    } else if e.is_syntax() || e.is_eof() {
        format!("this is not JSON ({bare})")
    } else {
        bare.to_string()
    };
    format!("{said}{at}")
}

/// An error about the action at 0-based `index`.
pub fn action_error(
    index: usize,
    action: &serde_json::Value,
    message: impl Into<String>,
) -> ReplayError {
    ReplayError::Action {
        index: index + 1,
        action: action.to_string(),
        message: message.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_refusals() {
        let mut r = Replay::new("king-chase", serde_json::json!({"size": 5}), 9);
        r.actions.push(serde_json::json!("SE"));
        assert_eq!(Replay::from_json(&r.to_json()).unwrap(), r);
        assert!(matches!(
            Replay::from_json("{"),
            Err(ReplayError::Format(_))
        ));
        let v2 = r#"{"version": 2, "game": "king-chase"}"#;
        assert_eq!(
            Replay::from_json(v2),
            Err(ReplayError::Version { found: 2 })
        );
        let extra = r#"{"version": 1, "game": "king-chase", "colour": 1}"#;
        assert!(Replay::from_json(extra)
            .unwrap_err()
            .to_string()
            .contains("\"colour\" is not part of a replay"));
        assert!(r.expect_game("snake").is_err());
        // Other JSON than a replay is told in words, with where.
        for (text, said) in [
            ("", "it is empty: a replay (a JSON object with version, game, params, seed and actions) was expected at line 1 column 0"),
            ("[]", "this is a JSON list where a replay (a JSON object"),
            ("null", "found null where a replay (a JSON object"),
            (r#"{"version": 1, "game": "snake", "params": {}, "seed": -1, "actions": []}"#, "found integer `-1` where a whole number goes at line 1"),
        ] {
            let e = Replay::from_json(text).unwrap_err().to_string();
            assert!(e.contains(said), "{text}: {e}");
        }
    }
}
