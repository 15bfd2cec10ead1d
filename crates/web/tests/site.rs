//! The server's public face (issue 30 point 7): the invite link from `--url-publica`, never
//! from a forged `Host`; `Secure` cookies behind TLS; HTTP/2 with prior knowledge answered.

mod common;

use axum::body::Body;
use axum::http::Request;
use common::*;
use std::io::{Read, Write};
use std::time::Duration;
use tirada_web::site::Site;
use tirada_web::{app, AppState};

async fn app_at(site: Site) -> axum::Router {
    let store = tirada_web::open_store("sqlite::memory:").await.unwrap();
    app(AppState::new(store).with_site(site))
}

/// The GM's table page asked with a forged `Host`: the invite link it shows.
async fn invite_shown(app: &axum::Router) -> (String, String) {
    let (id, gm, code) = portal_table(app).await;
    let req = Request::get(format!("/mesa/{id}"))
        .header("cookie", format!("tirada_{id}={gm}"))
        .header("host", "evil.example.com")
        .body(Body::empty())
        .unwrap();
    let (_, _, page) = send(app, req).await;
    let page = page.as_str().unwrap().to_string();
    assert!(!page.contains("evil.example.com"), "the forged Host reached the page");
    let start = page
        .find("id=\"invite-link\" readonly value=\"")
        .expect("the invite box")
        + 33;
    let link = page[start..start + page[start..].find('"').unwrap()].replace("&#x3d;", "=");
    assert!(link.ends_with(&format!("/mesa/{id}/unirse?codigo={code}")), "{link}");
    (link, id)
}

#[tokio::test]
async fn the_invite_link_comes_from_the_public_url_never_the_host() {
    let (link, _) =
        invite_shown(&app_at(Site::new(Some("https://mesa.example.org/club/"), false).unwrap()).await).await;
    assert!(link.starts_with("https://mesa.example.org/club/mesa/"), "{link}");
    // Without a public URL the page gets a path, which its script completes with the address
    // the GM's own browser used (today: http://evil.example.com/…).
    let (link, id) = invite_shown(&memory_app().await).await;
    assert!(link.starts_with(&format!("/mesa/{id}/")), "{link}");
}

#[tokio::test]
async fn cookies_are_secure_when_the_public_url_is_https_or_behind_the_proxy() {
    for (site, secure) in [
        (Site::new(Some("https://mesa.example.org"), false).unwrap(), true),
        (Site::new(None, true).unwrap(), true),
        (Site::new(Some("http://192.168.1.10:8080"), false).unwrap(), false),
    ] {
        let app = app_at(site).await;
        let req = Request::post("/mesas")
            .header("content-type", "application/x-www-form-urlencoded")
            .body(Body::from("name=x&gm_name=Dora&system=hitos"))
            .unwrap();
        let (s, h, _) = send(&app, req).await;
        assert_eq!(s, 303);
        let cookie = h["set-cookie"].to_str().unwrap();
        assert!(cookie.contains("HttpOnly"), "{cookie}");
        assert_eq!(cookie.contains("; Secure"), secure, "{cookie}");
    }
}

#[test]
fn an_http2_prior_knowledge_preface_is_answered() {
    let (addr, _) = common::tcp::server(1, tirada_web::http::limits::Limits::default());
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    // The connection preface, then an empty SETTINGS frame (RFC 9113 §3.4).
    s.write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n").unwrap();
    s.write_all(&[0, 0, 0, 4, 0, 0, 0, 0, 0]).unwrap();
    let mut head = [0u8; 9];
    s.read_exact(&mut head).expect("no answer to the HTTP/2 preface");
    assert_eq!(head[3], 4, "the server's first frame is its SETTINGS: {head:?}");
}
