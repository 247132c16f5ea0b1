//! Any game's match behind one object-safe face, [`Contest`]: what a driver that knows no game
//! holds (the CLI's generic commands, the page's Worker). Each game opens its own from the
//! registry; [`Referee`] implements it for every [`Protocol`].

use std::time::Duration;

use super::log::{Fault, Think, TurnLog};
use super::program::{Out, Reply};
use super::protocol::Protocol;
use super::referee::{Ask, Referee};
use crate::model::{BySeat, Outcome, Seat};

/// A match in progress, whatever the game.
pub trait Contest: Send {
    /// The next program turn to drive (agents' turns are played on the way); `None` at the end.
    fn ask(&mut self) -> Option<Ask>;
    /// The answer to the last [`Contest::ask`]; returns why the program is out, if it now is.
    fn answer(&mut self, reply: Result<Reply, Out>) -> Option<Out>;
    /// No answer to the last [`Contest::ask`] after `waited` (the driver's clock); returns why
    /// the program is out.
    fn fail_after(&mut self, out: Out, waited: Duration) -> Option<Out>;
    /// The lines `seat`'s program reads once the game is over.
    fn closing(&self, seat: Seat) -> Vec<String>;
    /// Adds what a stopped program wrote last to its last turn's stderr.
    fn add_stderr(&mut self, seat: Seat, stderr: &str);
    /// Adds the driver's note to `seat`'s last turn (where a program that ran out of time was).
    fn add_note(&mut self, seat: Seat, note: &str);
    /// Takes the clock off `seat` (a person at the keyboard).
    fn untime(&mut self, seat: Seat);
    /// Every turn so far, when the log is kept.
    fn log(&self) -> &[TurnLog];
    /// Per seat: why it went out, if it did.
    fn faults(&self) -> &BySeat<Option<Fault>>;
    /// Per seat: how long it thought.
    fn think(&self) -> &BySeat<Think>;
    /// The result once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Every step's moves as a replay keeps them (its actions, as the lab writes them).
    fn actions(&self) -> Vec<serde_json::Value>;
    /// Why the match stopped before its end, if it did (a bug, or seats that do not fit).
    fn error(&self) -> Option<&str>;
}

impl<G: Protocol> Contest for Referee<G>
where
    G::Setup: Send,
    G::State: Send,
    G::Move: Send,
{
    fn ask(&mut self) -> Option<Ask> {
        Referee::ask(self)
    }

    fn answer(&mut self, reply: Result<Reply, Out>) -> Option<Out> {
        Referee::answer(self, reply)
    }

    fn fail_after(&mut self, out: Out, waited: Duration) -> Option<Out> {
        Referee::fail_after(self, out, waited)
    }

    fn closing(&self, seat: Seat) -> Vec<String> {
        Referee::closing(self, seat)
    }

    fn add_stderr(&mut self, seat: Seat, stderr: &str) {
        Referee::add_stderr(self, seat, stderr);
    }

    fn add_note(&mut self, seat: Seat, note: &str) {
        Referee::add_note(self, seat, note);
    }

    fn untime(&mut self, seat: Seat) {
        Referee::untime(self, seat);
    }

    fn log(&self) -> &[TurnLog] {
        Referee::log(self)
    }

    fn faults(&self) -> &BySeat<Option<Fault>> {
        Referee::faults(self)
    }

    fn think(&self) -> &BySeat<Think> {
        Referee::think(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        let out = BySeat::from(
            self.faults()
                .values()
                .map(Option::is_some)
                .collect::<Vec<_>>(),
        );
        G::outcome(self.setup(), self.state()).map(|o| G::counted(o, &out))
    }

    fn actions(&self) -> Vec<serde_json::Value> {
        self.steps()
            .map(|step| crate::model::lab::action_of::<G>(step))
            .collect()
    }

    fn error(&self) -> Option<&str> {
        Referee::error(self)
    }
}

/// A reply from a driver that measured the time itself (the page: `performance.now()`); its
/// stderr is kept up to [`super::program::MAX_TURN_STDERR`] bytes, as a child's is.
pub fn reply(line: String, stderr: String, took_ms: f64) -> Reply {
    Reply {
        line,
        stderr: super::program::capped(&stderr, super::program::MAX_TURN_STDERR, 0),
        took: Duration::from_secs_f64(if took_ms.is_finite() {
            took_ms.clamp(0.0, 1e9) / 1000.0
        } else {
            0.0
        }),
        note: None,
        cpu: None,
    }
}

/// Per seat of a match of `G` with these parameters and seed: true where the house plays.
pub fn house_seats<G>(params: &serde_json::Value, seed: u64) -> Result<Vec<bool>, String>
where
    G: crate::model::Show + Protocol,
{
    let params: G::Params =
        serde_json::from_value(params.clone()).map_err(|e| format!("the parameters: {e}"))?;
    let (setup, _) = G::open(&params, seed).map_err(|e| e.to_string())?;
    Ok((0..G::seats(&setup))
        .map(|s| G::house(&setup, s).is_some())
        .collect())
}

/// The replay parameters of a match of `G` opened with `params`, `seed` and `seats` (as
/// [`open`] takes them): each built-in bot named in the seat it played, so that the lab, opening
/// the match's replay, draws the reasoning of the bot that played and not the menus'.
pub fn replay_params<G>(
    params: &serde_json::Value,
    seed: u64,
    seats: &[super::seat::SeatSpec],
) -> Result<serde_json::Value, String>
where
    G: crate::model::Show + Protocol + crate::model::Roster,
{
    let mut parsed: G::Params =
        serde_json::from_value(params.clone()).map_err(|e| format!("the parameters: {e}"))?;
    let (setup, _) = G::open(&parsed, seed).map_err(|e| e.to_string())?;
    let open_seats = (0..G::seats(&setup)).filter(|&s| G::house(&setup, s).is_none());
    for (seat, spec) in open_seats.zip(seats) {
        if let super::seat::SeatSpec::Bot(name) = spec {
            if let Some(k) = G::bots().iter().position(|b| b.name == name) {
                G::seat_bot(&mut parsed, seat, k as u8);
            }
        }
    }
    serde_json::to_value(&parsed).map_err(|e| e.to_string())
}

/// Opens a match of `G` from the game's replay parameters (the lab's, without the mode) and
/// seed: the house's seats filled by the game ([`Protocol::house`]), the others by `seats` in
/// order (bots from the game's list, programs left to the driver).
pub fn open<G>(
    params: &serde_json::Value,
    seed: u64,
    seats: &[super::seat::SeatSpec],
) -> Result<Box<dyn Contest>, String>
where
    G: crate::model::Show + Protocol + crate::model::Roster,
    G::Setup: Send,
    G::State: Send,
    G::Move: Send,
{
    let params: G::Params =
        serde_json::from_value(params.clone()).map_err(|e| format!("the parameters: {e}"))?;
    let (setup, _) = G::open(&params, seed).map_err(|e| e.to_string())?;
    let mut given = super::seat::fillers::<G>(seats, seed, None)?.into_iter();
    let mut fillers = Vec::new();
    for seat in 0.. {
        match G::house(&setup, seat) {
            Some(agent) => fillers.push(super::Filler::Agent(agent, None)),
            None => match given.next() {
                Some(f) => fillers.push(f),
                None => break,
            },
        }
    }
    if given.next().is_some() || fillers.len() != G::seats(&setup) {
        return Err(format!(
            "{} seats given for a game of {} ({} of them the house's)",
            seats.len(),
            G::seats(&setup),
            (0..G::seats(&setup))
                .filter(|&s| G::house(&setup, s).is_some())
                .count()
        ));
    }
    Ok(Box::new(Referee::<G>::new(setup, fillers).keeping_log()))
}
