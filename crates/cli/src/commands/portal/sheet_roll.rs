//! `tirada portal --ficha FILE`: a roll made for a character. Its discomfort dice are thrown
//! (R2), a Fortaleza lent *a medias* is checked against its allowance (R30, C-06), and the roll's
//! effects are applied to the sheet, giving the events to log and the state after.

use super::args::PortalSpecArgs;
use super::magic_render::count;
use crate::error::CliError;
use crate::lang::Lang;
use std::collections::BTreeMap;
use std::path::PathBuf;
use tirada_rules::portal::{
    apply, check_spending, partial_left, Character, Colour, Event, ReadingKind, RollChanges, RollSpec, RollSpending,
    Rules, Transcript,
};

/// The character a roll is made for.
#[derive(clap::Args, Debug)]
pub struct SheetRollArgs {
    /// The character's sheet (TOML or JSON): its discomfort dice are thrown and the roll's
    /// effects applied to it (shown, not saved: log the events with `ficha --eventos`).
    #[arg(long)]
    pub ficha: Option<PathBuf>,
    /// The sheet's Fortaleza that lends the --parcial rerolls; refused beyond what it has left.
    #[arg(long, requires = "ficha", requires = "parcial")]
    pub parcial_de: Option<String>,
    /// The sheet of another character that hands the roller the --bloquear PP and pays it
    /// (B605); without it the PP is the GM's. The roller's own sheet is refused.
    #[arg(long, requires = "bloquear", value_name = "FICHA")]
    pub bloquea_con: Option<PathBuf>,
}

/// The character that handed the blocking PP (B605), once it paid it.
#[derive(serde::Serialize)]
pub struct Giver {
    pub name: String,
    pub events: Vec<Event>,
    pub state: tirada_rules::portal::State,
}

/// The character of `--bloquea-con`, refused when it is the roller (`roller`, the sheet of
/// `--ficha`) or holds no PP to hand over.
pub fn giver(
    args: &SheetRollArgs,
    roller: Option<&Character>,
    rules: &Rules,
    lang: Lang,
) -> Result<Option<Giver>, CliError> {
    let Some(path) = &args.bloquea_con else {
        return Ok(None);
    };
    let c = super::sheet::load(path, rules, lang)?;
    tirada_play::who::may_hand_block(roller.map(|r| r.name.as_str()), &c.name)
        .map_err(|e| crate::error::refused(&e, lang))?;
    let e = Event::SpentPp {
        count: 1,
        reason: tirada_play::amend::BLOCK_PAYMENT_REASON.into(),
    };
    let paid = apply(&c, &e, rules).map_err(|x| CliError::input(format!("--bloquea-con: {}: {x}", c.name)))?;
    Ok(Some(Giver {
        name: c.name,
        events: vec![e],
        state: paid.state,
    }))
}

impl Giver {
    /// What the giver did, as the table's log words a state change.
    pub fn human(&self, lang: Lang) -> String {
        let lines: Vec<String> = self
            .events
            .iter()
            .filter_map(|e| serde_json::to_value(e).ok())
            .map(|v| format!("{}: {}\n", self.name, tirada_narrate::state::line(&v, lang.narrate())))
            .collect();
        lines.concat()
    }
}

/// A roll's character, and what the roll did to it.
pub struct SheetRoll {
    pub character: Character,
    pub events: Vec<Event>,
    partial_left: Option<u8>,
}

fn refused(e: impl tirada_dice::Worded, lang: Lang) -> CliError {
    CliError::input(lang.error(&e))
}

/// Before the throw: the sheet read, its discomfort dice put in the roll unless given, and the
/// partial use checked and applied.
pub fn before(
    args: &SheetRollArgs,
    spec: &mut RollSpec,
    flags: &PortalSpecArgs,
    typed: &BTreeMap<String, Vec<i64>>,
    rules: &Rules,
    lang: Lang,
) -> Result<Option<SheetRoll>, CliError> {
    let Some(path) = &args.ficha else {
        return Ok(None);
    };
    let mut c = super::sheet::load(path, rules, lang)?;
    if !c.kind.rolls_dice() {
        return Err(CliError::input(lang.t(
            "portal-is-cast-member-and-rolls",
            &[("name", c.name.to_string().into())],
        )));
    }
    let st = &c.state;
    let given = |n: Option<u8>, colour: Colour| n.is_some() || typed.contains_key(colour.group());
    // R2: every discomfort die held is thrown.
    if !given(flags.malestar, Colour::Black) {
        spec.black = st.discomfort;
    } else if spec.black != st.discomfort {
        return Err(CliError::input(
            lang.t(
                "portal-malestar-holds-and-all-are",
                &[
                    ("name", c.name.to_string().into()),
                    (
                        "discomfort",
                        count(st.discomfort, "dado de malestar", "dados de malestar")
                            .to_string()
                            .into(),
                    ),
                    ("black", spec.black.to_string().into()),
                    (
                        "discomfort2",
                        count(st.discomfort, "discomfort die", "discomfort dice")
                            .to_string()
                            .into(),
                    ),
                ],
            ),
        ));
    }
    // R8: wound dice not thrown are set aside, and their penalty applies.
    if !given(flags.heridas, Colour::Red) && flags.heridas_sin_tirar == 0 {
        spec.red_unrolled = st.wounds;
    } else if spec.red + spec.red_unrolled != st.wounds {
        return Err(CliError::input(
            lang.t(
                "portal-heridas-and-heridas-sin-tirar",
                &[
                    ("name", c.name.to_string().into()),
                    (
                        "wounds",
                        count(st.wounds, "dado de heridas", "dados de heridas")
                            .to_string()
                            .into(),
                    ),
                    ("red-unrolled", (spec.red + spec.red_unrolled).to_string().into()),
                    (
                        "wounds2",
                        count(st.wounds, "wound die", "wound dice").to_string().into(),
                    ),
                ],
            ),
        ));
    }
    // B647, B338, B605: what the roll spends or receives, refused before the throw.
    let spend = RollSpending::of(spec, flags.pp_repeticiones).blocked(flags.bloquear);
    check_spending(&c, spend, rules).map_err(|e| refused(e, lang))?;
    // S23, S25: a thorn on the sheet is a thorn in the roll.
    spec.thorn |= !st.thorns.is_empty();
    // B629: a thorn's reflexes penalty applies to every reflexes result.
    let penalty = st.thorn_reflexes_penalty();
    if spec.kind == ReadingKind::Reflexes {
        spec.modifier -= penalty;
    }
    for r in spec.readings.iter_mut().filter(|r| r.kind == ReadingKind::Reflexes) {
        r.modifier -= penalty;
    }
    let mut events = Vec::new();
    let mut left = None;
    if let Some(forte) = &args.parcial_de {
        // S57: a superhuman Fortaleza a medias adds its full level and forbids blocking.
        if let Some(f) = c.forte(forte).filter(|f| f.superhuman) {
            spec.partial_superhuman_level = spec.partial_superhuman_level.max(f.level);
        }
        let e = Event::UsedPartially {
            // The sheet's own spelling goes to the log.
            forte: c.forte(forte).map_or_else(|| forte.clone(), |f| f.name.clone()),
            rerolls: spec.partial_rerolls,
        };
        c = apply(&c, &e, rules).map_err(|e| refused(e, lang))?;
        left = partial_left(&c, forte).ok();
        events.push(e);
    }
    Ok(Some(SheetRoll {
        character: c,
        events,
        partial_left: left,
    }))
}

impl SheetRoll {
    /// After the throw: the roll's effects (discomfort removed, luck spent or kept, sequela
    /// points, PP) applied to the sheet; refused if the sheet cannot pay them.
    pub fn after(&mut self, t: &Transcript, rules: &Rules, lang: Lang) -> Result<(), CliError> {
        let e = Event::Rolled {
            changes: RollChanges::from(&t.effects),
            reason: "tirada".into(),
        };
        self.character = apply(&self.character, &e, rules).map_err(|e| refused(e, lang))?;
        self.events.push(e);
        Ok(())
    }

    pub fn human(&self, lang: Lang) -> String {
        let mut out = String::new();
        if let (Some(Event::UsedPartially { forte, rerolls }), Some(left)) = (self.events.first(), self.partial_left) {
            out += &format!(
                "{}\n",
                lang.t(
                    "portal-fortaleza-partly-applied-lends-left",
                    &[
                        ("forte", forte.to_string().into()),
                        (
                            "rerolls",
                            count(*rerolls, "repetición", "repeticiones").to_string().into()
                        ),
                        ("left", left.to_string().into()),
                        ("rerolls2", count(*rerolls, "reroll", "rerolls").to_string().into())
                    ]
                )
            );
        }
        let (c, s) = (&self.character, &self.character.state);
        let mut left = vec![
            format!("{} {}", lang.w("portal-discomfort"), s.discomfort),
            format!("{} {}", lang.w("portal-wounds"), s.wounds),
        ];
        if c.kind.has_luck_and_points() {
            left.push(format!("{} {}", lang.w("portal-luck"), s.luck()));
            left.push(format!("PP {}", s.pp));
        }
        if s.sequela_points > 0 {
            left.push(format!(
                "{} {}",
                lang.w("portal-sequela-points-to-resolve"),
                s.sequela_points
            ));
        }
        out += &format!("{} {}: {}\n", c.name, lang.w("portal-is-left-with"), left.join(", "));
        out
    }
}
