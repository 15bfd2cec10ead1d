//! The pages' HTML as askama templates (`templates/*.html`): every value is HTML-escaped
//! unless the template marks it `safe` (only HTML built here, and JSON made safe for a script).

use crate::pages::i18n::Lang;
use askama::Template;
use tirada_table::{System, TableInfo};

/// A template's HTML; a template that cannot render (a writer error) renders as nothing.
pub fn html(t: &impl Template) -> String {
    t.render().unwrap_or_default()
}

/// The frame of every page: `body` inside it, the words for its scripts and `module` (one of
/// the embedded assets) as its script; no inline script, so the CSP can forbid them.
#[derive(Template)]
#[template(path = "page.html")]
pub struct Page<'a> {
    pub l: Lang,
    pub title: &'a str,
    /// The same page in the other language.
    pub switch: &'a str,
    pub body: &'a str,
    pub module: Option<&'a str>,
    /// Every message as JSON, safe inside `<script>`.
    pub messages: String,
}

/// A form's refusal: the sentence goes next to `field` when the form has that field, else
/// under the form.
pub struct Refusal<'a> {
    pub field: &'a str,
    pub error: &'a str,
    /// The fields that have a place for their sentence.
    pub fields: &'a [&'a str],
}

impl Refusal<'_> {
    pub fn error_for(&self, field: &str) -> &str {
        if field == self.field {
            self.error
        } else {
            ""
        }
    }

    pub fn other_error(&self) -> &str {
        if self.fields.contains(&self.field) {
            ""
        } else {
            self.error
        }
    }
}

/// The home page: the form that creates a table, with what was typed after a refusal.
#[derive(Template)]
#[template(path = "home.html")]
pub struct Home<'a> {
    pub l: Lang,
    pub name: &'a str,
    pub gm_name: &'a str,
    pub reglas: &'a str,
    pub chosen: &'a str,
    pub systems: &'a [System],
    pub refusal: Refusal<'a>,
}

/// The join form of a table.
#[derive(Template)]
#[template(path = "join.html")]
pub struct Join<'a> {
    pub l: Lang,
    pub table: &'a TableInfo,
    /// The table id as a piece of URL.
    pub idq: &'a str,
    pub name: &'a str,
    pub code: &'a str,
    pub refusal: Refusal<'a>,
}

/// A page that says what went wrong, with a way back.
#[derive(Template)]
#[template(path = "error.html")]
pub struct ErrorBody<'a> {
    pub l: Lang,
    pub message: &'a str,
    pub back: &'a str,
}

/// A table's view inside another site (`/embed/mesa/{id}`): its rolls, read by `embed.js` with
/// the token of the link's fragment.
#[derive(Template)]
#[template(path = "embed.html")]
pub struct Embed<'a> {
    pub l: Lang,
    /// The table's id, percent-encoded.
    pub idq: &'a str,
}
