// tirada — the roll panel: the request built from the form and the chosen character's state,
// the exact odds before rolling (refreshed on every change to that character), options the
// character cannot pay disabled with the reason, and the roll itself.
import { boot, t, $, $$, el, api, pct, num } from "./ui.js";
import { rollCard } from "./cards.js";
import { odds as oddsOf, oddsTable } from "./odds.js";

const system = boot.table.system;

// The names a character's sheet holds for a request key read by name (`caracteristica`,
// `habilidad`, `atributo`, Hitos's `arma`).
export function sheetNames(c, name) {
  const s = (c && c.sheet) || {};
  if (name === "caracteristica") return Object.keys(s.caracteristicas || {});
  if (name === "habilidad") return Array.isArray(s.habilidades) ? s.habilidades.map((h) => h.nombre) : Object.keys(s.habilidades || {});
  if (name === "arma") return (s.armas || []).map((a) => a.nombre);
  if (name === "atributo") return [...(s.capacidades || []), ...(s.incapacidades || []), ...(s.matices || [])]
    .filter((q) => q.puntuacion != null).map((q) => q.nombre);
  return [];
}

// The value the sheet gives `key` (`caracteristica`, `habilidad`) of `name`, when it is a
// number the page can show.
function sheetValue(c, key, name) {
  const s = (c && c.sheet) || {};
  const v = key === "caracteristica" ? (s.caracteristicas || {})[name]
    : Array.isArray(s.habilidades) ? (s.habilidades.find((h) => h.nombre === name) || {}).valor
    : (s.habilidades || {})[name];
  return typeof v === "number" ? String(v) : null;
}

export function panel(store) {
  const form = $("#roll-form");
  if (!form) return { refresh() {}, characterChanged() {}, fightChanged() {} };
  const generic = form.classList.contains("generic");
  const chosen = () => store.characters.get(form.character_id ? form.character_id.value : "");

  // ---- the character's state in the panel ----
  // An input limited by the state: at most `max`, disabled (with the reason beside it) at 0.
  // The field `name` and the note beside it that says why it is limited or fixed.
  function withNote(name) {
    const input = form.elements[name];
    const label = input && input.closest("label");
    let note = label && $(".why", label);
    if (label && !note) label.append((note = el("span", { class: "why" })));
    return [input, note];
  }
  function limit(name, max, why) {
    const [input, note] = withNote(name);
    if (!input) return;
    const off = max != null && max <= 0;
    input.disabled = off;
    if (input.type === "checkbox") { if (off) input.checked = false; }
    else {
      if (input.dataset.max == null) input.dataset.max = input.max; // the form's own bound
      input.max = max != null ? String(Math.max(0, max)) : input.dataset.max;
      if (max != null && Number(input.value) > max) input.value = String(Math.max(0, max));
    }
    if (note) note.textContent = off ? why : "";
  }
  // A value the state sets: shown, not typed.
  function fixed(name, value, source) {
    const [input, note] = withNote(name);
    if (!input) return;
    input.readOnly = value != null;
    if (value != null) input.value = String(value);
    if (note) note.textContent = value != null ? source : "";
  }
  function fillCharacters() {
    const sel = $("#roll-character");
    if (!sel) return;
    const keep = sel.value;
    const opts = [];
    if (store.isGm) opts.push(el("option", { value: "" }, t("none_gm")));
    for (const c of store.characters.values()) if (store.mine(c)) opts.push(el("option", { value: c.id }, c.name));
    sel.replaceChildren(...opts);
    if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
    characterChanged();
  }
  // Hitos: whom an attack names (`blanco`, H213) — the GM any character of the table but the
  // roller; a player their own and those in the GM's running fight (`who::may_target`; the
  // server decides). By name, as the request takes it.
  function fillTargets() {
    const sel = form.elements.blanco;
    if (!sel) return;
    const keep = sel.value, roller = chosen();
    const fight = store.fight ? store.fight() : null;
    const inFight = (c) => !!fight && !fight.ended && fight.participants.some((p) => !p.out && p.character_id === c.id);
    const may = [...store.characters.values()].filter((c) => c !== roller && (store.isGm || c.owner === store.me.id || inFight(c)));
    sel.replaceChildren(el("option", { value: "" }, "—"), ...may.map((c) => el("option", { value: c.name }, c.name)));
    if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
  }
  // The target and its secuela belong to an attack: shown once a damage or weapon is given.
  const attacking = () => !!form.dano && !form.dano.disabled && !!(form.dano.value.trim() || form.arma.value);
  function attackShown() {
    for (const label of $$("label.attack-only", form)) label.hidden = !attacking();
  }
  // The panel as the chosen character's state says (called on every change to it).
  function characterChanged() {
    const c = chosen();
    const s = (c && c.state) || null;
    const src = c ? t("from_state") : "";
    if (generic) {
      for (const sel of $$("select.from-sheet", form)) {
        const keep = sel.value;
        sel.replaceChildren(el("option", { value: "" }, "—"), ...sheetNames(c, sel.name).map((n) => el("option", { value: n }, n)));
        if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
      }
      if (system === "hitos") { limit("aspecto", s ? s.puntos_dramaticos : null, t("why_no_drama")); fillTargets(); attackShown(); }
      if (system === "fate") limit("pp", s ? s.pp : null, t("why_no_pp"));
      if (system === "chasis") limit("enfasis_mod", s && s.energia ? s.energia.enfasis : null, t("why_no_enfasis"));
      fromSheetShown();
    } else {
      const sel = $("#roll-forte");
      const keep = sel.value;
      sel.replaceChildren(el("option", { value: "" }, t("no_forte")),
        ...((c && c.sheet.fortalezas) || []).map((f, i) => el("option", { value: String(i) }, f.nombre + " (" + f.nivel + ")")));
      if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
      fixed("malestar", s ? s.malestar || 0 : null, src);
      fixed("heridas", s ? s.heridas || 0 : null, src);
      limit("suerte", s ? s.suerte || 0 : null, t("why_no_luck"));
      limit("pp_repeticiones", s ? s.pp || 0 : null, t("why_no_pp"));
    }
    // The difficulty is the GM's unless the table lets players set it (the server says which).
    if (c && !store.isGm) {
      api("/characters/" + c.id + "/roll-panel").then((p) => {
        const [dif, note] = withNote("dif");
        if (!dif) return;
        dif.disabled = p.difficulty === "gm";
        if (note) note.textContent = dif.disabled ? t("why_gm_difficulty") : "";
        // A difficulty the roll will not use is not shown; the roller may aim at one of their own.
        if (dif.disabled) dif.value = "";
        if (form.meta) form.meta.closest("label").hidden = !dif.disabled;
        // Free modifiers too (the sheet's own are added by the server).
        const [mod, modNote] = withNote("mod");
        if (mod) {
          mod.disabled = p.modifiers === "gm";
          if (mod.disabled) mod.value = "0";
          if (modNote) modNote.textContent = mod.disabled ? t("why_gm_modifier") : "";
        }
        lockAsked();
        scheduleOdds();
      }).catch(() => {});
    }
    lockAsked();
    scheduleOdds();
  }

  // ---- answering a request of the GM's (issue #16) ----
  // What the GM asked is shown fixed and joins the request; the roller chooses only the rest
  // (a Fortaleza, PP, an aspect, dice to reroll…). `answering`: { seq, request, mode }.
  let answering = null;
  const locked = new Map(); // input → whether it was disabled before
  function lockAsked() {
    if (!answering) return;
    for (const [k, v] of Object.entries(answering.request)) {
      const input = form.elements[k];
      if (!input || !input.tagName) continue;
      if (!locked.has(input)) locked.set(input, input.disabled);
      input.value = String(v);
      input.disabled = true;
    }
    if (form.mode) {
      if (!locked.has(form.mode)) locked.set(form.mode, form.mode.disabled);
      form.mode.value = answering.mode;
      form.mode.disabled = true;
    }
    if (generic) fromSheetShown();
  }
  function answer(seq, c, asked, words) {
    stopAnswering();
    answering = { seq, request: asked.request || {}, mode: asked.mode || "public" };
    if (form.character_id) form.character_id.value = c.id;
    const box = el("p", { id: "answering", class: "hint", role: "status" }, t("answering") + " #" + seq + (words ? ": " + words : "") + " ",
      el("button", { type: "button", class: "link", onclick: () => { stopAnswering(); characterChanged(); } }, t("answer_stop")));
    form.prepend(box);
    characterChanged();
  }
  function stopAnswering() {
    answering = null;
    for (const [input, was] of locked) input.disabled = was;
    locked.clear();
    const box = $("#answering");
    if (box) box.remove();
  }
  // A characteristic, skill or attribute picked from the sheet replaces the number typed; the
  // field shows the sheet's value the roll will use (or nothing, when the server reads it).
  function fromSheetShown() {
    const pairs = { caracteristica: "car", habilidad: "hab" };
    for (const [sheet, plain] of Object.entries(pairs)) {
      const sel = form.elements[sheet], input = form.elements[plain];
      if (!sel || !input) continue;
      if (sel.value && !input.disabled) input.dataset.typed = input.value;
      if (!sel.value && input.disabled) input.value = input.dataset.typed ?? input.value;
      input.disabled = !!sel.value;
      if (sel.value) input.value = sheetValue(chosen(), sheet, sel.value) ?? "";
    }
  }
  // The roller's own target (`meta`), for the odds and PORTAL's advice, where the difficulty is
  // the GM's; null when none is given.
  const aim = () => (form.meta && !form.meta.closest("label").hidden && form.meta.value !== "" ? Number(form.meta.value) : null);

  // ---- the request ----
  function genericRequest(withDice) {
    const req = {};
    for (const input of $$("input[type=number], select[name=dado]", form)) {
      if (input.disabled || input.value === "" || input.name === "meta") continue;
      req[input.name] = input.type === "number" ? Number(input.value) : input.value;
    }
    // CHASIS: énfasis spent before the roll, paid from the character's energy.
    if ("enfasis_mod" in req) {
      if (req.enfasis_mod > 0) req.energia = { enfasis_mod: req.enfasis_mod };
      delete req.enfasis_mod;
    }
    // Hitos: an aspect in the roller's favour (a drama point) or, by the GM, against.
    const aspect = form.aspecto_nombre ? form.aspecto_nombre.value.trim() || true : true;
    if (form.aspecto && form.aspecto.checked && !form.aspecto.disabled) req.aspecto = aspect;
    else if (form.aspecto_contra && form.aspecto_contra.checked) req.aspecto_contra = aspect;
    for (const sel of $$("select.from-sheet", form)) if (sel.value) req[sel.name] = sel.value;
    // Hitos: an attack's damage; the roll (not the odds) names its target and the secuela words.
    if (form.dano && form.dano.value.trim()) req.dano = form.dano.value.trim();
    if (withDice && attacking() && form.blanco.value) {
      req.blanco = form.blanco.value;
      if (form.secuela.value.trim()) req.secuela = form.secuela.value.trim();
    }
    // The roller's own target counts in the odds only: the roll goes without it.
    if (!withDice && aim() != null) req.dif = aim();
    if (withDice && form.dados && form.dados.value.trim()) {
      const v = form.dados.value.trim();
      req.dados = system === "fate" ? v : v.split(/[ ,]+/).map(Number);
      // A die left out of the faces is refused naming it, unless the table is to roll it.
      if (form.tirar_resto && form.tirar_resto.checked) req.tirar_resto = true;
    }
    return req;
  }
  function request(withDice) {
    if (generic) return genericRequest(withDice);
    const n = (k) => (form[k].disabled ? 0 : Number(form[k].value || 0));
    const req = { dado: form.dado.value, malestar: n("malestar"), heridas: n("heridas"), suerte: n("suerte"), mod: n("mod") };
    if (!form.dif.disabled) req.dif = n("dif");
    // The roller's own target: the odds are against it, the roll's advice aims at it, and the
    // roll itself goes without a difficulty (the GM's verdict rules).
    else if (aim() != null) { if (withDice) req.meta = aim(); else req.dif = aim(); }
    // The GM's difficulty is not known yet: the odds follow the best policy for the highest total.
    else if (!withDice) req.objetivo = "media";
    if (form.tentar.checked) req.tentar = true;
    // Only the GM's panel has it: the blocking PP is handed to the roller (B605).
    if (form.bloquear && form.bloquear.checked) req.bloquear = true;
    if (n("pp_repeticiones") > 0) req.pp_repeticiones = n("pp_repeticiones");
    const c = chosen();
    const fi = form.fortaleza.value;
    if (c && fi !== "") {
      const f = c.sheet.fortalezas[Number(fi)];
      if (f.sobrehumana) req.sobrehumana = [f.nivel]; else req.fortaleza = [f.nivel];
      if (form.especialidad.checked) req.especialidad = true;
    }
    return req;
  }
  function body(withDice) {
    const b = { request: request(withDice) };
    // Answering: the odds count what the GM asked; the roll leaves it to the server, which
    // joins the GM's keys (a player may not send a difficulty on most tables).
    if (answering && withDice) {
      for (const k of Object.keys(answering.request)) delete b.request[k];
      b.answers = answering.seq;
    } else if (answering) {
      Object.assign(b.request, answering.request);
      if ("dif" in answering.request) delete b.request.objetivo;
    }
    const c = chosen();
    if (c) b.character_id = c.id;
    else for (const k of ["caracteristica", "habilidad", "atributo", "arma"]) delete b.request[k];
    return b;
  }

  // ---- odds ----
  let timer = null, asked = 0;
  function scheduleOdds() { clearTimeout(timer); timer = setTimeout(showOdds, 120); }
  async function showOdds() {
    const box = $("#odds");
    const mine = ++asked;
    try {
      const o = await oddsOf(body(false), chosen());
      if (mine !== asked) return;
      const head = t("odds_before") + (o.rerolls > 0 ? " · " + t("odds_best") + " " + o.rerolls : "");
      const mean = o.mean ? t("mean") + " " + num(o.mean) : "";
      const gain = o.rerolls > 0 && o.without_rerolls && o.outcomes ? t("exito") + ": " + pct(o.without_rerolls.outcomes.exito) + " → " + pct(o.outcomes.exito) : "";
      const exact = el("button", { type: "button", class: "link exact-toggle", "aria-pressed": "false",
        onclick: (ev) => { const on = box.classList.toggle("show-exact"); ev.target.setAttribute("aria-pressed", String(on)); } }, t("exact_fraction"));
      box.replaceChildren(el("h3", {}, head), oddsTable(o),
        el("p", { class: "state" }, [mean, gain].filter(Boolean).join(" · ")), exact, ...(o.activation ? [activationOdds(o.activation)] : []));
      $(".form-error", form).textContent = "";
    } catch (e) {
      if (mine === asked) { box.replaceChildren(); $(".form-error", form).textContent = e.message; }
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

  // ---- rolling: the own result at once, at the top of the panel and in view ----
  // `typed`: the request carried faces of physical dice (the event says so too, in the log).
  function showResult(answer, kind, typed) {
    const box = $("#result");
    const e = { seq: answer.seq, kind, actor: store.me.id, at_ms: Date.now(), hidden: !!answer.hidden,
      data: { roll: answer.roll, explanation: answer.explanation, character: (chosen() || {}).name, typed: typed || answer.typed, mode: answer.mode } };
    const onReroll = (answer.roll.rerolls_left || 0) > 0 ? (d) => reroll(answer.seq, d) : null;
    box.replaceChildren(rollCard(e, { member: store.me, onReroll, advice: true }));
    box.hidden = false;
    box.scrollIntoView({ block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    // The keyboard and a screen reader go to the result (the button it came from was disabled
    // or replaced, which would leave focus on <body>); Tab goes on from there.
    box.tabIndex = -1;
    box.focus({ preventScroll: true });
  }
  async function reroll(seq, d) {
    try {
      const r = await api("/rolls/" + seq + "/reroll", "POST", { color: d.color, face: d.face });
      showResult({ seq, roll: r.roll, explanation: r.explanation, hidden: r.hidden, mode: r.mode }, "reroll");
    } catch (e) { $("#result").append(el("p", { class: "form-error", role: "alert" }, e.message)); }
  }
  async function doRoll(ev) {
    ev.preventDefault();
    const b = body(true);
    if (!generic) b.request.repetir = "ninguno";
    // An answer takes the mode the GM asked for.
    if (form.mode && form.mode.value !== "public" && !answering) b.mode = form.mode.value;
    $$(".field-error, .form-error", form).forEach((x) => (x.textContent = ""));
    const button = $("#roll-button");
    button.disabled = true;
    try {
      const r = await api("/rolls", "POST", b);
      const typed = ["dados", "blancos", "negros", "rojos", "verdes"].some((k) => k in b.request);
      if (answering) { stopAnswering(); characterChanged(); }
      showResult({ seq: r.seq, roll: r.roll, explanation: r.explanation, typed: r.typed, hidden: r.hidden, mode: r.mode }, "roll", typed);
    } catch (e) {
      // Next to the field at fault when the panel has it (CHASIS énfasis is asked as enfasis_mod).
      const f = e.field === "energia" ? "enfasis_mod" : e.field === "aspecto_contra" ? "aspecto" : e.field;
      const slot = f && form.querySelector('.field-error[data-for="' + f + '"]');
      (slot || $(".form-error", form)).textContent = e.message;
      button.disabled = false;
      button.focus();
    } finally { button.disabled = false; }
  }

  form.addEventListener("submit", doRoll);
  form.addEventListener("input", () => { if (generic) attackShown(); scheduleOdds(); });
  form.addEventListener("change", (e) => {
    if (e.target.name === "character_id") characterChanged();
    else { if (generic) { fromSheetShown(); attackShown(); } scheduleOdds(); }
  });
  fillCharacters();
  return {
    refresh: fillCharacters,
    // A change to character `id` (its state or sheet): the panel follows it if it is chosen.
    characterChanged(id) { if (!id || (chosen() && chosen().id === id)) characterChanged(); },
    // The GM's running fight changed: whom a player may name as an attack's target.
    fightChanged: fillTargets,
    answer,
    prefill(c, field, value) {
      if (form.character_id && c) { form.character_id.value = c.id; characterChanged(); }
      const target = form.elements[field];
      if (target) { target.value = value; target.dispatchEvent(new Event("change", { bubbles: true })); }
    },
  };
}
