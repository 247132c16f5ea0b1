//! A game's entry in the crate's map of games ([`crate::games`]): its description, how to open
//! its replays, its judge and editor, and the fixed replays the tests hash. Each game builds its
//! own entry beside its code; the model knows only the shape.

use super::describe::{Algorithm, GameInfo};
use super::lab::Lab;
use super::mode::check_modes;
use super::session::Session;
use super::show::Show;
use crate::replay::{Replay, ReplayError};

/// A judge: the input and whether to explain, to the output or what is wrong with the input.
pub type Judge = fn(&str, bool) -> Result<String, String>;

/// An editor's drawing to the game's parameters, or why it is not valid.
pub type Compose = fn(&serde_json::Value) -> Result<serde_json::Value, String>;

/// A fixed replay the tests hash position by position (`tests/model_hashes.rs`): a new game from
/// its parameters and seed, then the person's first legal move `moves` times (or until nobody
/// waits for the person).
#[derive(Clone, Debug, PartialEq)]
pub struct Fixture {
    /// The parameters, with the mode.
    pub params: serde_json::Value,
    /// The seed.
    pub seed: u64,
    /// How many times the person plays their first legal move.
    pub moves: usize,
}

/// A registered game.
pub struct Entry {
    /// Its description.
    pub info: fn() -> &'static GameInfo,
    /// Its algorithm as pseudocode, if the lab shows one.
    pub algorithm: fn() -> Option<&'static Algorithm>,
    /// What its first row and column are called (0 or 1).
    pub first_coordinate: fn() -> u8,
    /// Opens one of its replays, leaving the agents' moves to `Session::settle`.
    pub open_unsettled: fn(&Replay) -> Result<Box<dyn Session>, ReplayError>,
    /// Opens one of its replays.
    pub open: fn(&Replay) -> Result<Box<dyn Session>, ReplayError>,
    /// The judge's run on an input (`explain` asks for the reasoning), if it has a judge.
    pub judge: Option<Judge>,
    /// Turns a drawing from the page's editor into parameters, or says why it is not valid.
    pub compose: Option<Compose>,
    /// Its fixed replays, whose position hashes are recorded.
    pub fixtures: fn() -> Vec<Fixture>,
    /// Checks that its mode type names its description's modes (`tests/games.rs` asks).
    pub check_modes: fn() -> Result<(), String>,
}

fn open_lab<G: Show>(replay: &Replay) -> Result<Box<dyn Session>, ReplayError> {
    Ok(Box::new(Lab::<G>::open(replay)?))
}

fn open_lab_unsettled<G: Show>(replay: &Replay) -> Result<Box<dyn Session>, ReplayError> {
    Ok(Box::new(Lab::<G>::open_unsettled(replay)?))
}

fn modes_of<G: Show>() -> Result<(), String> {
    let described: Vec<&str> = G::info().modes.iter().map(|m| m.id).collect();
    check_modes::<G::Mode>(&described)
}

impl Entry {
    /// The entry of the lab game `G`, without judge, editor or fixtures.
    pub fn of<G: Show>() -> Entry {
        Entry {
            info: G::info,
            algorithm: G::algorithm,
            first_coordinate: G::first_coordinate,
            open: open_lab::<G>,
            open_unsettled: open_lab_unsettled::<G>,
            judge: None,
            compose: None,
            fixtures: Vec::new,
            check_modes: modes_of::<G>,
        }
    }

    /// The same entry with a judge.
    pub fn with_judge(self, judge: Judge) -> Entry {
        Entry {
            judge: Some(judge),
            ..self
        }
    }

    /// The same entry with an editor.
    pub fn with_compose(self, compose: Compose) -> Entry {
        Entry {
            compose: Some(compose),
            ..self
        }
    }

    /// The same entry with its fixed replays.
    pub fn with_fixtures(self, fixtures: fn() -> Vec<Fixture>) -> Entry {
        Entry { fixtures, ..self }
    }
}
