//! Helpers the Fate test modules share: one copy each.

use std::collections::BTreeMap;
use tirada_dice::TypedDice;
use tirada_rules::fate::*;

/// The typed faces of the Fate dice, in order.
pub fn dice(faces: &[i64]) -> TypedDice {
    TypedDice::only(BTreeMap::from([(roll::GROUP.to_string(), faces.to_vec())]))
}

/// A die line summing to each total (−4…4): how a test says "rolls +1".
pub fn rolls(totals: &[i64]) -> TypedDice {
    let faces: Vec<i64> = totals
        .iter()
        .flat_map(|&t| (0..4).map(move |i| if t > 0 { i64::from(i < t) } else { -i64::from(i < -t) }))
        .collect();
    dice(&faces)
}

/// An action with no options.
pub fn none() -> ActionOptions {
    ActionOptions::default()
}

/// A sheet called `name` in seat `seat` with the skills given.
pub fn sheet_of(name: &str, seat: Option<u32>, skills: &[(&str, i64)]) -> Sheet {
    let mut s = Sheet::named(name);
    s.asiento = seat;
    for &(k, v) in skills {
        s.habilidades.insert(k.to_string(), sheet::Rating::Number(v));
    }
    s
}

/// The sheet validated, without the skill pyramid.
pub fn checked(s: Sheet) -> Character {
    let rules = Rules {
        skill_pyramid: false,
        ..Rules::default()
    };
    s.check(&rules).unwrap()
}

/// A validated character with 2 PP, a seat and the skills given (no skill pyramid).
pub fn character(name: &str, seat: Option<u32>, skills: &[(&str, i64)]) -> Character {
    let mut s = sheet_of(name, seat, skills);
    s.pp = Some(2);
    checked(s)
}

/// `who` joins the conflict on `side`, in the first zone.
pub fn join(c: &mut Conflict, side: &str, who: Character) -> usize {
    c.add_character(side, who, 0).unwrap()
}

/// A new exchange in which `guard` bars the door with Fuerza, rolling −1: a block of strength 2.
pub fn bar_the_door(c: &mut Conflict, guard: usize) {
    c.begin_exchange();
    let door = BlockKind::Prevent {
        action: "salir por la puerta".into(),
    };
    assert_eq!(
        c.block(guard, door, "Fuerza", 0, &none(), &mut rolls(&[-1])).unwrap(),
        2
    );
}

/// Zones A, B and C in a row, a border of 2 between A and B: the zones and the indices of B
/// and C.
pub fn a_b_c() -> (Zones, usize, usize) {
    let mut z = Zones::single("A");
    let b = z.add("B");
    let c = z.add("C");
    z.join(0, b, 2).unwrap();
    z.join(b, c, 0).unwrap();
    (z, b, c)
}

/// Each `(side, character)` joins the conflict in turn, as [`join`]: their places.
pub fn seats<const N: usize>(c: &mut Conflict, who: [(&str, Character); N]) -> [usize; N] {
    who.map(|(side, ch)| join(c, side, ch))
}

// `es` and `Es`: an error as a person reads it, shared by every test binary.
include!("words.rs");
