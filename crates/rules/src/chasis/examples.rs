//! The example characters of the basic manual (L635-L941, reading aid §4.3) as sheets: test
//! fixtures, and sample sheets a table can start from. None of the numeric ones fits a
//! development paradigm (A23), so they load under the default ruleset, where paradigms are off.

/// `(id, TOML)` of each example character, in the book's order.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("presto", include_str!("ejemplos/presto.toml")),
    ("maciste", include_str!("ejemplos/maciste.toml")),
    ("jenette_vasquez", include_str!("ejemplos/jenette_vasquez.toml")),
    ("podrick_payne", include_str!("ejemplos/podrick_payne.toml")),
    ("escorpion_negro", include_str!("ejemplos/escorpion_negro.toml")),
    ("pai_mei", include_str!("ejemplos/pai_mei.toml")),
    ("korgoth", include_str!("ejemplos/korgoth.toml")),
    ("jack_burton", include_str!("ejemplos/jack_burton.toml")),
    ("gilius", include_str!("ejemplos/gilius.toml")),
    ("subotai", include_str!("ejemplos/subotai.toml")),
    ("skan", include_str!("ejemplos/skan.toml")),
    ("circe", include_str!("ejemplos/circe.toml")),
];

/// The TOML of an example character by id.
pub fn example(id: &str) -> Option<&'static str> {
    EXAMPLES.iter().find(|(i, _)| *i == id).map(|(_, t)| *t)
}
