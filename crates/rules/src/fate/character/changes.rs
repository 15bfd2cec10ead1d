//! A character's state moved outside a conflict file (at the web table or by hand): every
//! change to its stress boxes, consequences and power points is an explicit [`Change`] with its
//! reason, applied by [`apply`] all at once or not at all through the character's own rules
//! (`Character::take_hit`, `Character::recover`, `PowerPoints`). The conflict log's
//! [`Event`](crate::fate::conflict::events::Event)s name participants by index; these name nothing but the character.

use super::consequence::Recovery;
use super::powers::PpReason;
use super::state::{Absorb, Character};
use super::stress::Track;
use crate::fate::error::FateError;
use crate::fate::ladder::fold;
use crate::fate::options::Rules;
use crate::fate::tables::ConflictKind;
use serde::{Deserialize, Serialize};

/// One thing that happened to a character's stress, consequences or power points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "evento", deny_unknown_fields)]
pub enum Change {
    /// A hit of `stress` shifts on a track, taken as the character chooses (R-STR-3): a box, a
    /// consequence instead (L235), a power's extra slot (L241) or a follower (L343).
    #[serde(rename = "golpe")]
    Hit {
        stress: u32,
        track: Track,
        #[serde(default = "by_box")]
        absorb: Absorb,
        /// The consequence's description, if one is taken.
        #[serde(default)]
        description: String,
        /// The kind of conflict, for followers' scope; by default the track's (physical for
        /// Salud, social for Serenidad).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        conflict: Option<ConflictKind>,
        reason: String,
    },
    /// Consequences heal (R-REC-1…5).
    #[serde(rename = "recuperacion")]
    Recovered { recovery: Recovery, reason: String },
    /// The scene ends: stress clears (L229, R-STR-6).
    #[serde(rename = "fin_de_escena")]
    SceneEnded { reason: String },
    /// A movement of power points (L54–L81, L255, L259, L289).
    #[serde(rename = "pp")]
    PowerPoints { pp: PpReason, reason: String },
    /// PP spent on a roll for +1 each (L67).
    #[serde(rename = "tirada")]
    Rolled { bonus: u32, reason: String },
}

fn by_box() -> Absorb {
    Absorb::Box
}

/// The event's field at fault for an error of [`apply`].
pub fn field(e: &FateError) -> &'static str {
    match e {
        FateError::NoPp { .. } => "pp",
        FateError::NoConsequenceLeft | FateError::NoExtraSlot => "absorb",
        FateError::NoFollower { .. } | FateError::FollowerCannot { .. } => "absorb",
        _ => "evento",
    }
}

/// The character after `change`; nothing changes on error.
pub fn apply(c: &Character, change: &Change, rules: &Rules) -> Result<Character, FateError> {
    let mut n = c.clone();
    match change {
        Change::Hit {
            stress,
            track,
            absorb,
            description,
            conflict,
            ..
        } => {
            let kind = conflict.unwrap_or(match track {
                Track::Health => ConflictKind::Physical,
                Track::Composure => ConflictKind::Social,
            });
            n.take_hit(*stress, *track, absorb, description, kind, rules)?;
        }
        Change::Recovered { recovery, .. } => {
            n.recover(recovery);
        }
        Change::SceneEnded { .. } => n.end_scene(),
        Change::PowerPoints { pp, .. } => {
            match pp {
                PpReason::Bonus => n.pp.bonus()?,
                PpReason::UsePower { power } => {
                    let p = c.powers.iter().find(|p| fold(&p.name) == fold(power)).ok_or_else(|| {
                        FateError::sheet(
                            "poderes",
                            format!("{} no tiene el poder «{power}»", c.name),
                            format!("{} has no power '{power}'", c.name),
                        )
                    })?;
                    n.pp.use_power(p)?
                }
                PpReason::Declaration { text, accepted } => n.pp.declare(text.clone(), *accepted)?,
                PpReason::SceneChange => n.pp.scene_change()?,
                PpReason::RejectTakenOut => n.pp.reject_taken_out()?,
                PpReason::ConcessionRefused => n.pp.concession_refused(),
                PpReason::RefusedConcession => n.pp.refused_concession(),
                PpReason::Refresh => n.pp.refresh(rules),
            };
        }
        Change::Rolled { bonus, .. } => {
            // The whole bonus is asked at once: the refusal says what is held and what is
            // asked (4 and 5), not what is left after paying part of it (issue 25 point 11).
            if n.pp.pp < *bonus {
                return Err(FateError::NoPp {
                    have: n.pp.pp,
                    need: *bonus,
                });
            }
            for _ in 0..*bonus {
                n.pp.bonus()?;
            }
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fate::character::sheet::Sheet;

    fn rita() -> Character {
        let mut s = Sheet::named("Rita");
        s.pp = Some(2);
        s.check(&Rules::default()).unwrap()
    }

    fn hit(stress: u32) -> Change {
        Change::Hit {
            stress,
            track: Track::Health,
            absorb: Absorb::Box,
            description: "Costilla rota".into(),
            conflict: None,
            reason: "puñetazo".into(),
        }
    }

    #[test]
    fn t08_a_three_point_hit_marks_the_third_box() {
        let c = apply(&rita(), &hit(3), &Rules::default()).unwrap();
        assert_eq!(c.health.pattern(), "..x..");
        let json = r#"{"evento": "golpe", "stress": 3, "track": "salud", "reason": "puñetazo"}"#;
        let parsed: Change = serde_json::from_str(json).unwrap();
        assert_eq!(apply(&rita(), &parsed, &Rules::default()).unwrap(), c);
    }

    #[test]
    fn a_hit_no_box_takes_forces_a_consequence_and_the_scene_end_clears_stress() {
        let rules = Rules::default();
        let mut c = rita();
        for s in [5, 5] {
            c = apply(&c, &hit(s), &rules).unwrap();
        }
        assert_eq!(c.health.pattern(), "....x");
        assert_eq!(c.consequences.len(), 1, "the second 5 finds no box: a consequence");
        assert_eq!(c.penalty(&rules), -1);
        let end = Change::SceneEnded { reason: "fin".into() };
        let c = apply(&c, &end, &rules).unwrap();
        assert_eq!((c.health.pattern().as_str(), c.consequences.len()), (".....", 1));
        let breather = Change::Recovered {
            recovery: Recovery::Breather,
            reason: "un respiro".into(),
        };
        assert!(apply(&c, &breather, &rules).unwrap().consequences.is_empty());
    }

    /// F67 (issue 25 point 11): a roll asking 5 PP of bonus with 4 held is refused saying 4 and
    /// 5, not «hay 0 y hacen falta 1» after paying four of them.
    #[test]
    fn f67_a_bonus_beyond_the_pp_held_says_what_is_held_and_asked() {
        let mut rich = rita();
        rich.pp.pp = 4;
        let five = Change::Rolled {
            bonus: 5,
            reason: "tirada".into(),
        };
        let e = apply(&rich, &five, &Rules::default()).unwrap_err();
        assert_eq!(e, FateError::NoPp { have: 4, need: 5 });
    }

    #[test]
    fn t28_power_points_buy_bonuses_until_none_are_left() {
        let rules = Rules::default();
        let c = apply(
            &rita(),
            &Change::Rolled {
                bonus: 2,
                reason: "tirada".into(),
            },
            &rules,
        )
        .unwrap();
        assert_eq!(c.pp.pp, 0);
        let more = Change::PowerPoints {
            pp: PpReason::Bonus,
            reason: "otra".into(),
        };
        let e = apply(&c, &more, &rules).unwrap_err();
        assert_eq!((e.clone(), field(&e)), (FateError::NoPp { have: 0, need: 1 }, "pp"));

        let refused = Change::PowerPoints {
            pp: PpReason::ConcessionRefused,
            reason: "T25".into(),
        };
        assert_eq!(apply(&c, &refused, &rules).unwrap().pp.pp, 1);
    }
}
