//! `best` against a strong contest bot's giant loop (sparring game 2: contest bot A in seat 0,
//! `best` in seat 1). Replaying the recorded game, `best` sees A's open loop and what it would
//! capture; when A has closed it, `best` goes back in time to where it can spoil it, and playing
//! on against A repeating its moves, it does: the capture never happens.

use gridlab::bttc::bots::loops::{open_loops, HEADING_REACH};
use gridlab::bttc::bots::predict::forecast;
use gridlab::bttc::bots::{BotAgent, Clock};
use gridlab::bttc::log::Logged;
use gridlab::bttc::{play_round, Move, Setup, State};
use gridlab::thinking::Reasoning;
use gridlab::trace::TraceEvent;

mod common;
use common::number_after;
use common::sparring::{moves_of, sparring};

const WORK: u64 = 20_000;

fn game_2() -> (Setup, Vec<Logged>) {
    sparring(2)
}

/// The recorded game up to (not including) real round `real`, `best` following it in seat 1.
fn replay_to(setup: &Setup, log: &[Logged], real: u32, best: &mut BotAgent) -> State {
    replay_seat(setup, log, real, best, 1)
}

/// The recorded game up to (not including) real round `real`, `best` following it in `seat`.
fn replay_seat(
    setup: &Setup,
    log: &[Logged],
    real: u32,
    best: &mut BotAgent,
    seat: usize,
) -> State {
    let mut state = State::start(setup);
    for r in log.iter().take_while(|r| r.real < real) {
        best.decide(&state, seat, &mut Clock::work(WORK), None);
        state = play_round(setup, &state, &moves_of(r)).unwrap();
    }
    state
}

#[test]
fn best_sees_the_open_loop_and_plans_to_spoil_it() {
    let (setup, log) = game_2();
    let mut best = BotAgent::named("best").unwrap();
    let state = replay_to(&setup, &log, 45, &mut best);
    let mut why = Reasoning::inside();
    best.decide(&state, 1, &mut Clock::work(WORK), Some(&mut why));
    let notes: Vec<String> = why.into_thoughts().into_iter().map(|t| t.note).collect();
    let seen = notes.iter().find(|n| n.contains("left its")).unwrap();
    assert!(
        seen.contains("around (9, 9)-(34, 19) it closes in 24 rounds around 216 cells"),
        "{seen}"
    );
    // Its plan closes its own loop and then stands in A's: more than both alone.
    let plan = notes.iter().find(|n| n.contains("Steps to")).unwrap();
    // Spoiling is most of that gain, and the sentence says so first.
    assert!(
        plan.starts_with("Goes to spoil an opponent's coming capture of 216 cells (as forecast, it would close in 24 rounds; the path is inside it at step "),
        "{plan}"
    );
    // Whole cells, or tenths where spoiling counts a share of a capture's cells.
    let gained: f64 = number_after(plan, "+");
    assert!(gained > 216.0, "{plan}");
}

#[test]
fn best_goes_back_in_time_and_spoils_the_giant_capture() {
    let (setup, log) = game_2();
    let mut best = BotAgent::named("best").unwrap();
    // Real round 69: A has just captured 216 cells.
    let mut state = replay_to(&setup, &log, 69, &mut best);
    assert!(state.scores()[0] > 280, "{:?}", state.scores());
    let mut why = Reasoning::inside();
    let back = best.decide(&state, 1, &mut Clock::work(WORK), Some(&mut why));
    let Move::Back(n) = back else {
        panic!("best played {back}, not BACK");
    };
    // Its reason says what the time travel spoils and gives up, in counted words and integers,
    // and draws the capture and where best stood then.
    assert!(
        why.why
            .starts_with(&format!("BACK {n}: goes back {n} rounds to spoil ")),
        "{}",
        why.why
    );
    assert!(
        why.why.contains("; worth ")
            && !why.why.contains(" 1 cells")
            && !why.why.contains("the 0 cells"),
        "{}",
        why.why
    );
    let mut thoughts = why.into_thoughts();
    let last = thoughts.pop().unwrap();
    // Inside, every amount that could spoil something is weighed first, the one taken among
    // them, each with the way in from where best stood then.
    // First the amounts weighed: those that spoil nothing, the others worthiest first.
    let summary = &thoughts[0].note;
    assert!(
        summary.starts_with("Weighs going back 2 to 25 rounds.")
            && summary.contains(&format!(": BACK {n} = ")),
        "{summary}"
    );
    let weighed: Vec<_> = (thoughts.iter())
        .filter(|t| t.note.starts_with("Weighs BACK "))
        .collect();
    let taken = format!("Weighs BACK {n}: ");
    assert!(
        weighed.iter().any(|t| t.note.starts_with(&taken)),
        "{:?}",
        weighed.iter().map(|t| &t.note).collect::<Vec<_>>()
    );
    for t in &weighed {
        assert!(t.note.contains("enough (it asks 30)"), "{}", t.note);
        let steps: usize = number_after(&t.note, " again, ");
        let route = t.events.iter().find_map(|e| match e {
            TraceEvent::Path {
                layer: "plan",
                cells,
            } => Some(cells),
            _ => None,
        });
        let route = route.unwrap_or_else(|| panic!("no way in drawn: {}", t.note));
        assert_eq!(route.len(), steps + 1, "{}", t.note);
        // And where the capturer stood then, the other side of the race.
        assert!(
            t.events.iter().any(
                |e| matches!(e, TraceEvent::Value { layer: "threat", value, .. } if value == "its capturer then")
            ),
            "{}",
            t.note
        );
    }
    let here = format!("here {n} rounds ago");
    assert!(
        last.events
            .iter()
            .any(|e| matches!(e, TraceEvent::Value { value, .. } if *value == here)),
        "{:?}",
        last.events
    );
    let target = last.events.iter().find_map(|e| match e {
        TraceEvent::Cells {
            layer: "target",
            cells,
        } if cells.len() > 200 => Some(cells.len()),
        _ => None,
    });
    let target = target.unwrap_or_else(|| panic!("no capture drawn: {:?}", last.events));
    // Its size is written on it.
    let size = format!("{target} cells to spoil");
    assert!(
        last.events.iter().any(
            |e| matches!(e, TraceEvent::Value { layer: "target", value, .. } if *value == size)
        ),
        "{size}: {:?}",
        last.events
    );
    let a = moves_of(&log[68])[0];
    state = play_round(&setup, &state, &[a, back]).unwrap();
    let again = state.round();
    assert_eq!(again, 70 - u16::from(n));
    // A repeats its moves of those rounds; best plays.
    let first: Vec<&Logged> = log.iter().filter(|r| r.real < 69).collect();
    while state.round() < 70 {
        let r = first.iter().find(|r| r.ingame == state.round()).unwrap();
        let a = moves_of(r)[0];
        let b = best.decide(&state, 1, &mut Clock::work(WORK), None);
        state = play_round(&setup, &state, &[a, b]).unwrap();
    }
    let [a, b] = [state.scores()[0], state.scores()[1]];
    assert!(a < 150 && b > a, "after the time travel: A {a}, best {b}");
}

#[test]
fn no_open_loop_before_a_trip_turns() {
    let (setup, log) = game_2();
    let mut best = BotAgent::named("best").unwrap();
    let state = replay_to(&setup, &log, 3, &mut best);
    let sight = gridlab::bttc::bots::Tracker::new().see_state(&state, 1);
    let walks = forecast(&sight, HEADING_REACH, true);
    assert!(open_loops(&sight, &[], &walks).is_empty());
}

#[test]
fn a_loop_closed_along_a_wall_beside_ours_is_seen_whole() {
    // Sparring game 1, real round 76: contest bot A (seat 1) left its land at (22, 15), walked
    // west along row 15 and turned north beside best's land; it closed the middle, about 84
    // cells, by going up and home along row 3. Walked on around its trip's rectangle or along
    // its heading, the loop touches best's cells and captures a dozen; going home early, it is
    // the middle.
    let (setup, log) = sparring(1);
    let mut best = BotAgent::named("best").unwrap();
    let state = replay_seat(&setup, &log, 76, &mut best, 0);
    assert!(loop_seen(&mut best, &state) >= 80);
}

#[test]
fn a_bot_asked_about_one_position_recalls_the_rounds_before() {
    // The lab's layers ask a fresh `best` about each frame: it learns the rounds it did not see
    // from the round each cell was taken in, so it sees the loop that the bot following the
    // game sees (an opponent claiming a cell a round is what makes a trip a loop).
    let (setup, log) = sparring(1);
    let mut warm = BotAgent::named("best").unwrap();
    let state = replay_seat(&setup, &log, 76, &mut warm, 0);
    let mut fresh = BotAgent::named("best").unwrap();
    assert!(loop_seen(&mut fresh, &state) >= 80);
}

/// The cells of the opponent's open loop `best` forecasts in seat 0 of `state`.
fn loop_seen(best: &mut BotAgent, state: &State) -> usize {
    let mut why = Reasoning::inside();
    best.decide(state, 0, &mut Clock::work(WORK), Some(&mut why));
    let notes: Vec<String> = why.into_thoughts().into_iter().map(|t| t.note).collect();
    let seen = notes.iter().find(|n| n.contains("left its")).unwrap();
    seen.split(" around ")
        .nth(2)
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap()
}

#[test]
fn no_time_travel_for_a_loop_already_spoiled() {
    // Sparring game 9, real round 74: contest bot B (seat 1) walks a loop round the right of
    // the board, and best's trail already stands inside it (row 7), so it captures nothing.
    // Replayed on the board of 12 rounds ago, before best walked in, the same loop captures
    // 265 cells: going back for it would only undo best's own spoiling.
    let (setup, log) = sparring(9);
    let mut best = BotAgent::named("best").unwrap();
    let state = replay_seat(&setup, &log, 74, &mut best, 0);
    assert!(state.scores()[1] < 100, "{:?}", state.scores());
    let mut why = Reasoning::inside();
    let mv = best.decide(&state, 0, &mut Clock::work(WORK), Some(&mut why));
    assert!(!matches!(mv, Move::Back(_)), "best played {mv}");
    let notes: Vec<String> = why.into_thoughts().into_iter().map(|t| t.note).collect();
    assert!(notes.iter().any(|n| n.starts_with("No BACK")), "{notes:?}");
}

#[test]
fn a_step_into_a_coming_capture_is_said_to_spoil_it() {
    // `best` against `paths` from seed 1's start cells, both at a fixed amount of work.
    let setup = Setup::from_seed(2, gridlab::bttc::Layout::Random, 1).unwrap();
    let mut bots = [
        BotAgent::named("best").unwrap(),
        BotAgent::named("paths").unwrap(),
    ];
    let mut state = State::start(&setup);
    let mut said = Vec::new();
    for _ in 0..60 {
        let mut why = Reasoning::layers();
        let mine = bots[0].decide(&state, 0, &mut Clock::work(WORK), Some(&mut why));
        let theirs = bots[1].decide(&state, 1, &mut Clock::work(WORK), None);
        if why.why.contains("itself lies inside") {
            // The cell it names is the one it steps onto, and it lies in a coming capture the
            // bot drew (the threat layer's shaded cells).
            let Move::To(p) = mine else {
                panic!("{}", why.why)
            };
            let named = format!("; ({}, {}) itself lies inside", p.x, p.y);
            assert!(why.why.contains(&named), "{}", why.why);
            let drawn = why.events.iter().any(|e| {
                matches!(e, TraceEvent::Cells { layer: "threat", cells } if cells.contains(&p.cell()))
            });
            assert!(drawn, "{}", why.why);
            said.push(why.why.clone());
        }
        state = play_round(&setup, &state, &[mine, theirs]).unwrap();
    }
    // Seed 1: within 60 rounds it steps onto (12, 9), inside the loop `paths` is walking.
    assert!(
        said.iter().any(|w| w.contains(". Steps to (12, 9)")),
        "{said:?}"
    );
}
