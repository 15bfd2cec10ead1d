// @ts-check
/**
 * tirada beside the map in Owlbear Rodeo: the panel of the extension's action. A line as in
 * Foundry's chat (`portal malestar=1 dif=4`) is rolled or priced on tirada's engine in the
 * browser, its card shown here and announced to everyone in the room, whose panels list it;
 * a tirada table's embed link shows that table too. What is said and heard is `room.mjs`,
 * the command `../common/command.mjs`; this file is Owlbear's SDK and the page.
 */
import OBR from "@owlbear-rodeo/sdk";
import { load, EngineError } from "../../crates/wasm/js/tirada.js";
import { parse, play, card, note, wording, CommandError } from "../common/command.mjs";
import { CHANNEL, announce, heard, entry, embedLink } from "./room.mjs";

const lang = navigator.language || "es";
const file = await (await fetch(new URL(`./lang/${lang.startsWith("en") ? "en" : "es"}.json`, import.meta.url))).json();
const t = wording(file);
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
document.documentElement.lang = lang.startsWith("en") ? "en" : "es";
for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(`TIRADA.Panel.${/** @type {HTMLElement} */ (e).dataset.t}`);
/** @type {HTMLInputElement} */ ($("line")).placeholder = t("TIRADA.Panel.Placeholder");

const engine = await load(new URL("./tirada.wasm", import.meta.url));
const room = $("room");

/** The room's list, newest first. */
function list(/** @type {string} */ html) {
  $("empty").hidden = true;
  const li = document.createElement("li");
  li.innerHTML = html;
  room.prepend(li);
}

/** Plays the line as `mode` asks; the card here, the roll to the room. */
async function go(/** @type {"roll" | "odds"} */ mode) {
  const out = $("result");
  const value = /** @type {HTMLInputElement} */ ($("line")).value;
  try {
    const command = parse(`/tirada ${mode === "odds" ? "odds " : ""}${value}`);
    if (!command || command.mode === "help") {
      out.innerHTML = note(t("TIRADA.Help"));
      return;
    }
    const played = play(engine, command, lang);
    out.innerHTML = card(played, t, lang);
    if (played.roll && OBR.isReady) {
      const said = announce(played, await OBR.player.getName());
      await OBR.broadcast.sendMessage(CHANNEL, said, { destination: "ALL" });
    }
  } catch (e) {
    if (e instanceof CommandError) out.innerHTML = note(t(`TIRADA.Error.${e.key}`, e.data), true);
    else if (e instanceof EngineError) out.innerHTML = note(e.message, true);
    else throw e;
  }
}

$("form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  void go("roll");
});
$("odds").addEventListener("click", () => void go("odds"));

// The linked table: its embed link kept on this device, shown in a frame.
const link = /** @type {HTMLInputElement} */ ($("link"));
function show(/** @type {string} */ value) {
  const url = embedLink(value);
  $("link-error").textContent = value && !url ? t("TIRADA.Panel.LinkBad") : "";
  const frame = /** @type {HTMLIFrameElement} */ ($("table"));
  frame.hidden = !url;
  if (url) frame.src = url.href;
  if (url || !value) localStorage.setItem("tirada-link", value);
}
link.value = localStorage.getItem("tirada-link") ?? "";
show(link.value);
link.addEventListener("change", () => show(link.value));

OBR.onReady(() => {
  OBR.broadcast.onMessage(CHANNEL, (event) => {
    const said = heard(event.data);
    if (said) list(entry(said, t, lang));
  });
});
