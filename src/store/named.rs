//! Statements whose parameters are named (`:game`) and bound by name, for
//! statements with many of them: a value can't end up in another's place
//! the way a swapped positional `.bind` would put it, unnoticed.
//!
//! ```text
//! Named::new("UPDATE games SET position = :position WHERE id = :game")
//!     .bind("game", game)
//!     .bind("position", position)
//!     .execute(db)
//!     .await?;
//! ```

use sqlx::any::{AnyArguments, AnyRow};
use sqlx::error::BoxDynError;
use sqlx::{Any, Arguments, Decode, Encode, FromRow, Type};

use super::{DbExecutor, StoreError};

/// Adds one value to a statement's arguments, once its place is known.
type Adder<'q> = Box<dyn FnOnce(&mut AnyArguments<'q>) -> Result<(), BoxDynError> + Send + 'q>;

/// A statement with named parameters and the values given for them.
pub(super) struct Named<'q> {
    sql: &'q str,
    values: Vec<(&'static str, Adder<'q>)>,
}

impl<'q> Named<'q> {
    pub(super) fn new(sql: &'q str) -> Named<'q> {
        Named {
            sql,
            values: Vec::new(),
        }
    }

    /// Gives `value` to parameter `:name`, wherever the statement uses it.
    pub(super) fn bind<T>(mut self, name: &'static str, value: T) -> Named<'q>
    where
        T: Encode<'q, Any> + Type<Any> + Send + 'q,
    {
        self.values
            .push((name, Box::new(move |args| args.add(value))));
        self
    }

    /// The statement with positional parameters, and its arguments in their order.
    fn positional(self) -> Result<(String, AnyArguments<'q>), StoreError> {
        let (sql, order) = positional(self.sql)?;
        let mut values = self.values;
        if let Some((unused, _)) = values.iter().find(|(given, _)| !order.contains(given)) {
            return Err(StoreError::Statement(format!(
                ":{unused} is given but not used"
            )));
        }
        let mut args = AnyArguments::default();
        for name in order {
            let at = values
                .iter()
                .position(|(given, _)| *given == name)
                .ok_or_else(|| StoreError::Statement(format!("no value for :{name}")))?;
            let (_, add) = values.swap_remove(at);
            add(&mut args).map_err(|e| StoreError::Statement(format!(":{name}: {e}")))?;
        }
        Ok((sql, args))
    }

    /// Runs the statement; the rows it changed.
    ///
    /// # Errors
    /// [`StoreError::Statement`] for a name without a value or a value
    /// without a use; [`StoreError::Sqlx`] on database failure.
    pub(super) async fn execute(self, db: impl DbExecutor<'_>) -> Result<u64, StoreError> {
        let (sql, args) = self.positional()?;
        // The rewritten text is the same on every call, so sqlx's statement
        // cache still serves it.
        Ok(sqlx::query_with(&sql, args)
            .execute(db)
            .await?
            .rows_affected())
    }

    /// Runs the statement for the one value of its one row (`RETURNING id`, `MAX(...)`).
    ///
    /// # Errors
    /// As [`Named::execute`], and [`StoreError::Sqlx`] when no row comes back.
    pub(super) async fn fetch_value<O>(self, db: impl DbExecutor<'_>) -> Result<O, StoreError>
    where
        O: for<'r> Decode<'r, Any> + Type<Any> + Send + Unpin,
    {
        let (sql, args) = self.positional()?;
        Ok(sqlx::query_scalar_with(&sql, args).fetch_one(db).await?)
    }

    /// Runs the statement for all its rows.
    ///
    /// # Errors
    /// As [`Named::execute`].
    pub(super) async fn fetch_all<O>(self, db: impl DbExecutor<'_>) -> Result<Vec<O>, StoreError>
    where
        O: for<'r> FromRow<'r, AnyRow> + Send + Unpin,
    {
        let (sql, args) = self.positional()?;
        Ok(sqlx::query_as_with(&sql, args).fetch_all(db).await?)
    }
}

/// `sql` with each `:name` replaced by a positional `$n` (the same `n` for
/// every use of a name), and the names in that order.
///
/// # Errors
/// [`StoreError::Statement`] for a statement with no name at all: it has
/// no need of this module.
fn positional(sql: &str) -> Result<(String, Vec<&str>), StoreError> {
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
    if order.is_empty() {
        return Err(StoreError::Statement(format!(
            "no named parameter in {sql}"
        )));
    }
    Ok((out, order))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_positions_in_order_of_first_use() {
        let (sql, order) = positional(
            "UPDATE t SET a = :a, b = :b::text WHERE id = :id AND a <> :a AND s = 'x:y'",
        )
        .unwrap();
        assert_eq!(
            sql,
            "UPDATE t SET a = $1, b = $2::text WHERE id = $3 AND a <> $1 AND s = 'x:y'"
        );
        assert_eq!(order, ["a", "b", "id"]);
    }

    #[test]
    fn a_missing_or_unused_name_is_refused() {
        let missing = Named::new("SELECT :a").positional().err().unwrap();
        assert!(missing.to_string().contains("no value for :a"), "{missing}");
        let unused = Named::new("SELECT :b")
            .bind("b", 1_i64)
            .bind("a", 1_i64)
            .positional()
            .err()
            .unwrap();
        assert!(
            unused.to_string().contains(":a is given but not used"),
            "{unused}"
        );
    }

    #[test]
    fn values_go_in_the_order_the_statement_names_them() {
        let (_, args) = Named::new("SELECT :first, :second, :first")
            .bind("second", 2_i64)
            .bind("first", 1_i64)
            .positional()
            .unwrap();
        // Two values: `:first`'s once, though the statement uses it twice.
        assert_eq!(args.len(), 2);
    }
}
