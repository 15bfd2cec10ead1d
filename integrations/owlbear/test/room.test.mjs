// The Owlbear Rodeo panel's room (issue 28), on the real engine: a roll announced to the room
// is heard by every panel as the same card its roller saw; what anyone else sends on the
// channel is shown only when it has an announcement's shape, and then as text, never markup;
// a table is linked only by its embed link.
//
//   TIRADA_WASM=target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm node --test integrations/owlbear/test/
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { webcrypto } from "node:crypto";
import { load } from "../../foundry/engine/tirada.js";
import { parse, play, card, wording } from "../../common/command.mjs";
import { announce, heard, entry, embedLink } from "../room.mjs";

globalThis.crypto ??= /** @type {any} */ (webcrypto);
assert.ok(process.env.TIRADA_WASM, "TIRADA_WASM (the built module) must be set");
const engine = await load(readFileSync(process.env.TIRADA_WASM));
const t = (lang) => wording(JSON.parse(readFileSync(new URL(`../../common/lang/${lang}.json`, import.meta.url), "utf8")));

/** A roll of typed dice in each system, as the panel's line. */
const LINES = [
  "portal blancos=6,6,3 negros=4,6 verdes=[2] dif=5 repetir=ninguno",
  "hitos car=5 hab=4 dif=15 dados=5,4,5",
  "fate hab=2 dif=3 dados=[1,1,1,1]",
  "chasis dados=12,7",
  "mirilla dados=6,5 seguidos=2",
];

test("a roll announced is heard by every panel as the card its roller saw", () => {
  for (const lang of ["es", "en"]) {
    for (const line of LINES) {
      const played = play(engine, parse(`/tirada ${line}`), lang);
      // Owlbear carries a message as structured data: what survives JSON is what arrives.
      const sent = JSON.parse(JSON.stringify(announce(played, "Ana")));
      const got = heard(sent);
      assert.deepEqual(got, announce(played, "Ana"), line);
      const shown = entry(got, t(lang), lang);
      assert.ok(shown.endsWith(card(played, t(lang), lang)), `${line}: ${shown}`);
      assert.ok(shown.startsWith(`<p class="by">${lang === "es" ? "Ana tira" : "Ana rolls"}</p>`), shown);
    }
  }
});

test("what another page sends is shown only with an announcement's shape, and as text", () => {
  const played = play(engine, parse(`/tirada ${LINES[0]}`), "es");
  const fair = announce(played, "Ana");
  const forged = { ...fair, name: "<img src=x onerror=alert(1)>", headline: "<script>alert(1)</script>", lines: ['<a href="javascript:alert(1)">x</a>'] };
  const shown = entry(heard(forged), t("es"), "es");
  assert.ok(!/<img|<script|<a /.test(shown), shown);
  assert.ok(shown.includes("&#60;script&#62;"), "the text is there, escaped");
  for (const [what, data] of [
    ["nothing", null],
    ["a string", "ÉXITO"],
    ["an unknown system", { ...fair, system: "runequest" }],
    ["lines that are not a list", { ...fair, lines: "x" }],
    ["a line that is not text", { ...fair, lines: [{ toString: 1 }] }],
    ["too many lines", { ...fair, lines: Array(21).fill("x") }],
    ["a name too long", { ...fair, name: "A".repeat(401) }],
    ["odds that are not a fraction", { ...fair, outcomes: { exito: "<b>1</b>" } }],
    ["an outcome named as markup", { ...fair, outcomes: { "<i>": "1/2" } }],
    ["no headline", { ...fair, headline: undefined }],
  ]) {
    assert.equal(heard(data), null, what);
  }
});

test("a table is linked by its embed link alone", () => {
  const ok = embedLink(" https://mesa.example/embed/mesa/abc_12-3#token=s3cr3t ");
  assert.equal(ok?.href, "https://mesa.example/embed/mesa/abc_12-3#token=s3cr3t");
  for (const bad of [
    "",
    "mesa",
    "https://mesa.example/embed/mesa/abc",
    "https://mesa.example/mesa/abc#token=x",
    "https://mesa.example/embed/mesa/abc/../../admin#x",
    "javascript:alert(1)//embed/mesa/a#x",
    "ftp://mesa.example/embed/mesa/abc#x",
  ]) {
    assert.equal(embedLink(bad), null, bad);
  }
});
