//! A roll's mode (issue #16): who may ask for which, what a roll that is not public keeps
//! sealed, and its effects on a character, which wait for the reveal — a state changed at
//! once would show the hidden outcome to every player (issue #13 point 5).

use crate::api::steps::roll_and_chain;
use crate::api::steps::{draft, Via};
use crate::http::error::{ApiError, ApiResult};
use crate::http::extract::Path;
use crate::http::json::present;
use crate::http::seat::Seat;
use crate::live::append::append_settled;
use crate::live::view::{self, Mode};
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Map, Value};
use tirada_dice::Words;
use tirada_table::{Event, Member, Mutation, TableInfo};

/// The mode a roll asks for: `"mode"`, or the older `"hidden": true` (the GM's hidden roll).
pub fn asked(me: &Member, v: &Value) -> ApiResult<Mode> {
    let hidden = match present(v, "hidden") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err(ApiError::invalid(Words::key("api-mode-hidden"), Some("hidden"))),
    };
    let mode = match present(v, "mode") {
        None if hidden => Mode::Gm,
        None => Mode::Public,
        Some(m) => m
            .as_str()
            .and_then(Mode::from_word)
            .ok_or_else(|| ApiError::invalid(Words::key("api-mode-unknown"), Some("mode")))?,
    };
    if hidden && mode == Mode::Public {
        return Err(ApiError::invalid(Words::key("api-mode-hidden-public"), Some("mode")));
    }
    if mode == Mode::Gm {
        tirada_table::play::who::may_roll_for_gm_only(me)?;
    }
    Ok(mode)
}

/// Seals a roll that is not public: its mode, who besides the GM sees it whole (the roller of
/// a `self` roll), and the commitment players see of all of it with the nonce that opens it
/// ([`tirada_table::seal`]). The last thing done to a roll's data before it is written.
pub fn seal(data: &mut Value, mode: Mode, roller: &str) {
    if mode == Mode::Public {
        return;
    }
    data["mode"] = json!(mode.word());
    if mode == Mode::Own {
        data["seen_by"] = json!([roller]);
    }
    tirada_table::seal::seal(data);
}

/// The state a revealed roll leaves: what it did (`before` → `after`) applied to the
/// character as it is `now`. When nothing else changed the character meanwhile that is
/// `after`; otherwise every number the roll moved moves by as much from `now` (never below
/// zero), and any other value it changed takes the roll's.
pub fn three_way(before: &Value, after: &Value, now: &Value) -> Value {
    three_way_flagged(before, after, now, "").0
}

/// [`three_way`], and the keys (dotted paths) where the move no longer fits what the
/// character holds now and stops at zero: a reveal says so rather than clamp silently.
pub fn three_way_flagged(before: &Value, after: &Value, now: &Value, at: &str) -> (Value, Vec<String>) {
    if now == before {
        return (after.clone(), Vec::new());
    }
    match (before, after, now) {
        (Value::Object(b), Value::Object(a), Value::Object(n)) => {
            let mut out: Map<String, Value> = n.clone();
            let mut flagged = Vec::new();
            for (k, av) in a {
                let bv = b.get(k).unwrap_or(&Value::Null);
                if bv == av {
                    continue;
                }
                let path = if at.is_empty() { k.clone() } else { format!("{at}.{k}") };
                let merged = match n.get(k) {
                    Some(nv) => {
                        let (v, f) = three_way_flagged(bv, av, nv, &path);
                        flagged.extend(f);
                        v
                    }
                    None => av.clone(),
                };
                out.insert(k.clone(), merged);
            }
            // A number the roll's own state leaves out is 0 there: what the reserve held (a
            // lost luck die tempted, issue 25 point 18) is released.
            for (k, bv) in b.iter().filter(|(k, _)| !a.contains_key(*k)) {
                if let (Some(held), Some(now)) = (bv.as_i64(), n.get(k).and_then(Value::as_i64)) {
                    match now - held {
                        left if left > 0 => out.insert(k.clone(), json!(left)),
                        _ => out.remove(k),
                    };
                }
            }
            (Value::Object(out), flagged)
        }
        (Value::Number(b), Value::Number(a), Value::Number(n)) => match (b.as_i64(), a.as_i64(), n.as_i64()) {
            (Some(b), Some(a), Some(n)) if n + a - b < 0 => (json!(0), vec![at.to_string()]),
            (Some(b), Some(a), Some(n)) => (json!(n + a - b), Vec::new()),
            _ => (after.clone(), Vec::new()),
        },
        _ => (after.clone(), Vec::new()),
    }
}

/// What a reveal shows of the rerolls made of the hidden roll before it: each one's roll,
/// chain, the nonce that opens its own commitment and all it committed (`contents`), so the
/// roll is shown as it stands and `tirada verify` checks every version.
fn opened(rerolls: &[&Event]) -> Vec<Value> {
    rerolls
        .iter()
        .map(|x| {
            json!({"seq": x.seq, "roll": x.data["roll"], "chain": x.data["chain"],
                   "nonce": x.data["nonce"], "commitment": x.data["commitment"],
                   "contents": tirada_table::seal::contents(&x.data)})
        })
        .collect()
}

/// `POST …/rolls/{seq}/reveal`: the GM (or the roller of a `self` roll) shows a roll that was
/// not public — its contents, the nonce that recomputes the commitment and the rerolls made of
/// it meanwhile (`rerolls`); what it did to the character happens now.
pub async fn post_reveal(
    State(state): State<AppState>,
    Path((_, seq)): Path<(String, i64)>,
    Seat { table, me, lang }: Seat,
) -> ApiResult<Response> {
    let e = reveal(&state, &table.id, &me, seq, Via::Web).await?;
    let shown = view::shown_roll(&e.data);
    let mut answer = json!({"event_id": e.seq.to_string(), "roll": e.data["roll"],
                            "explanation": view::explanation(shown, lang)});
    if let Some(r) = e.data.get("rerolls") {
        answer["rerolls"] = r.clone();
    }
    if let Some(keys) = e.data.get("flagged").and_then(Value::as_array) {
        let keys: Vec<&str> = keys.iter().filter_map(Value::as_str).collect();
        let l = crate::pages::i18n::Lang::from_code(Some(lang.code()));
        answer["flagged"] = json!({"keys": keys, "text": format!("{} {}", l.t("reveal_flagged"), keys.join(", "))});
    }
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

/// The reveal of roll `seq` that `me` asks for, for every front end.
pub async fn reveal(state: &AppState, id: &str, me: &Member, seq: i64, via: Via) -> ApiResult<Event> {
    let st = state.clone();
    // Who may reveal does not depend on the language of an explanation.
    let lang = tirada_narrate::Lang::Es;
    append_settled(state, id, async |_: &TableInfo, _| {
        let (roll, _, related) = roll_and_chain(&st, id, seq).await?;
        let mine = view::mode(&roll) == Mode::Own && view::sees(&roll, &view::Audience::of(me, lang));
        if !mine {
            tirada_table::play::who::gm_only(me, tirada_table::play::who::GmOnly::Reveal)?;
        }
        if !roll.hidden {
            return Err(ApiError::invalid(
                Words::key("api-reveal-not-hidden").arg("seq", seq),
                None,
            ));
        }
        if related.iter().any(|x| x.kind == "reveal") {
            return Err(ApiError::invalid(Words::key("api-reveal-done").arg("seq", seq), None));
        }
        let rerolls: Vec<&Event> = related.iter().filter(|x| x.kind == "reroll").collect();
        let mut data = json!({"roll_event": seq, "request": roll.data["request"], "roll": roll.data["roll"],
                          "nonce": roll.data["nonce"], "commitment": roll.data["commitment"],
                          "character": roll.data.get("character"),
                          "contents": tirada_table::seal::contents(&roll.data)});
        if !rerolls.is_empty() {
            data["rerolls"] = json!(opened(&rerolls));
        }
        if roll.data["typed"] == true || rerolls.iter().any(|x| x.data["typed"] == true) {
            data["typed"] = json!(true);
        }
        let latest = rerolls.last().copied().unwrap_or(&roll);
        let muts = match (&roll.character_id, latest.data.get("state").filter(|s| !s.is_null())) {
            (Some(cid), Some(after)) => match crate::api::steps::character(&st, id, cid).await? {
                Some(c) => {
                    // What the request spent was reserved at roll time (issue 25 point 18): the
                    // reveal moves the rest from where the character stands now.
                    let base = roll.data.get("state_reserved").unwrap_or(&roll.data["state_before"]);
                    let (next, flagged) = three_way_flagged(base, after, &c.state, "");
                    if !flagged.is_empty() {
                        data["flagged"] = json!(flagged);
                    }
                    data["state_before"] = c.state.clone();
                    data["state"] = next.clone();
                    vec![Mutation::SetState {
                        id: c.id.clone(),
                        state: next,
                    }]
                }
                None => vec![],
            },
            _ => vec![],
        };
        via.mark(&mut data);
        Ok((draft("reveal", me, roll.character_id.as_deref(), data), muts))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_revealed_roll_moves_the_state_from_where_it_is_now() {
        let before = json!({"pp": 3, "estres": {"salud": "..."}, "suerte": 2});
        let after = json!({"pp": 1, "estres": {"salud": "..."}, "suerte": 2});
        // Nothing changed meanwhile: the roll's own state.
        assert_eq!(three_way(&before, &after, &before), after);
        // A hit and a luck die spent meanwhile stay; the roll's two PP are spent on top.
        let now = json!({"pp": 2, "estres": {"salud": "x.."}, "suerte": 1});
        assert_eq!(
            three_way(&before, &after, &now),
            json!({"pp": 0, "estres": {"salud": "x.."}, "suerte": 1})
        );
        // Never below zero.
        let spent = json!({"pp": 0, "estres": {"salud": "..."}, "suerte": 2});
        assert_eq!(three_way(&before, &after, &spent)["pp"], 0);
        // ...and the reveal says where it stopped (issue 25 point 18).
        let (_, flagged) = three_way_flagged(&before, &after, &spent, "");
        assert_eq!(flagged, ["pp"]);
        assert!(three_way_flagged(&before, &after, &now, "").1.is_empty());
    }
}
