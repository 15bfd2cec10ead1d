// tirada — who is at the table now: the event stream names the members connected (a
// `presence` event whenever that changes); each reads as their colour *and* a letter in a
// shape (a square for the GM, a circle for players), so colour is never the only sign.
import { t, $, el, memberStyle } from "./ui.js";

// A member's mark: their initial on their colour.
export function avatar(m) {
  const initial = (String(m.name || "?").trim()[0] || "?").toUpperCase();
  return el("span", { class: "avatar" + (m.role === "gm" ? " gm" : ""), style: memberStyle(m.id), "aria-hidden": "true" }, initial);
}

export function presence(store) {
  let online = new Set();
  // The strip above the screens: who is here now, in the members' order.
  function render() {
    const here = [...store.members.values()].filter((m) => online.has(m.id));
    const strip = $("#presence");
    if (strip) {
      strip.replaceChildren(el("span", { class: "label" }, t("here_now") + ":"),
        ...here.map((m) => el("span", { class: "present", "data-member": m.id, title: m.name }, avatar(m), el("span", { class: "name" }, m.name))));
      strip.hidden = !here.length;
    }
    for (const li of document.querySelectorAll("#members li[data-member]")) {
      const on = online.has(li.dataset.member);
      li.classList.toggle("online", on);
      const mark = $(".status", li);
      if (mark) mark.replaceChildren(el("span", { "aria-hidden": "true" }, on ? "●" : "○"), " " + t(on ? "online" : "offline"));
    }
  }
  return {
    render,
    // The stream's `presence` event: `{"online": [member ids]}`.
    listen(source) { source.addEventListener("presence", (m) => { online = new Set(JSON.parse(m.data).online || []); render(); }); },
  };
}
