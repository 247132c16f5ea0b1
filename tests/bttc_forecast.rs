//! `best`'s picture of its opponents against real contest bots: in the twelve sparring games,
//! every big capture a contest bot made was forecast, cell for cell and well before it closed,
//! by the open loops `best` sees (its trip walked on, around, or home early). What `best` makes
//! of that is the search's; this checks the picture the search is given.

use gridlab::bttc::board::AREA;
use gridlab::bttc::bots::back::Timeline;
use gridlab::bttc::bots::loops::{open_loops, HEADING_REACH};
use gridlab::bttc::bots::predict::forecast;
use gridlab::bttc::bots::Tracker;
use gridlab::bttc::{play_round, State};

mod common;
use common::sparring::{moves_of, sparring};

/// Rounds before a capture closes at which the forecast must already hold it.
const AHEAD: usize = 10;
/// A capture this big or bigger is checked.
const BIG: usize = 100;

/// Sparring game `n` round by round (every real round, time travels included), with `best`'s
/// seat: per round the state and the cells of every open loop `best` forecasts there.
fn forecasts(n: u32, seat: usize) -> Vec<(State, Vec<bool>)> {
    let (setup, log) = sparring(n);
    let mut state = State::start(&setup);
    let mut tracker = Tracker::new();
    let mut timeline = Timeline::default();
    let mut out = Vec::new();
    for r in log.iter().map(Some).chain([None]) {
        let sight = tracker.see_state(&state, seat);
        timeline.see(&sight);
        let walks = forecast(&sight, HEADING_REACH, true);
        let mut seen = vec![false; AREA];
        for l in open_loops(&sight, &timeline.scores, &walks) {
            for c in l.capture.cells {
                seen[usize::from(c)] = true;
            }
        }
        let next = r.map(|r| play_round(&setup, &state, &moves_of(r)).unwrap());
        out.push((state, seen));
        match next {
            Some(s) => state = s,
            None => break,
        }
    }
    out
}

#[test]
fn every_big_capture_of_the_contest_bots_is_forecast_ten_rounds_ahead() {
    let mut checked = 0;
    for n in 1..=12 {
        // `best` sat in seat 0 of the odd games, 1 of the even ones.
        let me = usize::from(n % 2 == 0);
        let them = 1 - me;
        let rounds = forecasts(n, me);
        for t in AHEAD..rounds.len() - 1 {
            let (before, after) = (&rounds[t].0, &rounds[t + 1].0);
            if after.round() != before.round() + 1 {
                continue;
            }
            let owned = |s: &State, i: usize| s.owner_at(i) == Some(them);
            let taken: Vec<usize> = (0..AREA)
                .filter(|&i| owned(after, i) && !owned(before, i))
                .collect();
            if taken.len() < BIG {
                continue;
            }
            // Ten rounds before (the same timeline: no time travel in between).
            let (then, seen) = &rounds[t + 1 - AHEAD];
            if usize::from(then.round()) + AHEAD != usize::from(after.round()) {
                continue;
            }
            let held = taken.iter().filter(|&&i| seen[i]).count();
            let forecast = seen.iter().filter(|&&s| s).count();
            let at = format!(
                "game {n}, real round {}: {} cells, forecast {held} of them in {forecast}",
                t + 1,
                taken.len()
            );
            assert!(held * 100 >= taken.len() * 95, "{at}");
            assert!(forecast * 2 <= taken.len() * 3, "{at}");
            checked += 1;
        }
    }
    // Every big capture but those made again after a time travel (the one ten rounds before
    // is in the undone timeline).
    assert!(checked >= 13, "{checked} captures checked");
}
