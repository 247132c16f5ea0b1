//! The one interface to any opened game, used by the page (through `web`) and the shared tests:
//! a timeline of steps, frames on demand, play and undo, the replay.

use serde::Serialize;
use thiserror::Error;

use super::describe::GameInfo;
use super::frame::{Frame, Piece};
use super::inside::Inside;
use super::rules::Seat;
use super::show::ReportLine;
use crate::replay::Replay;

/// Why a session call was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    /// No such step on the timeline.
    #[error("there is no step {step}: the timeline has {len} steps")]
    NoStep {
        /// The step asked for.
        step: usize,
        /// How many there are.
        len: usize,
    },
    /// The move is not in the game's notation.
    #[error("{} is not a move: {reason}", crate::words::shown(.text))]
    Notation {
        /// What was sent.
        text: String,
        /// What was expected.
        reason: String,
    },
    /// Nobody at the keyboard plays in this mode.
    #[error("nobody plays in this mode: choose a play mode to make moves")]
    Watching,
    /// It is not the person's turn at that step.
    #[error("it is not your turn here")]
    NotYourTurn,
    /// The game is over at that step.
    #[error("the game is over")]
    GameOver,
    /// The rules refused the move.
    #[error("{0}")]
    Refused(String),
    /// A decision cannot be opened.
    #[error(transparent)]
    Inside(#[from] crate::model::inside::InsideError),
}

/// What the page asks to see: visible layers and the game's slider.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// The visible layer keys.
    pub layers: Vec<String>,
    /// The slider's value when the user set it (`None`: it follows the timeline).
    pub slider: Option<u32>,
    /// The one seat whose bot's layers are drawn, where several bots draw on one board
    /// (`None`: every seat's). The game's own layers are drawn for every seat.
    pub seat: Option<usize>,
}

impl View {
    /// A view with every layer of `info` visible.
    pub fn all(info: &GameInfo) -> Self {
        Self {
            layers: info.layers.iter().map(|l| l.key.to_string()).collect(),
            slider: None,
            seat: None,
        }
    }
}

/// What a frame may show: the visible layers, less the spoilers while a person plays.
#[derive(Clone, Copy, Debug)]
pub struct Visible<'a> {
    /// The page's view.
    pub view: &'a View,
    /// False while a person plays and the game is on.
    pub spoilers: bool,
    /// The game's layers.
    pub info: &'static GameInfo,
    /// The seat the person plays in this mode, if any (the others are named by who plays them).
    pub person: Option<Seat>,
}

impl Visible<'_> {
    /// True when layer `key` is drawn.
    pub fn shows(&self, key: &str) -> bool {
        self.view.layers.iter().any(|l| l == key)
            && (self.spoilers || self.info.layer(key).is_some_and(|l| !l.spoiler))
    }

    /// True when what `seat`'s bot drew on layer `key` is drawn: the layer is shown, and it is
    /// the game's own or the seat is the one the view picks.
    pub fn shows_from(&self, key: &str, seat: Option<usize>) -> bool {
        let bots = self.info.layer(key).is_some_and(|l| !l.drawn_by.is_empty());
        let picked = match (self.view.seat, seat) {
            (Some(shown), Some(drawer)) => shown == drawer,
            _ => true,
        };
        self.shows(key) && (picked || !bots)
    }
}

/// The timeline's marks: the turn and kind of every step, as two flat arrays.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The turn of each step.
    pub turns: Vec<u32>,
    /// The kind of each step (`StepKind` as a number: see [`crate::trace::StepKind::code`]).
    pub kinds: Vec<u8>,
    /// Steps with a marked event (a new snake, a freeze, a cut), in order.
    pub event_steps: Vec<u32>,
    /// The event of each of those steps.
    pub event_names: Vec<&'static str>,
}

/// The end-of-game report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// One sentence.
    pub verdict: String,
    /// Notable moves.
    pub lines: Vec<ReportLine>,
    /// What to say when there is none, in the game's words (`None`: nothing).
    pub none: Option<&'static str>,
}

/// What the page keeps about a session.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// The game's id.
    pub game: &'static str,
    /// The mode.
    pub mode: String,
    /// The seed.
    pub seed: u64,
    /// The game's whole-number parameters as opened (for the header's fields).
    pub params: serde_json::Value,
    /// Steps on the timeline.
    pub steps: usize,
    /// Steps before the first move.
    pub prelude: usize,
    /// Plies played.
    pub plies: usize,
    /// Cases in a pasted judge input (a chooser when more than one).
    pub cases: usize,
    /// The step the person moves from (the last), when it is their turn there.
    pub awaits_person: bool,
    /// The end-of-game report, once the game is over.
    pub report: Option<Report>,
    /// The name of the bot in each seat (`best`, `chef`; `None`: a person or a program plays
    /// it): the layers drawn by none of them stay empty, and the page says so.
    pub agents: Vec<Option<String>>,
}

/// What a move or undo did, in one sentence for the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Change {
    /// What happened (`You played from move 3: the 4 later moves were set aside. Undo (U) brings
    /// them back.`).
    pub note: Option<String>,
}

/// One entry of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveEntry {
    /// 0-based ply.
    pub ply: usize,
    /// The step that shows the position after it.
    pub step: usize,
    /// Its turn.
    pub turn: u32,
    /// Its number in the move list (the number its sentence gives it).
    pub number: u32,
    /// The seats that moved.
    pub seats: Vec<usize>,
    /// The move in a few words.
    pub text: String,
    /// What it gave away, if anything.
    pub loss: Option<String>,
}

/// What a click means, for the page: play a move, select a cell, or say why not.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ClickOutcome {
    /// The move to play.
    pub play: Option<String>,
    /// The cell to select.
    pub select: Option<u32>,
    /// What to tell the person.
    pub note: Option<String>,
}

/// Hover details for one cell.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hover {
    /// Lines for the tooltip.
    pub lines: Vec<String>,
    /// A piece to show on top (a sampled snake), if any.
    pub piece: Option<Piece>,
}

/// Any opened game.
pub trait Session {
    /// The game's description.
    fn info(&self) -> &'static GameInfo;
    /// The panel's and header's facts.
    fn summary(&mut self) -> Summary;
    /// The timeline's marks.
    fn marks(&mut self) -> Marks;
    /// The frame of step `step`.
    fn frame(&mut self, step: usize, view: &View) -> Result<Frame, SessionError>;
    /// The position of step `step` as text.
    fn text(&mut self, step: usize) -> Result<String, SessionError>;
    /// The hash of the position of step `step`.
    fn hash(&mut self, step: usize) -> Result<String, SessionError>;
    /// Tooltip details for a cell at a step.
    fn hover(&mut self, step: usize, cell: u32, view: &View) -> Result<Hover, SessionError>;
    /// Numbers per cell of a layer at a step (text in cells), if the game has them.
    fn cell_numbers(
        &mut self,
        step: usize,
        layer: &str,
        view: &View,
    ) -> Result<Option<Vec<f64>>, SessionError>;
    /// The person's move made at step `step` (the last step, or an earlier one: the game then
    /// continues from there); the agents answer until it is the person's turn again.
    fn play(&mut self, step: usize, play: &str) -> Result<Change, SessionError>;
    /// What a click on `cell` at step `step` means for the person (with the cell selected before).
    fn click(
        &mut self,
        step: usize,
        cell: u32,
        selected: Option<u32>,
    ) -> Result<ClickOutcome, SessionError>;
    /// Lets the agents play at most `max` plies of a game opened unsettled; true once they are done.
    fn settle(&mut self, max: usize) -> bool;
    /// A bot plays the person's next `moves` moves (with the answers), from the last step.
    fn assist(&mut self, moves: usize) -> Result<Change, SessionError>;
    /// Takes back the last move (with the agents' answers), or the last branch.
    fn undo(&mut self) -> Result<Change, SessionError>;
    /// The moves the seats to move may make after the last ply, per seat (the shared tests'
    /// random playouts).
    fn legal_moves(&mut self) -> Vec<Vec<String>>;
    /// Checks the game's invariants at every position; the error names the ply.
    fn check(&mut self) -> Result<(), String>;
    /// The replay of the game so far.
    fn replay(&self) -> Replay;
    /// Plies `start..start + count` for the move list.
    fn move_list(&mut self, start: usize, count: usize) -> Vec<MoveEntry>;
    /// The setup in the game's judge format, if it has one.
    fn judge_input(&self) -> Option<String>;
    /// The decision of `seat` at the move step `step`, opened as micro-steps ("look inside
    /// this move"); the error says why it cannot be.
    fn inside(&mut self, step: usize, seat: usize) -> Result<Inside, SessionError>;
    /// The bots' reasons for every move as JSON (worked out by bots following the game when
    /// it was opened from its moves), for another session of the same game.
    fn reasons(&mut self) -> String;
    /// Takes the reasons another session of the same game worked out; the error says what is
    /// wrong with them.
    fn add_reasons(&mut self, json: &str) -> Result<(), SessionError>;
    /// The frame of micro-step `micro` of that decision.
    fn inside_frame(
        &mut self,
        step: usize,
        seat: usize,
        micro: usize,
        view: &View,
    ) -> Result<Frame, SessionError>;
}
