//! `gridlab judge|arena snakgame`: the judge of contestant programs, and the arena.

mod arena;
mod judge;
mod table;

pub use arena::arena;
pub use judge::judge;

use gridlab::snakgame::{Board, BoardType};

/// A board from `--type` or `--size` and the seed.
pub fn board(kind: Option<i64>, size: Option<&str>, seed: u64) -> Result<Board, String> {
    match (kind, size) {
        (Some(_), Some(_)) => Err("give --type or --size, not both".into()),
        (Some(t), None) => BoardType::from_number(t)
            .map(|t| Board::contest(t, seed))
            .ok_or_else(|| format!("--type must be 1 or 2, found {t}")),
        (None, Some(s)) => {
            let (n, m) = s
                .split_once(['x', 'X'])
                .filter(|(_, m)| !m.contains(['x', 'X']))
                .ok_or_else(|| {
                    format!(
                        "--size must look like 20x30, found {}",
                        gridlab::words::shown(s)
                    )
                })?;
            let side = |v: &str| {
                v.trim().parse::<u16>().map_err(|_| {
                    format!(
                        "--size: {} is not a whole number from 1 to 600",
                        gridlab::words::shown(v)
                    )
                })
            };
            Board::random(side(n)?, side(m)?, seed).map_err(|e| e.to_string())
        }
        (None, None) => Err("give --type 1|2 or --size NxM".into()),
    }
}

/// A lab replay of a game (the page opens it), as JSON.
pub fn lab_replay(
    kind: Option<i64>,
    board: &Board,
    seed: u64,
    moves: &[gridlab::snakgame::SnakeMove],
) -> String {
    let params = match kind {
        Some(t) => serde_json::json!({"type": t, "mode": "play"}),
        None => {
            serde_json::json!({"rows": board.rows(), "cols": board.cols(), "type": 0, "mode": "play"})
        }
    };
    let mut replay = gridlab::replay::Replay::new("snakgame", params, seed);
    // The final EXIT on a full board is protocol, not a move of the game.
    let mut state = gridlab::snakgame::SnakState::start(board);
    for mv in moves {
        if state.over() {
            break;
        }
        match state.play(board, *mv) {
            Ok(next) => state = next,
            Err(_) => break,
        }
        replay.actions.push(mv.to_string().into());
    }
    replay.to_json()
}
