//! `tirada sim portal`: Monte Carlo of whole rolls, to cross-check the exact odds.

use super::portal::args::PortalSpecArgs;
use super::portal::throw::objective;
use crate::error::CliError;
use crate::global::GlobalArgs;
use crate::lang::Lang;
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::time::Instant;
use tirada_dice::{FastDice, Fraction, SeededDice};
use tirada_rules::portal::odds::best_policy_odds;
use tirada_rules::portal::{Outcome, PortalGame, PortalMove, PortalRoll, Simulator, Tally};

#[derive(clap::Args, Debug)]
pub struct SimPortalArgs {
    #[command(flatten)]
    pub spec: PortalSpecArgs,
    /// How many rolls to simulate.
    #[arg(long, default_value_t = 1_000_000)]
    pub tiradas: u64,
    /// Threads to use (default: every core).
    #[arg(long)]
    pub hilos: Option<usize>,
}

#[derive(Serialize)]
struct Row {
    total: i32,
    count: u64,
    frequency: f64,
    exact: Fraction,
}

#[derive(Serialize)]
struct SimJson {
    system: &'static str,
    rolls: u64,
    seed: u64,
    policy: &'static str,
    rolls_per_second: f64,
    distribution: Vec<Row>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    outcomes: BTreeMap<&'static str, f64>,
    chi_square: f64,
    degrees_of_freedom: usize,
}

const CHUNK: u64 = 5_000_000;

pub fn run(args: &SimPortalArgs, global: &GlobalArgs) -> Result<(), CliError> {
    let lang = global.lang;
    args.spec.check(lang)?;
    if args.tiradas == 0 {
        return Err(CliError::input(lang.w("sim-tiradas-must-be-at-least")));
    }
    let spec = args.spec.spec(&BTreeMap::new())?;
    let rules = args.spec.rules(lang)?;
    spec.validate(&rules).map_err(|e| CliError::input(lang.error(&e)))?;
    let seed = global.seed.unwrap_or_else(SeededDice::random_seed);
    let obj = objective(args.spec.objetivo);
    let exact = best_policy_odds(&spec, &rules, obj, args.spec.bloquear, args.spec.pp_repeticiones)
        .map_err(|e| CliError::input(lang.error(&e)))?;
    let with_policy = exact.allowance > 0;
    let progress = progress_bar(args.tiradas, lang, global.json);
    let start = Instant::now();
    let tally = if with_policy {
        let mut s = spec.clone();
        s.aces += args.spec.pp_repeticiones;
        play_policy(
            &s,
            &rules,
            obj,
            args.spec.bloquear,
            (args.tiradas, seed),
            &progress,
            lang,
        )?
    } else {
        let sim = Simulator::new(&spec, &rules);
        let threads = args
            .hilos
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
            .max(1);
        let chunks: Vec<(u64, u64)> = (0..args.tiradas.div_ceil(CHUNK))
            .map(|i| (i, CHUNK.min(args.tiradas - i * CHUNK)))
            .collect();
        let next = std::sync::atomic::AtomicUsize::new(0);
        let parts: Vec<Tally> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut acc: Option<Tally> = None;
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(&(chunk, n)) = chunks.get(i) else { break };
                            let t = sim.run(n, seed.wrapping_add(chunk.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
                            progress.inc(n);
                            match acc.as_mut() {
                                Some(a) => a.merge(&t),
                                None => acc = Some(t),
                            }
                        }
                        acc
                    })
                })
                .collect();
            handles
                .into_iter()
                .filter_map(|h| h.join().expect("simulation thread"))
                .collect()
        });
        let mut total = parts[0].clone();
        for p in &parts[1..] {
            total.merge(p);
        }
        total
    };
    let seconds = start.elapsed().as_secs_f64();
    progress.finish_and_clear();
    report(
        &tally,
        &exact.dist,
        spec.difficulty,
        seed,
        with_policy,
        args.tiradas as f64 / seconds,
        lang,
        global.json,
    )
}

fn progress_bar(n: u64, lang: Lang, json: bool) -> indicatif::ProgressBar {
    if json || n < 50_000_000 || !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(n);
    // indicatif's placeholders go into the sentence as its arguments.
    let args = [
        ("done", "{human_pos}".into()),
        ("total", "{human_len}".into()),
        ("eta", "{eta}".into()),
    ];
    let template = format!("{{bar:40.cyan}} {{percent}}% · {}", lang.t("sim-progress", &args));
    if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}

/// Plays every roll with the advised rerolls (slower: the roll machine, not the table).
fn play_policy(
    spec: &tirada_rules::portal::RollSpec,
    rules: &tirada_rules::portal::Rules,
    obj: tirada_rules::portal::Objective,
    blocked: bool,
    (n, seed): (u64, u64),
    progress: &indicatif::ProgressBar,
    lang: Lang,
) -> Result<Tally, CliError> {
    let game = PortalGame::before_throw(spec, rules, obj, blocked);
    let solution = game.solve().map_err(|e| CliError::input(lang.error(&e)))?;
    let mut dice = FastDice::new(seed);
    let mut totals: BTreeMap<i32, u64> = BTreeMap::new();
    for i in 0..n {
        let mut roll =
            PortalRoll::throw(spec.clone(), rules.clone(), &mut dice).map_err(|e| CliError::input(lang.error(&e)))?;
        if blocked {
            roll.block().map_err(|e| CliError::input(lang.error(&e)))?;
        }
        loop {
            let groups = game.groups_of(&roll);
            let views: Vec<&[u8]> = groups.iter().map(Vec::as_slice).collect();
            let m = solution
                .best_move(&views, roll.rerolls_made() as u32)
                .map_err(|e| CliError::input(lang.error(&e)))?;
            match game.to_portal_move(m) {
                PortalMove::Stop => break,
                PortalMove::Reroll { colour, face } => {
                    roll.reroll(colour, face, &mut dice)
                        .map_err(|e| CliError::input(lang.error(&e)))?;
                }
            }
        }
        *totals.entry(roll.total()).or_default() += 1;
        if i % 100_000 == 99_999 {
            progress.inc(100_000);
        }
    }
    let min = *totals.keys().next().expect("n ≥ 1");
    let max = *totals.keys().last().expect("n ≥ 1");
    let mut counts = vec![0; (max - min + 1) as usize];
    for (t, c) in totals {
        counts[(t - min) as usize] = c;
    }
    Ok(Tally { min, counts })
}

#[allow(clippy::too_many_arguments)]
fn report(
    tally: &Tally,
    exact: &tirada_dice::Dist,
    difficulty: Option<i32>,
    seed: u64,
    with_policy: bool,
    rate: f64,
    lang: Lang,
    json: bool,
) -> Result<(), CliError> {
    let n = tally.rolls() as f64;
    let observed: BTreeMap<i64, u64> = tally.totals().map(|(t, c)| (t as i64, c)).collect();
    let mut rows = Vec::new();
    let (mut chi, mut bins) = (0.0, 0usize);
    for (v, p) in exact.to_f64() {
        let count = observed.get(&v).copied().unwrap_or(0);
        let e = p * n;
        if e > 0.0 {
            chi += (count as f64 - e).powi(2) / e;
            bins += 1;
        }
        rows.push(Row {
            total: v as i32,
            count,
            frequency: count as f64 / n,
            exact: exact.prob(v),
        });
    }
    let mut outcomes = BTreeMap::new();
    if let Some(d) = difficulty {
        for o in Outcome::ALL {
            outcomes.insert(o.word(), tally.outcome_count(d, o) as f64 / n);
        }
    }
    let df = bins.saturating_sub(1);
    if json {
        return super::print_json(&SimJson {
            system: "portal",
            rolls: tally.rolls(),
            seed,
            policy: if with_policy { "optimo" } else { "ninguno" },
            rolls_per_second: rate,
            distribution: rows,
            outcomes,
            chi_square: chi,
            degrees_of_freedom: df,
        });
    }
    let mut out = format!(
        "{} {} {} ({} {}/s)\n\n",
        lang.w("sim-portal-simulated"),
        tally.rolls(),
        lang.w("sim-rolls"),
        lang.decimal(rate / 1e6, 1),
        lang.w("sim-million"),
    );
    out.push_str(&format!(
        "{:>6}  {:>10}  {:>10}  {:>10}\n",
        "total",
        lang.w("sim-simulated"),
        lang.w("sim-exact"),
        lang.w("sim-difference")
    ));
    for r in &rows {
        let e = r.exact.percent();
        out.push_str(&format!(
            "{:>6}  {:>10}  {:>10}  {:>10}\n",
            r.total,
            lang.percent(r.frequency * 100.0),
            lang.percent(e),
            lang.percent(r.frequency * 100.0 - e)
        ));
    }
    out.push_str(&format!(
        "\nχ² = {} {} {df} {}\n",
        lang.decimal(chi, 2),
        lang.w("sim-with"),
        lang.w("sim-degrees-of-freedom")
    ));
    print!("{out}");
    Ok(())
}
