//! A conflict's log read aloud: one line per event, in the book's words (Spanish first,
//! English with `--lang en`), for `tirada fate conflicto`.

use super::attack::{say_severity, say_track};
use super::render::{die, modifier_name};
use crate::lang::Lang;
use crate::render::Style;
use tirada_rules::fate::character::Taken;
use tirada_rules::fate::conflict::BlockKind;
use tirada_rules::fate::powers::PpReason;
use tirada_rules::fate::{signed, Conflict, Event, Ladder};

/// How the log is read: the conflict (for names and zones), its ladder, language and style.
pub struct Reader<'a> {
    pub c: &'a Conflict,
    pub l: &'a Ladder,
    pub lang: Lang,
    pub style: Style,
}

impl Reader<'_> {
    fn name(&self, id: usize) -> &str {
        self.c.participants.get(id).map_or("?", |p| p.name.as_str())
    }

    fn zone(&self, id: usize) -> &str {
        self.c.zones.names.get(id).map_or("?", |z| z.as_str())
    }

    fn pick<'b>(&self, es: &'b str, en: &'b str) -> &'b str {
        self.lang.pick(es, en)
    }

    fn es(&self) -> bool {
        self.lang == Lang::Es
    }

    /// The line of one event; `None` for those the lines around it already say.
    pub fn line(&self, e: &Event) -> Option<String> {
        let s = self.style;
        let n = |id: usize| self.name(id).to_string();
        Some(match e {
            Event::Initiative { order } => format!("{}: {}", self.pick("Iniciativa", "Initiative"), order.join(", ")),
            Event::Exchange { number } => s.bold(&format!("── {} {number} ──", self.pick("Intercambio", "Exchange"))),
            Event::Roll { who, skill, roll } => {
                let dice: String = roll.dice.iter().map(|&d| die(d, s)).collect();
                let mut sum = format!("{} {dice}", self.l.label(roll.skill));
                for m in &roll.modifiers {
                    sum.push_str(&format!(
                        " {} {}",
                        signed(m.value),
                        s.dim(modifier_name(m.kind, self.lang))
                    ));
                }
                format!(
                    "  {} · {skill}: {sum} = {}",
                    n(*who),
                    s.bold(&self.l.label(roll.effort))
                )
            }
            Event::Attack {
                attacker,
                defender,
                attack,
                defense,
                block_used,
                stress,
            } => {
                let guarded = if *block_used {
                    self.pick(" (con el bloqueo)", " (with the block)")
                } else {
                    ""
                };
                let verdict = match attack.cmp(defense) {
                    std::cmp::Ordering::Greater if self.es() => {
                        format!("{} de estrés", s.paint("1;31", &stress.to_string()))
                    }
                    std::cmp::Ordering::Greater => format!("{} stress", s.paint("1;31", &stress.to_string())),
                    std::cmp::Ordering::Equal => self.pick("empate, sin estrés", "tie, no stress").to_string(),
                    std::cmp::Ordering::Less => s.paint("1;36", self.pick("defendido", "defended")),
                };
                let (a, d) = (self.l.label(*attack), self.l.label(*defense));
                match self.lang {
                    Lang::Es => format!(
                        "  ⇒ {} ataca a {}: {a} contra {d}{guarded} → {verdict}",
                        n(*attacker),
                        n(*defender)
                    ),
                    Lang::En => format!(
                        "  ⇒ {} attacks {}: {a} against {d}{guarded} → {verdict}",
                        n(*attacker),
                        n(*defender)
                    ),
                }
            }
            Event::Hit { who, taken } => {
                let what = match taken {
                    Taken::Nothing => self.pick("nada", "nothing").to_string(),
                    Taken::Box { track, index } if self.es() => {
                        format!("casilla {index} de {}", say_track(*track, self.lang))
                    }
                    Taken::Box { track, index } => format!("{} box {index}", say_track(*track, self.lang)),
                    Taken::Consequence { consequence: q } => {
                        let whose = q.follower.as_deref().map(|f| format!(" ({f})")).unwrap_or_default();
                        format!(
                            "{} {}{whose} «{}»",
                            self.pick("consecuencia", "consequence"),
                            s.bold(say_severity(q.severity, self.lang)),
                            q.description
                        )
                    }
                    Taken::TakenOut => return None,
                };
                format!("  ⇒ {}: {what}", n(*who))
            }
            Event::MinionsHit { who, hit } => match self.lang {
                Lang::Es => format!(
                    "  ⇒ {}: {} fuera, quedan {} (grupo {} → {})",
                    n(*who),
                    hit.taken_out,
                    hit.remaining,
                    signed(hit.bonus_before),
                    signed(hit.bonus_after)
                ),
                Lang::En => format!(
                    "  ⇒ {}: {} out, {} left (group {} → {})",
                    n(*who),
                    hit.taken_out,
                    hit.remaining,
                    signed(hit.bonus_before),
                    signed(hit.bonus_after)
                ),
            },
            Event::TakenOut { who } => format!(
                "  ✘ {} {}",
                n(*who),
                s.paint("1;31", self.pick("FUERA DE COMBATE", "TAKEN OUT"))
            ),
            Event::Maneuver {
                actor,
                target,
                success,
                shifts,
            } => {
                let against = target.map_or(String::new(), |t| {
                    format!(" {} {}", self.pick("contra", "against"), n(t))
                });
                let verdict = if *success {
                    format!("{} ({shifts})", s.paint("1;32", self.pick("éxito", "success")))
                } else {
                    self.pick("fallo", "failure").to_string()
                };
                format!(
                    "  ⇒ {} {}{against}: {verdict}",
                    self.pick("maniobra de", "manoeuvre by"),
                    n(*actor)
                )
            }
            Event::SceneChange {
                actor,
                change,
                made,
                accepted,
            } => {
                let verdict = match (made, accepted, self.lang) {
                    (true, true, Lang::Es) => "la escena cambia",
                    (true, true, Lang::En) => "the scene changes",
                    (false, _, Lang::Es) => "la tirada no llega",
                    (false, _, Lang::En) => "the roll falls short",
                    (true, false, Lang::Es) => "el DJ no lo acepta",
                    (true, false, Lang::En) => "the GM does not accept it",
                };
                format!("  ⇒ {} «{change}»: {verdict}", n(*actor))
            }
            Event::BonusUsed { who, against, value } => format!(
                "  {} {} {} {}",
                n(*who),
                self.pick("usa su bonificador", "uses its bonus"),
                signed(*value),
                format_args!("{} {}", self.pick("contra", "against"), n(*against))
            ),
            Event::Block {
                blocker,
                kind,
                strength,
            } => {
                let what = match kind {
                    BlockKind::Protect { target } => format!("{} {}", self.pick("protege a", "protects"), n(*target)),
                    BlockKind::Prevent { action } => format!("{} «{action}»", self.pick("impide", "prevents")),
                };
                format!(
                    "  ⇒ {} {what}: {} {}",
                    n(*blocker),
                    self.pick("bloqueo de", "block of"),
                    self.l.label(*strength)
                )
            }
            Event::BlockTest {
                actor,
                blocker,
                effort,
                strength,
                passed,
            } => {
                let verdict = if *passed {
                    self.pick("lo supera", "gets past")
                } else {
                    self.pick("no lo supera", "does not get past")
                };
                format!(
                    "  ⇒ {} {} {} ({effort} {} {strength}): {verdict}",
                    n(*actor),
                    self.pick("contra el bloqueo de", "against the block of"),
                    n(*blocker),
                    self.pick("contra", "against")
                )
            }
            Event::Sprint { who, zones, to } => format!(
                "  ⇒ {} {} {zones} {} → {}",
                n(*who),
                self.pick("esprinta", "sprints"),
                self.pick("zonas", "zones"),
                self.zone(*to)
            ),
            Event::Move { who, to, penalty } => format!(
                "  ⇒ {} {} {} ({})",
                n(*who),
                self.pick("se mueve a", "moves to"),
                self.zone(*to),
                signed(*penalty)
            ),
            Event::Action { who, success, shifts } => format!(
                "  ⇒ {}: {}",
                n(*who),
                if *success {
                    format!("{} ({shifts})", self.pick("éxito", "success"))
                } else {
                    self.pick("fallo", "failure").to_string()
                }
            ),
            Event::Pp { who, pp } => {
                let why = match (&pp.reason, self.lang) {
                    (PpReason::Bonus, _) => "+1".to_string(),
                    (PpReason::UsePower { power }, _) => power.clone(),
                    (PpReason::SceneChange, Lang::Es) => "cambiar la escena".to_string(),
                    (PpReason::SceneChange, Lang::En) => "change the scene".to_string(),
                    (PpReason::ConcessionRefused | PpReason::RefusedConcession, Lang::Es) => "concesión".to_string(),
                    (PpReason::ConcessionRefused | PpReason::RefusedConcession, Lang::En) => "concession".to_string(),
                    (other, _) => format!("{other:?}").to_lowercase(),
                };
                format!("  PP {}: {} → {} ({why})", n(*who), pp.before, pp.after)
            }
            Event::CriticoWon { holder } => format!(
                "  ★ {} {}",
                n(*holder),
                s.paint("1;33", self.pick("gana un crítico", "wins a spin"))
            ),
            Event::CriticoUsed { holder, value } => {
                format!(
                    "  ★ {} {} {}",
                    n(*holder),
                    self.pick("usa su crítico", "uses its spin"),
                    signed(*value)
                )
            }
            Event::CriticoLost { holder } => {
                format!("  {} {}", n(*holder), self.pick("pierde su crítico", "loses its spin"))
            }
            Event::Concession { who, terms } => format!("  {} {} «{terms}»", n(*who), self.pick("concede", "concedes")),
            Event::ConcessionAnswer { who, accepted, .. } => format!(
                "  {}: {}",
                n(*who),
                if *accepted {
                    self.pick("concesión aceptada", "concession accepted")
                } else {
                    self.pick("concesión rechazada", "concession refused")
                }
            ),
            Event::SceneEnd => self.pick("Fin de la escena", "End of the scene").to_string(),
            Event::Hold { who } => format!("  {} {}", n(*who), self.pick("retiene su acción", "holds its action")),
            Event::FullDefense { who } => format!("  {} {}", n(*who), self.pick("en defensa total", "on full defence")),
            Event::Attach { minions, leader } => {
                format!("  {} {} {}", n(*minions), self.pick("se une a", "joins"), n(*leader))
            }
            Event::FollowerRolls { leader, follower, .. } => {
                format!("  {follower} {} {}", self.pick("tira por", "rolls for"), n(*leader))
            }
            Event::Direct { leader, minions } => {
                format!("  {} {} {}", n(*leader), self.pick("dirige a", "directs"), n(*minions))
            }
            Event::Disarm {
                actor,
                target,
                success,
                shifts,
            } => {
                if *success {
                    format!(
                        "  ⇒ {} {} {} ({shifts})",
                        n(*actor),
                        self.pick("desarma a", "disarms"),
                        n(*target)
                    )
                } else {
                    format!(
                        "  ⇒ {} {} {}",
                        n(*actor),
                        self.pick("no desarma a", "fails to disarm"),
                        n(*target)
                    )
                }
            }
            Event::WeaponRecovered { who, .. } => {
                format!("  {} {}", n(*who), self.pick("recoge su arma", "picks up its weapon"))
            }
            Event::Push {
                actor,
                target,
                zones,
                to,
            } => format!(
                "  ⇒ {} {} {} {zones} {} → {}",
                n(*actor),
                self.pick("empuja a", "pushes"),
                n(*target),
                self.pick("zonas", "zones"),
                self.zone(*to)
            ),
            Event::Knockback {
                actor,
                target,
                zones,
                to,
                left,
            } => format!(
                "  ⇒ {} {} {} {zones} {} → {} ({left})",
                n(*actor),
                self.pick("derriba a", "knocks back"),
                n(*target),
                self.pick("zonas", "zones"),
                self.zone(*to)
            ),
            Event::Carry { who, load } => {
                format!("  {} {} {load}", n(*who), self.pick("carga peso", "carries weight"))
            }
        })
    }
}
