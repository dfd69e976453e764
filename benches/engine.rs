//! Criterion benchmarks of the rules engine: perft on the rules file's example.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use konane_bot::engine::{EXAMPLE_POSITION, JumpRule, Position, Rules};

fn perft(c: &mut Criterion) {
    let pos: Position = EXAMPLE_POSITION.parse().expect("example position parses");
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, jumps) in [
        ("straight", JumpRule::Straight),
        ("turning", JumpRule::Turning),
    ] {
        let rules = Rules {
            jumps,
            ..Rules::default()
        };
        let leaves = pos.perft(7, rules);
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("8x8 {name} depth 7"), |b| {
            b.iter(|| pos.perft(7, rules))
        });
    }
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let pos: Position = EXAMPLE_POSITION.parse().expect("example position parses");
    c.bench_function("legal_moves 8x8 example", |b| {
        b.iter(|| pos.legal_moves(Rules::default()))
    });
}

criterion_group!(benches, perft, movegen);
criterion_main!(benches);
