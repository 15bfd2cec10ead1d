// tirada — the home page: the chosen system's ruleset options, and «mis mesas», the tables this
// browser has opened (read from localStorage; the cookies are what grant access).
import { t, $, el } from "./ui.js";
import { knownTables } from "./identity.js";
import { recoverForm } from "./recovery.js";

const sel = $("#system");
if (sel) {
  const show = () => document.querySelectorAll(".ruleset").forEach((f) => (f.hidden = f.dataset.system !== sel.value));
  sel.addEventListener("change", show);
  show();
}
const list = $("#my-tables");
const known = knownTables();
if (list && known.length) {
  list.append(el("h2", {}, t("my_tables")), el("ul", { class: "my-tables" }, known.map((m) =>
    el("li", {}, el("a", { href: "/mesa/" + encodeURIComponent(m.id) }, m.name), " ",
      el("small", {}, [m.system, t(m.role === "gm" ? "gm" : "player"), m.closed ? t("closed") : null].filter(Boolean).join(" · "))))));
  list.hidden = false;
}
recoverForm();
