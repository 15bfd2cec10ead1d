//! `tirada portal colaboracion --miembro ...`: a joint action thrown on typed or seeded dice.
//! The members and rerolls are parsed here; `tirada_rules::portal::joint::play_joint` plays
//! them (CO6, B914, S77) and the explanation words the result.

use super::args::table_rules;
use super::args::ColaboracionArgs;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::{SeededDice, TypedDice};
use tirada_rules::portal::joint::{play_joint, JointMember, JointReroll, JointTranscript};
use tirada_rules::portal::{Colour, Forte, Role, RollSpec};

fn bad_member(text: &str, lang: Lang) -> CliError {
    CliError::input(lang.t(
        "portal-miembro-must-be-name-faces",
        &[("text", text.to_string().into())],
    ))
}

/// One member as written, `Alex 5,5,3 fortaleza=2 lider`, and their typed faces if any.
fn member(text: &str, lang: Lang) -> Result<(JointMember, Option<Vec<i64>>), CliError> {
    let mut tokens = text.split_whitespace();
    let name = tokens.next().ok_or_else(|| bad_member(text, lang))?.to_string();
    let mut m = JointMember {
        name,
        spec: RollSpec {
            role: Role::High,
            ..RollSpec::default()
        },
        leader: false,
    };
    let mut typed: Option<Vec<i64>> = None;
    for t in tokens {
        let n = |v: &str| v.parse::<u8>().ok().filter(|n| *n <= 5);
        let ok = match t.split_once('=') {
            Some(("fortaleza", v)) => n(v).map(|level| {
                m.spec.fortes.push(Forte {
                    level,
                    ..Forte::default()
                })
            }),
            Some(("ases", v)) => n(v).map(|a| m.spec.aces = a),
            Some(("dado", word)) => role(word).map(|r| m.spec.role = r),
            Some(_) => None,
            None if t == "lider" || t == "líder" => {
                m.leader = true;
                Some(())
            }
            None => {
                let faces: Option<Vec<i64>> = t
                    .split(',')
                    .map(|f| f.parse().ok().filter(|f| (1..=6).contains(f)))
                    .collect();
                faces
                    .filter(|f| f.len() == 3 && typed.is_none())
                    .map(|f| typed = Some(f))
            }
        };
        ok.ok_or_else(|| bad_member(text, lang))?;
    }
    Ok((m, typed))
}

fn role(word: &str) -> Option<Role> {
    Some(match word {
        "superior" => Role::High,
        "medio" => Role::Middle,
        "inferior" => Role::Low,
        _ => return None,
    })
}

/// A reroll as written, `David:blanco:1=6` (from the leader's pool) or `Bruno:blanco:2:propia`,
/// and its typed new face if any.
fn reroll(text: &str, names: &[String], lang: Lang) -> Result<(JointReroll, Option<i64>), CliError> {
    let parts: Vec<&str> = text.split(':').map(str::trim).collect();
    let parsed = (|| {
        let (name, colour, face, own) = match parts.as_slice() {
            [n, c, f] => (n, c, f, false),
            [n, c, f, "propia"] => (n, c, f, true),
            _ => return None,
        };
        let member = names.iter().position(|m| m.eq_ignore_ascii_case(name))?;
        let (face, new_face) = match face.split_once('=') {
            Some((f, new)) => (f, Some(new.parse::<i64>().ok().filter(|x| (1..=6).contains(x))?)),
            None => (*face, None),
        };
        let reroll = JointReroll {
            member,
            colour: Colour::from_word(colour)?,
            face: face.parse().ok().filter(|f| (1..=6).contains(f))?,
            own,
        };
        Some((reroll, new_face))
    })();
    parsed.ok_or_else(|| {
        CliError::input(lang.t(
            "portal-repeticion-must-be-name-colour",
            &[("text", text.to_string().into())],
        ))
    })
}

#[derive(Serialize)]
struct JointJson<'a> {
    #[serde(flatten)]
    joint: &'a JointTranscript,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

pub fn run(args: &ColaboracionArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rules = table_rules(args.perfil, &args.regla, lang)?;
    let (members, member_faces): (Vec<JointMember>, Vec<Option<Vec<i64>>>) = args
        .miembro
        .iter()
        .map(|m| member(m, lang))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .unzip();
    let names: Vec<String> = members.iter().map(|m| m.name.clone()).collect();
    let (rerolls, new_faces): (Vec<JointReroll>, Vec<Option<i64>>) = args
        .repeticion
        .iter()
        .map(|r| reroll(r, &names, lang))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .unzip();
    let typed = member_faces.iter().flatten().count();
    let typed_rerolls = new_faces.iter().flatten().count();
    let all_typed = typed == members.len();
    if (typed != 0 && !all_typed) || (all_typed && typed_rerolls != rerolls.len()) || (typed == 0 && typed_rerolls > 0)
    {
        return Err(CliError::input(lang.w("portal-type-faces-of-every-member")));
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let mut faces: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    if all_typed {
        let whites = member_faces.into_iter().flatten().flatten();
        faces
            .entry(Colour::White.group().to_string())
            .or_default()
            .extend(whites);
        for (r, new) in rerolls.iter().zip(new_faces) {
            faces.entry(r.colour.group().to_string()).or_default().extend(new);
        }
    }
    // Every face typed or none (checked above): a die missing from them is an error.
    let mut dice = TypedDice::strict(faces, SeededDice::new(seed));
    let joint =
        play_joint(args.dif, members, &rerolls, &rules, &mut dice).map_err(|e| CliError::input(lang.error(&e)))?;
    dice.finish().map_err(|e| CliError::input(lang.error(&e)))?;
    let out = JointJson {
        joint: &joint,
        seed: (!all_typed).then_some(seed),
    };
    if global.json {
        return crate::commands::print_roll_json(&out, lang);
    }
    print!("{}", crate::commands::explained(&out, lang)?);
    Ok(())
}
