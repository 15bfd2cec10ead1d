// A VTT linked to a tirada table (issue 28): the link is the table's embed link alone, and a
// roll sent there is made by a real `tirada serve --incrustar-en ORIGIN` — in its log, worded
// in the reader's language, granted to the VTT's origin by CORS with the link's bearer token —
// or refused with the server's own sentence.
//
//   TIRADA_BIN=target/debug/tirada node --test integrations/common/test/
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { parse } from "../command.mjs";
import { linked, view, rollAt, sentence, TableError } from "../table.mjs";
import { wording } from "../command.mjs";
import { readFileSync } from "node:fs";

const bin = process.env.TIRADA_BIN;
assert.ok(bin, "TIRADA_BIN (the CLI) must be set");
/** Where Foundry runs: the origin the server is told it may be embedded in. */
const VTT = "http://localhost:30000";

const server = spawn(bin, ["serve", "--db", "sqlite::memory:", "--addr", "127.0.0.1:0", "--incrustar-en", VTT], {
  stdio: ["ignore", "pipe", "inherit"],
});
after(() => server.kill());
const [line] = await once(server.stdout, "data");
const base = /http:\/\/[\d.]+:\d+/.exec(String(line))?.[0];
assert.ok(base, `the server's address: ${line}`);

/** A fetch as the VTT's page makes it: from its origin. */
const fromVtt = (/** @type {string} */ url, /** @type {RequestInit} */ init) =>
  fetch(url, { ...init, headers: { ...init.headers, origin: VTT } });

async function table(system) {
  const res = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "La torre", system }),
  });
  assert.equal(res.status, 201);
  return res.json();
}

test("a table is linked by its embed link alone, its token kept in the fragment", () => {
  const t = linked(" https://mesa.example/embed/mesa/abc_12-3#clave=s3cr3t ");
  assert.deepEqual(t, { origin: "https://mesa.example", id: "abc_12-3", token: "s3cr3t" });
  assert.equal(view(t), "https://mesa.example/embed/mesa/abc_12-3#clave=s3cr3t");
  for (const bad of [
    "",
    "mesa",
    "https://mesa.example/embed/mesa/abc",
    "https://mesa.example/embed/mesa/abc#otra=x",
    "https://mesa.example/mesa/abc#clave=x",
    "https://mesa.example/embed/mesa/abc/../../admin#clave=x",
    "javascript:alert(1)//embed/mesa/a#clave=x",
    "ftp://mesa.example/embed/mesa/abc#clave=x",
  ]) {
    assert.equal(linked(bad), null, bad);
  }
});

test("a roll sent to the linked table is the table's: in its log, worded for the reader, granted to the VTT", async () => {
  const made = await table("hitos");
  const t = linked(`${base}/embed/mesa/${made.id}#clave=${made.gm_token}`);
  let granted = null;
  const watching = async (url, init) => {
    const res = await fromVtt(url, init);
    granted = res.headers.get("access-control-allow-origin");
    return res;
  };
  const c = parse("/tirada hitos car=3 hab=2 dif=12");
  const answer = await rollAt(t, c.request, "en-GB", { fetch: watching });
  assert.equal(granted, VTT, "CORS grants the answer to the VTT's origin");
  assert.equal(answer.roll.difficulty, 12);
  assert.match(answer.explanation.headline, /against/, "worded in English");
  const log = await (await fetch(`${base}/api/tables/${made.id}/events?format=json`, {
    headers: { authorization: `Bearer ${made.gm_token}` },
  })).json();
  assert.ok(log.some((e) => e.seq === answer.seq && e.kind === "roll"), "the roll is in the table's log");
});

test("what the table refuses is its own sentence, in the reader's language, and changes nothing", async () => {
  const made = await table("hitos");
  const t = linked(`${base}/embed/mesa/${made.id}#clave=${made.gm_token}`);
  const c = parse("/tirada hitos car=x dif=12");
  await assert.rejects(rollAt(t, c.request, "es", { fetch: fromVtt }), (e) => e instanceof TableError && e.status === 422 && /car/.test(e.message));
  const wrong = { ...t, token: "no-es-una-clave" };
  await assert.rejects(rollAt(wrong, c.request, "es", { fetch: fromVtt }), (e) => e instanceof TableError && e.status === 401);
  const log = await (await fetch(`${base}/api/tables/${made.id}/events?format=json`, {
    headers: { authorization: `Bearer ${made.gm_token}` },
  })).json();
  assert.ok(!log.some((e) => e.kind === "roll"), "nothing was rolled");
  // A server that does not answer is said in the module's words.
  const gone = { ...t, origin: "http://127.0.0.1:9" };
  const t_es = wording(JSON.parse(readFileSync(new URL("../lang/es.json", import.meta.url), "utf8")));
  await assert.rejects(rollAt(gone, c.request, "es"), (e) => e instanceof TableError && e.status === 0 && /No se llega a la mesa/.test(sentence(e, t_es)));
});
