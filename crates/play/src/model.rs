//! What a table's play is made of: the game, members and their roles, characters and the log's
//! events — pure data, shared by the table's store above and every front end.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The game a table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum System {
    Portal,
    Hitos,
    Fate,
    Chasis,
    /// MIRILLA, the one-die game inside the PORTAL book.
    Mirilla,
}

impl System {
    pub const ALL: [System; 5] = [
        System::Portal,
        System::Hitos,
        System::Fate,
        System::Chasis,
        System::Mirilla,
    ];

    pub fn word(self) -> &'static str {
        match self {
            System::Portal => "portal",
            System::Hitos => "hitos",
            System::Fate => "fate",
            System::Chasis => "chasis",
            System::Mirilla => "mirilla",
        }
    }

    pub fn from_word(w: &str) -> Option<System> {
        System::ALL.into_iter().find(|s| s.word() == w.trim().to_lowercase())
    }

    /// The name people know it by.
    pub fn title(self) -> &'static str {
        match self {
            System::Portal => "PORTAL",
            System::Hitos => "Hitos",
            System::Fate => "Fate «La Escalera»",
            System::Chasis => "CHASIS",
            System::Mirilla => "MIRILLA",
        }
    }
}

/// What a member may do at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MemberRole {
    /// The game master (*director de juego*): controls the table, sees hidden rolls.
    Gm,
    /// A player: edits and rolls only their own characters.
    Player,
}

impl MemberRole {
    pub fn word(self) -> &'static str {
        match self {
            MemberRole::Gm => "gm",
            MemberRole::Player => "player",
        }
    }
}

/// What the GM lets players do at a table, chosen when it is created (the GM may always).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TableSettings {
    /// Players may type the faces of physical dice (such rolls are marked `typed`).
    pub players_type_dice: bool,
    /// Players set a roll's difficulty themselves; otherwise it comes from the GM.
    pub players_set_difficulty: bool,
    /// Owners heal their own characters and give them points (PP, drama, luck); otherwise
    /// only the GM does.
    pub players_heal: bool,
    /// Players give their rolls free modifiers (`mod`, PORTAL's aces and partial rerolls):
    /// otherwise those are the GM's, and the engine computes what the sheet implies.
    pub players_set_modifiers: bool,
}

impl Default for TableSettings {
    fn default() -> Self {
        TableSettings {
            players_type_dice: true,
            players_set_difficulty: false,
            players_heal: false,
            players_set_modifiers: false,
        }
    }
}

/// A member of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Member {
    pub id: String,
    #[serde(skip)]
    pub table_id: String,
    pub name: String,
    pub role: MemberRole,
}

impl Member {
    pub fn is_gm(&self) -> bool {
        self.role == MemberRole::Gm
    }
}

/// A character: its sheet as written and its current state (a fold of the events).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Character {
    pub id: String,
    #[serde(skip)]
    pub table_id: String,
    pub owner: String,
    pub name: String,
    pub sheet: Value,
    pub state: Value,
}

/// One entry of a table's log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// Sequence number within the table, from 1, without gaps.
    pub seq: i64,
    /// `table_created`, `member_joined`, `character_created`, `character_updated`,
    /// `state_changed`, `roll`, `reroll`, `reveal`, `chat`, `whisper`, `closed`…
    pub kind: String,
    /// The member who caused it.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub actor: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub character_id: Option<String>,
    /// Not for everyone: a roll that is not public (a commitment until revealed) or a whisper;
    /// seen whole by the GM and the members its data lists in `seen_by`.
    #[serde(default)]
    pub hidden: bool,
    pub data: Value,
    pub at_ms: i64,
    /// The hash of the event before it (`tirada_table::chain`); None for an event stored before the
    /// log was chained ("sin cadena").
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub prev: Option<String>,
}

impl Event {
    /// The event `draft` becomes as number `seq`.
    pub fn new(seq: i64, d: EventDraft) -> Event {
        Event {
            seq,
            kind: d.kind.to_string(),
            actor: d.actor,
            character_id: d.character_id,
            hidden: d.hidden,
            data: d.data,
            at_ms: d.at_ms,
            prev: d.prev,
        }
    }
}

/// An event before the store numbers it.
#[derive(Clone, Debug, PartialEq)]
pub struct EventDraft {
    pub kind: &'static str,
    pub actor: Option<String>,
    pub character_id: Option<String>,
    pub hidden: bool,
    pub data: Value,
    pub at_ms: i64,
    /// The hash of the event before it, set by whoever numbers the event (`tirada_table::chain`).
    pub prev: Option<String>,
}

/// A stored sheet with its state's `keys` written over it: the sheet as the events left it.
pub fn with_state(c: &Character, keys: &[&str]) -> Value {
    let mut v = c.sheet.clone();
    for key in keys {
        if let (Some(now), Some(map)) = (c.state.get(*key), v.as_object_mut()) {
            map.insert(key.to_string(), now.clone());
        }
    }
    v
}
