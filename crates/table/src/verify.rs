//! Checking an exported log (`tirada verify`): the revealed seed matches the commitment
//! published at creation, the events form an unbroken hash chain up to the export's head
//! ([`crate::chain`]), and every roll and reroll comes out the same when recomputed by the
//! engine from its request and its event's dice stream.
//!
//! A campaign's log ([`crate::session`]) is checked per session: each session's end reveals
//! its seed, which must answer the commitment published before it, and its rolls are
//! recomputed with it; the chain runs across them all. A table still open shows its current
//! session's rolls as not checkable yet ([`Report::sealed`]).

use crate::model::{Event, System};
use crate::seal;
use crate::secret::Seed;
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use tirada_narrate::Lang;
use tirada_play::hitos::against::{self, ANSWERED_EVENT, DECLARED_EVENT};
use tirada_play::{self as play, RerollStep};

/// The format tag of an exported log.
pub use crate::model::LOG_FORMAT as FORMAT;

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error("el fichero no es un registro exportado de tirada ({0})")]
    NotALog(String),
    #[error("la mesa aún no ha revelado su semilla: el director debe cerrar la sesión antes de exportar")]
    NoSeed,
    #[error("la semilla revelada no corresponde al compromiso publicado al crear la mesa")]
    BadSeed,
}

/// What was checked.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    pub rolls: usize,
    pub rerolls: usize,
    /// Hidden rolls checked against their revealed contents.
    pub revealed: usize,
    /// Hidden rolls this export cannot show (a player's export of unrevealed rolls).
    pub unverifiable: usize,
    /// Rolls and rerolls with faces typed from physical dice: recomputed from those faces, so
    /// the seed vouches for none of them.
    pub typed: usize,
    /// Events stored before the log was chained ("sin cadena"): their order and contents
    /// rest on the rolls' checks alone.
    pub unchained: usize,
    /// Answers to a Hitos aspect activated against a roll (H127), replayed from the roll's
    /// request, the declaration and the answer's event dice.
    pub against: usize,
    /// A fight's start and steps, each replayed by the engine from its start (issue #16).
    pub encounter_steps: usize,
    /// The hash of the last event ([`crate::chain`]): compare it with the table page's.
    pub head: Option<String>,
    /// The sessions of the log ([`crate::session`]): 1 for a table that never ended one.
    pub sessions: usize,
    /// Rolls of the session still open, whose seed is not revealed yet: checked once the GM
    /// ends it or closes the table.
    pub sealed: usize,
    /// Events whose recomputed roll differs, or where the chain breaks, with the reason.
    pub mismatches: Vec<(i64, String)>,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.mismatches.is_empty()
    }
}

pub use crate::seal::hidden_commitment;

/// Whether the nonce in `data` opens the commitment event `seq` published, with `data` shown
/// whole.
fn opens(published: &BTreeMap<i64, String>, seq: i64, data: &Value) -> bool {
    let nonce = data["nonce"].as_str().unwrap_or("");
    published.get(&seq).is_some_and(|c| seal::opens(c, nonce, data))
}

/// Whether what a reveal shows of a roll (`shown`: its `roll`, `nonce`, and of this version
/// its `contents`) opens the commitment the roll published as event `seq`: the contents
/// commitment, and the shown fields are the contents'; or, for a roll written before
/// contents were committed, its dice.
fn reveals(published: &BTreeMap<i64, String>, seq: i64, shown: &Value, fields: &[&str]) -> bool {
    let Some(c) = published.get(&seq) else { return false };
    let nonce = shown["nonce"].as_str().unwrap_or("");
    match shown.get("contents") {
        Some(contents) => {
            seal::commitment(nonce, contents) == *c
                && fields
                    .iter()
                    .all(|k| shown.get(*k).unwrap_or(&Value::Null) == contents.get(*k).unwrap_or(&Value::Null))
        }
        None => hidden_commitment(nonce, &shown["roll"]) == *c,
    }
}

/// Whether a reveal says its roll had typed faces exactly when what it opened says so (the
/// roll's or one of its rerolls' contents); a reveal of an earlier form says nothing to check.
fn typed_as_opened(data: &Value) -> bool {
    let Some(contents) = data.get("contents") else {
        return true;
    };
    let typed = |c: &Value| c["typed"] == true;
    let opened = typed(contents)
        || data["rerolls"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|r| typed(&r["contents"]));
    (data["typed"] == true) == opened
}

/// A whisper shown whole must open the commitment the chain covers ([`seal`]), and its author
/// be the one it committed (the chain leaves a whisper's author out); one shown as that
/// commitment alone (to a third member) or written before whispers were committed has
/// nothing to open.
fn whisper_opens(e: &Event) -> bool {
    let data = &e.data;
    let Some(c) = data.get("commitment").and_then(Value::as_str) else {
        return data.get("nonce").is_none();
    };
    if *data == crate::chain::public_data(&e.kind, e.hidden, data) {
        return e.actor.is_none() && e.character_id.is_none();
    }
    seal::commitment(data["nonce"].as_str().unwrap_or(""), data) == c
        && e.actor.as_deref() == data["from"].as_str()
        && e.character_id.is_none()
}

/// A hidden event shown as its placeholder shows exactly that: what the chain covers of it.
fn placeholder_as_chained(e: &Event) -> bool {
    !e.hidden || e.kind == "whisper" || e.data.get("nonce").is_some() || e.data == crate::chain::placeholder(&e.data)
}

/// What the export tells a reader next to an event (`explanation`, `said`) must be what the
/// table words from the event ([`tirada_narrate::event::tell`]) in one of its languages; an
/// export that tells nothing tells no lie.
fn told_as_worded(e: &Event) -> bool {
    let plain = crate::canonical::unexplained(&e.data);
    plain == e.data
        || [Lang::Es, Lang::En].into_iter().any(|lang| {
            let mut told = plain.clone();
            tirada_narrate::event::tell(&e.kind, &mut told, lang);
            told == e.data
        })
}

/// The export's table header must say what the table's first event (`table_created`, in the
/// chain) published: a header edited to another ruleset would have every roll replayed under
/// rules the table never played by, and pass.
fn header_as_created(table: &Value, revealed: bool, events: &[Event], report: &mut Report) {
    let Some(first) = events.first().filter(|e| e.kind == "table_created") else {
        return;
    };
    if revealed && table.get("closed") != Some(&Value::Bool(true)) {
        report.mismatches.push((
            first.seq,
            "la cabecera del registro dice que la mesa sigue abierta, pero revela su semilla".into(),
        ));
    }
    for key in ["name", "system", "ruleset", "commitment"] {
        // Logs from before a field was published say nothing about it.
        let Some(published) = first.data.get(key) else {
            continue;
        };
        if table.get(key).unwrap_or(&Value::Null) != published {
            report.mismatches.push((
                first.seq,
                format!("la cabecera del registro dice otro «{key}» que el evento que creó la mesa"),
            ));
        }
    }
}

/// Verifies an exported log.
pub fn verify(log: &Value) -> Result<Report, VerifyError> {
    let bad = |what: &str| VerifyError::NotALog(what.to_string());
    if log.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(bad("falta \"format\": \"tirada-log/1\""));
    }
    let table = log.get("table").ok_or_else(|| bad("falta \"table\""))?;
    let system = table
        .get("system")
        .and_then(Value::as_str)
        .and_then(System::from_word)
        .ok_or_else(|| bad("el sistema de la mesa falta o no existe"))?;
    let ruleset = table.get("ruleset").cloned().unwrap_or(Value::Null);
    let commitment = table
        .get("commitment")
        .and_then(Value::as_str)
        .ok_or_else(|| bad("falta el compromiso"))?;
    let seed_hex = table.get("seed").and_then(Value::as_str);
    let raw = log.get("events").cloned().unwrap_or(Value::Null);
    let campaign = raw
        .as_array()
        .is_some_and(|a| a.iter().any(|e| e["kind"] == crate::session::ENDED));
    // A log of one session must reveal its seed, as every log did before campaigns.
    if seed_hex.is_none() && !campaign {
        return Err(VerifyError::NoSeed);
    }
    let mut events: Vec<Event> =
        serde_json::from_value(raw).map_err(|e| VerifyError::NotALog(format!("los eventos no se leen: {e}")))?;
    let (mut sessions, wrong) = crate::session::Sessions::of(commitment, &events);
    if let Some(hex) = seed_hex {
        let seed = Seed::from_hex(hex).ok_or(VerifyError::BadSeed)?;
        let last = sessions.last_mut();
        if seed.commitment() != last.commitment {
            return Err(VerifyError::BadSeed);
        }
        last.seed = Some(seed);
    }
    let seed_at = |seq: i64| sessions.seed_at(seq);
    let mut report = Report {
        sessions: sessions.0.len(),
        mismatches: wrong,
        ..Report::default()
    };
    // What the server added for a reader is neither hashed nor replayed: worded again and
    // compared, then set aside.
    for e in &mut events {
        if !told_as_worded(e) {
            report.mismatches.push((
                e.seq,
                format!(
                    "lo que el registro explica del evento «{}» («explanation», «said») no es lo que la mesa dice de él",
                    e.kind
                ),
            ));
        }
        e.data = crate::canonical::unexplained(&e.data);
    }
    let table_id = table.get("id").and_then(Value::as_str).unwrap_or("");
    match crate::chain::check(table_id, &events, log.get("head").and_then(Value::as_str)) {
        Ok(c) => {
            report.unchained = c.unchained;
            report.head = c.head;
        }
        Err(b) => report.mismatches.push((b.seq, b.why)),
    }
    header_as_created(table, seed_hex.is_some(), &events, &mut report);
    let mut requests: BTreeMap<i64, Value> = BTreeMap::new();
    // The commitment each hidden roll published when it was made, and which of them this
    // export shows only as that commitment (a player's export) and are not revealed yet.
    let mut published: BTreeMap<i64, String> = BTreeMap::new();
    let mut unrevealed: BTreeSet<i64> = BTreeSet::new();
    let mut revealed: BTreeSet<i64> = BTreeSet::new();
    let mut fights = play::portal::encounter::Checker::default();
    // The activations declared against a roll, by their event (H127).
    let mut declared: BTreeMap<i64, Value> = BTreeMap::new();
    let check = |seq: i64, got: Result<play::Resolved, play::PlayError>, want: &Value, report: &mut Report| match got {
        // A roll logged before the engine added to its object (`choice`, `dice`) still checks.
        Ok(r) if play::logged(want, &r.roll) => {}
        Ok(_) => report
            .mismatches
            .push((seq, "la tirada recalculada es distinta".into())),
        Err(e) => report
            .mismatches
            .push((seq, tirada_narrate::refusal(&e, tirada_narrate::Lang::Es))),
    };
    for (i, e) in events.iter().enumerate() {
        if e.seq != i as i64 + 1 {
            report
                .mismatches
                .push((e.seq, format!("se esperaba el evento {}", i + 1)));
        }
        let data = &e.data;
        let typed = data.get("typed") == Some(&Value::Bool(true));
        // A revealed roll whose event this export shows was counted with it.
        let counted = e.kind == "reveal" && data["roll_event"].as_i64().is_some_and(|of| requests.contains_key(&of));
        if typed && !counted && matches!(e.kind.as_str(), "roll" | "reroll" | "reveal" | ANSWERED_EVENT) {
            report.typed += 1;
        }
        if let Some(c) = data["commitment"].as_str().or(data["roll"]["commitment"].as_str()) {
            if e.kind == "roll" || (e.kind == "reroll" && e.hidden) {
                published.insert(e.seq, c.to_string());
            }
        }
        if !placeholder_as_chained(e) {
            report.mismatches.push((
                e.seq,
                "lo que muestra de un evento oculto no es lo que la cadena cubre de él".into(),
            ));
        }
        // A fight never spans a session (the table refuses to end one mid-fight).
        match seed_at(e.seq).and_then(|seed| fights.check(e, seed)) {
            Some(Ok(())) => report.encounter_steps += 1,
            Some(Err(why)) => report.mismatches.push((e.seq, why)),
            None => {}
        }
        match e.kind.as_str() {
            "roll" if data.get("roll").is_some_and(|r| r.get("hidden").is_some()) => {
                unrevealed.insert(e.seq);
            }
            "roll" => {
                // A hidden roll shown whole (the GM's export) must match what it published.
                if e.hidden && !opens(&published, e.seq, data) {
                    report
                        .mismatches
                        .push((e.seq, "la tirada oculta no corresponde a su compromiso".into()));
                }
                let request = data.get("request").cloned().unwrap_or(Value::Null);
                match seed_at(e.seq) {
                    Some(seed) => {
                        let got = play::roll(system, &ruleset, &request, None, seed, e.seq);
                        check(e.seq, got, &data["roll"], &mut report);
                        report.rolls += 1;
                    }
                    None => report.sealed += 1,
                }
                requests.insert(e.seq, request);
            }
            // A hidden reroll shown as its commitment waits for the reveal that opens it.
            "reroll" if data.get("roll").is_some_and(|r| r.get("hidden").is_some()) => {
                unrevealed.insert(e.seq);
                report.rerolls += 1;
            }
            "reroll" => {
                if e.hidden && !opens(&published, e.seq, data) {
                    report
                        .mismatches
                        .push((e.seq, "la repetición oculta no corresponde a su compromiso".into()));
                }
                let of = data.get("roll_event").and_then(Value::as_i64).unwrap_or(0);
                let chain: Vec<RerollStep> =
                    serde_json::from_value(data.get("chain").cloned().unwrap_or(Value::Null)).unwrap_or_default();
                if sessions.at(of).number != sessions.at(e.seq).number {
                    report
                        .mismatches
                        .push((e.seq, format!("repite la tirada {of}, que es de otra sesión")));
                }
                match (requests.get(&of), chain.split_last(), seed_at(e.seq)) {
                    (Some(_), Some(_), None) => report.sealed += 1,
                    (Some(request), Some((last, done)), Some(seed)) => {
                        let got = play::reroll(system, &ruleset, of, request, done, last.clone(), None, seed);
                        check(e.seq, got, &data["roll"], &mut report);
                    }
                    _ => report.unverifiable += 1,
                }
                report.rerolls += 1;
            }
            "reveal" => {
                let of = data.get("roll_event").and_then(Value::as_i64).unwrap_or(0);
                let roll = data.get("roll").cloned().unwrap_or(Value::Null);
                // Checked against the commitment the roll published when it was made, not the
                // one the reveal carries: a forged reveal brings its own.
                match published.get(&of) {
                    Some(_) if reveals(&published, of, data, &["request", "roll", "character"]) => {}
                    Some(_) => report.mismatches.push((
                        e.seq,
                        format!("la tirada revelada no corresponde al compromiso publicado con la tirada {of}"),
                    )),
                    None => report.mismatches.push((
                        e.seq,
                        format!("revela la tirada {of}, que no es una tirada oculta de este registro"),
                    )),
                }
                if !typed_as_opened(data) {
                    report.mismatches.push((
                        e.seq,
                        "dice de los dados escritos a mano otra cosa que la tirada que revela".into(),
                    ));
                }
                if !revealed.insert(of) {
                    report
                        .mismatches
                        .push((e.seq, format!("la tirada {of} ya se había revelado")));
                }
                let request = data.get("request").cloned().unwrap_or(Value::Null);
                match seed_at(of) {
                    Some(seed) => check(
                        e.seq,
                        play::roll(system, &ruleset, &request, None, seed, of),
                        &roll,
                        &mut report,
                    ),
                    None => report.sealed += 1,
                }
                // The rerolls made of it while hidden, each against its own commitment.
                for r in data["rerolls"].as_array().into_iter().flatten() {
                    let at = r["seq"].as_i64().unwrap_or(0);
                    if !reveals(&published, at, r, &["roll", "chain"]) {
                        report.mismatches.push((
                            e.seq,
                            format!("la repetición {at} revelada no corresponde a su compromiso"),
                        ));
                    }
                    let chain: Vec<RerollStep> = serde_json::from_value(r["chain"].clone()).unwrap_or_default();
                    match (chain.split_last(), seed_at(at)) {
                        (Some(_), None) => report.sealed += 1,
                        (Some((last, done)), Some(seed)) => {
                            let got = play::reroll(system, &ruleset, of, &request, done, last.clone(), None, seed);
                            check(at, got, &r["roll"], &mut report);
                        }
                        (None, _) => report
                            .mismatches
                            .push((at, "la repetición revelada no dice qué dados repite".into())),
                    }
                    unrevealed.remove(&at);
                }
                requests.insert(of, request);
                report.revealed += 1;
                unrevealed.remove(&of);
            }
            // B605, H159: the same throw played again with the request amended as the play
            // layer derives it from the roll's own, which later rerolls then stand on.
            play::amend::EVENT => {
                let of = data["roll_event"].as_i64().unwrap_or(0);
                let asked: Option<play::amend::Amendment> = serde_json::from_value(data["amendment"].clone()).ok();
                match (requests.get(&of), asked) {
                    (Some(original), Some(a)) => match play::amend::request(system, original, &a) {
                        Ok(request) if data["request"] == request => {
                            // Played again from the seed of the roll's own session.
                            match seed_at(of) {
                                Some(seed) => check(
                                    e.seq,
                                    play::roll(system, &ruleset, &request, None, seed, of),
                                    &data["roll"],
                                    &mut report,
                                ),
                                None => report.sealed += 1,
                            }
                            requests.insert(of, request);
                        }
                        Ok(_) => report
                            .mismatches
                            .push((e.seq, format!("cambia la tirada {of} con otra petición que la suya"))),
                        Err(why) => report
                            .mismatches
                            .push((e.seq, tirada_narrate::refusal(&why, tirada_narrate::Lang::Es))),
                    },
                    _ => report
                        .mismatches
                        .push((e.seq, format!("cambia la tirada {of}, que este registro no muestra"))),
                }
            }
            "whisper" if !whisper_opens(e) => report.mismatches.push((
                e.seq,
                "el susurro no corresponde a su compromiso: se cambió quién, a quién o qué".into(),
            )),
            DECLARED_EVENT => {
                declared.insert(e.seq, data["declared"].clone());
            }
            ANSWERED_EVENT => {
                let of = data["roll_event"].as_i64().unwrap_or(0);
                let by = data["declared_event"].as_i64().unwrap_or(0);
                let d: Option<against::Declared> =
                    declared.get(&by).and_then(|v| serde_json::from_value(v.clone()).ok());
                let a: Option<against::Answer> = serde_json::from_value(data["answer"].clone()).ok();
                match (requests.get(&of), d, a) {
                    (Some(_), Some(_), Some(_)) if seed_at(e.seq).is_none() => report.sealed += 1,
                    (Some(request), Some(d), Some(a)) => {
                        let seed = seed_at(e.seq).expect("checked just above");
                        let got = against::answered(&ruleset, request, of, &d, &a, None, seed, e.seq);
                        check(e.seq, got, &data["roll"], &mut report);
                    }
                    _ => report.mismatches.push((
                        e.seq,
                        format!("responde a un aspecto en contra de la tirada {of} que este registro no declara"),
                    )),
                }
                report.against += 1;
            }
            // Every roll counts, whatever its label: one relabelled as chat would escape. (A
            // state change a roll caused names it by number: `data.roll` is then no roll.)
            kind if data.get("roll").is_some_and(Value::is_object) => report
                .mismatches
                .push((e.seq, format!("lleva una tirada pero es un evento «{kind}»"))),
            _ => {}
        }
    }
    report.mismatches.extend(play::turns::check_with(&events, &seed_at));
    report.unverifiable += unrevealed.len();
    // The first broken event first, whichever check found it.
    report.mismatches.sort_by_key(|(seq, _)| *seq);
    Ok(report)
}
