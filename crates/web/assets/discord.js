// tirada — the table's Discord card: the linked channel and its webhook's health (last post,
// last error), and the one-time codes for /mesa vincular (the GM's) and /mesa yo (anyone's
// own), shown once: the server keeps only their hashes.
import { t, $, el, api, when } from "./ui.js";

export function discord() {
  const card = $("#discord-card");
  if (!card) return { refresh() {} };
  const status = $("#discord-status", card);
  const shown = $("#discord-code", card);
  async function refresh() {
    try {
      const { channel: c } = await api("/discord");
      if (!c) { status.replaceChildren(t("discord_none")); return; }
      const health = c.last_error
        ? el("span", { class: "form-error" }, t("discord_error") + ": " + c.last_error)
        : c.last_post_ms ? el("span", {}, t("discord_last_post") + " ", when(c.last_post_ms)) : el("span", {}, t("discord_no_post"));
      status.replaceChildren(t("discord_linked") + " ", el("code", {}, c.channel_id), " · ",
        c.webhook ? health : el("span", { class: "form-error" }, t("discord_no_webhook")));
    } catch (e) { status.replaceChildren(e.message); }
  }
  async function code(kind, command) {
    try {
      const r = await api("/discord/codes", "POST", { kind });
      shown.replaceChildren(t(kind === "channel" ? "discord_channel_hint" : "discord_member_hint") + " ",
        el("code", {}, command + " codigo:" + r.code), " · ", t("discord_expires"), " ", when(r.expires_ms));
      shown.hidden = false;
    } catch (e) { shown.replaceChildren(el("span", { class: "form-error", role: "alert" }, e.message)); shown.hidden = false; }
  }
  const gm = $("#discord-channel-code", card);
  if (gm) gm.addEventListener("click", () => code("channel", "/mesa vincular"));
  const me = $("#discord-my-code", card);
  if (me) me.addEventListener("click", () => code("member", "/mesa yo"));
  refresh();
  return { refresh };
}
