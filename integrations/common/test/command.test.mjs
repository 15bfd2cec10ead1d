// The VTT integrations' `/tirada …` command (Foundry's chat, Owlbear's panel) on the real
// engine (issue 28): a line gives the same odds and the same roll as the CLI given the same
// request, the card says them in the reader's language with nothing the engine wrote read as
// markup, and a line it cannot read is refused in one sentence.
//
//   TIRADA_WASM=target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm TIRADA_BIN=target/debug/tirada \
//     node --test integrations/common/test/
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { webcrypto } from "node:crypto";
import { load, EngineError } from "../../foundry/engine/tirada.js";
import { parse, play, card, note, wording, CommandError } from "../command.mjs";
import { comparable } from "../../../crates/wasm/tests/node/front_ends.mjs";

globalThis.crypto ??= /** @type {any} */ (webcrypto);
const wasm = process.env.TIRADA_WASM;
const bin = process.env.TIRADA_BIN;
assert.ok(wasm && bin, "TIRADA_WASM (the built module) and TIRADA_BIN (the CLI) must be set");
const engine = await load(readFileSync(wasm));

/** The integrations' sentences in `lang`; a key a file lacks fails the test. */
function words(lang) {
  const t = wording(JSON.parse(readFileSync(new URL(`../lang/${lang}.json`, import.meta.url), "utf8")));
  return (key, data = {}) => {
    const said = t(key, data);
    assert.notEqual(said, key, `${lang}: ${key}`);
    return said;
  };
}

function cli(args) {
  const out = execFileSync(bin, [...args.split(" "), "--json"], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return JSON.parse(out);
}

/** Chat lines and the CLI's arguments for the same request, every system. */
const ODDS = [
  ["/tirada odds portal malestar=1 dif=4", "odds portal --malestar 1 --dif 4"],
  ["/tirada odds portal suerte=1 heridas=1 dif=6", "odds portal --suerte 1 --heridas 1 --dif 6"],
  ["/tirada odds hitos car=3 hab=2 dif=12 aspecto", "odds hitos --car 3 --hab 2 --dif 12 --aspecto"],
  ["/tirada probabilidades fate hab=1 modifica=[2] defensa_total reaccion", "odds fate --hab 1 --modifica 2 --defensa-total --reaccion"],
  ["/tirada odds chasis mod=2", "odds chasis --mod 2"],
  ["/tirada odds mirilla seguidos=3 minimo=6", "odds mirilla --seguidos 3 --minimo 6"],
];

/** Rolls of physical dice typed in: the same faces, the same verdict and explanation. */
const ROLLS = [
  ["/tirada portal blancos=6,6,3 negros=4,6 verdes=[2] dif=5 repetir=ninguno", "portal --blancos 6,6,3 --negros 4,6 --verdes 2 --dif 5 --repetir ninguno"],
  ['/tirada portal reglas={"perfil":"libro"} blancos=5,3,2 heridas-sin-tirar=1 dif=2 repetir=ninguno', "portal --perfil libro --blancos 5,3,2 --heridas-sin-tirar 1 --dif 2 --repetir ninguno"],
  ["/tirada hitos car=5 hab=4 dif=15 dados=5,4,5 aspecto=Fuerte", "hitos --car 5 --hab 4 --dif 15 --dados 5,4,5 --aspecto Fuerte"],
  ['/tirada hitos reglas={"realista":true} car=2 hab=3 dif=12 dados=10,10,3', "hitos --realista --car 2 --hab 3 --dif 12 --dados 10,10,3"],
  ["/tirada fate hab=2 dif=3 dados=[1,1,1,1]", "fate --hab 2 --dif 3 --dados +,+,+,+"],
  ['/tirada chasis reglas={"apertura":"tope"} dados=12,12,4,5', "chasis --apertura tope --dados 12,12,4,5"],
  ["/tirada mirilla dados=6,5 seguidos=2", "mirilla --dados 6,5 --seguidos 2"],
];

test("a chat line's odds are the CLI's for the same request, in every system", () => {
  for (const [line, args] of ODDS) {
    const played = play(engine, parse(line), "es");
    assert.equal(played.roll, null, line);
    assert.deepEqual(comparable(played.odds), comparable(cli(args)), line);
  }
});

test("a chat line's roll of typed dice is the CLI's, explanation included, in Spanish and English", () => {
  for (const lang of ["es", "en"]) {
    for (const [line, args] of ROLLS) {
      const played = play(engine, parse(line), lang);
      assert.deepEqual(comparable(played.roll), comparable(cli(`${args} --lang ${lang}`)), `${line} (${lang})`);
    }
  }
});

test("the card gives the verdict first, the explanation and each outcome's exact odds, in the reader's words", () => {
  const line = "/tirada portal blancos=6,6,3 negros=4,6 verdes=[2] dif=5 repetir=ninguno";
  const es = card(play(engine, parse(line), "es"), words("es"), "es");
  const expected = cli("portal --blancos 6,6,3 --negros 4,6 --verdes 2 --dif 5 --repetir ninguno --lang es");
  const headline = es.indexOf(`<p class="tirada-headline">${expected.explanation.headline}</p>`);
  assert.ok(headline > 0, es);
  assert.ok(headline < es.indexOf("tirada-lines") && es.indexOf("tirada-lines") < es.indexOf("tirada-odds"), es);
  // The odds themselves are the CLI's (above); here, each outcome's line.
  for (const [k, p] of Object.entries(play(engine, parse(line), "es").odds.outcomes)) {
    const label = words("es")(`TIRADA.Outcome.${k}`);
    const [n, d] = p.split("/").map(Number);
    const percent = new Intl.NumberFormat("es", { style: "percent", maximumFractionDigits: 2 }).format(n / d);
    assert.ok(es.includes(`<dt>${label}</dt><dd>${percent} <small>(${p})</small></dd>`), `${k}: ${es}`);
  }
  assert.ok(es.includes("Probabilidades exactas antes de tirar"), es);
  const en = card(play(engine, parse(line), "en-US"), words("en"), "en-US");
  assert.ok(en.includes('lang="en"') && en.includes("Exact odds before rolling") && en.includes("<dt>Success</dt>"), en);
  const alone = card(play(engine, parse("/tirada odds fate hab=2 dif=2"), "es"), words("es"), "es");
  assert.ok(alone.includes("<h4>Probabilidades exactas</h4>") && !alone.includes("tirada-headline"), alone);
});

test("every outcome the engine names has its word in both languages, and both files hold the same keys", () => {
  const keys = (o, at = "") => Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${at}${k}.`) : [`${at}${k}`]));
  const file = (lang) => JSON.parse(readFileSync(new URL(`../lang/${lang}.json`, import.meta.url), "utf8"));
  assert.deepEqual(keys(file("en")).sort(), keys(file("es")).sort());
  for (const [line] of ODDS) {
    for (const k of Object.keys(play(engine, parse(line), "es").odds.outcomes)) {
      for (const lang of ["es", "en"]) assert.notEqual(words(lang)(`TIRADA.Outcome.${k}`), "", `${k} in ${lang}`);
    }
  }
});

test("what a player typed is shown as text, never read as markup", () => {
  const played = play(engine, parse('/tirada hitos car=5 hab=4 dif=15 dados=5,4,5 aspecto="<img src=x onerror=alert(1)>"'), "es");
  const html = card(played, words("es"), "es");
  assert.ok(!html.includes("<img"), html);
  assert.ok(html.includes("&#60;img"), "the aspect's name is in the card, escaped");
  assert.ok(!note("<b>x</b>", true).includes("<b>"));
});

test("a line it cannot read is one sentence in the reader's language, and other lines are not the module's", () => {
  assert.equal(parse("hola"), null);
  assert.equal(parse("/tiradas portal"), null);
  assert.equal(parse("/tirada").mode, "help");
  assert.equal(parse("/tirada ayuda portal").mode, "help");
  for (const [line, key, data] of [
    ["/tirada runequest dif=3", "NotSystem", { system: "runequest" }],
    ["/tirada portal dif=[4", "Word", { word: "dif=[4" }],
    ["/tirada portal 3=4", "Word", { word: "3=4" }],
    ["/tirada portal dif=", "Word", { word: "dif=" }],
    ['/tirada portal __proto__={"dif":4}', "Word", { word: '__proto__={"dif":4}' }],
    ["/tirada portal reglas=libro", "Rules", {}],
  ]) {
    assert.throws(() => parse(line), (e) => e instanceof CommandError && e.key === key && JSON.stringify(e.data) === JSON.stringify(data), line);
    assert.match(words("es")(`TIRADA.Error.${key}`, data), /[.:]$/);
    assert.match(words("en")(`TIRADA.Error.${key}`, data), /[.:]$/);
  }
  // What the engine refuses, it says naming the field; the rules are its alone.
  const c = parse("/tirada odds hitos car=x dif=12");
  assert.throws(() => play(engine, c, "es"), (e) => e instanceof EngineError && e.field === "car" && /car/.test(e.message));
});
