# The sentences of roll explanations (tirada-narrate). Same keys as es.ftl.

## Common

n-dice = { $n ->
    [one] 1 die
   *[other] { $n } dice
  }

rolled-not-typed = Rolled by tirada, not typed: { $dice }
rolled-in-turn = { $group } (turn { $turn }) { $face }

## PORTAL

portal-headline = { $outcome ->
    [exito] SUCCESS
    [parcial] PARTIAL SUCCESS
    [fallo] FAILURE
   *[pifia] FUMBLE (degree { $degree })
  }: total { $total }{ $has-dif ->
    [yes] {" "}against difficulty { $dif }
   *[no] {""}
  }
portal-headline-free = Total { $total }
portal-profile = { $profile ->
    [libro] Book profile (beta rules)
   *[resumen] Summary profile (rules summary)
  }
portal-colour = { $colour ->
    [blanco] white
    [negro] black
    [rojo] red
    [verde] green
   *[tentado] tempted
  }
portal-kept = The white { $face } is kept ({ $role ->
    [superior] high
    [medio] middle
   *[inferior] low
  } die)
portal-other-white = Another white { $face }: { $v }
portal-die = The { $colour } { $face } { $how ->
    [beaten] is beaten
    [tie] ties
   *[above] is not beaten
  }: { $points ->
    [0] { $green ->
        [yes] adds nothing
       *[no] costs nothing
      }
   *[other] { $signed }
  }{ $fate ->
    [removed] {" "}and is removed
    [combat_bonus] ; it stays and gives +1 to damage or toughness
    [back_to_pool] {" "}and goes back to the pool
    [spent] {" "}and is lost
    [recovered] {" "}and is won back
    [stays_lost] {" "}and stays lost
    [if_it_beats_the_difficulty] {" "}and is won back if the total beats the difficulty (B350)
    [sequela_point] {" "}and gives a sequela point
   *[none] {""}
  }
portal-reroll = Reroll { $n }: { $colour } { $from } → { $to }
portal-block = Ones and sixes are blocked (+1 PP to the roller)
portal-buy-ace = 1 PP spent: one more reroll
portal-remove-wound = 1 PP spent: the red { $face } is removed
portal-wounds-unrolled = { $n ->
    [one] 1 wound die set aside: it counts too
   *[other] { $n } wound dice set aside: they count too
  }
portal-specialty = Specialty: { $v }
portal-overflow = Unused rerolls beyond the cap: { $v }
portal-modifier = Modifier: { $v }
portal-rerolls-used = { $pool ->
    [one] { $made } of 1 reroll used
   *[other] { $made } of { $pool } rerolls used
  }
portal-sum = Sum: { $sum } = { $total }
portal-reading = { $kind ->
    [normal] Roll
    [reflejos] Reflexes
    [sangre_fria] Composure
    [ataque] Attack
    [defensa] Defence
    [fuerza] Strength
    [aguante] Toughness
    [dano] Damage
   *[arma] Weapon
  } ({ $role ->
    [superior] high
    [medio] middle
   *[inferior] low
  } die): { $total }
portal-change = { $what ->
    [malestar_removed] { $n ->
        [one] 1 discomfort die fewer
       *[other] { $n } discomfort dice fewer
      }
    [suerte_spent] { $n ->
        [one] 1 luck die lost
       *[other] { $n } luck dice lost
      }
    [secuela_points] { $n ->
        [one] 1 sequela point to resolve
       *[other] { $n } sequela points to resolve
      }
    [pp_gained] { $n } PP gained
    [pp_spent] { $n } PP spent
   *[heridas_removed] { $n ->
        [one] 1 wound die removed
       *[other] { $n } wound dice removed
      }
  }
portal-tempted-back = { $back ->
    [yes] the tempted luck die is won back
    [depends] the tempted luck die depends on the difficulty: it is won back if the total beats it
   *[no] the tempted luck die stays lost
  }
portal-changes = Sheet changes: { $list }

portal-collab-headline = { $all ->
    [yes] The group makes it
   *[no] Not enough for everyone
  } · collaboration against difficulty { $dif }: { $levels ->
    [one] 1 success level
   *[other] { $levels } success levels
  }
portal-collab-dice = { $name }{ $leader ->
    [yes] {" "}(leader)
   *[no] {""}
  }: { $faces } → { $total }
portal-collab-reroll = Reroll for { $name }: { $colour } { $from } → { $to } ({ $pool ->
    [lider] the leader's
   *[propia] own
  })
portal-collab-member = { $name }: { $total }, { $case ->
    [0] exactly: adds nothing, costs nothing
    [1] { $n ->
        [one] +1 success level
       *[other] +{ $n } success levels
    }
   *[other] { $n } short: costs { $cost } levels
  }{ $fumble ->
    [yes] {" "}· fumble
   *[no] {""}
  }
portal-collab-raised = { $name } (raised to { $dif })
portal-collab-covered = Covered: { $list }
portal-collab-end = { $all ->
    [yes] Nobody is left short
   *[no] Whoever is short fails alone, or the whole task if it is collective (B906)
  }

## Hitos

hitos-headline = { $outcome ->
    [exito] SUCCESS
    [fallo] FAILURE
    [critico] CRITICAL
   *[pifia] FUMBLE
  }: { $total } against difficulty { $dif }{ $has-band ->
    [yes] {" "}({ $band })
   *[no] {""}
  }
hitos-headline-special = { $outcome ->
    [critico] CRITICAL
    [pifia] FUMBLE
    [exito] SUCCESS
   *[fallo] FAILURE
  }: total { $total }
hitos-headline-free = Total { $total }
hitos-first-throw = First throw: { $dice }
hitos-rerolled-die = { $from } → { $to } (position { $position })
hitos-activation = { $polarity ->
    [positiva] Aspect in favour
   *[negativa] Aspect against
  }{ $named ->
    [yes] {" "}«{ $aspect }»
   *[no] {""}
  }: { $count ->
    [0] no dice rerolled
   *[other] rerolls { $rerolled }
  }; { $polarity ->
    [positiva] V⁺
   *[negativa] V⁻
  } = { $value }
hitos-mutual-cancel = An aspect in favour and one against cancel out: nobody pays, nothing is rerolled
hitos-cancelled = { $by ->
    [gm] The GM cancels the activation
    [gm_reason] The GM cancels the activation: { $reason }. Its activator pays nothing and receives a point
   *[roller] The roller pays a point and cancels the activation against them
  }
hitos-read = Dice { $dice } (m { $low } · C { $mid } · M { $high }): { $name } { $value }
hitos-value-name = { $activation ->
    [positiva] V⁺
    [negativa] V⁻
   *[none] { $reading ->
        [C] central die
        [m] low die
        [M] high die
       *[other] sum { $reading }
      }
  }
hitos-part = { $part ->
    [char] characteristic
    [skill] skill
   *[mod] modifier
  } { $v }
hitos-critical-attack = Critical ({ $size ->
    [doble] double
   *[triple] triple
  } 10) on an attack: a hit whatever the defence; a temporary sequela { $named ->
    [yes] «{ $aspect }» on { $target }
   *[no] on the character attacked
  } ({ $duration ->
    [escena] one scene
   *[sesion] one session
  }) and damage × { $size ->
    [doble] 2
   *[triple] 3
  } (H213)
hitos-critical-minion = Critical ({ $size ->
    [doble] double
   *[triple] triple
  } 10) by a minion on a hero: an automatic hit, with no damage multiplier and no sequela (MI-2, H808)
hitos-special = { $kind ->
    [critico] Critical ({ $size ->
        [doble] double
       *[triple] triple
      } 10): automatic success; the GM may grant a beneficial temporary aspect
   *[pifia] Fumble ({ $size ->
        [doble] double
       *[triple] triple
      } 1): automatic failure; the GM may give a harmful temporary aspect or a sequela
  } (one { $duration ->
    [escena] scene
   *[sesion] session
  })
hitos-effect-high = For damage and other effects M counts as { $value }
hitos-drama-move = { $who ->
    [tirador] roller
    [activador] activator
    [dj] GM
   *[other] { $who }
  } { $delta } ({ $reason ->
    [inicio_sesion] session start
    [activacion_positiva] positive activation
    [activacion_narrativa] narrative activation
    [activacion_negativa] negative activation
    [recibe_activacion_en_contra] receives the activator's point
    [activacion_del_dj] the GM activates: the point goes to the player
    [cancela_activacion] cancels the activation
    [recupera_punto] gets the point back
    [recibe_punto_de_cancelacion] receives the canceller's point
    [cancelacion_del_dj] the GM cancels and gives a point
    [aspecto_agotado] pays by exhausting the aspect
    [no_es_tan_grave] not as bad as it looks
    [ignora_secuaz] ignores a minion's attack
   *[accion_conjunta] allows a joint action
  })
hitos-dying = The dying character's Aguante test (H379): { $verdict ->
    [muere] failed, they die
    [inconsciente] failed, they fall unconscious (the damage was not lethal)
    [se_estabiliza] a critical, they stabilise and roll no more unless hurt again
   *[sigue_moribundo] passed, still dying: they roll again next turn
  }
hitos-drama = Drama points: { $moves }
hitos-damage = Damage ({ $expr }): { $steps } → { $total }
hitos-damage-fresh = [fresh dice { $dice }]
hitos-damage-bonus = { $sign } { $bonus } BD = { $running }
hitos-damage-times = × { $multiplier } = { $running }
hitos-damage-resistance = − RD { $resistance }

## Fate «La Escalera»

fate-headline = { $outcome ->
    [exito] SUCCESS, { $shifts ->
        [0] no shifts
        [one] 1 shift
       *[other] { $shifts } shifts
      }{ $critico ->
        [yes] {" "}· spin!
       *[no] {""}
      }
   *[fallo] FAILURE by { $short }
  }: effort { $effort } against { $dif }
fate-face = { $face ->
    [1] [+]
    [-1] [−]
   *[0] [ ]
  }
fate-dice = Dice { $faces }: { $total }
fate-skill = Skill { $label }
fate-dice-part = dice { $v }
fate-modifier = { $kind ->
    [pp] PP
    [consecuencias] consequences
    [suplementaria] supplementary
    [defensa_total] full defence
    [habilidades_combinadas] combined skills
    [grupo] group
    [critico] spin
    [maniobra] manoeuvre
    [frontera] border
    [desarme] disarm
   *[other] modifier
  } { $v }
fate-effort = { $parts } = effort { $effort }
fate-against = Against { $dif }{ $default ->
    [yes] {" "}(default)
   *[no] {""}
  }: { $shifts }
fate-pp-would = { $n ->
    [one] 1 PP would make it
   *[other] { $n } PP would make it
  }
fate-attack-dice = Attack dice { $faces }: { $total }
fate-defense-dice = Defence dice { $faces }: { $total }
fate-block = Block { $label }: { $used ->
    [yes] used instead of the defence
   *[no] the own defence is better
  }
fate-attack-against = Attack { $attack } against defence { $defense }: { $shifts }
fate-attack-headline = { $winner ->
    [first] HIT, { $stress } stress: { $effect ->
        [casilla] { $track ->
            [serenidad] Composure
           *[salud] Health
          } box { $index }  { $boxes }
        [consecuencia] no box can take it → { $severity ->
            [leve] mild
            [moderada] moderate
           *[grave] severe
          } consequence
       *[fuera_de_combate] TAKEN OUT
      }
    [tie] TIE (the attack misses, no stress)
   *[second] DEFENDED by { $by }{ $critico ->
        [defensor] {" "}· defender's spin!
        [bloqueador] {" "}· blocker's spin!
       *[none] {""}
      }
  }

## Fate: a conflict's log

fc-heading = { $kind ->
    [fisico] Physical
    [social] Social
   *[mental] Mental
  } conflict · zones: { $zones }
fc-border = { $a }–{ $b } border { $n }
fc-resumed = (the conflict goes on in exchange { $n })
fc-initiative = Initiative: { $list }
fc-exchange = ── Exchange { $n } ──
fc-roll = { $who } · { $skill }: { $sum } = { $effort }
fc-shifts = { $shifts ->
    [one] 1 shift
   *[other] { $shifts } shifts
  }
fc-zones = { $zones ->
    [one] 1 zone
   *[other] { $zones } zones
  }
fc-track = { $track ->
    [serenidad] Composure
   *[salud] Health
  }
fc-severity = { $severity ->
    [leve] mild
    [moderada] moderate
   *[grave] severe
  }
fc-attack = { $who } attacks { $target }: { $attack } against { $defense }{ $block ->
    [yes] {" "}(with the block)
   *[no] {""}
  } → { $result ->
    [hit] { $stress } stress
    [tie] tie, no stress
   *[defended] defended
  }
fc-hit = { $who }: { $taken ->
    [nada] nothing
    [casilla] { fc-track } box { $index }
   *[consecuencia] { fc-severity } consequence{ $followed ->
        [yes] {" "}({ $follower })
       *[no] {""}
      } «{ $description }»
  }
fc-minions-hit = { $who }: { $out } out, { $left ->
    [0] none
   *[other] { $left }
  } left (group { $before } → { $after })
fc-taken-out = { $who } TAKEN OUT
fc-manoeuvre = Manoeuvre by { $who }{ $targeted ->
    [yes] {" "}against { $target }
   *[no] {""}
  }: { $success ->
    [yes] success, { fc-shifts }
   *[no] failure
  }
fc-scene-change = { $who } «{ $change }»: { $made ->
    [yes] { $accepted ->
        [yes] the scene changes
       *[no] the GM does not accept it
      }
   *[no] the roll falls short
  }
fc-bonus-used = { $who } uses its bonus { $v } against { $target }
fc-block = { $who } { $kind ->
    [proteger] protects { $target }
   *[impedir] prevents «{ $action }»
  }: block { $strength }
fc-block-test = { $who } against the block of { $blocker } ({ $effort } against { $strength }): { $passed ->
    [yes] gets past
   *[no] does not get past
  }
fc-sprint = { $who } sprints { fc-zones } → { $to }
fc-move = { $who } moves to { $to } ({ $penalty })
fc-action = { $who }: { $success ->
    [yes] success, { fc-shifts }
   *[no] failure
  }
fc-disarm = { $success ->
    [yes] { $who } disarms { $target } ({ fc-shifts })
   *[no] { $who } fails to disarm { $target }
  }
fc-weapon-recovered = { $who } picks up its weapon
fc-push = { $who } { $knockback ->
    [yes] knocks back { $target } { fc-zones } → { $to }{ $left ->
        [0] {""}
        [one] {" "}(1 shift left)
       *[other] {" "}({ $left } shifts left)
      }
   *[no] pushes { $target } { fc-zones } → { $to }
  }
fc-carry = { $who } { $load ->
    [0] sets its load down
   *[other] carries weight { $load }
  }
fc-pp = { $who }'s PP: { $before } → { $after } ({ $reason ->
    [bonificador] bonus +1
    [usar_poder] power «{ $power }»
    [declaracion] declaration «{ $text }»
    [cambiar_escena] change the scene
    [rechazar_desenlace] reject the outcome
    [concesion_rechazada] concession refused
    [rechazar_concesion] refuse a concession
   *[refresco] refresh
  })
fc-critico-won = { $who } wins a spin
fc-critico-used = { $who } uses its spin { $v }
fc-critico-lost = { $who } loses its spin
fc-concession = { $who } concedes «{ $terms }»
fc-concession-answer = { $who }: concession { $accepted ->
    [yes] accepted
   *[no] refused
  }
fc-scene-end = End of the scene
fc-hold = { $who } holds its action
fc-full-defence = { $who } on full defence
fc-attach = { $who } joins { $leader }
fc-follower-rolls = { $who } rolls for { $leader }
fc-direct = { $who } directs { $target }
fc-standing-after = ── Standing after exchange { $n } ──
fc-side = { $side } · { $standing ->
    [yes] standing
   *[no] out
  }
fc-member = { $who }{ $status ->
    [fuera_de_combate] {" "}(taken out)
    [concedido] {" "}(conceded)
    [se_fue] {" "}(left)
   *[activo] {""}
  }
fc-track-boxes = { fc-track } { $boxes }
fc-consequences = consequences: { $list }
fc-minions-left = { $n ->
    [0] none
   *[other] { $n }
  } left
fc-member-pp = PP { $n }
fc-stop = { $stop ->
    [over] One side alone is standing.
    [exchanges] The exchanges asked for are played.
   *[dice] The typed dice ran out: go on with --guardar and more --dados.
  }
fc-dice-left = { $n ->
    [one] 1 face of --dados was left unused.
   *[other] { $n } faces of --dados were left unused.
  }
fc-skipped = Orders dropped, their actor had left: { $list }

## CHASIS

chasis-headline = { $outcome ->
    [critico] CRITICAL
    [exito] SUCCESS
    [neutro] NEUTRAL
    [hiperbole] HYPERBOLE
    [fallo] FAILURE
   *[pifia] FUMBLE
  } · { $label }: total { $total } against DIF { $dif }
chasis-dice = Base dice ({ $base }) { $dice }: RST { $result }
chasis-counted = They count as { $dice }
chasis-modifier = Modifier { $expression }{ $has-dice ->
    [yes] {" "}(dice { $dice })
   *[no] {""}
  }: { $value }
chasis-level = Opponent's NIV: { $value }
chasis-chain = die { $die } → d{ $sides }{ $again ->
    [yes] {" "}again
   *[no] {""}
  } { $faces } ({ $value })
chasis-apertura = Apertura { $kind }: { $chains }; { $value } in all
chasis-apertura-closed = Apertura { $kind }: it does not open
chasis-energy = Energy: emphasis { $emphasis } · stress { $stress }: { $value }
chasis-energy-aux = Energy to the auxiliary: emphasis { $emphasis } · stress { $stress }: AUX { $value }
chasis-energy-spent = Energy spent: { $emphasis } PY of emphasis, { $stress } PY of stress
chasis-grade = GD = { $total } − { $dif } = { $grade }
chasis-multiplied = The extreme multiplies the grade: { $label }
chasis-multiplied-before-dj = The extreme multiplied the dice's grade, before the GM's decision
chasis-only-extreme = Only an extreme could do it: the grade is not multiplied
chasis-extreme = { $extreme ->
    [critico] Critical on the base dice: a success whatever the total, with something very good
    [pifia] Fumble on the base dice: a failure whatever the total, with something very bad
   *[hiperbole] Hyperbole on the base dice: a neutral whatever the total, with something outsized
  }
chasis-extreme-before-dj = { $extreme ->
    [critico] Critical
    [pifia] Fumble
   *[hiperbole] Hyperbole
  } on the base dice, before the DJ's decision
chasis-auxiliary = Auxiliary (AUX): { $value }
chasis-gradual = Gradual check { $kind }: { $points } points
chasis-dj = { $action ->
    [irrealizar] The GM unmakes the failure: a success for { $stress } PY of provisional stress
   *[neutro_a_fallo] The GM turns the neutral into a failure
  }

chasis-contest-headline = { $end ->
    [vence] WINS at turn { $turns }
    [pierde] LOSES at turn { $turns }
   *[none] UNDECIDED after { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
  } · margin contest ({ $mode ->
    [dos_pilas] two piles
    [una_pila] one pile
   *[other] opposed
  }, limit { $limit } PF)
chasis-contest-energy = Energy applies every turn: { $emphasis } PY of emphasis and { $stress } PY of stress a turn, { $emphasis-total } PY and { $stress-total } PY over { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
  }
chasis-contest-check = Each turn, { $base } MOD { $mod }{ $level } against DIF { $dif }{ $rival ->
    [none] {""}
   *[other] ; the rival, { $base } MOD { $rival }
  }
chasis-outcome = { $outcome ->
    [critico] critical
    [exito] success
    [neutro] neutral
    [hiperbole] hyperbole
    [fallo] failure
   *[pifia] fumble
  }
chasis-contest-turn = Turn { $turn }: { $thrown }, { $outcome } { $label }; { $piles }
chasis-contest-turn-opposed = Turn { $turn }: { $thrown } against the rival { $rival }: GD { $grade }; { $piles }
chasis-contest-piles = { $mode ->
    [dos_pilas] GDE { $success } · GDF { $failure }
   *[other] PF { $signed }
  }

## MIRILLA

mirilla-headline = Degree { $degree }: { $word }
mirilla-die = The die shows { $face }: degree { $degree }, «{ $word }»
mirilla-chain-headline = { $outcome ->
    [exito] SUCCESS
   *[fallo] FAILURE
  }: { $needed ->
    [one] one roll of { $minimum } or more
   *[other] { $reached } of { $needed } in a row of { $minimum } or more
  }
mirilla-chain-roll = Roll { $n }: { $face } { $ok ->
    [yes] ✓
   *[no] ✗ ({ $minimum } or more was needed)
  }

## Dice notation

notation-headline = { $expression }{ $label ->
    [none] {""}
   *[other] {" "}[{ $label }]
  } → { $total }
notation-die = { $exploded ->
    [yes] { $chain } (explodes) = { $value }
   *[no] { $chain }
  }{ $kept ->
    [yes] {""}
   *[no] {" "}(dropped)
  }
notation-term = { $sign } { $term }: { $dice } = { $value }
notation-constant = { $sign } { $term }
# `tirada odds` of a long distribution: only its landmark values, unless --todo.
notation-odds-summary = { $values } possible values, from { $lowest } to { $highest }: shown are the lowest, the highest, the most likely and those crossing 1, 5, 25, 50, 75, 95 and 99 % cumulative. With --todo every value is listed.

## A PORTAL encounter's log (tirada portal combate, the table's fight)

enc-header = Combat (profile { $profile }, { $profile ->
    [resumen] morale
   *[other] composure
  } against { $dif })
enc-dice = { $colour } { $faces }
enc-initial = { $who }: reflexes { $reflexes } · composure { $composure }/{ $dif } { $dice }
enc-payment = pays: { $discomfort } discomfort, { $reflexes } reflexes, { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
  }
enc-round = Round { $n }
enc-cast-dice = Cast dice: { $list }
enc-cast-die = { $who } { $face } ({ $mod })
enc-order = Order: { $list }
enc-slot-phase = { $who } (phase { $phase })
enc-slot-at = { $who } ({ $at })
enc-attack = { $attacker } → { $defender }: attack { $attack } against { $needed } → { $hit ->
    [impacto] hit
    [empate] tie (environment damage)
   *[fallo] miss
  }
enc-damage = damage { $damage } against toughness { $toughness } → { $points ->
    [one] 1 point
   *[other] { $points } points
  }
enc-environment = environment { $env } → { $points ->
    [one] 1 point
   *[other] { $points } points
  }
enc-new-reflexes = { $who }: new reflexes { $reflexes }, toughness { $toughness }
enc-manoeuvre = { $who }: { $manoeuvre ->
    [defensa_total] total defence
    [preparar] prepares the attack
    [descuidar] neglects defence
   *[preparar_tirada] prepares the attack with a roll
  }
enc-stun-resistance = { $who }: stun resistance −{ $shortfall } → reflexes { $reflexes }
enc-grapple = { $attacker } { $escape ->
    [yes] struggles against
   *[no] grabs
  } { $defender }: strength { $grabber } against { $holder } → { $held ->
    [yes] succeeds by { $margin }
   *[no] fails
  }
enc-initiative = { $who }: new initiative { $reflexes }
enc-skipped = { $who }: does not act ({ $why })
enc-skip = { $skip ->
    [aturdido] stunned
    [turno_sin_actuar] turn lost
    [sin_objetivo] no target
    [se_ha_retirado] has left the melee
   *[recoge_el_arma] picks up its weapon
  }
enc-target-down = { $target } is out of the fight
enc-condition = { $condition ->
    [activo] active
    [critico] critical state
    [shock] in shock
    [consciente] conscious beyond the limit
    [estabilizado] stabilised
    [moribundo] dying
    [fuera_de_combate] out of combat
   *[muerto] dead
  }
enc-event = { $who }: { $what }
enc-took-damage = { $n ->
    [one] 1 damage point
   *[other] { $n } damage points
  }
enc-gained-discomfort = +{ $n } discomfort ({ $reason })
enc-lost-turns = { $n ->
    [one] 1 turn lost
   *[other] { $n } turns lost
  }
enc-lost-turns-why = { $turns } ({ $reason })
enc-thorn = thorn: { $origin }
enc-critical-roll = critical roll: toughness { $toughness }
enc-stunned = stunned, turns: { $n }
enc-knee-damage = { $n ->
    [one] 1 point on the knee
   *[other] { $n } points on the knee
  }
enc-non-lethal = { $n ->
    [one] 1 non-lethal point
   *[other] { $n } non-lethal points
  }
enc-finished-off = finished off by { $by }
# The engine's reasons, by their key.
enc-reason = { $reason ->
    [composure] composure
    [initial] initial roll
    [attack] attack roll
    [defence] defence roll
    [new-reflexes] new reflexes
    [grapple] grapple
    [stabilised] stabilised
   *[stun] stun resistance
  }
enc-extra-free-actions = { $who }: { $n ->
    [one] 1 extra free action
   *[other] { $n } extra free actions
  } → reflexes { $reflexes }
enc-prepared = { $who }: prepares to attack { $target } { $total } against reflexes { $reflexes } → { $success ->
    [yes] an ace for its next attack
   *[no] fails
  }
enc-withdrawal = { $who }: leaves the melee{ $roll ->
    [none] {""}
   *[other] {" "}(manoeuvre { $roll })
  }{ $escaped ->
    [none] {""}
   *[other] ; gets away from { $escaped }
  }{ $caught ->
    [none] {""}
   *[other] ; opportunity attack by { $caught }
  }
enc-opportunity = { $attacker } takes the opportunity against { $defender }
enc-protecting = { $who } protects { $protected } ({ $pp ->
    [yes] pays 1 PP
   *[no] spends its action
  })
enc-window = { $who }: second reroll window: { $reading ->
    [dano] damage
   *[aguante] toughness
  } { $total } { $dice }
enc-disarmed = { $by } { $broken ->
    [yes] breaks the weapon of
   *[no] disarms
  } { $who }
enc-fumble = { $who }: fumbled { $roll ->
    [ataque] attack
    [defensa] defence
   *[reflejos] reflexes
  } −{ $points } → { $cost ->
    [malestar] { $points } discomfort
    [turno] { $turns }
    [as_rival] { $points ->
        [one] 1 ace for the rival
       *[other] { $points } aces for the rival
      }
   *[narrativo] a narrative effect by the GM
  }
enc-end = At the end:
enc-standing = { $who }: { $value ->
    [none] discomfort { $discomfort } · wounds { $wounds }
   *[other] current value { $value }
  } · { $condition }{ $withdrawn ->
    [yes] {" "}· has left the melee
   *[no] {""}
  }

## A CHASIS session's level points (tirada chasis nivel)

chasis-level-headline = Level points of the NIV{ $level } session ({ $players ->
    [one] 1 PC
   *[other] { $players } PCs
  }): { $left } left
chasis-level-pool = The GM's pool: NIV{ $level } × PRM { $average } = MOD@−{ $pool }
chasis-level-moves = In order (C1126): { $list }
chasis-level-spent = Spent: { $list }
chasis-level-refunded = Back to the pool: { $list }
chasis-level-after = { $exhausted ->
    [yes] The pool is spent: the GM may end the session or ask for more level points
   *[no] What is left carries over to the next session
  }
chasis-level-experience = { $px } XP for the group, shared among the surviving PCs

## PORTAL oppositions and extended rolls (tirada portal enfrentamiento, extendida)

opp-side = { $side ->
    [a] A
    [b] B
    [manipulator] the manipulator
   *[victim] the victim
  }
opp-verdict = { $winner ->
    [empate] Tie: the GM decides (S91)
   *[other] { $side } wins by { $margin }
  }
opp-fumble = { $side ->
    [a] A fumbles: a negative total, win or lose (B950)
    [b] B fumbles: a negative total, win or lose (B950)
    [manipulator] The manipulator fumbles: a negative total (B1000)
   *[victim] The victim fumbles: a negative total (B998)
  }
opp-simple = Opposition: A { $a } against B { $b }
opp-unequal = Unequal opposition: A { $a } against B { $b }
opp-doubled = { $v } (×2 = { $twice })
opp-teams = Teams: A { $a } against B { $b }
opp-rerolls = Rerolls after mutual reduction: A { $a }, B { $b } (R26b)
opp-deferred = Deferred opposition: the first roll ({ $first }) sets difficulty { $dif }; the second needs { $needed } or more
opp-deferred-headline = { $success ->
    [yes] The second roll ({ $second }) makes it
    [no] The second roll ({ $second }) falls short
   *[none] The second roll needs { $needed } or more
  }
opp-psych = Psychological influence: manipulator { $a } against victim { $b } (pays 1 luck die, B966)
opp-psych-luck = Luck dice the manipulator has left: { $luck }
opp-psych-imposed = The GM may impose the behaviour
opp-psych-refused = If the victim refuses, it takes { $n ->
    [one] 1 discomfort die
   *[other] { $n } discomfort dice
  } (S92)
opp-psych-gm-sets = If the victim refuses, the GM sets the discomfort dice (B972–B986)
opp-psych-backfires = The manipulator fumbles: it takes the discomfort it meant to cause (B1000)
opp-extended = Extended opposition: the first to lead by { $target }
opp-extended-spent = { $side } spends { $aces } of its lead as aces (B940)
opp-extended-exchange = Exchange { $n }: { $side ->
    [none] level
   *[other] { $side } +{ $lead }
  }
opp-extended-headline = { $winner ->
    [a] A wins
    [b] B wins
   *[none] Undecided: the lead may be spent as aces (B940)
  }
ext-roll-start = Extended roll: difficulty { $dif }, { $required } to accumulate
ext-roll-step = Roll { $n }: { $total }{ $spent ->
    [0] {""}
    [one] {" "}(spends 1 success on rerolls)
   *[other] {" "}(spends { $spent } successes on rerolls)
  } → { $what ->
    [above] +{ $gained }, { $accumulated } of { $required }
    [raised] tie: the requirement rises to { $required }
    [tie] tie: nothing changes
   *[below] below: the task fails (S84)
  }
ext-roll-headline = { $status ->
    [completada] Done
    [fracaso] Failed
   *[en_curso] Under way: more rolls are needed
  }

## A character's state changes (the table's log and its export)

state-line = { $word }{ $counted ->
    [yes] {" "}({ $n })
   *[no] {""}
  }{ $reasoned ->
    [yes] {" "}— { $why }
   *[no] {""}
  }
ev_malestar = gains discomfort dice
ev_quitar_malestar = loses discomfort dice
ev_herida = takes wound dice
ev_curar_herida = heals wound dice
ev_dano = takes damage points
ev_gastar_suerte = spends luck dice
ev_recuperar_suerte = recovers luck dice
ev_ganar_pp = gains PP
ev_gastar_pp = spends PP
ev_resolver_secuela = settles sequela points
ev_curar = heals Resistencia marks
ev_recuperacion = recovers
ev_asentar = settles the damage (the danger passes)
ev_descanso = sleeps eight hours
ev_estabilizar = is stabilised (the roll's m)
ev_gastar_drama = spends drama points
ev_ganar_drama = gains drama points
ev_inicio_sesion = starts the session (full drama)
ev_secuela = takes a sequela
ev_quitar_aspecto = loses a temporary aspect
ev_agotar = exhausts an aspect
ev_recuperar_agotado = recovers an exhausted aspect
ev_golpe = takes a stress hit
ev_fin_de_escena = the scene ends (stress clears)
ev_pp = moves power points
ev_dolor = takes pain
ev_recuperar_dano = recovers all damage
ev_recuperar_dolor = recovers all pain
ev_enfasis = gains emphasis
ev_estres = takes stress
ev_fin_de_lapso = a span ends (transients count down)
ev_quitar_transitoria = loses a transient quality
ev_dano_no_letal = takes non-lethal damage
ev_dano_rodilla = takes a knee shot
ev_sacrificar_suerte = gives up a luck die
ev_tirada = roll
ev_gastar_reserva = uses their reserve
ev_inicio_aventura = the adventure begins
ev_fin_aventura = the adventure ends
ev_espina = gets a thorn
ev_espina_activa = suffers a thorn
ev_quitar_espina = loses a thorn
ev_aturdido = is stunned
ev_turnos_perdidos = loses turns
ev_turno = a turn goes by
ev_tirada_critica = makes a critical roll
ev_primeros_auxilios = gets first aid
ev_accion_heroica = makes a last heroic action
ev_actuar_incapacitado = acts beyond the limit
ev_fuera_de_combate = is out of combat
ev_rematado = is attacked while helpless
ev_fin_escena = the scene ends
ev_fin_relato = the story ends
ev_curar_secuela = heals a sequela
ev_uso_parcial = partly applies a Fortaleza
ev_fin_sesion = the session ends
ev_mejora = buys an improvement
ev_gasto = spends energy

## A PORTAL sheet's warnings (soft limits the GM may waive)

sheet-forte-above-max = '{ $forte }' is at level { $level }, above the guideline maximum of { $max } for a protagonist (B436); fine if the GM allows it
sheet-no-drive = the sheet has no drives: every character starts with two and keeps at least one (B816)

# A change a character's sheet refused, after the change (a fight, a turn tracker).
fight-refused = did not reach their sheet, which refuses it

## A campaign's sessions (issue 32)

verify-sessions = Sessions: { $sessions }{ $sealed ->
    [0] {""}
   *[other] ; rolls of the session in progress, checked once the GM ends it or closes the table: { $sealed }
}
boundary-heading = { $name }: { $changes ->
    [0] the end of the session changes nothing
    [one] one change
   *[other] { $changes } changes
}
boundary-alone = --fin-de-sesion plays the table's profile (--perfil) and writes no sheet: it does not go with --regla, --eventos or --guardar

## A PORTAL sheet for people (tirada portal ficha)

psheet-title = { $name } — { $kind ->
    [protagonista] protagonist
    [agonista] agonist
    [antagonista] antagonist
   *[reparto] cast member
  }{ $kind ->
    [reparto] {""}
   *[other] , { $concept ->
        [persona_corriente] ordinary person
        [heroe_mitico] mythic hero
       *[miembro_del_equipo] team member
      }
  }
psheet-cast = {"  "}generic value { $generic } · reflexes { $reflexes } · attack { $attack } · damage { $damage } · defence { $defence } · toughness { $toughness } · group { $group }
psheet-frequency = { $f ->
    [poco_frecuente] rare
    [frecuente] frequent
    [constante] constant
   *[moderada] moderate
  }
psheet-forte = { $name } { $level } ({ $frequency }{ $has-spec ->
    [yes] , specialty { $spec }
   *[no] {""}
  })
psheet-fortes = {"  "}Fortes: { $list }
psheet-limitations = {"  "}Limitations: { $list }
psheet-quirks = {"  "}Quirks: { $list }
psheet-drives = {"  "}Drives: { $list }
psheet-role = { $role ->
    [superior] high
    [medio] middle
   *[inferior] low
  }
psheet-dice = {"  "}Kept dice: reflexes { $reflexes } · composure { $composure } · attack { $attack } · defence { $defence } · damage { $damage } · toughness { $toughness }
psheet-state = {"  "}State: discomfort { $discomfort } · wounds { $wounds }{ $pools ->
    [yes] {" "}· luck { $luck } · PP { $pp } (reserve { $reserve })
   *[no] {""}
  } · suffering { $suffering }
psheet-current = {"  "}Current value: { $value }
psheet-condition = {"  "}Condition: { $condition ->
    [activo] active
    [critico] critical state
    [shock] in shock
    [consciente] conscious beyond the limit
    [estabilizado] stabilised
    [moribundo] dying
    [fuera_de_combate] out of combat
   *[muerto] dead
  }
psheet-sequela = {"  "}Sequela { $level } ({ $area ->
    [percepcion] perception
    [comunicacion] communication
    [agilidad] agility
    [habilidad] manual dexterity
    [ingenio] wits
    [constitucion] constitution
   *[movimiento] movement
  }, { $duration ->
    [escena] scene
    [relato] story
   *[permanente] permanent
  })
psheet-sequela-points = {"  "}Sequela points to resolve: { $points } · from the knee (a movement sequela only): { $knee }
psheet-partial = {"  "}Partial rerolls of «{ $forte }»: { $used }/{ $level } ({ $per ->
    [sesion] this session
   *[aventura] this adventure
  })
psheet-thorn = {"  "}Thorn: { $origin }{ $penalty ->
    [0] {""}
   *[other] {" "}(−{ $penalty } to reflexes)
  }
psheet-reserve = {"  "}Reserve «{ $purpose }»: { $left }/{ $amount }
psheet-valid = Valid sheet ({ $profile ->
    [libro] book
   *[resumen] summary
  } profile). Points cost: { $cost } PP.
psheet-unspent = Creation PP left unspent: { $unspent }, giving { $hand } PP in hand (B842).
psheet-applied = Events applied: { $n }
psheet-warning = Warning: { $text }.
psheet-event-refused = event { $n } of { $file }: { $why }; nothing was saved
psheet-log = the event log


