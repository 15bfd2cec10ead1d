//! The human output of PORTAL's advanced rules: who helps whom, who wins, what is left.

use super::magic_render::count;
use super::reports::OppositionJson;
use crate::lang::Lang;
use tirada_rules::portal::collab::{ExtendedRoll, ExtendedStatus, ExtendedStep};
use tirada_rules::portal::opposition::{Opposition, Winner};
use tirada_rules::portal::settings::PsychMode;
use tirada_rules::portal::Rules;

fn verdict(o: &Opposition, a: &str, b: &str, lang: Lang) -> String {
    let mut out = match (o.winner, lang) {
        (Winner::A, Lang::Es) => format!("Gana {a} por {}\n", o.margin),
        (Winner::A, Lang::En) => format!("{} wins by {}\n", cap(a), o.margin),
        (Winner::B, Lang::Es) => format!("Gana {b} por {}\n", o.margin),
        (Winner::B, Lang::En) => format!("{} wins by {}\n", cap(b), o.margin),
        (Winner::Tie, _) => lang
            .pick("Empate: decide el Guía (S91)\n", "Tie: the GM decides (S91)\n")
            .to_string(),
    };
    for (fumbles, who) in [(o.a_fumbles, a), (o.b_fumbles, b)] {
        if fumbles {
            out += &match lang {
                Lang::Es => format!("{} pifia: su total es negativo, gane o pierda (B950)\n", cap(who)),
                Lang::En => format!("{} fumbles: a negative total, win or lose (B950)\n", cap(who)),
            };
        }
    }
    out
}

/// The first letter in capitals, to start a sentence.
fn cap(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

fn sum(v: &[i32]) -> String {
    let parts: Vec<String> = v.iter().map(i32::to_string).collect();
    format!("{} = {}", parts.join(" + "), v.iter().sum::<i32>())
}

pub fn opposition(o: &OppositionJson, rules: &Rules, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let (a, b) = (o.a.clone().unwrap_or_default(), o.b.clone().unwrap_or_default());
    let first = |v: &[i32]| v.first().copied().unwrap_or(0);
    let mut out = String::new();
    match o.mode {
        "aplazado" => {
            let d = o.difficulty.unwrap_or(0);
            out += &match lang {
                Lang::Es => format!(
                    "Enfrentamiento aplazado: la primera tirada ({}) fija la dificultad {d}; la segunda necesita {} o más\n",
                    first(&a),
                    d + 1
                ),
                Lang::En => format!(
                    "Deferred opposition: the first roll ({}) sets difficulty {d}; the second needs {} or more\n",
                    first(&a),
                    d + 1
                ),
            };
            if let Some(ok) = o.success {
                out += &match (ok, es) {
                    (true, true) => format!("La segunda tirada ({}) lo consigue\n", first(&b)),
                    (true, false) => format!("The second roll ({}) makes it\n", first(&b)),
                    (false, true) => format!("La segunda tirada ({}) no lo consigue\n", first(&b)),
                    (false, false) => format!("The second roll ({}) falls short\n", first(&b)),
                };
            }
        }
        "psicologico" => {
            let inf = o
                .influence
                .as_ref()
                .expect("a psychological opposition has its influence");
            out += &match lang {
                Lang::Es => format!(
                    "Influencia psicológica: manipulador {} contra víctima {} (paga 1 dado de suerte, B966)\n",
                    first(&a),
                    first(&b)
                ),
                Lang::En => format!(
                    "Psychological influence: manipulator {} against victim {} (pays 1 luck die, B966)\n",
                    first(&a),
                    first(&b)
                ),
            };
            if let Some(st) = &o.state {
                out += &format!(
                    "{}: {}\n",
                    lang.pick(
                        "Al manipulador le quedan dados de suerte",
                        "Luck dice the manipulator has left"
                    ),
                    st.luck()
                );
            }
            let (m, v) = (
                lang.pick("el manipulador", "the manipulator"),
                lang.pick("la víctima", "the victim"),
            );
            // The manipulator's fumble has its own line below (B1000).
            let o = Opposition {
                a_fumbles: false,
                ..inf.opposition
            };
            out += &verdict(&o, m, v, lang);
            if inf.imposed {
                out += lang.pick(
                    "El Guía puede imponer la conducta\n",
                    "The GM may impose the behaviour\n",
                );
            } else if let Some(d) = inf.discomfort_if_refused.filter(|&d| d > 0) {
                out += &match lang {
                    Lang::Es => format!("Si la víctima se niega, recibe {d} dados de malestar (S92)\n"),
                    Lang::En => format!("If the victim refuses, it takes {d} discomfort dice (S92)\n"),
                };
            } else if rules.psych_mode == PsychMode::GmJudgement && inf.opposition.winner == Winner::A {
                out += lang.pick(
                    "Si la víctima se niega, el Guía decide los dados de malestar (B972–B986)\n",
                    "If the victim refuses, the GM sets the discomfort dice (B972–B986)\n",
                );
            }
            if inf.backfires {
                out += lang.pick(
                    "El manipulador pifia: recibe el malestar que pretendía causar (B1000)\n",
                    "The manipulator fumbles: it takes the discomfort it meant to cause (B1000)\n",
                );
            }
        }
        "extendido" => {
            let target = o.target.unwrap_or(0);
            out += &format!(
                "{} {target}\n",
                lang.pick(
                    "Enfrentamiento extendido: gana quien saque una ventaja de",
                    "Extended opposition: the first to lead by"
                )
            );
            for (i, lead) in o.leads.iter().flatten().enumerate() {
                for s in o.spent.iter().flatten().filter(|s| s.exchange == i + 1) {
                    let side = if s.side == Winner::A { "A" } else { "B" };
                    out += &match lang {
                        Lang::Es => format!("  {side} gasta {} de ventaja como ases (B940)\n", s.aces),
                        Lang::En => format!("  {side} spends {} of its lead as aces (B940)\n", s.aces),
                    };
                }
                let who = match lead.signum() {
                    1 => format!("A +{lead}"),
                    -1 => format!("B +{}", -lead),
                    _ => lang.pick("igualados", "level").to_string(),
                };
                out += &format!("  {} {}: {who}\n", lang.pick("Intercambio", "Exchange"), i + 1);
            }
            out += &match (o.winner, lang) {
                (Some(Winner::A), Lang::Es) => "Gana A\n".to_string(),
                (Some(Winner::A), Lang::En) => "A wins\n".to_string(),
                (Some(_), Lang::Es) => "Gana B\n".to_string(),
                (Some(_), Lang::En) => "B wins\n".to_string(),
                (None, _) => lang
                    .pick(
                        "Sin decidir: la ventaja acumulada se puede gastar como ases (B940)\n",
                        "Undecided: the lead may be spent as aces (B940)\n",
                    )
                    .to_string(),
            };
        }
        mode => {
            let result = o.result.as_ref().expect("the opposition has a result");
            out += &match (mode, lang) {
                ("equipos", Lang::Es) => format!("Equipos: A {} contra B {}\n", sum(&a), sum(&b)),
                ("equipos", Lang::En) => format!("Teams: A {} against B {}\n", sum(&a), sum(&b)),
                ("doble", _) => {
                    let (x, y) = (first(&a), first(&b));
                    let a_doubled = o.doubled == Some(Winner::A);
                    let show = |v: i32, d: bool| {
                        if d {
                            format!("{v} (×2 = {})", 2 * v)
                        } else {
                            v.to_string()
                        }
                    };
                    format!(
                        "{}: A {} {} B {}\n",
                        lang.pick("Enfrentamiento desigual", "Unequal opposition"),
                        show(x, a_doubled),
                        lang.pick("contra", "against"),
                        show(y, !a_doubled)
                    )
                }
                (_, _) => format!(
                    "{}: A {} {} B {}\n",
                    lang.pick("Enfrentamiento", "Opposition"),
                    first(&a),
                    lang.pick("contra", "against"),
                    first(&b)
                ),
            };
            out += &verdict(result, "A", "B", lang);
            if let Some((ra, rb)) = o.rerolls {
                out += &format!(
                    "{}: A {ra}, B {rb} (R26b)\n",
                    lang.pick(
                        "Repeticiones tras reducirse mutuamente",
                        "Rerolls after mutual reduction"
                    )
                );
            }
        }
    }
    out
}

pub fn extended(steps: &[ExtendedStep], r: &ExtendedRoll, initial: i32, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let mut out = match lang {
        Lang::Es => format!(
            "Tirada extendida: dificultad {}, hay que acumular {initial}\n",
            r.difficulty
        ),
        Lang::En => format!("Extended roll: difficulty {}, {initial} to accumulate\n", r.difficulty),
    };
    let mut required = initial;
    for (i, s) in steps.iter().enumerate() {
        let spent = if s.spent > 0 {
            match lang {
                Lang::Es => format!(" (gasta {} en repeticiones)", count(s.spent, "éxito", "éxitos")),
                Lang::En => format!(" (spends {} on rerolls)", count(s.spent, "success", "successes")),
            }
        } else {
            String::new()
        };
        let what = match (s.total.cmp(&r.difficulty), es) {
            (std::cmp::Ordering::Greater, true) => format!(
                "+{}, acumulado {} de {}",
                s.total - r.difficulty,
                s.accumulated,
                s.required
            ),
            (std::cmp::Ordering::Greater, false) => {
                format!("+{}, {} of {}", s.total - r.difficulty, s.accumulated, s.required)
            }
            (std::cmp::Ordering::Equal, true) if s.required > required => {
                format!("empate: el requerido sube a {}", s.required)
            }
            (std::cmp::Ordering::Equal, false) if s.required > required => {
                format!("tie: the requirement rises to {}", s.required)
            }
            (std::cmp::Ordering::Equal, true) => "empate: nada cambia".to_string(),
            (std::cmp::Ordering::Equal, false) => "tie: nothing changes".to_string(),
            (std::cmp::Ordering::Less, true) => "por debajo: la tarea fracasa (S84)".to_string(),
            (std::cmp::Ordering::Less, false) => "below: the task fails (S84)".to_string(),
        };
        required = s.required;
        out += &format!(
            "  {} {}: {}{spent} → {what}\n",
            lang.pick("Tirada", "Roll"),
            i + 1,
            s.total
        );
    }
    out += match (r.status(), es) {
        (ExtendedStatus::Done, true) => "Completada\n",
        (ExtendedStatus::Done, false) => "Done\n",
        (ExtendedStatus::Failed, true) => "Fracaso\n",
        (ExtendedStatus::Failed, false) => "Failed\n",
        (ExtendedStatus::Going, true) => "En curso: faltan más tiradas\n",
        (ExtendedStatus::Going, false) => "Under way: more rolls are needed\n",
    };
    out
}
