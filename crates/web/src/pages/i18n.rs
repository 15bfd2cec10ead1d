//! The pages' words in Spanish (the default) and English, as Fluent message files
//! (`crates/web/locales/{es,en}.ftl`) embedded in the binary. Each file is parsed once, on
//! first use; a test checks that both parse cleanly and carry the same keys, so a page never
//! shows a missing word.

use fluent_bundle::{FluentBundle, FluentResource};
use std::collections::BTreeMap;
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Es,
    En,
}

const SPANISH: &str = include_str!("../../locales/es.ftl");
const ENGLISH: &str = include_str!("../../locales/en.ftl");

/// Every message of a language, formatted (the pages' messages take no arguments).
type Messages = BTreeMap<String, String>;

static ES: LazyLock<Messages> =
    LazyLock::new(|| with_events(load("es", SPANISH).expect("es.ftl is checked by a test"), Lang::Es));
static EN: LazyLock<Messages> =
    LazyLock::new(|| with_events(load("en", ENGLISH).expect("en.ftl is checked by a test"), Lang::En));

/// The words of every state event (`ev_KIND`, the character form's menu), which the narration
/// owns: the log's sentence of a change says it in the same words.
fn with_events(mut messages: Messages, lang: Lang) -> Messages {
    for (key, words) in tirada_narrate::state::event_words(lang.narrate()) {
        messages.entry(key).or_insert(words);
    }
    messages
}

/// Parses a Fluent file and formats each of its messages; the first problem as a sentence.
fn load(lang: &str, source: &str) -> Result<Messages, String> {
    let resource = FluentResource::try_new(source.to_string())
        .map_err(|(_, errors)| format!("{lang}.ftl: {:?}", errors.first()))?;
    let id = lang.parse().map_err(|e| format!("{lang}: {e}"))?;
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(&resource)
        .map_err(|e| format!("{lang}.ftl: {e:?}"))?;
    let mut messages = Messages::new();
    for entry in resource.entries() {
        let fluent_syntax::ast::Entry::Message(m) = entry else {
            continue;
        };
        let key = m.id.name;
        let pattern = bundle
            .get_message(key)
            .and_then(|m| m.value())
            .ok_or_else(|| format!("{lang}.ftl: «{key}» no tiene texto"))?;
        let mut errors = vec![];
        let text = bundle.format_pattern(pattern, None, &mut errors);
        if let Some(e) = errors.first() {
            return Err(format!("{lang}.ftl: «{key}»: {e:?}"));
        }
        messages.insert(key.to_string(), text.into_owned());
    }
    Ok(messages)
}

impl Lang {
    /// `en…` is English, anything else Spanish: the narrator's reading of a language code.
    pub fn from_code(code: Option<&str>) -> Lang {
        match tirada_narrate::Lang::from_code(code) {
            tirada_narrate::Lang::En => Lang::En,
            tirada_narrate::Lang::Es => Lang::Es,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::Es => Lang::En,
            Lang::En => Lang::Es,
        }
    }

    fn messages(self) -> &'static Messages {
        match self {
            Lang::Es => &ES,
            Lang::En => &EN,
        }
    }

    /// The message `key`; "¿?" if it is missing (a test checks every key the code names).
    pub fn t(self, key: &str) -> &'static str {
        self.messages().get(key).map_or("¿?", String::as_str)
    }

    /// The message `key`, if the pages have it.
    pub fn get(self, key: &str) -> Option<&'static str> {
        self.messages().get(key).map(String::as_str)
    }

    /// The page language of a narration language.
    pub fn of(lang: tirada_narrate::Lang) -> Lang {
        match lang {
            tirada_narrate::Lang::Es => Lang::Es,
            tirada_narrate::Lang::En => Lang::En,
        }
    }

    /// The narration's language of the same code.
    pub fn narrate(self) -> tirada_narrate::Lang {
        match self {
            Lang::Es => tirada_narrate::Lang::Es,
            Lang::En => tirada_narrate::Lang::En,
        }
    }

    /// Every message as a JSON object, for the page's scripts.
    pub fn all_json(self) -> String {
        serde_json::to_string(self.messages()).expect("a map of strings")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn both_files_parse_and_carry_the_same_keys() {
        let (es, en) = (load("es", SPANISH).unwrap(), load("en", ENGLISH).unwrap());
        assert!(es.len() > 200, "{} messages", es.len());
        assert_eq!(es.keys().collect::<Vec<_>>(), en.keys().collect::<Vec<_>>());
        assert!(es.values().chain(en.values()).all(|v| !v.trim().is_empty()));
        assert_eq!(Lang::En.t("roll"), "Roll!");
        assert_eq!(Lang::Es.t("fuera_de_combate"), "fuera de combate");
        assert_eq!(Lang::Es.t("no_such_key"), "¿?");
        // The state events' words, which the narration owns, are the pages' too.
        assert_eq!(Lang::En.t("ev_dano_rodilla"), "takes a knee shot");
        assert_eq!(Lang::Es.t("ev_descanso"), "duerme ocho horas");
        assert_eq!(Lang::from_code(Some("en-GB")), Lang::En);
    }

    #[test]
    fn a_key_defined_twice_or_a_broken_line_is_refused() {
        assert!(load("es", "a = uno\na = dos\n").is_err());
        assert!(load("es", "a = {\n").is_err());
    }

    /// Every key of the Hitos, Fate and CHASIS example sheets, which the sheet editor shows,
    /// has its words (`k_` + key) in both languages; Fate's skills are a map by name.
    #[test]
    fn every_sheet_key_has_the_books_words() {
        use tirada_table::System;
        fn keys(v: &serde_json::Value, parent: &str, out: &mut BTreeSet<String>) {
            match v {
                serde_json::Value::Object(m) => {
                    for (k, x) in m {
                        if parent != "habilidades" {
                            out.insert(k.clone());
                        }
                        keys(x, k, out);
                    }
                }
                serde_json::Value::Array(items) => items.iter().for_each(|x| keys(x, "", out)),
                _ => {}
            }
        }
        let mut all = BTreeSet::new();
        for system in [System::Hitos, System::Fate, System::Chasis] {
            let example = tirada_table::play::sheets::example_json(system, &serde_json::json!({})).unwrap();
            keys(&example, "", &mut all);
        }
        let missing: Vec<_> = all.iter().filter(|k| !ES.contains_key(&format!("k_{k}"))).collect();
        assert!(missing.is_empty(), "sheet keys without words: {missing:?}");
    }

    /// Every section title and named value of the sheets' layout (`assets/sheetlayout.js`:
    /// `title: "…"`, the lists of `CHOICES`) has its words in both languages: a title its own
    /// key, a value `opt_` + value or the plain value's key.
    #[test]
    fn the_sheet_layout_has_its_words() {
        let js = include_str!("../../assets/sheetlayout.js");
        let quoted = |text: &str| -> Vec<String> { text.split('"').skip(1).step_by(2).map(String::from).collect() };
        let mut missing = vec![];
        for line in js.lines() {
            if line.contains("title: \"") {
                let title = quoted(&line[line.find("title: \"").unwrap() + 7..])[0].clone();
                missing.extend(
                    [&*ES, &*EN]
                        .iter()
                        .filter(|m| !m.contains_key(&title))
                        .map(|_| title.clone()),
                );
            }
        }
        let choices = &js[js.find("const HITOS_WEAPONS").unwrap()..js.find("export const choicesAt").unwrap()];
        for line in choices.lines().filter(|l| l.contains('[')) {
            let list = &line[line.find('[').unwrap()..];
            for v in quoted(list).into_iter().filter(|v| !v.is_empty()) {
                for m in [&*ES, &*EN] {
                    if !m.contains_key(&format!("opt_{v}")) && !m.contains_key(&v) {
                        missing.push(v.clone());
                    }
                }
            }
        }
        assert!(missing.is_empty(), "sheet layout words missing: {missing:?}");
    }

    /// Every key named literally by the Rust pages and templates (`lang.t("…")`) and the
    /// scripts (`t("…")`).
    #[test]
    fn every_key_the_code_names_exists() {
        let rust = [
            include_str!("../reports/markdown.rs"),
            include_str!("routes.rs"),
            include_str!("table.rs"),
            include_str!("../../templates/page.html"),
            include_str!("../../templates/home.html"),
            include_str!("../../templates/join.html"),
            include_str!("../../templates/error.html"),
            include_str!("../../templates/table.html"),
            include_str!("../../templates/macros.html"),
            include_str!("../../templates/roll_portal.html"),
            include_str!("../../templates/roll_generic.html"),
            include_str!("../../templates/sheet_portal.html"),
            include_str!("../../templates/sheet_text.html"),
            include_str!("../../templates/fairness.html"),
        ];
        let scripts = crate::pages::routes::ASSETS
            .iter()
            .filter(|(n, _)| n.ends_with(".js"))
            .map(|(_, s)| *s);
        let mut named = BTreeSet::new();
        for text in rust.into_iter().chain(scripts) {
            for (i, _) in text.match_indices("t(\"") {
                let before = text[..i].chars().last().unwrap_or(' ');
                if before.is_alphanumeric() || before == '_' {
                    continue; // get("…"), set("…")...
                }
                let rest = &text[i + 3..];
                let key = &rest[..rest.find('"').unwrap_or(0)];
                // Only a whole key: `t("ev_" + kind)` is built at run time.
                let whole = rest[key.len()..].starts_with("\")");
                if whole
                    && !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                {
                    named.insert(key.to_string());
                }
            }
        }
        assert!(named.len() > 100, "{} keys found", named.len());
        let missing: Vec<_> = named.iter().filter(|k| !ES.contains_key(k.as_str())).collect();
        assert!(missing.is_empty(), "missing messages: {missing:?}");
    }
}
