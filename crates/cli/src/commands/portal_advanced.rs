//! `tirada portal colaboracion`, `enfrentamiento` and `extendida`: PORTAL's advanced rules
//! (reading aid §4, B884–B1012, S74–S92) on the totals the players rolled.

use super::portal_advanced_render as render;
use super::portal_args::ProfileArg;
use super::portal_sheet::table_rules;
use crate::error::CliError;
use crate::lang::Lang;
use crate::GlobalArgs;
use clap::ValueEnum;
use serde::Serialize;
use tirada_rules::portal::collab::{collaborate, Collaboration, ExtendedRoll, ExtendedStatus};
use tirada_rules::portal::opposition::{
    deferred_difficulty, influence, oppose, oppose_doubled, oppose_teams, reduce_pools, ExtendedOpposition, Influence,
    Opposition, Winner,
};
use tirada_rules::portal::{Forte, RollSpec};

/// A list of totals: `5,8,2,-1`.
pub fn totals(text: &str, flag: &str, lang: Lang) -> Result<Vec<i32>, CliError> {
    let v: Option<Vec<i32>> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| s.replace('−', "-").trim_start_matches('+').parse().ok())
        .collect();
    match v {
        Some(v) if !v.is_empty() => Ok(v),
        _ => Err(CliError::input(match lang {
            Lang::Es => format!("{flag}: «{text}» debe ser una lista de totales separados por comas, como 5,8,-1"),
            Lang::En => format!("{flag}: '{text}' must be a list of totals separated by commas, like 5,8,-1"),
        })),
    }
}

fn one(text: &str, flag: &str, lang: Lang) -> Result<i32, CliError> {
    match totals(text, flag, lang)?.as_slice() {
        [t] => Ok(*t),
        _ => Err(CliError::input(match lang {
            Lang::Es => format!("{flag}: aquí va un solo total, no una lista"),
            Lang::En => format!("{flag}: a single total goes here, not a list"),
        })),
    }
}

fn missing(flag: &str, why: &str, lang: Lang) -> CliError {
    CliError::input(match lang {
        Lang::Es => format!("falta {flag}: {why}"),
        Lang::En => format!("{flag} is missing: {why}"),
    })
}

#[derive(clap::Args, Debug)]
pub struct ColaboracionArgs {
    /// Dificultad del reto común, ya ajustada por el Guía.
    #[arg(long, allow_hyphen_values = true)]
    pub dif: i32,
    /// El total de cada participante, en orden: 5,8,2,-1.
    #[arg(long, allow_hyphen_values = true)]
    pub totales: String,
    /// Sus nombres, en el mismo orden: Alex,Bruno,Cosme,David.
    #[arg(long)]
    pub nombres: Option<String>,
}

#[derive(Serialize)]
struct CollabJson<'a> {
    system: &'static str,
    command: &'static str,
    totals: &'a [i32],
    names: &'a [String],
    #[serde(flatten)]
    result: &'a Collaboration,
}

fn names(given: Option<&str>, n: usize, lang: Lang) -> Result<Vec<String>, CliError> {
    let names: Vec<String> = match given {
        Some(t) => t.split(',').map(|s| s.trim().to_string()).collect(),
        None => (1..=n)
            .map(|i| format!("{} {i}", lang.pick("participante", "member")))
            .collect(),
    };
    if names.len() != n || names.iter().any(String::is_empty) {
        return Err(CliError::input(match lang {
            Lang::Es => format!("--nombres: hacen falta {n} nombres no vacíos, uno por total"),
            Lang::En => format!("--nombres: {n} non-empty names are needed, one per total"),
        }));
    }
    Ok(names)
}

/// Collaboration (CO1–CO7, B884–B918, S74–S78).
pub fn collaboration(args: &ColaboracionArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let t = totals(&args.totales, "--totales", lang)?;
    let names = names(args.nombres.as_deref(), t.len(), lang)?;
    let result = collaborate(&t, args.dif);
    if global.json {
        return super::print_json(&CollabJson {
            system: "portal",
            command: "colaboracion",
            totals: &t,
            names: &names,
            result: &result,
        });
    }
    print!("{}", render::collaboration(&t, &names, &result, lang));
    Ok(())
}

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
    /// Qué bando dobla su resultado (modo doble).
    #[arg(long, value_enum)]
    pub favorece: Option<SideArg>,
    /// Por cuánto multiplica el Guía la primera tirada (modo aplazado).
    #[arg(long, default_value_t = 1)]
    pub factor: i32,
    /// Dados de suerte del manipulador: paga uno (modo psicológico).
    #[arg(long, default_value_t = 1)]
    pub suerte: u8,
    /// Diferencia de éxitos que hay que acumular (modo extendido).
    #[arg(long)]
    pub objetivo: Option<i32>,
    /// Intercambios A:B en orden, como 5:3,4:6 (modo extendido).
    #[arg(long, allow_hyphen_values = true)]
    pub intercambios: Option<String>,
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

/// What an opposition printed: only the parts its mode has.
#[derive(Serialize, Default)]
pub struct OppositionJson {
    pub system: &'static str,
    pub command: &'static str,
    pub mode: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<Opposition>,
    /// The side whose result is doubled (B954).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doubled: Option<Winner>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rerolls: Option<(u8, u8)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub influence: Option<Influence>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leads: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Winner>,
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
                let n = |s: &str| s.trim().replace('−', "-").parse::<i32>().ok();
                n(a).zip(n(b))
            });
            pair.ok_or_else(|| {
                CliError::input(match lang {
                    Lang::Es => format!("--intercambios: «{item}» debe ser A:B, como 5:3"),
                    Lang::En => format!("--intercambios: '{item}' must be A:B, like 5:3"),
                })
            })
        })
        .collect()
}

/// Oppositions (OP1–OP5, B922–B1012, S86–S92).
pub fn opposition(args: &EnfrentamientoArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rules = table_rules(args.perfil, &args.regla)?;
    fn need<'a>(v: &'a Option<String>, flag: &str, lang: Lang) -> Result<&'a str, CliError> {
        v.as_deref()
            .ok_or_else(|| missing(flag, lang.pick("el total de ese bando", "that side's total"), lang))
    }
    let mut out = OppositionJson {
        system: "portal",
        command: "enfrentamiento",
        mode: mode_word(args.modo),
        ..OppositionJson::default()
    };
    let err = |e: tirada_rules::portal::opposition::OppositionError| CliError::input(e.to_string());
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
                (ModeArg::Doble, None) => {
                    return Err(missing(
                        "--favorece",
                        lang.pick("a o b, el bando que dobla", "a or b, the side doubled"),
                        lang,
                    ))
                }
                _ => oppose(a, b, args.ventaja, &rules).map_err(err)?,
            });
            if args.repeticiones_a + args.repeticiones_b > 0 {
                let spec = |level: u8| RollSpec {
                    fortes: vec![Forte {
                        level,
                        ..Forte::default()
                    }],
                    ..RollSpec::default()
                };
                let (mut sa, mut sb) = (spec(args.repeticiones_a), spec(args.repeticiones_b));
                reduce_pools(&mut sa, &mut sb);
                out.rerolls = Some((sa.base_pool(), sb.base_pool()));
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
            out.influence = Some(influence(a, b, args.suerte, &rules).map_err(err)?);
            (out.a, out.b) = (Some(vec![a]), Some(vec![b]));
        }
        ModeArg::Equipos => {
            let a = totals(need(&args.a, "--a", lang)?, "--a", lang)?;
            let b = totals(need(&args.b, "--b", lang)?, "--b", lang)?;
            out.result = Some(oppose_teams(&a, &b));
            (out.a, out.b) = (Some(a), Some(b));
        }
        ModeArg::Extendido => {
            let target = args.objetivo.filter(|t| *t > 0).ok_or_else(|| {
                missing(
                    "--objetivo",
                    lang.pick(
                        "la diferencia de éxitos a acumular, 1 o más",
                        "the lead to reach, 1 or more",
                    ),
                    lang,
                )
            })?;
            let list = args.intercambios.as_deref().ok_or_else(|| {
                missing(
                    "--intercambios",
                    lang.pick("los totales A:B de cada intercambio", "each exchange's A:B totals"),
                    lang,
                )
            })?;
            let mut ext = ExtendedOpposition::new(target);
            let mut leads = Vec::new();
            for (a, b) in exchanges(list, lang)? {
                if ext.winner().is_some() {
                    return Err(CliError::input(lang.pick(
                        "--intercambios: sobran intercambios, el enfrentamiento ya estaba decidido",
                        "--intercambios: too many exchanges, the opposition was already decided",
                    )));
                }
                ext.exchange(a, b);
                leads.push(ext.lead);
            }
            (out.target, out.leads, out.winner) = (Some(target), Some(leads), ext.winner());
        }
    }
    if global.json {
        return super::print_json(&out);
    }
    print!("{}", render::opposition(&out, &rules, lang));
    Ok(())
}

#[derive(clap::Args, Debug)]
pub struct ExtendidaArgs {
    /// Dificultad de cada tirada.
    #[arg(long, allow_hyphen_values = true)]
    pub dif: i32,
    /// Éxitos que hay que acumular.
    #[arg(long)]
    pub requerido: i32,
    /// Los totales de las tiradas, en orden: 6,5,7.
    #[arg(long, allow_hyphen_values = true)]
    pub totales: String,
    /// Un empate sube en 1 el total requerido (S84).
    #[arg(long)]
    pub empate_sube: bool,
    /// Éxitos gastados como repeticiones antes de una tirada, TIRADA:N (como 3:1), repetible.
    #[arg(long)]
    pub gastar: Vec<String>,
}

#[derive(Serialize)]
pub struct ExtendedStep {
    pub total: i32,
    pub spent: u8,
    pub accumulated: i32,
    pub required: i32,
    pub status: ExtendedStatus,
}

#[derive(Serialize)]
struct ExtendedJson<'a> {
    system: &'static str,
    command: &'static str,
    steps: &'a [ExtendedStep],
    #[serde(flatten)]
    result: &'a ExtendedRoll,
    status: ExtendedStatus,
}

/// Extended rolls (S80–S84, C-34).
pub fn extended(args: &ExtendidaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    if args.requerido < 1 {
        return Err(CliError::input(lang.pick(
            "--requerido: hay que acumular al menos 1 éxito",
            "--requerido: at least 1 success must be accumulated",
        )));
    }
    let t = totals(&args.totales, "--totales", lang)?;
    let mut spend = vec![0u8; t.len()];
    for item in &args.gastar {
        let parsed = item.split_once(':').and_then(|(i, k)| {
            let i = i.trim().parse::<usize>().ok().filter(|i| (1..=t.len()).contains(i))?;
            Some((i, k.trim().parse::<u8>().ok()?))
        });
        let (i, k) = parsed.ok_or_else(|| {
            CliError::input(match lang {
                Lang::Es => format!("--gastar: «{item}» debe ser TIRADA:N con TIRADA de 1 a {}", t.len()),
                Lang::En => format!("--gastar: '{item}' must be ROLL:N with ROLL from 1 to {}", t.len()),
            })
        })?;
        spend[i - 1] += k;
    }
    let mut roll = ExtendedRoll::new(args.dif, args.requerido);
    let mut steps = Vec::new();
    for (i, &total) in t.iter().enumerate() {
        if roll.status() != ExtendedStatus::Going {
            return Err(CliError::input(lang.pick(
                "--totales: sobran tiradas, la tirada extendida ya había terminado",
                "--totales: too many rolls, the extended roll had already ended",
            )));
        }
        roll.spend(spend[i])
            .map_err(|e| CliError::input(format!("--gastar: {e}")))?;
        let status = roll.add(total, args.empate_sube);
        steps.push(ExtendedStep {
            total,
            spent: spend[i],
            accumulated: roll.accumulated,
            required: roll.required,
            status,
        });
    }
    if global.json {
        return super::print_json(&ExtendedJson {
            system: "portal",
            command: "extendida",
            steps: &steps,
            result: &roll,
            status: roll.status(),
        });
    }
    print!("{}", render::extended(&steps, &roll, args.requerido, lang));
    Ok(())
}
