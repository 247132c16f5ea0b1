//! A game's rules as a pure step: a state and the moves of whoever is to move give the next state
//! or a typed error.

use super::seat::BySeat;

/// A seat at the table, 0-based in the game's own seat order (king chase: 0 Alice, 1 Bob).
pub type Seat = usize;

/// Who moves next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToMove {
    /// One seat.
    Seat(Seat),
    /// Every listed seat at once (simultaneous games); the step takes one move per seat, in order.
    Seats(Vec<Seat>),
    /// Nobody: the game is over.
    Nobody,
}

impl ToMove {
    /// The seats that move, in order.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            ToMove::Seat(s) => vec![*s],
            ToMove::Seats(s) => s.clone(),
            ToMove::Nobody => Vec::new(),
        }
    }

    /// True when `seat` is among the movers.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            ToMove::Seat(s) => *s == seat,
            ToMove::Seats(s) => s.contains(&seat),
            ToMove::Nobody => false,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Outcome {
    /// Each seat's score, in seat order.
    pub scores: BySeat<i64>,
    /// One sentence about the end, in the game's words.
    pub summary: String,
    /// The end in words without the scores, for a page that names each seat's score itself
    /// (`None` where the summary names no score).
    pub ending: Option<String>,
    /// The seat that won outright, in a game that has a winner (`None` on a tie for first, and
    /// where the game is a puzzle or a score to make, not a race).
    pub winner: Option<Seat>,
}

impl Outcome {
    /// How far the outright winner is ahead of the next best seat (`None` without a winner or
    /// without another seat).
    pub fn lead(&self) -> Option<i64> {
        let seat = self.winner?;
        let top = *self.scores.get(seat)?;
        let next = self
            .scores
            .iter()
            .filter(|&(s, _)| s != seat)
            .map(|(_, &score)| score)
            .max()?;
        Some(top - next)
    }
}

/// The pure rules of a game: no I/O, no randomness except through the setup.
pub trait Rules: 'static {
    /// Everything fixed for a whole game: the board, blocked cells, start positions.
    type Setup;
    /// A position.
    type State: Clone;
    /// One seat's move.
    type Move: Clone + PartialEq + std::fmt::Debug;
    /// Why a move was refused.
    type Error: std::fmt::Display;

    /// The first position.
    fn start(setup: &Self::Setup) -> Self::State;

    /// Who moves in `state`.
    fn to_move(setup: &Self::Setup, state: &Self::State) -> ToMove;

    /// The next state after the movers' moves (one per seat of [`Rules::to_move`], in order).
    fn step(
        setup: &Self::Setup,
        state: &Self::State,
        moves: &[Self::Move],
    ) -> Result<Self::State, Self::Error>;

    /// The result, once the game is over.
    fn outcome(setup: &Self::Setup, state: &Self::State) -> Option<Outcome>;

    /// The moves `seat` may make (empty when it is not to move).
    fn legal_moves(setup: &Self::Setup, state: &Self::State, seat: Seat) -> Vec<Self::Move>;

    /// Why `mv` is not one of `seat`'s legal moves in `state`, in words, where the game knows
    /// better than its checked step can say (a move of a round everyone plays at once).
    fn refusal(
        _setup: &Self::Setup,
        _state: &Self::State,
        _seat: Seat,
        _mv: &Self::Move,
    ) -> Option<String> {
        None
    }

    /// The position as text: a test oracle and the accessible view.
    fn text(setup: &Self::Setup, state: &Self::State) -> String;

    /// A move in the game's notation (as replays store it).
    fn move_name(mv: &Self::Move) -> String;

    /// Reads a move in the game's notation; the error says what was expected.
    fn parse_move(text: &str) -> Result<Self::Move, String>;

    /// The position `seat` knows when it moves after `earlier` in the same step (simultaneous
    /// games whose referee asks seats one after another: Back to the Code's referee shows a later
    /// player a BACK or an out of this round). By default the position itself.
    fn seen_by<'a>(
        _setup: &Self::Setup,
        state: &'a Self::State,
        _seat: Seat,
        _earlier: &[(Seat, Self::Move)],
    ) -> std::borrow::Cow<'a, Self::State> {
        std::borrow::Cow::Borrowed(state)
    }

    /// Checks what must always hold in a position; the error names what broke.
    fn check(_setup: &Self::Setup, _state: &Self::State) -> Result<(), String> {
        Ok(())
    }
}
