// tirada — the table page: screens (tabs on a phone, columns on a laptop), members and
// characters, the live log of roll cards. The API does every rule; the modules only show it.
import { boot, t, $, $$, el, api, when, colour } from "./ui.js";
import { rollCard } from "./cards.js";
import { panel } from "./panel.js";
import { identity } from "./identity.js";
import S from "./state.js";
import makeSheets from "./sheet.js";
import { presence, avatar } from "./presence.js";
import { sheetView } from "./sheetview.js";

const system = boot.table.system;
const me = boot.me;
const store = {
  me,
  isGm: me.role === "gm",
  members: new Map(boot.members.map((m) => [m.id, m])),
  characters: new Map(boot.characters.map((c) => [c.id, c])),
  mine(c) { return !boot.table.closed && (this.isGm || c.owner === me.id); },
};
const stateText = (s) => S.text(system, s, t);
const nameOf = (id) => (store.members.get(id) || {}).name || "?";

// ---- screens: one per job on a phone, with a tab bar; all side by side on a laptop ----
const tabs = $$(".tabs [role=tab]");
function show(pane) {
  for (const tab of tabs) {
    const on = tab.dataset.pane === pane;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    $("#pane-" + tab.dataset.pane).classList.toggle("active", on);
    if (on) tab.querySelector(".count").textContent = "";
  }
  document.body.dataset.pane = pane;
}
const current = () => document.body.dataset.pane || "mesa";
const wide = () => matchMedia("(min-width: 1000px)").matches;
for (const tab of tabs) {
  tab.addEventListener("click", () => show(tab.dataset.pane));
  tab.addEventListener("keydown", (ev) => {
    const i = tabs.indexOf(tab) + (ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0);
    if (i !== tabs.indexOf(tab)) { const next = tabs[(i + tabs.length) % tabs.length]; next.focus(); show(next.dataset.pane); }
  });
}
show(boot.table.closed ? "mesa" : "tirar");

// A brief notice of someone else's roll when the log is not on screen.
let noticeTimer = null;
function notice(text) {
  const mesa = tabs.find((x) => x.dataset.pane === "mesa");
  if (!wide() && current() !== "mesa" && mesa) {
    const c = mesa.querySelector(".count");
    c.textContent = String(Number(c.textContent || 0) + 1);
  }
  const box = $("#notice");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => (box.hidden = true), 4000);
}

// ---- members and characters ----
function renderMembers() {
  const ul = $("#members");
  ul.replaceChildren(...[...store.members.values()].map((m) =>
    el("li", { style: "--who:" + colour(m.id), "data-member": m.id }, avatar(m), " ",
      el("span", { class: "who" }, m.name), " · " + t(m.role === "gm" ? "gm" : "player") + (m.id === me.id ? " (" + t("you") + ")" : ""),
      el("span", { class: "status" }),
      store.isGm && m.id !== me.id && !boot.table.closed ? el("button", { type: "button", class: "link", onclick: () => ids.reissue(m) }, t("new_link")) : null)));
  here.render();
}
// What a sheet offers to roll: a click prefills the panel and goes to it.
function rollables(c) {
  const s = c.sheet || {};
  const go = (field, value) => { pane.prefill(c, field, value); show("tirar"); $("#roll-button").focus(); };
  const chip = (label, field, value) => el("button", { type: "button", class: "chip-link", "data-field": field, "data-value": value, onclick: () => go(field, value) }, label);
  if (system === "portal") return (s.fortalezas || []).map((f, i) => chip(f.nombre + " " + f.nivel, "fortaleza", String(i)));
  if (system === "hitos") return [...Object.entries(s.caracteristicas || {}).map(([k, v]) => chip(k + " " + v, "caracteristica", k)),
    ...(s.habilidades || []).map((h) => chip(h.nombre + " " + h.valor, "habilidad", h.nombre))];
  if (system === "fate") return Object.entries(s.habilidades || {}).map(([k, v]) => chip(k + " " + (v > 0 ? "+" : "") + v, "habilidad", k));
  if (system === "chasis") return [...(s.capacidades || []), ...(s.incapacidades || []), ...(s.matices || [])]
    .filter((q) => q.puntuacion != null).map((q) => chip(q.nombre + " " + q.puntuacion, "atributo", q.nombre));
  return [];
}
function renderCharacters() {
  const ul = $("#characters");
  ul.replaceChildren(...[...store.characters.values()].map((c) => {
    const mine = store.mine(c);
    const chips = mine ? rollables(c) : [];
    return el("li", { "data-id": c.id, class: mine ? "mine" : "other" },
      el("h3", {}, c.name, " ", el("small", { class: "who", style: "--who:" + colour(c.owner) }, nameOf(c.owner))),
      el("p", { class: "state", "data-state": c.id }, stateText(c.state)),
      chips.length ? el("div", { class: "chips", "aria-label": t("roll_with") }, chips) : null,
      sheetView(system, c),
      mine && ($("#sheet-form") || $("#sheet-text-form")) ? el("button", { type: "button", class: "secondary", onclick: () => sheets.edit(c) }, t("edit")) : null,
      mine ? S.form(system, c, el, (e) => api("/characters/" + c.id + "/state", "POST", { event: e }), t) : null);
  }));
  pane.refresh();
}

const sheets = makeSheets({ $, el, t, api });
const pane = panel(store);
const ids = identity(store);
const here = presence(store);

// ---- the live log: newest first, a card per roll ----
function logLine(e) {
  const d = e.data || {};
  const who = nameOf(e.actor);
  switch (e.kind) {
    case "table_created": return who + " " + t("created");
    case "member_joined": return d.member.name + " " + t("joined");
    case "character_created": return who + " " + t("new_char_event") + " " + d.character.name;
    case "character_updated": return who + " " + t("updated_char") + " " + d.name;
    case "state_changed":
      return who + ": " + ((store.characters.get(e.character_id) || {}).name || "") + " " + S.logLine(d.event || {}, t) + " → " + stateText(d.state);
    case "chat": return [el("strong", {}, d.name || who), ": " + d.text];
    case "whisper": return [el("strong", {}, d.name || who), " → ", el("strong", {}, d.to_name || ""), " (" + t("whisper") + "): " + d.text];
    case "closed": return who + " " + t("closed_event") + " " + d.seed;
    default: return e.kind;
  }
}
function apply(e) {
  const d = e.data || {};
  if (e.kind === "member_joined") { store.members.set(d.member.id, d.member); renderMembers(); }
  if (e.kind === "character_created") { store.characters.set(d.character.id, d.character); renderCharacters(); }
  if (e.kind === "character_updated" && store.characters.has(e.character_id)) {
    Object.assign(store.characters.get(e.character_id), { name: d.name, sheet: d.sheet }); renderCharacters();
  }
  if (d.state && store.characters.has(e.character_id)) {
    store.characters.get(e.character_id).state = d.state;
    const s = document.querySelector('[data-state="' + e.character_id + '"]');
    if (s) s.textContent = stateText(d.state);
    pane.characterChanged(e.character_id);
  }
  if (e.kind === "closed" && !boot.table.closed) location.reload(); // the page becomes the record
}
const seen = new Set();
function onEvent(e, live) {
  if (seen.has(e.seq)) return;
  seen.add(e.seq);
  if (e.kind === "whisper" && !(e.data || {}).text) return; // someone else's whisper: only its number
  apply(e);
  const roll = ["roll", "reroll", "reveal"].includes(e.kind);
  let content;
  if (roll) {
    const reveal = store.isGm && e.hidden && e.kind === "roll" && !boot.table.closed
      ? el("button", { type: "button", class: "secondary", onclick: () => api("/rolls/" + e.seq + "/reveal", "POST", {}).catch((x) => notice(x.message)) }, t("reveal"))
      : null;
    content = rollCard(e, { member: store.members.get(e.actor), extra: reveal });
  } else {
    content = el("p", { class: "line" }, when(e.at_ms), " ", logLine(e));
  }
  const li = el("li", { "data-seq": String(e.seq), "data-kind": e.kind, class: e.kind === "whisper" ? "whisper" : null, style: "--who:" + colour(e.actor) }, el("span", { class: "seq" }, "#" + e.seq), content);
  $("#log").prepend(li);
  if (live && roll && e.actor !== me.id) notice([nameOf(e.actor), (e.data || {}).character, t("rolls")].filter(Boolean).join(" · "));
}
// The history arrives with the log silent and busy, so a screen reader does not read the whole
// session aloud; only later events are announced.
async function listen() {
  const log = $("#log");
  log.setAttribute("aria-live", "off");
  log.setAttribute("aria-busy", "true");
  let after = 0;
  try {
    for (const e of await api("/events?after=0&format=json")) { onEvent(e, false); after = e.seq; }
  } catch (_) { /* the stream below replays what is missing */ }
  log.setAttribute("aria-busy", "false");
  log.setAttribute("aria-live", "polite");
  if (boot.table.closed) return;
  const src = new EventSource("/api/tables/" + boot.table.id + "/events?after=" + after);
  src.onmessage = (m) => onEvent(JSON.parse(m.data), true);
  here.listen(src);
}

// ---- wiring ----
renderMembers();
renderCharacters();
sheets.wire();
const chat = $("#chat-form");
if (chat) chat.addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const input = $("#chat-text");
  if (!input.value.trim()) return;
  try { await api("/chat", "POST", { text: input.value }); input.value = ""; } catch (e) { notice(e.message); }
});
const copy = $("#copy-invite");
if (copy) copy.addEventListener("click", () => ids.copy($("#invite-link"), copy));
const close = $("#close-button");
if (close) close.addEventListener("click", async () => {
  if (!confirm(t("close_table") + "?")) return;
  try { await api("/close", "POST", {}); location.reload(); } catch (e) { notice(e.message); }
});
document.addEventListener("keydown", (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || /INPUT|TEXTAREA|SELECT/.test(document.activeElement.tagName)) return;
  if (ev.key === "r" && $("#roll-form")) { ev.preventDefault(); show("tirar"); $("#roll-form").requestSubmit(); }
  if (ev.key === "c" && $("#chat-text")) { ev.preventDefault(); show("mesa"); $("#chat-text").focus(); }
});
// Back (or forward) to a page kept in the browser's cache: its values may be old, so reload.
window.addEventListener("pageshow", (ev) => { if (ev.persisted) location.reload(); });
listen();
