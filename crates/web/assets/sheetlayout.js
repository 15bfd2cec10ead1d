// tirada — the Hitos, Fate and CHASIS sheets laid out as their books print them: per system,
// the sections in the book's order and the engine's keys each holds (a key no section names
// goes to «Otros», so nothing is lost), and the tracks the server's preview reads, drawn as
// boxes with a mark in each (never colour alone).
import { t, el } from "./ui.js";

// `keys`: the engine's top-level keys, in order; `add`: keys a sheet may lack, with the empty
// value a new one starts with (left out again when still empty); `track`: the section where
// the state the sheet starts with is drawn.
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
    { title: "sheet_sec_energy", keys: ["estado"], track: true },
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
