//! PORTAL events and sheets at the edges: numbers out of any sane range are refused with one
//! sentence and change nothing, instead of wrapping, panicking or looping (issue #4 audit).

use tirada_rules::portal::*;

fn markus(spent: u8) -> Result<Character, SheetError> {
    Character::from_toml(
        &format!(
            "nombre = \"Markus\"\ntipo = \"antagonista\"\n[[reservas]]\nproposito = \"conjuros\"\ncantidad = 6\n\
             [estado.reservas_gastadas]\nconjuros = {spent}"
        ),
        &Rules::book(),
    )
}

/// EX-PRINCIPAL-MARKUS (B651): what was spent of a reserve never exceeds it.
#[test]
fn ex_principal_markus_spent_reserve_is_checked() {
    assert_eq!(markus(6).unwrap().state.reserves_spent["conjuros"], 6);
    let e = markus(7).unwrap_err().to_string();
    assert!(e.contains("estado.reservas_gastadas.conjuros"), "{e}");
    assert!(e.contains("solo tiene 6"), "{e}");
    let other = Character::from_toml(
        "nombre = \"Markus\"\ntipo = \"antagonista\"\n[[reservas]]\nproposito = \"conjuros\"\ncantidad = 6\n\
         [estado.reservas_gastadas]\nesgrima = 1",
        &Rules::book(),
    )
    .unwrap_err()
    .to_string();
    assert!(other.contains("no hay ninguna reserva «esgrima»"), "{other}");
}

#[test]
fn a_full_reserve_refuses_more_spending() {
    let rules = Rules::book();
    let m = markus(6).unwrap();
    let e = apply(
        &m,
        &Event::SpentReserve {
            purpose: "conjuros".into(),
            amount: 1,
        },
        &rules,
    )
    .unwrap_err();
    assert_eq!(e.to_string(), "no hay 1 puntos en la reserva: solo 0");
}
