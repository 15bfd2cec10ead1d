//! `tirada hitos` and `tirada odds hitos`: a 3d10 test read on the central die (or m, M, a sum),
//! with criticals, fumbles, *realismo*, aspect activations played at best or as asked, and
//! values taken from a character sheet.

mod render;
mod spec;

use crate::error::{refused, CliError};
use crate::faces::parse_faces;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use spec::{conflict, rule_error, Built, HitosSpecArgs, SheetUse};
use tirada_dice::SeededDice;
use tirada_play::hitos::played::{play, AgainstStep, Failure, TargetSecuela};
use tirada_play::hitos::report;
use tirada_play::hitos::request::{Activator, Against, Picks};
use tirada_play::request::Faces;
use tirada_rules::hitos::damage::DamageResult;
use tirada_rules::hitos::harm::health::DyingVerdict;
use tirada_rules::hitos::{HitosError, Plan, Transcript};

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct HitosArgs {
    #[command(subcommand)]
    pub command: Option<HitosCommand>,
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
    /// The GM cancels the roller's legitimate --aspecto, for this reason (H159): nothing is
    /// rerolled, the player pays nothing and receives a point.
    #[arg(long = "cancela-dj", value_name = "RAZON")]
    pub cancela_dj: Option<String>,
    /// The GM's activation in favour of an NPC (--dj --aspecto, or an NPC's sheet): the player
    /// most affected, who receives the point (H157).
    #[arg(long = "punto-para")]
    pub punto_para: Option<String>,
    #[command(flatten)]
    pub damage: DamageArgs,
}

/// What else `tirada hitos` does besides one roll.
#[derive(clap::Subcommand, Debug)]
pub enum HitosCommand {
    /// Valida y muestra una ficha de Hitos; --fin-de-sesion aplica el inicio de la sesión siguiente (H103).
    Ficha(crate::commands::ficha::FichaArgs),
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
    /// The attack's target, by name: a critical leaves a temporary secuela on it, a scene for a
    /// double 10, a session for a triple (H213); needs --dano or --arma.
    #[arg(long)]
    pub blanco: Option<String>,
    /// With --blanco: the secuela's words (default «Secuela de un crítico»).
    #[arg(long)]
    pub secuela: Option<String>,
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
    choice: Option<&'a Plan>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sheet: Option<SheetUse>,
    #[serde(skip_serializing_if = "Option::is_none")]
    damage: Option<&'a DamageResult>,
    /// A dying roller's Aguante test: what this turn brings (H379).
    #[serde(rename = "moribundo", skip_serializing_if = "Option::is_none")]
    dying: Option<DyingVerdict>,
    /// A critical on an attack: the temporary secuela on `--blanco` (H213).
    #[serde(skip_serializing_if = "Option::is_none")]
    target_secuela: Option<&'a TargetSecuela>,
    /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
    rolled: &'a [(String, i64)],
}

/// The flags as the play layer's request, and the activation against the roll they ask for
/// (`--aspecto-contra`: by the GM with `--dj`, else another player; `--cancelar`: the roller
/// pays to cancel it, H127).
fn request(args: &HitosArgs, built: &mut Built, lang: Lang) -> Result<Option<AgainstStep>, CliError> {
    let req = &mut built.request;
    let contra = req.aspecto_contra.take();
    if args.cancelar && (contra.is_none() || req.aspecto.is_some()) {
        return Err(CliError::input(lang.w("hitos-cancelar-only-cancels-aspecto-contra")));
    }
    let repetir = args
        .repetir
        .as_deref()
        .map(Picks::parse)
        .transpose()
        .map_err(|e| refused(&e, lang))?;
    let typed =
        |t: &Option<String>, flag: &str| t.as_deref().map(|t| parse_faces(t, flag, lang).map(Faces)).transpose();
    req.dados = typed(&args.dados, "--dados")?;
    req.dados_dano = typed(&args.damage.dados_dano, "--dados-dano")?;
    req.tirar_resto = args.tirar_resto;
    req.punto_para = args.punto_para.clone();
    req.cancela_dj = args.cancela_dj.clone();
    let d = &args.damage;
    (req.dano, req.arma, req.bd, req.rd, req.fila, req.minimo) =
        (d.dano.clone(), d.arma.clone(), d.bd, d.rd, d.fila, d.minimo);
    (req.blanco, req.secuela) = (d.blanco.clone(), d.secuela.clone());
    let Some(contra) = contra else {
        (req.repetir, req.agotar) = (repetir, args.agotar.clone());
        return Ok(None);
    };
    let against = Against {
        aspecto: contra.name().map(str::to_string),
        repetir,
        agotar: None,
    };
    let step = match req.aspecto.is_some() {
        // Both at once cancel before the reroll (H165): the activation against pays nothing.
        true => {
            req.agotar = args.agotar.clone();
            against
        }
        false => Against {
            agotar: args.agotar.clone(),
            ..against
        },
    };
    Ok(Some(AgainstStep {
        against: step,
        by: match args.spec.dj {
            true => Activator::Gm,
            false => Activator::Player,
        },
        cancelled: args.cancelar,
    }))
}

pub fn run(args: &HitosArgs, global: &GlobalArgs) -> Result<(), CliError> {
    if let Some(HitosCommand::Ficha(a)) = &args.command {
        return crate::commands::ficha::run(tirada_play::System::Hitos, a, global);
    }
    let lang = global.lang;
    let mut built = args.spec.build(lang)?;
    let step = request(args, &mut built, lang)?;
    let Built { request, rules, sheet } = built;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let played = play(
        &request,
        step.as_ref(),
        sheet.as_ref().map(|s| &s.0),
        rules,
        SeededDice::new(seed),
    )
    .map_err(|f| failure(f, lang))?;
    let sheet = sheet.map(|(_, mut used)| {
        used.after(&played.transcript);
        used
    });
    let out = HitosJson {
        transcript: &played.transcript,
        seed: (request.dados.is_none() || !played.rolled.is_empty()).then_some(seed),
        choice: played.choice.as_ref(),
        sheet,
        damage: played.damage.as_ref(),
        dying: played.dying,
        target_secuela: played.target_secuela.as_ref(),
        rolled: &played.rolled,
    };
    if global.json {
        return super::print_roll_json(&out, global.lang);
    }
    print!("{}", super::explained(&out, lang)?);
    print!("{}", render::extras(out.choice, out.sheet.as_ref(), lang));
    Ok(())
}

/// A roll the play layer did not play, in the words of the flags; a typed face missing or left
/// over is said with the flag it goes in, and how to have the missing ones rolled.
fn failure(f: Failure, lang: Lang) -> CliError {
    match f {
        Failure::Engine(HitosError::Source(s), _) => {
            let flag = match tirada_play::hitos::played::dice_field(&s) {
                "dados_dano" => "--dados-dano",
                _ => "--dados",
            };
            CliError::input(crate::faces::typed_error(flag, &s, lang))
        }
        Failure::Engine(e, _) => rule_error(&e, lang),
        Failure::Conflict(c) => conflict(c, lang),
        Failure::Refused(e) => refused(&e, lang),
    }
}

pub fn odds(args: &HitosOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let Built { request, rules, .. } = args.spec.build(lang)?;
    request.check(false).map_err(|c| conflict(c, lang))?;
    let spec = request.spec().map_err(|e| refused(&e, lang))?;
    if args.exitos.is_some() && spec.difficulty.is_none() {
        return Err(CliError::input(lang.w("hitos-exitos-needs-dif")));
    }
    let r = report(&request, &rules, args.contra, args.exitos).map_err(|e| refused(&e, lang))?;
    if global.json {
        return super::print_json(&r);
    }
    let style = crate::render::Style {
        on: crate::render::colour_enabled(),
    };
    print!("{}", render::odds(&spec, &r, lang, style));
    Ok(())
}
