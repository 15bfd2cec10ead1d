//! The encounter log's manoeuvre lines for people (preparing by a roll, leaving the melee,
//! opportunity attacks, protecting, the second window, disarming, fumbles).

use super::words::{faces, turns_lost};
use crate::lang::Lang;
use tirada_rules::portal::manoeuvres::{CombatRoll, FumbleCost};
use tirada_rules::portal::reading::ReadingKind;
use tirada_rules::portal::Entry;

fn roll_word(r: CombatRoll, lang: Lang) -> &'static str {
    match r {
        CombatRoll::Attack => lang.pick("ataque", "attack"),
        CombatRoll::Defence => lang.pick("defensa", "defence"),
        CombatRoll::Reflexes => lang.pick("reflejos", "reflexes"),
    }
}

fn fumble_text(cost: FumbleCost, points: u8, lang: Lang) -> String {
    match cost {
        FumbleCost::Discomfort => format!("{points} {}", lang.pick("malestar", "discomfort")),
        FumbleCost::LostTurn => turns_lost(points, lang),
        FumbleCost::RivalAce if points == 1 => lang.pick("1 as para el rival", "1 ace for the rival").to_string(),
        FumbleCost::RivalAce => format!("{points} {}", lang.pick("ases para el rival", "aces for the rival")),
        FumbleCost::Narrative => lang
            .pick("efecto narrativo del Guía", "a narrative effect by the GM")
            .to_string(),
    }
}

/// The line of a manoeuvre entry; none for the others.
pub fn line(entry: &Entry, lang: Lang, name: impl Fn(usize) -> String) -> Option<String> {
    let mut out = String::new();
    match entry {
        Entry::ExtraFreeActions { who, count, reflexes } => {
            let what = match (count, lang) {
                (1, Lang::Es) => "1 acción libre de más".to_string(),
                (n, Lang::Es) => format!("{n} acciones libres de más"),
                (1, Lang::En) => "1 extra free action".to_string(),
                (n, Lang::En) => format!("{n} extra free actions"),
            };
            out += &format!(
                "  {}: {what} → {} {reflexes}\n",
                name(*who),
                lang.pick("reflejos", "reflexes")
            );
        }
        Entry::PreparedByRoll {
            who,
            target,
            total,
            reflexes,
            success,
        } => {
            let result = match (success, lang) {
                (true, Lang::Es) => "un as para su próximo ataque",
                (true, Lang::En) => "an ace for its next attack",
                (false, Lang::Es) => "no lo consigue",
                (false, Lang::En) => "fails",
            };
            out += &format!(
                "  {}: {} {} {total} {} {} → {result}\n",
                name(*who),
                lang.pick("prepara el ataque contra", "prepares to attack"),
                name(*target),
                lang.pick("contra reflejos", "against reflexes"),
                lang.decimal(*reflexes, 1)
            );
        }
        Entry::Withdrawal {
            who,
            roll,
            escaped,
            caught,
        } => {
            let names = |v: &[usize]| v.iter().map(|&w| name(w)).collect::<Vec<_>>().join(", ");
            out += &format!(
                "  {}: {}",
                name(*who),
                lang.pick("se retira del cuerpo a cuerpo", "leaves the melee")
            );
            if let Some(t) = roll {
                out += &format!(" ({} {t})", lang.pick("maniobra", "manoeuvre"));
            }
            if !escaped.is_empty() {
                out += &format!("; {} {}", lang.pick("esquiva a", "gets away from"), names(escaped));
            }
            if !caught.is_empty() {
                out += &format!(
                    "; {} {}",
                    lang.pick("ataque de oportunidad de", "opportunity attack by"),
                    names(caught)
                );
            }
            out += "\n";
        }
        Entry::Opportunity { attacker, defender } => {
            out += &format!(
                "  {} {} {}\n",
                name(*attacker),
                lang.pick("aprovecha la ocasión contra", "takes the opportunity against"),
                name(*defender)
            );
        }
        Entry::Protecting {
            who,
            protected,
            with_pp,
        } => {
            let cost = match (with_pp, lang) {
                (false, Lang::Es) => "gasta su acción",
                (false, Lang::En) => "spends its action",
                (true, Lang::Es) => "paga 1 PP",
                (true, Lang::En) => "pays 1 PP",
            };
            out += &format!(
                "  {} {} {} ({cost})\n",
                name(*who),
                lang.pick("protege a", "protects"),
                name(*protected)
            );
        }
        Entry::Window {
            who,
            reading,
            total,
            roll,
        } => {
            let what = match reading {
                ReadingKind::Damage => lang.pick("daño", "damage"),
                _ => lang.pick("aguante", "toughness"),
            };
            out += &format!(
                "    {}: {} {what} {total} {}\n",
                name(*who),
                lang.pick("segunda ventana de repeticiones:", "second reroll window:"),
                faces(roll)
            );
        }
        Entry::Disarmed { who, by, broken } => {
            let what = match (broken, lang) {
                (false, Lang::Es) => "le arranca el arma a",
                (true, Lang::Es) => "le rompe el arma a",
                (false, Lang::En) => "disarms",
                (true, Lang::En) => "breaks the weapon of",
            };
            out += &format!("    {} {what} {}\n", name(*by), name(*who));
        }
        Entry::Fumble {
            who,
            roll,
            points,
            cost,
        } => {
            out += &format!(
                "    {}: {} {} −{points} → {}\n",
                name(*who),
                lang.pick("pifia de", "fumbled"),
                roll_word(*roll, lang),
                fumble_text(*cost, *points, lang)
            );
        }
        _ => return None,
    }
    Some(out)
}
