// tirada — what every part of the table page shares: the boot data, the words, a tiny element
// builder, the API and how numbers, times and members read. No build step: an ES module.

const read = (id) => {
  const node = document.getElementById(id);
  return node ? JSON.parse(node.textContent) : null;
};
export const boot = read("boot") || {};
const T = read("messages") || {};
export const t = (k) => T[k] || k;
export const $ = (s, root) => (root || document).querySelector(s);
export const $$ = (s, root) => [...(root || document).querySelectorAll(s)];

// An element: `attrs` are attributes, except `class` and `on*` (listeners, never inline
// handlers: the page's CSP forbids them); children may be strings, nodes or null.
export function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) if (kid != null && kid !== false) e.append(kid);
  return e;
}

// The table's API, answering in the page's language; a refusal becomes an Error carrying the
// server's sentence and the field it names.
export async function api(path, method, body) {
  const headers = { "accept-language": boot.lang || "es" };
  // Every write is JSON: the server refuses other cookie-authenticated writes (CSRF).
  if (method && method !== "GET") headers["content-type"] = "application/json";
  const r = await fetch("/api/tables/" + boot.table.id + path, {
    method: method || "GET",
    headers,
    body: body ? JSON.stringify(body) : undefined,
    credentials: "same-origin",
  });
  const data = await r.json().catch(() => ({}));
  const message = data.error || r.statusText;
  if (!r.ok) throw Object.assign(new Error(message), { status: r.status, field: data.field });
  return data;
}

const ratio = (frac) => {
  const [n, d] = String(frac).split("/").map(Number);
  return { n: n || 0, d: d || 1 };
};
// A probability as a percentage that never reads "0 %" or "100 %" unless it is exactly that.
export function pct(frac) {
  const { n, d } = ratio(frac);
  const v = (100 * n) / d;
  const fmt = (x) => x.toLocaleString(boot.lang, { maximumFractionDigits: 1 });
  if (n > 0 && v < 0.05) return "< " + fmt(0.1) + " %";
  if (n < d && v > 99.95) return "> " + fmt(99.9) + " %";
  return fmt(v) + " %";
}
export const share = (frac) => { const { n, d } = ratio(frac); return n / d; };
export const num = (frac) => share(frac).toLocaleString(boot.lang, { maximumFractionDigits: 2 });

// The hour of an event, and the whole date on hover.
export function when(ms) {
  if (!ms) return null;
  const d = new Date(ms);
  const time = d.toLocaleTimeString(boot.lang, { hour: "2-digit", minute: "2-digit" });
  return el("time", { datetime: d.toISOString(), title: d.toLocaleString(boot.lang) }, time);
}

// A character's name beside its player's, unless they are the same («Iria», not «Iria · Iria»).
export function otherName(character, player) {
  const same = (a, b) => String(a || "").trim().localeCompare(String(b || "").trim(), undefined, { sensitivity: "base" }) === 0;
  return character && !same(character, player) ? character : null;
}

// Each member keeps one colour on every page: a hue from their id, as the element's style
// (`--who` for borders, `--who-hue` for text and initials, whose lightness app.css sets per
// theme so they read at 4.5:1 or more).
export function memberStyle(memberId) {
  let h = 0;
  for (const ch of String(memberId || "")) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return "--who:hsl(" + h + " 55% 42%);--who-hue:" + h;
}
