//! Hitos narrated from typed dice: the die read, V⁺/V⁻, the sum, criticals, drama points.

use crate::common::*;
use serde_json::json;
use tirada_narrate::{explain, Lang};
use tirada_table::System;

#[test]
fn every_kind_of_hitos_roll_reads_in_both_languages() {
    let none = json!({});
    let realistic = json!({"realista": true});
    check(
        "hitos",
        System::Hitos,
        &[
            // An aspect in favour with a pair: V⁺ = 5 + 5 (the "V⁺ 10 + 9 = 19 ≥ 15").
            (
                none.clone(),
                json!({"car":5,"hab":4,"dif":15,"dados":[5,4,5],"aspecto":"Fuerte"}),
            ),
            // An aspect in favour that rerolls the low dice.
            (
                none.clone(),
                json!({"car":3,"hab":3,"dif":18,"dados":[2,3,9,10,8],"aspecto":true}),
            ),
            // An aspect against, the GM's: the worst for the roller, V⁻.
            (
                none.clone(),
                json!({"car":5,"hab":4,"dif":15,"dados":[4,4,8],"aspecto_contra":true}),
            ),
            (
                none.clone(),
                json!({"car":5,"hab":4,"dif":15,"dados":[3,7,9,1],"aspecto_contra":"Torpe","repetir":[3]}),
            ),
            // A double 10: a critical; a modifier below zero.
            (
                none.clone(),
                json!({"car":5,"hab":4,"mod":-1,"dif":"media","dados":[10,10,3]}),
            ),
            // A double 1: a fumble, with no difficulty.
            (none.clone(), json!({"car":2,"hab":1,"dados":[1,1,6]})),
            // Realism: a double 10 is no critical, a triple is.
            (realistic.clone(), json!({"car":2,"hab":3,"dif":12,"dados":[10,10,3]})),
            (realistic.clone(), json!({"car":2,"hab":3,"dif":12,"dados":[10,10,10]})),
            // The low and high dice, and a sum (N-1).
            (
                none.clone(),
                json!({"car":3,"hab":2,"dados":[2,7,9],"dado":"m","dif":10}),
            ),
            (
                none.clone(),
                json!({"car":3,"hab":2,"dados":[2,7,9],"dado":"M","dif":10}),
            ),
            (none.clone(), json!({"car":3,"hab":2,"dados":[2,7,9],"dado":"mC"})),
            // A failure by one.
            (none.clone(), json!({"car":4,"hab":3,"dif":15,"dados":[2,7,9]})),
        ],
    );
}

#[test]
fn the_dice_read_are_pointed_at_in_the_order_thrown() {
    let r = roll(
        System::Hitos,
        json!({}),
        json!({"car":5,"hab":4,"dif":15,"dados":[5,4,5],"aspecto":"Fuerte"}),
    );
    let e = explain(&r, Lang::En).unwrap();
    let read: Vec<usize> = e.lines.iter().flat_map(|l| l.dice.iter().map(|d| d.index)).collect();
    assert_eq!(read, [0, 2], "the two 5s make V⁺");
    assert!(
        e.texts().contains(&"V⁺ 10 + characteristic 5 + skill 4 = 19 ≥ 15"),
        "{:?}",
        e.texts()
    );
}
