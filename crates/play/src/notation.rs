//! The generic dice notation at any table (`/r 3d10km+7` in the chat): a request
//! `{"notacion": EXPR}` is rolled with the event's dice as `tirada roll EXPR` rolls it, and its
//! exact odds are `tirada odds EXPR`'s, refused before any heavy work beyond the notation's
//! cost limit.

use crate::error::PlayError;
use crate::outcome::{Resolved, Thrown};
use crate::request::Faces;
use crate::seed::Seed;
use serde::Serialize;
use serde_json::{json, Value};
use tirada_dice::cost::{json_rows_bytes, print_rows_work};
use tirada_dice::notation::{self, Budget, EvalError, Expr, Odds, RollResult, TermRoll, TYPED_GROUP};
use tirada_dice::Words;
use tirada_dice::{Die, TypedDice};

/// The request key that holds an expression.
pub const KEY: &str = "notacion";
/// Most extra dice in one explosion chain (`tirada roll`'s default `--profundidad`).
pub const DEPTH: u32 = 10;

/// The expression a request asks to roll, if it is a notation request.
pub fn expression(request: &Value) -> Option<&Value> {
    request.get(KEY)
}

fn parse(text: &Value) -> Result<Expr, PlayError> {
    let text = text
        .as_str()
        .filter(|t| !t.trim().is_empty())
        .ok_or_else(|| PlayError::said_by(Words::key("play-notation-missing")).on(KEY))?;
    notation::parse(text).map_err(|e| {
        PlayError::said_by(tirada_dice::Words::key("notation-invalid").arg("why", tirada_dice::Worded::words(&e)))
            .on(KEY)
    })
}

/// One die in a notation roll's flat `dice` list (the contract's `tirada roll --json`).
#[derive(Serialize)]
pub struct DieJson<'a> {
    pub term: usize,
    pub die: &'a str,
    pub faces: &'a [i64],
    pub value: i64,
    pub kept: bool,
}

/// A notation roll's object, the same in `tirada roll --json` and at the table: `expression`,
/// `label`?, `total`, `dice` (every die of every term, flat) and `terms`.
#[derive(Serialize)]
pub struct RollJson<'a> {
    pub expression: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<&'a str>,
    pub total: i64,
    pub dice: Vec<DieJson<'a>>,
    pub terms: &'a [TermRoll],
}

/// The object of one rolled expression.
pub fn object(r: &RollResult) -> RollJson<'_> {
    let dice = r
        .terms
        .iter()
        .enumerate()
        .flat_map(|(i, t)| {
            t.dice.iter().map(move |d| DieJson {
                term: i,
                die: t.die.as_deref().unwrap_or_default(),
                faces: &d.faces,
                value: d.value,
                kept: d.kept,
            })
        })
        .collect();
    RollJson {
        expression: &r.expression,
        label: r.label.as_deref(),
        total: r.total,
        dice,
        terms: &r.terms,
    }
}

/// Rolls the expression with the dice of event `seq` behind the faces typed in `dados` (under
/// the one typed-dice policy, `tirar_resto` rolling the rest): the roll is the notation's
/// object ([`object`]), which the narrator explains.
pub fn roll(request: &Value, seed: &Seed, seq: i64) -> Result<Resolved, PlayError> {
    let text = &request[KEY];
    let expr = parse(text)?;
    let typed = match request.get("dados").filter(|d| !d.is_null()) {
        Some(d) => Some(crate::request::read::<Faces>(d, Words::key("thing-dice")).map_err(|e| e.on("dados"))?),
        None => None,
    };
    let roll_rest = request.get(super::typed::ROLL_REST) == Some(&json!(true));
    let faces = typed.iter().map(|f| (TYPED_GROUP.to_string(), f.0.clone())).collect();
    let mut dice = TypedDice::new(faces, seed.dice_for(seq), roll_rest);
    let r = expr
        .roll(&mut dice, DEPTH)
        .map_err(|e| super::typed::error(&e, if typed.is_some() { "dados" } else { KEY }))?;
    dice.finish().map_err(|e| super::typed::error(&e, "dados"))?;
    let mut roll = serde_json::to_value(object(&r)).map_err(crate::error::unwritable)?;
    super::typed::mark(&mut roll, dice.rolled());
    let mut asked = json!({ KEY: text });
    for key in ["dados", super::typed::ROLL_REST] {
        if let Some(v) = request.get(key).filter(|v| !v.is_null()) {
            asked[key] = v.clone();
        }
    }
    Ok(Resolved {
        request: asked,
        roll,
        state: None,
    })
}

/// The exact odds of the expression's total, refused before any heavy work beyond the
/// notation's cost limit.
pub fn exact(text: &Value) -> Result<Odds, PlayError> {
    exact_within(&parse(text)?, &mut Budget::new())
}

fn exact_within(expr: &Expr, budget: &mut Budget) -> Result<Odds, PlayError> {
    expr.odds_within(DEPTH, budget).map_err(refused)
}

fn refused(e: EvalError) -> PlayError {
    PlayError::engine(KEY, &e)
}

/// Spends from `budget` what writing `rows` rows of fractions over `bits` bits takes, and
/// refuses them if held whole as JSON they would pass the memory bound.
fn price_rows(budget: &mut Budget, rows: u64, bits: u64, expr: &Expr) -> Result<(), PlayError> {
    budget
        .spend(print_rows_work(rows, bits), expr)
        .and_then(|()| budget.hold(json_rows_bytes(rows, 4, bits), expr))
        .map_err(refused)
}

/// The exact distribution of the expression's total, as `tirada odds EXPR --json` has it: its
/// rows are priced with the computation, and held whole only within the memory bound — before
/// any work where the rows are known ahead (a sum, a product of two), after it otherwise.
pub fn odds(text: &Value) -> Result<Value, PlayError> {
    let expr = parse(text)?;
    if let Some((rows, bits)) = expr.rows_known() {
        price_rows(&mut Budget::new(), rows, bits, &expr)?;
    }
    let mut budget = Budget::new();
    let odds = exact_within(&expr, &mut budget)?;
    let rows = odds.dist.values().count() as u64;
    price_rows(&mut budget, rows, odds.dist.denominator().bits(), &expr)?;
    let distribution: Vec<Value> = odds
        .dist
        .probabilities()
        .into_iter()
        .map(|r| json!({"total": r.value, "p": r.p}))
        .collect();
    Ok(
        json!({"expression": expr.root.to_string(), "distribution": distribution, "mean": odds.dist.mean(),
              "truncated": odds.truncated, "denominator": odds.dist.denominator().to_string()}),
    )
}

/// What a roll's card says of its odds: the mean, and how likely this total (or a higher
/// one) was.
pub fn at_total(odds: &Odds, total: i64) -> Value {
    json!({"mean": odds.dist.mean(), "exactly": odds.dist.prob(total), "at_least": odds.dist.at_least(total)})
}

/// The dice the table's RNG threw for a notation roll: every face of every chain, and the
/// faces set aside by a reroll.
pub fn dice_faces(roll: &Value) -> Vec<Thrown> {
    let mut out = Vec::new();
    for term in roll["terms"].as_array().into_iter().flatten() {
        let die = match term["die"].as_str() {
            Some("dF") => Die::Fudge,
            Some(d) => match d.strip_prefix('d').and_then(|n| n.parse().ok()) {
                Some(sides) => Die::Numbered { sides },
                None => continue,
            },
            None => continue,
        };
        for d in term["dice"].as_array().into_iter().flatten() {
            for key in ["faces", "rerolled"] {
                for f in d[key].as_array().into_iter().flatten().filter_map(Value::as_i64) {
                    out.push((die.clone(), f));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notation_roll_is_recomputed_from_the_seed_and_its_odds_are_exact() {
        let seed = Seed::from_hex(&"ab".repeat(32)).unwrap();
        let asked = json!({"notacion": "3d10km+7"});
        let a = roll(&asked, &seed, 5).unwrap();
        assert_eq!(a, roll(&asked, &seed, 5).unwrap());
        let total = a.roll["total"].as_i64().unwrap();
        assert!((8..=17).contains(&total), "{}", a.roll);
        assert_eq!(dice_faces(&a.roll).len(), 3);
        // The middle of three d10 is 1 in 28 of 1000 throws (docs/notation.md).
        let o = at_total(&exact(&json!("3d10km+7")).unwrap(), 8);
        assert_eq!(o["exactly"], "7/250");
        assert_eq!(o["at_least"], "1/1");
        assert!(roll(&json!({"notacion": "3d"}), &seed, 5)
            .unwrap_err()
            .message()
            .starts_with("notation-invalid"));
        let err = odds(&json!("231d2263")).unwrap_err();
        assert_eq!(err.field.as_deref(), Some(KEY));
        // Faces typed from physical dice, as `tirada roll 3d10km+7 --dados 4,9,2`.
        let typed = roll(&json!({"notacion": "3d10km+7", "dados": [4, 9, 2]}), &seed, 5).unwrap();
        assert_eq!(
            (
                typed.roll["total"].as_i64(),
                typed.roll["dice"].as_array().map(Vec::len)
            ),
            (Some(11), Some(3))
        );
        let e = roll(&json!({"notacion": "3d10", "dados": [4]}), &seed, 5).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("dados"), "{e:?}");
    }
}
