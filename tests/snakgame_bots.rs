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
    // Small enough that a debug build plays each game well inside the statement's 4 s.
    for seed in 0..6 {
        let board = Board::random(48, 56, seed).unwrap();
        for (i, bot) in ["greedy", "editorial", "best"].iter().enumerate() {
            let game = duel(&board, seed, bot).unwrap();
            assert!(game.error.is_none(), "{bot}: {:?}", game.error);
            sums[i] += game.score;
        }
    }
    println!("greedy, editorial, best: {sums:?}");
    assert!(sums[0] < sums[1] && sums[0] < sums[2], "{sums:?}");
}

#[test]
fn giving_up_the_open_side_of_a_race_costs_the_rest_of_the_board() {
    use gridlab::snakgame::bots::flood::{give_up_cost, pockets, race, ring_groups};
    use gridlab::snakgame::{Pos, SnakeMove};
    // Our new snake at (30, 30); a 2-cell pocket west of it, walled in by blocked cells.
    let walls = [(29, 28), (29, 29), (31, 28), (31, 29), (30, 27)];
    let blocked: Vec<Pos> = walls.iter().map(|&(row, col)| Pos { row, col }).collect();
    let board = Board::new(60, 60, &blocked).unwrap();
    let at = Pos { row: 30, col: 30 };
    let state = SnakState::start(&board)
        .play(&board, SnakeMove::New(at))
        .unwrap();
    let mut m = Mirror::new();
    m.sync(&board, &state);
    let end = m.pad(board.index(at).unwrap());
    let groups = ring_groups(&m, end);
    assert_eq!(groups.len(), 2, "{groups:?}");
    let seeds: Vec<u32> = groups.iter().map(|g| g[0]).collect();
    let mut marks = Marks::new(m.occ.len());
    let (of_seed, parts) = race(&m, &mut marks, &seeds, 200_000);
    let cost = give_up_cost(&parts, m.empty.len());
    let pocket = of_seed[groups.iter().position(|g| g.len() == 1).unwrap()];
    let open = of_seed[groups.iter().position(|g| g.len() == 3).unwrap()];
    assert!(parts[pocket].closed && cost[pocket] == 2, "{parts:?}");
    // The race stopped early on the open side, but walking into the pocket gives it all up.
    assert!(!parts[open].closed && parts[open].size < 100, "{parts:?}");
    assert_eq!(cost[open], 60 * 60 - 5 - 1 - 2);
    // The page shades the closed pocket behind the narrow opening: its two cells, and only them.
    let (mut shaded, sizes) = pockets(&m, &mut marks, &seeds, &of_seed, &parts, 20_000);
    shaded.sort_unstable();
    let west: Vec<u32> = [(30, 28), (30, 29)]
        .iter()
        .map(|&(row, col)| m.pad(board.index(Pos { row, col }).unwrap()))
        .collect();
    assert_eq!(shaded, west);
    // Its size is written on its cell furthest from the opening.
    assert_eq!(sizes, vec![(west[0], 2)]);
    assert!(pockets(&m, &mut marks, &seeds, &of_seed, &parts, 1)
        .0
        .is_empty());
}

#[test]
fn the_lazy_largest_region_is_the_largest_component_as_cells_fill() {
    use gridlab::snakgame::bots::flood::component;
    use gridlab::snakgame::bots::regions::Regions;
    use gridlab::snakgame::SnakeMove;
    let board = Board::random(40, 50, 7).unwrap();
    let mut state = SnakState::start(&board);
    let mut m = Mirror::new();
    let mut regions = Regions::default();
    let mut rng = 12345u64;
    let mut checks = 0;
    for turn in 0.. {
        m.sync(&board, &state);
        if m.empty.is_empty() {
            break;
        }
        if turn % 7 == 0 {
            // Every component by brute force, against the lazy answer.
            let mut marks = Marks::new(m.occ.len());
            let mut cells = Vec::new();
            let mut biggest = 0;
            for p in 0..m.occ.len() as u32 {
                component(&m, &mut marks, p, &mut cells);
                biggest = biggest.max(cells.len());
            }
            let largest = regions.largest(&m).unwrap().to_vec();
            assert_eq!(largest.len(), biggest, "turn {turn}");
            let mut again = Marks::new(m.occ.len());
            component(&m, &mut again, largest[0], &mut cells);
            assert_eq!(cells.len(), largest.len(), "turn {turn}: not one component");
            checks += 1;
        }
        // Fill a random empty cell (a one-cell snake for whoever is to move).
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let at = m.empty.nth((rng >> 33) as u32 % m.empty.len()).unwrap();
        state = state.play(&board, SnakeMove::New(board.pos(at))).unwrap();
    }
    assert!(checks > 200, "{checks}");
}

#[test]
fn a_bot_joining_after_the_first_snake_starts_the_next_one_in_the_largest_region() {
    use gridlab::snakgame::bots::BotAgent;
    use gridlab::snakgame::{Pos, SnakeMove};
    use gridlab::trace::TraceEvent;
    // Our first snake at (5, 5) is walled in by blocked cells; Chef has started one at (15, 15).
    let walls = [(4, 5), (6, 5), (5, 4), (5, 6)];
    let blocked: Vec<Pos> = walls.iter().map(|&(row, col)| Pos { row, col }).collect();
    let board = Board::new(20, 20, &blocked).unwrap();
    let setup = SnakSetup {
        board: board.clone(),
        seed: 1,
    };
    let state = SnakState::start(&board)
        .play(&board, SnakeMove::New(Pos { row: 5, col: 5 }))
        .unwrap()
        .play(&board, SnakeMove::New(Pos { row: 15, col: 15 }))
        .unwrap();
    // A fresh bot (as the page's layers make one), not one that played the game from its start.
    let mut bot = BotAgent::named("best", 1).unwrap();
    let mut reasoning = gridlab::thinking::Reasoning::layers();
    let decided = bot.decide(&setup, &state, Some(&mut reasoning));
    let layers: Vec<&str> = reasoning
        .events
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Cells { layer, .. } => Some(*layer),
            _ => None,
        })
        .collect();
    assert!(
        layers.contains(&"region") && layers.contains(&"start"),
        "{layers:?}"
    );
    // The largest region's outermost ring, not the middle of the top row (the first snake's start).
    assert!(
        matches!(decided, Some(SnakeMove::New(p)) if p.row == 0 || p.col == 0 || p.row == 19 || p.col == 19),
        "{decided:?}"
    );
    assert_ne!(decided, Some(SnakeMove::New(Pos { row: 0, col: 10 })));
    // The reason says first that the first snake ended, and how long.
    assert!(
        reasoning.why.starts_with("The first snake can grow no more (neither end has an empty neighbour): it ends at 1 cell, worth 0 points. Starts a new snake at"),
        "{}",
        reasoning.why
    );
}

#[test]
fn a_cell_in_a_gap_of_a_wall_cuts_and_an_open_cell_does_not() {
    use gridlab::snakgame::bots::flood::{ring_groups, ring_groups_where};
    use gridlab::snakgame::{Pos, SnakeMove};
    // A wall along row 20, columns 10..=30, with a one-cell gap at column 20.
    let blocked: Vec<Pos> = (10..=30)
        .filter(|&col| col != 20)
        .map(|col| Pos { row: 20, col })
        .collect();
    let board = Board::new(40, 40, &blocked).unwrap();
    let state = SnakState::start(&board)
        .play(&board, SnakeMove::New(Pos { row: 1, col: 1 }))
        .unwrap();
    let mut m = Mirror::new();
    m.sync(&board, &state);
    let cell = |row, col| m.pad(board.index(Pos { row, col }).unwrap());
    // Filling the gap cuts the north from the south: two groups around it.
    assert_eq!(ring_groups(&m, cell(20, 20)).len(), 2);
    // An open cell: one group, also with one diagonal taken...
    let open = cell(10, 5);
    assert_eq!(ring_groups(&m, open).len(), 1);
    let ne = cell(9, 6);
    let sw = cell(11, 4);
    assert_eq!(
        ring_groups_where(&m, open, |c| c != ne && m.free(c)).len(),
        1
    );
    // ...but with two opposite diagonals taken it joins its sides in two pairs only.
    let groups = ring_groups_where(&m, open, |c| c != ne && c != sw && m.free(c));
    assert_eq!(groups.len(), 2, "{groups:?}");
}
