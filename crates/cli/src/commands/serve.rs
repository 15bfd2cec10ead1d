//! `tirada serve` (the web table) and `tirada verify` (check an exported table log).

use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use std::path::PathBuf;
use tirada_web::table::verify::{verify as verify_log, Report};

#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// Database: sqlite://FILE (created if missing), or postgres://USER@HOST/DB that several
    /// servers share; migrations run on start.
    #[arg(long, default_value = "sqlite://tirada.db")]
    pub db: String,
    /// Address to listen on (port 0 picks a free one).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// Tables one client address may create per hour.
    #[arg(long = "mesas-por-hora", default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..))]
    pub tables_per_hour: u32,
    /// The address the table is reached at from outside (e.g. https://mesa.example.org): the
    /// invite link is built from it, never from the request's Host header; with https the
    /// member's cookie is Secure. Without it the GM's page completes the link with the
    /// address its browser used.
    #[arg(long = "url-publica", value_name = "URL")]
    pub public_url: Option<String>,
    /// A site that may embed the table (repeatable; an origin such as https://www.owlbear.rodeo):
    /// it may frame the /embed/… views and call the API from its pages with a bearer token,
    /// never with the cookie.
    #[arg(long = "incrustar-en", value_name = "ORIGEN")]
    pub embed_origins: Vec<String>,
    /// Behind a reverse proxy (which terminates TLS): read the client's address from
    /// X-Forwarded-For, and send the member's cookie as Secure.
    #[arg(long = "detras-de-proxy")]
    pub trust_proxy: bool,
    /// No limits per client address (tables per hour, joins, failed credentials): only for a
    /// load benchmark, whose clients all come from one address.
    #[arg(long = "sin-limites")]
    pub no_limits: bool,
    /// Discord: the application's public key (hex), which turns on POST /discord/interactions
    /// (or TIRADA_DISCORD_PUBLIC_KEY).
    #[arg(long = "discord-clave-publica")]
    pub discord_public_key: Option<String>,
    /// Discord: open the gateway (the bot's token in TIRADA_DISCORD_TOKEN), for a server that
    /// Discord cannot reach.
    #[arg(long = "discord-gateway")]
    pub discord_gateway: bool,
    /// Discord's REST API.
    #[arg(long = "discord-api", default_value = tirada_discord::DEFAULT_API)]
    pub discord_api: String,
}

/// The environment variable that may hold the application's public key.
const PUBLIC_KEY_VAR: &str = "TIRADA_DISCORD_PUBLIC_KEY";

/// The Discord bridge the flags and the environment ask for (None: no Discord).
fn discord(args: &ServeArgs) -> Option<tirada_web::discord::DiscordOptions> {
    let public_key = args
        .discord_public_key
        .clone()
        .or_else(|| std::env::var(PUBLIC_KEY_VAR).ok())
        .filter(|k| !k.trim().is_empty());
    (public_key.is_some() || args.discord_gateway).then(|| tirada_web::discord::DiscordOptions {
        public_key,
        gateway: args.discord_gateway,
        api: args.discord_api.clone(),
        token: tirada_discord::token_from_env(),
    })
}

#[derive(clap::Args, Debug)]
pub struct BandejaArgs {
    /// The folder to write the tray's files into (made if missing; files of the same names are
    /// replaced).
    pub dir: PathBuf,
}

/// `tirada bandeja DIR`: la bandeja as static files, the same the server gives at /bandeja/.
pub fn bandeja(args: &BandejaArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let english = matches!(global.lang, Lang::En);
    let files = tirada_web::pages::tray::write(&args.dir, english).map_err(CliError::input)?;
    if global.json {
        return super::print_json(&serde_json::json!({"dir": args.dir, "files": files}));
    }
    let page_lang = if english {
        tirada_web::pages::i18n::Lang::En
    } else {
        tirada_web::pages::i18n::Lang::Es
    };
    println!(
        "{}: {}",
        args.dir.display(),
        tirada_web::pages::i18n::Lang::t(page_lang, "tray_written")
    );
    Ok(())
}

#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// A log exported from the table as JSON (after the GM closed the session).
    pub file: PathBuf,
}

pub fn serve(args: &ServeArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let options = tirada_web::ServeOptions {
        limits: tirada_web::http::limits::Limits {
            tables_per_hour: args.tables_per_hour,
            trust_proxy: args.trust_proxy,
            lifted: args.no_limits,
            ..Default::default()
        },
        discord: discord(args),
        public_url: args.public_url.clone(),
        embed_origins: args.embed_origins.clone(),
        ..Default::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Internal(e.into()))?;
    runtime
        .block_on(tirada_web::serve_with(&args.db, &args.addr, options, |addr| {
            println!(
                "{} http://{addr}/  ({} {})",
                lang.w("serve-tirada-table-is-at"),
                lang.w("serve-database"),
                args.db
            );
        }))
        .map_err(CliError::input)
}

fn human(report: &Report, lang: Lang) -> String {
    let mut out = format!(
        "{}\n",
        lang.t(
            "serve-revealed-seed-matches-commitment-rolls",
            &[
                ("rolls", report.rolls.to_string().into()),
                ("rerolls", report.rerolls.to_string().into()),
                ("revealed", report.revealed.to_string().into()),
                ("unverifiable", report.unverifiable.to_string().into())
            ]
        )
    );
    if report.typed > 0 {
        out.push_str(&format!(
            "{}\n",
            lang.t("serve-typed-rolls-unverifiable", &[("typed", report.typed.into())])
        ));
    }
    if report.encounter_steps > 0 {
        out.push_str(&format!(
            "{}\n",
            lang.t(
                "serve-fight-steps-recomputed",
                &[("encounter-steps", report.encounter_steps.to_string().into())]
            )
        ));
    }
    if report.against > 0 {
        out.push_str(&format!(
            "{}\n",
            lang.t(
                "serve-answers-to-aspects-against-roll",
                &[("against", report.against.to_string().into())]
            )
        ));
    }
    if report.unchained > 0 {
        out.push_str(&format!(
            "{}\n",
            lang.t(
                "serve-unchained-events-stored-before-log",
                &[("unchained", report.unchained.to_string().into())]
            )
        ));
    }
    if let Some(line) = tirada_narrate::session::verified(lang.narrate(), report.sessions, report.sealed) {
        out.push_str(&line);
        out.push('\n');
    }
    if let Some(head) = &report.head {
        out.push_str(&format!("{}: {head}\n", lang.w("serve-head-of-chain-compare-it")));
    }
    for (seq, why) in &report.mismatches {
        out.push_str(&format!("  #{seq}: {why}\n"));
    }
    out.push_str(&lang.w(if report.ok() {
        "serve-everything-checks-out"
    } else {
        "serve-log-does-not-check-out"
    }));
    out
}

pub fn verify(args: &VerifyArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let text = crate::files::read_named(&args.file, crate::files::What::Log, lang)?;
    let log: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        CliError::input(lang.t(
            "serve-is-not-valid-json",
            &[
                ("file", args.file.display().to_string().into()),
                ("e", e.to_string().into()),
            ],
        ))
    })?;
    let report = verify_log(&log).map_err(|e| CliError::input(e.to_string()))?;
    if !report.ok() {
        return Err(CliError::input(lang.t(
            "serve-log-does-not-check-out-2",
            &[
                ("mismatches", report.mismatches.len().to_string().into()),
                ("mismatches2", (report.mismatches[0].0).to_string().into()),
                ("mismatches3", (report.mismatches[0].1).to_string().into()),
            ],
        )));
    }
    if global.json {
        let mut v = serde_json::to_value(&report)?;
        v["ok"] = serde_json::json!(true);
        return super::print_json(&v);
    }
    println!("{}", human(&report, lang));
    Ok(())
}
