//! Which of Discord's gateway shards a process runs. A large bot runs several
//! processes, each holding a range of one total, over one shared database.

use std::fmt;

/// Shards `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// Reads `KONANE_SHARDS` (the total) and `KONANE_SHARD_RANGE`
    /// (`first-last`, or one shard; all of them if unset).
    ///
    /// # Errors
    /// A malformed number, an empty or out-of-range range, or a range without a total.
    pub fn from_settings(
        total: Option<&str>,
        range: Option<&str>,
    ) -> Result<Option<ShardRange>, String> {
        let Some(total) = total else {
            return match range {
                Some(_) => {
                    Err("KONANE_SHARD_RANGE needs KONANE_SHARDS, the total number of shards".into())
                }
                None => Ok(None),
            };
        };
        let total: u32 = total
            .trim()
            .parse()
            .ok()
            .filter(|&n| (1..=MAX_SHARDS).contains(&n))
            .ok_or_else(|| {
                format!(
                    "KONANE_SHARDS must be a number of shards from 1 to {MAX_SHARDS}, not '{total}'"
                )
            })?;
        let shard = |text: &str| {
            text.trim()
                .parse::<u32>()
                .ok()
                .filter(|&n| n < total)
                .ok_or_else(|| {
                    format!(
                        "KONANE_SHARD_RANGE must be shards from 0 to {} written first-last (e.g. 0-{}), not '{}'",
                        total - 1,
                        total - 1,
                        range.unwrap_or_default()
                    )
                })
        };
        let (first, last) = match range {
            None => (0, total - 1),
            Some(text) => match text.split_once('-') {
                Some((first, last)) => (shard(first)?, shard(last)?),
                None => (shard(text)?, shard(text)?),
            },
        };
        if first > last {
            return Err(format!(
                "KONANE_SHARD_RANGE '{}' runs backwards: write the lower shard first",
                range.unwrap_or_default()
            ));
        }
        Ok(Some(ShardRange { first, last, total }))
    }

    /// Whether this range holds shard 0, whose process registers the commands.
    pub fn holds_shard_zero(self) -> bool {
        self.first == 0
    }

    /// The shard that receives a server's events, by Discord's rule.
    pub fn shard_of(guild: u64, total: u32) -> u32 {
        ((guild >> 22) % u64::from(total.max(1))) as u32
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "shards {}-{} of {}", self.first, self.last, self.total)
    }
}

/// More shards than any bot needs (Discord asks for one per 2,500 servers).
pub const MAX_SHARDS: u32 = 4096;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_read_and_mistakes_are_refused() {
        let range = |t, r| ShardRange::from_settings(t, r);
        assert_eq!(range(None, None), Ok(None));
        assert_eq!(
            range(Some("4"), None),
            Ok(Some(ShardRange {
                first: 0,
                last: 3,
                total: 4
            }))
        );
        assert_eq!(
            range(Some("4"), Some("2-3")),
            Ok(Some(ShardRange {
                first: 2,
                last: 3,
                total: 4
            }))
        );
        assert_eq!(
            range(Some("4"), Some("1")),
            Ok(Some(ShardRange {
                first: 1,
                last: 1,
                total: 4
            }))
        );
        for (total, r) in [
            (None, Some("0-1")),
            (Some("0"), None),
            (Some("four"), None),
            (Some("4"), Some("2-4")),
            (Some("4"), Some("3-1")),
            (Some("4"), Some("a-b")),
        ] {
            assert!(range(total, r).is_err(), "{total:?} {r:?}");
        }
        assert!(
            range(Some("4"), Some("3-1"))
                .unwrap_err()
                .contains("backwards")
        );
    }

    #[test]
    fn a_server_belongs_to_the_shard_discord_sends_its_events_on() {
        // Discord's example: (guild_id >> 22) % num_shards.
        assert_eq!(ShardRange::shard_of(41_771_983_423_143_937, 2), 0);
        assert_eq!(ShardRange::shard_of(1 << 22, 2), 1);
        assert_eq!(ShardRange::shard_of(3 << 22, 4), 3);
        assert_eq!(ShardRange::shard_of(7, 1), 0);
    }
}
