//! Names in a conflict file: zones looked up by name, and the sentence for a zone, a participant
//! or a value a file names wrongly or leaves out.

use super::actions::movement::Zones;
use crate::fate::error::FateError;
use crate::fate::ladder::fold;

pub(crate) fn err(field: String, es: String, en: String) -> FateError {
    FateError::sheet(field, es, en)
}

pub(crate) fn find_zone(z: &Zones, name: &str) -> Option<usize> {
    z.names.iter().position(|n| fold(n) == fold(name))
}

pub(crate) fn no_zone(field: String, name: &str) -> FateError {
    err(
        field,
        format!("la zona «{name}» no está en zonas"),
        format!("zone '{name}' is not in zonas"),
    )
}

pub(crate) fn unknown(field: String, name: &str) -> FateError {
    err(
        field,
        format!("«{name}» no es ninguno de los participantes"),
        format!("'{name}' is none of the participants"),
    )
}

pub(crate) fn missing(field: String) -> FateError {
    err(
        field,
        "falta para esta acción".into(),
        "is missing for this action".into(),
    )
}
