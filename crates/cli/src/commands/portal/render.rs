//! Human output of a PORTAL roll: coloured dice, a line per effect, the verdict, the sheet.

use crate::lang::Lang;
use crate::render::Style;
use tirada_rules::portal::{Colour, Comparison, DieNote, Fate, Outcome, ReadingKind, Role, Step, Transcript};

/// The die painted in its book colour (white, black, red, green; a tempted die is green, marked).
pub fn paint(style: Style, colour: Colour, face: u8, kept: bool) -> String {
    let text = if kept { format!("[{face}]") } else { format!(" {face} ") };
    let code = match colour {
        Colour::White => "30;107",
        Colour::Black => "97;40",
        Colour::Red => "97;41",
        Colour::Green | Colour::Tempted => "30;42",
    };
    let code = if kept { format!("1;{code}") } else { code.to_string() };
    style.paint(&code, &text)
}

fn colour_name(c: Colour, lang: Lang) -> &'static str {
    match lang {
        Lang::Es => c.word(),
        Lang::En => c.english(),
    }
}

fn role_name(r: Role, lang: Lang) -> &'static str {
    match (lang, r) {
        (Lang::Es, _) => r.word(),
        (Lang::En, Role::High) => "high",
        (Lang::En, Role::Middle) => "middle",
        (Lang::En, Role::Low) => "low",
    }
}

fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        format!("−{}", -v)
    }
}

/// One sentence for a die's note, e.g. "el dado negro 5 empata: −1 y se elimina".
pub fn note_line(n: &DieNote, lang: Lang) -> Option<String> {
    let c = colour_name(n.colour, lang);
    let es = lang == Lang::Es;
    let how = match (n.comparison, es) {
        // The kept die is the total's own line: its points are its face, not a bonus.
        (Comparison::Kept, _) => return None,
        (Comparison::Other, _) => {
            return match (n.colour, n.points, es) {
                (Colour::White, 1, true) => Some("otro 6 blanco: +1".into()),
                (Colour::White, -1, true) => Some("otro 1 blanco: −1".into()),
                (Colour::White, 1, false) => Some("another white 6: +1".into()),
                (Colour::White, -1, false) => Some("another white 1: −1".into()),
                _ => None,
            }
        }
        (Comparison::Beaten, true) => "queda superado",
        (Comparison::Tie, true) => "empata",
        (Comparison::Above, true) => "no queda superado",
        (Comparison::Beaten, false) => "is beaten",
        (Comparison::Tie, false) => "ties",
        (Comparison::Above, false) => "is not beaten",
    };
    let points = match (n.points, es) {
        (0, true) if n.colour == Colour::Green => "no suma".to_string(),
        (0, true) => "no resta".to_string(),
        (0, false) if n.colour == Colour::Green => "adds nothing".to_string(),
        (0, false) => "costs nothing".to_string(),
        (p, _) => signed(p),
    };
    let fate = match (n.fate, es) {
        (None, _) => String::new(),
        (Some(Fate::Removed), true) => " y se elimina".into(),
        (Some(Fate::CombatBonus), true) => "; se queda y da +1 al daño o al aguante".into(),
        (Some(Fate::BackToPool), true) => " y vuelve a la reserva".into(),
        (Some(Fate::Spent), true) => " y se pierde".into(),
        (Some(Fate::Recovered), true) => " y se recupera".into(),
        (Some(Fate::StaysLost), true) => " y sigue perdido".into(),
        (Some(Fate::IfItBeatsTheDifficulty), true) => " y se recupera si el total supera la dificultad (B350)".into(),
        (Some(Fate::SequelaPoint), true) => " y da un punto de secuela".into(),
        (Some(Fate::Removed), false) => " and is removed".into(),
        (Some(Fate::CombatBonus), false) => "; it stays and gives +1 to damage or toughness".into(),
        (Some(Fate::BackToPool), false) => " and goes back to the pool".into(),
        (Some(Fate::Spent), false) => " and is lost".into(),
        (Some(Fate::Recovered), false) => " and is won back".into(),
        (Some(Fate::StaysLost), false) => " and stays lost".into(),
        (Some(Fate::IfItBeatsTheDifficulty), false) => {
            " and is won back if the total beats the difficulty (B350)".into()
        }
        (Some(Fate::SequelaPoint), false) => " and gives a sequela point".into(),
    };
    Some(if es {
        format!("el dado {c} {} {how}: {points}{fate}", n.face)
    } else {
        format!("the {c} {} {how}: {points}{fate}", n.face)
    })
}

pub fn outcome_word(o: Outcome, lang: Lang) -> &'static str {
    match (o, lang) {
        (Outcome::Exito, Lang::Es) => "ÉXITO",
        (Outcome::Parcial, Lang::Es) => "ÉXITO PARCIAL",
        (Outcome::Fallo, Lang::Es) => "FALLO",
        (Outcome::Pifia, Lang::Es) => "PIFIA",
        (Outcome::Exito, Lang::En) => "SUCCESS",
        (Outcome::Parcial, Lang::En) => "PARTIAL SUCCESS",
        (Outcome::Fallo, Lang::En) => "FAILURE",
        (Outcome::Pifia, Lang::En) => "FUMBLE",
    }
}

/// The whole roll for a person.
pub fn human(t: &Transcript, lang: Lang, style: Style) -> String {
    let es = lang == Lang::Es;
    let mut out = String::new();
    let dif = t
        .difficulty
        .map(|d| format!(", {} {d}", lang.pick("dificultad", "difficulty")))
        .unwrap_or_default();
    out.push_str(&style.bold(&format!(
        "PORTAL ({} {}, {} {}{dif})",
        lang.pick("perfil", "profile"),
        t.profile.word(),
        lang.pick("dado", "keeping the"),
        role_name(t.role, lang),
    )));
    out.push('\n');
    let mut kept_shown = false;
    let dice: Vec<String> = t
        .dice
        .iter()
        .map(|d| {
            let kept = d.colour == Colour::White && d.face == t.kept && !kept_shown;
            kept_shown |= kept;
            paint(style, d.colour, d.face, kept)
        })
        .collect();
    out.push_str(&format!("  {}\n", dice.join(" ")));
    for (i, s) in t.steps.iter().enumerate() {
        let line = match (s, es) {
            (Step::Reroll { color, from, to }, true) => format!("repetición {}: {} {from} → {to}", i + 1, color.word()),
            (Step::Reroll { color, from, to }, false) => format!("reroll {}: {} {from} → {to}", i + 1, color.english()),
            (Step::Block, true) => "se bloquean los unos y los seises (+1 PP para quien tira)".into(),
            (Step::Block, false) => "ones and sixes are blocked (+1 PP to the roller)".into(),
            (Step::BuyAce, true) => "1 PP gastado: una repetición más".into(),
            (Step::BuyAce, false) => "1 PP spent: one more reroll".into(),
            (Step::RemoveWound { face }, true) => format!("1 PP gastado: se quita el dado rojo {face}"),
            (Step::RemoveWound { face }, false) => format!("1 PP spent: the red {face} is removed"),
        };
        out.push_str(&format!("  {}\n", style.dim(&line)));
    }
    out.push_str(&format!(
        "  {} {} {}\n",
        lang.pick("se queda el blanco", "kept white"),
        t.kept,
        style.dim(&format!("({})", role_name(t.role, lang)))
    ));
    for line in t.notes.iter().filter_map(|n| note_line(n, lang)) {
        out.push_str(&format!("  {line}\n"));
    }
    if t.wounds_unrolled > 0 && t.score.wounds != 0 {
        out.push_str(&format!(
            "  {} {}\n",
            t.wounds_unrolled,
            lang.pick(
                "dados de heridas sin tirar: también restan",
                "wound dice set aside: they count too"
            )
        ));
    }
    for (label, v) in [
        (lang.pick("especialidad", "specialty"), t.specialty_bonus),
        (
            lang.pick("repeticiones sobrantes", "unused rerolls beyond 5"),
            t.rerolls.overflow,
        ),
        (lang.pick("modificador", "modifier"), t.modifier),
    ] {
        if v != 0 {
            out.push_str(&format!("  {label}: {}\n", signed(v)));
        }
    }
    let verdict = match t.outcome {
        Some(Outcome::Pifia) => format!(
            " → {} ({} {})",
            style.bold(outcome_word(Outcome::Pifia, lang)),
            lang.pick("grado", "degree"),
            t.fumble_degree.unwrap_or(0)
        ),
        Some(o) => format!(" → {}", style.bold(outcome_word(o, lang))),
        None => String::new(),
    };
    out.push_str(&format!(
        "{} {}{verdict}\n",
        style.bold(lang.pick("Total", "Total")),
        style.bold(&t.total.to_string())
    ));
    for r in &t.readings {
        out.push_str(&format!(
            "  {} ({}): {}\n",
            reading_name(r.kind, lang),
            role_name(r.role, lang),
            r.total
        ));
    }
    let changes = sheet_changes(t, lang);
    if !changes.is_empty() {
        out.push_str(&format!(
            "{}: {}\n",
            lang.pick("Cambios en la ficha", "Sheet changes"),
            changes.join("; ")
        ));
    }
    out
}

/// What to write on the character sheet after the roll.
pub fn sheet_changes(t: &Transcript, lang: Lang) -> Vec<String> {
    let e = &t.effects;
    let mut v = Vec::new();
    let mut add = |n: u8, es: &str, en: &str| {
        if n > 0 {
            v.push(format!("{n} {}", lang.pick(es, en)));
        }
    };
    add(e.malestar_removed, "dado(s) de malestar menos", "discomfort dice fewer");
    add(e.suerte_spent, "dado(s) de suerte perdidos", "luck dice lost");
    add(
        e.secuela_points,
        "punto(s) de secuela por resolver",
        "sequela points to resolve",
    );
    add(e.pp_gained, "PP ganados", "PP gained");
    add(e.pp_spent, "PP gastados", "PP spent");
    add(e.heridas_removed, "dado(s) de heridas quitados", "wound dice removed");
    if let Some(r) = e.suerte_recovered {
        v.push(
            match (r, e.suerte_depends_on_difficulty, lang) {
                (true, _, Lang::Es) => "el dado de suerte tentado se recupera",
                (false, true, Lang::Es) => {
                    "el dado de suerte tentado depende de la dificultad: se recupera si el total la supera"
                }
                (false, false, Lang::Es) => "el dado de suerte tentado sigue perdido",
                (true, _, Lang::En) => "the tempted luck die is won back",
                (false, true, Lang::En) => {
                    "the tempted luck die depends on the difficulty: it is won back if the total beats it"
                }
                (false, false, Lang::En) => "the tempted luck die stays lost",
            }
            .to_string(),
        );
    }
    v
}

fn reading_name(k: ReadingKind, lang: Lang) -> &'static str {
    let (es, en) = match k {
        ReadingKind::Normal => ("tirada", "roll"),
        ReadingKind::Reflexes => ("reflejos", "reflexes"),
        ReadingKind::Composure => ("sangre fría", "composure"),
        ReadingKind::Attack => ("ataque", "attack"),
        ReadingKind::Defence => ("defensa", "defence"),
        ReadingKind::Strength => ("fuerza", "strength"),
        ReadingKind::Toughness => ("aguante", "toughness"),
        ReadingKind::Damage => ("daño", "damage"),
        ReadingKind::Weapon => ("arma", "weapon"),
    };
    lang.pick(es, en)
}
