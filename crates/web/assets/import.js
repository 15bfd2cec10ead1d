// tirada — «Importar» on the new-character form (issue 27): a Fari character or a Foundry
// Hitos actor sent to the server, which reads it as `tirada importar` does; the sheet it makes,
// what was carried over and what was left out are shown, and saved only when the player says.
import { boot, t, $, el, api } from "./ui.js";

export function importer(notice) {
  const button = $("#import-button");
  if (!button) return;
  const err = $("#import-error"), box = $("#import-preview"), file = $("#import-file");
  const list = (cls, items) => el("ul", { class: cls }, items.map((s) => el("li", {}, s)));
  function show(v) {
    box.replaceChildren(...[
      el("h3", {}, v.name),
      el("h4", {}, t("import_mapped")), list("import-mapped", v.mapped),
      ...(v.dropped.length ? [el("h4", {}, t("import_dropped")), list("import-dropped", v.dropped)] : []),
      el("details", {}, el("summary", {}, t("import_toml")), el("pre", {}, v.toml)),
      el("button", { type: "button", id: "import-save", onclick: () => save(v) }, t("import_save")),
    ]);
    box.hidden = false;
  }
  async function save(v) {
    err.textContent = "";
    try {
      await api("/characters", "POST", v.sheet);
      box.hidden = true;
      box.replaceChildren();
      file.value = "";
      $("#sheet-import").open = false;
      $("#sheet-card").open = false;
      notice(t("import_saved") + ": " + v.name);
    } catch (x) { err.textContent = x.message; }
  }
  button.addEventListener("click", async () => {
    err.textContent = "";
    box.hidden = true;
    const f = file.files[0];
    if (!f) { err.textContent = t("import_pick"); return; }
    let text;
    try { text = await f.text(); } catch { err.textContent = t("import_unreadable"); return; }
    try { show(await api("/characters/import?lang=" + boot.lang, "POST", { fichero: text })); } catch (x) { err.textContent = x.message; }
  });
}
