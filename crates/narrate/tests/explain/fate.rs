//! Fate narrated from typed dice: the dice, the effort on the ladder, the shifts, the verdict.

use crate::common::*;
use serde_json::{json, Value};
use tirada_table::System;

#[test]
fn every_kind_of_fate_roll_reads_in_both_languages() {
    let none = json!({});
    check(
        "fate",
        System::Fate,
        &[
            // A tie is a success without shifts (F L48).
            (none.clone(), json!({"hab":2,"dif":3,"dados":[1,1,0,-1]})),
            // Success by 3 or more (L379).
            (none.clone(), json!({"hab":2,"dif":3,"dados":[1,1,1,1]})),
            // A failure and the PP that would have made it.
            (none.clone(), json!({"hab":1,"dif":4,"dados":[-1,0,0,1]})),
            (none.clone(), json!({"hab":0,"dif":1,"dados":[-1,0,0,0]})),
            // PP spent for +1 each, and a modifier.
            (none.clone(), json!({"hab":2,"dif":4,"pp":1,"mod":-1,"dados":[1,0,0,0]})),
            // No difficulty: Normal (+1) by default.
            (none.clone(), json!({"hab":3,"dados":[0,0,0,0]})),
            // Ladder words by name; one shift.
            (none.clone(), json!({"hab":"bueno","dif":"decente","dados":[0,0,0,0]})),
            // Beyond the ladder's ends.
            (none.clone(), json!({"hab":5,"dif":2,"dados":[1,1,1,1]})),
            (none.clone(), json!({"hab":-2,"dif":0,"dados":[-1,-1,-1,-1]})),
            // Two shifts.
            (none.clone(), json!({"hab":3,"dif":2,"dados":[1,0,0,0]})),
        ],
    );
}

/// An attack's roll object as `tirada fate --def … --json` prints it: the attacker's transcript
/// against the defence used, and `attack` (the defence's roll, the block, the hit), from typed
/// dice (`att`, `def`) and the defender's track and held consequences.
fn attack(skill: (i32, i32), att: [i8; 4], def: [i8; 4], block: Option<i32>, track: &str, held: i32) -> Value {
    use tirada_rules::fate::*;
    let rules = Rules::default();
    let spec = RollSpec::new(skill.1).with(ModifierKind::Consequences, -held);
    let defense = FateRoll::with_dice(spec, def).finish(&rules);
    let used = block.map_or(defense.effort, |b| b.max(defense.effort));
    let t = FateRoll::with_dice(RollSpec::new(skill.0).against(used), att).finish(&rules);
    let result = resolve_attack(t.effort, defense.effort, block);
    let before = StressTrack::parse(track).unwrap();
    let severities: Vec<Severity> = Severity::ALL.into_iter().take(held as usize).collect();
    let held: Vec<Consequence> = severities.iter().map(|&s| Consequence::new(s, "")).collect();
    let effect = hit_effect(&before, &held, rules.max_consequences, result.stress, &rules);
    let mut after = before.clone();
    if let HitEffect::Box { .. } = effect {
        after.absorb(result.stress);
    }
    let mut v = serde_json::to_value(&t).unwrap();
    v["attack"] = json!({
        "defense": {"dice": defense.dice, "dice_total": defense.dice_total, "skill": defense.skill,
                    "modifiers": defense.modifiers, "effort": defense.effort},
        "block": block, "result": result, "effect": effect, "track": "salud",
        "stress_before": before, "stress_after": after, "consequences": severities,
    });
    v
}

fn both(roll: &Value) -> [(String, Vec<String>); 2] {
    [
        said(roll, tirada_narrate::Lang::Es),
        said(roll, tirada_narrate::Lang::En),
    ]
}

#[test]
fn an_attack_reads_in_both_languages() {
    // A hit of 2 marks the second box (F L213–L215).
    let [es, en] = both(&attack((4, 2), [1, -1, 0, 1], [0, 0, 1, 0], None, ".....", 0));
    assert_eq!(es.0, "IMPACTO, 2 de estrés: casilla 2 de Salud  [ ][x][ ][ ][ ]");
    assert_eq!(
        es.1,
        [
            "Dados del ataque [+] [−] [ ] [+]: +1",
            "Habilidad Genial (+4), dados +1 = esfuerzo Soberbio (+5)",
            "Dados de la defensa [ ] [ ] [+] [ ]: +1",
            "Habilidad Decente (+2), dados +1 = esfuerzo Bueno (+3)",
            "Ataque Soberbio (+5) contra defensa Bueno (+3): +2",
        ]
    );
    assert_eq!(en.0, "HIT, 2 stress: Health box 2  [ ][x][ ][ ][ ]");
    assert_eq!(en.1[2], "Defence dice [ ] [ ] [+] [ ]: +1");
    assert_eq!(en.1[4], "Attack Superb (+5) against defence Good (+3): +2");
    // A tie misses (L133).
    let [es, en] = both(&attack((2, 2), [0; 4], [0; 4], None, ".....", 0));
    assert_eq!(es.0, "EMPATE (el ataque falla, sin estrés)");
    assert_eq!(en.0, "TIE (the attack misses, no stress)");
    // A defence won by 4 with a weaker block beside it: the defender's crítico (L381).
    let [es, en] = both(&attack((1, 3), [0; 4], [1, 1, 0, 0], Some(2), ".....", 0));
    assert_eq!(es.0, "DEFENDIDO por 4 · ¡crítico del defensor!");
    assert_eq!(es.1[4], "Bloqueo Decente (+2): la defensa propia es mejor");
    assert_eq!(en.0, "DEFENDED by 4 · defender's spin!");
    assert_eq!(en.1[4], "Block Fair (+2): the own defence is better");
    // The block stands in and wins by 3: the blocker's crítico.
    let [es, en] = both(&attack((1, 0), [0; 4], [0; 4], Some(4), ".....", 0));
    assert_eq!(es.0, "DEFENDIDO por 3 · ¡crítico del bloqueador!");
    assert_eq!(en.1[4], "Block Great (+4): used instead of the defence");
    // No box takes 3: a consequence is forced (L235), its −1 on the defence; none left: out (L245).
    let [es, en] = both(&attack((4, 2), [0; 4], [0; 4], None, "xxxxx", 1));
    assert_eq!(
        es.0,
        "IMPACTO, 3 de estrés: ninguna casilla lo aguanta → consecuencia moderada"
    );
    assert_eq!(
        es.1[3],
        "Habilidad Decente (+2), dados 0, consecuencias −1 = esfuerzo Normal (+1)"
    );
    assert_eq!(en.0, "HIT, 3 stress: no box can take it → moderate consequence");
    let [es, en] = both(&attack((2, 2), [0; 4], [0; 4], None, "xx", 3));
    assert_eq!(es.0, "IMPACTO, 3 de estrés: FUERA DE COMBATE");
    assert_eq!(en.0, "HIT, 3 stress: TAKEN OUT");
}
