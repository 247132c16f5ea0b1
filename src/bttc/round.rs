//! One round as a pipeline of named steps: the moves, neutral claims, enclosure captures in
//! player order, the time travel, and the end checks.

use thiserror::Error;

use super::board::{Pos, NEUTRAL};
use super::capture::{came_back, Fill};
use super::end::check_end;
use super::moves::Move;
use super::start::Setup;
use super::state::State;

/// Why a round could not be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RoundError {
    /// The game is already over.
    #[error("the game is over")]
    Over,
    /// Not one move per active player.
    #[error("a round takes one move per player still in the game ({expected}), found {found}")]
    MoveCount {
        /// Active players.
        expected: usize,
        /// Moves given.
        found: usize,
    },
}

/// What happened in a round, for notes and views.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundReport {
    /// Cells claimed by standing on them, per player.
    pub claimed: Vec<u32>,
    /// Cells captured by enclosure, per player.
    pub captured: Vec<u32>,
    /// Players put out this round.
    pub out: Vec<usize>,
    /// Rounds travelled back (0: none).
    pub travelled: u16,
}

/// Plays one round: `moves` has one move per active player, in player order.
pub fn play_round(setup: &Setup, state: &State, moves: &[Move]) -> Result<State, RoundError> {
    thread_local! {
        static FILL: std::cell::RefCell<Fill> = std::cell::RefCell::new(Fill::new());
    }
    FILL.with(|fill| match fill.try_borrow_mut() {
        Ok(mut fill) => play_round_with(setup, state, moves, &mut fill),
        Err(_) => play_round_with(setup, state, moves, &mut Fill::new()),
    })
    .map(|(s, _)| s)
}

/// [`play_round`] with reusable flood-fill buffers, also returning what happened.
pub fn play_round_with(
    setup: &Setup,
    state: &State,
    moves: &[Move],
    fill: &mut Fill,
) -> Result<(State, RoundReport), RoundError> {
    if state.over() {
        return Err(RoundError::Over);
    }
    let movers = state.active_players();
    if movers.len() != moves.len() {
        return Err(RoundError::MoveCount {
            expected: movers.len(),
            found: moves.len(),
        });
    }
    let mut next = state.clone();
    let n = next.players();
    let mut report = RoundReport {
        claimed: vec![0; n],
        captured: vec![0; n],
        ..RoundReport::default()
    };
    let (back, moved) = apply_moves(&mut next, &movers, moves, &mut report);
    claim_neutral(&mut next, &mut report);
    capture_enclosures(&mut next, fill, &mut report);
    report.travelled = travel(&mut next, back);
    next.real += 1;
    next.end = check_end(setup, &mut next, moved);
    Ok((next, report))
}

/// Step 1, the moves: each active player steps toward its target, uses its BACK (a second one
/// puts it out) or is out (also for a step off the board). Every player's trail gets this round's cell. Returns the BACK amount
/// asked for this round and whether anyone changed cell or used BACK.
fn apply_moves(
    state: &mut State,
    movers: &[usize],
    moves: &[Move],
    report: &mut RoundReport,
) -> (u32, bool) {
    let mut back = 0u32;
    let mut moved = false;
    for (&p, mv) in movers.iter().zip(moves) {
        let Some(at) = state.position(p) else {
            continue;
        };
        let to = match take_answer(state, p, at, *mv) {
            Answered::Step(to) => to,
            Answered::Back(k) => {
                back += u32::from(k);
                moved = true;
                at
            }
            Answered::Out => {
                report.out.push(p);
                at
            }
        };
        moved |= to != at;
        state.trail[p].push(to);
    }
    // Players out before this round keep their cell in the trail, so every trail has one cell
    // per round.
    let round_len = usize::from(state.round) + 1;
    for trail in &mut state.trail {
        while trail.len() < round_len {
            let last = trail.last().copied().unwrap_or(Pos { x: 0, y: 0 });
            trail.push(last);
        }
    }
    (back, moved)
}

/// What one player's answer does before anyone moves.
pub(crate) enum Answered {
    /// It steps to this cell.
    Step(Pos),
    /// It goes back this many rounds (its BACK is now used).
    Back(u8),
    /// It is out (a second BACK, a step off the board, `out`).
    Out,
}

/// Takes player `p`'s answer at `at`: a BACK uses its time travel and an invalid answer puts
/// it out, at once. The contest's referee asks the players of a round one after another, so
/// a later player of the same round already reads these flags ([`State::seen_after`]).
pub(crate) fn take_answer(state: &mut State, p: usize, at: Pos, mv: Move) -> Answered {
    match (mv, mv.target(at)) {
        (Move::To(_) | Move::Step(_), Some(target)) => Answered::Step(at.step_toward(target)),
        (Move::Back(k), _) if state.back_left[p] && (1..=super::moves::MAX_BACK).contains(&k) => {
            state.back_left[p] = false;
            Answered::Back(k)
        }
        _ => {
            state.active[p] = false;
            Answered::Out
        }
    }
}

impl State {
    /// The position as a player asked after `answered` reads it: positions as at the round's
    /// start, with the BACKs used and the players out by those earlier answers.
    pub fn seen_after(&self, answered: &[(usize, Move)]) -> State {
        let mut seen = self.clone();
        for &(p, mv) in answered {
            if let Some(at) = seen.position(p).filter(|_| seen.active(p)) {
                take_answer(&mut seen, p, at, mv);
            }
        }
        seen
    }
}

/// Step 2, neutral claims: every active player standing on a neutral cell takes it, unless
/// another active player stands on the same cell.
fn claim_neutral(state: &mut State, report: &mut RoundReport) {
    let round = state.round;
    let players = state.active_players();
    for &p in &players {
        let Some(at) = state.position(p) else {
            continue;
        };
        let shared = players
            .iter()
            .any(|&q| q != p && state.position(q) == Some(at));
        let i = at.index();
        if !shared && state.owner[i] == NEUTRAL {
            state.owner[i] = p as u8;
            state.taken[i] = round;
            report.claimed[p] += 1;
        }
    }
}

/// Step 3, enclosure captures, in player order: a player next to its own path of two or more
/// rounds ago takes every closed neutral region around it (a later player sees the result).
fn capture_enclosures(state: &mut State, fill: &mut Fill, report: &mut RoundReport) {
    let round = state.round;
    for p in 0..state.players() {
        if !state.active[p] {
            continue;
        }
        let Some(at) = state.position(p) else {
            continue;
        };
        if !came_back(&state.trail[p], at) {
            continue;
        }
        let taken = &mut state.taken;
        report.captured[p] +=
            fill.capture(&mut state.owner, p as u8, at.index(), |c| taken[c] = round);
    }
}

/// Step 4, the time travel: with `asked` rounds asked for this round (capped at round - 1),
/// everyone goes back; cells taken in the undone rounds become neutral. Also moves the clock
/// on. Returns the rounds travelled.
fn travel(state: &mut State, asked: u32) -> u16 {
    let round = state.round;
    let amount = asked.min(u32::from(round) - 1) as u16;
    state.undone.clear();
    state.travelled = amount;
    if amount == 0 {
        state.round = round + 1;
        return 0;
    }
    let cut = round - amount;
    for trail in &mut state.trail {
        trail.truncate(usize::from(cut));
    }
    for (i, (o, &t)) in state.owner.iter_mut().zip(&state.taken).enumerate() {
        if *o != NEUTRAL && t >= cut {
            *o = NEUTRAL;
            state.undone.push(i as u16);
        }
    }
    state.round = cut;
    amount
}
