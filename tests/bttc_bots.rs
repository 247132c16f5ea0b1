//! The Back to the Code bots keep their order of strength on seeded 1v1 games with a fixed
//! amount of work per turn (so the outcome is the same on every machine): the two searches
//! (`paths`, `best`) always beat `nearest`, `rectangles` nearly always, and `best` beats
//! `rectangles`.

use gridlab::bttc::bots::{BotAgent, Clock};
use gridlab::bttc::{play_round, Layout, Move, Setup, State};

/// Work units per turn: about what the lab gives them.
const WORK: u64 = 5_000;

/// The final scores of a 1v1 between `a` (seat 0) and `b`.
fn duel(a: &str, b: &str, seed: u64) -> [u32; 2] {
    let setup = Setup::from_seed(2, Layout::Random, seed).unwrap();
    let mut bots = [BotAgent::named(a).unwrap(), BotAgent::named(b).unwrap()];
    let mut state = State::start(&setup);
    while !state.over() {
        let moves: Vec<Move> = state
            .active_players()
            .into_iter()
            .map(|p| bots[p].decide(&state, p, &mut Clock::work(WORK), None))
            .collect();
        state = play_round(&setup, &state, &moves).unwrap();
    }
    let s = state.scores();
    [s[0], s[1]]
}

/// Games won by `a` against `b` over seeds 1..=n (half of them with the seats swapped).
fn wins(a: &str, b: &str, n: u64) -> u64 {
    (1..=n)
        .filter(|&seed| {
            if seed % 2 == 0 {
                let [x, y] = duel(a, b, seed);
                x > y
            } else {
                let [y, x] = duel(b, a, seed);
                x > y
            }
        })
        .count() as u64
}

#[test]
fn the_searches_beat_nearest_every_time() {
    for bot in ["paths", "best"] {
        let w = wins(bot, "nearest", 4);
        assert_eq!(w, 4, "{bot} won {w} of 4 against nearest");
    }
}

#[test]
fn rectangles_beats_nearest() {
    let w = wins("rectangles", "nearest", 4);
    assert!(w >= 3, "rectangles won {w} of 4 against nearest");
}

#[test]
fn best_beats_rectangles() {
    let w = wins("best", "rectangles", 4);
    assert!(w >= 3, "best won {w} of 4 against rectangles");
}
