//! The contest's protocol both ways: what a bot reads each turn (ids relabelled so the reader is
//! 0) and the line it answers (`x y [message]` or `BACK n [message]`).

use crate::words::shown;
use std::fmt::Write;

use thiserror::Error;

use super::board::{Pos, AREA, HEIGHT, WIDTH};
use super::moves::{back_amount, whole, Move};
use super::start::round_limit;
use super::state::State;
use super::text::{map_lines, parse_map, relabel};

/// Longest message kept after a move.
pub const MAX_MESSAGE: usize = 100;

/// A bot's answer: the move and the message shown with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// The move.
    pub mv: Move,
    /// The message (at most 100 characters), if any.
    pub message: Option<String>,
}

/// Why an answer line puts its player out.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OutputError {
    /// Nothing on the line.
    #[error("empty line: expected `x y` or `BACK n`")]
    Empty,
    /// Not `x y`.
    #[error("{} is not `x y [message]` or `BACK n [message]`", shown(.0))]
    Unreadable(String),
    /// A target off the board.
    #[error("({x}, {y}) is off the board: 0 <= x < 35, 0 <= y < 20")]
    OffBoard {
        /// The x read.
        x: i64,
        /// The y read.
        y: i64,
    },
    /// BACK out of range, or without its number.
    #[error("{}", back_words(.0))]
    BackAmount(String),
}

/// What is wrong with `BACK n` whose `n` (as written) is not a whole number from 1 to 25.
fn back_words(n: &str) -> String {
    if n.is_empty() {
        "`BACK` without its number of rounds: `BACK n`, n a whole number from 1 to 25".into()
    } else {
        format!(
            "{}: the rounds must be a whole number from 1 to 25",
            shown(&format!("BACK {n}"))
        )
    }
}

/// Splits off the first word (up to a space) and what follows the spaces after it.
fn word(text: &str) -> (&str, &str) {
    match text.split_once(' ') {
        Some((w, rest)) => (w, rest),
        None => (text, ""),
    }
}

/// Reads one answer line as the referee does: `x y [message]` (one or more spaces between x and
/// y, the message after one space, cut to 100 characters) or `BACK n [message]` (any case).
pub fn parse_output(line: &str) -> Result<Output, OutputError> {
    let line = line.trim_end_matches(['\r', '\n']);
    if line.trim().is_empty() {
        return Err(OutputError::Empty);
    }
    let unreadable = || OutputError::Unreadable(line.to_string());
    let (first, rest) = word(line);
    let rest = rest.trim_start_matches(' ');
    let (second, message) = word(rest);
    let message = (!message.is_empty()).then(|| message.chars().take(MAX_MESSAGE).collect());
    let mv = if first.eq_ignore_ascii_case("back") {
        Move::Back(back_amount(second).ok_or_else(|| OutputError::BackAmount(second.to_string()))?)
    } else {
        let (x, y) = match (whole(first), whole(second)) {
            (Some(x), Some(y)) => (x, y),
            _ => return Err(unreadable()),
        };
        Move::To(Pos::new(x, y).ok_or(OutputError::OffBoard { x, y })?)
    };
    Ok(Output { mv, message })
}

/// The first line a bot reads: how many opponents it has.
pub fn first_line(state: &State) -> String {
    format!("{}\n", state.players().saturating_sub(1))
}

/// Everything a bot reads at the start of a turn, relabelled so that `reader` is 0: the round,
/// its own `x y backLeft`, each opponent's (`-1 -1 0` when out) and the 20 map lines.
pub fn turn_input(state: &State, reader: usize) -> String {
    let n = state.players();
    let mut out = format!("{}\n", state.round());
    let mut order = vec![0; n];
    for p in 0..n {
        if let Some(slot) = order.get_mut(relabel(p, reader)) {
            *slot = p;
        }
    }
    for &p in &order {
        match state.position(p) {
            Some(at) if state.active(p) => {
                let _ = writeln!(out, "{} {} {}", at.x, at.y, u8::from(state.back_left(p)));
            }
            _ => out.push_str("-1 -1 0\n"),
        }
    }
    out.push_str(&map_lines(state, reader));
    out
}

/// One turn's input as a bot reads it (ids as the bot sees them: it is 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The in-game round.
    pub round: u16,
    /// Each player's cell and whether its BACK is left; `None` for a player who is out.
    pub players: Vec<Option<(Pos, bool)>>,
    /// The owner of each cell, row-major (`NEUTRAL` or the relabelled id).
    pub owner: Vec<u8>,
}

/// Why a turn's input could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TurnError {
    /// The input ended.
    #[error("the input ended before the turn did")]
    Ended,
    /// A line is not what the protocol sends (`line`: its index in the turn, from 0).
    #[error("line {} of the turn: {what}", line + 1)]
    Bad {
        /// The line's index in the turn (0: the round).
        line: usize,
        /// What is wrong with it.
        what: String,
    },
}

impl Turn {
    /// The turn `reader` reads in `state`.
    pub fn of(state: &State, reader: usize) -> Turn {
        let n = state.players();
        let mut players = vec![None; n];
        let mut owner = state.owners().to_vec();
        for o in owner.iter_mut().filter(|o| usize::from(**o) < n) {
            *o = relabel(usize::from(*o), reader) as u8;
        }
        for (p, slot) in (0..n).map(|p| (p, relabel(p, reader))) {
            if state.active(p) {
                if let (Some(at), Some(s)) = (state.position(p), players.get_mut(slot)) {
                    *s = Some((at, state.back_left(p)));
                }
            }
        }
        Turn {
            round: state.round(),
            players,
            owner,
        }
    }

    /// Reads one turn for a bot with `opponents` opponents from its input lines.
    pub fn read<'a>(
        lines: &mut impl Iterator<Item = &'a str>,
        opponents: usize,
    ) -> Result<Turn, TurnError> {
        let mut next = || lines.next().ok_or(TurnError::Ended);
        let bad = |line: usize, what: String| TurnError::Bad { line, what };
        let round_line = next()?;
        let limit = round_limit(opponents + 1);
        let round = round_line
            .trim()
            .parse::<u16>()
            .ok()
            .filter(|r| (1..=limit).contains(r))
            .ok_or_else(|| {
                let what = format!("{} is not a round number (1 to {limit})", shown(round_line));
                bad(0, what)
            })?;
        let mut players = Vec::with_capacity(opponents + 1);
        for k in 1..=opponents + 1 {
            let line = next()?;
            players.push(player_line(line).map_err(|what| bad(k, what))?);
        }
        let mut map = Vec::with_capacity(HEIGHT);
        for _ in 0..HEIGHT {
            map.push(next()?);
        }
        let owner =
            parse_map(&map, opponents + 1).map_err(|(row, what)| bad(opponents + 2 + row, what))?;
        debug_assert_eq!(owner.len(), AREA);
        Ok(Turn {
            round,
            players,
            owner,
        })
    }
}

/// A player's line, `x y backInTimeLeft`: its cell and BACK, or `None` for a player who is out
/// (`-1 -1`).
fn player_line(line: &str) -> Result<Option<(Pos, bool)>, String> {
    let nums: Option<Vec<i64>> = line.split_whitespace().map(whole).collect();
    let Some([x, y, b]) = nums.as_deref().and_then(|n| <[i64; 3]>::try_from(n).ok()) else {
        return Err(format!(
            "{} is not `x y backInTimeLeft` (three whole numbers)",
            shown(line)
        ));
    };
    if b != 0 && b != 1 {
        return Err(format!(
            "{}: backInTimeLeft is 0 or 1, found {b}",
            shown(line)
        ));
    }
    if (x, y) == (-1, -1) {
        return Ok(None);
    }
    match Pos::new(x, y) {
        Some(p) => Ok(Some((p, b == 1))),
        None => Err(format!(
            "{}: ({x}, {y}) is off the {WIDTH} x {HEIGHT} board (a player who is out is -1 -1)",
            shown(line)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_as_the_referee_reads_them() {
        let p = |x, y| Move::To(Pos { x, y });
        assert_eq!(
            parse_output("5 7 going").unwrap(),
            Output {
                mv: p(5, 7),
                message: Some("going".into())
            }
        );
        assert_eq!(parse_output("5   7\r\n").unwrap().mv, p(5, 7));
        assert_eq!(parse_output("back 3").unwrap().mv, Move::Back(3));
        assert_eq!(
            parse_output("BACK 25 hi there").unwrap().message.as_deref(),
            Some("hi there")
        );
        let long = format!("1 2 {}", "x".repeat(300));
        assert_eq!(
            parse_output(&long).unwrap().message.map(|m| m.len()),
            Some(100)
        );
        for bad in [
            "",
            "  ",
            "BACK 26",
            "BACK 0",
            "BACK",
            "5",
            "35 3",
            "-1 2",
            "a b",
            "5,7",
            "\u{1F40D}",
        ] {
            assert!(parse_output(bad).is_err(), "{bad:?}");
        }
        let words = |line: &str| parse_output(line).err().map(|e| e.to_string());
        assert_eq!(
            words("BACK").as_deref(),
            Some("`BACK` without its number of rounds: `BACK n`, n a whole number from 1 to 25")
        );
        assert_eq!(
            words("back 3.0").as_deref(),
            Some("`BACK 3.0`: the rounds must be a whole number from 1 to 25")
        );
    }

    #[test]
    fn a_turn_that_breaks_the_protocol_is_named_by_its_line() {
        let map = ".".repeat(WIDTH);
        let turn = |round: &str, me: &str, row: &str| {
            let mut lines = vec![round.to_string(), me.to_string(), "-1 -1 0".to_string()];
            lines.extend((0..HEIGHT).map(|y| if y == 3 { row.to_string() } else { map.clone() }));
            lines
        };
        let read = |lines: Vec<String>| Turn::read(&mut lines.iter().map(String::as_str), 1);
        let ok = read(turn("7", "3 4 1", &map)).unwrap();
        assert_eq!(ok.players, [Some((Pos { x: 3, y: 4 }, true)), None]);
        let line_of = |lines| match read(lines) {
            Err(TurnError::Bad { line, what }) => (line, what),
            other => panic!("{other:?}"),
        };
        for (lines, at, says) in [
            (
                turn("0", "3 4 1", &map),
                0,
                "is not a round number (1 to 350)",
            ),
            (turn("351", "3 4 1", &map), 0, "is not a round number"),
            (turn("7", "0 x 0 1", &map), 1, "three whole numbers"),
            (turn("7", "3 4", &map), 1, "three whole numbers"),
            (
                turn("7", "3 4 5", &map),
                1,
                "backInTimeLeft is 0 or 1, found 5",
            ),
            (
                turn("7", "99 99 1", &map),
                1,
                "(99, 99) is off the 35 x 20 board",
            ),
            (
                turn("7", "3 4 1", &format!("{}\u{e9}", &map[1..])),
                6,
                "`\u{e9}` is not . or a player",
            ),
            (
                turn("7", "3 4 1", &map[1..]),
                6,
                "map line 4 has 34 characters",
            ),
        ] {
            let (line, what) = line_of(lines);
            assert_eq!(line, at, "{what}");
            assert!(what.contains(says), "{what}");
        }
        assert_eq!(
            read(turn("7", "3 4 1", &map)[..10].to_vec()),
            Err(TurnError::Ended)
        );
    }
}
