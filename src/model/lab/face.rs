//! The lab as a [`Session`]: what the page and the shared tests call.

use super::*;
use crate::model::inside::Inside;
use crate::model::mode::Mode;
use crate::model::session::{ClickOutcome, MoveEntry};
use crate::model::show::Click;

impl<G: Show> Session for Lab<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }

    fn summary(&mut self) -> Summary {
        let steps = self.step_count();
        let over = self.over();
        let awaits_person = match self.mode.person {
            Some(p) if !over => self.game.to_move().includes(p),
            _ => false,
        };
        let report = if over {
            G::verdict(&mut self.insight, &mut self.game, self.kind).map(|verdict| Report {
                verdict,
                lines: self
                    .annotations
                    .iter()
                    .filter_map(|(&ply, a)| {
                        let text = a.report.clone()?;
                        Some(ReportLine { ply, text })
                    })
                    .collect(),
                none: G::NO_LOSS,
            })
        } else {
            None
        };
        let params = G::replay_params(&self.params, self.game.setup());
        Summary {
            game: G::info().id,
            mode: self.mode.id.to_string(),
            seed: self.seed,
            params: serde_json::to_value(&params).unwrap_or_default(),
            steps,
            prelude: self.prelude_len(),
            plies: self.game.len(),
            cases: G::cases(&self.insight),
            awaits_person,
            report,
            agents: self
                .agents
                .iter()
                .take(G::seats_in_play(self.game.setup()))
                .map(|a| a.as_ref().map(|a| a.name().to_string()))
                .collect(),
        }
    }

    fn marks(&mut self) -> Marks {
        if let Some(marks) = &self.marks {
            return marks.clone();
        }
        let prelude = self.prelude_len();
        let mut marks = Marks::default();
        for i in 0..prelude {
            marks.turns.push(0);
            // The kinds of prelude steps only matter for markers: the last one is the answer.
            let kind = if i == 0 {
                StepKind::Start
            } else if i + 1 == prelude {
                StepKind::Solved
            } else {
                StepKind::LayerDone
            };
            marks.kinds.push(kind.code());
        }
        let n = self.game.len();
        let mut turn = 0;
        let mut before = self.game.state_at(0);
        for ply in 1..=n {
            let state = self.game.state_at(ply);
            turn = G::turn(&state, ply);
            marks.turns.push(turn);
            marks.kinds.push(StepKind::Move.code());
            if let Some(moves) = self.game.ply(ply - 1) {
                let view = Ply {
                    index: ply - 1,
                    before: &before,
                    moves,
                    after: &state,
                };
                if let Some(name) = G::ply_event(self.game.setup(), view) {
                    marks.event_steps.push((prelude + ply - 1) as u32);
                    marks.event_names.push(name);
                }
            }
            before = state;
        }
        if self.over() {
            marks.turns.push(turn);
            marks.kinds.push(StepKind::GameOver.code());
        }
        self.marks = Some(marks.clone());
        marks
    }

    fn frame(&mut self, step: usize, view: &View) -> Result<Frame, SessionError> {
        self.check_step(step)?;
        Ok(self.frame_at(step, view))
    }

    fn text(&mut self, step: usize) -> Result<String, SessionError> {
        self.check_step(step)?;
        let state = self.game.state_at(self.ply_of(step));
        Ok(G::text(self.game.setup(), &state))
    }

    fn hash(&mut self, step: usize) -> Result<String, SessionError> {
        Ok(hex(fnv1a(&self.text(step)?)))
    }

    fn hover(&mut self, step: usize, cell: u32, view: &View) -> Result<Hover, SessionError> {
        self.check_step(step)?;
        let spoilers = self.spoilers();
        let ply = self.ply_of(step);
        // The slider's value, or in a search the prelude step's layer.
        let slider = self
            .slider_at(step, view)
            .or_else(|| (step < self.prelude_len()).then_some(step as u32));
        let lines = G::hover(
            &mut self.insight,
            &mut self.game,
            ply,
            cell,
            slider,
            spoilers,
            self.mode.person,
        );
        let piece = if spoilers && step < self.prelude_len() {
            G::hover_piece(&self.insight, Some(step as u32), cell)
        } else {
            None
        };
        Ok(Hover { lines, piece })
    }

    fn cell_numbers(
        &mut self,
        step: usize,
        layer: &str,
        view: &View,
    ) -> Result<Option<Vec<f64>>, SessionError> {
        self.check_step(step)?;
        let spoiler = G::info().layer(layer).is_none_or(|l| l.spoiler);
        if spoiler && !self.spoilers() {
            return Ok(None);
        }
        let slider = self.slider_at(step, view);
        Ok(G::cell_numbers(
            self.game.setup(),
            &mut self.insight,
            layer,
            slider,
        ))
    }

    fn play(&mut self, step: usize, play: &str) -> Result<Change, SessionError> {
        let person = self.mode.person.ok_or(SessionError::Watching)?;
        self.check_step(step)?;
        let mv = G::parse_move(play).map_err(|reason| SessionError::Notation {
            text: play.to_string(),
            reason,
        })?;
        let ply = self.ply_of(step);
        let state = self.game.state_at(ply);
        let setup = self.game.setup();
        if G::outcome(setup, &state).is_some() {
            return Err(SessionError::GameOver);
        }
        let seats = match G::to_move(setup, &state) {
            ToMove::Nobody => return Err(SessionError::GameOver),
            to_move if !to_move.includes(person) => return Err(SessionError::NotYourTurn),
            to_move => to_move.seats(),
        };
        // Check the person's move before anyone else thinks.
        let legal = G::legal_moves(setup, &state, person);
        if !legal.contains(&mv) {
            let reason = match G::step(setup, &state, std::slice::from_ref(&mv)) {
                Err(e) if seats.len() == 1 => e.to_string(),
                _ => G::refusal(setup, &state, person, &mv)
                    .unwrap_or_else(|| format!("{play} is not a legal move here")),
            };
            return Err(SessionError::Refused(reason));
        }
        let agents = &mut self.agents;
        let moves = ask_in_order::<G, _>(setup, &state, &seats, |seat, seen| {
            if seat == person {
                return Ok(mv.clone());
            }
            let Some(Some(agent)) = agents.get_mut(seat) else {
                return Err(SessionError::Refused(format!("seat {seat} has no player")));
            };
            agent
                .choose(setup, seen, seat, Budget::default(), None)
                .ok_or_else(|| SessionError::Refused(format!("seat {seat} has no move")))
        })?;
        let dropped = self.game.begin_edit(ply);
        self.reasons.forget_from(ply);
        if let Err(e) = self.game.push(moves) {
            self.game.cancel_edit();
            return Err(SessionError::Refused(e.to_string()));
        }
        self.agents_play();
        self.annotate_from(ply);
        let note = (dropped > 0).then(|| {
            format!(
                "You played from move {ply}: the {dropped} later {} set aside. Undo (U) brings {} back.",
                if dropped == 1 { "move was" } else { "moves were" },
                if dropped == 1 { "it" } else { "them" },
            )
        });
        Ok(Change { note })
    }

    fn click(
        &mut self,
        step: usize,
        cell: u32,
        selected: Option<u32>,
    ) -> Result<ClickOutcome, SessionError> {
        let person = self.mode.person.ok_or(SessionError::Watching)?;
        self.check_step(step)?;
        let state = self.game.state_at(self.ply_of(step));
        let setup = self.game.setup();
        if G::outcome(setup, &state).is_some() {
            return Err(SessionError::GameOver);
        }
        if !G::to_move(setup, &state).includes(person) {
            return Err(SessionError::NotYourTurn);
        }
        Ok(match G::click(setup, &state, person, cell, selected) {
            Click::Play(mv) => ClickOutcome {
                play: Some(G::move_name(&mv)),
                ..ClickOutcome::default()
            },
            Click::Select(cell, note) => ClickOutcome {
                select: Some(cell),
                note: Some(note),
                ..ClickOutcome::default()
            },
            Click::Refuse(note) => ClickOutcome {
                note: Some(note),
                ..ClickOutcome::default()
            },
        })
    }

    fn settle(&mut self, max: usize) -> bool {
        self.settle_some(max)
    }

    fn assist(&mut self, moves: usize) -> Result<Change, SessionError> {
        let person = self.mode.person.ok_or(SessionError::Watching)?;
        // The person's seat as the agent who fills it when nobody plays.
        let watching = G::Mode::ALL
            .iter()
            .copied()
            .find(|m| G::info().watch_mode().is_some_and(|i| i.id == m.id()))
            .unwrap_or(self.kind);
        let setup = self.game.setup();
        let insight = &self.insight;
        let mut bot = G::agent(setup, insight, person, watching);
        let start = self.game.len();
        let mut played = 0;
        self.game.begin_edit(start);
        self.reasons.forget_from(start);
        while played < moves {
            let state = self.game.last_state();
            let setup = self.game.setup();
            if G::outcome(setup, &state).is_some() || !G::to_move(setup, &state).includes(person) {
                break;
            }
            let seats = G::to_move(setup, &state).seats();
            let agents = &mut self.agents;
            let ply = ask_in_order::<G, ()>(setup, &state, &seats, |seat, seen| {
                let agent = if seat == person {
                    Some(&mut bot)
                } else {
                    agents.get_mut(seat).and_then(Option::as_mut)
                };
                let agent = agent.ok_or(())?;
                agent
                    .choose(setup, seen, seat, Budget::default(), None)
                    .ok_or(())
            });
            let Ok(ply) = ply else { break };
            if self.game.push(ply).is_err() {
                break;
            }
            played += 1;
            self.agents_play();
        }
        if played == 0 {
            self.game.cancel_edit();
        }
        self.annotate_from(start);
        Ok(Change {
            note: Some(format!(
                "The {} bot played {} for you; undo (U) takes {} back.",
                bot.name(),
                crate::words::plural(played as u64, "move", "moves"),
                if played == 1 { "it" } else { "them all" }
            )),
        })
    }

    fn undo(&mut self) -> Result<Change, SessionError> {
        let person = self.mode.person.ok_or(SessionError::Watching)?;
        if let Some(restored) = self.game.undo_edit() {
            self.reasons.forget_from(0);
            self.annotate_from(0);
            let note = (restored > 0).then(|| {
                format!(
                    "Undone: the {restored} {} set aside {} back.",
                    if restored == 1 { "move" } else { "moves" },
                    if restored == 1 { "is" } else { "are" }
                )
            });
            return Ok(Change { note });
        }
        // A replay's moves have no edit history: take back to the person's last move.
        let mut last = None;
        for ply in 0..self.game.len() {
            let state = self.game.state_at(ply);
            if G::to_move(self.game.setup(), &state).includes(person) {
                last = Some(ply);
            }
        }
        match last {
            Some(ply) => {
                self.game.truncate(ply);
                self.reasons.forget_from(ply);
                self.annotate_from(ply);
                Ok(Change { note: None })
            }
            None => Ok(Change {
                note: Some("There is no move of yours to undo.".to_string()),
            }),
        }
    }

    fn legal_moves(&mut self) -> Vec<Vec<String>> {
        let state = self.game.last_state();
        let setup = self.game.setup();
        G::to_move(setup, &state)
            .seats()
            .into_iter()
            .map(|seat| {
                G::legal_moves(setup, &state, seat)
                    .iter()
                    .map(G::move_name)
                    .collect()
            })
            .collect()
    }

    fn check(&mut self) -> Result<(), String> {
        for ply in 0..=self.game.len() {
            let state = self.game.state_at(ply);
            G::check(self.game.setup(), &state).map_err(|e| format!("after ply {ply}: {e}"))?;
        }
        Ok(())
    }

    fn move_list(&mut self, start: usize, count: usize) -> Vec<MoveEntry> {
        let prelude = self.prelude_len();
        let end = start.saturating_add(count).min(self.game.len());
        let mut out = Vec::with_capacity(end.saturating_sub(start));
        for ply in start..end {
            let before = self.game.state_at(ply);
            let after = self.game.state_at(ply + 1);
            let Some(moves) = self.game.ply(ply).map(<[G::Move]>::to_vec) else {
                break;
            };
            let seats = G::to_move(self.game.setup(), &before).seats();
            let view = Ply {
                index: ply,
                before: &before,
                moves: &moves,
                after: &after,
            };
            let text = G::move_text(self.game.setup(), &self.insight, view, self.kind);
            out.push(MoveEntry {
                ply,
                step: prelude + ply,
                turn: G::turn(&after, ply + 1),
                number: G::move_number(ply),
                seats,
                text,
                loss: self.annotations.get(&ply).map(|a| a.note.clone()),
            });
        }
        out
    }

    fn judge_input(&self) -> Option<String> {
        G::judge_input(self.game.setup())
    }

    fn inside(&mut self, step: usize, seat: usize) -> Result<Inside, SessionError> {
        self.look_inside(step, seat)
    }

    fn reasons(&mut self) -> String {
        self.explain_all();
        self.reasons.to_json()
    }

    fn add_reasons(&mut self, json: &str) -> Result<(), SessionError> {
        let seats = G::info().seats.len();
        self.reasons = reasons::Reasons::from_json(json, self.game.len(), seats)
            .map_err(SessionError::Refused)?;
        Ok(())
    }

    fn inside_frame(
        &mut self,
        step: usize,
        seat: usize,
        micro: usize,
        view: &View,
    ) -> Result<Frame, SessionError> {
        Lab::inside_frame(self, step, seat, micro, view)
    }

    fn replay(&self) -> Replay {
        let params = G::replay_params(&self.params, self.game.setup());
        let mut value = serde_json::to_value(&params).unwrap_or_default();
        if let serde_json::Value::Object(map) = &mut value {
            map.insert("mode".into(), self.mode.id.into());
        }
        let mut replay = Replay::new(G::info().id, value, self.seed);
        replay.actions = self.game.plies().map(|m| action_of::<G>(m)).collect();
        replay
    }
}
