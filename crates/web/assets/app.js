// tirada — the table page. Plain JavaScript, no build step: the API does every rule.
(function () {
  "use strict";
  const boot = JSON.parse(document.getElementById("boot").textContent);
  const T = JSON.parse(document.getElementById("messages").textContent);
  const t = (k) => T[k] || k;
  const $ = (s, root) => (root || document).querySelector(s);
  const el = (tag, attrs, ...kids) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v; else if (k.startsWith("on")) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
    }
    for (const kid of kids) if (kid != null) e.append(kid);
    return e;
  };
  const tableId = boot.table.id;
  const me = boot.me;
  const isGm = me.role === "gm";
  const members = new Map(boot.members.map((m) => [m.id, m]));
  const characters = new Map(boot.characters.map((c) => [c.id, c]));
  const pct = (frac) => {
    const [n, d] = String(frac).split("/").map(Number);
    const v = d ? (100 * n) / d : 0;
    return v.toLocaleString(boot.lang, { maximumFractionDigits: 1 }) + " %";
  };
  const num = (frac) => {
    const [n, d] = String(frac).split("/").map(Number);
    return (n / (d || 1)).toLocaleString(boot.lang, { maximumFractionDigits: 2 });
  };

  async function api(path, method, body) {
    const r = await fetch("/api/tables/" + tableId + path, {
      method: method || "GET",
      // Every write is JSON: the server refuses other cookie-authenticated writes (CSRF).
      headers: method && method !== "GET" ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: "same-origin",
    });
    const data = await r.json().catch(() => ({}));
    // The English sentence on an English page when the server has one (`error_en`).
    const message = (boot.lang === "en" && data.error_en) || data.error || r.statusText;
    if (!r.ok) throw Object.assign(new Error(message), { status: r.status, field: data.field });
    return data;
  }

  // ---- members and characters ----
  function renderMembers() {
    const ul = $("#members");
    if (!ul) return;
    ul.replaceChildren(...[...members.values()].map((m) =>
      el("li", {}, m.name + " · " + t(m.role === "gm" ? "gm" : "player") + (m.id === me.id ? " (" + t("you") + ")" : ""))));
  }
  const mine = (c) => isGm || c.owner === me.id;
  const system = boot.table.system;
  const S = window.TiradaState;
  const stateText = (s) => S.text(system, s, t);
  function renderCharacters() {
    const ul = $("#characters");
    if (!ul) return;
    ul.replaceChildren(...[...characters.values()].map((c) => {
      const fortes = (c.sheet.fortalezas || []).map((f) => f.nombre + " " + f.nivel).join(", ");
      return el("li", { "data-id": c.id }, el("strong", {}, c.name), " ",
        el("span", { class: "state" }, (members.get(c.owner) || {}).name || ""), el("br"),
        el("span", { class: "state", "data-state": c.id }, stateText(c.state)),
        fortes ? el("div", { class: "state" }, t("fortes") + ": " + fortes) : null,
        mine(c) && ($("#sheet-form") || $("#sheet-text-form")) ? el("button", { type: "button", class: "secondary", onclick: () => editSheet(c) }, t("edit")) : null,
        mine(c) ? S.form(system, c, el, (e) => api("/characters/" + c.id + "/state", "POST", { event: e }), t) : null);
    }));
    fillRollCharacters();
  }

  // ---- sheet editors (sheet.js) ----
  const sheets = window.TiradaSheets({ $, el, t, api });
  const editSheet = sheets.edit;
  const clearErrors = sheets.clearErrors;

  // ---- roll panel ----
  function fillRollCharacters() {
    const sel = $("#roll-character");
    if (!sel) return;
    const keep = sel.value;
    const opts = [];
    if (isGm) opts.push(el("option", { value: "" }, t("none_gm")));
    for (const c of characters.values()) if (mine(c)) opts.push(el("option", { value: c.id }, c.name));
    sel.replaceChildren(...opts);
    if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
    characterChosen(false);
  }
  function sheetNames(c, name) {
    const s = (c && c.sheet) || {};
    if (name === "caracteristica") return Object.keys(s.caracteristicas || {});
    if (name === "habilidad") return Array.isArray(s.habilidades) ? s.habilidades.map((h) => h.nombre) : Object.keys(s.habilidades || {});
    if (name === "atributo") return [...(s.capacidades || []), ...(s.incapacidades || []), ...(s.matices || [])]
      .filter((q) => q.puntuacion != null).map((q) => q.nombre);
    return [];
  }
  function characterChosen(prefill) {
    const form = $("#roll-form");
    const c = characters.get(form.character_id.value);
    if (form.classList.contains("generic")) {
      for (const sel of form.querySelectorAll("select.from-sheet")) {
        sel.replaceChildren(el("option", { value: "" }, "—"), ...sheetNames(c, sel.name).map((n) => el("option", { value: n }, n)));
      }
      scheduleOdds();
      return;
    }
    const sel = $("#roll-forte");
    const keep = sel.value;
    sel.replaceChildren(el("option", { value: "" }, t("no_forte")),
      ...((c && c.sheet.fortalezas) || []).map((f, i) => el("option", { value: String(i) }, f.nombre + " (" + f.nivel + ")")));
    if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
    if (c && prefill !== false) {
      form.malestar.value = c.state.malestar || 0;
      form.heridas.value = c.state.heridas || 0;
      form.suerte.value = 0;
    }
    scheduleOdds();
  }
  function genericRequest(withDice) {
    const form = $("#roll-form");
    const req = {};
    for (const input of form.querySelectorAll("input[type=number], select[name=dado]")) {
      if (input.value !== "") req[input.name] = input.type === "number" ? Number(input.value) : input.value;
    }
    // CHASIS: énfasis spent before the roll, paid from the character's energy.
    if ("enfasis_mod" in req) {
      if (req.enfasis_mod > 0) req.energia = { enfasis_mod: req.enfasis_mod };
      delete req.enfasis_mod;
    }
    // Hitos: an aspect in the roller's favour (a drama point) or, by the GM, against; the odds
    // before rolling count it too (played as the engine advises, as `tirada odds hitos`).
    const aspect = form.aspecto_nombre ? form.aspecto_nombre.value.trim() || true : true;
    if (form.aspecto && form.aspecto.checked) req.aspecto = aspect;
    else if (form.aspecto_contra && form.aspecto_contra.checked) req.aspecto_contra = aspect;
    for (const sel of form.querySelectorAll("select.from-sheet")) {
      if (!sel.value) continue;
      req[sel.name] = sel.value;
      if (sel.name === "caracteristica") delete req.car;
      if (sel.name === "habilidad") delete req.hab;
    }
    if (withDice && form.dados && form.dados.value.trim()) {
      const v = form.dados.value.trim();
      req.dados = boot.table.system === "fate" ? v : v.split(/[ ,]+/).map(Number);
    }
    return req;
  }
  function rollRequest() {
    const form = $("#roll-form");
    if (form.classList.contains("generic")) return genericRequest(false);
    const n = (k) => Number(form[k].value || 0);
    const req = { dado: form.dado.value, malestar: n("malestar"), heridas: n("heridas"), suerte: n("suerte"), dif: n("dif"), mod: n("mod") };
    if (form.tentar.checked) req.tentar = true;
    if (form.bloquear.checked) req.bloquear = true;
    if (n("pp_repeticiones") > 0) req.pp_repeticiones = n("pp_repeticiones");
    const c = characters.get(form.character_id.value);
    const fi = form.fortaleza.value;
    if (c && fi !== "") {
      const f = c.sheet.fortalezas[Number(fi)];
      if (f.sobrehumana) req.sobrehumana = [f.nivel]; else req.fortaleza = [f.nivel];
      if (form.especialidad.checked) req.especialidad = true;
    }
    return req;
  }
  let oddsTimer = null, oddsAsked = 0;
  function scheduleOdds() { clearTimeout(oddsTimer); oddsTimer = setTimeout(showOdds, 150); }
  async function showOdds() {
    const form = $("#roll-form");
    const box = $("#odds");
    const asked = ++oddsAsked;
    const body = { request: rollRequest() };
    if (form.character_id && form.character_id.value) body.character_id = form.character_id.value;
    if (!form.character_id || !form.character_id.value) for (const k of ["caracteristica", "habilidad", "atributo"]) delete body.request[k];
    try {
      const o = await api("/odds", "POST", body);
      if (asked !== oddsAsked) return;
      // Outcome words, else the distribution in its own order (a total of 0 is a total too).
      const entries = o.outcomes ? Object.entries(o.outcomes)
        : (o.distribution || []).map((r) => [String(r.word ?? r.total ?? r.value), r.p]);
      const rows = entries.map(([w, p]) => el("tr", { "data-outcome": w },
        el("td", {}, t(w)), el("td", { class: "pct" }, pct(p)), el("td", { class: "frac" }, el("code", {}, p)),
        el("td", {}, el("span", { class: "bar", style: "width:" + (parseFloat(pct(p).replace(",", ".")) || 0) + "px" }))));
      const head = t("odds_before") + (o.rerolls > 0 ? " · " + t("odds_best") + ": " + o.rerolls : "");
      const mean = o.mean ? t("mean") + " " + num(o.mean) : "";
      const gain = o.rerolls > 0 && o.without_rerolls ? " · " + t("exito") + ": " + pct(o.without_rerolls.outcomes.exito) + " → " + pct(o.outcomes.exito) : "";
      box.replaceChildren(el("h3", {}, head), el("table", { id: "odds-table" }, el("tbody", {}, ...rows)),
        el("p", { class: "state" }, mean + gain), ...(o.activation ? [activationOdds(o.activation)] : []));
      $(".form-error", form).textContent = "";
    } catch (e) {
      if (asked === oddsAsked) { box.replaceChildren(); $(".form-error", form).textContent = e.message; }
    }
  }

  // Hitos: what the aspect is worth, without it → with it, and how often it is played.
  function activationOdds(a) {
    const mean = a.objective === "media";
    const v = mean ? num : pct;
    return el("p", { class: "state", id: "odds-aspect" },
      t(a.polarity === "negativa" ? "odds_aspect_against" : "odds_aspect") + ": " + t(mean ? "mean" : "exito") + " " +
      v(a.value_without) + " " + t("odds_without") + " → " + v(a.value) + " " + t("odds_with") + " · " + t("odds_aspect_used") + " " + pct(a.used));
  }

  const fudge = (f) => (f > 0 ? "+" : f < 0 ? "−" : " ");
  function diceView(roll, onClick) {
    if (roll.system && roll.system !== "portal") {
      const sys = roll.system;
      return el("div", { class: "dice" }, ...(roll.dice || []).map((f) => {
        const face = sys === "fate" ? fudge(f) : String(f);
        const label = (sys === "fate" ? "dF " : "") + face.trim() || "0";
        return el("span", { class: "die plain " + sys, role: "img", "aria-label": label, title: label }, face);
      }));
    }
    const notes = roll.notes || [];
    return el("div", { class: "dice" }, ...(roll.dice || []).map((d, i) => {
      const note = notes[i] || {};
      const cls = "die " + d.color + (note.comparison === "kept" ? " kept" : "") + (note.fate === "removed" ? " removed" : "");
      const label = t(d.color) + " " + d.face + (note.comparison === "kept" ? " ★" : "");
      return onClick
        ? el("button", { type: "button", class: cls, "aria-label": label, title: label, onclick: () => onClick(d) }, String(d.face))
        : el("span", { class: cls, role: "img", "aria-label": label, title: label }, String(d.face));
    }));
  }
  function verdict(roll) {
    if (roll.system === "mirilla") {
      const o = roll.outcome;
      return el("div", { class: "verdict " + (o || "") }, t("degree") + " " + roll.degree + " — " + roll.word + (o ? " · " + t(o) : ""));
    }
    const o = roll.outcome;
    const total = roll.system === "fate" ? roll.effort + " (" + roll.effort_label + ")" : roll.total;
    const dif = roll.difficulty != null ? " / " + roll.difficulty + (roll.difficulty_label ? " (" + roll.difficulty_label + ")" : "") : "";
    return el("div", { class: "verdict " + (o || "") }, t("total") + " " + total + dif + (o ? " — " + t(o) : ""));
  }
  // What the dice went through, as the Markdown export says it: a Hitos activation's first
  // throw and each die it rerolled, a PORTAL reroll's die from one face to another.
  function stepsView(roll) {
    const steps = roll.steps || [];
    const parts = [];
    const activations = steps.filter((x) => x.step === "activacion");
    if (roll.first_dice && activations.some((s) => (s.rerolled || []).length)) parts.push(t("first_throw") + ": " + roll.first_dice.join(", "));
    for (const s of activations) {
      const moved = (s.rerolled || []).map((x) => x.from + "→" + x.to);
      parts.push(t(s.polarity === "negativa" ? "log_aspect_against" : "log_aspect") + (s.aspect ? " «" + s.aspect + "»" : "") + ": " +
        (moved.length ? t("rerolled") + " " + moved.join(", ") : t("no_dice_rerolled")));
    }
    const rerolls = steps.filter((x) => x.step === "repetir").map((x) => t(x.color) + " " + x.from + "→" + x.to);
    if (rerolls.length) parts.push(t("rerolled") + ": " + rerolls.join(", "));
    return parts.length ? el("p", { class: "state steps" }, parts.join("; ")) : null;
  }
  function renderResult(roll, seq) {
    const box = $("#result");
    if (roll.hidden) { box.replaceChildren(el("p", {}, t("hidden_roll"))); return; }
    const left = roll.rerolls_left || 0;
    const click = left > 0 ? (d) => reroll(seq, d) : null;
    const parts = [verdict(roll), diceView(roll, click), stepsView(roll)].filter(Boolean);
    const a = roll.advice;
    if (a && a.move === "repetir") parts.push(el("p", { class: "advice", id: "advice" }, t("advice_reroll") + " " + t(a.color) + " " + a.face + ": " + pct(a.value_now) + " → " + pct(a.value_after)));
    else if (a) parts.push(el("p", { class: "advice", id: "advice" }, t("advice_stop") + " (" + pct(a.value_now) + ")"));
    if (left > 0) parts.push(el("p", { class: "state" }, t("rerolls_left") + ": " + left + ". " + t("click_reroll")));
    box.replaceChildren(...parts);
  }
  async function reroll(seq, d) {
    try {
      const r = await api("/rolls/" + seq + "/reroll", "POST", { color: d.color, face: d.face });
      renderResult(r.roll, seq);
    } catch (e) { $("#result").append(el("p", { class: "form-error", role: "alert" }, e.message)); }
  }
  async function doRoll(ev) {
    ev.preventDefault();
    const form = $("#roll-form");
    const generic = form.classList.contains("generic");
    const body = { request: generic ? genericRequest(true) : Object.assign(rollRequest(), { repetir: "ninguno" }) };
    if (form.character_id && form.character_id.value) body.character_id = form.character_id.value;
    if (form.hidden && form.hidden.checked) body.hidden = true;
    clearErrors(form);
    try {
      const r = await api("/rolls", "POST", body);
      renderResult(r.roll, r.seq);
    } catch (e) {
      // Next to the field at fault when the panel has it (CHASIS énfasis is asked as enfasis_mod).
      const f = e.field === "energia" ? "enfasis_mod" : e.field === "aspecto_contra" ? "aspecto" : e.field;
      const slot = f && form.querySelector('.field-error[data-for="' + f + '"]');
      (slot || $(".form-error", form)).textContent = e.message;
    }
  }

  // ---- the live log ----
  const nameOf = (id) => (members.get(id) || {}).name || "?";
  function logText(e) {
    const d = e.data || {};
    const who = nameOf(e.actor);
    const ch = d.character ? " (" + d.character + ")" : "";
    switch (e.kind) {
      case "table_created": return [who + " " + t("created")];
      case "member_joined": return [d.member.name + " " + t("joined")];
      case "character_created": return [who + " " + t("new_char_event") + " " + d.character.name];
      case "character_updated": return [who + " " + t("updated_char") + " " + d.name];
      case "state_changed":
        return [who + ": " + ((characters.get(e.character_id) || {}).name || "") + " " + S.logLine(d.event || {}, t) + " → " + stateText(d.state)];
      case "roll": case "reroll": case "reveal": {
        const r = d.roll || {};
        const head = who + ch + " " + t(e.kind === "roll" ? "rolls" : e.kind === "reroll" ? "rerolled" : "revealed") + (d.roll_event ? " #" + d.roll_event : "") + ": ";
        if (r.hidden) return [head + t("hidden_roll") + " · " + String(r.commitment).slice(0, 12) + "…"];
        const out = [head, verdict(r), diceView(r, null), stepsView(r)];
        if (isGm && e.hidden && e.kind === "roll") out.push(el("button", { type: "button", class: "secondary", onclick: () => api("/rolls/" + e.seq + "/reveal", "POST", {}).catch((x) => alert(x.message)) }, t("reveal")));
        return out;
      }
      case "chat": return [el("strong", {}, d.name || who), ": " + d.text];
      case "closed": return [who + " " + t("closed_event") + " " + d.seed];
      default: return [e.kind];
    }
  }
  function apply(e) {
    const d = e.data || {};
    if (e.kind === "member_joined") { members.set(d.member.id, d.member); renderMembers(); }
    if (e.kind === "character_created") { characters.set(d.character.id, d.character); renderCharacters(); }
    if (e.kind === "character_updated" && characters.has(e.character_id)) {
      Object.assign(characters.get(e.character_id), { name: d.name, sheet: d.sheet }); renderCharacters();
    }
    if (d.state && characters.has(e.character_id)) {
      characters.get(e.character_id).state = d.state;
      const s = document.querySelector('[data-state="' + e.character_id + '"]');
      if (s) s.textContent = stateText(d.state);
    }
    if (e.kind === "closed") $("#seed-line").textContent = t("seed") + ": " + d.seed;
  }
  const seen = new Set();
  function onEvent(e) {
    if (seen.has(e.seq)) return;
    seen.add(e.seq);
    apply(e);
    const li = el("li", { "data-seq": String(e.seq), "data-kind": e.kind }, el("span", { class: "seq" }, "#" + e.seq), ...logText(e));
    const log = $("#log");
    log.append(li);
    log.scrollTop = log.scrollHeight;
  }
  // The history is loaded with the log silent and busy, so a screen reader does not read the
  // whole session aloud on page load; only events after it are announced.
  async function listen() {
    const log = $("#log");
    log.setAttribute("aria-live", "off");
    log.setAttribute("aria-busy", "true");
    let after = 0;
    try {
      for (const e of await api("/events?after=0&format=json")) { onEvent(e); after = e.seq; }
    } catch (_) { /* the stream below replays what is missing */ }
    log.setAttribute("aria-busy", "false");
    log.setAttribute("aria-live", "polite");
    const src = new EventSource("/api/tables/" + tableId + "/events?after=" + after);
    src.onmessage = (m) => onEvent(JSON.parse(m.data));
  }

  // ---- wiring ----
  renderMembers();
  renderCharacters();
  if (boot.table.seed) $("#seed-line").textContent = t("seed") + ": " + boot.table.seed;
  sheets.wire();
  const rollForm = $("#roll-form");
  if (rollForm) {
    rollForm.addEventListener("submit", doRoll);
    rollForm.addEventListener("input", scheduleOdds);
    rollForm.addEventListener("change", (e) => { if (e.target.name === "character_id") characterChosen(true); else scheduleOdds(); });
    if ($("#roll-character")) characterChosen(true); else scheduleOdds();
  }
  $("#chat-form").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const input = $("#chat-text");
    if (!input.value.trim()) return;
    try { await api("/chat", "POST", { text: input.value }); input.value = ""; } catch (e) { alert(e.message); }
  });
  const copy = $("#copy-invite");
  if (copy) copy.addEventListener("click", async () => {
    $("#invite-link").select();
    try { await navigator.clipboard.writeText($("#invite-link").value); } catch (_) { document.execCommand("copy"); }
    copy.textContent = t("copied");
  });
  const close = $("#close-button");
  if (close) close.addEventListener("click", async () => {
    if (!confirm(t("close_table") + "?")) return;
    try { await api("/close", "POST", {}); close.remove(); } catch (e) { alert(e.message); }
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || /INPUT|TEXTAREA|SELECT/.test(document.activeElement.tagName)) return;
    if (ev.key === "r" && rollForm) { ev.preventDefault(); rollForm.requestSubmit(); }
    if (ev.key === "c") { ev.preventDefault(); $("#chat-text").focus(); }
  });
  listen();
})();
