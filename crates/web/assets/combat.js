// tirada — the Combate screen: the latest PORTAL fight as its events tell it (the server's
// engine plays every action; this file only shows where everyone stands and what happened).
import { boot, t, $, el, api } from "./ui.js";

export function combat(store, notice) {
  const box = $("#fight");
  if (!box) return { onEvent() {} };
  let fight = null; // the latest step's view, with the whole log so far and the start's seq
  const name = (i) => ((fight.participants || [])[i] || {}).name || "?";
  const phase = (p) => (p != null ? " (" + t("phase") + " " + p + ")" : "");
  // Which participants are the table's characters, and whether they are this member's own.
  const seat = (i) => (fight.characters || []).find((c) => c.index === i);
  const mine = (i) => { const c = seat(i); return !!c && ((store.characters.get(c.id) || {}).owner === store.me.id); };
  function said(x, key) {
    const e = (x.explanations || {})[key];
    if (!e) return null;
    return el("details", { class: "said" }, el("summary", {}, t("roll_" + key) + ": " + e.headline), el("ul", {}, (e.lines || []).map((l) => el("li", {}, l))));
  }
  // An entry in the narration's sentences (`said`, as `tirada portal combate` prints them),
  // one under another, with its rolls' explanations; an entry with nothing to say is not shown.
  function line(x) {
    const lines = (x.said || []).flatMap((l, i) => (i ? [el("br"), l] : [l]));
    return [...lines, said(x, "roll"), said(x, "attack"), said(x, "defence")];
  }
  function status() {
    const n = fight.next;
    if (fight.ended) return t("round") + " " + fight.round + " · " + t("fight_over");
    if (fight.open && n) return t("round") + " " + fight.round + phase(n.phase) + " · " + t("next_up") + ": " + n.who;
    return t("round") + " " + fight.round + " · " + t("round_to_start") + " " + (fight.round + 1);
  }
  function order() {
    if (!fight.open) return null;
    return el("ol", { class: "turns", "aria-label": t("turn_order") }, (fight.order || []).map((s, i) => {
      const done = i < fight.played, now = i === fight.played;
      return el("li", { class: done ? "done" : now ? "now" : null, "aria-current": now ? "step" : null },
        (done ? "✓ " : now ? "▶ " : "") + name(s.who) + phase(s.phase) + (now ? " · " + t("now") : done ? " · " + t("done") : ""));
    }));
  }
  // What the fight did that a character's sheet refused (the server logs it after the step).
  function refusedList() {
    if (!fight.refused.length) return null;
    return el("ul", { class: "refused", role: "alert" }, fight.refused.map((said) => el("li", {}, said)));
  }
  function render() {
    if (!fight) return;
    const next = fight.open && fight.next ? fight.next.index : null;
    const rows = fight.participants.map((p, i) => el("tr", { class: [p.condition === "activo" ? null : "out", mine(i) ? "mine" : null, i === next ? "turn" : null].filter(Boolean).join(" ") || null },
      el("th", { scope: "row" }, p.name + (i === next ? " ▶" : ""), seat(i) ? el("small", {}, " · " + t(mine(i) ? "your_character" : "table_character")) : null),
      el("td", {}, t(p.condition)),
      el("td", {}, p.current_value != null ? String(p.current_value) : t("malestar") + " " + p.discomfort + " · " + t("heridas") + " " + p.wounds),
      el("td", {}, p.reflexes != null ? String(p.reflexes) : "—")));
    const gm = store.isGm && !fight.ended && !boot.table.closed;
    const step = (path) => api("/encounters/" + fight.seq + "/" + path, "POST", {}).catch((x) => notice(x.message));
    // Only a character still standing gets "your turn": the engine skips the fallen's slots.
    const yours = next != null && mine(next) && fight.participants[next].condition === "activo" ? el("p", { class: "your-turn", role: "status" }, t("your_turn") + ": " + name(next) + phase(fight.next.phase)) : null;
    // replaceChildren would write a null as text: only what is there.
    box.replaceChildren(...[
      el("p", { class: "verdict" }, status()),
      refusedList(),
      yours,
      order(),
      el("table", { class: "fight" }, el("thead", {}, el("tr", {}, ...["name", "condition", "value", "reflexes"].map((k) => el("th", { scope: "col" }, t("col_" + k))))), el("tbody", {}, rows)),
      gm ? el("div", { class: "row" },
        el("button", { type: "button", id: "next-action", onclick: () => step("action") }, fight.open ? t("next_action") : t("start_round")),
        el("button", { type: "button", class: "secondary", id: "next-round", onclick: () => step("round") }, fight.open ? t("rest_of_round") : t("next_round")),
        el("button", { type: "button", class: "secondary", id: "end-fight", onclick: () => step("end") }, t("end_fight"))) : null,
      el("ol", { class: "fight-log" }, fight.log.filter((x) => (x.said || []).length).slice(-40).map((x) => el("li", {}, line(x)))),
    ].filter(Boolean));
  }
  // On a laptop the Combate screen is a fourth column while a fight is on (or the GM opens it).
  const layout = $(".layout");
  const toggle = $("#show-combat");
  if (toggle) toggle.addEventListener("click", () => layout.classList.toggle("fighting"));
  const form = $("#fight-form");
  // The table's characters the GM may bring in, each with whom it attacks.
  const picks = $("#fight-characters");
  function renderPicks() {
    if (!picks) return;
    picks.replaceChildren(el("legend", {}, t("fight_characters")), ...[...store.characters.values()].map((c) =>
      el("div", { class: "row pick" },
        el("label", {}, el("input", { type: "checkbox", name: "pj", value: c.id }), " " + c.name),
        el("label", {}, t("target") + " ", el("input", { name: "objetivo-" + c.id, placeholder: t("target_hint") })))));
  }
  renderPicks();
  if (form) form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const err = $(".form-error", form);
    err.textContent = "";
    const dados = {};
    for (const k of ["reparto", "asiento"]) if (form[k].value.trim()) dados[k] = form[k].value.split(/[ ,]+/).map(Number);
    const personajes = [...form.querySelectorAll("input[name=pj]:checked")].map((b) => ({ id: b.value, objetivo: form["objetivo-" + b.value].value.trim() || undefined }));
    // Opponents one a line, read by the server (play::portal::opponents) into the fight's file.
    const contrarios = form.contrarios.value.split("\n").map((l) => l.trim()).filter(Boolean);
    try {
      await api("/encounters", "POST", { toml: form.toml.value, contrarios, dados, personajes });
      form.closest("details").open = false;
    } catch (x) { err.textContent = x.message; }
  });
  return {
    onEvent(e) {
      if (e.kind === "character_created") renderPicks();
      if (e.kind === "changes_refused" && fight && e.data.encounter === fight.seq) {
        fight.refused.push(...(e.data.said || []));
        render();
        return;
      }
      const v = (e.data || {}).view;
      if (!v) return;
      if (e.kind === "encounter_started") fight = { ...v, seq: e.seq, log: [...v.log], ended: false, refused: [] };
      else if (fight && e.data.encounter === fight.seq) {
        Object.assign(fight, { ...v, log: [...fight.log, ...v.log], ended: e.kind === "encounter_ended" });
      } else return;
      layout.classList.add("fighting");
      render();
    },
  };
}
