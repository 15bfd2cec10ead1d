// @ts-check
/**
 * A tirada table a VTT is linked to: by the link the table gives for embedding
 * (`https://HOST/embed/mesa/ID#clave=TOKEN`, served by `tirada serve --incrustar-en ORIGIN`,
 * docs/contract.md), whose fragment is a member's token. A roll sent there is made by the
 * table's server — the authority, its log, its fairness check — with that token as a bearer
 * (CORS grants it to the listed origin, never a cookie); odds stay in the browser.
 */
import { reader } from "./command.mjs";

/** @typedef {{ origin: string, id: string, token: string }} Table */

/**
 * A refusal of the table's server: its sentence in the reader's language (`status` 0: the
 * server could not be reached, and there is no sentence; see {@link sentence}).
 */
export class TableError extends Error {
  /** @param {string} message @param {number} status */
  constructor(message, status) {
    super(message);
    this.name = "TableError";
    this.status = status;
  }
}

/**
 * The table an embed link names, or null when the text is not one.
 * @param {string} value @returns {Table | null}
 */
export function linked(value) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const id = /^\/embed\/mesa\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1];
  const token = new URLSearchParams(url.hash.slice(1)).get("clave");
  if (!/^https?:$/.test(url.protocol) || !id || !token) return null;
  return { origin: url.origin, id, token };
}

/** The embed view of a table, for a frame (the token stays in the fragment). */
export function view(/** @type {Table} */ t) {
  return `${t.origin}/embed/mesa/${t.id}#clave=${encodeURIComponent(t.token)}`;
}

/**
 * Rolls `request` at the table (`POST /api/tables/{id}/rolls`), as the link's member, for
 * `character` when given (a player rolls for their own): `{roll, explanation, …}` as the API
 * answers, the explanation in the reader's language; a refusal is a {@link TableError}.
 * @param {Table} t @param {Record<string, unknown>} request @param {string} lang
 * @param {{ character?: string, fetch?: typeof fetch }} [options]
 */
export async function rollAt(t, request, lang, options = {}) {
  const body = { request, ...(options.character ? { character_id: options.character } : {}) };
  const english = reader(lang) === "en";
  const res = await (options.fetch ?? fetch)(`${t.origin}/api/tables/${t.id}/rolls?lang=${reader(lang)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${t.token}`, "content-type": "application/json", "accept-language": reader(lang) },
    body: JSON.stringify(body),
  }).catch(() => {
    throw new TableError("", 0);
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) {
    const said = (english && answer.error_en) || answer.error || `HTTP ${res.status}`;
    throw new TableError(String(said), res.status);
  }
  return answer;
}

/**
 * What to tell the reader of a table's refusal: the server's sentence, or that it could not be
 * reached (the module's words, `t`).
 * @param {TableError} e @param {(key: string, data?: Record<string, string>) => string} t
 */
export function sentence(e, t) {
  return e.status === 0 ? t("TIRADA.Error.Unreachable") : e.message;
}
