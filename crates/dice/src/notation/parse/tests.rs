use super::*;
use crate::notation::parse_program;

fn err(s: &str) -> String {
    parse(s).unwrap_err().to_string()
}

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
fn errors_say_where_and_what() {
    assert_eq!(err("3d"), "falta el número de caras después de 'd' (posición 3)");
    assert_eq!(err(""), "la expresión está vacía: escribe algo como 3d6+2 (posición 1)");
    assert_eq!(
        err("3d6+"),
        "falta un número o unos dados (o un paréntesis) después del signo (posición 5)"
    );
    assert!(
        err("3d6x").starts_with("no se esperaba 'x': aquí va un operador"),
        "{}",
        err("3d6x")
    );
    assert_eq!(err("0d6"), "hay que tirar al menos un dado (posición 1)");
    assert_eq!(err("3d0"), "un dado necesita al menos una cara (posición 3)");
    assert_eq!(err("3d6kh4"), "no puedes quedarte con 4 dados de 3 (posición 1)");
    assert_eq!(
        err("4d6km"),
        "el dado medio necesita que sobren tantos dados por arriba como por abajo: 1 de 4 no deja un centro (posición 1)"
    );
    assert_eq!(
        err("3d6kh1kl1"),
        "solo puede haber una regla de quedarse o descartar (kh, kl, km, dh o dl) por grupo de dados (posición 7)"
    );
    assert_eq!(err("2001d6"), "2001 dados son demasiados: como mucho 1000 (posición 1)");
    assert_eq!(err("2d{1,2"), "falta '}' para cerrar la lista de caras (posición 7)");
    assert!(parse("3d").unwrap_err().english().contains("sides is missing"));
}

#[test]
fn errors_of_the_new_forms_say_where_and_what() {
    for (input, sentence) in [
        ("3d6ro", "falta la condición de 'ro' (posición 6)"),
        ("3d6rr>", "falta la condición de 'rr' (posición 7)"),
        ("3d6r1", "'r' solo no vale: escribe 'ro' para repetir una vez o 'rr' para repetir mientras se cumpla la condición (posición 4)"),
        ("1d6rr<7", "'rr<7' se cumple en todas las caras: repetiría para siempre (posición 4)"),
        ("1d6!>=1", "'!>=1' se cumple en todas las caras: explotaría para siempre (posición 4)"),
        ("1d6!!!", "'!' aparece dos veces en el mismo grupo de dados (posición 6)"),
        ("10d10f", "falta la condición de 'f' (posición 7)"),
        ("4d6min", "falta el número de 'min' (posición 7)"),
        ("4d6min5max3", "'min' no puede ser mayor que 'max' (posición 8)"),
        ("4d6dl4", "hay que quedarse con al menos un dado (posición 1)"),
        ("4d6kh3dl1", "solo puede haber una regla de quedarse o descartar (kh, kl, km, dh o dl) por grupo de dados (posición 7)"),
        ("(1d6+2", "falta ')' para cerrar el paréntesis (posición 7)"),
        ("{1d6,1d8", "falta '}' para cerrar el grupo (posición 9)"),
        ("{1d6,1d8}!", "un grupo {...} no admite '!': solo kh, kl, km, dh, dl y condiciones de éxito (posición 10)"),
        ("{1d6,1d8}kh3", "no puedes quedarte con 3 dados de 2 (posición 1)"),
        ("1d6/(1d3-2)", "el divisor puede valer 0 (posición 4)"),
        ("1d6/0", "el divisor puede valer 0 (posición 4)"),
        ("2d6 [ataque", "falta ']' para cerrar la etiqueta (posición 12)"),
        ("1d20; 2d6", "aquí solo cabe una tirada, sin ';' ni repeticiones 'Nx' (posición 5)"),
        ("6x 4d6", "aquí solo cabe una tirada, sin ';' ni repeticiones 'Nx' (posición 1)"),
        ("1000000000*1000000000", "el resultado podría pasar de 1000000000000000 en valor absoluto (posición 1)"),
        ("1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1000d6+1d6", "10001 dados en una tirada son demasiados: como mucho 10000 (posición 1)"),
    ] {
        assert_eq!(err(input), sentence, "{input}");
    }
    assert_eq!(
        parse("3d6ro").unwrap_err().english(),
        "the condition of 'ro' is missing (position 6)"
    );
}

/// Issue #18: every form added has its own sentence, with the position where it went wrong.
#[test]
fn every_new_form_has_a_sentence_with_its_position() {
    for (input, sentence) in [
        ("3d6ro1ro2", "'ro/rr' aparece dos veces en el mismo grupo de dados (posición 7)"),
        ("1d6!>", "falta la condición de '!' (posición 6)"),
        ("1d6!p>=1", "'!p>=1' se cumple en todas las caras: explotaría para siempre (posición 4)"),
        ("1d6!o<7", "'!o<7' se cumple en todas las caras: explotaría para siempre (posición 4)"),
        ("3d6!km", "'km' no vale con '!', '!o' ni '!p', que añaden dados y mueven el centro: usa '!!' para que cada cadena cuente como un dado (posición 5)"),
        ("3d6km!p", "'km' no vale con '!', '!o' ni '!p', que añaden dados y mueven el centro: usa '!!' para que cada cadena cuente como un dado (posición 4)"),
        ("10d10>=", "falta el número de '>=' (posición 8)"),
        ("10d10>=7>=8", "'condición de éxito' aparece dos veces en el mismo grupo de dados (posición 9)"),
        ("10d10f1f2", "'f' aparece dos veces en el mismo grupo de dados (posición 8)"),
        ("4d6min2min3", "'min' aparece dos veces en el mismo grupo de dados (posición 8)"),
        ("4d6max", "falta el número de 'max' (posición 7)"),
        ("4d6dh4", "hay que quedarse con al menos un dado (posición 1)"),
        ("{1d6,1d8}rr1", "un grupo {...} no admite 'r': solo kh, kl, km, dh, dl y condiciones de éxito (posición 10)"),
        ("{1d6,1d8}min2", "un grupo {...} no admite 'min/max': solo kh, kl, km, dh, dl y condiciones de éxito (posición 10)"),
        ("3d6*", "falta un número o unos dados (o un paréntesis) después del signo (posición 5)"),
        ("1d10001", "un dado de 10001 caras es demasiado: como mucho 10000 (posición 3)"),
    ] {
        assert_eq!(err(input), sentence, "{input}");
    }
    assert_eq!(
        parse("3d6!km").unwrap_err().english(),
        "'km' does not work with '!', '!o' or '!p', which add dice and move the middle: use '!!' so that each chain counts as one die (position 5)"
    );
    assert_eq!(
        parse("10d10>=").unwrap_err().english(),
        "the number of '>=' is missing (position 8)"
    );
}

#[test]
fn programs_hold_several_rolls_and_sets() {
    let p = parse_program("1d20+5 [ataque]; 2d6+3; 6x 4d6kh3").unwrap();
    assert_eq!(p.len(), 3);
    assert_eq!(p[0].expr.label.as_deref(), Some("ataque"));
    assert_eq!((p[2].sets, p[2].expr.to_string()), (6, "4d6kh3".to_string()));
    assert_eq!(parse_program("1d6;").unwrap().len(), 1);
    let e = |s: &str| parse_program(s).unwrap_err().to_string();
    assert_eq!(e("0x 1d6"), "hay que repetir la tirada al menos una vez (posición 1)");
    assert_eq!(
        e("101x 1d6"),
        "101 repeticiones son demasiadas: como mucho 100 (posición 1)"
    );
    assert_eq!(e("1d6; 1d6 x"), "no se esperaba 'x': aquí va un operador (+ - * /), un modificador (kh, dl, ro, rr, !, min, >=...) o el final (posición 10)");
    let many = vec!["1d6"; 21].join(";");
    assert!(e(&many).starts_with("demasiadas tiradas separadas por ';'"));
}
