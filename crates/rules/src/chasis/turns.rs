//! Turns in a fight. CHASIS has no chapter of its own for combat or initiative: initiative is
//! settled like any other manoeuvre, by a *chequeo* (L403), a *turno* is the time one character
//! takes for one action (L308, L1608) and a *ronda* is the set of turns of a group of
//! characters (L1580). So the acting order is the initiative checks' results, highest first;
//! the book's *Puntos de Iniciativa* (index, p. 101) are not in the text this crate follows.

/// The acting order of a round: `(name, initiative check's result)` in order of entry, highest
/// result first; equal results keep their order of entry (the GM lists them as they decide).
pub fn initiative_order(who: &[(String, i32)]) -> Vec<String> {
    let mut sorted: Vec<&(String, i32)> = who.iter().collect();
    sorted.sort_by_key(|e| std::cmp::Reverse(e.1));
    sorted.into_iter().map(|(name, _)| name.clone()).collect()
}
