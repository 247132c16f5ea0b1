//! Back to the Code in the lab and the model: whole games between bots for 2 to 4 players
//! keep every invariant (a cell changes owner only by a time travel, scores are owned counts,
//! the replay reproduces every position), a time travel shows on the timeline, and a person can
//! play with the keyboard's moves.

use gridlab::bttc::bots::{BotAgent, Clock};
use gridlab::bttc::{play_round, Bttc, Layout, Move, Setup, State};
use gridlab::games;
use gridlab::model::{Rules, View};
use gridlab::replay::Replay;
use gridlab::rng::SeededRng;

/// Plays a whole game with these bots (a deterministic work budget), checking the invariants
/// after every round; returns the moves.
fn bot_game(setup: &Setup, bots: &[&str], seed: u64) -> (State, Vec<Vec<Move>>) {
    let mut agents: Vec<BotAgent> = bots.iter().map(|b| BotAgent::named(b).unwrap()).collect();
    let mut state = State::start(setup);
    let mut rounds = Vec::new();
    let mut rng = SeededRng::new(seed);
    while !state.over() {
        let moves: Vec<Move> = state
            .active_players()
            .into_iter()
            .map(|p| {
                // Now and then a random BACK, to exercise time travel.
                if state.back_left(p) && rng.chance(1, 60) {
                    Move::Back(1 + rng.index(25) as u8)
                } else {
                    agents[p].decide(&state, p, &mut Clock::work(3_000), None)
                }
            })
            .collect();
        let next = play_round(setup, &state, &moves).unwrap();
        Bttc::check(setup, &next).unwrap();
        let (a, b) = (state.owners(), next.owners());
        for i in 0..a.len() {
            let changed_owner = a[i] != 255 && a[i] != b[i];
            assert!(
                !changed_owner || next.travelled() > 0,
                "a cell changed owner without a time travel"
            );
        }
        assert_eq!(
            next.scores().iter().sum::<u32>() as usize + next.neutral_count(),
            700
        );
        state = next;
        rounds.push(moves);
    }
    (state, rounds)
}

#[test]
fn bot_games_keep_every_invariant_and_replay_exactly() {
    for players in 2..=4 {
        for seed in 0..(5 - players as u64) {
            let setup = Setup::from_seed(players, Layout::Random, seed).unwrap();
            let bots = ["nearest", "rectangles", "paths", "best"];
            let (end, rounds) = bot_game(&setup, &bots[..players], seed);
            assert!(end.over());
            // The replay of the same moves reproduces the game.
            let mut again = State::start(&setup);
            for m in &rounds {
                again = play_round(&setup, &again, m).unwrap();
            }
            assert_eq!(again, end);
        }
    }
}

fn open(params: serde_json::Value, seed: u64) -> Box<dyn gridlab::model::Session> {
    games::open(&Replay::new("bttc", params, seed)).unwrap()
}

#[test]
fn a_time_travel_shows_as_a_jump_back_on_the_timeline() {
    let mut lab = open(serde_json::json!({"mode": "play", "players": 2}), 3);
    for k in 0..12 {
        let steps = lab.summary().steps;
        let mv = if k == 10 { "BACK 6" } else { "17 10" };
        lab.play(steps - 1, mv).unwrap();
    }
    let steps = lab.summary().steps;
    let view = View::all(&gridlab::bttc::info::INFO);
    let text = lab.text(steps - 1).unwrap();
    assert!(text.starts_with("round 6 real 12"), "{text}");
    let marks = lab.marks();
    assert!(marks.turns.windows(2).all(|w| w[0] <= w[1]));
    let frame = lab.frame(steps - 2, &view).unwrap();
    assert!(frame.note.contains("goes back 6 rounds"), "{}", frame.note);
    // A step off the board is refused, not played.
    let replay = lab.replay();
    assert_eq!(replay.actions.len(), 12);
}

#[test]
fn a_person_plays_a_whole_game_with_the_keyboard() {
    let mut lab = open(
        serde_json::json!({"mode": "play", "players": 3, "bot1": 1, "bot2": 0}),
        5,
    );
    let keys = ["up", "left", "down", "right"];
    let mut k = 0;
    while lab.summary().awaits_person {
        let steps = lab.summary().steps;
        // Walk squares of growing size; a refused step (the edge) turns.
        let mv = keys[(k / 5) % 4];
        if lab.play(steps - 1, mv).is_err() {
            k += 5;
        }
        k += 1;
        assert!(k < 5000);
    }
    let summary = lab.summary();
    assert!(summary.report.unwrap().verdict.starts_with("You finished"));
    lab.check().unwrap();
}

/// A replay of a match from the page whose program was put out says why at the round it went
/// out; a reason given for a seat no program played is not told, and a malformed reason is an
/// error that names the setting.
#[test]
fn a_program_put_out_is_told_so_with_why() {
    let why = "no answer within 100 ms";
    let replay = |outs: serde_json::Value| {
        let params =
            serde_json::json!({"mode": "watch", "players": 2, "programs": [0], "outs": outs});
        let mut replay = Replay::new("bttc", params, 3);
        replay.actions = vec![
            serde_json::json!(["17 10", "5 5"]),
            serde_json::json!(["out", "5 6"]),
            serde_json::json!(["5 7"]),
        ];
        replay
    };
    let notes = |lab: &mut Box<dyn gridlab::model::Session>| -> Vec<String> {
        let view = View::all(&gridlab::bttc::info::INFO);
        (0..lab.summary().steps)
            .map(|s| lab.frame(s, &view).unwrap().note)
            .collect()
    };
    let mut lab = games::open(&replay(serde_json::json!([why, null]))).unwrap();
    let told: Vec<String> = notes(&mut lab)
        .into_iter()
        .filter(|n| n.contains("put out"))
        .collect();
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(
        told[0].contains(&format!("P0 is put out: {why}")),
        "{told:?}"
    );
    // Seat 1 played no program: a reason in its name is dropped.
    let mut lab = games::open(&replay(serde_json::json!([null, why]))).unwrap();
    assert!(notes(&mut lab).iter().all(|n| !n.contains("put out")));
    // A reason that is not text says which setting is wrong.
    let err = games::open(&replay(serde_json::json!([1, null])))
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("outs[0]"), "{err}");
}

/// The "+gain cells in steps" pairs a move's sentence names (a spoil's sentence names its gain
/// apart from the spoiled capture's worth, which the plan's label does not).
fn named_paths(note: &str) -> Vec<String> {
    let mut out = Vec::new();
    let sentences = note.lines().filter(|l| !l.contains("spoiling is worth"));
    for part in sentences.flat_map(|l| l.split('+').skip(1)) {
        let gain: String = part.chars().take_while(char::is_ascii_digit).collect();
        // "+27 cells in 22 steps", or "over all its 22 steps" after a first loop named; with
        // stakes in the gain, not all of it is cells: "+29 in 22 steps".
        let after = &part[gain.len()..];
        let after = after.strip_prefix(" cells").unwrap_or(after);
        let Some(rest) = after
            .strip_prefix(" in ")
            .or_else(|| after.strip_prefix(" over all its "))
        else {
            continue;
        };
        let steps: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if !gain.is_empty() && !steps.is_empty() {
            out.push(format!("+{gain} in {steps}"));
        }
    }
    out
}

#[test]
fn the_plans_drawn_are_the_ones_the_sentence_names() {
    // The layers show what each bot considered for the move just shown, as its sentence says:
    // a plan drawn one move late, or by a bot that forgot its last plan or the timeline a time
    // travel undid, names other numbers.
    let (mut agree, mut named) = (0, 0);
    for seed in 1..=3 {
        let params = serde_json::json!({"mode": "watch", "players": 2, "bot0": 3, "bot1": 2});
        let mut lab = games::open(&Replay::new("bttc", params, seed)).unwrap();
        let view = View::all(lab.info());
        let summary = lab.summary();
        for step in summary.prelude + 1..summary.steps.min(summary.prelude + 200) {
            let frame = lab.frame(step, &view).unwrap();
            let plans: Vec<&str> = frame
                .tags
                .iter()
                .filter(|t| t.layer == "plan")
                .map(|t| t.text.as_str())
                .collect();
            for path in named_paths(&frame.note) {
                named += 1;
                agree += usize::from(plans.iter().any(|p| p.starts_with(&path)));
            }
            // Each bot's labels name its seat (the page writes them in the seat's colour).
            assert!(frame.tags.iter().all(|t| t.seat.is_some()), "step {step}");
        }
    }
    // Seed 1 has a time travel at step 154: the bot drawing the layers played the turn before
    // it too, so it expects the undone timeline as the bot that played did.
    assert!(named > 800, "{named} paths named");
    assert_eq!(agree, named, "plans drawn as the sentences name them");
}

#[test]
fn each_players_path_is_drawn_in_its_own_colour_and_the_session_names_its_bots() {
    let mut lab = open(serde_json::json!({"mode": "watch", "players": 3}), 2);
    let view = View::all(&gridlab::bttc::info::INFO);
    let frame = lab.frame(30, &view).unwrap();
    let seats: Vec<Option<usize>> = frame
        .overlays
        .iter()
        .filter(|o| o.layer == "trails")
        .map(|o| o.seat)
        .collect();
    assert_eq!(seats, vec![Some(0), Some(1), Some(2)]);
    let style = gridlab::bttc::info::INFO.layer("trails").unwrap().style;
    assert!(style.by_seat && !style.casing);
    // The bots in the seats, as the page's layer toggles compare them with who draws what.
    assert_eq!(lab.summary().agents.len(), 3);
}

/// A view of one seat draws that seat's bot's layers alone; the game's own (the trails) stay
/// for every seat.
#[test]
fn a_view_of_one_seat_draws_that_bots_layers_alone() {
    let mut lab = open(
        serde_json::json!({"mode": "watch", "players": 2, "bot1": 3}),
        2,
    );
    let info = &gridlab::bttc::info::INFO;
    let by_bots = |layer: &str| info.layer(layer).is_some_and(|l| !l.drawn_by.is_empty());
    let drawers = |frame: &gridlab::model::frame::Frame| {
        let mut seats: Vec<Option<usize>> = (frame.overlays.iter())
            .filter(|o| by_bots(o.layer))
            .map(|o| o.seat)
            .chain(
                frame
                    .tags
                    .iter()
                    .filter(|t| by_bots(t.layer))
                    .map(|t| t.seat),
            )
            .collect();
        seats.sort();
        seats.dedup();
        seats
    };
    let all = lab.frame(30, &View::all(info)).unwrap();
    assert_eq!(drawers(&all), vec![Some(0), Some(1)]);
    for seat in 0..2 {
        let view = View {
            seat: Some(seat),
            ..View::all(info)
        };
        let one = lab.frame(30, &view).unwrap();
        assert_eq!(drawers(&one), vec![Some(seat)]);
        let trails = one.overlays.iter().filter(|o| o.layer == "trails").count();
        assert_eq!(trails, 2);
    }
}

#[test]
fn a_bot_says_when_it_gives_up_a_loop_an_opponent_spoiled() {
    // best against paths (the default), watched: best spoils paths' loops by standing inside.
    let mut lab = open(serde_json::json!({"mode": "watch", "players": 2}), 1);
    let view = View::all(&gridlab::bttc::info::INFO);
    let steps = lab.summary().steps;
    let said: Vec<String> = (0..steps)
        .map(|s| lab.frame(s, &view).unwrap().note)
        .filter(|note| note.contains("that plan is given up"))
        .collect();
    assert!(
        !said.is_empty(),
        "no move said that a spoiled loop was given up"
    );
    assert!(
        said.iter()
            .all(|n| n.contains("but an opponent stands inside it at (")),
        "{said:?}"
    );
    eprintln!("{} of {steps} steps: {}", said.len(), said[0]);
}

#[test]
fn a_rate_is_said_with_the_sum_that_makes_it() {
    // "rate (39 + 20) / (23 + 20) = 1.372": the cells, the steps, the smoothing and the result.
    let mut lab = open(serde_json::json!({"mode": "watch", "players": 2}), 1);
    let view = View::all(&gridlab::bttc::info::INFO);
    let mut said = 0;
    for step in 1..120 {
        let note = lab.frame(step, &view).unwrap().note;
        for part in note.split("rate (").skip(1) {
            let numbers: Vec<f64> = part
                .split(['(', ')', '+', '/', '=', ' ', ',', ';', ':'])
                .filter_map(|w| w.trim_end_matches('.').parse().ok())
                .take(5)
                .collect();
            let [gained, smooth, steps, again, rate] = numbers[..] else {
                panic!("step {step}: {part}");
            };
            assert_eq!((smooth, again), (20.0, 20.0), "{part}");
            let made = (gained + smooth) / (steps + smooth);
            assert!((made - rate).abs() < 0.002, "step {step}: {part}");
            said += 1;
        }
    }
    assert!(said > 100, "{said} rates said");
}

#[test]
fn the_verdict_tells_how_each_players_cells_came() {
    use gridlab::bttc::story::{time_travels, Story};
    for players in 2..=4 {
        let seed = 10 + players as u64;
        let setup = Setup::from_seed(players, Layout::Random, seed).unwrap();
        let bots = ["best", "paths", "rectangles", "nearest"];
        let (end, rounds) = bot_game(&setup, &bots[..players], seed);
        // Who moved in each round: replayed.
        let mut states = vec![State::start(&setup)];
        for m in &rounds {
            let next = play_round(&setup, states.last().unwrap(), m).unwrap();
            states.push(next);
        }
        let backs = time_travels(&rounds, |k| states[k].active_players());
        let stories = Story::of(&end, &backs);
        let scores = end.scores();
        for (p, story) in stories.iter().enumerate() {
            assert_eq!(story.cells, scores[p], "player {p}");
            let captured: u32 = story.captures.iter().map(|&(_, n)| n).sum();
            assert_eq!(story.walked + captured, story.cells, "player {p}");
            assert!(story.captures.windows(2).all(|w| w[0].0 < w[1].0));
            assert!(story
                .captures
                .iter()
                .all(|&(round, n)| round >= 1 && round < end.round() && n > 0));
            // Its BACK is told when, and only when, it went back.
            assert_eq!(story.back.is_some(), !end.back_left(p), "player {p}");
            if let Some((real, n)) = story.back {
                let k = real as usize - 1;
                let mover = states[k]
                    .active_players()
                    .iter()
                    .position(|&q| q == p)
                    .unwrap();
                assert_eq!(rounds[k][mover], Move::Back(n));
            }
        }
    }
    // The page's verdict names each player's cells.
    let mut lab = open(serde_json::json!({"mode": "watch", "players": 3}), 4);
    let verdict = lab.summary().report.unwrap().verdict;
    let scores: Vec<u32> = verdict
        .split_once("Scores ")
        .and_then(|(_, s)| s.split_once(" after"))
        .map(|(s, _)| s.split(", ").map(|x| x.parse().unwrap()).collect())
        .unwrap();
    let bots = ["best", "paths", "rectangles"];
    for (p, cells) in scores.iter().enumerate() {
        let told = format!("Player {p} ({}): {cells} cells: ", bots[p]);
        assert!(verdict.contains(&told), "{verdict}");
    }
}

#[test]
fn the_hint_s_time_travel_is_where_it_says() {
    // The first-time hint sends a learner to seed 12, round 36, to watch best go back in time.
    let hint = gridlab::bttc::info::INFO.intro.try_first[0];
    assert!(hint.contains("seed 12, round 36"), "{hint}");
    let mut lab = open(serde_json::json!({"mode": "watch"}), 12);
    let view = View::all(&gridlab::bttc::info::INFO);
    let frame = lab.frame(36, &view).unwrap();
    assert!(
        frame.note.starts_with("Round 36 (real 36): P0 BACK 9;")
            && frame
                .note
                .contains("Player 0 (best): BACK 9: goes back 9 rounds to spoil the capture"),
        "{}",
        frame.note
    );
}
