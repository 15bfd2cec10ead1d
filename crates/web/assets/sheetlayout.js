// tirada — the sheets of PORTAL, Hitos, Fate, CHASIS and MIRILLA laid out as their books print them: per system,
// the sections in the book's order and the engine's keys each holds (a key no section names
// goes to «Otros», so nothing is lost), and the tracks the server's preview reads, drawn as
// boxes with a mark in each (never colour alone).
import { t, el } from "./ui.js";

// `keys`: the engine's top-level keys, in order; `add`: keys a sheet may lack, with the empty
// value a new one starts with (left out again when still empty); `track`: the section where
// the state the sheet starts with is drawn; `drawn`: the parts of a key its track draws (the
// rest of it is still printed); `blanks`: lines left to write on by hand, on paper.
export const LAYOUT = {
  hitos: [
    { title: "sheet_sec_concept", keys: ["nombre", "tipo", "tipo_de_secuaz", "primera_aparicion", "concepto", "rasgos", "hitos", "cita", "complicaciones"] },
    { title: "k_caracteristicas", keys: ["caracteristicas"], roll: "caracteristica" },
    { title: "k_habilidades", keys: ["habilidades", "maniobras"], roll: "habilidad" },
    { title: "sheet_sec_gear", keys: ["armas", "protecciones", "inmunidades", "dano_minimo"] },
    { title: "sheet_sec_health", keys: ["salud", "secuelas", "trastornos", "drogas"], track: true },
    { title: "sheet_sec_drama", keys: ["drama", "puntos_dramaticos", "aspectos_temporales", "agotados"] },
  ],
  fate: [
    { title: "sheet_sec_character", keys: ["nombre", "asiento", "entidad", "refresco", "pp", "pp_max"], add: { pp: null, pp_max: null } },
    { title: "sheet_sec_ladder", keys: ["habilidades"], roll: "habilidad" },
    { title: "k_poderes", keys: ["poderes"] },
    { title: "sheet_sec_stress", keys: ["estres", "consecuencias"], track: true },
    { title: "k_seguidores", keys: ["seguidores"] },
  ],
  chasis: [
    { title: "sheet_sec_identity", keys: ["nombre", "tipo", "marco", "clase", "especie", "estereotipo", "cita", "nivel", "grado"],
      add: { estereotipo: "", cita: "" } },
    { title: "sheet_sec_personality", keys: ["aspecto", "actitud", "pasado", "futuro", "peculiaridad", "rasgos", "biografia"],
      add: { futuro: "", peculiaridad: "", biografia: "" } },
    { title: "sheet_sec_qualities", keys: ["capacidades", "incapacidades", "matices", "disciplinas"], roll: "atributo",
      add: { incapacidades: [], matices: [], disciplinas: [] } },
    { title: "sheet_sec_energy", keys: ["estado"], track: true, drawn: { estado: ["energia", "heridas"] } },
  ],
  // A MIRILLA sheet holds a name (and whatever else a table typed in); the Narrador weighs the
  // character's competence, exhaustion and wounds and the gear at hand (B27): lines to fill.
  mirilla: [
    { title: "sheet_sec_character", keys: ["nombre"], blanks: ["mirilla_competence", "mirilla_harm", "mirilla_gear"] },
  ],
};

// Numbers a sheet may leave out (blank: the engine's default — Fate's PP and their maximum
// are as many as the powers, L62).
export const OPTIONAL_NUMBERS = { fate: ["pp", "pp_max"] };

// The shape of a new item of a list no example shows (the engine's sheet types).
export const ITEMS = {
  chasis: { incapacidades: { nombre: "", puntuacion: 0 }, matices: { nombre: "", puntuacion: 0 }, disciplinas: { nombre: "", anti: false } },
  fate: { consecuencias: { gravedad: "leve", descripcion: "" } },
};

// The values the engine takes for a key (`*` for any item of a list), chosen by their words
// (`opt_` + value) instead of typed; "" is «none» where the key may go unsaid.
const HITOS_WEAPONS = ["", "alimana", "sin_armas", "cc_ligera", "cc", "fuego_pequena", "fuego_media", "fuego_grande", "canon_ligero", "canon_pesado", "obus"];
const SEVERITY = ["leve", "moderada", "grave"];
const FATE_TRACKS = ["salud", "serenidad"];
const CHOICES = {
  hitos: {
    tipo: ["pj", "pnj", "secuaz"],
    "habilidades.*.rol": ["combate", "forma_fisica", "profesion", "subterfugio", "percepcion", "atencion_medica", "conduccion", "otra"],
    "aspectos_temporales.*.duracion": ["permanente", "escena", "sesion", "hasta_sano", "durante_recuperacion", "otra"],
    "agotados.*.hasta": ["sesion", "historia"],
    "armas.*.categoria": HITOS_WEAPONS,
  },
  fate: {
    "seguidores.*.tipo": ["companero", "ayudante", "asistente"],
    "seguidores.*.estado": ["activo", "fuera"],
    "consecuencias.*.gravedad": SEVERITY,
    "consecuencias.*.medidor": ["", ...FATE_TRACKS],
    "poderes.*.consecuencia_extra": ["", ...SEVERITY],
    "poderes.*.recuperacion_medidor": ["", ...FATE_TRACKS],
  },
  chasis: { tipo: ["pj", "pnj", "psj"] },
};
export const choicesAt = (system, path) => (CHOICES[system] || {})[path.replace(/\.\d+(?=\.|$)/g, ".*")];
// A choice's words: `opt_` + the value, else the page's word for it (`leve`, `salud`), else the
// value itself.
export function optionWords(v) {
  if (v === "") return "—";
  const w = t("opt_" + v);
  return w !== "opt_" + v ? w : t(v);
}

// The keys of a sheet in the book's order (sections first, then the rest as they come).
export function ordered(system, keys) {
  const order = (LAYOUT[system] || []).flatMap((s) => s.keys);
  const at = (k) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...keys].sort((a, b) => at(a) - at(b));
}

// A row of boxes: one per mark of `marks` ("X", "/", "●" for a point in hand, "" for an empty
// box), each with its mark as text, and the whole as one sentence for a screen reader.
function boxes(label, marks, numbered) {
  const said = label + ": " + marks.map((m) => m || "□").join(" ");
  return el("div", { class: "track", role: "img", "aria-label": said, title: said },
    ...marks.map((m, i) => el("span", { class: "box" + (m === "●" ? " held" : m ? " marked" : ""), "data-mark": m || "" },
      m || (numbered ? String(i + 1) : "\u00a0"))));
}
const filled = (n, of, mark) => Array.from({ length: Math.max(of, n) }, (_, i) => (i < n ? mark || "X" : ""));

// The state a sheet starts with (or holds now), as the server read it: its tracks as boxes and
// the values the engine derives, as (label, node or text) rows.
// `derived`: what a Hitos sheet derives (the preview's `derived`: Aguante, Iniciativa…).
export function trackRows(system, s, derived) {
  s = s || {};
  const r = s.resumen || {};
  if (system === "hitos" && r.casillas != null) {
    const marks = [...r.casillas].map((c) => (c === "X" || c === "/" ? c : ""));
    const d = derived || {};
    const values = ["aguante", "iniciativa", "defensa", "bd_cuerpo_a_cuerpo", "bd_a_distancia", "rd"]
      .filter((k) => d[k] != null).map((k) => [t("derived_" + k), String(d[k])]);
    return [...values, [t("sheet_track"), boxes(t("sheet_track"), marks)],
      [t("sheet_state"), t(r.estado || "sano") + (r.penalizador ? " (" + r.penalizador + ")" : "")],
      [t("sheet_points"), String(r.resistencia)],
      [t("k_puntos_dramaticos"), boxes(t("k_puntos_dramaticos"), filled(s.puntos_dramaticos || 0, r.drama || 0, "●"))]];
  }
  if (system === "fate" && s.estres) {
    const track = (k) => [t(k), boxes(t(k), [...(s.estres[k] || "")].map((c) => (c === "x" ? "X" : "")), true)];
    const cons = (s.consecuencias || []).map((c) => t(c.gravedad) + (c.descripcion ? " «" + c.descripcion + "»" : ""));
    return [track("salud"), track("serenidad"), [t("consequences"), cons.join(", ") || "—"],
      ["PP", s.pp + " / " + r.pp_max]];
  }
  if (system === "chasis" && s.heridas) {
    return [[t("damage"), boxes(t("damage"), filled(s.heridas.dano || 0, r.limite_dano || 0))],
      [t("pain"), boxes(t("pain"), filled(s.heridas.dolor || 0, r.limite_dolor || 0))],
      [t("enfasis"), String(s.energia.enfasis)], [t("estres"), String(s.energia.estres)]];
  }
  return [];
}

// PORTAL's words for what a sheet holds, one source for the screen's sheet and the paper's.
// The kind of character (B637) and, but for the cast, its initial concept (B687).
export const portalKind = (s) => t("kind_" + (s.tipo || "protagonista")) + (s.tipo === "reparto" ? "" : ", " + t("concept_" + (s.concepto || "miembro_del_equipo")));
const frequency = (x) => t("freq_" + (x.frecuencia || "moderada"));
// A Fortaleza: level, frequency of use (B722) and especialidad (B800).
export const forte = (f) => f.nombre + " " + f.nivel + " (" + frequency(f) + (f.especialidad ? ", " + f.especialidad : "") + ")";
export const limitation = (l) => l.nombre + " (" + frequency(l) + ")";
export const quirk = (q) => q.nombre + " (" + q.coste + " PP)" + (q.efecto ? ": " + q.efecto : "");
// The equipment (B1201–B1224) as (what, which) rows.
export function portalGear(eq) {
  eq = eq || {};
  const arma = eq.arma || {};
  const def = eq.defensa || {};
  return [[t("weapon"), arma.distancia ? t("w_" + arma.distancia) : t("w_" + (arma.tamano || "manos_desnudas")) + (arma.afilada ? ", " + t("sharp").toLowerCase() : "")],
    [t("armour"), eq.armadura ? t("a_" + eq.armadura) : ""],
    [t("shield"), def.escudo ? t("s_" + def.escudo) : ""],
    [t("cover"), def.cobertura ? t("c_" + def.cobertura) : ""]].filter(([, v]) => v);
}
// The six readings of a roll and the die each keeps (B151; Reflejos B1022, Sangre fría B1038).
const ROLES = ["reflejos", "sangre_fria", "ataque", "defensa", "dano", "aguante"];

// PORTAL's sheet on paper, as (title, rows) sections in the book's order: concept and type,
// Fortalezas, Limitaciones (B722), Peculiaridades (B836), Estímulos (B812), reserves, equipment,
// the dice each reading keeps, Puntos de Personaje (B840, in hand B852), and the dice in hand —
// Malestar (B191: a fourth becomes a wound, so three), Heridas (B246) and, for a protagonist,
// Suerte (B316) — as boxes to mark by hand. `state`: the character's state now. A section's
// third item is its class on paper (`two`: its short rows in two columns).
export function portalSections(s, state) {
  const st = { ...(s.estado || {}), ...(state || {}) };
  const cast = s.tipo === "reparto";
  const lucky = !cast && (s.tipo || "protagonista") === "protagonista";
  const luck = st.suerte_maxima ?? Math.max(3, st.suerte || 0);
  const dice = s.dados || {};
  return [
    ["psec_concept", [[t("k_tipo"), portalKind(s)], [t("generic_value"), s.reparto ? String(s.reparto.valor_generico) : ""],
      [t("description_notes"), s.descripcion || ""]]],
    ["fortes", (s.fortalezas || []).map((f) => [f.nombre, f.nivel + " · " + frequency(f) + (f.especialidad ? " · " + f.especialidad : "")])],
    ["psec_limitations", (s.limitaciones || []).map((l) => [l.nombre, frequency(l)])],
    ["quirks", (s.peculiaridades || []).map((q) => [q.nombre, q.coste + " PP" + (q.efecto ? " · " + q.efecto : "")])],
    ["drives", (s.estimulos || []).map((d, i) => [String(i + 1), d])],
    ["reserves", (s.reservas || []).map((r) => [r.proposito, String(r.cantidad)])],
    ["equipment", portalGear(s.equipo)],
    ["dice_roles", cast ? [] : ROLES.map((k) => [t("role_" + k), t(dice[k] || "medio")]), "two"],
    ["psec_pp", lucky ? [[t("pp"), String(st.pp || 0)], [t("pp_reserve"), st.pp_reserva ? String(st.pp_reserva) : ""]] : []],
    ["in_hand", cast ? [] : [[t("malestar"), boxes(t("malestar"), filled(st.malestar || 0, 3))],
      [t("heridas"), boxes(t("heridas"), filled(st.heridas || 0, 3))],
      ...(lucky ? [[t("suerte"), boxes(t("suerte"), filled(st.suerte || 0, luck, "●"))]] : [])]],
  ].map(([title, rows, cls]) => [t(title), rows, cls]);
}
