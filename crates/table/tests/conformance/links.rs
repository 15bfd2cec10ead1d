//! The Discord side of both stores (`tirada_table::discord`): a code works once, a link
//! replaces the channel's and the table's earlier one, the outbox survives reopening and only
//! one holder posts at a time.

use super::{ana_joins, new_table, Fresh};
use tirada_table::discord::{ChannelLink, CodeKind, LinkCode, Outbox};
use tirada_table::sha256_hex;

crate::conformance!(
    a_code_works_once_and_a_new_one_replaces_the_old,
    a_channel_link_replaces_the_channels_and_the_tables_and_keeps_its_outbox,
    one_holder_posts_a_channel_at_a_time,
    a_discord_user_is_one_member_of_a_table,
);

fn code(table: &str, member: &str, kind: CodeKind, text: &str) -> LinkCode {
    LinkCode {
        code_hash: sha256_hex(text),
        table_id: table.into(),
        member_id: member.into(),
        kind,
        expires_ms: 5_000,
    }
}

fn link(channel: &str, table: &str) -> ChannelLink {
    ChannelLink {
        channel_id: channel.into(),
        guild_id: Some("g1".into()),
        table_id: table.into(),
        webhook_id: Some("w1".into()),
        webhook_token: Some("secreto".into()),
        lang: "es".into(),
        chat: false,
        linked_ms: 1_000,
        outbox: Outbox {
            posted_seq: 1,
            ..Outbox::default()
        },
    }
}

async fn a_code_works_once_and_a_new_one_replaces_the_old(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("t")).await.unwrap();
    let links = store.links();
    links
        .put_code(code("t", "gm-t", CodeKind::Channel, "uno"))
        .await
        .unwrap();
    // A new channel code of the same member replaces the first; a member code lives beside it.
    links
        .put_code(code("t", "gm-t", CodeKind::Channel, "dos"))
        .await
        .unwrap();
    links
        .put_code(code("t", "gm-t", CodeKind::Member, "tres"))
        .await
        .unwrap();
    assert_eq!(links.take_code(&sha256_hex("uno")).await.unwrap(), None);
    let taken = links.take_code(&sha256_hex("dos")).await.unwrap().unwrap();
    assert_eq!(taken, code("t", "gm-t", CodeKind::Channel, "dos"));
    assert_eq!(links.take_code(&sha256_hex("dos")).await.unwrap(), None);
    assert_eq!(
        links.take_code(&sha256_hex("tres")).await.unwrap().map(|c| c.kind),
        Some(CodeKind::Member)
    );
}

async fn a_channel_link_replaces_the_channels_and_the_tables_and_keeps_its_outbox(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("a")).await.unwrap();
    store.create_table(new_table("b")).await.unwrap();
    let links = store.links();
    links.link_channel(link("c1", "a")).await.unwrap();
    assert_eq!(links.channel("c1").await.unwrap(), Some(link("c1", "a")));
    // The table moves to another channel: c1 is no longer linked.
    links.link_channel(link("c2", "a")).await.unwrap();
    assert_eq!(links.channel("c1").await.unwrap(), None);
    assert_eq!(links.table_channel("a").await.unwrap().unwrap().channel_id, "c2");
    // The channel is linked to another table: table a has none.
    links.link_channel(link("c2", "b")).await.unwrap();
    assert_eq!(links.table_channel("a").await.unwrap(), None);
    links.link_channel(link("c3", "a")).await.unwrap();
    let all: Vec<_> = links
        .channels()
        .await
        .unwrap()
        .into_iter()
        .map(|l| l.channel_id)
        .collect();
    assert_eq!(all, ["c2", "c3"]);
    let sent = Outbox {
        posted_seq: 7,
        pending_last: Some(9),
        last_post_ms: Some(2_000),
        last_error: Some("429".into()),
    };
    assert!(links.set_outbox("c3", "a", sent.clone()).await.unwrap());
    // Not for a table the channel is no longer linked to.
    assert!(!links.set_outbox("c3", "b", Outbox::default()).await.unwrap());
    drop(store);
    let again = db.open().await;
    assert_eq!(again.links().channel("c3").await.unwrap().unwrap().outbox, sent);
}

async fn one_holder_posts_a_channel_at_a_time(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("t")).await.unwrap();
    let links = store.links();
    links.link_channel(link("c", "t")).await.unwrap();
    assert!(links.claim_outbox("c", "uno", 100, 200).await.unwrap());
    assert!(!links.claim_outbox("c", "dos", 150, 250).await.unwrap());
    // The holder renews; the other takes over once the right has run out.
    assert!(links.claim_outbox("c", "uno", 190, 300).await.unwrap());
    assert!(!links.claim_outbox("c", "dos", 250, 350).await.unwrap());
    assert!(links.claim_outbox("c", "dos", 301, 400).await.unwrap());
    assert!(!links.claim_outbox("otro", "dos", 301, 400).await.unwrap());
}

async fn a_discord_user_is_one_member_of_a_table(db: Fresh) {
    let store = db.open().await;
    store.create_table(new_table("t")).await.unwrap();
    let player = ana_joins();
    let draft = tirada_table::EventDraft {
        kind: "member_joined",
        actor: None,
        character_id: None,
        hidden: false,
        data: serde_json::json!({}),
        at_ms: 0,
        prev: None,
    };
    store.append("t", 2, draft, vec![player]).await.unwrap();
    let links = store.links();
    assert_eq!(links.linked_member("t", "u1").await.unwrap(), None);
    links.link_user("t", "u1", "gm-t").await.unwrap();
    links.link_user("t", "u1", "p1").await.unwrap();
    assert_eq!(links.linked_member("t", "u1").await.unwrap().as_deref(), Some("p1"));
    assert_eq!(links.linked_member("otra", "u1").await.unwrap(), None);
}
