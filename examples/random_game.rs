//! Prints the record of a random game, for samples and tests of other tools:
//! `cargo run --example random_game -- 6x6 42 > game.txt` (size, seed).
//! With a third argument N it prints instead the position after N moves and
//! the N-th move, for `konane-bot render`.

use konane_bot::engine::{Game, JumpRule, Opening, Record, Size, Variant};

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let size: Size = args.next().as_deref().unwrap_or("6x6").parse()?;
    let mut seed: u64 = args.next().as_deref().unwrap_or("1").parse()?;
    let mut game = Game::new(Variant::new(
        size,
        Opening::CentreOrCorner,
        JumpRule::Straight,
    )?);
    while !game.is_over() {
        // xorshift: enough randomness for a sample game.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let moves = game.legal_moves();
        game.play(moves[(seed % moves.len() as u64) as usize])?;
    }
    if let Some(ply) = args.next() {
        let ply: usize = ply.parse()?;
        let ply = ply.clamp(1, game.moves().len());
        println!("{}\n{}", game.position_at(ply), game.moves()[ply - 1]);
        return Ok(());
    }
    let mut record = Record::new(game, "Kai", "Lani");
    record.date = Some("2026.11.29".into());
    record.tags.push(("Event".into(), "Sample game".into()));
    print!("{record}");
    Ok(())
}
