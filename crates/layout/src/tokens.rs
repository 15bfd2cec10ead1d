//! A Rust file as the few tokens the module graph needs: identifiers, `::`, braces, commas, `*`,
//! `#`, `;` and string literals (for `#[path = "…"]`); comments and everything else dropped.

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tok {
    Ident(String),
    Colons,
    Open,
    Close,
    Comma,
    Star,
    Hash,
    Semi,
    Str(String),
    Other,
}

/// Tokens of a Rust file, without comments; string literals kept (for `#[path = "…"]`).
pub(crate) fn tokens(text: &str) -> Vec<Tok> {
    let b: Vec<char> = text.chars().collect();
    let (mut i, mut out) = (0, Vec::new());
    while i < b.len() {
        let c = b[i];
        if c == '/' && b.get(i + 1) == Some(&'/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && b.get(i + 1) == Some(&'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == '*' && b[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            let mut s = String::new();
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    i += 1;
                }
                s.push(b[i]);
                i += 1;
            }
            i += 1;
            out.push(Tok::Str(s));
        } else if c == '\'' && b.get(i + 2) == Some(&'\'') {
            i += 3; // a char literal such as '{'
        } else if c == '\'' && b.get(i + 1) == Some(&'\\') {
            i += 2;
            while i < b.len() && b[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if let Some((text, end)) = raw_string(&b, i) {
            i = end;
            out.push(Tok::Str(text));
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_') {
                i += 1;
            }
            out.push(Tok::Ident(b[start..i].iter().collect()));
        } else {
            i += 1;
            out.push(match c {
                ':' if b.get(i) == Some(&':') => {
                    i += 1;
                    Tok::Colons
                }
                '{' => Tok::Open,
                '}' => Tok::Close,
                ',' => Tok::Comma,
                '*' => Tok::Star,
                '#' => Tok::Hash,
                ';' => Tok::Semi,
                _ => Tok::Other,
            });
        }
    }
    out
}

/// A raw string `r"…"`, `r#"…"#`, `br"…"` starting at `i`: its text and the index after it
/// (its quotes may not end it, so it cannot be read as a plain string).
fn raw_string(b: &[char], i: usize) -> Option<(String, usize)> {
    let mut j = i + usize::from(b[i] == 'b');
    if b.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let hashes = b[j..].iter().take_while(|&&c| c == '#').count();
    j += hashes;
    if b.get(j) != Some(&'"') {
        return None;
    }
    let start = j + 1;
    let closes = |k: usize| b[k] == '"' && (1..=hashes).all(|h| b.get(k + h) == Some(&'#'));
    let end = (start..b.len()).find(|&k| closes(k))?;
    Some((b[start..end].iter().collect(), end + 1 + hashes))
}

pub(crate) fn ident(t: Option<&Tok>) -> Option<&str> {
    match t {
        Some(Tok::Ident(s)) => Some(s),
        _ => None,
    }
}

/// Drops every `#[cfg(test)] mod name { … }` block (and `#[cfg(test)] mod name;`).
pub(crate) fn without_tests(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let is_cfg_test = toks[i] == Tok::Hash
            && ident(toks.get(i + 2)) == Some("cfg")
            && ident(toks.get(i + 4)) == Some("test")
            && ident(toks.get(i + 7)) == Some("mod");
        if is_cfg_test {
            let mut j = i + 9;
            if toks.get(j) == Some(&Tok::Open) {
                let mut depth = 0;
                while j < toks.len() {
                    match toks[j] {
                        Tok::Open => depth += 1,
                        Tok::Close => depth -= 1,
                        _ => {}
                    }
                    j += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            i = j;
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    out
}

/// `mod name;` declarations of a file with their `#[path = "…"]` if any.
pub(crate) fn declared(toks: &[Tok]) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if ident(toks.get(i)) == Some("mod") && toks.get(i + 2) == Some(&Tok::Semi) {
            let Some(name) = ident(toks.get(i + 1)) else { continue };
            let mut path = None;
            // `#[path = "x.rs"]` sits a few tokens before (maybe ahead of `pub`).
            for k in i.saturating_sub(8)..i {
                if ident(toks.get(k)) == Some("path") {
                    if let Some(Tok::Str(s)) = toks.get(k + 2) {
                        path = Some(s.clone());
                    }
                }
            }
            out.push((name.to_string(), path));
        }
    }
    out
}
