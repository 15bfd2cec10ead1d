//! Everything that can be wrong with a Fate roll, sheet or conflict, as one sentence each.
//! `Display` is Spanish; [`FateError::english`] gives the English sentence.

use tirada_dice::SourceError;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FateError {
    #[error("la escalera necesita once palabras, de Legendario (+8) a Terrible (−2), y tiene {given}")]
    LadderLength { given: usize },
    #[error("la palabra del peldaño {value:+} de la escalera está vacía")]
    LadderEmpty { value: i32 },
    #[error("«{word}» no sirve como peldaño: una palabra de la escalera no lleva cifras ni signos")]
    LadderWord { word: String },
    #[error("«{word}» aparece dos veces en la escalera")]
    LadderRepeated { word: String },
    #[error("«{text}» no es un valor de la escalera: escribe un número (3, -1) o una palabra como Bueno o Mediocre")]
    NotOnLadder { text: String },
    #[error("se tiran cuatro dados Fudge y se escribieron {given} caras")]
    DiceCount { given: usize },
    #[error("la cara {face} no existe en un dado Fudge: cada dado es +, - o 0 (1, -1 o 0)")]
    Face { face: i64 },
    #[error("esta mesa permite como mucho {cap} puntos de poder por tirada")]
    PpCap { cap: u32 },
    #[error("un crítico suma o resta 1, no {value}")]
    CriticoValue { value: i32 },
    #[error("esta tirada ya recibió un crítico")]
    CriticoTwice,
    #[error("«{symbol}» no es una casilla de estrés: usa x para una marcada y . para una libre (x.x..)")]
    TrackSymbol { symbol: char },
    #[error("un medidor de estrés tiene de 1 a 30 casillas, y este tiene {len}")]
    TrackLength { len: usize },
    #[error("«{text}» no es una gravedad de consecuencia: usa leve, moderada o grave")]
    SeverityWord { text: String },
    #[error("no quedan puntos de poder suficientes: hay {have} y hacen falta {need}")]
    NoPp { have: u32, need: u32 },
    #[error("no se puede tomar otra consecuencia: ya no quedan")]
    NoConsequenceLeft,
    #[error("no queda ningún hueco de consecuencia extra de un poder")]
    NoExtraSlot,
    #[error("«{name}» no es ninguno de los seguidores del personaje")]
    NoFollower { name: String },
    #[error("el seguidor «{name}» no puede tomar esta consecuencia: tiene que estar activo, unido y servir en este tipo de conflicto")]
    FollowerCannot { name: String },
    #[error("el seguidor «{name}» tiene que estar activo y unido a su líder para tirar en su lugar")]
    FollowerAway { name: String },
    #[error("el seguidor «{name}» no tiene la habilidad {skill}: solo tira en lugar de su líder las de Habilidoso")]
    FollowerNoSkill { name: String, skill: String },
    #[error("esta mesa no usa la regla opcional de Liderazgo para dirigir secuaces")]
    LeadershipOff,
    #[error("un líder solo dirige a un grupo de secuaces activo unido a él")]
    NotLed,
    #[error("{name} no tiene ningún arma en la mano que soltar")]
    NothingToDisarm { name: String },
    #[error("{name} no ha perdido su arma: no hay nada que recoger")]
    NotDisarmed { name: String },
    #[error("el desbordamiento no sirve para otro ataque ni para una maniobra ofensiva")]
    OverflowAttack,
    #[error("esa acción cuesta {cost} avances de desbordamiento y solo quedan {left}")]
    OverflowShort { cost: u32, left: u32 },
    #[error("la zona {zone} no existe en esta escena")]
    NoZone { zone: usize },
    #[error("las zonas {from} y {to} no son contiguas")]
    NotAdjacent { from: usize, to: usize },
    #[error("no hay ningún participante número {id}")]
    NoParticipant { id: usize },
    #[error("antes hay que encajar el golpe pendiente: casilla, consecuencia o fuera de combate")]
    HitPending,
    #[error("no hay ningún golpe pendiente que encajar")]
    NoPendingHit,
    #[error("{name} ya no está en el conflicto")]
    NotActive { name: String },
    #[error("no es el turno de {name}")]
    NotYourTurn { name: String },
    #[error("{name} ya ha actuado en este intercambio")]
    AlreadyActed { name: String },
    #[error("solo un grupo de secuaces se une a un personaje con nombre de su mismo bando")]
    CannotAttach,
    #[error("no hay ningún bonificador de maniobra contra ese objetivo")]
    NoBonus,
    #[error("no hay ningún crítico que usar")]
    NoCritico,
    #[error("solo se puede conceder justo después de recibir una consecuencia, y la concesión se responde una vez")]
    NoConcession,
    #[error("no hay ningún bloqueo número {index}")]
    NoBlock { index: usize },
    #[error("antes de actuar hay que superar el bloqueo número {index} con su propia tirada")]
    BlockNotPassed { index: usize },
    #[error("{name} no tiene un arma en la mano: no puede defenderse con Armas, sí con Atletismo o Puños")]
    Unarmed { name: String },
    #[error("el objetivo está a {zones} zonas y el ataque alcanza {reach}")]
    OutOfReach { zones: u32, reach: u32 },
    #[error("«{name}» no es ninguno de los poderes del personaje")]
    NoPower { name: String },
    /// Something wrong in a character sheet, naming the field.
    #[error("{field}: {why}")]
    Sheet { field: String, why: String, why_en: String },
    #[error(transparent)]
    Dice(#[from] SourceError),
}

impl FateError {
    /// A sheet error: the field and why, in Spanish and English.
    pub fn sheet(field: impl Into<String>, why: impl Into<String>, why_en: impl Into<String>) -> FateError {
        FateError::Sheet {
            field: field.into(),
            why: why.into(),
            why_en: why_en.into(),
        }
    }

    /// The same sentence in English.
    pub fn english(&self) -> String {
        use FateError::*;
        match self {
            LadderLength { given } => {
                format!("the ladder needs eleven words, from Legendario (+8) to Terrible (−2), and has {given}")
            }
            LadderEmpty { value } => format!("the word for rung {value:+} of the ladder is empty"),
            LadderWord { word } => format!("'{word}' cannot be a rung: ladder words have no digits or signs"),
            LadderRepeated { word } => format!("'{word}' appears twice in the ladder"),
            NotOnLadder { text } => {
                format!("'{text}' is not a ladder value: write a number (3, -1) or a word like Bueno or Mediocre")
            }
            DiceCount { given } => format!("four Fudge dice are rolled and {given} faces were written"),
            Face { face } => format!("a Fudge die has no face {face}: each die is +, - or 0 (1, -1 or 0)"),
            PpCap { cap } => format!("this table allows at most {cap} power points per roll"),
            CriticoValue { value } => format!("a crítico adds or subtracts 1, not {value}"),
            CriticoTwice => "this roll already received a crítico".to_string(),
            TrackSymbol { symbol } => {
                format!("'{symbol}' is not a stress box: use x for a marked one and . for a free one (x.x..)")
            }
            TrackLength { len } => format!("a stress track has 1 to 30 boxes, and this one has {len}"),
            SeverityWord { text } => format!("'{text}' is not a consequence severity: use leve, moderada or grave"),
            NoPp { have, need } => format!("not enough power points: {have} left and {need} needed"),
            NoConsequenceLeft => "no further consequence can be taken: none is left".to_string(),
            NoExtraSlot => "no extra consequence slot from a power is left".to_string(),
            NoFollower { name } => format!("'{name}' is none of the character's followers"),
            FollowerCannot { name } => format!(
                "follower '{name}' cannot take this consequence: it must be active, attached and help in this kind of conflict"
            ),
            FollowerAway { name } => {
                format!("follower '{name}' must be active and attached to its leader to roll in its place")
            }
            FollowerNoSkill { name, skill } => format!(
                "follower '{name}' has no {skill}: it rolls for its leader only the skills of Habilidoso"
            ),
            LeadershipOff => "this table does not use the optional Liderazgo rule for directing minions".to_string(),
            NotLed => "a leader directs only an active minion group attached to it".to_string(),
            NothingToDisarm { name } => format!("{name} has no weapon in hand to drop"),
            NotDisarmed { name } => format!("{name} has not lost a weapon: there is nothing to pick up"),
            OverflowAttack => "overflow cannot be spent on another attack or an offensive manoeuvre".to_string(),
            OverflowShort { cost, left } => format!("that costs {cost} overflow shifts and only {left} are left"),
            NoZone { zone } => format!("zone {zone} does not exist in this scene"),
            NotAdjacent { from, to } => format!("zones {from} and {to} are not adjacent"),
            NoParticipant { id } => format!("there is no participant number {id}"),
            HitPending => "the pending hit must be taken first: a box, a consequence or taken out".to_string(),
            NoPendingHit => "there is no pending hit to take".to_string(),
            NotActive { name } => format!("{name} is no longer in the conflict"),
            NotYourTurn { name } => format!("it is not {name}'s turn"),
            AlreadyActed { name } => format!("{name} has already acted this exchange"),
            CannotAttach => "only a minion group joins a named character of its own side".to_string(),
            NoBonus => "there is no manoeuvre bonus against that target".to_string(),
            NoCritico => "there is no spin to use".to_string(),
            NoConcession => {
                "a concession is offered right after taking a consequence, and answered once".to_string()
            }
            NoBlock { index } => format!("there is no block number {index}"),
            BlockNotPassed { index } => {
                format!("block number {index} must first be got past with a roll of its own")
            }
            Unarmed { name } => {
                format!("{name} has no weapon in hand: no defence with Armas, but Atletismo or Puños will do")
            }
            OutOfReach { zones, reach } => format!("the target is {zones} zones away and the attack reaches {reach}"),
            NoPower { name } => format!("'{name}' is none of the character's powers"),
            Sheet { field, why_en, .. } => format!("{}: {why_en}", field.replacen("línea ", "line ", 1)),
            Dice(e) => e.to_string(),
        }
    }
}
