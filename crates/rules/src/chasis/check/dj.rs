//! What the DJ may do to a finished check: *irrealizar* a failure into a success for stress
//! (L1198-L1202), or turn a neutral nobody can narrate into a failure (L370, A49). Both are
//! decisions, never automatic, and both are recorded in the transcript.

use super::grade::{grade_label, Outcome};
use super::roll::{DjAction, Transcript};
use crate::chasis::error::ChasisError;
use crate::chasis::ruleset::Ruleset;

fn refresh(t: &mut Transcript, outcome: Outcome, grade: i64) {
    t.outcome = outcome;
    t.effective = outcome.effective();
    t.final_grade = grade;
    t.grade_label = grade_label(grade);
    if let Some(g) = t.gradual.as_mut() {
        g.points = g.kind.points(outcome, grade);
    }
}

/// The DJ lets a failed check succeed; the character takes provisional stress equal to its
/// GDF («falla con GDF3 … -3PY provisionales»). The check becomes the least success.
pub fn irrealize(t: &mut Transcript, ruleset: &Ruleset) -> Result<(), ChasisError> {
    if !ruleset.energy.gm_override {
        return Err(ChasisError::invalid(
            "energia.irrealizar",
            "estas reglas no permiten irrealizar",
            "these rules do not allow irrealizar",
        ));
    }
    let Some((outcome, stress)) = crate::chasis::sheet::energy::gm_override(t.outcome, t.final_grade) else {
        return Err(ChasisError::invalid(
            "irrealizar",
            "solo se puede irrealizar un chequeo fallido",
            "only a failed check can be irrealized",
        ));
    };
    refresh(t, outcome, ruleset.grade.min_success.max(1));
    t.dj = Some(DjAction::Irrealize { stress });
    Ok(())
}

/// The DJ turns a plain neutral nobody can narrate into a failure (C370, basic rules; a
/// table may forbid it). A hipérbole, the superneutro of the extremes, stays a neutral.
pub fn neutral_to_failure(t: &mut Transcript, ruleset: &Ruleset) -> Result<(), ChasisError> {
    if !ruleset.neutral_fallback_to_failure {
        return Err(ChasisError::invalid(
            "neutro_a_fallo",
            "estas reglas no permiten convertir un neutro en fallo (neutro_a_fallo = true lo activa)",
            "these rules do not allow turning a neutral into a failure (neutro_a_fallo = true does)",
        ));
    }
    if t.outcome == Outcome::Hyperbole {
        return Err(ChasisError::invalid(
            "neutro_a_fallo",
            "una hipérbole es neutro sea cual sea el total: no se convierte en fallo",
            "a hyperbole is a neutral whatever the total: it is not turned into a failure",
        ));
    }
    if t.outcome != Outcome::Neutral {
        return Err(ChasisError::invalid(
            "neutro_a_fallo",
            "solo un neutro se puede convertir en fallo",
            "only a neutral can be turned into a failure",
        ));
    }
    refresh(t, Outcome::Failure, -1);
    t.dj = Some(DjAction::NeutralToFailure);
    Ok(())
}
