//! Game of snakes' bots: the editorial's long-path search covers most of a fresh board, and on
//! a few small contest-like boards the bots keep their order (greedy < editorial, best).

use gridlab::snakgame::bots::dfs::long_path;
use gridlab::snakgame::bots::flood::Marks;
use gridlab::snakgame::bots::mirror::Mirror;
use gridlab::snakgame::duel::duel;
use gridlab::snakgame::{Board, BoardType, SnakSetup, SnakState};

/// The share of a fresh board's free cells the left-hand-rule path from the first free cell
/// covers (the best of the four first directions).
fn coverage(board: &Board) -> f64 {
    let state = SnakState::start(board);
    let mut m = Mirror::new();
    m.sync(board, &state);
    let mut marks = Marks::new(m.occ.len());
    let start = m.pad(m.empty.nth(0).unwrap());
    let best = (0..4)
        .map(|d| long_path(&m, &mut marks, start, d, &|_| false).0.len())
        .max()
        .unwrap();
    (best + 1) as f64 / board.free_cells() as f64
}

#[test]
fn the_long_path_search_covers_most_of_a_fresh_board() {
    let mut total = 0.0;
    for seed in 1..=4 {
        let c = coverage(&Board::contest(BoardType::Small, seed));
        assert!(c > 0.8, "coverage {c}");
        total += c;
    }
    println!("mean coverage {:.3}", total / 4.0);
    let _ = SnakSetup {
        board: Board::random(2, 2, 0).unwrap(),
        seed: 0,
    };
}

#[test]
fn bots_keep_their_order_on_small_boards() {
    let mut sums = [0i64; 3];
    for seed in 0..6 {
        let board = Board::random(60, 70, seed).unwrap();
        for (i, bot) in ["greedy", "editorial", "best"].iter().enumerate() {
            let game = duel(&board, seed, bot).unwrap();
            assert!(game.error.is_none(), "{bot}: {:?}", game.error);
            sums[i] += game.score;
        }
    }
    println!("greedy, editorial, best: {sums:?}");
    assert!(sums[0] < sums[1] && sums[0] < sums[2], "{sums:?}");
}
