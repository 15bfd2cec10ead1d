// tirada — the character sheet editors of the table page: PORTAL's form (docs/portal-sheet.md)
// and, for Hitos, Fate and CHASIS, the CLI's sheet file as text; the engine checks both and its
// sentence goes next to the field at fault.
window.TiradaSheets = function (ui) {
  "use strict";
  const { $, el, t, api } = ui;

  function forteRow(f) {
    f = f || { nombre: "", nivel: 1, especialidad: "", sobrehumana: false };
    const row = el("div", { class: "forte-row" },
      el("label", {}, t("forte_name"), el("input", { name: "f_nombre", value: f.nombre, maxlength: "60" })),
      el("label", {}, t("level"), el("input", { name: "f_nivel", type: "number", min: "0", max: "5", value: String(f.nivel) })),
      el("label", {}, t("specialty_name"), el("input", { name: "f_esp", value: f.especialidad || "" })),
      el("label", { class: "check" }, el("input", { name: "f_sob", type: "checkbox" }), t("superhuman")),
      el("button", { type: "button", class: "secondary", onclick: () => row.remove() }, t("remove")),
      el("span", { class: "field-error" }));
    $("input[name=f_sob]", row).checked = !!f.sobrehumana;
    return row;
  }
  function editSheet(c) {
    if ($("#sheet-text-form")) return editTextSheet(c);
    const form = $("#sheet-form");
    form.reset();
    form.id.value = c ? c.id : "";
    $("#fortes").replaceChildren();
    if (c) {
      const s = c.sheet;
      form.name.value = c.name;
      form.descripcion.value = s.descripcion || "";
      for (const k of ["malestar", "heridas", "suerte", "pp"]) form[k].value = (c.state || {})[k] ?? 0;
      (s.fortalezas || []).forEach((f) => $("#fortes").append(forteRow(f)));
    }
    $("#sheet-summary").textContent = c ? t("edit") + ": " + c.name : t("new_character");
    $("#sheet-card").open = true;
    form.name.focus();
  }
  function clearErrors(form) {
    form.querySelectorAll(".field-error, .form-error").forEach((e) => (e.textContent = ""));
  }
  function showError(form, err) {
    const f = (err.field || "").replace(/^nombre$/, "name").replace(/^estado\./, "");
    const m = /^fortalezas\[(\d+)\]/.exec(f);
    let slot = m ? form.querySelectorAll(".forte-row .field-error")[Number(m[1])] : form.querySelector('.field-error[data-for="' + f + '"]');
    (slot || form.querySelector(".form-error")).textContent = err.message;
  }
  async function saveSheet(ev) {
    ev.preventDefault();
    const form = ev.target;
    clearErrors(form);
    // The engine's sheet (docs/portal-sheet.md): the state only counts when it is created.
    const sheet = { nombre: form.name.value, fortalezas: [], estado: {} };
    if (form.descripcion.value.trim()) sheet.descripcion = form.descripcion.value.trim();
    for (const row of form.querySelectorAll(".forte-row")) {
      const f = { nombre: $("[name=f_nombre]", row).value, nivel: Number($("[name=f_nivel]", row).value) };
      const esp = $("[name=f_esp]", row).value.trim();
      if (esp) f.especialidad = esp;
      if ($("[name=f_sob]", row).checked) f.sobrehumana = true;
      sheet.fortalezas.push(f);
    }
    for (const k of ["malestar", "heridas", "suerte", "pp"]) sheet.estado[k] = Number(form[k].value || 0);
    try {
      if (form.id.value) await api("/characters/" + form.id.value, "PUT", sheet);
      else await api("/characters", "POST", sheet);
      $("#sheet-card").open = false;
      form.reset();
      $("#fortes").replaceChildren();
    } catch (e) { showError(form, e); }
  }

  // The sheet of Hitos, Fate or CHASIS as text: the CLI's TOML file or its JSON, checked by the
  // engine; the error goes next to the text, naming the field.
  function editTextSheet(c) {
    const form = $("#sheet-text-form");
    clearErrors(form);
    form.id.value = c ? c.id : "";
    $("#sheet-text").value = c ? JSON.stringify(c.sheet, null, 2) : $("#sheet-text").defaultValue;
    $("#sheet-summary").textContent = c ? t("edit") + ": " + c.name : t("new_character");
    $("#sheet-card").open = true;
    $("#sheet-text").focus();
  }
  async function saveTextSheet(ev) {
    ev.preventDefault();
    const form = ev.target;
    clearErrors(form);
    const text = $("#sheet-text").value.trim();
    const slot = $('.field-error[data-for="sheet"]', form);
    let body;
    try { body = text.startsWith("{") ? JSON.parse(text) : { toml: text }; } catch (e) { slot.textContent = e.message; return; }
    try {
      if (form.id.value) await api("/characters/" + form.id.value, "PUT", body);
      else await api("/characters", "POST", body);
      $("#sheet-card").open = false;
      editTextSheet(null);
      $("#sheet-card").open = false;
    } catch (e) {
      slot.textContent = e.message; // the engine's sentence names the field or the line
    }
  }

  // Listens to the editor the page has.
  function wire() {
    const sheetForm = $("#sheet-form");
    if (sheetForm) {
      sheetForm.addEventListener("submit", saveSheet);
      $("#add-forte").addEventListener("click", () => $("#fortes").append(forteRow()));
      $("#sheet-card").addEventListener("toggle", () => { if ($("#sheet-card").open && !$("#fortes").children.length && !sheetForm.id.value) $("#fortes").append(forteRow()); });
    }
    const textSheet = $("#sheet-text-form");
    if (textSheet) {
      textSheet.addEventListener("submit", saveTextSheet);
      $("#new-text-sheet").addEventListener("click", () => editTextSheet(null));
    }
  }

  return { edit: editSheet, clearErrors, wire };
};
