use super::*;

#[test]
fn every_locale_loads() {
    let locales = Locales::load().expect("the built-in locales");
    let codes: Vec<_> = locales.codes().collect();
    assert_eq!(
        codes,
        ["en-US", "de", "es-ES", "fr", "ja", "pt-BR", "zh-CN"]
    );
    assert!(!locales.messages(SOURCE_LOCALE).is_empty());
}

/// A missing key, an extra one, or a message whose variables differ from
/// the source's, in any locale, fails here with its name.
#[test]
fn every_locale_has_the_sources_messages_with_the_same_variables() {
    let locales = Locales::load().expect("the built-in locales");
    let source = locales.messages(SOURCE_LOCALE);
    let mut problems = Vec::new();
    for locale in locales.translations() {
        for difference in differences(&source, &locales.messages(locale)) {
            problems.push(format!("locales/{locale}.ftl: {difference}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn shapes(text: &str) -> Vec<MessageShape> {
    let resource = FluentResource::try_new(text.to_owned()).expect("test text parses");
    shapes_of(&resource)
}

#[test]
fn the_comparison_names_each_kind_of_difference() {
    let source = shapes(
        "turn = { $player } to move\n    .alt = { $player }, { $colour }\n\
         wins = { $count ->\n    [one] one win\n   *[other] { $count } wins\n}\nbye = Bye\n",
    );
    assert_eq!(differences(&source, &source), Vec::<String>::new());
    let other = shapes(
        "turn = { $name } zieht\n    .extra = x\n\
         wins = { $count ->\n    [one] ein Sieg\n   *[other] { $count } Siege\n}\nhello = Hallo\n",
    );
    assert_eq!(
        differences(&source, &other),
        [
            "turn uses variables [\"name\"], not [\"player\"]",
            "no turn.alt",
            "turn.extra is not in the source",
            "no message bye",
            "message hello is not in the source",
        ]
    );
}

#[test]
fn messages_format_with_their_arguments_and_no_isolation_marks() {
    let locales = Locales::load().expect("the built-in locales");
    assert_eq!(
        locales
            .exact("de", "konane-challenge", None, None)
            .as_deref(),
        Some("herausfordern")
    );
    assert_eq!(locales.exact("de", "no-such-message", None, None), None);
    assert_eq!(locales.exact("xx", "konane", None, None), None);
    let missing = locales.source("konane-nothing", Some("description"));
    assert_eq!(
        missing.map_err(|e| e.to_string()),
        Err(
            "locales/en-US.ftl has no message 'konane-nothing' with attribute '.description'"
                .into()
        )
    );
    let text = "greeting = Aloha, { $name }!\n";
    let bundle = bundle("en-US", text).expect("a bundle");
    let message = bundle.get_message("greeting").expect("the message");
    let mut args = FluentArgs::new();
    args.set("name", "Kai");
    let mut errors = Vec::new();
    let formatted =
        bundle.format_pattern(message.value().expect("a value"), Some(&args), &mut errors);
    assert_eq!(formatted, "Aloha, Kai!");
}

#[test]
fn a_file_that_does_not_parse_is_an_error_naming_it() {
    let Err(error) = bundle("de", "konane = \n  = broken {") else {
        panic!("a syntax error should be an error");
    };
    assert!(
        error
            .to_string()
            .starts_with("locales/de.ftl doesn't parse:"),
        "{error}"
    );
}

#[test]
fn a_discord_or_terminal_locale_finds_the_closest_shipped_one() {
    let code = |tag| Lang::closest(tag).code();
    assert_eq!(code("de"), "de");
    assert_eq!(code("pt-BR"), "pt-BR");
    // Same language, another country: the one we ship.
    assert_eq!(code("es-419"), "es-ES");
    assert_eq!(code("en-GB"), "en-US");
    assert_eq!(code("de_DE.UTF-8"), "de");
    assert_eq!(code("ja_JP@tradition"), "ja");
    // Traditional Chinese readers get English, not Simplified characters.
    assert_eq!(code("zh-TW"), "en-US");
    assert_eq!(code("zh-CN"), "zh-CN");
    for unknown in ["", "C", "C.UTF-8", "POSIX", "ko", "xx-YY"] {
        assert_eq!(code(unknown), "en-US", "{unknown:?}");
    }
    assert_eq!(
        Lang::ALL.len(),
        Locales::load().expect("loads").codes().count()
    );
}

#[test]
fn numbers_are_written_as_each_locale_writes_them() {
    let count = |code, n: u32| {
        let lang = Lang::shipped(code).expect("a shipped locale");
        lang.format("caption-stones", &[("count", n.into())])
    };
    assert_eq!(count("en-US", 12345), "12,345 stones");
    assert_eq!(count("de", 12345), "12.345 Steine");
    assert_eq!(count("fr", 12345), "12\u{202F}345 pions");
    // Spanish groups only from five digits.
    assert_eq!(count("es-ES", 1234), "1234 fichas");
    assert_eq!(count("es-ES", 12345), "12.345 fichas");
    assert_eq!(count("ja", 1234), "石1,234個");
    assert_eq!(count("en-US", 1), "1 stone");
    assert_eq!(count("de", 1), "1 Stein");
}

#[test]
fn a_message_missing_from_a_locale_falls_back_to_the_source_and_then_its_id() {
    let german = Lang::shipped("de").expect("German ships");
    assert_eq!(german.text("button-resign"), "Aufgeben");
    assert_eq!(german.text("no-such-message"), "no-such-message");
    let message = Message::new("error-not-your-turn").with("player", "<@7>");
    assert_eq!(message.to_string(), "it's not your turn; waiting for <@7>");
    assert_eq!(
        german.say(&message),
        "du bist nicht am Zug; wir warten auf <@7>"
    );
}

#[test]
fn a_finished_game_reads_in_each_language_with_zero_one_and_many_moves() {
    let summary = |code, moves: usize| {
        let lang = Lang::shipped(code).expect("a shipped locale");
        lang.format(
            "game-summary",
            &[
                ("won", "yes".into()),
                ("reason", "resignation".into()),
                ("opponent", "Lani".into()),
                ("colour", lang.colour(Color::Black).into()),
                ("moves", moves.into()),
                ("kind", "change".into()),
                ("change", "+12".into()),
            ],
        )
    };
    assert_eq!(
        summary("en-US", 34),
        "beat Lani, who resigned (black, 34 moves, +12)"
    );
    assert_eq!(
        summary("en-US", 1),
        "beat Lani, who resigned (black, 1 move, +12)"
    );
    assert_eq!(
        summary("en-US", 0),
        "beat Lani, who resigned (black, no moves, +12)"
    );
    assert_eq!(
        summary("de", 1),
        "besiegte Lani durch Aufgabe (Schwarz, 1 Zug, +12)"
    );
    assert_eq!(summary("ja", 34), "Laniに勝利(相手の投了)(黒、34手、+12)");
}

#[test]
fn the_rules_keep_their_lines_and_fit_one_message_in_every_language() {
    for lang in Lang::ALL {
        let rules = lang.text("rules-text");
        assert!(rules.starts_with("**Kōnane** "), "{lang:?}: {rules}");
        assert_eq!(rules.lines().count(), 9, "{lang:?}: {rules}");
        // The README's section on a member's data, by its English title.
        assert!(rules.contains("What the bot stores"), "{lang:?}: {rules}");
        // Discord's limit on a message's content.
        assert!(rules.chars().count() <= 2000, "{lang:?}");
        assert!(lang.text("rules-alt").chars().count() <= 1024, "{lang:?}");
    }
}

#[test]
fn the_terminal_reads_discords_messages_without_their_markdown() {
    let lang = Lang::shipped("de").expect("German ships");
    let title = lang.format(
        "analysis-title",
        &[("game", "7".into()), ("moves", 3.into())],
    );
    assert!(title.contains("**"), "{title}");
    let plain_title = plain(&title);
    assert!(
        !plain_title.contains('*') && plain_title.contains('7'),
        "{plain_title}"
    );
    assert_eq!(
        plain("`b5-d5` **wins**\n-# small print"),
        "b5-d5 wins\nsmall print"
    );
}

#[test]
fn a_command_named_in_a_message_is_named_as_that_languages_discord_shows_it() {
    let german = Lang::shipped("de").expect("German ships");
    let hint = german.text("history-replay");
    assert!(
        hint.contains("`/konane wiederholung partie:<Nummer>`"),
        "{hint}"
    );
    let english = Lang::SOURCE.text("history-replay");
    assert!(
        english.contains("`/konane replay game:<number>`"),
        "{english}"
    );
    for lang in Lang::ALL {
        let how = lang.text("how-to-move");
        let name = lang.text("konane-move");
        assert!(how.contains(&format!("/konane {name}")), "{lang:?}: {how}");
    }
}
