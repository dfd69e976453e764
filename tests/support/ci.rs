//! Whether this run may skip what needs the PostgreSQL server or the shared
//! OpenAPI description. A developer's bare machine may (each skip prints a
//! note); CI may not: `.ci/run` sets `KONANE_TEST_POSTGRES_REQUIRED=1`, and
//! a missing server or file is then a failure with the reason.

pub const REQUIRED_VARIABLE: &str = "KONANE_TEST_POSTGRES_REQUIRED";

/// Whether the checks must run rather than skip.
pub fn required() -> bool {
    std::env::var(REQUIRED_VARIABLE).is_ok_and(|v| v.trim() == "1")
}
