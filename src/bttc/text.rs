//! The text form of a position: a header, one line per player, and the 20 x 35 map as the
//! contest writes it (`.` neutral, digits the owners), optionally relabelled for one reader.

use std::fmt::Write;

use super::board::{Pos, HEIGHT, NEUTRAL, WIDTH};
use super::state::State;

/// The id player `p` has for `reader`: the reader's id and 0 are swapped, so the reader is 0.
pub fn relabel(p: usize, reader: usize) -> usize {
    if p == reader {
        0
    } else if p == 0 {
        reader
    } else {
        p
    }
}

/// The 20 map lines (each ending in a newline) as `reader` receives them.
pub fn map_lines(state: &State, reader: usize) -> String {
    let mut out = String::with_capacity((WIDTH + 1) * HEIGHT);
    for (i, &o) in state.owners().iter().enumerate() {
        out.push(if o == NEUTRAL {
            '.'
        } else {
            char::from(b'0' + relabel(usize::from(o), reader) as u8)
        });
        if (i + 1) % WIDTH == 0 {
            out.push('\n');
        }
    }
    out
}

/// The whole position as text: `round G real R` (and how it ended), one line per player
/// (`p0 x y score S back 1`, `out` when out), then the map with the real ids.
pub fn state_text(state: &State) -> String {
    let mut out = format!("round {} real {}", state.round(), state.real_round());
    if let Some(end) = state.end() {
        let _ = write!(out, " over: {end}");
    } else if state.last_call() {
        out.push_str(" last round");
    }
    out.push('\n');
    for (p, score) in state.scores().into_iter().enumerate() {
        let at = state.position(p).unwrap_or(Pos { x: 0, y: 0 });
        let _ = write!(
            out,
            "p{p} {} score {} back {}",
            at,
            score,
            u8::from(state.back_left(p))
        );
        if !state.active(p) {
            out.push_str(" out");
        }
        out.push('\n');
    }
    out.push_str(&map_lines(state, 0));
    out
}

/// Reads 20 map lines of 35 characters (`.` or a digit below `players`) into owner codes; an
/// error names the line (its index among the map's) and what is wrong.
pub fn parse_map(lines: &[&str], players: usize) -> Result<Vec<u8>, (usize, String)> {
    if lines.len() != HEIGHT {
        let what = format!("a map has {HEIGHT} lines, found {}", lines.len());
        return Err((lines.len(), what));
    }
    let mut owner = Vec::with_capacity(WIDTH * HEIGHT);
    for (y, line) in lines.iter().enumerate() {
        let line = line.trim_end_matches('\r');
        let width = line.chars().count();
        if width != WIDTH {
            let what = format!("map line {} has {width} characters, not {WIDTH}", y + 1);
            return Err((y, what));
        }
        for (x, ch) in line.chars().enumerate() {
            owner.push(match ch {
                '.' => NEUTRAL,
                d if d.is_ascii_digit() && usize::from(d as u8 - b'0') < players => d as u8 - b'0',
                other => {
                    let what = format!(
                        "map line {}, column {}: {} is not . or a player",
                        y + 1,
                        x + 1,
                        crate::words::shown(&other.to_string())
                    );
                    return Err((y, what));
                }
            });
        }
    }
    Ok(owner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relabelling_swaps_the_reader_with_zero() {
        assert_eq!(
            (0..4).map(|p| relabel(p, 2)).collect::<Vec<_>>(),
            vec![2, 1, 0, 3]
        );
        assert_eq!(
            (0..4).map(|p| relabel(p, 0)).collect::<Vec<_>>(),
            vec![0, 1, 2, 3]
        );
    }
}
