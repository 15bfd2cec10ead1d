use super::*;
use crate::notation::parse_program;

#[test]
fn canonical_forms_round_trip() {
    for (input, canon) in [
        ("3d10km+7", "3d10km+7"),
        ("4dF+2", "4dF+2"),
        ("2d12!", "2d12!"),
        ("3d6kh1", "3d6kh1"),
        ("20d10kh3", "20d10kh3"),
        ("d20", "1d20"),
        (" 2 d 6 - 1 ", "2d6-1"),
        ("-1+d%", "-1+1d100"),
        ("10d10!k5", "10d10!kh5"),
        ("3D6KL2", "3d6kl2"),
        ("2d{0,0,1,-2}", "2d{0,0,1,-2}"),
        ("5", "5"),
        // The forms of issue #18.
        ("4d6dl1", "4d6dl1"),
        ("4d6d1", "4d6dl1"),
        ("5d10dh2", "5d10dh2"),
        ("1d20ro1", "1d20ro1"),
        ("2d6ro<3", "2d6ro<3"),
        ("4d6rr<=2", "4d6rr<=2"),
        ("3d6!>=5", "3d6!>=5"),
        ("3d6!o", "3d6!o"),
        ("5d10!!kh2", "5d10!!kh2"),
        ("2d6!p", "2d6!p"),
        ("10d10>=7", "10d10>=7"),
        ("10d10>=7f<=1", "10d10>=7f<=1"),
        ("10d10f1>=7", "10d10>=7f1"),
        ("4d6min2", "4d6min2"),
        ("4d6max5min2", "4d6min2max5"),
        ("{2d6, 1d12}kh1", "{2d6,1d12}kh1"),
        ("{4d6kh3,4d6kh3,4d6kh3}dl1", "{4d6kh3,4d6kh3,4d6kh3}dl1"),
        ("2*(1d6+1)", "2*(1d6+1)"),
        ("1d6*2+3", "1d6*2+3"),
        ("10/3", "10/3"),
        ("-(1d4)", "-1d4"),
        ("-(1d4+1)", "-(1d4+1)"),
        ("1d6-(2-1)", "1d6-(2-1)"),
        ("2d20kh1+5 [ataque]", "2d20kh1+5 [ataque]"),
        ("1d20ro1!kh1", "1d20ro1!kh1"),
    ] {
        let e = parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(e.to_string(), canon, "{input}");
        assert_eq!(parse(canon).unwrap(), e, "{canon} reads back the same");
    }
}

/// The one value of an expression without dice.
fn value(s: &str) -> i64 {
    parse(s).unwrap().odds(0).unwrap().dist.mean().as_i64().unwrap()
}

#[test]
fn precedence_is_arithmetic() {
    assert_eq!(value("1+2*3"), 7);
    assert_eq!(value("(1+2)*3"), 9);
    assert_eq!(value("7/2"), 3);
    // Division rounds towards −∞, not towards zero.
    assert_eq!(value("-7/2"), -4);
    assert_eq!(value("10-2-3"), 5);
    assert_eq!(value("2*-3"), -6);
}

#[test]
fn programs_hold_several_rolls_and_sets() {
    let p = parse_program("1d20+5 [ataque]; 2d6+3; 6x 4d6kh3").unwrap();
    assert_eq!(p.len(), 3);
    assert_eq!(p[0].expr.label.as_deref(), Some("ataque"));
    assert_eq!((p[2].sets, p[2].expr.to_string()), (6, "4d6kh3".to_string()));
    assert_eq!(parse_program("1d6;").unwrap().len(), 1);
    let e = |s: &str| parse_program(s).unwrap_err();
    assert_eq!((e("0x 1d6").kind, e("0x 1d6").position), (ParseErrorKind::ZeroSets, 1));
    assert_eq!(e("101x 1d6").kind, ParseErrorKind::TooManySets(101));
    assert_eq!(
        (e("1d6; 1d6 x").kind, e("1d6; 1d6 x").position),
        (ParseErrorKind::Unexpected('x'), 10)
    );
    let many = vec!["1d6"; 21].join(";");
    assert_eq!(e(&many).kind, ParseErrorKind::TooManyRolls);
}
