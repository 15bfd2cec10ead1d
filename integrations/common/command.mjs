// @ts-check
/**
 * The `/tirada …` command of the VTT integrations, apart from any VTT: reading a line into a
 * request of the web API (docs/contract.md), playing it on tirada's engine (crates/wasm,
 * through its loader `js/tirada.js`) and drawing its card. No VTT's global is named here, so node's test
 * runner plays it on the real engine (test/command.test.mjs); each VTT has its own glue
 * (foundry/scripts/tirada.mjs, owlbear/panel.mjs).
 *
 *   /tirada portal malestar=1 dif=4          a roll, its explanation and its odds
 *   /tirada odds hitos car=3 hab=2 dif=12    the exact odds alone
 *   /tirada fate hab=2 dif=3 dados=[1,1,1,1] physical dice typed in
 *
 * Each word after the system is a field of the API's request, `key=value`: a number, a list
 * of numbers (`6,6,3`), JSON (`[2]`, `"Muy fuerte"`), or text; a key alone is `true`;
 * `reglas={…}` is the table's ruleset. The engine decides what each field means and refuses
 * what it cannot play in one sentence of the reader's language: the rules live there, once.
 */

/** The systems, as the engine names them, and as their books do. */
export const SYSTEMS = {
  portal: "PORTAL",
  hitos: "Hitos",
  fate: "Fate «La Escalera»",
  chasis: "CHASIS",
  mirilla: "MIRILLA",
};

/** The first word that asks for something other than a roll. */
const MODES = {
  odds: "odds",
  probabilidades: "odds",
  probabilitats: "odds",
  ayuda: "help",
  ajuda: "help",
  help: "help",
};

/**
 * What the command needs of the engine (`Engine` of crates/wasm/js/tirada.js; named here by
 * shape, so each VTT's copy of the loader may sit where that VTT wants it).
 * @typedef {{ odds: (system: any, request: object, options?: object) => any,
 *   roll: (system: any, request: object, options?: object) => any }} Engine
 */

/**
 * What a chat line asks for.
 * @typedef {{ mode: "roll" | "odds" | "help", system: string,
 *   request: Record<string, unknown>, ruleset: Record<string, unknown> }} Command
 */

/**
 * A line the command cannot read: the key of its sentence in the module's language files
 * (`lang/*.json`, under `TIRADA.Error`) and what the sentence names.
 */
export class CommandError extends Error {
  /** @param {string} key @param {Record<string, string>} data */
  constructor(key, data) {
    super(key);
    this.name = "CommandError";
    this.key = key;
    this.data = data;
  }
}

/**
 * The command of a chat line, or null when the line is not `/tirada …`.
 * @param {string} line
 * @returns {Command | null}
 */
export function parse(line) {
  const m = /^\/tirada(?:\s+([\s\S]*))?$/i.exec(line.trim());
  if (!m) return null;
  const words = split(m[1] ?? "");
  const first = (words[0] ?? "").toLowerCase();
  /** @type {"roll" | "odds" | "help"} */
  let mode = "roll";
  if (Object.hasOwn(MODES, first)) {
    mode = /** @type {"odds" | "help"} */ (MODES[/** @type {keyof MODES} */ (first)]);
    words.shift();
  }
  const system = (words.shift() ?? "").toLowerCase();
  if (mode === "help" || !system) return { mode: "help", system: "", request: {}, ruleset: {} };
  if (!Object.hasOwn(SYSTEMS, system)) throw new CommandError("NotSystem", { system });
  /** @type {Record<string, unknown>} */
  const request = {};
  /** @type {Record<string, unknown>} */
  let ruleset = {};
  for (const word of words) {
    const eq = word.indexOf("=");
    const key = (eq < 0 ? word : word.slice(0, eq)).replace(/^-+/, "").replace(/-/g, "_").toLowerCase();
    // `__proto__` would set the request's prototype, not a field.
    if (!/^[a-z_ñáéíóú]+$/.test(key) || key === "__proto__") throw new CommandError("Word", { word });
    const value = eq < 0 ? true : read(word.slice(eq + 1), word);
    if (key === "reglas") {
      if (typeof value !== "object" || value === null || Array.isArray(value)) throw new CommandError("Rules", {});
      ruleset = /** @type {Record<string, unknown>} */ (value);
    } else {
      request[key] = value;
    }
  }
  return { mode, system, request, ruleset };
}

/** The words of a line: spaces part them, but not inside quotes or brackets. */
function split(/** @type {string} */ text) {
  return text.match(/(?:"[^"]*"|\[[^\]]*\]|\{[^}]*\}|\S)+/g) ?? [];
}

/** A field's value as written. */
function read(/** @type {string} */ text, /** @type {string} */ word) {
  if (text === "") throw new CommandError("Word", { word });
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^-?\d+(,-?\d+)+$/.test(text)) return text.split(",").map(Number);
  if (text === "true" || text === "false") return text === "true";
  if (/^["[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      throw new CommandError("Word", { word });
    }
  }
  return text;
}

/**
 * What the engine answers a command: the roll (for a roll) and the exact odds of the request
 * before any die is read (null when the engine gives none for it, as for a request with every
 * die typed in that it prices no further). A refusal is the engine's `EngineError`.
 * @param {Engine} engine
 * @param {Command} c @param {string} lang
 */
export function play(engine, c, lang) {
  const system = /** @type {any} */ (c.system);
  const options = { lang: reader(lang), ruleset: c.ruleset };
  const roll = c.mode === "roll" ? engine.roll(system, c.request, options).roll : null;
  let odds = null;
  try {
    odds = engine.odds(system, c.request, options);
  } catch (e) {
    // A roll of typed dice may ask what the odds cannot (a reroll's faces): the roll stands.
    if (!roll) throw e;
  }
  return { system: c.system, roll, odds };
}

/** The engine's language for Foundry's: Spanish unless English is asked. */
export function reader(/** @type {string} */ lang) {
  return lang.startsWith("en") ? "en" : "es";
}

/**
 * The sentences of a language file (`lang/*.json`) as Foundry's `game.i18n.format` gives them:
 * `t("TIRADA.Error.Word", {word})`, the key itself when the file has none.
 * @param {Record<string, any>} file
 * @returns {(key: string, data?: Record<string, string>) => string}
 */
export function wording(file) {
  return (key, data = {}) => {
    const found = key.split(".").reduce((/** @type {any} */ o, k) => o?.[k], file);
    return typeof found === "string" ? found.replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => data[k] ?? "") : key;
  };
}

/** Characters that would be markup in a chat card. */
export function escape(/** @type {unknown} */ text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A fraction the engine wrote (`"395/648"`) as a number. */
function fraction(/** @type {string} */ p) {
  const [n, d] = p.split("/").map(Number);
  return n / (d || 1);
}

/**
 * The chat card of what {@link play} answered, as HTML (every word the engine wrote escaped).
 * `t(key)` gives a sentence of the module's language files (`TIRADA.…`).
 * @param {{ system: string, roll: any, odds: any }} played
 * @param {(key: string) => string} t @param {string} lang
 */
export function card(played, t, lang) {
  const name = SYSTEMS[/** @type {keyof SYSTEMS} */ (played.system)] ?? played.system;
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 });
  const parts = [`<header class="tirada-system">${escape(name)}</header>`];
  const x = played.roll?.explanation;
  if (x) {
    parts.push(`<p class="tirada-headline">${escape(x.headline)}</p>`);
    if (x.lines?.length) parts.push(`<ul class="tirada-lines">${x.lines.map((/** @type {string} */ l) => `<li>${escape(l)}</li>`).join("")}</ul>`);
  }
  const outcomes = Object.entries(played.odds?.outcomes ?? {});
  if (outcomes.length) {
    const title = t(played.roll ? "TIRADA.OddsBefore" : "TIRADA.Odds");
    const rows = outcomes
      .map(([k, p]) => `<dt>${escape(t(`TIRADA.Outcome.${k}`))}</dt><dd>${escape(percent.format(fraction(p)))} <small>(${escape(p)})</small></dd>`)
      .join("");
    parts.push(`<section class="tirada-odds"><h4>${escape(title)}</h4><dl>${rows}</dl></section>`);
  }
  return `<div class="tirada-card" lang="${escape(reader(lang))}">${parts.join("")}</div>`;
}

/** A card of one sentence: the command's help, or a refusal (`refused`). */
export function note(/** @type {string} */ sentence, refused = false) {
  const kind = refused ? "tirada-card tirada-refused" : "tirada-card";
  return `<div class="${kind}"><p>${escape(sentence)}</p></div>`;
}
