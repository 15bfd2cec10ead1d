//! The play layer's refusals as a person reads them, in Spanish and in English: the sentences
//! the unit tests cannot word (they assert the message's key and data; the words live in
//! tirada-narrate, above this crate).

mod common;
use common::{member, portal_character, Said};

use serde_json::json;
use tirada_play::model::{MemberRole, TableSettings};
use tirada_play::portal::fighters::{join, Joining};
use tirada_play::portal::opponents::written;
use tirada_play::{driven, who, System};

/// Issue 25 point 5: one die is «1 dado», not «1 dados»; every discomfort die is thrown.
#[test]
fn a_portal_request_beyond_the_sheet_says_what_the_character_holds() {
    let rosa = portal_character(
        json!({"nombre": "Rosa", "fortalezas": [{"nombre": "Espada", "nivel": 2}],
                                       "estado": {"malestar": 2, "heridas": 1}}),
    );
    let check = |r| driven::check(System::Portal, &json!({}), &r, &rosa).unwrap_err();
    let e = check(json!({"malestar": 0}));
    assert_eq!(e.message(), "Rosa tiene 2 dados de malestar y se tiran todos, no 0");
    assert_eq!(e.english(), "Rosa has 2 discomfort dice and all are rolled, not 0");
    let e = check(json!({"heridas": 2}));
    assert_eq!(e.message(), "Rosa solo tiene 1 dado de herida, no 2");
    assert_eq!(e.english(), "Rosa only has 1 wound die, not 2");
    let e = check(json!({"heridas": 0, "heridas_sin_tirar": 0}));
    assert_eq!(
        e.message(),
        "Rosa tiene 1 dado de herida: si tira 0, el restante resta sin tirarse"
    );
    let e = check(json!({"fortaleza": 3}));
    assert_eq!(e.message(), "Rosa no tiene ninguna Fortaleza de nivel 3");
    assert_eq!(e.english(), "Rosa has no Fortaleza of level 3");
}

#[test]
fn a_player_beyond_the_tables_settings_reads_why() {
    let player = member(MemberRole::Player);
    let strict = TableSettings {
        players_type_dice: false,
        ..TableSettings::default()
    };
    let e = who::may_roll(&player, &strict, System::Portal, &json!({"blancos": [6, 5, 1]})).unwrap_err();
    assert_eq!(
        e.message(),
        "en esta mesa los jugadores no escriben dados físicos: tira con los del servidor"
    );
    assert_eq!(
        e.english(),
        "at this table players do not type physical dice: roll with the server's"
    );
    let e = who::may_roll(&player, &TableSettings::default(), System::Portal, &json!({"dif": 4})).unwrap_err();
    assert!(
        e.message()
            .starts_with("en esta mesa la dificultad la pone el director"),
        "{}",
        e.message()
    );
    assert!(
        e.english().starts_with("at this table the GM sets the difficulty"),
        "{}",
        e.english()
    );
}

#[test]
fn a_table_character_that_cannot_join_a_fight_reads_why() {
    const ZOMBI: &str = "perfil = \"libro\"\n[[participantes]]\nnombre = \"Zombi\"\ntipo = \"reparto\"\n\
                         reparto = { valor_generico = 5, reflejos = 0.2, ataque = 4, dano = 3, defensa = 1, aguante = 6 }\n";
    let ana = portal_character(json!({"nombre": "Ana"}));
    let one = Joining {
        character: &ana,
        target: None,
    };
    let again = Joining {
        character: &ana,
        target: None,
    };
    let e = join(ZOMBI, &[one, again], &json!({"perfil": "libro"})).unwrap_err();
    assert_eq!(
        e.message(),
        "«Ana» ya está en el combate: cada participante lleva un nombre distinto"
    );
    let one = Joining {
        character: &ana,
        target: None,
    };
    let e = join(ZOMBI, &[one], &json!({})).unwrap_err();
    assert_eq!(
        e.message(),
        "con personajes de la mesa, el combate juega el perfil de la mesa (resumen), no «libro»"
    );
    assert_eq!(
        e.english(),
        "with the table's characters, the fight plays the table's profile (resumen), not 'libro'"
    );
}

#[test]
fn an_opponent_line_that_does_not_read_names_its_line_and_why() {
    for (line, es, en) in [
        ("Orco", "no lleva su Valor genérico", "has no generic value"),
        ("5", "falta el nombre", "the name is missing"),
        (
            "Orco 4 fuerza 3",
            "«fuerza» no es un valor del reparto",
            "not a cast value",
        ),
        ("Orco 4 ataque", "le falta su número", "needs its number"),
        ("Orco 4 ataque x", "«x» no es un número", "is not a number"),
        ("Orco 4 ataque 3 ataque 2", "va dos veces", "given twice"),
        ("Orco 4 >", "tras «>»", "after '>'"),
    ] {
        let e = written("", &["Ana 3".into(), line.into()]).unwrap_err();
        assert!(
            e.message().starts_with("contrario 2: ") && e.message().contains(es),
            "{}",
            e.message()
        );
        assert!(
            e.english().starts_with("opponent 2: ") && e.english().contains(en),
            "{}",
            e.english()
        );
    }
}
