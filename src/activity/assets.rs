//! The page and its files, built into the binary: `activity/index.html`,
//! the bundle esbuild made of `activity/src/` (committed in `activity/dist/`,
//! so building the bot needs no Node), and each locale's Fluent file.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::i18n::Lang;

const INDEX: &str = include_str!("../../activity/index.html");

/// The page's files: name, content type, bytes.
const FILES: [(&str, &str, &[u8]); 2] = [
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../activity/dist/app.js"),
    ),
    (
        "app.css",
        "text/css; charset=utf-8",
        include_bytes!("../../activity/app.css"),
    ),
];

pub(super) async fn index() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        INDEX,
    )
        .into_response()
}

pub(super) async fn file(Path(name): Path<String>) -> Response {
    match FILES.iter().find(|(file, _, _)| *file == name) {
        Some(&(_, kind, bytes)) => (
            [
                (header::CONTENT_TYPE, kind),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            bytes,
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// A locale's Fluent file, by its code with `.ftl` (`de.ftl`).
pub(super) async fn locale(Path(name): Path<String>) -> Response {
    let lang = name.strip_suffix(".ftl").and_then(Lang::shipped);
    match lang {
        Some(lang) => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            lang.fluent_source(),
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}
