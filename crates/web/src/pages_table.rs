//! The table page's HTML (the script fills in the live parts) and the fairness page.

use crate::i18n::Lang;
use crate::pages::esc;
use serde_json::Value;
use tirada_table::{play, Member, System, TableInfo};

fn number(l: Lang, name: &str, label: &str, min: i32, max: i32, value: i32) -> String {
    format!(
        r#"<label>{}<input type="number" name="{name}" min="{min}" max="{max}" value="{value}" inputmode="numeric"><span class="field-error" data-for="{name}"></span></label>"#,
        l.t(label)
    )
}

/// A `<select>` of `name` whose options are `(value, word key)`.
fn select(l: Lang, name: &str, label: &str, options: &[(&str, &str)]) -> String {
    let opts: String = options
        .iter()
        .map(|(v, k)| format!(r#"<option value="{v}">{}</option>"#, l.t(k)))
        .collect();
    format!(
        r#"<label>{}<select name="{name}">{opts}</select><span class="field-error" data-for="{name}"></span></label>"#,
        l.t(label)
    )
}

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

/// The PORTAL sheet in the sections of the book's: who the character is, Fortalezas,
/// Limitaciones, Estímulos, the kept die of each reading, equipment and the state it starts
/// with — everything `tirada portal ficha` shows. Keys the form does not show (reserves, cast
/// values, creation…) are kept from the stored sheet when it is edited.
fn sheet_form(l: Lang) -> String {
    let kinds = [
        ("protagonista", "kind_protagonista"),
        ("agonista", "kind_agonista"),
        ("antagonista", "kind_antagonista"),
        ("reparto", "kind_reparto"),
    ];
    let concepts = [
        ("miembro_del_equipo", "concept_miembro_del_equipo"),
        ("persona_corriente", "concept_persona_corriente"),
        ("heroe_mitico", "concept_heroe_mitico"),
    ];
    let roles: String = ROLES
        .iter()
        .map(|r| {
            let keys = [("medio", "medio"), ("superior", "superior"), ("inferior", "inferior")];
            select(l, &format!("rol_{r}"), &format!("role_{r}"), &keys)
        })
        .collect();
    let weapon = {
        let group = |label: &str, prefix: &str, list: &[&str]| -> String {
            let opts: String = list
                .iter()
                .map(|w| format!(r#"<option value="{prefix}:{w}">{}</option>"#, l.t(&format!("w_{w}"))))
                .collect();
            format!(r#"<optgroup label="{}">{opts}</optgroup>"#, l.t(label))
        };
        format!(
            r#"<label>{}<select name="arma">{}{}</select><span class="field-error" data-for="equipo"></span></label>"#,
            l.t("weapon"),
            group("melee", "tamano", &MELEE),
            group("ranged", "distancia", &RANGED)
        )
    };
    format!(
        r#"<details class="card" id="sheet-card"><summary id="sheet-summary">{new_character}</summary>
<form id="sheet-form" class="sheet" novalidate>
<input type="hidden" name="id" value="">
<fieldset class="sheet-section"><legend>{who}</legend>
<label>{name}<input name="name" required maxlength="80"><span class="field-error" data-for="name"></span></label>
<div class="row">{kind}{concept}</div>
<label>{notes}<textarea name="descripcion" maxlength="400" rows="2"></textarea></label></fieldset>
<fieldset class="sheet-section"><legend>{fortes}</legend><div id="fortes"></div>
<span class="field-error" data-for="fortalezas"></span>
<button type="button" id="add-forte" class="secondary">{add_forte}</button></fieldset>
<fieldset class="sheet-section"><legend>{limitations}</legend><div id="limits"></div>
<span class="field-error" data-for="limitaciones"></span>
<button type="button" id="add-limit" class="secondary">{add_limit}</button></fieldset>
<fieldset class="sheet-section"><legend>{drives}</legend>
<label>{drives_hint}<textarea name="estimulos" rows="2" maxlength="400"></textarea><span class="field-error" data-for="estimulos"></span></label></fieldset>
<fieldset class="sheet-section"><legend>{dice_roles}</legend><div class="row roles">{roles}</div><span class="field-error" data-for="dados"></span></fieldset>
<fieldset class="sheet-section"><legend>{equipment}</legend>
<div class="row">{weapon}<label class="check"><input type="checkbox" name="afilada">{sharp}</label><label class="check"><input type="checkbox" name="improvisada">{improvised}</label></div>
<div class="row">{armour}{shield}{cover}</div></fieldset>
<fieldset class="sheet-section"><legend>{state}</legend>
<div class="row">{m}{h}{s}{pp}</div></fieldset>
<p class="form-error" role="alert"></p>
<button type="submit" id="save-character">{save}</button>
</form></details>"#,
        new_character = l.t("new_character"),
        who = l.t("sheet_who"),
        name = l.t("name"),
        kind = select(l, "tipo", "k_tipo", &kinds),
        concept = select(l, "concepto", "k_concepto", &concepts),
        notes = l.t("description_notes"),
        fortes = l.t("fortes"),
        add_forte = l.t("add_forte"),
        limitations = l.t("limitations"),
        add_limit = l.t("add_limitation"),
        drives = l.t("drives"),
        drives_hint = l.t("drives_hint"),
        dice_roles = l.t("dice_roles"),
        equipment = l.t("equipment"),
        sharp = l.t("sharp"),
        improvised = l.t("improvised"),
        armour = select(
            l,
            "armadura",
            "armour",
            &[
                ("", "none_f"),
                ("ligera", "a_ligera"),
                ("mediana", "a_mediana"),
                ("pesada", "a_pesada")
            ]
        ),
        shield = select(
            l,
            "escudo",
            "shield",
            &[
                ("", "none_m"),
                ("pequeno", "s_pequeno"),
                ("mediano", "s_mediano"),
                ("grande", "s_grande")
            ]
        ),
        cover = select(
            l,
            "cobertura",
            "cover",
            &[("", "none_f"), ("parcial", "c_parcial"), ("completa", "c_completa")]
        ),
        state = l.t("state_at_start"),
        m = number(l, "malestar", "malestar", 0, 3, 0),
        h = number(l, "heridas", "heridas", 0, 3, 0),
        s = number(l, "suerte", "suerte", 0, 3, 3),
        pp = number(l, "pp", "pp", 0, 99, 0),
        save = l.t("save"),
    )
}

/// Who will see the roll (`"mode"` of the roll): the GM keeps one to themselves; a player
/// rolls blind (only the GM sees the result) or for themselves (and the GM).
fn mode_picker(l: Lang, me: &Member) -> String {
    let modes: &[&str] = if me.is_gm() {
        &["public", "gm"]
    } else {
        &["public", "blind", "self"]
    };
    let options: String = modes
        .iter()
        .map(|m| format!(r#"<option value="{m}">{}</option>"#, l.t(&format!("mode_{m}_option"))))
        .collect();
    format!(
        r#"<label>{}<select name="mode" id="roll-mode">{options}</select></label>"#,
        l.t("roll_mode")
    )
}

fn roll_panel(l: Lang, me: &Member) -> String {
    let kept: String = ["superior", "medio", "inferior"]
        .iter()
        .map(|k| {
            let checked = if *k == "superior" { " checked" } else { "" };
            format!(
                r#"<label class="chip"><input type="radio" name="dado" value="{k}"{checked}>{}</label>"#,
                l.t(k)
            )
        })
        .collect();
    let hidden = mode_picker(l, me);
    format!(
        r#"<section class="card" id="roll-card"><h2>{roll_panel}</h2>
<div id="result" class="result" aria-live="polite" hidden></div>
<form id="roll-form" novalidate autocomplete="off">
<label>{character}<select name="character_id" id="roll-character"></select></label>
<fieldset class="chips"><legend>{kept_die}</legend>{kept}</fieldset>
<div class="row">{black}{red}{green}</div>
<div class="row"><label>{forte}<select name="fortaleza" id="roll-forte"><option value="">{no_forte}</option></select></label>
<label class="check"><input type="checkbox" name="especialidad">{specialty}</label></div>
<div class="row">{dif}{modifier}</div>
<details class="more"><summary>{more}</summary>
<label class="check"><input type="checkbox" name="tentar">{tempt}</label>
<label class="check"><input type="checkbox" name="bloquear">{block}</label>
<div class="row">{pp_rerolls}</div>
{hidden}
</details>
<div id="odds" class="odds" aria-live="polite"></div>
<div class="roll-bar"><p class="form-error" role="alert"></p><button type="submit" id="roll-button" accesskey="r">{roll}</button></div>
</form>
</section>"#,
        roll_panel = l.t("roll_panel"),
        character = l.t("character"),
        more = l.t("more_options"),
        kept_die = l.t("kept_die"),
        black = number(l, "malestar", "dice_black", 0, 3, 0),
        red = number(l, "heridas", "dice_red", 0, 3, 0),
        green = number(l, "suerte", "dice_green", 0, 3, 0),
        tempt = l.t("tempt"),
        block = l.t("block"),
        pp_rerolls = number(l, "pp_repeticiones", "pp_rerolls", 0, 5, 0),
        forte = l.t("forte_applies"),
        no_forte = l.t("no_forte"),
        specialty = l.t("specialty"),
        dif = number(l, "dif", "difficulty", -20, 40, 4),
        modifier = number(l, "mod", "modifier", -20, 20, 0),
        roll = l.t("roll"),
    )
}

/// The roll panel of a system without a sheet editor yet: its request keys as fields.
fn generic_panel(l: Lang, system: System, me: &Member) -> String {
    let fields: Vec<(&str, &str, i32, i32, i32)> = match system {
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
    let inputs: String = fields
        .iter()
        .map(|(name, label, min, max, value)| number(l, name, label, *min, *max, *value))
        .collect();
    let mut extra = if system == System::Hitos {
        format!(
            r#"<label>{}<select name="dado"><option value="C">C</option><option value="m">m</option><option value="M">M</option></select></label>"#,
            l.t("read_die")
        )
    } else {
        String::new()
    };
    // Values read from the character's sheet by name (filled in by the script).
    let from_sheet: &[(&str, &str)] = match system {
        System::Hitos => &[("caracteristica", "characteristic"), ("habilidad", "skill")],
        System::Fate => &[("habilidad", "skill")],
        System::Chasis => &[("atributo", "attribute")],
        _ => &[],
    };
    for (name, label) in from_sheet {
        extra.push_str(&format!(
            r#"<label>{} ({})<select name="{name}" class="from-sheet"><option value="">—</option></select></label>"#,
            l.t(label),
            l.t("from_sheet")
        ));
    }
    if system == System::Hitos {
        extra.push_str(&format!(
            r#"<fieldset class="aspects"><legend>{}</legend><label class="check"><input type="checkbox" name="aspecto" value="1">{}</label>"#,
            l.t("aspects"),
            l.t("aspect")
        ));
        if me.is_gm() {
            extra.push_str(&format!(
                r#"<label class="check"><input type="checkbox" name="aspecto_contra" value="1">{}</label>"#,
                l.t("aspect_against")
            ));
        }
        extra.push_str(&format!(
            r#"<label>{}<input name="aspecto_nombre" maxlength="80" autocomplete="off"></label><span class="field-error" data-for="aspecto"></span></fieldset>"#,
            l.t("aspect_name")
        ));
    }
    let character = format!(
        r#"<label>{}<select name="character_id" id="roll-character"></select></label>"#,
        l.t("character")
    );
    let hidden = mode_picker(l, me);
    format!(
        r#"<section class="card" id="roll-card"><h2>{roll_panel} · {system}</h2>
<div id="result" class="result" aria-live="polite" hidden></div>
<form id="roll-form" class="generic" novalidate autocomplete="off">
{character}
<div class="row">{inputs}{extra}</div>
<label>{typed}<input name="dados" autocomplete="off" placeholder="{typed_hint}"><span class="field-error" data-for="dados"></span></label>
<label class="check"><input type="checkbox" name="tirar_resto">{roll_rest}</label>
{hidden}
<div id="odds" class="odds" aria-live="polite"></div>
<div class="roll-bar"><p class="form-error" role="alert"></p><button type="submit" id="roll-button" accesskey="r">{roll}</button></div>
</form>
</section>"#,
        roll_panel = l.t("roll_panel"),
        system = esc(system.title()),
        typed = l.t("typed_dice"),
        roll_rest = l.t("roll_rest"),
        typed_hint = if system == System::Fate { "+-0+" } else { "3,7,9" },
        roll = l.t("roll"),
    )
}

/// A sheet for Hitos, Fate or CHASIS: a field per value of the engine's sheet (the script builds
/// them from `data-example` or the character's sheet), or, as an advanced alternative, the CLI's
/// TOML sheet file (or its JSON), checked by the engine; a new one starts from the example sheet.
fn text_sheet_form(l: Lang, system: System, ruleset: &Value) -> String {
    let example = esc(play::sheets::example(system).unwrap_or(""));
    let example_json = play::sheets::example_json(system, ruleset)
        .map(|v| v.to_string())
        .unwrap_or_default();
    format!(
        r#"<details class="card" id="sheet-card"><summary id="sheet-summary">{new_character}</summary>
<form id="sheet-text-form" novalidate data-example="{example_json}">
<input type="hidden" name="id" value="">
<p class="form-error" role="alert"></p>
<div id="sheet-fields" class="sheet-fields"></div>
<details id="sheet-advanced"><summary>{advanced}</summary>
<label for="sheet-text">{paste}</label>
<textarea name="sheet" id="sheet-text" rows="14" spellcheck="false" aria-describedby="sheet-error">{example}</textarea>
</details>
<span class="field-error" id="sheet-error" data-for="sheet" role="alert"></span>
<div class="row"><button type="submit" id="save-character">{save}</button><button type="button" class="secondary" id="new-text-sheet">{start_over}</button></div>
</form></details>"#,
        example_json = esc(&example_json),
        new_character = l.t("new_character"),
        advanced = l.t("sheet_advanced"),
        paste = l.t("paste_sheet"),
        save = l.t("save"),
        start_over = l.t("start_over"),
    )
}

/// The table page's body: four screens — the log (*Mesa*), the roll panel (*Tirar*), the
/// sheets (*Ficha*) and the fight (*Combate*) — shown one at a time with a tab bar on a phone
/// and side by side on a laptop. A closed table keeps only the record and its seed.
pub fn render(l: Lang, table: &TableInfo, me: &Member, invite: &str, head: &str) -> String {
    let id = &table.id;
    let open = !table.closed;
    let invite_box = if me.is_gm() && open {
        format!(
            r#"<details class="card invite"><summary>{}</summary><div class="row"><input id="invite-link" readonly value="{}"><button type="button" id="copy-invite" class="secondary">{}</button></div></details>"#,
            l.t("invite_link"),
            esc(invite),
            l.t("copy")
        )
    } else {
        String::new()
    };
    let play = match (open, table.system) {
        (false, _) => format!(r#"<section class="card"><p>{}</p></section>"#, l.t("closed_read_only")),
        (true, System::Portal) => roll_panel(l, me),
        (true, system) => generic_panel(l, system, me),
    };
    let sheet = match (open, table.system) {
        (false, _) | (true, System::Mirilla) => String::new(),
        (true, System::Portal) => sheet_form(l),
        (true, system) => text_sheet_form(l, system, &table.ruleset),
    };
    let seed = if table.closed {
        format!(
            r#"<p class="seed"><strong>{}</strong> <code id="seed">{}</code></p>"#,
            l.t("seed"),
            esc(&table.seed)
        )
    } else {
        String::new()
    };
    let close = if me.is_gm() && open {
        format!(
            r#"<button type="button" id="close-button" class="danger">{}</button>"#,
            l.t("close_table")
        )
    } else {
        String::new()
    };
    let chat = if open {
        format!(
            r#"<form id="chat-form" class="row chat"><input id="chat-text" name="text" maxlength="500" aria-label="{chat}" placeholder="{hint}" accesskey="c"><button type="submit" class="secondary">{send}</button></form>"#,
            chat = l.t("chat"),
            hint = l.t("chat_hint"),
            send = l.t("send"),
        )
    } else {
        String::new()
    };
    let my_link = if open {
        format!(
            r#"<button type="button" id="my-link" class="link">{}</button>"#,
            l.t("my_link")
        )
    } else {
        String::new()
    };
    let tab = |pane: &str, key: &str, icon: &str| {
        format!(
            r#"<button type="button" role="tab" id="tab-{pane}" data-pane="{pane}" aria-controls="pane-{pane}" aria-selected="false"><span class="icon" aria-hidden="true">{icon}</span>{}<span class="count" aria-live="polite"></span></button>"#,
            l.t(key)
        )
    };
    format!(
        r#"<div class="table-head"><h1>{name} <small>{system}</small>{closed_badge}</h1>
<p class="meta"><span>{commitment_label}:</span> <code id="commitment">{commitment}</code></p>{seed}
<p class="meta"><span>{head_label} {last}):</span> <code id="chain-head">{head}</code></p>
<p id="presence" class="presence" aria-live="polite" hidden></p>
</div>
<section class="card link-box" id="personal-link" hidden aria-live="polite"></section>
{invite_box}
<div class="layout{closed_class}">
<section class="pane" id="pane-ficha" role="tabpanel" aria-labelledby="tab-ficha">
<section class="card"><h2>{characters}</h2><ul id="characters" class="characters"></ul></section>
{sheet}
</section>
<section class="pane" id="pane-tirar" role="tabpanel" aria-labelledby="tab-tirar">{play}</section>
<section class="pane" id="pane-mesa" role="tabpanel" aria-labelledby="tab-mesa">
<section class="card log-card"><h2>{log}</h2>
{chat}
<ol id="log" class="log" aria-live="polite" aria-relevant="additions"></ol>
</section>
<section class="card"><h2>{members}</h2><ul id="members" class="members"></ul>{my_link}</section>
<section class="card tools">
<a href="/api/tables/{id}/export?format=md&amp;lang={lc}" download>{export_md}</a>
<a href="/api/tables/{id}/export?format=json" download>{export_json}</a>
<a href="/mesa/{id}/equidad">{fairness}</a>
{close}
<p class="hint">{shortcuts}</p>
</section>
</section>
<section class="pane" id="pane-combate" role="tabpanel" aria-labelledby="tab-combate">
<section class="card"><h2>{combat}</h2><p class="hint">{combat_soon}</p></section>
</section>
</div>
<div id="notice" class="notice" role="status" hidden></div>
<nav class="tabs" role="tablist" aria-label="{screens}">{t_mesa}{t_tirar}{t_ficha}{t_combate}</nav>"#,
        name = esc(&table.name),
        system = esc(table.system.title()),
        closed_badge = if open {
            String::new()
        } else {
            format!(r#" <span class="badge closed">{}</span>"#, l.t("closed"))
        },
        closed_class = if open { "" } else { " closed" },
        commitment_label = l.t("commitment"),
        commitment = esc(&table.commitment),
        head_label = l.t("chain_head"),
        last = table.last_seq,
        head = esc(head),
        characters = l.t("characters"),
        members = l.t("members"),
        log = l.t("log"),
        lc = l.code(),
        export_md = l.t("export_md"),
        export_json = l.t("export_json"),
        fairness = l.t("fairness"),
        shortcuts = l.t("shortcuts"),
        combat = l.t("tab_combate"),
        combat_soon = l.t("combat_soon"),
        screens = l.t("screens"),
        t_mesa = tab("mesa", "tab_mesa", "☰"),
        t_tirar = tab("tirar", "tab_tirar", "⚄"),
        t_ficha = tab("ficha", "tab_ficha", "✎"),
        t_combate = tab("combate", "tab_combate", "⚔"),
    )
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

/// The fairness page: per die, observed against expected counts, chi-square and a bar chart.
pub fn fairness(l: Lang, table: &TableInfo, report: &Value) -> String {
    let mut body = format!(
        r#"<h1>{} <small>{}</small></h1><p><a href="/mesa/{}">← {}</a></p>"#,
        esc(&table.name),
        l.t("fairness"),
        table.id,
        l.t("back")
    );
    let dice = report["dice"].as_array().cloned().unwrap_or_default();
    if dice.is_empty() {
        body.push_str(&format!(
            r#"<section class="card"><p>{}</p></section>"#,
            l.t("fair_none")
        ));
    }
    for d in dice {
        let observed: Vec<u64> = d["observed"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_u64)
            .collect();
        // The report labels each face (−, 0, + on a Fudge die).
        let labels: Vec<String> = (0..observed.len())
            .map(|i| d["faces"][i].as_str().map_or_else(|| (i + 1).to_string(), esc))
            .collect();
        let expected = d["expected"].as_f64().unwrap_or(0.0);
        let top = observed
            .iter()
            .copied()
            .max()
            .unwrap_or(0)
            .max(expected.ceil() as u64)
            .max(1) as f64;
        let (w, h, bar) = (40.0 * observed.len() as f64 + 20.0, 160.0, 28.0);
        let mut svg = format!(
            r#"<svg viewBox="0 0 {w} {}" class="chart" role="img" aria-label="{}">"#,
            h + 20.0,
            l.t("fairness")
        );
        for (i, o) in observed.iter().enumerate() {
            let bh = *o as f64 / top * h;
            let x = 10.0 + 40.0 * i as f64;
            let label = &labels[i];
            svg.push_str(&format!(
                r#"<rect x="{x}" y="{}" width="{bar}" height="{bh}" class="bar"><title>{label}: {o}</title></rect><text x="{}" y="{}" class="axis">{label}</text>"#,
                h - bh,
                x + bar / 2.0,
                h + 15.0,
            ));
        }
        let ey = h - expected / top * h;
        svg.push_str(&format!(
            r#"<line x1="5" x2="{}" y1="{ey}" y2="{ey}" class="expected"/></svg>"#,
            w - 5.0
        ));
        let rows: String = observed
            .iter()
            .enumerate()
            .map(|(i, o)| {
                format!(
                    "<tr><td>{}</td><td>{o}</td><td>{}</td></tr>",
                    labels[i],
                    decimal(l, expected, 1)
                )
            })
            .collect();
        let p = d["p_value"].as_f64().unwrap_or(1.0);
        let verdict = if p < 0.01 {
            l.t("fair_verdict_bad")
        } else {
            l.t("fair_verdict_ok")
        };
        body.push_str(&format!(
            r#"<section class="card"><h2>{die} · {n}</h2>{svg}
<table class="fair"><thead><tr><th>{face}</th><th>{obs}</th><th>{exp}</th></tr></thead><tbody>{rows}</tbody></table>
<p class="chi">{chi} = {x2} ({df} {dof}), {pv} = {p}</p><p><strong>{verdict}</strong></p></section>"#,
            die = esc(d["die"].as_str().unwrap_or("")),
            n = d["count"],
            face = l.t("fair_face"),
            dof = l.t("fair_dof"),
            obs = l.t("observed"),
            exp = l.t("expected"),
            chi = l.t("chi_square"),
            x2 = decimal(l, d["chi_square"].as_f64().unwrap_or(0.0), 3),
            p = decimal(l, p, 4),
            df = d["df"],
            pv = l.t("p_value"),
        ));
    }
    body
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
