// tirada — a table's rolls inside another site's page (`/embed/mesa/{id}`, issue 28). The
// member's token comes in the link's fragment (`#clave=…`), which no server sees; the page
// keeps it for this tab only, takes it out of the address bar and reads the table with it as a
// bearer token — a frame of another site has no cookie, and the server would ignore one.
import { boot, t, $ } from "./ui.js";
import { keyInFragment } from "./identity.js";
import { rollCard } from "./cards.js";

const id = boot.table.id;
const SLOT = "tirada_embed_" + id;
const status = $("#embed-status");
const log = $("#log");

function token() {
  const given = keyInFragment();
  try {
    if (given) sessionStorage.setItem(SLOT, given);
    else return sessionStorage.getItem(SLOT);
  } catch (_) { /* no storage in this frame: the fragment's token for this visit only */ }
  return given;
}
const key = token();
if (location.hash) history.replaceState(null, "", location.pathname + location.search);

// One API read with the member's token: its JSON, or an Error with the server's sentence.
async function read(path) {
  const r = await fetch("/api/tables/" + encodeURIComponent(id) + path, {
    headers: { authorization: "Bearer " + key, "accept-language": boot.lang }, credentials: "omit",
  });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(data.error || r.statusText);
  return data;
}

const ROLLS = new Set(["roll", "reroll", "reveal", "roll_amended", "against_answered"]);
const members = new Map();
let after = 0;

// The table's new events every few seconds (a stream would need the token in its URL, which
// a server log could keep); each roll a card, the newest on top.
async function follow() {
  try {
    const events = await read("/events?format=json&wire=compact&after=" + after);
    for (const e of events) {
      after = Math.max(after, e.seq);
      if (e.kind === "member_joined" && e.data && e.data.member) members.set(e.data.member.id, e.data.member);
      if (ROLLS.has(e.kind) && e.data && e.data.roll) log.prepend(rollCard(e, { member: members.get(e.actor) }));
    }
    status.textContent = log.childElementCount ? "" : t("embed_no_rolls");
  } catch (err) {
    status.textContent = err.message;
  }
  log.setAttribute("aria-busy", "false");
  setTimeout(follow, 2000);
}

async function start() {
  if (!key) {
    status.textContent = t("embed_no_key");
    log.setAttribute("aria-busy", "false");
    return;
  }
  try {
    const table = await read("");
    $("#embed-name").textContent = table.name;
    for (const m of table.members || []) members.set(m.id, m);
  } catch (err) {
    status.textContent = err.message;
    log.setAttribute("aria-busy", "false");
    return;
  }
  follow();
}
start();
