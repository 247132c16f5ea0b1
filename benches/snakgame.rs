//! Game of snakes: `best`'s thinking over a whole type-2 game (and the whole game with Chef),
//! and the lab on a real 600 x 600-class game: frames of random plies through the Session.

use criterion::{criterion_group, criterion_main, Criterion};
use gridlab::games;
use gridlab::model::View;
use gridlab::replay::Replay;
use gridlab::rng::SeededRng;
use gridlab::snakgame::duel::duel;
use gridlab::snakgame::{Board, BoardType};

fn best_game(c: &mut Criterion) {
    let board = Board::contest(BoardType::Large, 2001);
    let game = duel(&board, 2001, "best").unwrap();
    eprintln!(
        "best on a {}x{} board: {:.3} s of thinking, score {}, {} plies",
        board.rows(),
        board.cols(),
        game.think_s,
        game.score,
        game.moves.len()
    );
    let mut group = c.benchmark_group("snakgame");
    group.sample_size(10);
    group.bench_function("best_whole_type2_game_with_chef", |b| {
        b.iter(|| duel(&board, 2001, "best").unwrap().score)
    });
    group.finish();
}

fn lab_frames(c: &mut Criterion) {
    let started = std::time::Instant::now();
    let replay = Replay::new(
        "snakgame",
        serde_json::json!({"type": 2, "bot": 4, "mode": "watch"}),
        2009,
    );
    let mut lab = games::open(&replay).unwrap();
    let steps = lab.summary().steps;
    eprintln!(
        "lab: a type-2 game of {steps} steps opened (played) in {:.2} s",
        started.elapsed().as_secs_f64()
    );
    let view = View::default();
    let mut rng = SeededRng::new(5);
    let mut group = c.benchmark_group("snakgame");
    group.bench_function("frame_random_step", |b| {
        b.iter(|| lab.frame(rng.index(steps), &view).unwrap().cells.len())
    });
    let mut step = steps / 2;
    group.bench_function("frame_next_step", |b| {
        b.iter(|| {
            step = (step + 1) % steps;
            lab.frame(step, &view).unwrap().cells.len()
        })
    });
    let all = View::all(lab.info());
    group.sample_size(10);
    group.bench_function("frame_random_step_with_bot_layers", |b| {
        b.iter(|| lab.frame(rng.index(steps), &all).unwrap().overlays.len())
    });
    group.finish();
}

/// "Look inside this move" on a type-2 game: the first opening of a late decision (the bot
/// follows the game from its start), the next one (it follows on), and the bots' reasons worked
/// out for a game opened from its moves.
fn inside(c: &mut Criterion) {
    let played = Replay::new(
        "snakgame",
        serde_json::json!({"type": 2, "bot": 3, "mode": "watch"}),
        2009,
    );
    let started = std::time::Instant::now();
    let mut lab = games::open(&played).unwrap();
    let s = lab.summary();
    let kept = lab.reasons().len();
    eprintln!(
        "lab: editorial's type-2 game of {} plies played in {:.2} s, {kept} bytes of reasons kept",
        s.plies,
        started.elapsed().as_secs_f64()
    );
    let replay = lab.replay();
    let started = std::time::Instant::now();
    let mut opened = games::open(&replay).unwrap();
    let opened_s = started.elapsed().as_secs_f64();
    let started = std::time::Instant::now();
    let worked = opened.reasons().len();
    eprintln!(
        "lab: the replay opened in {opened_s:.2} s; its reasons ({worked} bytes) worked out in {:.2} s",
        started.elapsed().as_secs_f64()
    );
    let late = s.prelude + ((s.plies * 3 / 4) & !1);
    let started = std::time::Instant::now();
    let inside = opened.inside(late, 0).unwrap();
    eprintln!(
        "inside: ply {} of {} opened in {:.2} s ({} micro-steps)",
        late - s.prelude,
        s.plies,
        started.elapsed().as_secs_f64(),
        inside.steps.len()
    );
    let mut group = c.benchmark_group("snakgame");
    group.sample_size(10);
    let mut step = late;
    group.bench_function("inside_the_next_decision", |b| {
        b.iter(|| loop {
            // The next ply of yours (Chef may move several times in a row: a FREEZE).
            step = (step + 1) % s.steps;
            if let Ok(i) = opened.inside(step, 0) {
                break i.steps.len();
            }
        })
    });
    group.finish();
}

criterion_group!(benches, best_game, lab_frames, inside);
criterion_main!(benches);
