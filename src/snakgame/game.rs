//! Game of snakes in the game model: the setup and the [`Rules`] implementation.

use crate::model::rules::{Outcome, Rules, Seat, ToMove};
use crate::model::seat::BySeat;

use super::board::Board;
use super::protocol::{parse_move, SnakeMove, MAX_FREEZE};
use super::rules::{SnakError, SnakState, CHEF, YOU};

/// Game of snakes (CodeChef SNAKGAME) in the game model.
pub struct SnakGame;

/// Everything fixed for a game: the board and the seed Chef draws from.
#[derive(Clone, Debug)]
pub struct SnakSetup {
    /// The board.
    pub board: Board,
    /// Chef's seed.
    pub seed: u64,
}

impl Rules for SnakGame {
    type Setup = SnakSetup;
    type State = SnakState;
    type Move = SnakeMove;
    type Error = SnakError;

    fn start(setup: &SnakSetup) -> SnakState {
        SnakState::start(&setup.board)
    }

    fn to_move(_: &SnakSetup, state: &SnakState) -> ToMove {
        if state.over() {
            ToMove::Nobody
        } else {
            ToMove::Seat(state.seat())
        }
    }

    fn step(
        setup: &SnakSetup,
        state: &SnakState,
        moves: &[SnakeMove],
    ) -> Result<SnakState, SnakError> {
        match moves {
            [mv] => state.play(&setup.board, *mv),
            _ => Err(SnakError::MoveCount(moves.len())),
        }
    }

    fn outcome(_: &SnakSetup, state: &SnakState) -> Option<Outcome> {
        state.over().then(|| {
            let (you, chef) = (state.sides[YOU].score(), state.sides[CHEF].score());
            let snakes = format!(
                "{} (longest {})",
                crate::words::plural(state.sides[YOU].snakes, "snake", "snakes"),
                state.sides[YOU].longest
            );
            Outcome {
                scores: BySeat::from(vec![you, chef]),
                summary: format!("You scored {you} with {snakes}; Chef {chef}."),
                ending: Some(format!(
                    "Snakes made: {}, the longest {} cells.",
                    state.sides[YOU].snakes, state.sides[YOU].longest
                )),
                winner: None,
            }
        })
    }

    fn legal_moves(setup: &SnakSetup, state: &SnakState, seat: Seat) -> Vec<SnakeMove> {
        if state.over() || state.seat() != seat {
            return Vec::new();
        }
        let board = &setup.board;
        if seat == CHEF && state.freeze > 1 {
            return vec![SnakeMove::Freeze(state.freeze - 1)];
        }
        let mut out: Vec<SnakeMove> = state
            .extensions(board, seat)
            .into_iter()
            .map(|(f, t)| SnakeMove::Extend {
                from: board.pos(f),
                to: board.pos(t),
            })
            .collect();
        {
            let data = state.log.read();
            for i in 0..board.area() as u32 {
                if !board.is_blocked(i) && data.empty_at(i, state.ply) {
                    out.push(SnakeMove::New(board.pos(i)));
                }
            }
        }
        if seat == CHEF {
            out.extend((1..=MAX_FREEZE).map(SnakeMove::Freeze));
        }
        out.push(SnakeMove::Exit);
        out
    }

    fn text(setup: &SnakSetup, state: &SnakState) -> String {
        let board = &setup.board;
        let mut out = format!(
            "ply {} you {} chef {} empty {}{}\n",
            state.ply,
            state.sides[YOU].score(),
            state.sides[CHEF].score(),
            state.empty,
            if state.over() { " over" } else { "" }
        );
        let data = state.log.read();
        let ends = |seat: usize, i: u32| {
            state.sides[seat]
                .snake
                .is_some_and(|s| s.a == i || s.b == i)
        };
        for i in 0..board.area() as u32 {
            let at = data.filled_at.get(i as usize).copied().unwrap_or(u32::MAX);
            out.push(if board.is_blocked(i) {
                '#'
            } else if at >= state.ply {
                '.'
            } else {
                let seat = (at % 2) as usize;
                match (seat, ends(seat, i)) {
                    (0, false) => 'y',
                    (0, true) => 'Y',
                    (_, false) => 'c',
                    (_, true) => 'C',
                }
            });
            if (i + 1) % u32::from(board.cols()) == 0 {
                out.push('\n');
            }
        }
        out
    }

    fn move_name(mv: &SnakeMove) -> String {
        mv.to_string()
    }

    fn parse_move(text: &str) -> Result<SnakeMove, String> {
        parse_move(text).map_err(|e| e.to_string())
    }

    fn check(setup: &SnakSetup, state: &SnakState) -> Result<(), String> {
        let board = &setup.board;
        let data = state.log.read();
        let mut filled = [0u32; 2];
        for i in 0..board.area() as u32 {
            let at = data.filled_at.get(i as usize).copied().unwrap_or(u32::MAX);
            if at < state.ply {
                if board.is_blocked(i) {
                    return Err(format!("blocked cell {} is filled", board.pos(i)));
                }
                filled[(at % 2) as usize] += 1;
            }
        }
        let free = board.free_cells() as u32;
        if filled[0] + filled[1] + state.empty != free {
            return Err(format!(
                "{} + {} filled and {} empty of {free}",
                filled[0], filled[1], state.empty
            ));
        }
        for seat in [YOU, CHEF] {
            let side = &state.sides[seat];
            if side.cells != filled[seat] {
                return Err(format!(
                    "seat {seat} counts {} cells, the board {}",
                    side.cells, filled[seat]
                ));
            }
            if let Some(s) = side.snake {
                for end in [s.a, s.b] {
                    let at = data
                        .filled_at
                        .get(end as usize)
                        .copied()
                        .unwrap_or(u32::MAX);
                    if at >= state.ply || (at % 2) as usize != seat {
                        return Err(format!(
                            "seat {seat}'s end {} is not its cell",
                            board.pos(end)
                        ));
                    }
                }
                if (s.a == s.b) != (s.len == 1) {
                    return Err(format!(
                        "seat {seat}'s snake of {} cells has ends {} {}",
                        s.len, s.a, s.b
                    ));
                }
            }
        }
        if state.freeze > MAX_FREEZE {
            return Err(format!("FREEZE {} is over {MAX_FREEZE}", state.freeze));
        }
        Ok(())
    }
}
