//! Attack mode of `tirada fate` and `tirada odds fate`: the roller attacks a defender with a
//! skill, a stress track and consequences; the hit lands on a box, forces a consequence or
//! takes the defender out (L120–L133, L213–L245).

use super::args::FateSpecArgs;
use super::common::{bounded, flag_error, rating, throw, Defender};
use super::render;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use crate::render::Style;
use serde::Serialize;
use tirada_dice::{Dist, SeededDice};
use tirada_rules::fate::{
    self, consequence, hit_effect, resolve_attack, AttackOutcome, Consequence, FateError, HitEffect, ModifierKind,
    RollSpec, Rules, Severity, StressTrack, Track, Transcript,
};

/// The defender of an attack.
#[derive(clap::Args, Debug, Clone)]
pub struct AttackArgs {
    /// Attack mode: the roll is an attack against a defender (implied by --def).
    #[arg(long)]
    pub ataque: bool,
    /// Defender's defence skill: a number or a ladder word (default 0).
    #[arg(long, allow_hyphen_values = true)]
    pub def: Option<String>,
    /// Defender's situational modifier.
    #[arg(long, allow_hyphen_values = true, default_value_t = 0)]
    pub def_mod: i32,
    /// Power points the defender spends for +1 each.
    #[arg(long, default_value_t = 0)]
    pub def_pp: u32,
    /// The defender is on full defence (+2).
    #[arg(long)]
    pub def_total: bool,
    /// Consequences the defender holds: a count or a list like leve,moderada (−1 each).
    #[arg(long)]
    pub def_consecuencias: Option<String>,
    /// The defender's stress track: a number of clear boxes, or marks like x.x.. (default 5).
    #[arg(long)]
    pub estres_defensor: Option<String>,
    /// Which track the attack hurts: salud or serenidad (default salud).
    #[arg(long)]
    pub medidor: Option<String>,
    /// Strength of a block protecting the defender (the better defence is used).
    #[arg(long, allow_hyphen_values = true)]
    pub bloqueo: Option<i32>,
    /// Skill of an ally who will roll a block protecting the defender (odds only).
    #[arg(long, allow_hyphen_values = true)]
    pub bloqueo_hab: Option<String>,
    /// The defender's sheet: its skill, track and consequences come from it.
    #[arg(
        long,
        value_name = "FICHERO",
        requires = "def_habilidad",
        conflicts_with_all = ["def", "def_consecuencias", "estres_defensor"]
    )]
    pub def_ficha: Option<std::path::PathBuf>,
    /// The defence skill of the defender's sheet (with --def-ficha).
    #[arg(long, requires = "def_ficha")]
    pub def_habilidad: Option<String>,
}

impl AttackArgs {
    pub fn active(&self) -> bool {
        self.ataque || self.def.is_some() || self.def_ficha.is_some()
    }

    pub fn defender(&self, rules: &Rules, lang: Lang) -> Result<Defender, CliError> {
        let track_kind = match &self.medidor {
            None => Track::Health,
            Some(t) => Track::parse(t).ok_or_else(|| {
                CliError::input(lang.t("fate-medidor-is-not-track-use", &[("t", t.to_string().into())]))
            })?,
        };
        let sheet = match (&self.def_ficha, &self.def_habilidad) {
            (Some(path), Some(name)) => Some((super::sheet::load(path, rules, lang)?, name)),
            _ => None,
        };
        let skill = match (&self.def, &sheet) {
            (Some(t), _) => rating(t, "--def", rules, lang)?,
            (None, Some((c, name))) => c.skill(name),
            (None, None) => 0,
        };
        bounded(self.def_mod, "--def-mod", lang)?;
        bounded(self.def_pp.min(1000) as i32, "--def-pp", lang)?;
        let held = match (&self.def_consecuencias, &sheet) {
            (Some(t), _) => held(t, lang)?,
            (None, Some((c, _))) => c.consequences.clone(),
            (None, None) => Vec::new(),
        };
        let track = match self.estres_defensor.as_deref().map(str::trim) {
            None => match &sheet {
                Some((c, _)) => c.track(track_kind).clone(),
                None => StressTrack::new(rules.stress_boxes as usize),
            },
            Some(t) => match t.parse::<usize>() {
                Ok(n) if (1..=tirada_rules::fate::stress::MAX_BOXES).contains(&n) => StressTrack::new(n),
                Ok(n) => {
                    let e = FateError::TrackLength { len: n };
                    return Err(flag_error("--estres-defensor", lang, &e));
                }
                Err(_) => StressTrack::parse(t).map_err(|e| flag_error("--estres-defensor", lang, &e))?,
            },
        };
        if let Some(b) = self.bloqueo {
            bounded(b, "--bloqueo", lang)?;
        }
        let block_skill = self
            .bloqueo_hab
            .as_deref()
            .map(|t| rating(t, "--bloqueo-hab", rules, lang))
            .transpose()?;
        let spec = RollSpec::new(skill)
            .with(ModifierKind::PowerPoint, self.def_pp as i32)
            .with(ModifierKind::Consequences, consequence::penalty(&held, rules))
            .with(ModifierKind::FullDefense, if self.def_total { 2 } else { 0 })
            .with(ModifierKind::Other, self.def_mod);
        Ok(Defender {
            spec,
            track,
            track_kind,
            held,
            block: self.bloqueo,
            block_skill,
        })
    }
}

/// `2` (that many, in the order they come: leve, moderada, grave) or `leve,grave`.
fn held(text: &str, lang: Lang) -> Result<Vec<Consequence>, CliError> {
    let flag = "--def-consecuencias";
    if let Ok(n) = text.trim().parse::<usize>() {
        if n > 10 {
            return Err(CliError::input(lang.t(
                "fate-consequences-are-too-many-at",
                &[("flag", flag.to_string().into()), ("n", n.to_string().into())],
            )));
        }
        return Ok((0..n).map(|i| Consequence::new(Severity::ALL[i.min(2)], "")).collect());
    }
    text.split(',')
        .map(|w| {
            Severity::parse(w)
                .map(|s| Consequence::new(s, ""))
                .ok_or_else(|| flag_error(flag, lang, &FateError::SeverityWord { text: w.trim().into() }))
        })
        .collect()
}

/// The attack spec check: attack flags only make sense in attack mode.
pub fn check(spec: &FateSpecArgs, attack: &AttackArgs, lang: Lang) -> Result<(), CliError> {
    if !attack.active() && (attack.estres_defensor.is_some() || attack.bloqueo.is_some()) {
        return Err(CliError::input(lang.w("fate-defender-s-options-need-ataque")));
    }
    if attack.active() && spec.dif.is_some() {
        return Err(CliError::input(lang.w("fate-dif-is-not-used-in")));
    }
    Ok(())
}

/// The block's distribution for the odds: a standing strength, or an ally's roll.
pub fn block_dist(d: &Defender) -> Option<Dist> {
    match (d.block, d.block_skill) {
        (Some(s), _) => Some(Dist::constant(i64::from(s))),
        (None, Some(skill)) => Some(fate::effort_dist(&RollSpec::new(skill))),
        (None, None) => None,
    }
}

#[derive(Serialize)]
struct DefenseJson {
    dice: fate::roll::Dice,
    dice_total: i32,
    skill: i32,
    modifiers: Vec<fate::Modifier>,
    effort: i32,
    effort_label: String,
}

#[derive(Serialize)]
struct AttackJson {
    defense: DefenseJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    block: Option<i32>,
    result: AttackOutcome,
    effect: HitEffect,
    track: Track,
    stress_before: StressTrack,
    stress_after: StressTrack,
    consequences: Vec<Severity>,
}

#[derive(Serialize)]
struct AttackRollJson<'a> {
    #[serde(flatten)]
    transcript: &'a Transcript,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    /// Dice rolled because they were not typed (`--tirar-resto`): `[flag, face]`.
    #[serde(rename = "tirados", skip_serializing_if = "Vec::is_empty")]
    rolled: Vec<(String, i64)>,
    attack: AttackJson,
}

/// Rolls the defence, then the attack against the defence used, and lands the hit.
pub fn run(
    (dados, dados_def): (Option<&str>, Option<&str>),
    spec: RollSpec,
    d: Defender,
    rules: &Rules,
    (seeded, seed, roll_rest): (&mut SeededDice, u64, bool),
    global: &GlobalArgs,
) -> Result<(), CliError> {
    let lang = global.lang;
    if d.block_skill.is_some() {
        return Err(CliError::input(lang.w("fate-bloqueo-hab-is-for-odds")));
    }
    let def = throw(
        d.spec.clone(),
        dados_def,
        "--dados-def",
        (&mut *seeded, roll_rest),
        lang,
    )?;
    let def_roll = def.roll;
    let own = def_roll.effort();
    let used = d.block.map_or(own, |b| b.max(own));
    let att = throw(spec.against(used), dados, "--dados", (seeded, roll_rest), lang)?;
    let att_roll = att.roll;
    let t = att_roll.finish(rules);
    let defense = def_roll.finish(rules);
    let result = resolve_attack(t.effort, own, d.block);
    let effect = hit_effect(&d.track, &d.held, rules.max_consequences, result.stress, rules);
    let mut after = d.track.clone();
    if let HitEffect::Box { .. } = effect {
        after.absorb(result.stress);
    }
    let roll = AttackRollJson {
        transcript: &t,
        seed: (def.seeded || att.seeded).then_some(seed),
        rolled: [def.rolled, att.rolled].concat(),
        attack: AttackJson {
            defense: DefenseJson {
                dice: defense.dice,
                dice_total: defense.dice_total,
                skill: defense.skill,
                modifiers: defense.modifiers.clone(),
                effort: defense.effort,
                effort_label: defense.effort_label.clone(),
            },
            block: d.block,
            result,
            effect,
            track: d.track_kind,
            stress_before: d.track.clone(),
            stress_after: after,
            consequences: d.held.iter().map(|c| c.severity).collect(),
        },
    };
    // Both sides, the block and the hit as tirada-narrate explains them (the table's words).
    if global.json {
        return crate::commands::print_roll_json(&roll, lang);
    }
    print!("{}", crate::commands::explained(&roll, lang)?);
    Ok(())
}

/// Exact odds of the attack: the margin, the verdicts, the stress and where it lands.
pub fn odds(custom: bool, spec: &RollSpec, d: &Defender, rules: &Rules, global: &GlobalArgs) -> Result<(), CliError> {
    let block = block_dist(d);
    let o = fate::attack_odds(
        spec,
        &d.spec,
        block.as_ref(),
        &d.track,
        &d.held,
        rules.max_consequences,
        rules,
    );
    if global.json {
        return crate::commands::print_json(&render::attack_odds_json(spec, d, &o));
    }
    let style = Style {
        on: crate::render::colour_enabled(),
    };
    print!(
        "{}",
        render::attack_odds(spec, d, &o, rules, custom, global.lang, style)
    );
    Ok(())
}
