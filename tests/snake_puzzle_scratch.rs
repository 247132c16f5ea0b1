use gridlab::snake_puzzle::explore::explore;
use gridlab::snake_puzzle::generate::{mixed_corpus, random_puzzle};
use gridlab::snake_puzzle::search::solve_breadth_first;
use gridlab::snake_puzzle::text::parse_puzzle;
use std::time::Instant;

#[test]
fn scratch() {
    let mut corpus = mixed_corpus(2024, 1000);
    corpus.extend((0..1000u64).map(|seed| random_puzzle(seed, 10, 10, 8 + (seed % 9) as usize)));
    let mut worst = (0, 0);
    let t0 = Instant::now();
    let mut all: Vec<u64> = Vec::new();
    for (i, p) in corpus.iter().enumerate() {
        let s = solve_breadth_first(p);
        if i == 1908 {
            println!("{}", p.to_text());
        }
        all.push(s.states_seen);
        if s.states_seen > worst.0 {
            worst = (s.states_seen, i);
        }
    }
    all.sort();
    println!(
        "bfs corpus {:?}; median {} p99 {} worst {:?}",
        t0.elapsed(),
        all[all.len() / 2],
        all[all.len() * 99 / 100],
        worst
    );
    for text in ["10 10\nfedc......\n89ab......\n7654......\n0123......\n..........\n..........\n..........\n..........\n..........\n.........A\n",
                 "10 10\n0.........\n1.........\n2.........\n3.........\n4.........\n5.........\n6.........\n7.........\n8.........\n9abcdef..A\n"] {
        let p = parse_puzzle(text).unwrap();
        let t = Instant::now();
        let e = explore(&p);
        println!("explore {:?}: states {} layers {}", t.elapsed(), e.states_seen, e.layers.len());
        let t = Instant::now();
        let s = gridlab::snake_puzzle::solve(&p);
        println!("solve {:?}: states {} layers {}", t.elapsed(), s.states_seen, s.layers);
    }
}
