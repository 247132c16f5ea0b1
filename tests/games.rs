//! The crate's map keeps "Adding a game" true: every registered game has fixed replays (hashed by
//! `tests/model_hashes.rs`), every game in the menus has a page smoke test and introduces itself
//! (the front door's line and first-time hint), and no test fixture is in the menus.
//!
//! The page smoke test of a game `<id>` is `e2e/<id>.spec.js` (with `-` written `_`, so
//! `king-chase` is `e2e/king_chase.spec.js`), and it names the game's id.

use gridlab::games;

#[test]
fn every_registered_game_has_fixed_replays() {
    for entry in games::games() {
        let id = (entry.info)().id;
        assert!(
            !(entry.fixtures)().is_empty(),
            "{id} has no fixed replays: list some in its entry (entry() in its folder's mod.rs)"
        );
    }
}

#[test]
fn every_game_in_the_menus_has_a_page_smoke_test() {
    for info in games::infos().into_iter().filter(|i| !i.hidden) {
        let name = format!("{}.spec.js", info.id.replace('-', "_"));
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("e2e")
            .join(&name);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|_| panic!("{} has no page smoke test e2e/{name}", info.id));
        assert!(
            text.contains(info.id),
            "e2e/{name} never names the game's id {:?}",
            info.id
        );
    }
}

#[test]
fn every_game_in_the_menus_introduces_itself() {
    for info in games::infos().into_iter().filter(|i| !i.hidden) {
        let intro = info.intro;
        assert!(
            !intro.line.is_empty() && intro.line.len() <= 200,
            "{}: the front door's line must be one line (1 to 200 bytes)",
            info.id
        );
        assert!(
            (2..=3).contains(&intro.try_first.len()),
            "{}: the first-time hint names two or three things to try",
            info.id
        );
    }
}

#[test]
fn the_test_fixtures_are_hidden_from_the_menus() {
    let fill = games::game("bench-fill").map(|e| (e.info)());
    assert!(
        fill.is_some_and(|i| i.hidden),
        "bench-fill must be registered and hidden"
    );
}

#[test]
fn every_game_types_the_modes_it_describes() {
    for entry in games::games() {
        let id = (entry.info)().id;
        if let Err(e) = (entry.check_modes)() {
            panic!("{id}: {e}");
        }
    }
}
