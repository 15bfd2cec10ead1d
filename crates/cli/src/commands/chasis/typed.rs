//! Faces typed in from physical dice for CHASIS checks, from the flags: the play layer groups
//! them and rolls under its one policy (`tirada_play::chasis`); this module reads the flags,
//! remembers whether the seed was asked for anything, and words errors with the flags.

use super::check::input;
use crate::error::CliError;
use crate::faces::parse_faces;
use crate::lang::Lang;
use std::cell::Cell;
use std::collections::BTreeMap;
use tirada_dice::{DiceSource, Die, SeededDice, SourceError};
use tirada_rules::chasis::apertura::GROUP as APERTURA_GROUP;
use tirada_rules::chasis::{ChasisError, Check, Ruleset, Transcript, MODIFIER_GROUP};

/// A seeded source that remembers whether it was asked for anything.
pub(super) struct Watched<'a> {
    dice: &'a mut SeededDice,
    used: &'a Cell<bool>,
}

impl DiceSource for Watched<'_> {
    fn roll(&mut self, die: &Die, group: &str) -> Result<i64, SourceError> {
        self.used.set(true);
        self.dice.roll(die, group)
    }
}

/// The flags typed faces came from: the base and apertura dice's, and the modifier dice's;
/// and whether a die left out of typed faces is rolled (`--tirar-resto`) or an error.
#[derive(Clone, Copy)]
pub(super) struct Flags<'a> {
    pub base: &'a str,
    pub modifier: &'a str,
    pub roll_rest: bool,
}

pub(super) const FLAGS: Flags<'static> = Flags {
    base: "--dados",
    modifier: "--dados-mod",
    roll_rest: false,
};

pub(super) use crate::faces::Rolled;

/// Typed faces for one check, as the play layer groups them ([`tirada_play::chasis::typed_faces`]);
/// without `--tirar-resto`, the base roll's faces must all be there, said with the flag.
pub(super) fn typed_groups(
    base: Option<&str>,
    modifier: Option<&str>,
    r: &Ruleset,
    flags: Flags<'_>,
    lang: Lang,
) -> Result<BTreeMap<String, Vec<i64>>, CliError> {
    let base = base.map(|text| parse_faces(text, flags.base, lang)).transpose()?;
    let n = r.base.count as usize;
    if let Some(have) = base.as_ref().map(Vec::len).filter(|&have| have < n && !flags.roll_rest) {
        let flag = flags.base;
        return Err(CliError::input(lang.t(
            "chasis-base-roll-needs-faces-and",
            &[
                ("flag", flag.to_string().into()),
                ("base", r.base.to_string().into()),
                ("n", n.to_string().into()),
                ("have", have.to_string().into()),
            ],
        )));
    }
    let modifier = modifier
        .map(|text| parse_faces(text, flags.modifier, lang))
        .transpose()?;
    Ok(tirada_play::chasis::typed_faces(base, modifier, r))
}

/// Rolls one check from typed faces, or from the seeded dice when nothing was typed, through
/// the play layer's one policy ([`tirada_play::chasis::roll_typed`]); errors in the words of
/// the flags.
pub(super) fn roll_typed(
    r: &Ruleset,
    check: &Check,
    groups: BTreeMap<String, Vec<i64>>,
    rng: &mut SeededDice,
    used: &Cell<bool>,
    flags: Flags<'_>,
    lang: Lang,
) -> Result<(Transcript, Rolled), CliError> {
    let rest = Watched { dice: rng, used };
    tirada_play::chasis::roll_typed(r, check, groups, rest, flags.roll_rest).map_err(|e| match e {
        ChasisError::Dice(s) => CliError::input(typed_error(&s, flags, lang)),
        e => input(lang, e),
    })
}

/// Typed faces in the words of the flags they came from.
fn typed_error(e: &SourceError, flags: Flags<'_>, lang: Lang) -> String {
    let flag = |group: &str| {
        if group == MODIFIER_GROUP {
            flags.modifier
        } else {
            flags.base
        }
    };
    match (e, lang) {
        (SourceError::Missing { group, .. }, lang) if group == APERTURA_GROUP => {
            lang.t("chasis-apertura-faces-missing", &[("flag", flags.base.into())])
        }
        (SourceError::Missing { group, .. }, lang) if group == MODIFIER_GROUP => {
            lang.t("chasis-modifier-faces-missing", &[("flag", flags.modifier.into())])
        }
        (e, lang) => {
            let group = match e {
                SourceError::Missing { group, .. } | SourceError::Impossible { group, .. } => group.as_str(),
                SourceError::Extra { group, .. } => group.as_str(),
            };
            crate::faces::typed_error(flag(group), e, lang)
        }
    }
}
