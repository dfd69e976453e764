//! What the database holds, read from its own catalogue: the tables a
//! backup must carry, and every place a value is still found, so that a
//! check of a deletion can't miss a table added after it was written.

use super::{Backend, DbExecutor, Store, StoreError};

/// The database's tables (sqlx's own migration table included: a restored
/// copy needs it), by name.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn table_names(store: &Store) -> Result<Vec<String>, StoreError> {
    let sql = match store.backend() {
        Backend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
             ORDER BY name"
        }
        Backend::Postgres => {
            "SELECT table_name::TEXT FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
        }
    };
    Ok(sqlx::query_scalar(sql).fetch_all(store.pool()).await?)
}

/// A table's columns, and the type each is declared with.
async fn columns(
    db: impl DbExecutor<'_>,
    backend: Backend,
    table: &str,
) -> Result<Vec<(String, String)>, StoreError> {
    let sql = match backend {
        Backend::Sqlite => "SELECT name, UPPER(type) FROM pragma_table_info($1)",
        Backend::Postgres => {
            "SELECT column_name::TEXT, UPPER(data_type::TEXT) FROM information_schema.columns \
             WHERE table_schema = current_schema() AND table_name = $1"
        }
    };
    Ok(sqlx::query_as(sql).bind(table).fetch_all(db).await?)
}

/// Every `table.column` in which `value` (as stored: an id bit-cast to
/// BIGINT) appears: as a column's whole value, or inside a text column's.
/// It reads every row of every table: an operator's check, never a bot's
/// request.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn columns_holding(store: &Store, value: i64) -> Result<Vec<String>, StoreError> {
    let (whole, inside) = (value.to_string(), format!("%{value}%"));
    let mut found = Vec::new();
    for table in table_names(store).await? {
        for (column, kind) in columns(store.pool(), store.backend(), &table).await? {
            let is_text = kind.contains("TEXT") || kind.contains("CHAR");
            // Names from the catalogue, quoted: nothing a user typed.
            let sql = format!(
                "SELECT COUNT(*) FROM \"{table}\" WHERE CAST(\"{column}\" AS TEXT) = $1 \
                 OR ($3 AND CAST(\"{column}\" AS TEXT) LIKE $2)"
            );
            let count: i64 = sqlx::query_scalar(&sql)
                .bind(&whole)
                .bind(&inside)
                .bind(is_text)
                .fetch_one(store.pool())
                .await?;
            if count > 0 {
                found.push(format!("{table}.{column}"));
            }
        }
    }
    Ok(found)
}
