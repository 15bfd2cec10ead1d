// tirada — the Hitos, Fate and CHASIS sheet editor: a field per value of the engine's sheet
// (JSON), in the book's sections (sheetlayout.js), built from the example or the character's
// sheet; the CLI's TOML file (or JSON) as the advanced alternative. The engine's sentence goes
// next to the field it names (`data-path`).
import { words } from "./sheetview.js";
import { LAYOUT, ITEMS, OPTIONAL_NUMBERS, trackRows, choicesAt, optionWords } from "./sheetlayout.js";
import { boot } from "./ui.js";
import S from "./state.js";

export default function fieldSheets(ui, clearErrors) {
  "use strict";
  const { $, el, t, api } = ui;

  // The sheet of Hitos, Fate or CHASIS: a field per value of the engine's sheet (JSON), built
  // from the example or the character's sheet; the CLI's TOML file (or JSON) as the advanced
  // alternative. The engine's sentence goes next to the field it names (`data-path`).
  let model = null;
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const segs = (path) => path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  function at(root, path) {
    let v = root;
    for (const p of segs(path)) v = v == null ? undefined : v[typeof p === "number" && Array.isArray(v) ? p : String(p)];
    return v;
  }
  function put(root, path, value) {
    const ps = segs(path);
    const last = ps.pop();
    let v = root;
    for (const p of ps) v = v[p];
    v[last] = value;
  }
  // The example's value at `path` with every index the first one: the shape of a new item.
  function exampleAt(path) {
    const ex = JSON.parse($("#sheet-text-form").dataset.example || "null");
    const v = ex == null ? undefined : at(ex, path.replace(/\.\d+(?=\.|$)/g, ".0"));
    const item = (ITEMS[system()] || {})[path];
    return (v === undefined || (Array.isArray(v) && !v.length)) && item ? [item] : v;
  }
  // The value `v` at `path` emptied: a choice the engine requires starts at its first value
  // (never a «—» it would refuse), a text blank, a number 0, a list empty.
  function blank(v, path) {
    const key = path.split(".").pop();
    if (Array.isArray(v)) return [];
    if (isObj(v) && key === "habilidades") return {}; // Fate's skills: a map by name
    if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blank(x, path ? path + "." + k : k)]));
    const choices = typeof v === "string" && choicesAt(system(), path);
    if (choices) return choices[0];
    return typeof v === "number" ? 0 : typeof v === "boolean" ? false : "";
  }
  // What a person must still give before the sheet goes to the server, in the page's words,
  // next to its field: a name, and a choice the engine requires left at «—» (a sheet pasted as
  // JSON may hold one). False when something is missing; everything typed stays.
  function complete(form) {
    let first = null;
    const say = (input, words) => {
      const slot = $(".field-error", input.closest("label") || input.parentNode);
      if (slot) slot.textContent = words;
      first = first || input;
    };
    const name = $('#sheet-fields [data-path="nombre"]', form);
    if (name && !name.value.trim()) say(name, t("sheet_needs_name"));
    for (const s of form.querySelectorAll("#sheet-fields select[data-path]")) {
      const choices = choicesAt(system(), s.dataset.path) || [];
      if (s.value === "" && !choices.includes("")) say(s, t("sheet_choose") + " " + words(s.dataset.path.split(".").pop()));
    }
    if (first) {
      first.scrollIntoView({ block: innerWidth < 1000 ? "center" : "nearest" });
      first.focus({ preventScroll: true });
    }
    return !first;
  }
  // A Fate rating on the ladder as the book reads it, «Bueno (+3)» (the engine's labels from
  // +8 down, L17); nothing beyond its ends or for a word.
  function rung(v) {
    const ladder = JSON.parse($("#sheet-text-form").dataset.ladder || "[]");
    return (typeof v === "number" && ladder[8 - v]) || "";
  }
  function scalar(key, path, v) {
    const attrs = { "data-path": path };
    let input;
    if (typeof v === "number") input = el("input", Object.assign(attrs, { type: "number", step: "any", value: String(v), "data-kind": "number" }));
    else if (v == null && (OPTIONAL_NUMBERS[system()] || []).includes(path))
      input = el("input", Object.assign(attrs, { type: "number", min: "0", step: "1", value: "", placeholder: t("by_default"), "data-kind": "optional-number" }));
    else if (typeof v === "boolean") input = el("input", Object.assign(attrs, { type: "checkbox", "data-kind": "bool" }));
    else if (typeof v === "string" && choicesAt(system(), path)) {
      // A value the engine names (a kind, a role, a duration…) in the book's words; one it
      // does not list stays as written.
      const values = choicesAt(system(), path);
      input = el("select", Object.assign(attrs, { "data-kind": "string" }),
        ...(values.includes(v) ? values : [v, ...values]).map((x) => el("option", { value: x }, optionWords(x))));
      input.value = v;
    } else input = el("input", Object.assign(attrs, { value: v == null ? "" : String(v), "data-kind": v == null ? "null" : "string" }));
    if (typeof v === "boolean") { input.checked = v; return el("label", { class: "check" }, input, words(key), el("span", { class: "field-error" })); }
    return el("label", {}, words(key), input, el("span", { class: "field-error" }));
  }
  function field(key, path, v) {
    const like = Array.isArray(v) && !v.length ? exampleAt(path) : v;
    if (Array.isArray(like) && like.length && like.every(isObj)) {
      const items = v.map((item, i) => {
        const p = path + "." + i;
        return el("fieldset", { class: "sheet-item", "data-path": p }, el("span", { class: "field-error" }),
          ...Object.entries(item).map(([k, x]) => field(k, p + "." + k, x)),
          el("button", { type: "button", class: "secondary", onclick: () => { at(model, path).splice(i, 1); render(); } }, t("remove")));
      });
      return el("fieldset", { class: "sheet-group", "data-path": path }, el("legend", {}, words(key)), el("span", { class: "field-error" }), ...items,
        el("button", { type: "button", class: "secondary add-item", onclick: () => { at(model, path).push(blank(like[0], path + ".0")); render(); } }, t("add_item")));
    }
    if (Array.isArray(v)) {
      const nums = like.length && like.every((x) => typeof x === "number");
      return el("label", {}, words(key), el("input", { "data-path": path, "data-kind": nums ? "numbers" : "strings", value: v.join(", ") }), el("span", { class: "field-error" }));
    }
    if (isObj(v) && path === "habilidades") {
      // Fate's skills are a map by name: each can go, a new one comes in at Mediocre (+0).
      const name = el("input", { "aria-label": t("new_name"), placeholder: t("new_name") });
      const add = () => { const n = name.value.trim(); if (n && !(n in v)) { v[n] = 0; render(); } };
      return el("fieldset", { class: "sheet-group", "data-path": path }, el("legend", {}, words(key)), el("span", { class: "field-error" }),
        ...Object.entries(v).map(([k, x]) => el("div", { class: "sheet-item" }, field(k, path + "." + k, x), el("output", { class: "rung" }, rung(x)),
          el("button", { type: "button", class: "secondary", onclick: () => { delete v[k]; render(); } }, t("remove")))),
        el("div", { class: "sheet-item" }, name, el("button", { type: "button", class: "secondary add-item", onclick: add }, t("add_item"))));
    }
    if (isObj(v))
      return el("fieldset", { class: "sheet-group", "data-path": path }, el("legend", {}, words(key)), el("span", { class: "field-error" }),
        ...Object.entries(v).map(([k, x]) => field(k, path + "." + k, x)));
    return scalar(key, path, v);
  }
  // The sheet in the book's sections (sheetlayout.js); keys no section names go to «Otros»,
  // and the state the server reads from it is drawn in the section of its tracks.
  function render() {
    const box = $("#sheet-fields");
    if (!isObj(model)) return void box.replaceChildren();
    const placed = new Set();
    const shown = (k) => !(isObj(model[k]) && !Object.keys(model[k]).length && k !== "habilidades");
    // A saved character's values to roll with (the character list's chips): a click prefills
    // the roll panel.
    const id = $("#sheet-text-form").id.value;
    const chips = (field) => {
      const mine = field && id && ui.rollables ? ui.rollables(id).filter((b) => b.dataset.field === field) : [];
      return mine.length ? el("div", { class: "chips", "aria-label": t("roll_with") }, mine) : null;
    };
    // A section of one group named as the section («Poderes») says its name once.
    const section = (title, keys, track, roll) => el("fieldset",
      { class: "sheet-section" + (keys.length === 1 && words(keys[0]) === t(title) ? " sole" : ""), "data-section": title },
      el("legend", {}, t(title)), chips(roll), ...keys.filter(shown).map((k) => field(k, k, model[k])), track ? $("#sheet-text-derived") : null);
    const sections = (LAYOUT[system()] || []).map((sec) => {
      for (const [k, v] of Object.entries(sec.add || {})) if (!(k in model)) model[k] = JSON.parse(JSON.stringify(v));
      const keys = sec.keys.filter((k) => k in model);
      keys.forEach((k) => placed.add(k));
      return section(sec.title, keys, sec.track, sec.roll);
    });
    const rest = Object.keys(model).filter((k) => !placed.has(k));
    if (rest.length || !sections.length) sections.push(section("sheet_sec_other", rest, !sections.length));
    box.replaceChildren(...sections);
  }
  const system = () => boot.table.system;
  // A key the layout adds to a sheet that lacks it goes again if it is still empty.
  function withoutAdded(sheet) {
    const out = Object.assign({}, sheet);
    for (const sec of LAYOUT[system()] || []) {
      for (const [k, v] of Object.entries(sec.add || {})) if (JSON.stringify(out[k]) === JSON.stringify(v)) delete out[k];
    }
    return out;
  }
  function readInput(ev) {
    const i = ev.target;
    if (!i.dataset || !i.dataset.path || !model) return;
    const kind = i.dataset.kind;
    const list = i.value.split(",").map((x) => x.trim()).filter((x) => x);
    const v = kind === "number" ? (i.value === "" ? 0 : Number(i.value))
      : kind === "optional-number" ? (i.value === "" ? null : Number(i.value))
      : kind === "bool" ? i.checked
      : kind === "numbers" ? list.map(Number)
      : kind === "strings" ? list
      : kind === "null" && i.value === "" ? null : i.value;
    if (i.tagName === "SELECT" && v === "") {
      // «—»: the key goes unsaid (an extra consequence, a weapon's category…).
      const path = i.dataset.path;
      const cut = path.lastIndexOf(".");
      delete at(model, path.slice(0, cut))[path.slice(cut + 1)];
    } else put(model, i.dataset.path, v);
    const shown = i.closest(".sheet-item") && $(".rung", i.closest(".sheet-item"));
    if (shown) shown.textContent = rung(v);
    $("#sheet-text-form").dataset.mode = "fields";
  }
  // Loads a sheet into the editor (a new blank one without `c`), replacing what it held: only a
  // person's choice (a character's «edit», «start over», a save) calls it, never an event, so
  // the mode and the text being typed survive whatever the live log brings.
  function load(c, fromExample) {
    const form = $("#sheet-text-form");
    clearErrors(form);
    form.id.value = c ? c.id : "";
    form.dataset.mode = "fields";
    // A new character starts blank, shaped like the example; the example is one button away.
    const example = JSON.parse(form.dataset.example || "null");
    model = c ? JSON.parse(JSON.stringify(c.sheet)) : fromExample ? example : blank(example, "");
    render();
    $("#sheet-text").value = c ? JSON.stringify(c.sheet, null, 2) : fromExample ? $("#sheet-text").defaultValue : "";
    $("#sheet-text-derived").replaceChildren();
    if (c || fromExample) refreshPreview();
    $("#sheet-summary").textContent = c ? t("edit") + ": " + c.name : t("new_character");
  }
  function editTextSheet(c, fromExample) {
    load(c, fromExample);
    $("#sheet-card").open = true;
    const first = $("#sheet-fields input");
    (first || $("#sheet-text")).focus();
  }
  // The engine's field (`habilidades[0].valor` or `habilidades.0.valor`) or its closest fieldset.
  function showTextError(form, err) {
    let f = (err.field || "").replace(/\[(\d+)\]/g, ".$1");
    if (f === "toml" || f === "sheet" || form.dataset.mode === "text") return void ($("#sheet-error", form).textContent = err.message);
    for (; f; f = f.includes(".") ? f.slice(0, f.lastIndexOf(".")) : "") {
      const node = [...form.querySelectorAll("#sheet-fields [data-path]")].find((n) => n.dataset.path === f);
      const slot = node && (node.tagName === "FIELDSET" ? $(":scope > .field-error", node) : $(".field-error", node.parentNode));
      if (slot) {
        slot.textContent = err.message;
        return void slot.scrollIntoView({ block: "nearest" });
      }
    }
    $(".form-error", form).textContent = err.message;
  }
  // The sheet the editor holds: its fields, or the text pasted under «advanced».
  function textBody(form) {
    if (form.dataset.mode !== "text" && model) return withoutAdded(model);
    const text = $("#sheet-text").value.trim();
    return text.startsWith("{") ? JSON.parse(text) : { toml: text };
  }
  // The state the sheet being edited starts with and its summary (health track, stress boxes…),
  // as the server reads it (`POST …/sheet-preview`), half a second after the last change.
  let previewAsked = 0, previewTimer = null;
  // While one is asked for, the box is `aria-busy` (a screen reader waits for it; so do tests).
  async function refreshPreview() {
    const form = $("#sheet-text-form");
    const mine = ++previewAsked;
    const box = $("#sheet-text-derived");
    box.setAttribute("aria-busy", "true");
    try {
      const v = await api("/sheet-preview", "POST", textBody(form));
      if (mine !== previewAsked) return;
      box.setAttribute("aria-busy", "false");
      clearErrors(form);
      const rows = trackRows(system(), v.state, v.derived);
      box.replaceChildren(el("h3", {}, t("derived_values")),
        rows.length ? el("dl", {}, rows.flatMap(([k, x]) => [el("dt", {}, k), el("dd", {}, x)])) : null,
        el("p", { class: "state-line" }, S.text(system(), v.state, t)));
    } catch (e) {
      if (mine !== previewAsked) return;
      box.setAttribute("aria-busy", "false");
      clearErrors(form);
      if (e instanceof SyntaxError) $("#sheet-error", form).textContent = e.message;
      else showTextError(form, e);
      box.replaceChildren(el("h3", {}, t("derived_values")), el("p", { class: "muted" }, t("derived_pending")));
    }
  }
  const previewSoon = () => {
    clearTimeout(previewTimer);
    $("#sheet-text-derived").setAttribute("aria-busy", "true");
    previewTimer = setTimeout(refreshPreview, 500);
  };
  async function saveTextSheet(ev) {
    ev.preventDefault();
    const form = ev.target;
    clearErrors(form);
    clearTimeout(previewTimer);
    previewAsked++;
    $("#sheet-text-derived").setAttribute("aria-busy", "false");
    if (form.dataset.mode !== "text" && !complete(form)) return;
    let body;
    try { body = textBody(form); } catch (e) { $("#sheet-error", form).textContent = e.message; return; }
    try {
      if (form.id.value) await api("/characters/" + form.id.value, "PUT", body);
      else await api("/characters", "POST", body);
      load(null);
      $("#sheet-card").open = false;
    } catch (e) { showTextError(form, e); }
  }

  // Listens to the editor.
  function wire() {
    const textSheet = $("#sheet-text-form");
    textSheet.addEventListener("submit", saveTextSheet);
    $("#sheet-fields").addEventListener("input", readInput);
    $("#sheet-fields").addEventListener("change", readInput);
    $("#sheet-text").addEventListener("input", () => (textSheet.dataset.mode = "text"));
    textSheet.addEventListener("input", previewSoon);
    textSheet.addEventListener("change", previewSoon);
    // Adding or removing an item changes the sheet without an input event.
    textSheet.addEventListener("click", (ev) => { if (ev.target.matches("#sheet-fields button[type=button]")) previewSoon(); });
    // Ready before anyone opens it: opening (its `toggle` event comes a moment later) never
    // clears what was already typed.
    load(null);
    $("#new-text-sheet").addEventListener("click", () => editTextSheet(null, true));
  }

  return { edit: editTextSheet, wire };
}
