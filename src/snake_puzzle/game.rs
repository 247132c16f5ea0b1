//! The Kattis snake puzzle as a one-seat game of the model, and its description.

use crate::model::describe::{
    Depth, GameInfo, Intro, JudgedInfo, LayerInfo, LayerStyle, ModeInfo, MoveKey, Palette,
    ParamInfo, PasteInfo, SeatInfo,
};
use crate::model::rules::{Outcome, Rules, Seat, ToMove};
use crate::model::seat::BySeat;

use super::puzzle::{Puzzle, MAX_LENGTH, MAX_SIDE};
use super::rules::{Dir, MoveError, SnakeState};

/// The kinds of random puzzle (the `worth` parameter): any random one; one worth solving (a
/// route of 3 moves or more, or unreachable with room to move); and one worth solving with the
/// answer 0 (unsolvable) on odd seeds where such a puzzle exists, with a longer snake if need be
/// ("half unsolvable": a judge's generated cases, which would otherwise nearly all answer 1); and
/// one a search over head cells alone gets wrong, for the learner.
const PUZZLE_KINDS: [&str; 4] = ["random", "worth it", "half unsolvable", "body matters"];

/// What each kind of puzzle is, for the menu.
const PUZZLE_HELP: [&str; 4] = [
    "any random puzzle of this size (most are solved in a move or two)",
    "the first random puzzle of the seed whose apple is 3 moves away or more, or unreachable with room to move",
    "as worth it, but unsolvable (answer 0) on odd seeds, with a longer snake than asked if need be",
    "one a search over head cells alone gets wrong (the body matters: see the answer's step), with a longer snake than asked if need be",
];

/// Snake reaches the apple (Kattis `snake`) in the game model: one seat steers the snake.
pub struct SnakePuzzle;

impl Rules for SnakePuzzle {
    type Setup = Puzzle;
    type State = SnakeState;
    type Move = Dir;
    type Error = MoveError;

    fn start(puzzle: &Puzzle) -> SnakeState {
        puzzle.state()
    }

    fn to_move(puzzle: &Puzzle, state: &SnakeState) -> ToMove {
        if Self::outcome(puzzle, state).is_some() {
            ToMove::Nobody
        } else {
            ToMove::Seat(0)
        }
    }

    fn step(puzzle: &Puzzle, state: &SnakeState, moves: &[Dir]) -> Result<SnakeState, MoveError> {
        if state.head() == Some(puzzle.apple) {
            return Err(MoveError::Arrived);
        }
        match moves {
            [dir] => state.apply(puzzle.dims, *dir),
            _ => Err(MoveError::NoSnake),
        }
    }

    fn outcome(puzzle: &Puzzle, state: &SnakeState) -> Option<Outcome> {
        if state.head() == Some(puzzle.apple) {
            return Some(Outcome {
                scores: BySeat::from(vec![1]),
                summary: format!("The head is on the apple at {}.", puzzle.apple),
                ending: None,
                winner: None,
            });
        }
        state.legal_moves(puzzle.dims).is_empty().then(|| Outcome {
            scores: BySeat::from(vec![0]),
            summary: "The snake is boxed in: it has no legal move.".to_string(),
            ending: None,
            winner: None,
        })
    }

    fn legal_moves(puzzle: &Puzzle, state: &SnakeState, seat: Seat) -> Vec<Dir> {
        if seat != 0 || state.head() == Some(puzzle.apple) {
            return Vec::new();
        }
        state.legal_moves(puzzle.dims)
    }

    fn text(puzzle: &Puzzle, state: &SnakeState) -> String {
        puzzle.with_state(state).to_text()
    }

    fn move_name(dir: &Dir) -> String {
        dir.letter().to_string()
    }

    fn parse_move(text: &str) -> Result<Dir, String> {
        text.parse()
    }

    fn check(puzzle: &Puzzle, state: &SnakeState) -> Result<(), String> {
        if state.len() != puzzle.snake.len() {
            return Err("the snake changed length".into());
        }
        for (i, &cell) in state.body.iter().enumerate() {
            if !puzzle.dims.contains(cell) {
                return Err(format!("segment {i} at {cell} is off the grid"));
            }
            if state.body[..i].contains(&cell) {
                return Err(format!("segment {i} at {cell} lies on another segment"));
            }
            if i > 0 && !cell.is_orthogonal_step(state.body[i - 1]) {
                return Err(format!(
                    "segment {i} at {cell} is not next to segment {}",
                    i - 1
                ));
            }
        }
        Ok(())
    }
}

/// The snake lab's description.
pub static INFO: GameInfo = GameInfo {
    id: "snake",
    name: "Snake reaches the apple (Kattis)",
    hidden: false,
    seats: &[SeatInfo { id: "snake", name: "Snake", colour: "#3a7d44" }],
    modes: &[
        ModeInfo { id: "explore", label: "Explore the search", person: None },
        ModeInfo { id: "play", label: "Play it yourself", person: Some(0) },
    ],
    params: &[
        ParamInfo::number("rows", "Rows", 1, MAX_SIDE as i64, 6),
        ParamInfo::number("cols", "Cols", 1, MAX_SIDE as i64, 8),
        ParamInfo::number("length", "Length", 1, MAX_LENGTH as i64, 6),
        ParamInfo::explained_choice("worth", "Puzzle", &PUZZLE_KINDS, &PUZZLE_HELP, 1),
    ],
    param_needs: &[],
    paste: Some(PasteInfo {
        param: "puzzle",
        label: "Paste a puzzle (judge format)",
        placeholder: "r c\n...A\n..01",
    }),
    judged: Some(JudgedInfo {
        limit_ms: 1000,
        min_size: 2,
        max_size: MAX_SIDE as u32,
        size_word: "larger side",
        case: judged_case,
    }),
    layers: &[
        LayerInfo::new("reached", "head cells reached so far", true, LayerStyle::new("rgba(0, 160, 120, 0.7)", "rgba(0, 160, 120, 0.2)", 0.1)),
        LayerInfo::new("frontier", "BFS frontier: heads at time t", true, LayerStyle::new("rgba(0, 100, 230, 0.95)", "rgba(0, 120, 255, 0.35)", 0.05)),
        LayerInfo::new("candidate-path", "shortest route to the apple (drawn over the snake's body, whose tail leaves a cell by the time the head comes to it)", true, LayerStyle::new("rgba(255, 120, 0, 0.95)", "", 0.16).at(Depth::OverPieces)),
        LayerInfo::new("snake-trail", "the head's trail", false, LayerStyle::new("rgba(80, 80, 80, 0.6)", "", 0.1)),
        // Crossed out in grey over the body (www/games/snake.js): the start snake stays drawn,
        // and these of its cells no longer block.
        LayerInfo::new("freed", "cells of the start snake its tail has left by time t (crossed out: no longer in the way)", true, LayerStyle::new("rgba(60, 60, 60, 0.8)", "", 0.06)),
    ],
    palette: Palette {
        fixed: &[[251, 250, 247, 255]],
        ramp: &[],
        key: &[],
    },
    shade: None,
    slider: None,
    move_keys: &[
        MoveKey::new("ArrowUp", "U"),
        MoveKey::new("ArrowDown", "D"),
        MoveKey::new("ArrowLeft", "L"),
        MoveKey::new("ArrowRight", "R"),
        MoveKey::new("w", "U"),
        MoveKey::new("s", "D"),
        MoveKey::new("a", "L"),
        MoveKey::new("d", "R"),
    ],
    move_examples: &[],
    key_help: &[
        ["↑ ↓ ← → / W A S D", "play: move the snake (arrows move the snake, not the timeline, while you play); or click a cell next to the head"],
        ["Hover a frontier cell", "explore: show one snake of that search layer with its head there"],
    ],
    about: "Steer the snake's head to the apple; the body follows. The lab lays out the breadth-first search over whole snake states, layer by layer. Cells are written (row,col) from 1, row 1 at the top.",
    intro: Intro {
        line: "Steer a snake's head to the apple while its body follows. Explore the breadth-first search layer by layer, play it yourself, draw your own puzzle, or write your own solution (the Code button).",
        try_first: &[
            "Press . (or step ›) to grow the search one layer at a time; hover a frontier cell to see one whole snake of that layer.",
            "Choose Play it yourself in the mode menu and steer with the arrow keys; at the apple your route is compared with the shortest.",
            "Open \"Edit this puzzle\" in the panel and drag from head to tail to draw a snake of your own.",
        ],
    },
    drag_from: &[],
    markers: &[],
    compare: None,
    turn_lands_first: false,
};

crate::modes! {
    /// The snake puzzle's modes, as its description lists them.
    pub enum SnakeMode {
        /// Explore the search, then watch the shortest route.
        Explore = "explore",
        /// Play the puzzle yourself.
        Play = "play",
    }
}

/// A generated case of the judge: one side `n`, the other drawn from 1 to `n` (a 1 x c strip
/// too), a snake of 1 to 16 cells; worth solving, and unsolvable (answer 0) on odd seeds, which
/// random puzzles nearly never are.
fn judged_case(n: u32, seed: u64) -> serde_json::Value {
    let mut rng = crate::rng::SeededRng::new(seed ^ 0x5eed_ca5e);
    let other = 1 + rng.index(n as usize);
    let n = n as usize;
    let (rows, cols) = if seed.is_multiple_of(2) {
        (n, other)
    } else {
        (other, n)
    };
    let length = 1 + rng.index(MAX_LENGTH);
    serde_json::json!({ "rows": rows, "cols": cols, "length": length, "worth": 2 })
}
