// tirada — a character's sheet read-only and compact, for everyone at the table: what the
// character is good at and carries, in the book's words and order, its tracks as boxes, and
// (PORTAL) the dice in hand.
import { t, el } from "./ui.js";
import { ordered, trackRows, choicesAt, optionWords, portalKind, forte, limitation, quirk, portalGear } from "./sheetlayout.js";

// A sheet's key in the book's words (`k_` + the key in the page's language), else spaced.
export const words = (k) => { const w = t("k_" + k); return w === "k_" + k ? String(k).replace(/_/g, " ") : w; };
const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const dots = (n, max) => "●".repeat(Math.max(0, Math.min(n, max))) + "○".repeat(Math.max(0, max - n));

// One value as a short text: a list of named items as «name value», a map as «key value».
export function brief(v) {
  if (v == null || v === "" || v === false) return "";
  if (Array.isArray(v)) return v.map(brief).filter(Boolean).join(", ");
  if (isObj(v)) {
    const name = v.nombre ?? v.name ?? v.texto;
    if (name != null) {
      const n = v.nivel ?? v.valor ?? v.puntuacion;
      return String(name) + (n != null ? " " + n : "") + (v.especialidad ? " (" + v.especialidad + ")" : "");
    }
    return Object.entries(v).map(([k, x]) => (typeof x === "object" ? brief(x) : x === true ? words(k) : words(k) + " " + x)).filter((x) => x && !/ false$/.test(x)).join(" · ");
  }
  return String(v);
}

export function portal(s, state) {
  const fortes = (s.fortalezas || []).map(forte);
  const limits = (s.limitaciones || []).map(limitation);
  const quirks = (s.peculiaridades || []).map(quirk);
  const reserves = (s.reservas || []).map((r) => r.proposito + " " + r.cantidad);
  const kept = Object.entries(s.dados || {}).filter(([, v]) => v !== "medio").map(([k, v]) => t("role_" + k) + " " + t(v));
  const gear = portalGear(s.equipo).map(([k, v]) => k + " " + v);
  const st = state || {};
  const hand = [t("malestar") + " " + dots(st.malestar || 0, 3), t("heridas") + " " + dots(st.heridas || 0, 3),
    "suerte" in st ? t("suerte") + " " + dots(st.suerte || 0, Math.max(3, st.suerte || 0)) : null].filter(Boolean);
  return [[t("k_tipo"), portalKind(s)],
    [t("generic_value"), s.reparto ? String(s.reparto.valor_generico) : ""],
    [t("fortes"), fortes.join(", ")], [t("limitations"), limits.join(", ")], [t("quirks"), quirks.join(", ")],
    [t("reserves"), reserves.join(", ")], [t("drives"), (s.estimulos || []).join(", ")],
    [t("dice_roles"), kept.join(" · ") || t("medio")], [t("equipment"), gear.join(" · ")], [t("in_hand"), hand.join(" · ")],
    [t("description_notes"), s.descripcion || ""]];
}

// The rows of a sheet: (what, value), the empty ones left out.
function rows(system, c) {
  const s = c.sheet || {};
  if (system === "portal") return portal(s, c.state);
  // The tracks drawn as boxes, then the sheet in the book's order.
  const state = new Set(Object.keys(c.state || {}));
  return [...trackRows(system, c.state),
    ...ordered(system, Object.keys(s)).filter((k) => k !== "nombre" && !state.has(k)).map((k) => [words(k), typeof s[k] === "string" && choicesAt(system, k) ? optionWords(s[k]) : brief(s[k])])];
}

export function sheetView(system, c) {
  const items = rows(system, c).filter(([, v]) => v);
  if (!items.length) return null;
  return el("details", { class: "sheet-view" }, el("summary", {}, t("sheet_view")),
    el("dl", {}, items.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)])));
}
