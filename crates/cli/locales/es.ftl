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

## serve

serve-tirada-table-is-at = tirada: la mesa está en
serve-database = base de datos
serve-head-of-chain-compare-it = Cabeza de la cadena (compárala con la de la página de la mesa)
serve-everything-checks-out = Todo cuadra.
serve-log-does-not-check-out = EL REGISTRO NO CUADRA.

## odds

odds-mean = media
odds-value = valor
odds-explosions-cut-at = Explosiones cortadas a
odds-profundidad = --profundidad
odds-sets-sorted-from-highest-to = Las tiradas ordenadas de mayor a menor, media de cada puesto:
odds-invalid-expression = expresión no válida

## importar

importar-brought-from = Traído de
importar-carried-over = Pasa a la ficha:
importar-left-out = Se queda fuera:

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
portal-sheet = la ficha
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
portal-encounter = el combate
portal-asaltos-between-1-and-50 = --asaltos: entre 1 y 50 asaltos

## faces

faces-empty = { $flag }: la lista de caras está vacía
