//! `best` in a standoff (it and an opponent ending round after round on the same cell, so
//! neither takes it) and against a loop seen from its first straight side.

use gridlab::bttc::board::{Pos, AREA, NEUTRAL};
use gridlab::bttc::bots::best::Best;
use gridlab::bttc::bots::loops::{open_loops, HEADING_REACH};
use gridlab::bttc::bots::predict::forecast;
use gridlab::bttc::bots::sight::Sight;
use gridlab::bttc::bots::standoff::{stand_still, standoff};
use gridlab::bttc::bots::Clock;
use gridlab::bttc::Move;

fn at(x: u8, y: u8) -> Pos {
    Pos { x, y }
}

/// Two players that walked `mine` and `theirs` (their cells at the end of rounds 0, 1, ...),
/// owning `owned` (owner, cell) besides.
fn sight(mine: &[Pos], theirs: &[Pos], owned: &[(u8, Pos)]) -> Sight {
    let mut owner = vec![NEUTRAL; AREA];
    for &(o, c) in owned {
        owner[c.index()] = o;
    }
    Sight {
        round: mine.len() as u16,
        limit: 350,
        pos: vec![mine.last().copied(), theirs.last().copied()],
        back: vec![false, false],
        owner,
        trails: vec![mine.to_vec(), theirs.to_vec()],
        undone: Vec::new(),
        travelers: Vec::new(),
        going_back: Vec::new(),
    }
}

/// Both step back and forth between (14, 11) and (14, 12) together, neither owning them.
fn rocking(owned: &[(u8, Pos)]) -> Sight {
    let walk = [
        at(14, 9),
        at(14, 10),
        at(14, 11),
        at(14, 12),
        at(14, 11),
        at(14, 12),
    ];
    let theirs = [
        at(16, 12),
        at(15, 12),
        at(14, 11),
        at(14, 12),
        at(14, 11),
        at(14, 12),
    ];
    sight(&walk, &theirs, owned)
}

#[test]
fn a_standoff_is_seen_when_level_or_behind_and_not_when_ahead() {
    assert_eq!(standoff(&rocking(&[])), Some(1));
    assert_eq!(standoff(&rocking(&[(1, at(0, 0))])), Some(1));
    assert_eq!(
        standoff(&rocking(&[(0, at(0, 0))])),
        None,
        "ahead: it keeps the standoff"
    );
    // Meeting on a cell once or twice is no standoff.
    let walk = [at(14, 9), at(14, 10), at(14, 11), at(14, 12)];
    let theirs = [at(16, 12), at(15, 12), at(15, 11), at(14, 12)];
    assert_eq!(standoff(&sight(&walk, &theirs, &[])), None);
}

#[test]
fn a_dance_round_one_cell_is_a_standoff() {
    // Back to the Code against `paths`, seed 6: both step onto (20, 11), the cell that closes
    // each one's loop, on every other round, and back to their own cells between; 150 rounds
    // so, and the game ran out 312 - 324 with the board far from full.
    let walk = [
        at(20, 12),
        at(20, 11),
        at(19, 11),
        at(20, 11),
        at(20, 12),
        at(20, 11),
    ];
    let theirs = [
        at(20, 10),
        at(20, 11),
        at(21, 11),
        at(20, 11),
        at(20, 10),
        at(20, 11),
    ];
    assert_eq!(standoff(&sight(&walk, &theirs, &[])), Some(1));
    // Between two meetings (not on the cell together now) it moves as usual.
    assert_eq!(standoff(&sight(&walk[..5], &theirs[..5], &[])), None);
}

#[test]
fn best_stands_still_on_some_rounds_of_a_standoff_and_searches_on_the_others() {
    let (mut stills, mut moves) = (0, 0);
    for round in 6..40u16 {
        let mut s = rocking(&[]);
        s.round = round;
        let me = s.me();
        let mut clock = Clock::work(2_000);
        let m = Best::new().decide(&s, &mut clock, None);
        if stand_still(round, me, s.trails[0][0]) {
            assert_eq!(m, Move::To(me), "round {round}: stands still");
            stills += 1;
        } else {
            assert_ne!(m, Move::To(me), "round {round}: moves on");
            moves += 1;
        }
    }
    assert!(
        stills >= 8 && moves >= 8,
        "{stills} rounds still, {moves} on"
    );
}

#[test]
fn a_loop_is_forecast_from_its_first_straight_side() {
    // The opponent owns a block at the bottom left and walks up column 9 from it: the rectangle
    // its trip spans is one cell wide, but walking on (straight to the top border, then round
    // along the borders back to its land) it closes a loop.
    let mut owned = Vec::new();
    for x in 0..12 {
        for y in 15..20 {
            owned.push((1, at(x, y)));
        }
    }
    let theirs: Vec<Pos> = (8..=15).rev().map(|y| at(9, y)).collect();
    for c in &theirs[1..] {
        owned.push((1, *c));
    }
    let mine: Vec<Pos> = (0..theirs.len()).map(|k| at(30, k as u8)).collect();
    for c in &mine {
        owned.push((0, *c));
    }
    let s = sight(&mine, &theirs, &owned);
    let scores: Vec<Vec<u32>> = (0..theirs.len())
        .map(|k| vec![k as u32 + 1, 60 + k as u32])
        .collect();
    let walks = forecast(&s, HEADING_REACH, true);
    let loops = open_loops(&s, &scores, &walks);
    assert_eq!(loops.len(), 1, "{loops:?}");
    let l = &loops[0];
    assert_eq!(l.capture.player, 1);
    assert!(
        l.capture.cells.len() >= 30,
        "{} cells",
        l.capture.cells.len()
    );
    assert!(l.rect.width() >= 3 && l.rect.height() >= 3, "{:?}", l.rect);
}

/// Up and down four cells of column 29 for 9 rounds.
fn up_and_down() -> Vec<Pos> {
    [9, 8, 9, 10, 11, 10, 9, 8, 9]
        .iter()
        .map(|&y| at(29, y))
        .collect()
}

#[test]
fn a_bot_going_round_in_circles_does_not_step_back() {
    use gridlab::bttc::bots::paths::circling;
    // Up and down a column of its own land: after 8 rounds on 4 cells, no stepping back.
    let column = up_and_down();
    assert_eq!(circling(&column), Some(at(29, 8)));
    // Rocking between two cells.
    let rock: Vec<Pos> = (0..9).map(|k| at(22 + (k % 2) as u8, 8)).collect();
    assert_eq!(circling(&rock), Some(at(23, 8)));
    // Walking a side of a loop is not circling, nor is a short game.
    let side: Vec<Pos> = (0..9).map(|k| at(k, 3)).collect();
    assert_eq!(circling(&side), None);
    assert_eq!(circling(&column[..8]), None);
}

#[test]
fn best_says_when_it_will_not_step_back() {
    // Up and down a column of its own land, the opponent far away.
    let column = up_and_down();
    let theirs: Vec<Pos> = (0..9).map(|k| at(3 + k, 15)).collect();
    let owned: Vec<(u8, Pos)> = (8..12).map(|y| (0, at(29, y))).collect();
    let s = sight(&column, &theirs, &owned);
    let mut why = gridlab::thinking::Reasoning::reason_only();
    let m = Best::new().decide(&s, &mut Clock::work(2_000), Some(&mut why));
    assert_ne!(m, Move::To(at(29, 8)), "{}", why.why);
    assert!(
        why.why
            .contains("stood on at most 4 cells for 8 rounds, so it does not step back to (29, 8)"),
        "{}",
        why.why
    );
}

#[test]
fn two_bots_alike_in_one_standoff_stand_still_on_different_rounds() {
    // Both `best`, level, rocking together: if they stood still on the same rounds the
    // standoff would never break. Their start cells differ, and so do their rounds.
    let differ = (6..60u16)
        .filter(|&r| {
            stand_still(r, at(14, 12), at(14, 9)) != stand_still(r, at(14, 12), at(16, 12))
        })
        .count();
    assert!(differ >= 10, "{differ} of 54 rounds differ");
}
