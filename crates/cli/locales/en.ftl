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

## serve

serve-tirada-table-is-at = tirada: the table is at
serve-database = database
serve-head-of-chain-compare-it = Head of the chain (compare it with the table page's)
serve-everything-checks-out = Everything checks out.
serve-log-does-not-check-out = THE LOG DOES NOT CHECK OUT.

## odds

odds-mean = mean
odds-value = value
odds-explosions-cut-at = Explosions cut at
odds-profundidad = --profundidad
odds-sets-sorted-from-highest-to = The sets sorted from highest to lowest, mean of each rank:
odds-invalid-expression = invalid expression

## importar

importar-brought-from = Brought from
importar-carried-over = Carried over:
importar-left-out = Left out:

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
portal-sheet = the sheet
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
portal-encounter = the encounter
portal-asaltos-between-1-and-50 = --asaltos: between 1 and 50 rounds

## faces

faces-empty = { $flag }: the list of faces is empty
