//! What the page reads from each game's description agrees with what the game does: every event
//! a watched game marks on the timeline is one of the description's marker kinds (the keys help
//! and the markers' colours come from there), a drag starts from a piece kind the game's frames
//! draw, and a comparison names a choice parameter whose choices are the game's bots, with its
//! default bot among them.

use gridlab::games as registry;
use gridlab::model::View;

/// A new game of `id` in `mode` with the default parameters.
fn open(
    info: &gridlab::model::GameInfo,
    mode: &str,
    seed: u64,
) -> Box<dyn gridlab::model::Session> {
    let mut params = serde_json::Map::new();
    for p in info.params {
        params.insert(p.key.to_string(), p.default.into());
    }
    params.insert("mode".to_string(), mode.into());
    registry::open_new(info.id, serde_json::Value::Object(params), seed)
        .unwrap_or_else(|e| panic!("{} does not open in {mode}: {e}", info.id))
}

#[test]
fn every_marked_event_is_a_described_marker_kind() {
    let mut marked = 0;
    for entry in registry::games() {
        let info = (entry.info)();
        let Some(watch) = info.modes.iter().find(|m| m.person.is_none()) else {
            continue;
        };
        for seed in 1..=3 {
            let mut lab = open(info, watch.id, seed);
            let marks = lab.marks();
            for name in &marks.event_names {
                assert!(
                    info.markers.iter().any(|m| m.name == *name),
                    "{} marks \"{name}\", which its description's markers do not list",
                    info.id
                );
            }
            marked += marks.event_names.len();
        }
    }
    assert!(
        marked > 0,
        "no game marked any event: the check checked nothing"
    );
}

#[test]
fn drags_start_from_pieces_the_frames_draw() {
    for entry in registry::games() {
        let info = (entry.info)();
        if info.drag_from.is_empty() {
            continue;
        }
        let watch = info.modes.iter().find(|m| m.person.is_none());
        let mode = watch.map_or(info.modes[0].id, |m| m.id);
        let mut lab = open(info, mode, 1);
        let steps = lab.summary().steps;
        let frame = lab
            .frame(steps / 2, &View::all(info))
            .unwrap_or_else(|e| panic!("{}: no frame: {e}", info.id));
        for kind in info.drag_from {
            assert!(
                frame.pieces.iter().any(|p| p.kind == *kind),
                "{}: a drag starts from \"{kind}\" pieces, but the frame draws none",
                info.id
            );
        }
    }
}

#[test]
fn a_comparison_names_a_choice_parameter_and_a_bot_among_its_values() {
    for entry in registry::games() {
        let info = (entry.info)();
        let Some(compare) = info.compare else {
            continue;
        };
        let names = info
            .param(compare.param)
            .and_then(|p| p.choices())
            .unwrap_or_else(|| panic!("{}: no choices for \"{}\"", info.id, compare.param));
        assert!(
            names.contains(&compare.default),
            "{}: the default bot \"{}\" is not among {names:?}",
            info.id,
            compare.default
        );
        assert!(
            compare.caption.contains("{bot}"),
            "{}: the caption names no bot",
            info.id
        );
    }
}

#[test]
fn a_comparison_menu_lists_the_games_bots_in_their_order() {
    for contest in registry::contests() {
        let Some(entry) = registry::game(contest.id) else {
            continue;
        };
        let info = (entry.info)();
        let Some(compare) = info.compare else {
            continue;
        };
        let menu = info.param(compare.param).and_then(|p| p.choices());
        let bots: Vec<&str> = (contest.bots)().iter().map(|b| b.name).collect();
        assert_eq!(menu, Some(bots.as_slice()), "{}", info.id);
    }
}
