// tirada — the table page: screens (tabs on a phone, columns on a laptop), members and
// characters, the live log of roll cards. The API does every rule; the modules only show it.
import { boot, t, $, $$, el, api, when, memberStyle, otherName, pct, num } from "./ui.js";
import { rollCard } from "./cards.js";
import { panel, sheetNames } from "./panel.js";
import { odds as oddsOf, ranked } from "./odds.js";
import { identity } from "./identity.js";
import S from "./state.js";
import makeSheets from "./sheet.js";
import { combat } from "./combat.js";
import { turns } from "./turns.js";
import { presence, avatar } from "./presence.js";
import { discord } from "./discord.js";
import { sheetView } from "./sheetview.js";
import { sessionForm } from "./session.js";
import { importer } from "./import.js";
import { printButton } from "./print.js";
import { carry, arrive } from "./travel.js";
import { secretForm } from "./recovery.js";

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
// A change that moved nothing (a refresh of a character with no refresh) says so.
const unchanged = (before, after) => {
  const plain = (s) => JSON.stringify(Object.assign({}, s, { resumen: undefined }));
  return !!before && !!after && plain(before) === plain(after);
};
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
function notice(text, quiet) {
  const mesa = tabs.find((x) => x.dataset.pane === "mesa");
  if (!wide() && current() !== "mesa" && mesa) {
    const c = mesa.querySelector(".count");
    c.textContent = String(Number(c.textContent || 0) + 1);
  }
  const box = $("#notice");
  // On a phone's Mesa screen the chat box is at the top: the notice goes above the tabs.
  box.classList.toggle("low", !wide() && current() === "mesa");
  box.textContent = text;
  // A roll's toast is for the eyes: the announcer has already said it (see `announce`).
  if (quiet) box.setAttribute("aria-hidden", "true"); else box.removeAttribute("aria-hidden");
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => (box.hidden = true), 4000);
}

// ---- members and characters ----
function renderMembers() {
  const ul = $("#members");
  ul.replaceChildren(...[...store.members.values()].map((m) =>
    el("li", { style: memberStyle(m.id), "data-member": m.id }, avatar(m), " ",
      el("span", { class: "who" }, m.name), " · " + t(m.role === "gm" ? "gm" : "player") + (m.id === me.id ? " (" + t("you") + ")" : ""),
      el("span", { class: "status" }),
      store.isGm && m.id !== me.id && !boot.table.closed ? el("button", { type: "button", class: "link", onclick: () => ids.reissue(m) }, t("new_link")) : null)));
  renderWhisperTo();
  here.render();
}
// Whom the chat line is for: everyone, or one member picked by id (names may repeat; the
// server never guesses from a name what the list says exactly).
function renderWhisperTo() {
  const select = $("#chat-to");
  if (!select) return;
  const chosen = select.value;
  const others = [...store.members.values()].filter((m) => m.id !== me.id);
  select.replaceChildren(el("option", { value: "" }, t("chat_everyone")),
    ...others.map((m) => el("option", { value: m.id }, t("whisper") + " → " + m.name + (m.role === "gm" ? " (" + t("gm") + ")" : ""))));
  select.value = others.some((m) => m.id === chosen) ? chosen : "";
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
// The GM's "ask for a roll" form: one box per player's character, or everyone.
function renderAsk() {
  const who = $("#ask-who");
  if (!who) return;
  const theirs = [...store.characters.values()].filter((c) => c.owner !== me.id);
  const box = (value, label) => el("label", { class: "chip" }, el("input", { type: "checkbox", name: "who", value }), label);
  who.replaceChildren(who.firstElementChild, box("*", t("everyone")), ...theirs.map((c) => box(c.id, c.name)));
  // A name read from the sheets (a skill, an attribute): those the table's sheets hold.
  for (const list of $$("#ask-form datalist")) {
    const key = list.id.replace("ask-", "");
    const names = new Set([...store.characters.values()].flatMap((c) => sheetNames(c, key)));
    list.replaceChildren(...[...names].sort().map((n) => el("option", { value: n })));
  }
}
const ask = $("#ask-form");
if (ask) ask.addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const picked = $$("input[name=who]:checked", ask).map((i) => i.value);
  const b = { text: ask.text.value.trim(), mode: ask.mode.value, request: {} };
  for (const f of $$("[data-request]", ask)) {
    const v = f.value.trim();
    if (v !== "") b.request[f.name] = "number" in f.dataset ? Number(v) : v;
  }
  if (picked.includes("*")) b.everyone = true; else b.character_ids = picked;
  const err = $(".form-error", ask);
  err.textContent = "";
  try { await api("/roll-requests", "POST", b); ask.reset(); show("mesa"); } catch (x) { err.textContent = x.message; }
});
function renderCharacters() {
  const ul = $("#characters");
  ul.replaceChildren(...[...store.characters.values()].map((c) => {
    const mine = store.mine(c);
    const chips = mine ? rollables(c) : [];
    return el("li", { "data-id": c.id, class: mine ? "mine" : "other" },
      el("h3", {}, c.name, " ", el("small", { class: "who", style: memberStyle(c.owner) }, nameOf(c.owner))),
      el("p", { class: "state", "data-state": c.id }, stateText(c.state)),
      chips.length ? el("div", { class: "chips", "aria-label": t("roll_with") }, chips) : null,
      sheetView(system, c),
      mine && ($("#sheet-form") || $("#sheet-text-form") || $("#sheet-name-form")) ? el("button", { type: "button", class: "secondary", onclick: () => sheets.edit(c) }, t("edit")) : null,
      // On paper: one's own characters, and the GM's every one (another's sheet stays read-only).
      mine || store.isGm ? printButton(system, c) : null,
      mine ? S.form(system, c, el, (e) => api("/characters/" + c.id + "/state", "POST", { event: e }), t) : null,
      // Carried away by its owner or the GM, from a closed table too.
      c.owner === me.id || store.isGm ? carry(c) : null);
  }));
  renderAsk();
  pane.refresh();
}

const sheets = makeSheets({ $, el, t, api, rollables: (id) => (store.characters.has(id) ? rollables(store.characters.get(id)) : []) });
const pane = panel(store);
const ids = identity(store);
const here = presence(store);
discord();

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
      return who + ": " + ((store.characters.get(e.character_id) || {}).name || "") + " " + (d.said || "") + " → " + stateText(d.state) +
        (unchanged(d.before, d.state) ? " (" + t("state_unchanged") + ")" : "");
    case "chat": return [el("strong", {}, d.name || who), ": " + d.text];
    case "whisper": return [el("strong", {}, d.name || who), " → ", el("strong", {}, d.to_name || ""), " (" + t("whisper") + "): " + d.text];
    case "roll_request_cancelled": return who + " " + t("cancels_request") + " #" + d.request;
    case "encounter_started": case "encounter_action": case "encounter_round": case "encounter_ended":
      return who + ": " + t(e.kind) + (d.round ? " " + d.round : "");
    case "turns_started": return who + " " + t("turns_started") + ": " + ((d.view || {}).participants || []).map((p) => p.name).join(", ");
    case "turns_step": return who + " · " + t("turns_step") + " #" + d.turns + ": " + t("step_" + (d.step || {}).accion);
    case "changes_refused": return (d.said || []).join("; ");
    case "closed": return who + " " + t("closed_event") + " " + d.seed;
    case "session_ended": return [who + " " + t("session_ended_event") + " " + d.session + " · " + t("seed") + " ",
      el("code", {}, d.seed), d.recap ? el("p", { class: "recap" }, d.recap) : null];
    case "aspect_against": return who + " " + t("against_declared") + " #" + d.roll_event;
    // Whose link changed, never the link (api/links.rs).
    case "link_renewed": return who + " " + t("link_renewed_event") + " " + ((d.member || {}).name || "");
    case "access_recovered": return who + " " + t("access_recovered_event");
    default: return e.kind;
  }
}
function apply(e) {
  const d = e.data || {};
  if (e.kind === "member_joined") { store.members.set(d.member.id, d.member); renderMembers(); }
  if (e.kind === "character_created") {
    store.characters.set(d.character.id, d.character); renderCharacters();
    // A player's first character made: on to rolling with it.
    if (d.character.owner === me.id && !firstSteps()) show("tirar");
  }
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
  // A new session: its commitment, the refreshed characters and the recap, as the page is built.
  if (e.kind === "session_ended" && d.session >= (boot.table.session || 1)) location.reload();
}
// ---- roll requests: one card per request, kept up to date as its answers arrive ----
const requests = new Map(); // request seq → { e, answered: character id → roll seq, cancelled, li }
// What a request asks, in the words of the GM's form (`boot.ask`): «Habilidad: Notar · Dificultad: Bueno (+3)».
function requestWords(req) {
  return Object.entries(req || {}).map(([k, v]) => {
    const f = (boot.ask || []).find((x) => x.key === k);
    const shown = f && (f.options.find((o) => o[0] === String(v)) || [])[1];
    return (f ? f.label : t(k)) + ": " + (shown || (typeof v === "object" ? JSON.stringify(v) : v));
  }).join(" · ");
}
function oddsWords(o) {
  if (o.outcomes) return ranked(o.outcomes).map(([w, p]) => t(w) + " " + pct(p) + " (" + p + ")").join(" · ");
  return o.mean ? t("mean") + " " + num(o.mean) : "";
}
// What a request leaves to the roller, so that one tap cannot roll it as asked: a Hitos test
// without its characteristic would be a bare 3d10 (Hitos L12: característica + habilidad + the
// middle die).
const leftToRoller = (req) => (system === "hitos" && !("caracteristica" in req) && !("car" in req) ? "caracteristica" : null);
// What an asked player sees for their character: the exact odds and one button that rolls it
// (or, when the request leaves something to them, the roll panel to choose it).
function prompt(seq, c, d) {
  const odds = el("p", { class: "state odds-line" }, "…");
  const left = leftToRoller(d.request || {});
  const button = el("button", { type: "button", class: "request-roll", onclick: async () => {
    button.disabled = true;
    try { await api("/rolls", "POST", { character_id: c.id, answers: seq, request: {} }); } catch (x) { notice(x.message); button.disabled = false; }
  } }, t("roll_now") + " · " + c.name);
  // Or in the roll panel, choosing what the system leaves to the roller (PP, a Fortaleza…).
  const options = el("button", { type: "button", class: "secondary request-options",
    onclick: () => { pane.answer(seq, c, d, requestWords(d.request)); show("tirar"); $("#roll-button").focus(); } }, t("roll_options"));
  if (left) {
    odds.textContent = t("request_left_to_you") + ": " + ((boot.ask || []).find((f) => f.key === left) || { label: t(left) }).label;
    options.className = "request-options";
    return el("div", { class: "prompt", "data-character": c.id }, options, odds);
  }
  oddsOf({ character_id: c.id, request: d.request || {} }, store.characters.get(c.id)).then((o) => { odds.textContent = oddsWords(o); }).catch((x) => { odds.textContent = x.message; });
  return el("div", { class: "prompt", "data-character": c.id }, button, options, odds);
}
function requestCard(seq) {
  const r = requests.get(seq);
  const d = r.e.data || {};
  const chars = d.characters || (r.e.character_id ? [{ id: r.e.character_id, name: d.character }] : []);
  const done = chars.filter((c) => r.answered.has(c.id)), left = chars.filter((c) => !r.answered.has(c.id));
  const badges = [d.mode && d.mode !== "public" ? el("span", { class: "badge hidden", "data-mode": d.mode }, t("mode_" + d.mode)) : null,
    r.cancelled ? el("span", { class: "badge closed" }, t("cancelled")) : null];
  const mine = r.cancelled || boot.table.closed ? [] : left.filter((c) => { const ch = store.characters.get(c.id); return ch && ch.owner === me.id; });
  const cancel = store.isGm && !r.cancelled && left.length && !boot.table.closed
    ? el("button", { type: "button", class: "secondary", onclick: () => api("/roll-requests/" + seq + "/cancel", "POST", {}).catch((x) => notice(x.message)) }, t("cancel"))
    : null;
  return el("article", { class: "roll-card request-card", "data-request": String(seq) },
    el("header", { class: "card-head" }, el("span", { class: "who", style: memberStyle(r.e.actor) }, nameOf(r.e.actor)), " " + t("request_card"), when(r.e.at_ms), badges),
    d.text ? el("p", { class: "verdict" }, d.text) : null,
    el("p", { class: "hint" }, requestWords(d.request)),
    el("p", { class: "rolled" }, t("rolled_by") + ": " + (done.length ? done.map((c) => c.name + " #" + r.answered.get(c.id)).join(", ") : "—")),
    el("p", { class: "pending" }, t("pending") + ": " + (left.length ? left.map((c) => c.name).join(", ") : "—")),
    mine.map((c) => prompt(seq, c, d)), cancel);
}
function requestChanged(seq, change) {
  const r = requests.get(Number(seq));
  if (!r) return;
  change(r);
  if (r.li) r.li.lastChild.replaceWith(requestCard(r.e.seq));
}
const fights = combat(store, (m) => notice(m));
const tracker = turns(store, (m) => notice(m));
const seen = new Set();
function onEvent(e, live) {
  if (seen.has(e.seq)) return;
  seen.add(e.seq);
  if (e.kind === "whisper" && !(e.data || {}).text) return; // someone else's whisper: only its number
  apply(e);
  fights.onEvent(e);
  tracker.onEvent(e);
  if (e.kind === "turns_started" || e.kind === "turns_step") pane.fightChanged();
  const roll = ["roll", "reroll", "reveal", "against_answered", "roll_amended"].includes(e.kind);
  let content, spoken = e;
  if (e.kind === "roll" && (e.data || {}).answers != null) requestChanged(e.data.answers, (r) => r.answered.set(e.character_id, e.seq));
  if (e.kind === "roll_request_cancelled") requestChanged(e.data.request, (r) => { r.cancelled = true; });
  if (e.kind === "roll_requested") {
    requests.set(e.seq, { e, answered: new Map(), cancelled: false, li: null });
    content = requestCard(e.seq);
  } else if (roll) {
    const reveal = store.isGm && e.hidden && e.kind === "roll" && !boot.table.closed
      ? el("button", { type: "button", class: "secondary reveal", onclick: () => api("/rolls/" + e.seq + "/reveal", "POST", {}).catch((x) => notice(x.message)) }, t("reveal"))
      : null;
    // A reveal shows the roll as its rerolls left it (they are revealed with it); its roll's
    // card offers no second reveal.
    const last = e.kind === "reveal" && ((e.data || {}).rerolls || []).at(-1);
    if (last) spoken = { ...e, data: { ...e.data, ...last } };
    if (e.kind === "reveal") for (const b of $$('#log li[data-seq="' + e.data.roll_event + '"] button.reveal')) b.remove();
    content = rollCard(last ? { ...e, data: { ...e.data, roll: last.roll } } : e, { member: store.members.get(e.actor), extra: reveal });
  } else {
    content = el("p", { class: "line" }, when(e.at_ms), " ", logLine(e));
  }
  const li = el("li", { "data-seq": String(e.seq), "data-kind": e.kind, class: e.kind === "whisper" ? "whisper" : null, style: memberStyle(e.actor) }, el("span", { class: "seq" }, "#" + e.seq), content);
  if (requests.has(e.seq)) requests.get(e.seq).li = li;
  $("#log").prepend(li);
  if (live && roll && e.actor !== me.id) notice([nameOf(e.actor), otherName((e.data || {}).character, nameOf(e.actor)), t("rolls")].filter(Boolean).join(" · "), true);
  if (live) announce(roll ? spokenRoll(spoken) : content.textContent);
}

// What a screen reader hears of each new event, once and in the page's language: the log and
// the result card stay silent, one status region speaks. A roll's verdict comes first
// («Éxito, total 7 contra 5 · Ana · Rosa»), then who rolled.
function announce(text) {
  const box = $("#announce");
  box.textContent = "";
  // A new node each time, so the same sentence twice is still read twice.
  box.append(el("span", {}, text));
}
function spokenRoll(e) {
  const d = e.data || {};
  const r = d.roll || {};
  const verdict = r.hidden ? t("hidden_roll") : ((d.explanation || {}).headline || String(r.total ?? ""));
  return [verdict, nameOf(e.actor), otherName(d.character, nameOf(e.actor))].filter(Boolean).join(" · ");
}
// The history arrives with the log silent and busy, so a screen reader does not read the whole
// session aloud; only later events are announced.
async function listen() {
  const log = $("#log");
  log.setAttribute("aria-live", "off");
  log.setAttribute("aria-busy", "true");
  let after = 0;
  try {
    for (const e of await api("/events?after=0&format=json&wire=compact")) { onEvent(e, false); after = e.seq; }
  } catch (_) { /* the stream below replays what is missing */ }
  log.setAttribute("aria-busy", "false");
  // New events are announced by `announce`, not by the log (which would read whole cards).
  if (boot.table.closed) return;
  // The compact form (docs/contract.md): what this page reads of each event, the roll once.
  // The stream's sentences in the page's language (an EventSource sends no chosen headers).
  const src = new EventSource("/api/tables/" + boot.table.id + "/events?wire=compact&lang=" + (boot.lang || "es") + "&after=" + after);
  src.onmessage = (m) => onEvent(JSON.parse(m.data), true);
  here.listen(src);
}

// ---- the first screen: a player without a character is told to make one, and taken there ----
const hasOwn = () => [...store.characters.values()].some((c) => c.owner === me.id);
// The sheet editor open on its name field (without scrolling away from the personal link).
function openEditor() {
  $("#sheet-card").open = true;
  const name = $("#sheet-form [name=name], #sheet-name-form [name=nombre], #sheet-fields [data-path=nombre]");
  if (name) name.focus({ preventScroll: true });
}
// True while the player has no character: the note on the Ficha and Tirar screens says what to
// do first (and goes once they have one).
function firstSteps() {
  const needed = !boot.table.closed && !store.isGm && !hasOwn();
  if (!needed) { for (const n of $$(".first-steps")) n.remove(); return false; }
  if (!$("#first-steps")) {
    $("#pane-ficha").prepend(el("section", { class: "card first-steps", id: "first-steps", role: "note" },
      el("h2", {}, t("first_title")), el("p", {}, t("first_text"))));
    $("#pane-tirar").prepend(el("section", { class: "card first-steps", id: "first-steps-roll", role: "note" },
      el("p", {}, t("first_roll")),
      el("button", { type: "button", id: "first-make", onclick: () => { show("ficha"); openEditor(); } }, t("first_make"))));
  }
  return true;
}

// ---- wiring ----
renderMembers();
renderCharacters();
sheets.wire();
if (firstSteps()) { show("ficha"); openEditor(); }
const chat = $("#chat-form");
if (chat) chat.addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const input = $("#chat-text");
  if (!input.value.trim()) return;
  const to = ($("#chat-to") || {}).value;
  try { await api("/chat", "POST", to ? { text: input.value, to } : { text: input.value }); input.value = ""; } catch (e) { notice(e.message); }
});
// Without a public URL (`--url-publica`) the server gives the invite as a path: this browser's
// own address completes it, never a Host header someone else sent.
const inviteLink = $("#invite-link");
if (inviteLink && inviteLink.value.startsWith("/")) inviteLink.value = location.origin + inviteLink.value;
const copy = $("#copy-invite");
if (copy) copy.addEventListener("click", () => ids.copy($("#invite-link"), copy));
const close = $("#close-button");
if (close) close.addEventListener("click", async () => {
  if (!confirm(t("close_table") + "?")) return;
  try { await api("/close", "POST", {}); location.reload(); } catch (e) { notice(e.message); }
});
sessionForm(notice);
importer(notice);
arrive(() => show("ficha"));
secretForm();
document.addEventListener("keydown", (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || /INPUT|TEXTAREA|SELECT/.test(document.activeElement.tagName)) return;
  if (ev.key === "r" && $("#roll-form")) { ev.preventDefault(); show("tirar"); $("#roll-form").requestSubmit(); }
  if (ev.key === "c" && $("#chat-text")) { ev.preventDefault(); show("mesa"); $("#chat-text").focus(); }
});
// Back (or forward) to a page kept in the browser's cache: its values may be old, so reload.
window.addEventListener("pageshow", (ev) => { if (ev.persisted) location.reload(); });
listen();
