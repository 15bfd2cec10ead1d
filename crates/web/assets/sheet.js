// tirada — the character sheet editors of the table page: PORTAL's form in the book's sections
// (docs/portal-sheet.md) with what it implies as the server computes it, MIRILLA's name, and
// (sheetfields.js) the Hitos, Fate and CHASIS sheets; the engine checks each and its sentence
// goes next to the field at fault.
import fieldSheets from "./sheetfields.js";
import { boot } from "./ui.js";

export default function sheets(ui) {
  "use strict";
  const { $, el, t, api } = ui;

  const FREQ = ["poco_frecuente", "moderada", "frecuente", "constante"];
  // The readings whose kept die the sheet chooses, as the page's form lists them (`rol_…`).
  const roles = (form) => [...form.querySelectorAll("select[name^=rol_]")].map((x) => x.name.slice(4));
  const freqSelect = (name, value) => {
    const s = el("select", { name }, ...FREQ.map((f) => el("option", { value: f }, t("freq_" + f))));
    s.value = value || "moderada";
    return s;
  };
  // A removable row of a list (Fortalezas, Limitaciones…): its fields, «remove» and the slot
  // for the engine's sentence about it.
  function listRow(cls, ...fields) {
    const row = el("div", { class: "forte-row " + cls }, ...fields,
      el("button", { type: "button", class: "secondary", onclick: () => row.remove() }, t("remove")),
      el("span", { class: "field-error" }));
    return row;
  }
  const input = (label, attrs) => el("label", {}, t(label), el("input", attrs));
  function forteRow(f) {
    f = f || { nombre: "", nivel: 1, especialidad: "", sobrehumana: false };
    const row = listRow("",
      input("forte_name", { name: "f_nombre", value: f.nombre, maxlength: "60" }),
      input("level", { name: "f_nivel", type: "number", min: "0", max: "5", value: String(f.nivel) }),
      el("label", {}, t("frequency"), freqSelect("f_freq", f.frecuencia)),
      input("specialty_name", { name: "f_esp", value: f.especialidad || "" }),
      el("label", { class: "check" }, el("input", { name: "f_sob", type: "checkbox" }), t("superhuman")));
    $("input[name=f_sob]", row).checked = !!f.sobrehumana;
    return row;
  }
  const limitRow = (x) => listRow("limit-row",
    input("limitation_name", { name: "l_nombre", value: (x || {}).nombre || "", maxlength: "60" }),
    el("label", {}, t("frequency"), freqSelect("l_freq", (x || {}).frecuencia)));
  const quirkRow = (q) => listRow("quirk-row",
    input("quirk_name", { name: "q_nombre", value: (q || {}).nombre || "", maxlength: "60" }),
    input("cost_pp", { name: "q_coste", type: "number", min: "3", max: "30", value: String((q || {}).coste ?? 3) }),
    input("effect", { name: "q_efecto", value: (q || {}).efecto || "", maxlength: "200" }));
  const reserveRow = (r) => listRow("reserve-row",
    input("purpose", { name: "r_proposito", value: (r || {}).proposito || "", maxlength: "60" }),
    input("amount", { name: "r_cantidad", type: "number", min: "0", max: "99", value: String((r || {}).cantidad ?? 1) }));
  // What each kind has (B647–B661): a cast member its generic value (and any value broken down
  // from it, B1290–B1293), agonists and antagonists their reserves, only protagonists luck and
  // PP (with a lowered luck maximum, B1620, and PP kept beyond the hand, B852).
  const principal = (kind) => kind === "agonista" || kind === "antagonista";
  const CAST = ["reflejos", "ataque", "defensa", "aguante", "dano", "grupo"];
  const PROTAGONIST = ["suerte", "pp", "suerte_maxima", "pp_reserva"];
  function kindShown(form) {
    const kind = form.tipo.value;
    $("#cast-section").hidden = kind !== "reparto";
    $("#reserves-section").hidden = !principal(kind);
    for (const k of PROTAGONIST) form[k].closest("label").hidden = kind !== "protagonista";
  }
  // An optional number of the form: `key` of `obj`, or no key when the field is blank.
  function optional(obj, key, text) {
    if (text === "") delete obj[key];
    else obj[key] = /^-?[\d.]+$/.test(text) ? Number(text) : text;
  }
  // The stored sheet of the character being edited: keys the form does not show stay as they are.
  let editing = {};
  function editSheet(c) {
    if ($("#sheet-text-form")) return fields.edit(c);
    if ($("#sheet-name-form")) return editName(c);
    const form = $("#sheet-form");
    form.reset();
    form.id.value = c ? c.id : "";
    for (const list of ["#fortes", "#limits", "#quirks", "#reserves"]) $(list).replaceChildren();
    editing = c ? JSON.parse(JSON.stringify(c.sheet)) : {};
    if (c) {
      const s = c.sheet;
      form.name.value = c.name;
      form.descripcion.value = s.descripcion || "";
      form.tipo.value = s.tipo || "protagonista";
      form.concepto.value = s.concepto || "miembro_del_equipo";
      form.estimulos.value = (s.estimulos || []).join("\n");
      for (const r of roles(form)) form["rol_" + r].value = (s.dados || {})[r] || "medio";
      const eq = s.equipo || {};
      const arma = eq.arma || {};
      form.arma.value = arma.distancia ? "distancia:" + arma.distancia : "tamano:" + (arma.tamano || "manos_desnudas");
      form.afilada.checked = !!arma.afilada;
      form.improvisada.checked = !!arma.improvisada;
      form.armadura.value = eq.armadura || "";
      form.escudo.value = (eq.defensa || {}).escudo || "";
      form.cobertura.value = (eq.defensa || {}).cobertura || "";
      for (const k of ["malestar", "heridas", "suerte", "pp"]) form[k].value = (c.state || {})[k] ?? 0;
      (s.fortalezas || []).forEach((f) => $("#fortes").append(forteRow(f)));
      (s.limitaciones || []).forEach((x) => $("#limits").append(limitRow(x)));
      (s.peculiaridades || []).forEach((q) => $("#quirks").append(quirkRow(q)));
      (s.reservas || []).forEach((r) => $("#reserves").append(reserveRow(r)));
      form.valor_generico.value = (s.reparto || {}).valor_generico || 3;
      for (const k of CAST) form["c_" + k].value = (s.reparto || {})[k] ?? "";
      form.estimulos_comprados.value = s.estimulos_comprados || 0;
      form.estimulos_eliminados.value = s.estimulos_eliminados || 0;
      form.pp_iniciales.value = (s.creacion || {}).pp_iniciales ?? "";
      form.concepto_del_grupo.value = (s.creacion || {}).concepto_del_grupo || "";
      form.suerte_maxima.value = (s.estado || {}).suerte_maxima ?? "";
      form.pp_reserva.value = (s.estado || {}).pp_reserva || 0;
    }
    kindShown(form);
    $("#sheet-summary").textContent = c ? t("edit") + ": " + c.name : t("new_character");
    $("#sheet-card").open = true;
    $("#sheet-derived").replaceChildren();
    if (c) refreshDerived();
    form.name.focus();
  }
  function clearErrors(form) {
    form.querySelectorAll(".field-error, .form-error").forEach((e) => (e.textContent = ""));
  }
  const ROWS = { fortalezas: "#fortes", limitaciones: "#limits", peculiaridades: "#quirks", reservas: "#reserves" };
  // The engine's field (`fortalezas[1].nivel`, `equipo.arma`…): next to its row or section.
  function showError(form, err) {
    const f = (err.field || "").replace(/^nombre$/, "name").replace(/^estado\./, "");
    const m = /^(fortalezas|limitaciones|peculiaridades|reservas)\[(\d+)\]/.exec(f);
    const rows = m && form.querySelectorAll(ROWS[m[1]] + " .field-error");
    const top = f.split(/[.[]/)[0];
    const slot = m ? rows[Number(m[2])] : form.querySelector('.field-error[data-for="' + f + '"]') || form.querySelector('.field-error[data-for="' + top + '"]');
    (slot || form.querySelector(".form-error")).textContent = err.message;
  }
  // After a refused save the field at fault comes into view with its sentence (on a phone it
  // may be thousands of pixels above «Guardar»), and takes the focus.
  function showSaveError(form, err) {
    showError(form, err);
    const said = [...form.querySelectorAll(".field-error, .form-error")].find((e) => e.textContent);
    if (!said) return;
    const field = said.closest("label, fieldset, .forte-row");
    const input = field && field.querySelector("input, select, textarea");
    said.scrollIntoView({ block: innerWidth < 1000 ? "center" : "nearest" });
    if (input) input.focus({ preventScroll: true });
  }
  // The engine's sheet (docs/portal-sheet.md) the form holds, over the stored one.
  function readSheet(form) {
    const kind = form.tipo.value;
    const sheet = Object.assign({}, editing, { nombre: form.name.value, tipo: kind, concepto: form.concepto.value,
      fortalezas: [], limitaciones: [], estado: Object.assign({}, editing.estado) });
    const text = form.descripcion.value.trim();
    if (text) sheet.descripcion = text; else delete sheet.descripcion;
    // Untouched rows at the end (the one a new sheet opens with) are no Fortaleza yet; the
    // rest keep their places, which the engine's refusals count by.
    const rows = [...form.querySelectorAll("#fortes .forte-row")];
    const untouched = (row) => !$("[name=f_nombre]", row).value.trim() && !$("[name=f_esp]", row).value.trim()
      && $("[name=f_nivel]", row).value === "1" && !$("[name=f_sob]", row).checked;
    while (rows.length && untouched(rows.at(-1))) rows.pop();
    for (const row of rows) {
      const f = { nombre: $("[name=f_nombre]", row).value, nivel: Number($("[name=f_nivel]", row).value), frecuencia: $("[name=f_freq]", row).value };
      const esp = $("[name=f_esp]", row).value.trim();
      if (esp) f.especialidad = esp;
      if ($("[name=f_sob]", row).checked) f.sobrehumana = true;
      sheet.fortalezas.push(f);
    }
    for (const row of form.querySelectorAll("#limits .limit-row")) {
      sheet.limitaciones.push({ nombre: $("[name=l_nombre]", row).value, frecuencia: $("[name=l_freq]", row).value });
    }
    sheet.peculiaridades = [...form.querySelectorAll("#quirks .quirk-row")].map((row) => {
      const q = { nombre: $("[name=q_nombre]", row).value, coste: Number($("[name=q_coste]", row).value) };
      const effect = $("[name=q_efecto]", row).value.trim();
      return effect ? Object.assign(q, { efecto: effect }) : q;
    });
    sheet.reservas = principal(kind) ? [...form.querySelectorAll("#reserves .reserve-row")].map((row) =>
      ({ proposito: $("[name=r_proposito]", row).value, cantidad: Number($("[name=r_cantidad]", row).value) })) : [];
    if (kind === "reparto") {
      sheet.reparto = Object.assign({}, editing.reparto, { valor_generico: Number(form.valor_generico.value) });
      for (const k of CAST) optional(sheet.reparto, k, form["c_" + k].value);
    } else delete sheet.reparto;
    for (const k of ["estimulos_comprados", "estimulos_eliminados"]) sheet[k] = Number(form[k].value || 0);
    // Points-built (B681): the budget the GM granted, and the group's concept if it moved.
    if (form.pp_iniciales.value !== "") {
      sheet.creacion = Object.assign({}, editing.creacion, { pp_iniciales: Number(form.pp_iniciales.value) });
      optional(sheet.creacion, "concepto_del_grupo", form.concepto_del_grupo.value);
    } else delete sheet.creacion;
    sheet.estimulos = form.estimulos.value.split("\n").map((x) => x.trim()).filter(Boolean);
    sheet.dados = Object.fromEntries(roles(form).map((r) => [r, form["rol_" + r].value]));
    const [reach, weapon] = form.arma.value.split(":");
    const defensa = Object.assign({}, (editing.equipo || {}).defensa);
    for (const k of ["escudo", "cobertura"]) { if (form[k].value) defensa[k] = form[k].value; else delete defensa[k]; }
    sheet.equipo = { arma: reach === "distancia" ? { distancia: weapon } : { tamano: weapon, afilada: form.afilada.checked, improvisada: form.improvisada.checked }, defensa };
    if (form.armadura.value) sheet.equipo.armadura = form.armadura.value;
    for (const k of ["malestar", "heridas", "suerte", "pp", "pp_reserva"]) sheet.estado[k] = Number(form[k].value || 0);
    optional(sheet.estado, "suerte_maxima", form.suerte_maxima.value);
    if (kind !== "protagonista") for (const k of PROTAGONIST) delete sheet.estado[k];
    return sheet;
  }
  async function saveSheet(ev) {
    ev.preventDefault();
    const form = ev.target;
    clearErrors(form);
    // A check still to come would clear what saving says.
    clearTimeout(timer);
    asked++;
    // The state only counts when the character is created.
    const sheet = readSheet(form);
    try {
      if (form.id.value) await api("/characters/" + form.id.value, "PUT", sheet);
      else await api("/characters", "POST", sheet);
      $("#sheet-card").open = false;
      form.reset();
      editing = {};
      for (const list of ["#fortes", "#limits", "#quirks", "#reserves", "#sheet-derived"]) $(list).replaceChildren();
      kindShown(form);
    } catch (e) { showSaveError(form, e); }
  }

  // What the sheet being edited implies — sufrimiento, dice in hand, creation cost, the book's
  // warnings — as the server's rules compute them (`POST …/portal-sheet`), half a second after the
  // last change; an answer overtaken by a later edit is dropped.
  let asked = 0, timer = null;
  const pool = (colour, n, of) => {
    const label = t(colour) + " × " + n + (of != null ? " / " + of : "");
    return el("span", { class: "die " + colour, role: "img", "aria-label": label, title: label },
      el("b", {}, String(n)), el("i", { "aria-hidden": "true" }, t("die_letter_" + colour)));
  };
  function showDerived(d) {
    const rows = [[t("derived_suffering"), String(d.suffering)]];
    if (d.pools) {
      const p = d.pools;
      rows.push([t("in_hand"), el("span", { class: "dice pools" }, pool("blanco", p.white), pool("negro", p.black), pool("rojo", p.red),
        pool("verde", p.green, p.green_max), el("small", {}, " / " + p.green_max))]);
    }
    const c = d.creation_cost;
    rows.push([t("derived_cost"), c.net + " PP"]);
    if (c.unspent != null) rows.push([t("derived_unspent"), c.unspent + " → " + c.pp_in_hand + " " + t("pp")]);
    $("#sheet-derived").replaceChildren(el("h3", {}, t("derived_values")),
      el("dl", {}, rows.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)])),
      d.warnings.length ? el("ul", { class: "warnings" }, d.warnings.map((w) => el("li", {}, w.text))) : null);
  }
  async function refreshDerived() {
    const form = $("#sheet-form");
    const mine = ++asked;
    try {
      const d = await api("/portal-sheet?lang=" + (boot.lang || "es"), "POST", readSheet(form));
      if (mine !== asked) return;
      clearErrors(form);
      showDerived(d);
    } catch (e) {
      if (mine !== asked) return;
      // The engine's sentence next to the field at fault, as saving would show it.
      clearErrors(form);
      showError(form, e);
      $("#sheet-derived").replaceChildren(el("h3", {}, t("derived_values")), el("p", { class: "muted" }, t("derived_pending")));
    }
  }
  const derivedSoon = () => { clearTimeout(timer); timer = setTimeout(refreshDerived, 500); };

  const fields = fieldSheets(ui, clearErrors);

  // MIRILLA: a character is a name.
  function editName(c) {
    const form = $("#sheet-name-form");
    clearErrors(form);
    form.id.value = c ? c.id : "";
    form.nombre.value = c ? c.name : "";
    $("#sheet-summary").textContent = c ? t("edit") + ": " + c.name : t("new_character");
    $("#sheet-card").open = true;
    form.nombre.focus();
  }
  async function saveName(ev) {
    ev.preventDefault();
    const form = ev.target;
    clearErrors(form);
    const body = { nombre: form.nombre.value.trim() };
    try {
      if (form.id.value) await api("/characters/" + form.id.value, "PUT", body);
      else await api("/characters", "POST", body);
      form.reset();
      form.id.value = "";
      $("#sheet-summary").textContent = t("new_character");
      $("#sheet-card").open = false;
    } catch (e) { showError(form, e); }
  }

  // Listens to the editor the page has.
  function wire() {
    const nameForm = $("#sheet-name-form");
    if (nameForm) nameForm.addEventListener("submit", saveName);
    const sheetForm = $("#sheet-form");
    if (sheetForm) {
      sheetForm.addEventListener("submit", saveSheet);
      sheetForm.addEventListener("input", derivedSoon);
      sheetForm.addEventListener("change", derivedSoon);
      // Adding or removing a row changes the sheet without an input event.
      sheetForm.addEventListener("click", (ev) => { if (ev.target.matches("button[type=button]")) derivedSoon(); });
      $("#add-forte").addEventListener("click", () => $("#fortes").append(forteRow()));
      // At most two Limitaciones (docs/portal-sheet.md): the button goes once there are two.
      const limits = () => ($("#add-limit").hidden = $("#limits").children.length >= 2);
      $("#add-limit").addEventListener("click", () => { $("#limits").append(limitRow()); limits(); });
      new MutationObserver(limits).observe($("#limits"), { childList: true });
      $("#add-quirk").addEventListener("click", () => $("#quirks").append(quirkRow()));
      $("#add-reserve").addEventListener("click", () => $("#reserves").append(reserveRow()));
      sheetForm.tipo.addEventListener("change", () => kindShown(sheetForm));
      kindShown(sheetForm);
      $("#sheet-card").addEventListener("toggle", () => { if ($("#sheet-card").open && !$("#fortes").children.length && !sheetForm.id.value) $("#fortes").append(forteRow()); });
    }
    if ($("#sheet-text-form")) fields.wire();
  }

  return { edit: editSheet, clearErrors, wire };
}
