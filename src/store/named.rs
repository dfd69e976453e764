//! Statements whose parameters are named (`:game`) and bound by name, for
//! statements with many of them: a value can't end up in another's place
//! the way a swapped positional `.bind` would put it, unnoticed.

use super::{DbExecutor, StoreError};
use crate::values::Timestamp;

/// A value for a named parameter.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Value {
    Int(Option<i64>),
    Text(Option<String>),
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(Some(v))
    }
}

impl From<Option<i64>> for Value {
    fn from(v: Option<i64>) -> Value {
        Value::Int(v)
    }
}

impl From<Timestamp> for Value {
    fn from(v: Timestamp) -> Value {
        Value::Int(Some(v.0))
    }
}

impl From<Option<Timestamp>> for Value {
    fn from(v: Option<Timestamp>) -> Value {
        Value::Int(v.map(|t| t.0))
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(Some(v.to_owned()))
    }
}

impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(Some(v))
    }
}

impl From<Option<&str>> for Value {
    fn from(v: Option<&str>) -> Value {
        Value::Text(v.map(str::to_owned))
    }
}

/// `sql` with each `:name` replaced by a positional `$n` (the same `n` for
/// every use of a name), and the values in that order.
///
/// # Errors
/// A name the statement uses but `params` lacks, or one `params` has that
/// the statement never uses: the statement's own mistake, said plainly.
pub(super) fn positional(
    sql: &str,
    params: &[(&str, Value)],
) -> Result<(String, Vec<Value>), StoreError> {
    let mistake = |what: String| StoreError::Statement(what);
    let mut out = String::with_capacity(sql.len());
    let mut order: Vec<&str> = Vec::new();
    let mut chars = sql.char_indices().peekable();
    let mut quoted = false;
    while let Some((at, c)) = chars.next() {
        if c == '\'' {
            quoted = !quoted;
        }
        let next = chars.peek().map(|&(_, n)| n);
        if quoted || c != ':' {
            out.push(c);
            continue;
        }
        match next {
            // A PostgreSQL cast, `x::text`.
            Some(':') => {
                out.push_str("::");
                chars.next();
            }
            Some(n) if n.is_ascii_lowercase() || n == '_' => {
                let start = at + 1;
                let mut end = start;
                while let Some(&(i, n)) = chars.peek() {
                    if !(n.is_ascii_lowercase() || n.is_ascii_digit() || n == '_') {
                        break;
                    }
                    end = i + n.len_utf8();
                    chars.next();
                }
                let name = &sql[start..end];
                let index = match order.iter().position(|&known| known == name) {
                    Some(i) => i,
                    None => {
                        order.push(name);
                        order.len() - 1
                    }
                };
                out.push_str(&format!("${}", index + 1));
            }
            _ => out.push(c),
        }
    }
    let mut values = Vec::with_capacity(order.len());
    for name in &order {
        let (_, value) = params
            .iter()
            .find(|(given, _)| given == name)
            .ok_or_else(|| mistake(format!("no value for :{name}")))?;
        values.push(value.clone());
    }
    if let Some((unused, _)) = params.iter().find(|(given, _)| !order.contains(given)) {
        return Err(mistake(format!(":{unused} is given but not used")));
    }
    Ok((out, values))
}

/// Runs the statement `sql` with `params` bound by name; the rows it changed.
/// (The rewritten text is the same on every call, so sqlx's statement cache
/// still serves it.)
///
/// # Errors
/// As [`positional`]; [`StoreError::Sqlx`] on database failure.
pub(super) async fn execute(
    db: impl DbExecutor<'_>,
    sql: &str,
    params: &[(&str, Value)],
) -> Result<u64, StoreError> {
    let (sql, values) = positional(sql, params)?;
    let query = values
        .into_iter()
        .fold(sqlx::query(&sql), |q, value| match value {
            Value::Int(v) => q.bind(v),
            Value::Text(v) => q.bind(v),
        });
    Ok(query.execute(db).await?.rows_affected())
}

/// Runs the statement `sql` with `params` bound by name, and returns the
/// one integer it yields (an `INSERT ... RETURNING id`).
///
/// # Errors
/// As [`execute`].
pub(super) async fn fetch_integer(
    db: impl DbExecutor<'_>,
    sql: &str,
    params: &[(&str, Value)],
) -> Result<i64, StoreError> {
    let (sql, values) = positional(sql, params)?;
    let query = values
        .into_iter()
        .fold(sqlx::query_scalar(&sql), |q, value| match value {
            Value::Int(v) => q.bind(v),
            Value::Text(v) => q.bind(v),
        });
    Ok(query.fetch_one(db).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_positions_in_order_of_first_use() {
        let (sql, values) = positional(
            "UPDATE t SET a = :a, b = :b::text WHERE id = :id AND a <> :a AND s = 'x:y'",
            &[("id", 7.into()), ("b", "B".into()), ("a", 1.into())],
        )
        .unwrap();
        assert_eq!(
            sql,
            "UPDATE t SET a = $1, b = $2::text WHERE id = $3 AND a <> $1 AND s = 'x:y'"
        );
        assert_eq!(values, [1.into(), "B".into(), 7.into()]);
    }

    #[test]
    fn a_missing_or_unused_name_is_refused() {
        let missing = positional("SELECT :a", &[]).unwrap_err();
        assert!(missing.to_string().contains("no value for :a"), "{missing}");
        let unused = positional("SELECT 1", &[("a", 1.into())]).unwrap_err();
        assert!(
            unused.to_string().contains(":a is given but not used"),
            "{unused}"
        );
    }
}
