//! CHASIS character state over time: transient qualities (T51, factor transitorio) given,
//! applied to checks while they last and removed at expiry as events with a reason; hidden
//! points held as cards (T53, factor incógnito).

use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::chasis::examples::example;
use tirada_rules::chasis::hidden::{Card, HiddenPoints, NoPointsLeft, View};
use tirada_rules::chasis::reserve::Span;
use tirada_rules::chasis::sheet::Found;
use tirada_rules::chasis::transient::{Change, Expiry, Polarity, Transient};
use tirada_rules::chasis::{self, Check, Outcome, Ruleset, Sheet, Transcript, BASE_GROUP};

fn roll(modifier: i64, base: [i64; 2]) -> Transcript {
    let mut dice = TypedDice::only(BTreeMap::from([(BASE_GROUP.to_string(), base.to_vec())]));
    chasis::roll(&Ruleset::book(), &Check::new(modifier, None), &mut dice).unwrap()
}

fn transient(
    name: &str,
    polarity: Polarity,
    score: Option<i64>,
    affects: &[&str],
    expiry: Option<(Span, u32)>,
) -> Transient {
    Transient {
        name: name.into(),
        polarity,
        score,
        code: None,
        affects: affects.iter().map(|s| s.to_string()).collect(),
        expiry: expiry.map(|(span, left)| Expiry { span, left }),
        reason: format!("motivo de {name}"),
    }
}

/// T51 (L989-L992): «Cojera» with a score after a wound, a temporary skill of +1 from a
/// lesson, «Miedo a las alturas» after a fumble — each weighs on its checks while it lasts.
#[test]
fn t51_transient_qualities() {
    let r = Ruleset::from_toml("[atributos]\nregulares = [\"Correr\"]").unwrap();
    let mut gilius = Sheet::from_toml(example("gilius").unwrap(), &r).unwrap();

    // A wound: the DJ imposes «Cojera» −2 on running, for a day.
    let e = gilius
        .give(transient(
            "Cojera",
            Polarity::Incapacity,
            Some(-2),
            &["Correr"],
            Some((Span::Day, 1)),
        ))
        .unwrap();
    assert_eq!(
        e.change,
        Change::Gained {
            reason: "motivo de Cojera".into()
        }
    );
    let run = gilius.check_quality("Correr", &r);
    assert_eq!((run.quality, run.modifier()), (Found::Regular, Some(-2)));
    // ⑧⑦ would succeed at +0; limping it is a neutral.
    assert_eq!(roll(run.modifier().unwrap(), [8, 7]).outcome, Outcome::Neutral);

    // A lesson: a temporary skill «Trepar» +1, until it is consolidated.
    gilius
        .give(transient("Trepar", Polarity::Capability, Some(1), &[], None))
        .unwrap();
    assert_eq!(gilius.check_quality("Trepar", &r).modifier(), Some(1));

    // A fumble on a cliff: the DJ condones the manoeuvre but gives «Miedo a las alturas».
    assert_eq!(roll(1, [2, 3]).outcome, Outcome::Fumble);
    gilius
        .give(transient(
            "Miedo a las alturas",
            Polarity::Incapacity,
            None,
            &["Trepar"],
            Some((Span::Session, 1)),
        ))
        .unwrap();
    let climb = gilius.check_quality("Trepar", &r);
    assert_eq!(climb.transients.len(), 2);
    assert_eq!(climb.transients[1].score, None, "a trait: the DJ sets its modifier");
    assert_eq!(climb.modifier(), Some(1));

    // Time passes: a scene changes nothing, the day ends the limp, the session the fear.
    assert!(gilius.span_ends(Span::Scene).is_empty());
    let ended = gilius.span_ends(Span::Day);
    assert_eq!(ended.len(), 1);
    assert_eq!(
        (ended[0].quality.as_str(), &ended[0].change),
        ("Cojera", &Change::Expired { span: Span::Day })
    );
    assert_eq!(gilius.check_quality("Correr", &r).modifier(), Some(0));
    let ended = gilius.span_ends(Span::Session);
    assert_eq!(ended[0].change, Change::Expired { span: Span::Session });

    // The skill is consolidated in the character's advance: now a permanent +1.
    let e = gilius.consolidate("trepar", "avance del personaje").unwrap();
    assert_eq!(
        e.change,
        Change::Consolidated {
            reason: "avance del personaje".into()
        }
    );
    let climb = gilius.check_quality("Trepar", &r);
    assert_eq!((climb.quality, climb.transients.len()), (Found::Attribute(1), 0));
    assert!(gilius.state.transients.is_empty());
    assert!(gilius.take_away("Cojera", "curada").is_err());
}

/// Spans count down one at a time, and a longer span ends the shorter ones at once.
#[test]
fn t51_expiry_counts_spans() {
    let r = Ruleset::book();
    let mut s = Sheet::from_toml(example("subotai").unwrap(), &r).unwrap();
    s.give(transient(
        "Aturdido",
        Polarity::Incapacity,
        Some(-1),
        &["ATA"],
        Some((Span::Turn, 3)),
    ))
    .unwrap();
    assert!(s.span_ends(Span::Turn).is_empty() && s.span_ends(Span::Turn).is_empty());
    assert_eq!(s.span_ends(Span::Turn).len(), 1);
    s.give(transient(
        "Aturdido",
        Polarity::Incapacity,
        Some(-1),
        &[],
        Some((Span::Turn, 3)),
    ))
    .unwrap();
    assert_eq!(s.span_ends(Span::Scene)[0].change, Change::Expired { span: Span::Turn });
    // The DJ may also take one away early, with a reason.
    s.give(transient("Envalentonado", Polarity::Capability, Some(2), &[], None))
        .unwrap();
    let e = s.take_away("envalentonado", "el efecto pasa").unwrap();
    assert_eq!(
        e.change,
        Change::Removed {
            reason: "el efecto pasa".into()
        }
    );
}

/// In a sheet file they are `[[estado.transitorias]]`; errors name the field and nothing changes.
#[test]
fn t51_transient_qualities_in_a_sheet_file() {
    let r = Ruleset::book();
    let text = "nombre = \"Gilius\"\n[[estado.transitorias]]\nnombre = \"Cojera\"\ntipo = \"incapacidad\"\npuntuacion = -2\nafecta = [\"Ataque con Hacha\"]\ncaduca = { lapso = \"dia\", quedan = 2 }\nmotivo = \"herida\"\n";
    let s = Sheet::from_toml(text, &r).unwrap();
    assert_eq!(
        s.state.transients[0].expiry,
        Some(Expiry {
            span: Span::Day,
            left: 2
        })
    );
    assert_eq!(Sheet::from_toml(&chasis::sheet::to_toml(&s), &r).unwrap(), s);
    let e = Sheet::from_toml(&text.replace("-2", "2"), &r).unwrap_err();
    assert!(
        crate::common::es(&e).starts_with("«estado.transitorias[1].puntuacion»"),
        "{e}"
    );
    let mut again = s.clone();
    assert!(again
        .give(transient("cojera", Polarity::Incapacity, Some(-1), &[], None))
        .is_err());
    assert_eq!(again, s, "nothing changes on error");
}

/// T53 (L1008-L1010): a card of 3 is handed over and the DJ returns 2, then 1, then the joker
/// (zero); the others see a face-down card until the count is revealed at the end.
#[test]
fn t53_hidden_points_via_cards() {
    let mut points = HiddenPoints::choose(3);
    assert_eq!(points.view(), View::Hidden);
    let mut trades = Vec::new();
    for _ in 0..3 {
        let e = points.use_point().unwrap();
        trades.push((e.handed, e.returned));
        assert_eq!(points.view(), View::Hidden, "each use keeps the count hidden");
    }
    assert_eq!(
        trades,
        [
            (Card::Number(3), Card::Number(2)),
            (Card::Number(2), Card::Number(1)),
            (Card::Number(1), Card::Joker)
        ]
    );
    assert_eq!(points.use_point(), Err(NoPointsLeft));
    assert_eq!((points.card(), points.card().points()), (Card::Joker, 0));
    assert_eq!(points.reveal(), 0);
    assert_eq!(points.view(), View::Revealed(0));
    assert_eq!(HiddenPoints::choose(0).card(), Card::Joker);
}
