// @ts-check
/**
 * tirada in Foundry VTT: the chat's `/tirada …` command for PORTAL, Hitos, Fate «La Escalera»,
 * CHASIS and MIRILLA, played on tirada's engine inside the browser (no server), its result a
 * chat card with the explanation and the exact odds. The command itself is `command.mjs`;
 * this file is what only Foundry has: its hooks, its language, its chat.
 */
import { load, EngineError } from "../engine/tirada.js";
import { parse, play, card, note, CommandError } from "./command.mjs";

/** @type {import("../engine/tirada.js").Engine | null} */
let engine = null;

Hooks.once("ready", async () => {
  engine = await load(new URL("../engine/tirada.wasm", import.meta.url));
});

/** A sentence of the module's language files. */
const t = (/** @type {string} */ key, /** @type {Record<string, string>} */ data = {}) => game.i18n?.format(key, data) ?? key;

/** Says `content` in the chat as the speaker. */
async function say(/** @type {string} */ content) {
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker() });
}

// A chat line that is `/tirada …` is the module's: Foundry does not post it as typed.
Hooks.on("chatMessage", (/** @type {unknown} */ _log, /** @type {string} */ line) => {
  let command;
  try {
    command = parse(line);
  } catch (e) {
    if (!(e instanceof CommandError)) throw e;
    void say(note(t(`TIRADA.Error.${e.key}`, e.data), true));
    return false;
  }
  if (!command) return true;
  const lang = game.i18n?.lang ?? "es";
  if (command.mode === "help") {
    void say(note(t("TIRADA.Help")));
  } else if (!engine) {
    ui.notifications?.warn(t("TIRADA.Loading"));
  } else {
    try {
      void say(card(play(engine, command, lang), t, lang));
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      void say(note(e.message, true));
    }
  }
  return false;
});
