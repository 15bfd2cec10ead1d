//! `tirada hitos` and `tirada odds hitos`: a 3d10 test read on the central die (or m, M, a sum),
//! with criticals, fumbles, *realismo*, and aspect activations played at best or as asked.

#[path = "hitos_render.rs"]
mod render;

use crate::error::CliError;
use crate::faces::parse_faces;
use crate::lang::Lang;
use crate::GlobalArgs;
use clap::ValueEnum;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::{Fraction, SeededDice, TypedDice};
use tirada_rules::hitos::dice::GROUP;
use tirada_rules::hitos::drama::Payment;
use tirada_rules::hitos::{
    activation_odds, advise, odds as exact_odds, parse_difficulty, Activation, Band, CritMode, HitosRoll, Letters,
    Objective, Polarity, RollSpec, Rules, Transcript,
};

/// What "best" means for an activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ObjectiveArg {
    Exito,
    Media,
}

/// Flags shared by the roll and its odds (CONTRACT.md, "Hitos").
#[derive(clap::Args, Debug, Clone)]
pub struct HitosSpecArgs {
    /// Característica added to the die.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
    pub car: i32,
    /// Habilidad added to the die.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
    pub hab: i32,
    /// Any other modifier.
    #[arg(long = "mod", default_value_t = 0, allow_hyphen_values = true)]
    pub modifier: i32,
    /// Difficulty: a number, or a band of Table 5 (facil, media, dificil, muy-dificil,
    /// extremadamente-dificil, casi-imposible: its middle value).
    #[arg(long)]
    pub dif: Option<String>,
    /// The die read: C (central, default), m (unfavourable), M (favourable) or a sum (mC, CM...).
    #[arg(long, default_value = "C")]
    pub dado: String,
    /// Realism: only triples are criticals and fumbles.
    #[arg(long)]
    pub realista: bool,
    /// Activate an aspect in your favour (optionally its name): reroll the best dice, or --repetir.
    #[arg(long, num_args = 0..=1, default_missing_value = "")]
    pub aspecto: Option<String>,
    /// Someone activates an aspect against the roll (optionally its name): the worst dice for
    /// the roller, or --repetir. With --aspecto too, both cancel before the reroll.
    #[arg(long = "aspecto-contra", num_args = 0..=1, default_missing_value = "")]
    pub aspecto_contra: Option<String>,
    /// The activation against the roll is the GM's (the point goes to the roller).
    #[arg(long)]
    pub dj: bool,
    /// What the activation's best dice maximise (default: exito with --dif, else media).
    #[arg(long, value_enum)]
    pub objetivo: Option<ObjectiveArg>,
}

impl HitosSpecArgs {
    fn difficulty(&self, lang: Lang) -> Result<Option<i32>, CliError> {
        let Some(text) = &self.dif else { return Ok(None) };
        parse_difficulty(text).map(Some).ok_or_else(|| {
            CliError::input(match lang {
                Lang::Es => format!("--dif: «{text}» no es una dificultad; usa un número o facil, media, dificil, muy-dificil, extremadamente-dificil, casi-imposible"),
                Lang::En => format!("--dif: '{text}' is not a difficulty; use a number or facil, media, dificil, muy-dificil, extremadamente-dificil, casi-imposible"),
            })
        })
    }

    fn reading(&self, lang: Lang) -> Result<Letters, CliError> {
        let word = match self.dado.trim() {
            "menor" | "low" => "m",
            "central" | "medio" | "mid" | "c" => "C",
            "mayor" | "high" => "M",
            other => other,
        };
        Letters::parse(word).ok_or_else(|| {
            CliError::input(match lang {
                Lang::Es => format!(
                    "--dado: «{}» no es un dado; usa m, C, M o una suma como mC, CM, mCM",
                    self.dado
                ),
                Lang::En => format!(
                    "--dado: '{}' is not a die; use m, C, M or a sum like mC, CM, mCM",
                    self.dado
                ),
            })
        })
    }

    /// The spec and the ruleset the flags describe.
    pub fn build(&self, lang: Lang) -> Result<(RollSpec, Rules), CliError> {
        let spec = RollSpec {
            characteristic: self.car,
            skill: self.hab,
            modifier: self.modifier,
            difficulty: self.difficulty(lang)?,
            reading: self.reading(lang)?,
        };
        let rules = Rules {
            crit_mode: if self.realista {
                CritMode::Realistic
            } else {
                CritMode::Spectacular
            },
            ..Rules::default()
        };
        Ok((spec, rules))
    }

    fn objective(&self, spec: &RollSpec) -> Objective {
        match (self.objetivo, spec.difficulty) {
            (Some(ObjectiveArg::Media), _) | (None, None) => Objective::Mean,
            _ => Objective::Success,
        }
    }

    /// The activation asked for: none, one polarity, or both (they cancel, L165).
    fn polarity(&self) -> Option<Polarity> {
        match (&self.aspecto, &self.aspecto_contra) {
            (Some(_), None) => Some(Polarity::Positive),
            (None, Some(_)) => Some(Polarity::Negative),
            _ => None,
        }
    }

    fn check(&self, spec: &RollSpec, lang: Lang) -> Result<(), CliError> {
        if self.objetivo == Some(ObjectiveArg::Exito) && spec.difficulty.is_none() {
            return Err(CliError::input(lang.pick(
                "--objetivo exito necesita --dif para saber qué es un éxito",
                "--objetivo exito needs --dif to know what a success is",
            )));
        }
        if self.dj && self.aspecto_contra.is_none() {
            return Err(CliError::input(lang.pick(
                "--dj solo tiene sentido con --aspecto-contra",
                "--dj only makes sense with --aspecto-contra",
            )));
        }
        Ok(())
    }
}

#[derive(clap::Args, Debug)]
pub struct HitosArgs {
    #[command(flatten)]
    pub spec: HitosSpecArgs,
    /// Faces typed from physical dice (1–10): the three thrown, then the new faces of any dice
    /// an activation rerolls.
    #[arg(long)]
    pub dados: Option<String>,
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
}

#[derive(clap::Args, Debug)]
pub struct HitosOddsArgs {
    #[command(flatten)]
    pub spec: HitosSpecArgs,
}

/// An activation's choice of dice with its exact value.
#[derive(Serialize)]
pub struct ChoiceJson {
    pub polarity: Polarity,
    pub reroll: Vec<u8>,
    pub positions: Vec<usize>,
    /// The objective's value keeping the dice unactivated, and after this choice.
    pub value_before: Fraction,
    pub value_after: Fraction,
    /// Whether the activation was played (false: advice only, typed faces ran out or it was
    /// not worth a point).
    pub played: bool,
}

#[derive(Serialize)]
struct HitosJson<'a> {
    #[serde(flatten)]
    transcript: &'a Transcript,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    choice: Option<ChoiceJson>,
}

fn input(e: impl std::fmt::Display) -> CliError {
    CliError::input(e.to_string())
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
            "1" | "2" | "3" => Ok(item.trim().parse::<usize>().expect("a digit") - 1),
            "m" => Ok(order[0]),
            "C" => Ok(order[1]),
            "M" => Ok(order[2]),
            other => Err(CliError::input(match lang {
                Lang::Es => format!(
                    "--repetir: «{other}» no es un dado; usa posiciones 1, 2, 3 o letras m, C, M separadas por comas"
                ),
                Lang::En => format!(
                    "--repetir: '{other}' is not a die; use positions 1, 2, 3 or letters m, C, M separated by commas"
                ),
            })),
        })
        .collect()
}

pub fn run(args: &HitosArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let (spec, rules) = args.spec.build(lang)?;
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
    let typed = args
        .dados
        .as_deref()
        .map(|t| parse_faces(t, "--dados", lang))
        .transpose()?;
    if typed.as_ref().is_some_and(|t| t.len() < 3) {
        return Err(CliError::input(lang.pick(
            "--dados: hacen falta las tres caras de la tirada (de 1 a 10), como 3,6,7",
            "--dados: the three faces of the throw are needed (1 to 10), like 3,6,7",
        )));
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let typed_len = typed.as_ref().map(Vec::len);
    let faces = typed
        .map(|t| BTreeMap::from([(GROUP.to_string(), t)]))
        .unwrap_or_default();
    let mut dice = TypedDice::with_rest(faces, SeededDice::new(seed));
    let mut roll = HitosRoll::throw(spec.clone(), rules, &mut dice).map_err(input)?;
    let mut choice = None;
    if both {
        roll.cancel_each_other().map_err(input)?;
    } else if let Some(p) = polarity {
        let name = match p {
            Polarity::Positive => args.spec.aspecto.as_deref(),
            Polarity::Negative => args.spec.aspecto_contra.as_deref(),
        };
        let mut activation = match p {
            Polarity::Positive => Activation::positive(),
            Polarity::Negative => Activation::negative(args.spec.dj),
        };
        activation.aspect = name.filter(|n| !n.is_empty()).map(str::to_string);
        if let Some(a) = &args.agotar {
            activation.payment = Payment::Exhaust(a.clone());
        }
        if args.cancelar {
            roll.cancel(activation, false).map_err(input)?;
        } else {
            choice = play(&mut roll, activation, args, &mut dice, typed_len, lang)?;
        }
    } else if args.agotar.is_some() {
        return Err(CliError::input(lang.pick(
            "--agotar paga una activación: úsalo con --aspecto o --aspecto-contra",
            "--agotar pays for an activation: use it with --aspecto or --aspecto-contra",
        )));
    }
    dice.finish().map_err(input)?;
    let transcript = roll.finish();
    if global.json {
        return super::print_json(&HitosJson {
            transcript: &transcript,
            seed: typed_len.is_none().then_some(seed),
            choice,
        });
    }
    let style = crate::render::Style {
        on: crate::render::colour_enabled(),
    };
    print!("{}", render::roll(&transcript, choice.as_ref(), lang, style));
    Ok(())
}

/// Plays an activation: the dice asked for, or the picker's choice from the solver. Returns the
/// choice with its values; when typed faces cannot cover the advised dice, only advises.
fn play(
    roll: &mut HitosRoll,
    activation: Activation,
    args: &HitosArgs,
    dice: &mut TypedDice<SeededDice>,
    typed_len: Option<usize>,
    lang: Lang,
) -> Result<Option<ChoiceJson>, CliError> {
    let spec = roll.spec().clone();
    let polarity = activation.polarity;
    let objective = args.spec.objective(&spec);
    let choices = advise(roll, polarity, objective).map_err(input)?;
    let keep = choices
        .iter()
        .find(|c| c.reroll.is_empty())
        .map(|c| c.value.clone())
        .expect("keeping is a choice");
    let game = tirada_rules::hitos::HitosGame::new(&spec, roll.rules(), polarity, objective).map_err(input)?;
    let before = Fraction::from_int(game.value(roll.sorted(), None));
    let (positions, after, advised) = match &args.repetir {
        Some(text) => {
            let positions = parse_positions(text, roll.faces(), lang)?;
            let mut faces: Vec<u8> = positions.iter().map(|&p| roll.faces()[p]).collect();
            faces.sort_unstable();
            let after = choices
                .iter()
                .find(|c| c.reroll == faces)
                .map(|c| c.value.clone())
                .unwrap_or(keep);
            (positions, after, false)
        }
        None => {
            let best = &choices[0];
            if best.reroll.is_empty() && !best.activate {
                return Ok(Some(ChoiceJson {
                    polarity,
                    reroll: Vec::new(),
                    positions: Vec::new(),
                    value_before: before,
                    value_after: best.value.clone(),
                    played: false,
                }));
            }
            (
                best.positions.iter().map(|p| p - 1).collect::<Vec<_>>(),
                best.value.clone(),
                true,
            )
        }
    };
    let reroll: Vec<u8> = positions.iter().map(|&p| roll.faces()[p]).collect();
    let json = |played| ChoiceJson {
        polarity,
        reroll: reroll.clone(),
        positions: positions.iter().map(|p| p + 1).collect(),
        value_before: before.clone(),
        value_after: after.clone(),
        played,
    };
    if let (true, Some(n)) = (advised, typed_len) {
        // Typed faces beyond the throw are the rerolled dice; without --repetir they must be
        // exactly the advised ones.
        match (n - 3, positions.len()) {
            (0, _) => return Ok(Some(json(false))),
            (extra, needed) if extra != needed => {
                return Err(CliError::input(match lang {
                    Lang::Es => format!("--dados: hay {extra} caras nuevas pero la mejor elección repite {needed} dados; di cuáles repetiste con --repetir"),
                    Lang::En => format!("--dados: {extra} new faces were typed but the best choice rerolls {needed} dice; say which you rerolled with --repetir"),
                }))
            }
            _ => {}
        }
    }
    roll.activate(activation, &positions, dice).map_err(input)?;
    Ok(Some(json(true)))
}

#[derive(Serialize)]
struct TotalJson {
    total: i64,
    p: Fraction,
}

#[derive(Serialize)]
struct PlainJson {
    distribution: Vec<TotalJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcomes: Option<tirada_rules::hitos::OutcomeOdds>,
    mean: Fraction,
}

#[derive(Serialize)]
struct ActivationJson {
    polarity: Polarity,
    objective: Objective,
    value: Fraction,
    value_without: Fraction,
    used: Fraction,
}

#[derive(Serialize)]
struct OddsJson {
    system: &'static str,
    crit_mode: CritMode,
    reading: Letters,
    bonus: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    difficulty: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    band: Option<Band>,
    #[serde(flatten)]
    plain: PlainJson,
    critical: Fraction,
    fumble: Fraction,
    critical_or_fumble: Fraction,
    #[serde(skip_serializing_if = "Option::is_none")]
    activation: Option<ActivationJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    without: Option<PlainJson>,
}

fn plain(o: &tirada_rules::hitos::HitosOdds) -> PlainJson {
    PlainJson {
        distribution: o
            .dist
            .probabilities()
            .into_iter()
            .map(|r| TotalJson { total: r.value, p: r.p })
            .collect(),
        outcomes: o.outcomes.clone(),
        mean: o.dist.mean(),
    }
}

pub fn odds(args: &HitosOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let (spec, rules) = args.spec.build(lang)?;
    args.spec.check(&spec, lang)?;
    let objective = args.spec.objective(&spec);
    let (main, activation, without) = match args.spec.polarity() {
        Some(p) => {
            let a = activation_odds(&spec, &rules, p, objective).map_err(input)?;
            let info = ActivationJson {
                polarity: p,
                objective,
                value: a.value.clone(),
                value_without: a.value_without.clone(),
                used: a.used.clone(),
            };
            (a.with, Some(info), Some(a.without))
        }
        None => (exact_odds(&spec, &rules), None, None),
    };
    let json = OddsJson {
        system: "hitos",
        crit_mode: rules.crit_mode,
        reading: spec.reading,
        bonus: spec.bonus(),
        difficulty: spec.difficulty,
        band: spec.difficulty.and_then(Band::of),
        plain: plain(&main),
        critical: main.critical.clone(),
        fumble: main.fumble.clone(),
        critical_or_fumble: main.critical.add(&main.fumble),
        activation,
        without: without.as_ref().map(plain),
    };
    if global.json {
        return super::print_json(&json);
    }
    let style = crate::render::Style {
        on: crate::render::colour_enabled(),
    };
    print!(
        "{}",
        render::odds(
            &spec,
            &rules,
            &main,
            without.as_ref(),
            json.activation
                .as_ref()
                .map(|a| (a.polarity, &a.value, &a.value_without, &a.used)),
            lang,
            style
        )
    );
    Ok(())
}
