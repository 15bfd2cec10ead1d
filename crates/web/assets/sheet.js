// tirada — the character sheet editors of the table page: PORTAL's form in the book's sections
// (docs/portal-sheet.md) with what it implies as the server computes it, and, for Hitos, Fate
// and CHASIS, a field per value of the engine's sheet (or the CLI's sheet file as text); the
// engine checks both and its sentence goes next to the field at fault.
import { words } from "./sheetview.js";
import { LAYOUT, ITEMS, trackRows, choicesAt, optionWords } from "./sheetlayout.js";
import { boot } from "./ui.js";
import S from "./state.js";

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
    if ($("#sheet-text-form")) return editTextSheet(c);
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
  // The engine's sheet (docs/portal-sheet.md) the form holds, over the stored one.
  function readSheet(form) {
    const kind = form.tipo.value;
    const sheet = Object.assign({}, editing, { nombre: form.name.value, tipo: kind, concepto: form.concepto.value,
      fortalezas: [], limitaciones: [], estado: Object.assign({}, editing.estado) });
    const text = form.descripcion.value.trim();
    if (text) sheet.descripcion = text; else delete sheet.descripcion;
    for (const row of form.querySelectorAll("#fortes .forte-row")) {
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
    } catch (e) { showError(form, e); }
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
  function blank(v, key) {
    if (Array.isArray(v)) return [];
    if (isObj(v) && key === "habilidades") return {}; // Fate's skills: a map by name
    if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blank(x, k)]));
    return typeof v === "number" ? 0 : typeof v === "boolean" ? false : "";
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
        el("button", { type: "button", class: "secondary add-item", onclick: () => { at(model, path).push(blank(like[0])); render(); } }, t("add_item")));
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
    model = c ? JSON.parse(JSON.stringify(c.sheet)) : fromExample ? example : blank(example);
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
  async function refreshPreview() {
    const form = $("#sheet-text-form");
    const mine = ++previewAsked;
    const box = $("#sheet-text-derived");
    try {
      const v = await api("/sheet-preview", "POST", textBody(form));
      if (mine !== previewAsked) return;
      clearErrors(form);
      const rows = trackRows(system(), v.state, v.derived);
      box.replaceChildren(el("h3", {}, t("derived_values")),
        rows.length ? el("dl", {}, rows.flatMap(([k, x]) => [el("dt", {}, k), el("dd", {}, x)])) : null,
        el("p", { class: "state-line" }, S.text(system(), v.state, t)));
    } catch (e) {
      if (mine !== previewAsked) return;
      clearErrors(form);
      if (e instanceof SyntaxError) $("#sheet-error", form).textContent = e.message;
      else showTextError(form, e);
      box.replaceChildren(el("h3", {}, t("derived_values")), el("p", { class: "muted" }, t("derived_pending")));
    }
  }
  const previewSoon = () => { clearTimeout(previewTimer); previewTimer = setTimeout(refreshPreview, 500); };
  async function saveTextSheet(ev) {
    ev.preventDefault();
    const form = ev.target;
    clearErrors(form);
    clearTimeout(previewTimer);
    previewAsked++;
    let body;
    try { body = textBody(form); } catch (e) { $("#sheet-error", form).textContent = e.message; return; }
    try {
      if (form.id.value) await api("/characters/" + form.id.value, "PUT", body);
      else await api("/characters", "POST", body);
      load(null);
      $("#sheet-card").open = false;
    } catch (e) { showTextError(form, e); }
  }

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
    const textSheet = $("#sheet-text-form");
    if (textSheet) {
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
  }

  return { edit: editSheet, clearErrors, wire };
}
