//! Back to the Code in the lab: parameters, the bots in the seats, a sentence per round, and the
//! painting (owners, paths in this timeline, the cells taken or undone in the round just played,
//! the players, and each bot's reasoning at the position).

use serde::{Deserialize, Serialize};

use crate::grid::{Cell, Dims};
use crate::model::describe::GameInfo;
use crate::model::frame::Frame;
use crate::model::rules::Outcome;
use crate::model::show::{Describe, Paint, Ply, Steps};
use crate::model::{Agent, Budget, BySeat, Match, Rules, Seat, Visible};
use crate::replay::ReplayError;
use crate::thinking::Reasoning;
use crate::trace::TraceEvent;
use crate::words::plural;

use super::board::{Pos, HEIGHT, NEUTRAL, WIDTH};
use super::bots::{BotAgent, LAB_WORK};
use super::capture::Fill;
use super::contest::{BOT_NAMES, WATCHED_BOTS};
use super::game::Bttc;
use super::info::{code, layer, BttcMode, INFO};
use super::moves::Move;
use super::round::play_round_with;
use super::start::{Layout, Setup};
use super::state::State;
use super::story::{time_travels, Story};

/// The replay parameters (the mode is the lab's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BttcParams {
    /// Players, 2 to 4.
    #[serde(default = "two")]
    pub players: u8,
    /// 0: random distinct start cells; 1: symmetric.
    #[serde(default)]
    pub start: u8,
    /// Seat 0's bot when watching, by index in [`BOT_NAMES`].
    #[serde(default = "watched::<0>")]
    pub bot0: u8,
    /// Seat 1's bot.
    #[serde(default = "watched::<1>")]
    pub bot1: u8,
    /// Seat 2's bot.
    #[serde(default = "watched::<2>")]
    pub bot2: u8,
    /// Seat 3's bot.
    #[serde(default = "watched::<3>")]
    pub bot3: u8,
    /// Explicit start cells `x,y x,y ...` (one per player), instead of drawing them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub positions: Option<String>,
    /// Seats a person's program played (a replay of a match from the page): the lab draws no
    /// bot's reasoning for them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub programs: Vec<u8>,
    /// Per seat, why its program was put out of the match (a time-out, a bad line...), in a
    /// replay of a match from the page: the round it went out says why.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outs: Vec<Option<String>>,
}

fn two() -> u8 {
    2
}

/// Seat `S`'s bot when a replay names none: the one watched by default.
fn watched<const S: usize>() -> u8 {
    WATCHED_BOTS[S]
}

impl Default for BttcParams {
    fn default() -> Self {
        BttcParams {
            players: 2,
            start: 0,
            bot0: WATCHED_BOTS[0],
            bot1: WATCHED_BOTS[1],
            bot2: WATCHED_BOTS[2],
            bot3: WATCHED_BOTS[3],
            positions: None,
            programs: Vec::new(),
            outs: Vec::new(),
        }
    }
}

/// What the lab keeps: the bot of each seat.
pub struct BttcInsight {
    bots: BySeat<&'static str>,
    /// Per seat, why its program was put out, when it was.
    outs: Vec<Option<String>>,
}

/// Who plays seat `p`: "you" (player 0 in the play mode), a bot's name, or "program".
fn seat_player(insight: &BttcInsight, mode: BttcMode, p: usize) -> &'static str {
    if mode == BttcMode::Play && p == 0 {
        "you"
    } else {
        insight.bots.get(p).copied().unwrap_or("nearest")
    }
}

/// How the panel shows a seat: the key of its score and its name.
struct SeatShown {
    score_key: &'static str,
    name: &'static str,
}

/// The keys of the seats' scores in the panel (the page gives the elements these ids).
const SCORE_KEYS: [&str; 4] = ["score0", "score1", "score2", "score3"];

/// How the panel shows each of `players` seats (names from the description's seats).
fn seats_shown(players: usize) -> BySeat<SeatShown> {
    BySeat::from_fn(players.min(SCORE_KEYS.len()), |p| SeatShown {
        score_key: SCORE_KEYS[p],
        name: INFO.seats.get(p).map_or("Player", |s| s.name),
    })
}

fn bad(message: String) -> ReplayError {
    ReplayError::Params(message)
}

impl Describe for Bttc {
    type Params = BttcParams;
    type Mode = BttcMode;

    fn info() -> &'static GameInfo {
        &INFO
    }

    // The protocol's x y count from 0.
    fn first_coordinate() -> u8 {
        0
    }

    fn seat_bot(params: &mut BttcParams, seat: usize, bot: u8) {
        let slot = match seat {
            0 => &mut params.bot0,
            1 => &mut params.bot1,
            2 => &mut params.bot2,
            3 => &mut params.bot3,
            _ => return,
        };
        *slot = bot;
    }

    fn seats_in_play(setup: &Setup) -> usize {
        setup.players()
    }
}

impl Steps for Bttc {
    type Insight = BttcInsight;

    fn open(params: &BttcParams, seed: u64) -> Result<(Setup, BttcInsight), ReplayError> {
        let setup = match &params.positions {
            Some(text) => {
                let s = Setup::parse_positions(text).map_err(|e| bad(format!("positions: {e}")))?;
                if s.players() != usize::from(params.players) {
                    return Err(bad(format!(
                        "positions: {} cells for {} players",
                        s.players(),
                        params.players
                    )));
                }
                s
            }
            None => {
                let layout = match params.start {
                    0 => Layout::Random,
                    1 => Layout::Symmetric,
                    other => return Err(bad(format!("start must be 0 or 1, found {other}"))),
                };
                Setup::from_seed(usize::from(params.players), layout, seed)
                    .map_err(|e| bad(e.to_string()))?
            }
        };
        // Every seat's bot is checked, even a seat the game does not fill.
        let levels = BySeat::from(vec![params.bot0, params.bot1, params.bot2, params.bot3]);
        let mut bots = BySeat::filled(setup.players(), "nearest");
        for (seat, &level) in levels.iter() {
            let name = BOT_NAMES.get(usize::from(level)).copied().ok_or_else(|| {
                bad(format!(
                    "a bot level is 0 to {}, found {level}",
                    BOT_NAMES.len() - 1
                ))
            })?;
            if let Some(slot) = bots.get_mut(seat) {
                *slot = name;
            }
        }
        for &seat in &params.programs {
            if let Some(slot) = bots.get_mut(usize::from(seat)) {
                *slot = crate::model::agent::PROGRAM;
            }
        }
        // Why a program was put out; other seats' entries (a hand-edited replay) are dropped.
        let outs = params
            .outs
            .iter()
            .enumerate()
            .map(|(seat, why)| {
                why.clone()
                    .filter(|_| params.programs.contains(&(seat as u8)))
            })
            .collect();
        Ok((setup, BttcInsight { bots, outs }))
    }

    fn replay_params(params: &BttcParams, _: &Setup) -> BttcParams {
        params.clone()
    }

    fn agent(_: &Setup, insight: &BttcInsight, seat: Seat, _: BttcMode) -> Box<dyn Agent<Self>> {
        let name = insight.bots.get(seat).copied().unwrap_or("nearest");
        if name == crate::model::agent::PROGRAM {
            return Box::new(crate::model::agent::ProgramSeat);
        }
        match BotAgent::named(name).or_else(|| BotAgent::named("nearest")) {
            Some(a) => Box::new(a),
            None => Box::new(crate::model::agent::RandomAgent::new(seat as u64)),
        }
    }

    // A time travel is a marker on the timeline (`<` / `>` jump between them).
    fn ply_event(_: &Setup, ply: Ply<'_, Self>) -> Option<&'static str> {
        ply.moves
            .iter()
            .any(|m| matches!(m, Move::Back(_)))
            .then_some("back in time")
    }

    /// The real round: it never goes back, even when the game does.
    fn turn(state: &State, _: usize) -> u32 {
        state.real_round()
    }

    fn prelude_len(_: &BttcInsight, _: BttcMode) -> usize {
        1
    }

    fn prelude(
        setup: &Setup,
        insight: &mut BttcInsight,
        _: usize,
        mode: BttcMode,
        frame: &mut Frame,
    ) {
        let starts: Vec<String> = setup
            .starts()
            .iter()
            .map(|p| format!("({}, {})", p.x, p.y))
            .collect();
        let who: Vec<String> = (0..setup.players())
            .map(|p| seat_player(insight, mode, p).to_string())
            .collect();
        frame.note = format!(
            "{} players ({}) start on {}; {} rounds.",
            setup.players(),
            who.join(", "),
            starts.join(", "),
            setup.limit()
        );
    }

    fn ply_note(
        setup: &Setup,
        insight: &mut BttcInsight,
        ply: Ply<'_, Self>,
        _: BttcMode,
    ) -> String {
        let before = ply.before;
        let movers = before.active_players();
        let report = play_round_with(setup, before, ply.moves, &mut Fill::new())
            .map(|(_, r)| r)
            .unwrap_or_default();
        let mut parts = Vec::new();
        for (&p, mv) in movers.iter().zip(ply.moves) {
            // A target is where the player heads (one step a round), not where it lands.
            let mut part = match mv {
                Move::To(at) => format!("P{p} toward ({}, {})", at.x, at.y),
                _ => format!("P{p} {mv}"),
            };
            let claimed = report.claimed.get(p).copied().unwrap_or(0);
            let captured = report.captured.get(p).copied().unwrap_or(0);
            if claimed + captured > 0 {
                let gained = u64::from(claimed + captured);
                part.push_str(&format!(" +{}", plural(gained, "cell", "cells")));
            }
            if captured > 0 {
                part.push_str(&format!(" (captured {captured})"));
            }
            if report.out.contains(&p) {
                match insight.outs.get(p).and_then(Option::as_deref) {
                    // "P1 is put out: ...", not "P1 out, put out: ...".
                    Some(why) if matches!(mv, Move::Out) => {
                        part = format!("P{p} is put out: {why}")
                    }
                    Some(why) => part.push_str(&format!(", put out: {why}")),
                    None => part.push_str(" (out)"),
                }
            }
            parts.push(part);
        }
        let mut note = format!(
            "Round {} (real {}): {}.",
            before.round(),
            before.real_round() + 1,
            parts.join("; ")
        );
        if report.travelled > 0 {
            // Every move of the undone rounds is undone, this round's too.
            let (now, next) = (before.round(), ply.after.round());
            note.push_str(&format!(
                " Everyone goes back {}: {} undone, and this round's moves with them (their cells, yellow, are neutral again); round {next} is played again from {}. The bots' layers show what each weighed for this round's move, which the time travel undid.",
                plural(u64::from(report.travelled), "round", "rounds"),
                match now.saturating_sub(1) {
                    last if last <= next => format!("round {next} is"),
                    last => format!("rounds {next} to {last} are"),
                },
                match next {
                    0 | 1 => "the start".to_string(),
                    n => format!("the board as it stood after round {}", n - 1),
                }
            ));
        }
        let after = ply.after;
        let backs_left = after.active_players().iter().any(|&p| after.back_left(p));
        if after.neutral_count() == 0 && backs_left && !after.over() && !after.last_call() {
            note.push_str(&format!(
                " No neutral cell is left, but a time travel still is (each undoes up to 25 rounds of captures): the game goes on until the ranking could not change even then, nobody has moved for 25 rounds, or the in-game round reaches {}.",
                setup.limit()
            ));
        }
        if ply.after.last_call() && !ply.after.over() {
            note.push_str(" The ranking can no longer change: one more round.");
        }
        note
    }

    fn move_text(_: &Setup, _: &Self::Insight, ply: Ply<'_, Self>, _: Self::Mode) -> String {
        let names: Vec<String> = ply.moves.iter().map(Move::to_string).collect();
        format!("R{}: {}", ply.before.round(), names.join(" | "))
    }

    fn verdict(
        insight: &mut BttcInsight,
        game: &mut Match<Self>,
        mode: BttcMode,
    ) -> Option<String> {
        let state = game.last_state();
        let outcome = Bttc::outcome(game.setup(), &state)?;
        // How each player's cells came: what tells the strategies apart.
        let rounds: Vec<Vec<Move>> = game.plies().map(<[Move]>::to_vec).collect();
        let backs = time_travels(&rounds, |k| game.state_at(k).active_players());
        let told = Story::of(&state, &backs)
            .iter()
            .enumerate()
            .map(|(p, story)| {
                let who = seat_player(insight, mode, p);
                format!("Player {p} ({who}): {}.", story.clause())
            })
            .collect::<Vec<_>>()
            .join(" ");
        if mode == BttcMode::Play {
            let rank = state.ranks().first().copied().unwrap_or(1);
            return Some(format!(
                "You finished {}. {} {told}",
                ordinal(rank),
                outcome.summary
            ));
        }
        let first = first_place(&outcome);
        Some(
            format!("{first} {} {told}", outcome.summary)
                .trim_start()
                .to_string(),
        )
    }
}

impl Paint for Bttc {
    // Every cell is a target (a player heads for the clicked cell): none is outlined.
    fn targets(_: &Setup, _: &State, _: Seat) -> Vec<(Cell, Move)> {
        Vec::new()
    }

    fn dims(_: &Setup) -> Dims {
        Dims::new(HEIGHT as i32, WIDTH as i32)
    }

    fn target_cell(_: &Setup, _: &State, _: Seat, mv: &Move) -> Option<Cell> {
        match mv {
            Move::To(p) => Some(p.cell()),
            _ => None,
        }
    }

    fn paint(
        insight: &mut BttcInsight,
        game: &mut Match<Self>,
        ply: usize,
        visible: &Visible,
        frame: &mut Frame,
    ) {
        let state = game.state_at(ply);
        let setup = game.setup().clone();
        for (i, c) in frame.cells.iter_mut().enumerate() {
            *c = match state.owners().get(i) {
                Some(&o) if o != NEUTRAL => code::OWNED + o,
                _ => code::NEUTRAL,
            };
        }
        for p in 0..state.players() {
            for c in state.trail(p) {
                if state.owner(*c) == Some(p) {
                    frame.cells[c.index()] = code::TRAIL + p as u8;
                }
            }
        }
        for (i, c) in frame.cells.iter_mut().enumerate() {
            let p = Pos::from_index(i);
            if let (true, Some(o)) = (state.fresh(p), state.owner(p)) {
                *c = code::NEW + o as u8;
            }
        }
        for p in state.undone_cells() {
            frame.cells[p.index()] = code::UNDONE;
        }
        let scores = state.scores();
        for p in 0..state.players() {
            if let Some(at) = state.position(p) {
                frame.piece("player", Some(p), &[at.cell()]);
            }
            if visible.shows(layer::TRAILS) {
                // Each player's path in its own colour.
                let cells: Vec<Cell> = state.trail(p).iter().map(|c| c.cell()).collect();
                frame.event_of(
                    p,
                    &TraceEvent::Path {
                        layer: layer::TRAILS,
                        cells,
                    },
                );
            }
        }
        // The time travel each player still has, as data for the page's BACK button.
        frame.specials_left = BySeat::from_fn(state.players(), |p| u32::from(state.back_left(p)));
        for (p, seat) in seats_shown(state.players()).iter() {
            let mut text = crate::words::plural(scores[p], "cell", "cells");
            if state.back_left(p) {
                text.push_str(", BACK left");
            }
            if !state.active(p) {
                text.push_str(", out");
            }
            frame.number(seat.score_key, seat.name, text);
        }
        // The rounds as the sentence counts them: the board shown is as after this in-game round
        // (after a time travel, the round before the one played again), and the real rounds
        // played so far.
        frame.number(
            "round",
            "In-game round played",
            format!(
                "{} of {}",
                state.round().saturating_sub(1).min(setup.limit()),
                setup.limit()
            ),
        );
        frame.number("real", "Real rounds played", state.real_round());
        frame.number("neutral", "Neutral cells", state.neutral_count());
        let bot_layers = [
            layer::CANDIDATES,
            layer::PLAN,
            layer::STAKES,
            layer::TARGET,
            layer::THREAT,
        ];
        // What each bot considered for the move just shown (the sentence's and "Look inside"'s
        // move), from the position before it: its plan's first step is where it stands now. At
        // the start, the first move's.
        let before = if ply > 0 {
            game.state_at(ply - 1)
        } else {
            state
        };
        if !before.over() && bot_layers.iter().any(|l| visible.shows(l)) {
            // The positions each bot plays first (see `warm_up`), the same for every seat.
            let earlier: Vec<State> = warm_up(game, ply)
                .into_iter()
                .map(|k| game.state_at(k))
                .collect();
            // Only shown when spoilers are (watching, or the game is over): every seat's bot.
            for seat in before.active_players() {
                let name = insight.bots.get(seat).copied().unwrap_or("nearest");
                if let Some(mut bot) = BotAgent::named(name) {
                    // Its turn before first, as the bot that played had it (its plan then is
                    // the path it searches first now), and the turn before a recent time
                    // travel (it expects opponents to walk the undone timeline again).
                    for state in earlier.iter().filter(|s| s.active(seat)) {
                        let _ = bot.choose(&setup, state, seat, Budget::work(LAB_WORK), None);
                    }
                    let mut reasoning = Reasoning::layers();
                    let budget = Budget::work(LAB_WORK);
                    let _ = bot.choose(&setup, &before, seat, budget, Some(&mut reasoning));
                    reasoning
                        .events
                        .iter()
                        .for_each(|e| frame.event_of(seat, e));
                }
            }
        }
    }

    fn hover(
        _: &mut BttcInsight,
        game: &mut Match<Self>,
        ply: usize,
        index: u32,
        _: Option<u32>,
        _: bool,
        _: Option<Seat>,
    ) -> Vec<String> {
        let state = game.state_at(ply);
        let i = index as usize;
        if i >= super::board::AREA {
            return Vec::new();
        }
        let p = Pos::from_index(i);
        // The cell as the protocol and the sentences write it, and which number is which.
        let (x, y) = (p.x, p.y);
        let at = format!("({x}, {y}): x {x} (column), y {y} (row);");
        let mut lines = vec![match (state.owner(p), state.taken_round(p)) {
            (Some(o), Some(r)) => format!("{at} player {o}'s since round {r}"),
            _ if state.undone_cells().any(|u| u == p) => {
                format!("{at} neutral again (yellow): taken in the rounds the time travel undid")
            }
            _ => format!("{at} neutral"),
        }];
        for q in 0..state.players() {
            if state.position(q) == Some(p) {
                lines.push(format!("player {q} is here"));
            }
        }
        lines
    }
}

/// Rounds after a time travel in which a bot still expects the undone timeline (a BACK goes back
/// at most 25 rounds, so the undone rounds are replayed within as many).
const UNDONE_ROUNDS: usize = 25;

/// The plies a bot painting the frame after `ply` plies plays first, so that it decides the
/// last ply as the bot that played it did: the two plies before it (its plan, searched first,
/// came from the turn before, whose own came from the one before that), and the ply before a
/// time travel within [`UNDONE_ROUNDS`] (the undone timeline).
fn warm_up(game: &Match<Bttc>, ply: usize) -> Vec<usize> {
    let Some(last) = ply.checked_sub(1) else {
        return Vec::new();
    };
    let travelled = (last.saturating_sub(UNDONE_ROUNDS)..last).rev().find(|&k| {
        game.ply(k)
            .is_some_and(|m| m.iter().any(|m| matches!(m, Move::Back(_))))
    });
    let mut plies: Vec<usize> = travelled.into_iter().collect();
    // Two turns before: the plan it searched first then came from the turn before that. Plies
    // are played in order, so only those after the time travel (`None` is before every ply).
    for back in [2, 1] {
        if let Some(before) = last.checked_sub(back).filter(|b| travelled < Some(*b)) {
            plies.push(before);
        }
    }
    plies
}

fn ordinal(n: usize) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        _ => "fourth".into(),
    }
}

/// Who came first, for a watched game's last line, from the outcome's `winner`: "Player 1 wins
/// by 12 points." or, with no outright winner, "Players 0 and 2 tie for first with 180."
fn first_place(outcome: &Outcome) -> String {
    let scores = outcome.scores.as_slice();
    let Some(top) = scores.iter().copied().max() else {
        return String::new();
    };
    if let Some(seat) = outcome.winner {
        return match outcome.lead() {
            Some(lead) => format!(
                "Player {seat} wins by {}.",
                crate::words::plural(lead.unsigned_abs(), "point", "points")
            ),
            None => format!("Player {seat} wins."),
        };
    }
    let names: Vec<String> = (0..scores.len())
        .filter(|&p| scores[p] == top)
        .map(|p| p.to_string())
        .collect();
    let (last, rest) = names
        .split_last()
        .map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
    format!(
        "Players {} and {last} tie for first with {top}.",
        rest.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use crate::model::rules::{Outcome, Seat};

    fn first_place(scores: &[i64], winner: Option<Seat>) -> String {
        let outcome = Outcome {
            scores: scores.to_vec().into(),
            summary: String::new(),
            ending: None,
            winner,
        };
        super::first_place(&outcome)
    }

    #[test]
    fn first_place_names_the_winner_or_the_tie() {
        assert_eq!(
            first_place(&[344, 356], Some(1)),
            "Player 1 wins by 12 points."
        );
        assert_eq!(
            first_place(&[10, 9, 3], Some(0)),
            "Player 0 wins by 1 point."
        );
        assert_eq!(
            first_place(&[180, 90, 180, 180], None),
            "Players 0, 2 and 3 tie for first with 180."
        );
    }
}
