//! Whether SQLite may write a database file. It writes beside the file too
//! (its rollback journal, the write-ahead log and its index), even to read a
//! database in write-ahead mode, so the folder must be writable as well. A
//! file that can't be written is said as such at once, instead of surfacing
//! as a missing table or as a writer that waits on a lock it never gets.

use std::path::Path;

use super::StoreError;

/// Refuses an existing SQLite `file` that this process may not write, or
/// whose folder it may not write. A missing file is left to the caller
/// (created, or refused as missing).
pub(super) fn refuse_read_only(file: &str) -> Result<(), StoreError> {
    let path = Path::new(file);
    if file == ":memory:" || !path.is_file() {
        return Ok(());
    }
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let what = if !may_write(path) {
        "the file is read-only"
    } else if !may_write(folder) {
        "its folder is read-only"
    } else {
        return Ok(());
    };
    Err(StoreError::NoDatabase {
        database: file.to_owned(),
        why: format!(
            "{what}: SQLite writes beside a database (its journal and write-ahead log) even to read it; make both writable, or copy the file somewhere writable"
        ),
    })
}

/// Whether this process (its user, and the file system's mount) may write
/// `path`: `access(2)`, which also answers for a read-only mount.
#[cfg(target_os = "linux")]
fn may_write(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt as _;
    let Ok(c_path) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        // A path with a NUL byte can't be opened at all: SQLite will say so.
        return true;
    };
    // SAFETY: `c_path` is a valid NUL-terminated string that outlives the
    // call; access() only reads it.
    unsafe { libc::access(c_path.as_ptr(), libc::W_OK) == 0 }
}

#[cfg(not(target_os = "linux"))]
fn may_write(path: &Path) -> bool {
    std::fs::metadata(path).map_or(true, |m| !m.permissions().readonly())
}

/// An SQLite URL without a `mode`: opened or created, as the default URL
/// is, instead of failing with "unable to open database file" where the
/// file does not exist yet.
pub(super) fn open_or_create(url: &str) -> String {
    if url.starts_with("sqlite::memory:") {
        return url.to_owned();
    }
    let has_mode = url
        .split_once('?')
        .is_some_and(|(_, query)| query.split('&').any(|pair| pair.starts_with("mode=")));
    match (has_mode, url.contains('?')) {
        (true, _) => url.to_owned(),
        (false, true) => format!("{url}&mode=rwc"),
        (false, false) => format!("{url}?mode=rwc"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_without_a_mode_opens_or_creates() {
        assert_eq!(open_or_create("sqlite://k.db"), "sqlite://k.db?mode=rwc");
        assert_eq!(
            open_or_create("sqlite://k.db?cache=shared"),
            "sqlite://k.db?cache=shared&mode=rwc"
        );
        assert_eq!(
            open_or_create("sqlite://k.db?mode=ro"),
            "sqlite://k.db?mode=ro"
        );
        assert_eq!(open_or_create("sqlite::memory:"), "sqlite::memory:");
    }
}
