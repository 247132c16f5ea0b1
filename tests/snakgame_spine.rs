//! Game of snakes, `best`'s first snake: one end walks straight down from the middle of the
//! top row (the spine) and then waits there as a spare end while the other end sweeps; a bot
//! asked about one position of the game (as the page's layers ask) knows which end waits.

use gridlab::snakgame::bots::spine::DEPTH_PERCENT;
use gridlab::snakgame::bots::BotAgent;
use gridlab::snakgame::duel::duel;
use gridlab::snakgame::{Board, BoardType, Pos, SnakSetup, SnakState, SnakeMove};

/// Our moves of the game's first snake, in order (Chef's moves skipped), and the game's moves.
fn first_snake(board: &Board, seed: u64) -> (Vec<SnakeMove>, Vec<SnakeMove>) {
    let game = duel(board, seed, "best").unwrap();
    let ours = game
        .moves
        .iter()
        .step_by(2)
        .skip(1)
        .take_while(|m| matches!(m, SnakeMove::Extend { .. }))
        .copied()
        .collect();
    (ours, game.moves)
}

/// The spine's tip and the moves that built it: one end walks down, never up, until it reaches
/// the depth.
fn spine(board: &Board, ours: &[SnakeMove]) -> (Pos, usize) {
    let depth = (u32::from(board.rows()) * DEPTH_PERCENT / 100) as u16;
    let mut tip = match ours.first() {
        Some(SnakeMove::Extend { from, .. }) => *from,
        other => panic!("{other:?}"),
    };
    assert_eq!(tip.row, 0, "the first snake starts on the top row");
    let mut built = 0;
    for mv in ours {
        let SnakeMove::Extend { from, to } = *mv else {
            unreachable!()
        };
        assert_eq!(from, tip, "move {built}: only the spine's end walks");
        assert!(to.row >= from.row, "move {built}: the spine never goes up");
        tip = to;
        built += 1;
        if tip.row >= depth {
            break;
        }
    }
    assert_eq!(tip.row, depth);
    (tip, built)
}

/// The type-1 contest board of seed 1, its setup, and `best`'s game there (see [`first_snake`]).
fn game() -> (Board, SnakSetup, Vec<SnakeMove>, Vec<SnakeMove>) {
    let board = Board::contest(BoardType::Small, 1);
    let setup = SnakSetup {
        board: board.clone(),
        seed: 1,
    };
    let (ours, moves) = first_snake(&board, 1);
    (board, setup, ours, moves)
}

#[test]
fn the_first_snake_walks_a_spine_down_and_its_end_waits() {
    let (board, _, ours, _) = game();
    let (tip, built) = spine(&board, &ours);
    // Then it waits: of the next 5,000 moves, the other end makes nearly all.
    let mut spare = tip;
    let mut moved = 0;
    for mv in ours.iter().skip(built).take(5000) {
        let SnakeMove::Extend { from, to } = *mv else {
            unreachable!()
        };
        if from == spare {
            spare = to;
            moved += 1;
        }
    }
    assert!(moved < 20, "the spare end moved {moved} times of 5,000");
}

#[test]
fn a_bot_asked_about_one_position_knows_which_end_waits() {
    let (board, setup, ours, moves) = game();
    // Well after the spine is built (our move k is ply 2k), the spare end is the spine's tip.
    let (spare, built) = spine(&board, &ours);
    for ply in [2 * built + 200, 2 * built + 2000] {
        let mut state = SnakState::start(&board);
        for mv in &moves[..ply] {
            state = state.play(&board, *mv).unwrap();
        }
        let ends = state.sides[0].snake.unwrap();
        let spare_cell = board.index(spare).unwrap();
        assert!(
            ends.a == spare_cell || ends.b == spare_cell,
            "ply {ply}: the spare end has not moved"
        );
        // A fresh bot, not the one that played the game.
        let mut bot = BotAgent::named("best", 1).unwrap();
        let decided = bot.decide(&setup, &state, None);
        assert!(
            matches!(decided, Some(SnakeMove::Extend { from, .. }) if from != spare),
            "ply {ply}: {decided:?} moves the spare end {spare:?}"
        );
    }
}

#[test]
fn while_the_spare_waits_a_seal_of_the_sweeping_end_alone_is_a_risk() {
    use gridlab::thinking::Reasoning;
    let (board, setup, ours, moves) = game();
    let (_, built) = spine(&board, &ours);
    // Replay the first snake's life; at each of our turns past the spine, ask a bot that played
    // along why it moves, until one of its candidates is priced for sealing the sweeping end alone.
    let mut bot = BotAgent::named("best", 1).unwrap();
    let mut state = SnakState::start(&board);
    let mut seen = None;
    for (ply, mv) in moves.iter().enumerate().take(2 * ours.len()) {
        if ply % 2 == 0 && ply > 2 * built {
            let mut inside = Reasoning::inside();
            let decided = bot.decide(&setup, &state, Some(&mut inside));
            assert_eq!(
                decided.as_ref(),
                Some(mv),
                "ply {ply}: the bot plays as in the game"
            );
            let alone = inside
                .into_thoughts()
                .into_iter()
                .find(|t| t.note.contains("the sweeping end alone"))
                .map(|t| t.note.clone());
            if let Some(note) = alone {
                seen = Some((ply, note));
                break;
            }
        }
        state = state.play(&board, *mv).unwrap();
    }
    let (ply, note) = seen.expect("no move priced a seal of the sweeping end alone");
    assert!(note.contains("25%"), "ply {ply}: {note}");
}

/// The lab's game of `best` on `params` with seed `seed`, played out.
fn lab(params: serde_json::Value, seed: u64) -> Box<dyn gridlab::model::Session> {
    let replay = gridlab::replay::Replay::new("snakgame", params, seed);
    let mut lab = gridlab::games::open(&replay).unwrap();
    lab.settle(usize::MAX);
    lab
}

#[test]
fn the_first_snake_starts_where_both_ends_can_move() {
    // The middle of the top row, (1, 5), is walled in left and right: from there one end could
    // only walk down and the snake would have one end from its first move.
    let board = "6 9 2\n1 4\n1 6";
    let params = serde_json::json!({"mode": "watch", "board": board, "bot": 4});
    let replay = lab(params, 1).replay();
    assert_eq!(replay.actions[0], serde_json::json!("NEW 1 3"));
}

#[test]
fn the_sentence_says_when_the_spare_role_passes_to_the_other_end() {
    // On a 12 x 12 board the sweeping end soon goes as deep as the spare: the deeper end waits.
    let params = serde_json::json!({"mode": "watch", "rows": 12, "cols": 12, "bot": 4});
    let mut lab = lab(params, 1);
    let view = gridlab::model::View::all(lab.info());
    let steps = lab.summary().steps;
    let notes: Vec<String> = (0..steps)
        .map(|s| lab.frame(s, &view).unwrap().note)
        .collect();
    // The sentence says what "deeper" is: the rings of the two ends (or the tie-break).
    let handover = notes
        .iter()
        .find(|n| n.contains("End B is now the deeper end ("))
        .expect("no hand-over said");
    let rings = handover.contains("deeper end (ring ") && handover.contains(" against ")
        || handover.contains("deeper end (both on ring ");
    assert!(
        handover.contains("), so it waits as the spare and end A sweeps.") && rings,
        "{handover}"
    );
    // Each layer alone draws: the spare end with no other layer shown.
    let spare = gridlab::model::View {
        layers: vec!["spare".into()],
        ..Default::default()
    };
    let drawn = (0..steps).any(|s| {
        lab.frame(s, &spare)
            .unwrap()
            .overlays
            .iter()
            .any(|o| o.layer == "spare")
    });
    assert!(drawn, "the spare layer alone draws nothing");
}
