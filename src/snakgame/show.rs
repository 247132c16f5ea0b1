//! Game of snakes in the lab: parameters, the agents in the seats, notes, and the painting. A
//! frame is a threshold over the fill log (cell filled before this ply or not), so any of a
//! 300,000-ply game's positions paints in one pass over the board.

use serde::{Deserialize, Serialize};

use crate::grid::{Cell, Dims};
use crate::model::describe::GameInfo;
use crate::model::frame::Frame;
use crate::model::show::{Click, Describe, Paint, Ply, Steps};
use crate::model::{Agent, Match, Roster, Rules, Seat, Visible};
use crate::replay::ReplayError;
use crate::words::plural;

use super::board::{Board, BoardType};
use super::chef::Chef;
use super::contest::BOT_NAMES;
use super::first_snake::FirstSnake;
use super::game::{SnakGame, SnakSetup};
use super::info::{code, SnakMode, INFO};
use super::layer_bot::LayerBot;
use super::names::{person_of, seat_name, seat_owner};
use super::protocol::{parse_header, SnakeMove};
use super::roll::{short_formula, snakes_text, Roll};
use super::rules::{snake_score, CHEF, YOU};

/// The replay parameters (the mode is the lab's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SnakParams {
    /// Rows of a custom board.
    #[serde(default = "twelve")]
    pub rows: u16,
    /// Columns of a custom board.
    #[serde(default = "twelve")]
    pub cols: u16,
    /// 0: a rows x cols board; 1 or 2: the contest's generator of that type (from the seed).
    #[serde(default, rename = "type")]
    pub kind: u8,
    /// The bot in your seat when watching, by its index in [`BOT_NAMES`].
    #[serde(default = "best_bot")]
    pub bot: u8,
    /// A pasted board: the judge's opening lines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Seats a person's program played (`[0]`: yours, in a replay of a match from the page): the
    /// lab draws no bot's reasoning for them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub programs: Vec<u8>,
    /// Per seat, why its program was put out of the match (a time-out, a bad line...), in a
    /// replay of a match from the page: the move that ended its game (an `EXIT` the referee
    /// played for it) is told as that.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outs: Vec<Option<String>>,
}

fn twelve() -> u16 {
    12
}

fn best_bot() -> u8 {
    4
}

impl SnakParams {
    /// The board these parameters and `seed` describe.
    pub fn board(&self, seed: u64) -> Result<Board, ReplayError> {
        if let Some(text) = &self.board {
            let (board, read) = parse_header(text.lines())
                .map_err(|e| ReplayError::Params(format!("board: {e}")))?;
            // The opening lines alone: more is a count K too small, or moves pasted with them.
            let mut extra = text.lines().enumerate().skip(read);
            if let Some((k, line)) = extra.find(|(_, l)| !l.trim().is_empty()) {
                return Err(ReplayError::Params(format!(
                    "board: line {}: unexpected text after the board's {}: {} (is K on the first line the number of blocked cells?)",
                    k + 1,
                    crate::words::plural((read - 1) as u64, "blocked cell", "blocked cells"),
                    crate::words::shown(line)
                )));
            }
            return Ok(board);
        }
        match self.kind {
            0 => Board::random(self.rows, self.cols, seed)
                .map_err(|e| ReplayError::Params(e.to_string())),
            k => BoardType::from_number(k.into())
                .map(|t| Board::contest(t, seed))
                .ok_or_else(|| ReplayError::Params(format!("type must be 0, 1 or 2, found {k}"))),
        }
    }
}

/// What the lab keeps: the bot's name.
pub struct SnakInsight {
    bot: &'static str,
    /// Why your seat's program was put out, when it was.
    out: Option<String>,
    /// Every finished snake so far.
    roll: Roll,
    /// The bot whose reasoning the layers show, following the frames forward.
    follower: Option<LayerBot>,
}

/// `L = 7: (7-1)·⌊√7⌋ = 6·2 = 12`.
pub fn formula(len: u32) -> String {
    let r = (f64::from(len)).sqrt() as u32;
    let r = if (r + 1) * (r + 1) <= len { r + 1 } else { r };
    format!(
        "L = {len}: (L-1)·⌊√L⌋ = {}·{r} = {}",
        len.saturating_sub(1),
        snake_score(len)
    )
}

impl Describe for SnakGame {
    type Params = SnakParams;
    type Mode = SnakMode;

    fn info() -> &'static GameInfo {
        &INFO
    }

    // Your seat (0) is the one the parameter's bot plays; Chef's is the house's.
    fn seat_bot(params: &mut SnakParams, seat: usize, bot: u8) {
        if seat == 0 {
            params.bot = bot;
        }
    }
}

impl SnakInsight {
    /// Why your seat's program was put out, in `mode` (a person playing the seat now is not
    /// the program that was put out).
    fn put_out(&self, mode: SnakMode) -> Option<&str> {
        self.out.as_deref().filter(|_| person_of(mode) != Some(YOU))
    }
}

impl Steps for SnakGame {
    type Insight = SnakInsight;

    fn open(params: &SnakParams, seed: u64) -> Result<(SnakSetup, SnakInsight), ReplayError> {
        let board = params.board(seed)?;
        let bot = BOT_NAMES
            .get(usize::from(params.bot))
            .copied()
            .ok_or_else(|| {
                ReplayError::Params(format!(
                    "bot must be 0 to {}, found {}",
                    BOT_NAMES.len() - 1,
                    params.bot
                ))
            })?;
        let program = params.programs.contains(&(YOU as u8));
        let bot = if program {
            crate::model::agent::PROGRAM
        } else {
            bot
        };
        let out = params.outs.get(YOU).cloned().flatten().filter(|_| program);
        Ok((
            SnakSetup { board, seed },
            SnakInsight {
                bot,
                out,
                roll: Roll::default(),
                follower: None,
            },
        ))
    }

    fn replay_params(params: &SnakParams, setup: &SnakSetup) -> SnakParams {
        let mut params = params.clone();
        // A pasted board sets the sizes (the header's Rows and Cols show it, as a random board's).
        if params.board.is_some() {
            params.rows = setup.board.rows();
            params.cols = setup.board.cols();
            params.kind = 0;
        }
        params
    }

    fn agent(
        setup: &SnakSetup,
        insight: &SnakInsight,
        seat: Seat,
        _: SnakMode,
    ) -> Box<dyn Agent<Self>> {
        if seat == CHEF {
            return Box::new(Chef::new(setup.seed));
        }
        if insight.bot == crate::model::agent::PROGRAM {
            return Box::new(crate::model::agent::ProgramSeat);
        }
        match <SnakGame as Roster>::bot(insight.bot, setup.seed) {
            Some(a) => a,
            None => Box::new(Chef::plain(setup.seed)),
        }
    }

    // Markers: your new snakes, Chef's freezes, and Chef's moves into a cell your snake could
    // have grown into (a cut).
    fn ply_event(setup: &SnakSetup, ply: Ply<'_, Self>) -> Option<&'static str> {
        match *ply.moves.first()? {
            SnakeMove::New(_) if ply.before.seat() == YOU => Some("new snake"),
            SnakeMove::Freeze(_) if ply.before.freeze <= 1 => Some("freeze"),
            _ if is_cut(setup, &ply) => Some("cut"),
            _ => None,
        }
    }

    fn move_text(
        _: &SnakSetup,
        insight: &SnakInsight,
        ply: Ply<'_, Self>,
        mode: SnakMode,
    ) -> String {
        let seat = ply.before.seat();
        let who = seat_name(insight.bot, seat, person_of(mode));
        match ply.moves.first() {
            // The EXIT the referee played for a program it put out is not the program's.
            Some(SnakeMove::Exit) if seat == YOU && insight.put_out(mode).is_some() => {
                format!("{who}: put out (the game ends)")
            }
            Some(mv) => format!("{who}: {mv}"),
            None => who.to_string(),
        }
    }

    // A turn is our move and Chef's answer, numbered as the move list numbers them; stepping by
    // turns lands on each turn's first step (`turn_lands_first`): our move, the bot's decision
    // with its reasons, with Chef's cells since the last one.
    fn turn(state: &Self::State, _: usize) -> u32 {
        state.ply.div_ceil(2)
    }

    // A move and Chef's answer share a number, as the sentences and the hover say.
    fn move_number(ply: usize) -> u32 {
        (ply / 2 + 1) as u32
    }

    fn prelude_len(_: &SnakInsight, _: SnakMode) -> usize {
        1
    }

    fn prelude(
        setup: &SnakSetup,
        insight: &mut SnakInsight,
        _: usize,
        mode: SnakMode,
        frame: &mut Frame,
    ) {
        let b = &setup.board;
        let first = match seat_name(insight.bot, YOU, person_of(mode)).as_str() {
            "You" => "You move".to_string(),
            bot => format!("{bot} moves"),
        };
        frame.note = format!(
            "A {} x {} board with {} blocked cells. {first} first; Chef answers each move.",
            b.rows(),
            b.cols(),
            b.area() - b.free_cells()
        );
    }

    fn ply_note(
        setup: &SnakSetup,
        insight: &mut SnakInsight,
        ply: Ply<'_, Self>,
        mode: SnakMode,
    ) -> String {
        let Some(mv) = ply.moves.first() else {
            return String::new();
        };
        let seat = ply.before.seat();
        let who = seat_name(insight.bot, seat, person_of(mode));
        // The referee ends the game of a program it put out with an EXIT in its name.
        if let (SnakeMove::Exit, YOU, Some(why)) = (mv, seat, insight.put_out(mode)) {
            return format!(
                "Move {} — {who} is put out: {why}. The game ends.",
                Self::move_number(ply.index)
            );
        }
        let side = &ply.after.sides[seat];
        let tail = match (mv, side.snake) {
            // FREEZE k skips this turn and k - 1 more; a FREEZE running counts down.
            (SnakeMove::Freeze(k), _) if ply.before.freeze > 1 => match k {
                1 => ": the last turn of Chef's FREEZE.".to_string(),
                k => format!(": Chef's FREEZE goes on, this turn and {} more.", *k - 1),
            },
            (SnakeMove::Freeze(k), _) => {
                format!(": Chef skips {}.", plural(*k, "turn", "turns"))
            }
            (SnakeMove::Exit, _) => ": the game ends.".to_string(),
            // The score's arithmetic is in the panel: the sentence goes on to the reason.
            (_, Some(s)) if seat == YOU => format!(": the snake is now {} long.", s.len),
            (_, Some(s)) => format!(": Chef's snake is now {} long.", s.len),
            _ => ".".to_string(),
        };
        // A cut, as the timeline marks it: said where the marker leads.
        let cut = if is_cut(setup, &ply) {
            let whose = match seat_name(insight.bot, YOU, person_of(mode)).as_str() {
                "You" => "your".to_string(),
                bot => format!("{bot}'s"),
            };
            format!(" A cut: {whose} snake could have grown into that cell.")
        } else {
            String::new()
        };
        format!(
            "Move {} — {who}: {mv}{tail}{cut}",
            Self::move_number(ply.index)
        )
    }

    fn judge_input(setup: &SnakSetup) -> Option<String> {
        Some(setup.board.header())
    }

    fn verdict(
        insight: &mut SnakInsight,
        game: &mut Match<Self>,
        mode: SnakMode,
    ) -> Option<String> {
        let state = game.last_state();
        let outcome = SnakGame::outcome(game.setup(), &state)?;
        let who = seat_name(insight.bot, YOU, person_of(mode));
        let summary = match who.as_str() {
            "You" => outcome.summary,
            bot => outcome
                .summary
                .replacen("You scored", &format!("{bot} scored"), 1),
        };
        // Where the score came from: most of it is the first snake's.
        let moves: Vec<SnakeMove> = game.plies().filter_map(|p| p.first().copied()).collect();
        let first = FirstSnake::of(&game.setup().board, &moves)
            .map(|f| {
                format!(
                    " {}",
                    f.sentence(state.sides[YOU].cells, state.sides[YOU].score())
                )
            })
            .unwrap_or_default();
        Some(match insight.put_out(mode) {
            Some(why) => format!(
                "{who} was put out: {why}. The contest counts nothing on a board a program is put out of; on the board: {summary}{first}"
            ),
            None => format!("{summary}{first}"),
        })
    }
}

impl Paint for SnakGame {
    fn dims(setup: &SnakSetup) -> Dims {
        Dims::new(setup.board.rows().into(), setup.board.cols().into())
    }

    fn target_cell(_: &SnakSetup, _: &Self::State, _: Seat, mv: &SnakeMove) -> Option<Cell> {
        mv.filled().map(|p| Cell::new(p.row.into(), p.col.into()))
    }

    // Only the moves of the current snake are outlined: a NEW could go on any empty cell.
    fn targets(setup: &SnakSetup, state: &Self::State, seat: Seat) -> Vec<(Cell, SnakeMove)> {
        if state.seat() != seat || state.over() {
            return Vec::new();
        }
        let board = &setup.board;
        state
            .extensions(board, seat)
            .into_iter()
            .map(|(from, to)| {
                let (f, t) = (board.pos(from), board.pos(to));
                let mv = SnakeMove::Extend { from: f, to: t };
                (Cell::new(t.row.into(), t.col.into()), mv)
            })
            .collect()
    }

    fn click(
        setup: &SnakSetup,
        state: &Self::State,
        seat: Seat,
        cell: u32,
        selected: Option<u32>,
    ) -> Click<SnakeMove> {
        super::click::click(&setup.board, state, seat, cell, selected)
    }

    fn paint(
        insight: &mut SnakInsight,
        game: &mut Match<Self>,
        ply: usize,
        visible: &Visible,
        frame: &mut Frame,
    ) {
        let state = game.state_at(ply);
        let board = &game.setup().board;
        let current = [state.sides[YOU].snake, state.sides[CHEF].snake];
        {
            let data = state.log.read();
            let blocked = board.blocked();
            // The bot's snake by age, when shown: the order it was built in.
            let aged = current[YOU]
                .filter(|_| visible.shows(super::age::AGE))
                .map(|s| s.born);
            for (i, out) in frame.cells.iter_mut().enumerate() {
                let at = data.filled_at.get(i).copied().unwrap_or(u32::MAX);
                *out = if blocked.get(i).copied().unwrap_or(true) {
                    code::BLOCKED
                } else if at >= state.ply {
                    code::EMPTY
                } else {
                    let seat = (at % 2) as usize;
                    let live =
                        current[seat].is_some_and(|s| data.snake.get(at as usize) == Some(&s.born));
                    match (seat, live) {
                        (YOU, false) => code::YOURS,
                        (YOU, true) => aged.map_or(code::YOUR_SNAKE, |born| {
                            super::age::age_code(at, born, state.ply)
                        }),
                        (_, false) => code::CHEFS,
                        (_, true) => code::CHEF_SNAKE,
                    }
                };
            }
        }
        for (seat, end_code) in [(YOU, code::YOUR_END), (CHEF, code::CHEF_END)] {
            if let Some(s) = current[seat] {
                for e in [s.a, s.b] {
                    if let Some(c) = frame.cells.get_mut(e as usize) {
                        *c = end_code;
                    }
                }
                // The ends as pieces too: the page lets the person drag from their own.
                let cells = if s.a == s.b {
                    vec![s.a]
                } else {
                    vec![s.a, s.b]
                };
                frame.pieces.push(crate::model::Piece {
                    kind: "end",
                    seat: Some(seat),
                    cells,
                });
            }
        }
        let you = &state.sides[YOU];
        let yours = seat_owner(insight.bot, YOU, visible.person);
        // A program put out is counted 0 at the end (the run's status says so): what the board
        // holds is named as such.
        let on_board = if insight.bot == crate::model::agent::PROGRAM {
            " on the board"
        } else {
            ""
        };
        frame.number("you", format!("{yours} score{on_board}"), you.score());
        frame.number("chef", "Chef's score", state.sides[CHEF].score());
        frame.number(
            "snake",
            format!("{yours} snake"),
            you.snake.map_or("none".to_string(), |s| {
                // A snake walled in is done growing, but it is finished (and scored) only at the
                // next NEW or the game's end: said here, as the count of finished snakes says it
                // later.
                match !state.over() && state.extensions(board, YOU).is_empty() {
                    true => format!(
                        "{}, walled in: finished at the next NEW or the end",
                        formula(s.len)
                    ),
                    false => formula(s.len),
                }
            }),
        );
        // At the end the last snake is finished too (and counted so), as the roll lists it.
        let (finished, finished_score) = match state.over() {
            true => (you.snakes, you.score()),
            false => (you.snakes - u32::from(you.snake.is_some()), you.finished),
        };
        frame.number(
            "snakes",
            format!("{yours} snakes"),
            snakes_text(you.snakes, finished, finished_score),
        );
        insight.roll.update(game);
        for (side, key, label) in [
            (YOU, "your-roll", format!("{yours} finished snakes")),
            (CHEF, "chef-roll", "Chef's finished snakes".to_string()),
        ] {
            let (longest, all) = insight.roll.longest(side, ply, 4);
            if all > 0 {
                let mut text: Vec<String> = longest.into_iter().map(short_formula).collect();
                if all > text.len() {
                    text.push(format!("and {} more", all - text.len()));
                }
                frame.number(key, label, text.join(", "));
            }
        }
        frame.number("empty", "Empty cells", state.empty);
        if state.freeze > 1 {
            frame.number("freeze", "Chef frozen for", state.freeze - 1);
        }
        // Any of the bots' layers shown (each alone draws: the spare end, the playouts too).
        if INFO
            .layers
            .iter()
            .any(|l| !l.drawn_by.is_empty() && visible.shows(l.key))
        {
            // The bot's reasoning at this position (or the one before, when Chef is to move).
            let at = if ply % 2 == 1 { ply - 1 } else { ply };
            if !game.state_at(at).over() {
                LayerBot::events_at(&mut insight.follower, insight.bot, game, at)
                    .iter()
                    .for_each(|e| frame.event(e));
            }
        }
    }

    fn hover(
        insight: &mut SnakInsight,
        game: &mut Match<Self>,
        ply: usize,
        index: u32,
        _: Option<u32>,
        _: bool,
        person: Option<Seat>,
    ) -> Vec<String> {
        let state = game.state_at(ply);
        let board = &game.setup().board;
        if index as usize >= board.area() {
            return Vec::new();
        }
        let pos = board.pos(index);
        // The cell as the sentences write it, and which number is which.
        let (row, col) = (u32::from(pos.row) + 1, u32::from(pos.col) + 1);
        let cell = format!("({row}, {col}): row {row}, column {col};");
        if board.is_blocked(index) {
            return vec![format!("{cell} blocked")];
        }
        let data = state.log.read();
        let at = data
            .filled_at
            .get(index as usize)
            .copied()
            .unwrap_or(u32::MAX);
        if at >= state.ply {
            return vec![format!("{cell} empty")];
        }
        let who = match seat_name(insight.bot, (at % 2) as usize, person).as_str() {
            "You" => "yours".to_string(),
            name => format!("{name}'s"),
        };
        let born = data.snake.get(at as usize).copied().unwrap_or(0);
        vec![format!(
            "{cell} {who}, filled at move {}, in the snake started at move {}",
            Self::move_number(at as usize),
            Self::move_number(born as usize)
        )]
    }
}

/// Whether Chef's move in `ply` took a cell your current snake could have grown into.
fn is_cut(setup: &SnakSetup, ply: &Ply<'_, SnakGame>) -> bool {
    let Some(mv) = ply.moves.first() else {
        return false;
    };
    if ply.before.seat() != CHEF {
        return false;
    }
    let Some(cell) = mv.filled().and_then(|p| setup.board.index(p)) else {
        return false;
    };
    ply.before
        .extensions(&setup.board, YOU)
        .iter()
        .any(|&(_, to)| to == cell)
}
