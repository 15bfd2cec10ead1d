//! The server-rendered pages: their routes and embedded assets, the templates, the words in
//! Spanish and English, and the GM's «Pedir una tirada» form.

pub mod ask_form;
pub mod i18n;
pub mod routes;
pub mod table;
pub mod templates;
