//! Game of snakes' description for the page: seats, modes, parameters, layers, palette.

use crate::model::describe::{
    CompareInfo, GameInfo, Intro, LayerInfo, LayerStyle, MarkerInfo, ModeInfo, Palette, ParamInfo,
    ParamNeed, PasteInfo, SeatInfo,
};

use super::contest::BOT_NAMES;

/// The kinds of board, by the value of the parameter `type`: a custom rows x cols board, or the
/// contest's generator of type 1 or 2.
pub const BOARD_TYPES: [&str; 3] = ["custom", "type 1 (200-300)", "type 2 (500-600)"];

/// Palette codes of the cells.
pub mod code {
    /// An empty cell.
    pub const EMPTY: u8 = 0;
    /// A blocked cell.
    pub const BLOCKED: u8 = 1;
    /// A cell of one of your finished snakes.
    pub const YOURS: u8 = 2;
    /// A cell of one of Chef's finished snakes.
    pub const CHEFS: u8 = 3;
    /// A cell of your current snake.
    pub const YOUR_SNAKE: u8 = 4;
    /// A cell of Chef's current snake.
    pub const CHEF_SNAKE: u8 = 5;
    /// An end of your current snake.
    pub const YOUR_END: u8 = 6;
    /// An end of Chef's current snake.
    pub const CHEF_END: u8 = 7;
    // Codes from `age::FIRST` up are your current snake by age (the `age` layer).
}

const fn layer(
    key: &'static str,
    label: &'static str,
    colour: &'static str,
    fill: &'static str,
    width: f32,
) -> LayerInfo {
    LayerInfo {
        key,
        label,
        spoiler: false,
        style: LayerStyle::new(colour, fill, width),
        drawn_by: "",
    }
}

/// Game of snakes' description.
pub static INFO: GameInfo = GameInfo {
    id: "snakgame",
    name: "Game of snakes (SNAKGAME)",
    hidden: false,
    seats: &[
        SeatInfo { id: "you", name: "You", colour: "rgb(38, 120, 200)" },
        SeatInfo { id: "chef", name: "Chef", colour: "rgb(214, 90, 50)" },
    ],
    modes: &[
        ModeInfo { id: "watch", label: "Watch a bot against Chef", person: None },
        ModeInfo { id: "play", label: "Play against Chef", person: Some(0) },
    ],
    params: &[
        ParamInfo::number("rows", "Rows", 1, 600, 12),
        ParamInfo::number("cols", "Cols", 1, 600, 12),
        ParamInfo::choice("type", "Board", &BOARD_TYPES, 0),
        ParamInfo::choice("bot", "Bot", &BOT_NAMES, 4),
    ],
    param_needs: &[
        ParamNeed { key: "rows", on: "type", min: 0, max: 0 },
        ParamNeed { key: "cols", on: "type", min: 0, max: 0 },
    ],
    paste: Some(PasteInfo {
        param: "board",
        label: "Paste a board (the judge's opening lines)",
        placeholder: "n m K\nx1 y1\n...",
    }),
    judged: None,
    layers: &[
        LayerInfo::new(super::age::AGE, "the current snake (the bot's, or yours) by age: dark teal on its first cells, light lime on its newest (the order it was built in)", false, LayerStyle::new("rgb(0, 90, 100)", "rgb(190, 235, 120)", 0.0)),
        layer("plan", "the bot's candidate paths (editorial: each end's path, labelled with the cells left on it; best: moves, cost | score; on Chef's steps, for the bot's next move)", "rgba(0, 150, 80, 0.9)", "", 0.15).by("editorial, best"),
        layer("cut", "where Chef cut the bot's plan: cells its paths meant to take that Chef filled first", "rgba(200, 0, 0, 0.95)", "rgba(200, 0, 0, 0.35)", 0.1).by("editorial"),
        layer("next", "the cells Chef may fill next: the empty side neighbours of his snake's two ends, one of which he draws (best weighs each for a seal; Chef shows them too, inside his move)", "rgba(185, 0, 150, 0.95)", "rgba(230, 80, 200, 0.35)", 0.1).by("best"),
        layer("opening", "the narrow openings at an end: its empty side cells not joined around it, which a move may cut apart", "rgba(20, 30, 120, 0.95)", "rgba(255, 255, 255, 0.7)", 0.14).by("best"),
        layer("dfs", "the long-path search (left-hand rule)", "rgba(120, 60, 200, 0.8)", "", 0.1).by("editorial"),
        layer("start", "where a new snake starts", "rgba(0, 0, 0, 0.9)", "rgba(255, 220, 0, 0.8)", 0.12).by("editorial, best"),
        layer("pocket", "the closed pockets behind a narrow opening at an end (what a move into the other side would give up), each labelled with its size", "rgba(110, 40, 170, 0.7)", "rgba(110, 40, 170, 0.35)", 0.05).by("best"),
        // Dashed, olive: cells Chef might fill, apart from Chef's orange snakes and from `next`.
        LayerInfo::new("playout", "where Chef's walk sealed our ends (or, while the spare waits, the sweeping end) in the playouts of a move (best, when Chef's snake is near)", false, LayerStyle::new("rgba(110, 100, 0, 0.95)", "rgba(205, 195, 30, 0.45)", 0.08).dashed(&[0.2, 0.12])).by("best"),
        layer("spare", "the first snake's spare end, waiting in the open middle while the other sweeps", "rgba(0, 110, 60, 0.95)", "rgba(120, 220, 150, 0.85)", 0.12).by("best"),
        // Grey and dashed: a blue wash read as our finished snakes.
        LayerInfo::new("region", "the region a new snake starts in", false, LayerStyle::new("rgba(50, 50, 50, 0.75)", "rgba(50, 50, 50, 0.10)", 0.05).dashed(&[0.2, 0.12])).by("best"),
    ],
    palette: Palette {
        fixed: &[
            [246, 244, 238, 255],
            [70, 70, 70, 255],
            [150, 190, 230, 255],
            [240, 185, 160, 255],
            [38, 120, 200, 255],
            [214, 90, 50, 255],
            [10, 40, 120, 255],
            [130, 30, 10, 255],
        ],
        ramp: super::age::RAMP,
        key: &[
            "empty",
            "blocked",
            "the player's finished snakes",
            "Chef's finished snakes",
            "the player's snake (the age layer shades it teal to lime)",
            "Chef's snake",
            "the player's snake's ends",
            "Chef's snake's ends",
        ],
    },
    shade: None,
    slider: None,
    move_keys: &[],
    move_examples: &["NEW 3 4", "MOVE 3 4 3 5"],
    key_help: &[["click", "play: click an end of your snake, then an empty neighbour; or an empty cell for NEW"]],
    about: "You and Chef grow snakes on a grid; each of your snakes of length L scores (L-1)·floor(√L), so one long snake is worth far more than many short ones. Chef plays the statement's random strategy (with FREEZE); watch a bot or play yourself. Cells are written (row, column) as the statement numbers them: from 1, row 1 at the top.",
    intro: Intro {
        line: "Grow long snakes on a grid while Chef cuts across them at random. Watch a bot against Chef, compare two bots on one board, play yourself, or pit your own bot against Chef (the Code button).",
        try_first: &[
            "Press ▶ (or Space) to watch the bot play; the marks on the timeline (keys < and >) are new snakes, Chef's cuts and his freezes.",
            "Choose Play against Chef in the mode menu: click an end of your snake, then an empty cell next to it (or drag along empty cells).",
            "Open \"Two bots side by side\" in the panel to see another bot on the same board and the same Chef.",
        ],
    },
    drag_from: &["end"],
    markers: &[
        MarkerInfo { name: "new snake", help: "a new snake of yours", colour: "#7a3cc7" },
        MarkerInfo { name: "freeze", help: "a FREEZE by Chef", colour: "#2a7fba" },
        MarkerInfo {
            name: "cut",
            help: "a cut: Chef moved into a cell your snake could have grown into",
            colour: "#c0392b",
        },
    ],
    compare: Some(CompareInfo {
        param: "bot",
        default: "editorial",
        first_caption: "Played by {bot} against Chef.",
        caption: "The same board and Chef seed, played by {bot}.",
    }),
    turn_lands_first: true,
};

crate::modes! {
    /// Game of snakes's modes, as its description lists them.
    pub enum SnakMode {
        /// Watch a bot against Chef.
        Watch = "watch",
        /// Play against Chef.
        Play = "play",
    }
}
