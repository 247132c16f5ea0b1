//! The page's address read against the registered games' descriptions: good parameters apply,
//! bad ones are each named with the reason.

use gridlab::games;
use gridlab::model::address::{read_address, Address};

fn read(query: &[(&str, &str)]) -> Address {
    let pairs: Vec<(String, String)> = query
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    read_address(&pairs, &games::infos(), "king-chase")
}

#[test]
fn good_parameters_apply_and_bad_ones_are_each_named() {
    let a = read(&[
        ("size", "9999"),
        ("seed", "2"),
        ("mode", "xyz"),
        ("layers", "bogus,heat"),
        ("colour", "red"),
    ]);
    assert_eq!(a.seed, Some(2));
    assert_eq!(a.layers, Some(vec!["heat".to_string()]));
    let all = a.problems.join("\n");
    assert!(
        all.contains("size=\"9999\" was ignored: it is too large (at most 300)"),
        "{all}"
    );
    assert!(all.contains("mode=\"xyz\" was ignored"), "{all}");
    assert!(
        all.contains("layers=\"bogus,heat\": \"bogus\" is not a layer")
            && all.contains("; the others are shown"),
        "{all}"
    );
    assert!(all.contains("no setting called \"colour\""), "{all}");
    assert_eq!(a.problems.len(), 4);
    // No layer at all among them: ignored, the usual layers shown (not none).
    let b = read(&[("layers", "zzz")]);
    assert_eq!(b.layers, None);
    assert!(b.problems[0].starts_with("layers=\"zzz\" was ignored: \"zzz\" is not a layer"));
    // An empty list is the person's choice of no layers.
    assert_eq!(read(&[("layers", "")]).layers, Some(vec![]));
}

#[test]
fn the_game_decides_which_parameters_exist() {
    let a = read(&[
        ("game", "snake"),
        ("rows", "7"),
        ("cols", "11"),
        ("speed", "max"),
    ]);
    assert_eq!(a.game.as_deref(), Some("snake"));
    assert_eq!(a.params, vec![("rows".to_string(), 7)]);
    assert!(
        a.problems[0].contains("cols=\"11\" was ignored: it is too large (at most 10)"),
        "{:?}",
        a.problems
    );
    assert_eq!(a.speed.as_deref(), Some("max"));
    let b = read(&[("game", "chess")]);
    assert!(b.problems[0].contains("not a game here"));
}

#[test]
fn a_game_may_be_named_by_its_contest_code() {
    for (raw, id) in [
        ("CKCGAME", "king-chase"),
        ("ckc", "king-chase"),
        ("snakgame", "snakgame"),
        ("Kattis", "snake"),
    ] {
        let a = read(&[("game", raw)]);
        assert_eq!(a.game.as_deref(), Some(id), "{raw}");
        assert!(a.problems.is_empty(), "{raw}: {:?}", a.problems);
    }
    for raw in ["ck", "ckcgames", "chess"] {
        assert!(
            read(&[("game", raw)]).problems[0].contains("not a game here"),
            "{raw}"
        );
    }
}

#[test]
fn a_choice_is_taken_by_its_index_or_its_name() {
    let a = read(&[("game", "snakgame"), ("bot", "editorial"), ("type", "2")]);
    assert!(a.problems.is_empty(), "{:?}", a.problems);
    assert_eq!(
        a.params,
        vec![("bot".to_string(), 3), ("type".to_string(), 2)]
    );
    let b = read(&[("game", "bttc"), ("bot1", "best"), ("bot2", "nobody")]);
    assert_eq!(b.params, vec![("bot1".to_string(), 3)]);
    assert!(
        b.problems[0].contains("bot2=\"nobody\" was ignored")
            && b.problems[0].contains("nearest, rectangles, paths, best"),
        "{:?}",
        b.problems
    );
}

#[test]
fn the_second_board_is_named_by_its_bot_where_the_game_compares() {
    let a = read(&[("game", "snakgame"), ("compare", "editorial")]);
    assert_eq!(a.compare.as_deref(), Some("editorial"));
    assert!(a.problems.is_empty(), "{:?}", a.problems);
    let a = read(&[("game", "snakgame"), ("compare", "3")]);
    assert_eq!(a.compare.as_deref(), Some("editorial"));
    // Refused with the reason: no bot of that name; a game without a second board.
    let ignored = |game: &str, bot: &str, why: &str| {
        let a = read(&[("game", game), ("compare", bot)]);
        assert_eq!(a.compare, None);
        assert!(a.problems[0].contains(why), "{:?}", a.problems);
    };
    ignored(
        "snakgame",
        "nobody",
        "compare=\"nobody\" was ignored: the bot to compare is one of",
    );
    ignored(
        "king-chase",
        "editorial",
        "shows no second board to compare",
    );
}

#[test]
fn one_seats_layers_are_named_by_the_seats_id_or_number() {
    let a = read(&[("game", "bttc"), ("layers_of", "p1")]);
    assert_eq!(a.layers_of.as_deref(), Some("p1"));
    assert!(a.problems.is_empty(), "{:?}", a.problems);
    let a = read(&[("game", "bttc"), ("layers_of", "2")]);
    assert_eq!(a.layers_of.as_deref(), Some("p2"));
    let a = read(&[("game", "bttc"), ("layers_of", "p7")]);
    assert_eq!(a.layers_of, None);
    assert!(
        a.problems[0].contains(
            "layers_of=\"p7\" was ignored: the seats of Back to the Code are p0, p1, p2, p3"
        ),
        "{:?}",
        a.problems
    );
    let a = read(&[("game", "snake"), ("layers_of", "0")]);
    assert!(a.problems[0].contains("has one seat"), "{:?}", a.problems);
}

#[test]
fn the_code_panel_can_be_opened_by_the_address() {
    assert_eq!(read(&[("panel", "code")]).panel.as_deref(), Some("code"));
    let a = read(&[("panel", "layers")]);
    assert_eq!(a.panel, None);
    assert_eq!(
        a.problems,
        vec!["panel=\"layers\" was ignored: the panel an address opens is code (your own code)"]
    );
}
