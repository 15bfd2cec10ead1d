//! The fairness report: observed faces of the dice the table's RNG threw against the uniform
//! expectation, with Pearson's chi-square test.

use crate::live::view::{self, Audience};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use tirada_dice::Die;
use tirada_table::play::{self, RerollStep};
use tirada_table::{Event, TableInfo};

/// The fewest throws a face must expect before the chi-square says anything (Pearson's test
/// is an approximation that holds from about five expected per face); below it the page says
/// there are too few rolls to judge.
pub const MIN_EXPECTED_PER_FACE: u64 = 5;

/// ln Γ(x) (Lanczos), for the chi-square tail.
fn ln_gamma(x: f64) -> f64 {
    const G: [f64; 6] = [
        76.18009172947146,
        -86.50532032941677,
        24.01409824083091,
        -1.231739572450155,
        0.1208650973866179e-2,
        -0.5395239384953e-5,
    ];
    let tmp = x + 5.5 - (x + 0.5) * (x + 5.5).ln();
    let ser: f64 = 1.000000000190015 + G.iter().enumerate().map(|(j, g)| g / (x + 1.0 + j as f64)).sum::<f64>();
    -tmp + (2.5066282746310005 * ser / x).ln()
}

/// Q(a, x): the regularised upper incomplete gamma function.
fn gamma_q(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    if x < a + 1.0 {
        let (mut sum, mut del, mut ap) = (1.0 / a, 1.0 / a, a);
        for _ in 0..500 {
            ap += 1.0;
            del *= x / ap;
            sum += del;
            if del.abs() < sum.abs() * 1e-14 {
                break;
            }
        }
        1.0 - sum * (-x + a * x.ln() - ln_gamma(a)).exp()
    } else {
        let (mut b, mut c, mut d) = (x + 1.0 - a, 1.0 / 1e-300, 1.0 / (x + 1.0 - a));
        let mut h = d;
        for i in 1..500 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            d = if d.abs() < 1e-300 { 1e-300 } else { d };
            c = b + an / c;
            c = if c.abs() < 1e-300 { 1e-300 } else { c };
            d = 1.0 / d;
            let del = d * c;
            h *= del;
            if (del - 1.0).abs() < 1e-14 {
                break;
            }
        }
        (-x + a * x.ln() - ln_gamma(a)).exp() * h
    }
}

/// Chi-square statistic and p-value of observed counts against equal expectations.
pub fn chi_square(counts: &[u64]) -> (f64, u32, f64) {
    let n: u64 = counts.iter().sum();
    let k = counts.len();
    if n == 0 || k < 2 {
        return (0.0, 0, 1.0);
    }
    let e = n as f64 / k as f64;
    let x2: f64 = counts.iter().map(|&o| (o as f64 - e).powi(2) / e).sum();
    let df = (k - 1) as u32;
    (x2, df, gamma_q(df as f64 / 2.0, x2 / 2.0))
}

/// A roll as its latest event has it: what was asked, the transcript, the rerolls made at
/// the table.
struct Seen {
    request: Value,
    roll: Value,
    chain: Vec<RerollStep>,
}

/// How a die's faces are written on the page and in the report: −, 0, + for a Fudge die.
fn face_label(die: &Die, face: i64) -> String {
    match (die, face) {
        (Die::Fudge, -1) => "−".into(),
        (Die::Fudge, 1) => "+".into(),
        _ => face.to_string(),
    }
}

/// The report for the events a member may see whole: every die the table's RNG threw (the
/// first throw and each reroll's new face), never one a person typed in; a roll they may not
/// see counts once revealed, not before (its faces would show through the counts). A Hitos
/// fight's initiative and a Fate tracker's attacks and blocks count too, typed faces left out.
/// Beside them, each session and the whole campaign with their rolls' check
/// ([`crate::reports::sessions`]).
pub fn report(table: &TableInfo, events: &[Event], viewer: &Audience) -> Value {
    let mut latest: BTreeMap<i64, Seen> = BTreeMap::new();
    for e in events.iter().filter(|e| view::sees(e, viewer)) {
        let seen = || Seen {
            request: e.data["request"].clone(),
            roll: e.data["roll"].clone(),
            chain: Vec::new(),
        };
        let of = e.data["roll_event"].as_i64().unwrap_or(-1);
        match e.kind.as_str() {
            "roll" => {
                latest.insert(e.seq, seen());
            }
            // A reroll's transcript holds every step so far; its chain, the table's rerolls.
            "reroll" => {
                if let Some(s) = latest.get_mut(&of) {
                    s.roll = e.data["roll"].clone();
                    s.chain = serde_json::from_value(e.data["chain"].clone()).unwrap_or_default();
                }
            }
            // A Hitos roll played again by the answer to an aspect against it (H127): the dice
            // it rerolled are the table's too, less the faces the answer typed.
            // The same throw played again with an amended request (B605, H159).
            "roll_amended" => {
                if let Some(s) = latest.get_mut(&of) {
                    s.roll = e.data["roll"].clone();
                    s.request = e.data["request"].clone();
                }
            }
            "against_answered" => {
                if let Some(s) = latest.get_mut(&of) {
                    s.roll = e.data["roll"].clone();
                    let typed: Vec<Value> = [&s.request["dados"], &e.data["answer"]["dados"]]
                        .into_iter()
                        .filter_map(Value::as_array)
                        .flatten()
                        .cloned()
                        .collect();
                    s.request["dados"] = Value::Array(typed);
                }
            }
            // A hidden roll a player only sees once the GM reveals it, as its rerolls left it.
            "reveal" => {
                latest.entry(of).or_insert_with(|| {
                    let last = e.data["rerolls"].as_array().and_then(|r| r.last());
                    Seen {
                        roll: view::shown_roll(&e.data).clone(),
                        chain: last
                            .and_then(|r| serde_json::from_value(r["chain"].clone()).ok())
                            .unwrap_or_default(),
                        ..seen()
                    }
                });
            }
            _ => {}
        }
    }
    // Each throw with the event that made it, to tell its session.
    let mut thrown: Vec<(i64, Vec<play::Thrown>)> = latest
        .iter()
        .map(|(seq, s)| (*seq, play::dice_faces(table.system, &s.request, &s.roll, &s.chain)))
        .collect();
    // A Hitos fight's initiative is the table's dice too (H L203), rolled again from the seed.
    // Each with the seed of its session (issue 32).
    let sessions = tirada_table::session::of_table(events, &table.commitment, &table.seed);
    let starts = events
        .iter()
        .filter(|e| e.kind == "turns_started" && view::sees(e, viewer));
    thrown.extend(starts.filter_map(|e| {
        let seed = sessions.seed_at(e.seq)?;
        Some((e.seq, play::turns::initiative_dice(&e.data, seed, e.seq)))
    }));
    // So are a Fate tracker's attacks and blocks.
    let steps = events
        .iter()
        .filter(|e| e.kind == "turns_step" && view::sees(e, viewer));
    thrown.extend(steps.map(|e| (e.seq, play::turns::exchange::dice_faces(&e.data["step"]))));
    thrown.retain(|(_, t)| !t.is_empty());
    let rolled: Vec<i64> = thrown.iter().map(|(seq, _)| *seq).collect();
    let mut by_die: Vec<(Die, Vec<u64>)> = Vec::new();
    for (_, thrown) in thrown {
        for (die, face) in thrown {
            let faces = die.faces();
            let Some(i) = faces.iter().position(|f| *f == face) else {
                continue;
            };
            let at = match by_die.iter().position(|(d, _)| *d == die) {
                Some(at) => at,
                None => {
                    by_die.push((die.clone(), vec![0; faces.len()]));
                    by_die.len() - 1
                }
            };
            by_die[at].1[i] += 1;
        }
    }
    // Numbered dice by size, then the Fudge die.
    by_die.sort_by_key(|(d, _)| (*d == Die::Fudge, d.max_face()));
    let dice: Vec<Value> = by_die
        .iter()
        .map(|(die, counts)| {
            let n: u64 = counts.iter().sum();
            let (x2, df, p) = chi_square(counts);
            let faces: Vec<String> = die.faces().into_iter().map(|f| face_label(die, f)).collect();
            let needed = MIN_EXPECTED_PER_FACE * counts.len() as u64;
            json!({"die": die.to_string(), "faces": faces, "count": n, "observed": counts,
                   "expected": n as f64 / counts.len() as f64, "chi_square": x2, "df": df, "p_value": p,
                   "enough": n >= needed, "needed": needed})
        })
        .collect();
    let (sessions, campaign) = crate::reports::sessions::checked(table, events, viewer, &rolled);
    json!({"rolls": rolled.len(), "dice": dice, "sessions": sessions, "campaign": campaign})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chi_square_p_values_are_right() {
        let (x2, df, p) = chi_square(&[10, 10, 10, 10, 10, 10]);
        assert_eq!((x2, df), (0.0, 5));
        assert!((p - 1.0).abs() < 1e-9);
        // X² = 11.07 is the 5 % critical value with 5 degrees of freedom.
        assert!((gamma_q(2.5, 11.0705 / 2.0) - 0.05).abs() < 1e-4);
        let (_, _, p) = chi_square(&[60, 0, 0, 0, 0, 0]);
        assert!(p < 1e-10);
    }
}
