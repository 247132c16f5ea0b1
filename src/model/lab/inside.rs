//! The lab's side of "look inside this move": the seat's bot follows the game's plies (asked as
//! it was when the game was played) and decides the opened ply again with its reasoning
//! recorded. The bot keeps following, so opening later moves costs only the plies between.

use super::*;
use crate::model::frame::Frame;
use crate::model::inside::{Inside, InsideError, MicroStep};
use crate::thinking::{Reasoning, Thought};

/// A seat's bot that has decided every ply of its seat before `next`.
pub(super) struct Follower<G: Rules> {
    agent: Box<dyn Agent<G>>,
    next: usize,
}

impl<G: Rules> Follower<G> {
    /// True when it has decided a ply at or after `ply`.
    pub(super) fn seen_past(&self, ply: usize) -> bool {
        self.next > ply
    }
}

/// The last decision opened, with what its micro-steps draw.
pub(super) struct Opened {
    step: usize,
    seat: usize,
    inside: Inside,
    thoughts: Vec<Thought>,
}

impl<G: Show> Lab<G> {
    /// The decision of `seat` at the move step `step`, opened.
    pub(super) fn look_inside(&mut self, step: usize, seat: usize) -> Result<Inside, SessionError> {
        Ok(self.open_inside(step, seat)?.inside.clone())
    }

    /// The frame of micro-step `micro` of that decision: the position the bot decided in, with
    /// what the micro-steps since the last fresh picture draw.
    pub(super) fn inside_frame(
        &mut self,
        step: usize,
        seat: usize,
        micro: usize,
        view: &View,
    ) -> Result<Frame, SessionError> {
        let opened = self.open_inside(step, seat)?;
        let len = opened.thoughts.len();
        let Some(current) = opened.thoughts.get(micro) else {
            return Err(InsideError::NoMicroStep { step: micro, len }.into());
        };
        let first = (0..=micro)
            .rev()
            .find(|&k| opened.thoughts[k].fresh)
            .unwrap_or(0);
        let events: Vec<_> = opened.thoughts[first..=micro]
            .iter()
            .flat_map(|t| t.events.iter().cloned())
            .collect();
        let (note, line) = (current.note.clone(), current.line);
        // The position before the move, with the game's own layers but not the bots'.
        let own = View {
            layers: (view.layers.iter())
                .filter(|l| G::info().layer(l).is_some_and(|l| l.drawn_by.is_empty()))
                .cloned()
                .collect(),
            slider: view.slider,
            seat: view.seat,
        };
        let mut frame = self.frame_at(step.saturating_sub(1), &own);
        frame.step = step;
        frame.note = note;
        frame.line = Some(line);
        frame.insides.clear();
        frame.bot = None;
        events.iter().for_each(|e| frame.event(e));
        let visible = Visible {
            view,
            spoilers: true,
            info: G::info(),
            person: self.mode.person,
        };
        withhold(&visible, &mut frame);
        Ok(frame)
    }

    fn open_inside(&mut self, step: usize, seat: usize) -> Result<&Opened, SessionError> {
        let cached = self
            .opened
            .as_ref()
            .is_some_and(|o| o.step == step && o.seat == seat);
        if !cached {
            let opened = self.decide_again(step, seat)?;
            self.opened = Some(opened);
        }
        self.opened
            .as_ref()
            .ok_or_else(|| InsideError::NotAMove(step).into())
    }

    fn decide_again(&mut self, step: usize, seat: usize) -> Result<Opened, SessionError> {
        self.check_step(step)?;
        if !self.spoilers() {
            return Err(InsideError::Hidden.into());
        }
        let prelude = self.prelude_len();
        if step < prelude || step >= prelude + self.game.len() {
            return Err(InsideError::NotAMove(step).into());
        }
        let ply = step - prelude;
        let info = G::info();
        let seat_name = info.seats.get(seat).map_or("that seat", |s| s.name);
        let state = self.game.state_at(ply);
        let seats = G::to_move(self.game.setup(), &state).seats();
        let Some(order) = seats.iter().position(|&s| s == seat) else {
            return Err(InsideError::DidNotMove(seat_name).into());
        };
        if self.mode.person == Some(seat) {
            return Err(InsideError::NoBot(seat_name).into());
        }
        let mut follower = match self.followers.get_mut(seat).and_then(Option::take) {
            Some(f) if f.next <= ply => f,
            _ => Follower {
                agent: G::agent(self.game.setup(), &self.insight, seat, self.kind),
                next: 0,
            },
        };
        let Some(algorithm) = follower.agent.algorithm() else {
            return Err(InsideError::NoBot(seat_name).into());
        };
        for j in follower.next..ply {
            let before = self.game.state_at(j);
            self.ask(&mut follower, j, &before, seat, None);
        }
        let mut reasoning = Reasoning::inside();
        let chose = self.ask(&mut follower, ply, &state, seat, Some(&mut reasoning));
        follower.next = ply + 1;
        let bot = follower.agent.name().to_string();
        if let Some(slot) = self.followers.get_mut(seat) {
            *slot = Some(follower);
        }
        let played = self
            .game
            .ply(ply)
            .and_then(|moves| moves.get(order))
            .map(G::move_name)
            .unwrap_or_default();
        let why = reasoning.why.clone();
        let thoughts = reasoning.into_thoughts();
        let focus = chose
            .as_ref()
            .and_then(|mv| G::target_cell(self.game.setup(), &state, seat, mv));
        let inside = Inside {
            step,
            seat,
            seat_name,
            bot,
            algorithm,
            chose: chose.as_ref().map(G::move_name).unwrap_or_default(),
            played,
            why,
            focus,
            steps: thoughts
                .iter()
                .map(|t| MicroStep {
                    line: t.line,
                    note: t.note.clone(),
                })
                .collect(),
        };
        Ok(Opened {
            step,
            seat,
            inside,
            thoughts,
        })
    }

    /// The bots' reasons for every move of the game, by bots that follow it from the start
    /// (a game opened from its moves: nobody recorded them as it was played).
    pub(super) fn explain_all(&mut self) {
        if !self.reasons.is_empty() {
            return;
        }
        let seats = G::info().seats.len();
        let mut followers: Vec<Option<Follower<G>>> = (0..seats)
            .map(|seat| {
                if self.mode.person == Some(seat) {
                    return None;
                }
                let agent = G::agent(self.game.setup(), &self.insight, seat, self.kind);
                agent.algorithm().map(|_| Follower { agent, next: 0 })
            })
            .collect();
        for j in 0..self.game.len() {
            let state = self.game.state_at(j);
            let mut said = super::reasons::Said::default();
            for (seat, follower) in followers.iter_mut().enumerate() {
                let Some(follower) = follower.as_mut() else {
                    continue;
                };
                said.add(self.ask_reason(follower, j, &state, seat));
                follower.next = j + 1;
            }
            self.reasons.keep(j, said);
        }
    }

    /// The follower's reason for `seat`'s move at ply `j` (asked as [`Lab::ask`] asks).
    fn ask_reason(
        &self,
        follower: &mut Follower<G>,
        j: usize,
        state: &G::State,
        seat: usize,
    ) -> Option<(super::reasons::Reason, bool)> {
        let seen = self.seen(j, state, seat)?;
        let setup = self.game.setup();
        super::reasons::ask_with_reason(follower.agent.as_mut(), setup, &seen, seat).1
    }

    /// Asks the follower for `seat`'s move at ply `j` as the game asked it.
    fn ask(
        &self,
        follower: &mut Follower<G>,
        j: usize,
        state: &G::State,
        seat: usize,
        reasoning: Option<&mut Reasoning>,
    ) -> Option<G::Move> {
        let seen = self.seen(j, state, seat)?;
        let setup = self.game.setup();
        follower
            .agent
            .choose(setup, &seen, seat, Budget::default(), reasoning)
    }

    /// What `seat` was shown at ply `j` (in `state`): the position after the seats asked
    /// before it in the same step, as the referee shows it; `None` when it did not move.
    fn seen<'a>(
        &self,
        j: usize,
        state: &'a G::State,
        seat: usize,
    ) -> Option<std::borrow::Cow<'a, G::State>> {
        let setup = self.game.setup();
        let seats = G::to_move(setup, state).seats();
        let order = seats.iter().position(|&s| s == seat)?;
        let moves = self.game.ply(j).unwrap_or_default();
        let earlier: Vec<(usize, G::Move)> = (seats.iter().copied())
            .zip(moves.iter().cloned())
            .take(order)
            .collect();
        Some(G::seen_by(setup, state, seat, &earlier))
    }
}
