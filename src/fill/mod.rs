//! A test and bench fixture game (only with the `fixtures` feature, hidden from menus): a long
//! fill of a big board, one cell per ply, in an order fixed by the seed. With rules that cost
//! nothing, a 600 x 600 board of 300,000 plies measures the model's frames and the page's
//! scrubbing alone (`npm run bench:browser`, `e2e/model.spec.js`); Game of snakes' own games of
//! that size are benched beside it. Every cell keeps the ply at which it was filled, so any frame
//! is a threshold over that array rather than a replay.

use serde::{Deserialize, Serialize};

use crate::grid::{Cell, Dims};
use crate::model::describe::{
    GameInfo, LayerInfo, LayerStyle, ModeInfo, Palette, ParamInfo, SeatInfo,
};
use crate::model::frame::{Frame, Overlay, Shape};
use crate::model::rules::{Outcome, Rules, Seat, ToMove};
use crate::model::seat::BySeat;
use crate::model::show::{Describe, Paint, Ply, Steps};
use crate::model::{Agent, Budget, Match, Visible};
use crate::replay::ReplayError;
use crate::rng::SeededRng;
use crate::thinking::Reasoning;

/// Cells filled by one "snake" before the colour changes.
pub const RUN: u32 = 5_000;
/// A cell never filled.
const NEVER: u32 = u32::MAX;

/// The fill fixture.
pub struct Fill;

/// The board and its fill order.
pub struct FillSetup {
    dims: Dims,
    blocked: Vec<bool>,
    /// Cells in the order they are filled.
    order: Vec<u32>,
    /// The ply at which each cell is filled (1-based), or `NEVER`.
    filled_at: Vec<u32>,
}

/// The parameters.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FillParams {
    /// Rows.
    pub rows: i32,
    /// Columns.
    pub cols: i32,
    /// Plies to fill.
    pub plies: u32,
}

impl FillSetup {
    /// A board with 1 cell in 25 blocked, filled row by row in a serpentine.
    pub fn new(params: &FillParams, seed: u64) -> Self {
        let dims = Dims::new(params.rows, params.cols);
        let mut rng = SeededRng::new(seed);
        let blocked: Vec<bool> = (0..dims.area()).map(|_| rng.chance(1, 25)).collect();
        let mut order = Vec::new();
        let mut filled_at = vec![NEVER; dims.area()];
        'rows: for r in 0..dims.rows {
            for k in 0..dims.cols {
                let c = if r % 2 == 0 { k } else { dims.cols - 1 - k };
                let i = dims.index(Cell::new(r, c));
                if blocked[i] {
                    continue;
                }
                if order.len() as u32 >= params.plies {
                    break 'rows;
                }
                order.push(i as u32);
                filled_at[i] = order.len() as u32;
            }
        }
        Self {
            dims,
            blocked,
            order,
            filled_at,
        }
    }
}

impl Rules for Fill {
    type Setup = FillSetup;
    type State = u32;
    type Move = u32;
    type Error = String;

    fn start(_: &FillSetup) -> u32 {
        0
    }

    fn to_move(setup: &FillSetup, ply: &u32) -> ToMove {
        if (*ply as usize) < setup.order.len() {
            ToMove::Seat(0)
        } else {
            ToMove::Nobody
        }
    }

    fn step(setup: &FillSetup, ply: &u32, moves: &[u32]) -> Result<u32, String> {
        match (moves, setup.order.get(*ply as usize)) {
            ([cell], Some(next)) if cell == next => Ok(ply + 1),
            _ => Err(format!("the fill's next cell is not {moves:?}")),
        }
    }

    fn outcome(setup: &FillSetup, ply: &u32) -> Option<Outcome> {
        ((*ply as usize) >= setup.order.len()).then(|| Outcome {
            scores: BySeat::from(vec![*ply as i64]),
            summary: format!("{ply} cells filled."),
            ending: None,
            winner: None,
        })
    }

    fn legal_moves(setup: &FillSetup, ply: &u32, _: Seat) -> Vec<u32> {
        setup
            .order
            .get(*ply as usize)
            .copied()
            .into_iter()
            .collect()
    }

    fn text(setup: &FillSetup, ply: &u32) -> String {
        let mut out = format!(
            "fill {}x{} after {ply} plies\n",
            setup.dims.rows, setup.dims.cols
        );
        for (i, &at) in setup.filled_at.iter().enumerate() {
            out.push(match (setup.blocked[i], at <= *ply) {
                (true, _) => '#',
                (false, true) => char::from(b'a' + ((at - 1) / RUN % 6) as u8),
                (false, false) => '.',
            });
            if (i + 1) % setup.dims.cols as usize == 0 {
                out.push('\n');
            }
        }
        out
    }

    fn move_name(cell: &u32) -> String {
        cell.to_string()
    }

    fn parse_move(text: &str) -> Result<u32, String> {
        text.parse().map_err(|_| "a cell index".to_string())
    }
}

/// Fills the next cell of the order.
pub struct Filler;

impl Agent<Fill> for Filler {
    fn name(&self) -> &str {
        "filler"
    }

    fn choose(
        &mut self,
        setup: &FillSetup,
        ply: &u32,
        _: Seat,
        _: Budget,
        _: Option<&mut Reasoning>,
    ) -> Option<u32> {
        setup.order.get(*ply as usize).copied()
    }
}

/// The fixture's description (hidden from the menu).
pub static INFO: GameInfo = GameInfo {
    id: "bench-fill",
    name: "Bench fixture: a 600 x 600 fill",
    hidden: true,
    seats: &[SeatInfo {
        id: "filler",
        name: "Filler",
        colour: "#2a9d8f",
    }],
    modes: &[ModeInfo {
        id: "watch",
        label: "Watch",
        person: None,
    }],
    params: &[
        ParamInfo::number("rows", "Rows", 1, 600, 600),
        ParamInfo::number("cols", "Cols", 1, 600, 600),
        ParamInfo::number("plies", "Plies", 0, 360_000, 300_000),
    ],
    param_needs: &[],
    paste: None,
    judged: None,
    layers: &[
        LayerInfo {
            key: "recent",
            label: "the last 5,000 cells filled",
            spoiler: false,
            style: LayerStyle::new("rgba(255, 190, 0, 0.9)", "", 0.3),
            drawn_by: "",
        },
        LayerInfo {
            key: "next",
            label: "the next 5,000 cells",
            spoiler: false,
            style: LayerStyle::new("rgba(0, 100, 230, 0.9)", "", 0.3),
            drawn_by: "",
        },
    ],
    palette: Palette {
        fixed: &[
            [250, 250, 247, 255],
            [60, 60, 60, 255],
            [231, 111, 81, 255],
            [42, 157, 143, 255],
            [233, 196, 106, 255],
            [38, 70, 83, 255],
            [244, 162, 97, 255],
            [138, 177, 125, 255],
        ],
        ramp: &[],
        key: &[],
    },
    shade: None,
    slider: None,
    move_keys: &[],
    move_examples: &[],
    key_help: &[],
    about: "A fixture for the benchmarks.",
    intro: crate::model::describe::Intro::NONE,
    drag_from: &[],
    markers: &[],
    compare: None,
    turn_lands_first: false,
};

impl Describe for Fill {
    type Params = FillParams;
    type Mode = FillMode;

    fn info() -> &'static GameInfo {
        &INFO
    }
}

impl Steps for Fill {
    type Insight = ();

    fn open(params: &FillParams, seed: u64) -> Result<(FillSetup, ()), ReplayError> {
        let ok = (1..=600).contains(&params.rows)
            && (1..=600).contains(&params.cols)
            && params.plies <= 360_000;
        if !ok {
            return Err(ReplayError::Params(
                "rows and cols from 1 to 600, plies at most 360000".into(),
            ));
        }
        Ok((FillSetup::new(params, seed), ()))
    }

    fn replay_params(params: &FillParams, _: &FillSetup) -> FillParams {
        params.clone()
    }

    fn agent(_: &FillSetup, _: &(), _: Seat, _: FillMode) -> Box<dyn Agent<Self>> {
        Box::new(Filler)
    }

    fn turn(ply: &u32, _: usize) -> u32 {
        *ply
    }

    fn prelude_len(_: &(), _: FillMode) -> usize {
        1
    }

    fn prelude(_: &FillSetup, _: &mut (), _: usize, _: FillMode, frame: &mut Frame) {
        frame.note = "The empty board.".into();
    }

    fn ply_note(_: &FillSetup, _: &mut (), ply: Ply<'_, Self>, _: FillMode) -> String {
        format!(
            "Ply {}: cell {} filled.",
            ply.index + 1,
            ply.moves.first().copied().unwrap_or(0)
        )
    }

    fn verdict(_: &mut (), game: &mut Match<Self>, _: FillMode) -> Option<String> {
        Some(format!("{} cells filled.", game.len()))
    }
}

impl Paint for Fill {
    fn dims(setup: &FillSetup) -> Dims {
        setup.dims
    }

    fn paint(_: &mut (), game: &mut Match<Self>, ply: usize, visible: &Visible, frame: &mut Frame) {
        let setup = game.setup();
        let ply = ply as u32;
        for (code, (&at, &blocked)) in frame
            .cells
            .iter_mut()
            .zip(setup.filled_at.iter().zip(&setup.blocked))
        {
            *code = if blocked {
                1
            } else if at <= ply {
                2 + ((at - 1) / RUN % 6) as u8
            } else {
                0
            };
        }
        let p = ply as usize;
        if visible.shows("recent") {
            let cells = setup.order[p.saturating_sub(RUN as usize)..p].to_vec();
            frame
                .overlays
                .push(Overlay::new("recent", Shape::Path, cells));
        }
        if visible.shows("next") {
            let end = (p + RUN as usize).min(setup.order.len());
            let cells = setup.order[p..end].to_vec();
            frame
                .overlays
                .push(Overlay::new("next", Shape::Path, cells));
        }
        frame.number("filled", "Cells filled", ply);
    }

    fn hover(
        _: &mut (),
        game: &mut Match<Self>,
        _: usize,
        index: u32,
        _: Option<u32>,
        _: bool,
        _: Option<Seat>,
    ) -> Vec<String> {
        let setup = game.setup();
        match setup.filled_at.get(index as usize) {
            Some(&NEVER) | None => vec![format!("cell {index}")],
            Some(at) => vec![format!("cell {index}: filled at ply {at}")],
        }
    }
}

crate::modes! {
    /// The fill fixture's modes, as its description lists them.
    pub enum FillMode {
        /// Watch the board fill.
        Watch = "watch",
    }
}

/// The fill fixture in the crate's map of games ([`crate::games`]): the lab (hidden from menus) and
/// a small fixed replay whose hashes the tests record.
pub fn entry() -> crate::model::entry::Entry {
    crate::model::entry::Entry::of::<Fill>().with_fixtures(|| {
        vec![crate::model::entry::Fixture {
            params: serde_json::json!({"rows": 40, "cols": 30, "plies": 900}),
            seed: 4,
            moves: 0,
        }]
    })
}
