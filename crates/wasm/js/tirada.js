// @ts-check
/**
 * tirada's engine in the page, a worker or node: loads `tirada.wasm` (crates/wasm) and calls it
 * through its C ABI — a JSON call in, a JSON answer out. The requests are the web API's
 * (docs/contract.md) and the answers the objects `tirada … --json` prints.
 *
 *   import { load } from "./tirada.js";
 *   const engine = await load(new URL("./tirada.wasm", import.meta.url));
 *   engine.odds("portal", { malestar: 1, dif: 4 });
 *   engine.roll("fate", { hab: 2, dif: 2 }, { lang: "en" }).roll.explanation;
 */

/** A refusal of the engine: one sentence in the call's language, and the field at fault. */
export class EngineError extends Error {
  /** @param {string} message @param {string | null} field */
  constructor(message, field) {
    super(message);
    this.name = "EngineError";
    this.field = field;
  }
}

/**
 * @typedef {{ memory: WebAssembly.Memory,
 *   tirada_alloc: (len: number) => number,
 *   tirada_free: (ptr: number, len: number) => void,
 *   tirada_call: (ptr: number, len: number) => number }} Exports
 * @typedef {"portal" | "hitos" | "fate" | "chasis" | "mirilla"} System
 * @typedef {{ name: string, sheet?: object, state?: object }} Character
 * @typedef {{ lang?: string, ruleset?: object, character?: Character }} Options
 */

/** 64 hex digits from the platform's cryptographic generator: the dice of one roll. */
export function randomSeed() {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export class Engine {
  /** @param {WebAssembly.Instance} instance */
  constructor(instance) {
    /** @type {Exports} */
    this.exports = /** @type {any} */ (instance.exports);
  }

  /**
   * One call as the module takes it (`{op, …}`): its `ok` value, or an {@link EngineError}.
   * @param {object} call
   * @returns {any}
   */
  call(call) {
    const x = this.exports;
    const input = new TextEncoder().encode(JSON.stringify(call));
    const at = x.tirada_alloc(input.length);
    new Uint8Array(x.memory.buffer, at, input.length).set(input);
    const out = x.tirada_call(at, input.length);
    const len = new DataView(x.memory.buffer).getUint32(out, true);
    const text = new TextDecoder().decode(new Uint8Array(x.memory.buffer, out + 4, len));
    x.tirada_free(out, len + 4);
    const answer = JSON.parse(text);
    if (answer.error) throw new EngineError(answer.error.message, answer.error.field ?? null);
    return answer.ok;
  }

  /**
   * The exact odds of a request, as `POST /api/tables/{id}/odds` answers them.
   * @param {System} system @param {object} request @param {Options} [options]
   */
  odds(system, request, options = {}) {
    return this.call({ op: "odds", system, request, ...options });
  }

  /**
   * A roll: from the faces typed in the request, the dice left from `seed` (a fresh one by
   * default).
   * Answers `{roll, request, state}`, the roll with its `explanation`.
   * @param {System} system @param {object} request @param {Options & { seed?: string }} [options]
   */
  roll(system, request, options = {}) {
    return this.call({ op: "roll", system, request, ...options, seed: options.seed ?? randomSeed() });
  }

  /**
   * One more PORTAL reroll of a roll made from `seed`: `done` are the steps so far
   * (`{seq, color, face}`), `next` the die to reroll (`{seq, color, face}`, or with `to` for a
   * typed face); each step's face comes from the dice of its own `seq`.
   * @param {object} request @param {string} seed @param {object[]} done @param {object} next
   * @param {Options} [options]
   */
  reroll(request, seed, done, next, options = {}) {
    return this.call({ op: "reroll", system: "portal", request, seed, done, next, ...options });
  }

  /**
   * The explanation of a roll object in `lang` (`es` by default).
   * @param {object} roll @param {string} [lang]
   */
  explain(roll, lang) {
    return this.call({ op: "explain", roll, lang });
  }
}

/**
 * Loads the module from a URL (fetched), or from its bytes or compiled module.
 * @param {string | URL | BufferSource | WebAssembly.Module} source
 */
export async function load(source) {
  if (source instanceof WebAssembly.Module) {
    return new Engine(await WebAssembly.instantiate(source, {}));
  }
  if (typeof source === "string" || source instanceof URL) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`tirada.wasm: ${response.status}`);
    source = await response.arrayBuffer();
  }
  // Bytes give a module and its instance (the overload TypeScript cannot pick from the union).
  const { instance } = /** @type {WebAssembly.WebAssemblyInstantiatedSource} */ (
    await WebAssembly.instantiate(/** @type {BufferSource} */ (source), {})
  );
  return new Engine(instance);
}
