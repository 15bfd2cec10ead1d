//! What a button says about itself (`custom_id`, at most 100 characters): which table and
//! roll it is for and what it asks — never anything of a roll's outcome, since every member
//! of the channel can read a message's buttons.

/// Discord's limit on a `custom_id`.
pub const MAX_LEN: usize = 100;

/// A button's request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Button {
    /// Reroll a die of PORTAL roll `seq`: its colour and the face it shows now.
    Reroll {
        table: String,
        seq: i64,
        color: String,
        face: u8,
    },
    /// Show hidden roll `seq` to whoever may see it (ephemerally).
    Peek { table: String, seq: i64 },
}

impl Button {
    pub fn encode(&self) -> String {
        match self {
            Button::Reroll {
                table,
                seq,
                color,
                face,
            } => format!("rr:{table}:{seq}:{color}:{face}"),
            Button::Peek { table, seq } => format!("ver:{table}:{seq}"),
        }
    }

    /// The button a `custom_id` names; None for one tirada never made (or one too long).
    pub fn decode(id: &str) -> Option<Button> {
        if id.len() > MAX_LEN {
            return None;
        }
        let parts: Vec<&str> = id.split(':').collect();
        let word = |s: &str| (!s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric())).then(|| s.to_string());
        match parts.as_slice() {
            ["rr", table, seq, color, face] => Some(Button::Reroll {
                table: word(table)?,
                seq: number(seq)?,
                color: word(color)?,
                face: face.parse().ok().filter(|f| (1..=6).contains(f))?,
            }),
            ["ver", table, seq] => Some(Button::Peek {
                table: word(table)?,
                seq: number(seq)?,
            }),
            _ => None,
        }
    }
}

/// A positive number written in digits only.
fn number(s: &str) -> Option<i64> {
    (s.bytes().all(|b| b.is_ascii_digit()) && !s.is_empty())
        .then(|| s.parse().ok())
        .flatten()
        .filter(|n| *n > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_button_reads_back_as_written_and_stays_short() {
        let b = Button::Reroll {
            table: "a".repeat(24),
            seq: 123_456,
            color: "tentado".into(),
            face: 6,
        };
        let id = b.encode();
        assert!(id.len() <= MAX_LEN, "{id}");
        assert_eq!(Button::decode(&id), Some(b));
        let peek = Button::Peek {
            table: "t1".into(),
            seq: 4,
        };
        assert_eq!(Button::decode(&peek.encode()), Some(peek));
        for bad in [
            "",
            "rr:t:1:negro:7",
            "rr:t:0:negro:1",
            "rr:t:+1:negro:1",
            "rr:t/x:1:negro:1",
            "ver:t",
            "zz:t:1",
        ] {
            assert_eq!(Button::decode(bad), None, "{bad}");
        }
        assert_eq!(Button::decode(&format!("ver:{}:1", "a".repeat(100))), None);
    }
}
