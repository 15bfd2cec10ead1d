//! The table page's HTML (the script fills in the live parts) and the fairness page.

use crate::pages::i18n::Lang;
use serde_json::Value;
use tirada_rules::fate::ladder::{BOTTOM, TOP};
use tirada_table::{play, Member, System, TableInfo};

const MELEE: [&str; 5] = ["manos_desnudas", "pequena", "mediana", "grande", "gigantesca"];
const RANGED: [&str; 18] = [
    "improvisado",
    "ligero",
    "arco_largo",
    "ballesta",
    "peso_lanzado",
    "peso_desde_arriba",
    "pistola_ligera",
    "escopeta",
    "fusil",
    "militar",
    "trabuco",
    "molotov",
    "lanzallamas",
    "dinamita",
    "granada",
    "mina",
    "misil",
    "antitanque",
];
/// The readings whose kept die a PORTAL sheet chooses (`dados`, docs/portal-sheet.md).
const ROLES: [&str; 7] = [
    "reflejos",
    "sangre_fria",
    "ataque",
    "defensa",
    "dano",
    "aguante",
    "fuerza",
];

/// (value, word key) of a choice.
type Choices = &'static [(&'static str, &'static str)];

/// The PORTAL sheet in the sections of the book's: who the character is, Fortalezas,
/// Limitaciones, Estímulos, the kept die of each reading, equipment and the state it starts
/// with — everything `tirada portal ficha` shows, creation by points and a cast member's
/// broken-down values among it. Keys the form does not show (thorns, sequelae…) are kept from
/// the stored sheet when it is edited (`sheet.js`).
#[derive(askama::Template)]
#[template(path = "sheet_portal.html")]
struct PortalSheet {
    l: Lang,
    kinds: Choices,
    concepts: Choices,
    roles: [&'static str; 7],
    melee: [&'static str; 5],
    ranged: [&'static str; 18],
    armours: Choices,
    shields: Choices,
    covers: Choices,
}

impl PortalSheet {
    /// The word of a choice whose key is built: `role_` + a reading, `w_` + a weapon.
    fn word(&self, prefix: &str, key: &str) -> &'static str {
        self.l.t(&format!("{prefix}{key}"))
    }
}

fn sheet_form(l: Lang) -> String {
    crate::pages::templates::html(&PortalSheet {
        l,
        kinds: &[
            ("protagonista", "kind_protagonista"),
            ("agonista", "kind_agonista"),
            ("antagonista", "kind_antagonista"),
            ("reparto", "kind_reparto"),
        ],
        concepts: &[
            ("miembro_del_equipo", "concept_miembro_del_equipo"),
            ("persona_corriente", "concept_persona_corriente"),
            ("heroe_mitico", "concept_heroe_mitico"),
        ],
        roles: ROLES,
        melee: MELEE,
        ranged: RANGED,
        armours: &[
            ("", "none_f"),
            ("ligera", "a_ligera"),
            ("mediana", "a_mediana"),
            ("pesada", "a_pesada"),
        ],
        shields: &[
            ("", "none_m"),
            ("pequeno", "s_pequeno"),
            ("mediano", "s_mediano"),
            ("grande", "s_grande"),
        ],
        covers: &[("", "none_f"), ("parcial", "c_parcial"), ("completa", "c_completa")],
    })
}

/// PORTAL's roll panel. Who will see the roll (`"mode"`): the GM keeps one to themselves; a
/// player rolls blind (only the GM sees the result) or for themselves (and the GM).
#[derive(askama::Template)]
#[template(path = "roll_portal.html")]
struct PortalPanel {
    l: Lang,
    gm: bool,
}

fn roll_panel(l: Lang, me: &Member) -> String {
    crate::pages::templates::html(&PortalPanel { l, gm: me.is_gm() })
}

/// The roll panel of the other systems: their request keys as fields, the values read from
/// the character's sheet by name (filled in by the script) and Hitos's aspects.
#[derive(askama::Template)]
#[template(path = "roll_generic.html")]
struct GenericPanel {
    l: Lang,
    gm: bool,
    system: System,
    hitos: bool,
    /// (request key, its word, least, most, first value).
    fields: Vec<(&'static str, &'static str, i32, i32, i32)>,
    /// (request key, its word).
    from_sheet: &'static [(&'static str, &'static str)],
    typed_hint: &'static str,
}

fn generic_panel(l: Lang, system: System, me: &Member) -> String {
    let fields = match system {
        System::Hitos => vec![
            ("car", "characteristic", 0, 10, 3),
            ("hab", "skill", 0, 10, 3),
            ("mod", "modifier", -20, 20, 0),
            ("dif", "difficulty", 0, 40, 15),
        ],
        System::Fate => vec![
            ("hab", "skill", -4, 8, 2),
            ("mod", "modifier", -10, 10, 0),
            ("pp", "pp", 0, 5, 0),
            ("dif", "difficulty", -4, 10, 2),
        ],
        System::Chasis => vec![
            ("mod", "modifier", -20, 20, 0),
            ("dif", "difficulty", 0, 40, 13),
            ("enfasis_mod", "emphasis_spent", 0, 13, 0),
        ],
        System::Mirilla => vec![("seguidos", "in_a_row", 1, 20, 1), ("minimo", "minimum", 1, 6, 6)],
        System::Portal => vec![],
    };
    let from_sheet: &[(&str, &str)] = match system {
        System::Hitos => &[("caracteristica", "characteristic"), ("habilidad", "skill")],
        System::Fate => &[("habilidad", "skill")],
        System::Chasis => &[("atributo", "attribute")],
        _ => &[],
    };
    crate::pages::templates::html(&GenericPanel {
        l,
        gm: me.is_gm(),
        system,
        hitos: system == System::Hitos,
        fields,
        from_sheet,
        typed_hint: if system == System::Fate { "+-0+" } else { "3,7,9" },
    })
}

/// A sheet for Hitos, Fate or CHASIS: a field per value of the engine's sheet (the script builds
/// them from `data-example` or the character's sheet), or, as an advanced alternative, the CLI's
/// TOML sheet file (or its JSON), checked by the engine; a new one starts from the example sheet.
#[derive(askama::Template)]
#[template(path = "sheet_text.html")]
struct TextSheet<'a> {
    l: Lang,
    example: &'a str,
    example_json: String,
    /// Fate: the ladder's labels from +8 down to −2, «Bueno (+3)», as the engine words them.
    ladder: String,
    /// Whether characters of this system can be brought from another program («Importar»).
    importable: bool,
}

fn text_sheet_form(l: Lang, system: System, ruleset: &Value) -> String {
    crate::pages::templates::html(&TextSheet {
        l,
        example: play::sheets::example(system).unwrap_or(""),
        example_json: play::sheets::example_json(system, ruleset)
            .map(|v| v.to_string())
            .unwrap_or_default(),
        ladder: if system == System::Fate {
            let ladder = crate::pages::ask_form::ladder(l);
            let labels: Vec<String> = (BOTTOM..=TOP).rev().map(|v| ladder.label(v)).collect();
            serde_json::to_string(&labels).unwrap_or_default()
        } else {
            String::new()
        },
        importable: play::import::imports_to(system),
    })
}

/// A MIRILLA character: a name suffices (the system has no sheet), so players roll for their own.
#[derive(askama::Template)]
#[template(path = "sheet_name.html")]
struct NameSheet {
    l: Lang,
}

/// The table page's body: four screens — the log (*Mesa*), the roll panel (*Tirar*), the
/// sheets (*Ficha*) and the fight (*Combate*) — shown one at a time with a tab bar on a phone
/// and side by side on a laptop. A closed table keeps only the record and its seed.
#[derive(askama::Template)]
#[template(path = "table.html")]
struct TablePage<'a> {
    l: Lang,
    table: &'a TableInfo,
    gm: bool,
    /// A PORTAL table: the *Combate* screen runs the engine's encounter.
    portal: bool,
    /// Hitos, Fate or CHASIS: the *Combate* screen runs the turn tracker.
    turns: bool,
    invite: &'a str,
    head: &'a str,
    /// The roll panel and the sheet editor (HTML).
    play: String,
    sheet: String,
    /// (screen, its word, its icon).
    tabs: [(&'a str, &'a str, &'a str); 4],
    /// What the GM's ask form asks for in this system.
    ask: Vec<crate::pages::ask_form::Field>,
    /// The recap the last session ended with (issue 32; "" in the first), shown escaped.
    recap: &'a str,
}

pub fn render(l: Lang, table: &TableInfo, me: &Member, invite: &str, head: &str, recap: &str) -> String {
    let play = match table.system {
        _ if table.closed => String::new(),
        System::Portal => roll_panel(l, me),
        system => generic_panel(l, system, me),
    };
    let sheet = match table.system {
        _ if table.closed => String::new(),
        System::Mirilla => crate::pages::templates::html(&NameSheet { l }),
        System::Portal => sheet_form(l),
        system => text_sheet_form(l, system, &table.ruleset),
    };
    crate::pages::templates::html(&TablePage {
        l,
        table,
        gm: me.is_gm(),
        portal: table.system == System::Portal,
        turns: matches!(table.system, System::Hitos | System::Fate | System::Chasis),
        invite,
        head,
        play,
        sheet,
        tabs: [
            ("mesa", "tab_mesa", "☰"),
            ("tirar", "tab_tirar", "⚄"),
            ("ficha", "tab_ficha", "✎"),
            ("combate", "tab_combate", "⚔"),
        ],
        ask: crate::pages::ask_form::fields(table.system, l),
        recap,
    })
}

/// A number with `places` decimals as the page's language writes it (a decimal comma in Spanish).
fn decimal(l: Lang, x: f64, places: usize) -> String {
    let s = format!("{x:.places$}");
    if l.code() == "es" {
        s.replace('.', ",")
    } else {
        s
    }
}

/// The width of a bar of the fairness chart.
const BAR: f64 = 28.0;

/// One face's bar: where it stands, how tall, its label and count.
struct Bar {
    x: f64,
    h: f64,
    label: String,
    observed: u64,
}

/// One die of the fairness report, laid out for its chart and table.
struct DieChart {
    die: String,
    count: Value,
    width: f64,
    height: f64,
    bars: Vec<Bar>,
    expected_y: f64,
    expected: String,
    chi_square: String,
    df: Value,
    p: String,
    verdict: &'static str,
    /// Too few throws to judge (the chi-square is not shown), and how many it takes.
    too_few: bool,
    needed: Value,
}

/// What a check found: each wrong event's number ("" for the whole log) and why.
type Mismatches = Vec<(String, String)>;

fn mismatches(v: &Value) -> Mismatches {
    v["mismatches"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| {
            let at = m["event"].as_i64().map(|n| n.to_string()).unwrap_or_default();
            (at, m["why"].as_str().unwrap_or("").to_string())
        })
        .collect()
}

/// One session of the campaign: its commitment, its seed once revealed, its rolls' check.
struct SessionCard {
    number: Value,
    commitment: String,
    seed: Option<String>,
    rolls: Value,
    checked: bool,
    mismatches: Mismatches,
}

/// The whole campaign's check.
struct CampaignCheck {
    rolls: Value,
    head: Option<String>,
    mismatches: Mismatches,
}

/// The fairness page: each session and the campaign's check, then per die observed against
/// expected counts, chi-square and a bar chart.
#[derive(askama::Template)]
#[template(path = "fairness.html")]
struct Fairness<'a> {
    l: Lang,
    table: &'a TableInfo,
    sessions: Vec<SessionCard>,
    campaign: CampaignCheck,
    dice: Vec<DieChart>,
}

pub fn fairness(l: Lang, table: &TableInfo, report: &Value) -> String {
    let dice = report["dice"].as_array().cloned().unwrap_or_default();
    let dice = dice
        .iter()
        .map(|d| {
            let observed: Vec<u64> = d["observed"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_u64)
                .collect();
            let expected = d["expected"].as_f64().unwrap_or(0.0);
            let top = observed
                .iter()
                .copied()
                .max()
                .unwrap_or(0)
                .max(expected.ceil() as u64)
                .max(1) as f64;
            let height = 160.0;
            // The report labels each face (−, 0, + on a Fudge die).
            let bars = observed
                .iter()
                .enumerate()
                .map(|(i, o)| Bar {
                    x: 10.0 + 40.0 * i as f64,
                    h: *o as f64 / top * height,
                    label: d["faces"][i]
                        .as_str()
                        .map_or_else(|| (i + 1).to_string(), str::to_string),
                    observed: *o,
                })
                .collect();
            let p = d["p_value"].as_f64().unwrap_or(1.0);
            DieChart {
                too_few: d["enough"] != true,
                needed: d["needed"].clone(),
                die: d["die"].as_str().unwrap_or("").to_string(),
                count: d["count"].clone(),
                width: 40.0 * observed.len() as f64 + 20.0,
                height,
                bars,
                expected_y: height - expected / top * height,
                expected: decimal(l, expected, 1),
                chi_square: decimal(l, d["chi_square"].as_f64().unwrap_or(0.0), 3),
                df: d["df"].clone(),
                p: decimal(l, p, 4),
                verdict: if p < 0.01 {
                    l.t("fair_verdict_bad")
                } else {
                    l.t("fair_verdict_ok")
                },
            }
        })
        .collect();
    let sessions = report["sessions"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| SessionCard {
            number: s["number"].clone(),
            commitment: s["commitment"].as_str().unwrap_or("").to_string(),
            seed: s["seed"].as_str().map(str::to_string),
            rolls: s["rolls"].clone(),
            checked: s["checked"] == true,
            mismatches: mismatches(s),
        })
        .collect();
    let c = &report["campaign"];
    let campaign = CampaignCheck {
        rolls: c["rolls"].clone(),
        head: c["head"].as_str().map(str::to_string),
        mismatches: mismatches(c),
    };
    crate::pages::templates::html(&Fairness {
        l,
        table,
        sessions,
        campaign,
        dice,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The PORTAL sheet names every section, reading and choice in both languages (its keys
    /// are built, so the test of literal keys does not see them).
    #[test]
    fn the_portal_sheet_has_every_word_in_both_languages() {
        for l in [Lang::Es, Lang::En] {
            let form = sheet_form(l);
            assert!(!form.contains("¿?"), "{form}");
            for key in MELEE.iter().chain(&RANGED) {
                assert!(form.contains(&format!(":{key}\"")), "{key}");
            }
            assert_eq!(form.matches("name=\"rol_").count(), ROLES.len());
        }
        assert!(sheet_form(Lang::Es).contains("Sangre fría"));
        assert!(sheet_form(Lang::En).contains("Composure"));
    }
}
