# tirada's errors, worded where they are shown: each is a value with its data
# (tirada_dice::Words), and here is its sentence. The key is the type's prefix and the variant.

## Faces typed in by hand (tirada_dice::SourceError)

typed-missing = too few faces for the dice '{ $group }': face number { $needed } was needed and only { $given } were typed
typed-impossible = face { $face } is not possible on a { $die } (dice '{ $group }': values { $allowed })
typed-extra = too many faces for the dice '{ $group }': { $given } were typed and only { $used } were used

## Keeping dice (tirada_dice::KeepError)

keep-too-many = cannot keep { $keep } dice out of { $dice }
keep-zero = at least one die must be kept
keep-no-middle = keeping { $keep } middle dice of { $dice } leaves no centre

## Exact odds (tirada_dice::notation::EvalError, SolveError, Stopped)

odds-too-large = «{ $value }» is too large to compute exactly (more than { $max_results } possible results); try fewer dice or sides
odds-too-costly = «{ $what }» would take about { $steps } steps to compute exactly, and the limit is { $limit }; try fewer dice or sides
odds-too-big = «{ $what }» would need about { $mib } MiB of memory to compute exactly, and the limit is { $limit_mib } MiB; try fewer dice or sides
odds-too-deep = an explosion depth of { $value } is too deep: at most { $max_depth } extra dice per chain
solve-no-faces = a group of dice has no faces
solve-too-many-states = too many states to solve exactly (more than { $limit })
solve-overflow = the game's values are too large to compute exactly
solve-too-big = solving this roll exactly would need about { $mib } MiB of memory, and the limit is { $limit } MiB; try fewer dice or rerolls
solve-too-costly = solving this roll exactly would take about { $steps } steps, and the limit is { $limit }; try fewer dice or rerolls
solve-group-count = { $expected } groups of dice were expected and { $given } came
solve-dice-count = group { $group } has { $expected } dice and { $given } came
solve-face = face { $face } does not exist on a die of { $sides } sides (group { $group })
solve-too-many-rerolls = { $made } rerolls were made and only { $allowance } were allowed
stopped-cancelled = the computation was cancelled: nobody was waiting for the answer
stopped-deadline = the computation ran past { $seconds } s and was stopped; try fewer dice, or later

## Dice notation (tirada_dice::notation::ParseError): the sentence and the position

notation-at = { $what } (position { $position })
notation-empty = the expression is empty: write something like 3d6+2
notation-missing-sides = the number of sides is missing after 'd'
notation-missing-term = a number or dice (or a parenthesis) are missing after the sign
notation-unexpected = unexpected '{ $value }': expected an operator (+ - * /), a modifier (kh, dl, ro, rr, !, min, >=...) or the end
notation-zero-dice = at least one die must be rolled
notation-too-many-dice = { $value } dice are too many: at most { $max_dice }
notation-zero-sides = a die needs at least one side
notation-too-many-sides = a die with { $value } sides is too large: at most { $max_sides }
notation-number-too-large = number too large: at most { $max_constant }
notation-unclosed-faces = missing '{"}"}' to close the list of faces
notation-empty-faces = the list of faces is empty
notation-two-keeps = only one keep or drop rule (kh, kl, km, dh or dl) per group of dice
notation-twice = '{ $value }' appears twice in the same group of dice
notation-missing-condition = the condition of '{ $value }' is missing
notation-missing-number = the number of '{ $value }' is missing
notation-bare-reroll = a bare 'r' is ambiguous: write 'ro' to reroll once or 'rr' to reroll while the condition holds
notation-rerolls-forever = '{ $value }' holds on every face: it would reroll forever
notation-explodes-forever = '{ $value }' holds on every face: it would explode forever
notation-unclosed-paren = missing ')' to close the parenthesis
notation-unclosed-group = missing '{"}"}' to close the group
notation-group-modifier = a group {"{"}...{"}"} does not take '{ $value }': only kh, kl, km, dh, dl and success conditions
notation-divisor-may-be-zero = the divisor may be 0
notation-result-too-large = the result could exceed { $max_result } in absolute value
notation-too-many-total-dice = { $value } dice in one roll are too many: at most { $max_total_dice }
notation-unclosed-label = missing ']' to close the label
notation-several-rolls = only one roll fits here, without ';' or 'Nx' repetitions
notation-too-many-rolls = too many rolls separated by ';': at most { $max_rolls }
notation-too-many-sets = { $value } repetitions are too many: at most { $max_sets }
notation-zero-sets = the roll must be repeated at least once
notation-min-above-max = 'min' cannot be greater than 'max'
notation-middle-of-exploding = 'km' does not work with '!', '!o' or '!p', which add dice and move the middle: use '!!' so that each chain counts as one die

## SheetError

sheet-syntax = sheet, line { $line }: { $message }
sheet-field = sheet, field '{ $field }': { $message }
sheet-wrong = sheet, field '{ $field }': { $error }

## NotationError

hitos-notation-empty = the damage expression is empty: write letters such as mC, CM or mCM+1d
hitos-notation-unexpected = '{ $found }' is not understood at position { $at }: expected m, C, M, a number, Nd, + or -
hitos-notation-bad-group = '{ $group }' (position { $at }) is not a group of dice: the letters go in the order m, C, M, each at most once
hitos-notation-dangling = a term is missing after '{ $sign }' at position { $at }
hitos-notation-too-large = the number at position { $at } is too large (at most { $max_constant }, and { $max_extra } dice)
hitos-notation-zero-dice = '0d' at position { $at } adds no die: use 1d or more
hitos-notation-two-splits = only one slash '/' (failure/success) is allowed; the one at position { $at } is one too many

## DramaError

drama-unknown = '{ $value }' is not at the table
drama-not-enough = '{ $who }' does not have enough drama points: has { $has } and needs { $needs }
drama-exhaust-with-points = '{ $who }' still has { $has } drama points: an aspect is exhausted only without points (AMB-10)

## EventError

hitos-event-not-positive = '{ $field }' must be 1 or more, not { $given }
hitos-event-no-temporary = '{ $value }' is neither a temporary aspect nor a temporary sequel of the sheet
hitos-event-not-exhausted = '{ $value }' is not exhausted
hitos-event-empty-aspect = a sequel needs its text ('aspect')

## HitosError

hitos-already-rerolled = the roll was already rerolled by an aspect: nobody can activate another to reroll it (L165)
hitos-no-dice-chosen = at least one die must be rerolled: these rules do not allow activating an aspect without a reroll (AMB-05)
hitos-no-such-position = there is no die at position { $value }: positions go from 1 to 3
hitos-repeated-position = position { $value } is repeated: each die is rerolled once
hitos-cancel-own-activation = a positive activation of one's own is not cancelled by paying: only the GM can cancel it (L159)
hitos-shift-needs-row = the row shifts only with a category of table 7 (cc, fuego_pequena...), not with an expression
hitos-no-difficulty = a difficulty is needed to know what a success is
hitos-gm-for-player = the GM activates in favour of an NPC, and the sheet is a player character's
hitos-gm-needs-point = the GM activates in favour of an NPC without spending: which player, the most affected, receives the point is missing (H157)
hitos-point-needs-gm = the point for a player is the GM's activating in favour of an NPC, and this is not that

## ChasisError

chasis-invalid = '{ $field }': { $en }
chasis-syntax = line { $line }: { $message }
chasis-in-section = in [{ $section }], { $why }
chasis-base-roll = '{ $given }' is not a base roll: write dice and sides like 2d12, 3d6 or 1d20
chasis-base-roll-range = the base roll '{ $given }' is not possible: 1 to { $max_dice } dice of 2 to { $max_sides } sides
chasis-base-roll-too-large = the base roll '{ $given }' has too many combinations to compute exactly
chasis-modifier = the modifier '{ $text }' is not valid: { $error }
chasis-energy-cap = { $spent }PY cannot be spent on one action: the most is { $cap }PY (the roll's average, L1194)
chasis-energy-short = not enough energy: { $asked }PY of emphasis asked and the character has { $have }PY
chasis-depth = the apertura depth goes from 0 to { $max } for exact odds, and { $asked } was asked for
chasis-too-large = '{ $value }' is too large to compute exactly; try fewer dice
chasis-no-check = { $name } makes no checks: { $en }

## FateError
fate-syntax = { $line ->
    [0] file
   *[other] line { $line }
  }: { $message }
thing-fate-conflict = the Fate conflict

fate-ladder-length = the ladder needs eleven words, from Legendario (+8) to Terrible (−2), and has { $given }
fate-ladder-empty = the word for rung { $rung } of the ladder is empty
fate-ladder-word = '{ $word }' cannot be a rung: ladder words have no digits or signs
fate-ladder-repeated = '{ $word }' appears twice in the ladder
fate-not-on-ladder = '{ $text }' is not a ladder value: write a number (3, -1) or a word like Bueno or Mediocre
fate-dice-count = four Fudge dice are rolled and { $given } faces were written
fate-face = a Fudge die has no face { $face }: each die is +, - or 0 (1, -1 or 0)
fate-pp-cap = this table allows at most { $cap } power points per roll
fate-critico-value = a crítico adds or subtracts 1, not { $value }
fate-critico-twice = this roll already received a crítico
fate-track-symbol = '{ $symbol }' is not a stress box: use x for a marked one and . for a free one (x.x..)
fate-track-length = a stress track has 1 to 30 boxes, and this one has { $len }
fate-severity-word = '{ $text }' is not a consequence severity: use leve, moderada or grave
fate-no-pp = not enough power points: { $have } left and { $need } needed
fate-no-consequence-left = no further consequence can be taken: none is left
fate-no-extra-slot = no extra consequence slot from a power is left
fate-no-follower = '{ $name }' is none of the character's followers
fate-follower-cannot = follower '{ $name }' cannot take this consequence: it must be active, attached and help in this kind of conflict
fate-follower-away = follower '{ $name }' must be active and attached to its leader to roll in its place
fate-follower-no-skill = follower '{ $name }' has no { $skill }: it rolls for its leader only the skills of Habilidoso
fate-leadership-off = this table does not use the optional Liderazgo rule for directing minions
fate-not-led = a leader directs only an active minion group attached to it
fate-nothing-to-disarm = { $name } has no weapon in hand to drop
fate-not-disarmed = { $name } has not lost a weapon: there is nothing to pick up
fate-overflow-attack = overflow cannot be spent on another attack or an offensive manoeuvre
fate-overflow-short = that costs { $cost } overflow shifts and only { $left } are left
fate-no-zone = zone { $zone } does not exist in this scene
fate-not-adjacent = zones { $from } and { $to } are not adjacent
fate-no-participant = there is no participant number { $id }
fate-hit-pending = the pending hit must be taken first: a box, a consequence or taken out
fate-no-pending-hit = there is no pending hit to take
fate-not-active = { $name } is no longer in the conflict
fate-not-your-turn = it is not { $name }'s turn
fate-already-acted = { $name } has already acted this exchange
fate-cannot-attach = only a minion group joins a named character of its own side
fate-no-bonus = there is no manoeuvre bonus against that target
fate-no-critico = there is no spin to use
fate-no-concession = a concession is offered right after taking a consequence, and answered once
fate-no-block = there is no block number { $index }
fate-block-not-passed = block number { $index } must first be got past with a roll of its own
fate-unarmed = { $name } has no weapon in hand: no defence with Armas, but Atletismo or Puños will do
fate-out-of-reach = the target is { $zones } zones away and the attack reaches { $reach }
fate-no-power = '{ $name }' is none of the character's powers
fate-sheet = { $field }: { $why_en }

## MirillaError

mirilla-face = a six-sided die has no face { $face }: write a value from 1 to 6
mirilla-in-a-row = rolls in a row go from 1 to { $max_in_a_row }, and { $needed } were asked for
mirilla-minimum = the minimum of each roll goes from 1 to 6, and { $minimum } was asked for
mirilla-scale-length = the scale needs six words, from the worst (1) to the best (6), and has { $given }
mirilla-scale-empty = the word for degree { $degree } of the scale is empty
mirilla-scale-syntax = not a scale: write palabras = ["…", …] (TOML) or a JSON list of six strings

## MultiError

portal-multi-too-many = at most as many attacks as reflexes ({ $reflexes }), not { $attacks } (B1491)
portal-multi-cancel = only { $max } increment points can be cancelled, not { $asked }
portal-multi-split = { $total } attack points are not enough for { $attacks } attacks of at least 2 (S142)

## StackError

portal-stack-too-big = a unit has at most { $group } members (its Grupo value), not { $size }

## PaymentError

portal-payment-wrong = { $owed } points of sangre fría must be paid, not { $paid }
portal-payment-no-turns = under the summary profile sangre fría is not paid with turns without acting (S106)

## MagicError

portal-magic-rank = power ranks go from 0 to 3, not { $value }
portal-magic-impossible = elements are missing ({ $missing }) and at rank { $rank } none may be missing (B1614, B1620)
portal-magic-missing = { $missing } elements of { $components } are missing
portal-magic-no-reserve = only agonists and antagonists pay with a reserve (B649)
portal-magic-cost-not-allowed = at rank { $rank } nothing is paid with { $kind }
portal-magic-free-for-a-mage = a competent mage casts rank-0 spells at no cost: does not pay with { $kind } (B1606)

## EncounterError

portal-encounter-no-one = there is no participant number { $value }

## PoolError

portal-pool-no-pool = this table has no shared PP pool: turn it on with the rule table_pp_pool (S72)
portal-pool-not-enough = the shared pool only has { $have } PP, not { $want }
portal-pool-no-character = say which character gives or takes the PP
portal-pool-hand-full = { $name }'s hand only has room for { $room } more PP (at most { $max }, B854)

## StateError
# Why a PORTAL state event cannot happen (the engine's sentences, in English).
pstate-no-luck-or-points = { $who } has neither luck dice nor character points (B647)
pstate-no-block = { $who }'s ones and sixes are not blocked: the PP is handed to a player who rolls (B605) and a principal character receives no character points (B647, A-22)
pstate-no-lost-luck = { $who } has lost no luck die: luck is tempted only with a lost one (B338)
pstate-not-points-built = the sheet was not built with points or has closed its creation: it has no unspent creation PP (B842)
pstate-not-enough = there are not { $want } { $what }: only { $have }
pstate-what = { $what ->
    [dados_de_heridas] wound dice
    [dados_de_malestar] discomfort dice
    [dados_de_suerte] luck dice
    [puntos_de_fallo] failure points
    [puntos_de_reflejos_por_herida] reflexes points per wound
    [puntos_de_secuela] sequela points
    [repeticiones] rerolls
    [turnos] turns
    [puntos_de_dano] damage points
    [puntos_en_la_reserva] points in the reserve
    [puntos_de_personaje_en_mano] character points in hand
    [puntos_de_secuela_pendientes] pending sequela points
    [puntos_de_personaje] character points
   *[other] { $said }
  }
pstate-no-reserve = the reserve «{ $reserve }» is not on the sheet
pstate-knee-points = a knee's sequela points are not paid with discomfort or luck: they are all kept as one movement sequela (B1467)
pstate-no-sequela-points = there are no pending sequela points to resolve (R25)
pstate-sequela-level = a sequela has level 1, 2 or 3 (B284)
pstate-no-sequela = there is no sequela number { $n }
pstate-permanent-sequela = a level 3 sequela is permanent: no care removes it (B291)
pstate-too-large = an event cannot bring { $got } { $what }: at most { $max }
pstate-empty-thorn = a thorn needs an origin and at least one line in its programme
pstate-thorn-times = a thorn line with times applies at least once, and has not applied more than it says
pstate-no-thorn = there is no thorn number { $n }
pstate-no-thorn-line = thorn number { $thorn } has no line { $step } in its programme
pstate-thorn-line-spent = line { $step } of the thorn has already applied { $times ->
    [one] once
   *[other] { $times } times
  } (B627)
pstate-thorn-line-early = line { $step } of the thorn waits for line { $before } to apply { $times ->
    [one] once
   *[other] { $times } times
  } (B627)
pstate-thorn-no-roll = line { $n } of the thorn asks for no roll: there is no failure to add (B629)
pstate-condition = the character is { $condition ->
    [activo] active
    [en_estado_critico] in a critical state
    [en_estado_de_shock] in shock
    [consciente_mas_alla_del_limite] conscious beyond the limit
    [estabilizado] stabilised
    [moribundo] dying
    [fuera_de_combate] out of combat
   *[muerto] dead
  } and cannot do it
pstate-heroic-action-used = the last heroic action was already used: there is only one (B599–B601)
pstate-not-cast = only a cast member has a current value
pstate-no-forte = there is no Forte «{ $forte }» on the sheet
pstate-partial-level-zero = «{ $forte }» has level 0 and lends no rerolls, whole or partial (B404)
pstate-partial-none = a partial use lends at least one reroll
pstate-partial-one-per-roll = with partial use per session a Forte applied partly lends one reroll per roll, not { $n } (S57)
pstate-partial-spent = «{ $forte }» can lend only { $left } more partial rerolls in { $per ->
    [esta_sesion] this session (S57)
   *[esta_aventura] this adventure (B498)
  }, not { $want }


# An advance the engine refuses, with its costs' sentence (still Spanish only).
pstate-advance = { $why }

## SettingError

portal-setting-unknown = the rule '{ $value }' does not exist; possible rules: { $settings }
portal-setting-value = the rule '{ $key }' does not accept '{ $value }': possible values { $allowed }

## PortalError

portal-too-many-dice = { $count } { $colour } dice cannot be rolled: at most 3 of each colour
portal-too-many-wounds = { $rolled } wound dice rolled and { $unrolled } not rolled are more than 3: at most 3 wound dice
portal-tempt-with-luck = when tempting luck no luck dice from the reserve can be added (B342)
portal-forte-level = a Fortaleza of level { $value } does not exist: levels go from 0 to 5
portal-superhuman-not-in-profile = superhuman Fortalezas exist only under the summary profile
portal-specialty-on-level-zero = a Fortaleza of level { $value } cannot have a specialty under this profile: level 1 or more is needed
portal-temporary-specialty-twice = a temporary specialty cannot be bought while a specialty already applies (B597)
portal-temporary-specialty-without-forte = a temporary specialty needs a Fortaleza that applies to the roll
portal-partial-too-many = under the summary profile a half Fortaleza gives one reroll per roll, not { $value }
portal-out-of-range =
    { $what ->
         [difficulty] the difficulty
         [modifier] the modifier
         [reading-modifier] a reading's modifier
         [fortes] the number of Fortalezas
         [aces] the number of aces
         [partial-rerolls] the partial rerolls
         [partial-superhuman] the partial superhuman level
        *[other] the number
    } cannot be { $given }: it goes from { $min } to { $max }
portal-no-such-die = there is no { $colour } die showing a { $face }
portal-no-rerolls-left = no rerolls are left: { $made } of { $allowed } have been made
portal-blocked = ones and sixes are blocked: the { $colour } { $face } cannot be rerolled
portal-already-blocked = ones and sixes are already blocked in this roll
portal-unblockable = a superhuman Fortaleza prevents blocking ones and sixes (S57)
portal-no-wound-to-remove = there is no wound die { $value } to remove
portal-finished = the roll has already ended

## JointError

portal-joint-no-member = there is no member { $value } in the team
portal-joint-leader-spent = the leader has already spent their { $value } rerolls
portal-joint-own-spent = member { $value } has no rerolls of their own
portal-joint-leaders = only one member may be the leader (B914)

## ExtendedPlayError

portal-extended-spend = only { $have } successes are accumulated, not { $want }
portal-extended-ended = too many rolls, the extended roll had already ended

## OppositionError

portal-opposition-advantage = the virtual advantage is at most +{ $max } under this profile (S90), not { $asked }
portal-opposition-no-luck = manipulating costs a luck die and none is left (B966)
portal-opposition-no-exchange = there is no exchange { $exchange }
portal-opposition-already-decided = too many exchanges, the opposition was already decided
portal-opposition-no-lead = before exchange { $exchange } that side does not lead by { $aces }

fate-in = { $field }: { $error }
portal-extended-short = only { $have } successes are accumulated, not { $want }

## Words the sentences above carry

colour-blanco = white
colour-negro = black
colour-rojo = red
colour-verde = green
colour-tentado = tempted
portal-cost-suerte = luck dice
portal-cost-malestar = discomfort dice
portal-cost-turnos = combat turns
portal-cost-ingredientes = components
portal-cost-pp = character points
portal-cost-heridas = wound dice
portal-cost-secuela = level-3 sequelae
portal-cost-sacrificio_suerte = luck dice given up for ever

## The play layer (tirada_play::PlayError)

import-invalid-sheet = the sheet brought in is not valid in tirada: { $why }
play-boundary-refused = { $name }: { $why } ({ $reason })
play-block-giver-refused = { $name } cannot hand over the PP that blocks: { $why }
notation-invalid = invalid expression: { $why }
typed-missing-at-table = { $why }; type them, or ask for «{ $roll_rest }» to have the table roll them
play-whose = { $name }: { $why }
typed-missing-cli = { $why }; type them, or use --tirar-resto to have tirada roll them
play-sheet-field = on the sheet, { $field }: { $why }

## The command line (tirada)

cli-setting-form = '{ $given }' must have the form key=value (possible rules: { $settings })

## A fault of tirada: an error that could not say itself (tirada_dice::Words::of)

unworded = tirada could not explain this error; its data: { $data }

## tirada_play::who
play-who-close-table = only the GM can close the table
play-who-end-session = only the GM ends the session
play-who-ask-rolls = only the GM asks for rolls
play-who-cancel-asked = only the GM cancels what the GM asked for
play-who-run-fight = only the GM runs the fight
play-who-run-turns = only the GM runs the fight's turns
play-who-reveal = only the GM can reveal a hidden roll
play-who-not-yours = { $name } belongs to another player: only its owner or the GM can use it
play-who-modifiers = '{ $field }': at this table the GM sets the modifiers; what the sheet implies, the server adds
play-who-target = { $name } is not in the fight the GM is running: a player attacks whoever the GM put in it
play-who-renew-link = only the GM can renew someone else's personal link
play-who-choose-character = a player rolls for one of their characters: choose which one rolls
play-who-unknown-character = the rolling character is not recognised
play-who-override-gm = only the GM can roll for a character without keeping to its sheet
play-who-override-reason = to set the character's sheet aside, say why: it stays in the log
play-who-npc-aspect = only the GM activates an aspect in favour of an NPC and gives the point to a player
play-who-gm-aspect = only the GM activates an aspect as the GM
play-who-against-roller = only the GM activates an aspect against the roller
play-who-gm-decision = turning a neutral into a failure, irrealizing, or failing without a roll is the GM's decision
play-who-typed-roll = at this table players do not type physical dice: roll with the server's
play-who-difficulty = at this table the GM sets the difficulty: roll without it and the GM will say whether you succeed
play-who-own-block = the PP that blocks ones and sixes is handed to the roller by the GM or another player (B605), not by the roller
play-who-public-amend = only a roll everyone sees can have its ones and sixes blocked or something cancelled
play-who-block-giver = say which character hands over the blocking PP: that character pays for it (B605)
play-who-cancel-gm = only the GM cancels an aspect's activation (H159)
play-who-typed-reroll = at this table players do not type physical dice: reroll with the server's
play-who-reroll-owner = only whoever made the roll or the GM can reroll its dice
play-who-reroll-blind = it is a blind roll: only the GM sees its dice and decides whether they are rerolled
play-who-against-public = an aspect is activated against a roll only when everyone sees it
play-who-against-own = an aspect against is activated against another player's roll, not yours
play-who-against-activator = say which character activates the aspect: that character pays the point
play-who-answer-owner = only whoever made the roll or the GM answers an aspect activated against it
play-who-typed-answer = at this table players do not type physical dice: answer with the server's
play-who-heal = at this table only the GM heals characters or gives them points
play-who-gm-mode = only the GM makes rolls only the GM sees: a player chooses blind or self (only for you)

## tirada_play::turns
play-turns-missing-number = '{ $name }': { $what ->
    [hitos_initiative] its initiative score (Reflejos + Intelecto / 2)
    [fate_initiative] its rating in the initiative skill
    [chasis_initiative] the result of its initiative check
   *[modifier] a whole-number modifier
  } is missing
play-turns-system = the turn tracker is for Hitos, Fate and CHASIS; this table plays { $system }
play-turns-no-character = there is no character { $id } at this table
play-turns-participant-zone = '{ $name }': that zone is not in the list
play-turns-too-many = a fight has at most { $max } participants
play-turns-twice = '{ $name }' is in the fight twice
play-turns-conflict = '{ $given }' is not a conflict: use fisico, social or mental
play-turns-extra-skills = '{ $name }': skills like {"{"}"Alerta": 2{"}"}
play-turns-zone-twice = there is already a zone '{ $name }'
play-turns-too-many-zones = a fight has at most { $max } zones
play-turns-participant = say which participant by number, from 0 to { $last }
play-turns-left-table = { $name } is no longer at the table
play-turns-skill-name = '{ $field }': give the skill, 1 to 40 letters
play-turns-not-their-turn = it is not { $name }'s turn: whoever has the turn acts
play-turns-defender = { $name } cannot be the defender
play-turns-table-character = { $name } is one of the table's characters: its state changes on its sheet
play-turns-over = that fight is already over
play-turns-nobody-left = nobody is left in the fight: end it
play-turns-fate-dice = each roll is four Fate dice: +, 0 or -
play-turns-fate-only = the turn tracker's attacks and blocks are Fate's for now
play-turns-with-result = an attack or a block is stored with its result
play-turns-who-fights = say who fights: the table's characters or named extras
play-turns-extra-name = each extra has a name of 1 to 60 letters (or a character_id)
play-turns-initiative-dice = the initiative dice are d10 faces, 1 to 10
play-turns-zones-fate = zones belong to Fate's conflicts
play-turns-zone-unknown = that zone is not in the fight's list of zones
play-turns-zone-name = each zone has a name of 1 to 40 letters

## tirada_play::error
play-unreadable = tirada cannot read { $what ->
    [sheet] the stored sheet
    [state] the stored state
    [fight] the stored fight
   *[roll] the stored roll
  }: this is a fault of tirada, not of what was asked
play-unwritable = tirada could not write what it computed: this is a fault of tirada, not of what was asked

## Las quejas de serde y TOML (tirada_dice::complaint)
serde-expect-range = a whole number from { $lo } to { $hi }
serde-expect-numbers = a list of numbers, like [5,3,1]
serde-expect-faces = a list of faces, like [5,3,1]
thing-roll-request = the roll request
thing-roll = the { $system } roll
thing-ruleset = the { $system } ruleset
thing-sheet-of = the { $system } sheet
thing-table-settings = the table's options
thing-dice = the dice
thing-against = the activation against
thing-against-answer = the answer to the activation
thing-energy = the energy
thing-fight-step = the fight's step
thing-fight-start = the fight's start
thing-session-end = the session's end
thing-event = the event
thing-event-log = the event log
serde-unknown-field = { $what } does not understand '{ $key }': it takes { $allowed }
serde-missing-field = '{ $key }' is missing from { $what }
serde-duplicate-field = '{ $key }' appears twice in { $what }
serde-unknown-variant = { $whole ->
    [yes] { $what } does not take '{ $given }': it takes { $allowed }
   *[no] '{ $field }' does not take '{ $given }': it takes { $allowed }
  }
serde-invalid = { $whole ->
    [yes] { $what } must be { $expected }, not { $found }
   *[no] '{ $field }' must be { $expected }, not { $found }
  }
serde-invalid-length = { $whole ->
    [yes] { $what } must be { $expected }, not { $given }
   *[no] '{ $field }' must be { $expected }, not { $given }
  }
serde-no-variant = { $whole ->
    [yes] { $what } does not take that value
   *[no] '{ $field }' does not take that value
  }
serde-unreadable = { $what } cannot be read: { $why ->
    [cut] it ends before it is finished; was it copied whole?
    [trailing] there is text after its end
    [key] each key goes in quotes
   *[syntax] it is not written validly
  }
serde-list = { $count ->
    [0] nothing
    [1] { $last }
   *[other] { $items } or { $last }
  }
serde-expect-integer = a whole number
serde-expect-number = a number
serde-expect-boolean = true or false
serde-expect-text = a text
serde-expect-list = a list
serde-expect-object = an object with its keys
serde-expect-items = { $count ->
    [one] a list of one item
   *[other] a list of { $count } items
  }
serde-expect-variant = one of its values
serde-expect-other = another value
serde-found-text = '{ $text }'
serde-found-value = { $value }
serde-found-list = a list
serde-found-object = an object
serde-found-null = nothing
serde-found-other = something else
thing-request = the request
thing-sheet = the sheet
thing-file = the file

## tirada_play (fichas)
engine-pair = { $en }
play-sheet-name = the character needs a name of 1 to 80 letters
play-sheet-name-value = '{ $field }' is a name on the sheet, not { $given }
play-needs-character = { $what ->
    [characteristic] the characteristic
    [skill] the skill
    [attribute] the attribute
   *[weapon] the weapon
  } is read from a character's sheet: choose who rolls

## tirada_play::hitos
play-hitos-rule-unknown = '{ $key }' is not a Hitos rule; they are: { $rules }
play-hitos-rule-value = the rule '{ $key }' does not take { $given }; its default is { $default }
play-hitos-difficulty = '{ $given }' is not a difficulty; use a number or facil, media, dificil, muy-dificil, extremadamente-dificil, casi-imposible
play-hitos-pick = '{ $given }' is not a die; use positions 1, 2, 3 or letters m, C, M separated by commas
play-hitos-die = '{ $given }' is not a die; use m, C, M or a sum like mC, CM, mCM
serde-expect-aspect = true or the aspect's name
play-hitos-goal-needs-difficulty = aiming at success needs a difficulty to know what a success is
play-hitos-gm-without-aspect = the GM activating only makes sense with an aspect activated
play-hitos-picks-without-aspect = choosing the dice to reroll only applies when an aspect is activated
play-hitos-exhaust-without-aspect = exhausting an aspect pays for an activation in the roller's favour: activate one
play-hitos-point-without-aspect = the GM's point goes to a player when the GM activates an aspect in favour of an NPC: activate one
play-hitos-cancel-without-own-aspect = the GM cancels a player's own activation in favour (H159): this roll activates none
play-hitos-cancel-without-reason = say why you cancel the activation: it stays in the log (H159)
play-hitos-three-faces = the three faces of the throw are needed (1 to 10), like 3,6,7
play-hitos-damage-twice = give the damage or the weapon, not both
play-hitos-damage-options-alone = the damage bonus and resistance, the row, minimum damage and damage dice need a damage or a weapon
play-hitos-target-without-attack = the target is an attack's: give its damage or the weapon you attack with (H213)
play-hitos-target-unnamed = say whom you attack: their character's name
play-hitos-secuela-without-target = a critical's secuela goes on the attack's target: say who it is
play-hitos-too-many-faces = { $extra ->
    [one] 1 face
   *[other] { $extra } faces
  } too many: the best is not to activate the aspect, so no die is rerolled
play-hitos-faces-not-advised = { $extra ->
    [one] 1 new face was typed
   *[other] { $extra } new faces were typed
  } but the best choice rerolls { $needed ->
    [one] 1 die
   *[other] { $needed } dice
  }; say which you rerolled
play-hitos-cancelled-faces = a cancelled activation rerolls no dice: the faces are not needed
play-hitos-activated-once = that roll already had its aspect activation: it takes no other (H165)
play-hitos-damage-read = that roll already read its damage: an aspect against is activated before the damage

## tirada_play::amend
play-amend-blocked = that roll already has its ones and sixes blocked
play-amend-block-before-reroll = the blocking PP is handed over while rolling, before any die is rerolled (B605): that roll already rerolled
play-amend-cancel-reason = say why you cancel the activation: it stays in the log (H159)
play-amend-block-portal = blocking ones and sixes belongs to PORTAL (B605)
play-amend-cancel-hitos = cancelling an aspect's activation belongs to Hitos (H159)

## tirada_play::notation
play-notation-missing = write the roll in dice notation: for example 3d10km+7

## tirada_play
play-not-at-table-point = '{ $name }' is not a character at this table: the GM's point goes to one of them
play-not-at-table-target = '{ $name }' is not a character at this table: the attack's target is one of them
play-no-rerolls = { $system } has no dice rerolls
play-mirilla-no-state = MIRILLA characters have no state to change at the web table

## tirada_play::chasis
play-chasis-apertura = the apertura '{ $given }' does not exist: ninguna, gemela, tope, media or sobredecima
play-chasis-trait-unscored = '{ $attribute }' is a trait with no score on { $name }'s sheet: the GM sets its modifier; give it as the modifier
play-chasis-attribute-unknown = '{ $attribute }' is neither on { $name }'s sheet nor in the ruleset's attributes: the GM estimates it; give it as the modifier
play-chasis-automatic = '{ $given }' is not an automatic result: it takes "exito" or "fallo"
play-chasis-automatic-alone = an automatic result rolls no dice and takes no other GM decision
play-chasis-automatic-odds = an automatic result is not rolled: it has no odds
play-chasis-irrealize-neutral = irrealizing and turning a neutral into a failure do not go together: a neutral is not irrealized

## tirada_play::fate
play-fate-off-table = { $value } is off the table; use a value between −{ $limit } and +{ $limit }
serde-expect-rating = a number or a rung of the ladder, like 2 or Bueno
play-fate-full-defence = full defence adds +2 to reactions and defences (F151), not to a simple action: say the roll is a reaction ('reaccion', --reaccion)

## tirada_play::portal
play-on-field = '{ $field }': { $why }
play-portal-expect-rerolls = ninguno, optimo or a list like "blanco:1,negro:6"
play-portal-reroll-item = '{ $item }' is not understood; use ninguno, optimo or a list like blanco:1,negro:6
play-portal-d6-face = the face { $face } is not possible on a d6 (values 1 to 6)
play-portal-expect-tempt = true or the tempted die's face (1 to 6)
play-fight-dice-group = '{ $given }' are not dice of the fight: use blancos, negros, rojos, verdes, reparto, asiento or acoplar
play-fight-d6 = { $group }: d6 faces, 1 to 6
play-fight-rerolls = '{ $given }' is not understood: use ninguno or optimo
play-fight-rounds = a fight lasts at most { $max } rounds
play-portal-colour = '{ $given }' is not a PORTAL colour: blanco, negro, rojo, verde or tentado
play-portal-profile = the profile '{ $given }' does not exist: use resumen or libro
play-fight-unreadable = the fight cannot be read
play-fight-profile = with the table's characters, the fight plays the table's profile ({ $table }), not '{ $given }'
play-fight-twice = '{ $name }' is already in the fight: each participant has a different name
play-fight-sheet-misfit = { $name }'s sheet does not fit in the fight: this is a fault of tirada, not of what was asked
play-opponent-line = opponent { $line }: { $why }
play-opponent-no-value = '{ $line }' has no generic value (Valor genérico): write the name and a number, as in 'Zombi 5'
play-opponent-no-name = the name is missing before the generic value (Valor genérico)
play-opponent-not-a-value = '{ $word }' is not a cast value: use reflejos, ataque, defensa, aguante, daño or grupo
play-opponent-no-number = '{ $word }' needs its number
play-opponent-twice = '{ $word }' is given twice
play-opponent-no-target = after '>' goes its target's name
play-opponent-not-a-number = '{ $value }' is not a number for '{ $word }'
play-portal-odds-difficulty = with rerolls «dif» is needed to know what a success is (or "objetivo": "media")
play-portal-specialty-forte = 'especialidad' needs a 'fortaleza' to belong to (for example "fortaleza": 2)
play-portal-superhuman-specialty = 'especialidad_sobrehumana': each level is that of a «sobrehumana» Fortaleza of the roll with no other specialty (S55)
play-portal-who-fights = who fights? Pick the table's characters, type their opponents or write the fight in TOML
play-portal-fight-rules = with the table's characters, the fight plays the table's rules: remove [reglas] from the fight

## tirada_play::driven
play-driven-not-on-sheet = { $name } has no { $what ->
    [characteristic] characteristic
   *[skill] skill
  } of { $value }: choose it from their sheet by its name
play-driven-discomfort = { $name } has { $held ->
    [one] 1 discomfort die
   *[other] { $held } discomfort dice
  } and all are rolled, not { $given }
play-driven-wounds = { $name } only has { $held ->
    [one] 1 wound die
   *[other] { $held } wound dice
  }, not { $given }
play-driven-wounds-aside = { $name } has { $held ->
    [one] 1 wound die
   *[other] { $held } wound dice
  }: rolling { $thrown }, { $aside ->
    [one] the remaining one subtracts
   *[other] the remaining { $aside } subtract
  } without being rolled
play-driven-forte = { $name } has no { $superhuman ->
    [yes] superhuman Fortaleza
   *[no] Fortaleza
  } of level { $level }

## tirada_play::import
play-import-no-file = pick the file of the character you bring
play-import-cut = the file ends before its JSON does: was it copied whole?
play-import-other-system = this is a { $system } character and this table plays { $table }
play-import-neither = this is neither a Fari character (JSON) nor an actor of Foundry's Hitos system (JSON)
play-import-foundry-system = this is an actor of another Foundry system{ $system ->
    [none] {""}
   *[other] {" "}('{ $system }')
  }, not Hitos
play-import-foundry-kind = this is a Hitos actor of type '{ $kind }', not a character
play-import-fari-dice = this is a Fari character of another game (its skills roll { $dice }), not a Fate one
play-import-fari-no-skills = this Fari character has no Fate skills (4dF): its template is another game's

## El módulo del navegador (tirada-wasm)
wasm-call = the engine cannot read the call: it needs a JSON object with 'op' (odds, roll, reroll or explain) and its fields
wasm-system = '{ $given }' is not a tirada system: portal, hitos, fate, chasis or mirilla
wasm-seed = rolling dice needs a seed: 64 hexadecimal digits (32 random bytes)
