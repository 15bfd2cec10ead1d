// @ts-check
/**
 * What the Owlbear Rodeo panel says to the room and hears from it, apart from Owlbear (node
 * tests it): a roll announced to everyone as a small message of what the card shows, a
 * message heard from another panel read back only when it has that shape (anyone in the room
 * can send anything on the channel), and the tirada table a panel may show beside the map.
 */
import { card, escape, SYSTEMS } from "../common/command.mjs";

/** The broadcast channel of tirada's panels (Owlbear asks for a reverse-domain name). */
export const CHANNEL = "es.tirada/roll";

/** Longest text a heard message may carry in any one place. */
const MOST = 400;

/**
 * A roll as the room hears it: who rolled, the system, the explanation and the odds — what
 * the card draws, nothing else of the engine's answer.
 * @typedef {{ name: string, system: string, headline: string, lines: string[],
 *   outcomes: Record<string, string> }} Announcement
 */

/**
 * The announcement of what `play` answered, made by `name`.
 * @param {{ system: string, roll: any, odds: any }} played @param {string} name
 * @returns {Announcement}
 */
export function announce(played, name) {
  const x = played.roll?.explanation ?? {};
  return {
    name,
    system: played.system,
    headline: String(x.headline ?? ""),
    lines: (x.lines ?? []).map(String),
    outcomes: { ...(played.odds?.outcomes ?? {}) },
  };
}

const text = (/** @type {unknown} */ v) => typeof v === "string" && v.length <= MOST;

/**
 * A message heard on the channel, if it is an announcement: otherwise null (it is ignored).
 * @param {unknown} data @returns {Announcement | null}
 */
export function heard(data) {
  if (typeof data !== "object" || data === null) return null;
  const d = /** @type {Record<string, unknown>} */ (data);
  const lines = Array.isArray(d.lines) ? d.lines : null;
  const outcomes = typeof d.outcomes === "object" && d.outcomes !== null && !Array.isArray(d.outcomes) ? d.outcomes : null;
  const fair =
    text(d.name) &&
    typeof d.system === "string" &&
    Object.hasOwn(SYSTEMS, d.system) &&
    text(d.headline) &&
    lines !== null &&
    lines.length <= 20 &&
    lines.every(text) &&
    outcomes !== null &&
    Object.entries(outcomes).length <= 10 &&
    Object.entries(outcomes).every(([k, p]) => /^[a-z]{1,20}$/.test(k) && typeof p === "string" && /^\d{1,40}\/\d{1,40}$/.test(p));
  if (!fair) return null;
  return /** @type {Announcement} */ ({ name: d.name, system: d.system, headline: d.headline, lines, outcomes });
}

/**
 * The room's line for an announcement: who rolled, then the card (every word escaped).
 * @param {Announcement} a @param {(key: string, data?: Record<string, string>) => string} t
 * @param {string} lang
 */
export function entry(a, t, lang) {
  const played = {
    system: a.system,
    roll: { explanation: { headline: a.headline, lines: a.lines } },
    odds: { outcomes: a.outcomes },
  };
  return `<p class="by">${escape(t("TIRADA.Panel.By", { name: a.name }))}</p>${card(played, t, lang)}`;
}

/**
 * A tirada table's embed link (`https://HOST/embed/mesa/ID#TOKEN`, what `tirada serve
 * --incrustar-en` serves), or null when the text is not one.
 * @param {string} value @returns {URL | null}
 */
export function embedLink(value) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const fits = /^https?:$/.test(url.protocol) && /^\/embed\/mesa\/[A-Za-z0-9_-]+$/.test(url.pathname) && url.hash.length > 1;
  return fits ? url : null;
}
