//! The judge's whole run: read every case, print one answer per line.

use std::fmt::Write;

use crate::input_error::InputError;

use super::solve::answer;
use super::text::{for_each_case, row_trouble};

/// Solves every case of a judge input; the output is exactly what the judge expects.
pub fn run(input: &str) -> Result<String, InputError> {
    let mut out = String::new();
    for_each_case(input, |setup| {
        // Writing to a String cannot fail.
        let _ = writeln!(out, "{}", answer(&setup.board, setup.alice, setup.bob));
        Ok(())
    })
    .map_err(|mut e| {
        // Values are read as a stream of numbers, so a row too long or short shows only where
        // the numbers stop fitting: the row to mend is named too.
        if let Some(row) = row_trouble(input) {
            e.message.push_str(&format!(" ({row})"));
        }
        e
    })?;
    Ok(out)
}
