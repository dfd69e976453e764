//! A refused command: the prompt and answers go to standard output; a
//! refusal, like any tool's error, to standard error, in the same form:
//! one line after the program's name.

use std::io::Write as _;

pub(super) fn refuse(message: &str) {
    std::io::stdout().flush().ok();
    eprintln!("konane-bot: {message}");
}
