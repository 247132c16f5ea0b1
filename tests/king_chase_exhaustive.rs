//! The proof that the fast DP is right: exhaustive minimax over whole game positions on random
//! small boards, with no use of the editorial's claim.

use std::collections::HashMap;

use gridlab::grid::Cell;
use gridlab::king_chase::board::ChaseSetup;
use gridlab::king_chase::layers::ValueLayers;
use gridlab::king_chase::rules::{ChaseState, Player};
use gridlab::king_chase::solve::answer;
use gridlab::king_chase::Board;

/// Never caught within the horizon: worse for Bob than any real outcome.
const UNCAUGHT: u64 = u64::MAX / 4;

/// Minimax over (Alice, Bob, whose turn, rounds left), following the rules module move by move.
/// If Bob fails to catch Alice within `rounds` of her moves the game counts as `UNCAUGHT`, so Bob
/// must catch her; a horizon larger than N-1 lets Bob take longer if that were ever better.
fn minimax(
    board: &Board,
    s: ChaseState,
    rounds: u32,
    memo: &mut HashMap<(Cell, Cell, bool, u32), u64>,
) -> u64 {
    if s.caught {
        return 0;
    }
    let key = (s.alice, s.bob, s.to_move == Player::Alice, rounds);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let v = match s.to_move {
        Player::Alice if rounds == 0 => UNCAUGHT,
        Player::Alice => s
            .legal_steps(board)
            .into_iter()
            .map(|step| {
                let n = s.play(board, step).unwrap();
                (n.score - s.score) + minimax(board, ChaseState { score: 0, ..n }, rounds - 1, memo)
            })
            .max()
            .unwrap_or(0),
        Player::Bob => s
            .legal_steps(board)
            .into_iter()
            .map(|step| minimax(board, s.play(board, step).unwrap(), rounds, memo))
            .min()
            .unwrap_or(UNCAUGHT),
    };
    let v = v.min(UNCAUGHT);
    memo.insert(key, v);
    v
}

#[test]
fn dp_equals_exhaustive_search_on_random_small_boards() {
    let mut checked = 0;
    for seed in 0..240u64 {
        let n = 2 + (seed % 4) as i32; // 2..=5
        let max_value = [3, 9, 1000, 1_000_000_000][(seed / 4 % 4) as usize];
        let s = ChaseSetup::random(n, max_value, seed).unwrap();
        let expected = answer(&s.board, s.alice, s.bob);
        for horizon in [n as u32 - 1, n as u32 + 2] {
            let mut memo = HashMap::new();
            let start = ChaseState::start(s.alice, s.bob);
            let exact = minimax(&s.board, start, horizon, &mut memo);
            assert_eq!(expected, exact, "seed {seed}, n {n}, horizon {horizon}");
        }
        let mut layers = ValueLayers::new(&s.board, s.bob);
        assert_eq!(layers.value(s.alice, 0), expected);
        checked += 1;
    }
    assert!(checked >= 200);
}
