//! What a game gives the harness: the lines each seat's program reads, built when that seat is
//! asked, and how a program's answer line becomes a move. The harness owns everything else.

use std::time::Duration;

use crate::model::{BySeat, Outcome, Rules, Seat};

/// The time a seat may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Its first turn.
    pub first: Duration,
    /// Every later turn.
    pub later: Duration,
    /// All its turns together, if the contest counts a whole game (Game of snakes: 4 s).
    pub total: Option<Duration>,
}

impl Limits {
    /// A limit per turn: `first_ms` for the first, `later_ms` after.
    pub const fn per_turn(first_ms: u64, later_ms: u64) -> Limits {
        Limits {
            first: Duration::from_millis(first_ms),
            later: Duration::from_millis(later_ms),
            total: None,
        }
    }

    /// One budget for the whole game.
    pub const fn whole_game(total: Duration) -> Limits {
        Limits {
            first: total,
            later: total,
            total: Some(total),
        }
    }

    /// The limit for a turn, after `spent` on earlier ones.
    pub fn turn(&self, first: bool, spent: Duration) -> Duration {
        let turn = if first { self.first } else { self.later };
        match self.total {
            Some(total) => turn.min(total.saturating_sub(spent)),
            None => turn,
        }
    }
}

/// A game as a contest: its protocol both ways. Seats are asked in the order of
/// [`Rules::to_move`]; a seat asked later in the same step reads the answers before it (the
/// contest referees build player k's input after players 0..k-1 have answered), and an agent
/// there sees [`Rules::seen_by`].
pub trait Protocol: Rules {
    /// Lines a program reads once, before its first turn's input.
    fn opening(setup: &Self::Setup, seat: Seat) -> Vec<String>;

    /// The lines `seat` reads when it is asked: from the position at the start of the step,
    /// the answers of the seats asked before it in this step (`asked`), and the other seats'
    /// moves since its own last answer (`since`).
    fn turn_input(
        setup: &Self::Setup,
        state: &Self::State,
        seat: Seat,
        asked: &[(Seat, Self::Move)],
        since: &[Self::Move],
    ) -> Vec<String>;

    /// The lines a program still reads once the game is over (the last moves, an `EXIT`).
    fn closing(
        _setup: &Self::Setup,
        _state: &Self::State,
        _seat: Seat,
        _since: &[Self::Move],
    ) -> Vec<String> {
        Vec::new()
    }

    /// How many seats a match on `setup` has.
    fn seats(setup: &Self::Setup) -> usize;

    /// A program's answer line in a match on `setup` as a move, or what is wrong with it.
    fn read_line(setup: &Self::Setup, line: &str) -> Result<Self::Move, String>;

    /// Why a readable move puts `seat` out in the position it sees (Back to the Code: a second
    /// BACK), if it does. By default no move does: the rules refuse illegal ones at the step.
    fn refuse(
        _setup: &Self::Setup,
        _seen: &Self::State,
        _seat: Seat,
        _mv: &Self::Move,
    ) -> Option<String> {
        None
    }

    /// The agent the contest itself puts in `seat` (Game of snakes' Chef), if that seat is the
    /// house's rather than a contestant's.
    fn house(
        _setup: &Self::Setup,
        _seat: Seat,
    ) -> Option<Box<dyn crate::model::Agent<Self> + Send>> {
        None
    }

    /// The move of a seat that is out, or that has no move: Back to the Code's `out` (the game
    /// goes on), Game of snakes' `EXIT` (the game ends).
    fn out_move(setup: &Self::Setup, state: &Self::State, seat: Seat) -> Self::Move;

    /// The moment of a position in the game's words, for faults (`round 12 (real 14)`).
    fn moment(setup: &Self::Setup, state: &Self::State) -> String;

    /// How long `seat` may think, if it is timed (the house's own seat, such as Chef, is not).
    fn limits(setup: &Self::Setup, seat: Seat) -> Option<Limits>;

    /// The result as the contest counts it, `out` telling per seat whether it was put out. By
    /// default the board's: a player put out keeps what it had (Back to the Code's rule).
    fn counted(outcome: Outcome, _out: &BySeat<bool>) -> Outcome {
        outcome
    }
}
