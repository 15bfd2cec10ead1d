//! A PORTAL encounter's log (the *combate* of B1003–B1560, CB1–CB27) for people: each entry
//! of `tirada portal combate --json`'s `log` — the same entries a table's fight view keeps —
//! as sentences. The CLI prints them and the web tracker shows them, so a fight reads the same
//! in both. It narrates the serialised entry, not the engine's type: a table keeps its fights'
//! views as they were logged, and those are narrated too.

mod moves;
mod parts;

use parts::{dice, lost_turns, who};
#[cfg(test)]
mod tests;

use crate::format::{number, signed};
use crate::text::Lang;
use crate::value::{int, list, word};
use serde_json::Value;

/// The line above the log: the rules profile and the composure difficulty (CB1).
pub fn header(profile: &str, difficulty: i64, lang: Lang) -> String {
    lang.t("enc-header", &[("profile", profile.into()), ("dif", difficulty.into())])
}

/// The sentences of one log entry, `names` being the participants' names by index; none for
/// an entry said elsewhere (a roll's effects, a turn passing, a fumble's cost).
pub fn entry(entry: &Value, names: &[&str], lang: Lang) -> Vec<String> {
    let name = |key: &str| who(entry, key, names);
    let n = |key: &str| int(entry, key).unwrap_or(0);
    // A value that may be negative, with a true minus sign.
    let v = |key: &str| number(n(key));
    let one = |key: &str, args: &[(&str, crate::text::Arg)]| -> Vec<String> {
        let mut all = vec![("who", name("who").into())];
        all.extend(args.iter().map(|(k, a)| (*k, a.clone())));
        vec![lang.t(key, &all)]
    };
    match word(entry, "entrada") {
        "tirada_inicial" => {
            let mut out = one(
                "enc-initial",
                &[
                    ("reflexes", v("reflexes").into()),
                    ("composure", v("composure").into()),
                    ("dif", v("difficulty").into()),
                    ("dice", dice(&entry["roll"], lang).into()),
                ],
            );
            let p = &entry["payment"];
            let [turns, discomfort, reflexes] = ["turnos", "malestar", "reflejos"].map(|k| int(p, k).unwrap_or(0));
            if turns + discomfort + reflexes > 0 {
                out.push(lang.t(
                    "enc-payment",
                    &[
                        ("discomfort", discomfort.into()),
                        ("reflexes", reflexes.into()),
                        ("turns", turns.into()),
                    ],
                ));
            }
            out
        }
        "asalto" => round(entry, names, lang),
        "ataque" => vec![attack(entry, names, lang)],
        "evento" => event(&entry["event"], lang)
            .map(|what| lang.t("enc-event", &[("who", name("who").into()), ("what", what.into())]))
            .into_iter()
            .collect(),
        "nuevos_reflejos" => one(
            "enc-new-reflexes",
            &[("reflexes", v("reflexes").into()), ("toughness", v("toughness").into())],
        ),
        "maniobra" => one("enc-manoeuvre", &[("manoeuvre", word(entry, "manoeuvre").into())]),
        "resistencia_aturdimiento" => one(
            "enc-stun-resistance",
            &[("shortfall", v("shortfall").into()), ("reflexes", v("reflexes").into())],
        ),
        "inmovilizar" => {
            let g = &entry["grapple"];
            vec![lang.t(
                "enc-grapple",
                &[
                    ("attacker", name("attacker").into()),
                    ("defender", name("defender").into()),
                    ("escape", (entry["escape"] == true).into()),
                    ("grabber", number(int(g, "grabber_strength").unwrap_or(0)).into()),
                    ("holder", number(int(g, "holder_strength").unwrap_or(0)).into()),
                    ("held", (g["held"] == true).into()),
                    ("margin", int(g, "margin").unwrap_or(0).into()),
                ],
            )]
        }
        "iniciativa" => one("enc-initiative", &[("reflexes", v("reflexes").into())]),
        "no_actua" => one("enc-skipped", &[("why", skip(&entry["reason"], names, lang).into())]),
        _ => moves::lines(entry, names, lang),
    }
}

/// Puts next to each entry of a fight's `log` its sentences, in `said`, the names read from
/// its `participants`: `tirada portal combate --json` and the table's fight view carry them.
pub fn tell(fight: &mut Value, lang: Lang) {
    let names: Vec<String> = list(fight, "participants")
        .iter()
        .map(|p| word(p, "name").to_string())
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    for x in fight.get_mut("log").and_then(Value::as_array_mut).into_iter().flatten() {
        let said = entry(x, &names, lang);
        x["said"] = said.into();
    }
}

/// The line above the standings after the fight.
pub fn end(lang: Lang) -> String {
    lang.w("enc-end")
}

/// How a participant stands (`participants[i]` of the JSON): its damage or current value,
/// its condition, whether it left the melee.
pub fn standing(p: &Value, lang: Lang) -> String {
    lang.t(
        "enc-standing",
        &[
            ("who", word(p, "name").into()),
            (
                "value",
                int(p, "current_value").map_or_else(|| "none".into(), |v| crate::format::number(v).into()),
            ),
            ("discomfort", int(p, "discomfort").unwrap_or(0).into()),
            ("wounds", int(p, "wounds").unwrap_or(0).into()),
            ("condition", condition(word(p, "condition"), lang).into()),
            ("withdrawn", (p["withdrawn"] == true).into()),
        ],
    )
}

/// A participant's condition in words (the log keeps `fuera_de_combate` and the like).
pub fn condition(c: &str, lang: Lang) -> String {
    lang.t("enc-condition", &[("condition", c.into())])
}

/// A round's number, the cast's dice (CB5) and the order of action.
fn round(entry: &Value, names: &[&str], lang: Lang) -> Vec<String> {
    let mut out = vec![lang.t("enc-round", &[("n", int(entry, "number").unwrap_or(0).into())])];
    let cast: Vec<String> = list(entry, "cast_dice")
        .iter()
        .map(|d| {
            let [w, face, m] = [0, 1, 2].map(|i| d.get(i).and_then(Value::as_i64).unwrap_or(0));
            lang.t(
                "enc-cast-die",
                &[
                    ("who", names.get(w as usize).copied().unwrap_or("?").into()),
                    ("face", face.into()),
                    ("mod", signed(m).into()),
                ],
            )
        })
        .collect();
    if !cast.is_empty() {
        out.push(lang.t("enc-cast-dice", &[("list", cast.join(", ").into())]));
    }
    let order: Vec<String> = list(entry, "order")
        .iter()
        .map(|s| match int(s, "phase") {
            Some(p) => lang.t(
                "enc-slot-phase",
                &[("who", who(s, "who", names).into()), ("phase", p.into())],
            ),
            None => lang.t(
                "enc-slot-at",
                &[
                    ("who", who(s, "who", names).into()),
                    (
                        "at",
                        crate::format::decimal(int(s, "at").unwrap_or(0) as f64 / 10.0, lang).into(),
                    ),
                ],
            ),
        })
        .collect();
    out.push(lang.t("enc-order", &[("list", order.join(" · ").into())]));
    out
}

/// An exchange (CB9–CB17): attack against what it had to beat, then the damage past
/// toughness, or the environment's on a tie, and the rolls' faces.
fn attack(entry: &Value, names: &[&str], lang: Lang) -> String {
    let x = &entry["exchange"];
    let n = |key: &str| int(x, key).unwrap_or(0);
    let v = |key: &str| number(n(key));
    let mut out = lang.t(
        "enc-attack",
        &[
            ("attacker", who(entry, "attacker", names).into()),
            ("defender", who(entry, "defender", names).into()),
            ("attack", v("attack").into()),
            ("needed", v("needed").into()),
            ("hit", word(x, "hit").into()),
        ],
    );
    let points = ("points", n("points").into());
    if word(x, "hit") == "impacto" {
        let damage = [
            ("damage", v("damage").into()),
            ("toughness", v("toughness").into()),
            points,
        ];
        out = format!("{out}; {}", lang.t("enc-damage", &damage));
    } else if let Some(env) = int(x, "environment") {
        out = format!(
            "{out}; {}",
            lang.t("enc-environment", &[("env", number(env).into()), points])
        );
    }
    let rolls: Vec<String> = ["attack", "defence"]
        .iter()
        .filter(|k| entry[**k].is_object())
        .map(|k| dice(&entry[*k], lang))
        .collect();
    rolls.iter().fold(out, |line, r| format!("{line} {r}"))
}

/// Why an action was not taken.
fn skip(reason: &Value, names: &[&str], lang: Lang) -> String {
    if let Some(c) = reason.get("estado").and_then(Value::as_str) {
        return condition(c, lang);
    }
    if reason.get("objetivo_caido").is_some() {
        return lang.t(
            "enc-target-down",
            &[("target", who(reason, "objetivo_caido", names).into())],
        );
    }
    // The engine's refusal as a message; a log written before issue 29 holds its sentence.
    if let Some(why) = reason.get("rechazada") {
        if let Some(w) = tirada_dice::Words::from_value(why) {
            return crate::say(&w, lang);
        }
        return why.as_str().unwrap_or("").to_string();
    }
    lang.t("enc-skip", &[("skip", reason.as_str().unwrap_or("").into())])
}

/// What an event did to a participant; none for those said elsewhere.
fn event(e: &Value, lang: Lang) -> Option<String> {
    let n = |key: &str| int(e, key).unwrap_or(0);
    let v = |key: &str| number(n(key));
    let reason = word(e, "reason");
    Some(match word(e, "evento") {
        // A fumble's cost is on the fumble's own line.
        "malestar" | "turnos_perdidos" if reason.starts_with("pifia") => return None,
        "dano" => lang.t("enc-took-damage", &[("n", n("amount").into())]),
        "malestar" => lang.t(
            "enc-gained-discomfort",
            &[("n", n("count").into()), ("reason", reason_text(reason, lang).into())],
        ),
        "turnos_perdidos" => lang.t(
            "enc-lost-turns-why",
            &[
                ("turns", lost_turns(n("turns"), lang).into()),
                ("reason", reason_text(reason, lang).into()),
            ],
        ),
        "espina" => lang.t("enc-thorn", &[("origin", word(&e["thorn"], "origen").into())]),
        "tirada_critica" => lang.t("enc-critical-roll", &[("toughness", v("toughness").into())]),
        "fuera_de_combate" => condition("fuera_de_combate", lang),
        "aturdido" => lang.t("enc-stunned", &[("n", n("turns").into())]),
        "dano_rodilla" => lang.t("enc-knee-damage", &[("n", n("amount").into())]),
        "dano_no_letal" => lang.t("enc-non-lethal", &[("n", n("amount").into())]),
        "rematado" => lang.t("enc-finished-off", &[("by", word(e, "by").into())]),
        _ => return None,
    })
}

/// The engine's reasons are Spanish words; the known ones are said in the asked language.
fn reason_text(reason: &str, lang: Lang) -> String {
    let key = match reason {
        "sangre fría" => "composure",
        "tirada inicial" => "initial",
        "tirada de ataque" => "attack",
        "tirada de defensa" => "defence",
        "nuevos reflejos" => "new-reflexes",
        "forcejeo" => "grapple",
        "estabilizado" => "stabilised",
        "resistencia al aturdimiento" => "stun",
        other => return other.to_string(),
    };
    lang.t("enc-reason", &[("reason", key.into())])
}
