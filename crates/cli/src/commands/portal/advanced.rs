//! `tirada portal enfrentamiento`: PORTAL's oppositions (reading aid §4.2–§4.7, B922–B1012,
//! S86–S92) on the totals the players rolled: the flags read here, the rules in
//! `tirada_rules::portal::opposition`.

use super::args::table_rules;
use super::args::ProfileArg;
use super::numbers::{missing, one, sane, totals, MAX_NUMBER};
use super::reports::OppositionJson;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use clap::ValueEnum;
use tirada_rules::portal::opposition::{
    deferred_difficulty, influence, influence_from_sheet, oppose, oppose_doubled, oppose_teams, play_extended,
    reduce_rerolls, LeadSpent, OppositionError, Winner,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    Simple,
    Desigual,
    Doble,
    Aplazado,
    Psicologico,
    Equipos,
    Extendido,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    A,
    B,
}

#[derive(clap::Args, Debug)]
pub struct EnfrentamientoArgs {
    /// simple, desigual (ventaja virtual), doble (el resultado favorecido se dobla), aplazado,
    /// psicologico, equipos o extendido.
    #[arg(long, value_enum, default_value = "simple")]
    pub modo: ModeArg,
    /// Total de A (en equipos, la lista de totales de su bando; en psicológico, el manipulador;
    /// en aplazado, la primera tirada).
    #[arg(long, allow_hyphen_values = true)]
    pub a: Option<String>,
    /// Total de B (en equipos, su lista; en psicológico, la víctima; en aplazado, la segunda).
    #[arg(long, allow_hyphen_values = true)]
    pub b: Option<String>,
    /// Ventaja virtual que se suma a la diferencia: positiva para A, negativa para B.
    #[arg(long, allow_hyphen_values = true, default_value_t = 0)]
    pub ventaja: i32,
    /// Qué bando dobla su resultado (modo doble) o recibe la --ventaja (modo desigual).
    #[arg(long, value_enum)]
    pub favorece: Option<SideArg>,
    /// Por cuánto multiplica el Guía la primera tirada (modo aplazado).
    #[arg(long, default_value_t = 1)]
    pub factor: i32,
    /// Dados de suerte del manipulador: paga uno (modo psicológico).
    #[arg(long, default_value_t = 1, conflicts_with = "ficha")]
    pub suerte: u8,
    /// Ficha del manipulador (modo psicológico): el dado de suerte se paga de ella (B966).
    #[arg(long)]
    pub ficha: Option<std::path::PathBuf>,
    /// Diferencia de éxitos que hay que acumular (modo extendido).
    #[arg(long)]
    pub objetivo: Option<i32>,
    /// Intercambios A:B en orden, como 5:3,4:6 (modo extendido).
    #[arg(long, allow_hyphen_values = true)]
    pub intercambios: Option<String>,
    /// Ventaja gastada como ases antes de un intercambio, INTERCAMBIO:BANDO:N como 2:a:1 (B940).
    #[arg(long)]
    pub gastar_ventaja: Vec<String>,
    /// Repeticiones (Fortalezas y ases) de A y de B: se reducen mutuamente (R26b).
    #[arg(long, default_value_t = 0)]
    pub repeticiones_a: u8,
    #[arg(long, default_value_t = 0)]
    pub repeticiones_b: u8,
    /// Perfil de reglas.
    #[arg(long, value_enum, default_value = "resumen")]
    pub perfil: ProfileArg,
    /// Una regla suelta sobre el perfil, p. ej. psych_mode=margin (repetible).
    #[arg(long)]
    pub regla: Vec<String>,
}

/// `2:a:1`: before exchange 2, A spends 1 level of its lead as an ace.
fn spend(text: &str, lang: Lang) -> Result<LeadSpent, CliError> {
    let parts: Vec<&str> = text.split(':').map(str::trim).collect();
    let parsed = match parts.as_slice() {
        [i, side, k] => {
            let side = match *side {
                "a" | "A" => Some(Winner::A),
                "b" | "B" => Some(Winner::B),
                _ => None,
            };
            i.parse().ok().zip(side).zip(k.parse::<u8>().ok().filter(|k| *k > 0))
        }
        _ => None,
    };
    parsed
        .map(|((exchange, side), aces)| LeadSpent { exchange, side, aces })
        .ok_or_else(|| {
            CliError::input(lang.t(
                "portal-gastar-ventaja-must-be-exchange",
                &[("text", text.to_string().into())],
            ))
        })
}

fn mode_word(m: ModeArg) -> &'static str {
    match m {
        ModeArg::Simple => "simple",
        ModeArg::Desigual => "desigual",
        ModeArg::Doble => "doble",
        ModeArg::Aplazado => "aplazado",
        ModeArg::Psicologico => "psicologico",
        ModeArg::Equipos => "equipos",
        ModeArg::Extendido => "extendido",
    }
}

/// The exchanges of an extended opposition: `5:3,4:6`.
fn exchanges(text: &str, lang: Lang) -> Result<Vec<(i32, i32)>, CliError> {
    text.split(',')
        .map(|item| {
            let pair = item.split_once(':').and_then(|(a, b)| {
                let n = |s: &str| {
                    let v = s.trim().replace('−', "-").parse::<i32>().ok()?;
                    (v.unsigned_abs() <= MAX_NUMBER as u32).then_some(v)
                };
                n(a).zip(n(b))
            });
            pair.ok_or_else(|| {
                CliError::input(lang.t(
                    "portal-intercambios-must-be-b-like",
                    &[("item", item.to_string().into())],
                ))
            })
        })
        .collect()
}

fn say(e: &OppositionError, lang: Lang) -> String {
    lang.error(e)
}

/// Oppositions (OP1–OP5, B922–B1012, S86–S92).
/// The virtual advantage as the difference takes it: positive for A, negative for B. In an
/// unequal opposition `--favorece` names the side a positive `--ventaja` goes to; any other
/// mode but the doubled one has no side to favour, and says so rather than ignore it.
fn favoured_advantage(args: &EnfrentamientoArgs, lang: Lang) -> Result<i32, CliError> {
    match (args.modo, args.favorece) {
        (_, None) => Ok(args.ventaja),
        (ModeArg::Doble, Some(_)) => Ok(args.ventaja),
        (ModeArg::Desigual, Some(_)) if args.ventaja < 0 => {
            Err(CliError::input(lang.w("portal-ventaja-with-favorece-advantage-is")))
        }
        (ModeArg::Desigual, Some(SideArg::A)) => Ok(args.ventaja),
        (ModeArg::Desigual, Some(SideArg::B)) => Ok(-args.ventaja),
        (_, Some(_)) => Err(CliError::input(lang.w("portal-favorece-only-fits-doble-and"))),
    }
}

pub fn opposition(args: &EnfrentamientoArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rules = table_rules(args.perfil, &args.regla, lang)?;
    sane(args.ventaja, "--ventaja", lang)?;
    sane(args.factor, "--factor", lang)?;
    if let Some(o) = args.objetivo {
        sane(o, "--objetivo", lang)?;
    }
    fn need<'a>(v: &'a Option<String>, flag: &str, lang: Lang) -> Result<&'a str, CliError> {
        v.as_deref()
            .ok_or_else(|| missing(flag, &lang.w("portal-that-side-s-total"), lang))
    }
    let mut out = OppositionJson {
        system: "portal",
        command: "enfrentamiento",
        mode: mode_word(args.modo),
        ..OppositionJson::default()
    };
    let err = |e: OppositionError| CliError::input(say(&e, lang));
    let ventaja = favoured_advantage(args, lang)?;
    match args.modo {
        ModeArg::Simple | ModeArg::Desigual | ModeArg::Doble => {
            let (a, b) = (
                one(need(&args.a, "--a", lang)?, "--a", lang)?,
                one(need(&args.b, "--b", lang)?, "--b", lang)?,
            );
            out.result = Some(match (args.modo, args.favorece) {
                (ModeArg::Doble, Some(side)) => {
                    out.doubled = Some(if side == SideArg::A { Winner::A } else { Winner::B });
                    oppose_doubled(a, b, side == SideArg::A)
                }
                (ModeArg::Doble, None) => return Err(missing("--favorece", &lang.w("portal-or-b-side-doubled"), lang)),
                _ => oppose(a, b, ventaja, &rules).map_err(err)?,
            });
            if args.repeticiones_a + args.repeticiones_b > 0 {
                out.rerolls = Some(reduce_rerolls(args.repeticiones_a, args.repeticiones_b));
            }
            (out.a, out.b) = (Some(vec![a]), Some(vec![b]));
        }
        ModeArg::Aplazado => {
            let first = one(need(&args.a, "--a", lang)?, "--a", lang)?;
            let d = deferred_difficulty(first, args.factor);
            out.difficulty = Some(d);
            out.a = Some(vec![first]);
            if let Some(b) = &args.b {
                let second = one(b, "--b", lang)?;
                out.b = Some(vec![second]);
                out.success = Some(second > d);
            }
        }
        ModeArg::Psicologico => {
            let (a, b) = (
                one(need(&args.a, "--a", lang)?, "--a", lang)?,
                one(need(&args.b, "--b", lang)?, "--b", lang)?,
            );
            out.influence = Some(match &args.ficha {
                Some(path) => {
                    let c = super::sheet::load(path, &rules, lang)?;
                    let paid = influence_from_sheet(a, b, &c, &rules).map_err(err)?;
                    (out.payment, out.state) = (Some(vec![paid.payment]), Some(paid.after.state));
                    paid.influence
                }
                None => influence(a, b, args.suerte, &rules).map_err(err)?,
            });
            (out.a, out.b) = (Some(vec![a]), Some(vec![b]));
        }
        ModeArg::Equipos => {
            let a = totals(need(&args.a, "--a", lang)?, "--a", lang)?;
            let b = totals(need(&args.b, "--b", lang)?, "--b", lang)?;
            out.result = Some(oppose_teams(&a, &b));
            (out.a, out.b) = (Some(a), Some(b));
        }
        ModeArg::Extendido => {
            let target = args
                .objetivo
                .filter(|t| *t > 0)
                .ok_or_else(|| missing("--objetivo", &lang.w("portal-lead-to-reach-1-or"), lang))?;
            let list = args
                .intercambios
                .as_deref()
                .ok_or_else(|| missing("--intercambios", &lang.w("portal-each-exchange-s-b-totals"), lang))?;
            let spends = args
                .gastar_ventaja
                .iter()
                .map(|t| spend(t, lang))
                .collect::<Result<Vec<_>, _>>()?;
            let played = play_extended(target, &exchanges(list, lang)?, &spends).map_err(|e| {
                let flag = match e {
                    OppositionError::AlreadyDecided => "--intercambios",
                    _ => "--gastar-ventaja",
                };
                CliError::input(format!("{flag}: {}", say(&e, lang)))
            })?;
            out.spent = (!spends.is_empty()).then_some(spends);
            (out.target, out.leads, out.winner) = (Some(target), Some(played.leads), played.winner);
        }
    }
    if global.json {
        return crate::commands::print_roll_json(&out, lang);
    }
    print!("{}", crate::commands::explained(&out, lang)?);
    Ok(())
}
