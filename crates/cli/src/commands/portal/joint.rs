//! `tirada portal colaboracion --miembro ...`: a joint action thrown on typed or seeded dice, the
//! leader's Fortaleza levels one pool of rerolls for the whole team (CO6, B914, S77), and the
//! group's excess paying for whoever fell short (CO3–CO5).

use super::advanced_render as render;
use super::args::ColaboracionArgs;
use super::sheet::table_rules;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use std::collections::BTreeMap;
use tirada_dice::{SeededDice, TypedDice};
use tirada_rules::portal::collab::{Collaboration, JointAction};
use tirada_rules::portal::{Colour, Forte, Role, RollSpec, Transcript};

/// One member as written: `Alex 5,5,3 fortaleza=2 lider`.
struct Member {
    name: String,
    faces: Option<Vec<i64>>,
    spec: RollSpec,
    leader: bool,
}

fn bad_member(text: &str, lang: Lang) -> CliError {
    CliError::input(match lang {
        Lang::Es => format!(
            "--miembro: «{text}» debe ser «NOMBRE [CARAS] [fortaleza=N] [ases=N] [dado=superior|medio|inferior] [lider]», como «Alex 5,5,3 fortaleza=2 lider»"
        ),
        Lang::En => format!(
            "--miembro: '{text}' must be 'NAME [FACES] [fortaleza=N] [ases=N] [dado=superior|medio|inferior] [lider]', like 'Alex 5,5,3 fortaleza=2 lider'"
        ),
    })
}

fn member(text: &str, lang: Lang) -> Result<Member, CliError> {
    let mut tokens = text.split_whitespace();
    let name = tokens.next().ok_or_else(|| bad_member(text, lang))?.to_string();
    let mut m = Member {
        name,
        faces: None,
        spec: RollSpec {
            role: Role::High,
            ..RollSpec::default()
        },
        leader: false,
    };
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
                    .filter(|f| f.len() == 3 && m.faces.is_none())
                    .map(|f| m.faces = Some(f))
            }
        };
        ok.ok_or_else(|| bad_member(text, lang))?;
    }
    Ok(m)
}

fn role(word: &str) -> Option<Role> {
    Some(match word {
        "superior" => Role::High,
        "medio" => Role::Middle,
        "inferior" => Role::Low,
        _ => return None,
    })
}

/// A reroll as written: `David:blanco:1=6` (from the leader's pool) or `Bruno:blanco:2:propia`.
struct Reroll {
    member: usize,
    colour: Colour,
    face: u8,
    new_face: Option<i64>,
    own: bool,
}

fn reroll(text: &str, names: &[String], lang: Lang) -> Result<Reroll, CliError> {
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
        Some(Reroll {
            member,
            colour: Colour::from_word(colour)?,
            face: face.parse().ok().filter(|f| (1..=6).contains(f))?,
            new_face,
            own,
        })
    })();
    parsed.ok_or_else(|| {
        CliError::input(match lang {
            Lang::Es => format!(
                "--repeticion: «{text}» debe ser NOMBRE:COLOR:CARA[=NUEVA][:propia] con el nombre de un miembro, como David:blanco:1=6"
            ),
            Lang::En => format!(
                "--repeticion: '{text}' must be NAME:COLOUR:FACE[=NEW][:propia] naming a member, like David:blanco:1=6"
            ),
        })
    })
}

#[derive(Serialize)]
struct MemberJson {
    name: String,
    leader: bool,
    roll: Transcript,
}

#[derive(Serialize)]
struct RerollJson {
    member: String,
    colour: &'static str,
    from: u8,
    to: u8,
    pool: &'static str,
}

#[derive(Serialize)]
struct JointJson<'a> {
    system: &'static str,
    command: &'static str,
    names: &'a [String],
    totals: &'a [i32],
    members: Vec<MemberJson>,
    rerolls: &'a [RerollJson],
    #[serde(flatten)]
    result: &'a Collaboration,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

pub fn run(args: &ColaboracionArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let rules = table_rules(args.perfil, &args.regla)?;
    let members: Vec<Member> = args.miembro.iter().map(|m| member(m, lang)).collect::<Result<_, _>>()?;
    let names: Vec<String> = members.iter().map(|m| m.name.clone()).collect();
    let leaders: Vec<usize> = (0..members.len()).filter(|&i| members[i].leader).collect();
    if leaders.len() > 1 {
        return Err(CliError::input(lang.pick(
            "solo un miembro puede ser el líder (B914)",
            "only one member may be the leader (B914)",
        )));
    }
    let rerolls: Vec<Reroll> = args
        .repeticion
        .iter()
        .map(|r| reroll(r, &names, lang))
        .collect::<Result<_, _>>()?;
    let typed = members.iter().filter(|m| m.faces.is_some()).count();
    let typed_rerolls = rerolls.iter().filter(|r| r.new_face.is_some()).count();
    let all_typed = typed == members.len();
    if (typed != 0 && !all_typed) || (all_typed && typed_rerolls != rerolls.len()) || (typed == 0 && typed_rerolls > 0)
    {
        return Err(CliError::input(lang.pick(
            "escribe las caras de todos los miembros y de cada repetición (=NUEVA), o de ninguno para tirarlas",
            "type the faces of every member and of every reroll (=NEW), or of none to roll them",
        )));
    }
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let mut faces = BTreeMap::new();
    if all_typed {
        let mut by_colour: BTreeMap<String, Vec<i64>> = BTreeMap::new();
        let whites = members.iter().flat_map(|m| m.faces.clone().unwrap_or_default());
        by_colour
            .entry(Colour::White.group().to_string())
            .or_default()
            .extend(whites);
        for r in &rerolls {
            by_colour
                .entry(r.colour.group().to_string())
                .or_default()
                .extend(r.new_face);
        }
        faces = by_colour;
    }
    // Every face typed or none (checked above): a die missing from them is an error.
    let mut dice = TypedDice::strict(faces, SeededDice::new(seed));
    let specs = members.iter().map(|m| m.spec.clone()).collect();
    let err = |e: tirada_rules::portal::collab::JointError| CliError::input(e.to_string());
    let mut team = JointAction::throw(args.dif, specs, leaders.first().copied(), &rules, &mut dice).map_err(err)?;
    let mut made = Vec::new();
    for r in &rerolls {
        let to = team
            .reroll(r.member, r.colour, r.face, !r.own, &mut dice)
            .map_err(err)?;
        made.push(RerollJson {
            member: names[r.member].clone(),
            colour: r.colour.word(),
            from: r.face,
            to,
            pool: if r.own && leaders.first() != Some(&r.member) {
                "propia"
            } else {
                "lider"
            },
        });
    }
    dice.finish().map_err(|e| CliError::input(e.to_string()))?;
    let totals = team.totals();
    let result = team.result();
    let seed = (!all_typed).then_some(seed);
    if global.json {
        let members = members
            .iter()
            .zip(&team.rolls)
            .map(|(m, roll)| MemberJson {
                name: m.name.clone(),
                leader: m.leader,
                roll: roll.clone().finish(),
            })
            .collect();
        return crate::commands::print_json(&JointJson {
            system: "portal",
            command: "colaboracion",
            names: &names,
            totals: &totals,
            members,
            rerolls: &made,
            result: &result,
            seed,
        });
    }
    for (m, roll) in members.iter().zip(&team.rolls) {
        let t = roll.clone().finish();
        let faces: Vec<String> = t.dice.iter().map(|d| d.face.to_string()).collect();
        let lead = if m.leader {
            lang.pick(" (líder)", " (leader)")
        } else {
            ""
        };
        println!("{}{lead}: [{}]", m.name, faces.join(" "));
    }
    for r in &made {
        let pool = match (r.pool, lang) {
            ("lider", Lang::Es) => "del líder",
            ("lider", Lang::En) => "the leader's",
            (_, Lang::Es) => "propia",
            (_, Lang::En) => "own",
        };
        let word =
            Colour::from_word(r.colour).map_or(r.colour, |c| if lang == Lang::Es { c.word() } else { c.english() });
        println!(
            "{} {}: {word} {} → {} ({pool})",
            lang.pick("Repetición de", "Reroll for"),
            r.member,
            r.from,
            r.to
        );
    }
    print!("{}", render::collaboration(&totals, &names, &result, lang));
    Ok(())
}
