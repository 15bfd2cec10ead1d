//! Issue #31, point 5: the notation's cost estimate follows the work each form really does
//! (counted by the meter's steps, never by time), groups are priced by what their walk will do,
//! a whole `;` line spends from one budget, and a refusal comes before any heavy work.

use std::sync::Arc;
use std::thread;
use tirada_dice::meter::{self, Meter, Stopped, FLUSH};
use tirada_dice::notation::{line_odds, parse_program, Budget, EvalError, MAX_WORK};

/// The estimated and the counted work of a line's exact odds, and whether it was computed.
fn estimate_and_work(line: &str) -> (u64, u64, Result<(), EvalError>) {
    let rolls = parse_program(line).unwrap();
    let mut budget = Budget::new();
    let before = meter::counted();
    let r = line_odds(&rolls, 3, &mut budget).map(|_| ());
    (budget.spent(), meter::counted() - before, r)
}

/// How a line is answered when its odds are asked for: refused (and how much work was done
/// before), or accepted — it was still computing after a few million steps, or finished.
fn answer(line: &str) -> Result<(), (EvalError, u64)> {
    let rolls = parse_program(line).unwrap();
    let meter = Meter::new(None);
    let watcher: Arc<Meter> = meter.clone();
    let worker = thread::spawn(move || {
        let before = meter::counted();
        let r = meter::run(&meter, || line_odds(&rolls, 3, &mut Budget::new()).map(|_| ()));
        (r, meter::counted() - before)
    });
    while !worker.is_finished() && watcher.steps() < 4 * FLUSH {
        thread::yield_now();
    }
    watcher.cancel();
    match worker.join().unwrap() {
        (Ok(Ok(())), _) | (Err(Stopped::Cancelled), _) => Ok(()),
        (Ok(Err(e)), work) => Err((e, work)),
        (Err(e), _) => panic!("{line}: {e}"),
    }
}

/// The roll a refusal names.
fn what(e: &EvalError) -> &str {
    match e {
        EvalError::TooCostly { what, .. } | EvalError::TooBig { what, .. } | EvalError::TooLarge(what) => what,
        EvalError::TooDeep(_) => "",
    }
}

#[test]
fn the_estimate_is_within_a_small_factor_of_the_work_of_every_form() {
    for (form, line) in [
        ("sum of plain dice", "60d6"),
        ("sum of big weights", "90d1000"),
        ("sum of a lumpy die", "30d6ro1"),
        ("fudge dice", "200dF"),
        ("one kept die", "101d10km"),
        ("several kept dice", "20d10kh3"),
        ("several dropped", "8d100dl1"),
        ("sorted sets", "20x 1d20"),
        ("compounding, kept", "10d10!!kh5"),
        ("explosion on a condition", "1d20!>=10"),
        ("exploded dice kept (split)", "10d10!kh5"),
        ("exploded dice dropped (split)", "12d6!dl3"),
        ("exploded dice counted", "10d10!>=8>=8"),
        ("penetrating dice kept (walk)", "4d6!pkh3"),
        ("group added", "{2d6,3d6,4d6}"),
        (
            "group of the same members",
            "{4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3}kh3",
        ),
        ("group's highest", "{2d6,1d12,1d10}kh1"),
        ("group walked", "{1d20,1d12,1d10,1d8}kh2"),
        ("product", "3d6*1d20"),
        ("product of big weights", "20d20*20d20"),
        ("quotient", "4d6/1d3"),
        ("difference", "10d10-10d12"),
        ("a line", "4d6kh3; 6x 3d6; 2d20kh1"),
    ] {
        let (estimate, work, r) = estimate_and_work(line);
        assert!(r.is_ok(), "{form}: {line}: {r:?}");
        assert!(work > 0, "{form}: {line}: no work counted");
        let ratio = estimate as f64 / work as f64;
        assert!(
            (1.0 / 3.0..=3.0).contains(&ratio),
            "{form}: {line}: estimate {estimate}, work {work}"
        );
    }
}

#[test]
fn issue_31_groups_are_priced_by_their_walk_and_same_members_are_a_pool() {
    // Accepted and computing at once (15.5 s before: the walk of seven members).
    let seven = "{1d100,1d100,1d100,1d100,1d100,1d100,1d100}kh3";
    let (estimate, work, r) = estimate_and_work(seven);
    assert!(
        r.is_ok() && estimate < 1_000_000 && work < 1_000_000,
        "{estimate} {work}"
    );
    // Refused after 23.5 s and 1,085 MiB before: now the pool of twenty `4d6kh3`.
    let twenty = format!("{{{}}}kh10", vec!["4d6kh3"; 20].join(","));
    let (estimate, work, r) = estimate_and_work(&twenty);
    assert!(
        r.is_ok() && estimate < 10_000_000 && work < 10_000_000,
        "{estimate} {work}"
    );
    // The same odds as the walk of different-looking members that are the same dice.
    let pool = parse_program("7d100kh3").unwrap()[0].expr.odds(3).unwrap();
    let group = parse_program(seven).unwrap()[0].expr.odds(3).unwrap();
    assert_eq!(pool.dist, group.dist);
    // Different members are walked, and too many states are refused before walking.
    let (e, work) = answer("{1d100,1d99,1d98,1d97,1d96,1d95,1d94}kh3").unwrap_err();
    assert!(matches!(e, EvalError::TooCostly { .. }), "{e}");
    assert!(work < 100_000, "{work} steps before the refusal");
    assert!(answer("{1d20,1d12,1d10,1d8}kh2").is_ok());
}

#[test]
fn issue_31_what_computes_in_under_a_second_is_no_longer_refused() {
    for line in [
        "100x 1d100",
        "12d1000kh6",
        "3d10000dl1",
        "134d1000",
        "{1d100,1d99,1d98,1d97}kh2",
    ] {
        assert!(answer(line).is_ok(), "{line} was refused: {:?}", answer(line));
    }
}

#[test]
fn refusals_come_before_any_heavy_work() {
    for line in [
        "1000d1000kh999",
        "722d72",
        "400d6kh200",
        "1000d6!kh3",
        "9d905/9d921",
        "55d10000",
        "25d50*25d50",
        "{1d1000,1d999,1d998,1d997,1d996}kh3",
    ] {
        let (e, work) = answer(line).unwrap_err();
        assert!(work < MAX_WORK / 1000, "{line}: {work} steps before «{e}»");
    }
    // Memory is priced as well as steps: 1.5 million products of 282 bits.
    let (e, _) = answer("25d50*25d50").unwrap_err();
    assert!(matches!(e, EvalError::TooBig { .. }), "{e}");
}

#[test]
fn a_whole_line_spends_from_one_budget() {
    let (alone, _, _) = estimate_and_work("100d6");
    let (small, _, _) = estimate_and_work("3d6");
    // With room for one `100d6`, a line of two is refused before either is computed: what
    // their pools cost is known from their dice.
    let room = |left: u64| {
        let mut budget = Budget::new();
        budget.spend(MAX_WORK - left, &"the rest of the line").unwrap();
        budget
    };
    let before = meter::counted();
    let e = line_odds(&parse_program("100d6; 100d6").unwrap(), 3, &mut room(alone + alone / 2)).unwrap_err();
    assert!(matches!(e, EvalError::TooCostly { .. }), "{e}");
    assert_eq!(what(&e), "100d6; 100d6", "{e}");
    assert_eq!(meter::counted() - before, 0);
    // A product's pairs are only priced once its factors are known: the line computes the
    // first roll and the factors, and refuses the product before its pairs.
    let line = parse_program("100d6; 3d6*3d6").unwrap();
    let before = meter::counted();
    let e = line_odds(&line, 3, &mut room(alone + 2 * small + 100)).unwrap_err();
    assert_eq!(what(&e), "3d6*3d6", "{e}");
    let work = meter::counted() - before;
    assert!(work >= alone && work <= alone + 3 * small, "{work} against {alone}");
    // Each roll alone fits.
    assert!(line_odds(&line[..1], 3, &mut room(alone + alone / 2)).is_ok());
    // Issue #31: twenty `329d100` took 75 s and 2.7 GiB, each with its own budget. Each alone
    // is computed; together they are refused before the first is.
    assert!(answer("329d100").is_ok());
    let twenty = vec!["329d100"; 20].join("; ");
    let (e, work) = answer(&twenty).unwrap_err();
    assert!(work < MAX_WORK / 1000, "{work} steps before «{e}»");
    assert!(what(&e).starts_with("329d100; 329d100; "), "{e}");
}

/// Issue #31, point 6: where every value between the bounds occurs, and for a product of two
/// such positive sums, the rows an answer will print are known before the work, exactly, with a
/// lower bound of its denominator's bits (so a refusal priced on them is one the computed answer
/// would get too); sparser forms say so.
#[test]
fn the_rows_of_a_sum_or_product_are_known_before_the_work() {
    use tirada_dice::notation::parse;
    for text in [
        "1d6",
        "3d6",
        "134d100",
        "4d6kh3",
        "4d6dl1",
        "5d10kl2",
        "10dF",
        "2d6+1d8-3",
        "-1d4",
        "7",
        "2d20kh1+5",
        "1d1",
        "3d2",
        "12d1000kh6",
        "1d8-1d6",
        // Products of positive sums: their distinct products counted ahead.
        "1d6*1d6",
        "3d6*2",
        "2d10*1d8",
        "4d6kh3*3d4",
        "-(2d6*1d4)",
    ] {
        let expr = parse(text).unwrap();
        let (rows, bits) = expr.rows_known().unwrap_or_else(|| panic!("{text}: not known"));
        let odds = expr.odds_within(3, &mut Budget::new()).unwrap();
        assert_eq!(rows, odds.dist.values().count() as u64, "{text}");
        let real = odds.dist.denominator().bits();
        assert!(bits <= real && real <= bits + 3, "{text}: {bits} for {real} bits");
    }
    for sparse in [
        "1d6*1d6+1",
        "1dF*1d6",
        "(1d6-3)*1d6",
        "1d6*1d6*1d6",
        "2d6/2",
        "3d6!",
        "4d6ro1",
        "5d10>7",
        "{1d6,1d8}kh1",
        "1d{1,3,5}",
        "4d6min2",
    ] {
        let expr = parse(sparse).unwrap();
        assert_eq!(expr.rows_known(), None, "{sparse}");
    }
}
