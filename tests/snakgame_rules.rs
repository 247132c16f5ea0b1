//! Game of snakes: the statement's three examples byte for byte, the referee with a scripted
//! Chef, protocol errors, and random playouts of every bot against Chef with every invariant.

use std::time::Duration;

use gridlab::contest::{Filler, Referee, Reply};
use gridlab::model::Roster;
use gridlab::model::{Agent, Match, Rules};
use gridlab::model::{Budget, Seat};
use gridlab::snakgame::chef::Chef;
use gridlab::snakgame::contest::BOT_NAMES;
use gridlab::snakgame::protocol::{parse_move, parse_move_on, ProtocolError};
use gridlab::snakgame::{
    snake_score, Board, SnakGame, SnakSetup, SnakState, SnakeMove, Transcript,
};

const EXAMPLES: [(&str, i64); 3] = [
    (include_str!("data/snakgame/example-1.txt"), 1),
    (include_str!("data/snakgame/example-2.txt"), 10),
    (include_str!("data/snakgame/example-3.txt"), 3),
];

fn without_comments(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn examples_replay_byte_for_byte_with_their_scores() {
    for (text, score) in EXAMPLES {
        let t = Transcript::parse(text).unwrap();
        assert_eq!(t.write(), without_comments(text));
        let mut state = SnakState::start(&t.board);
        for mv in &t.moves {
            if state.over() {
                // The side to move on a full board says EXIT: protocol, not a move.
                assert_eq!(*mv, SnakeMove::Exit);
                continue;
            }
            state = state.play(&t.board, *mv).unwrap();
        }
        assert!(state.over());
        assert_eq!(state.sides[0].score(), score);
    }
}

/// Chef's moves from a transcript, one per turn.
struct ScriptedChef(std::vec::IntoIter<SnakeMove>);

impl Agent<SnakGame> for ScriptedChef {
    fn name(&self) -> &str {
        "scripted"
    }

    fn choose(
        &mut self,
        _: &SnakSetup,
        _: &SnakState,
        _: Seat,
        _: Budget,
        _: Option<&mut gridlab::thinking::Reasoning>,
    ) -> Option<SnakeMove> {
        self.0.next()
    }
}

/// An example's transcript and a referee whose Chef plays the example's Chef moves.
fn scripted(text: &str) -> (Transcript, Referee<SnakGame>) {
    let t = Transcript::parse(text).unwrap();
    let chef_moves: Vec<SnakeMove> = t.moves.iter().skip(1).step_by(2).copied().collect();
    let setup = SnakSetup {
        board: t.board.clone(),
        seed: 1,
    };
    let chef = Box::new(ScriptedChef(chef_moves.into_iter()));
    let referee = Referee::<SnakGame>::new(setup, vec![Filler::Program, Filler::Agent(chef, None)]);
    (t, referee)
}

#[test]
fn examples_through_the_contest_harness_with_a_scripted_chef() {
    for (text, score) in EXAMPLES {
        let (t, mut referee) = scripted(text);
        // The harness's transcript: what the program read, and its answers in between.
        let mut out = String::new();
        let mut mine = t.moves.iter().step_by(2);
        while let Some(ask) = referee.ask() {
            for l in &ask.lines {
                out.push_str(&format!("{l}\n"));
            }
            let line = mine.next().unwrap().to_string();
            out.push_str(&format!("{line}\n"));
            let reply = Reply {
                line,
                ..Reply::default()
            };
            assert_eq!(referee.answer(Ok(reply)), None);
        }
        for l in referee.closing(0) {
            out.push_str(&format!("{l}\n"));
        }
        // When Chef fills the board, the program's closing EXIT is not waited for.
        for mv in mine {
            assert_eq!(*mv, SnakeMove::Exit);
            out.push_str("EXIT\n");
        }
        assert!(referee.faults().values().all(Option::is_none));
        assert_eq!(out, without_comments(text));
        assert_eq!(referee.state().sides[0].score(), score);
    }
}

/// The first example through the harness, each answer taking `took` of the clock on the wall
/// and `cpu` of the processor; the program's fault, if any.
fn first_example_timed(took: Duration, cpu: Option<Duration>) -> Option<String> {
    let (t, mut referee) = scripted(EXAMPLES[0].0);
    let mut mine = t.moves.iter().step_by(2);
    while let Some(ask) = referee.ask() {
        // A whole game's budget: the program's processor time counts where known.
        assert!(ask.budgeted);
        let reply = Reply {
            line: mine.next().unwrap().to_string(),
            took,
            cpu,
            ..Reply::default()
        };
        if let Some(out) = referee.answer(Ok(reply)) {
            return Some(out.to_string());
        }
    }
    None
}

#[test]
fn the_whole_game_budget_counts_processor_time_where_known() {
    // Five seconds on the wall for each answer but a millisecond of processor time: the 4 s
    // budget counts the processor time (a turn's hand-over through pipes is not the program's).
    let slow_wall = Duration::from_secs(5);
    assert_eq!(
        first_example_timed(slow_wall, Some(Duration::from_millis(1))),
        None
    );
    // Without it, the wall clock counts.
    let out = first_example_timed(slow_wall, None).unwrap();
    assert!(
        out.contains("4000 ms of thinking for the whole game are used up"),
        "{out}"
    );
    // And processor time over the budget is out too.
    let out = first_example_timed(Duration::ZERO, Some(Duration::from_secs(5))).unwrap();
    assert!(
        out.contains("4000 ms of thinking for the whole game are used up"),
        "{out}"
    );
}

#[test]
fn scores_follow_the_formula() {
    let expect = [
        (1, 0),
        (2, 1),
        (3, 2),
        (4, 6),
        (6, 10),
        (9, 24),
        (10, 27),
        (100, 990),
    ];
    for (len, score) in expect {
        assert_eq!(snake_score(len), score, "L = {len}");
    }
}

#[test]
fn protocol_errors_say_what_and_where() {
    assert_eq!(
        parse_move("MOVE 1 2 3 4").unwrap().to_string(),
        "MOVE 1 2 3 4"
    );
    assert_eq!(parse_move("  FREEZE 7 ").unwrap(), SnakeMove::Freeze(7));
    assert_eq!(parse_move(""), Err(ProtocolError::Empty));
    let e = parse_move("MOVE 1 2 x 4").unwrap_err().to_string();
    assert!(e.contains("word 4") && e.contains("`x`"), "{e}");
    let e = parse_move("NEW 1").unwrap_err().to_string();
    assert!(e.contains("NEW needs 2 numbers, found 1"), "{e}");
    let e = parse_move("JUMP").unwrap_err().to_string();
    assert!(e.contains("`JUMP`"), "{e}");
    assert!(parse_move("NEW 0 1").is_err() && parse_move("NEW 601 1").is_err());
    assert!(parse_move("FREEZE 51").is_err() && parse_move("EXIT 1").is_err());
    // On a board, a cell off it is refused with the board's size, a huge number as too large.
    let board = Board::new(12, 20, &[]).unwrap();
    let e = parse_move_on(&board, "MOVE 1 2 1 21")
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "word 5 (`21`): the column must be from 1 to 20 (the board's size)"
    );
    let e = parse_move_on(&board, "NEW 99999999999999999999 1")
        .unwrap_err()
        .to_string();
    assert!(e.contains("the row must be from 1 to 12"), "{e}");
    let e = parse_move_on(&board, "NEW 1.5 1").unwrap_err().to_string();
    assert!(
        e.contains("the row must be a whole number from 1 to 12"),
        "{e}"
    );
    let e = parse_move("FREEZE 51").unwrap_err().to_string();
    assert!(e.contains("the length must be from 1 to 50"), "{e}");
    let e = Transcript::parse("2 2 1\n3 1\n").unwrap_err().to_string();
    assert!(e.starts_with("line 2"), "{e}");
    let e = Transcript::parse("2 2 2\n1 1\n1 1\n")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("line 3") && e.contains("blocked cell 1 1 was already given on line 2"),
        "{e}"
    );
}

#[test]
fn illegal_moves_are_refused_with_the_reason() {
    let board = Board::new(3, 3, &[gridlab::snakgame::Pos::new(0, 0)]).unwrap();
    let s = SnakState::start(&board);
    let e = |s: &SnakState, t: &str| {
        s.play(&board, parse_move(t).unwrap())
            .unwrap_err()
            .to_string()
    };
    assert!(e(&s, "NEW 1 1").contains("blocked"));
    assert!(e(&s, "MOVE 1 2 1 3").contains("no snake"));
    assert!(e(&s, "FREEZE 2").contains("only Chef"));
    let s = s.play(&board, parse_move("NEW 2 2").unwrap()).unwrap();
    assert!(e(&s, "NEW 2 2").contains("occupied"));
    let s = s.play(&board, parse_move("FREEZE 3").unwrap()).unwrap();
    let s = s.play(&board, parse_move("MOVE 2 2 2 3").unwrap()).unwrap();
    assert!(e(&s, "NEW 1 2").contains("FREEZE 2"));
    let s = s.play(&board, parse_move("FREEZE 2").unwrap()).unwrap();
    assert!(e(&s, "MOVE 2 2 3 3").contains("does not share a side"));
    assert!(e(&s, "MOVE 3 3 3 2").contains("not an end"));
}

/// Plays a whole game on a random `rows` x `cols` board seeded `seed`, `choose` giving each
/// seat's move (0: the bot, 1: Chef), every position checked; the game played.
fn against_chef(
    rows: u16,
    cols: u16,
    seed: u64,
    mut choose: impl FnMut(Seat, &SnakSetup, &SnakState) -> SnakeMove,
) -> (SnakSetup, Match<SnakGame>) {
    let setup = SnakSetup {
        board: Board::random(rows, cols, seed).unwrap(),
        seed,
    };
    let mut game: Match<SnakGame> = Match::new(setup.clone());
    while let Some(seat) = SnakGame::to_move(&setup, &game.last_state())
        .seats()
        .first()
        .copied()
    {
        let mv = choose(seat, &setup, &game.last_state());
        let after = game.push(vec![mv]).unwrap();
        SnakGame::check(&setup, &after).unwrap();
    }
    (setup, game)
}

/// Plays a whole game of `bot` against Chef on a small board, checking every invariant.
fn playout(bot: &str, rows: u16, cols: u16, seed: u64) -> (i64, usize) {
    let mut me = SnakGame::bot(bot, seed).unwrap();
    let mut chef = Chef::new(seed);
    let mut freeze_left = 0u8;
    let (setup, mut game) = against_chef(rows, cols, seed, |seat, setup, state| {
        if seat == 0 {
            return me
                .choose(setup, state, 0, Default::default(), None)
                .unwrap();
        }
        let mv = chef
            .choose(setup, state, 1, Default::default(), None)
            .unwrap();
        if freeze_left > 1 {
            assert_eq!(
                mv,
                SnakeMove::Freeze(freeze_left - 1),
                "the countdown goes on"
            );
        }
        freeze_left = if let SnakeMove::Freeze(k) = mv { k } else { 0 };
        mv
    });
    let last = game.last_state();
    assert!(last.empty == 0, "{bot} did not fill the board");
    // Replaying from the checkpoints gives the same positions.
    for ply in (0..game.len()).step_by(7) {
        assert_eq!(
            SnakGame::text(&setup, &game.state_at(ply)).len(),
            SnakGame::text(&setup, &game.state_at(ply)).len()
        );
    }
    (last.sides[0].score(), game.len())
}

#[test]
fn every_bot_plays_whole_games_against_chef() {
    for bot in BOT_NAMES {
        for seed in 0..6 {
            let (rows, cols) = (5 + (seed as u16 * 7) % 30, 4 + (seed as u16 * 11) % 40);
            let (score, plies) = playout(bot, rows, cols, seed);
            assert!(score >= 0 && plies > 0, "{bot}");
        }
    }
}

#[test]
fn chef_looked_inside_walks_his_lines_and_draws_the_cells_he_may_fill() {
    let seed = 3;
    let mut me = SnakGame::bot("random", seed).unwrap();
    let (mut chef, mut looked_at) = (Chef::new(seed), Chef::new(seed));
    let mut extends = 0;
    against_chef(9, 12, seed, |seat, setup, state| {
        if seat == 0 {
            return me
                .choose(setup, state, 0, Default::default(), None)
                .unwrap();
        }
        let mut reasoning = gridlab::thinking::Reasoning::inside();
        let mv = chef.choose(setup, state, 1, Default::default(), None);
        let seen = looked_at.choose(setup, state, 1, Default::default(), Some(&mut reasoning));
        assert_eq!(mv, seen, "looking inside changes no move");
        let line = reasoning.line.unwrap();
        let thoughts = reasoning.into_thoughts();
        assert_eq!(thoughts.last().map(|t| t.line), Some(line));
        if let Some(SnakeMove::Extend { to, .. }) = mv {
            extends += 1;
            // His lines in order: no FREEZE drawn, the ends' empty neighbours, the draw.
            let lines: Vec<u8> = thoughts.iter().map(|t| t.line).collect();
            assert_eq!(lines, [2, 3, 5]);
            let cell = gridlab::grid::Cell::new(i32::from(to.row), i32::from(to.col));
            assert!(matches!(
                &thoughts[1].events[..],
                [gridlab::trace::TraceEvent::Cells { layer: "next", cells }] if cells.contains(&cell)
            ));
        }
        mv.unwrap()
    });
    assert!(extends > 10, "{extends} extensions");
}

/// The value of a sum as the sentences write it (`4 x hug 10 - 32 x ring 3 + 30`).
fn evaluate(sum: &str) -> i64 {
    let (mut total, mut sign, mut term) = (0, 1, 1);
    for word in sum.split(' ') {
        match word {
            "+" | "-" => {
                total += sign * term;
                (sign, term) = (if word == "-" { -1 } else { 1 }, 1);
            }
            "x" | "hug" | "ring" | "near" | "chef" | "nudge" => {}
            n => term *= n.parse::<i64>().unwrap(),
        }
    }
    total + sign * term
}

/// Plays `best` against Chef on a rows x cols board, handing each of best's moves to `check`
/// with the position before it and the sentence it said.
fn best_saying(
    rows: u16,
    cols: u16,
    seed: u64,
    mut check: impl FnMut(&SnakSetup, &SnakState, &SnakeMove, &str),
) {
    let mut best = SnakGame::bot("best", seed).unwrap();
    let mut chef = Chef::new(seed);
    against_chef(rows, cols, seed, |seat, setup, state| {
        if seat == 1 {
            return chef
                .choose(setup, state, 1, Default::default(), None)
                .unwrap();
        }
        let mut reasoning = gridlab::thinking::Reasoning::reason_only();
        let mv = best
            .choose(setup, state, 0, Default::default(), Some(&mut reasoning))
            .unwrap();
        check(setup, state, &mv, &reasoning.why);
        mv
    });
}

#[test]
fn best_says_its_score_as_a_sum_that_adds_up() {
    let mut sums = 0;
    best_saying(30, 40, 5, |_, _, _, why| {
        if let Some((_, said)) = why.split_once(" Its score: ") {
            let said = said.split('.').next().unwrap();
            let (sum, score) = said.split_once(" = ").unwrap();
            // The score, then what its terms are in words.
            let score = score.split(" (").next().unwrap();
            assert_eq!(evaluate(sum), score.parse::<i64>().unwrap(), "{why}");
            assert!(
                said.contains("(hug: occupied cells around the target"),
                "{why}"
            );
            sums += 1;
        }
    });
    assert!(sums > 100, "{sums} sums");
}

/// The empty neighbours of the cell written `(row, col)` (1-based) in a sentence of `best`.
fn empty_around(setup: &SnakSetup, state: &SnakState, said: &str) -> usize {
    let inner = said.trim_start_matches('(').trim_end_matches(')');
    let (row, col) = inner.split_once(", ").unwrap();
    let pos = gridlab::snakgame::board::Pos {
        row: row.parse::<u16>().unwrap() - 1,
        col: col.parse::<u16>().unwrap() - 1,
    };
    let index = setup.board.index(pos).unwrap();
    setup
        .board
        .neighbours(index)
        .filter(|&n| state.is_empty(&setup.board, n))
        .count()
}

#[test]
fn best_says_an_end_is_walled_in_only_by_the_move_that_does_it() {
    let mut said = 0;
    best_saying(24, 24, 3, |setup, state, mv, why| {
        if let Some((_, rest)) = why.split_once("This takes the last empty neighbour of end ") {
            // "A at (r, c): it is walled in for good": one empty neighbour before, none after.
            let cell = rest
                .split(" at ")
                .nth(1)
                .unwrap()
                .split(':')
                .next()
                .unwrap();
            let after = state.play(&setup.board, *mv).unwrap();
            assert_eq!(empty_around(setup, state, cell), 1, "{why}");
            assert_eq!(empty_around(setup, &after, cell), 0, "{why}");
            said += 1;
        }
    });
    assert!(said > 0, "the sentence was never said");
}
