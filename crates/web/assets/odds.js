// tirada — the odds before a roll, computed in the page by the engine module (/assets/tirada.wasm,
// crates/wasm): the play layer the server runs, so a change of a field shows its exact odds with
// no round trip. The server stays the authority on every roll. A server built without the
// module, or a browser without WebAssembly, gets the same object from `POST …/odds`.
import { boot, api } from "./ui.js";
import { load } from "./tirada.js";

// The outcomes in the books' order, best first (an object from the API comes alphabetical).
const ORDER = ["critico", "exito", "parcial", "neutro", "hiperbole", "fallo", "pifia"];

/** The `[word, chance]` pairs of an odds object's `outcomes`, best first. */
export function ranked(outcomes) {
  const rank = (w) => { const i = ORDER.indexOf(w); return i < 0 ? ORDER.length : i; };
  return Object.entries(outcomes || {}).sort((a, b) => rank(a[0]) - rank(b[0]));
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
