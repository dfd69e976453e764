//! Game records: a PGN-like text with tag lines, then numbered moves.
//!
//! ```text
//! [Event "Kōnane"]
//! [Date "2026.11.29"]
//! [Black "alice"]
//! [White "bob"]
//! [Size "6x6"]
//! [Opening "centre-or-corner"]
//! [Jumps "straight"]
//! [Result "1-0"]
//! [Termination "no moves"]
//!
//! 1. c4 d4 2. e4-c4 c2-c4 ...
//! 1-0
//! ```
//!
//! A move number counts a pair: Black's move then White's. `1-0` means Black
//! won, `0-1` White, `*` a game in progress. Parsing replays every move, so a
//! record that parses is a legal game.

use std::fmt::{self, Write as _};

use super::game::{EndReason, Game, TurnError};
use super::notation::MoveText;
use super::position::Position;
use super::square::{Color, Size};
use super::variant::{JumpRule, Opening, Variant};

/// A game with the names and tags around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub game: Game,
    pub black: String,
    pub white: String,
    pub date: Option<String>,
    /// Any other tags, in order (Event, Site, Round, ...).
    pub tags: Vec<(String, String)>,
}

/// Why a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("line {line}: malformed tag; expected [Name \"value\"]")]
    BadTag { line: usize },
    #[error("tag {tag}: {reason}")]
    BadValue { tag: &'static str, reason: String },
    // `reason`, not `source`: the message already says it, and a source
    // would be said again by whoever prints the error's chain.
    #[error("move {number} ({text}): {reason}")]
    BadMove {
        number: String,
        text: String,
        reason: TurnError,
    },
    #[error("the result says {claimed} but the moves give {actual}")]
    ResultMismatch { claimed: String, actual: String },
    #[error(
        "the result says {0} but the game is not over after its moves; \
         add [Termination \"resignation\"] or [Termination \"time forfeit\"]"
    )]
    MissingTermination(String),
}

const KNOWN: [&str; 10] = [
    "SetUp",
    "Position",
    "Black",
    "White",
    "Date",
    "Size",
    "Opening",
    "Jumps",
    "Result",
    "Termination",
];

impl Record {
    pub fn new(game: Game, black: impl Into<String>, white: impl Into<String>) -> Record {
        Record {
            game,
            black: black.into(),
            white: white.into(),
            date: None,
            tags: Vec::new(),
        }
    }

    pub fn result_text(&self) -> &'static str {
        match self.game.outcome() {
            Some(o) if o.winner == Color::Black => "1-0",
            Some(_) => "0-1",
            None => "*",
        }
    }

    /// Reads a record and replays its moves.
    ///
    /// # Errors
    /// [`RecordError`] naming the tag, move or result that is wrong.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut tags: Vec<(String, String)> = Vec::new();
        let mut movetext = String::new();
        for (i, line) in text.lines().enumerate() {
            let t = line.trim();
            if t.starts_with('[') {
                tags.push(parse_tag(t).ok_or(RecordError::BadTag { line: i + 1 })?);
            } else {
                movetext.push_str(t);
                movetext.push(' ');
            }
        }
        let take = |name: &str| tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
        let bad = |tag: &'static str, reason: String| RecordError::BadValue { tag, reason };
        // A game set up from a position names it (PGN's SetUp and FEN tags).
        let start: Option<Position> = take("Position")
            .map(|p| {
                p.parse()
                    .map_err(|e: super::ParsePositionError| bad("Position", e.to_string()))
            })
            .transpose()?;
        if take("SetUp").is_some_and(|s| s == "1") && start.is_none() {
            return Err(bad("SetUp", "a set-up game needs a Position tag".into()));
        }
        let size: Size = match take("Size") {
            Some(s) => s
                .parse()
                .map_err(|e: super::SizeError| bad("Size", e.to_string()))?,
            None => start.map_or(Size::STANDARD, |p| p.size()),
        };
        let opening: Opening = match take("Opening") {
            Some(s) => s
                .parse()
                .map_err(|e: super::ParseSettingError| bad("Opening", e.to_string()))?,
            None => Opening::default(),
        };
        let jumps: JumpRule = match take("Jumps") {
            Some(s) => s
                .parse()
                .map_err(|e: super::ParseSettingError| bad("Jumps", e.to_string()))?,
            None => JumpRule::default(),
        };
        let variant =
            Variant::new(size, opening, jumps).map_err(|e| bad("Opening", e.to_string()))?;
        let mut game = match start {
            Some(start) => {
                Game::from_position(variant, start).map_err(|e| bad("Position", e.to_string()))?
            }
            None => Game::new(variant),
        };
        let mut claimed = take("Result");
        let mut number = String::from("1");
        for token in movetext.split_whitespace() {
            if matches!(token, "1-0" | "0-1" | "*") {
                claimed.get_or_insert_with(|| token.to_string());
                continue;
            }
            if let Some(n) = token.strip_suffix('.') {
                number = n.trim_end_matches('.').to_string();
                continue;
            }
            let bad_move = |reason: TurnError| RecordError::BadMove {
                number: number.clone(),
                text: token.to_string(),
                reason,
            };
            let parsed: MoveText = token
                .parse()
                .map_err(|e: super::ParseMoveError| bad_move(TurnError::Move(e.into())))?;
            let m = parsed
                .resolve(game.position(), variant.rules())
                .map_err(|e| bad_move(TurnError::Move(e)))?;
            game.play(m).map_err(bad_move)?;
        }
        let reason = take("Termination")
            .map(|t| {
                EndReason::from_name(&t).ok_or_else(|| bad("Termination", format!(
                "unknown termination '{t}': expected no moves, resignation, time forfeit or adjudication"
            )))
            })
            .transpose()?;
        apply_result(&mut game, claimed.as_deref().unwrap_or("*"), reason)?;
        Ok(Record {
            game,
            black: take("Black").unwrap_or_default(),
            white: take("White").unwrap_or_default(),
            date: take("Date"),
            tags: tags
                .into_iter()
                .filter(|(k, _)| !KNOWN.contains(&k.as_str()))
                .collect(),
        })
    }
}

/// Checks the claimed result against the replayed moves, applying a
/// resignation or time forfeit the moves cannot show.
fn apply_result(
    game: &mut Game,
    claimed: &str,
    reason: Option<EndReason>,
) -> Result<(), RecordError> {
    let winner = match claimed {
        "1-0" => Some(Color::Black),
        "0-1" => Some(Color::White),
        "*" => None,
        other => {
            return Err(RecordError::BadValue {
                tag: "Result",
                reason: format!("unknown result '{other}': expected 1-0, 0-1 or *"),
            });
        }
    };
    let mismatch = |game: &Game| RecordError::ResultMismatch {
        claimed: claimed.to_string(),
        actual: game
            .outcome()
            .map_or("a game in progress".to_string(), |o| o.to_string()),
    };
    match (game.outcome(), winner) {
        (None, None) => Ok(()),
        (Some(o), Some(w)) if o.winner == w && reason.is_none_or(|r| r == o.reason) => Ok(()),
        (None, Some(w)) => {
            let loser = w.other();
            let ended = match reason {
                Some(EndReason::Resignation) => game.resign(loser),
                Some(EndReason::Timeout) => game.time_out(loser),
                Some(EndReason::Adjudication) => game.adjudicate(loser),
                Some(EndReason::NoMoves) => return Err(mismatch(game)),
                None => return Err(RecordError::MissingTermination(claimed.to_string())),
            };
            ended.map(|_| ()).map_err(|_| mismatch(game))
        }
        _ => Err(mismatch(game)),
    }
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    let valid_name =
        !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    valid_name.then(|| (name.to_string(), value))
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    let escaped = value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ");
    let _ = writeln!(out, "[{name} \"{escaped}\"]");
}

/// Why a file of several records could not be read: which one (from 1), and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {index} of the file: {error}")]
pub struct RecordsError {
    pub index: usize,
    pub error: RecordError,
}

impl Record {
    /// Reads a file of records, one after another (a record starts at a
    /// tag line that follows moves or another record's result); each is
    /// replayed. A file without tags is one record.
    ///
    /// # Errors
    /// [`RecordsError`] naming the first record that doesn't read.
    pub fn parse_all(text: &str) -> Result<Vec<Record>, RecordsError> {
        let mut chunks: Vec<String> = Vec::new();
        let mut in_moves = true;
        for line in text.lines() {
            let is_tag = line.trim_start().starts_with('[');
            if is_tag && in_moves {
                chunks.push(String::new());
            }
            if !line.trim().is_empty() {
                in_moves = !is_tag;
            }
            match chunks.last_mut() {
                Some(chunk) => {
                    chunk.push_str(line);
                    chunk.push('\n');
                }
                None if line.trim().is_empty() => {}
                None => chunks.push(format!("{line}\n")),
            }
        }
        chunks
            .iter()
            .enumerate()
            .map(|(i, chunk)| {
                Record::parse(chunk).map_err(|error| RecordsError {
                    index: i + 1,
                    error,
                })
            })
            .collect()
    }

    /// Records one after another, a blank line between, as
    /// [`Record::parse_all`] reads them.
    pub fn write_all(records: &[Record]) -> String {
        records
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        let variant = self.game.variant();
        for (name, value) in &self.tags {
            write_tag(&mut out, name, value);
        }
        if let Some(date) = &self.date {
            write_tag(&mut out, "Date", date);
        }
        if self.game.is_set_up() {
            write_tag(&mut out, "SetUp", "1");
            write_tag(&mut out, "Position", &self.game.start().to_string());
        }
        write_tag(&mut out, "Black", &self.black);
        write_tag(&mut out, "White", &self.white);
        write_tag(&mut out, "Size", &variant.size.to_string());
        write_tag(&mut out, "Opening", variant.opening.name());
        write_tag(&mut out, "Jumps", variant.jumps.name());
        write_tag(&mut out, "Result", self.result_text());
        if let Some(o) = self.game.outcome() {
            write_tag(&mut out, "Termination", o.reason.name());
        }
        out.push('\n');
        let mut line = String::new();
        for (i, m) in self.game.moves().iter().enumerate() {
            let number = self.game.number_of(i);
            let token = match number.mover {
                Color::Black => format!("{}. {m}", number.number),
                // Only a set-up game's first move is White's to number.
                Color::White if i == 0 => format!("{}... {m}", number.number),
                Color::White => m.to_string(),
            };
            if !line.is_empty() && line.len() + token.len() >= 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        if !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str(self.result_text());
        out.push('\n');
        f.write_str(&out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MoveNumber;
    use crate::engine::StartError;

    fn game_of(moves: &[&str]) -> Game {
        let mut game = Game::new(Variant::default());
        for m in moves {
            game.play_text(m).expect("a legal move");
        }
        game
    }

    #[test]
    fn several_records_read_back_as_written_and_a_bad_one_is_named() {
        let mut first = Record::new(game_of(&["d5", "e5", "b5-d5"]), "Kai", "Lani");
        first.tags.push(("Event".into(), "Kōnane".into()));
        let mut second = Record::new(game_of(&["e4", "d4"]), "Mele", "Noe");
        second.game.resign(Color::White).expect("resigned");
        second.date = Some("2026.12.04".into());
        let records = vec![first, second];
        let file = Record::write_all(&records);
        assert_eq!(Record::parse_all(&file), Ok(records.clone()));
        // One record without tags, and blank lines around, read as one.
        let bare = "\n\n1. d5 e5\n*\n";
        let read = Record::parse_all(bare).expect("one record");
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].game.moves().len(), 2);
        let broken = file.replace("1. e4 d4", "1. e4 a1");
        let error = Record::parse_all(&broken).expect_err("the second is wrong");
        assert_eq!(error.index, 2);
        assert!(
            matches!(error.error, RecordError::BadMove { .. }),
            "{error}"
        );
    }

    #[test]
    fn a_set_up_game_numbers_from_its_side_to_move_and_reads_back() {
        // The example position, with White to move after Black's first jump.
        let mut opened = game_of(&["d5", "e5", "b5-d5"]);
        let start = *opened.position();
        assert_eq!(start.turn(), Color::White);
        let mut game = Game::from_position(Variant::default(), start).expect("after the opening");
        assert!(game.is_set_up() && !opened.is_set_up());
        let replies = game.legal_moves();
        game.play(replies[0]).expect("legal");
        opened.play(replies[0]).expect("legal");
        let black = game.legal_moves()[0];
        game.play(black).expect("legal");
        assert_eq!(game.position(), {
            opened.play(black).expect("legal");
            opened.position()
        });
        assert_eq!(
            (game.mover_at(0), game.mover_at(1)),
            (Color::White, Color::Black)
        );
        assert_eq!(game.number_of(0).to_string(), "1. …");
        assert_eq!(game.number_of(1).to_string(), "2.");
        assert_eq!(game.ply_of(game.number_of(1)), Some(1));
        assert_eq!(
            game.ply_of(MoveNumber::of_ply(0)),
            None,
            "1. is before the start"
        );
        assert_eq!(game.position_at(0), start);

        let record = Record::new(game.clone(), "Kai", "Lani");
        let text = record.to_string();
        assert!(text.contains("[SetUp \"1\"]"), "{text}");
        assert!(text.contains(&format!("[Position \"{start}\"]")), "{text}");
        assert!(
            text.contains(&format!("1... {} 2. {black}", replies[0])),
            "{text}"
        );
        assert_eq!(Record::parse(&text), Ok(record));

        // A set-up that the engine refuses is named by its tag.
        let unopened = text.replace(
            &start.to_string(),
            &Position::new(Size::STANDARD).to_string(),
        );
        assert!(matches!(
            Record::parse(&unopened),
            Err(RecordError::BadValue {
                tag: "Position",
                ..
            })
        ));
        let small = text.replace("[Size \"8x8\"]", "[Size \"6x6\"]");
        assert!(matches!(
            Record::parse(&small),
            Err(RecordError::BadValue {
                tag: "Position",
                ..
            })
        ));
        let bare = text.replace(&format!("[Position \"{start}\"]"), "");
        assert!(matches!(
            Record::parse(&bare),
            Err(RecordError::BadValue { tag: "SetUp", .. })
        ));
    }

    #[test]
    fn only_positions_after_the_opening_with_moves_left_start_games() {
        let variant = Variant::default();
        let start = |text: &str| Game::from_position(variant, text.parse().expect("a position"));
        assert!(start(super::super::EXAMPLE_POSITION).is_ok());
        let one_hole = "xoxoxoxo/oxoxoxox/xoxoxoxo/oxo.oxox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox w";
        assert_eq!(start(one_hole), Err(StartError::OpeningNotPlayed));
        // Two holes apart, or White to move after the two removals: no game reaches them.
        let apart = "xoxoxoxo/oxoxoxox/xoxoxoxo/oxo.o.ox/xoxoxoxo/oxoxoxox/xoxoxoxo/oxoxoxox b";
        assert_eq!(start(apart), Err(StartError::NotAfterOpening));
        let white = super::super::EXAMPLE_POSITION.replace(" b", " w");
        assert_eq!(start(&white), Err(StartError::NotAfterOpening));
        assert_eq!(
            Game::from_position(variant, "xoxo/o..x/xoxo/oxox b".parse().expect("4x4")),
            Err(StartError::WrongSize {
                given: "4x4".parse().expect("a size"),
                expected: Size::STANDARD
            })
        );
        // Black to move with every black stone stuck: over before it starts.
        assert_eq!(
            Game::from_position(
                Variant {
                    size: "4x4".parse().expect("a size"),
                    ..variant
                },
                "x.../..../..../o... b".parse().expect("a position")
            ),
            Err(StartError::NoMoves(Color::Black))
        );
    }
}
