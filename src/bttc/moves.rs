//! One player's move in a round, and its notation in replays.
//!
//! The notation is the contest's output line without the message (`12 7`, `BACK 5`), plus `out`
//! for a player the referee puts out this round (no answer in time, a crash, a line it cannot
//! read): that is a move too, so a replay of an arena game reproduces it exactly. A person at the
//! keyboard may also name a step (`up`, `down`, `left`, `right`): the target one cell that way.

use std::fmt;

use thiserror::Error;

use super::board::Pos;

/// The most rounds one BACK may ask for.
pub const MAX_BACK: u8 = 25;

/// One seat's move in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Step one cell toward this cell (x first, then y; stay when there).
    To(Pos),
    /// Go back this many rounds (1..=25, once per game); the player does not move this round.
    Back(u8),
    /// The player is out from this round on (its cells stay).
    Out,
    /// One cell that way (the keyboard's move: the target beside the player).
    Step(Dir),
}

/// A direction on the board (y grows downward).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// y - 1.
    Up,
    /// y + 1.
    Down,
    /// x - 1.
    Left,
    /// x + 1.
    Right,
}

impl Dir {
    /// Every direction.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// Its notation.
    pub fn name(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        }
    }

    /// The cell beside `p` this way, if on the board.
    pub fn from(self, p: Pos) -> Option<Pos> {
        let (x, y) = (i64::from(p.x), i64::from(p.y));
        match self {
            Dir::Up => Pos::new(x, y - 1),
            Dir::Down => Pos::new(x, y + 1),
            Dir::Left => Pos::new(x - 1, y),
            Dir::Right => Pos::new(x + 1, y),
        }
    }
}

impl Move {
    /// The target cell of this move for a player on `at` (`None` for BACK, out, or a step off
    /// the board).
    pub fn target(&self, at: Pos) -> Option<Pos> {
        match *self {
            Move::To(p) => Some(p),
            Move::Step(d) => d.from(at),
            Move::Back(_) | Move::Out => None,
        }
    }
}

impl fmt::Display for Move {
    /// The replay notation (`12 7`, `BACK 5`, `out`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::To(p) => write!(f, "{p}"),
            Move::Back(n) => write!(f, "BACK {n}"),
            Move::Out => f.write_str("out"),
            Move::Step(d) => f.write_str(d.name()),
        }
    }
}

/// Why a move's text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// Nothing to read.
    #[error("empty: expected `x y`, `BACK n`, `out` or up, down, left, right")]
    Empty,
    /// `BACK` without a whole number of rounds from 1 to 25.
    #[error("{}: the rounds must be a whole number from 1 to 25", crate::words::shown(&format!("BACK {}", .0)))]
    BackAmount(String),
    /// Not two whole numbers.
    #[error("{} is not `x y` with two whole numbers", crate::words::shown(.0))]
    NotCell(String),
    /// Coordinates off the board.
    #[error("({x}, {y}) is off the board: x must be 0 to 34 and y 0 to 19")]
    OffBoard {
        /// The x read.
        x: i64,
        /// The y read.
        y: i64,
    },
    /// Something after the move.
    #[error("{}: a move has nothing after it", crate::words::shown(.0))]
    Trailing(String),
}

/// Reads a move in the replay notation: `x y`, `BACK n` (any case), `out`, or a step (`up`...).
pub fn parse_move(text: &str) -> Result<Move, MoveError> {
    if let Some(d) = Dir::ALL
        .into_iter()
        .find(|d| text.trim().eq_ignore_ascii_case(d.name()))
    {
        return Ok(Move::Step(d));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        [] => Err(MoveError::Empty),
        [w] if w.eq_ignore_ascii_case("out") => Ok(Move::Out),
        [w, n, rest @ ..] if w.eq_ignore_ascii_case("back") => {
            if !rest.is_empty() {
                return Err(MoveError::Trailing(text.trim().to_string()));
            }
            back_amount(n)
                .map(Move::Back)
                .ok_or_else(|| MoveError::BackAmount(n.to_string()))
        }
        [w] if w.eq_ignore_ascii_case("back") => Err(MoveError::BackAmount(String::new())),
        [x, y] => {
            let (x, y) = match (whole(x), whole(y)) {
                (Some(x), Some(y)) => (x, y),
                _ => return Err(MoveError::NotCell(text.trim().to_string())),
            };
            Pos::new(x, y)
                .map(Move::To)
                .ok_or(MoveError::OffBoard { x, y })
        }
        [_, _, _, ..] => Err(MoveError::Trailing(text.trim().to_string())),
        [_] => Err(MoveError::NotCell(text.trim().to_string())),
    }
}

/// A BACK amount: a whole number from 1 to 25.
pub fn back_amount(word: &str) -> Option<u8> {
    whole(word)
        .filter(|n| (1..=i64::from(MAX_BACK)).contains(n))
        .map(|n| n as u8)
}

/// A whole number as the contest's referee reads one (an optional sign, then digits).
pub fn whole(word: &str) -> Option<i64> {
    let digits = word.strip_prefix(['-', '+']).unwrap_or(word);
    if digits.is_empty() || digits.len() > 12 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for m in [
            Move::To(Pos { x: 34, y: 19 }),
            Move::Back(25),
            Move::Back(1),
            Move::Out,
        ] {
            assert_eq!(parse_move(&m.to_string()), Ok(m));
        }
        assert_eq!(parse_move("back 3"), Ok(Move::Back(3)));
        assert!(parse_move("BACK 26").is_err());
        assert!(parse_move("BACK 0").is_err());
        assert!(parse_move("35 0").is_err());
        assert!(parse_move("1 2 3").is_err());
        assert!(parse_move("").is_err());
        assert!(parse_move("99999999999999999999 1").is_err());
        assert!(parse_move("\u{1F40D}").is_err());
    }
}
