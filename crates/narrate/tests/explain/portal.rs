//! PORTAL narrated from typed dice: each die's fate, rerolls, PP, the sum and the verdict.

use crate::common::*;
use serde_json::json;
use tirada_narrate::{explain, Lang};
use tirada_table::System;

#[test]
fn every_kind_of_portal_roll_reads_in_both_languages() {
    let none = json!({});
    let book = json!({"perfil": "libro"});
    check(
        "portal",
        System::Portal,
        &[
            // Another 6 adds +1 (R5), a tied black die −1 and removed (R13), a beaten green +1.
            (
                none.clone(),
                json!({"blancos":[6,6,3],"negros":[4,6],"verdes":[2],"dif":5,"repetir":"ninguno"}),
            ),
            // The discomfort die left out and rolled by the table, said so (issue #17 point 22).
            (
                none.clone(),
                json!({"blancos":[5,3,1],"malestar":1,"dif":4,"repetir":"ninguno","tirar_resto":true}),
            ),
            // The best reroll, old → new (R27).
            (
                none.clone(),
                json!({"blancos":[2,5,3,5],"negros":[5],"fortaleza":1,"dif":5}),
            ),
            // A red die beaten costs nothing; a partial success on a tie with the difficulty.
            (
                none.clone(),
                json!({"blancos":[1,1,3],"rojos":[2],"dif":3,"repetir":"ninguno"}),
            ),
            // A kept 1 with another 1: −1; a wound die not beaten −2; a fumble below zero.
            (
                none.clone(),
                json!({"blancos":[1,1,1],"rojos":[4],"dif":3,"repetir":"ninguno"}),
            ),
            // A wound die tied gives a sequela point (R17).
            (
                none.clone(),
                json!({"blancos":[4,2,1],"rojos":[4],"dif":2,"repetir":"ninguno"}),
            ),
            // Tempting luck: the tempted die beaten is won back (R16).
            (
                none.clone(),
                json!({"blancos":[5,2,1],"tentar":2,"dif":3,"repetir":"ninguno"}),
            ),
            // Specialty and modifier (S17), the middle die.
            (
                none.clone(),
                json!({"blancos":[6,4,2],"fortaleza":2,"especialidad":true,"mod":-1,"dado":"medio","dif":5,"repetir":"ninguno"}),
            ),
            // Ones and sixes blocked: +1 PP to the roller (R31).
            (
                none.clone(),
                json!({"blancos":[6,3,2],"negros":[3],"bloquear":true,"dif":4,"repetir":"ninguno"}),
            ),
            // Wound dice set aside still count (R8), under the book's profile.
            (
                book.clone(),
                json!({"blancos":[5,3,2],"heridas_sin_tirar":1,"dif":2,"repetir":"ninguno"}),
            ),
            // A green die not beaten is lost; no difficulty, only a total.
            (
                none.clone(),
                json!({"blancos":[3,2,1],"verdes":[5,1],"repetir":"ninguno"}),
            ),
            // An attack: a kept 6 feeds damage with the discomfort it keeps (S25), and a reading.
            (
                none.clone(),
                json!({"blancos":[6,2,1],"negros":[6],"tipo":"ataque","dif":4,"repetir":"ninguno"}),
            ),
        ],
    );
}

#[test]
fn each_die_line_points_at_its_die() {
    let r = roll(
        System::Portal,
        json!({}),
        json!({"blancos":[6,6,3],"negros":[4,6],"verdes":[2],"dif":5,"repetir":"ninguno"}),
    );
    let e = explain(&r, Lang::Es).unwrap();
    let roles: Vec<(usize, &str)> = e
        .lines
        .iter()
        .flat_map(|l| l.dice.iter().map(|d| (d.index, d.role.as_str())))
        .collect();
    assert_eq!(
        roles,
        [
            (0, "kept"),
            (1, "bonus"),
            (3, "removed"),
            (4, "removed"),
            (5, "back_to_pool")
        ]
    );
    let json = serde_json::to_value(&e).unwrap();
    assert_eq!(
        json["lines"].as_array().unwrap().len(),
        json["dice"].as_array().unwrap().len()
    );
    // The first line names the profile and no die; the kept die's line comes next.
    assert_eq!(json["dice"][0], json!([]));
    assert_eq!(json["dice"][1][0], json!({"group": "dice", "index": 0, "role": "kept"}));
}
