//! CodinGame-style game logs: per real round a header `round R ingame G`, the 20 lines of the map
//! as seat 0 received it, and `outputs A | B | ...` (each seat's line, `-` for a seat that is
//! out). [`import`] replays a log under the real rules, checks every map against what the rules
//! produce, and gives the game as a replay the lab opens.
//!
//! Our arena's logs (`gridlab arena bttc --log`) are read too: they start with `positions x,y ...`,
//! may follow a round's outputs with `note S: ...` and `stderr S:` lines (each of the program's
//! lines indented as `  | ...`), and end with `scores ...`, `rounds ...` and `player ...` lines.

use crate::words::shown;
use thiserror::Error;

use super::board::{Pos, HEIGHT, WIDTH};
use super::moves::Move;
use super::protocol::parse_output;
use super::round::play_round;
use super::start::Setup;
use super::state::State;
use super::text::map_lines;
use crate::replay::Replay;

/// One logged round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logged {
    /// The line of its header in the log (from 1).
    pub line: usize,
    /// The real round (it never goes back).
    pub real: u32,
    /// The in-game round.
    pub ingame: u16,
    /// The map before the moves, as seat 0 read it (20 lines, each ending in a newline).
    pub map: String,
    /// Each seat's output line (`-`: out).
    pub outputs: Vec<String>,
}

/// Why a log was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LogError {
    /// A line that is not what the format has there.
    #[error("line {line}: {what}")]
    Format {
        /// 1-based line number.
        line: usize,
        /// What was expected and found.
        what: String,
    },
    /// Nothing to replay.
    #[error("the log holds no round")]
    Empty,
    /// The start cells cannot be read off the first map.
    #[error("the start cells: {0}")]
    Starts(String),
    /// The rules disagree with the log.
    #[error("line {line}, real round {real}: {what}")]
    Disagrees {
        /// The line of the log it points at (from 1).
        line: usize,
        /// The real round.
        real: u32,
        /// What differs.
        what: String,
    },
}

fn format(line: usize, what: impl Into<String>) -> LogError {
    LogError::Format {
        line,
        what: what.into(),
    }
}

/// True when `text` starts as a log does (`round R ingame G`, or our arena's `positions ...`).
pub fn is_log(text: &str) -> bool {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let words: Vec<&str> = first.split_whitespace().collect();
    match words.as_slice() {
        ["round", r, "ingame", _] => r.parse::<u32>().is_ok(),
        ["positions", cells @ ..] => !cells.is_empty() && cells.iter().all(|c| c.contains(',')),
        _ => false,
    }
}

/// The start cells of our arena's log (its first line `positions x,y x,y ...`), if it has them.
pub fn logged_starts(text: &str) -> Option<&str> {
    let first = text.lines().find(|l| !l.trim().is_empty())?;
    first.trim().strip_prefix("positions ")
}

/// True for a line our arena writes between rounds (a note, a program's stderr).
fn between_rounds(line: &str) -> bool {
    line.starts_with("note ") || line.starts_with("stderr ") || line.starts_with("  | ")
}

/// Reads a log's rounds (the trailing `output` line of a finished game, and our arena's header,
/// notes, stderr and closing lines are allowed).
pub fn read_log(text: &str) -> Result<Vec<Logged>, LogError> {
    let lines: Vec<&str> = text.lines().map(|l| l.trim_end_matches('\r')).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let head: Vec<&str> = lines[i].split_whitespace().collect();
        let (real, ingame) = match head.as_slice() {
            [] => {
                i += 1;
                continue;
            }
            ["positions", ..] if out.is_empty() => {
                i += 1;
                continue;
            }
            _ if between_rounds(lines[i]) && !out.is_empty() => {
                i += 1;
                continue;
            }
            ["output"] | ["scores", ..] if !out.is_empty() => break,
            ["round", r, "ingame", g] => match (r.parse(), g.parse()) {
                (Ok(r), Ok(g)) => (r, g),
                _ => {
                    return Err(format(
                        i + 1,
                        format!("{}: the rounds must be whole numbers", shown(lines[i])),
                    ))
                }
            },
            _ => {
                return Err(format(
                    i + 1,
                    format!("expected `round R ingame G`, found {}", shown(lines[i])),
                ))
            }
        };
        let mut map = String::with_capacity((WIDTH + 1) * HEIGHT);
        for k in 1..=HEIGHT {
            let Some(&row) = lines.get(i + k) else {
                return Err(format(
                    lines.len(),
                    format!(
                        "the log ends in the map of the round on line {} (row {} of {HEIGHT} missing)",
                        i + 1,
                        k
                    ),
                ));
            };
            if row.len() != WIDTH || !row.bytes().all(|b| b == b'.' || (b'0'..=b'3').contains(&b)) {
                return Err(format(
                    i + k + 1,
                    format!(
                        "expected a map row of {WIDTH} characters `.` or 0-3, found {}",
                        shown(row)
                    ),
                ));
            }
            map.push_str(row);
            map.push('\n');
        }
        let Some(&outputs) = lines.get(i + HEIGHT + 1) else {
            return Err(format(
                i + HEIGHT + 2,
                "the log ends before this round's `outputs A | B ...` line".to_string(),
            ));
        };
        let Some(outputs) = outputs.strip_prefix("outputs ") else {
            return Err(format(
                i + HEIGHT + 2,
                format!("expected `outputs A | B ...`, found {}", shown(outputs)),
            ));
        };
        out.push(Logged {
            line: i + 1,
            real,
            ingame,
            map,
            outputs: outputs.split(" | ").map(str::to_string).collect(),
        });
        i += HEIGHT + 2;
    }
    if out.is_empty() {
        return Err(LogError::Empty);
    }
    Ok(out)
}

/// The start cells read off the first map: each player's one cell.
pub fn starts_of(map: &str) -> Result<Setup, LogError> {
    let mut cells: Vec<Vec<Pos>> = vec![Vec::new(); 4];
    for (i, b) in map.bytes().filter(|&b| b != b'\n').enumerate() {
        if let Some(p) = b.checked_sub(b'0').filter(|&p| p < 4) {
            cells[usize::from(p)].push(Pos::from_index(i));
        }
    }
    let players = cells.iter().take_while(|c| c.len() == 1).count();
    if players < 2 || cells[players..].iter().any(|c| !c.is_empty()) {
        return Err(LogError::Starts("the first map must show each player's one start cell (players who started on one cell: give the starts)".into()));
    }
    let text: Vec<String> = cells[..players]
        .iter()
        .map(|c| format!("{},{}", c[0].x, c[0].y))
        .collect();
    Setup::parse_positions(&text.join(" ")).map_err(|e| LogError::Starts(e.to_string()))
}

/// Replays a log under the real rules from `starts` (default: the log's `positions` line, else
/// read off the first map), checking
/// every map; the end state and the replay (`programs`: every seat, so the lab draws no bot's
/// reasoning for them).
pub fn import(text: &str, starts: Option<&str>) -> Result<(State, Replay), LogError> {
    let rounds = read_log(text)?;
    let setup = match starts.or(logged_starts(text)) {
        Some(s) => Setup::parse_positions(s).map_err(|e| LogError::Starts(e.to_string()))?,
        None => starts_of(&rounds[0].map)?,
    };
    let players = setup.players();
    let mut state = State::start(&setup);
    let mut actions = Vec::with_capacity(rounds.len());
    // An output of the round before that is not a move (its line, round, seat, text and why): the
    // rules put that player out, which the next map may not show.
    let mut unread: Option<(usize, u32, usize, String, String)> = None;
    for r in &rounds {
        // The log's lines of this round: its header, the map's rows, its outputs.
        let disagrees = |line: usize, what: String| LogError::Disagrees {
            line,
            real: r.real,
            what,
        };
        let outputs_line = r.line + HEIGHT + 1;
        if state.over() {
            return Err(disagrees(r.line, "the game was already over".into()));
        }
        if (state.real_round(), state.round()) != (r.real, r.ingame) {
            return Err(disagrees(
                r.line,
                format!(
                    "the rules are at real round {}, in-game round {}; the log says real round {}, in-game round {}",
                    state.real_round(),
                    state.round(),
                    r.real,
                    r.ingame
                ),
            ));
        }
        if r.outputs.len() != players {
            let what = format!("{} outputs for {players} players", r.outputs.len());
            return Err(disagrees(outputs_line, what));
        }
        let map = map_lines(&state, 0);
        if map != r.map {
            let at = map
                .bytes()
                .zip(r.map.bytes())
                .filter(|&(_, b)| b != b'\n')
                .position(|(a, b)| a != b)
                .map(Pos::from_index);
            let line = at.map_or(r.line + 1, |p| r.line + 1 + usize::from(p.y));
            let at = at.map_or(String::new(), |p| format!(" (first at ({}, {}))", p.x, p.y));
            // The cause is more likely the output the rules could not read.
            if let Some((out_line, real, seat, text, why)) = unread {
                return Err(LogError::Disagrees {
                    line: out_line,
                    real,
                    what: format!(
                        "player {seat}'s output {} is not a move ({why}): the rules put that player out, and the next map (line {line}) differs from the one they give{at}",
                        shown(&text)
                    ),
                });
            }
            return Err(disagrees(
                line,
                format!("the map differs from the one the rules give{at}"),
            ));
        }
        unread = None;
        let moves: Vec<Move> = state
            .active_players()
            .into_iter()
            .map(|p| match r.outputs.get(p).map(String::as_str) {
                Some("-") | None => Move::Out,
                Some(line) => parse_output(line).map(|o| o.mv).unwrap_or_else(|e| {
                    unread.get_or_insert((
                        outputs_line,
                        r.real,
                        p,
                        line.to_string(),
                        e.to_string(),
                    ));
                    Move::Out
                }),
            })
            .collect();
        actions.push(serde_json::Value::from(
            moves.iter().map(Move::to_string).collect::<Vec<_>>(),
        ));
        state = play_round(&setup, &state, &moves)
            .map_err(|e| disagrees(outputs_line, e.to_string()))?;
    }
    let params = serde_json::json!({
        "players": players,
        "positions": setup.positions_text(),
        "programs": (0..players).collect::<Vec<_>>(),
        "mode": "watch",
    });
    let mut replay = Replay::new("bttc", params, 0);
    replay.actions = actions;
    Ok((state, replay))
}
