// tirada — a member's way back without their link (issue 27 point 6): on the table page, the
// member sets a passphrase or takes a recovery code (shown once); on the home and join pages,
// the table's id, the name at it and that secret give this device a fresh personal link. The
// secret goes only in a JSON body, never in the address.
import { t, $, el, api } from "./ui.js";

// The table page's form.
export function secretForm() {
  const form = $("#recovery-form");
  if (!form) return;
  const err = $(".form-error", form);
  const out = $("#recovery-out");
  const status = $("#recovery-status");
  const shown = (s) => { status.textContent = s.set ? t("recovery_is_set") : ""; };
  $("#recovery-card").addEventListener("toggle", () => api("/recovery").then(shown).catch(() => {}), { once: true });
  const set = async (body) => {
    err.textContent = "";
    out.replaceChildren();
    try {
      const made = await api("/recovery", "PUT", body);
      form.reset();
      out.replaceChildren(made.code ? el("span", {}, t("recovery_code_once"), " ", el("code", { class: "recovery-code" }, made.code)) : t("recovery_saved"));
      shown({ set: true });
    } catch (x) { err.textContent = x.message; }
  };
  form.addEventListener("submit", (ev) => { ev.preventDefault(); set({ passphrase: form.passphrase.value }); });
  $("#recovery-code").addEventListener("click", () => set({ code: true }));
}

// A table's id from what was typed: the id itself, or a link to the table (…/mesa/ID…).
const idOf = (s) => {
  const m = String(s).match(/\/mesa\/([^/?#\s]+)/);
  return (m ? decodeURIComponent(m[1]) : String(s)).trim();
};

// The home and join pages' «Recuperar mi acceso».
export function recoverForm() {
  const form = $("#recover-form");
  if (!form) return;
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const err = $(".form-error", form);
    err.textContent = "";
    const id = idOf(form.table.value);
    if (!id) { err.textContent = t("recovery_missing"); return; }
    const r = await fetch("/api/tables/" + encodeURIComponent(id) + "/recover", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": document.documentElement.lang },
      body: JSON.stringify({ name: form.name.value, secret: form.secret.value }),
      credentials: "same-origin",
    });
    const data = await r.json().catch(() => ({}));
    if (!r.ok) { err.textContent = data.error || r.statusText; return; }
    location.href = "/mesa/" + encodeURIComponent(id);
  });
}

