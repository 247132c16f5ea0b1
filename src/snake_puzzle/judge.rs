//! The judge's answer (`1` or `0`), and with `explain` the moves and the search's statistics.

use super::rules::moves_text;
use super::search::solve;
use super::text::parse_puzzle;
use crate::input_error::InputError;

/// Solves puzzle text and writes the judge's output: exactly `1\n` or `0\n`.
///
/// With `explain`, more lines follow: the moves and their number when the apple is reachable,
/// then the states the search stored and the time steps it searched.
pub fn run(input: &str, explain: bool) -> Result<String, InputError> {
    let puzzle = parse_puzzle(input)?;
    let solution = solve(&puzzle);
    let mut out = String::from(if solution.reachable { "1\n" } else { "0\n" });
    if explain {
        if solution.reachable {
            out.push_str(&format!("moves: {}\n", moves_text(&solution.moves)));
            out.push_str(&format!("length: {}\n", solution.moves.len()));
        } else {
            out.push_str(&format!(
                "moves: none: the head can never reach the apple at {}\n",
                puzzle.apple
            ));
        }
        out.push_str(&format!("states seen: {}\n", solution.states_seen));
        out.push_str(&format!("layers: {}\n", solution.layers));
    }
    Ok(out)
}
