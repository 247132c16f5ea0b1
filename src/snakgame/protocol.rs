//! The contest's protocol text: the judge's opening lines and one move per line, read with errors
//! that say what was wrong and where, and written exactly as the judge writes them.

use crate::input_error::integer_text;
use crate::words::shown;
use thiserror::Error;

use super::board::{Board, Pos, MAX_SIDE};

/// Longest FREEZE the rules accept (Chef draws k in 1..=50).
pub const MAX_FREEZE: u8 = 50;

/// One move, either side's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SnakeMove {
    /// `NEW x y`: a new one-cell snake; the previous one is finished.
    New(Pos),
    /// `MOVE fx fy tx ty`: the current snake's end `from` moves to the empty neighbour `to`.
    Extend {
        /// One of the snake's two ends.
        from: Pos,
        /// An empty cell sharing a side with `from`.
        to: Pos,
    },
    /// `FREEZE k`: Chef skips this turn and the next k - 1 (`FREEZE k-1`, ..., `FREEZE 1`).
    Freeze(u8),
    /// `EXIT`: the game ends.
    Exit,
}

impl SnakeMove {
    /// The cell this move fills, if any.
    pub fn filled(&self) -> Option<Pos> {
        match *self {
            SnakeMove::New(p) => Some(p),
            SnakeMove::Extend { to, .. } => Some(to),
            _ => None,
        }
    }

    /// Takes off the `EXIT` the referee plays for a program that went out (not one of its
    /// moves: a transcript ends at its last own one); true when there was one.
    pub fn drop_out_exit(moves: &mut Vec<SnakeMove>) -> bool {
        let ends = moves.last() == Some(&SnakeMove::Exit);
        if ends {
            moves.pop();
        }
        ends
    }
}

impl std::fmt::Display for SnakeMove {
    /// The move as the protocol writes it (`MOVE 1 2 2 2`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SnakeMove::New(p) => write!(f, "NEW {p}"),
            SnakeMove::Extend { from, to } => write!(f, "MOVE {from} {to}"),
            SnakeMove::Freeze(k) => write!(f, "FREEZE {k}"),
            SnakeMove::Exit => write!(f, "EXIT"),
        }
    }
}

/// Why a protocol line could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProtocolError {
    /// Nothing on the line.
    #[error("empty line: expected NEW x y, MOVE fx fy tx ty or EXIT (FREEZE k is Chef's alone)")]
    Empty,
    /// The first word is not a move.
    #[error("{} is not a move: expected NEW, MOVE or EXIT (FREEZE is Chef's alone)", shown(.word))]
    UnknownWord {
        /// What was read.
        word: String,
    },
    /// A number is missing.
    #[error("{word} needs {needed} numbers, found {found}")]
    Count {
        /// The move word.
        word: &'static str,
        /// Numbers it takes.
        needed: usize,
        /// Numbers on the line.
        found: usize,
    },
    /// A word that is not a whole number in its range (a cell off the board, a FREEZE too long).
    #[error(
        "word {position} ({}): {what} must be {}from {lo} to {hi}{}",
        shown(.token),
        if *.integer { "" } else { "a whole number " },
        if *.off_board { " (the board's size)" } else { "" }
    )]
    Number {
        /// 1-based word position on the line.
        position: usize,
        /// What was read.
        token: String,
        /// Whether it is a whole number (then it is out of range).
        integer: bool,
        /// What the number is (`the row`).
        what: &'static str,
        /// Smallest allowed.
        lo: u32,
        /// Largest allowed.
        hi: u32,
        /// Whether the range is the board's rows or columns.
        off_board: bool,
    },
    /// An error in the judge's opening lines, at a line.
    #[error("line {line}: {message}")]
    Header {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

impl ProtocolError {
    /// The error in the words for a line of the judge's (Chef's), whose moves include FREEZE.
    pub fn in_judge_line(&self) -> String {
        match self {
            ProtocolError::Empty => "empty line: expected NEW, MOVE, FREEZE or EXIT".into(),
            ProtocolError::UnknownWord { word } => {
                format!(
                    "{} is not a move: expected NEW, MOVE, FREEZE or EXIT",
                    shown(word)
                )
            }
            other => other.to_string(),
        }
    }
}

/// The range a number must lie in, and what it is.
#[derive(Clone, Copy)]
struct Bound {
    what: &'static str,
    lo: u32,
    hi: u32,
    off_board: bool,
}

fn number(tokens: &[&str], i: usize, bound: Bound) -> Result<u32, ProtocolError> {
    let token = tokens.get(i).copied().unwrap_or("");
    let Bound {
        what,
        lo,
        hi,
        off_board,
    } = bound;
    match token.parse::<u32>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        // Not a number, or one too small or too large (also one past u32).
        _ => Err(ProtocolError::Number {
            position: i + 1,
            token: token.chars().take(40).collect(),
            integer: integer_text(token),
            what,
            lo,
            hi,
            off_board,
        }),
    }
}

/// A side's bound: `what` within `1..=side`, the board's own when `on_board`.
fn side(what: &'static str, side: u16, on_board: bool) -> Bound {
    Bound {
        what,
        lo: 1,
        hi: side.into(),
        off_board: on_board,
    }
}

fn pos(
    tokens: &[&str],
    i: usize,
    rows: u16,
    cols: u16,
    on_board: bool,
) -> Result<Pos, ProtocolError> {
    let row = number(tokens, i, side("the row", rows, on_board))?;
    let col = number(tokens, i + 1, side("the column", cols, on_board))?;
    Ok(Pos::new((row - 1) as u16, (col - 1) as u16))
}

/// Reads one move line (surrounding white space is ignored), its cells within the largest board.
pub fn parse_move(line: &str) -> Result<SnakeMove, ProtocolError> {
    read_move(line, MAX_SIDE, MAX_SIDE, false)
}

/// Reads one move line played on `board`: a cell off it is refused with the board's size.
pub fn parse_move_on(board: &Board, line: &str) -> Result<SnakeMove, ProtocolError> {
    read_move(line, board.rows(), board.cols(), true)
}

fn read_move(line: &str, rows: u16, cols: u16, on_board: bool) -> Result<SnakeMove, ProtocolError> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let Some((&word, rest)) = tokens.split_first() else {
        return Err(ProtocolError::Empty);
    };
    let (name, needed): (&'static str, usize) = match word {
        "NEW" => ("NEW", 2),
        "MOVE" => ("MOVE", 4),
        "FREEZE" => ("FREEZE", 1),
        "EXIT" => ("EXIT", 0),
        _ => {
            return Err(ProtocolError::UnknownWord {
                word: word.chars().take(40).collect(),
            })
        }
    };
    if rest.len() != needed {
        return Err(ProtocolError::Count {
            word: name,
            needed,
            found: rest.len(),
        });
    }
    Ok(match name {
        "NEW" => SnakeMove::New(pos(&tokens, 1, rows, cols, on_board)?),
        "MOVE" => SnakeMove::Extend {
            from: pos(&tokens, 1, rows, cols, on_board)?,
            to: pos(&tokens, 3, rows, cols, on_board)?,
        },
        "FREEZE" => {
            let length = Bound {
                what: "the length",
                lo: 1,
                hi: MAX_FREEZE.into(),
                off_board: false,
            };
            SnakeMove::Freeze(number(&tokens, 1, length)? as u8)
        }
        _ => SnakeMove::Exit,
    })
}

/// Reads the judge's opening lines (`n m K`, then K lines `x y`) from the start of `lines`;
/// returns the board and how many lines were read.
pub fn parse_header<'a>(
    mut lines: impl Iterator<Item = &'a str>,
) -> Result<(Board, usize), ProtocolError> {
    let err = |line: usize, message: String| ProtocolError::Header { line, message };
    let first = lines
        .next()
        .ok_or_else(|| err(1, "expected `n m K`, found the end".into()))?;
    let t: Vec<&str> = first.split_whitespace().collect();
    if t.len() != 3 {
        return Err(err(1, format!("expected `n m K`, found {}", shown(first))));
    }
    let rows = number(&t, 0, side("n", MAX_SIDE, false)).map_err(|e| err(1, e.to_string()))? as u16;
    let cols = number(&t, 1, side("m", MAX_SIDE, false)).map_err(|e| err(1, e.to_string()))? as u16;
    let cells = Bound {
        what: "K",
        lo: 0,
        hi: u32::from(rows) * u32::from(cols),
        off_board: false,
    };
    let k = number(&t, 2, cells).map_err(|e| err(1, e.to_string()))?;
    let mut blocked = Vec::with_capacity(k as usize);
    // Per cell, the line that blocked it (0: none yet).
    let mut given = vec![0usize; usize::from(rows) * usize::from(cols)];
    for i in 0..k as usize {
        let line = lines
            .next()
            .ok_or_else(|| err(i + 2, format!("expected blocked cell {} of {k}", i + 1)))?;
        let t: Vec<&str> = line.split_whitespace().collect();
        if t.len() != 2 {
            return Err(err(i + 2, format!("expected `x y`, found {}", shown(line))));
        }
        let row = number(&t, 0, side("x", rows, true)).map_err(|e| err(i + 2, e.to_string()))?;
        let col = number(&t, 1, side("y", cols, true)).map_err(|e| err(i + 2, e.to_string()))?;
        // The statement's K cells are distinct: a repeat means the count or a line is wrong.
        let index = (row - 1) as usize * usize::from(cols) + (col - 1) as usize;
        if let Some(&j) = given.get(index).filter(|&&j| j > 0) {
            let what = format!("blocked cell {row} {col} was already given on line {j}");
            return Err(err(i + 2, what));
        }
        if let Some(slot) = given.get_mut(index) {
            *slot = i + 2;
        }
        blocked.push(Pos::new((row - 1) as u16, (col - 1) as u16));
    }
    let board = Board::new(rows, cols, &blocked).map_err(|e| err(1, e.to_string()))?;
    Ok((board, 1 + k as usize))
}

/// A whole game as text: the judge's opening lines, then the moves alternating, yours first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transcript {
    /// The board.
    pub board: Board,
    /// Every move in order (even indices yours, odd Chef's).
    pub moves: Vec<SnakeMove>,
}

impl Transcript {
    /// Reads a transcript; lines starting with `#` and blank lines are skipped.
    pub fn parse(text: &str) -> Result<Self, ProtocolError> {
        let lines: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            .collect();
        let (board, used) = parse_header(lines.iter().map(|(_, l)| *l)).map_err(|e| match e {
            ProtocolError::Header { line, message } => ProtocolError::Header {
                line: lines.get(line - 1).map_or(line, |(n, _)| n + 1),
                message,
            },
            other => other,
        })?;
        let mut moves = Vec::new();
        for (n, line) in lines.iter().skip(used) {
            moves.push(
                parse_move_on(&board, line).map_err(|e| ProtocolError::Header {
                    line: n + 1,
                    message: e.to_string(),
                })?,
            );
        }
        Ok(Self { board, moves })
    }

    /// The transcript as the judge and the contestant wrote it (no comments).
    pub fn write(&self) -> String {
        let mut out = self.board.header();
        for m in &self.moves {
            out.push_str(&format!("{m}\n"));
        }
        out
    }
}
