//! Human and JSON output of `tirada fate` and `tirada odds fate`: the four dice as
//! `[+][-][ ][+]`, the effort as "Bueno (+3)", the shifts and the verdict.

use super::common::Defender;
use crate::lang::Lang;
use crate::render::{dist_rows, odds_table, Row, Style};
use serde::Serialize;
use tirada_dice::Fraction;
use tirada_rules::fate::{
    signed, AttackOdds, Ladder, ModifierKind, RollOdds, RollSpec, Rules, Severity, StressTrack, Track,
};

/// The ladder human output reads with: the table's words, or English ones with `--lang en`
/// when the table kept the seed's.
pub fn ladder(rules: &Rules, custom: bool, lang: Lang) -> Ladder {
    match (custom, lang) {
        (false, Lang::En) => Ladder::english(),
        _ => rules.ladder.clone(),
    }
}

pub fn modifier_name(kind: ModifierKind, lang: Lang) -> String {
    use ModifierKind::*;
    match kind {
        PowerPoint => "PP".to_string(),
        Consequences => lang.w("fate-consequences"),
        Supplementary => lang.w("fate-supplementary"),
        FullDefense => lang.w("fate-full-defence"),
        Combined => lang.w("fate-combined-skills"),
        Group => lang.w("fate-group"),
        Critico => lang.w("fate-spin"),
        Maneuver => lang.w("fate-manoeuvre"),
        Border => lang.w("fate-border"),
        Disarm => lang.w("fate-disarm"),
        Other => lang.w("fate-modifier"),
    }
}

/// One row of `distribution`.
pub use tirada_play::fate::odds::{object as odds_json, Outcomes};

fn verdict_rows(rows: &[(&str, &Fraction)]) -> Vec<Row> {
    rows.iter()
        .map(|(label, p)| Row {
            label: label.to_string(),
            p: (*p).clone(),
            at_least: None,
        })
        .collect()
}

/// The effort table with ladder words, then the verdicts and the mean shifts.
pub fn odds(spec: &RollSpec, o: &RollOdds, rules: &Rules, custom: bool, lang: Lang, style: Style) -> String {
    let l = ladder(rules, custom, lang);
    let mut head = format!(
        "{}  ·  {} {}",
        style.bold("Fate"),
        lang.w("fate-skill"),
        l.label(spec.skill)
    );
    for m in &spec.modifiers {
        head.push_str(&format!(" {} {}", signed(m.value), modifier_name(m.kind, lang)));
    }
    head.push_str(&format!("  {} {}", lang.w("fate-against"), l.label(o.difficulty)));
    let rows: Vec<Row> = dist_rows(&o.effort)
        .into_iter()
        .zip(o.effort.values())
        .map(|(r, v)| Row {
            label: l.label(v as i32),
            ..r
        })
        .collect();
    let mut out = format!("{head}\n\n");
    out.push_str(&odds_table(&rows, &lang.w("fate-effort"), lang, style));
    let verdicts = verdict_rows(&[
        (&lang.w("fate-success"), &o.exito),
        (&lang.w("fate-failure"), &o.fallo),
        (&lang.w("fate-bare-success-0-shifts"), &o.exact),
        (&lang.w("fate-1-shift-or-more"), &o.one_shift),
        (&lang.w("fate-spin-3-shifts-or-more"), &o.critico),
    ]);
    out.push('\n');
    out.push_str(&odds_table(&verdicts, &lang.w("fate-outcome"), lang, style));
    out.push_str(&format!(
        "\n{} {} ({})\n",
        lang.w("fate-mean-shifts"),
        lang.decimal(o.mean_shifts.to_f64(), 3),
        o.mean_shifts
    ));
    out
}

#[derive(Serialize)]
pub struct SideJson {
    pub skill: i32,
    pub modifier: i32,
    pub modifiers: Vec<tirada_rules::fate::Modifier>,
}

impl SideJson {
    fn of(spec: &RollSpec) -> SideJson {
        SideJson {
            skill: spec.skill,
            modifier: spec.modifier(),
            modifiers: spec.modifiers.clone(),
        }
    }
}

#[derive(Serialize)]
pub struct AttackOddsJson<'a> {
    pub system: &'static str,
    pub mode: &'static str,
    pub attacker: SideJson,
    pub defender: SideJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block_skill: Option<i32>,
    pub track: Track,
    pub stress_track: &'a StressTrack,
    pub consequences: Vec<Severity>,
    /// Attack − defence used, as the roll's `shifts`.
    pub distribution: Vec<ShiftTotalRow>,
    /// `exito`: the attack beats the defence; a tie is `fallo`.
    pub outcomes: Outcomes,
    pub attack: &'a AttackOdds,
}

#[derive(Serialize)]
pub struct ShiftTotalRow {
    pub total: i64,
    pub p: Fraction,
}

pub fn attack_odds_json<'a>(spec: &RollSpec, d: &'a Defender, o: &'a AttackOdds) -> AttackOddsJson<'a> {
    AttackOddsJson {
        system: "fate",
        mode: "ataque",
        attacker: SideJson::of(spec),
        defender: SideJson::of(&d.spec),
        block: d.block,
        block_skill: d.block_skill,
        track: d.track_kind,
        stress_track: &d.track,
        consequences: d.held.iter().map(|c| c.severity).collect(),
        distribution: o
            .margin
            .values()
            .map(|v| ShiftTotalRow {
                total: v,
                p: o.margin.prob(v),
            })
            .filter(|r| r.p != Fraction::zero())
            .collect(),
        // The attacker must beat the defence (F122, F133): a tie is a failure, as the text says.
        outcomes: Outcomes {
            exito: o.margin.at_least(1),
            fallo: o.margin.prob_where(|m| m < 1),
        },
        attack: o,
    }
}

/// The verdicts, the stress dealt, where it lands on the defender's track, the mean stress.
pub fn attack_odds(
    spec: &RollSpec,
    d: &Defender,
    o: &AttackOdds,
    rules: &Rules,
    custom: bool,
    lang: Lang,
    style: Style,
) -> String {
    let l = ladder(rules, custom, lang);
    let side = |s: &RollSpec| {
        let mut t = l.label(s.skill);
        for m in &s.modifiers {
            t.push_str(&format!(" {} {}", signed(m.value), modifier_name(m.kind, lang)));
        }
        t
    };
    let track = match lang {
        Lang::Es => d.track_kind.word(),
        Lang::En => d.track_kind.english(),
    };
    let boxes: String = d
        .track
        .pattern()
        .chars()
        .map(|c| if c == 'x' { "[x]" } else { "[ ]" })
        .collect();
    let mut out = format!(
        "{}  ·  {} {}  {} {}\n{track} {boxes}\n\n",
        style.bold("Fate"),
        lang.w("fate-attack"),
        side(spec),
        lang.w("fate-against-defence"),
        side(&d.spec)
    );
    let verdicts = verdict_rows(&[
        (&lang.w("fate-hit"), &o.hit),
        (&lang.w("fate-tie-miss"), &o.tie),
        (&lang.w("fate-defended"), &o.miss),
        (&lang.w("fate-defender-s-spin"), &o.critico),
    ]);
    out.push_str(&odds_table(&verdicts, &lang.w("fate-outcome"), lang, style));
    let stress: Vec<Row> = o
        .stress
        .iter()
        .map(|c| Row {
            label: c.n.to_string(),
            p: c.p.clone(),
            at_least: None,
        })
        .collect();
    out.push('\n');
    out.push_str(&odds_table(&stress, &lang.w("fate-stress"), lang, style));
    let mut lands: Vec<Row> = o
        .boxes
        .iter()
        .map(|c| Row {
            label: format!("{} {}", lang.w("fate-box"), c.n),
            p: c.p.clone(),
            at_least: None,
        })
        .collect();
    if let Some(s) = o.consequence_severity {
        let word = match lang {
            Lang::Es => s.word(),
            Lang::En => s.english(),
        };
        lands.push(Row {
            label: format!("{} {word}", lang.w("fate-consequence-2")),
            p: o.consequence.clone(),
            at_least: None,
        });
    }
    lands.push(Row {
        label: lang.w("fate-taken-out").to_string(),
        p: o.taken_out.clone(),
        at_least: None,
    });
    out.push('\n');
    out.push_str(&odds_table(&lands, &lang.w("fate-hit-2"), lang, style));
    out.push_str(&format!(
        "\n{} {} ({})\n",
        lang.w("fate-mean-stress"),
        lang.decimal(o.mean_stress.to_f64(), 3),
        o.mean_stress
    ));
    out
}
