//! A participant of the encounter: its sheet, its target and plans, and what the fight has
//! left on it this round (reflexes, the cast's round die, manoeuvre flags).

use crate::portal::combat::cast::CastTotals;
use crate::portal::combat::initiative::{ComposurePayment, PayWith};
use crate::portal::combat::manoeuvres::CombatRoll;
use crate::portal::roll::spec::{Forte, RollSpec};
use crate::portal::sheet::character::Character;
use crate::portal::sheet::character::Kind;
use serde::Serialize;

/// The Fortalezas that apply to each kind of combat roll, by name on the sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CombatFortes {
    #[serde(rename = "reflejos")]
    pub reflexes: Vec<String>,
    #[serde(rename = "ataque")]
    pub attack: Vec<String>,
    #[serde(rename = "defensa")]
    pub defence: Vec<String>,
    /// Fortalezas that reroll in the second window, on the damage of a hit (CB9.6, B1096).
    #[serde(rename = "dano")]
    pub damage: Vec<String>,
    /// …and on the toughness against it.
    #[serde(rename = "aguante")]
    pub toughness: Vec<String>,
    /// Roll kinds (`reflejos`, `ataque`, `defensa`, `dano`, `aguante`) where the Fortalezas'
    /// specialties apply.
    #[serde(rename = "especialidad")]
    pub specialty: Vec<String>,
}

/// Someone in the fight.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Combatant {
    pub character: Character,
    /// Whom it attacks in its actions.
    pub target: Option<usize>,
    pub fortes: CombatFortes,
    /// How it pays a composure shortfall, in order.
    pub pay: Vec<PayWith>,
    /// Or exactly how, when the player chose before the roll.
    pub payment: Option<ComposurePayment>,
    /// Held by this participant (CB23).
    pub held_by: Option<usize>,
    /// The Summary's aces of the hold on it, for the holder's later rolls against it (S140).
    pub hold_aces: u8,
    /// A multiple attack declared for its actions (CB25).
    pub multi: Option<super::plan::MultiPlan>,
    /// Rolls its initiative again at the next round's start (S112).
    pub reroll_initiative: bool,
    /// A rolling character's reflexes total (set by the initial roll).
    pub reflexes: Option<i32>,
    /// A replaced reflexes value, used from the next round.
    pub next_reflexes: Option<i32>,
    /// A cast member's round die and its modifier (CB28).
    pub cast_die: Option<u8>,
    pub cast_modifier: i32,
    /// Attacks received this round (S120).
    pub attacks_received: u32,
    /// Gained a wound die in this combat (for the end-of-combat thorn check, S132).
    pub wounded: bool,
    /// Points of the last blow that gave it a wound: the thorn difficulty under B1065 (I-01).
    pub wound_damage: u32,
    /// What it does in its actions.
    pub plan: super::plan::Plan,
    /// What its manoeuvres left for this round.
    pub flags: super::plan::RoundFlags,
    /// A cast member stacked with a leader, for its attacks or its defence (CB32).
    pub stack: Option<(usize, crate::portal::combat::cast::StackFor)>,
    /// Aces for its next roll, won from a rival's fumble (B1559).
    pub pending_aces: u8,
    /// Its weapon was knocked away by a called shot: its next action goes to picking it up (CB22).
    pub disarmed: bool,
    /// It has left the melee (CB26): it no longer acts nor can be attacked.
    pub withdrawn: bool,
    /// Opportunity attacks made this round, at most its current reflexes (B1549).
    pub opportunity_used: u32,
    /// Whom it protects (*proteger a alguien*, CB27, S141).
    pub protects: Option<usize>,
    /// The rolls it adds luck dice to while it has any (`ataque`, `defensa`, `reflejos`): one
    /// die per time a roll is named, as many as the player likes (B322).
    pub luck_on: Vec<CombatRoll>,
    /// Its own reroll policy, over the encounter's.
    pub rerolls: Option<super::plan::Rerolls>,
}

impl Combatant {
    pub fn new(character: Character, target: Option<usize>) -> Combatant {
        Combatant {
            character,
            target,
            fortes: CombatFortes::default(),
            pay: vec![PayWith::Discomfort, PayWith::Reflexes, PayWith::Turn],
            payment: None,
            reroll_initiative: false,
            multi: None,
            held_by: None,
            hold_aces: 0,
            reflexes: None,
            next_reflexes: None,
            cast_die: None,
            cast_modifier: 0,
            attacks_received: 0,
            wounded: false,
            wound_damage: 0,
            plan: Default::default(),
            flags: Default::default(),
            stack: None,
            pending_aces: 0,
            disarmed: false,
            withdrawn: false,
            opportunity_used: 0,
            protects: None,
            luck_on: Vec::new(),
            rerolls: None,
        }
    }

    pub fn name(&self) -> &str {
        &self.character.name
    }

    pub fn is_cast(&self) -> bool {
        self.character.kind == Kind::Cast
    }

    /// A cast member's totals this round.
    pub fn cast_totals(&self) -> Option<CastTotals> {
        self.character.cast.map(|v| CastTotals::new(&v, self.cast_modifier))
    }

    /// The Fortalezas of one kind of roll (`reflejos`, `ataque`, `defensa`, `dano`, `aguante`).
    pub fn fortes_for(&self, kind: &str) -> Vec<Forte> {
        let names = match kind {
            "reflejos" => &self.fortes.reflexes,
            "ataque" => &self.fortes.attack,
            "dano" => &self.fortes.damage,
            "aguante" => &self.fortes.toughness,
            _ => &self.fortes.defence,
        };
        let specialty = self.fortes.specialty.iter().any(|k| k == kind);
        names
            .iter()
            .filter_map(|n| self.character.forte(n))
            .map(|f| Forte {
                level: f.level,
                specialty: specialty && f.specialty.is_some(),
                superhuman: f.superhuman,
            })
            .collect()
    }

    /// The start of one of its combat rolls: the Fortalezas of that roll and the luck dice it
    /// spends there (`conflict::in_hand` caps them at the luck it holds).
    pub fn base_spec(&self, roll: CombatRoll) -> RollSpec {
        let kind = match roll {
            CombatRoll::Reflexes => "reflejos",
            CombatRoll::Attack => "ataque",
            CombatRoll::Defence => "defensa",
        };
        // B629: a thorn's reflexes penalty lowers every reflexes result.
        let thorn_penalty = match roll {
            CombatRoll::Reflexes => self.character.state.thorn_reflexes_penalty(),
            _ => 0,
        };
        RollSpec {
            fortes: self.fortes_for(kind),
            green: self
                .luck_on
                .iter()
                .filter(|&&r| r == roll)
                .count()
                .min(crate::portal::dice::MAX_PER_COLOUR as usize) as u8,
            modifier: -thorn_penalty,
            ..RollSpec::default()
        }
    }

    /// Its reflexes as they now stand: a value rolled after a wound or by a manoeuvre (B1063,
    /// B1441) schedules the next round, and a fight that ends first still reports it.
    pub fn latest_reflexes(&self) -> Option<i32> {
        self.next_reflexes.or(self.reflexes)
    }

    /// Its place in the phase order: tenths of reflexes (a PC at phase p is 10p).
    pub(crate) fn tenths(&self, phase: Option<u8>) -> i32 {
        match (phase, self.cast_totals()) {
            (Some(p), _) => 10 * p as i32,
            (None, Some(t)) => (t.reflexes * 10.0).round() as i32,
            (None, None) => 10 * self.reflexes.unwrap_or(0).min(0),
        }
    }

    /// Whether it acts this round: conscious, not stunned, owing no turns, still in the fight.
    pub fn can_act(&self) -> bool {
        let s = &self.character.state;
        s.condition.acts() && s.stunned == 0 && s.turns_lost == 0 && !self.withdrawn
    }

    /// Whether it can be attacked and defends: conscious and still in the fight.
    pub fn in_fight(&self) -> bool {
        self.character.state.condition.can_defend() && !self.withdrawn
    }
}
