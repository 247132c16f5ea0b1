//! The twelve sparring games against strong contest bots (`tests/data/back-to-the-code/sparring`).

use gridlab::bttc::log::{import, read_log, Logged};
use gridlab::bttc::protocol::parse_output;
use gridlab::bttc::{Move, Setup};

/// Sparring game `n`: its start cells and rounds.
#[allow(dead_code)]
pub fn sparring(n: u32) -> (Setup, Vec<Logged>) {
    let path = format!(
        "{}/tests/data/back-to-the-code/sparring/game-{n}.log",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let (_, replay) = import(&text, None).unwrap();
    let starts = replay.params["positions"].as_str().unwrap();
    (
        Setup::parse_positions(starts).unwrap(),
        read_log(&text).unwrap(),
    )
}

/// The moves of a logged round, in seat order.
#[allow(dead_code)]
pub fn moves_of(r: &Logged) -> Vec<Move> {
    r.outputs
        .iter()
        .map(|o| parse_output(o).unwrap().mv)
        .collect()
}
