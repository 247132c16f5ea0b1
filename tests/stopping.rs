//! Stopping gridlab (Ctrl-C, `timeout`, a hang-up) stops the programs it runs and what they
//! started: each runs in a process group of its own, which the terminal's Ctrl-C does not reach,
//! so gridlab kills the groups itself. Checked for every command that runs programs.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

const GRIDLAB: &str = env!("CARGO_BIN_EXE_gridlab");

/// A folder of this test's own.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridlab-stop-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A wrapper's child that writes its pid to `pid_file` and spins: `sh -c` around it.
fn spinner(pid_file: &Path) -> String {
    format!(
        "sh -c 'echo $$ > {}; while :; do :; done'",
        pid_file.display()
    )
}

/// Runs gridlab with `args`, waits for the spinner's pid, sends `signal` to gridlab, and checks
/// that the spinner is gone soon after.
fn stopping_stops_it(name: &str, signal: &str, args: impl Fn(&str) -> Vec<String>) {
    let dir = folder(name);
    let pid_file = dir.join("pid");
    let mut gridlab = Command::new(GRIDLAB)
        .args(args(&spinner(&pid_file)))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut pid = String::new();
    for _ in 0..200 {
        pid = std::fs::read_to_string(&pid_file).unwrap_or_default();
        if pid.ends_with('\n') {
            break;
        }
        sleep(Duration::from_millis(20));
    }
    let pid = pid.trim().to_string();
    assert!(!pid.is_empty(), "{name}: the program did not start");
    Command::new("kill")
        .args([signal, &gridlab.id().to_string()])
        .status()
        .unwrap();
    let _ = gridlab.wait();
    let alive = || {
        Command::new("kill")
            .args(["-0", &pid])
            .stderr(Stdio::null())
            .status()
            .unwrap()
            .success()
    };
    let gone = (0..50).any(|_| {
        let gone = !alive();
        if !gone {
            sleep(Duration::from_millis(50));
        }
        gone
    });
    if !gone {
        let _ = Command::new("kill").args(["-9", &pid]).status();
    }
    assert!(
        gone,
        "{name}: process {pid} still runs after gridlab got {signal}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_solution_judge_stops_the_solution_and_what_it_started() {
    stopping_stops_it("judge-snake", "-INT", |inner| {
        [
            "judge",
            "snake",
            "--time-limit",
            "60",
            "--cases",
            "0",
            "--",
            "sh",
            "-c",
            inner,
        ]
        .map(String::from)
        .to_vec()
    });
}

#[test]
fn the_game_of_snakes_judge_stops_the_bot_on_ctrl_c() {
    stopping_stops_it("judge-snakgame", "-INT", |inner| {
        [
            "judge", "snakgame", "--size", "10x10", "--", "sh", "-c", inner,
        ]
        .map(String::from)
        .to_vec()
    });
}

#[test]
fn the_game_of_snakes_arena_stops_its_programs_when_terminated() {
    stopping_stops_it("arena-snakgame", "-TERM", |inner| {
        let bots = format!("greedy,exec:sh -c \"{inner}\"");
        [
            "arena", "snakgame", "--bots", &bots, "--type", "1", "--seeds", "1..2",
        ]
        .map(String::from)
        .to_vec()
    });
}

#[test]
fn the_back_to_the_code_arena_stops_its_programs_when_hung_up() {
    stopping_stops_it("arena-bttc", "-HUP", |inner| {
        let player = format!("exec:sh -c \"{inner}\"");
        [
            "arena",
            "bttc",
            "--players",
            "nearest",
            &player,
            "--timeout-first",
            "30000",
            "--games",
            "2",
        ]
        .map(String::from)
        .to_vec()
    });
}
