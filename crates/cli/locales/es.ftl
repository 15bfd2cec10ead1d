# tirada: the command line's own sentences (Spanish). Keys by command.

## usage

usage-expression-is-missing-for-example = falta la expresión: por ejemplo tirada odds 3d10km+5
usage-did-you-mean = { $said }; ¿querías decir { $suggestion }?
usage-unknown-option = opción desconocida «{ $arg }» (mira tirada --help)
usage-unknown-command = orden desconocida «{ $value }» (mira tirada --help)
usage-invalid-value = valor no válido «{ $value }» para { $arg }
usage-invalid-value-of = valor no válido «{ $value }» para { $arg }; valores posibles: { $values }
usage-invalid-value-because = valor no válido «{ $value }» para { $arg }: { $why }
usage-required-missing = falta un argumento obligatorio: { $arg }
usage-flag-before-command = { $prior } no se puede usar con esa orden: va después de ella o no se aplica
usage-cannot-go-with = { $arg } no se puede usar junto con { $prior }
usage-unexpected-argument = sobra el argumento «{ $value }»
usage-command-missing = falta la orden: prueba tirada --help
usage-another-option = otra opción
usage-not-valid-json = { $file }: no es JSON válido: { $why }

## table

table-probability = probabilidad
table-at-least = al menos

## roll

roll-sorted = ordenados

## mirilla

mirilla-chance-of-making-it = probabilidad de lograrlo
mirilla-one-six-sided-die = un dado de seis caras
mirilla-degree = grado
mirilla-success = éxito
mirilla-failure = fallo
mirilla-outcome = resultado
mirilla-in-row = seguidos
mirilla-dice-rolled-on-average = Dados tirados de media:
mirilla-describe-1 = una tirada de { $minimum } o más
mirilla-describe-n = { $n } seguidos de { $minimum } o más
mirilla-too-many-faces-one-die = sobran caras: sin --seguidos se tira un solo dado, y escribiste { $given }
mirilla-too-many-faces-chain = sobran caras: la cadena terminó en la tirada { $used } y escribiste { $given }
mirilla-too-few-faces = faltan caras: las { $given } escritas llegan a { $minimum } y la cadena de { $needed } necesita la tirada { $roll }; escríbela, o usa --tirar-resto para que tirada tire el resto
mirilla-degree-is-the-narrador-s = el grado lo decide el Narrador (B27); estas palabras son la escala por defecto de tirada (--palabras, --escala)

## sim

sim-tiradas-must-be-at-least = --tiradas debe ser al menos 1
sim-portal-simulated = PORTAL: simuladas
sim-rolls = tiradas
sim-million = millones
sim-simulated = simulado
sim-exact = exacto
sim-difference = diferencia
sim-with = con
sim-degrees-of-freedom = grados de libertad
sim-progress = { $done }/{ $total } tiradas · quedan { $eta }

## serve

serve-tirada-table-is-at = tirada: la mesa está en
serve-database = base de datos
serve-head-of-chain-compare-it = Cabeza de la cadena (compárala con la de la página de la mesa)
serve-everything-checks-out = Todo cuadra.
serve-log-does-not-check-out = EL REGISTRO NO CUADRA.
serve-revealed-seed-matches-commitment-rolls =
    Semilla revelada: corresponde al compromiso.
    Tiradas recalculadas: { $rolls }, repeticiones: { $rerolls }, ocultas reveladas: { $revealed }, ocultas sin revelar: { $unverifiable }
serve-typed-rolls-unverifiable = { $typed ->
    [one] 1 tirada
   *[other] { $typed } tiradas
} con dados físicos: no verificables con la semilla
serve-fight-steps-recomputed = Pasos de combate recalculados: { $encounter-steps }
serve-answers-to-aspects-against-roll = Respuestas a aspectos en contra recalculadas: { $against }
serve-unchained-events-stored-before-log = { $unchained } eventos sin cadena (guardados antes de que el registro se encadenara)
serve-is-not-valid-json = { $file } no es JSON válido: { $e }
serve-log-does-not-check-out-2 = el registro no cuadra: eventos que no se recalculan igual o rompen la cadena: { $mismatches } (el primero, #{ $mismatches2 }: { $mismatches3 })

## odds

odds-mean = media
odds-value = valor
odds-explosions-cut-at = Explosiones cortadas a
odds-profundidad = --profundidad
odds-sets-sorted-from-highest-to = Las tiradas ordenadas de mayor a menor, media de cada puesto:
odds-invalid-expression = expresión no válida
odds-changes-outcome = cambia el resultado con probabilidad { $p } ≈ { $approx }

## importar

importar-brought-from = Traído de
importar-carried-over = Pasa a la ficha:
importar-left-out = Se queda fuera:
importar-sistema-is-not-system-portal = --sistema: «{ $w }» no es un sistema: portal, chasis, hitos, fate o mirilla

## hitos

hitos-use-car-or-caracteristica-and = usa --car o --caracteristica y --hab o --habilidad, no los dos
hitos-cancelar-only-cancels-aspecto-contra = --cancelar solo cancela un --aspecto-contra
hitos-exitos-needs-dif = --exitos necesita --dif
hitos-health = salud
hitos-drama-points = puntos dramáticos
hitos-sheet = ficha:
hitos-difficulty = dificultad
hitos-realistic = , realista
hitos-exact-odds = probabilidades exactas
hitos-die = dado
hitos-bonus = bonificación
hitos-outcome = resultado
hitos-critical = Crítico
hitos-fumble = pifia
hitos-critical-or-fumble = crítico o pifia
hitos-success = Éxito
hitos-mean = Media
hitos-without-and-with-activation = sin y con la activación:
hitos-activated-in = se activa en
hitos-activated-against-in = se activa en contra en
hitos-opposed-wins = Enfrentada: gana
hitos-ties = empata
hitos-loses = pierde
hitos-mean-total = Media del total:
hitos-goal-needs-difficulty = --objetivo exito necesita --dif para saber qué es un éxito
hitos-gm-without-aspect = --dj solo tiene sentido con --aspecto o --aspecto-contra
hitos-picks-without-aspect = --repetir necesita --aspecto o --aspecto-contra
hitos-exhaust-without-aspect = --agotar paga una activación: úsalo con --aspecto o --aspecto-contra
hitos-point-without-aspect = --punto-para dice quién recibe el punto del DJ cuando activa a favor de un PNJ: úsalo con --aspecto
hitos-damage-twice = usa --dano o --arma, no los dos
hitos-damage-options-alone = --bd, --rd, --fila, --minimo y --dados-dano necesitan --dano o --arma
hitos-needs-sheet-weapon = --arma lee de una ficha: añade --ficha
hitos-needs-sheet = --caracteristica y --habilidad leen de una ficha: añade --ficha
hitos-target-without-attack = --blanco es el de un ataque: añade --dano o --arma (H213)
hitos-target-unnamed = --blanco necesita el nombre del personaje atacado
hitos-secuela-without-target = --secuela va sobre el blanco del ataque: añade --blanco
hitos-faces-not-advised =
    --dados: hay { $extra ->
        [one] 1 cara nueva
       *[other] { $extra } caras nuevas
    } pero la mejor elección repite { $needed ->
        [one] 1 dado
       *[other] { $needed } dados
    }; di cuáles repetiste con --repetir
hitos-extended-action-of-successes-per = Acción prolongada de { $successes } éxitos: { $odds } por tirada; se esperan { $expected } tiradas (mínimo { $minimum-rolls }); terminada en { $within }
hitos-outcome-word-exito = ÉXITO
hitos-outcome-word-fallo = FALLO
hitos-outcome-word-critico = CRÍTICO
hitos-outcome-word-pifia = PIFIA
hitos-choice-line-true = probabilidad de éxito
hitos-choice-line-false = total esperado
hitos-choice-line-positive = con esa elección
hitos-choice-line-negative = con la elección en contra
hitos-advice-no-need = Consejo: no hace falta activar el aspecto; la tirada ya es lo mejor posible.
hitos-advice-reroll = Consejo: repite { $dice } ({ $before } → { $after }); escribe sus nuevas caras al final de --dados
hitos-odds-aspect-for = , con un aspecto a favor (los mejores dados)
hitos-odds-aspect-against = , con un aspecto en contra (los peores dados)

## chasis

chasis-mod-rival-dados-rival-and = --mod-rival, --dados-rival y --dados-mod-rival solo valen en un concurso enfrentado (--modo enfrentado)
chasis-pj-at-least-one-pc = --pj: hace falta al menos un PJ
chasis-automatico-spends-action-s-whole = --automatico gasta toda la energía de la acción: no se combina con --enfasis, --enfasis-aux ni --estres
chasis-emphasis = énfasis
chasis-energy = energía
chasis-bajas-only-works-with-tope = --bajas solo vale con la apertura tope (--apertura tope)
chasis-continuacion-only-works-with-sobred = --continuacion solo vale con la apertura sobredécima (--apertura sobredecima)
chasis-ficha-say-with-atributo-which = --ficha: di con --atributo qué cualidad de la ficha se tira (p. ej. --atributo ATA)
chasis-gm-sets-its-modifier = el DJ decide su modificador
chasis-transient = transitoria
chasis-in = de
chasis-vs = contra
chasis-outcome = resultado
chasis-overall = En total
chasis-extremes-on-base-dice = Extremos en los dados base
chasis-mean-total = Total medio
chasis-grade = grado
chasis-ficha-there-is-no-example = --ficha: no hay ningún ejemplo «{ $id }»; hay: { $ids }
chasis-dados-rival-there-are-turns = --dados-rival: hay { $b } turnos y --dados tiene { $a }
chasis-dados-contest-ended-at-turn = --dados: el concurso terminó en el turno { $i } y sobran turnos
chasis-sesion-with-pcs-session-level = --sesion: con { $pj } PJ el NIV de la sesión es al menos { $least }, y se pidió { $sesion }
chasis-points-cannot-be-negative-and = { $flag }: los puntos no pueden ser negativos, y hay { $x }
chasis-gm-has-level-points-left = { $flag }: al DJ le quedan { $left } puntos de nivel y no puede gastar { $asked }: agotados, la sesión termina o el DJ pide nuevos puntos a los jugadores (C1132)
chasis-chasis-no-roll-py-of = CHASIS  sin tirada: { $spent }PY de { $energy } → { $word } automático  ·  { $grade-label }
chasis-apertura-opens-on-of-rolls = La apertura se abre en { $opens } de las tiradas ({ $expected-openings } aperturas por tirada)
chasis-and-more-totals-each-below = (y { $hidden } totales más, cada uno por debajo del 0,01 %)
chasis-base-roll-needs-faces-and = { $flag }: la tirada base { $base } necesita { $n } caras y se escribieron { $have }
chasis-outcome-word-critical = crítico
chasis-outcome-word-success = éxito
chasis-outcome-word-neutral = neutro
chasis-outcome-word-hyperbole = hipérbole
chasis-outcome-word-failure = fallo
chasis-outcome-word-fumble = pifia
chasis-continuation-word-explode-on-ten = cada 10 suma otro d10
chasis-continuation-word-reroll-d12 = relanzar: otro d12 que abre con ⑪/⑫
chasis-continuation-word-none = sin continuación
chasis-apertura-faces-missing = { $flag }: la apertura se abrió y faltan las caras de sus dados; escríbelas detrás de las de la tirada base, o usa --tirar-resto para tirarlas
chasis-modifier-faces-missing = { $flag }: faltan las caras de los dados del modificador; escríbelas, o usa --tirar-resto para tirarlas
chasis-mass-cut = masa cortada a profundidad { $depth }: { $mass }

## fate

fate-hit-of-0-nothing = golpe de 0: nada
fate-hit-taken-out = golpe: FUERA DE COMBATE
fate-end-of-scene-stress-clears = fin de escena: el estrés se limpia
fate-seat = asiento
fate-patron = entidad
fate-powers = Poderes
fate-power-points = Puntos de poder
fate-refresh = refresco
fate-consequence = Consecuencia
fate-to-every-skill = A todas las habilidades:
fate-out = fuera
fate-follower = Seguidor
fate-defender-s-options-need-ataque = las opciones del defensor necesitan --ataque o --def
fate-dif-is-not-used-in = --dif no se usa en un ataque: la dificultad es la defensa (--def)
fate-bloqueo-hab-is-for-odds = --bloqueo-hab es para las probabilidades; en una tirada da la fuerza del bloqueo con --bloqueo
fate-dados-def-needs-ataque-or = --dados-def necesita --ataque o --def
fate-intercambios-at-most-1000 = --intercambios: como mucho 1000
fate-consequences = consecuencias
fate-supplementary = suplementarias
fate-full-defence = defensa total
fate-combined-skills = habilidades combinadas
fate-group = grupo
fate-spin = crítico
fate-manoeuvre = maniobra
fate-border = frontera
fate-disarm = desarme
fate-modifier = modificador
fate-skill = habilidad
fate-against = contra
fate-effort = esfuerzo
fate-success = éxito
fate-failure = fallo
fate-bare-success-0-shifts = éxito justo (0 avances)
fate-1-shift-or-more = 1 avance o más
fate-spin-3-shifts-or-more = crítico (3 avances o más)
fate-outcome = resultado
fate-mean-shifts = Avances de media:
fate-attack = ataque
fate-against-defence = contra defensa
fate-hit = impacto
fate-tie-miss = empate (falla)
fate-defended = defendido
fate-defender-s-spin = crítico del defensor
fate-stress = estrés
fate-box = casilla
fate-consequence-2 = consecuencia
fate-taken-out = fuera de combate
fate-hit-2 = el golpe
fate-mean-stress = Estrés de media:
fate-recovery-not-understood = «{ $value }» no se entiende; usa respiro, descanso:HORAS, tiempo:DIAS, aventura o sesion-seguida
fate-track-unknown = «{ $value }»: usa salud o serenidad
fate-absorb-unknown = «{ $value }»: usa casilla, consecuencia, extra o seguidor:NOMBRE
fate-pp-spend-unknown = «{ $value }»: usa bonificador, escena o desenlace
fate-concession-unknown = «{ $value }»: usa gana o pierde
fate-medidor-is-not-track-use = --medidor: «{ $t }» no es un medidor; usa salud o serenidad
fate-consequences-are-too-many-at = { $flag }: { $n } consecuencias son demasiadas; como mucho 10
fate-hit-box = golpe: casilla { $index } de { $word }
fate-hit-consequence = golpe: consecuencia { $word } «{ $description }»
fate-recovery-consequences-removed = recuperación: { $removed } consecuencias quitadas
fate-type-all-four-or-use = { $flag }: { $x }; escribe las cuatro, o usa --tirar-resto para que tirada tire las que faltan
fate-conflict = conflicto «{ $shown }»: { $error }
fate-guardar-could-not-write = --guardar: no se pudo escribir «{ $path }»: { $e }
fate-sheet = ficha «{ $shown }»: { $error }
fate-could-not-save-sheet = no se pudo guardar la ficha «{ $path }»: { $e }
fate-changes-human-true = (ficha guardada)
fate-changes-human-false = (sin guardar: añade --guardar)
fate-dados-not-understood = --dados: «{ $text }» no se entiende; escribe las caras como +-0+, 1,-1,0,1 o [+][-][ ][+]

## portal

portal-especialidad-needs-fortaleza-to-belong = --especialidad necesita una --fortaleza a la que pertenecer (por ejemplo --fortaleza 2 --especialidad)
portal-especialidad-sobrehumana-each-level-is = --especialidad-sobrehumana: cada nivel es el de una --sobrehumana sin otra especialidad (S55)
portal-conoce-bien-only-goes-with = --conoce-bien solo vale con --lanzador profano: magos y aprendices ya guardan el dado superior
portal-spell-s-rank-sets-its = en un conjuro la dificultad la da el rango y el dado el lanzador: quita --dif y --dado
portal-dados-and-blancos-are-same = --dados y --blancos son lo mismo: usa solo uno
portal-paying-from-reserve-needs-agonist = pagar con una reserva necesita la ficha de un agonista o antagonista (--ficha)
portal-competent-mage-casts-rank-0 = un mago competente lanza los conjuros de rango 0 sin tirada (B1574)
portal-magical-fumble-it-usually-brings = Pifia mágica: suele traer
portal-type-faces-of-every-member = escribe las caras de todos los miembros y de cada repetición (=NUEVA), o de ninguno para tirarlas
portal-requerido-at-least-1-success = --requerido: hay que acumular al menos 1 éxito
portal-discomfort = malestar
portal-wounds = heridas
portal-luck = suerte
portal-sequela-points-to-resolve = puntos de secuela por resolver
portal-is-left-with = queda con
portal-no-rerolls-left = No quedan repeticiones.
portal-what-now-black-5-rerolls = ¿Qué haces? «negro 5» repite ese dado, «bloquear», «as» (1 PP), «quitar rojo 4» (1 PP); Intro para terminar:
portal-not-understood-try-white-1 = No lo entiendo; prueba «blanco 1».
portal-total = total
portal-rerolls = repeticiones
portal-ones-and-sixes-blocked = {" "}· unos y seises bloqueados
portal-spell-of-rank = Conjuro de rango
portal-performed-at-rank = Se realiza a rango
portal-no-roll-competent-mage-does = Sin tirada: un mago competente lo consigue sin coste ni límite (B1574)
portal-difficulty = Dificultad
portal-costs-gm-may-ask-for = Costes que puede pedir el Guía
portal-usual-components = Elementos habituales
portal-fumble-usually-brings = Una pifia suele traer
portal-it-usually-takes-more-than = Suele hacer falta más de un lanzador
portal-paid-before-roll = Pagado antes de tirar
portal-impossible = Imposible
portal-member = participante
portal-totales-totals-rolled-or-miembro = falta --totales (los totales ya tirados) o --miembro (para tirarlos aquí)
portal-ventaja-with-favorece-advantage-is = --ventaja: con --favorece la ventaja es positiva y va al bando favorecido
portal-favorece-only-fits-doble-and = --favorece solo vale en los modos doble y desigual
portal-that-side-s-total = el total de ese bando
portal-or-b-side-doubled = a o b, el bando que dobla
portal-lead-to-reach-1-or = la diferencia de éxitos a acumular, 1 o más
portal-each-exchange-s-b-totals = los totales A:B de cada intercambio
portal-with-rerolls-dif-is-needed = con repeticiones hace falta --dif para saber qué es un éxito (o --objetivo media)
portal-outcome = resultado
portal-success-without-rerolls-and-at = Éxito sin repetir y con la mejor política:
portal-mean-total = Media del total:
portal-asaltos-between-1-and-50 = --asaltos: entre 1 y 50 asaltos
portal-gastar-ventaja-must-be-exchange = --gastar-ventaja: «{ $text }» debe ser INTERCAMBIO:BANDO:N, como 2:a:1
portal-intercambios-must-be-b-like = --intercambios: «{ $item }» debe ser A:B, como 5:3
portal-face-is-impossible-on-d = { $flag }: la cara { $bad } no es posible en un d6 (valores de 1 a 6)
portal-nombres-non-empty-names-are = --nombres: hacen falta { $n } nombres no vacíos, uno por total
portal-gastar-must-be-roll-n = --gastar: «{ $item }» debe ser TIRADA:N con TIRADA de 1 a { $t }
portal-gastar-too-many-rerolls-for = --gastar: demasiadas repeticiones para la tirada { $i }
portal-new-face-of-die = Cara nueva del dado { $word }:{" "}
portal-miembro-must-be-name-faces = --miembro: «{ $text }» debe ser «NOMBRE [CARAS] [fortaleza=N] [ases=N] [dado=superior|medio|inferior] [lider]», como «Alex 5,5,3 fortaleza=2 lider»
portal-repeticion-must-be-name-colour = --repeticion: «{ $text }» debe ser NOMBRE:COLOR:CARA[=NUEVA][:propia] con el nombre de un miembro, como David:blanco:1=6
portal-pagar-is-not-understood-use = --pagar: «{ $item }» no se entiende; usa suerte:N, malestar:N, turnos:N, pp:N, heridas:N, sacrificio:N, secuela:AREA o reserva:NOMBRE:N
portal-dados-face-is-impossible-on = --dados: la cara { $bad } no es posible en un d6 (valores de 1 a 6)
portal-especialidad-has-no-specialty-on = --especialidad: «{ $name }» no tiene especialidad en la ficha
portal-reserve-of = reserva «{ $purpose }» { $left } de { $amount }
portal-is-out-of-any-sane = { $flag }: { $v } está fuera de lo razonable; va de −{ $max-number } a { $max-number }
portal-must-be-list-of-totals = { $flag }: «{ $text }» debe ser una lista de totales separados por comas, como 5,8,-1
portal-single-total-goes-here-not = { $flag }: aquí va un solo total, no una lista
portal-is-missing = falta { $flag }: { $why }
portal-repetir-does-not-fit-odds = --repetir: «{ $other }» no vale para las probabilidades: usa optimo o ninguno (una lista de dados solo tiene sentido en una tirada)
portal-could-not-save-sheet-to = no se pudo guardar la ficha en «{ $out }»: { $e }
portal-is-cast-member-and-rolls = { $name } es un personaje de reparto y no tira dados (B657)
portal-malestar-holds-and-all-are = --malestar: { $name } tiene { $discomfort } y se tiran todos (R2), no { $black }
portal-heridas-and-heridas-sin-tirar = --heridas y --heridas-sin-tirar: { $name } tiene { $wounds }, tirados o apartados, no { $red-unrolled }
portal-fortaleza-partly-applied-lends-left = Fortaleza a medias «{ $forte }»: presta { $rerolls }; le quedan { $left } (R30)
portal-repetir-is-not-understood-use = --repetir: «{ $item }» no se entiende; usa ninguno, optimo o una lista como blanco:1,negro:6
portal-advice-reroll-type-its-new = Consejo: repite el { $word } { $face } ({ $value-now } → { $value-after }); escribe su nueva cara al final de { $flag }
portal-repetir-is-not-understood-use-2 = --repetir: «{ $other }» no se entiende; usa ninguno u optimo
portal-advise-stop = plantarse
portal-advise-reroll-colour-face = repetir el { $word } { $face }
portal-caster-mage = mago
portal-caster-apprentice = aprendiz
portal-caster-knows-well-true = profano que conoce bien el conjuro
portal-caster-layman = profano
portal-work-cast = lanzar
portal-work-enchant = encantar un objeto
portal-work-invent = inventar el conjuro
portal-role-high = dado superior
portal-role-middle = dado medio
portal-role-low = dado inferior
portal-run-0 = PORTAL: probabilidades exactas
portal-run-n = PORTAL: probabilidades exactas con { $n } repeticiones y la mejor política
portal-outcome-word-exito = ÉXITO
portal-outcome-word-parcial = ÉXITO PARCIAL
portal-outcome-word-fallo = FALLO
portal-outcome-word-pifia = PIFIA
portal-paid-luck =
    −{ $n ->
        [one] 1 dado de suerte
       *[other] { $n } dados de suerte
    }
portal-paid-discomfort =
    +{ $n ->
        [one] 1 dado de malestar
       *[other] { $n } dados de malestar
    }
portal-paid-turns =
    { $n ->
        [one] 1 turno sin actuar
       *[other] { $n } turnos sin actuar
    }
portal-paid-pp =
    −{ $n ->
        [one] 1 punto de personaje
       *[other] { $n } puntos de personaje
    }
portal-paid-wound =
    +{ $n ->
        [one] 1 dado de heridas
       *[other] { $n } dados de heridas
    }
portal-paid-sacrifice =
    { $n ->
        [one] 1 dado de suerte sacrificado para siempre
       *[other] { $n } dados de suerte sacrificados para siempre
    }
portal-paid-sequela = secuela de nivel { $level } en { $area }
portal-paid-reserve = { $amount } de la reserva «{ $purpose }»
portal-difficulty-missing =
    Dificultad { $difficulty } ({ $base } + { $penalty } por { $missing ->
        [one] 1 elemento que falta
       *[other] { $missing } elementos que faltan
    }) · { $die }
portal-not-a-d6-face = «{ $face }» no es una cara de d6

## faces

faces-empty = { $flag }: la lista de caras está vacía
faces-not-a-face = { $flag }: «{ $face }» no es una cara de dado; escribe números separados por comas, como 6,6,1

## files

files-could-not-read = { $flag }: no se pudo leer «{ $shown }»: { $why }
files-could-not-read-named = no se pudo leer { $what ->
    [sheet] la ficha
    [conflict] el conflicto
    [log] el registro
    [encounter] el combate
    [event-log] el registro de eventos
   *[file] el fichero
} «{ $shown }»: { $why }
files-does-not-exist = no existe

## db

db-table-imported-events = Mesa { $id } importada: { $events } eventos.
db-schema-up-to-date-version = Esquema al día (versión { $after }): { $ran } migraciones aplicadas ahora.
db-no-such-database = no existe la base de datos { $file }
db-cannot-write = no se puede escribir { $file }: { $why }
db-cannot-read = no se puede leer { $file }: { $why }
db-not-a-dump = { $file } no es un volcado de tirada export-db: { $why }
