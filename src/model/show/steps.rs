//! What the lab steps through: the insight computed at open, the agents, the steps before the
//! first move (a solve, a search), a sentence per ply, annotations and the verdict.

use super::{Annotation, Describe, Ply};
use crate::model::agent::Agent;
use crate::model::frame::Frame;
use crate::model::play::Match;
use crate::model::rules::Seat;
use crate::replay::ReplayError;

/// What the lab steps through for a game.
pub trait Steps: Describe {
    /// What an algorithm computed about the setup (DP layers, a search), with its caches.
    type Insight;

    /// The setup and insight from parameters and a seed.
    fn open(params: &Self::Params, seed: u64) -> Result<(Self::Setup, Self::Insight), ReplayError>;

    /// The parameters that reproduce `setup` (a pasted board written back as text).
    fn replay_params(params: &Self::Params, setup: &Self::Setup) -> Self::Params;

    /// The agent for a seat nobody at the keyboard plays in `mode`.
    fn agent(
        setup: &Self::Setup,
        insight: &Self::Insight,
        seat: Seat,
        mode: Self::Mode,
    ) -> Box<dyn Agent<Self>>;

    /// The game turn a position belongs to (king chase: Alice's moves; a round).
    fn turn(state: &Self::State, ply: usize) -> u32;

    /// The number the move list and the move's sentence give the move of 0-based ply `ply`:
    /// by default its ply, from 1 (Game of snakes numbers a move and Chef's answer alike).
    fn move_number(ply: usize) -> u32 {
        u32::try_from(ply).map_or(u32::MAX, |p| p.saturating_add(1))
    }

    /// Steps before the first move (a solve, a search), shown in `mode`.
    fn prelude_len(insight: &Self::Insight, mode: Self::Mode) -> usize;

    /// Fills prelude step `index`: its kind, note, overlays and slider (the position is painted
    /// after, by [`super::Paint::paint`]).
    fn prelude(
        setup: &Self::Setup,
        insight: &mut Self::Insight,
        index: usize,
        mode: Self::Mode,
        frame: &mut Frame,
    );

    /// The sentence for ply `ply` (0-based), from the positions before and after it.
    fn ply_note(
        setup: &Self::Setup,
        insight: &mut Self::Insight,
        play: Ply<'_, Self>,
        mode: Self::Mode,
    ) -> String;

    /// A ply worth a marker on the timeline (`new snake`, `freeze`, `cut`), if it is one.
    fn ply_event(_setup: &Self::Setup, _ply: Ply<'_, Self>) -> Option<&'static str> {
        None
    }

    /// The end-of-game report's sentence when no played ply was annotated (`None`: a game that
    /// annotates nothing says nothing).
    const NO_LOSS: Option<&'static str> = None;

    /// What the lab says about a played ply (a loss), if anything.
    fn annotate(
        _insight: &mut Self::Insight,
        _game: &mut Match<Self>,
        _ply: usize,
        _mode: Self::Mode,
    ) -> Option<Annotation> {
        None
    }

    /// A ply in a few words for the move list (`Alice ↗ (3,4) +7`), its players named as `mode`
    /// sees them; by default its moves.
    fn move_text(
        _setup: &Self::Setup,
        _insight: &Self::Insight,
        ply: Ply<'_, Self>,
        _mode: Self::Mode,
    ) -> String {
        let names: Vec<String> = ply.moves.iter().map(Self::move_name).collect();
        names.join(" ")
    }

    /// How many cases a pasted judge input holds (the page offers a chooser when more than one).
    fn cases(_insight: &Self::Insight) -> usize {
        1
    }

    /// The setup in the game's judge format, if it has one (to feed the CLI or another solver).
    fn judge_input(_setup: &Self::Setup) -> Option<String> {
        None
    }

    /// The end-of-game sentence seen from the person's seat (or the watcher's) in `mode`.
    fn verdict(
        insight: &mut Self::Insight,
        game: &mut Match<Self>,
        mode: Self::Mode,
    ) -> Option<String>;
}
