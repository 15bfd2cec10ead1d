// tirada — the odds before a roll, computed in the page by the engine module (/assets/tirada.wasm,
// crates/wasm): the play layer the server runs, so a change of a field shows its exact odds with
// no round trip. The server stays the authority on every roll. A server built without the
// module, or a browser without WebAssembly, gets the same object from `POST …/odds`.
import { boot, api, t, el, pct, share } from "./ui.js";
import { load } from "./tirada.js";

// The outcomes in the books' order, best first (an object from the API comes alphabetical).
const ORDER = ["critico", "exito", "parcial", "neutro", "hiperbole", "fallo", "pifia"];

/** The `[word, chance]` pairs of an odds object's `outcomes`, best first. */
export function ranked(outcomes) {
  const rank = (w) => { const i = ORDER.indexOf(w); return i < 0 ? ORDER.length : i; };
  return Object.entries(outcomes || {}).sort((a, b) => rank(a[0]) - rank(b[0]));
}

/**
 * An odds object as the table of its outcomes, best first (or of its distribution's rows when
 * it names no outcomes): each row its word, percentage, bar and exact fraction.
 */
export function oddsTable(o) {
  const entries = o.outcomes
    ? ranked(o.outcomes)
    : (o.distribution || []).map((r) => [String(r.word ?? r.label ?? r.total ?? r.value), r.p]);
  const rows = entries.map(([w, p]) => el("tr", { "data-outcome": w },
    el("th", { scope: "row" }, t(w)), el("td", { class: "pct" }, pct(p)),
    el("td", { class: "barcell", "aria-hidden": "true" }, el("span", { class: "bar", style: "--w:" + Math.round(100 * share(p)) + "%" })),
    el("td", { class: "frac" }, el("code", {}, p))));
  return el("table", { id: "odds-table" }, el("tbody", {}, rows));
}

let engine = null;
function engineOnce() {
  engine ??= typeof WebAssembly === "object" ? load("/assets/tirada.wasm").catch(() => null) : Promise.resolve(null);
  return engine;
}

/**
 * The odds of `body` (the body of `POST …/odds`: `request` and `character_id`), `character` the
 * page's copy of that character (its sheet and state), as the server would answer them.
 */
export async function odds(body, character) {
  const e = await engineOnce();
  // Without the module, or without the page's copy of the character, the server answers.
  if (!e || (body.character_id && !(character && character.sheet))) return api("/odds", "POST", body);
  const who = character && { name: character.name, sheet: character.sheet, state: character.state };
  return e.odds(boot.table.system, body.request || {}, { ruleset: boot.table.ruleset, lang: boot.lang, character: who });
}
