//! A whole game as the contest's referee runs it (native only), through the one contest
//! harness: each active player in turn reads its input (built after the players before it in
//! the round have answered) and answers within the time limit; a player who times out, crashes
//! or answers something unreadable is out (its cells stay) and the game goes on. The log uses
//! the recordings' format (`round R ingame G`, the map, the outputs), with each program's
//! stderr of that round after it (`stderr P:`), then the result and why players went out.

use std::fmt::Write;

use crate::contest::{drive, Fault, Filler, Limits, Noted, Program, Referee, Think};
use crate::model::BySeat;

use super::end::End;
use super::game::Bttc;
use super::moves::Move;
use super::round::play_round;
use super::start::Setup;
use super::state::{ranks, State};
use super::text::map_lines;

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// Final scores in seat order.
    pub scores: BySeat<u32>,
    /// Ranks (1 is first; ties share).
    pub ranks: BySeat<usize>,
    /// Why it ended.
    pub end: End,
    /// Real rounds played.
    pub real_rounds: u32,
    /// The last in-game round played.
    pub last_round: u16,
    /// Per seat: how long it thought.
    pub think: BySeat<Think>,
    /// Per seat: why it went out, if it did.
    pub faults: BySeat<Option<Fault>>,
    /// Per seat: the first note its answers earned (a program a turn ahead), if any.
    pub notes: BySeat<Option<Noted>>,
    /// The game in the recordings' format (with the result and each program's stderr), when asked.
    pub log: Option<String>,
    /// The moves of every round, in seat order of the active players (a lab replay).
    pub rounds: Vec<Vec<Move>>,
    /// Why the game stopped before its end, if it did (a bug: the rules refused a round).
    pub error: Option<String>,
}

/// Plays a whole game: `fillers[seat]` fills each seat, `programs[seat]` is the program of each
/// program seat, `names[seat]` names it in the log. With `log`, the result keeps the game in the
/// recordings' format.
pub fn play_game(
    setup: &Setup,
    fillers: Vec<Filler<Bttc>>,
    programs: &mut [Option<Box<dyn Program>>],
    limits: Limits,
    log: bool,
) -> GameResult {
    let names: Vec<String> = programs
        .iter()
        .zip(&fillers)
        .map(|(p, f)| match (p, f) {
            (Some(p), _) => p.name(),
            (None, Filler::Agent(a, _)) => format!("bot:{}", a.name()),
            (None, Filler::Program) => "nobody".to_string(),
        })
        .collect();
    let mut referee = Referee::new(setup.clone(), fillers).with_limits(limits);
    if log {
        referee = referee.keeping_log();
    }
    drive(&mut referee, programs);
    let state = referee.state();
    let scores = state.scores();
    let log = log.then(|| game_log(&referee, &names));
    GameResult {
        ranks: BySeat::from(ranks(&scores)),
        scores: BySeat::from(scores),
        end: state.end().unwrap_or(End::AllOut),
        real_rounds: state.real_round(),
        last_round: state.round() - 1,
        think: referee.think().clone(),
        faults: referee.faults().clone(),
        notes: referee.first_notes().clone(),
        log,
        rounds: referee.steps().map(<[Move]>::to_vec).collect(),
        error: referee.error().map(str::to_string),
    }
}

/// The game in the recordings' format, headed by the start cells (`positions x,y ...`): each
/// round's map and outputs (`-` for a player out) with the bots' notes and the programs' stderr,
/// then the scores, why it ended, and per player its name and why it went out.
fn game_log(referee: &Referee<Bttc>, names: &[String]) -> String {
    let setup = referee.setup();
    let mut text = format!("positions {}\n", setup.positions_text());
    let mut state = State::start(setup);
    // The log is in step order: each round takes its turns from the front.
    let mut log = referee.log();
    // Per seat, the round it went out in, as this log names rounds.
    let mut out_in: Vec<Option<String>> = vec![None; names.len()];
    for (step, moves) in referee.steps().enumerate() {
        let count = log.iter().take_while(|t| t.step == step).count();
        let (turns, rest) = log.split_at(count);
        log = rest;
        let mut lines = vec!["-".to_string(); names.len()];
        for turn in turns.iter().filter(|t| t.out.is_none()) {
            if let Some(l) = lines.get_mut(turn.seat) {
                l.clone_from(&turn.line);
            }
        }
        let _ = writeln!(
            text,
            "round {} ingame {}",
            state.real_round(),
            state.round()
        );
        text.push_str(&map_lines(&state, 0));
        let _ = writeln!(text, "outputs {}", lines.join(" | "));
        for turn in turns {
            if let Some(note) = &turn.note {
                let _ = writeln!(text, "note {}: {note}", turn.seat);
            }
            // Its output is `-` above (not a move): what it printed, and why it is out.
            if let Some(out) = &turn.out {
                let printed = match turn.line.is_empty() {
                    true => "nothing".to_string(),
                    false => crate::words::shown(&turn.line),
                };
                let _ = writeln!(
                    text,
                    "note {}: out here ({out}); it printed {printed}",
                    turn.seat
                );
                if let Some(slot) = out_in.get_mut(turn.seat) {
                    *slot = Some(format!(
                        "round {} ingame {}",
                        state.real_round(),
                        state.round()
                    ));
                }
            }
            if !turn.stderr.is_empty() {
                let _ = writeln!(text, "stderr {}:", turn.seat);
                for l in turn.stderr.lines() {
                    let _ = writeln!(text, "  | {l}");
                }
            }
        }
        match play_round(setup, &state, moves) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    let state = referee.state();
    let list: Vec<String> = state.scores().iter().map(u32::to_string).collect();
    let _ = writeln!(text, "scores {}", list.join(" "));
    let end = state.end().unwrap_or(End::AllOut);
    let _ = writeln!(
        text,
        "rounds {} ingame {} reason {end}",
        state.real_round(),
        state.round() - 1
    );
    for (seat, name) in names.iter().enumerate() {
        let _ = writeln!(text, "player {seat} {name}");
        if let Some(Some(f)) = referee.faults().get(seat) {
            match out_in.get(seat).and_then(Option::as_deref) {
                Some(at) => {
                    let _ = writeln!(text, "  out: {f} (at `{at}` above)");
                }
                None => {
                    let _ = writeln!(text, "  out: {f}");
                }
            }
        }
    }
    text
}
