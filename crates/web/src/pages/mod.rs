//! The server-rendered pages: their routes and embedded assets, the templates, the words in
//! Spanish and English, the GM's «Pedir una tirada» form, the browser engine's module, the
//! views other sites embed and la bandeja, the offline dice tray.

pub mod ask_form;
pub mod embed;
pub mod engine;
pub mod i18n;
pub mod routes;
pub mod table;
pub mod templates;
pub mod tray;
