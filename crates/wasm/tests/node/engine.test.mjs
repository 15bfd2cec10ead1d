// The built engine module in node answers as the CLI does (issue 28): every request of
// ../cases.json through tirada.wasm (js/tirada.js) against `tirada … --json` — the same list
// crates/cli/tests/engine_module.rs runs through the engine compiled natively.
//
//   TIRADA_WASM=target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm TIRADA_BIN=target/debug/tirada \
//     node --test crates/wasm/tests/node/
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { webcrypto } from "node:crypto";
import { load, EngineError } from "../../js/tirada.js";
import { comparable } from "./front_ends.mjs";

// Node 18 has the Web Crypto API only as a module; the page's `crypto` is global.
globalThis.crypto ??= /** @type {any} */ (webcrypto);
const wasm = process.env.TIRADA_WASM;
const bin = process.env.TIRADA_BIN;
assert.ok(wasm && bin, "TIRADA_WASM (the built module) and TIRADA_BIN (the CLI) must be set");
const engine = await load(readFileSync(wasm));
const { cases } = JSON.parse(readFileSync(new URL("../cases.json", import.meta.url), "utf8"));

function cli(args) {
  const out = execFileSync(bin, args, { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return JSON.parse(out);
}

test("the module gives the CLI's odds, rolls and explanations", () => {
  for (const c of cases) {
    const lang = c.lang ?? "es";
    const args = [...(c.kind === "odds" ? ["odds", c.system] : [c.system]), ...c.args.split(" ").filter(Boolean)];
    const expected = cli([...args, "--json", "--lang", lang]);
    const got =
      c.kind === "odds"
        ? engine.odds(c.system, c.request, { ruleset: c.ruleset, lang })
        : engine.roll(c.system, c.request, { ruleset: c.ruleset, lang }).roll;
    assert.deepEqual(comparable(got), comparable(expected), args.join(" "));
  }
});

test("a refusal is one sentence in the caller's language, naming the field", () => {
  assert.throws(
    () => engine.odds("runequest", {}),
    (e) => e instanceof EngineError && e.field === "system" && /no es un sistema/.test(e.message),
  );
  assert.throws(
    () => engine.odds("runequest", {}, { lang: "en" }),
    (e) => e instanceof EngineError && /is not a tirada system/.test(e.message),
  );
  assert.throws(() => engine.call({ op: "fly" }), (e) => e instanceof EngineError && e.field === "op");
});

test("a roll without typed faces uses a fresh seed from the platform's generator", () => {
  const rolls = new Set();
  for (let i = 0; i < 20; i++) rolls.add(JSON.stringify(engine.roll("hitos", { car: 3, hab: 2, dif: 12 }).roll.dice));
  assert.ok(rolls.size > 1, `twenty rolls gave one result: ${[...rolls]}`);
  const seed = "cd".repeat(32);
  const a = engine.roll("hitos", { car: 3, hab: 2, dif: 12 }, { seed });
  assert.deepEqual(engine.roll("hitos", { car: 3, hab: 2, dif: 12 }, { seed }), a);
  assert.match(a.roll.explanation.headline, /./);
});

test("PORTAL's advised reroll, step after step, as the table replays it", () => {
  const seed = "0f".repeat(32);
  const request = { blancos: [2, 2, 1], malestar: 0, dif: 4, fortaleza: 2 };
  const first = engine.roll("portal", request, { seed });
  assert.equal(first.roll.rerolls_left, 2);
  const { move, color, face } = first.roll.advice;
  assert.equal(move, "repetir");
  const step = { seq: 1, color, face };
  const second = engine.reroll(first.request, seed, [], step);
  assert.equal(second.roll.rerolls_left, 1);
  assert.equal(second.roll.steps[0].from, face);
  assert.deepEqual(engine.reroll(first.request, seed, [], step), second, "the same step, the same face");
  assert.match(second.roll.explanation.headline, /./);
});
