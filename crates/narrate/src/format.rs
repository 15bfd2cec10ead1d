//! How numbers are written inside a sentence: signs with a true minus, decimals by language,
//! sums written out, faces listed, and a sentence's first capital.

use crate::text::Lang;

/// `+3`, `−2` (a true minus sign), `0`: a signed amount inside a sentence.
pub(crate) fn signed(v: i64) -> String {
    match v {
        0 => "0".into(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", -v),
    }
}

/// `5`, `−2`: a number with a true minus sign.
pub(crate) fn number(v: i64) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        v.to_string()
    }
}

/// `1,5` in Spanish, `1.5` in English: a decimal with one digit at most, trailing zero
/// dropped, with a true minus sign.
pub(crate) fn decimal(x: f64, lang: Lang) -> String {
    let s = format!("{:.1}", x.abs());
    let s = s.strip_suffix(".0").unwrap_or(&s);
    let s = match lang {
        Lang::Es => s.replace('.', ","),
        Lang::En => s.to_string(),
    };
    if x < 0.0 && s != "0" {
        format!("−{s}")
    } else {
        s
    }
}

/// A sum written out: `6 + 1 − 1`, each part after the first with its sign.
pub(crate) fn sum(first: i64, rest: &[i64]) -> String {
    let mut out = number(first);
    for &v in rest.iter().filter(|&&v| v != 0) {
        if v < 0 {
            out.push_str(&format!(" − {}", -v));
        } else {
            out.push_str(&format!(" + {v}"));
        }
    }
    out
}

/// Faces as a list: `5, 4, 5`.
pub(crate) fn faces(f: &[i64]) -> String {
    f.iter().map(|&x| number(x)).collect::<Vec<_>>().join(", ")
}

/// The sentence with its first letter in capitals.
pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
