//! The lab's play modes: every loss it reports accounts exactly for the gap to the optimum, and
//! a replay of the game reopens to the same positions.

use gridlab::king_chase::lab::ChaseLab;
use gridlab::replay::Replay;
use gridlab::rng::SeededRng;

fn open(mode: &str, size: i32, seed: u64) -> ChaseLab {
    let params = serde_json::json!({ "size": size, "mode": mode });
    ChaseLab::open(&Replay::new("king-chase", params, seed)).unwrap()
}

/// Plays random legal moves for the person until the game ends.
fn play_randomly(lab: &mut ChaseLab, seed: u64) {
    let mut rng = SeededRng::new(seed);
    for _ in 0..1000 {
        let state = lab.state();
        if state.caught {
            return;
        }
        let moves = state.legal_steps(&lab.setup().board);
        lab.play(moves[rng.index(moves.len())]).unwrap();
    }
}

#[test]
fn losses_add_up_to_the_gap_from_the_optimum() {
    let mut finished = 0;
    for seed in 0..40 {
        let size = 3 + (seed % 6) as i32;
        for mode in ["alice", "bob"] {
            let mut lab = open(mode, size, seed);
            play_randomly(&mut lab, seed * 7 + 1);
            // A random Bob may never catch Alice: only finished games have a final score.
            if !lab.state().caught {
                continue;
            }
            finished += 1;
            let score = lab.state().score as i64;
            let lost: i64 = lab.losses().iter().map(|l| l.lost as i64).sum();
            let expected = if mode == "alice" {
                lab.answer() as i64 - lost
            } else {
                lab.answer() as i64 + lost
            };
            assert_eq!(score, expected, "{mode}, seed {seed}, size {size}");
        }
    }
    assert!(finished >= 60, "only {finished} games finished");
}

#[test]
fn replays_reopen_to_the_same_positions() {
    for seed in 0..10 {
        for mode in ["watch", "alice", "bob"] {
            let mut lab = open(mode, 7, seed);
            if mode != "watch" {
                play_randomly(&mut lab, seed);
            }
            let reopened =
                ChaseLab::open(&Replay::from_json(&lab.replay().to_json()).unwrap()).unwrap();
            assert_eq!(reopened.states(), lab.states(), "{mode}, seed {seed}");
        }
    }
}
