// tirada — a character's sheet on paper (issue 27, «Sheets on paper»): «Imprimir» lays the
// sheet out as its book's sheet — the sections in the book's order (sheetlayout.js), tracks as
// boxes, no controls — in a page of its own that only the print stylesheet shows (app.css,
// `@media print`), then asks the browser to print it, on A4 or Letter alike.
import { boot, t, el } from "./ui.js";
import { LAYOUT, trackRows, choicesAt, optionWords, portalSections } from "./sheetlayout.js";
import { words, brief } from "./sheetview.js";

// The sheet's sections: (title, rows), each row (what, text or boxes), in the book's order;
// the keys no section names go to «Otros», the state's own keys are drawn by its tracks.
function sections(system, c) {
  const s = c.sheet || {};
  if (system === "portal") return portalSections(s, c.state);
  const layout = LAYOUT[system] || [];
  const state = new Set(Object.keys(c.state || {}));
  // A yes is ticked; a no is left out, as an unticked box on the book's sheet.
  const value = (k) => (s[k] === true ? "✓" : typeof s[k] === "string" && choicesAt(system, k) ? optionWords(s[k]) : brief(s[k]));
  const row = (k) => [words(k), value(k)];
  const named = new Set(layout.flatMap((x) => x.keys));
  // A key its track draws prints only what the track leaves out (CHASIS' «Estado»: its
  // transient qualities, not its energy and harm again).
  const rest = (sec, tracks) => sec.keys.filter((k) => k !== "nombre" && k in s && !state.has(k)).flatMap((k) => {
    const drawn = tracks.length && (sec.drawn || {})[k];
    if (!drawn) return [row(k)];
    return Object.keys(s[k] || {}).filter((x) => !drawn.includes(x)).map((x) => [words(x), brief(s[k][x])]);
  });
  const out = layout.map((sec) => {
    const tracks = sec.track ? trackRows(system, c.state) : [];
    const blanks = (sec.blanks || []).map((b) => [t(b), el("span", { class: "blank" })]);
    return [t(sec.title), [...tracks, ...rest(sec, tracks), ...blanks]];
  });
  const others = Object.keys(s).filter((k) => k !== "nombre" && !named.has(k) && !state.has(k));
  if (others.length) out.push([t("sheet_sec_other"), others.map(row)]);
  return out;
}

// The printed page: the character's name and system, then each section with something in it.
function page(system, c) {
  const parts = sections(system, c)
    .map(([title, rows, cls]) => [title, rows.filter(([, v]) => v), cls])
    .filter(([, rows]) => rows.length)
    .map(([title, rows, cls]) => el("section", cls ? { class: cls } : {}, el("h2", {}, title),
      el("dl", {}, rows.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)]))));
  return el("article", { id: "print-sheet", lang: boot.lang },
    el("header", {}, el("h1", {}, c.name), el("p", {}, t("print_system_" + system) + " · " + (boot.table || {}).name)),
    ...parts);
}

export function printSheet(system, c) {
  const old = document.getElementById("print-sheet");
  if (old) old.remove();
  document.body.append(page(system, c));
  document.body.classList.add("printing");
  window.print();
}

// The button on a sheet's view.
export function printButton(system, c) {
  return el("button", { type: "button", class: "secondary print-button", "data-print": c.id, onclick: () => printSheet(system, c) }, t("print"));
}

// Once printed, the page prints as itself again (Ctrl+P prints the table).
window.addEventListener("afterprint", () => document.body.classList.remove("printing"));
