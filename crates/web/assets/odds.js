// tirada — the odds before a roll, computed in the page by the engine module (/assets/tirada.wasm,
// crates/wasm): the play layer the server runs, so a change of a field shows its exact odds with
// no round trip. The server stays the authority on every roll. A server built without the
// module, or a browser without WebAssembly, gets the same object from `POST …/odds`.
import { boot, api } from "./ui.js";
import { load } from "./tirada.js";

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
