//! Linking a channel and its people to a table with one-time codes. The GM's code (made on
//! the table page, `POST /api/tables/{id}/discord/codes`) typed in `/mesa vincular` links the
//! channel and makes a webhook for the table's posts; a member's code typed in `/mesa yo`
//! makes the Discord user that member. A code is stored only as its hash, works once and
//! expires after [`CODE_LIFE`]. `GET /api/tables/{id}/discord` tells the page the channel and
//! the webhook's health. `/mesa revelar` reveals a hidden roll (`modes::reveal`).

use super::seat::{channel_of, refused, seat, No};
use super::{outbox, replies};
use crate::api::steps::Via;
use crate::http::error::{ApiError, ApiResult};
use crate::http::json::Body;
use crate::http::seat::Seat;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use std::time::Duration;
use tirada_dice::Words;
use tirada_discord::model::application::interaction::Interaction;
use tirada_discord::model::http::interaction::InteractionResponse;
use tirada_discord::reply;
use tirada_discord::text::{t, w, Lang};
use tirada_table::discord::{ChannelLink, CodeKind, LinkCode, Outbox};
use tirada_table::{sha256_hex, MemberRole};

/// How long a code works.
pub const CODE_LIFE: Duration = Duration::from_secs(15 * 60);

fn now_ms() -> i64 {
    crate::api::steps::now_ms()
}

/// `/mesa vincular|yo|revelar`.
pub async fn command(
    state: &AppState,
    i: &Interaction,
    sub: &str,
    o: &super::requests::Options,
    lang: Lang,
) -> InteractionResponse {
    match sub {
        "vincular" => link_channel(state, i, o, lang).await,
        "yo" => link_user(state, i, o, lang).await,
        "revelar" => reveal(state, i, o, lang).await,
        _ => reply::refusal(&w(lang, "unknown-command")),
    }
}

/// Uses up a code of `kind`: the code row, or the sentence that refuses it.
async fn take(state: &AppState, o: &super::requests::Options, kind: CodeKind, lang: Lang) -> Result<LinkCode, No> {
    let typed = o
        .get("codigo")
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim()
        .to_lowercase();
    let code = state
        .store
        .links()
        .take_code(&sha256_hex(&typed))
        .await
        .map_err(|_| No::says(lang, "failed"))?;
    match code {
        Some(c) if c.expires_ms >= now_ms() && c.kind == kind => Ok(c),
        _ => Err(No::says(lang, "bad-code")),
    }
}

async fn link_channel(
    state: &AppState,
    i: &Interaction,
    o: &super::requests::Options,
    lang: Lang,
) -> InteractionResponse {
    let Some(channel) = channel_of(i) else {
        return reply::refusal(&w(lang, "channel-not-linked"));
    };
    let code = match take(state, o, CodeKind::Channel, lang).await {
        Ok(c) => c,
        Err(no) => return no.reply(),
    };
    let Ok(table) = crate::http::auth::table(state, &code.table_id).await else {
        return reply::refusal(&w(lang, "bad-code"));
    };
    let members = state.store.members(&table.id).await.unwrap_or_default();
    // Only the GM's code links a channel (the page makes channel codes for the GM alone).
    if !members
        .iter()
        .any(|m| m.id == code.member_id && m.role == MemberRole::Gm)
    {
        return reply::refusal(&w(lang, "bad-code"));
    }
    if table.closed {
        return reply::refusal(&w(lang, "table-closed"));
    }
    let Some(b) = state.discord.as_ref() else {
        return reply::refusal(&w(lang, "failed"));
    };
    // The table's posts go through a webhook, which only the bot's token can make.
    let webhook = match b.rest.has_token() {
        true => match b.rest.create_webhook(&channel, "tirada").await {
            Ok(h) => h.token.map(|token| (h.id.to_string(), token)),
            Err(e) => return reply::refusal(&t(lang, "no-webhook", &[("why", e.to_string().into())])),
        },
        false => None,
    };
    let link = ChannelLink {
        channel_id: channel.clone(),
        guild_id: i.guild_id.map(|g| g.to_string()),
        table_id: table.id.clone(),
        webhook_id: webhook.as_ref().map(|w| w.0.clone()),
        webhook_token: webhook.as_ref().map(|w| w.1.clone()),
        lang: tirada_discord::text::lang_of(i.guild_locale.as_deref().or(i.locale.as_deref()))
            .code()
            .into(),
        chat: o.get("chat").and_then(Value::as_bool).unwrap_or(false),
        linked_ms: now_ms(),
        // From now on: the table's history stays on the table page.
        outbox: Outbox {
            posted_seq: table.last_seq,
            ..Outbox::default()
        },
    };
    let links = state.store.links();
    if links.link_channel(link).await.is_err() {
        return reply::refusal(&w(lang, "failed"));
    }
    // Whoever holds the GM's code is the GM.
    if let Some(user) = i.author_id() {
        let _ = links.link_user(&table.id, &user.to_string(), &code.member_id).await;
    }
    outbox::run(state, &channel);
    let key = if webhook.is_some() {
        "linked"
    } else {
        "linked-no-webhook"
    };
    reply::message(
        &t(
            lang,
            key,
            &[
                ("table", table.name.clone().into()),
                ("system", table.system.title().into()),
            ],
        ),
        vec![],
        false,
    )
}

async fn link_user(state: &AppState, i: &Interaction, o: &super::requests::Options, lang: Lang) -> InteractionResponse {
    let Some(user) = i.author_id() else {
        return reply::refusal(&w(lang, "user-not-linked"));
    };
    let code = match take(state, o, CodeKind::Member, lang).await {
        Ok(c) => c,
        Err(no) => return no.reply(),
    };
    let members = state.store.members(&code.table_id).await.unwrap_or_default();
    let (Some(me), Ok(table)) = (
        members.iter().find(|m| m.id == code.member_id),
        crate::http::auth::table(state, &code.table_id).await,
    ) else {
        return reply::refusal(&w(lang, "bad-code"));
    };
    if state
        .store
        .links()
        .link_user(&table.id, &user.to_string(), &me.id)
        .await
        .is_err()
    {
        return reply::refusal(&w(lang, "failed"));
    }
    reply::message(
        &t(
            lang,
            "you-are",
            &[("member", me.name.clone().into()), ("table", table.name.clone().into())],
        ),
        vec![],
        true,
    )
}

async fn reveal(state: &AppState, i: &Interaction, o: &super::requests::Options, lang: Lang) -> InteractionResponse {
    let seat = match seat(state, i, lang).await {
        Ok(s) => s,
        Err(no) => return no.reply(),
    };
    if seat.table.closed {
        return reply::refusal(&w(lang, "table-closed"));
    }
    let seq = o.get("tirada").and_then(Value::as_i64).unwrap_or(0);
    match crate::api::modes::reveal(state, &seat.table.id, &seat.me, seq, Via::Discord).await {
        Ok(e) => {
            let who = super::seat::actor_name(state, &seat.table.id, e.actor.as_deref()).await;
            reply::message(&replies::roll_text(&who, &e, true, lang), vec![], false)
        }
        Err(e) => refused(e, lang).reply(),
    }
}

/// `POST /api/tables/{id}/discord/codes` `{"kind": "channel"|"member"}`: a one-time code for
/// `/mesa vincular` (the GM's) or `/mesa yo` (the member's own); 201 `{"code","kind",
/// "expires_ms"}`, shown once.
pub async fn post_code(
    State(state): State<AppState>,
    Seat { table, me, .. }: Seat,
    Body(v): Body,
) -> ApiResult<Response> {
    let kind = match v.get("kind").and_then(Value::as_str) {
        Some("channel") => CodeKind::Channel,
        Some("member") | None => CodeKind::Member,
        Some(_) => return Err(ApiError::invalid(Words::key("api-discord-link-kind"), Some("kind"))),
    };
    if kind == CodeKind::Channel && !me.is_gm() {
        return Err(ApiError::forbidden(Words::key("api-discord-link-gm")));
    }
    crate::api::steps::open(&table)?;
    // Ten letters easy to type (no 0/O, 1/l), like an invite code.
    let code = tirada_table::secret::new_invite_code();
    let expires_ms = now_ms() + CODE_LIFE.as_millis() as i64;
    state
        .store
        .links()
        .put_code(LinkCode {
            code_hash: sha256_hex(&code),
            table_id: table.id.clone(),
            member_id: me.id.clone(),
            kind,
            expires_ms,
        })
        .await?;
    Ok((
        StatusCode::CREATED,
        [(header::CACHE_CONTROL, "no-store")],
        Json(json!({"code": code, "kind": kind.word(), "expires_ms": expires_ms})),
    )
        .into_response())
}

/// `GET /api/tables/{id}/discord`: the linked channel and its webhook's health (never the
/// webhook's token), or `{"channel": null}`.
pub async fn get_status(State(state): State<AppState>, Seat { table, .. }: Seat) -> ApiResult<Json<Value>> {
    let link = state.store.links().table_channel(&table.id).await?;
    Ok(Json(json!({"channel": link.map(|l| json!({
        "channel_id": l.channel_id, "guild_id": l.guild_id, "linked_ms": l.linked_ms, "chat": l.chat,
        "lang": l.lang, "webhook": l.webhook_id.is_some(), "posted_seq": l.outbox.posted_seq,
        "last_post_ms": l.outbox.last_post_ms, "last_error": l.outbox.last_error,
    }))})))
}
