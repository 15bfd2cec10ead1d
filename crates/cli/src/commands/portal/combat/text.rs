//! The encounter's log for people: Spanish first, English with `--lang en`; never the log's
//! machine words.

use super::moves;
use super::words::{faces, turns_lost};
use crate::lang::Lang;
use tirada_rules::portal::conflict::Hit;
use tirada_rules::portal::encounter::Skip;
use tirada_rules::portal::manoeuvres::Manoeuvre;
use tirada_rules::portal::{Condition, Encounter, Entry, Event};

fn hit_word(h: Hit, lang: Lang) -> &'static str {
    match (h, lang) {
        (Hit::Hit, Lang::Es) => "impacto",
        (Hit::Tie, Lang::Es) => "empate (daño del entorno)",
        (Hit::Miss, Lang::Es) => "fallo",
        (Hit::Hit, Lang::En) => "hit",
        (Hit::Tie, Lang::En) => "tie (environment damage)",
        (Hit::Miss, Lang::En) => "miss",
    }
}

/// The runner's reasons are Spanish words; in English the known ones are translated.
fn reason_text(reason: &str, lang: Lang) -> &str {
    if lang == Lang::Es {
        return reason;
    }
    match reason {
        "sangre fría" => "composure",
        "tirada inicial" => "initial roll",
        "tirada de ataque" => "attack roll",
        "tirada de defensa" => "defence roll",
        "nuevos reflejos" => "new reflexes",
        "forcejeo" => "grapple",
        "estabilizado" => "stabilised",
        "resistencia al aturdimiento" => "stun resistance",
        other => other,
    }
}

fn event_text(e: &Event, lang: Lang) -> Option<String> {
    Some(match e {
        // A fumble's cost is on the fumble's own line.
        Event::GainedDiscomfort { reason, .. } | Event::LostTurns { reason, .. } if reason.starts_with("pifia") => {
            return None
        }
        Event::TookDamage { amount, .. } => format!("{amount} {}", lang.pick("puntos de daño", "damage points")),
        Event::GainedDiscomfort { count, reason } => {
            format!(
                "+{count} {} ({})",
                lang.pick("malestar", "discomfort"),
                reason_text(reason, lang)
            )
        }
        Event::LostTurns { turns, reason } => format!("{} ({})", turns_lost(*turns, lang), reason_text(reason, lang)),
        Event::ThornStuck { thorn } => format!("{}: {}", lang.pick("espina clavada", "thorn"), thorn.origin),
        Event::CriticalRoll { toughness } => format!(
            "{} {toughness}",
            lang.pick("tirada crítica: aguante", "critical roll: toughness")
        ),
        Event::OutOfCombat { .. } => lang.pick("fuera de combate", "out of combat").to_string(),
        Event::Stunned { turns, .. } => format!("{} {turns}", lang.pick("aturdido, turnos:", "stunned, turns:")),
        Event::KneeDamage { amount, .. } => {
            format!("{amount} {}", lang.pick("puntos en la rodilla", "points on the knee"))
        }
        Event::NonLethalDamage { amount, .. } => {
            format!("{amount} {}", lang.pick("puntos no letales", "non-lethal points"))
        }
        Event::FinishedOff { by } => format!("{} {by}", lang.pick("rematado por", "finished off by")),
        _ => return None,
    })
}

/// A participant's condition in words (the log keeps `fuera_de_combate` and the like).
pub fn condition_text(c: Condition, lang: Lang) -> &'static str {
    match c {
        Condition::Active => lang.pick("activo", "active"),
        Condition::Critical => lang.pick("estado crítico", "critical state"),
        Condition::Shock => lang.pick("estado de shock", "in shock"),
        Condition::Conscious => lang.pick("consciente más allá del límite", "conscious beyond the limit"),
        Condition::Stabilised => lang.pick("estabilizado", "stabilised"),
        Condition::Dying => lang.pick("moribundo", "dying"),
        Condition::OutOfCombat => lang.pick("fuera de combate", "out of combat"),
        Condition::Dead => lang.pick("muerto", "dead"),
    }
}

fn skip_text(s: &Skip, lang: Lang, name: impl Fn(usize) -> String) -> String {
    match s {
        Skip::Condition(c) => condition_text(*c, lang).to_string(),
        Skip::Stunned => lang.pick("aturdido", "stunned").to_string(),
        Skip::LostTurn => lang.pick("turno sin actuar", "turn lost").to_string(),
        Skip::NoTarget => lang.pick("sin objetivo", "no target").to_string(),
        Skip::TargetDown(t) => format!("{} {}", name(*t), lang.pick("ya no combate", "is out of the fight")),
        Skip::Withdrawn => lang.pick("se ha retirado", "has left the melee").to_string(),
        Skip::PickingUpWeapon => lang.pick("recoge su arma", "picks up its weapon").to_string(),
        Skip::Refused(why) => why.clone(),
    }
}

fn manoeuvre_text(m: Manoeuvre, lang: Lang) -> &'static str {
    match m {
        Manoeuvre::TotalDefence => lang.pick("defensa total", "total defence"),
        Manoeuvre::Prepare => lang.pick("prepara el ataque", "prepares the attack"),
        Manoeuvre::NeglectDefence => lang.pick("descuida la defensa", "neglects defence"),
        Manoeuvre::PrepareRoll => lang.pick("prepara el ataque con una tirada", "prepares the attack with a roll"),
    }
}

/// The fight for people, entry by entry.
pub fn human(e: &Encounter, lang: Lang) -> String {
    let name = |w: usize| e.combatants[w].name().to_string();
    let mut out = format!(
        "{} ({} {}, {} {})\n",
        lang.pick("Combate", "Combat"),
        lang.pick("perfil", "profile"),
        e.rules.profile.word(),
        lang.pick("sangre fría contra", "composure against"),
        e.fight.difficulty()
    );
    for entry in &e.log {
        match entry {
            Entry::Initial {
                who,
                reflexes,
                composure,
                difficulty,
                payment,
                roll,
            } => {
                out += &format!(
                    "  {}: {} {} · {} {composure}/{difficulty} {}\n",
                    name(*who),
                    lang.pick("reflejos", "reflexes"),
                    reflexes,
                    lang.pick("sangre fría", "composure"),
                    faces(roll)
                );
                if payment.total() > 0 {
                    out += &format!(
                        "    {} {} {}, {} {}, {} {}\n",
                        lang.pick("paga:", "pays:"),
                        payment.discomfort,
                        lang.pick("malestar", "discomfort"),
                        payment.reflexes,
                        lang.pick("reflejos", "reflexes"),
                        payment.turns,
                        lang.pick("turnos", "turns")
                    );
                }
            }
            Entry::Round {
                number,
                cast_dice,
                order,
            } => {
                out += &format!("{} {number}\n", lang.pick("Asalto", "Round"));
                if !cast_dice.is_empty() {
                    let d: Vec<String> = cast_dice
                        .iter()
                        .map(|(w, die, m)| format!("{} {die} ({m:+})", name(*w)))
                        .collect();
                    out += &format!("  {}: {}\n", lang.pick("Dados del reparto", "Cast dice"), d.join(", "));
                }
                let o: Vec<String> = order
                    .iter()
                    .map(|s| match s.phase {
                        Some(p) => format!("{} ({} {p})", name(s.who), lang.pick("fase", "phase")),
                        None => format!("{} ({})", name(s.who), lang.decimal(s.at as f64 / 10.0, 1)),
                    })
                    .collect();
                out += &format!("  {}: {}\n", lang.pick("Orden", "Order"), o.join(" · "));
            }
            Entry::Attack {
                attacker,
                defender,
                attack,
                defence,
                exchange: x,
            } => {
                let rolls: Vec<String> = [attack, defence]
                    .iter()
                    .filter_map(|t| t.as_ref().map(|t| faces(t)))
                    .collect();
                out += &format!(
                    "  {} → {}: {} {} {} {} → {}",
                    name(*attacker),
                    name(*defender),
                    lang.pick("ataque", "attack"),
                    x.attack,
                    lang.pick("contra", "against"),
                    x.needed,
                    hit_word(x.hit, lang)
                );
                if x.hit == Hit::Hit {
                    out += &format!(
                        "; {} {} {} {} → {} {}",
                        lang.pick("daño", "damage"),
                        x.damage,
                        lang.pick("contra aguante", "against toughness"),
                        x.toughness,
                        x.points,
                        lang.pick("puntos", "points")
                    );
                } else if let Some(env) = x.environment {
                    out += &format!(
                        "; {} {env} → {} {}",
                        lang.pick("entorno", "environment"),
                        x.points,
                        lang.pick("puntos", "points")
                    );
                }
                out += &format!(" {}\n", rolls.join(" "));
            }
            Entry::Event { who, event } => {
                if let Some(t) = event_text(event, lang) {
                    out += &format!("    {}: {t}\n", name(*who));
                }
            }
            Entry::NewReflexes {
                who,
                reflexes,
                toughness,
            } => {
                out += &format!(
                    "    {}: {} {reflexes}, {} {toughness}\n",
                    name(*who),
                    lang.pick("nuevos reflejos", "new reflexes"),
                    lang.pick("aguante", "toughness")
                );
            }
            Entry::Manoeuvre { who, manoeuvre } => {
                out += &format!("  {}: {}\n", name(*who), manoeuvre_text(*manoeuvre, lang));
            }
            Entry::StunResistance {
                who,
                shortfall,
                reflexes,
            } => {
                out += &format!(
                    "    {}: {} −{shortfall} → {} {reflexes}\n",
                    name(*who),
                    lang.pick("resistencia al aturdimiento", "stun resistance"),
                    lang.pick("reflejos", "reflexes")
                );
            }
            Entry::Grapple {
                attacker,
                defender,
                escape,
                grapple: g,
            } => {
                let what = match (escape, lang) {
                    (false, Lang::Es) => "inmoviliza a",
                    (true, Lang::Es) => "forcejea contra",
                    (false, Lang::En) => "grabs",
                    (true, Lang::En) => "struggles against",
                };
                let result = match (g.held, lang) {
                    (true, Lang::Es) => format!("lo consigue por {}", g.margin),
                    (true, Lang::En) => format!("succeeds by {}", g.margin),
                    (false, Lang::Es) => "no lo consigue".to_string(),
                    (false, Lang::En) => "fails".to_string(),
                };
                out += &format!(
                    "  {} {what} {}: {} {} {} {} → {result}\n",
                    name(*attacker),
                    name(*defender),
                    lang.pick("fuerza", "strength"),
                    g.grabber_strength,
                    lang.pick("contra", "against"),
                    g.holder_strength
                );
            }
            Entry::Initiative { who, reflexes } => {
                out += &format!(
                    "  {}: {} {reflexes}\n",
                    name(*who),
                    lang.pick("nueva iniciativa", "new initiative")
                );
            }
            Entry::Skipped { who, reason } => {
                out += &format!(
                    "  {}: {} ({})\n",
                    name(*who),
                    lang.pick("no actúa", "does not act"),
                    skip_text(reason, lang, name)
                );
            }
            other => out += &moves::line(other, lang, name).unwrap_or_default(),
        }
    }
    out += &format!("{}\n", lang.pick("Al final:", "At the end:"));
    for c in &e.combatants {
        let s = &c.character.state;
        let dice = match s.current_value {
            Some(v) => format!("{} {v}", lang.pick("valor actual", "current value")),
            None => format!(
                "{} {} · {} {}",
                lang.pick("malestar", "discomfort"),
                s.discomfort,
                lang.pick("heridas", "wounds"),
                s.wounds
            ),
        };
        let gone = if c.withdrawn {
            lang.pick(" · se ha retirado", " · has left the melee")
        } else {
            ""
        };
        out += &format!("  {}: {dice} · {}{gone}\n", c.name(), condition_text(s.condition, lang));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirada_rules::portal::encounter_file::parse;

    /// Item 8 of the PORTAL II issue: the human output names states in words, never
    /// `fuera_de_combate`; the JSON log keeps the machine words.
    #[test]
    fn states_are_printed_in_words() {
        let text = "[[participantes]]\nnombre = \"Ana\"\n[participantes.estado]\ncondicion = \"fuera_de_combate\"\n\
                    [[participantes]]\nnombre = \"Bea\"\nobjetivo = \"Ana\"\n";
        let mut e = parse(text, |_| Err(String::new())).unwrap().encounter;
        e.combatants[1].reflexes = Some(3);
        let mut d = tirada_dice::TypedDice::only(Default::default());
        e.play_round(&mut d).unwrap();
        let es = human(&e, Lang::Es);
        assert!(es.contains("Ana: malestar 0 · heridas 0 · fuera de combate"), "{es}");
        assert!(es.contains("Bea: no actúa (Ana ya no combate)"), "{es}");
        assert!(!es.contains('_'), "{es}");
        let en = human(&e, Lang::En);
        assert!(
            en.contains("out of combat") && en.contains("Ana is out of the fight"),
            "{en}"
        );
        let json = serde_json::to_value(&e.log).unwrap();
        assert!(json.to_string().contains("objetivo_caido"), "{json}");
    }
}

#[cfg(test)]
mod example_tests {
    use super::*;
    use tirada_rules::portal::encounter_file::parse;

    /// The manoeuvres example over several seeds: every line in words, in both languages.
    #[test]
    fn the_escort_example_reads_in_words() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/portal");
        let text = std::fs::read_to_string(dir.join("escolta.toml")).unwrap();
        for seed in 1..=12 {
            let mut e = parse(&text, |_| Err(String::new())).unwrap().encounter;
            let mut d = tirada_dice::SeededDice::new(seed);
            e.begin(&mut d).unwrap();
            for _ in 0..2 {
                e.play_round(&mut d).unwrap();
            }
            e.end(&mut d).unwrap();
            for lang in [Lang::Es, Lang::En] {
                let out = human(&e, lang);
                assert!(!out.contains('_'), "seed {seed}: {out}");
            }
        }
    }
}
