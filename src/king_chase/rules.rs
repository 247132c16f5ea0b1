//! The rules as pure transitions: a state, the legal moves, and `play` returning a typed error.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::grid::{Cell, KING_STEPS};

use super::board::Board;

/// Who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Alice collects values and moves first.
    Alice,
    /// Bob chases her.
    Bob,
}

/// One king step, named by compass direction (north is up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KingStep {
    /// Up.
    N,
    /// Up and right.
    NE,
    /// Right.
    E,
    /// Down and right.
    SE,
    /// Down.
    S,
    /// Down and left.
    SW,
    /// Left.
    W,
    /// Up and left.
    NW,
}

impl KingStep {
    /// All eight steps, in the order of [`KING_STEPS`].
    pub const ALL: [KingStep; 8] = [
        KingStep::N,
        KingStep::NE,
        KingStep::E,
        KingStep::SE,
        KingStep::S,
        KingStep::SW,
        KingStep::W,
        KingStep::NW,
    ];

    /// The step's index in [`KingStep::ALL`] and [`KING_STEPS`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The `(row, column)` change.
    pub fn delta(self) -> (i32, i32) {
        KING_STEPS[self.index()]
    }

    /// The step from `from` to a king neighbour `to`, if it is one.
    pub fn between(from: Cell, to: Cell) -> Option<KingStep> {
        let d = (to.row - from.row, to.col - from.col);
        KING_STEPS
            .iter()
            .position(|&s| s == d)
            .map(|i| KingStep::ALL[i])
    }

    /// The short name (`N`, `NE`, ...), as replays write it.
    pub fn name(self) -> &'static str {
        ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][self.index()]
    }

    /// An arrow for the step, for notes.
    pub fn arrow(self) -> &'static str {
        ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"][self.index()]
    }
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ChaseError {
    /// The game has already ended.
    #[error("the game is over: Alice was caught")]
    GameOver,
    /// A ply of king chase is one player's single step.
    #[error("one player moves at a time: expected 1 move, found {found}")]
    OneMove {
        /// How many moves were given.
        found: usize,
    },
    /// The wrong player tried to move.
    #[error("it is {expected:?}'s turn, not {tried:?}'s")]
    NotYourTurn {
        /// Who is to move.
        expected: Player,
        /// Who tried.
        tried: Player,
    },
    /// The step leaves the board.
    #[error("{player:?} cannot step {step:?} from {from}: that leaves the board")]
    OffBoard {
        /// Who moved.
        player: Player,
        /// From where.
        from: Cell,
        /// The step.
        step: KingStep,
    },
}

/// A move the player to move may make: the step and the cell it reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LegalMove {
    /// The step.
    pub step: KingStep,
    /// Where it leads.
    pub to: Cell,
}

/// A position of the game: where both kings stand, whose turn it is, and Alice's score so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ChaseState {
    /// Alice's cell.
    pub alice: Cell,
    /// Bob's cell.
    pub bob: Cell,
    /// How many moves Alice has made (the `t` of the DP).
    pub alice_moves: u32,
    /// Alice's score (every visit counts).
    pub score: u64,
    /// Who moves next.
    pub to_move: Player,
    /// True once Alice and Bob share a cell.
    pub caught: bool,
}

impl ChaseState {
    /// The starting position.
    pub fn start(alice: Cell, bob: Cell) -> Self {
        Self {
            alice,
            bob,
            alice_moves: 0,
            score: 0,
            to_move: Player::Alice,
            caught: alice == bob,
        }
    }

    /// The steps the player to move may take (none once the game is over).
    pub fn legal_steps(&self, board: &Board) -> Vec<KingStep> {
        self.legal_moves(board)
            .into_iter()
            .map(|m| m.step)
            .collect()
    }

    /// The moves the player to move may make, with the cells they reach.
    pub fn legal_moves(&self, board: &Board) -> Vec<LegalMove> {
        if self.caught {
            return Vec::new();
        }
        let from = self.position(self.to_move);
        KingStep::ALL
            .into_iter()
            .map(|step| LegalMove {
                step,
                to: from.offset(step.delta().0, step.delta().1),
            })
            .filter(|m| board.dims().contains(m.to))
            .collect()
    }

    /// Where `player` stands.
    pub fn position(&self, player: Player) -> Cell {
        match player {
            Player::Alice => self.alice,
            Player::Bob => self.bob,
        }
    }

    /// The position after the player to move takes `step`.
    pub fn play(self, board: &Board, step: KingStep) -> Result<Self, ChaseError> {
        self.play_as(board, self.to_move, step)
    }

    /// The position after `player` takes `step`; refused if it is not their turn.
    pub fn play_as(
        self,
        board: &Board,
        player: Player,
        step: KingStep,
    ) -> Result<Self, ChaseError> {
        if self.caught {
            return Err(ChaseError::GameOver);
        }
        if player != self.to_move {
            return Err(ChaseError::NotYourTurn {
                expected: self.to_move,
                tried: player,
            });
        }
        let from = self.position(player);
        let to = from.offset(step.delta().0, step.delta().1);
        if !board.dims().contains(to) {
            return Err(ChaseError::OffBoard { player, from, step });
        }
        let mut next = self;
        match player {
            Player::Alice => {
                next.alice = to;
                next.alice_moves += 1;
                next.score += board.value(to) as u64;
                next.to_move = Player::Bob;
            }
            Player::Bob => {
                next.bob = to;
                next.to_move = Player::Alice;
            }
        }
        next.caught = next.alice == next.bob;
        Ok(next)
    }

    /// The position as text: a header line, then the board with `A`, `B` (or `X` when both) after
    /// the value of their cells.
    pub fn to_text(&self, board: &Board) -> String {
        let status = if self.caught {
            "caught".to_string()
        } else {
            format!("{:?} to move", self.to_move)
        };
        let mut out = format!(
            "king chase {n}x{n}: Alice {} Bob {} after {} Alice moves, score {}, {status}\n",
            self.alice,
            self.bob,
            self.alice_moves,
            self.score,
            n = board.size()
        );
        let width = board
            .values()
            .iter()
            .map(|v| v.to_string().len())
            .max()
            .unwrap_or(1)
            + 1;
        for cell in board.dims().cells() {
            let mark = match (cell == self.alice, cell == self.bob) {
                (true, true) => "X",
                (true, false) => "A",
                (false, true) => "B",
                _ => "",
            };
            let text = format!("{}{mark}", board.value(cell));
            out.push_str(&format!("{text:>width$}"));
            out.push(if cell.col + 1 == board.size() {
                '\n'
            } else {
                ' '
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Board {
        Board::new(3, vec![1, 2, 3, 4, 5, 6, 7, 8, 9]).unwrap()
    }

    #[test]
    fn alice_collects_and_bob_catches() {
        let b = board();
        let s = ChaseState::start(Cell::new(0, 0), Cell::new(2, 2));
        assert_eq!(
            s.legal_steps(&b),
            vec![KingStep::E, KingStep::SE, KingStep::S]
        );
        let s = s.play(&b, KingStep::SE).unwrap();
        assert_eq!(
            (s.score, s.alice_moves, s.to_move, s.caught),
            (5, 1, Player::Bob, false)
        );
        let s = s.play(&b, KingStep::NW).unwrap();
        assert!(s.caught);
        assert_eq!(s.play(&b, KingStep::N), Err(ChaseError::GameOver));
        assert!(s.legal_steps(&b).is_empty());
    }

    #[test]
    fn moving_onto_bob_ends_the_game_and_scores() {
        let b = board();
        let s = ChaseState::start(Cell::new(0, 0), Cell::new(1, 1))
            .play(&b, KingStep::SE)
            .unwrap();
        assert!(s.caught);
        assert_eq!(s.score, 5);
    }

    #[test]
    fn refusals_are_typed() {
        let b = board();
        let s = ChaseState::start(Cell::new(0, 0), Cell::new(2, 2));
        assert_eq!(
            s.play(&b, KingStep::N),
            Err(ChaseError::OffBoard {
                player: Player::Alice,
                from: Cell::new(0, 0),
                step: KingStep::N
            })
        );
        assert!(matches!(
            s.play_as(&b, Player::Bob, KingStep::N),
            Err(ChaseError::NotYourTurn { .. })
        ));
        assert_eq!(
            s.play(&b, KingStep::N).unwrap_err().to_string(),
            "Alice cannot step N from (1,1): that leaves the board"
        );
    }

    #[test]
    fn revisits_count_every_time() {
        let b = board();
        let mut s = ChaseState::start(Cell::new(0, 0), Cell::new(2, 2));
        for step in [
            KingStep::E,
            KingStep::N,
            KingStep::W,
            KingStep::S,
            KingStep::E,
        ] {
            s = s.play(&b, step).unwrap();
        }
        assert_eq!(
            (s.alice, s.score, s.alice_moves),
            (Cell::new(0, 1), 2 + 1 + 2, 3)
        );
        assert_eq!(
            KingStep::between(Cell::new(1, 1), Cell::new(0, 2)),
            Some(KingStep::NE)
        );
    }

    #[test]
    fn text_form_marks_both_kings() {
        let b = board();
        let s = ChaseState::start(Cell::new(0, 0), Cell::new(2, 2));
        assert_eq!(
            s.to_text(&b),
            "king chase 3x3: Alice (1,1) Bob (3,3) after 0 Alice moves, score 0, Alice to move\n\
             1A  2  3\n 4  5  6\n 7  8 9B\n"
        );
    }
}
