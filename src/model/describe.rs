//! Each game describes itself once: id, name, seats, modes, parameter limits, layers with spoiler
//! flags and styles, colours and key help. The page builds its menus, field checks, layer toggles
//! and help from this; it names no game and no limit of its own.

use serde::Serialize;

/// A seat at the table.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct SeatInfo {
    /// Key (`alice`).
    pub id: &'static str,
    /// Name shown (`Alice`).
    pub name: &'static str,
    /// CSS colour of the seat's pieces.
    pub colour: &'static str,
}

/// A way to open the game: who the person at the keyboard is, if anyone.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ModeInfo {
    /// Key in replays and URLs (`watch`, `alice`).
    pub id: &'static str,
    /// Menu label.
    pub label: &'static str,
    /// The seat the person plays; `None`: nobody plays (watch, explore).
    pub person: Option<usize>,
}

/// What values a parameter takes.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum ParamKind {
    /// A whole number from `min` to `max` (board size, snake length).
    Number {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One of a list of named choices (a bot, a kind of board): value k is `choices[k]`.
    Choice {
        /// The choices' names, by value.
        choices: &'static [&'static str],
    },
}

/// A parameter of a random game: a whole number (board size, snake length) or a choice (a bot,
/// a kind of start). Its value is always a whole number: a choice's is the index of its name.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ParamInfo {
    /// Key in replays and URLs.
    pub key: &'static str,
    /// Field label.
    pub label: &'static str,
    /// The values it takes.
    #[serde(flatten)]
    pub kind: ParamKind,
    /// Default.
    pub default: i64,
    /// What each choice means, by value, where its name does not say it all (empty: none).
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub help: &'static [&'static str],
}

impl ParamInfo {
    /// A whole number from `min` to `max`.
    pub const fn number(
        key: &'static str,
        label: &'static str,
        min: i64,
        max: i64,
        default: i64,
    ) -> Self {
        Self {
            key,
            label,
            kind: ParamKind::Number { min, max },
            default,
            help: &[],
        }
    }

    /// One of `choices`, by index (the default is an index too).
    pub const fn choice(
        key: &'static str,
        label: &'static str,
        choices: &'static [&'static str],
        default: i64,
    ) -> Self {
        Self {
            key,
            label,
            kind: ParamKind::Choice { choices },
            default,
            help: &[],
        }
    }

    /// One of `choices`, by index, each with a line of `help` saying what it is (the two lists
    /// are as long as each other by their type).
    pub const fn explained_choice<const N: usize>(
        key: &'static str,
        label: &'static str,
        choices: &'static [&'static str; N],
        help: &'static [&'static str; N],
        default: i64,
    ) -> Self {
        Self {
            help,
            ..Self::choice(key, label, choices, default)
        }
    }

    /// The smallest value (a choice's: 0).
    pub const fn min(&self) -> i64 {
        match self.kind {
            ParamKind::Number { min, .. } => min,
            ParamKind::Choice { .. } => 0,
        }
    }

    /// The largest value (a choice's: the index of its last name).
    pub const fn max(&self) -> i64 {
        match self.kind {
            ParamKind::Number { max, .. } => max,
            ParamKind::Choice { choices } => choices.len() as i64 - 1,
        }
    }

    /// The names of a choice's values (`None`: a whole number).
    pub const fn choices(&self) -> Option<&'static [&'static str]> {
        match self.kind {
            ParamKind::Number { .. } => None,
            ParamKind::Choice { choices } => Some(choices),
        }
    }

    /// The value of the choice called `name` (`None`: a whole number, or no such name).
    pub fn value_named(&self, name: &str) -> Option<i64> {
        let k = self.choices()?.iter().position(|c| *c == name)?;
        i64::try_from(k).ok()
    }

    /// The name of a choice's value `value` (`None`: a whole number, or out of range).
    pub fn name_of(&self, value: i64) -> Option<&'static str> {
        let k = usize::try_from(value).ok()?;
        self.choices()?.get(k).copied()
    }
}

/// A parameter that matters only while another one is in a range (Player 3's bot with 4
/// players; a board's size when it is not a contest board): the page hides it otherwise.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ParamNeed {
    /// The parameter shown or hidden.
    pub key: &'static str,
    /// The parameter it depends on.
    pub on: &'static str,
    /// Shown while `on` is at least this.
    pub min: i64,
    /// Shown while `on` is at most this.
    pub max: i64,
}

/// A text parameter pasted in the judge's format (a board, a puzzle).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct PasteInfo {
    /// The parameter the text goes into.
    pub param: &'static str,
    /// Label of the paste box.
    pub label: &'static str,
    /// Example of the format.
    pub placeholder: &'static str,
}

/// How a game's solutions are judged on generated cases (the page's Code panel and `gridlab judge`).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct JudgedInfo {
    /// Milliseconds a run on one input may take (the contest's limit).
    pub limit_ms: u64,
    /// The smallest size a case may have.
    pub min_size: u32,
    /// The largest (the contest's).
    pub max_size: u32,
    /// What a size is, in words (`N`, `larger side`).
    pub size_word: &'static str,
    /// The parameters (without the mode) of the generated case of size `n` from `seed`: a pure
    /// function of the two, so a case is made again from its name ("N 180, seed 6").
    #[serde(skip)]
    pub case: fn(u32, u64) -> serde_json::Value,
}

/// How a layer is drawn.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct LayerStyle {
    /// Stroke colour (CSS).
    pub colour: &'static str,
    /// Fill colour (CSS), for cells and squares.
    pub fill: &'static str,
    /// Line width as a fraction of a cell.
    pub width: f32,
    /// Dash pattern as fractions of a cell (empty: solid).
    pub dash: &'static [f32],
    /// True when a line is drawn in the colour of the seat it belongs to (the seat whose bot drew
    /// it), where several seats draw on one board.
    pub by_seat: bool,
    /// True when such a seat-coloured line runs on a white casing, so it shows on that seat's own
    /// cells (false: plain and darker, for lines that cover much of the board, such as the
    /// players' paths).
    pub casing: bool,
    /// Where the layer is drawn among the board's parts.
    pub depth: Depth,
}

/// Where a layer is drawn among the board's parts, bottom to top: the cells' colours, the numbers
/// a game writes in its cells, the layers, the pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Depth {
    /// Under the numbers in the cells, whose halos keep them readable through it (a wash, a
    /// thick path).
    UnderNumbers,
    /// Over the numbers, under the pieces: most layers.
    #[default]
    Layers,
    /// Over the pieces (a route through cells a piece holds now but will have left by then).
    OverPieces,
}

impl LayerStyle {
    /// A solid style: stroke colour, fill colour (empty: none) and line width in cells.
    pub const fn new(colour: &'static str, fill: &'static str, width: f32) -> Self {
        Self {
            colour,
            fill,
            width,
            dash: &[],
            by_seat: false,
            casing: false,
            depth: Depth::Layers,
        }
    }

    /// The style with a dash pattern (fractions of a cell).
    pub const fn dashed(self, dash: &'static [f32]) -> Self {
        Self { dash, ..self }
    }

    /// The style drawn at another depth.
    pub const fn at(self, depth: Depth) -> Self {
        Self { depth, ..self }
    }

    /// The style with lines in the colour of the seat whose bot drew them, on a white casing.
    pub const fn by_seat(self) -> Self {
        Self {
            by_seat: true,
            casing: true,
            ..self
        }
    }

    /// The style with plain lines in the colour of the seat they belong to (no casing).
    pub const fn in_seat_colour(self) -> Self {
        Self {
            by_seat: true,
            casing: false,
            ..self
        }
    }
}

/// A layer the user can toggle.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct LayerInfo {
    /// Key (`catch-zone`, `frontier`).
    pub key: &'static str,
    /// Label of its toggle.
    pub label: &'static str,
    /// True when it gives the answer away: the core withholds it while a person plays.
    pub spoiler: bool,
    /// How it is drawn.
    pub style: LayerStyle,
    /// The bots that draw it (`rectangles, paths`); empty when the game itself draws it.
    pub drawn_by: &'static str,
}

impl LayerInfo {
    /// A layer: key, toggle label, whether it gives the answer away, and its style.
    pub const fn new(
        key: &'static str,
        label: &'static str,
        spoiler: bool,
        style: LayerStyle,
    ) -> Self {
        Self {
            key,
            label,
            spoiler,
            style,
            drawn_by: "",
        }
    }

    /// The same layer, drawn by the bots `names` (`rectangles, paths`).
    pub const fn by(self, names: &'static str) -> Self {
        Self {
            drawn_by: names,
            ..self
        }
    }
}

/// A key that makes a move.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct MoveKey {
    /// `KeyboardEvent.key` (lower case for letters).
    pub key: &'static str,
    /// The move in the game's notation.
    pub play: &'static str,
}

impl MoveKey {
    /// Key `key` plays `play`.
    pub const fn new(key: &'static str, play: &'static str) -> Self {
        Self { key, play }
    }
}

/// Cell colours by code: codes below `fixed.len()` have those colours, and the `ramp` stops are
/// spread over the codes above, up to 255.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Palette {
    /// RGBA colours of codes 0, 1, ...
    pub fixed: &'static [[u8; 4]],
    /// RGBA stops of a ramp over the remaining codes (empty: none).
    pub ramp: &'static [[u8; 4]],
    /// What the fixed codes stand for, in their order: the board's key under the board (empty:
    /// no key; codes in a row with one name, as a seat's each, are one entry of several colours).
    pub key: &'static [&'static str],
}

/// A slider over one of the game's own dimensions (king chase: the DP layer t).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct SliderInfo {
    /// Its label.
    pub label: &'static str,
    /// The layer it belongs to (hidden with it).
    pub layer: &'static str,
}

/// The algorithm behind a game's lab, as pseudocode the page shows with the current line lit.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Algorithm {
    /// Its name.
    pub title: &'static str,
    /// The lines, indented with spaces.
    pub lines: &'static [&'static str],
    /// The line the moves of the game are at (after the solve), if any.
    pub play_line: Option<u8>,
}

/// A kind of ply the timeline marks (`<` / `>` jump between them), as [`crate::model::Show`]'s
/// `ply_event` names it.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct MarkerInfo {
    /// The event's name, as the timeline shows it (`freeze`).
    pub name: &'static str,
    /// One line of help on what it marks, for the keys help.
    pub help: &'static str,
    /// CSS colour of its marker on the timeline.
    pub colour: &'static str,
}

/// Two bots side by side: the same setup and seed played by another bot.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct CompareInfo {
    /// The choice parameter that picks the bot (its choices are the bots).
    pub param: &'static str,
    /// The bot offered first for the second board.
    pub default: &'static str,
    /// The first board's caption while two are shown; `{bot}` stands for its bot's name.
    pub first_caption: &'static str,
    /// The second board's caption; `{bot}` stands for the second bot's name.
    pub caption: &'static str,
}

/// How the page's front door introduces a game, and what a newcomer is told to try first.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Intro {
    /// One line on what the game is and what one can do with it here (the home view's, and the
    /// line above the game's board).
    pub line: &'static str,
    /// The two or three things to try first, one short sentence each (the first-time hint).
    pub try_first: &'static [&'static str],
}

impl Intro {
    /// No introduction (a test or bench fixture, kept out of the menus).
    pub const NONE: Self = Self {
        line: "",
        try_first: &[],
    };
}

/// Everything the page needs to know about a game.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GameInfo {
    /// Key in replays and URLs.
    pub id: &'static str,
    /// Name in the menu.
    pub name: &'static str,
    /// Kept out of the menu (bench fixtures).
    pub hidden: bool,
    /// The seats.
    pub seats: &'static [SeatInfo],
    /// The modes; the first is the default.
    pub modes: &'static [ModeInfo],
    /// Parameters of a random game (whole numbers and choices).
    pub params: &'static [ParamInfo],
    /// Parameters shown only while another is in a range.
    pub param_needs: &'static [ParamNeed],
    /// A pasted setup, if the game has a text format.
    pub paste: Option<PasteInfo>,
    /// How its solutions are judged, if it is a judged problem.
    pub judged: Option<JudgedInfo>,
    /// Layers, in drawing order.
    pub layers: &'static [LayerInfo],
    /// The board's cell colours.
    pub palette: Palette,
    /// Colours of the shaded layer (a heat map), if the game has one.
    pub shade: Option<Palette>,
    /// A slider of the game's own, if any.
    pub slider: Option<SliderInfo>,
    /// Keys that make moves.
    pub move_keys: &'static [MoveKey],
    /// A few moves in the game's notation, for the move box's placeholder (empty: the moves of
    /// [`GameInfo::move_keys`]).
    pub move_examples: &'static [&'static str],
    /// Key help rows: keys, what they do.
    pub key_help: &'static [[&'static str; 2]],
    /// One paragraph on what the game is and what the lab shows.
    pub about: &'static str,
    /// The front door's line and the first-time hint.
    pub intro: Intro,
    /// Kinds of the person's own pieces a drag may start from: each cell dragged along then
    /// plays one move (empty: no dragging).
    pub drag_from: &'static [&'static str],
    /// The kinds of plies the timeline marks.
    pub markers: &'static [MarkerInfo],
    /// Two bots side by side, if the game offers it (where nobody plays).
    pub compare: Option<CompareInfo>,
    /// True when stepping by turns lands on each turn's first step (Game of snakes: a turn is
    /// the bot's move and Chef's answer, numbered alike, and a turn's step shows the bot's move
    /// with its reasons); false: on its last (the turn complete).
    pub turn_lands_first: bool,
}

impl GameInfo {
    /// The mode with key `id`.
    pub fn mode(&self, id: &str) -> Option<&ModeInfo> {
        self.modes.iter().find(|m| m.id == id)
    }

    /// The first mode in which nobody plays (the bots or a solver alone): where a judged case,
    /// a run of programs or a bot's move for a person opens.
    pub fn watch_mode(&self) -> Option<&ModeInfo> {
        self.modes.iter().find(|m| m.person.is_none())
    }

    /// The layer with key `key`.
    pub fn layer(&self, key: &str) -> Option<&LayerInfo> {
        self.layers.iter().find(|l| l.key == key)
    }

    /// The parameter with key `key`.
    pub fn param(&self, key: &str) -> Option<&ParamInfo> {
        self.params.iter().find(|p| p.key == key)
    }

    /// The code in brackets at the end of the game's name ("King chase (CKCGAME)": `CKCGAME`).
    pub fn contest_code(&self) -> Option<&'static str> {
        let inner = self.name.strip_suffix(')')?;
        inner.rsplit_once('(').map(|(_, code)| code)
    }

    /// The game among `games` that `raw` names: the one with that id, else the one whose
    /// contest's code it names ([`GameInfo::named`]); for the page's address and the CLI.
    pub fn find_named<'a>(games: &[&'a GameInfo], raw: &str) -> Option<&'a GameInfo> {
        let by_id = games.iter().find(|g| g.id == raw);
        by_id
            .or_else(|| games.iter().find(|g| g.named(raw)))
            .copied()
    }

    /// True when `raw` names the game: its id, or its contest's code or the code's first three
    /// letters or more, in any case ("king-chase", "CKCGAME", "ckc"). A hidden game answers to
    /// its id only.
    pub fn named(&self, raw: &str) -> bool {
        raw == self.id
            || (!self.hidden
                && self.contest_code().is_some_and(|code| {
                    raw.len() >= 3
                        && raw.len() <= code.len()
                        && code.is_char_boundary(raw.len())
                        && code[..raw.len()].eq_ignore_ascii_case(raw)
                }))
    }
}
