//! The referee of any contest, sans I/O: it steps the rules, asks agents itself, and hands each
//! program's turn to whoever drives it ([`Referee::ask`], then [`Referee::answer`]). The CLI
//! drives it over pipes ([`super::drive`]); the page will drive it from a Worker's messages,
//! awaiting each answer, through the same two calls.

use std::time::Duration;

use super::clock::{monotonic, thread_cpu, thread_cpu_cost};
use super::log::{Fault, Noted, Think, TurnLog};
use super::program::{Out, Reply};
use super::protocol::{Limits, Protocol};
use crate::model::{Agent, Budget, BySeat, Seat, ToMove};

/// Who fills a seat.
pub enum Filler<G: Protocol> {
    /// A built-in agent, thinking `think_ms` a turn by default (`None`: it decides).
    Agent(Box<dyn Agent<G> + Send>, Option<f64>),
    /// A program, answered through [`Referee::ask`] and [`Referee::answer`].
    Program,
}

/// A program's turn: the seat, the lines it reads now, and how long it may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// The seat asked.
    pub seat: Seat,
    /// The lines to send (without newlines).
    pub lines: Vec<String>,
    /// The time it has.
    pub limit: Duration,
    /// True when the limit is what is left of a whole game's budget, which counts the
    /// program's processor time where it is known.
    pub budgeted: bool,
}

/// A match in progress.
pub struct Referee<G: Protocol> {
    setup: G::Setup,
    state: G::State,
    fillers: BySeat<Filler<G>>,
    limits: BySeat<Option<Limits>>,
    /// Seats a person plays at the keyboard (untimed, and answering in the lab's notation too).
    people: BySeat<bool>,
    movers: Vec<Seat>,
    asked: Vec<(Seat, G::Move)>,
    /// The others' moves each seat has not been told of yet.
    since: BySeat<Vec<G::Move>>,
    /// True until the seat's first turn is played.
    first: BySeat<bool>,
    think: BySeat<Think>,
    faults: BySeat<Option<Fault>>,
    first_notes: BySeat<Option<Noted>>,
    pending: Option<Ask>,
    asked_at: Duration,
    /// Every step's moves, one after another; `ends[k]` is where step k's end.
    moves: Vec<G::Move>,
    ends: Vec<usize>,
    log: Option<Vec<TurnLog>>,
    error: Option<String>,
}

impl<G: Protocol> Referee<G> {
    /// A match on `setup` with one filler per seat.
    pub fn new(setup: G::Setup, fillers: Vec<Filler<G>>) -> Self {
        let n = fillers.len();
        let state = G::start(&setup);
        let limits = BySeat::from_fn(n, |s| G::limits(&setup, s));
        let seats = G::seats(&setup);
        let error = (n != seats).then(|| format!("{n} seats filled for a game of {seats}"));
        Referee {
            setup,
            state,
            fillers: BySeat::from(fillers),
            limits,
            people: BySeat::filled(n, false),
            movers: Vec::new(),
            asked: Vec::new(),
            since: BySeat::filled(n, Vec::new()),
            first: BySeat::filled(n, true),
            think: BySeat::filled(n, Think::default()),
            faults: BySeat::filled(n, None),
            first_notes: BySeat::filled(n, None),
            pending: None,
            asked_at: Duration::ZERO,
            moves: Vec::new(),
            ends: Vec::new(),
            log: None,
            error,
        }
    }

    /// Keeps every turn's input, answer and stderr ([`Referee::log`]).
    pub fn keeping_log(mut self) -> Self {
        self.log = Some(Vec::new());
        self
    }

    /// Limits other than the game's (the arena's `--timeout`), for timed seats.
    pub fn with_limits(mut self, limits: Limits) -> Self {
        for l in self.limits.values_mut().flatten() {
            *l = limits;
        }
        self
    }

    /// Takes the clock off `seat` (a person at the keyboard thinks as long as they like).
    pub fn untime(&mut self, seat: Seat) {
        if let Some(l) = self.limits.get_mut(seat) {
            *l = None;
        }
        if let Some(p) = self.people.get_mut(seat) {
            *p = true;
        }
    }

    /// The next program turn to drive, after playing every agent's turn before it; `None` once
    /// the match is over. Asked again before [`Referee::answer`], it gives the same turn.
    pub fn ask(&mut self) -> Option<Ask> {
        if let Some(ask) = &self.pending {
            return Some(ask.clone());
        }
        loop {
            if self.error.is_some() {
                return None;
            }
            if self.asked.len() == self.movers.len() {
                if !self.movers.is_empty() {
                    self.finish_step();
                    continue;
                }
                match G::to_move(&self.setup, &self.state) {
                    ToMove::Seat(seat) => {
                        self.movers.clear();
                        self.movers.push(seat);
                    }
                    ToMove::Seats(seats) if !seats.is_empty() => self.movers = seats,
                    ToMove::Seats(_) | ToMove::Nobody => return None,
                }
            }
            let seat = self.movers[self.asked.len()];
            if self.faults.get(seat).is_some_and(Option::is_some) {
                let mv = G::out_move(&self.setup, &self.state, seat);
                self.asked.push((seat, mv));
                continue;
            }
            match self.fillers.get(seat) {
                Some(Filler::Program) => {
                    let ask = self.program_turn(seat);
                    self.pending = Some(ask.clone());
                    self.asked_at = monotonic();
                    return Some(ask);
                }
                Some(Filler::Agent(..)) => self.agent_turn(seat),
                None => {
                    self.error = Some(format!("seat {seat} has nobody in it"));
                    return None;
                }
            }
        }
    }

    fn program_turn(&mut self, seat: Seat) -> Ask {
        let first = self.first[seat];
        let mut lines = if first {
            G::opening(&self.setup, seat)
        } else {
            Vec::new()
        };
        lines.extend(G::turn_input(
            &self.setup,
            &self.state,
            seat,
            &self.asked,
            &self.since[seat],
        ));
        Ask {
            seat,
            lines,
            limit: self.limit(seat),
            budgeted: self.budget(seat).is_some(),
        }
    }

    /// The seat's budget for the whole game, if its contest counts one.
    fn budget(&self, seat: Seat) -> Option<Duration> {
        self.limits
            .get(seat)
            .copied()
            .flatten()
            .and_then(|l| l.total)
    }

    fn limit(&self, seat: Seat) -> Duration {
        match self.limits[seat] {
            Some(l) => l.turn(self.first[seat], self.think[seat].spent()),
            None => Duration::MAX,
        }
    }

    fn agent_turn(&mut self, seat: Seat) {
        let limit = self.limit(seat);
        let first = self.first[seat];
        let seen = G::seen_by(&self.setup, &self.state, seat, &self.asked);
        // The house's untimed seats (Chef) skip the clock: it is read 2 x 150,000 times a game.
        // A whole game's budget counts processor time, as for a program: the thread's, where
        // the system tells it (else the wall clock).
        let timed = self.limits[seat].is_some();
        let cpu = if self.budget(seat).is_some() {
            thread_cpu()
        } else {
            None
        };
        let started = if timed { monotonic() } else { Duration::ZERO };
        let mv = match self.fillers.get_mut(seat) {
            Some(Filler::Agent(agent, think_ms)) => {
                let budget = budget(*think_ms, first, limit);
                agent.choose(&self.setup, &seen, seat, budget, None)
            }
            _ => None,
        };
        drop(seen);
        let took = match (timed, cpu, cpu.and(thread_cpu())) {
            (true, Some(before), Some(after)) => after
                .saturating_sub(before)
                .saturating_sub(thread_cpu_cost()),
            (true, _, _) => monotonic().saturating_sub(started),
            (false, _, _) => Duration::ZERO,
        };
        let answer = match mv {
            _ if took > limit => Err(Out::Timeout(limit.as_millis() as u64)),
            Some(mv) => Ok(mv),
            None => Ok(G::out_move(&self.setup, &self.state, seat)),
        };
        let line = match (&self.log, &answer) {
            (Some(_), Ok(mv)) => G::move_name(mv),
            _ => String::new(),
        };
        self.record(seat, answer, Vec::new(), line, String::new(), (took, limit));
    }

    /// The answer of the program asked last (or why it has none). Returns why it is out, if
    /// it is now: the driver then stops it.
    pub fn answer(&mut self, reply: Result<Reply, Out>) -> Option<Out> {
        let waited = monotonic().saturating_sub(self.asked_at);
        self.settle(reply, waited)
    }

    /// The program asked last has no answer (`out` says why) after `waited` (a driver with its
    /// own clock: the core has none in wasm). Returns why it is out.
    pub fn fail_after(&mut self, out: Out, waited: Duration) -> Option<Out> {
        self.settle(Err(out), waited)
    }

    fn settle(&mut self, reply: Result<Reply, Out>, waited: Duration) -> Option<Out> {
        let ask = self.pending.take()?;
        let note = reply.as_ref().ok().and_then(|r| r.note.clone());
        if let (Some(note), Some(first @ None)) = (&note, self.first_notes.get_mut(ask.seat)) {
            *first = Some(Noted {
                step: self.ends.len(),
                moment: G::moment(&self.setup, &self.state),
                note: note.clone(),
            });
        }
        // A whole game's budget counts the program's processor time where it is known.
        let budget = self.budget(ask.seat);
        // Out of time: with a whole game's budget, the turn's limit is only what was left of it;
        // charged past it, or left with under a tenth, the budget is what ran out (a program
        // stuck earlier has no answer within the time it had left).
        let late = |limit: Duration, charged: bool| match budget {
            Some(total) if charged || limit < total / 10 => {
                Out::OverBudget(total.as_millis() as u64)
            }
            _ => Out::Timeout(limit.as_millis() as u64),
        };
        let reply = match reply {
            Err(Out::Timeout(_)) => Err(late(ask.limit, false)),
            // The driver saw it use all the time it had thinking.
            Err(Out::OverBudget(_)) => Err(late(ask.limit, true)),
            other => other,
        };
        let charged = |r: &Reply| match (budget, r.cpu) {
            (Some(_), Some(cpu)) => cpu,
            _ => r.took,
        };
        let (line, stderr, took) = match &reply {
            Ok(r) => (r.line.clone(), r.stderr.clone(), charged(r)),
            Err(_) => (String::new(), String::new(), waited),
        };
        let answer = reply.and_then(|r| {
            if charged(&r) > ask.limit {
                return Err(late(ask.limit, true));
            }
            // A person at the keyboard may also answer in the lab's notation (a key's `up`).
            let person = self.people.get(ask.seat).copied().unwrap_or(false);
            let mv = G::read_line(&self.setup, &r.line)
                .or_else(|e| match person {
                    true => G::parse_move(&r.line).map_err(|_| e),
                    false => Err(e),
                })
                .map_err(Out::Garbage)?;
            let seen = G::seen_by(&self.setup, &self.state, ask.seat, &self.asked);
            match G::refuse(&self.setup, &seen, ask.seat, &mv) {
                Some(why) => Err(Out::Illegal(why)),
                None => Ok(mv),
            }
        });
        let out = answer.as_ref().err().cloned();
        self.record(ask.seat, answer, ask.lines, line, stderr, (took, ask.limit));
        if let Some(turn) = self.log.as_mut().and_then(|l| l.last_mut()) {
            turn.note = note;
        }
        out
    }

    fn record(
        &mut self,
        seat: Seat,
        answer: Result<G::Move, Out>,
        input: Vec<String>,
        line: String,
        stderr: String,
        (took, limit): (Duration, Duration),
    ) {
        self.think[seat].add(self.first[seat], took);
        self.first[seat] = false;
        let out = answer.as_ref().err().cloned();
        let mv = match answer {
            Ok(mv) => mv,
            Err(out) => {
                self.fault(seat, out);
                G::out_move(&self.setup, &self.state, seat)
            }
        };
        self.since[seat].clear();
        if let Some(log) = self.log.as_mut() {
            log.push(TurnLog {
                step: self.ends.len(),
                seat,
                input,
                line,
                stderr,
                took,
                limit: (limit != Duration::MAX).then_some(limit),
                out,
                note: None,
            });
        }
        self.asked.push((seat, mv));
    }

    fn fault(&mut self, seat: Seat, out: Out) {
        if let Some(f) = self.faults.get_mut(seat) {
            f.get_or_insert(Fault {
                step: self.ends.len(),
                moment: G::moment(&self.setup, &self.state),
                out,
            });
        }
    }

    /// Plays the step once every mover has answered. A move the rules refuse puts its seat out
    /// (when it moved alone; a refused simultaneous step stops the match).
    fn finish_step(&mut self) {
        let start = self.moves.len();
        self.moves.extend(self.asked.iter().map(|(_, m)| m.clone()));
        let next = match G::step(&self.setup, &self.state, &self.moves[start..]) {
            Ok(next) => Ok(next),
            Err(e) if self.asked.len() == 1 => {
                let seat = self.asked[0].0;
                let out = Out::Illegal(format!("{}: {e}", G::move_name(&self.moves[start])));
                if let Some(turn) = self.log.as_mut().and_then(|l| l.last_mut()) {
                    turn.out = Some(out.clone());
                }
                self.fault(seat, out);
                self.moves[start] = G::out_move(&self.setup, &self.state, seat);
                G::step(&self.setup, &self.state, &self.moves[start..])
            }
            Err(e) => Err(e),
        };
        match next {
            Ok(next) => self.state = next,
            Err(e) => {
                self.moves.truncate(start);
                self.error = Some(format!("step {}: {e}", self.ends.len()));
                return;
            }
        }
        // Only programs read the others' moves (agents see the position).
        for (s, since) in self.since.iter_mut() {
            if !matches!(self.fillers.get(s), Some(Filler::Program)) {
                continue;
            }
            since.extend(
                self.asked
                    .iter()
                    .filter(|(seat, _)| *seat != s)
                    .map(|(_, m)| m.clone()),
            );
        }
        self.ends.push(self.moves.len());
        self.asked.clear();
        self.movers.clear();
    }

    /// The lines `seat`'s program reads once the game is over.
    pub fn closing(&self, seat: Seat) -> Vec<String> {
        G::closing(&self.setup, &self.state, seat, &self.since[seat])
    }

    /// Adds the driver's note to `seat`'s last turn in the log (where a program that ran out of
    /// time was: the driver sees into its program, the referee does not).
    pub fn add_note(&mut self, seat: Seat, note: &str) {
        if let Some(turn) = self.last_turn(seat).filter(|_| !note.is_empty()) {
            turn.note = Some(match turn.note.take() {
                Some(before) => format!("{before} {note}"),
                None => note.to_string(),
            });
        }
    }

    /// `seat`'s last turn in the log, when the log is kept.
    fn last_turn(&mut self, seat: Seat) -> Option<&mut TurnLog> {
        let log = self.log.as_mut()?;
        log.iter_mut().rev().find(|t| t.seat == seat)
    }

    /// Adds what a stopped program wrote last to its last turn's stderr in the log.
    pub fn add_stderr(&mut self, seat: Seat, stderr: &str) {
        if let Some(turn) = self.last_turn(seat).filter(|_| !stderr.is_empty()) {
            // One turn keeps what one turn may, with one note of what was not kept.
            let joined = format!("{}{stderr}", turn.stderr);
            turn.stderr = super::program::capped(&joined, super::program::MAX_TURN_STDERR, 0);
        }
    }

    /// The setup.
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    /// The position now.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// Every step's moves, in the order the seats were asked.
    pub fn steps(&self) -> impl Iterator<Item = &[G::Move]> + '_ {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts.zip(&self.ends).map(|(a, &b)| &self.moves[a..b])
    }

    /// Every move of the match, one step after another.
    pub fn all_moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// Every move of the match, the referee done with.
    pub fn into_moves(self) -> Vec<G::Move> {
        self.moves
    }

    /// Per seat: why it went out, if it did.
    pub fn faults(&self) -> &BySeat<Option<Fault>> {
        &self.faults
    }

    /// Per seat: the first note its answers earned (a program a turn ahead), if any.
    pub fn first_notes(&self) -> &BySeat<Option<Noted>> {
        &self.first_notes
    }

    /// Per seat: how long it thought.
    pub fn think(&self) -> &BySeat<Think> {
        &self.think
    }

    /// Every turn, when kept ([`Referee::keeping_log`]).
    pub fn log(&self) -> &[TurnLog] {
        self.log.as_deref().unwrap_or_default()
    }

    /// Why the match stopped before its end, if the rules refused a whole step (a bug).
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }
}

/// An agent's budget for a turn with `limit`: its own think time (on a first turn at least half
/// the limit), never more than 60% of the limit.
pub fn budget(think_ms: Option<f64>, first: bool, limit: Duration) -> Budget {
    let limit_ms = limit.as_secs_f64() * 1000.0;
    let think_ms = think_ms.map(|t| {
        let want = if first { t.max(limit_ms * 0.5) } else { t };
        want.min(limit_ms * 0.6)
    });
    Budget {
        think_ms,
        work: None,
    }
}
