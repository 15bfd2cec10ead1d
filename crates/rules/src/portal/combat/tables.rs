//! Weapons, armour, shields and cover as data (CB11–CB14, B1124–B1236): what each adds to a
//! damage or toughness total, and the aces it gives. A weapon's dice are raw basic dice of the
//! same throw, read as [`ReadingKind::Weapon`] readings so the roll machine computes them.

use crate::portal::dice::Role;
use crate::portal::roll::reading::ReadingKind;
use crate::portal::roll::spec::ReadingSpec;
use serde::{Deserialize, Serialize};

/// Size of a melee weapon as it is being used (B1124–B1133).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaponSize {
    /// *Manos desnudas*: nothing.
    #[default]
    #[serde(rename = "manos_desnudas")]
    Unarmed,
    /// *Pequeña*: the Low die.
    #[serde(rename = "pequena")]
    Small,
    /// *Mediana*, one hand: the Middle die.
    #[serde(rename = "mediana")]
    Medium,
    /// *Grande*, usually two hands: the High die.
    #[serde(rename = "grande")]
    Large,
    /// *Gigantesca*, two hands only: the High die + 1.
    #[serde(rename = "gigantesca")]
    Huge,
}

/// A melee weapon (CB11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeleeWeapon {
    #[serde(rename = "tamano", default)]
    pub size: WeaponSize,
    /// *Afilada* (cutting or piercing): +1 (B1129).
    #[serde(rename = "afilada", default)]
    pub edged: bool,
    /// *Improvisada*: one category lower (B1131).
    #[serde(rename = "improvisada", default)]
    pub improvised: bool,
    /// *Especial* (magic, futuristic): one category higher (B1133).
    #[serde(rename = "especial", default)]
    pub special: bool,
}

/// What a weapon adds to a damage total: raw dice, a flat bonus and aces on the damage reading.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct WeaponDamage {
    /// Raw basic dice added (the roll's Weapon readings).
    pub dice: Vec<Role>,
    pub flat: i32,
    /// Aces on the damage reading (A-44, B1173).
    pub damage_aces: u8,
    /// Difficulty added to hit (a great weight too heavy to throw well, B1171).
    pub attack_difficulty: i32,
    /// Modifier to the attack total (blunderbusses, B1186).
    pub attack_modifier: i32,
}

impl WeaponDamage {
    /// The readings of the attack roll that give these dice.
    pub fn readings(&self) -> Vec<ReadingSpec> {
        self.dice
            .iter()
            .map(|&role| ReadingSpec {
                kind: ReadingKind::Weapon,
                role,
                modifier: 0,
            })
            .collect()
    }
}

/// The ladder none < Low < Middle < High < High+1 (CB11), as steps 0–4.
fn ladder(step: i32) -> (Option<Role>, i32) {
    match step {
        i32::MIN..=0 => (None, 0),
        1 => (Some(Role::Low), 0),
        2 => (Some(Role::Middle), 0),
        3 => (Some(Role::High), 0),
        _ => (Some(Role::High), 1),
    }
}

impl MeleeWeapon {
    pub fn damage(&self) -> WeaponDamage {
        let base = match self.size {
            WeaponSize::Unarmed => 0,
            WeaponSize::Small => 1,
            WeaponSize::Medium => 2,
            WeaponSize::Large => 3,
            WeaponSize::Huge => 4,
        };
        let step = base - self.improvised as i32 + self.special as i32;
        // above High+1 the step becomes an ace on the damage reading.
        let damage_aces = (step > 4) as u8;
        let (die, flat) = ladder(step.min(4));
        WeaponDamage {
            dice: die.into_iter().collect(),
            flat: flat + self.edged as i32,
            damage_aces,
            ..WeaponDamage::default()
        }
    }
}

/// Ranged and heavy weapons (CB12–CB13): only the weapon's dice, no character damage die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RangedWeapon {
    /// Improvised projectile: nothing (B1165; the book's stone contradicts it, I-07).
    #[serde(rename = "improvisado")]
    Improvised,
    /// Throwing knives, shuriken, short bows, slings: Low.
    #[serde(rename = "ligero")]
    Light,
    /// Longbows, throwing axes: Middle.
    #[serde(rename = "arco_largo")]
    Longbow,
    /// Crossbows, javelins: High.
    #[serde(rename = "ballesta")]
    Crossbow,
    /// A great weight thrown: the damage role one step lower (B1169–B1171).
    #[serde(rename = "peso_lanzado")]
    ThrownWeight,
    /// A great weight dropped from above: the damage role one step higher (B1173).
    #[serde(rename = "peso_desde_arriba")]
    DroppedWeight,
    /// Low-calibre handguns: Low + Middle.
    #[serde(rename = "pistola_ligera")]
    LowCalibre,
    /// Shotguns, large-calibre handguns: Low + High.
    #[serde(rename = "escopeta")]
    Shotgun,
    /// Heavy calibre, rifles, submachine guns: Middle + High.
    #[serde(rename = "fusil")]
    Rifle,
    /// Heavy military or high-tech: all three.
    #[serde(rename = "militar")]
    Military,
    /// Blunderbusses, old powder weapons: −1 to the attack (B1186); a shotgun's dice.
    #[serde(rename = "trabuco")]
    Blunderbuss,
    /// Heavy weapons (B1188–B1197): always sweep, and add their damage again.
    #[serde(rename = "molotov")]
    Molotov,
    #[serde(rename = "lanzallamas")]
    Flamethrower,
    #[serde(rename = "dinamita")]
    Dynamite,
    #[serde(rename = "granada")]
    Grenade,
    #[serde(rename = "mina")]
    Mine,
    #[serde(rename = "misil")]
    Missile,
    #[serde(rename = "antitanque")]
    AntiTank,
}

impl RangedWeapon {
    /// Heavy weapons always make sweep attacks (B1190).
    pub fn is_heavy(self) -> bool {
        use RangedWeapon::*;
        matches!(
            self,
            Molotov | Flamethrower | Dynamite | Grenade | Mine | Missile | AntiTank
        )
    }

    /// The damage of the weapon for a character whose damage die is `damage_role`.
    pub fn damage(self, damage_role: Role) -> WeaponDamage {
        use RangedWeapon::*;
        use Role::{High as H, Low as L, Middle as M};
        let dice = match self {
            Improvised => vec![],
            Light | Molotov => vec![L],
            Longbow | Flamethrower => vec![M],
            Crossbow | Dynamite => vec![H],
            LowCalibre | Grenade => vec![L, M],
            Shotgun | Blunderbuss | Mine => vec![L, H],
            Rifle | Missile => vec![M, H],
            Military | AntiTank => vec![L, M, H],
            ThrownWeight => {
                return match damage_role {
                    H => dice_only(vec![M]),
                    M => dice_only(vec![L]),
                    L => WeaponDamage {
                        dice: vec![L],
                        attack_difficulty: 1,
                        ..WeaponDamage::default()
                    },
                }
            }
            DroppedWeight => {
                return match damage_role {
                    L => dice_only(vec![M]),
                    M => dice_only(vec![H]),
                    H => WeaponDamage {
                        dice: vec![H],
                        damage_aces: 1,
                        ..WeaponDamage::default()
                    },
                }
            }
        };
        WeaponDamage {
            dice,
            attack_modifier: if self == Blunderbuss { -1 } else { 0 },
            ..WeaponDamage::default()
        }
    }
}

fn dice_only(dice: Vec<Role>) -> WeaponDamage {
    WeaponDamage {
        dice,
        ..WeaponDamage::default()
    }
}

/// A character's weapon: melee or ranged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Weapon {
    Ranged {
        #[serde(rename = "distancia")]
        kind: RangedWeapon,
    },
    Melee(MeleeWeapon),
}

impl Default for Weapon {
    fn default() -> Self {
        Weapon::Melee(MeleeWeapon::default())
    }
}

impl Weapon {
    /// Whether the character damage die is read (melee only, B1161).
    pub fn uses_character_die(&self) -> bool {
        matches!(self, Weapon::Melee(_))
    }

    /// Whether a head shot with it can stun (B1457: a club or a pommel, not a shot): melee
    /// weapons, and blunt things thrown or dropped.
    pub fn can_stun(&self) -> bool {
        use RangedWeapon::*;
        match self {
            Weapon::Melee(_) => true,
            Weapon::Ranged { kind } => matches!(kind, Improvised | ThrownWeight | DroppedWeight),
        }
    }

    pub fn damage(&self, damage_role: Role) -> WeaponDamage {
        match self {
            Weapon::Melee(m) => m.damage(),
            Weapon::Ranged { kind } => kind.damage(damage_role),
        }
    }
}

/// Armour: a raw die added to toughness (B1224–B1236).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Armour {
    /// Hides, leather breastplates: Low.
    #[serde(rename = "ligera")]
    Light,
    /// Mail, kevlar vests: Middle.
    #[serde(rename = "mediana")]
    Medium,
    /// Metal plate, futuristic armour: High.
    #[serde(rename = "pesada")]
    Heavy,
}

impl Armour {
    pub fn die(self) -> Role {
        match self {
            Armour::Light => Role::Low,
            Armour::Medium => Role::Middle,
            Armour::Heavy => Role::High,
        }
    }
}

/// Shields (B1210–B1221).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shield {
    /// *Rodela*: 1 ace against melee.
    #[serde(rename = "pequeno")]
    Small,
    /// 2 aces against melee.
    #[serde(rename = "mediano")]
    Medium,
    /// As full cover: 2 aces against everything.
    #[serde(rename = "grande")]
    Large,
}

/// Cover (B1205–B1208).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cover {
    #[serde(rename = "parcial")]
    Partial,
    #[serde(rename = "completa")]
    Full,
}

/// What the defender has against one attack: the defence aces of the CB14 table (the sheet's
/// `equipo.defensa`). The English keys of older sheets are still read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DefenceGear {
    /// *Escudo* (B1210–B1215).
    #[serde(rename = "escudo", alias = "shield", skip_serializing_if = "Option::is_none")]
    pub shield: Option<Shield>,
    /// *Cobertura* (B1205–B1208).
    #[serde(rename = "cobertura", alias = "cover", skip_serializing_if = "Option::is_none")]
    pub cover: Option<Cover>,
    /// An edged weapon able to hurt without momentum (B1219).
    #[serde(rename = "hiere_sin_inercia", alias = "parrying_blade")]
    pub parrying_blade: bool,
    /// A weapon that traps the opponent's weapon (B1221).
    #[serde(rename = "traba_armas", alias = "weapon_catcher")]
    pub weapon_catcher: bool,
    /// A long weapon keeping the attacker at bay (B1222).
    #[serde(rename = "arma_larga", alias = "reach")]
    pub reach: bool,
    /// *Defensa total* this round (B1427).
    #[serde(rename = "defensa_total", alias = "total_defence")]
    pub total_defence: bool,
}

impl DefenceGear {
    /// Aces on a defence roll against a melee (`melee`) or ranged attack (CB14).
    pub fn aces(&self, melee: bool) -> u8 {
        let cover = match self.cover {
            Some(Cover::Partial) => 1,
            Some(Cover::Full) => 2,
            None => 0,
        };
        let shield = match self.shield {
            Some(Shield::Large) => 2,
            Some(Shield::Medium) if melee => 2,
            Some(Shield::Small) if melee => 1,
            _ => 0,
        };
        let melee_only = if melee {
            self.parrying_blade as u8 + self.weapon_catcher as u8 + self.reach as u8
        } else {
            0
        };
        cover + shield + melee_only + self.total_defence as u8
    }
}

/// Surroundings, for environment damage on a tie (CB17, B1106–B1108).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Surroundings {
    /// A boxing ring: the Low die.
    #[serde(rename = "controlada")]
    Controlled,
    /// A tavern brawl: the Middle die.
    #[default]
    #[serde(rename = "normal")]
    Normal,
    /// A moving train: the High die.
    #[serde(rename = "peligrosa")]
    Dangerous,
}

impl Surroundings {
    pub fn die(self) -> Role {
        match self {
            Surroundings::Controlled => Role::Low,
            Surroundings::Normal => Role::Middle,
            Surroundings::Dangerous => Role::High,
        }
    }
}

/// The composure difficulty by kind of fight (CB2, B1044–B1047).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FightKind {
    /// A friendly brawl: 3.
    #[serde(rename = "entre_amigos")]
    Friendly,
    /// A dockside riot: 4.
    #[serde(rename = "tumulto")]
    Riot,
    /// An even firefight or a siege: 5.
    #[serde(rename = "tiroteo")]
    Firefight,
    /// "¡Vamos a morir!": 6.
    #[serde(rename = "vamos_a_morir")]
    Doomed,
}

impl FightKind {
    pub fn difficulty(self) -> i32 {
        match self {
            FightKind::Friendly => 3,
            FightKind::Riot => 4,
            FightKind::Firefight => 5,
            FightKind::Doomed => 6,
        }
    }
}
