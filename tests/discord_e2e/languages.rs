//! The bot in every language it ships. Run once, on SQLite: the database is
//! not what these test.

use konane_bot::i18n::Locales;

use super::*;

/// Every command, subcommand and option the bot registers carries a name
/// and a description in every locale, the ones the locale files give, and
/// Discord's checks of the localisation maps (locales, name rules, lengths)
/// pass.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registration_carries_every_locale() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let locales = Locales::load().expect("the built-in locales");
    let translations: Vec<&str> = locales.translations().collect();
    assert_eq!(translations.len(), 6);
    // Commands, subcommands and options alike, with their locale-file keys.
    let mut pending: Vec<(String, &Value)> = commands
        .as_array()
        .expect("a list of commands")
        .iter()
        .map(|c| (String::new(), c))
        .collect();
    let mut checked = 0;
    while let Some((parent_key, item)) = pending.pop() {
        let name = item["name"].as_str().expect("a name");
        // Discord's option types 1 and 2 are subcommands and groups.
        let is_command = parent_key.is_empty() || matches!(item["type"].as_u64(), Some(1 | 2));
        let key = match (parent_key.is_empty(), is_command) {
            (true, _) => name.to_string(),
            (false, true) => format!("{parent_key}-{name}"),
            (false, false) => parent_key.clone(),
        };
        let (name_attribute, description_attribute) = if is_command {
            (None, "description".to_string())
        } else {
            (Some(name), format!("{name}-description"))
        };
        for locale in &translations {
            let expected_name = locales.exact(locale, &key, name_attribute, None);
            let expected_description =
                locales.exact(locale, &key, Some(&description_attribute), None);
            assert_eq!(
                item["name_localizations"][locale].as_str(),
                expected_name.as_deref(),
                "{key} {name} in {locale}"
            );
            assert_eq!(
                item["description_localizations"][locale].as_str(),
                expected_description.as_deref(),
                "{key} {name} in {locale}"
            );
            assert!(
                expected_name.is_some(),
                "{key} {name} has a name in {locale}"
            );
        }
        checked += 1;
        for option in item["options"].as_array().into_iter().flatten() {
            pending.push((key.clone(), option));
        }
    }
    assert!(checked > 50, "only {checked} commands and options");
    // A choice in German, and the English the code uses, unchanged.
    let opening = &commands[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .find(|c| c["name"] == "challenge")
        .expect("challenge")["options"];
    let opening = opening
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["name"] == "opening")
        .expect("the opening option");
    assert_eq!(opening["name_localizations"]["de"], "eröffnung");
    assert_eq!(opening["choices"][0]["name"], "centre-or-corner");
    assert_eq!(
        opening["choices"][0]["name_localizations"]["de"],
        "mitte-oder-ecke"
    );
    assert!(fake.failures().is_empty(), "{:?}", fake.failures());
    bot.stop().await;
}
