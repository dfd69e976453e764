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
fn the_caption_speaks_the_language_it_is_given() {
    let start = Position::new(crate::engine::Variant::default().size);
    let english = Caption::for_position(&start, "Kai", "Lani", Lang::SOURCE);
    assert_eq!(english.status, "Kai (black) to remove a stone");
    let count = |lang: Lang, n: usize| lang.format("caption-stones", &[("count", n.into())]);
    assert_eq!(count(english.lang, 1), "1 stone");
    assert_eq!(count(english.lang, 32), "32 stones");
    let german = Lang::shipped("de").expect("German ships");
    // Unnamed players are their colours, in the caption's language.
    let unnamed = Caption::for_position(&start, "", " ", german);
    assert_eq!(
        (unnamed.black.as_str(), unnamed.white.as_str()),
        ("Schwarz", "Weiß")
    );
    assert_eq!(unnamed.status, "Schwarz entfernt einen Stein");
    assert_eq!(count(german, 1), "1 Stein");
    let japanese = Lang::shipped("ja").expect("Japanese ships");
    let named = Caption::for_position(&start, "Kai", "Lani", japanese);
    assert_eq!(named.status, "Kai(黒)が石を取り除く番");
}
