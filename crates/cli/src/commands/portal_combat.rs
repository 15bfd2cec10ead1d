//! `tirada portal combate FILE`: runs an encounter from a TOML file of participants, with
//! rolled or typed dice, and prints the initial rolls, each round's order and every exchange.

use super::portal_args::TypedArgs;
use super::portal_sheet::read;
use crate::error::CliError;
use crate::faces::parse_faces;
use crate::lang::Lang;
use crate::GlobalArgs;
use serde::Serialize;
use std::path::PathBuf;
use tirada_dice::{SeededDice, TypedDice};
use tirada_rules::portal::conflict::Hit;
use tirada_rules::portal::encounter_file::parse;
use tirada_rules::portal::{Encounter, Entry, Event, Profile, Rerolls, Transcript};

#[derive(clap::Args, Debug)]
pub struct CombateArgs {
    /// The encounter: a TOML file of participants (schema in docs/portal-sheet.md).
    pub fichero: PathBuf,
    /// Rounds to play (default: the file's `asaltos`, or 1).
    #[arg(long)]
    pub asaltos: Option<u32>,
    /// Rerolls of every roll: ninguno, or optimo (the best policy for the expected total).
    #[arg(long, default_value = "ninguno")]
    pub repetir: String,
    #[command(flatten)]
    pub typed: TypedArgs,
    /// The cast members' round dice, in the order they are rolled.
    #[arg(long)]
    pub reparto: Option<String>,
    /// The seat-order die rolled once at the start (CB5).
    #[arg(long)]
    pub asiento: Option<String>,
    /// Coupling dice of cast targets of multiple attacks (CB25).
    #[arg(long)]
    pub acoplar: Option<String>,
}

#[derive(Serialize)]
struct Participant<'a> {
    name: &'a str,
    kind: tirada_rules::portal::Kind,
    condition: tirada_rules::portal::Condition,
    discomfort: u8,
    wounds: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    current_value: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reflexes: Option<i32>,
}

#[derive(Serialize)]
struct CombatJson<'a> {
    system: &'static str,
    profile: Profile,
    rounds: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    participants: Vec<Participant<'a>>,
    log: &'a [Entry],
}

fn input(e: impl std::fmt::Display) -> CliError {
    CliError::input(e.to_string())
}

pub fn run(args: &CombateArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let text = read(&args.fichero, lang.pick("el combate", "the encounter"), lang)?;
    let dir = args.fichero.parent().map(PathBuf::from).unwrap_or_default();
    let setup = parse(&text, |path| {
        std::fs::read_to_string(dir.join(path)).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => "no existe".to_string(),
            _ => e.to_string(),
        })
    })
    .map_err(|e| CliError::input(format!("{}: {e}", args.fichero.display())))?;
    let mut e = setup.encounter;
    e.rerolls = match args.repetir.trim() {
        "ninguno" | "none" => Rerolls::None,
        "optimo" | "óptimo" | "best" => Rerolls::BestMean,
        other => {
            return Err(CliError::input(match lang {
                Lang::Es => format!("--repetir: «{other}» no se entiende; usa ninguno u optimo"),
                Lang::En => format!("--repetir: '{other}' is not understood; use ninguno or optimo"),
            }))
        }
    };
    let rounds = args.asaltos.unwrap_or(setup.rounds);
    if !(1..=50).contains(&rounds) {
        return Err(CliError::input(
            lang.pick("--asaltos: entre 1 y 50 asaltos", "--asaltos: between 1 and 50 rounds"),
        ));
    }
    let mut typed = args.typed.faces(None, lang)?;
    for (flag, text, group) in [
        ("--reparto", &args.reparto, "reparto"),
        ("--asiento", &args.asiento, "asiento"),
    ] {
        if let Some(t) = text {
            let faces = parse_faces(t, flag, lang)?;
            if let Some(bad) = faces.iter().find(|f| !(1..=6).contains(*f)) {
                return Err(CliError::input(format!(
                    "{flag}: la cara {bad} no es posible en un d6 (valores de 1 a 6)"
                )));
            }
            typed.insert(group.to_string(), faces);
        }
    }
    let any_typed = !typed.is_empty();
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let mut dice = TypedDice::with_rest(typed, SeededDice::new(seed));
    e.begin(&mut dice).map_err(input)?;
    for _ in 0..rounds {
        e.play_round(&mut dice).map_err(input)?;
    }
    e.end(&mut dice).map_err(input)?;
    if any_typed {
        dice.finish().map_err(input)?;
    }
    if global.json {
        let participants = e
            .combatants
            .iter()
            .map(|c| Participant {
                name: c.name(),
                kind: c.character.kind,
                condition: c.character.state.condition,
                discomfort: c.character.state.discomfort,
                wounds: c.character.state.wounds,
                current_value: c.character.state.current_value,
                reflexes: c.reflexes,
            })
            .collect();
        return super::print_json(&CombatJson {
            system: "portal",
            profile: e.rules.profile,
            rounds,
            seed: Some(seed),
            participants,
            log: &e.log,
        });
    }
    print!("{}", human(&e, lang));
    Ok(())
}

fn faces(t: &Transcript) -> String {
    let mut by: Vec<String> = Vec::new();
    for colour in tirada_rules::portal::Colour::ALL {
        let f: Vec<String> = t
            .dice
            .iter()
            .filter(|d| d.colour == colour)
            .map(|d| d.face.to_string())
            .collect();
        if !f.is_empty() {
            by.push(format!("{} {}", colour.word(), f.join(",")));
        }
    }
    format!("[{}]", by.join(" · "))
}

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

fn event_text(e: &Event, lang: Lang) -> Option<String> {
    Some(match e {
        Event::TookDamage { amount, .. } => format!("{amount} {}", lang.pick("puntos de daño", "damage points")),
        Event::GainedDiscomfort { count, reason } => {
            format!("+{count} {} ({reason})", lang.pick("malestar", "discomfort"))
        }
        Event::LostTurns { turns, reason } => {
            format!("{turns} {} ({reason})", lang.pick("turno sin actuar", "turn lost"))
        }
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

/// The fight for people, entry by entry.
fn human(e: &Encounter, lang: Lang) -> String {
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
                let m = serde_json::to_value(manoeuvre)
                    .ok()
                    .and_then(|v| v.as_str().map(|s| s.replace('_', " ")));
                out += &format!("  {}: {}\n", name(*who), m.unwrap_or_default());
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
                    "  {}: {} ({reason})\n",
                    name(*who),
                    lang.pick("no actúa", "does not act")
                );
            }
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
        out += &format!("  {}: {dice} · {}\n", c.name(), s.condition.word().replace('_', " "));
    }
    out
}
