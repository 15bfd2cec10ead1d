// tirada — a roll as a card: who, when, for whom, the dice (colour and a letter, so colour is
// never the only sign), the engine's explanation, rerolls as old → new and the advice.
import { boot, t, el, pct, num, when, memberStyle, otherName } from "./ui.js";

const LETTER = { blanco: "die_letter_blanco", negro: "die_letter_negro", rojo: "die_letter_rojo", verde: "die_letter_verde", tentado: "die_letter_tentado" };
const fudge = (f) => (f > 0 ? "+" : f < 0 ? "−" : "0");

// One die: its face, a corner letter for its colour, and what happened to it.
function die(d, note, onClick) {
  note = note || {};
  const kept = note.comparison === "kept";
  const cls = ["die", d.color, kept ? "kept" : null, note.fate === "removed" ? "removed" : null,
    note.fate === "spent" || note.fate === "stays_lost" ? "dropped" : null, d.typed ? "typed" : null].filter(Boolean).join(" ");
  const label = [d.color === "plain" ? t("die") : t(d.color), d.face, kept ? t("die_kept") : null, note.fate === "removed" ? t("die_removed") : null,
    note.fate === "spent" || note.fate === "stays_lost" ? t("die_dropped") : null].filter(Boolean).join(" · ");
  // A die of one colour only (a Hitos aspect's reroll) has no letter to tell it apart.
  const kids = [el("b", {}, String(d.face)), LETTER[d.color] ? el("i", { "aria-hidden": "true" }, t(LETTER[d.color])) : null];
  return onClick
    ? el("button", { type: "button", class: cls, "aria-label": label + " · " + t("click_reroll"), title: label, onclick: () => onClick(d) }, kids)
    : el("span", { class: cls, role: "img", "aria-label": label, title: label }, kids);
}

export function diceView(roll, onClick) {
  // The generic notation (a roll typed in the chat): every die of every term, dropped ones dim.
  if (roll.expression) {
    return el("div", { class: "dice" }, (roll.terms || []).flatMap((term) => (term.die ? term.dice : []).map((d) => {
      const label = term.die + " " + d.faces.join("+") + (d.kept ? "" : " · " + t("die_dropped"));
      return el("span", { class: "die plain" + (d.kept ? "" : " dropped"), role: "img", "aria-label": label, title: label }, el("b", {}, String(d.value)));
    })));
  }
  if (roll.system && roll.system !== "portal") {
    const sys = roll.system;
    return el("div", { class: "dice" }, (roll.dice || []).map((f) => {
      const face = sys === "fate" ? fudge(f) : String(f);
      const label = (sys === "fate" ? "dF " : "d ") + face;
      return el("span", { class: "die plain " + sys, role: "img", "aria-label": label, title: label }, el("b", {}, face === "0" && sys === "fate" ? " " : face));
    }));
  }
  const notes = roll.notes || [];
  return el("div", { class: "dice" }, (roll.dice || []).map((d, i) => die(d, notes[i], onClick)));
}

// The headline: the roll's explanation (tirada-narrate, beside `data.roll`); the page words no
// roll itself, so a roll no narrator knows shows its dice alone.
function headline(roll, ex) {
  return ex && ex.headline ? el("p", { class: "verdict " + (roll.outcome || "") }, ex.headline) : null;
}

// Dice that changed, as faces: old → new (PORTAL rerolls, a Hitos aspect's rerolled dice).
function moves(roll) {
  const out = [];
  for (const s of roll.steps || []) {
    if (s.step === "repetir") out.push([{ color: s.color, face: s.from }, { color: s.color, face: s.to }]);
    if (s.step === "activacion") for (const x of s.rerolled || []) out.push([{ color: "plain", face: x.from }, { color: "plain", face: x.to }]);
  }
  if (!out.length) return null;
  return el("p", { class: "moves", "aria-label": t("rerolled") }, out.map(([a, b]) =>
    el("span", { class: "move" }, die(a), el("span", { "aria-hidden": "true" }, "→"), die(b))));
}

function advice(roll) {
  const a = roll.advice;
  if (!a) return null;
  if (a.move === "repetir") return el("p", { class: "advice" }, t("advice_reroll") + " " + t(a.color) + " " + a.face + ": " + pct(a.value_now) + " → " + pct(a.value_after));
  return el("p", { class: "advice" }, t("advice_stop") + " (" + pct(a.value_now) + ")");
}

// The card of roll event `e` (or of an answer: `e` then carries seq, kind, data).
export function rollCard(e, opts) {
  opts = opts || {};
  const d = e.data || {};
  const r = d.roll || {};
  const actor = opts.member || {};
  const badges = [];
  const typed = !!(d.typed || r.typed);
  if (typed) badges.push(el("span", { class: "badge typed" }, t("badge_typed")));
  // A roll that is not public says who sees it, in words (issue #16).
  const mode = d.mode || e.mode || (e.hidden || r.hidden ? "gm" : null);
  if (mode && mode !== "public") badges.push(el("span", { class: "badge hidden", "data-mode": mode }, t("mode_" + mode)));
  if (e.kind === "reveal") badges.push(el("span", { class: "badge revealed" }, t("badge_revealed")));
  if (e.kind === "reroll") badges.push(el("span", { class: "badge" }, t("badge_reroll") + (d.roll_event ? " #" + d.roll_event : "")));
  if (e.kind === "roll_amended") badges.push(el("span", { class: "badge" }, t("roll_amended") + " #" + d.roll_event));
  if (e.kind === "against_answered") badges.push(el("span", { class: "badge" }, t("against_answered") + " #" + d.roll_event));
  const head = el("header", { class: "card-head" },
    el("span", { class: "who", style: memberStyle(e.actor) }, actor.name || "?"),
    otherName(d.character, actor.name) ? el("span", { class: "for" }, d.character) : null,
    when(e.at_ms), badges);
  const body = [head];
  if (r.hidden) {
    body.push(el("p", { class: "verdict" }, t("hidden_roll")), el("p", { class: "commitment" }, el("code", {}, String(r.commitment || ""))));
  } else {
    body.push(d.flavour ? el("p", { class: "flavour" }, d.flavour) : null, headline(r, d.explanation), diceView(r, opts.onReroll || null), moves(r));
    const lines = (d.explanation && d.explanation.lines) || [];
    if (lines.length) body.push(el("ul", { class: "lines" }, lines.map((l) => el("li", {}, typeof l === "string" ? l : l.text))));
    if (d.odds) body.push(el("p", { class: "odds-line" }, t("mean") + " " + num(d.odds.mean) + " · " + t("chance_at_least") + " " + pct(d.odds.at_least) +
      " · " + t("chance_exactly") + " " + pct(d.odds.exactly) + " (" + d.odds.exactly + ")"));
    if (opts.advice) body.push(advice(r));
    const left = r.rerolls_left || 0;
    if (opts.onReroll && left > 0) body.push(el("p", { class: "hint" }, t("rerolls_left") + ": " + left + ". " + t("click_reroll")));
  }
  if (opts.extra) body.push(opts.extra);
  const mine = boot.me && e.actor === boot.me.id;
  return el("article", { class: "roll-card" + (mine ? " mine" : "") + (typed ? " typed" : ""), "data-seq": String(e.seq || "") }, body);
}
