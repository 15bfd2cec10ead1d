// tirada — la bandeja (issue 28 point 3): every system's roll and exact odds on the device, with
// the engine module (tirada.wasm) and no server: dice rolled from the platform's cryptographic
// generator or typed from physical dice (read with their exact chance), PORTAL's rerolls one
// die at a time with the engine's advice, and a history kept in this browser. The service
// worker (sw.js) keeps every file, so it works offline after the first visit; every path is
// relative, so the same files work from `/bandeja/` and from any static host.
import { load, randomSeed } from "./tirada.js";

// The reader's language: the one chosen here before, else Spanish (the books' language).
const LANG_KEY = "tirada_bandeja_lang";
const HISTORY_KEY = "tirada_bandeja_historial";
const stored = (key) => { try { return localStorage.getItem(key); } catch (_) { return null; } };
const store = (key, value) => { try { localStorage.setItem(key, value); } catch (_) { /* private mode */ } };
const lang = stored(LANG_KEY) === "en" ? "en" : "es";
const words = await (await fetch("words.json")).json();
// ui.js reads the page's words and language from these two elements (as on the table page).
for (const [id, value] of [["messages", words[lang]], ["boot", { lang }]]) {
  const node = document.createElement("script");
  node.type = "application/json";
  node.id = id;
  node.textContent = JSON.stringify(value);
  document.head.append(node);
}
const { t, $, el, pct } = await import("./ui.js");
const { rollCard } = await import("./cards.js");
const { oddsTable } = await import("./odds.js");

document.documentElement.lang = lang;
for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
document.title = t("tray_title") + " · tirada";
$("#tray-lang").addEventListener("click", () => { store(LANG_KEY, lang === "es" ? "en" : "es"); location.reload(); });

// Each system's fields (number inputs with the books' usual start, and checkboxes) and the
// request keys its typed faces go in.
const SYSTEMS = {
  portal: { numbers: [["malestar", 0], ["fortaleza", 0], ["suerte", 0], ["heridas", 0], ["dif", 4]], checks: [], faces: ["blancos", "negros", "rojos", "verdes"] },
  hitos: { numbers: [["car", 3], ["hab", 2], ["dif", 12]], checks: ["aspecto"], faces: ["dados"] },
  fate: { numbers: [["hab", 2], ["dif", 2]], checks: [], faces: ["dados"] },
  chasis: { numbers: [["mod", 0], ["dif", 13]], checks: [], faces: ["dados"] },
  mirilla: { numbers: [["seguidos", 1], ["minimo", 4]], checks: [], faces: ["dados"] },
};

const form = $("#tray-form");
const system = () => $("#tray-system").value;
const error = $("#tray-error");

function drawFields() {
  const s = SYSTEMS[system()];
  $("#tray-fields").replaceChildren(el("legend", {}, t("tray_fields")),
    ...s.numbers.map(([k, v]) => el("label", {}, t("tray_f_" + k), el("input", { type: "number", inputmode: "numeric", name: k, value: String(v), id: "tray-" + k }))),
    ...s.checks.map((k) => el("label", { class: "check" }, el("input", { type: "checkbox", name: k, id: "tray-" + k }), " " + t("tray_f_" + k))));
  $("#tray-faces").replaceChildren(...s.faces.map((k) => el("label", {}, t("tray_f_" + k),
    el("input", { type: "text", inputmode: "numeric", name: "faces-" + k, id: "tray-faces-" + k, autocomplete: "off", placeholder: "5, 3, 1" }))));
}

/** The request the form says; `typed`: with the faces typed (the odds never take them). */
function request(typed) {
  const s = SYSTEMS[system()];
  const r = {};
  for (const [k] of s.numbers) {
    const v = $("#tray-" + k).value.trim();
    if (v !== "") r[k] = /^-?\d+$/.test(v) ? Number(v) : v;
  }
  // MIRILLA's single roll is the default: «seguidos» only when asked for more than one.
  if (system() === "mirilla" && r.seguidos === 1) { delete r.seguidos; delete r.minimo; }
  for (const k of s.checks) if ($("#tray-" + k).checked) r[k] = true;
  if (typed) {
    for (const k of s.faces) {
      const v = $("#tray-faces-" + k).value.trim();
      if (v) r[k] = v.split(/[\s,;]+/).filter(Boolean).map((f) => (/^[+-]?\d+$/.test(f) ? Number(f) : f));
    }
    if ($("#tray-rest").checked) r.tirar_resto = true;
  }
  return r;
}
const isTyped = (r) => SYSTEMS[system()].faces.some((k) => k in r);

let engine;
try {
  engine = await load(new URL("tirada.wasm", import.meta.url));
} catch (_) {
  error.textContent = t("tray_no_engine");
  form.setAttribute("aria-busy", "false");
  throw new Error("no engine");
}

/** The odds of the form's request (without typed faces): the object, or null after saying why. */
function odds() {
  try {
    const o = engine.odds(system(), request(false), { lang });
    error.textContent = "";
    return o;
  } catch (e) {
    error.textContent = e.message;
    return null;
  }
}
function showOdds() {
  const o = odds();
  $("#odds").replaceChildren(...(o ? [el("h3", {}, t("odds_before")), oddsTable(o)] : []));
  return o;
}

/** The exact chance of the result `roll` reached, from the odds of the same request. */
function chanceOf(roll, o) {
  const table = o && (o.outcomes || o.effective);
  if (!table) return null;
  const key = [roll.outcome, roll.effective, roll.word].find((k) => k != null && k in table);
  return key == null ? null : table[key];
}

// ---- history, on this device ----
function history() {
  try { return JSON.parse(stored(HISTORY_KEY) || "[]"); } catch (_) { return []; }
}
function remember(entry) {
  store(HISTORY_KEY, JSON.stringify([entry, ...history()].slice(0, 50)));
  drawHistory();
}
function drawHistory() {
  const list = history();
  $("#tray-history").replaceChildren(...(list.length ? list.map((h) => el("li", { "data-system": h.system },
    el("b", {}, h.system.toUpperCase()), " ", h.headline, h.typed ? el("span", { class: "badge typed" }, t("tray_typed_die")) : null,
    h.chance ? " · " + pct(h.chance) : null, " ", el("time", { datetime: new Date(h.at).toISOString() },
      new Date(h.at).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" })))) : [el("li", { class: "hint" }, t("tray_empty"))]));
}
$("#tray-clear").addEventListener("click", () => { store(HISTORY_KEY, "[]"); drawHistory(); });

// ---- a roll, and PORTAL's rerolls after it ----
// The roll on the tray: its request (as the engine made it explicit), seed and reroll steps.
let current = null;

function show(answer, o) {
  const r = answer.roll;
  const typed = !!r.typed || isTyped(current.given);
  const chance = typed ? chanceOf(r, o) : null;
  const rerollable = system() === "portal" && (r.rerolls_left || 0) > 0;
  const extra = [];
  if (chance) extra.push(el("p", { class: "odds-line", id: "tray-chance" }, t("tray_chance") + ": " + pct(chance) + " (" + chance + ")"));
  if (rerollable && typed) {
    extra.push(el("label", {}, t("tray_reroll_to"), el("input", { type: "number", id: "tray-reroll-to", inputmode: "numeric", min: "1", max: "6" })));
  }
  const card = rollCard({ kind: "roll", seq: current.steps.length + 1, at_ms: Date.now(), data: { roll: r, explanation: r.explanation, typed } },
    { member: { name: $("#tray-system").selectedOptions[0].textContent }, advice: system() === "portal", onReroll: rerollable ? reroll : null, extra: extra.length ? el("div", {}, extra) : null });
  $("#tray-result").replaceChildren(card);
  return { chance, typed };
}

function roll(ev) {
  ev.preventDefault();
  const given = request(true);
  const o = showOdds();
  if (!o) return;
  const seed = randomSeed();
  try {
    const answer = engine.roll(system(), given, { lang, seed });
    current = { system: system(), given, request: answer.request, seed, steps: [] };
    const { chance, typed } = show(answer, o);
    remember({ system: system(), headline: answer.roll.explanation?.headline || "", chance, typed, at: Date.now() });
    error.textContent = "";
  } catch (e) {
    error.textContent = e.message;
  }
}

function reroll(die) {
  if (!current) return;
  const next = { seq: current.steps.length + 1, color: die.color, face: die.face };
  const to = $("#tray-reroll-to");
  if (to) {
    if (!to.value.trim()) { to.focus(); return; }
    next.to = Number(to.value);
  }
  try {
    const answer = engine.reroll(current.request, current.seed, current.steps, next, { lang });
    current.steps.push(next);
    const { chance, typed } = show(answer, odds());
    remember({ system: current.system, headline: answer.roll.explanation?.headline || "", chance, typed, at: Date.now() });
    error.textContent = "";
  } catch (e) {
    error.textContent = e.message;
  }
}

$("#tray-system").addEventListener("change", () => { drawFields(); showOdds(); $("#tray-result").replaceChildren(); });
form.addEventListener("input", (ev) => { if (!String(ev.target.name || "").startsWith("faces-")) showOdds(); });
form.addEventListener("submit", roll);
drawFields();
showOdds();
drawHistory();
form.setAttribute("aria-busy", "false");
// When the tray became usable, for bench/wasm (its time since the navigation began).
performance.mark("tirada-bandeja-ready");

// Installable and offline: the service worker keeps every file of the tray.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready)
    .then(() => { $("#tray-offline").textContent = t("tray_offline_ready"); })
    .catch(() => { /* a host without service workers: the tray still works while online */ });
}
