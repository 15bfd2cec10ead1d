//! The pages' words in Spanish (the default) and English: a small message table, checked by
//! a test to have both languages for every key. (Fluent was weighed; the pages' messages are
//! plain strings without plurals, so a table keeps the binary and the build small.)

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Es,
    En,
}

impl Lang {
    pub fn from_code(code: Option<&str>) -> Lang {
        match code.map(|c| c.trim().to_lowercase()) {
            Some(c) if c.starts_with("en") => Lang::En,
            _ => Lang::Es,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::Es => Lang::En,
            Lang::En => Lang::Es,
        }
    }

    /// The message `key`; the key itself if it is missing (a test forbids that).
    pub fn t(self, key: &str) -> &'static str {
        all()
            .find(|m| m.0 == key)
            .map(|m| if self == Lang::Es { m.1 } else { m.2 })
            .unwrap_or("¿?")
    }

    /// Every message as a JSON object, for the page's script.
    pub fn all_json(self) -> String {
        let map: serde_json::Map<String, serde_json::Value> = all()
            .map(|m| (m.0.to_string(), (if self == Lang::Es { m.1 } else { m.2 }).into()))
            .collect();
        serde_json::Value::Object(map).to_string()
    }
}

/// Every message: the pages' and the characters' state words (`i18n_state.rs`).
fn all() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    MESSAGES.iter().chain(crate::i18n_state::MESSAGES)
}

/// (key, Spanish, English).
pub const MESSAGES: &[(&str, &str, &str)] = &[
    (
        "app_tagline",
        "La mesa de juego compartida: tiradas en el servidor, probabilidades exactas.",
        "The shared game table: rolls on the server, exact odds.",
    ),
    ("create_title", "Crear una mesa", "Create a table"),
    ("table_name", "Nombre de la mesa", "Table name"),
    ("gm_name", "Tu nombre (director)", "Your name (game master)"),
    ("system", "Sistema", "System"),
    ("profile", "Reglamento de PORTAL", "PORTAL ruleset"),
    (
        "profile_resumen",
        "Resumen de reglas (por defecto)",
        "Rules summary (default)",
    ),
    ("profile_libro", "Reglas beta del libro", "The book's beta rules"),
    ("create", "Crear la mesa", "Create the table"),
    ("join_title", "Unirse a la mesa", "Join the table"),
    ("your_name", "Tu nombre", "Your name"),
    ("invite_code", "Código de invitación", "Invite code"),
    ("join", "Entrar", "Join"),
    ("invite_link", "Enlace de invitación", "Invite link"),
    ("copy", "Copiar", "Copy"),
    ("copied", "Copiado", "Copied"),
    ("members", "Miembros", "Members"),
    ("gm", "director", "game master"),
    ("player", "jugador", "player"),
    ("characters", "Personajes", "Characters"),
    ("new_character", "Nuevo personaje", "New character"),
    ("edit", "Editar", "Edit"),
    ("name", "Nombre", "Name"),
    ("concept", "Concepto", "Concept"),
    ("fortes", "Fortalezas", "Fortalezas (strengths)"),
    ("forte_name", "Fortaleza", "Fortaleza"),
    ("level", "Nivel", "Level"),
    (
        "specialties",
        "Especialidades (separadas por comas)",
        "Specialties (comma-separated)",
    ),
    ("superhuman", "Sobrehumana", "Superhuman"),
    ("add_forte", "Añadir Fortaleza", "Add a Fortaleza"),
    ("remove", "Quitar", "Remove"),
    ("malestar", "Malestar", "Discomfort"),
    ("heridas", "Heridas", "Wounds"),
    ("suerte", "Suerte", "Luck"),
    ("pp", "PP", "PP"),
    ("secuelas", "Secuelas", "Sequelae"),
    ("notes", "Notas", "Notes"),
    ("save", "Guardar", "Save"),
    ("roll_panel", "Tirar", "Roll"),
    ("character", "Personaje", "Character"),
    ("none_gm", "— ninguno (tirada del director) —", "— none (GM roll) —"),
    ("kept_die", "Dado que se queda", "Kept die"),
    ("superior", "superior", "high"),
    ("medio", "medio", "middle"),
    ("inferior", "inferior", "low"),
    ("dice_black", "Dados negros (malestar)", "Black dice (discomfort)"),
    (
        "dice_red",
        "Dados rojos (heridas) que tiras",
        "Red dice (wounds) thrown",
    ),
    (
        "dice_green",
        "Dados verdes (suerte) que añades",
        "Green dice (luck) added",
    ),
    ("tempt", "Tentar a la suerte", "Tempt luck"),
    ("forte_applies", "Fortaleza que se aplica", "Fortaleza that applies"),
    ("no_forte", "— ninguna —", "— none —"),
    ("specialty", "Especialidad", "Specialty"),
    ("difficulty", "Dificultad", "Difficulty"),
    ("modifier", "Modificador", "Modifier"),
    ("hidden", "Oculta (solo el director)", "Hidden (GM only)"),
    (
        "odds_before",
        "Probabilidades exactas antes de tirar",
        "Exact odds before rolling",
    ),
    (
        "odds_best",
        "con la mejor política de repeticiones",
        "with the best reroll policy",
    ),
    ("roll", "¡Tirar!", "Roll!"),
    ("result", "Resultado", "Result"),
    ("log", "Registro de la mesa", "Table log"),
    ("chat", "Mensaje", "Message"),
    ("send", "Enviar", "Send"),
    ("export_md", "Exportar (Markdown)", "Export (Markdown)"),
    ("export_json", "Exportar (JSON)", "Export (JSON)"),
    ("fairness", "Equidad de los dados", "Dice fairness"),
    (
        "close_table",
        "Cerrar la sesión y revelar la semilla",
        "Close the session and reveal the seed",
    ),
    (
        "commitment",
        "Compromiso de la semilla (SHA-256)",
        "Seed commitment (SHA-256)",
    ),
    ("seed", "Semilla revelada", "Revealed seed"),
    ("closed", "Mesa cerrada", "Table closed"),
    ("exito", "éxito", "success"),
    ("parcial", "parcial", "partial"),
    ("fallo", "fallo", "failure"),
    ("pifia", "pifia", "fumble"),
    ("total", "total", "total"),
    ("mean", "media", "mean"),
    ("rerolls_left", "Repeticiones que quedan", "Rerolls left"),
    ("advice_reroll", "Consejo: repite el", "Advice: reroll the"),
    ("advice_stop", "Consejo: plántate", "Advice: stop here"),
    (
        "click_reroll",
        "Pulsa un dado para repetirlo.",
        "Click a die to reroll it.",
    ),
    ("blanco", "blanco", "white"),
    ("negro", "negro", "black"),
    ("rojo", "rojo", "red"),
    ("verde", "verde", "green"),
    ("tentado", "tentado", "tempted"),
    ("rolls", "tira", "rolls"),
    ("rerolled", "repite", "rerolls"),
    ("joined", "se une a la mesa", "joins the table"),
    ("created", "crea la mesa", "creates the table"),
    ("new_char_event", "crea a", "creates"),
    ("updated_char", "edita a", "edits"),
    ("state_event", "cambia el estado de", "changes the state of"),
    ("hidden_roll", "tirada oculta", "hidden roll"),
    ("reveal", "Revelar", "Reveal"),
    ("revealed", "revela la tirada", "reveals roll"),
    ("closed_event", "cierra la sesión; semilla", "closes the session; seed"),
    ("state", "Estado", "State"),
    ("reason", "Motivo", "Reason"),
    ("change_state", "Cambiar estado", "Change state"),
    ("observed", "observado", "observed"),
    ("expected", "esperado", "expected"),
    ("chi_square", "Chi cuadrado", "Chi-square"),
    ("p_value", "valor p", "p-value"),
    (
        "fair_verdict_ok",
        "Nada sugiere dados cargados (p ≥ 0,01).",
        "Nothing suggests loaded dice (p ≥ 0.01).",
    ),
    (
        "fair_verdict_bad",
        "Distribución muy improbable para dados justos (p < 0,01).",
        "A very unlikely spread for fair dice (p < 0.01).",
    ),
    ("fair_none", "Aún no hay tiradas del servidor.", "No server rolls yet."),
    ("back", "Volver a la mesa", "Back to the table"),
    ("language", "English", "Español"),
    (
        "not_member",
        "No eres miembro de esta mesa.",
        "You are not a member of this table.",
    ),
    (
        "shortcuts",
        "Atajos: r tira, c escribe un mensaje",
        "Shortcuts: r rolls, c writes a message",
    ),
    ("you", "tú", "you"),
    ("characteristic", "Característica", "Characteristic"),
    ("skill", "Habilidad", "Skill"),
    ("in_a_row", "Tiradas seguidas", "Rolls in a row"),
    ("minimum", "Mínimo en cada una", "Minimum on each"),
    ("read_die", "Dado que se lee", "Die read"),
    (
        "typed_dice",
        "Dados físicos (opcional): escribe las caras",
        "Physical dice (optional): type the faces",
    ),
    ("critico", "crítico", "critical"),
    ("neutro", "neutro", "neutral"),
    ("hiperbole", "hipérbole", "hyperbole"),
    ("degree", "grado", "degree"),
    ("attribute", "Atributo", "Attribute"),
    ("description", "Descripción", "Description"),
    ("apply", "Aplicar", "Apply"),
    (
        "aspect",
        "A favor (1 punto de drama; repite lo que aconseja el motor)",
        "In your favour (1 drama point; rerolls what the engine advises)",
    ),
    (
        "aspect_against",
        "En contra, del director (el personaje gana 1 punto de drama)",
        "Against, by the GM (the character gains 1 drama point)",
    ),
    ("aspects", "Activar un aspecto", "Activate an aspect"),
    ("aspect_name", "Aspecto (opcional)", "Aspect (optional)"),
    (
        "block",
        "Bloquear: unos y seises no se repiten (+1 PP)",
        "Block: ones and sixes are not rerolled (+1 PP)",
    ),
    (
        "pp_rerolls",
        "Repeticiones compradas con PP (1 PP cada una)",
        "Rerolls bought with PP (1 PP each)",
    ),
    (
        "emphasis_spent",
        "Énfasis gastado (MOD+1 por PY)",
        "Emphasis spent (MOD+1 per PY)",
    ),
    (
        "realistic",
        "Realista: solo los triples son críticos o pifias",
        "Realistic: only triples are criticals or fumbles",
    ),
    ("apertura", "Apertura", "Apertura (opening)"),
    ("ev_malestar", "gana dados de malestar", "gains discomfort dice"),
    ("ev_quitar_malestar", "quita dados de malestar", "loses discomfort dice"),
    ("ev_herida", "recibe dados de heridas", "takes wound dice"),
    ("ev_curar_herida", "cura dados de heridas", "heals wound dice"),
    ("ev_dano", "recibe puntos de daño", "takes damage points"),
    ("ev_gastar_suerte", "gasta dados de suerte", "spends luck dice"),
    ("ev_recuperar_suerte", "recupera dados de suerte", "recovers luck dice"),
    ("ev_ganar_pp", "gana PP", "gains PP"),
    ("ev_gastar_pp", "gasta PP", "spends PP"),
    ("specialty_name", "Especialidad", "Specialty"),
    ("from_sheet", "de la hoja", "from the sheet"),
    (
        "paste_sheet",
        "Pega la hoja (el fichero TOML de la línea de órdenes, o JSON)",
        "Paste the sheet (the command line's TOML file, or JSON)",
    ),
    ("error", "Error", "Error"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_unique_and_translated() {
        let mut keys: Vec<&str> = all().map(|m| m.0).collect();
        keys.sort_unstable();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "duplicate message keys");
        assert!(all().all(|m| !m.1.is_empty() && !m.2.is_empty()));
        assert_eq!(Lang::En.t("roll"), "Roll!");
        assert_eq!(Lang::from_code(Some("en-GB")), Lang::En);
    }
}
