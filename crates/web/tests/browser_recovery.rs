//! A GM back on a new device by their recovery secret, in real browsers (issue 27 point 6): on
//! a laptop the GM saves a passphrase beside the table's id; a fresh browser on a phone, with
//! no link and no cookie, gives the id, the GM's name and the passphrase on the home page — a
//! wrong one first, refused in one sentence — and lands on the table as its GM. Screenshots of
//! both.

mod harness;

use harness::*;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gm_recovers_the_table_on_a_fresh_browser_with_a_passphrase() {
    let Some((dir, base, port, _driver)) = stage("recovery").await else {
        return;
    };
    let gm = browser(port, &dir.join("gm"), LAPTOP).await;
    new_table(&gm, &base, "hitos").await;
    screen(&gm, "mesa").await;
    tap(&gm, "#recovery-card summary").await;
    let id = eval(&gm, "document.getElementById('table-id').textContent").await;
    let id = id.as_str().unwrap().to_string();
    assert_eq!(eval(&gm, "location.pathname").await, json!(format!("/mesa/{id}")));
    set(&gm, "#recovery-form input[name=passphrase]", "el faro sigue encendido").await;
    tap(&gm, "#recovery-set").await;
    until(
        &gm,
        "(document.getElementById('recovery-out') || {}).textContent || null",
        "the secret saved",
    )
    .await;
    // The field is emptied: the passphrase stays on no screen.
    assert_eq!(
        eval(
            &gm,
            "document.querySelector('#recovery-form input[name=passphrase]').value"
        )
        .await,
        json!("")
    );
    shot(&gm, "recovery-set-laptop.png").await;

    // A new device: no link, no cookie.
    let phone = browser(port, &dir.join("new-phone"), PHONE).await;
    phone.goto(&base).await.unwrap();
    tap(&phone, "#recover-card summary").await;
    set(&phone, "#recover-form input[name=table]", &format!("{base}/mesa/{id}")).await;
    set(&phone, "#recover-form input[name=name]", "Dire").await;
    set(&phone, "#recover-form input[name=secret]", "el faro esta apagado").await;
    tap(&phone, "#recover-button").await;
    let said = text(&phone, "#recover-form .form-error", "the refusal").await;
    assert!(said.as_str().unwrap().contains("no abren ninguna plaza"), "{said}");
    assert_no_sideways_scroll(&phone, "the home page's recovery").await;
    shot(&phone, "recovery-refused-phone.png").await;
    set(&phone, "#recover-form input[name=secret]", "el faro sigue encendido").await;
    tap(&phone, "#recover-button").await;
    until(
        &phone,
        "document.getElementById('log') && document.getElementById('log').getAttribute('aria-busy') === 'false'",
        "the table page",
    )
    .await;
    // The table, as its GM, and the address holds no secret.
    let boot = eval(&phone, "JSON.parse(document.getElementById('boot').textContent).me").await;
    assert_eq!((&boot["name"], &boot["role"]), (&json!("Dire"), &json!("gm")), "{boot}");
    let url = eval(&phone, "location.href").await;
    assert!(!url.as_str().unwrap().contains("faro"), "{url}");
    assert!(eval(&phone, "!!document.getElementById('ask-card')").await == json!(true));
    // Everyone reads that the GM came back on another device.
    screen(&gm, "mesa").await;
    until(
        &gm,
        "document.querySelector('#log li[data-kind=access_recovered]')",
        "the recovery in the log",
    )
    .await;
    screen(&phone, "mesa").await;
    shot(&phone, "recovery-in-phone.png").await;
    // The laptop's link still works.
    gm.refresh().await.unwrap();
    until(&gm, "document.getElementById('table-id')", "the laptop still in").await;
    gm.quit().await.unwrap();
    phone.quit().await.unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
