//! `tirada portal magia`: a spell's difficulty, costs and impossibility by its rank (reading aid
//! §6, B1566–B1621), the events that pay for it before the roll (B1604), applied to a sheet if
//! one is given, and the spell check thrown on the caster's dice if asked.

use super::args::{PortalSpecArgs, TypedArgs};
use super::throw::{play, print_human, Played};
use crate::error::CliError;
use crate::faces::parse_faces;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use clap::ValueEnum;
use serde::Serialize;
use std::path::PathBuf;
use tirada_rules::portal::magic::{self, Caster, MagicError, Payment, Spell, SpellCheck, Work};
use tirada_rules::portal::{
    apply, check_spending, Character, Colour, Event, Forte, Outcome, RollSpending, StateError, Transcript,
};

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum WorkArg {
    Lanzar,
    Encantar,
    Inventar,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum CasterArg {
    Mago,
    Aprendiz,
    Profano,
}

#[derive(clap::Args, Debug)]
pub struct MagiaArgs {
    /// Rango de poder del conjuro, de 0 a 3.
    #[arg(long)]
    pub rango: u8,
    /// Lanzar, encantar un objeto (a rango + 1) o inventar el conjuro (como un rango más).
    #[arg(long, value_enum, default_value = "lanzar")]
    pub obra: WorkArg,
    /// Quién lo lanza: un mago competente, un aprendiz o un profano.
    #[arg(long, value_enum, default_value = "mago")]
    pub lanzador: CasterArg,
    /// El profano conoce bien el conjuro: guarda el dado medio (B1606).
    #[arg(long)]
    pub conoce_bien: bool,
    /// Elementos que pide el conjuro (el gesto y la voz cuentan).
    #[arg(long, default_value_t = 0)]
    pub elementos: u8,
    /// Cuántos de esos elementos faltan.
    #[arg(long, default_value_t = 0)]
    pub faltan: u8,
    /// Lo que se paga antes de tirar: suerte:1,malestar:1,turnos:2,pp:1,heridas:1,sacrificio:1,secuela:ingenio,reserva:NOMBRE:N.
    #[arg(long)]
    pub pagar: Option<String>,
    /// Ficha del lanzador (TOML o JSON): el pago se aplica a su estado.
    #[arg(long)]
    pub ficha: Option<PathBuf>,
    /// La Fortaleza de la ficha que se aplica a la prueba (su nivel da repeticiones; con
    /// --especialidad, su especialidad suma).
    #[arg(long, requires = "ficha")]
    pub fortaleza_de: Option<String>,
    /// Tira la prueba del conjuro (también si se escriben caras).
    #[arg(long)]
    pub tirar: bool,
    /// Caras de los dados básicos de la prueba, como --blancos.
    #[arg(long)]
    pub dados: Option<String>,
    #[command(flatten)]
    pub spec: PortalSpecArgs,
    #[command(flatten)]
    pub typed: TypedArgs,
    /// Repeticiones de la prueba: ninguno, optimo o una lista como blanco:1,negro:6.
    #[arg(long, default_value = "optimo")]
    pub repetir: String,
}

#[derive(Serialize)]
struct SpellJson {
    rank: u8,
    work: &'static str,
    caster: &'static str,
    knows_well: bool,
    components: u8,
    missing: u8,
}

#[derive(Serialize)]
struct MagicJson<'a> {
    system: &'static str,
    command: &'static str,
    spell: SpellJson,
    possible: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    check: Option<&'a SpellCheck>,
    payment: &'a [Event],
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<&'a tirada_rules::portal::State>,
    #[serde(skip_serializing_if = "Option::is_none")]
    roll: Option<&'a Transcript>,
    /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
    rolled: &'a [(String, i64)],
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

/// `suerte:1,heridas:1,reserva:conjuros:2` as a payment.
fn payment(text: &str, lang: Lang) -> Result<Payment, CliError> {
    let mut p = Payment::default();
    for item in text.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let parts: Vec<&str> = item.split(':').map(str::trim).collect();
        let n = |s: &str| s.parse::<u8>().ok();
        let ok = match parts.as_slice() {
            ["suerte", v] => n(v).map(|v| p.luck = v),
            ["malestar", v] => n(v).map(|v| p.discomfort = v),
            ["turnos", v] => n(v).map(|v| p.turns = v),
            ["pp", v] => n(v).map(|v| p.points = v as u32),
            ["heridas", v] => n(v).map(|v| p.wounds = v),
            ["sacrificio", v] => n(v).map(|v| p.luck_sacrifice = v),
            // B1620: a level-3 sequela in the GM's area, one per item.
            ["secuela", area] => serde_json::from_value(serde_json::Value::from(*area))
                .ok()
                .map(|a| p.sequelae.push(a)),
            ["reserva", name, v] if !name.is_empty() => n(v).map(|v| p.reserve = Some((name.to_string(), v))),
            _ => None,
        };
        if ok.is_none() {
            return Err(CliError::input(lang.t(
                "portal-pagar-is-not-understood-use",
                &[("item", item.to_string().into())],
            )));
        }
    }
    Ok(p)
}

fn spell(args: &MagiaArgs, lang: Lang) -> Result<Spell, CliError> {
    if args.conoce_bien && !matches!(args.lanzador, CasterArg::Profano) {
        return Err(CliError::input(lang.w("portal-conoce-bien-only-goes-with")));
    }
    if args.spec.dif.is_some() || args.spec.dado.is_some() {
        return Err(CliError::input(lang.w("portal-spell-s-rank-sets-its")));
    }
    Ok(Spell {
        rank: args.rango,
        work: match args.obra {
            WorkArg::Lanzar => Work::Cast,
            WorkArg::Encantar => Work::Enchant,
            WorkArg::Inventar => Work::Invent,
        },
        caster: match args.lanzador {
            CasterArg::Mago => Caster::Mage,
            CasterArg::Aprendiz => Caster::Apprentice,
            CasterArg::Profano => Caster::Layman {
                knows_well: args.conoce_bien,
            },
        },
        components: args.elementos,
        missing: args.faltan,
    })
}

pub fn run(args: &MagiaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let sp = spell(args, lang)?;
    let rules = args.spec.rules(lang)?;
    let mut typed = args.typed.faces(args.spec.tentar, lang)?;
    if let Some(text) = &args.dados {
        if args.typed.blancos.is_some() {
            return Err(CliError::input(lang.w("portal-dados-and-blancos-are-same")));
        }
        let faces = parse_faces(text, "--dados", lang)?;
        if let Some(bad) = faces.iter().find(|f| !(1..=6).contains(*f)) {
            return Err(CliError::input(
                lang.t("portal-dados-face-is-impossible-on", &[("bad", bad.to_string().into())]),
            ));
        }
        typed.insert(Colour::White.group().to_string(), faces);
    }
    let wants_roll = args.tirar || !typed.is_empty();
    let pay = payment(args.pagar.as_deref().unwrap_or(""), lang)?;
    let magic_err = |e: MagicError| CliError::input(lang.error(&e));
    let check = match magic::check(&sp) {
        Ok(c) => c,
        Err(e @ MagicError::Impossible { .. }) => {
            if wants_roll || args.pagar.is_some() {
                return Err(magic_err(e));
            }
            return impossible(&sp, &e, global);
        }
        Err(e) => return Err(magic_err(e)),
    };
    let mut caster = None;
    let events = match &args.ficha {
        Some(path) => {
            let mut c = super::sheet::load(path, &rules, lang)?;
            let events = magic::pay(&c, &check, &pay).map_err(magic_err)?;
            for e in &events {
                c = apply(&c, e, &rules).map_err(|e| CliError::input(lang.error(&e)))?;
            }
            caster = Some(c);
            events
        }
        None if pay.reserve.is_some() => {
            return Err(CliError::input(lang.w("portal-paying-from-reserve-needs-agonist")))
        }
        None => magic::payment_events(&check, &pay).map_err(magic_err)?,
    };
    let played = match (wants_roll, check.difficulty) {
        (false, _) => None,
        (true, None) => return Err(CliError::input(lang.w("portal-competent-mage-casts-rank-0"))),
        (true, Some(_)) => {
            let sheet_forte = sheet_forte(args, caster.as_ref(), lang)?;
            let mut flags = args.spec.clone();
            // The sheet's Fortaleza is the one the specialty belongs to.
            flags.especialidad &= sheet_forte.is_none();
            flags.check(lang)?;
            let mut spec = args.spec.spec(&typed)?;
            if let Some(f) = sheet_forte {
                spec.fortes.insert(0, f);
            }
            if let (Some(c), None, false) = (&caster, args.spec.malestar, typed.contains_key(Colour::Black.group())) {
                // R2: every discomfort die held is thrown, the ones just paid included.
                spec.black = c.state.discomfort;
            }
            if let Some(c) = &caster {
                // B647: the reserve paid the spell; the roll itself spends no luck nor PP.
                let spend = RollSpending::of(&spec, args.spec.pp_repeticiones).blocked(args.spec.bloquear);
                check_spending(c, spend, &rules).map_err(|e| CliError::input(lang.error(&e)))?;
            }
            let spec = magic::spell_spec(&check, spec);
            let roll_rest = args.typed.tirar_resto;
            Some(play(
                spec,
                rules,
                typed,
                roll_rest,
                &args.spec,
                &args.repetir,
                false,
                global,
            )?)
        }
    };
    if global.json {
        return crate::commands::print_json(&MagicJson {
            system: "portal",
            command: "magia",
            spell: spell_json(&sp),
            possible: true,
            reason: None,
            check: Some(&check),
            payment: &events,
            state: caster.as_ref().map(|c| &c.state),
            roll: played.as_ref().map(|p| &p.transcript),
            rolled: played.as_ref().map_or(&[][..], |p| &p.rolled),
            seed: played.as_ref().and_then(|p| p.seed),
        });
    }
    print!(
        "{}",
        super::magic_render::human(&sp, &check, &events, caster.as_ref(), lang)
    );
    if let Some(p) = &played {
        print_roll(p, lang);
        if p.transcript.outcome == Some(Outcome::Pifia) {
            let what = if lang == Lang::Es {
                check.fumble.word()
            } else {
                check.fumble.english()
            };
            println!(
                "{} {what} (B1574–B1598)",
                lang.w("portal-magical-fumble-it-usually-brings")
            );
        }
    }
    Ok(())
}

/// The caster's Fortaleza named by `--fortaleza-de`, as the roll takes it.
fn sheet_forte(args: &MagiaArgs, caster: Option<&Character>, lang: Lang) -> Result<Option<Forte>, CliError> {
    let (Some(name), Some(c)) = (&args.fortaleza_de, caster) else {
        return Ok(None);
    };
    let f = c
        .forte(name)
        .ok_or_else(|| CliError::input(lang.error(&StateError::NoForte(name.trim().to_string()))))?;
    if args.spec.especialidad && f.specialty.is_none() {
        return Err(CliError::input(lang.t(
            "portal-especialidad-has-no-specialty-on",
            &[("name", f.name.to_string().into())],
        )));
    }
    Ok(Some(Forte {
        level: f.level,
        specialty: args.spec.especialidad,
        superhuman: f.superhuman,
    }))
}

fn print_roll(p: &Played, lang: Lang) {
    println!();
    print_human(p, lang);
}

fn spell_json(s: &Spell) -> SpellJson {
    let (caster, knows_well) = match s.caster {
        Caster::Mage => ("mago", false),
        Caster::Apprentice => ("aprendiz", false),
        Caster::Layman { knows_well } => ("profano", knows_well),
    };
    SpellJson {
        rank: s.rank,
        work: s.work.word(),
        caster,
        knows_well,
        components: s.components,
        missing: s.missing,
    }
}

/// A spell that cannot be cast as asked is a verdict, not bad input.
fn impossible(s: &Spell, e: &MagicError, global: &GlobalArgs) -> Result<(), CliError> {
    if global.json {
        return crate::commands::print_json(&MagicJson {
            system: "portal",
            command: "magia",
            spell: spell_json(s),
            possible: false,
            reason: Some(global.lang.error(e)),
            check: None,
            payment: &[],
            state: None,
            roll: None,
            rolled: &[],
            seed: None,
        });
    }
    print!("{}", super::magic_render::impossible(s, e, global.lang));
    Ok(())
}
