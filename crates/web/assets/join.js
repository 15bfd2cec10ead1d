// tirada — the join page: opened from a personal link (`#clave=…`, after a redirect from the
// table), it trades the secret for the cookie and goes back to the table as that member.
import { $, t } from "./ui.js";
import { keyInFragment, exchange } from "./identity.js";
import { recoverForm } from "./recovery.js";

const form = $("#join-form");
const key = keyInFragment();
if (form && key) {
  const id = form.dataset.table;
  const status = $("#link-status");
  status.textContent = t("link_checking");
  exchange(id, key).then((ok) => {
    if (ok) location.replace("/mesa/" + encodeURIComponent(id));
    else { status.textContent = t("link_invalid"); history.replaceState(null, "", location.pathname + location.search); }
  });
}
recoverForm();
