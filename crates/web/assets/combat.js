// tirada — the Combate screen: the latest PORTAL fight as its events tell it (the server's
// engine plays every round; this file only shows where everyone stands and what happened).
import { boot, t, $, el, api } from "./ui.js";
import S from "./state.js";

export function combat(store, notice) {
  const box = $("#fight");
  if (!box) return { onEvent() {} };
  let fight = null; // { seq, round, participants, next, log, ended }
  const name = (i) => ((fight.participants || [])[i] || {}).name || "?";
  function line(x) {
    switch (x.entrada) {
      case "tirada_inicial": return name(x.who) + ": " + t("reflexes") + " " + x.reflexes + " · " + t("composure") + " " + x.composure;
      case "asalto": return t("round") + " " + x.number + " · " + (x.order || []).map((s) => name(s.who) + (s.phase != null ? " (" + s.phase + ")" : "")).join(", ");
      case "ataque": return name(x.attacker) + " → " + name(x.defender) + (x.attack ? " · " + t("total") + " " + x.attack.total : "") + (x.defence ? " / " + x.defence.total : "");
      case "evento": return name(x.who) + ": " + S.logLine(x.event || {}, t);
      default: return t("entry_" + x.entrada) === "entry_" + x.entrada ? String(x.entrada).replaceAll("_", " ") + (x.who != null ? " · " + name(x.who) : "") : t("entry_" + x.entrada);
    }
  }
  function render() {
    if (!fight) return;
    const rows = fight.participants.map((p) => el("tr", { class: p.condition === "activo" ? null : "out" },
      el("th", { scope: "row" }, p.name), el("td", {}, t(p.condition)),
      el("td", {}, p.current_value != null ? String(p.current_value) : t("malestar") + " " + p.discomfort + " · " + t("heridas") + " " + p.wounds),
      el("td", {}, p.reflexes != null ? String(p.reflexes) : "—")));
    const gm = store.isGm && !fight.ended && !boot.table.closed;
    const step = (path) => api("/encounters/" + fight.seq + "/" + path, "POST", {}).catch((x) => notice(x.message));
    // replaceChildren would write a null as text: only what is there.
    box.replaceChildren(...[
      el("p", { class: "verdict" }, t("round") + " " + fight.round + (fight.ended ? " · " + t("fight_over") : "") + (fight.next ? " · " + t("next_up") + ": " + fight.next.who : "")),
      el("table", { class: "fight" }, el("thead", {}, el("tr", {}, ...["name", "condition", "value", "reflexes"].map((k) => el("th", { scope: "col" }, t("col_" + k))))), el("tbody", {}, rows)),
      gm ? el("div", { class: "row" }, el("button", { type: "button", id: "next-round", onclick: () => step("round") }, t("next_round")),
        el("button", { type: "button", class: "secondary", id: "end-fight", onclick: () => step("end") }, t("end_fight"))) : null,
      el("ol", { class: "fight-log" }, fight.log.slice(-40).map((x) => el("li", {}, line(x)))),
    ].filter(Boolean));
  }
  // On a laptop the Combate screen is a fourth column while a fight is on (or the GM opens it).
  const layout = $(".layout");
  const toggle = $("#show-combat");
  if (toggle) toggle.addEventListener("click", () => layout.classList.toggle("fighting"));
  const form = $("#fight-form");
  if (form) form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const err = $(".form-error", form);
    err.textContent = "";
    const dados = {};
    for (const k of ["reparto", "asiento"]) if (form[k].value.trim()) dados[k] = form[k].value.split(/[ ,]+/).map(Number);
    try { await api("/encounters", "POST", { toml: form.toml.value, dados }); } catch (x) { err.textContent = x.message; }
  });
  return {
    onEvent(e) {
      const v = (e.data || {}).view;
      if (!v) return;
      if (e.kind === "encounter_started") fight = { seq: e.seq, round: 0, participants: v.participants, next: v.next, log: [...v.log], ended: false };
      else if (fight && e.data.encounter === fight.seq) {
        Object.assign(fight, { round: v.round, participants: v.participants, next: v.next, ended: e.kind === "encounter_ended" });
        fight.log.push(...v.log);
      } else return;
      layout.classList.add("fighting");
      render();
    },
  };
}
