//! `tirada chasis` and `tirada odds chasis`: a CHASIS check (2d12 + modifiers vs DIF 13, or a
//! group's own ruleset from `--reglas FILE`) and its exact odds. Rules and odds live in
//! `tirada_rules::chasis`; this file parses flags and prints (`chasis_render.rs` draws).

#[path = "chasis_contest.rs"]
mod chasis_contest;
#[path = "chasis_render.rs"]
mod chasis_render;
#[path = "chasis_typed.rs"]
mod chasis_typed;

use chasis_typed::{roll_typed, rolled_line, typed_groups, Flags, FLAGS};

use crate::error::CliError;
use crate::lang::Lang;
use crate::GlobalArgs;
use serde::Serialize;
use std::cell::Cell;
use std::path::PathBuf;
use tirada_dice::SeededDice;
use tirada_rules::chasis::examples::{example, EXAMPLES};
use tirada_rules::chasis::sheet::Found;
use tirada_rules::chasis::transient::Applied;
use tirada_rules::chasis::{
    self, apertura::GROUP as APERTURA_GROUP, AperturaKind, ChasisError, Check, EnergySpend, Gradual, LevelMode,
    OverTenContinuation, Ruleset, Sheet, Transcript, BASE_GROUP, MODIFIER_GROUP,
};

/// The apertura the game uses (L1060).
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum AperturaArg {
    Ninguna,
    Gemela,
    Tope,
    Media,
    Sobredecima,
}

/// What a sobredécima bonus die does next (A9).
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ContinuationArg {
    Diez,
    Relanzar,
    Ninguna,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum LevelModeArg {
    Modificador,
    Dificultad,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum GradualArg {
    Anti,
    Pro,
    Ambi,
}

/// The flags a check and its odds share.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Modificador: un número o dados (+2, -3, +1d6, -1d8+2).
    #[arg(long = "mod", value_name = "MOD", allow_hyphen_values = true, default_value = "0")]
    pub modifier: String,
    /// Dificultad (por defecto la de las reglas: 13, el promedio de 2d12).
    #[arg(long, allow_negative_numbers = true)]
    pub dif: Option<i64>,
    /// Apertura (tirada abierta); por defecto la de las reglas, o ninguna.
    #[arg(long, value_enum)]
    pub apertura: Option<AperturaArg>,
    /// Con la apertura tope, también aperturas bajas (cada ① resta 1d12).
    #[arg(long)]
    pub bajas: bool,
    /// Con la apertura sobredécima: diez (cada d10 con 10 suma otro), relanzar (se tira otro
    /// d12, que con ⑪/⑫ vuelve a abrir) o ninguna.
    #[arg(long, value_enum)]
    pub continuacion: Option<ContinuationArg>,
    /// Un fichero TOML de reglas (rulesets/chasis/*.toml).
    #[arg(long, value_name = "FICHERO")]
    pub reglas: Option<PathBuf>,
    /// Nivel (NIV) del oponente: MOD −NIV, o la dificultad con --modo-niv dificultad.
    #[arg(long, allow_negative_numbers = true)]
    pub niv: Option<i64>,
    /// Qué hace el NIV en este chequeo (por defecto, lo que digan las reglas).
    #[arg(long, value_enum)]
    pub modo_niv: Option<LevelModeArg>,
    /// Grados de pseudopersonajes para el auxiliar (arma +, armadura −), p. ej. --psj 3,-2.
    #[arg(long, value_delimiter = ',', allow_negative_numbers = true)]
    pub psj: Vec<i64>,
    /// Chequeo gradual: anti (solo GDF), pro (solo GDE) o ambi (ambos).
    #[arg(long, value_enum)]
    pub gradual: Option<GradualArg>,
    /// Ficha del personaje (TOML), o «ejemplo:ID» para un personaje de ejemplo del manual (gilius, subotai, pai_mei...).
    #[arg(long, value_name = "FICHERO")]
    pub ficha: Option<String>,
    /// Cualidad de la ficha cuyo atributo se suma al modificador (por nombre o código: «Ataque con Hacha», ATA).
    #[arg(long, requires = "ficha")]
    pub atributo: Option<String>,
    /// PY de énfasis gastados antes de tirar: +1 al MOD cada uno.
    #[arg(long, default_value_t = 0)]
    pub enfasis: i64,
    /// Puntos de AUX comprados con énfasis (2PY cada uno).
    #[arg(long, default_value_t = 0)]
    pub enfasis_aux: i64,
    /// PY de estrés que aplica el DJ: −1 al MOD cada uno.
    #[arg(long, default_value_t = 0)]
    pub estres: i64,
}

#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct ChasisArgs {
    #[command(subcommand)]
    pub command: Option<ChasisCommand>,
    #[command(flatten)]
    pub check: CheckArgs,
    /// Caras de los dados base (1-12), seguidas de las de la apertura si se abre: 5,5,5,9.
    #[arg(long)]
    pub dados: Option<String>,
    /// Caras de los dados del modificador (+1d6...), en orden.
    #[arg(long)]
    pub dados_mod: Option<String>,
    /// Con caras escritas, tirar los dados que falten (apertura, modificador) y mostrarlos como
    /// tirados; sin esto, un dado que falta es un error.
    #[arg(long)]
    pub tirar_resto: bool,
    /// El DJ irrealiza un fallo: se vuelve éxito a cambio de estrés igual al GDF.
    #[arg(long, conflicts_with = "neutro_a_fallo")]
    pub irrealizar: bool,
    /// El DJ convierte un neutro sin ideas en fallo (C370; neutro_a_fallo = false lo prohíbe).
    #[arg(long)]
    pub neutro_a_fallo: bool,
    /// Gasta el máximo de energía (13PY con 2d12) por un éxito automático, sin tirar (C1196).
    #[arg(long, conflicts_with_all = ["dados", "dados_mod", "irrealizar", "neutro_a_fallo"])]
    pub automatico: bool,
}

/// What else `tirada chasis` does besides one check.
#[derive(clap::Subcommand, Debug)]
pub enum ChasisCommand {
    /// Concurso de margen (PF): un chequeo por turno hasta alcanzar el límite (persecución, regateo, debate).
    Contienda(Box<chasis_contest::ContiendaArgs>),
    /// Puntos de nivel de la sesión: la reserva del DJ (NIV × PRM), sus gastos, devoluciones y la PX.
    Nivel(chasis_contest::NivelArgs),
}

#[derive(clap::Args, Debug)]
pub struct ChasisOddsArgs {
    #[command(flatten)]
    pub check: CheckArgs,
    /// Dados extra por cadena de apertura antes del corte (la masa cortada se informa).
    #[arg(long, default_value_t = 10)]
    pub profundidad: u32,
}

fn say(lang: Lang, e: &ChasisError) -> String {
    match lang {
        Lang::Es => e.to_string(),
        Lang::En => e.english(),
    }
}

fn input(lang: Lang, e: ChasisError) -> CliError {
    CliError::input(say(lang, &e))
}

/// The ruleset from `--reglas` (or the book's), with `--apertura`/`--bajas` on top.
fn ruleset(args: &CheckArgs, lang: Lang) -> Result<Ruleset, CliError> {
    let r = load_ruleset(args.reglas.as_deref(), lang)?;
    with_apertura(r, args, lang)
}

/// The ruleset of a `--reglas` file, or the book's.
fn load_ruleset(path: Option<&std::path::Path>, lang: Lang) -> Result<Ruleset, CliError> {
    match path {
        None => Ok(Ruleset::book()),
        Some(path) => {
            let shown = path.display();
            let text = crate::files::read_text(path, "--reglas", lang)?;
            Ruleset::from_toml(&text).map_err(|e| CliError::input(format!("--reglas «{shown}»: {}", say(lang, &e))))
        }
    }
}

/// Apertura flags on top of the ruleset of `--reglas`.
fn with_apertura(mut r: Ruleset, args: &CheckArgs, lang: Lang) -> Result<Ruleset, CliError> {
    if let Some(a) = args.apertura {
        r.apertura.kind = match a {
            AperturaArg::Ninguna => AperturaKind::None,
            AperturaArg::Gemela => AperturaKind::Twin,
            AperturaArg::Tope => AperturaKind::Top,
            AperturaArg::Media => AperturaKind::Middle,
            AperturaArg::Sobredecima => AperturaKind::OverTen,
        };
        r.apertura.rules.clear();
    }
    if args.bajas {
        if r.apertura.kind != AperturaKind::Top {
            return Err(CliError::input(lang.pick(
                "--bajas solo vale con la apertura tope (--apertura tope)",
                "--bajas only works with the tope apertura (--apertura tope)",
            )));
        }
        r.apertura.low = true;
    }
    if let Some(c) = args.continuacion {
        if r.apertura.kind != AperturaKind::OverTen {
            return Err(CliError::input(lang.pick(
                "--continuacion solo vale con la apertura sobredécima (--apertura sobredecima)",
                "--continuacion only works with the sobredécima apertura (--apertura sobredecima)",
            )));
        }
        r.apertura.continuation = match c {
            ContinuationArg::Diez => OverTenContinuation::ExplodeOnTen,
            ContinuationArg::Relanzar => OverTenContinuation::RerollD12,
            ContinuationArg::Ninguna => OverTenContinuation::None,
        };
    }
    r.resolved()
        .map_err(|e| CliError::input(format!("--apertura: {}", say(lang, &e))))
}

/// The sheet from `--ficha` (a file or `ejemplo:ID`).
fn sheet(text: &str, r: &Ruleset, lang: Lang) -> Result<Sheet, CliError> {
    let source = match text.strip_prefix("ejemplo:") {
        Some(id) => example(id).map(str::to_string).ok_or_else(|| {
            let ids: Vec<&str> = EXAMPLES.iter().map(|(i, _)| *i).collect();
            CliError::input(match lang {
                Lang::Es => format!("--ficha: no hay ningún ejemplo «{id}»; hay: {}", ids.join(", ")),
                Lang::En => format!("--ficha: there is no example '{id}'; there are: {}", ids.join(", ")),
            })
        })?,
        None => crate::files::read_text(std::path::Path::new(text), "--ficha", lang)?,
    };
    Sheet::from_toml(&source, r).map_err(|e| CliError::input(format!("--ficha «{text}»: {}", say(lang, &e))))
}

/// The modifier: `--mod` plus the sheet attribute named by `--atributo` and the transient
/// qualities on it (T51), which are returned to be shown.
fn modifier(args: &CheckArgs, r: &Ruleset, lang: Lang) -> Result<(String, Vec<Applied>), CliError> {
    let (file, name) = match (&args.ficha, &args.atributo) {
        (Some(file), Some(name)) => (file, name),
        (None, _) => return Ok((args.modifier.clone(), Vec::new())),
        // The sheet only gives the attribute's value: without `--atributo` it would be ignored.
        (Some(_), None) => {
            return Err(CliError::input(lang.pick(
                "--ficha: di con --atributo qué cualidad de la ficha se tira (p. ej. --atributo ATA)",
                "--ficha: say with --atributo which quality of the sheet is rolled (e.g. --atributo ATA)",
            )))
        }
    };
    let s = sheet(file, r, lang)?;
    // The énfasis spent comes from the sheet's energy; everyone starts at 0PY (C1174).
    energy_spend(args)
        .check(&r.energy, Some(s.state.energy.emphasis))
        .map_err(|e| CliError::input(format!("--enfasis: {}", say(lang, &e))))?;
    let q = s.check_quality(name, r);
    if let Some(v) = q.modifier() {
        let m = args.modifier.trim();
        let text = if m.is_empty() || m == "0" {
            v.to_string()
        } else {
            format!("{m}{v:+}")
        };
        return Ok((text, q.transients));
    }
    Err(CliError::input(match (q.quality, lang) {
        (Found::Trait, Lang::Es) => format!("--atributo: «{name}» es un rasgo sin puntuación en la ficha de {}: el DJ decide su modificador; dalo con --mod", s.name),
        (Found::Trait, Lang::En) => format!("--atributo: '{name}' is a trait with no score on {}'s sheet: the GM sets its modifier; give it with --mod", s.name),
        (_, Lang::Es) => format!("--atributo: «{name}» no está en la ficha de {} ni en [atributos] de las reglas: el DJ estima su valor; dalo con --mod", s.name),
        (_, Lang::En) => format!("--atributo: '{name}' is neither on {}'s sheet nor in the ruleset's [atributos]: the GM estimates it; give it with --mod", s.name),
    }))
}

/// The energy `--enfasis`, `--enfasis-aux` and `--estres` spend before the roll.
fn energy_spend(args: &CheckArgs) -> EnergySpend {
    EnergySpend {
        emphasis_mod: args.enfasis,
        emphasis_aux: args.enfasis_aux,
        stress_mod: args.estres,
        stress_aux: 0,
    }
}

fn check(args: &CheckArgs, r: &Ruleset, lang: Lang) -> Result<(Check, Vec<Applied>), CliError> {
    let (modifier, transients) = modifier(args, r, lang)?;
    let check = Check {
        modifier,
        difficulty: args.dif,
        level: args.niv,
        level_mode: args.modo_niv.map(|m| match m {
            LevelModeArg::Modificador => LevelMode::Modifier,
            LevelModeArg::Dificultad => LevelMode::Difficulty,
        }),
        energy: energy_spend(args),
        psj: args.psj.clone(),
        gradual: match args.gradual {
            None => Gradual::None,
            Some(GradualArg::Anti) => Gradual::Anti,
            Some(GradualArg::Pro) => Gradual::Pro,
            Some(GradualArg::Ambi) => Gradual::Ambi,
        },
        aux_cap: None,
    };
    Ok((check, transients))
}

pub fn run(args: &ChasisArgs, global: &GlobalArgs) -> Result<(), CliError> {
    match &args.command {
        Some(ChasisCommand::Contienda(a)) => return chasis_contest::contest(a, global),
        Some(ChasisCommand::Nivel(a)) => return chasis_contest::level(a, global),
        None => {}
    }
    let lang = global.lang;
    let r = ruleset(&args.check, lang)?;
    if args.automatico {
        return automatic(args, &r, global);
    }
    let (check, transients) = check(&args.check, &r, lang)?;
    let flags = Flags {
        roll_rest: args.tirar_resto,
        ..FLAGS
    };
    let groups = typed_groups(args.dados.as_deref(), args.dados_mod.as_deref(), &r, flags, lang)?;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let used = Cell::new(false);
    let mut rng = SeededDice::new(seed);
    let (mut t, rolled) = roll_typed(&r, &check, groups, &mut rng, &used, flags, lang)?;
    if args.irrealizar {
        chasis::dj::irrealize(&mut t, &r).map_err(|e| CliError::input(format!("--irrealizar: {}", say(lang, &e))))?;
    }
    if args.neutro_a_fallo {
        chasis::dj::neutral_to_failure(&mut t, &r)
            .map_err(|e| CliError::input(format!("--neutro-a-fallo: {}", say(lang, &e))))?;
    }
    let seed = used.get().then_some(seed);
    if global.json {
        #[derive(Serialize)]
        struct RollJson<'a> {
            #[serde(flatten)]
            roll: &'a Transcript,
            /// Transient qualities of the sheet that weighed on the check (T51).
            #[serde(rename = "transitorias", skip_serializing_if = "<[Applied]>::is_empty")]
            transients: &'a [Applied],
            /// Dice rolled because they were not typed (`--tirar-resto`): `[group, face]`.
            #[serde(rename = "tirados", skip_serializing_if = "<[(String, i64)]>::is_empty")]
            rolled: &'a [(String, i64)],
            #[serde(skip_serializing_if = "Option::is_none")]
            seed: Option<u64>,
        }
        return crate::commands::print_roll_json(
            &RollJson {
                roll: &t,
                transients: &transients,
                rolled: &rolled,
                seed,
            },
            global.lang,
        );
    }
    print!("{}", chasis_render::check(&t, &r, lang, chasis_render::style()));
    print!("{}", rolled_line(&rolled, lang).unwrap_or_default());
    print!(
        "{}",
        chasis_render::transients(&transients, lang, chasis_render::style())
    );
    Ok(())
}

/// `--automatico`: the whole cap of énfasis for a success with no roll (C1196), paid from the
/// sheet's energy when there is one (C1174).
fn automatic(args: &ChasisArgs, r: &Ruleset, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let c = &args.check;
    if c.enfasis != 0 || c.enfasis_aux != 0 || c.estres != 0 {
        return Err(CliError::input(lang.pick(
            "--automatico gasta toda la energía de la acción: no se combina con --enfasis, --enfasis-aux ni --estres",
            "--automatico spends the action's whole energy: it does not go with --enfasis, --enfasis-aux or --estres",
        )));
    }
    let have = match &c.ficha {
        Some(file) => Some(sheet(file, r, lang)?.state.energy.emphasis),
        None => None,
    };
    let a = chasis::auto_success(r, have).map_err(|e| CliError::input(format!("--automatico: {}", say(lang, &e))))?;
    if global.json {
        return crate::commands::print_json(&a);
    }
    let word = chasis_render::outcome_word(a.outcome, lang).to_uppercase();
    println!(
        "{}",
        match lang {
            Lang::Es => format!(
                "CHASIS  sin tirada: {}PY de énfasis → {word} automático  ·  {}",
                a.spent, a.grade_label
            ),
            Lang::En => format!(
                "CHASIS  no roll: {}PY of emphasis → automatic {word}  ·  {}",
                a.spent, a.grade_label
            ),
        }
    );
    Ok(())
}

pub fn odds(args: &ChasisOddsArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    let r = ruleset(&args.check, lang)?;
    let o = chasis::odds(&r, &check(&args.check, &r, lang)?.0, args.profundidad).map_err(|e| match e {
        ChasisError::Depth { .. } => CliError::input(format!("--profundidad: {}", say(lang, &e))),
        e => input(lang, e),
    })?;
    if global.json {
        return crate::commands::print_json(&o);
    }
    print!("{}", chasis_render::odds(&o, &r, lang, chasis_render::style()));
    Ok(())
}
