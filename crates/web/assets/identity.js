// tirada — who you are at this table on any device: the personal link (its secret only in the
// URL fragment, exchanged once for the cookie), shown once to copy or scan, and the tables this
// browser knows («mis mesas», without secrets: the cookie alone grants access).
import { boot, t, $, el, api } from "./ui.js";

const KEY = "tirada_mesas";
export function knownTables() {
  try { return JSON.parse(localStorage.getItem(KEY) || "[]").filter((m) => m && m.id); } catch (_) { return []; }
}
function remember(entry) {
  try {
    const rest = knownTables().filter((m) => m.id !== entry.id);
    localStorage.setItem(KEY, JSON.stringify([entry, ...rest].slice(0, 50)));
  } catch (_) { /* private mode: nothing to remember */ }
}
// The secret a personal link carries, from `#clave=…`.
export function keyInFragment() {
  const m = /(?:^#|&)clave=([^&]+)/.exec(location.hash);
  return m ? decodeURIComponent(m[1]) : null;
}
// Trades the link's secret for this table's cookie; true when it is a member's.
export async function exchange(tableId, token) {
  const r = await fetch("/api/tables/" + tableId + "/session", {
    method: "POST", headers: { "content-type": "application/json" }, credentials: "same-origin",
    body: JSON.stringify({ token }),
  }).catch(() => null);
  return !!(r && r.ok);
}

export function identity(store) {
  const linkOf = (path) => location.origin + path;
  async function copy(input, button) {
    input.select();
    try { await navigator.clipboard.writeText(input.value); } catch (_) { document.execCommand("copy"); }
    button.textContent = t("copied");
  }
  // The link in a box to copy, with its QR code to move to a phone.
  async function showLink(url, who) {
    const box = $("#personal-link");
    const input = el("input", { readonly: true, value: url, id: "personal-link-url", "aria-label": t("personal_link") });
    const button = el("button", { type: "button", class: "secondary", onclick: () => copy(input, button) }, t("copy"));
    const qr = el("div", { class: "qr", "aria-hidden": "true" });
    box.replaceChildren(el("h2", {}, who ? t("link_for") + " " + who : t("personal_link")), el("p", { class: "hint" }, t("personal_link_hint")),
      el("div", { class: "row" }, input, button), qr,
      el("button", { type: "button", class: "secondary", id: "hide-link", onclick: () => (box.hidden = true) }, t("hide")));
    box.hidden = false;
    try {
      const r = await fetch("/qr", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: url }) });
      if (r.ok) qr.innerHTML = await r.text(); // an SVG the server drew from the link alone
    } catch (_) { /* the link still works without its picture */ }
  }
  // A new link for member `m` (the old one stops working); for yourself, this browser keeps
  // its session by trading the new secret at once.
  async function reissue(m) {
    try {
      const r = await api("/members/" + m.id + "/link", "POST", {});
      if (m.id === store.me.id) await exchange(boot.table.id, r.token);
      showLink(linkOf(r.path), m.id === store.me.id ? null : m.name);
    } catch (e) { $("#personal-link").hidden = false; $("#personal-link").replaceChildren(el("p", { class: "form-error", role: "alert" }, e.message)); }
  }

  remember({ id: boot.table.id, name: boot.table.name, system: boot.table.system, role: store.me.role, closed: !!boot.table.closed });
  // Just created or joined (or opened from a link): show the link once, then drop the secret
  // from the address bar and the history.
  const key = keyInFragment();
  if (key) {
    history.replaceState(null, "", location.pathname + location.search);
    // Once: the same link opened again (a repeated navigation) is not shown again. Only a
    // 32-bit digest of the secret is kept, which grants nothing.
    let digest = 0;
    for (const ch of key) digest = (digest * 31 + ch.charCodeAt(0)) >>> 0;
    const seen = "tirada_link_" + boot.table.id;
    let fresh = true;
    try { fresh = localStorage.getItem(seen) !== String(digest); localStorage.setItem(seen, String(digest)); } catch (_) { /* private mode */ }
    exchange(boot.table.id, key).finally(() => { if (fresh) showLink(linkOf("/mesa/" + boot.table.id + "#clave=" + encodeURIComponent(key))); });
  }
  const mine = $("#my-link");
  if (mine) mine.addEventListener("click", () => reissue(store.me));
  return { copy, reissue, showLink };
}
