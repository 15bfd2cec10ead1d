// tirada — the Combate screen for Hitos, Fate and CHASIS: the latest fight's turn order as its
// events tell it (the server's engine orders everyone and folds every step; this file shows
// it, offers the GM the steps and the player whose turn it is a roll).
import { boot, t, $, el, api } from "./ui.js";
import S from "./state.js";

const system = boot.table.system;

export function turns(store, notice) {
  const box = $("#turns");
  if (!box) return { onEvent() {} };
  let fight = null; // { seq, view, rolls }: rolls by "round:participant", each roll's event
  // The running fight's view for the rest of the page (the roll panel's attack targets).
  store.fight = () => fight && fight.view;
  const me = boot.me || {};
  const gm = () => store.isGm && !boot.table.closed && fight && !fight.view.ended;
  const step = (body) => api("/turns/" + fight.seq + "/step", "POST", body)
    .then((r) => { for (const said of (r && r.refused_told) || []) notice(said); }).catch((x) => notice(x.message));
  const roundWord = () => t(system === "fate" ? "exchange" : "round");

  function initiative(p) {
    const i = p.initiative;
    if (i && typeof i === "object" && "total" in i) return String(i.total) + ((i.desempates || []).length ? " (" + i.desempates.join(", ") + ")" : "");
    if (i && typeof i === "object" && "valor" in i) return i.habilidad + " " + i.valor;
    return String(i);
  }
  // The player whose character acts: one tap to the roll panel with that character chosen.
  function yourTurn(p) {
    const c = p && p.character_id && store.characters.get(p.character_id);
    if (!c || c.owner !== me.id || boot.table.closed || fight.view.ended) return null;
    const go = () => {
      const tab = $("#tab-tirar");
      if (tab) tab.click();
      const sel = $("#roll-character");
      if (sel) { sel.value = c.id; sel.dispatchEvent(new Event("change", { bubbles: true })); }
      const first = $("#roll-form input:not([type=hidden]), #roll-form select");
      if (first) first.focus();
    };
    return el("div", { class: "your-turn", role: "status" }, el("strong", {}, t("turns_your_turn") + ": " + c.name), " ",
      el("button", { type: "button", id: "turn-roll", onclick: go }, t("roll_in_turn") + " " + c.name));
  }
  function row(p, i) {
    const v = fight.view;
    const now = v.current === i;
    const c = p.character_id && store.characters.get(p.character_id);
    const bits = [el("span", { class: "turn-mark" }, now ? "▶ " + t("next_up") : p.out ? t("out_badge") : ""),
      el("strong", {}, p.name), " · " + t("initiative") + " " + initiative(p)];
    if (system === "fate" && p.zone != null) bits.push(" · " + t("zone") + ": " + v.zones[p.zone]);
    if (c && c.state) bits.push(el("p", { class: "state" }, S.text(system, c.state, t)));
    if (!c && p.harm) bits.push(el("p", { class: "state" }, S.text(system, p.harm, t)));
    // The rolls made on this turn of the round (the server links a roll to the turn it is on),
    // and the attacks and blocks the tracker rolled for it.
    for (const r of fight.rolls[v.round + ":" + i] || []) {
      const x = r.data.explanation || {};
      bits.push(el("p", { class: "turn-roll" }, t("turn_roll") + ": " + (x.headline || String((r.data.roll || {}).total ?? "?"))));
    }
    for (const line of fight.acts[v.round + ":" + i] || []) bits.push(el("p", { class: "turn-roll" }, line));
    const tools = [];
    if (gm()) {
      tools.push(el("button", { type: "button", class: "secondary", "data-out": String(i), onclick: () => step({ accion: p.out ? "vuelve" : "fuera", participante: i }) },
        (p.out ? t("bring_back") : t("take_out")) + " " + p.name));
      if (system === "fate" && v.zones.length > 1) {
        const sel = el("select", { "aria-label": t("move_to") + " " + p.name, "data-move": String(i) },
          ...v.zones.map((z, k) => el("option", { value: String(k), selected: k === p.zone }, z)));
        sel.addEventListener("change", () => step({ accion: "mover", participante: i, zona: Number(sel.value) }));
        tools.push(el("label", {}, t("move_to") + " ", sel));
      }
      if (system === "fate" && now) tools.push(...exchangeTools(i));
      // Harm through the character's own state events, as on its card.
      if (c) {
        const post = (e) => api("/characters/" + c.id + "/state", "POST", { event: e });
        tools.push(S.form(system, Object.assign({}, c, { id: "turn-" + c.id }), el, post, t));
      } else if (p.harm) {
        // An extra's harm is the tracker's: the same events, as a step.
        const post = (e) => api("/turns/" + fight.seq + "/step", "POST", { accion: "estado", participante: i, event: e });
        tools.push(S.form(system, { id: "turn-x" + i, state: p.harm }, el, post, t));
      }
    }
    return el("li", { class: "turn" + (now ? " now" : "") + (p.out ? " out" : ""), "aria-current": now ? "true" : null },
      el("div", {}, ...bits), tools.length ? el("div", { class: "row turn-tools" }, ...tools) : null);
  }
  // Fate: the one whose turn it is attacks someone or blocks; the server rolls both through
  // the engine and applies the stress.
  function exchangeTools(i) {
    const v = fight.view;
    const others = v.participants.map((q, k) => [q, k]).filter(([q, k]) => k !== i && !q.out);
    const input = (name, value, label) => el("label", {}, t(label) + " ", el("input", { name, value, maxlength: "40", "aria-label": t(label) }));
    const attack = el("form", { class: "row exchange", id: "attack-form", novalidate: "" },
      el("label", {}, t("attack_with") + " ", el("select", { name: "defensor", "aria-label": t("attack_with") }, ...others.map(([q, k]) => el("option", { value: String(k) }, q.name)))),
      input("habilidad", "Pelear", "skill"), input("defensa", "Atletismo", "defence_skill"),
      el("button", { type: "submit", id: "attack-button" }, t("attack_with")));
    attack.addEventListener("submit", (ev) => { ev.preventDefault(); step({ accion: "ataque", atacante: i, defensor: Number(attack.defensor.value), habilidad: attack.habilidad.value.trim(), defensa: attack.defensa.value.trim() }); });
    const block = el("form", { class: "row exchange", id: "block-form", novalidate: "" },
      input("habilidad", "Atletismo", "skill"),
      el("label", {}, t("protects") + " ", el("select", { name: "protege", "aria-label": t("protects") }, el("option", { value: "" }, t("nobody")), ...v.participants.map((q, k) => el("option", { value: String(k) }, q.name)))),
      el("button", { type: "submit", class: "secondary", id: "block-button" }, t("block_with")));
    block.addEventListener("submit", (ev) => { ev.preventDefault(); step({ accion: "bloqueo", participante: i, habilidad: block.habilidad.value.trim(), protege: block.protege.value === "" ? null : Number(block.protege.value) }); });
    return [attack, block];
  }
  // What an attack or a block the tracker rolled says under its turn.
  function act(s) {
    const r = s.resultado || {}, ps = fight.view.participants;
    if (s.accion === "bloqueo") return t("block_strength") + " " + r.fuerza + (s.protege != null ? " · " + t("protects") + " " + ps[s.protege].name : "");
    const x = r.resultado || {};
    return t("attack_with") + " " + ps[s.defensor].name + ": " + x.attack + " / " + x.defense + (x.block_used ? " (" + t("block_with") + ")" : "")
      + " · " + (x.stress ? x.stress + " " + t("stress_taken") : t("attack_missed"));
  }
  function zones() {
    const v = fight.view;
    if (system !== "fate") return null;
    const list = el("ul", { class: "zones", "aria-label": t("zones") }, ...v.zones.map((z, k) => el("li", {}, el("strong", {}, z), ": " +
      (v.participants.filter((p) => p.zone === k).map((p) => p.name).join(", ") || "—"))));
    let add = null;
    if (gm()) {
      const name = el("input", { name: "zona", maxlength: "40", id: "zone-name", "aria-label": t("add_zone") });
      add = el("form", { class: "row", id: "zone-form", novalidate: "" }, name, el("button", { type: "submit", class: "secondary" }, t("add_zone")));
      add.addEventListener("submit", async (ev) => { ev.preventDefault(); if (name.value.trim()) { await step({ accion: "zona", nombre: name.value.trim() }); } });
    }
    return el("section", { class: "zone-box" }, el("h3", {}, t("zones")), list, add);
  }
  function render() {
    if (!fight) return;
    const v = fight.view;
    const cur = v.current != null ? v.participants[v.current] : null;
    const head = roundWord() + " " + v.round + (v.ended ? " · " + t("fight_over") : cur ? " · " + t("next_up") + ": " + cur.name : "");
    box.replaceChildren(...[
      el("p", { class: "verdict", id: "turn-head" }, head + (v.conflict ? " · " + t("conflict_kind") + " " + v.conflict : "")),
      fight.refused.length ? el("ul", { class: "refused", role: "alert" }, fight.refused.map((said) => el("li", {}, said))) : null,
      v.ended ? null : yourTurn(cur),
      gm() ? el("div", { class: "row" }, el("button", { type: "button", id: "next-turn", onclick: () => step({ accion: "siguiente" }) }, t("next_turn")),
        el("button", { type: "button", class: "secondary", id: "end-turns", onclick: () => step({ accion: "terminar" }) }, t("end_fight"))) : null,
      el("ol", { class: "turn-order", "aria-label": t("turns_order") }, ...v.participants.map(row)),
      zones(),
    ].filter(Boolean));
  }

  // The GM's form: the table's characters (each with its number where the system asks one),
  // extras one per line («Nombre 3»), and for Fate the conflict and its zones.
  const form = $("#turns-form");
  function fillForm() {
    if (!form || form.dataset.filled === String(store.characters.size)) return;
    form.dataset.filled = String(store.characters.size);
    const numbered = system !== "fate";
    const chars = [...store.characters.values()].map((c) => el("div", { class: "row" },
      el("label", { class: "check" }, el("input", { type: "checkbox", name: "who", value: c.id, checked: true }), " " + c.name),
      numbered ? el("label", {}, t(system === "hitos" ? "modifier" : "initiative") + " ",
        el("input", { type: "number", name: "n-" + c.id, min: "-100", max: "100", value: "0", inputmode: "numeric", "aria-label": t(system === "hitos" ? "modifier" : "initiative") + " " + c.name })) : null));
    const fate = system === "fate" ? [
      el("label", {}, t("conflict_kind"), el("select", { name: "conflicto" }, ...["fisico", "social", "mental"].map((k) => el("option", { value: k }, t("conflict_" + k))))),
      el("label", {}, t("zones"), el("input", { name: "zonas", placeholder: t("zones_hint") })),
    ] : [];
    form.replaceChildren(el("fieldset", { class: "chips" }, el("legend", {}, t("participants")), ...chars),
      el("label", {}, t("extras"), el("textarea", { name: "extras", rows: "3", placeholder: t("extras_hint_" + system) })),
      ...fate,
      system === "hitos" ? el("label", {}, t("initiative_dice"), el("input", { name: "dados", placeholder: "3 7 9", inputmode: "numeric" })) : null,
      el("div", { class: "roll-bar" }, el("p", { class: "form-error", role: "alert" }), el("button", { type: "submit", id: "turns-button" }, t("start_fight"))));
  }
  if (form) form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const err = $(".form-error", form);
    err.textContent = "";
    const participantes = [...form.querySelectorAll("input[name=who]:checked")].map((b) => {
      const p = { character_id: b.value };
      const n = form.elements["n-" + b.value];
      if (n && n.value !== "") p[system === "hitos" ? "modificador" : "iniciativa"] = Number(n.value);
      return p;
    });
    for (const line of form.extras.value.split("\n").map((l) => l.trim()).filter(Boolean)) {
      const m = line.match(/^(.*?)[\s,;]+(-?\d+)$/);
      participantes.push(m ? { nombre: m[1].trim(), iniciativa: Number(m[2]) } : { nombre: line });
    }
    const body = { participantes };
    if (system === "fate") {
      body.conflicto = form.conflicto.value;
      const z = form.zonas.value.split(",").map((s) => s.trim()).filter(Boolean);
      if (z.length) body.zonas = z;
    }
    if (form.dados && form.dados.value.trim()) body.dados = form.dados.value.trim().split(/[ ,]+/).map(Number);
    try { await api("/turns", "POST", body); form.closest("details").open = false; } catch (x) { err.textContent = x.message; }
  });
  const layout = $(".layout");
  const toggle = $("#show-combat");
  if (toggle) toggle.addEventListener("click", () => layout.classList.toggle("fighting"));
  fillForm();
  return {
    onEvent(e) {
      const d = e.data || {};
      if (e.kind === "character_created") fillForm();
      if (e.kind === "turns_started") fight = { seq: e.seq, view: d.view, rolls: {}, acts: {}, refused: [] };
      else if (e.kind === "changes_refused" && fight && d.turns === fight.seq) fight.refused.push(...(d.said || []));
      else if (e.kind === "turns_step" && fight && d.turns === fight.seq) {
        const s = d.step || {};
        if (s.resultado) {
          const k = fight.view.round + ":" + (s.accion === "ataque" ? s.atacante : s.participante);
          (fight.acts[k] = fight.acts[k] || []).push(act(s));
        }
        fight.view = d.view;
      }
      else if (e.kind === "roll" && fight && d.turn && d.turn.tracker === fight.seq) {
        const k = d.turn.round + ":" + d.turn.participant;
        (fight.rolls[k] = fight.rolls[k] || []).push(e);
      }
      else if (!(fight && e.kind === "state_changed")) return;
      layout.classList.add("fighting");
      render();
    },
  };
}
