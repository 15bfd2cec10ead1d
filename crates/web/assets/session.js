// tirada — «Terminar la sesión» (issue 32): the GM's form sends the recap, the private notes and
// the books' boundary as the GM chose it; the page reloads into the next session when the
// `session_ended` event arrives (app.js), for everyone at the table.

import { $, api } from "./ui.js";

export function sessionForm(notice) {
  const form = $("#session-form");
  if (!form) return;
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = form.elements;
    const fin = { aventura: f.aventura.checked };
    for (const k of ["refresco", "sin_descanso", "pp_sesion"]) if (f[k]) fin[k] = f[k].checked;
    const body = { recap: f.recap.value, fin };
    if (f.notes.value.trim()) body.notes = f.notes.value;
    const error = $(".form-error", form);
    error.textContent = "";
    try {
      await api("/sessions/end", "POST", body);
    } catch (e) {
      error.textContent = e.message;
      notice(e.message);
    }
  });
}
