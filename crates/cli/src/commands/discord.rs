//! `tirada discord registrar [--servidor ID]`: registers tirada's slash commands with the
//! bot's token (`TIRADA_DISCORD_TOKEN`, never a flag), everywhere or in one server (a guild's
//! commands appear at once; global ones may take a while).

use crate::error::CliError;
use crate::global::GlobalArgs;
use tirada_discord::text::{t, Lang};

#[derive(clap::Args, Debug)]
pub struct DiscordArgs {
    #[command(subcommand)]
    pub command: DiscordCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum DiscordCommand {
    /// Registra las órdenes de barra de tirada en Discord (global o en un servidor).
    Registrar(RegisterArgs),
}

#[derive(clap::Args, Debug)]
pub struct RegisterArgs {
    /// Solo en este servidor (su id): las órdenes aparecen al momento.
    #[arg(long = "servidor")]
    pub guild: Option<String>,
    /// La API REST de Discord (por defecto la v10 de Discord).
    #[arg(long = "discord-api", default_value = tirada_discord::DEFAULT_API)]
    pub api: String,
}

fn lang(global: &GlobalArgs) -> Lang {
    match global.lang {
        crate::lang::Lang::Es => Lang::Es,
        crate::lang::Lang::En => Lang::En,
    }
}

pub fn run(args: &DiscordArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let DiscordCommand::Registrar(args) = &args.command;
    let lang = lang(global);
    let token = tirada_discord::token_from_env()
        .ok_or_else(|| CliError::input(t(lang, "cli-no-token", &[("var", tirada_discord::TOKEN_VAR.into())])))?;
    if let Some(g) = &args.guild {
        if g.is_empty() || !g.bytes().all(|b| b.is_ascii_digit()) {
            return Err(CliError::input(t(
                lang,
                "cli-bad-guild",
                &[("guild", g.clone().into())],
            )));
        }
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::Internal(e.into()))?;
    let registered = runtime.block_on(async {
        let rest = tirada_discord::rest::Client::new(&args.api, Some(token))?;
        let app = rest.application().await?;
        rest.register(
            &app.id.to_string(),
            args.guild.as_deref(),
            &tirada_discord::commands::all(),
        )
        .await
    });
    let registered =
        registered.map_err(|e| CliError::input(t(lang, "cli-failed", &[("why", e.to_string().into())])))?;
    if global.json {
        let names: Vec<&str> = registered.iter().map(|c| c.name.as_str()).collect();
        return super::print_json(&serde_json::json!({"registered": names, "guild": args.guild}));
    }
    let key = if args.guild.is_some() {
        "cli-registered-guild"
    } else {
        "cli-registered"
    };
    let guild = args.guild.clone().unwrap_or_default();
    println!(
        "{}",
        t(lang, key, &[("n", registered.len().into()), ("guild", guild.into())])
    );
    Ok(())
}
