// @ts-check
/**
 * tirada in Foundry VTT: the chat's `/tirada …` command for PORTAL, Hitos, Fate «La Escalera»,
 * CHASIS and MIRILLA, played on tirada's engine inside the browser (no server), its result a
 * chat card with the explanation and the exact odds — or, with a tirada table linked in the
 * module's settings, rolled by that table's server. The command itself is
 * `command.mjs`; this file is what only Foundry has: its hooks, settings, language and chat.
 */
import { load, EngineError } from "../engine/tirada.js";
import { parse, play, card, note, CommandError } from "./command.mjs";
import { linked, rollAt, sentence, TableError } from "./table.mjs";

/** @type {import("../engine/tirada.js").Engine | null} */
let engine = null;

/** A sentence of the module's language files. */
const t = (/** @type {string} */ key, /** @type {Record<string, string>} */ data = {}) => game.i18n?.format(key, data) ?? key;

Hooks.once("init", () => {
  // Each player's own: a personal link is a member's credential, never the world's.
  for (const [key, name] of [
    ["mesa", "Table"],
    ["personaje", "Character"],
  ]) {
    // @ts-expect-error the module's settings are not declared to foundry-vtt-types' registry
    game.settings?.register("tirada", key, {
      // Keys: Foundry words a setting's name and hint when it shows them (translations are
      // not loaded yet at `init`).
      name: `TIRADA.Settings.${name}`,
      hint: `TIRADA.Settings.${name}Hint`,
      scope: "client",
      config: true,
      type: String,
      default: "",
    });
  }
});

Hooks.once("ready", async () => {
  engine = await load(new URL("../engine/tirada.wasm", import.meta.url));
});

/** A setting of this module (empty when unset). */
// @ts-expect-error the module's settings are not declared to foundry-vtt-types' registry
const setting = (/** @type {string} */ key) => String(game.settings?.get("tirada", key) ?? "");

/** Says `content` in the chat as the speaker. */
async function say(/** @type {string} */ content) {
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker() });
}

/**
 * The card of a command: a roll made by the linked table when there is one (the odds still
 * from the engine here), played here otherwise.
 * @param {import("./command.mjs").Command} command @param {string} lang
 * @param {import("../engine/tirada.js").Engine} engine
 */
async function answer(command, lang, engine) {
  try {
    const table = linked(setting("mesa"));
    const character = setting("personaje") || undefined;
    const made = command.mode === "roll" && table ? await rollAt(table, command.request, lang, { character }) : undefined;
    return card(play(engine, command, lang, made), t, lang);
  } catch (e) {
    if (e instanceof EngineError) return note(e.message, true);
    if (e instanceof TableError) return note(sentence(e, t), true);
    throw e;
  }
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
  if (command.mode === "help") void say(note(t("TIRADA.Help")));
  else if (!engine) ui.notifications?.warn(t("TIRADA.Loading"));
  else void answer(command, lang, engine).then(say);
  return false;
});
