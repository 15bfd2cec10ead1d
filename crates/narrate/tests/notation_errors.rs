//! The errors of the dice notation in the reader's words: each sentence and the position where
//! the expression went wrong (the notation's own tests check what is refused; these, how it
//! reads).

use tirada_dice::notation::{parse, parse_program};
use tirada_narrate::{error, Lang};

fn err(s: &str) -> String {
    error(&parse(s).unwrap_err(), Lang::Es)
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
}

#[test]
fn a_programs_errors_read_with_their_position() {
    let e = |s: &str| error(&parse_program(s).unwrap_err(), Lang::Es);
    assert_eq!(e("0x 1d6"), "hay que repetir la tirada al menos una vez (posición 1)");
    assert_eq!(
        e("101x 1d6"),
        "101 repeticiones son demasiadas: como mucho 100 (posición 1)"
    );
    assert_eq!(e("1d6; 1d6 x"), "no se esperaba 'x': aquí va un operador (+ - * /), un modificador (kh, dl, ro, rr, !, min, >=...) o el final (posición 10)");
    let many = vec!["1d6"; 21].join(";");
    assert!(e(&many).starts_with("demasiadas tiradas separadas por ';'"));
}

#[test]
fn the_same_errors_read_in_english() {
    let en = |s: &str| error(&parse(s).unwrap_err(), Lang::En);
    assert!(en("3d").contains("sides is missing"));
    assert_eq!(en("3d6ro"), "the condition of 'ro' is missing (position 6)");
    assert_eq!(
        en("3d6!km"),
        "'km' does not work with '!', '!o' or '!p', which add dice and move the middle: use '!!' so that each chain counts as one die (position 5)"
    );
    assert_eq!(en("10d10>="), "the number of '>=' is missing (position 8)");
}

#[test]
fn refused_odds_name_the_roll_and_the_limit() {
    let e = parse("1000d1000kh999").unwrap().odds(10).unwrap_err();
    assert!(
        error(&e, Lang::Es).starts_with("«1000d1000kh999» costaría unos "),
        "{e}"
    );
    assert!(error(&e, Lang::Es).contains("el límite es 4·10^9"), "{e}");
    assert!(error(&e, Lang::En).contains("the limit is 4·10^9"));
    let big = parse("1000d10000").unwrap().odds(10).unwrap_err();
    assert!(error(&big, Lang::Es).contains("demasiado grande"));
    let deep = parse("2d6!").unwrap().odds(99_999_999).unwrap_err();
    assert_eq!(
        error(&deep, Lang::Es),
        "una profundidad de explosión de 99999999 es demasiada: como mucho 100 dados extra por cadena"
    );
}

#[test]
fn typed_faces_missing_or_impossible_read_clearly() {
    use tirada_dice::{DiceSource, Die, TypedDice};
    let typed = |faces: &[i64]| [("negros".to_string(), faces.to_vec())].into_iter().collect();
    let mut s = TypedDice::only(typed(&[4]));
    assert_eq!(s.roll(&Die::D6, "negros"), Ok(4));
    let e = s.roll(&Die::D6, "negros").unwrap_err();
    assert_eq!(
        error(&e, Lang::Es),
        "faltan caras para los dados «negros»: se necesitaba la número 2 y solo se escribieron 1"
    );
    let mut s = TypedDice::only(typed(&[7]));
    let e = s.roll(&Die::D6, "negros").unwrap_err();
    assert_eq!(
        error(&e, Lang::Es),
        "la cara 7 no es posible en un d6 (dados «negros»: valores de 1 a 6)"
    );
}
