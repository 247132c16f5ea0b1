//! Back to the Code in the game model: the [`Rules`] implementation.

use crate::model::rules::{Outcome, Rules, Seat, ToMove};

use super::board::{Pos, AREA, NEUTRAL};
use super::moves::{parse_move, Dir, Move, MAX_BACK};
use super::round::{play_round, RoundError};
use super::start::Setup;
use super::state::State;
use super::text::state_text;

/// Back to the Code (CodinGame, 2015) in the game model.
pub struct Bttc;

impl Rules for Bttc {
    type Setup = Setup;
    type State = State;
    type Move = Move;
    type Error = RoundError;

    fn start(setup: &Setup) -> State {
        State::start(setup)
    }

    fn to_move(_: &Setup, state: &State) -> ToMove {
        if state.over() {
            ToMove::Nobody
        } else {
            ToMove::Seats(state.active_players())
        }
    }

    fn step(setup: &Setup, state: &State, moves: &[Move]) -> Result<State, RoundError> {
        play_round(setup, state, moves)
    }

    /// The contest's referee asks the players of a round one after another: a later player
    /// already reads the BACKs used and the players out earlier in the round.
    fn seen_by<'a>(
        _: &Setup,
        state: &'a State,
        _: Seat,
        earlier: &[(Seat, Move)],
    ) -> std::borrow::Cow<'a, State> {
        if earlier.is_empty() {
            std::borrow::Cow::Borrowed(state)
        } else {
            std::borrow::Cow::Owned(state.seen_after(earlier))
        }
    }

    fn outcome(_: &Setup, state: &State) -> Option<Outcome> {
        let end = state.end()?;
        let scores = state.scores();
        let list: Vec<String> = scores.iter().map(u32::to_string).collect();
        let when = format!(
            "{} real rounds (in-game round {})",
            state.real_round(),
            state.round().saturating_sub(1).max(1)
        );
        Some(Outcome {
            scores: scores.iter().map(|&s| i64::from(s)).collect(),
            summary: format!("Scores {} after {when}: {end}.", list.join(", ")),
            ending: Some(format!("After {when}: {end}.")),
            winner: outright_winner(&scores),
        })
    }

    /// Every target cell (row-major), the steps that stay on the board, then `BACK 1..25` while
    /// the player still has its BACK.
    fn legal_moves(_: &Setup, state: &State, seat: Seat) -> Vec<Move> {
        if state.over() || !state.active(seat) {
            return Vec::new();
        }
        let mut out: Vec<Move> = (0..AREA).map(|i| Move::To(Pos::from_index(i))).collect();
        if let Some(at) = state.position(seat) {
            out.extend(
                Dir::ALL
                    .into_iter()
                    .filter(|d| d.from(at).is_some())
                    .map(Move::Step),
            );
        }
        if state.back_left(seat) {
            out.extend((1..=MAX_BACK).map(Move::Back));
        }
        out
    }

    fn refusal(_: &Setup, state: &State, seat: Seat, mv: &Move) -> Option<String> {
        if state.over() {
            return None;
        }
        if !state.active(seat) {
            return Some(format!("{mv} is refused: you are out of the game"));
        }
        match mv {
            Move::Back(_) if !state.back_left(seat) => Some(format!(
                "{mv} is refused: your time travel is already used (BACK is once per game)"
            )),
            Move::Back(k) if !(1..=MAX_BACK).contains(k) => Some(format!(
                "{mv} is refused: BACK goes 1 to {MAX_BACK} rounds back"
            )),
            _ => None,
        }
    }

    fn text(_: &Setup, state: &State) -> String {
        state_text(state)
    }

    fn move_name(mv: &Move) -> String {
        mv.to_string()
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        parse_move(text).map_err(|e| e.to_string())
    }

    fn check(setup: &Setup, state: &State) -> Result<(), String> {
        let round = usize::from(state.round());
        if state.players() != setup.players() {
            return Err(format!(
                "{} players in a game of {}",
                state.players(),
                setup.players()
            ));
        }
        for p in 0..state.players() {
            if state.trail(p).len() != round {
                return Err(format!(
                    "player {p}'s path has {} cells before round {round}",
                    state.trail(p).len()
                ));
            }
            if state.trail(p).first() != setup.starts().get(p) {
                return Err(format!("player {p}'s path does not begin at its start"));
            }
            if state.trail(p).windows(2).any(|w| w[0].dist(w[1]) > 1) {
                return Err(format!("player {p}'s path jumps"));
            }
        }
        for (i, (&o, &t)) in state.owner.iter().zip(&state.taken).enumerate() {
            if o != NEUTRAL && (usize::from(o) >= state.players() || usize::from(t) >= round) {
                return Err(format!(
                    "cell {} owned by {o} from round {t} before round {round}",
                    Pos::from_index(i)
                ));
            }
        }
        if (state.real_round() as usize) < round - 1 {
            return Err(format!(
                "real round {} behind in-game round {round}",
                state.real_round()
            ));
        }
        if state.over() != state.end().is_some() {
            return Err("the end flag disagrees".into());
        }
        Ok(())
    }
}

/// The seat with the highest score when no other seat has as much.
fn outright_winner(scores: &[u32]) -> Option<Seat> {
    let top = scores.iter().copied().max()?;
    let mut best = scores.iter().enumerate().filter(|&(_, &s)| s == top);
    let (seat, _) = best.next()?;
    best.next().is_none().then_some(seat)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_winner_only_without_a_tie_for_first() {
        assert_eq!(super::outright_winner(&[344, 356]), Some(1));
        assert_eq!(super::outright_winner(&[5, 9, 9]), None);
        assert_eq!(super::outright_winner(&[]), None);
    }
}
