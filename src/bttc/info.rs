//! Back to the Code's description for the page: seats, modes, parameters, layers, palette, keys.

use crate::model::describe::{
    GameInfo, Intro, LayerInfo, LayerStyle, MarkerInfo, ModeInfo, MoveKey, Palette, ParamInfo,
    ParamNeed, SeatInfo,
};

use super::contest::{BOT_NAMES, WATCHED_BOTS};

/// The kinds of start, by the value of the parameter `start`: random distinct cells, or cells
/// placed rotationally symmetric.
pub const START_KINDS: [&str; 2] = ["random cells", "rotationally symmetric"];

/// Palette codes of the cells.
pub mod code {
    /// A neutral cell.
    pub const NEUTRAL: u8 = 0;
    /// A cell owned by player p is `OWNED + p`.
    pub const OWNED: u8 = 1;
    /// A cell on player p's path in this timeline is `TRAIL + p`.
    pub const TRAIL: u8 = 5;
    /// A cell player p took in the round just played is `NEW + p`.
    pub const NEW: u8 = 9;
    /// A cell a time travel just made neutral again.
    pub const UNDONE: u8 = 13;
}

/// Layer keys.
pub mod layer {
    /// Every player's path in this timeline.
    pub const TRAILS: &str = "trails";
    /// A bot's candidate rectangles or searched paths (with their scores).
    pub const CANDIDATES: &str = "candidates";
    /// The plan a bot chose.
    pub const PLAN: &str = "plan";
    /// The cell a bot heads for.
    pub const TARGET: &str = "target";
    /// What a bot expects of an opponent (its guessed rectangle, its predicted path).
    pub const THREAT: &str = "threat";
    /// The stakes of a bot's plan: neutral cells deep in open ground.
    pub const STAKES: &str = "stakes";
}

const SEAT_COLOURS: [&str; 4] = [
    "rgb(38, 110, 200)",
    "rgb(214, 80, 50)",
    "rgb(40, 150, 70)",
    "rgb(150, 70, 190)",
];

/// Back to the Code's description.
pub static INFO: GameInfo = GameInfo {
    id: "bttc",
    name: "Back to the Code",
    hidden: false,
    seats: &[
        SeatInfo { id: "p0", name: "Player 0", colour: SEAT_COLOURS[0] },
        SeatInfo { id: "p1", name: "Player 1", colour: SEAT_COLOURS[1] },
        SeatInfo { id: "p2", name: "Player 2", colour: SEAT_COLOURS[2] },
        SeatInfo { id: "p3", name: "Player 3", colour: SEAT_COLOURS[3] },
    ],
    modes: &[
        ModeInfo { id: "watch", label: "Watch the bots", person: None },
        ModeInfo { id: "play", label: "Play (you are player 0)", person: Some(0) },
    ],
    params: &[
        ParamInfo::number("players", "Players", 2, 4, 2),
        ParamInfo::choice("start", "Start cells", &START_KINDS, 0),
        ParamInfo::choice("bot0", "Player 0", &BOT_NAMES, WATCHED_BOTS[0] as i64),
        ParamInfo::choice("bot1", "Player 1", &BOT_NAMES, WATCHED_BOTS[1] as i64),
        ParamInfo::choice("bot2", "Player 2", &BOT_NAMES, WATCHED_BOTS[2] as i64),
        ParamInfo::choice("bot3", "Player 3", &BOT_NAMES, WATCHED_BOTS[3] as i64),
    ],
    param_needs: &[
        ParamNeed { key: "bot2", on: "players", min: 3, max: 4 },
        ParamNeed { key: "bot3", on: "players", min: 4, max: 4 },
    ],
    paste: None,
    judged: None,
    layers: &[
        LayerInfo::new(layer::TRAILS, "paths in this timeline, each in its player's colour", false, LayerStyle::new("rgba(0, 0, 0, 0.75)", "", 0.08).in_seat_colour()),
        // The forecasts first: each bot's plan is drawn over them.
        LayerInfo::new(
            layer::THREAT,
            "what a bot expects of an opponent: its path over the next rounds (dotted, from the cell the opponent stood on before the move shown, when the bot made its plan, in the colour of the bot that expects it) and the cells its coming capture would close (shaded grey, labelled with their count and the rounds until it closes, often beyond the dotted path)",
            true,
            LayerStyle::new("rgba(30, 30, 30, 0.85)", "", 0.12).dashed(&[0.01, 0.3]).by_seat(),
        )
        .by("rectangles, paths, best"),
        LayerInfo::new(
            layer::CANDIDATES,
            "bots' candidate rectangles / paths, from the cell each bot stood on before the move shown (a path's loop: safe, or at risk when an opponent can step inside before it closes: drawn for you, the path's rate does not count it)",
            true,
            LayerStyle::new("rgba(90, 90, 90, 0.6)", "", 0.06).dashed(&[0.2, 0.15]).by_seat(),
        )
        .by("rectangles, paths, best"),
        LayerInfo::new(layer::PLAN, "the plan each bot chose, from the cell it stood on before the move shown (its first step is that move)", true, LayerStyle::new("rgba(0, 0, 0, 0.9)", "", 0.12).by_seat())
            .by("nearest, rectangles, paths, best"),
        LayerInfo::new(layer::STAKES, "the stakes of best's plan: neutral cells 2 or 3 king's steps deep in open ground (from any taken cell and the edge, on the board its plan was made on: before the move shown), where an opponent's loop around one would capture nothing (its path gains more for each, as its pseudocode says)", true, LayerStyle::new("rgba(90, 60, 30, 0.9)", "rgba(150, 105, 60, 0.5)", 0.08).by_seat())
            .by("best"),
        LayerInfo::new(layer::TARGET, "the cell each bot heads for (paths and best: when no path gains more than it walks; best's BACK: the capture it goes back to spoil)", true, LayerStyle::new("rgba(0, 0, 0, 0.9)", "rgba(0, 200, 225, 0.6)", 0.1).by_seat())
            .by("nearest, rectangles, paths, best"),
    ],
    palette: Palette {
        fixed: &[
            [246, 244, 238, 255],
            [170, 200, 235, 255],
            [240, 180, 165, 255],
            [170, 220, 175, 255],
            [215, 185, 235, 255],
            [90, 150, 220, 255],
            [225, 120, 95, 255],
            [90, 180, 110, 255],
            [175, 120, 210, 255],
            [20, 80, 190, 255],
            [200, 50, 20, 255],
            [20, 130, 50, 255],
            [130, 40, 170, 255],
            [255, 235, 140, 255],
        ],
        ramp: &[],
        // Each of the seats' codes in its seat's colour (the page shows a name once for them).
        key: &[
            "neutral",
            "captured",
            "captured",
            "captured",
            "captured",
            "its path in this timeline",
            "its path in this timeline",
            "its path in this timeline",
            "its path in this timeline",
            "captured in the round just played",
            "captured in the round just played",
            "captured in the round just played",
            "captured in the round just played",
            "made neutral again by a time travel",
        ],
    },
    shade: None,
    slider: None,
    move_keys: &[
        MoveKey::new("ArrowUp", "up"),
        MoveKey::new("ArrowDown", "down"),
        MoveKey::new("ArrowLeft", "left"),
        MoveKey::new("ArrowRight", "right"),
        MoveKey::new("w", "up"),
        MoveKey::new("s", "down"),
        MoveKey::new("a", "left"),
        MoveKey::new("d", "right"),
    ],
    move_examples: &["up", "12 7", "BACK 5"],
    key_help: &[
        ["arrows / W A S D", "play: step one cell"],
        ["click", "play: head for a cell (one step toward it)"],
        ["Time travel box", "play: go back 1 to 25 rounds (once per game; or type BACK n in the move box)"],
    ],
    about: "Back to the Code (CodinGame, 2015): 2 to 4 players move at once on a 35 x 20 board; a neutral cell you step on is yours, and coming back next to your own older path captures every neutral region you closed off (not touching the edge or another player's cell). Once per game a player may send everyone back up to 25 rounds. Watch the bots (nearest cell, rectangles, path search, best) with their plans, or play player 0. Cells are written (x, y) as the contest does: x the column from 0 at the left, y the row from 0 at the top.",
    intro: Intro {
        line: "Two to four players claim a 35 x 20 board by closing off regions, each with one trip back in time. Watch the bots and their plans, play player 0, or write your own bot (the Code button).",
        try_first: &[
            "Press ▶ (or Space) to watch; the layers draw each bot's candidate rectangles and paths with what they would gain. A time travel: seed 12, round 36, where best goes back 9 rounds to spoil a capture.",
            "Choose Play in the mode menu and walk with the arrow keys or W A S D (on a phone, the pad or a swipe): come back next to your own path to capture what it closes off.",
            "Press the Code button ({} on a phone) to write a bot of your own in JavaScript or Python and run it against ours.",
        ],
    },
    drag_from: &[],
    markers: &[MarkerInfo {
        name: "back in time",
        help: "a time travel: a player sent everyone back (the cells it undid show pale yellow for that round)",
        colour: "#7a3cc7",
    }],
    compare: None,
    turn_lands_first: false,
};

crate::modes! {
    /// Back to the Code's modes, as its description lists them.
    pub enum BttcMode {
        /// Watch the bots.
        Watch = "watch",
        /// Play player 0 against the bots.
        Play = "play",
    }
}
