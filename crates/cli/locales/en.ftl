# tirada: the command line's own sentences (English). Keys by command.

## usage

usage-expression-is-missing-for-example = the expression is missing: for example tirada odds 3d10km+5
usage-did-you-mean = { $said }; did you mean { $suggestion }?
usage-unknown-option = unknown option '{ $arg }' (see tirada --help)
usage-unknown-command = unknown command '{ $value }' (see tirada --help)
usage-invalid-value = invalid value '{ $value }' for { $arg }
usage-invalid-value-of = invalid value '{ $value }' for { $arg }; possible values: { $values }
usage-invalid-value-because = invalid value '{ $value }' for { $arg }: { $why }
usage-required-missing = a required argument is missing: { $arg }
usage-flag-before-command = { $prior } cannot be used with that command: put it after the command, or it does not apply
usage-cannot-go-with = { $arg } cannot be used together with { $prior }
usage-unexpected-argument = unexpected argument '{ $value }'
usage-command-missing = a command is missing: try tirada --help
usage-another-option = another option
usage-not-valid-json = { $file }: not valid JSON: { $why }

## table

table-probability = probability
table-at-least = at least

## roll

roll-sorted = sorted

## mirilla

mirilla-chance-of-making-it = chance of making it
mirilla-one-six-sided-die = one six-sided die
mirilla-degree = degree
mirilla-success = success
mirilla-failure = failure
mirilla-outcome = outcome
mirilla-in-row = in a row
mirilla-dice-rolled-on-average = Dice rolled on average:
mirilla-describe-1 = one roll of { $minimum } or more
mirilla-describe-n = { $n } in a row of { $minimum } or more
mirilla-too-many-faces-one-die = too many faces: without --seguidos one die is rolled, and you wrote { $given }
mirilla-too-many-faces-chain = too many faces: the chain ended at roll { $used } and you wrote { $given }
mirilla-too-few-faces = too few faces: the { $given } written reach { $minimum } and the chain of { $needed } needs roll { $roll }; type it, or use --tirar-resto to have tirada roll the rest
mirilla-degree-is-the-narrador-s = the Narrador decides the degree (B27); these words are tirada's default scale (--palabras, --escala)

## sim

sim-tiradas-must-be-at-least = --tiradas must be at least 1
sim-portal-simulated = PORTAL: simulated
sim-rolls = rolls
sim-million = million
sim-simulated = simulated
sim-exact = exact
sim-difference = difference
sim-with = with
sim-degrees-of-freedom = degrees of freedom
sim-progress = { $done }/{ $total } rolls · { $eta } left

## serve

serve-tirada-table-is-at = tirada: the table is at
serve-database = database
serve-head-of-chain-compare-it = Head of the chain (compare it with the table page's)
serve-everything-checks-out = Everything checks out.
serve-log-does-not-check-out = THE LOG DOES NOT CHECK OUT.
serve-revealed-seed-matches-commitment-rolls =
    Revealed seed: matches the commitment.
    Rolls recomputed: { $rolls }, rerolls: { $rerolls }, hidden revealed: { $revealed }, hidden unrevealed: { $unverifiable }
serve-typed-rolls-unverifiable = { $typed ->
    [one] 1 roll
   *[other] { $typed } rolls
} with physical dice: the seed cannot verify them
serve-fight-steps-recomputed = Fight steps recomputed: { $encounter-steps }
serve-answers-to-aspects-against-roll = Answers to aspects against a roll recomputed: { $against }
serve-unchained-events-stored-before-log = { $unchained } unchained events (stored before the log was chained)
serve-is-not-valid-json = { $file } is not valid JSON: { $e }
serve-log-does-not-check-out-2 = the log does not check out: events that recompute differently or break the chain: { $mismatches } (the first, #{ $mismatches2 }: { $mismatches3 })

## odds

odds-mean = mean
odds-value = value
odds-explosions-cut-at = Explosions cut at
odds-profundidad = --profundidad
odds-sets-sorted-from-highest-to = The sets sorted from highest to lowest, mean of each rank:
odds-invalid-expression = invalid expression
odds-changes-outcome = changes the outcome with probability { $p } ≈ { $approx }

## importar

importar-brought-from = Brought from
importar-carried-over = Carried over:
importar-left-out = Left out:
importar-sistema-is-not-system-portal = --sistema: '{ $w }' is not a system: portal, chasis, hitos, fate or mirilla

## hitos

hitos-use-car-or-caracteristica-and = use --car or --caracteristica and --hab or --habilidad, not both
hitos-cancelar-only-cancels-aspecto-contra = --cancelar only cancels an --aspecto-contra
hitos-exitos-needs-dif = --exitos needs --dif
hitos-health = health
hitos-drama-points = drama points
hitos-sheet = sheet:
hitos-difficulty = difficulty
hitos-realistic = , realistic
hitos-exact-odds = exact odds
hitos-die = die
hitos-bonus = bonus
hitos-outcome = outcome
hitos-critical = Critical
hitos-fumble = fumble
hitos-critical-or-fumble = critical or fumble
hitos-success = Success
hitos-mean = Mean
hitos-without-and-with-activation = without and with the activation:
hitos-activated-in = activated in
hitos-activated-against-in = activated against in
hitos-opposed-wins = Opposed: wins
hitos-ties = ties
hitos-loses = loses
hitos-mean-total = Mean total:
hitos-goal-needs-difficulty = --objetivo exito needs --dif to know what a success is
hitos-gm-without-aspect = --dj only makes sense with --aspecto or --aspecto-contra
hitos-picks-without-aspect = --repetir needs --aspecto or --aspecto-contra
hitos-exhaust-without-aspect = --agotar pays for an activation: use it with --aspecto or --aspecto-contra
hitos-point-without-aspect = --punto-para names who receives the GM's point for an activation in favour of an NPC: use it with --aspecto
hitos-damage-twice = use --dano or --arma, not both
hitos-damage-options-alone = --bd, --rd, --fila, --minimo and --dados-dano need --dano or --arma
hitos-needs-sheet-weapon = --arma reads from a sheet: add --ficha
hitos-needs-sheet = --caracteristica and --habilidad read from a sheet: add --ficha
hitos-target-without-attack = --blanco is an attack's target: add --dano or --arma (H213)
hitos-target-unnamed = --blanco needs the attacked character's name
hitos-secuela-without-target = --secuela goes on the attack's target: add --blanco
hitos-faces-not-advised =
    --dados: { $extra ->
        [one] 1 new face was
       *[other] { $extra } new faces were
    } typed but the best choice rerolls { $needed ->
        [one] 1 die
       *[other] { $needed } dice
    }; say which you rerolled with --repetir
hitos-extended-action-of-successes-per = Extended action of { $successes } successes: { $odds } per roll; { $expected } rolls expected (at least { $minimum-rolls }); done within { $within }
hitos-outcome-word-exito = SUCCESS
hitos-outcome-word-fallo = FAILURE
hitos-outcome-word-critico = CRITICAL
hitos-outcome-word-pifia = FUMBLE
hitos-choice-line-true = chance of success
hitos-choice-line-false = expected total
hitos-choice-line-positive = with that choice
hitos-choice-line-negative = with the choice against
hitos-advice-no-need = Advice: no need to activate the aspect; the roll is already at its best.
hitos-advice-reroll = Advice: reroll { $dice } ({ $before } → { $after }); type their new faces at the end of --dados
hitos-odds-aspect-for = , with an aspect in favour (best dice)
hitos-odds-aspect-against = , with an aspect against (worst dice)

## chasis

chasis-mod-rival-dados-rival-and = --mod-rival, --dados-rival and --dados-mod-rival only work in an opposed contest (--modo enfrentado)
chasis-pj-at-least-one-pc = --pj: at least one PC is needed
chasis-automatico-spends-action-s-whole = --automatico spends the action's whole energy: it does not go with --enfasis, --enfasis-aux or --estres
chasis-emphasis = emphasis
chasis-energy = energy
chasis-bajas-only-works-with-tope = --bajas only works with the tope apertura (--apertura tope)
chasis-continuacion-only-works-with-sobred = --continuacion only works with the sobredécima apertura (--apertura sobredecima)
chasis-ficha-say-with-atributo-which = --ficha: say with --atributo which quality of the sheet is rolled (e.g. --atributo ATA)
chasis-gm-sets-its-modifier = the GM sets its modifier
chasis-transient = transient
chasis-in = in
chasis-vs = vs
chasis-outcome = outcome
chasis-overall = Overall
chasis-extremes-on-base-dice = Extremes on the base dice
chasis-mean-total = Mean total
chasis-grade = grade
chasis-ficha-there-is-no-example = --ficha: there is no example '{ $id }'; there are: { $ids }
chasis-dados-rival-there-are-turns = --dados-rival: there are { $b } turns and --dados has { $a }
chasis-dados-contest-ended-at-turn = --dados: the contest ended at turn { $i } and there are turns left over
chasis-sesion-with-pcs-session-level = --sesion: with { $pj } PCs the session level is at least { $least }, and { $sesion } was asked for
chasis-points-cannot-be-negative-and = { $flag }: points cannot be negative, and there is { $x }
chasis-gm-has-level-points-left = { $flag }: the GM has { $left } level points left and cannot spend { $asked }: once they run out the session ends or the GM asks the players for new points (C1132)
chasis-chasis-no-roll-py-of = CHASIS  no roll: { $spent }PY of { $energy } → automatic { $word }  ·  { $grade-label }
chasis-apertura-opens-on-of-rolls = The apertura opens on { $opens } of the rolls ({ $expected-openings } openings per roll)
chasis-and-more-totals-each-below = (and { $hidden } more totals, each below 0.01%)
chasis-base-roll-needs-faces-and = { $flag }: the base roll { $base } needs { $n } faces and { $have } were written
chasis-outcome-word-critical = critical
chasis-outcome-word-success = success
chasis-outcome-word-neutral = neutral
chasis-outcome-word-hyperbole = hyperbole
chasis-outcome-word-failure = failure
chasis-outcome-word-fumble = fumble
chasis-continuation-word-explode-on-ten = each 10 adds another d10
chasis-continuation-word-reroll-d12 = reroll: another d12 that opens on ⑪/⑫
chasis-continuation-word-none = no continuation
chasis-apertura-faces-missing = { $flag }: the apertura opened and its dice are missing; write their faces after the base dice, or use --tirar-resto to roll them
chasis-modifier-faces-missing = { $flag }: the modifier's dice faces are missing; type them, or use --tirar-resto to roll them
chasis-mass-cut = mass cut at depth { $depth }: { $mass }

## fate

fate-hit-of-0-nothing = a hit of 0: nothing
fate-hit-taken-out = hit: TAKEN OUT
fate-end-of-scene-stress-clears = end of scene: stress clears
fate-seat = seat
fate-patron = patron
fate-powers = Powers
fate-power-points = Power points
fate-refresh = refresh
fate-consequence = Consequence
fate-to-every-skill = To every skill:
fate-out = out
fate-follower = Follower
fate-defender-s-options-need-ataque = the defender's options need --ataque or --def
fate-dif-is-not-used-in = --dif is not used in an attack: the difficulty is the defence (--def)
fate-bloqueo-hab-is-for-odds = --bloqueo-hab is for the odds; in a roll give the block's strength with --bloqueo
fate-dados-def-needs-ataque-or = --dados-def needs --ataque or --def
fate-intercambios-at-most-1000 = --intercambios: at most 1000
fate-consequences = consequences
fate-supplementary = supplementary
fate-full-defence = full defence
fate-combined-skills = combined skills
fate-group = group
fate-spin = spin
fate-manoeuvre = manoeuvre
fate-border = border
fate-disarm = disarm
fate-modifier = modifier
fate-skill = skill
fate-against = against
fate-effort = effort
fate-success = success
fate-failure = failure
fate-bare-success-0-shifts = bare success (0 shifts)
fate-1-shift-or-more = 1 shift or more
fate-spin-3-shifts-or-more = spin (3 shifts or more)
fate-outcome = outcome
fate-mean-shifts = Mean shifts:
fate-attack = attack
fate-against-defence = against defence
fate-hit = hit
fate-tie-miss = tie (miss)
fate-defended = defended
fate-defender-s-spin = defender's spin
fate-stress = stress
fate-box = box
fate-consequence-2 = consequence
fate-taken-out = taken out
fate-hit-2 = the hit
fate-mean-stress = Mean stress:
fate-recovery-not-understood = '{ $value }' is not understood; use respiro, descanso:HOURS, tiempo:DAYS, aventura or sesion-seguida
fate-track-unknown = '{ $value }': use salud or serenidad
fate-absorb-unknown = '{ $value }': use casilla, consecuencia, extra or seguidor:NAME
fate-pp-spend-unknown = '{ $value }': use bonificador, escena or desenlace
fate-concession-unknown = '{ $value }': use gana or pierde
fate-medidor-is-not-track-use = --medidor: '{ $t }' is not a track; use salud or serenidad
fate-consequences-are-too-many-at = { $flag }: { $n } consequences are too many; at most 10
fate-hit-box = hit: { $english } box { $index }
fate-hit-consequence = hit: { $english } consequence '{ $description }'
fate-recovery-consequences-removed = recovery: { $removed } consequences removed
fate-type-all-four-or-use = { $flag }: { $x }; type all four, or use --tirar-resto to have tirada roll the rest
fate-conflict = conflict '{ $shown }': { $error }
fate-guardar-could-not-write = --guardar: could not write '{ $path }': { $e }
fate-sheet = sheet '{ $shown }': { $error }
fate-could-not-save-sheet = could not save the sheet '{ $path }': { $e }
fate-changes-human-true = (sheet saved)
fate-changes-human-false = (not saved: add --guardar)
fate-dados-not-understood = --dados: '{ $text }' is not understood; write the faces as +-0+, 1,-1,0,1 or [+][-][ ][+]

## portal

portal-especialidad-needs-fortaleza-to-belong = --especialidad needs a --fortaleza to belong to (e.g. --fortaleza 2 --especialidad)
portal-especialidad-sobrehumana-each-level-is = --especialidad-sobrehumana: each level is that of a --sobrehumana without another specialty (S55)
portal-conoce-bien-only-goes-with = --conoce-bien only goes with --lanzador profano: mages and apprentices keep the High die anyway
portal-spell-s-rank-sets-its = a spell's rank sets its difficulty and the caster its die: drop --dif and --dado
portal-dados-and-blancos-are-same = --dados and --blancos are the same: use only one
portal-paying-from-reserve-needs-agonist = paying from a reserve needs an agonist's or antagonist's sheet (--ficha)
portal-competent-mage-casts-rank-0 = a competent mage casts rank-0 spells without a roll (B1574)
portal-magical-fumble-it-usually-brings = Magical fumble: it usually brings
portal-type-faces-of-every-member = type the faces of every member and of every reroll (=NEW), or of none to roll them
portal-requerido-at-least-1-success = --requerido: at least 1 success must be accumulated
portal-discomfort = discomfort
portal-wounds = wounds
portal-luck = luck
portal-sequela-points-to-resolve = sequela points to resolve
portal-is-left-with = is left with
portal-no-rerolls-left = No rerolls left.
portal-what-now-black-5-rerolls = What now? 'black 5' rerolls that die, 'bloquear', 'as' (1 PP), 'quitar rojo 4' (1 PP); Enter to finish:
portal-not-understood-try-white-1 = Not understood; try 'white 1'.
portal-total = total
portal-rerolls = rerolls
portal-ones-and-sixes-blocked = {" "}· ones and sixes blocked
portal-spell-of-rank = Spell of rank
portal-performed-at-rank = Performed at rank
portal-no-roll-competent-mage-does = No roll: a competent mage does it at no cost and without limit (B1574)
portal-difficulty = Difficulty
portal-costs-gm-may-ask-for = Costs the GM may ask for
portal-usual-components = Usual components
portal-fumble-usually-brings = A fumble usually brings
portal-it-usually-takes-more-than = It usually takes more than one caster
portal-paid-before-roll = Paid before the roll
portal-impossible = Impossible
portal-member = member
portal-totales-totals-rolled-or-miembro = --totales (the totals rolled) or --miembro (to roll them here) is missing
portal-ventaja-with-favorece-advantage-is = --ventaja: with --favorece the advantage is positive and goes to the side favoured
portal-favorece-only-fits-doble-and = --favorece only fits the doble and desigual modes
portal-that-side-s-total = that side's total
portal-or-b-side-doubled = a or b, the side doubled
portal-lead-to-reach-1-or = the lead to reach, 1 or more
portal-each-exchange-s-b-totals = each exchange's A:B totals
portal-with-rerolls-dif-is-needed = with rerolls, --dif is needed to know what a success is (or --objetivo media)
portal-outcome = outcome
portal-success-without-rerolls-and-at = Success without rerolls and at best:
portal-mean-total = Mean total:
portal-asaltos-between-1-and-50 = --asaltos: between 1 and 50 rounds
portal-gastar-ventaja-must-be-exchange = --gastar-ventaja: '{ $text }' must be EXCHANGE:SIDE:N, like 2:a:1
portal-intercambios-must-be-b-like = --intercambios: '{ $item }' must be A:B, like 5:3
portal-face-is-impossible-on-d = { $flag }: face { $bad } is impossible on a d6 (values 1 to 6)
portal-nombres-non-empty-names-are = --nombres: { $n } non-empty names are needed, one per total
portal-gastar-must-be-roll-n = --gastar: '{ $item }' must be ROLL:N with ROLL from 1 to { $t }
portal-gastar-too-many-rerolls-for = --gastar: too many rerolls for roll { $i }
portal-new-face-of-die = New face of the { $english } die:{" "}
portal-miembro-must-be-name-faces = --miembro: '{ $text }' must be 'NAME [FACES] [fortaleza=N] [ases=N] [dado=superior|medio|inferior] [lider]', like 'Alex 5,5,3 fortaleza=2 lider'
portal-repeticion-must-be-name-colour = --repeticion: '{ $text }' must be NAME:COLOUR:FACE[=NEW][:propia] naming a member, like David:blanco:1=6
portal-pagar-is-not-understood-use = --pagar: '{ $item }' is not understood; use suerte:N, malestar:N, turnos:N, pp:N, heridas:N, sacrificio:N, secuela:AREA or reserva:NAME:N
portal-dados-face-is-impossible-on = --dados: face { $bad } is impossible on a d6 (values 1 to 6)
portal-especialidad-has-no-specialty-on = --especialidad: '{ $name }' has no specialty on the sheet
portal-reserve-of = '{ $purpose }' reserve { $left } of { $amount }
portal-is-out-of-any-sane = { $flag }: { $v } is out of any sane range; it goes from −{ $max-number } to { $max-number }
portal-must-be-list-of-totals = { $flag }: '{ $text }' must be a list of totals separated by commas, like 5,8,-1
portal-single-total-goes-here-not = { $flag }: a single total goes here, not a list
portal-is-missing = { $flag } is missing: { $why }
portal-repetir-does-not-fit-odds = --repetir: '{ $other }' does not fit the odds: use optimo or ninguno (a list of dice only makes sense in a roll)
portal-could-not-save-sheet-to = could not save the sheet to '{ $out }': { $e }
portal-is-cast-member-and-rolls = { $name } is a cast member and rolls no dice (B657)
portal-malestar-holds-and-all-are = --malestar: { $name } holds { $discomfort2 } and all are thrown (R2), not { $black }
portal-heridas-and-heridas-sin-tirar = --heridas and --heridas-sin-tirar: { $name } holds { $wounds2 }, thrown or set aside, not { $red-unrolled }
portal-fortaleza-partly-applied-lends-left = Fortaleza «{ $forte }» partly applied: lends { $rerolls2 }; { $left } left (R30)
portal-repetir-is-not-understood-use = --repetir: '{ $item }' is not understood; use ninguno, optimo or a list like blanco:1,negro:6
portal-advice-reroll-type-its-new = Advice: reroll the { $english } { $face } ({ $value-now } → { $value-after }); type its new face at the end of { $flag }
portal-repetir-is-not-understood-use-2 = --repetir: '{ $other }' is not understood; use ninguno or optimo
portal-advise-stop = stop
portal-advise-reroll-colour-face = reroll the { $english } { $face }
portal-caster-mage = mage
portal-caster-apprentice = apprentice
portal-caster-knows-well-true = layman who knows the spell well
portal-caster-layman = layman
portal-work-cast = cast
portal-work-enchant = enchant an object
portal-work-invent = invent the spell
portal-role-high = High die
portal-role-middle = Middle die
portal-role-low = Low die
portal-run-0 = PORTAL: exact odds
portal-run-n = PORTAL: exact odds with { $n } rerolls played at best
portal-outcome-word-exito = SUCCESS
portal-outcome-word-parcial = PARTIAL SUCCESS
portal-outcome-word-fallo = FAILURE
portal-outcome-word-pifia = FUMBLE
portal-paid-luck =
    −{ $n ->
        [one] 1 luck die
       *[other] { $n } luck dice
    }
portal-paid-discomfort =
    +{ $n ->
        [one] 1 discomfort die
       *[other] { $n } discomfort dice
    }
portal-paid-turns =
    { $n ->
        [one] 1 turn without acting
       *[other] { $n } turns without acting
    }
portal-paid-pp =
    −{ $n ->
        [one] 1 character point
       *[other] { $n } character points
    }
portal-paid-wound =
    +{ $n ->
        [one] 1 wound die
       *[other] { $n } wound dice
    }
portal-paid-sacrifice =
    { $n ->
        [one] 1 luck die given up for ever
       *[other] { $n } luck dice given up for ever
    }
portal-paid-sequela = level-{ $level } sequela in { $area }
portal-paid-reserve = { $amount } from the '{ $purpose }' reserve
portal-difficulty-missing =
    Difficulty { $difficulty } ({ $base } + { $penalty } for { $missing ->
        [one] 1 missing component
       *[other] { $missing } missing components
    }) · { $die }
portal-not-a-d6-face = '{ $face }' is not a d6 face

## faces

faces-empty = { $flag }: the list of faces is empty
faces-not-a-face = { $flag }: '{ $face }' is not a die face; write numbers separated by commas, like 6,6,1

## files

files-could-not-read = { $flag }: could not read '{ $shown }': { $why }
files-could-not-read-named = could not read { $what ->
    [sheet] the sheet
    [conflict] the conflict
    [log] the log
    [encounter] the encounter
    [event-log] the event log
   *[file] the file
} '{ $shown }': { $why }
files-does-not-exist = it does not exist

## db

db-table-imported-events = Table { $id } imported: { $events } events.
db-schema-up-to-date-version = Schema up to date (version { $after }): { $ran } migrations applied now.
db-no-such-database = the database { $file } does not exist
db-cannot-write = cannot write { $file }: { $why }
db-cannot-read = cannot read { $file }: { $why }
db-not-a-dump = { $file } is not a dump made by tirada export-db: { $why }
