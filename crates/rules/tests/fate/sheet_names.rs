//! A Fate sheet names each skill, power and follower once, however it is written
//! (case and accents folded), and a sheet of thousands of skills is checked without comparing
//! every pair (issue #13: 12,000 skills held the server for seconds).

use tirada_rules::fate::{FateError, Rules, Sheet};

fn field_of(toml: &str) -> String {
    match Sheet::from_toml(toml).and_then(|s| s.check(&Rules::default())) {
        Err(FateError::Sheet { field, .. }) => field,
        other => panic!("expected a sheet error, got {other:?}"),
    }
}

#[test]
fn a_skill_power_or_follower_named_twice_is_refused_naming_it() {
    let skills = "nombre = \"Ana\"\n[habilidades]\nEmpatía = 2\nempatia = 1\n";
    assert!(field_of(skills).starts_with("habilidades."), "{}", field_of(skills));
    let powers =
        "nombre = \"Ana\"\n[[poderes]]\nnombre = \"Piel de piedra\"\n[[poderes]]\nnombre = \"PIEL DE PIEDRA\"\n";
    assert_eq!(field_of(powers), "poderes.PIEL DE PIEDRA");
}

#[test]
fn thousands_of_distinct_skills_are_checked_and_one_repeat_among_them_found() {
    let mut toml = String::from("nombre = \"Ana\"\n[habilidades]\n");
    for i in 0..12_000 {
        toml.push_str(&format!("h{i} = 1\n"));
    }
    let sheet = Sheet::from_toml(&toml).unwrap();
    let c = sheet.check(&Rules::default()).unwrap();
    assert_eq!(c.skills.len(), 12_000);
    toml.push_str("H11999 = 2\n");
    let field = field_of(&toml).to_lowercase();
    assert_eq!(field, "habilidades.h11999");
}
