//! What each move gave away against the best move from the same position: Alice's moves measured
//! with the DP of the start (while Bob has pursued greedily), Bob's with fresh solves.

use crate::model::show::Annotation;
use crate::model::Match;

use super::board::ChaseSetup;
use super::game::{ChaseMode, KingChase};
use super::insight::ChaseInsight;
use super::pursuit::bob_step;
use super::rules::Player;

/// The loss of ply `ply`, if it lost anything.
pub fn annotate(
    insight: &mut ChaseInsight,
    game: &mut Match<KingChase>,
    ply: usize,
    mode: ChaseMode,
) -> Option<Annotation> {
    let before = game.state_at(ply);
    let after = game.state_at(ply + 1);
    let step = *game.ply(ply)?.first()?;
    let earlier = game.state_at(ply.saturating_sub(1));
    let greedy =
        before.to_move == Player::Alice && mode != ChaseMode::Bob && bob_was_greedy(game, ply);
    let setup: &ChaseSetup = game.setup();
    let mut solve = insight.solve.borrow_mut();
    let (round, player, lost, best, why) = match before.to_move {
        Player::Alice => {
            if !greedy {
                return None;
            }
            let t = before.alice_moves;
            let (best, best_worth) = solve.layers.best_step(before.alice, t)?;
            let to = before.alice.offset(step.delta().0, step.delta().1);
            let worth = setup.board.value(to) as u64 + solve.layers.value(to, t + 1);
            if worth >= best_worth {
                return None;
            }
            (t + 1, "Alice", best_worth - worth, best, String::new())
        }
        Player::Bob => {
            if mode != ChaseMode::Bob {
                return None;
            }
            // The position before Alice's last move, solved afresh, was worth `previous`; she
            // played its best step (she is the optimal agent) and collected the cell's value.
            let previous = if ply <= 1 {
                solve.answer
            } else {
                solve
                    .reply(setup, earlier.alice, earlier.bob)
                    .map_or(0, |(_, v)| v)
            };
            let value_before = previous.saturating_sub(setup.board.value(before.alice) as u64);
            let value_after = solve
                .reply(setup, after.alice, after.bob)
                .map_or(0, |(_, v)| v);
            if value_after <= value_before {
                return None;
            }
            let best = bob_step(before.bob, before.alice).unwrap_or(step);
            // Off the greedy chase, the DP of Bob's start no longer tells the value: each
            // position is solved afresh, Bob's cell taken as his start (the greedy chase is best
            // from any position, so that DP is the game's value there).
            let why = format!(" (What Alice can still collect, by the same DP solved afresh from where the kings stand, Bob's cell as his start: {value_before} before your move, {value_after} after it.)");
            (
                before.alice_moves,
                "Bob",
                value_after - value_before,
                best,
                why,
            )
        }
    };
    Some(Annotation {
        note: format!(
            "That gave away {lost}: {} {} was best.{why}",
            best.arrow(),
            best.name()
        ),
        report: Some(format!(
            "round {round}, {player}: gave away {lost}; {} was best",
            best.name()
        )),
    })
}

/// True when every Bob move before ply `ply` was the greedy pursuit.
fn bob_was_greedy(game: &mut Match<KingChase>, ply: usize) -> bool {
    let setup_bob_moves: Vec<(usize, crate::king_chase::KingStep)> = game
        .plies()
        .take(ply)
        .enumerate()
        .filter_map(|(i, m)| m.first().map(|s| (i, *s)))
        .collect();
    for (i, step) in setup_bob_moves {
        let s = game.state_at(i);
        if s.to_move == Player::Bob && bob_step(s.bob, s.alice) != Some(step) {
            return false;
        }
    }
    true
}
