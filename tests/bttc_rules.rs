//! Back to the Code's rules, one at a time, on small hand-made boards.

use gridlab::bttc::board::{Pos, AREA, NEUTRAL};
use gridlab::bttc::protocol::{first_line, turn_input, Turn};
use gridlab::bttc::{play_round, End, Move, Setup, State};

fn at(x: u8, y: u8) -> Pos {
    Pos { x, y }
}

fn to(x: u8, y: u8) -> Move {
    Move::To(at(x, y))
}

/// The border of the rectangle (x0, y0)-(x1, y1), walked clockwise from its top-left corner.
fn ring(x0: u8, y0: u8, x1: u8, y1: u8) -> Vec<Pos> {
    let mut out = Vec::new();
    out.extend((x0..=x1).map(|x| at(x, y0)));
    out.extend((y0 + 1..=y1).map(|y| at(x1, y)));
    out.extend((x0..x1).rev().map(|x| at(x, y1)));
    out.extend((y0 + 1..y1).rev().map(|y| at(x0, y)));
    out
}

/// A board where each player walked `walks[p]` (owning every cell of it); players without a
/// walk stand on their start. Every path is padded to one length by staying put.
fn board(walks: Vec<Vec<Pos>>) -> (Setup, State) {
    let setup = Setup::new(walks.iter().map(|w| w[0]).collect()).unwrap();
    let mut owner = vec![NEUTRAL; AREA];
    for (p, w) in walks.iter().enumerate() {
        for c in w {
            owner[c.index()] = p as u8;
        }
    }
    let len = walks.iter().map(Vec::len).max().unwrap();
    let trails: Vec<Vec<Pos>> = walks
        .into_iter()
        .map(|mut w| {
            let last = *w.last().unwrap();
            w.resize(len, last);
            w
        })
        .collect();
    let n = trails.len();
    let state = State::from_parts(&setup, owner, trails, vec![true; n]).unwrap();
    (setup, state)
}

/// Player 0 walked the ring (5,5)-(8,8) but its last cell, (5,6): stepping there closes it.
fn almost_closed() -> Vec<Pos> {
    let mut r = ring(5, 5, 8, 8);
    r.pop();
    r
}

fn set(state: &State, setup: &Setup, cells: &[(Pos, u8)]) -> State {
    let mut owner = state.owners().to_vec();
    for &(c, o) in cells {
        owner[c.index()] = o;
    }
    let trails = (0..state.players())
        .map(|p| state.trail(p).to_vec())
        .collect();
    State::from_parts(setup, owner, trails, vec![true; state.players()]).unwrap()
}

#[test]
fn closing_a_ring_captures_its_inside() {
    let (setup, state) = board(vec![almost_closed(), vec![at(20, 10)]]);
    let next = play_round(&setup, &state, &[to(5, 6), to(20, 10)]).unwrap();
    // 12 ring cells and the 2 x 2 inside.
    assert_eq!(next.scores(), vec![16, 1]);
    assert_eq!(next.taken_round(at(6, 6)), Some(state.round()));
}

#[test]
fn a_diagonal_gap_inside_still_encloses_as_one_region() {
    let (setup, state) = board(vec![almost_closed(), vec![at(20, 10)]]);
    // Inside, (7,6) and (6,7) are already player 0's: the two neutral cells touch only at a
    // corner, and the 8-connected fill takes them as one region.
    let state = set(&state, &setup, &[(at(7, 6), 0), (at(6, 7), 0)]);
    let next = play_round(&setup, &state, &[to(5, 6), to(20, 10)]).unwrap();
    assert_eq!(next.owner(at(6, 6)), Some(0));
    assert_eq!(next.owner(at(7, 7)), Some(0));
    assert_eq!(next.scores()[0], 16);
}

#[test]
fn a_diagonal_gap_in_the_wall_leaks() {
    let (setup, state) = board(vec![almost_closed(), vec![at(20, 10)]]);
    // The corner (8,8) is neutral: the inside touches it diagonally and runs out to the edge.
    let state = set(&state, &setup, &[(at(8, 8), NEUTRAL)]);
    let next = play_round(&setup, &state, &[to(5, 6), to(20, 10)]).unwrap();
    assert_eq!(next.owner(at(6, 6)), None);
    assert_eq!(next.scores()[0], 11);
}

#[test]
fn an_enclosure_touching_the_border_is_not_taken() {
    // A U against the left edge; stepping back onto (1,8) checks the region inside, which
    // reaches x = 0.
    let walk = vec![
        at(0, 5),
        at(1, 5),
        at(2, 5),
        at(3, 5),
        at(3, 6),
        at(3, 7),
        at(3, 8),
        at(2, 8),
        at(1, 8),
        at(0, 8),
    ];
    let (setup, state) = board(vec![walk, vec![at(20, 10)]]);
    let next = play_round(&setup, &state, &[to(1, 8), to(20, 10)]).unwrap();
    assert_eq!(next.owner(at(1, 6)), None);
    assert_eq!(next.owner(at(0, 6)), None);
    // A ring whose wall is on the edge, with an inside off the edge, is taken.
    let (setup, state) = board(vec![
        {
            let mut r = ring(0, 5, 3, 8);
            r.pop();
            r
        },
        vec![at(20, 10)],
    ]);
    let next = play_round(&setup, &state, &[to(0, 6), to(20, 10)]).unwrap();
    assert_eq!(next.owner(at(1, 6)), Some(0));
    assert_eq!(next.scores()[0], 16);
}

#[test]
fn an_opponent_s_single_cell_spoils_an_enclosure() {
    let (setup, state) = board(vec![almost_closed(), vec![at(20, 10)]]);
    let state = set(&state, &setup, &[(at(7, 7), 1)]);
    let next = play_round(&setup, &state, &[to(5, 6), to(20, 10)]).unwrap();
    assert_eq!(next.owner(at(6, 6)), None);
    assert_eq!(next.scores(), vec![12, 2]);
    // The same cell on the wall instead of inside spoils it too.
    let (setup, state) = board(vec![almost_closed(), vec![at(20, 10)]]);
    let state = set(&state, &setup, &[(at(8, 6), 1)]);
    let next = play_round(&setup, &state, &[to(5, 6), to(20, 10)]).unwrap();
    assert_eq!(next.owner(at(6, 6)), None);
}

#[test]
fn two_players_on_one_neutral_cell_take_nothing() {
    let setup = Setup::new(vec![at(10, 10), at(12, 10)]).unwrap();
    let state = State::start(&setup);
    let next = play_round(&setup, &state, &[to(11, 10), to(11, 10)]).unwrap();
    assert_eq!(next.position(0), Some(at(11, 10)));
    assert_eq!(next.position(1), Some(at(11, 10)));
    assert_eq!(next.owner(at(11, 10)), None);
    assert_eq!(next.scores(), vec![1, 1]);
    // Once one leaves, the other takes it the next round.
    let next = play_round(&setup, &next, &[to(11, 10), to(12, 10)]).unwrap();
    assert_eq!(next.owner(at(11, 10)), Some(0));
}

#[test]
fn two_players_capture_in_the_same_round() {
    let mut other = ring(15, 5, 18, 8);
    other.pop();
    let (setup, state) = board(vec![almost_closed(), other]);
    let next = play_round(&setup, &state, &[to(5, 6), to(15, 6)]).unwrap();
    assert_eq!(next.scores(), vec![16, 16]);
}

#[test]
fn a_back_in_round_one_is_used_up_and_does_nothing() {
    let setup = Setup::new(vec![at(10, 10), at(20, 10)]).unwrap();
    let state = State::start(&setup);
    let next = play_round(&setup, &state, &[Move::Back(5), to(25, 10)]).unwrap();
    assert_eq!(next.round(), 2);
    assert_eq!(next.position(0), Some(at(10, 10)));
    assert_eq!(next.position(1), Some(at(21, 10)));
    assert!(!next.back_left(0));
    assert_eq!(next.scores(), vec![1, 2]);
    // A second BACK puts the player out; its cells stay.
    let next = play_round(&setup, &next, &[Move::Back(1), to(25, 10)]).unwrap();
    assert!(!next.active(0));
    assert_eq!(next.scores(), vec![1, 3]);
    let input = turn_input(&next, 1);
    assert!(input.lines().nth(2) == Some("-1 -1 0"), "{input}");
    let next = play_round(&setup, &next, &[to(25, 10)]).unwrap();
    assert_eq!(next.scores(), vec![1, 4]);
}

/// Both players walk right for `rounds` rounds from (5,5) and (5,15).
fn walked(rounds: usize) -> (Setup, State) {
    let setup = Setup::new(vec![at(5, 5), at(5, 15)]).unwrap();
    let mut state = State::start(&setup);
    for _ in 0..rounds {
        state = play_round(&setup, &state, &[to(30, 5), to(30, 15)]).unwrap();
    }
    (setup, state)
}

#[test]
fn two_backs_in_one_round_add_up() {
    let (setup, state) = walked(9);
    assert_eq!(state.round(), 10);
    let next = play_round(&setup, &state, &[Move::Back(3), Move::Back(4)]).unwrap();
    // Round 10 - 7: the board and positions as at the end of round 2.
    assert_eq!(next.round(), 3);
    assert_eq!(next.real_round(), 10);
    assert_eq!(next.position(0), Some(at(7, 5)));
    assert_eq!(next.scores(), vec![3, 3]);
    assert!(!next.back_left(0) && !next.back_left(1));
    // The sum is capped at round - 1.
    let (setup, state) = walked(4);
    let next = play_round(&setup, &state, &[Move::Back(3), Move::Back(4)]).unwrap();
    assert_eq!(next.round(), 1);
    assert_eq!(next.scores(), vec![1, 1]);
    assert_eq!(next.position(1), Some(at(5, 15)));
}

#[test]
fn a_back_undoes_the_cells_taken_since() {
    let (setup, state) = walked(9);
    let next = play_round(&setup, &state, &[Move::Back(3), to(30, 15)]).unwrap();
    assert_eq!(next.round(), 7);
    assert_eq!(next.position(0), Some(at(11, 5)));
    assert_eq!(next.owner(at(12, 5)), None);
    assert_eq!(next.owner(at(11, 5)), Some(0));
    assert_eq!(next.scores(), vec![7, 7]);
}

#[test]
fn nobody_moving_for_25_rounds_ends_the_game() {
    let (setup, mut state) = walked(3);
    for k in 0..25 {
        assert!(!state.over(), "ended after {k} idle rounds");
        state = play_round(&setup, &state, &[to(8, 5), to(8, 15)]).unwrap();
    }
    assert_eq!(state.end(), Some(End::Idle));
    assert!(play_round(&setup, &state, &[to(8, 5), to(8, 15)]).is_err());
}

#[test]
fn a_settled_ranking_ends_the_game_one_round_later() {
    let setup = Setup::new(vec![at(1, 1), at(33, 18)]).unwrap();
    // Player 0 owns the top 15 rows (525 cells): player 1 can reach at most 175.
    let mut owner = vec![NEUTRAL; AREA];
    owner[..525].iter_mut().for_each(|o| *o = 0);
    owner[at(33, 18).index()] = 1;
    let trails = vec![vec![at(1, 1)], vec![at(33, 18)]];
    let state =
        State::from_parts(&setup, owner.clone(), trails.clone(), vec![false, false]).unwrap();
    let next = play_round(&setup, &state, &[to(1, 1), to(30, 18)]).unwrap();
    assert!(next.last_call() && !next.over());
    let last = play_round(&setup, &next, &[to(1, 1), to(30, 18)]).unwrap();
    assert_eq!(last.end(), Some(End::Decided));
    // With a BACK left, 25 rounds of cells may still be undone: the check waits for round 25.
    let state = State::from_parts(&setup, owner, trails, vec![false, true]).unwrap();
    let next = play_round(&setup, &state, &[to(1, 1), to(30, 18)]).unwrap();
    assert!(!next.last_call());
}

#[test]
fn the_protocol_relabels_ids_for_each_reader() {
    let setup = Setup::parse_positions("1,1 10,10 20,5").unwrap();
    let state = play_round(
        &setup,
        &State::start(&setup),
        &[to(2, 1), to(10, 11), Move::Back(2)],
    )
    .unwrap();
    assert_eq!(first_line(&state), "2\n");
    let input = turn_input(&state, 2);
    let lines: Vec<&str> = input.lines().collect();
    assert_eq!(&lines[..4], &["2", "20 5 0", "10 11 1", "2 1 1"]);
    assert_eq!(&lines[5][..3], ".22");
    for reader in 0..3 {
        let text = turn_input(&state, reader);
        let read = Turn::read(&mut text.lines(), 2).unwrap();
        assert_eq!(read, Turn::of(&state, reader));
    }
}
