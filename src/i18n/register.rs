//! Each language keeps one voice: French addresses the player as *vous*
//! throughout (as German keeps to *du*), and Japanese and Chinese write
//! their brackets one way (half-width, as the commands they enclose).
//! Checked on the shipped files, so a new message can't mix them again.

#[cfg(test)]
mod tests {
    fn shipped(code: &str) -> String {
        let path = format!("{}/locales/{code}.ftl", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The messages' text, comments left out.
    fn messages(text: &str) -> impl Iterator<Item = (usize, &str)> {
        text.lines()
            .enumerate()
            .filter(|(_, line)| !line.trim_start().starts_with('#'))
            .map(|(n, line)| (n + 1, line))
    }

    #[test]
    fn french_says_vous_throughout() {
        const FAMILIAR: [&str; 8] = ["tu", "toi", "ton", "ta", "tes", "te", "tien", "tienne"];
        let text = shipped("fr");
        let familiar: Vec<String> = messages(&text)
            .filter(|(_, line)| {
                let lower = line.to_lowercase();
                lower.contains(" t'")
                    || lower.contains(" t’")
                    || lower
                        .split(|c: char| !c.is_alphabetic())
                        .any(|word| FAMILIAR.contains(&word))
            })
            .map(|(n, line)| format!("fr.ftl:{n}: {line}"))
            .collect();
        assert!(familiar.is_empty(), "{familiar:#?}");
    }

    #[test]
    fn japanese_and_chinese_write_half_width_brackets() {
        for code in ["ja", "zh-CN"] {
            let text = shipped(code);
            let full: Vec<String> = messages(&text)
                .filter(|(_, line)| line.contains(['（', '）']))
                .map(|(n, line)| format!("{code}.ftl:{n}: {line}"))
                .collect();
            assert!(full.is_empty(), "{full:#?}");
        }
    }

    #[test]
    fn help_names_its_placeholders_in_the_language() {
        for code in ["ja", "zh-CN"] {
            let text = shipped(code);
            let english: Vec<String> = messages(&text)
                .filter(|(_, line)| {
                    line.split(|c: char| !c.is_ascii_alphabetic()).any(|word| {
                        matches!(word, "NAME" | "FILE" | "GAME" | "MOVE" | "PAGE" | "ROWS")
                    })
                })
                .map(|(n, line)| format!("{code}.ftl:{n}: {line}"))
                .collect();
            assert!(english.is_empty(), "{english:#?}");
        }
    }
}
