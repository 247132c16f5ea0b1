//! The generic lab: any [`Show`] game opened from a replay, with agents in the seats nobody at
//! the keyboard plays, as a [`Session`].

use super::agent::{ask_in_order, Agent, Budget};
use super::describe::{GameInfo, ModeInfo};
use super::frame::Frame;
use super::hash::{fnv1a, hex};
use super::mode::Mode;
use super::play::Match;
use super::rules::{Rules, ToMove};
use super::session::{Change, Hover, Marks, Report, Session, SessionError, Summary, View, Visible};
use super::show::{Annotation, Ply, ReportLine, Show};
use crate::replay::{action_error, Replay, ReplayError};
use crate::trace::StepKind;

/// Plies the agents may play in one go before the lab stops them (a game that never ends).
pub const MAX_AGENT_PLIES: usize = 2_000_000;

/// One opened game.
pub struct Lab<G: Show> {
    params: G::Params,
    mode: &'static ModeInfo,
    /// The same mode as the game's type.
    kind: G::Mode,
    seed: u64,
    insight: G::Insight,
    game: Match<G>,
    agents: Vec<Option<Box<dyn Agent<G>>>>,
    /// What the lab said about plies (most say nothing), computed as plies are played.
    annotations: std::collections::BTreeMap<usize, Annotation>,
    marks: Option<Marks>,
    /// True once the agents have played what opening left to them.
    settled: bool,
    /// Per seat, the bot that follows the game for "look inside this move".
    followers: Vec<Option<inside::Follower<G>>>,
    /// The last decision opened.
    opened: Option<inside::Opened>,
    /// Why the bots made their moves, as they played them.
    reasons: reasons::Reasons,
}

impl<G: Show> Lab<G> {
    /// Opens a replay of this game: builds the setup, replays every action, and lets the agents
    /// play (the whole game when nobody plays and the replay has no moves).
    pub fn open(replay: &Replay) -> Result<Self, ReplayError> {
        let mut lab = Self::open_unsettled(replay)?;
        lab.settle_some(usize::MAX);
        Ok(lab)
    }

    /// Opens a replay like [`Lab::open`] but leaves the agents' moves to
    /// [`Session::settle`], a slice at a time (so a long game can show its progress).
    pub fn open_unsettled(replay: &Replay) -> Result<Self, ReplayError> {
        let info = G::info();
        replay.expect_game(info.id)?;
        let mut params = match &replay.params {
            serde_json::Value::Null => serde_json::Map::new(),
            serde_json::Value::Object(map) => map.clone(),
            other => {
                return Err(ReplayError::Params(format!(
                    "params must be an object, found {other}"
                )))
            }
        };
        let mode = match params.remove("mode") {
            None => &info.modes[0],
            Some(serde_json::Value::String(id)) => info.mode(&id).ok_or_else(|| {
                let known: Vec<&str> = info.modes.iter().map(|m| m.id).collect();
                ReplayError::Params(format!("mode \"{id}\" is not one of {}", known.join(", ")))
            })?,
            Some(other) => {
                return Err(ReplayError::Params(format!(
                    "mode must be text, found {other}"
                )))
            }
        };
        let kind = G::Mode::from_id(mode.id).ok_or_else(|| {
            ReplayError::Params(format!(
                "mode \"{}\" has no value in the game's mode type",
                mode.id
            ))
        })?;
        check_params(info, &params)?;
        let params: G::Params = serde_path_to_error::deserialize(serde_json::Value::Object(params))
            .map_err(|e| {
                ReplayError::Params(plain_serde(
                    info,
                    &e.path().to_string(),
                    &e.inner().to_string(),
                ))
            })?;
        let (setup, insight) = G::open(&params, replay.seed)?;
        let agents = (0..info.seats.len())
            .map(|seat| (mode.person != Some(seat)).then(|| G::agent(&setup, &insight, seat, kind)))
            .collect();
        let mut lab = Self {
            params,
            mode,
            kind,
            seed: replay.seed,
            insight,
            game: Match::new(setup),
            agents,
            annotations: std::collections::BTreeMap::new(),
            marks: None,
            settled: false,
            followers: (0..info.seats.len()).map(|_| None).collect(),
            opened: None,
            reasons: reasons::Reasons::default(),
        };
        for (i, action) in replay.actions.iter().enumerate() {
            let moves = parse_action::<G>(action).map_err(|m| action_error(i, action, m))?;
            lab.game
                .push(moves)
                .map_err(|e| action_error(i, action, e.to_string()))?;
        }
        // A recorded game where nobody plays is shown as recorded: the agents add nothing.
        lab.settled = !replay.actions.is_empty() && mode.person.is_none();
        lab.annotate_from(0);
        Ok(lab)
    }

    /// Lets the agents play at most `max` plies of what opening leaves to them; true once they
    /// have nothing more to play.
    pub fn settle_some(&mut self, max: usize) -> bool {
        if self.settled {
            return true;
        }
        let start = self.game.len();
        self.settled = self.agents_play_upto(max);
        self.annotate_from(start);
        self.settled
    }

    /// The match.
    pub fn game(&mut self) -> &mut Match<G> {
        &mut self.game
    }

    fn prelude_len(&self) -> usize {
        G::prelude_len(&self.insight, self.kind).max(1)
    }

    /// True once the last position is over.
    fn over(&mut self) -> bool {
        let state = self.game.last_state();
        G::outcome(self.game.setup(), &state).is_some()
    }

    fn step_count(&mut self) -> usize {
        self.prelude_len() + self.game.len() + usize::from(self.over())
    }

    /// The ply a step shows.
    fn ply_of(&self, step: usize) -> usize {
        let p = self.prelude_len();
        if step < p {
            0
        } else {
            (step - p + 1).min(self.game.len())
        }
    }

    fn check_step(&mut self, step: usize) -> Result<(), SessionError> {
        let len = self.step_count();
        if step < len {
            Ok(())
        } else {
            Err(SessionError::NoStep { step, len })
        }
    }

    /// Spoilers may be shown: nobody plays, or the game is over.
    fn spoilers(&mut self) -> bool {
        self.mode.person.is_none() || self.over()
    }

    /// The agents move while no seat to move is the person's.
    fn agents_play(&mut self) {
        self.agents_play_upto(MAX_AGENT_PLIES);
    }

    /// The agents move (at most `max` plies) while no seat to move is the person's; true when
    /// they stopped on their own (the game is over, the person is to move, an agent has no move).
    fn agents_play_upto(&mut self, max: usize) -> bool {
        for _ in 0..max.min(MAX_AGENT_PLIES) {
            let state = self.game.last_state();
            let setup = self.game.setup();
            if G::outcome(setup, &state).is_some() {
                return true;
            }
            let seats = G::to_move(setup, &state).seats();
            if seats.is_empty() || seats.iter().any(|&s| Some(s) == self.mode.person) {
                return true;
            }
            let agents = &mut self.agents;
            let mut said = reasons::Said::default();
            let moves = ask_in_order::<G, ()>(setup, &state, &seats, |seat, seen| {
                let Some(Some(agent)) = agents.get_mut(seat) else {
                    return Err(());
                };
                let (mv, reason) = reasons::ask_with_reason(agent.as_mut(), setup, seen, seat);
                said.add(reason);
                mv.ok_or(())
            });
            let Ok(moves) = moves else {
                return true;
            };
            let ply = self.game.len();
            if self.game.push(moves).is_err() {
                return true;
            }
            self.reasons.keep(ply, said);
        }
        false
    }

    /// Recomputes what the lab says about plies from `ply` on.
    fn annotate_from(&mut self, ply: usize) {
        self.marks = None;
        // A bot that followed plies from `ply` on saw moves that may no longer be played.
        self.opened = None;
        for follower in &mut self.followers {
            if follower.as_ref().is_some_and(|f| f.seen_past(ply)) {
                *follower = None;
            }
        }
        self.annotations.split_off(&ply);
        for k in ply..self.game.len() {
            if let Some(note) = G::annotate(&mut self.insight, &mut self.game, k, self.kind) {
                self.annotations.insert(k, note);
            }
        }
    }

    fn frame_at(&mut self, step: usize, view: &View) -> Frame {
        let spoilers = self.spoilers();
        let prelude = self.prelude_len();
        let ply = self.ply_of(step);
        let mut frame = Frame::new(G::dims(self.game.setup()));
        frame.step = step;
        frame.ply = ply;
        if step < prelude {
            G::prelude(
                self.game.setup(),
                &mut self.insight,
                step,
                self.kind,
                &mut frame,
            );
            frame.turn = 0;
        } else {
            let after = self.game.state_at(ply);
            frame.turn = G::turn(&after, ply);
            frame.line = G::algorithm().and_then(|a| a.play_line);
            if step >= prelude + self.game.len() {
                frame.kind = StepKind::GameOver;
                frame.note = G::verdict(&mut self.insight, &mut self.game, self.kind)
                    .unwrap_or_else(|| "The game is over.".to_string());
            } else {
                let before = self.game.state_at(ply - 1);
                let moves = self
                    .game
                    .ply(ply - 1)
                    .map(<[G::Move]>::to_vec)
                    .unwrap_or_default();
                frame.kind = StepKind::Move;
                // A person's own move follows no line of the algorithm.
                let movers = G::to_move(self.game.setup(), &before).seats();
                if self
                    .mode
                    .person
                    .is_some_and(|p| movers.iter().all(|&s| s == p))
                {
                    frame.line = None;
                }
                let ply_view = Ply {
                    index: ply - 1,
                    before: &before,
                    moves: &moves,
                    after: &after,
                };
                frame.note = G::ply_note(self.game.setup(), &mut self.insight, ply_view, self.kind);
                if spoilers {
                    self.tell_reasons(ply - 1, &mut frame);
                }
                if let Some(a) = self.annotations.get(&(ply - 1)) {
                    frame.note.push(' ');
                    frame.note.push_str(&a.note);
                }
            }
        }
        let visible = Visible {
            view,
            spoilers,
            info: G::info(),
            person: self.mode.person,
        };
        G::paint(&mut self.insight, &mut self.game, ply, &visible, &mut frame);
        self.targets(step, &mut frame);
        withhold(&visible, &mut frame);
        frame
    }

    /// Adds to a move's sentence why the bots made it, lights the first bot's pseudocode line,
    /// and lists the seats whose decision can be opened.
    fn tell_reasons(&mut self, ply: usize, frame: &mut Frame) {
        let reasons = self.reasons.of(ply);
        let seats = G::info().seats;
        let named = reasons.len() > 1 || seats.len() > 2;
        for r in reasons {
            // Each seat's reason named on a line of its own.
            frame.note.push(if named { '\n' } else { ' ' });
            if named {
                let seat = seats.get(r.seat).map_or("?", |s| s.name);
                let agent = self.agents.get(r.seat).and_then(Option::as_ref);
                let bot = agent.map_or("?", |a| a.name());
                frame.note.push_str(&format!("{seat} ({bot}): "));
            }
            frame.note.push_str(&r.why);
        }
        if let Some(first) = reasons.first() {
            frame.line = Some(first.line);
            let agent = self.agents.get(first.seat).and_then(Option::as_ref);
            frame.bot = agent.map(|a| a.name().to_string());
        }
        let state = self.game.state_at(ply);
        let seats = G::to_move(self.game.setup(), &state).seats();
        frame.insides = seats
            .into_iter()
            .filter(|&s| self.mode.person != Some(s))
            .filter_map(|seat| {
                let agent = self.agents.get(seat)?.as_ref()?;
                agent.algorithm()?;
                let bot = agent.name().to_string();
                Some(super::frame::InsideSeat { seat, bot })
            })
            .collect();
        if reasons.is_empty() && !frame.insides.is_empty() && self.reasons.quiet_at(ply) {
            frame.note.push_str(" (This late in a long game a routine move keeps no reason: \"Look inside this move\" says why it was made.)");
        }
    }

    /// The slider's value at a step: the user's, or the one the step shows (a frame drawn with
    /// no layers, so nothing costly is computed).
    fn slider_at(&mut self, step: usize, view: &View) -> Option<u32> {
        if view.slider.is_some() {
            return view.slider;
        }
        let bare = View::default();
        self.frame_at(step, &bare).slider.map(|s| s.value)
    }

    /// The cells the person may click, at a step where it is their turn (a move made at an
    /// earlier step continues the game from there).
    fn targets(&mut self, step: usize, frame: &mut Frame) {
        let Some(person) = self.mode.person else {
            return;
        };
        if step >= self.prelude_len() + self.game.len() {
            return;
        }
        let state = self.game.state_at(frame.ply);
        let setup = self.game.setup();
        if G::outcome(setup, &state).is_some() || !G::to_move(setup, &state).includes(person) {
            return;
        }
        frame.yours = true;
        let dims = frame.dims();
        for (cell, mv) in G::targets(setup, &state, person) {
            if let Some(i) = dims.checked_index(cell) {
                frame.targets.push(super::frame::Target {
                    cell: i as u32,
                    play: G::move_name(&mv),
                });
            }
        }
    }
}

/// Leaves out hidden layers, spoiler layers while a person plays, and the bots' layers of the
/// seats the view does not pick.
fn withhold(visible: &Visible, frame: &mut Frame) {
    frame
        .overlays
        .retain(|o| visible.shows_from(o.layer, o.seat));
    frame.tags.retain(|t| visible.shows_from(t.layer, t.seat));
    if let Some(slider) = visible.info.slider {
        if !visible.shows(slider.layer) {
            frame.shade = None;
        }
    }
}

/// Checks the described parameters' values, in words for people.
fn check_params(
    info: &GameInfo,
    params: &serde_json::Map<String, serde_json::Value>,
) -> Result<(), ReplayError> {
    for (key, value) in params {
        if let Some(p) = info.param(key) {
            let (min, max) = (p.min(), p.max());
            match value.as_i64() {
                Some(v) if (min..=max).contains(&v) => {}
                Some(v) if v > max => {
                    return Err(ReplayError::Params(format!(
                        "{key} = {v} is too large (at most {max})"
                    )))
                }
                _ => {
                    return Err(ReplayError::Params(format!(
                        "{key} must be a whole number from {min} to {max}, found {value}"
                    )))
                }
            }
        }
        if info.paste.is_some_and(|p| p.param == key) && !value.is_string() {
            return Err(ReplayError::Params(format!(
                "{key} must be text in the judge's format, found {value}"
            )));
        }
    }
    Ok(())
}

/// A serde message about parameters at `path` (`outs[0]`, or `.` for the whole), in words for
/// people.
fn plain_serde(info: &GameInfo, path: &str, message: &str) -> String {
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let field = rest.split('`').next().unwrap_or(rest);
        let known: Vec<&str> = rest
            .split("expected one of ")
            .nth(1)
            .unwrap_or("")
            .split(", ")
            .map(|s| s.trim_matches('`'))
            .filter(|s| !s.is_empty())
            .collect();
        return format!(
            "\"{field}\" is not a setting of {} (its settings: mode, {})",
            info.name,
            known.join(", ")
        );
    }
    match message.strip_prefix("invalid type: ") {
        Some(rest) if path != "." => format!("the setting {path} has the wrong type: {rest}"),
        Some(rest) => format!("a setting has the wrong type: {rest}"),
        None if path != "." => format!("the setting {path}: {message}"),
        None => message.to_string(),
    }
}

/// Reads one replay action: a move, or a list of moves for a ply where several seats move.
fn parse_action<G: Rules>(action: &serde_json::Value) -> Result<Vec<G::Move>, String> {
    match action {
        serde_json::Value::String(s) => Ok(vec![G::parse_move(s)?]),
        serde_json::Value::Array(items) => items
            .iter()
            .map(|v| match v {
                serde_json::Value::String(s) => G::parse_move(s),
                other => Err(format!("a move must be text, found {other}")),
            })
            .collect(),
        other => Err(format!("a move must be text, found {other}")),
    }
}

/// One step's moves as a replay keeps them: the move's name, or a list of names when several
/// seats moved at once.
pub fn action_of<G: Rules>(moves: &[G::Move]) -> serde_json::Value {
    match moves {
        [one] => serde_json::Value::from(G::move_name(one)),
        many => serde_json::Value::from(many.iter().map(G::move_name).collect::<Vec<_>>()),
    }
}

mod face;
mod inside;
mod reasons;
