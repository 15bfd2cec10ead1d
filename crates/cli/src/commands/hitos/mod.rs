//! `tirada hitos` and `tirada odds hitos`: a 3d10 test read on the central die (or m, M, a sum),
//! with criticals, fumbles, *realismo*, aspect activations played at best or as asked, and
//! values taken from a character sheet.

mod render;
mod spec;

use crate::error::CliError;
use crate::faces::parse_faces;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use spec::{input, rule_error, say, HitosSpecArgs, SheetUse};
use std::collections::BTreeMap;
use tirada_dice::{SeededDice, SourceError, TypedDice};
use tirada_rules::hitos::aspects;
use tirada_rules::hitos::damage::DamageResult;
use tirada_rules::hitos::dice::{EXTRA_GROUP, GROUP};
use tirada_rules::hitos::drama::Payment;
use tirada_rules::hitos::roll::ROLLER;
use tirada_rules::hitos::weapon_damage::{damage_of, Hit, WeaponRef};
use tirada_rules::hitos::{
    plan, report, Activation, HitosError, HitosRoll, Plan, Polarity, ReportRequest, Sheet, Transcript,
};

#[derive(clap::Args, Debug)]
pub struct HitosArgs {
    #[command(flatten)]
    pub spec: HitosSpecArgs,
    /// Faces typed from physical dice (1–10): the three thrown, then the new faces of any dice
    /// an activation rerolls.
    #[arg(long)]
    pub dados: Option<String>,
    /// With typed faces, tirada rolls the dice left out (the rest of the throw, an activation's
    /// rerolls, damage dice) and shows them as rolled; without it a missing die is an error.
    #[arg(long)]
    pub tirar_resto: bool,
    /// Dice the activation rerolls: positions in the order thrown (1,3), letters (m,C), or
    /// ninguno. Default: the best dice (the worst for the roller with --aspecto-contra).
    #[arg(long)]
    pub repetir: Option<String>,
    /// Pay the activation by exhausting this aspect instead of a drama point.
    #[arg(long)]
    pub agotar: Option<String>,
    /// The roller pays a point to cancel the activation against them.
    #[arg(long)]
    pub cancelar: bool,
    /// The GM's activation in favour of an NPC (--dj --aspecto, or an NPC's sheet): the player
    /// most affected, who receives the point (H157).
    #[arg(long = "punto-para")]
    pub punto_para: Option<String>,
    #[command(flatten)]
    pub damage: DamageArgs,
}

/// Damage read off the roll (Table 7, L249): what `--dano` and its companions describe.
#[derive(clap::Args, Debug, Clone)]
pub struct DamageArgs {
    /// Damage: a dice-letter expression (M, mM, mCM+1d, C/M) or a Table 7 row (cc, fuego_pequena...).
    #[arg(long = "dano", visible_alias = "daño")]
    pub dano: Option<String>,
    /// A weapon of the sheet (--ficha): its damage and the sheet's damage bonus.
    #[arg(long)]
    pub arma: Option<String>,
    /// Damage bonus (BD); with --arma, the sheet's by default.
    #[arg(long, allow_hyphen_values = true)]
    pub bd: Option<i32>,
    /// The target's damage resistance (RD).
    #[arg(long, default_value_t = 0)]
    pub rd: i32,
    /// Table 7 rows to shift by aspects (+ favours the attacker, − the victim).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
    pub fila: i32,
    /// The target takes minimum damage from this attack (every die counts 1).
    #[arg(long)]
    pub minimo: bool,
    /// Faces typed for the fresh dice of an Nd term.
    #[arg(long = "dados-dano", visible_alias = "dados-daño")]
    pub dados_dano: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct HitosOddsArgs {
    #[command(flatten)]
    pub spec: HitosSpecArgs,
    /// An opposed test against this bonus (característica + habilidad + modifiers).
    #[arg(long, allow_hyphen_values = true)]
    pub contra: Option<i32>,
    /// An extended action needing this many successes (1–100): expected rolls.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub exitos: Option<u32>,
}

#[derive(Serialize)]
struct HitosJson<'a> {
    #[serde(flatten)]
    transcript: &'a Transcript,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    choice: Option<Plan>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sheet: Option<SheetUse>,
    #[serde(skip_serializing_if = "Option::is_none")]
    damage: Option<DamageResult>,
    /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
    rolled: &'a [(String, i64)],
}

/// `--repetir`: positions from 1 in the order thrown, or letters of the sorted dice.
fn parse_positions(text: &str, faces: [u8; 3], lang: Lang) -> Result<Vec<usize>, CliError> {
    let t = text.trim();
    if matches!(t, "" | "ninguno" | "none" | "0") {
        return Ok(Vec::new());
    }
    let mut order = [0usize, 1, 2];
    order.sort_by_key(|&i| faces[i]);
    t.split(',')
        .map(|item| match item.trim() {
            p @ ("1" | "2" | "3") => Ok(p.parse::<usize>().expect("a digit") - 1),
            "m" => Ok(order[0]),
            "C" => Ok(order[1]),
            "M" => Ok(order[2]),
            other => Err(say(
                lang,
                format!(
                    "--repetir: «{other}» no es un dado; usa posiciones 1, 2, 3 o letras m, C, M separadas por comas"
                ),
                format!(
                    "--repetir: '{other}' is not a die; use positions 1, 2, 3 or letters m, C, M separated by commas"
                ),
            )),
        })
        .collect()
}

pub fn run(args: &HitosArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let (spec, rules, mut sheet) = args.spec.build(lang)?;
    args.spec.check(&spec, lang)?;
    let polarity = args.spec.polarity();
    let both = args.spec.aspecto.is_some() && args.spec.aspecto_contra.is_some();
    if args.repetir.is_some() && polarity.is_none() {
        return Err(CliError::input(lang.pick(
            "--repetir necesita --aspecto o --aspecto-contra",
            "--repetir needs --aspecto or --aspecto-contra",
        )));
    }
    if args.cancelar && polarity != Some(Polarity::Negative) {
        return Err(CliError::input(lang.pick(
            "--cancelar solo cancela un --aspecto-contra",
            "--cancelar only cancels an --aspecto-contra",
        )));
    }
    if args.agotar.is_some() && polarity.is_none() {
        return Err(CliError::input(lang.pick(
            "--agotar paga una activación: úsalo con --aspecto o --aspecto-contra",
            "--agotar pays for an activation: use it with --aspecto or --aspecto-contra",
        )));
    }
    if args.punto_para.is_some() && args.spec.aspecto.is_none() {
        return Err(CliError::input(lang.pick(
            "--punto-para dice quién recibe el punto del DJ cuando activa a favor de un PNJ: úsalo con --aspecto",
            "--punto-para names who receives the GM's point for an activation in favour of an NPC: use it with --aspecto",
        )));
    }
    let typed = args
        .dados
        .as_deref()
        .map(|t| parse_faces(t, "--dados", lang))
        .transpose()?;
    if !args.tirar_resto && typed.as_ref().is_some_and(|t| t.len() < 3) {
        return Err(CliError::input(lang.pick(
            "--dados: hacen falta las tres caras de la tirada (de 1 a 10), como 3,6,7",
            "--dados: the three faces of the throw are needed (1 to 10), like 3,6,7",
        )));
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let typed_len = typed.as_ref().map(Vec::len);
    let mut faces: BTreeMap<String, Vec<i64>> = typed
        .map(|t| BTreeMap::from([(GROUP.to_string(), t)]))
        .unwrap_or_default();
    if let Some(t) = &args.damage.dados_dano {
        faces.insert(EXTRA_GROUP.to_string(), parse_faces(t, "--dados-dano", lang)?);
    }
    // One policy for missing typed dice: once any face is typed, none is made up unless
    // `--tirar-resto` asks for it (and then it is shown as rolled).
    let mut dice = TypedDice::new(faces, SeededDice::new(seed), args.tirar_resto);
    let mut roll = HitosRoll::throw(spec, rules, &mut dice).map_err(|e| dice_error(e, lang))?;
    let mut choice = None;
    if both {
        roll.cancel_each_other().map_err(input)?;
    } else if let Some(p) = polarity {
        let name = if p == Polarity::Positive {
            &args.spec.aspecto
        } else {
            &args.spec.aspecto_contra
        };
        let gm_favour = p == Polarity::Positive && gm_in_favour(args, sheet.as_ref().map(|s| &s.0), lang)?;
        let mut activation = match (p, &args.punto_para) {
            (Polarity::Positive, Some(player)) if gm_favour => Activation::gm_for_npc(player),
            (Polarity::Positive, _) => Activation::positive(),
            (Polarity::Negative, _) => Activation::negative(args.spec.dj),
        };
        activation.aspect = name.as_deref().filter(|n| !n.is_empty()).map(str::to_string);
        if let Some(a) = &args.agotar {
            activation.payment = Payment::Exhaust(a.clone());
        }
        if let Some((s, _)) = &sheet {
            match (p, args.cancelar) {
                (Polarity::Positive, _) if gm_favour => {}
                (Polarity::Positive, _) => s.can_pay(&activation.payment, roll.rules()).map_err(input)?,
                (Polarity::Negative, true) => s.can_pay(&Payment::Point, roll.rules()).map_err(input)?,
                _ => {}
            }
        }
        if args.cancelar {
            roll.cancel(activation, false).map_err(input)?;
        } else {
            // With the rest rolled, the faces typed need not match the advice: tirada rolls what
            // is left of the advised rerolls.
            let advise = typed_len.filter(|_| !args.tirar_resto);
            choice = Some(play(&mut roll, activation, args, &mut dice, advise, lang)?);
        }
    }
    let transcript = roll.finish();
    let damage = read_damage(&args.damage, &transcript, sheet.as_ref().map(|s| &s.0), &mut dice, lang)?;
    dice.finish().map_err(|e| dice_error(e.into(), lang))?;
    if let Some((_, used)) = &mut sheet {
        let delta: i32 = transcript
            .drama
            .iter()
            .filter(|e| e.who == ROLLER)
            .map(|e| e.delta)
            .sum();
        used.drama_points_after = (delta != 0).then_some(used.drama_points + delta);
    }
    let sheet = sheet.map(|s| s.1);
    let out = HitosJson {
        transcript: &transcript,
        seed: (typed_len.is_none() || !dice.rolled().is_empty()).then_some(seed),
        choice,
        sheet,
        damage,
        rolled: dice.rolled(),
    };
    if global.json {
        return super::print_roll_json(&out, global.lang);
    }
    print!("{}", super::explained(&out, lang)?);
    print!("{}", render::extras(out.choice.as_ref(), out.sheet.as_ref(), lang));
    Ok(())
}

/// A roll's error; a typed face missing or left over is said with the flag it goes in, and
/// how to have the missing ones rolled.
fn dice_error(e: HitosError, lang: Lang) -> CliError {
    match e {
        HitosError::Source(s) => {
            let flag = match &s {
                SourceError::Missing { group, .. }
                | SourceError::Impossible { group, .. }
                | SourceError::Extra { group, .. }
                    if group == EXTRA_GROUP =>
                {
                    "--dados-dano"
                }
                _ => "--dados",
            };
            CliError::input(crate::faces::typed_error(flag, &s, lang))
        }
        e => input(e),
    }
}

/// Whether an activation in favour is the GM's for an NPC (`--dj`, or an NPC's sheet: NPCs
/// have no drama points, H155), which needs the player who receives the point (H157).
fn gm_in_favour(args: &HitosArgs, sheet: Option<&Sheet>, lang: Lang) -> Result<bool, CliError> {
    let gm_says = args.spec.dj && args.spec.aspecto_contra.is_none();
    aspects::gm_in_favour(gm_says, sheet, args.punto_para.is_some()).map_err(|e| rule_error(&e, lang))
}

/// Plays an activation: the dice asked for, or the picker's choice from the solver. When typed
/// faces do not cover the advised dice, or keeping the dice is best, it only advises.
fn play(
    roll: &mut HitosRoll,
    activation: Activation,
    args: &HitosArgs,
    dice: &mut TypedDice<SeededDice>,
    typed_len: Option<usize>,
    lang: Lang,
) -> Result<Plan, CliError> {
    let objective = args.spec.objective(roll.spec());
    let asked = args
        .repetir
        .as_deref()
        .map(|t| parse_positions(t, roll.faces(), lang))
        .transpose()?;
    let mut p = plan(roll, activation.polarity, objective, asked.as_deref()).map_err(input)?;
    if !p.activate {
        if let Some(extra @ 1..) = typed_len.map(|n| n - 3) {
            return Err(say(
                lang,
                format!("--dados: sobran {extra} caras: lo mejor es no activar el aspecto y no se repite ningún dado"),
                format!(
                    "--dados: {extra} faces too many: the best is not to activate the aspect, so no die is rerolled"
                ),
            ));
        }
        return Ok(p);
    }
    if let (true, Some(n)) = (p.advised, typed_len) {
        // Typed faces beyond the throw are the rerolled dice; without --repetir they must be
        // exactly the advised ones.
        match (n - 3, p.positions.len()) {
            (0, needed) if needed > 0 => return Ok(p),
            (extra, needed) if extra != needed => {
                return Err(say(
                    lang,
                    format!("--dados: hay {extra} caras nuevas pero la mejor elección repite {needed} dados; di cuáles repetiste con --repetir"),
                    format!("--dados: {extra} new faces were typed but the best choice rerolls {needed} dice; say which you rerolled with --repetir"),
                ))
            }
            _ => {}
        }
    }
    let positions: Vec<usize> = p.positions.iter().map(|x| x - 1).collect();
    roll.activate(activation, &positions, dice)
        .map_err(|e| dice_error(e, lang))?;
    p.played = true;
    Ok(p)
}

/// The damage of the roll, when `--dano` or `--arma` asks for it (aid 4.10).
fn read_damage(
    a: &DamageArgs,
    t: &Transcript,
    sheet: Option<&Sheet>,
    dice: &mut TypedDice<SeededDice>,
    lang: Lang,
) -> Result<Option<DamageResult>, CliError> {
    let weapon = match (&a.dano, &a.arma, sheet) {
        (Some(_), Some(_), _) => {
            return Err(CliError::input(
                lang.pick("usa --dano o --arma, no los dos", "use --dano or --arma, not both"),
            ))
        }
        (None, None, _) if a.bd.is_some() || a.fila != 0 || a.minimo || a.dados_dano.is_some() || a.rd != 0 => {
            return Err(CliError::input(lang.pick(
                "--bd, --rd, --fila, --minimo y --dados-dano necesitan --dano o --arma",
                "--bd, --rd, --fila, --minimo and --dados-dano need --dano or --arma",
            )))
        }
        (None, None, _) => return Ok(None),
        (Some(d), None, _) => WeaponRef::Damage(d),
        (None, Some(_), None) => {
            return Err(CliError::input(lang.pick(
                "--arma lee de una ficha: añade --ficha",
                "--arma reads from a sheet: add --ficha",
            )))
        }
        (None, Some(name), Some(s)) => WeaponRef::OnSheet(s, name),
    };
    let hit = Hit::of(weapon, a.fila, a.bd, a.rd, a.minimo).map_err(|e| match e {
        HitosError::Sheet(_) => input(e),
        e => input(format!("--dano: {e}")),
    })?;
    damage_of(t, &hit, dice).map_err(input)
}

pub fn odds(args: &HitosOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let (spec, rules, _) = args.spec.build(lang)?;
    args.spec.check(&spec, lang)?;
    if args.exitos.is_some() && spec.difficulty.is_none() {
        return Err(CliError::input(
            lang.pick("--exitos necesita --dif", "--exitos needs --dif"),
        ));
    }
    let req = ReportRequest {
        activation: args.spec.polarity().map(|p| (p, args.spec.objective(&spec))),
        opponent: args.contra,
        successes: args.exitos,
    };
    let r = report(&spec, &rules, &req).map_err(input)?;
    if global.json {
        return super::print_json(&r);
    }
    let style = crate::render::Style {
        on: crate::render::colour_enabled(),
    };
    print!("{}", render::odds(&spec, &r, lang, style));
    Ok(())
}
