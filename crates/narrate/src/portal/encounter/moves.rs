//! The encounter log's manoeuvre entries (CB18–CB27): extra free actions, preparing by a
//! roll, leaving the melee, opportunity attacks, protecting, the second reroll window,
//! disarming, fumbles.

use super::parts::{faces_of, lost_turns, names_of, who};
use crate::text::Lang;
use crate::value::{int, word};
use serde_json::Value;

/// The sentences of a manoeuvre entry; none for an entry this module does not know.
pub(super) fn lines(entry: &Value, names: &[&str], lang: Lang) -> Vec<String> {
    let name = |key: &str| who(entry, key, names);
    let n = |key: &str| int(entry, key).unwrap_or(0);
    let v = |key: &str| crate::format::number(n(key));
    let yes = |key: &str| entry[key] == true;
    let line = match word(entry, "entrada") {
        "acciones_libres_extra" => lang.t(
            "enc-extra-free-actions",
            &[
                ("who", name("who").into()),
                ("n", n("count").into()),
                ("reflexes", v("reflexes").into()),
            ],
        ),
        "preparar_tirada" => lang.t(
            "enc-prepared",
            &[
                ("who", name("who").into()),
                ("target", name("target").into()),
                ("total", v("total").into()),
                (
                    "reflexes",
                    crate::format::decimal(entry["reflexes"].as_f64().unwrap_or(0.0), lang).into(),
                ),
                ("success", yes("success").into()),
            ],
        ),
        "retirada" => {
            let listed = |key: &str| match names_of(entry, key, names) {
                s if s.is_empty() => "none".to_string(),
                s => s,
            };
            lang.t(
                "enc-withdrawal",
                &[
                    ("who", name("who").into()),
                    ("roll", int(entry, "roll").map_or_else(|| "none".into(), Into::into)),
                    ("escaped", listed("escaped").into()),
                    ("caught", listed("caught").into()),
                ],
            )
        }
        "ataque_de_oportunidad" => lang.t(
            "enc-opportunity",
            &[
                ("attacker", name("attacker").into()),
                ("defender", name("defender").into()),
            ],
        ),
        "proteger" => lang.t(
            "enc-protecting",
            &[
                ("who", name("who").into()),
                ("protected", name("protected").into()),
                ("pp", yes("with_pp").into()),
            ],
        ),
        "segunda_ventana" => lang.t(
            "enc-window",
            &[
                ("who", name("who").into()),
                ("reading", word(entry, "reading").into()),
                ("total", v("total").into()),
                ("dice", faces_of(entry, lang).into()),
            ],
        ),
        "desarme" => lang.t(
            "enc-disarmed",
            &[
                ("who", name("who").into()),
                ("by", name("by").into()),
                ("broken", yes("broken").into()),
            ],
        ),
        "pifia" => lang.t(
            "enc-fumble",
            &[
                ("who", name("who").into()),
                ("roll", word(entry, "roll").into()),
                ("points", n("points").into()),
                ("cost", word(entry, "cost").into()),
                ("turns", lost_turns(n("points"), lang).into()),
            ],
        ),
        _ => return vec![],
    };
    vec![line]
}
