//! King chase as a game of the model: the rules as a pure step, and its description.

use crate::model::describe::{
    Depth, GameInfo, Intro, JudgedInfo, LayerInfo, LayerStyle, ModeInfo, MoveKey, Palette,
    ParamInfo, PasteInfo, SeatInfo, SliderInfo,
};
use crate::model::rules::{Outcome, Rules, Seat, ToMove};
use crate::model::seat::BySeat;

use super::board::{ChaseSetup, MAX_SIZE, MAX_VALUE, MIN_SIZE};
use super::rules::{ChaseError, ChaseState, KingStep, Player};

/// King chase (CodeChef CKCGAME) in the game model.
pub struct KingChase;

/// Seat 0 is Alice, seat 1 Bob.
pub fn player_of(seat: Seat) -> Player {
    if seat == 0 {
        Player::Alice
    } else {
        Player::Bob
    }
}

/// The seat of a player.
pub fn seat_of(player: Player) -> Seat {
    match player {
        Player::Alice => 0,
        Player::Bob => 1,
    }
}

impl Rules for KingChase {
    type Setup = ChaseSetup;
    type State = ChaseState;
    type Move = KingStep;
    type Error = ChaseError;

    fn start(setup: &ChaseSetup) -> ChaseState {
        ChaseState::start(setup.alice, setup.bob)
    }

    fn to_move(_setup: &ChaseSetup, state: &ChaseState) -> ToMove {
        if state.caught {
            ToMove::Nobody
        } else {
            ToMove::Seat(seat_of(state.to_move))
        }
    }

    fn step(
        setup: &ChaseSetup,
        state: &ChaseState,
        moves: &[KingStep],
    ) -> Result<ChaseState, ChaseError> {
        match moves {
            [step] => state.play(&setup.board, *step),
            _ => Err(ChaseError::OneMove { found: moves.len() }),
        }
    }

    fn outcome(_setup: &ChaseSetup, state: &ChaseState) -> Option<Outcome> {
        state.caught.then(|| Outcome {
            scores: BySeat::from(vec![state.score as i64, 0]),
            summary: format!(
                "Alice was caught after {} with a score of {}.",
                crate::words::plural(state.alice_moves, "move", "moves"),
                state.score
            ),
            ending: Some(format!(
                "Alice was caught after {}.",
                crate::words::plural(state.alice_moves, "move", "moves")
            )),
            winner: None,
        })
    }

    fn legal_moves(setup: &ChaseSetup, state: &ChaseState, seat: Seat) -> Vec<KingStep> {
        if state.caught || state.to_move != player_of(seat) {
            return Vec::new();
        }
        state.legal_steps(&setup.board)
    }

    fn text(setup: &ChaseSetup, state: &ChaseState) -> String {
        state.to_text(&setup.board)
    }

    fn move_name(mv: &KingStep) -> String {
        mv.name().to_string()
    }

    fn parse_move(text: &str) -> Result<KingStep, String> {
        KingStep::ALL
            .into_iter()
            .find(|s| s.name() == text)
            .ok_or_else(|| "a king step is one of N, NE, E, SE, S, SW, W, NW".to_string())
    }

    fn check(setup: &ChaseSetup, state: &ChaseState) -> Result<(), String> {
        let dims = setup.board.dims();
        if !dims.contains(state.alice) || !dims.contains(state.bob) {
            return Err("a king is off the board".into());
        }
        if state.caught != (state.alice == state.bob) {
            return Err("caught must mean both kings share a cell".into());
        }
        let bob_moves = state.alice_moves - u32::from(state.to_move == Player::Bob);
        if state.bob.chebyshev(setup.bob) > bob_moves as i32 {
            return Err("Bob is further from his start than his moves allow".into());
        }
        if state.alice.chebyshev(setup.alice) > state.alice_moves as i32 {
            return Err("Alice is further from her start than her moves allow".into());
        }
        Ok(())
    }
}

/// The heat map's colours: low values blue, middle yellow, high red. Opaque: through a
/// translucent shade the cells' own colours (by value V) showed, so equal f looked different
/// and the middle yellow turned grey-green, near the grey of f = 0.
pub const HEAT_RAMP: [[u8; 4]; 5] = [
    [49, 54, 149, 255],
    [116, 173, 209, 255],
    [254, 224, 144, 255],
    [244, 109, 67, 255],
    [165, 0, 38, 255],
];

/// King chase's description.
pub static INFO: GameInfo = GameInfo {
    id: "king-chase",
    name: "King chase (CKCGAME)",
    hidden: false,
    seats: &[
        SeatInfo { id: "alice", name: "Alice", colour: "rgb(214, 51, 132)" },
        SeatInfo { id: "bob", name: "Bob", colour: "rgb(40, 90, 200)" },
    ],
    modes: &[
        ModeInfo { id: "watch", label: "Watch optimal play", person: None },
        ModeInfo { id: "alice", label: "Play as Alice", person: Some(0) },
        ModeInfo { id: "bob", label: "Play as Bob", person: Some(1) },
    ],
    params: &[
        ParamInfo::number("size", "Size", MIN_SIZE as i64, MAX_SIZE as i64, 8),
        ParamInfo::number("maxValue", "Max value", 1, MAX_VALUE as i64, 9),
    ],
    param_needs: &[],
    paste: Some(PasteInfo {
        param: "board",
        label: "Paste a board (judge format)",
        placeholder: "N Ax Ay Bx By\nV[1][1] ... V[1][N]\n...",
    }),
    judged: Some(JudgedInfo {
        limit_ms: 2000,
        min_size: MIN_SIZE as u32,
        max_size: MAX_SIZE as u32,
        size_word: "N",
        // Odd seeds with values up to 10^9: sums past 32 bits are a classic fault.
        case: |n, seed| {
            let top = if seed % 2 == 1 { MAX_VALUE } else { 9 };
            serde_json::json!({ "size": n, "maxValue": top })
        },
    }),
    layers: &[
        LayerInfo::new("values", "cell values V (the upper, smaller number under the heat map)", false, LayerStyle::new("#333", "", 0.0)),
        LayerInfo::new("heat", "DP heat map f(·, t) (the lower, bold number), coloured by rank: blue the lowest, red the highest, grey where f = 0", true, LayerStyle::new("#111", "", 0.0)),
        LayerInfo::new("arrows", "best-step arrows", true, LayerStyle::new("rgba(20, 20, 20, 0.55)", "", 0.05)),
        LayerInfo::new("catch-zone", "catch zone d ≤ t", false, LayerStyle::new("rgba(220, 60, 60, 0.9)", "rgba(220, 60, 60, 0.10)", 0.06)),
        LayerInfo::new("dp-cell", "DP step: the cell being filled (a layer's highest) and its best step", true, LayerStyle::new("rgba(0, 0, 0, 0.85)", "rgba(255, 230, 0, 0.55)", 0.1).at(Depth::UnderNumbers)),
        LayerInfo::new("optimal-path", "Alice's optimal path", true, LayerStyle::new("rgba(255, 190, 0, 0.95)", "", 0.18).dashed(&[0.3, 0.2]).at(Depth::UnderNumbers)),
        LayerInfo::new("best-move", "best next move", true, LayerStyle::new("rgba(0, 150, 80, 0.95)", "", 0.14)),
        LayerInfo::new("alice-trail", "Alice's trail", false, LayerStyle::new("rgba(214, 51, 132, 0.85)", "", 0.12).at(Depth::UnderNumbers)),
        LayerInfo::new("bob-trail", "Bob's trail", false, LayerStyle::new("rgba(40, 90, 200, 0.85)", "", 0.12).at(Depth::UnderNumbers)),
    ],
    palette: Palette {
        fixed: &[],
        ramp: &[[245, 242, 235, 255], [185, 197, 215, 255]],
        key: &[],
    },
    shade: Some(Palette {
        fixed: &[[0, 0, 0, 0], [190, 190, 196, 255]],
        ramp: &HEAT_RAMP,
        key: &[],
    }),
    slider: Some(SliderInfo { label: "DP layer t", layer: "heat" }),
    move_keys: &[
        MoveKey::new("q", "NW"),
        MoveKey::new("w", "N"),
        MoveKey::new("e", "NE"),
        MoveKey::new("a", "W"),
        MoveKey::new("d", "E"),
        MoveKey::new("z", "SW"),
        MoveKey::new("x", "S"),
        MoveKey::new("c", "SE"),
    ],
    move_examples: &[],
    key_help: &[[
        "Q W E / A D / Z X C",
        "play: move your king (↖ ↑ ↗ / ← → / ↙ ↓ ↘); or click a green cell",
    ]],
    about: "Alice collects the value of every cell she steps on; Bob, moving like a king too, chases her. The lab fills the DP f(c, t) layer by layer and plays the optimal game. Cells are written (row,col) as the judge numbers them: from 1, row 1 at the top.",
    intro: Intro {
        line: "Alice gathers the values of the cells she walks on (again on each return) while Bob, a king too, hunts her. Watch optimal play, play either side, follow the DP, or write your own (the Code button).",
        try_first: &[
            "Press . (or step ›) to fill the DP: a cell at a time on a board up to 6 x 6 (each sentence shows how f(c, t) is computed), a layer at a time on a bigger one.",
            "Choose Play as Alice in the mode menu and try to match the optimum against Bob; the report names every move that gave value away.",
            "Switch layers in the panel: the heat map of layer t, the best-step arrows, the catch zone.",
        ],
    },
    drag_from: &[],
    markers: &[],
    compare: None,
    turn_lands_first: false,
};

crate::modes! {
    /// King chase's modes, as its description lists them.
    pub enum ChaseMode {
        /// Watch optimal play: the solve, then Alice against Bob.
        Watch = "watch",
        /// Play as Alice against the optimal Bob.
        Alice = "alice",
        /// Play as Bob against the optimal Alice.
        Bob = "bob",
    }
}
