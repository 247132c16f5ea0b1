//! The one contest harness: the contest referee's order of asking (a BACK or a player out
//! earlier in a round is visible to later players that round, positions are the round's
//! start), and hostile programs through the CLI's arena (each out at once or at its limit,
//! the arena's memory bounded, nothing left running).

use std::process::Command;

use gridlab::bttc::{Bttc, Move, Pos, Setup};
use gridlab::contest::seat::SeatSpec;
use gridlab::contest::session::{open, reply};
use gridlab::contest::{Ask, Contest, Filler, Out, Referee, Reply};
use gridlab::model::{Agent, Budget, Seat};
use gridlab::snakgame::SnakGame;

const GRIDLAB: &str = env!("CARGO_BIN_EXE_gridlab");

/// Stays put, except `BACK 3` in round 5.
struct BackInRoundFive;

impl Agent<Bttc> for BackInRoundFive {
    fn name(&self) -> &str {
        "back-in-round-5"
    }

    fn choose(
        &mut self,
        _: &Setup,
        state: &gridlab::bttc::State,
        seat: Seat,
        _: Budget,
        _: Option<&mut gridlab::thinking::Reasoning>,
    ) -> Option<Move> {
        if state.round() == 5 {
            Some(Move::Back(3))
        } else {
            state.position(seat).map(Move::To)
        }
    }
}

fn setup() -> Setup {
    Setup::new(vec![Pos::new(3, 3).unwrap(), Pos::new(30, 15).unwrap()]).unwrap()
}

/// Answers every turn of the program seat with `answer(round)`, recording what it read per
/// round: (round, the lines of its turn input without the opening).
fn drive_recorder(
    referee: &mut Referee<Bttc>,
    answer: impl Fn(&str) -> String,
) -> Vec<(u16, Vec<String>)> {
    let mut read = Vec::new();
    while let Some(ask) = referee.ask() {
        // A turn's limit: the wall clock counts, not the processor's.
        assert!(!ask.budgeted);
        // The first turn starts with the opponent count.
        let lines: Vec<String> = if read.is_empty() {
            ask.lines[1..].to_vec()
        } else {
            ask.lines.clone()
        };
        let round: u16 = lines[0].parse().unwrap();
        let line = answer(&lines[0]);
        read.push((round, lines));
        referee.answer(Ok(Reply {
            line,
            ..Reply::default()
        }));
    }
    read
}

#[test]
fn a_back_in_seat_0_is_read_by_seat_1_in_the_same_round() {
    let fillers = vec![
        Filler::Agent(Box::new(BackInRoundFive), None),
        Filler::Program,
    ];
    let mut referee = Referee::<Bttc>::new(setup(), fillers);
    let read = drive_recorder(&mut referee, |_| "30 15".to_string());
    // Seat 1 reads itself first, then seat 0: `x y backLeft`.
    let round = |r: u16| read.iter().find(|(n, _)| *n == r).unwrap().1.clone();
    assert_eq!(round(4)[2], "3 3 1", "before the BACK");
    assert_eq!(round(5)[2], "3 3 0", "the BACK of this round, already used");
    assert_eq!(round(5)[1], "30 15 1");
    // The time travel took the game back 3 rounds: round 5 is played again as round 2.
    assert!(
        read.iter().filter(|(n, _)| *n == 2).count() == 2,
        "{read:?}"
    );
}

#[test]
fn a_player_out_earlier_in_the_round_reads_as_out_to_later_players() {
    let fillers = vec![Filler::Program, Filler::Program];
    let mut referee = Referee::<Bttc>::new(setup(), fillers);
    let mut seat1_round3 = None;
    while let Some(ask) = referee.ask() {
        // A turn's input is 23 lines (the round, 2 players, 20 map rows), after the opening.
        let round: u16 = ask.lines[ask.lines.len() - 23].parse().unwrap();
        let line = match (ask.seat, round) {
            (0, 3) => "hello".to_string(),
            (1, 3) => {
                seat1_round3 = Some(ask.lines.clone());
                "30 15".to_string()
            }
            (0, _) => "3 3".to_string(),
            _ => "30 15".to_string(),
        };
        let out = referee.answer(Ok(Reply {
            line,
            ..Reply::default()
        }));
        if ask.seat == 0 && round == 3 {
            assert!(matches!(out, Some(Out::Garbage(_))), "{out:?}");
        }
    }
    let lines = seat1_round3.expect("seat 1 was asked in round 3");
    assert_eq!(lines[0], "3");
    assert_eq!(lines[1], "30 15 1");
    assert_eq!(lines[2], "-1 -1 0", "seat 0 went out earlier in this round");
    let fault = referee.faults()[0].as_ref().unwrap();
    assert_eq!(fault.moment, "round 3 (real 3)");
}

fn arena(players: &[&str]) -> String {
    // A second a turn after the first: the hostile behaviours do not depend on it, and a busy
    // machine does not put the well-behaved programs out.
    let mut args = vec![
        "arena",
        "bttc",
        "--think",
        "1",
        "--timeout",
        "1000",
        "--players",
    ];
    args.extend_from_slice(players);
    let out = Command::new(GRIDLAB).args(&args).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The arena's own peak memory in MiB, from its summary line.
fn peak_mib(stdout: &str) -> f64 {
    stdout
        .split("peak memory ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no peak memory in {stdout}"))
}

fn has_python() -> bool {
    Command::new("python3").arg("--version").output().is_ok()
}

// A program that prints a line and ends at once, before or after its input was sent, is judged on
// that line: it was once "closed its output" when the end came first (5 runs in 6).
#[test]
fn a_program_that_answers_and_ends_is_judged_on_its_answer() {
    for _ in 0..3 {
        let out = arena(&[
            "exec:sh -c 'echo garbage'",
            "exec:sh -c 'echo rubbish; exit 3'",
            "bot:nearest",
        ]);
        for word in ["garbage", "rubbish"] {
            assert!(
                out.contains(&format!(
                    "out at round 1 (real 1): invalid answer: `{word}` is not"
                )),
                "{out}"
            );
        }
    }
}

#[test]
fn hostile_programs_are_out_and_the_arena_stays_small() {
    if !has_python() {
        eprintln!("python3 is missing: skipping the flood programs");
        return;
    }
    let long_lines = "exec:python3 -c \"import sys\nwhile True: sys.stdout.write('x' * 1000000 + '\\n'); sys.stdout.flush()\"";
    let stderr_flood = "exec:python3 -c \"import sys\nn = int(input())\nwhile True:\n  [input() for _ in range(n + 22)]\n  sys.stderr.write('e' * 1000000)\n  print('0 0', flush=True)\"";
    let out = arena(&[
        long_lines,
        "exec:sh -c 'exec >&-; sleep 100'",
        "exec:sleep 100",
        "bot:nearest",
    ]);
    assert!(
        out.contains("out at round 1 (real 1): invalid answer: a line longer than 4096 bytes"),
        "{out}"
    );
    assert!(
        out.contains("out at round 1 (real 1): the program closed its output (it ended, or closed stdout) while the game went on"),
        "{out}"
    );
    assert!(
        out.contains("out at round 1 (real 1): no answer within 1000 ms"),
        "{out}"
    );
    assert!(peak_mib(&out) < 64.0, "{out}");

    let out = arena(&[
        stderr_flood,
        "exec:sh -c 'exit 3'",
        "exec:sh -c '(sleep 987.25 &); exit 3'",
        "bot:nearest",
    ]);
    assert!(out.contains("seat 1 exec:sh -c 'exit 3' out at round 1 (real 1): the program ended (exit status: 3) (--log DIR keeps its stderr and every turn)"), "{out}");
    assert!(out.contains("seat 2 exec:sh -c '(sleep 987.25 &); exit 3' out at round 1 (real 1): the program ended (exit status: 3)"), "{out}");
    assert!(
        !out.contains("seat 0 exec:python3"),
        "the stderr flood plays on: {out}"
    );
    assert!(peak_mib(&out) < 64.0, "{out}");
    // The fork that outlived its program was killed with its process group.
    let left = Command::new("pgrep").args(["-f", "sleep 987.25"]).output();
    if let Ok(left) = left {
        assert!(left.stdout.is_empty(), "the fork is still running");
    }
}

/// Back to the Code with a program in seat 0 and `nearest` in seat 1, seed 5.
fn stay_put_against_nearest() -> Box<dyn Contest> {
    let seats = [SeatSpec::Program, SeatSpec::Bot("nearest".into())];
    open::<Bttc>(
        &serde_json::json!({"players": 2, "positions": "3,3 30,15"}),
        5,
        &seats,
    )
    .unwrap()
}

/// Drives a match the way the page's Worker will: ask, answer with a line, until the end.
fn drive_without_io(contest: &mut dyn Contest, answer: impl Fn(&Ask) -> String) -> usize {
    let mut turns = 0;
    while let Some(ask) = contest.ask() {
        turns += 1;
        let line = answer(&ask);
        contest.answer(Ok(reply(line, format!("turn {turns}\n"), 1.0)));
    }
    turns
}

#[test]
fn any_game_opens_as_a_contest_that_a_driver_without_io_plays_out() {
    // Back to the Code: a program in seat 0 that stays put, against `nearest`.
    let mut bttc = stay_put_against_nearest();
    let turns = drive_without_io(bttc.as_mut(), |_| "3 3".into());
    let outcome = bttc.outcome().expect("the game is over");
    assert!(outcome.scores[1] > outcome.scores[0], "{outcome:?}");
    // The summary names the scores; the ending, for a page that names them itself, does not.
    let ending = outcome
        .ending
        .as_deref()
        .expect("an ending without the scores");
    assert!(
        outcome
            .summary
            .ends_with(ending.strip_prefix("After").unwrap_or("?")),
        "{outcome:?}"
    );
    assert!(
        !ending.contains(&outcome.scores[1].to_string()),
        "{outcome:?}"
    );
    let first = &bttc.log()[0];
    assert_eq!(
        (first.seat, first.input[0].as_str(), first.line.as_str()),
        (0, "1", "3 3")
    );
    assert_eq!(first.stderr, "turn 1\n");
    assert_eq!(bttc.log().iter().filter(|t| t.seat == 0).count(), turns);
    assert!(bttc.faults().values().all(Option::is_none));

    // Game of snakes: Chef is the house's; the program starts a new snake on every turn
    // until a cell is taken twice (then it is out, and the game ends at once).
    let seats = [SeatSpec::Program];
    let mut snakes =
        open::<SnakGame>(&serde_json::json!({"rows": 4, "cols": 4}), 3, &seats).unwrap();
    drive_without_io(snakes.as_mut(), |_| "NEW 1 1".into());
    let fault = snakes.faults()[0]
        .as_ref()
        .expect("the second NEW 1 1 is refused");
    assert!(matches!(fault.out, Out::Illegal(_)), "{fault}");
    assert!(snakes.outcome().is_some());
    assert_eq!(snakes.actions()[0], serde_json::json!("NEW 1 1"));
}

#[test]
fn a_game_of_snakes_program_put_out_scores_nothing_as_the_contest_counts_it() {
    // A snake of 4 cells (score 3 x 2 = 6), then a line that is no move: out, and counted 0.
    let seats = [SeatSpec::Program];
    let mut snakes =
        open::<SnakGame>(&serde_json::json!({"rows": 10, "cols": 10}), 1, &seats).unwrap();
    let script = [
        "NEW 3 5",
        "MOVE 3 5 3 6",
        "MOVE 3 6 3 7",
        "MOVE 3 7 3 8",
        "garbage",
    ];
    let next = std::cell::Cell::new(0);
    drive_without_io(snakes.as_mut(), |_| {
        let k = next.get();
        next.set(k + 1);
        script.get(k).unwrap_or(&"EXIT").to_string()
    });
    let fault = snakes.faults()[0]
        .as_ref()
        .expect("garbage is refused")
        .to_string();
    assert!(fault.contains("garbage"), "{fault}");
    let outcome = snakes.outcome().expect("the game is over");
    assert_eq!(outcome.scores[0], 0, "{outcome:?}");
    assert!(
        outcome.summary.starts_with(
            "Counted as the contest does: 0, as a program put out scores nothing on the board. When it went out, your snakes had scored 6 with 1 snake"
        ),
        "{}",
        outcome.summary
    );
    // The page names the scores itself: the ending says the rest.
    assert_eq!(
        outcome.ending.as_deref(),
        Some("Counted as the contest does: 0, as a program put out scores nothing on the board. When it went out, its snakes had scored 6. Snakes made: 1, the longest 4 cells.")
    );

    // Back to the Code keeps a player's cells when it is out (its rule): counted as on the board.
    let mut bttc = stay_put_against_nearest();
    drive_without_io(bttc.as_mut(), |_| "nonsense".into());
    assert!(bttc.faults()[0].is_some());
    assert_eq!(bttc.outcome().expect("over").scores[0], 1);
}

#[test]
fn a_second_back_and_an_answer_ahead_are_reported() {
    // BACK on its 2nd and 4th turns: the second BACK puts it out, with the reason.
    let twice = "exec:sh -c 'read n; t=0; while true; do for i in $(seq 23); do read l || exit 0; done; t=$((t+1)); if [ $t = 2 ] || [ $t = 4 ]; then echo BACK 1; else echo 3 3; fi; done'";
    let out = arena(&[twice, "bot:nearest", "--positions", "3,3 30,15"]);
    assert!(out.contains("illegal move: BACK 1: no BACK left"), "{out}");

    // Two lines a turn: every later answer was printed ahead of its input, and the log says so.
    let dir = std::env::temp_dir().join(format!("gridlab-ahead-{}", std::process::id()));
    let two = "exec:sh -c 'read n; while true; do for i in $(seq 23); do read l || exit 0; done; echo 3 3; echo 3 3; echo said >&2; done'";
    let dir_arg = dir.to_string_lossy().to_string();
    arena(&[
        two,
        "bot:nearest",
        "--positions",
        "3,3 30,15",
        "--log",
        &dir_arg,
    ]);
    let log = std::fs::read_to_string(dir.join("game-1.log")).unwrap();
    assert!(
        log.contains("note 0: this answer was printed before the turn's input was sent"),
        "{log}"
    );
    assert!(log.contains("stderr 0:\n  | said\n"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_match_replay_names_each_bot_in_the_seat_it_played() {
    // Back to the Code: the program in seat 0, `nearest` (bot 0) in seat 1, `rectangles` in 2;
    // the parameters' own bots stay where no bot of the match played.
    let entry = gridlab::games::contest("bttc").unwrap();
    let params = serde_json::json!({ "players": 3, "bot0": 4, "bot1": 3, "bot2": 3 });
    let seats = [
        SeatSpec::Program,
        SeatSpec::Bot("nearest".into()),
        SeatSpec::Bot("rectangles".into()),
    ];
    let out = (entry.replay_params)(&params, 1, &seats).unwrap();
    assert_eq!(
        (
            out["bot0"].clone(),
            out["bot1"].clone(),
            out["bot2"].clone()
        ),
        (4.into(), 0.into(), 1.into())
    );
    assert_eq!(out["players"], 3);
    // Parameters that name no bot take the ones watched by default (best, then paths).
    let out = (entry.replay_params)(&serde_json::json!({ "players": 2 }), 1, &seats[..2]).unwrap();
    assert_eq!(
        (out["bot0"].clone(), out["bot1"].clone()),
        (3.into(), 0.into())
    );
    // Game of snakes: your seat's bot is the parameter `bot`; Chef is the house's seat.
    let entry = gridlab::games::contest("snakgame").unwrap();
    let params = serde_json::json!({ "rows": 8, "cols": 8, "bot": 4 });
    let out = (entry.replay_params)(&params, 1, &[SeatSpec::Bot("greedy".into())]).unwrap();
    let greedy = gridlab::snakgame::contest::BOT_NAMES
        .iter()
        .position(|&b| b == "greedy")
        .unwrap();
    assert_eq!(out["bot"], greedy);
}

#[test]
fn a_driver_notes_where_a_program_out_of_time_was() {
    // The page's Worker sees into its program (the loop it was in): the note joins that turn.
    let mut bttc = stay_put_against_nearest();
    let first = bttc.ask().expect("the first turn");
    bttc.answer(Ok(reply("3 3".into(), String::new(), 1.0)));
    assert!(bttc.ask().is_some());
    let out = bttc.fail_after(Out::Timeout(first.limit.as_millis() as u64), first.limit);
    assert!(matches!(out, Some(Out::Timeout(_))), "{out:?}");
    bttc.add_note(0, "It was in the loop at program.js line 7.");
    // An empty note adds nothing.
    bttc.add_note(0, "");
    let turns: Vec<_> = bttc.log().iter().filter(|t| t.seat == 0).collect();
    assert_eq!(turns.len(), 2);
    assert_eq!(turns[0].note, None);
    assert_eq!(
        turns[1].note.as_deref(),
        Some("It was in the loop at program.js line 7.")
    );
}

#[test]
fn a_program_starts_when_its_seat_is_first_asked() {
    // Started with the others before the game, the first seat's first turn paid for its own
    // start-up and shared the processor with every other program's.
    let mark = std::env::temp_dir().join(format!("gridlab-started-{}", std::process::id()));
    let _ = std::fs::remove_file(&mark);
    let command = format!("sh -c 'touch {}; read line; echo $line'", mark.display());
    let specs = [SeatSpec::Exec(command)];
    let (_, mut programs) = gridlab::contest::seat::seats::<Bttc>(&specs, 1, None).unwrap();
    let program = programs[0].as_mut().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(!mark.exists(), "started before it was asked");
    program.send(&["hello".to_string()]).unwrap();
    let reply = program.receive(std::time::Duration::from_secs(5)).unwrap();
    assert_eq!(reply.line, "hello");
    assert!(mark.exists());
    program.stop();
    let _ = std::fs::remove_file(&mark);
}

#[test]
fn a_seat_reads_exec_with_the_helps_quotes_or_without() {
    type Game = Bttc;
    let exec = |spec: &str| match SeatSpec::parse::<Game>(spec) {
        Ok(SeatSpec::Exec(command)) => command,
        other => panic!("{spec}: {other:?}"),
    };
    assert_eq!(exec("exec:python3 bot.py"), "python3 bot.py");
    // `exec:"COMMAND ARGS"` typed as the help writes it: the quotes are the notation's.
    assert_eq!(exec("exec:\"python3 bot.py\""), "python3 bot.py");
    assert_eq!(exec("exec:'python3 bot.py'"), "python3 bot.py");
    // Quotes inside a command stay the command's.
    assert_eq!(exec("exec:sh -c \"echo hi\""), "sh -c \"echo hi\"");
    assert_eq!(exec("exec:\"a b\" \"c\""), "\"a b\" \"c\"");
    // Quotes inside the notation's quotes, escaped with a backslash, are the command's.
    assert_eq!(exec(r#"exec:"sh -c \"echo hi\"""#), r#"sh -c "echo hi""#);
    assert!(SeatSpec::parse::<Game>("exec:").is_err());
}
