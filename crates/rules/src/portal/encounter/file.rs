//! An encounter as a TOML file (schema in `docs/portal-sheet.md`): the table's rules, the kind
//! of fight, and the participants, each a sheet (inline, or a file the caller reads) with its
//! target, composure payments and the Fortalezas of each combat roll.

use super::combatant::{CombatFortes, Combatant};
use super::tracker::Encounter;
use crate::portal::combat::initiative::PayWith;
use crate::portal::combat::tables::{FightKind, Surroundings};
use crate::portal::options::{Profile, Rules};
use crate::portal::sheet::character::Character;
use crate::sheet_file::{field, wrong, SheetError};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Head {
    #[serde(rename = "perfil", default)]
    profile: Profile,
    #[serde(rename = "reglas", default)]
    settings: BTreeMap<String, toml::Value>,
    #[serde(rename = "pelea", default = "firefight")]
    fight: FightKind,
    #[serde(rename = "entorno", default)]
    surroundings: Surroundings,
    #[serde(rename = "asaltos", default = "one")]
    rounds: u32,
    /// The GM's fumble cost for each roll (CB18).
    #[serde(rename = "pifias", default)]
    fumbles: crate::portal::combat::manoeuvres::FumbleCosts,
    #[serde(rename = "participantes", default)]
    participants: Vec<toml::Table>,
}

/// A cast member joining a leader's unit.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StackPlan {
    #[serde(rename = "lider")]
    leader: String,
    #[serde(rename = "para")]
    purpose: crate::portal::combat::cast::StackFor,
}

/// A multiple attack: one entry per attack (a name twice attacks it twice).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MultiFile {
    #[serde(rename = "objetivos")]
    targets: Vec<String>,
    #[serde(rename = "arma", default)]
    weapon: i32,
    #[serde(rename = "posicion", default)]
    position: i32,
    #[serde(rename = "anular", default)]
    cancel: i32,
}

fn firefight() -> FightKind {
    FightKind::Firefight
}

fn one() -> u32 {
    1
}

/// A parsed encounter and how many rounds the file asks for.
pub struct EncounterSetup {
    pub encounter: Encounter,
    pub rounds: u32,
}

fn syntax(text: &str, e: toml::de::Error) -> SheetError {
    crate::sheet_file::toml_error(text, &e)
}

fn take<T: for<'de> Deserialize<'de>>(t: &mut toml::Table, key: &str, at: &str) -> Result<Option<T>, SheetError> {
    t.remove(key)
        .map(|v| {
            v.try_into()
                .map_err(|e: toml::de::Error| crate::sheet_file::value_error(&format!("{at}.{key}"), &e))
        })
        .transpose()
}

/// Reads an encounter; `read_sheet` returns the text of a participant's `ficha` file.
pub fn parse(text: &str, read_sheet: impl Fn(&str) -> Result<String, String>) -> Result<EncounterSetup, SheetError> {
    let head: Head = toml::from_str(text).map_err(|e| syntax(text, e))?;
    let mut rules = Rules::of(head.profile);
    for (key, value) in &head.settings {
        let v = match value {
            toml::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        rules.set(key, &v).map_err(|e| wrong(format!("reglas.{key}"), &e))?;
    }
    if head.participants.is_empty() {
        return Err(field("participantes", "hace falta al menos un participante"));
    }
    let mut people = Vec::new();
    let mut targets = Vec::new();
    let mut guards = Vec::new();
    let mut stacks = Vec::new();
    let mut multis = Vec::new();
    for (i, mut t) in head.participants.into_iter().enumerate() {
        let at = format!("participantes[{i}]");
        let target: Option<String> = take(&mut t, "objetivo", &at)?;
        let pay: Option<Vec<PayWith>> = take(&mut t, "pagar", &at)?;
        let payment: Option<crate::portal::combat::initiative::ComposurePayment> = take(&mut t, "pago", &at)?;
        let fortes: Option<CombatFortes> = take(&mut t, "fortalezas_de_combate", &at)?;
        let plan: Option<super::plan::Plan> = take(&mut t, "accion", &at)?;
        let stack: Option<StackPlan> = take(&mut t, "apilar", &at)?;
        let multi: Option<MultiFile> = take(&mut t, "ataques_multiples", &at)?;
        let protects: Option<String> = take(&mut t, "protege", &at)?;
        let luck_on: Option<Vec<crate::portal::combat::manoeuvres::CombatRoll>> = take(&mut t, "suerte_en", &at)?;
        let rerolls: Option<super::plan::Rerolls> = take(&mut t, "repetir", &at)?;
        let sheet: Option<String> = take(&mut t, "ficha", &at)?;
        let character = match sheet {
            Some(path) => {
                if !t.is_empty() {
                    let extra = t.keys().next().cloned().unwrap_or_default();
                    return Err(field(
                        format!("{at}.{extra}"),
                        "con «ficha» el resto de la hoja va en ese fichero",
                    ));
                }
                let body = read_sheet(&path).map_err(|why| field(format!("{at}.ficha"), why))?;
                Character::from_toml(&body, &rules).map_err(|e| wrong(format!("{at}.ficha «{path}»"), &e))?
            }
            None => {
                let c: Character = toml::Value::Table(t)
                    .try_into()
                    .map_err(|e: toml::de::Error| crate::sheet_file::value_error(&at, &e))?;

                c.validated(&rules).map_err(|e| match e {
                    SheetError::Field { field: f, message } => field(format!("{at}.{f}"), message),
                    other => other,
                })?
            }
        };
        let mut c = Combatant::new(character, None);
        if let Some(p) = pay {
            c.pay = p;
        }
        c.fortes = fortes.unwrap_or_default();
        c.plan = plan.unwrap_or_default();
        if c.plan.extra_free_actions > 0 && c.is_cast() {
            return Err(field(
                format!("{at}.accion.acciones_libres_extra"),
                "un personaje de reparto no paga acciones libres con reflejos (A-29)",
            ));
        }
        if c.plan.called == Some(crate::portal::combat::manoeuvres::CalledShot::HeadStun)
            && !c.is_cast()
            && !c.character.equipment.weapon.can_stun()
        {
            return Err(field(
                format!("{at}.accion.golpe"),
                "un disparo no aturde (B1457): para aturdir hace falta un golpe, como el de una porra",
            ));
        }
        c.payment = payment;
        c.luck_on = luck_on.unwrap_or_default();
        if !c.luck_on.is_empty() && c.character.kind != crate::portal::sheet::character::Kind::Protagonist {
            return Err(field(
                format!("{at}.suerte_en"),
                "solo los protagonistas tienen dados de suerte (B647)",
            ));
        }
        c.rerolls = rerolls;
        if protects.is_some() && !rules.protect_someone {
            return Err(field(
                format!("{at}.protege"),
                "proteger a alguien es una regla del resumen (S141): actívala con reglas.protect_someone = true",
            ));
        }
        for (k, names) in [
            ("reflejos", &c.fortes.reflexes),
            ("ataque", &c.fortes.attack),
            ("defensa", &c.fortes.defence),
            ("dano", &c.fortes.damage),
            ("aguante", &c.fortes.toughness),
        ] {
            if let Some(n) = names.iter().find(|n| c.character.forte(n).is_none()) {
                return Err(field(
                    format!("{at}.fortalezas_de_combate.{k}"),
                    format!("«{}» no tiene la Fortaleza «{n}»", c.character.name),
                ));
            }
        }
        targets.push(target);
        guards.push(protects);
        stacks.push(stack);
        multis.push(multi);
        people.push(c);
    }
    for (i, target) in targets.iter().enumerate() {
        if let Some(name) = target {
            let j = people
                .iter()
                .position(|p| p.character.name.eq_ignore_ascii_case(name.trim()))
                .ok_or_else(|| {
                    field(
                        format!("participantes[{i}].objetivo"),
                        format!("no hay ningún participante «{name}»"),
                    )
                })?;
            if j == i {
                return Err(field(
                    format!("participantes[{i}].objetivo"),
                    "nadie se ataca a sí mismo",
                ));
            }
            people[i].target = Some(j);
        }
    }
    for (i, name) in guards.iter().enumerate() {
        let Some(name) = name else { continue };
        let j = people
            .iter()
            .position(|p| p.character.name.eq_ignore_ascii_case(name.trim()))
            .filter(|&j| j != i)
            .ok_or_else(|| {
                field(
                    format!("participantes[{i}].protege"),
                    format!("no hay ningún otro participante «{name}»"),
                )
            })?;
        people[i].protects = Some(j);
    }
    for (i, multi) in multis.into_iter().enumerate() {
        let Some(m) = multi else { continue };
        let at = format!("participantes[{i}].ataques_multiples.objetivos");
        let targets = m
            .targets
            .iter()
            .map(|name| {
                people
                    .iter()
                    .position(|p| p.character.name.eq_ignore_ascii_case(name.trim()))
                    .filter(|&j| j != i)
                    .ok_or_else(|| field(&at, format!("no hay ningún otro participante «{name}»")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if targets.len() < 2 {
            return Err(field(&at, "un ataque múltiple tiene al menos dos ataques"));
        }
        people[i].multi = Some(super::plan::MultiPlan {
            targets,
            weapon: m.weapon,
            position: m.position,
            cancel: m.cancel,
        });
    }
    for (i, stack) in stacks.iter().enumerate() {
        let Some(sp) = stack else { continue };
        let at = format!("participantes[{i}].apilar");
        let leader = people
            .iter()
            .position(|p| p.character.name.eq_ignore_ascii_case(sp.leader.trim()))
            .ok_or_else(|| field(&at, format!("no hay ningún participante «{}»", sp.leader)))?;
        if leader == i || !people[i].is_cast() {
            return Err(field(
                &at,
                "solo un personaje de reparto se apila, y con otro participante (B1367)",
            ));
        }
        people[i].stack = Some((leader, sp.purpose));
    }
    for leader in 0..people.len() {
        let unit: Vec<usize> = (0..people.len())
            .filter(|&j| people[j].stack.is_some_and(|(l, _)| l == leader))
            .collect();
        if unit.is_empty() {
            continue;
        }
        if people[leader].stack.is_some() {
            return Err(field(
                format!("participantes[{leader}].apilar"),
                "un líder no se apila con otro",
            ));
        }
        let groups: Vec<u8> = unit
            .iter()
            .chain([leader].iter())
            .filter_map(|&j| people[j].character.cast.map(|v| v.group()))
            .collect();
        crate::portal::combat::cast::check_size(&groups, unit.len() + 1)
            .map_err(|e| wrong(format!("participantes[{}].apilar", unit[0]), &e))?;
    }
    let mut encounter = Encounter::new(rules, head.fight, head.surroundings, people);
    encounter.fumbles = head.fumbles;
    Ok(EncounterSetup {
        encounter,
        rounds: head.rounds,
    })
}
