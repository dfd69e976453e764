//! Criterion benchmarks of the renderer: what every bot reply pays.

use criterion::{Criterion, criterion_group, criterion_main};
use konane_bot::engine::{Game, Position, Rules, Size, Variant};
use konane_bot::i18n::Lang;
use konane_bot::render::{BoardView, Caption, Renderer, encode_png, hint_squares};

fn board_png(c: &mut Criterion) {
    let renderer = Renderer::new().expect("font loads");
    let mut game = Game::new(Variant::default());
    for _ in 0..8 {
        let m = game.legal_moves()[0];
        game.play(m).expect("legal");
    }
    let view = BoardView {
        last_move: game.moves().last().copied(),
        hints: hint_squares(game.position(), Rules::default(), None),
        caption: Some(Caption::for_game(&game, "Kai", "Lani", Lang::SOURCE)),
        ..BoardView::new(game.position())
    };
    let mut group = c.benchmark_group("render 8x8");
    group.bench_function("render + encode", |b| b.iter(|| renderer.render_png(&view)));
    group.bench_function("render only", |b| b.iter(|| renderer.render(&view)));
    // Names that need shaping, in a caption of another script.
    let shaped = BoardView {
        caption: Some(Caption::for_game(
            &game,
            "محمد علي",
            "अर्जुन 🎲",
            Lang::shipped("ja").expect("Japanese ships"),
        )),
        ..view.clone()
    };
    group.bench_function("render + encode, shaped names", |b| {
        b.iter(|| renderer.render_png(&shaped))
    });
    let img = renderer.render(&view);
    group.bench_function("encode only", |b| b.iter(|| encode_png(&img)));
    group.finish();
    let start = Position::new(Size::new(16, 16).expect("size"));
    c.bench_function("render + encode 16x16 full board", |b| {
        b.iter(|| renderer.render_png(&BoardView::new(&start)))
    });
}

criterion_group!(benches, board_png);
criterion_main!(benches);
