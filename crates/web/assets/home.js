// The home page: only the chosen system's ruleset fields are shown.
const sel = document.getElementById("system");
const show = () => document.querySelectorAll(".ruleset").forEach((f) => (f.hidden = f.dataset.system !== sel.value));
sel.addEventListener("change", show);
show();
