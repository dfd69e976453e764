//! Time as the service sees it: a clock that tests can set.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::i18n::Lang;
use crate::values::Timestamp;

pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now(&self) -> Timestamp;
}

/// The real time.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let since = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        Timestamp::EPOCH.plus(since)
    }
}

/// A clock that moves only when told to; clones share the time.
#[derive(Debug, Clone, Default)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    pub fn starting_at(t: Timestamp) -> ManualClock {
        ManualClock(Arc::new(AtomicI64::new(t.0)))
    }

    pub fn advance(&self, d: Duration) {
        self.0
            .fetch_add(Timestamp::EPOCH.plus(d).0, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        Timestamp(self.0.load(Ordering::SeqCst))
    }
}

/// Parses durations such as `72h`, `3d`, `90m`, `1h30m` or `45s`.
///
/// # Errors
/// A message naming the part that is not a number with a unit.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Err("an empty duration; write e.g. 72h, 3d or 90m".into());
    }
    let mut total = 0u64;
    let mut number = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'd' => 86_400,
            'h' => 3_600,
            'm' => 60,
            's' => 1,
            ' ' => continue,
            _ => {
                return Err(format!(
                    "invalid duration '{text}': unknown unit '{c}' (use d, h, m or s)"
                ));
            }
        };
        let n: u64 = number
            .parse()
            .map_err(|_| format!("invalid duration '{text}': expected a number before '{c}'"))?;
        total = total.saturating_add(n.saturating_mul(unit));
        number.clear();
    }
    if !number.is_empty() {
        return Err(format!(
            "invalid duration '{text}': add a unit to {number} (d, h, m or s)"
        ));
    }
    Ok(Duration::from_secs(total))
}

/// A live game's clock as players read one: `4:05`, `1:02:09`, `0:07`
/// (whole seconds, rounded down: a clock showing 0:00 has run out).
pub fn format_clock(d: Duration) -> String {
    let secs = d.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// `3d 4h`, `72h`, `45m` (in `lang`'s units): the largest two units that
/// are not zero.
pub fn format_duration(d: Duration, lang: Lang) -> String {
    // To the nearest second, and past an hour to the nearest minute: a
    // deadline set three days from now a moment ago still shows "3d", not
    // "2d 23h".
    let mut secs = (d.as_millis().saturating_add(500) / 1000) as u64;
    if secs >= 3_600 {
        secs = (secs + 30) / 60 * 60;
    }
    let mut parts = Vec::new();
    for (unit, name) in [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")] {
        if secs >= unit {
            parts.push(lang.format(
                "duration-part",
                &[("unit", name.into()), ("count", (secs / unit).into())],
            ));
            secs %= unit;
        }
    }
    match parts.as_slice() {
        [] => lang.format(
            "duration-part",
            &[("unit", "s".into()), ("count", 0.into())],
        ),
        [one] => one.clone(),
        [first, second, ..] => lang.format(
            "duration-two-parts",
            &[
                ("first", first.as_str().into()),
                ("second", second.as_str().into()),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_just_set_prints_as_set() {
        let three_days = Duration::from_secs(3 * 86_400);
        assert_eq!(format_duration(three_days, Lang::SOURCE), "3d");
        assert_eq!(
            format_duration(three_days - Duration::from_millis(5), Lang::SOURCE),
            "3d"
        );
        assert_eq!(
            format_duration(three_days - Duration::from_secs(20), Lang::SOURCE),
            "3d"
        );
        assert_eq!(
            format_duration(three_days - Duration::from_secs(90), Lang::SOURCE),
            "2d 23h"
        );
        assert_eq!(
            format_duration(Duration::from_millis(59_600), Lang::SOURCE),
            "1m"
        );
        assert_eq!(
            format_duration(Duration::from_secs(119), Lang::SOURCE),
            "1m 59s"
        );
    }

    #[test]
    fn durations_print_in_each_language() {
        let d = Duration::from_secs(2 * 86_400 + 23 * 3_600);
        let shown = |code| format_duration(d, Lang::shipped(code).expect("a shipped locale"));
        assert_eq!(shown("de"), "2 T. 23 Std.");
        assert_eq!(shown("ja"), "2日23時間");
        assert_eq!(shown("zh-CN"), "2天23小时");
        assert_eq!(shown("fr"), "2 j 23 h");
    }

    #[test]
    fn durations_parse_and_print() {
        assert_eq!(parse_duration("72h"), Ok(Duration::from_secs(72 * 3600)));
        assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5400)));
        assert_eq!(parse_duration("3D"), Ok(Duration::from_secs(3 * 86_400)));
        assert!(parse_duration("72").unwrap_err().contains("add a unit"));
        assert!(
            parse_duration("3w")
                .unwrap_err()
                .contains("unknown unit 'w'")
        );
        assert_eq!(
            format_duration(Duration::from_secs(72 * 3600), Lang::SOURCE),
            "3d"
        );
        assert_eq!(
            format_duration(Duration::from_secs(5400), Lang::SOURCE),
            "1h 30m"
        );
    }

    #[test]
    fn clocks_print_as_players_read_them() {
        assert_eq!(format_clock(Duration::from_millis(245_900)), "4:05");
        assert_eq!(format_clock(Duration::from_secs(3729)), "1:02:09");
        assert_eq!(format_clock(Duration::from_millis(999)), "0:00");
        assert_eq!(format_clock(Duration::from_secs(600)), "10:00");
    }

    #[test]
    fn manual_clock_moves_only_when_told() {
        let c = ManualClock::starting_at(Timestamp(1000));
        let shared = c.clone();
        c.advance(Duration::from_secs(2));
        assert_eq!(shared.now(), Timestamp(3000));
    }
}
