//! Turn order at a table for Hitos, Fate and CHASIS (issue #16): who takes part, the acting
//! order by the book's initiative rule (the engine's, see [`start`]), rounds — Fate's
//! *intercambios* —, whose turn it is, and for Fate a simple list of zones where everyone
//! stands. The GM starts a fight (`turns_started`) and steps it (`turns_step`); each event
//! keeps the whole tracker after it (`view`), and [`step`] folds a step over the one before,
//! so the log replays it without anything else. A table character's harm is not kept here: it
//! goes through its own state events; an extra's is ([`Participant::harm`]). Fate attacks and
//! blocks are [`exchange`]'s.

pub mod check;
pub mod exchange;
mod extras;
pub mod fold;
pub mod request;
pub mod start;
pub mod tracker;

pub use check::{check, check_with, initiative_dice};
pub use fold::{fold, from_view, step, view};
pub use request::{Action, Joining, TurnStep, TurnsStart};
pub use start::{begin, start};
pub use tracker::{Block, Participant, Turns, MAX_PARTICIPANTS, MAX_ZONES};

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use serde_json::Value;
    use std::collections::BTreeMap;

    fn three() -> Turns {
        let p = |name: &str| Participant {
            name: name.into(),
            character_id: None,
            initiative: json!(0),
            zone: Some(0),
            out: false,
            skills: BTreeMap::new(),
            harm: None,
        };
        Turns {
            system: "fate".into(),
            conflict: Some("fisico".into()),
            participants: vec![p("A"), p("B"), p("C")],
            round: 1,
            turn: 0,
            zones: vec!["Barra".into()],
            ended: false,
            ruleset: Value::Null,
            blocks: vec![],
        }
    }

    #[test]
    fn turns_go_round_skipping_who_is_out_and_zones_move_people() {
        let mut t = three();
        let go = |t: &Turns, s: Value| step(t, &s).unwrap();
        t = go(&t, json!({"accion": "fuera", "participante": 1}));
        t = go(&t, json!({"accion": "siguiente"}));
        assert_eq!((t.round, t.current()), (1, Some(2)), "B is out: C acts");
        t = go(&t, json!({"accion": "siguiente"}));
        assert_eq!((t.round, t.current()), (2, Some(0)), "a new exchange from the top");
        t = go(&t, json!({"accion": "zona", "nombre": "Cocina"}));
        t = go(&t, json!({"accion": "mover", "participante": 2, "zona": 1}));
        assert_eq!(t.participants[2].zone, Some(1));
        assert_eq!(view(&t)["current"], 0);
        assert_eq!(from_view(&view(&t)).unwrap(), t, "a view reads back as the tracker");
        for (bad, field) in [
            (json!({"accion": "zona", "nombre": "cocina"}), "zona"),
            (json!({"accion": "mover", "participante": 9, "zona": 0}), "participante"),
            (json!({"accion": "mover", "participante": 0, "zona": 5}), "zona"),
            (json!({"accion": "bailar"}), "accion"),
        ] {
            assert_eq!(step(&t, &bad).unwrap_err().field.as_deref(), Some(field), "{bad}");
        }
        for i in 0..3 {
            t = go(&t, json!({"accion": "fuera", "participante": i}));
        }
        assert!(step(&t, &json!({"accion": "siguiente"})).is_err(), "nobody left to act");
        t = go(&t, json!({"accion": "terminar"}));
        assert!(step(&t, &json!({"accion": "siguiente"}))
            .unwrap_err()
            .message()
            .starts_with("play-turns-over"));
        let mut hitos = three();
        hitos.system = "hitos".into();
        // A step is one type: built without JSON, and a key that does not parse named.
        let next = serde_json::to_value(TurnStep::new(Action::Siguiente)).unwrap();
        assert_eq!(next, json!({"accion": "siguiente"}));
        assert!(step(&hitos, &next).is_ok());
        for (bad, field) in [
            (json!({"accion": "fuera", "participante": "Ana"}), "participante"),
            (json!({"accion": "zona", "nombre": 3}), "nombre"),
            (json!({}), "accion"),
        ] {
            let e = step(&hitos, &bad).unwrap_err();
            assert_eq!(e.field.as_deref(), Some(field), "{bad}: {}", e.message());
        }
        assert!(step(&hitos, &json!({"accion": "zona", "nombre": "X"})).is_err());
    }
}
