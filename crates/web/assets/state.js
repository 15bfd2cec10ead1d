// tirada — characters' state on the table page: how each system's state reads, and the form
// that posts its engine's events (the server applies them; this file only builds requests).
const TiradaState = (function () {
  "use strict";

  // Per system, the events a person may post: the number the event takes (if any), the
  // choices it offers (if any), whether it takes a text, and how the event is built.
  const n = (k) => ({ num: k });
  const EVENTS = {
    portal: {
      malestar: n("count"), quitar_malestar: n("count"), herida: n("count"), curar_herida: n("count"), dano: n("amount"),
      gastar_suerte: n("count"), recuperar_suerte: n("count"), ganar_pp: n("count"), gastar_pp: n("count"),
      resolver_secuela: { num: "count", choices: ["secuela", "malestar", "suerte"], labels: ["pay_with", "area"],
        second: ["percepcion", "comunicacion", "agilidad", "habilidad", "ingenio", "constitucion", "movimiento"] },
      curar_secuela: n("sequela"), aturdido: n("turns"), uso_parcial: { num: "rerolls", text: "forte_name" },
      fin_escena: {}, fin_relato: {}, fin_sesion: {}, inicio_aventura: {}, fin_aventura: {},
    },
    hitos: {
      dano: { num: "points", choices: ["letal", "no_letal"] },
      curar: n("points"),
      recuperacion: { num: "points", signed: true },
      asentar: {}, descanso: {},
      estabilizar: n("low"),
      gastar_drama: { num: "count", choices: ["activacion_narrativa", "no_es_tan_grave", "ignora_secuaz", "accion_conjunta"] },
      ganar_drama: { num: "count", choices: ["activacion_del_dj", "recibe_activacion_en_contra", "cancelacion_del_dj"] },
      inicio_sesion: {},
      // Aspects by name: a secuela with its duration (H213), one taken away, exhausted until the
      // next session or story (H139), or back.
      secuela: { choices: ["escena", "sesion", "permanente"], text: "aspect_name", labels: ["duration", "absorb"] },
      quitar_aspecto: { text: "aspect_name" },
      agotar: { choices: ["sesion", "historia"], text: "aspect_name", labels: ["until", "absorb"] },
      recuperar_agotado: { text: "aspect_name" },
    },
    fate: {
      golpe: { num: "stress", choices: ["salud", "serenidad"], second: ["casilla", "consecuencia", "extra"], text: "description", labels: ["track", "absorb"] },
      recuperacion: { choices: ["respiro", "tiempo_libre", "nueva_aventura", "sesion_seguida"], num: "days", numFor: ["tiempo_libre"] },
      fin_de_escena: {},
      pp: { choices: ["bonificador", "refresco", "concesion_rechazada", "rechazar_concesion", "cambiar_escena", "rechazar_desenlace", "usar_poder"], text: "power" },
    },
    chasis: {
      dano: n("pd"), dolor: n("pd"), recuperar_dano: {}, recuperar_dolor: {}, enfasis: n("py"), estres: n("py"),
      fin_de_lapso: { choices: ["turno", "escena", "dia", "sesion", "saga", "campana"], labels: ["span", "absorb"] },
      quitar_transitoria: { text: "name" },
    },
  };

  // The event as the engine reads it (docs/web.md lists every one).
  function build(system, kind, num, choice, second, text, why) {
    const spec = EVENTS[system][kind];
    const e = { evento: kind };
    if (system === "portal") {
      if (kind === "dano") return Object.assign(e, { amount: num, source: why });
      if (kind === "herida") return Object.assign(e, { count: num, source: why });
      if (kind === "curar_herida") return Object.assign(e, { count: num, with_pp: false, reason: why });
      // Pending sequela points paid with discomfort or luck dice, or kept as one sequela (R25).
      if (kind === "resolver_secuela") {
        return Object.assign(e, { discomfort: choice === "malestar" ? num : 0, luck: choice === "suerte" ? num : 0, keep: choice === "secuela" ? num : 0, area: second });
      }
      // Care ends the sequela numbered as the state lists it, from 1 (the engine counts from 0).
      if (kind === "curar_secuela") return Object.assign(e, { sequela: num - 1, reason: why });
      if (kind === "aturdido") return Object.assign(e, { turns: num, source: why });
      if (kind === "uso_parcial") return Object.assign(e, { forte: text, rerolls: num });
      if (!spec.num) return e; // the ends and starts of scenes, stories, sessions and adventures
      return Object.assign(e, { count: num, reason: why });
    }
    if (kind === "inicio_sesion") return e;
    if (kind === "fin_de_lapso") return Object.assign(e, { span: choice });
    if (kind === "quitar_transitoria") return Object.assign(e, { name: text, reason: why });
    if (system === "hitos" && kind === "secuela") return Object.assign(e, { aspect: text, duration: choice, reason: why });
    if (system === "hitos" && kind === "agotar") return Object.assign(e, { aspect: text, until: choice, reason: why });
    if (system === "hitos" && /aspect|agotado/.test(kind)) return Object.assign(e, { aspect: text, reason: why });
    if (spec.num) e[spec.num] = num;
    if (system === "hitos" && kind === "dano") e.lethality = choice;
    if (system === "hitos" && /drama$/.test(kind)) e.motive = choice;
    if (system === "fate" && kind === "golpe") {
      Object.assign(e, { track: choice, absorb: { absorb: second }, description: text });
    }
    if (system === "fate" && kind === "recuperacion") {
      delete e.days;
      e.recovery = choice === "tiempo_libre" ? { event: choice, days: num } : { event: choice };
    }
    if (system === "fate" && kind === "pp") e.pp = choice === "usar_poder" ? { reason: choice, power: text } : { reason: choice };
    e.reason = why;
    return e;
  }

  // How a state reads at a glance.
  function text(system, s, t) {
    s = s || {};
    const r = s.resumen || {};
    if (system === "hitos" && s.salud) {
      const pen = r.penalizador ? ", " + r.penalizador : "";
      // Secuelas (H147), a critical's on its target among them (H213), with how long they last.
      const sq = (s.secuelas || []).map((q) => "«" + q.texto + "» (" + t(q.permanente ? "permanente" : q.duracion) + ")");
      return t("health") + " " + (r.casillas || "") + " (" + t(r.estado || "sano") + pen + ") · " + t("drama_points") + " " + s.puntos_dramaticos + " (Drama " + r.drama + ")" +
        (sq.length ? " · " + t("secuelas") + ": " + sq.join(", ") : "");
    }
    if (system === "fate" && s.estres) {
      const cons = (s.consecuencias || []).map((c) => t(c.gravedad) + (c.descripcion ? " «" + c.descripcion + "»" : ""));
      return ["PP " + s.pp + "/" + r.pp_max, t("salud") + " " + (s.estres.salud || ""), t("serenidad") + " " + (s.estres.serenidad || ""),
        cons.length ? t("consequences") + ": " + cons.join(", ") : null].filter(Boolean).join(" · ");
    }
    if (system === "chasis" && s.heridas) {
      const flags = [r.muerto ? t("dead") : null, r.inconsciente ? t("knocked_out") : null].filter(Boolean);
      return [t("damage") + " " + s.heridas.dano + "/" + r.limite_dano, t("pain") + " " + s.heridas.dolor + "/" + r.limite_dolor,
        t("enfasis") + " " + s.energia.enfasis, t("estres") + " " + s.energia.estres].concat(flags)
        .concat((s.transitorias || []).length ? [t("transients") + ": " + s.transitorias.map((q) => q.nombre + (q.puntuacion != null ? " " + q.puntuacion : "")).join(", ")] : [])
        .join(" · ");
    }
    const label = { puntos_secuela: "sequela_points" };
    const parts = ["malestar", "heridas", "suerte", "pp", "puntos_secuela"].filter((k) => k in s)
      .map((k) => t(label[k] || k) + " " + s[k]);
    if ((s.secuelas || []).length) parts.push(t("secuelas") + ": " + s.secuelas.map((q) => t(q.area) + " " + q.nivel + " (" + t(q.duracion) + ")").join(", "));
    if (s.condicion && s.condicion !== "activo") parts.push(t(s.condicion));
    if (s.aturdido) parts.push(t("aturdido") + " " + s.aturdido);
    return parts.join(" · ");
  }

  // The form that posts one event for character `c`.
  function form(system, c, el, post, t) {
    const kinds = EVENTS[system];
    if (!kinds) return null;
    const id = (k) => "st-" + c.id + "-" + k;
    const opts = (list) => list.map((v) => el("option", { value: v }, t(v)));
    const kind = el("select", { name: "evento", id: id("kind") }, ...Object.keys(kinds).map((e) => el("option", { value: e }, t("ev_" + e))));
    const num = el("input", { name: "n", id: id("n"), type: "number", min: "1", max: "99", value: "1", inputmode: "numeric" });
    const choice = el("select", { name: "choice", id: id("choice") });
    const second = el("select", { name: "second", id: id("second") });
    const extra = el("input", { name: "text", id: id("text"), maxlength: "120" });
    const reason = el("input", { name: "reason", id: id("reason"), maxlength: "200", placeholder: t("reason") });
    const err = el("span", { class: "field-error", role: "alert", "data-for": "event" });
    const wrap = (label, input) => el("label", { for: input.id }, t(label), input);
    const numBox = wrap("amount", num), choiceBox = wrap("option", choice), secondBox = wrap("absorb", second), textBox = wrap("text_field", extra);
    const numShown = (spec) => !!spec.num && (!spec.numFor || spec.numFor.includes(choice.value));
    function shape() {
      const spec = kinds[kind.value];
      num.min = spec.signed ? "-99" : "1";
      choiceBox.hidden = !spec.choices;
      if (spec.choices) choice.replaceChildren(...opts(spec.choices));
      numBox.hidden = !numShown(spec);
      secondBox.hidden = !spec.second;
      if (spec.second) second.replaceChildren(...opts(spec.second));
      textBox.hidden = !spec.text;
      textBox.firstChild.textContent = t(spec.text || "text_field");
      const [l1, l2] = spec.labels || ["option", "absorb"];
      choiceBox.firstChild.textContent = t(l1);
      secondBox.firstChild.textContent = t(l2);
      err.textContent = "";
    }
    kind.addEventListener("change", shape);
    choice.addEventListener("change", () => { numBox.hidden = !numShown(kinds[kind.value]); });
    shape();
    const f = el("form", { class: "state-form", novalidate: "" }, wrap("what_happens", kind), el("div", { class: "row" }, numBox, choiceBox, secondBox, textBox),
      wrap("reason", reason), err, el("button", { type: "submit", class: "secondary" }, t("apply")));
    f.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      err.textContent = "";
      // No reason given: the log says what happened and nothing more.
      const why = reason.value.trim();
      const e = build(system, kind.value, Number(num.value || 1), choice.value, second.value, extra.value.trim(), why);
      try { await post(e); reason.value = ""; } catch (x) { err.textContent = x.message; }
    });
    return el("details", { class: "state-box" }, el("summary", {}, t("change_state")), f);
  }

  return { text, form };
})();
export default TiradaState;
