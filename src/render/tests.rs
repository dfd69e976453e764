use super::*;

#[test]
fn names_are_fitted_by_their_drawn_width() {
    let r = Renderer::new().expect("renderer");
    let scale = PxScale::from(24.0);
    for name in [
        "W".repeat(40),
        "i".repeat(40),
        "李".repeat(30),
        "🎲".repeat(30),
    ] {
        let fitted = r.fit(&name, scale, 200.0);
        assert!(fitted.ends_with('…'), "{fitted}");
        assert!(r.fonts.width(scale, &fitted) <= 200, "{fitted}");
    }
    // Narrow letters fit more of a name than wide ones.
    let narrow = r.fit(&"i".repeat(40), scale, 200.0).chars().count();
    let wide = r.fit(&"W".repeat(40), scale, 200.0).chars().count();
    assert!(narrow > wide, "{narrow} vs {wide}");
    assert_eq!(r.fit("  Kai ", scale, 200.0), "Kai");
}

#[test]
fn the_caption_counts_stones_in_words() {
    assert_eq!(stones(1), "1 stone");
    assert_eq!(stones(32), "32 stones");
}
