//! A Fate conflict's log (F L104–L389) for people: each event of `tirada fate conflicto
//! --json`'s `log` as a sentence, and the heading and standings around it. It narrates the
//! serialised conflict — `participants` and `zones` name what the events point at by index,
//! `rules` gives the ladder's words — so the CLI and anything that keeps the JSON read the
//! same lines.

mod standing;
#[cfg(test)]
mod tests;

pub use standing::{ending, heading, resumed};

use crate::format::signed;
use crate::text::Lang;
use crate::value::{int, list, word};
use serde_json::Value;
use tirada_rules::fate::{Ladder, Rules};

/// What the events of one conflict point at: names by index, zones, the ladder's words.
pub struct Reader {
    names: Vec<String>,
    zones: Vec<String>,
    ladder: Ladder,
    lang: Lang,
}

impl Reader {
    /// The reader of a serialised conflict (`participants`, `zones.names`, `rules`).
    pub fn new(conflict: &Value, lang: Lang) -> Reader {
        let words = |v: &Value| {
            v.as_array()
                .into_iter()
                .flatten()
                .map(|x| x.as_str().unwrap_or("?").to_string())
                .collect()
        };
        let rules: Rules = conflict
            .get("rules")
            .and_then(|r| serde_json::from_value(r.clone()).ok())
            .unwrap_or_default();
        Reader {
            names: words(&conflict["participants"]),
            zones: words(&conflict["zones"]["names"]),
            ladder: super::effort::ladder(&rules, lang),
            lang,
        }
    }

    fn name(&self, e: &Value, key: &str) -> String {
        pick(&self.names, e.get(key))
    }

    fn zone(&self, e: &Value, key: &str) -> String {
        pick(&self.zones, e.get(key))
    }

    fn label(&self, e: &Value, key: &str) -> String {
        self.ladder.label(int(e, key).unwrap_or(0) as i32)
    }

    /// The sentence of one event; none for one the lines around it already say (a hit that
    /// takes out is followed by the taken-out event).
    pub fn line(&self, e: &Value) -> Option<String> {
        let lang = self.lang;
        let n = |key: &str| int(e, key).unwrap_or(0);
        let yes = |key: &str| (e[key] == true).into();
        let who = |key: &str| ("who", self.name(e, key).into());
        let t = |key: &str, args: &[(&str, crate::text::Arg)]| lang.t(key, args);
        Some(match word(e, "event") {
            "iniciativa" => {
                let order: Vec<&str> = list(e, "order").iter().filter_map(Value::as_str).collect();
                t("fc-initiative", &[("list", order.join(", ").into())])
            }
            "intercambio" => t("fc-exchange", &[("n", n("number").into())]),
            "tirada" => self.roll(e),
            "ataque" => t(
                "fc-attack",
                &[
                    who("attacker"),
                    ("target", self.name(e, "defender").into()),
                    ("attack", self.label(e, "attack").into()),
                    ("defense", self.label(e, "defense").into()),
                    ("block", yes("block_used")),
                    ("result", outcome(n("attack"), n("defense")).into()),
                    ("stress", n("stress").into()),
                ],
            ),
            "golpe" => self.hit(e)?,
            "golpe_secuaces" => {
                let h = &e["hit"];
                let v = |key: &str| int(h, key).unwrap_or(0);
                t(
                    "fc-minions-hit",
                    &[
                        who("who"),
                        ("out", v("taken_out").into()),
                        ("left", v("remaining").into()),
                        ("before", signed(v("bonus_before")).into()),
                        ("after", signed(v("bonus_after")).into()),
                    ],
                )
            }
            "fuera_de_combate" => t("fc-taken-out", &[who("who")]),
            "maniobra" => t(
                "fc-manoeuvre",
                &[
                    who("actor"),
                    ("targeted", e["target"].is_u64().into()),
                    ("target", self.name(e, "target").into()),
                    ("success", yes("success")),
                    ("shifts", n("shifts").into()),
                ],
            ),
            "cambio_de_escena" => t(
                "fc-scene-change",
                &[
                    who("actor"),
                    ("change", word(e, "change").into()),
                    ("made", yes("made")),
                    ("accepted", yes("accepted")),
                ],
            ),
            "bonificador_usado" => t(
                "fc-bonus-used",
                &[
                    who("who"),
                    ("target", self.name(e, "against").into()),
                    ("v", signed(n("value")).into()),
                ],
            ),
            "bloqueo" => {
                let k = &e["kind"];
                t(
                    "fc-block",
                    &[
                        who("blocker"),
                        ("kind", word(k, "block").into()),
                        ("target", self.name(k, "target").into()),
                        ("action", word(k, "action").into()),
                        ("strength", self.label(e, "strength").into()),
                    ],
                )
            }
            "superar_bloqueo" => t(
                "fc-block-test",
                &[
                    who("actor"),
                    ("blocker", self.name(e, "blocker").into()),
                    ("effort", self.label(e, "effort").into()),
                    ("strength", self.label(e, "strength").into()),
                    ("passed", yes("passed")),
                ],
            ),
            "esprint" => t(
                "fc-sprint",
                &[
                    who("who"),
                    ("zones", n("zones").into()),
                    ("to", self.zone(e, "to").into()),
                ],
            ),
            "movimiento" => t(
                "fc-move",
                &[
                    who("who"),
                    ("to", self.zone(e, "to").into()),
                    ("penalty", signed(n("penalty")).into()),
                ],
            ),
            "accion" => t(
                "fc-action",
                &[who("who"), ("success", yes("success")), ("shifts", n("shifts").into())],
            ),
            "desarme" => t(
                "fc-disarm",
                &[
                    who("actor"),
                    ("target", self.name(e, "target").into()),
                    ("success", yes("success")),
                    ("shifts", n("shifts").into()),
                ],
            ),
            "recupera_arma" => t("fc-weapon-recovered", &[who("who")]),
            "empujon" | "derribo" => t(
                "fc-push",
                &[
                    who("actor"),
                    ("knockback", (word(e, "event") == "derribo").into()),
                    ("target", self.name(e, "target").into()),
                    ("zones", n("zones").into()),
                    ("to", self.zone(e, "to").into()),
                    ("left", n("left").into()),
                ],
            ),
            "carga" => t("fc-carry", &[who("who"), ("load", n("load").into())]),
            "pp" => {
                let pp = &e["pp"];
                t(
                    "fc-pp",
                    &[
                        who("who"),
                        ("reason", word(pp, "reason").into()),
                        ("power", word(pp, "power").into()),
                        ("text", word(pp, "text").into()),
                        ("before", int(pp, "before").unwrap_or(0).into()),
                        ("after", int(pp, "after").unwrap_or(0).into()),
                    ],
                )
            }
            "critico" => t("fc-critico-won", &[who("holder")]),
            "critico_usado" => t("fc-critico-used", &[who("holder"), ("v", signed(n("value")).into())]),
            "critico_perdido" => t("fc-critico-lost", &[who("holder")]),
            "concesion" => t("fc-concession", &[who("who"), ("terms", word(e, "terms").into())]),
            "respuesta_concesion" => t("fc-concession-answer", &[who("who"), ("accepted", yes("accepted"))]),
            "fin_de_escena" => lang.w("fc-scene-end"),
            "retiene" => t("fc-hold", &[who("who")]),
            "defensa_total" => t("fc-full-defence", &[who("who")]),
            "se_une" => t(
                "fc-attach",
                &[who("minions"), ("leader", self.name(e, "leader").into())],
            ),
            "seguidor_tira" => t(
                "fc-follower-rolls",
                &[
                    ("who", word(e, "follower").into()),
                    ("leader", self.name(e, "leader").into()),
                ],
            ),
            "dirige" => t(
                "fc-direct",
                &[who("leader"), ("target", self.name(e, "minions").into())],
            ),
            _ => return None,
        })
    }

    /// A roll: who, the skill, its rating, the dice, the modifiers and the effort (L29).
    fn roll(&self, e: &Value) -> String {
        let r = &e["roll"];
        let lang = self.lang;
        let mut sum: Vec<String> = vec![
            self.label(r, "skill"),
            list(r, "dice")
                .iter()
                .map(|d| lang.t("fate-face", &[("face", d.as_i64().unwrap_or(0).into())]))
                .collect(),
        ];
        sum.extend(list(r, "modifiers").iter().map(|m| {
            lang.t(
                "fate-modifier",
                &[
                    ("v", signed(int(m, "value").unwrap_or(0)).into()),
                    ("kind", word(m, "kind").into()),
                ],
            )
        }));
        lang.t(
            "fc-roll",
            &[
                ("who", self.name(e, "who").into()),
                ("skill", word(e, "skill").into()),
                ("sum", sum.join(" ").into()),
                ("effort", self.label(r, "effort").into()),
            ],
        )
    }

    /// What a named character took: nothing, a stress box, a consequence (L213–L245).
    fn hit(&self, e: &Value) -> Option<String> {
        let taken = &e["taken"];
        let kind = word(taken, "taken");
        if kind == "fuera_de_combate" {
            return None;
        }
        let q = &taken["consequence"];
        Some(self.lang.t(
            "fc-hit",
            &[
                ("who", self.name(e, "who").into()),
                ("taken", kind.into()),
                ("track", word(taken, "track").into()),
                ("index", int(taken, "index").unwrap_or(0).into()),
                ("severity", word(q, "gravedad").into()),
                ("followed", q["seguidor"].is_string().into()),
                ("follower", word(q, "seguidor").into()),
                ("description", word(q, "descripcion").into()),
            ],
        ))
    }
}

/// Puts next to each event of a conflict's `log` its sentence, in `said` (none for an event
/// the lines around it say): `tirada fate conflicto --json` carries them.
pub fn tell(conflict: &mut Value, lang: Lang) {
    let reader = Reader::new(conflict, lang);
    for e in conflict
        .get_mut("log")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        let said: Vec<String> = reader.line(e).into_iter().collect();
        e["said"] = said.into();
    }
}

/// An attack against a defence: a hit, a tie that misses, a defence held (L120–L133).
fn outcome(attack: i64, defense: i64) -> &'static str {
    match attack.cmp(&defense) {
        std::cmp::Ordering::Greater => "hit",
        std::cmp::Ordering::Equal => "tie",
        std::cmp::Ordering::Less => "defended",
    }
}

/// The name at the index `i` points at; `?` when there is none.
fn pick(all: &[String], i: Option<&Value>) -> String {
    i.and_then(Value::as_u64)
        .and_then(|i| all.get(i as usize))
        .cloned()
        .unwrap_or_else(|| "?".into())
}
