# Las frases de las explicaciones de tiradas (tirada-narrate). Mismas claves que en.ftl.

## Común

n-dice = { $n ->
    [one] 1 dado
   *[other] { $n } dados
  }

rolled-not-typed = Tirados por tirada, no escritos: { $dice }
rolled-in-turn = { $group } (turno { $turn }) { $face }

## PORTAL

portal-headline = { $outcome ->
    [exito] ÉXITO
    [parcial] ÉXITO PARCIAL
    [fallo] FALLO
   *[pifia] PIFIA (grado { $degree })
  }: total { $total }{ $has-dif ->
    [yes] {" "}contra dificultad { $dif }
   *[no] {""}
  }
portal-headline-free = Total { $total }
portal-profile = Perfil { $profile ->
    [libro] del libro (reglas beta)
   *[resumen] del resumen de reglas
  }
portal-colour = { $colour ->
    [blanco] blanco
    [negro] negro
    [rojo] rojo
    [verde] verde
   *[tentado] tentado
  }
portal-kept = Se queda el blanco { $face } (dado { $role ->
    [superior] superior
    [medio] medio
   *[inferior] inferior
  })
portal-other-white = Otro { $face } blanco: { $v }
portal-die = El dado { $colour } { $face } { $how ->
    [beaten] queda superado
    [tie] empata
   *[above] no queda superado
  }: { $points ->
    [0] { $green ->
        [yes] no suma
       *[no] no resta
      }
   *[other] { $signed }
  }{ $fate ->
    [removed] {" "}y se elimina
    [combat_bonus] ; se queda y da +1 al daño o al aguante
    [back_to_pool] {" "}y vuelve a la reserva
    [spent] {" "}y se pierde
    [recovered] {" "}y se recupera
    [stays_lost] {" "}y sigue perdido
    [if_it_beats_the_difficulty] {" "}y se recupera si el total supera la dificultad (B350)
    [sequela_point] {" "}y da un punto de secuela
   *[none] {""}
  }
portal-reroll = Repetición { $n }: { $colour } { $from } → { $to }
portal-block = Se bloquean los unos y los seises (+1 PP para quien tira)
portal-buy-ace = 1 PP gastado: una repetición más
portal-remove-wound = 1 PP gastado: se quita el dado rojo { $face }
portal-wounds-unrolled = { $n ->
    [one] 1 dado de heridas sin tirar: también resta
   *[other] { $n } dados de heridas sin tirar: también restan
  }
portal-specialty = Especialidad: { $v }
portal-overflow = Repeticiones sobrantes: { $v }
portal-modifier = Modificador: { $v }
portal-rerolls-used = { $pool ->
    [one] { $made } de 1 repetición usada
   *[other] { $made } de { $pool } repeticiones usadas
  }
portal-sum = Suma: { $sum } = { $total }
portal-reading = { $kind ->
    [normal] Tirada
    [reflejos] Reflejos
    [sangre_fria] Sangre fría
    [ataque] Ataque
    [defensa] Defensa
    [fuerza] Fuerza
    [aguante] Aguante
    [dano] Daño
   *[arma] Arma
  } (dado { $role ->
    [superior] superior
    [medio] medio
   *[inferior] inferior
  }): { $total }
portal-change = { $what ->
    [malestar_removed] { $n ->
        [one] 1 dado de malestar menos
       *[other] { $n } dados de malestar menos
      }
    [suerte_spent] { $n ->
        [one] 1 dado de suerte perdido
       *[other] { $n } dados de suerte perdidos
      }
    [secuela_points] { $n ->
        [one] 1 punto de secuela por resolver
       *[other] { $n } puntos de secuela por resolver
      }
    [pp_gained] { $n } PP { $n ->
        [one] ganado
       *[other] ganados
      }
    [pp_spent] { $n } PP { $n ->
        [one] gastado
       *[other] gastados
      }
   *[heridas_removed] { $n ->
        [one] 1 dado de heridas quitado
       *[other] { $n } dados de heridas quitados
      }
  }
portal-tempted-back = { $back ->
    [yes] el dado de suerte tentado se recupera
    [depends] el dado de suerte tentado depende de la dificultad: se recupera si el total la supera
   *[no] el dado de suerte tentado sigue perdido
  }
portal-changes = Cambios en la ficha: { $list }

portal-collab-headline = { $all ->
    [yes] El grupo lo consigue
   *[no] No alcanza para todos
  } · colaboración contra dificultad { $dif }: { $levels ->
    [one] 1 nivel de éxito
   *[other] { $levels } niveles de éxito
  }
portal-collab-dice = { $name }{ $leader ->
    [yes] {" "}(líder)
   *[no] {""}
  }: { $faces } → { $total }
portal-collab-reroll = Repetición de { $name }: { $colour } { $from } → { $to } ({ $pool ->
    [lider] del líder
   *[propia] propia
  })
portal-collab-member = { $name }: { $total }, { $case ->
    [0] justo: ni suma ni cuesta
    [1] { $n ->
        [one] +1 nivel de éxito
       *[other] +{ $n } niveles de éxito
    }
   *[other] le faltan { $n }: cuesta { $cost } niveles
  }{ $fumble ->
    [yes] {" "}· pifia
   *[no] {""}
  }
portal-collab-raised = { $name } (sube a { $dif })
portal-collab-covered = Cubiertos: { $list }
portal-collab-end = { $all ->
    [yes] Nadie queda por debajo
   *[no] Quien queda corto falla solo, o la tarea entera si es colectiva (B906)
  }

## Hitos

hitos-headline = { $outcome ->
    [exito] ÉXITO
    [fallo] FALLO
    [critico] CRÍTICO
   *[pifia] PIFIA
  }: { $total } contra dificultad { $dif }{ $has-band ->
    [yes] {" "}({ $band })
   *[no] {""}
  }
hitos-headline-special = { $outcome ->
    [critico] CRÍTICO
    [pifia] PIFIA
    [exito] ÉXITO
   *[fallo] FALLO
  }: total { $total }
hitos-headline-free = Total { $total }
hitos-first-throw = Primera tirada: { $dice }
hitos-rerolled-die = { $from } → { $to } (posición { $position })
hitos-activation = { $polarity ->
    [positiva] Aspecto a favor
   *[negativa] Aspecto en contra
  }{ $named ->
    [yes] {" "}«{ $aspect }»
   *[no] {""}
  }: { $count ->
    [0] sin repetir dados
   *[other] repite { $rerolled }
  }; { $polarity ->
    [positiva] V⁺
   *[negativa] V⁻
  } = { $value }
hitos-mutual-cancel = Un aspecto a favor y otro en contra se anulan: nadie paga y no se repite
hitos-cancelled = { $by ->
    [gm] El DJ cancela la activación
    [gm_reason] El DJ cancela la activación: { $reason }. Quien la activó no paga y recibe un punto
   *[roller] Quien tira paga un punto y cancela la activación en contra
  }
hitos-read = Dados { $dice } (m { $low } · C { $mid } · M { $high }): { $name } { $value }
hitos-value-name = { $activation ->
    [positiva] V⁺
    [negativa] V⁻
   *[none] { $reading ->
        [C] dado central
        [m] dado menor
        [M] dado mayor
       *[other] suma { $reading }
      }
  }
hitos-part = { $part ->
    [char] característica
    [skill] habilidad
   *[mod] modificador
  } { $v }
hitos-critical-attack = Crítico ({ $size } 10) en un ataque: éxito sea cual sea la defensa; secuela temporal { $named ->
    [yes] «{ $aspect }» sobre { $target }
   *[no] sobre el personaje atacado
  } ({ $duration ->
    [escena] una escena
   *[sesion] una sesión
  }) y daño × { $size ->
    [doble] 2
   *[triple] 3
  } (H213)
hitos-critical-minion = Crítico ({ $size } 10) de un secuaz sobre un héroe: éxito automático, sin daño multiplicado ni secuela (MI-2, H808)
hitos-special = { $kind ->
    [critico] Crítico ({ $size } 10): éxito automático; el DJ puede dar un aspecto temporal beneficioso
   *[pifia] Pifia ({ $size } 1): fallo automático; el DJ puede dar un aspecto temporal perjudicial o una secuela
  } ({ $duration ->
    [escena] una escena
   *[sesion] una sesión
  })
hitos-effect-high = Para el daño y otros efectos M vale { $value }
hitos-drama-move = { $who ->
    [tirador] tirador
    [activador] activador
    [dj] DJ
   *[other] { $who }
  } { $delta } ({ $reason ->
    [inicio_sesion] inicio de sesión
    [activacion_positiva] activación a favor
    [activacion_narrativa] activación narrativa
    [activacion_negativa] activación en contra
    [recibe_activacion_en_contra] recibe el punto de la activación en contra
    [activacion_del_dj] el DJ activa un aspecto: el punto es para el jugador
    [cancela_activacion] cancela la activación
    [recupera_punto] recupera su punto
    [recibe_punto_de_cancelacion] recibe el punto de quien canceló
    [cancelacion_del_dj] el DJ cancela la activación y da un punto
    [aspecto_agotado] paga agotando el aspecto
    [no_es_tan_grave] no es tan grave como parece
    [ignora_secuaz] ignora el ataque de un secuaz
   *[accion_conjunta] permite una acción conjunta
  })
hitos-drama = Puntos dramáticos: { $moves }
hitos-dying = Prueba de Aguante del moribundo (H379): { $verdict ->
    [muere] falla y muere
    [inconsciente] falla y queda inconsciente (el daño no era letal)
    [se_estabiliza] crítico, se estabiliza y ya no tira más salvo que sufra daño de nuevo
   *[sigue_moribundo] la supera y sigue moribundo: vuelve a tirar el turno que viene
  }
hitos-damage = Daño ({ $expr }): { $steps } → { $total }
hitos-damage-fresh = [dados nuevos { $dice }]
hitos-damage-bonus = { $sign } { $bonus } BD = { $running }
hitos-damage-times = × { $multiplier } = { $running }
hitos-damage-resistance = − RD { $resistance }

## Fate «La Escalera»

fate-headline = { $outcome ->
    [exito] ÉXITO, { $shifts ->
        [0] sin avances
        [one] 1 avance
       *[other] { $shifts } avances
      }{ $critico ->
        [yes] {" "}· ¡crítico!
       *[no] {""}
      }
   *[fallo] FALLO por { $short }
  }: esfuerzo { $effort } contra { $dif }
fate-face = { $face ->
    [1] [+]
    [-1] [−]
   *[0] [ ]
  }
fate-dice = Dados { $faces }: { $total }
fate-skill = Habilidad { $label }
fate-dice-part = dados { $v }
fate-modifier = { $kind ->
    [pp] PP
    [consecuencias] consecuencias
    [suplementaria] suplementarias
    [defensa_total] defensa total
    [habilidades_combinadas] habilidades combinadas
    [grupo] grupo
    [critico] crítico
    [maniobra] maniobra
    [frontera] frontera
    [desarme] desarme
   *[other] modificador
  } { $v }
fate-effort = { $parts } = esfuerzo { $effort }
fate-against = Contra { $dif }{ $default ->
    [yes] {" "}(por defecto)
   *[no] {""}
  }: { $shifts }
fate-pp-would = { $n ->
    [one] Con 1 PP lo lograrías
   *[other] Con { $n } PP lo lograrías
  }
fate-attack-dice = Dados del ataque { $faces }: { $total }
fate-defense-dice = Dados de la defensa { $faces }: { $total }
fate-block = Bloqueo { $label }: { $used ->
    [yes] se usa en lugar de la defensa
   *[no] la defensa propia es mejor
  }
fate-attack-against = Ataque { $attack } contra defensa { $defense }: { $shifts }
fate-attack-headline = { $winner ->
    [first] IMPACTO, { $stress } de estrés: { $effect ->
        [casilla] casilla { $index } de { $track ->
            [serenidad] Serenidad
           *[salud] Salud
          }  { $boxes }
        [consecuencia] ninguna casilla lo aguanta → consecuencia { $severity }
       *[fuera_de_combate] FUERA DE COMBATE
      }
    [tie] EMPATE (el ataque falla, sin estrés)
   *[second] DEFENDIDO por { $by }{ $critico ->
        [defensor] {" "}· ¡crítico del defensor!
        [bloqueador] {" "}· ¡crítico del bloqueador!
       *[none] {""}
      }
  }

## Fate: el registro de un conflicto

fc-heading = Conflicto { $kind ->
    [fisico] físico
    [social] social
   *[mental] mental
  } · zonas: { $zones }
fc-border = { $a }–{ $b } frontera { $n }
fc-resumed = (sigue el conflicto en el intercambio { $n })
fc-initiative = Iniciativa: { $list }
fc-exchange = ── Intercambio { $n } ──
fc-roll = { $who } · { $skill }: { $sum } = { $effort }
fc-shifts = { $shifts ->
    [one] 1 avance
   *[other] { $shifts } avances
  }
fc-zones = { $zones ->
    [one] 1 zona
   *[other] { $zones } zonas
  }
fc-track = { $track ->
    [serenidad] Serenidad
   *[salud] Salud
  }
fc-severity = { $severity ->
    [leve] leve
    [moderada] moderada
   *[grave] grave
  }
fc-attack = { $who } ataca a { $target }: { $attack } contra { $defense }{ $block ->
    [yes] {" "}(con el bloqueo)
   *[no] {""}
  } → { $result ->
    [hit] { $stress } de estrés
    [tie] empate, sin estrés
   *[defended] defendido
  }
fc-hit = { $who }: { $taken ->
    [nada] nada
    [casilla] casilla { $index } de { fc-track }
   *[consecuencia] consecuencia { fc-severity }{ $followed ->
        [yes] {" "}({ $follower })
       *[no] {""}
      } «{ $description }»
  }
fc-minions-hit = { $who }: { $out } fuera, { $left ->
    [0] no queda ninguno
    [one] queda 1
   *[other] quedan { $left }
  } (grupo { $before } → { $after })
fc-taken-out = { $who } FUERA DE COMBATE
fc-manoeuvre = Maniobra de { $who }{ $targeted ->
    [yes] {" "}contra { $target }
   *[no] {""}
  }: { $success ->
    [yes] éxito, { fc-shifts }
   *[no] fallo
  }
fc-scene-change = { $who } «{ $change }»: { $made ->
    [yes] { $accepted ->
        [yes] la escena cambia
       *[no] el DJ no lo acepta
      }
   *[no] la tirada no llega
  }
fc-bonus-used = { $who } usa su bonificador { $v } contra { $target }
fc-block = { $who } { $kind ->
    [proteger] protege a { $target }
   *[impedir] impide «{ $action }»
  }: bloqueo { $strength }
fc-block-test = { $who } contra el bloqueo de { $blocker } ({ $effort } contra { $strength }): { $passed ->
    [yes] lo supera
   *[no] no lo supera
  }
fc-sprint = { $who } esprinta { fc-zones } → { $to }
fc-move = { $who } se mueve a { $to } ({ $penalty })
fc-action = { $who }: { $success ->
    [yes] éxito, { fc-shifts }
   *[no] fallo
  }
fc-disarm = { $success ->
    [yes] { $who } desarma a { $target } ({ fc-shifts })
   *[no] { $who } no desarma a { $target }
  }
fc-weapon-recovered = { $who } recoge su arma
fc-push = { $who } { $knockback ->
    [yes] derriba a { $target } { fc-zones } → { $to }{ $left ->
        [0] {""}
        [one] {" "}(sobra 1 avance)
       *[other] {" "}(sobran { $left } avances)
      }
   *[no] empuja a { $target } { fc-zones } → { $to }
  }
fc-carry = { $who } { $load ->
    [0] deja la carga
   *[other] carga peso { $load }
  }
fc-pp = PP de { $who }: { $before } → { $after } ({ $reason ->
    [bonificador] bonificador +1
    [usar_poder] poder «{ $power }»
    [declaracion] declaración «{ $text }»
    [cambiar_escena] cambiar la escena
    [rechazar_desenlace] rechazar el desenlace
    [concesion_rechazada] concesión rechazada
    [rechazar_concesion] rechazar una concesión
   *[refresco] refresco
  })
fc-critico-won = { $who } gana un crítico
fc-critico-used = { $who } usa su crítico { $v }
fc-critico-lost = { $who } pierde su crítico
fc-concession = { $who } concede «{ $terms }»
fc-concession-answer = { $who }: concesión { $accepted ->
    [yes] aceptada
   *[no] rechazada
  }
fc-scene-end = Fin de la escena
fc-hold = { $who } retiene su acción
fc-full-defence = { $who } en defensa total
fc-attach = { $who } se une a { $leader }
fc-follower-rolls = { $who } tira por { $leader }
fc-direct = { $who } dirige a { $target }
fc-standing-after = ── Situación tras el intercambio { $n } ──
fc-side = { $side } · { $standing ->
    [yes] en pie
   *[no] fuera
  }
fc-member = { $who }{ $status ->
    [fuera_de_combate] {" "}(fuera de combate)
    [concedido] {" "}(concedió)
    [se_fue] {" "}(se fue)
   *[activo] {""}
  }
fc-track-boxes = { fc-track } { $boxes }
fc-consequences = consecuencias: { $list }
fc-minions-left = { $n ->
    [0] no queda ninguno
    [one] queda 1
   *[other] quedan { $n }
  }
fc-member-pp = PP { $n }
fc-stop = { $stop ->
    [over] Queda un solo bando en pie.
    [exchanges] Se jugaron los intercambios pedidos.
   *[dice] Se acabaron los dados escritos: sigue con --guardar y más --dados.
  }
fc-dice-left = { $n ->
    [one] Sobra 1 cara de --dados sin usar.
   *[other] Sobran { $n } caras de --dados sin usar.
  }
fc-skipped = Órdenes sin hacer, su actor ya no estaba: { $list }

## CHASIS

chasis-headline = { $outcome ->
    [critico] CRÍTICO
    [exito] ÉXITO
    [neutro] NEUTRO
    [hiperbole] HIPÉRBOLE
    [fallo] FALLO
   *[pifia] PIFIA
  } · { $label }: total { $total } contra DIF { $dif }
chasis-dice = Dados base ({ $base }) { $dice }: RST { $result }
chasis-counted = Cuentan como { $dice }
chasis-modifier = Modificador { $expression }{ $has-dice ->
    [yes] {" "}(dados { $dice })
   *[no] {""}
  }: { $value }
chasis-level = NIV del oponente: { $value }
chasis-chain = dado { $die } → d{ $sides }{ $again ->
    [yes] {" "}otra vez
   *[no] {""}
  } { $faces } ({ $value })
chasis-apertura = Apertura { $kind }: { $chains }; en total { $value }
chasis-apertura-closed = Apertura { $kind }: no se abre
chasis-energy = Energía: énfasis { $emphasis } · estrés { $stress }: { $value }
chasis-energy-aux = Energía al auxiliar: énfasis { $emphasis } · estrés { $stress }: AUX { $value }
chasis-energy-spent = Energía gastada: { $emphasis }PY de énfasis, { $stress }PY de estrés
chasis-grade = GD = { $total } − { $dif } = { $grade }
chasis-multiplied = El extremo multiplica el grado: { $label }
chasis-multiplied-before-dj = El extremo multiplicó el grado de los dados, antes de la decisión del DJ
chasis-only-extreme = Solo un extremo lo permitía: el grado no se multiplica
chasis-extreme = { $extreme ->
    [critico] Crítico en los dados base: éxito sea cual sea el total, con algo muy favorable
    [pifia] Pifia en los dados base: fallo sea cual sea el total, con algo muy perjudicial
   *[hiperbole] Hipérbole en los dados base: neutro sea cual sea el total, con algo exagerado
  }
chasis-extreme-before-dj = { $extreme ->
    [critico] Crítico
    [pifia] Pifia
   *[hiperbole] Hipérbole
  } en los dados base, antes de la decisión del DJ
chasis-auxiliary = Auxiliar (AUX): { $value }
chasis-gradual = Chequeo gradual { $kind }: { $points } puntos
chasis-dj = { $action ->
    [irrealizar] El DJ irrealiza el fallo: éxito a cambio de { $stress } PY de estrés provisional
   *[neutro_a_fallo] El DJ convierte el neutro en fallo
  }

chasis-contest-headline = { $end ->
    [vence] VENCE en el turno { $turns }
    [pierde] PIERDE en el turno { $turns }
   *[none] SIN DECIDIR tras { $turns ->
        [one] 1 turno
       *[other] { $turns } turnos
    }
  } · concurso de margen ({ $mode ->
    [dos_pilas] dos pilas
    [una_pila] una pila
   *[other] enfrentado
  }, límite { $limit } PF)
chasis-contest-energy = La energía se aplica en cada turno: { $emphasis }PY de énfasis y { $stress }PY de estrés por turno, { $emphasis-total }PY y { $stress-total }PY en { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
  }
chasis-contest-check = Cada turno, { $base } MOD { $mod }{ $level } contra DIF { $dif }{ $rival ->
    [none] {""}
   *[other] ; el rival, { $base } MOD { $rival }
  }
chasis-outcome = { $outcome ->
    [critico] crítico
    [exito] éxito
    [neutro] neutro
    [hiperbole] hipérbole
    [fallo] fallo
   *[pifia] pifia
  }
chasis-contest-turn = Turno { $turn }: { $thrown }, { $outcome } { $label }; { $piles }
chasis-contest-turn-opposed = Turno { $turn }: { $thrown } contra el rival { $rival }: GD { $grade }; { $piles }
chasis-contest-piles = { $mode ->
    [dos_pilas] GDE { $success } · GDF { $failure }
   *[other] PF { $signed }
  }

## MIRILLA

mirilla-headline = Grado { $degree }: { $word }
mirilla-die = El dado muestra { $face }: grado { $degree }, «{ $word }»
mirilla-chain-headline = { $outcome ->
    [exito] ÉXITO
   *[fallo] FALLO
  }: { $needed ->
    [one] una tirada de { $minimum } o más
   *[other] { $reached } de { $needed } seguidos de { $minimum } o más
  }
mirilla-chain-roll = Tirada { $n }: { $face } { $ok ->
    [yes] ✓
   *[no] ✗ (hacía falta { $minimum } o más)
  }

## Notación de dados

notation-headline = { $expression }{ $label ->
    [none] {""}
   *[other] {" "}[{ $label }]
  } → { $total }
notation-die = { $exploded ->
    [yes] { $chain } (explota) = { $value }
   *[no] { $chain }
  }{ $kept ->
    [yes] {""}
   *[no] {" "}(descartado)
  }
notation-term = { $sign } { $term }: { $dice } = { $value }
notation-constant = { $sign } { $term }
# `tirada odds` de una distribución larga: solo los valores más señalados, salvo con --todo.
notation-odds-summary = { $values } valores posibles, de { $lowest } a { $highest }: se muestran el menor, el mayor, el más probable y los que cruzan el 1, 5, 25, 50, 75, 95 y 99 % acumulado. Con --todo se listan todos.

## El registro de un combate de PORTAL (tirada portal combate, el combate de la mesa)

enc-header = Combate (perfil { $profile }, { $profile ->
    [resumen] moral
   *[other] sangre fría
  } contra { $dif })
enc-dice = { $colour } { $faces }
enc-initial = { $who }: reflejos { $reflexes } · sangre fría { $composure }/{ $dif } { $dice }
enc-payment = paga: { $discomfort } malestar, { $reflexes } reflejos, { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
  }
enc-round = Asalto { $n }
enc-cast-dice = Dados del reparto: { $list }
enc-cast-die = { $who } { $face } ({ $mod })
enc-order = Orden: { $list }
enc-slot-phase = { $who } (fase { $phase })
enc-slot-at = { $who } ({ $at })
enc-attack = { $attacker } → { $defender }: ataque { $attack } contra { $needed } → { $hit ->
    [impacto] impacto
    [empate] empate (daño del entorno)
   *[fallo] fallo
  }
enc-damage = daño { $damage } contra aguante { $toughness } → { $points ->
    [one] 1 punto
   *[other] { $points } puntos
  }
enc-environment = entorno { $env } → { $points ->
    [one] 1 punto
   *[other] { $points } puntos
  }
enc-new-reflexes = { $who }: nuevos reflejos { $reflexes }, aguante { $toughness }
enc-manoeuvre = { $who }: { $manoeuvre ->
    [defensa_total] defensa total
    [preparar] prepara el ataque
    [descuidar] descuida la defensa
   *[preparar_tirada] prepara el ataque con una tirada
  }
enc-stun-resistance = { $who }: resistencia al aturdimiento −{ $shortfall } → reflejos { $reflexes }
enc-grapple = { $attacker } { $escape ->
    [yes] forcejea contra
   *[no] inmoviliza a
  } { $defender }: fuerza { $grabber } contra { $holder } → { $held ->
    [yes] lo consigue por { $margin }
   *[no] no lo consigue
  }
enc-initiative = { $who }: nueva iniciativa { $reflexes }
enc-skipped = { $who }: no actúa ({ $why })
enc-skip = { $skip ->
    [aturdido] aturdido
    [turno_sin_actuar] turno sin actuar
    [sin_objetivo] sin objetivo
    [se_ha_retirado] se ha retirado
   *[recoge_el_arma] recoge su arma
  }
enc-target-down = { $target } ya no combate
enc-condition = { $condition ->
    [activo] activo
    [critico] estado crítico
    [shock] estado de shock
    [consciente] consciente más allá del límite
    [estabilizado] estabilizado
    [moribundo] moribundo
    [fuera_de_combate] fuera de combate
   *[muerto] muerto
  }
enc-event = { $who }: { $what }
enc-took-damage = { $n ->
    [one] 1 punto de daño
   *[other] { $n } puntos de daño
  }
enc-gained-discomfort = +{ $n } malestar ({ $reason })
enc-lost-turns = { $n ->
    [one] 1 turno sin actuar
   *[other] { $n } turnos sin actuar
  }
enc-lost-turns-why = { $turns } ({ $reason })
enc-thorn = espina clavada: { $origin }
enc-critical-roll = tirada crítica: aguante { $toughness }
enc-stunned = aturdido, turnos: { $n }
enc-knee-damage = { $n ->
    [one] 1 punto en la rodilla
   *[other] { $n } puntos en la rodilla
  }
enc-non-lethal = { $n ->
    [one] 1 punto no letal
   *[other] { $n } puntos no letales
  }
enc-finished-off = rematado por { $by }
# Las razones que escribe el motor, por su clave.
enc-reason = { $reason ->
    [composure] sangre fría
    [initial] tirada inicial
    [attack] tirada de ataque
    [defence] tirada de defensa
    [new-reflexes] nuevos reflejos
    [grapple] forcejeo
    [stabilised] estabilizado
   *[stun] resistencia al aturdimiento
  }
enc-extra-free-actions = { $who }: { $n ->
    [one] 1 acción libre de más
   *[other] { $n } acciones libres de más
  } → reflejos { $reflexes }
enc-prepared = { $who }: prepara el ataque contra { $target } { $total } contra reflejos { $reflexes } → { $success ->
    [yes] un as para su próximo ataque
   *[no] no lo consigue
  }
enc-withdrawal = { $who }: se retira del cuerpo a cuerpo{ $roll ->
    [none] {""}
   *[other] {" "}(maniobra { $roll })
  }{ $escaped ->
    [none] {""}
   *[other] ; esquiva a { $escaped }
  }{ $caught ->
    [none] {""}
   *[other] ; ataque de oportunidad de { $caught }
  }
enc-opportunity = { $attacker } aprovecha la ocasión contra { $defender }
enc-protecting = { $who } protege a { $protected } ({ $pp ->
    [yes] paga 1 PP
   *[no] gasta su acción
  })
enc-window = { $who }: segunda ventana de repeticiones: { $reading ->
    [dano] daño
   *[aguante] aguante
  } { $total } { $dice }
enc-disarmed = { $by } { $broken ->
    [yes] le rompe el arma a
   *[no] le arranca el arma a
  } { $who }
enc-fumble = { $who }: pifia de { $roll ->
    [ataque] ataque
    [defensa] defensa
   *[reflejos] reflejos
  } −{ $points } → { $cost ->
    [malestar] { $points } malestar
    [turno] { $turns }
    [as_rival] { $points ->
        [one] 1 as para el rival
       *[other] { $points } ases para el rival
      }
   *[narrativo] efecto narrativo del Guía
  }
enc-end = Al final:
enc-standing = { $who }: { $value ->
    [none] malestar { $discomfort } · heridas { $wounds }
   *[other] valor actual { $value }
  } · { $condition }{ $withdrawn ->
    [yes] {" "}· se ha retirado
   *[no] {""}
  }

## Los puntos de nivel de una sesión de CHASIS (tirada chasis nivel)

chasis-level-headline = Puntos de nivel de la sesión NIV{ $level } ({ $players } PJ): { $left ->
    [one] queda 1
   *[other] quedan { $left }
  }
chasis-level-pool = Reserva del DJ: NIV{ $level } × PRM { $average } = MOD@−{ $pool }
chasis-level-moves = En orden (C1126): { $list }
chasis-level-spent = Gasta: { $list }
chasis-level-refunded = Vuelven a la reserva: { $list }
chasis-level-after = { $exhausted ->
    [yes] La reserva se agotó: el DJ puede terminar la sesión o pedir más puntos de nivel
   *[no] Lo que sobre pasa a la sesión siguiente
  }
chasis-level-experience = { $px } PX para el grupo, a repartir entre los PJ supervivientes

## Enfrentamientos y tiradas extendidas de PORTAL (tirada portal enfrentamiento, extendida)

opp-side = { $side ->
    [a] A
    [b] B
    [manipulator] el manipulador
   *[victim] la víctima
  }
opp-verdict = { $winner ->
    [empate] Empate: decide el Guía (S91)
   *[other] Gana { $side } por { $margin }
  }
opp-fumble = { $side ->
    [a] A pifia: su total es negativo, gane o pierda (B950)
    [b] B pifia: su total es negativo, gane o pierda (B950)
    [manipulator] El manipulador pifia: su total es negativo (B1000)
   *[victim] La víctima pifia: su total es negativo (B998)
  }
opp-simple = Enfrentamiento: A { $a } contra B { $b }
opp-unequal = Enfrentamiento desigual: A { $a } contra B { $b }
opp-doubled = { $v } (×2 = { $twice })
opp-teams = Equipos: A { $a } contra B { $b }
opp-rerolls = Repeticiones tras reducirse mutuamente: A { $a }, B { $b } (R26b)
opp-deferred = Enfrentamiento aplazado: la primera tirada ({ $first }) fija la dificultad { $dif }; la segunda necesita { $needed } o más
opp-deferred-headline = { $success ->
    [yes] La segunda tirada ({ $second }) lo consigue
    [no] La segunda tirada ({ $second }) no lo consigue
   *[none] La segunda tirada necesita { $needed } o más
  }
opp-psych = Influencia psicológica: manipulador { $a } contra víctima { $b } (paga 1 dado de suerte, B966)
opp-psych-luck = Al manipulador le quedan dados de suerte: { $luck }
opp-psych-imposed = El Guía puede imponer la conducta
opp-psych-refused = Si la víctima se niega, recibe { $n ->
    [one] 1 dado de malestar
   *[other] { $n } dados de malestar
  } (S92)
opp-psych-gm-sets = Si la víctima se niega, el Guía decide los dados de malestar (B972–B986)
opp-psych-backfires = El manipulador pifia: recibe el malestar que pretendía causar (B1000)
opp-extended = Enfrentamiento extendido: gana quien saque una ventaja de { $target }
opp-extended-spent = { $side } gasta { $aces } de ventaja como ases (B940)
opp-extended-exchange = Intercambio { $n }: { $side ->
    [none] igualados
   *[other] { $side } +{ $lead }
  }
opp-extended-headline = { $winner ->
    [a] Gana A
    [b] Gana B
   *[none] Sin decidir: la ventaja acumulada se puede gastar como ases (B940)
  }
ext-roll-start = Tirada extendida: dificultad { $dif }, hay que acumular { $required }
ext-roll-step = Tirada { $n }: { $total }{ $spent ->
    [0] {""}
    [one] {" "}(gasta 1 éxito en repeticiones)
   *[other] {" "}(gasta { $spent } éxitos en repeticiones)
  } → { $what ->
    [above] +{ $gained }, acumulado { $accumulated } de { $required }
    [raised] empate: el requerido sube a { $required }
    [tie] empate: nada cambia
   *[below] por debajo: la tarea fracasa (S84)
  }
ext-roll-headline = { $status ->
    [completada] Completada
    [fracaso] Fracaso
   *[en_curso] En curso: faltan más tiradas
  }

## Cambios de estado de un personaje (el registro de la mesa y su exportación)

state-line = { $word }{ $counted ->
    [yes] {" "}({ $n })
   *[no] {""}
  }{ $reasoned ->
    [yes] {" "}— { $why }
   *[no] {""}
  }
ev_malestar = gana dados de malestar
ev_quitar_malestar = quita dados de malestar
ev_herida = recibe dados de heridas
ev_curar_herida = cura dados de heridas
ev_dano = recibe puntos de daño
ev_gastar_suerte = gasta dados de suerte
ev_recuperar_suerte = recupera dados de suerte
ev_ganar_pp = gana PP
ev_gastar_pp = gasta PP
ev_resolver_secuela = resuelve puntos de secuela
ev_curar = cura marcas de Resistencia
ev_recuperacion = se recupera
ev_asentar = asienta el daño (pasa el peligro)
ev_descanso = duerme ocho horas
ev_estabilizar = se estabiliza (m de la tirada)
ev_gastar_drama = gasta puntos de drama
ev_ganar_drama = gana puntos de drama
ev_inicio_sesion = empieza la sesión (drama al máximo)
ev_secuela = sufre una secuela
ev_quitar_aspecto = pierde un aspecto temporal
ev_agotar = agota un aspecto
ev_recuperar_agotado = recupera un aspecto agotado
ev_golpe = recibe un golpe de estrés
ev_fin_de_escena = acaba la escena (se borra el estrés)
ev_pp = mueve puntos de poder
ev_dolor = recibe dolor
ev_recuperar_dano = recupera todo el daño
ev_recuperar_dolor = recupera todo el dolor
ev_enfasis = gana énfasis
ev_estres = recibe estrés
ev_fin_de_lapso = acaba un lapso (las transitorias cuentan)
ev_quitar_transitoria = pierde una cualidad transitoria
ev_dano_no_letal = recibe daño no letal
ev_dano_rodilla = recibe un golpe en la rodilla
ev_sacrificar_suerte = sacrifica un dado de suerte
ev_tirada = tirada
ev_gastar_reserva = usa su reserva
ev_inicio_aventura = empieza la aventura
ev_fin_aventura = termina la aventura
ev_espina = se le clava una espina
ev_espina_activa = sufre su espina
ev_quitar_espina = se quita una espina
ev_aturdido = queda aturdido
ev_turnos_perdidos = pierde turnos
ev_turno = pasa un turno
ev_tirada_critica = hace su tirada crítica
ev_primeros_auxilios = recibe primeros auxilios
ev_accion_heroica = hace su última acción heroica
ev_actuar_incapacitado = actúa más allá del límite
ev_fuera_de_combate = queda fuera de combate
ev_rematado = es atacado indefenso
ev_fin_escena = termina la escena
ev_fin_relato = termina el relato
ev_curar_secuela = cura una secuela
ev_uso_parcial = aplica a medias una Fortaleza
ev_fin_sesion = termina la sesión
ev_mejora = compra una mejora
ev_gasto = gasta energía

## Avisos de una ficha de PORTAL (límites blandos que el director puede dispensar)

sheet-forte-above-max = «{ $forte }» tiene nivel { $level }, por encima del máximo orientativo { $max } para un protagonista (B436); vale si el director lo permite
sheet-no-drive = la ficha no tiene estímulos: todo personaje empieza con dos y conserva al menos uno (B816)

# A change a character's sheet refused, after the change (a fight, a turn tracker).
fight-refused = no llegó a su ficha, que no lo admite

## Sesiones de una campaña (issue 32)

verify-sessions = Sesiones: { $sessions }{ $sealed ->
    [0] {""}
   *[other] ; tiradas de la sesión en curso, que se comprobarán cuando el director la termine o cierre la mesa: { $sealed }
}
boundary-heading = { $name }: { $changes ->
    [0] el final de la sesión no cambia nada
    [one] un cambio
   *[other] { $changes } cambios
}
boundary-alone = --fin-de-sesion juega el perfil de la mesa (--perfil) y no escribe la ficha: no se combina con --regla, --eventos ni --guardar

## A PORTAL sheet for people (tirada portal ficha)

psheet-title = { $name } — { $kind ->
    [protagonista] protagonista
    [agonista] agonista
    [antagonista] antagonista
   *[reparto] reparto
  }{ $kind ->
    [reparto] {""}
   *[other] , { $concept ->
        [persona_corriente] persona corriente
        [heroe_mitico] héroe mítico
       *[miembro_del_equipo] miembro del equipo
      }
  }
psheet-cast = {"  "}valor genérico { $generic } · reflejos { $reflexes } · ataque { $attack } · daño { $damage } · defensa { $defence } · aguante { $toughness } · grupo { $group }
psheet-frequency = { $f ->
    [poco_frecuente] poco frecuente
    [frecuente] frecuente
    [constante] constante
   *[moderada] moderada
  }
psheet-forte = { $name } { $level } ({ $frequency }{ $has-spec ->
    [yes] , especialidad { $spec }
   *[no] {""}
  })
psheet-fortes = {"  "}Fortalezas: { $list }
psheet-limitations = {"  "}Limitaciones: { $list }
psheet-quirks = {"  "}Peculiaridades: { $list }
psheet-drives = {"  "}Estímulos: { $list }
psheet-role = { $role ->
    [superior] superior
    [medio] medio
   *[inferior] inferior
  }
psheet-dice = {"  "}Dados: reflejos { $reflexes } · sangre fría { $composure } · ataque { $attack } · defensa { $defence } · daño { $damage } · aguante { $toughness }
psheet-state = {"  "}Estado: malestar { $discomfort } · heridas { $wounds }{ $pools ->
    [yes] {" "}· suerte { $luck } · PP { $pp } (reserva { $reserve })
   *[no] {""}
  } · sufrimiento { $suffering }
psheet-current = {"  "}Valor actual: { $value }
psheet-condition = {"  "}Condición: { $condition ->
    [activo] activo
    [critico] critico
    [shock] shock
    [consciente] consciente
    [estabilizado] estabilizado
    [moribundo] moribundo
    [fuera_de_combate] fuera de combate
   *[muerto] muerto
  }
psheet-sequela = {"  "}Secuela { $level } ({ $area ->
    [percepcion] percepcion
    [comunicacion] comunicacion
    [agilidad] agilidad
    [habilidad] habilidad
    [ingenio] ingenio
    [constitucion] constitucion
   *[movimiento] movimiento
  }, { $duration ->
    [escena] escena
    [relato] relato
   *[permanente] permanente
  })
psheet-sequela-points = {"  "}Puntos de secuela por resolver: { $points } · de la rodilla (solo secuela de movimiento): { $knee }
psheet-partial = {"  "}Repeticiones a medias de «{ $forte }»: { $used }/{ $level } ({ $per ->
    [sesion] esta sesión
   *[aventura] esta aventura
  })
psheet-thorn = {"  "}Espina clavada: { $origin }{ $penalty ->
    [0] {""}
   *[other] {" "}(−{ $penalty } a los reflejos)
  }
psheet-reserve = {"  "}Reserva «{ $purpose }»: { $left }/{ $amount }
psheet-valid = Ficha válida (perfil { $profile ->
    [libro] libro
   *[resumen] resumen
  }). Coste por puntos: { $cost } PP.
psheet-unspent = PP de creación sin gastar: { $unspent }, que dan { $hand } PP en mano (B842).
psheet-applied = Eventos aplicados: { $n }
psheet-warning = Aviso: { $text }.
psheet-event-refused = evento { $n } de { $file }: { $why }; no se ha guardado nada
psheet-log = el registro de eventos

