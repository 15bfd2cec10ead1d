// tirada — characters that travel (issue 32): «Llevar a otra mesa» on each character its owner
// (or the GM) may carry away — a one-time code shown once, or the file to download — and «Traer
// un personaje» beside the new-character form, with that code or file. The API checks the rest
// (same system, a code used once and for a day).
import { boot, t, $, el, api } from "./ui.js";

// The code made for each character, kept while the page lives: the list is drawn again on
// every change, and a code is never shown again by the server.
const made = new Map();

function shownCode(id) {
  const code = made.get(id);
  return code ? [el("span", {}, t("travel_code_once")), " ", el("code", { class: "travel-code" }, code)] : [];
}

// The owner's way to carry character `c` to another table of the same system.
export function carry(c) {
  const out = el("p", { class: "travel-out", "aria-live": "polite" }, ...shownCode(c.id));
  const make = async () => {
    out.replaceChildren();
    try {
      made.set(c.id, (await api("/characters/" + c.id + "/travel", "POST", {})).code);
      out.replaceChildren(...shownCode(c.id));
    } catch (x) {
      out.replaceChildren(el("span", { class: "form-error", role: "alert" }, x.message));
    }
  };
  const file = "/api/tables/" + boot.table.id + "/characters/" + c.id + "/travel";
  return el("details", { class: "travel", open: made.has(c.id) }, el("summary", {}, t("travel_carry")),
    el("p", { class: "hint" }, t("travel_carry_hint")),
    el("div", { class: "row" },
      el("button", { type: "button", class: "secondary travel-make", onclick: make }, t("travel_code")),
      el("a", { href: file, download: "personaje-" + c.id + ".json", class: "travel-file" }, t("travel_file"))),
    out);
}

// «Traer un personaje»: the code or the file; `arrived(id)` once the table made it.
export function arrive(arrived) {
  const form = $("#arrive-form");
  if (!form) return;
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const err = $(".form-error", form);
    err.textContent = "";
    const code = form.code.value.trim();
    const file = form.file.files[0];
    let body;
    if (code) body = { code };
    else if (file) {
      try { body = { file: JSON.parse(await file.text()) }; } catch { err.textContent = t("arrive_not_json"); return; }
    } else { err.textContent = t("arrive_empty"); return; }
    try {
      const c = await api("/characters/arrive", "POST", body);
      form.reset();
      $("#arrive-card").open = false;
      arrived(c.id);
    } catch (x) { err.textContent = x.message; }
  });
}
