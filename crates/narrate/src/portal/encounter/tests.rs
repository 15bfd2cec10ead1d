//! The encounter's sentences on the book's zombie horde (B1321–B1343, EX-NPC-ZOMBIE-T1) with
//! typed cast dice, and on hand-made entries for the words a short fight does not reach.

use super::*;
use serde_json::json;
use std::collections::BTreeMap;

const ZOMBIES: &str = include_str!("../../../../../examples/portal/zombis.toml");

/// The horde's round 1 and its end, every die typed: the JSON `tirada portal combate
/// --reparto 1,2,3,4,5,6,6,5,1,1,1,1 --asiento 1 --json` prints.
fn horde() -> Value {
    let mut e = tirada_rules::portal::encounter_file::parse(ZOMBIES, |_| Err("no".into()))
        .unwrap()
        .encounter;
    let cast = vec![1, 2, 3, 4, 5, 6, 6, 5, 1, 1, 1, 1];
    let typed = BTreeMap::from([("reparto".to_string(), cast), ("asiento".to_string(), vec![1])]);
    let mut dice = tirada_dice::TypedDice::only(typed);
    e.begin(&mut dice).unwrap();
    e.play_round(&mut dice).unwrap();
    e.end(&mut dice).unwrap();
    json!({"participants": e.standings(), "log": e.log})
}

fn said(v: &Value, lang: Lang) -> Vec<String> {
    let names: Vec<&str> = list(v, "participants").iter().map(|p| word(p, "name")).collect();
    list(v, "log").iter().flat_map(|x| entry(x, &names, lang)).collect()
}

#[test]
fn the_zombie_horde_reads_as_the_book_tells_it() {
    let v = horde();
    let es = said(&v, Lang::Es);
    assert_eq!(es[0], "Asalto 1");
    assert!(
        es[2].starts_with("Orden: Ciudadano 1 (3,5) · Ciudadano 2 (3,5)"),
        "{es:?}"
    );
    assert!(es[2].ends_with("Zombi 1 (−0,8)"), "{es:?}");
    // One point is «1 punto», in the exchange and in its event.
    assert!(
        es.contains(&"Ciudadano 2 → Zombi 2: ataque 4 contra 1 → impacto; daño 7 contra aguante 6 → 1 punto".into()),
        "{es:?}"
    );
    assert!(es.contains(&"Zombi 2: 1 punto de daño".into()), "{es:?}");
    assert!(
        es.contains(&"Zombi 4: 5 puntos de daño".into()) || es.contains(&"Ciudadano 4: 5 puntos de daño".into()),
        "{es:?}"
    );
    assert_eq!(es.last().unwrap(), "Zombi 1 → Ciudadano 1: ataque 3 contra 4 → fallo");
    let en = said(&v, Lang::En);
    assert_eq!(en.len(), es.len());
    assert!(en.contains(&"Zombi 2: 1 damage point".into()), "{en:?}");
    assert!(en[2].starts_with("Order: Ciudadano 1 (3.5)"), "{en:?}");
    let p = &list(&v, "participants")[3];
    // S149 (issue 25 point 5): the current value stops at 0, out of combat, never below.
    assert_eq!(standing(p, Lang::Es), "Ciudadano 4: valor actual 0 · fuera de combate");
    assert_eq!(standing(p, Lang::En), "Ciudadano 4: current value 0 · out of combat");
}

#[test]
fn manoeuvres_and_events_in_words_with_plurals() {
    let names = ["Ana", "Bea", "Cid"];
    let one = |x: Value, lang| entry(&x, &names, lang).join(" | ");
    let fumble = json!({"entrada": "pifia", "who": 0, "roll": "ataque", "points": 1, "cost": "turno"});
    assert_eq!(
        one(fumble.clone(), Lang::Es),
        "Ana: pifia de ataque −1 → 1 turno sin actuar"
    );
    assert_eq!(one(fumble, Lang::En), "Ana: fumbled attack −1 → 1 turn lost");
    let aces = json!({"entrada": "pifia", "who": 1, "roll": "defensa", "points": 2, "cost": "as_rival"});
    assert_eq!(one(aces, Lang::Es), "Bea: pifia de defensa −2 → 2 ases para el rival");
    let away = json!({"entrada": "retirada", "who": 0, "roll": null, "escaped": [1], "caught": [2]});
    assert_eq!(
        one(away, Lang::Es),
        "Ana: se retira del cuerpo a cuerpo; esquiva a Bea; ataque de oportunidad de Cid"
    );
    let away = json!({"entrada": "retirada", "who": 0, "roll": 4, "escaped": [], "caught": []});
    assert_eq!(one(away, Lang::En), "Ana: leaves the melee (manoeuvre 4)");
    let lost = json!({"entrada": "evento", "who": 2, "event": {"evento": "turnos_perdidos", "turns": 2, "reason": "sangre fría"}});
    assert_eq!(one(lost.clone(), Lang::Es), "Cid: 2 turnos sin actuar (sangre fría)");
    assert_eq!(one(lost, Lang::En), "Cid: 2 turns lost (composure)");
    // A fumble's cost is said on the fumble's line, not again as an event.
    let cost = json!({"entrada": "evento", "who": 2, "event": {"evento": "malestar", "count": 1, "reason": "pifia de ataque"}});
    assert!(entry(&cost, &names, Lang::Es).is_empty());
    let down = json!({"entrada": "no_actua", "who": 1, "reason": {"objetivo_caido": 0}});
    assert_eq!(one(down, Lang::Es), "Bea: no actúa (Ana ya no combate)");
    let out = json!({"entrada": "no_actua", "who": 1, "reason": {"estado": "fuera_de_combate"}});
    assert_eq!(one(out, Lang::En), "Bea: does not act (out of combat)");
    let free = json!({"entrada": "acciones_libres_extra", "who": 0, "count": 2, "reflexes": 3});
    assert_eq!(one(free, Lang::Es), "Ana: 2 acciones libres de más → reflejos 3");
    let prep =
        json!({"entrada": "preparar_tirada", "who": 0, "target": 1, "total": 6, "reflexes": 5.5, "success": true});
    assert_eq!(
        one(prep, Lang::Es),
        "Ana: prepara el ataque contra Bea 6 contra reflejos 5,5 → un as para su próximo ataque"
    );
    let payment = json!({"entrada": "tirada_inicial", "who": 0, "reflexes": 2, "composure": 3, "difficulty": 4,
        "payment": {"turnos": 1, "malestar": 0, "reflejos": 0}, "roll": {"dice": [{"color": "blanco", "face": 3}, {"color": "negro", "face": 2}]}});
    assert_eq!(
        one(payment, Lang::En),
        "Ana: reflexes 2 · composure 3/4 [white 3 · black 2] | pays: 0 discomfort, 0 reflexes, 1 turn"
    );
    assert_eq!(
        header("libro", 4, Lang::Es),
        "Combate (perfil libro, sangre fría contra 4)"
    );
    // S106: the Summary calls the same reading «Moral» (issue 25 point 5).
    assert_eq!(
        header("resumen", 4, Lang::Es),
        "Combate (perfil resumen, moral contra 4)"
    );
    assert_eq!(
        header("resumen", 4, Lang::En),
        "Combat (profile resumen, morale against 4)"
    );
    // A fumbled attack's negative total, with a true minus; a tie's environment die (CB17).
    let fumbled = json!({"entrada": "ataque", "attacker": 0, "defender": 1, "attack": null, "defence": null,
        "exchange": {"attack": -1, "needed": 3, "hit": "fallo", "points": 0, "environment": null}});
    assert_eq!(one(fumbled, Lang::Es), "Ana → Bea: ataque −1 contra 3 → fallo");
    let tie = json!({"entrada": "ataque", "attacker": 1, "defender": 0, "attack": null, "defence": null,
        "exchange": {"attack": 4, "needed": 4, "hit": "empate", "points": 1, "environment": 5}});
    assert_eq!(
        one(tie, Lang::En),
        "Bea → Ana: attack 4 against 4 → tie (environment damage); environment 5 → 1 point"
    );
}
