//! King-chase solver benchmarks: the answer at N = 300 with Bob in a corner, and the lab's
//! checkpointed layers. Run with `cargo bench --bench solvers`.

use criterion::{criterion_group, criterion_main, Criterion};

use gridlab::grid::Cell;
use gridlab::king_chase::board::ChaseSetup;
use gridlab::king_chase::layers::ValueLayers;
use gridlab::king_chase::solve::answer;

fn king_chase(c: &mut Criterion) {
    let Some(setup) = ChaseSetup::random(300, 1_000_000_000, 1) else {
        return;
    };
    let (alice, bob) = (Cell::new(150, 150), Cell::new(0, 0));
    let mut group = c.benchmark_group("king-chase N=300 Bob in a corner");
    group.sample_size(20);
    group.bench_function("answer (two layers, reachable cells only)", |b| {
        b.iter(|| answer(&setup.board, alice, bob))
    });
    group.bench_function("all layers with checkpoints (the lab's solve)", |b| {
        b.iter(|| ValueLayers::new(&setup.board, bob).depth())
    });
    let mut layers = ValueLayers::new(&setup.board, bob);
    group.bench_function("one layer view on demand (t = 7)", |b| {
        b.iter(|| layers.view(7).t)
    });
    group.finish();
}

criterion_group!(benches, king_chase);
criterion_main!(benches);
