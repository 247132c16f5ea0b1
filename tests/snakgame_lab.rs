//! Game of snakes in the lab: the score panel lists each side's finished snakes, longest first,
//! and agrees with the rules' own counts at every point of a game.

use gridlab::games;
use gridlab::model::View;
use gridlab::replay::Replay;

/// A watched game of the bot numbered `bot` on a rows x cols board, and the view of every layer.
fn watched(rows: u16, cols: u16, bot: u8, seed: u64) -> (Box<dyn gridlab::model::Session>, View) {
    let params = serde_json::json!({"mode": "watch", "rows": rows, "cols": cols, "bot": bot});
    let lab = games::open(&Replay::new("snakgame", params, seed)).unwrap();
    (lab, View::all(&gridlab::snakgame::info::INFO))
}

/// The panel's numbers at `step`, by key.
fn numbers(lab: &mut Box<dyn gridlab::model::Session>, step: usize) -> Vec<(String, String)> {
    let view = View::all(&gridlab::snakgame::info::INFO);
    let frame = lab.frame(step, &view).unwrap();
    frame
        .numbers
        .iter()
        .map(|n| (n.key.to_string(), n.value.clone()))
        .collect()
}

fn value<'a>(numbers: &'a [(String, String)], key: &str) -> Option<&'a str> {
    numbers
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

#[test]
fn the_panel_lists_every_finished_snake_longest_first() {
    let params = serde_json::json!({"mode": "watch", "rows": 14, "cols": 14, "bot": 1});
    let mut lab = games::open(&Replay::new("snakgame", params, 7)).unwrap();
    let steps = lab.summary().steps;
    for step in [0, steps / 3, steps / 2, steps - 1] {
        let n = numbers(&mut lab, step);
        // "K (finished score)" from the rules; the roll's count must agree.
        let snakes: usize = value(&n, "snakes")
            .and_then(|v| v.split(' ').next())
            .and_then(|v| v.parse().ok())
            .unwrap();
        let Some(roll) = value(&n, "your-roll") else {
            assert!(snakes <= 1, "no roll at step {step} with {snakes} snakes");
            continue;
        };
        let listed: Vec<u32> = roll
            .split(", ")
            .filter_map(|s| s.strip_prefix("L = "))
            .filter_map(|s| s.split(' ').next()?.parse().ok())
            .collect();
        let more: usize = roll
            .rsplit_once("and ")
            .and_then(|(_, m)| m.split(' ').next()?.parse().ok())
            .unwrap_or(0);
        assert!(listed.windows(2).all(|w| w[0] >= w[1]), "{roll}");
        let finished = listed.len() + more;
        // The current snake (if any) counts among the rules' snakes but is not finished.
        let current = usize::from(value(&n, "snake") != Some("none"));
        assert_eq!(finished + current, snakes, "step {step}: {roll}");
    }
}

#[test]
fn the_bot_layers_keep_the_history_of_cuts_while_the_frames_move_forward() {
    // The editorial on a 60 x 60 board: stepping forward, its layers come from a bot that
    // followed the game, so the cells where Chef cut its plans show (a bot started at the frame
    // would know of none).
    let (mut lab, view) = watched(60, 60, 3, 3);
    let steps = lab.summary().steps;
    let mut cuts = 0;
    for step in (1..steps.min(3_000)).step_by(2) {
        let frame = lab.frame(step, &view).unwrap();
        let cut = frame.overlays.iter().filter(|o| o.layer == "cut");
        cuts = cuts.max(cut.map(|o| o.cells.len()).sum::<usize>());
    }
    assert!(cuts > 0, "no cut shown in {steps} steps");
    // A jump back starts a bot a little before the frame; its layers still show a plan.
    let frame = lab.frame(steps / 4, &view).unwrap();
    assert!(frame.overlays.iter().any(|o| o.layer == "plan"));
}

/// The cells the `cut` layer shades in a frame.
fn cut_cells(frame: &gridlab::model::frame::Frame) -> Vec<u32> {
    let cut = frame.overlays.iter().filter(|o| o.layer == "cut");
    let mut cells: Vec<u32> = cut.flat_map(|o| o.cells.iter().copied()).collect();
    cells.sort_unstable();
    cells
}

#[test]
fn a_frame_shows_the_same_cuts_however_it_was_reached() {
    // The editorial says where Chef cut its plan since its last move: one turn's cuts, the same
    // when the frame is shown again after the next step, and one turn's when stepped to (its
    // plan may then differ: the editorial keeps an old plan unless a new one is longer, so its
    // plan depends on the moves it was asked before).
    let params = serde_json::json!({"mode": "watch", "rows": 30, "cols": 30, "bot": 3});
    let replay = Replay::new("snakgame", params, 5);
    let view = View::all(&gridlab::snakgame::info::INFO);
    let bare = View::default();
    let mut board = games::open(&replay).unwrap();
    let steps = board.summary().steps;
    let mut shown = 0;
    for step in (40..steps - 2).step_by(37) {
        let mut lab = games::open(&replay).unwrap();
        let first = lab.frame(step, &view).unwrap();
        let cuts = cut_cells(&first);
        lab.frame(step + 1, &view).unwrap();
        assert_eq!(
            cut_cells(&lab.frame(step, &view).unwrap()),
            cuts,
            "step {step} again"
        );
        lab.frame(step - 2, &view).unwrap();
        let stepped = cut_cells(&lab.frame(step, &view).unwrap());
        // Each was empty at the bot's move before.
        let at = first.ply - first.ply % 2;
        let before = board.frame(step - (first.ply - at) - 2, &bare).unwrap();
        assert_eq!(before.ply + 2, at);
        for &c in cuts.iter().chain(&stepped) {
            let code = before.cells[c as usize];
            assert_eq!(code, 0, "step {step}: cut cell {c} was filled before");
        }
        shown += usize::from(!cuts.is_empty());
    }
    assert!(shown > 0, "no cut shown in {steps} steps");
}

#[test]
fn the_editorials_paths_are_labelled_with_the_cells_left_on_them() {
    // "A: 23 left" at the next cell of end A's path, which is 23 cells long.
    let (mut lab, view) = watched(30, 30, 3, 5);
    let steps = lab.summary().steps;
    let mut labelled = 0;
    for step in (20..steps).step_by(31) {
        let frame = lab.frame(step, &view).unwrap();
        let paths: Vec<&Vec<u32>> = (frame.overlays.iter())
            .filter(|o| o.layer == "plan" && o.shape == gridlab::model::Shape::Path)
            .map(|o| &o.cells)
            .collect();
        for tag in frame.tags.iter().filter(|t| t.layer == "plan") {
            let left: usize = (tag.text.split(": ").nth(1))
                .and_then(|t| t.strip_suffix(" left"))
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("step {step}: {}", tag.text));
            let path = paths.iter().find(|p| p.first() == Some(&tag.cell));
            assert_eq!(
                path.map(|p| p.len()),
                Some(left),
                "step {step}: {}",
                tag.text
            );
            labelled += 1;
        }
    }
    assert!(labelled > 10, "{labelled} labels");
}

/// A replay of a match from the page whose program was put out: the referee's EXIT in its name
/// is told as what it was, and the verdict says so.
#[test]
fn a_program_put_out_is_told_so_not_as_an_exit() {
    let params = serde_json::json!({"mode": "watch", "rows": 6, "cols": 6, "bot": 2});
    let mut lab = games::open(&Replay::new("snakgame", params, 3)).unwrap();
    lab.settle(usize::MAX);
    let mut replay = lab.replay();
    // Your program's first move, Chef's answer, then the EXIT the referee played for it.
    replay.actions.truncate(2);
    let exit = serde_json::to_value("EXIT").unwrap();
    replay.actions.push(match &replay.actions[0] {
        serde_json::Value::Array(_) => serde_json::json!([exit]),
        _ => exit,
    });
    let why = "invalid answer: `garbage` is not a move";
    replay.params["programs"] = serde_json::json!([0]);
    replay.params["outs"] = serde_json::json!([why, null]);
    let mut lab = games::open(&replay).unwrap();
    let steps = lab.summary().steps;
    let view = View::all(&gridlab::snakgame::info::INFO);
    let exit_note = lab.frame(steps - 2, &view).unwrap().note;
    assert_eq!(
        exit_note,
        format!("Move 2 — Your program is put out: {why}. The game ends.")
    );
    let verdict = lab.frame(steps - 1, &view).unwrap().note;
    assert!(
        verdict.starts_with(&format!("Your program was put out: {why}.")),
        "{verdict}"
    );
    // The move list does not say the program played EXIT.
    let moves = lab.move_list(0, 10);
    let last = moves.last().map(|m| m.text.clone()).unwrap_or_default();
    assert_eq!(last, "Your program: put out (the game ends)");
    // At the end its last snake is finished, as the list of finished snakes says.
    let end = numbers(&mut lab, steps - 1);
    let snakes = value(&end, "snakes").unwrap_or_default();
    assert!(snakes.starts_with("1 (1 finished, scoring"), "{snakes}");
    assert!(value(&end, "your-roll").is_some());
    // Without the reason (a program that played EXIT itself), the move is told as it is.
    replay.params.as_object_mut().unwrap().remove("outs");
    let mut lab = games::open(&replay).unwrap();
    let note = lab.frame(steps - 2, &view).unwrap().note;
    assert!(note.contains("Your program: EXIT"), "{note}");
}

#[test]
fn the_age_layer_shades_the_current_snake_from_its_first_cell_to_its_newest() {
    use gridlab::snakgame::age::FIRST;
    use gridlab::snakgame::info::code;
    let params = serde_json::json!({"mode": "watch", "rows": 20, "cols": 20, "bot": 1});
    let mut lab = games::open(&Replay::new("snakgame", params, 5)).unwrap();
    let step = lab.summary().steps / 3;
    let all = View::all(&gridlab::snakgame::info::INFO);
    let shaded = lab.frame(step, &all).unwrap().cells;
    let mut plain = all.clone();
    plain.layers.retain(|l| l != "age");
    let flat = lab.frame(step, &plain).unwrap().cells;
    // The same cells are the snake's, in one colour without the layer and by age with it.
    let aged: Vec<u8> = shaded.iter().copied().filter(|&c| c >= FIRST).collect();
    assert!(aged.len() > 10, "{} aged cells", aged.len());
    assert_eq!(
        flat.iter().filter(|&&c| c == code::YOUR_SNAKE).count(),
        aged.len()
    );
    assert!(!shaded.contains(&code::YOUR_SNAKE));
    assert!(!flat.iter().any(|&c| c >= FIRST));
    // From dark to light: the ramp's codes spread over the snake.
    let (low, high) = (aged.iter().min().unwrap(), aged.iter().max().unwrap());
    assert!(*low < FIRST + 30 && *high > 200, "{low}..{high}");
}

#[test]
fn the_sentences_name_chefs_first_snake_his_freezes_cuts_and_a_walled_in_end() {
    // A 40 x 40 game of best: every note, with no layer drawn.
    let view = View::default();
    let (mut found_freeze, mut cuts, mut walled_ends) = (false, 0, 0);
    for seed in 1..=6 {
        let params = serde_json::json!({"mode": "watch", "rows": 40, "cols": 40, "bot": 4});
        let mut lab = games::open(&Replay::new("snakgame", params, seed)).unwrap();
        lab.settle(usize::MAX);
        let steps = lab.summary().steps;
        let notes: Vec<String> = (0..steps)
            .map(|s| lab.frame(s, &view).unwrap().note)
            .collect();
        // Step 2 is Chef's first move: his first snake, not a stuck one.
        assert!(notes[2].contains("His first snake, on ("), "{}", notes[2]);
        for (s, note) in notes.iter().enumerate() {
            // A cut is Chef's move.
            if note.contains(" A cut: best's snake could have grown into that cell.") {
                assert!(note.contains("— Chef: "), "step {s}: {note}");
                cuts += 1;
            }
            // FREEZE k running: this turn and k - 1 more.
            if let Some(rest) = note.split("— Chef: FREEZE ").nth(1) {
                let k: u32 = rest.split(':').next().unwrap().parse().unwrap();
                let running = note.contains("Chef's FREEZE goes on");
                if running && k > 1 {
                    assert!(
                        note.contains(&format!("this turn and {} more.", k - 1)),
                        "{note}"
                    );
                    found_freeze = true;
                }
                assert!(!note.contains("your moves"), "{note}");
            }
        }
        // Once an end of the first snake is walled in for good, no later sentence of that
        // snake hands the spare's role over.
        let walled = notes
            .iter()
            .position(|n| n.contains("is walled in for good, and the snake goes on with end"));
        if let Some(w) = walled {
            walled_ends += 1;
            let next_snake = (w..steps)
                .find(|&s| notes[s].contains("— best: NEW"))
                .unwrap_or(steps);
            assert!(
                notes[w..next_snake]
                    .iter()
                    .all(|n| !n.contains("is now the deeper end")),
                "seed {seed}: a hand-over after step {w}"
            );
        }
    }
    assert!(found_freeze, "no running FREEZE in six games");
    assert!(
        cuts > 0 && walled_ends > 0,
        "{cuts} cuts, {walled_ends} walled-in ends"
    );
}

/// The number after `before` in `text` (digits and a point).
fn number_after(text: &str, before: &str) -> f64 {
    let (_, rest) = text
        .split_once(before)
        .unwrap_or_else(|| panic!("no {before:?} in {text}"));
    let digits: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    digits.trim_end_matches('.').parse().unwrap()
}

#[test]
fn the_verdict_says_the_efficiency_and_how_the_first_snake_ended() {
    for (rows, cols, seed) in [(40, 40, 1), (60, 50, 2), (6, 6, 3)] {
        let (mut lab, _) = watched(rows, cols, 4, seed);
        let verdict = lab.summary().report.unwrap().verdict;
        // "best scored S with N snakes (longest L); Chef C. Efficiency E: ... all the F cells
        // filled. The first snake, K long, took R of them and ..."
        let score = number_after(&verdict, "scored ");
        let longest = number_after(&verdict, "(longest ");
        let cells = number_after(&verdict, "all the ");
        let efficiency = number_after(&verdict, "Efficiency ");
        let first = number_after(&verdict, "The first snake, ");
        let share = number_after(&verdict, "long, took ");
        let ideal = gridlab::snakgame::snake_score(cells as u32) as f64;
        assert!((efficiency - score / ideal).abs() < 0.0006, "{verdict}");
        assert!(first <= longest && first <= cells, "{verdict}");
        assert!((share - first / cells).abs() < 0.006, "{verdict}");
        let endings = [
            "lasted until the board was full.",
            "sealed off while most empty cells were one region.",
            "had broken up into pieces (the largest empty region then held ",
        ];
        assert!(endings.iter().any(|e| verdict.contains(e)), "{verdict}");
    }
}

#[test]
fn a_snake_walled_in_says_it_is_finished_at_the_next_new_or_the_end() {
    // Our snakes end walled in on a small board; the panel says so until the NEW (or the end of
    // the game) that finishes one, which the count of finished snakes does not have yet.
    let params = serde_json::json!({"mode": "watch", "rows": 14, "cols": 14, "bot": 1});
    let mut lab = games::open(&Replay::new("snakgame", params, 7)).unwrap();
    let steps = lab.summary().steps;
    let count = |n: &[(String, String)]| -> u32 {
        value(n, "snakes")
            .and_then(|v| v.split(' ').next())
            .and_then(|v| v.parse().ok())
            .unwrap()
    };
    let mut walled = 0;
    for step in 0..steps {
        let n = numbers(&mut lab, step);
        let snake = value(&n, "snake").unwrap_or_default();
        if !snake.ends_with(", walled in: finished at the next NEW or the end") {
            continue;
        }
        walled += 1;
        // Within our next move a new snake starts, or the game ends.
        let later: Vec<u32> = (step + 1..(step + 3).min(steps))
            .map(|s| count(&numbers(&mut lab, s)))
            .collect();
        assert!(
            step + 3 >= steps || later.iter().any(|&k| k > count(&n)),
            "step {step}: {snake}, then {later:?} snakes"
        );
    }
    assert!(walled > 0, "no snake walled in over {steps} steps");
}

#[test]
fn a_turning_point_keeps_its_reason_late_in_a_long_game() {
    // A type-2 game keeps no reason for routine moves once its budget is spent, but a move that
    // walls an end in still says so.
    let params = serde_json::json!({"mode": "watch", "rows": 12, "cols": 12, "type": 2, "bot": 4});
    let mut lab = games::open(&Replay::new("snakgame", params, 2001)).unwrap();
    let steps = lab.summary().steps;
    let none = View::default();
    let mut note = |step: usize| lab.frame(step, &none).unwrap().note;
    let (mut quiet, mut turning) = (false, false);
    for step in (steps / 2..steps).rev() {
        let said = note(step);
        quiet |= said.contains("a routine move keeps no reason");
        turning |= said.contains("walled in for good") && !said.contains("keeps no reason");
        if quiet && turning {
            return;
        }
    }
    panic!("over the last half of {steps} steps: a routine move quiet {quiet}, a turning point said {turning}");
}

#[test]
fn a_pasted_board_is_the_opening_lines_alone() {
    let open = |board: &str| {
        let params = serde_json::json!({"mode": "play", "board": board});
        games::open(&Replay::new("snakgame", params, 1)).map(|_| ())
    };
    assert!(open("12 12 1\n4 11\n").is_ok());
    assert!(open("12 12 1\n4 11\n\n  \n").is_ok());
    let e = open("12 12 1\n4 11\nextra stuff").unwrap_err().to_string();
    assert!(
        e.contains(
            "board: line 3: unexpected text after the board's 1 blocked cell: `extra stuff`"
        ),
        "{e}"
    );
}

#[test]
fn a_pasted_board_s_sizes_are_the_replay_s() {
    let params = serde_json::json!({"mode": "play", "board": "30 40 1\n2 2\n", "rows": 12, "cols": 12, "type": 1});
    let lab = games::open(&Replay::new("snakgame", params, 1)).unwrap();
    let p = lab.replay().params;
    assert_eq!(
        (p["rows"].as_u64(), p["cols"].as_u64(), p["type"].as_u64()),
        (Some(30), Some(40), Some(0))
    );
}
