# Los errores de tirada, dichos donde se muestran: cada uno es un valor con sus datos
# (tirada_dice::Words), y aquí está su frase. La clave es el prefijo del tipo y la variante.

## Caras escritas a mano (tirada_dice::SourceError)

typed-missing = faltan caras para los dados «{ $group }»: se necesitaba la número { $needed } y solo se escribieron { $given }
typed-impossible = la cara { $face } no es posible en un { $die } (dados «{ $group }»: valores { $allowed })
typed-extra = sobran caras para los dados «{ $group }»: se escribieron { $given } y solo se usaron { $used }

## Quedarse con dados (tirada_dice::KeepError)

keep-too-many = no puedes quedarte con { $keep } dados de { $dice }
keep-zero = hay que quedarse con al menos un dado
keep-no-middle = el dado medio necesita que sobren tantos dados por arriba como por abajo: { $keep } de { $dice } no deja un centro

## Probabilidades exactas (tirada_dice::notation::EvalError, SolveError, Stopped)

odds-too-large = «{ $value }» es demasiado grande para calcularlo exactamente (más de { $max_results } resultados posibles); prueba con menos dados o menos caras
odds-too-costly = «{ $what }» costaría unos { $steps } pasos para calcularlo exactamente, y el límite es { $limit }; prueba con menos dados o menos caras
odds-too-big = «{ $what }» necesitaría unos { $mib } MiB de memoria para calcularlo exactamente, y el límite es { $limit_mib } MiB; prueba con menos dados o menos caras
odds-too-deep = una profundidad de explosión de { $value } es demasiada: como mucho { $max_depth } dados extra por cadena
solve-no-faces = un grupo de dados no tiene caras
solve-too-many-states = demasiados estados para resolver de forma exacta (más de { $limit })
solve-overflow = los valores de la partida son demasiado grandes para calcularlos de forma exacta
solve-too-big = resolver esta tirada de forma exacta necesitaría unos { $mib } MiB de memoria, y el límite es { $limit } MiB; prueba con menos dados o menos repeticiones
solve-too-costly = resolver esta tirada de forma exacta costaría unos { $steps } pasos, y el límite es { $limit }; prueba con menos dados o menos repeticiones
solve-group-count = se esperaban { $expected } grupos de dados y llegaron { $given }
solve-dice-count = el grupo { $group } tiene { $expected } dados y llegaron { $given }
solve-face = la cara { $face } no existe en un dado de { $sides } caras (grupo { $group })
solve-too-many-rerolls = se han hecho { $made } repeticiones y solo se permitían { $allowance }
stopped-cancelled = el cálculo se canceló: nadie esperaba ya la respuesta
stopped-deadline = el cálculo pasó de { $seconds } s y se detuvo; prueba con menos dados o más tarde

## La notación de dados (tirada_dice::notation::ParseError): la frase y la posición

notation-at = { $what } (posición { $position })
notation-empty = la expresión está vacía: escribe algo como 3d6+2
notation-missing-sides = falta el número de caras después de 'd'
notation-missing-term = falta un número o unos dados (o un paréntesis) después del signo
notation-unexpected = no se esperaba '{ $value }': aquí va un operador (+ - * /), un modificador (kh, dl, ro, rr, !, min, >=...) o el final
notation-zero-dice = hay que tirar al menos un dado
notation-too-many-dice = { $value } dados son demasiados: como mucho { $max_dice }
notation-zero-sides = un dado necesita al menos una cara
notation-too-many-sides = un dado de { $value } caras es demasiado: como mucho { $max_sides }
notation-number-too-large = número demasiado grande: como mucho { $max_constant }
notation-unclosed-faces = falta '{"}"}' para cerrar la lista de caras
notation-empty-faces = la lista de caras está vacía
notation-two-keeps = solo puede haber una regla de quedarse o descartar (kh, kl, km, dh o dl) por grupo de dados
notation-twice = '{ $value }' aparece dos veces en el mismo grupo de dados
notation-missing-condition = falta la condición de '{ $value }'
notation-missing-number = falta el número de '{ $value }'
notation-bare-reroll = 'r' solo no vale: escribe 'ro' para repetir una vez o 'rr' para repetir mientras se cumpla la condición
notation-rerolls-forever = '{ $value }' se cumple en todas las caras: repetiría para siempre
notation-explodes-forever = '{ $value }' se cumple en todas las caras: explotaría para siempre
notation-unclosed-paren = falta ')' para cerrar el paréntesis
notation-unclosed-group = falta '{"}"}' para cerrar el grupo
notation-group-modifier = un grupo {"{"}...{"}"} no admite '{ $value }': solo kh, kl, km, dh, dl y condiciones de éxito
notation-divisor-may-be-zero = el divisor puede valer 0
notation-result-too-large = el resultado podría pasar de { $max_result } en valor absoluto
notation-too-many-total-dice = { $value } dados en una tirada son demasiados: como mucho { $max_total_dice }
notation-unclosed-label = falta ']' para cerrar la etiqueta
notation-several-rolls = aquí solo cabe una tirada, sin ';' ni repeticiones 'Nx'
notation-too-many-rolls = demasiadas tiradas separadas por ';': como mucho { $max_rolls }
notation-too-many-sets = { $value } repeticiones son demasiadas: como mucho { $max_sets }
notation-zero-sets = hay que repetir la tirada al menos una vez
notation-min-above-max = 'min' no puede ser mayor que 'max'
notation-middle-of-exploding = 'km' no vale con '!', '!o' ni '!p', que añaden dados y mueven el centro: usa '!!' para que cada cadena cuente como un dado

## SheetError

sheet-syntax = ficha, línea { $line }: { $message }
sheet-field = ficha, campo «{ $field }»: { $message }
sheet-wrong = ficha, campo «{ $field }»: { $error }

## NotationError

hitos-notation-empty = la expresión de daño está vacía: escribe letras como mC, CM o mCM+1d
hitos-notation-unexpected = «{ $found }» no se entiende en la posición { $at }: se esperaba m, C, M, un número, Nd, + o -
hitos-notation-bad-group = «{ $group }» (posición { $at }) no es un grupo de dados: las letras van en el orden m, C, M y cada una una sola vez
hitos-notation-dangling = falta un término después de «{ $sign }» en la posición { $at }
hitos-notation-too-large = el número de la posición { $at } es demasiado grande (como mucho { $max_constant }, y { $max_extra } dados)
hitos-notation-zero-dice = «0d» en la posición { $at } no añade ningún dado: usa 1d o más
hitos-notation-two-splits = solo puede haber una barra «/» (fallo/acierto); sobra la de la posición { $at }

## DramaError

drama-unknown = «{ $value }» no está en la mesa
drama-not-enough = «{ $who }» no tiene puntos dramáticos suficientes: tiene { $has } y necesita { $needs }
drama-exhaust-with-points = «{ $who }» todavía tiene { $has } puntos dramáticos: solo se agota un aspecto sin puntos (AMB-10)

## EventError

hitos-event-not-positive = «{ $field }» debe ser 1 o más, no { $given }
hitos-event-no-temporary = «{ $value }» no es un aspecto temporal ni una secuela temporal de la ficha
hitos-event-not-exhausted = «{ $value }» no está agotado
hitos-event-empty-aspect = una secuela necesita su texto («aspect»)

## HitosError

hitos-already-rerolled = la tirada ya se ha repetido por un aspecto: nadie puede activar otro para repetirla (L165)
hitos-no-dice-chosen = hay que repetir al menos un dado: estas reglas no permiten activar un aspecto sin repetir (AMB-05)
hitos-no-such-position = no hay dado en la posición { $value }: las posiciones van de 1 a 3
hitos-repeated-position = la posición { $value } está repetida: cada dado se repite una sola vez
hitos-cancel-own-activation = una activación positiva propia no se cancela pagando: solo el DJ puede cancelarla (L159)
hitos-shift-needs-row = solo se cambia de fila con una categoría de la tabla 7 (cc, fuego_pequena...), no con una expresión
hitos-no-difficulty = hace falta una dificultad para saber qué es un éxito
hitos-gm-for-player = el DJ activa a favor de un PNJ, y la ficha es de un personaje jugador
hitos-gm-needs-point = el DJ activa a favor de un PNJ sin gastar: falta qué jugador, el más afectado, recibe el punto (H157)
hitos-point-needs-gm = el punto para un jugador es del DJ activando a favor de un PNJ, y no es el caso

## ChasisError

chasis-invalid = «{ $field }»: { $es }
chasis-syntax = línea { $line }: { $message }
chasis-in-section = en [{ $section }], { $why }
chasis-base-roll = «{ $given }» no es una tirada base: escribe dados y caras como 2d12, 3d6 o 1d20
chasis-base-roll-range = la tirada base «{ $given }» no es posible: de 1 a { $max_dice } dados de 2 a { $max_sides } caras
chasis-base-roll-too-large = la tirada base «{ $given }» tiene demasiadas combinaciones para calcularla exactamente
chasis-modifier = el modificador «{ $text }» no es válido: { $error }
chasis-energy-cap = no se pueden gastar { $spent }PY en una acción: el máximo es { $cap }PY (el promedio de la tirada, L1194)
chasis-energy-short = no hay energía suficiente: se piden { $asked }PY de énfasis y el personaje tiene { $have }PY
chasis-depth = la profundidad de las aperturas va de 0 a { $max } para calcularla exactamente, y se pidió { $asked }
chasis-too-large = «{ $value }» es demasiado grande para calcularlo exactamente; prueba con menos dados
chasis-no-check = { $name } no hace chequeos: { $es }

## FateError
fate-syntax = { $line ->
    [0] fichero
   *[other] línea { $line }
  }: { $message }
thing-fate-conflict = el conflicto de Fate

fate-ladder-length = la escalera necesita once palabras, de Legendario (+8) a Terrible (−2), y tiene { $given }
fate-ladder-empty = la palabra del peldaño { $rung } de la escalera está vacía
fate-ladder-word = «{ $word }» no sirve como peldaño: una palabra de la escalera no lleva cifras ni signos
fate-ladder-repeated = «{ $word }» aparece dos veces en la escalera
fate-not-on-ladder = «{ $text }» no es un valor de la escalera: escribe un número (3, -1) o una palabra como Bueno o Mediocre
fate-dice-count = se tiran cuatro dados Fudge y se escribieron { $given } caras
fate-face = la cara { $face } no existe en un dado Fudge: cada dado es +, - o 0 (1, -1 o 0)
fate-pp-cap = esta mesa permite como mucho { $cap } puntos de poder por tirada
fate-critico-value = un crítico suma o resta 1, no { $value }
fate-critico-twice = esta tirada ya recibió un crítico
fate-track-symbol = «{ $symbol }» no es una casilla de estrés: usa x para una marcada y . para una libre (x.x..)
fate-track-length = un medidor de estrés tiene de 1 a 30 casillas, y este tiene { $len }
fate-severity-word = «{ $text }» no es una gravedad de consecuencia: usa leve, moderada o grave
fate-no-pp = no quedan puntos de poder suficientes: hay { $have } y hacen falta { $need }
fate-no-consequence-left = no se puede tomar otra consecuencia: ya no quedan
fate-no-extra-slot = no queda ningún hueco de consecuencia extra de un poder
fate-no-follower = «{ $name }» no es ninguno de los seguidores del personaje
fate-follower-cannot = el seguidor «{ $name }» no puede tomar esta consecuencia: tiene que estar activo, unido y servir en este tipo de conflicto
fate-follower-away = el seguidor «{ $name }» tiene que estar activo y unido a su líder para tirar en su lugar
fate-follower-no-skill = el seguidor «{ $name }» no tiene la habilidad { $skill }: solo tira en lugar de su líder las de Habilidoso
fate-leadership-off = esta mesa no usa la regla opcional de Liderazgo para dirigir secuaces
fate-not-led = un líder solo dirige a un grupo de secuaces activo unido a él
fate-nothing-to-disarm = { $name } no tiene ningún arma en la mano que soltar
fate-not-disarmed = { $name } no ha perdido su arma: no hay nada que recoger
fate-overflow-attack = el desbordamiento no sirve para otro ataque ni para una maniobra ofensiva
fate-overflow-short = esa acción cuesta { $cost } avances de desbordamiento y solo quedan { $left }
fate-no-zone = la zona { $zone } no existe en esta escena
fate-not-adjacent = las zonas { $from } y { $to } no son contiguas
fate-no-participant = no hay ningún participante número { $id }
fate-hit-pending = antes hay que encajar el golpe pendiente: casilla, consecuencia o fuera de combate
fate-no-pending-hit = no hay ningún golpe pendiente que encajar
fate-not-active = { $name } ya no está en el conflicto
fate-not-your-turn = no es el turno de { $name }
fate-already-acted = { $name } ya ha actuado en este intercambio
fate-cannot-attach = solo un grupo de secuaces se une a un personaje con nombre de su mismo bando
fate-no-bonus = no hay ningún bonificador de maniobra contra ese objetivo
fate-no-critico = no hay ningún crítico que usar
fate-no-concession = solo se puede conceder justo después de recibir una consecuencia, y la concesión se responde una vez
fate-no-block = no hay ningún bloqueo número { $index }
fate-block-not-passed = antes de actuar hay que superar el bloqueo número { $index } con su propia tirada
fate-unarmed = { $name } no tiene un arma en la mano: no puede defenderse con Armas, sí con Atletismo o Puños
fate-out-of-reach = el objetivo está a { $zones } zonas y el ataque alcanza { $reach }
fate-no-power = «{ $name }» no es ninguno de los poderes del personaje
fate-sheet = { $field }: { $why }

## MirillaError

mirilla-face = la cara { $face } no existe en un dado de seis caras: escribe un valor del 1 al 6
mirilla-in-a-row = las tiradas seguidas van de 1 a { $max_in_a_row }, y se pidieron { $needed }
mirilla-minimum = el mínimo de cada tirada va del 1 al 6, y se pidió { $minimum }
mirilla-scale-length = la escala necesita seis palabras, de la peor (1) a la mejor (6), y tiene { $given }
mirilla-scale-empty = la palabra del grado { $degree } de la escala está vacía
mirilla-scale-syntax = no es una escala: escribe palabras = ["…", …] (TOML) o una lista JSON de seis textos

## MultiError

portal-multi-too-many = como mucho tantos ataques como reflejos ({ $reflexes }), no { $attacks } (B1491)
portal-multi-cancel = solo se pueden anular { $max } puntos de incremento, no { $asked }
portal-multi-split = { $total } puntos de ataque no dan para { $attacks } ataques de al menos 2 (S142)

## StackError

portal-stack-too-big = una unidad tiene como mucho { $group } miembros (el valor de Grupo), no { $size }

## PaymentError

portal-payment-wrong = hay que pagar { $owed } puntos de sangre fría, no { $paid }
portal-payment-no-turns = en el perfil resumen la sangre fría no se paga con turnos sin actuar (S106)

## MagicError

portal-magic-rank = los rangos de poder van de 0 a 3, no { $value }
portal-magic-impossible = faltan elementos ({ $missing }) y a rango { $rank } no puede faltar ninguno (B1614, B1620)
portal-magic-missing = faltan { $missing } elementos de { $components }
portal-magic-no-reserve = solo agonistas y antagonistas pagan con una reserva (B649)
portal-magic-cost-not-allowed = a rango { $rank } no se paga con { $kind }
portal-magic-free-for-a-mage = un mago competente lanza los conjuros de rango 0 sin coste: no paga con { $kind } (B1606)

## EncounterError

portal-encounter-no-one = no hay ningún participante número { $value }

## PoolError

portal-pool-no-pool = esta mesa no tiene reserva común de PP: actívala con la regla table_pp_pool (S72)
portal-pool-not-enough = la reserva común solo tiene { $have } PP, no { $want }
portal-pool-no-character = hay que decir qué personaje aporta o toma los PP
portal-pool-hand-full = en la mano de { $name } solo caben { $room } PP más (máximo { $max }, B854)

## StateError
# Por qué no puede ocurrir un evento de estado de PORTAL (las frases del motor).
pstate-no-luck-or-points = { $who } no tiene dados de suerte ni puntos de personaje (B647)
pstate-no-block = los unos y seises de { $who } no se bloquean: el PP se entrega a un jugador que tira (B605) y un personaje principal no recibe puntos de personaje (B647, A-22)
pstate-no-lost-luck = { $who } no ha perdido ningún dado de suerte: solo se tienta la suerte con uno perdido (B338)
pstate-not-points-built = la ficha no se hizo por puntos o ya cerró su creación: no tiene PP de creación sin gastar (B842)
pstate-not-enough = no hay { $want } { $what }: solo { $have }
pstate-what = { $what ->
    [dados_de_heridas] dados de heridas
    [dados_de_malestar] dados de malestar
    [dados_de_suerte] dados de suerte
    [puntos_de_fallo] puntos de fallo
    [puntos_de_reflejos_por_herida] puntos de reflejos por herida
    [puntos_de_secuela] puntos de secuela
    [repeticiones] repeticiones
    [turnos] turnos
    [puntos_de_dano] puntos de daño
    [puntos_en_la_reserva] puntos en la reserva
    [puntos_de_personaje_en_mano] puntos de personaje en mano
    [puntos_de_secuela_pendientes] puntos de secuela pendientes
    [puntos_de_personaje] puntos de personaje
   *[other] { $said }
  }
pstate-no-reserve = la reserva «{ $reserve }» no existe en la ficha
pstate-knee-points = los puntos de secuela de una rodilla no se pagan con malestar ni suerte: se guardan todos como una secuela de movimiento (B1467)
pstate-no-sequela-points = no hay puntos de secuela pendientes que resolver (R25)
pstate-sequela-level = una secuela tiene nivel 1, 2 o 3 (B284)
pstate-no-sequela = no hay ninguna secuela número { $n }
pstate-permanent-sequela = una secuela de nivel 3 es permanente: ningún cuidado la quita (B291)
pstate-too-large = un evento no puede traer { $got } { $what }: como mucho { $max }
pstate-empty-thorn = una espina necesita un origen y al menos una línea en su programa
pstate-thorn-times = una línea de espina con veces se aplica al menos una vez, y no lleva aplicadas más de las que dice
pstate-no-thorn = no hay ninguna espina número { $n }
pstate-no-thorn-line = la espina número { $thorn } no tiene línea { $step } en su programa
pstate-thorn-line-spent = la línea { $step } de la espina ya se aplicó { $times ->
    [one] 1 vez
   *[other] { $times } veces
  } (B627)
pstate-thorn-line-early = la línea { $step } de la espina espera a que la línea { $before } se aplique { $times ->
    [one] 1 vez
   *[other] { $times } veces
  } (B627)
pstate-thorn-no-roll = la línea { $n } de la espina no pide tirada: no hay fallo que sumar (B629)
pstate-condition = el personaje está { $condition ->
    [activo] activo
    [en_estado_critico] en estado crítico
    [en_estado_de_shock] en estado de shock
    [consciente_mas_alla_del_limite] consciente más allá del límite
    [estabilizado] estabilizado
    [moribundo] moribundo
    [fuera_de_combate] fuera de combate
   *[muerto] muerto
  } y no puede hacerlo
pstate-heroic-action-used = la última acción heroica ya se usó: solo hay una (B599–B601)
pstate-not-cast = solo un personaje de reparto tiene valor actual
pstate-no-forte = no hay ninguna Fortaleza «{ $forte }» en la ficha
pstate-partial-level-zero = «{ $forte }» tiene nivel 0 y no da repeticiones, ni enteras ni a medias (B404)
pstate-partial-none = una aplicación parcial presta al menos una repetición
pstate-partial-one-per-roll = con aplicación parcial por sesión una Fortaleza a medias da una repetición por tirada, no { $n } (S57)
pstate-partial-spent = «{ $forte }» solo puede prestar { $left } repeticiones a medias más en { $per ->
    [esta_sesion] esta sesión (S57)
   *[esta_aventura] esta aventura (B498)
  }, no { $want }


# Una mejora que el motor rechaza, con la frase de sus costes (aún solo en español).
pstate-advance = { $why }

## SettingError

portal-setting-unknown = la regla «{ $value }» no existe; reglas posibles: { $settings }
portal-setting-value = la regla «{ $key }» no acepta «{ $value }»: valores posibles { $allowed }

## PortalError

portal-too-many-dice = no se pueden tirar { $count } dados de color { $colour }: como mucho 3 de cada color
portal-too-many-wounds = { $rolled } dados de heridas tirados y { $unrolled } sin tirar son más de 3: como mucho 3 dados de heridas
portal-tempt-with-luck = al tentar a la suerte no se pueden añadir dados de suerte de la reserva (B342)
portal-forte-level = una Fortaleza de nivel { $value } no existe: los niveles van de 0 a 5
portal-superhuman-not-in-profile = las Fortalezas sobrehumanas solo existen en el perfil resumen
portal-specialty-on-level-zero = una Fortaleza de nivel { $value } no puede tener especialidad en este perfil: hace falta nivel 1 o más
portal-temporary-specialty-twice = no se puede comprar una especialidad temporal si ya se aplica una especialidad (B597)
portal-temporary-specialty-without-forte = una especialidad temporal necesita una Fortaleza que se aplique a la tirada
portal-partial-too-many = con el perfil resumen una Fortaleza a medias da una repetición por tirada, no { $value }
portal-out-of-range =
    { $what ->
         [difficulty] la dificultad
         [modifier] el modificador
         [reading-modifier] el modificador de una lectura
         [fortes] el número de Fortalezas
         [aces] el número de ases
         [partial-rerolls] las repeticiones a medias
         [partial-superhuman] el nivel sobrehumano a medias
        *[other] el número
    } no puede ser { $given }: va de { $min } a { $max }
portal-no-such-die = no hay ningún dado { $colour } que muestre un { $face }
portal-no-rerolls-left = no quedan repeticiones: ya se han hecho { $made } de { $allowed }
portal-blocked = los unos y los seises están bloqueados: el dado { $colour } { $face } no se puede repetir
portal-already-blocked = los unos y los seises ya están bloqueados en esta tirada
portal-unblockable = una Fortaleza sobrehumana impide bloquear los unos y los seises (S57)
portal-no-wound-to-remove = no hay ningún dado de heridas { $value } que quitar
portal-finished = la tirada ya ha terminado

## JointError

portal-joint-no-member = no hay ningún miembro { $value } en el equipo
portal-joint-leader-spent = el líder ya ha gastado sus { $value } repeticiones
portal-joint-own-spent = el miembro { $value } no tiene repeticiones propias
portal-joint-leaders = solo un miembro puede ser el líder (B914)

## ExtendedPlayError

portal-extended-spend = solo hay { $have } éxitos acumulados, no { $want }
portal-extended-ended = sobran tiradas, la tirada extendida ya había terminado

## OppositionError

portal-opposition-advantage = la ventaja virtual es como mucho +{ $max } en este perfil (S90), no { $asked }
portal-opposition-no-luck = para manipular hay que pagar un dado de suerte y no queda ninguno (B966)
portal-opposition-no-exchange = no hay intercambio { $exchange }
portal-opposition-already-decided = sobran intercambios, el enfrentamiento ya estaba decidido
portal-opposition-no-lead = antes del intercambio { $exchange } ese bando no lleva { $aces } de ventaja

fate-in = { $field }: { $error }
portal-extended-short = solo hay { $have } éxitos acumulados, no { $want }

## Las palabras que las frases anteriores llevan dentro

colour-blanco = blanco
colour-negro = negro
colour-rojo = rojo
colour-verde = verde
colour-tentado = tentado
portal-cost-suerte = dados de suerte
portal-cost-malestar = dados de malestar
portal-cost-turnos = turnos de combate
portal-cost-ingredientes = ingredientes
portal-cost-pp = puntos de personaje
portal-cost-heridas = dados de heridas
portal-cost-secuela = secuelas de nivel 3
portal-cost-sacrificio_suerte = sacrificio permanente de suerte

## La capa de juego (tirada_play::PlayError)

import-invalid-sheet = la ficha traída no vale en tirada: { $why }
play-boundary-refused = { $name }: { $why } ({ $reason })
play-block-giver-refused = { $name } no puede entregar el PP que bloquea: { $why }
notation-invalid = expresión no válida: { $why }
typed-missing-at-table = { $why }; escríbelas, o pide «{ $roll_rest }» para que las tire la mesa
play-whose = { $name }: { $why }
typed-missing-cli = { $why }; escríbelas, o usa --tirar-resto para que las tire tirada
play-sheet-field = en la hoja, { $field }: { $why }

## La línea de órdenes (tirada)

cli-setting-form = «{ $given }» debe tener la forma clave=valor (reglas posibles: { $settings })

## Un fallo de tirada: un error que no supo decirse (tirada_dice::Words::of)

unworded = tirada no supo explicar este error; sus datos: { $data }

## tirada_play::who
play-who-close-table = solo el director puede cerrar la mesa
play-who-end-session = solo el director termina la sesión
play-who-ask-rolls = solo el director pide tiradas
play-who-cancel-asked = solo el director cancela lo que pidió
play-who-run-fight = solo el director lleva el combate
play-who-run-turns = solo el director lleva los turnos del combate
play-who-reveal = solo el director puede revelar una tirada oculta
play-who-not-yours = { $name } es de otro jugador: solo su dueño o el director pueden usarlo
play-who-modifiers = «{ $field }»: en esta mesa los modificadores los pone el director; lo que implica la hoja lo suma el servidor
play-who-target = { $name } no está en el combate que lleva el director: un jugador ataca a quien el director puso en él
play-who-renew-link = solo el director puede renovar el enlace personal de otra persona
play-who-choose-character = un jugador tira por uno de sus personajes: elige con cuál tiras
play-who-unknown-character = el personaje que tira no se reconoce
play-who-override-gm = solo el director puede tirar por un personaje sin atenerse a su ficha
play-who-override-reason = para saltarte la ficha del personaje, di por qué: quedará en el registro
play-who-npc-aspect = solo el director activa un aspecto a favor de un PNJ y da el punto a un jugador
play-who-gm-aspect = solo el director activa un aspecto como director
play-who-against-roller = solo el director activa un aspecto en contra de quien tira
play-who-gm-decision = convertir un neutro en fallo, irrealizar o hacer fallar sin tirada lo decide el director
play-who-typed-roll = en esta mesa los jugadores no escriben dados físicos: tira con los del servidor
play-who-difficulty = en esta mesa la dificultad la pone el director: tira sin ella y él dirá si lo logras
play-who-own-block = el PP que bloquea unos y seises lo entrega el director u otro jugador a quien tira (B605), no quien tira
play-who-public-amend = solo se bloquea o se cancela algo de una tirada que todos ven
play-who-block-giver = di con qué personaje entregas el PP que bloquea: él lo paga (B605)
play-who-cancel-gm = solo el director cancela la activación de un aspecto (H159)
play-who-typed-reroll = en esta mesa los jugadores no escriben dados físicos: repite con los del servidor
play-who-reroll-owner = solo quien hizo la tirada o el director pueden repetir sus dados
play-who-reroll-blind = es una tirada a ciegas: solo el director ve sus dados y decide si se repiten
play-who-against-public = solo se activa un aspecto en contra de una tirada que todos ven
play-who-against-own = un aspecto en contra se activa contra la tirada de otro jugador, no la tuya
play-who-against-activator = di con qué personaje activas el aspecto: él paga el punto
play-who-answer-owner = solo quien hizo la tirada o el director responden a un aspecto en su contra
play-who-typed-answer = en esta mesa los jugadores no escriben dados físicos: responde con los del servidor
play-who-heal = en esta mesa solo el director cura a los personajes o les da puntos
play-who-gm-mode = solo el director hace tiradas que solo él ve: un jugador elige blind (a ciegas) o self (solo para ti)

## tirada_play::turns
play-turns-missing-number = «{ $name }»: falta { $what ->
    [hitos_initiative] su puntuación de iniciativa (Reflejos + Intelecto / 2)
    [fate_initiative] su nivel en la habilidad de iniciativa
    [chasis_initiative] el resultado de su chequeo de iniciativa
   *[modifier] un modificador entero
  }
play-turns-system = el control de turnos es de Hitos, Fate y CHASIS; esta mesa juega { $system }
play-turns-no-character = no hay un personaje { $id } en esta mesa
play-turns-participant-zone = «{ $name }»: esa zona no está en la lista
play-turns-too-many = un combate tiene como mucho { $max } participantes
play-turns-twice = «{ $name }» está dos veces en el combate
play-turns-conflict = «{ $given }» no es un conflicto: usa fisico, social o mental
play-turns-extra-skills = «{ $name }»: habilidades como {"{"}"Alerta": 2{"}"}
play-turns-zone-twice = ya hay una zona «{ $name }»
play-turns-too-many-zones = un combate tiene como mucho { $max } zonas
play-turns-participant = di qué participante con su número, de 0 a { $last }
play-turns-left-table = { $name } ya no está en la mesa
play-turns-skill-name = «{ $field }»: di la habilidad, de 1 a 40 letras
play-turns-not-their-turn = no es el turno de { $name }: actúa quien tiene el turno
play-turns-defender = { $name } no puede ser el defensor
play-turns-table-character = { $name } es un personaje de la mesa: su estado cambia en su ficha
play-turns-over = ese combate ya terminó
play-turns-nobody-left = no queda nadie en el combate: termínalo
play-turns-fate-dice = cada tirada son cuatro dados Fate: +, 0 o -
play-turns-fate-only = los ataques y bloqueos del control de turnos son de Fate por ahora
play-turns-with-result = un ataque o un bloqueo se guarda con su resultado
play-turns-who-fights = di quién combate: personajes de la mesa o extras con nombre
play-turns-extra-name = cada extra lleva un nombre de 1 a 60 letras (o un character_id)
play-turns-initiative-dice = los dados de la iniciativa son caras de d10, de 1 a 10
play-turns-zones-fate = las zonas son de los conflictos de Fate
play-turns-zone-unknown = esa zona no está en la lista de zonas del combate
play-turns-zone-name = cada zona lleva un nombre de 1 a 40 letras

## tirada_play::error
play-unreadable = tirada no puede leer { $what ->
    [sheet] la hoja guardada
    [state] el estado guardado
    [fight] el combate guardado
   *[roll] la tirada guardada
  }: es un fallo de tirada, no de lo que se pidió
play-unwritable = tirada no pudo escribir lo que calculó: es un fallo de tirada, no de lo que se pidió

## Las quejas de serde y TOML (tirada_dice::complaint)
serde-expect-range = un número entero de { $lo } a { $hi }
serde-expect-numbers = una lista de números, como [5,3,1]
serde-expect-faces = una lista de caras, como [5,3,1]
thing-roll-request = la petición de tirada
thing-roll = la tirada de { $system }
thing-ruleset = el reglamento de { $system }
thing-sheet-of = la hoja de { $system }
thing-table-settings = las opciones de la mesa
thing-dice = los dados
thing-against = la activación en contra
thing-against-answer = la respuesta a la activación
thing-energy = la energía
thing-fight-step = el paso del combate
thing-fight-start = el comienzo del combate
thing-session-end = el final de la sesión
thing-event = el evento
thing-event-log = el registro de eventos
serde-unknown-field = { $what } no entiende «{ $key }»: se admite { $allowed }
serde-missing-field = falta «{ $key }» en { $what }
serde-duplicate-field = «{ $key }» aparece dos veces en { $what }
serde-unknown-variant = { $whole ->
    [yes] { $what } no admite «{ $given }»: se admite { $allowed }
   *[no] «{ $field }» no admite «{ $given }»: se admite { $allowed }
  }
serde-invalid = { $whole ->
    [yes] { $what } debe ser { $expected }, no { $found }
   *[no] «{ $field }» debe ser { $expected }, no { $found }
  }
serde-invalid-length = { $whole ->
    [yes] { $what } debe ser { $expected }, no { $given }
   *[no] «{ $field }» debe ser { $expected }, no { $given }
  }
serde-no-variant = { $whole ->
    [yes] { $what } no admite ese valor
   *[no] «{ $field }» no admite ese valor
  }
serde-unreadable = { $what } no se puede leer: { $why ->
    [cut] se corta antes de terminar, ¿se copió entero?
    [trailing] sobra texto después del final
    [key] cada clave va entre comillas
   *[syntax] la escritura no es válida
  }
serde-list = { $count ->
    [0] nada
    [1] { $last }
   *[other] { $items } o { $last }
  }
serde-expect-integer = un número entero
serde-expect-number = un número
serde-expect-boolean = true o false
serde-expect-text = un texto
serde-expect-list = una lista
serde-expect-object = un objeto con sus claves
serde-expect-items = { $count ->
    [one] una lista de un elemento
   *[other] una lista de { $count } elementos
  }
serde-expect-variant = uno de sus valores
serde-expect-other = otro valor
serde-found-text = «{ $text }»
serde-found-value = { $value }
serde-found-list = una lista
serde-found-object = un objeto
serde-found-null = nada
serde-found-other = otra cosa
thing-request = la petición
thing-sheet = la ficha
thing-file = el fichero

## tirada_play (fichas)
engine-pair = { $es }
play-sheet-name = el personaje necesita un nombre de 1 a 80 letras
play-sheet-name-value = «{ $field }» es un nombre de la hoja, no { $given }
play-needs-character = { $what ->
    [characteristic] la característica
    [skill] la habilidad
    [attribute] el atributo
   *[weapon] el arma
  } se lee de la hoja de un personaje: elige con cuál tiras

## tirada_play::hitos
play-hitos-rule-unknown = «{ $key }» no es una regla de Hitos; son: { $rules }
play-hitos-rule-value = la regla «{ $key }» no admite { $given }; por defecto es { $default }
play-hitos-difficulty = «{ $given }» no es una dificultad; usa un número o facil, media, dificil, muy-dificil, extremadamente-dificil, casi-imposible
play-hitos-pick = «{ $given }» no es un dado; usa posiciones 1, 2, 3 o letras m, C, M separadas por comas
play-hitos-die = «{ $given }» no es un dado; usa m, C, M o una suma como mC, CM, mCM
serde-expect-aspect = true o el nombre del aspecto
play-hitos-goal-needs-difficulty = buscar el éxito necesita una dificultad para saber qué es un éxito
play-hitos-gm-without-aspect = que active el director solo tiene sentido con un aspecto activado
play-hitos-picks-without-aspect = elegir qué dados se repiten solo vale al activar un aspecto
play-hitos-exhaust-without-aspect = agotar un aspecto paga una activación a favor de quien tira: activa uno
play-hitos-point-without-aspect = el punto del director va a un jugador cuando activa un aspecto a favor de un PNJ: activa uno
play-hitos-cancel-without-own-aspect = el director cancela la activación a favor que hace un jugador (H159): la tirada no activa ninguna
play-hitos-cancel-without-reason = di por qué cancelas la activación: quedará en el registro (H159)
play-hitos-three-faces = hacen falta las tres caras de la tirada (de 1 a 10), como 3,6,7
play-hitos-damage-twice = di el daño o el arma, no los dos
play-hitos-damage-options-alone = la bonificación y la resistencia al daño, la fila, el daño mínimo y sus dados necesitan un daño o un arma
play-hitos-target-without-attack = el blanco es el de un ataque: di su daño o el arma con que atacas (H213)
play-hitos-target-unnamed = di a quién atacas: el nombre de su personaje
play-hitos-secuela-without-target = la secuela de un crítico va sobre el blanco del ataque: di quién es
play-hitos-too-many-faces = { $extra ->
    [one] sobra 1 cara
   *[other] sobran { $extra } caras
  }: lo mejor es no activar el aspecto y no se repite ningún dado
play-hitos-faces-not-advised = hay { $extra ->
    [one] 1 cara nueva
   *[other] { $extra } caras nuevas
  } pero la mejor elección repite { $needed ->
    [one] 1 dado
   *[other] { $needed } dados
  }; di cuáles repetiste
play-hitos-cancelled-faces = una activación cancelada no repite dados: sobran las caras
play-hitos-activated-once = esa tirada ya tuvo su activación de aspecto: no admite otra (H165)
play-hitos-damage-read = esa tirada ya leyó su daño: un aspecto en contra se activa antes del daño

## tirada_play::amend
play-amend-blocked = esa tirada ya tiene bloqueados sus unos y seises
play-amend-block-before-reroll = el PP que bloquea se entrega mientras se tira, antes de repetir dados (B605): esa tirada ya repitió
play-amend-cancel-reason = di por qué cancelas la activación: quedará en el registro (H159)
play-amend-block-portal = bloquear unos y seises es de PORTAL (B605)
play-amend-cancel-hitos = cancelar la activación de un aspecto es de Hitos (H159)

## tirada_play::notation
play-notation-missing = escribe la tirada en notación de dados: por ejemplo 3d10km+7

## tirada_play
play-not-at-table-point = «{ $name }» no es un personaje de esta mesa: el punto del director va a uno de ellos
play-not-at-table-target = «{ $name }» no es un personaje de esta mesa: el blanco del ataque es uno de ellos
play-no-rerolls = { $system } no tiene repeticiones de dados
play-mirilla-no-state = los personajes de MIRILLA no tienen estado que cambiar en la mesa web

## tirada_play::chasis
play-chasis-apertura = la apertura «{ $given }» no existe: ninguna, gemela, tope, media o sobredecima
play-chasis-trait-unscored = «{ $attribute }» es un rasgo sin puntuación en la hoja de { $name }: el DJ decide su modificador; dalo en el modificador
play-chasis-attribute-unknown = «{ $attribute }» no está en la hoja de { $name } ni en los atributos de las reglas: el DJ estima su valor; dalo en el modificador
play-chasis-automatic = «{ $given }» no es un resultado automático: se admite "exito" o "fallo"
play-chasis-automatic-alone = un resultado automático no tira dados ni admite otra decisión del director
play-chasis-automatic-odds = un resultado automático no se tira: no tiene probabilidades
play-chasis-irrealize-neutral = irrealizar y convertir un neutro en fallo no van juntos: un neutro no se irrealiza

## tirada_play::fate
play-fate-off-table = { $value } se sale de la mesa; usa un valor entre −{ $limit } y +{ $limit }
serde-expect-rating = un número o un peldaño de la escalera, como 2 o Bueno
play-fate-full-defence = la defensa total suma +2 a las reacciones y defensas (F151), no a una acción simple: di que la tirada es una reacción («reaccion», --reaccion)

## tirada_play::portal
play-on-field = «{ $field }»: { $why }
play-portal-expect-rerolls = ninguno, optimo o una lista como "blanco:1,negro:6"
play-portal-reroll-item = «{ $item }» no se entiende; usa ninguno, optimo o una lista como blanco:1,negro:6
play-portal-d6-face = la cara { $face } no es posible en un d6 (valores de 1 a 6)
play-portal-expect-tempt = true o la cara del dado tentado (1 a 6)
play-fight-dice-group = «{ $given }» no son dados del combate: usa blancos, negros, rojos, verdes, reparto, asiento o acoplar
play-fight-d6 = { $group }: caras de d6, de 1 a 6
play-fight-rerolls = «{ $given }» no se entiende: usa ninguno u optimo
play-fight-rounds = un combate dura como mucho { $max } asaltos
play-portal-colour = «{ $given }» no es un color de PORTAL: blanco, negro, rojo, verde o tentado
play-portal-profile = el perfil «{ $given }» no existe: usa resumen o libro
play-fight-unreadable = el combate no se lee
play-fight-profile = con personajes de la mesa, el combate juega el perfil de la mesa ({ $table }), no «{ $given }»
play-fight-twice = «{ $name }» ya está en el combate: cada participante lleva un nombre distinto
play-fight-sheet-misfit = la hoja de { $name } no cabe en el combate: es un fallo de tirada, no de lo que se pidió
play-opponent-line = contrario { $line }: { $why }
play-opponent-no-value = «{ $line }» no lleva su Valor genérico: escribe el nombre y un número, como «Zombi 5»
play-opponent-no-name = falta el nombre antes del Valor genérico
play-opponent-not-a-value = «{ $word }» no es un valor del reparto: usa reflejos, ataque, defensa, aguante, daño o grupo
play-opponent-no-number = a «{ $word }» le falta su número
play-opponent-twice = «{ $word }» va dos veces
play-opponent-no-target = tras «>» va el nombre de su objetivo
play-opponent-not-a-number = «{ $value }» no es un número para «{ $word }»
play-portal-odds-difficulty = con repeticiones hace falta «dif» para saber qué es un éxito (o "objetivo": "media")
play-portal-specialty-forte = «especialidad» necesita una «fortaleza» a la que pertenecer (por ejemplo "fortaleza": 2)
play-portal-superhuman-specialty = «especialidad_sobrehumana»: cada nivel es el de una Fortaleza «sobrehumana» de la tirada sin otra especialidad (S55)
play-portal-who-fights = ¿quién pelea? Elige personajes de la mesa, escribe sus contrarios o el combate en TOML
play-portal-fight-rules = con personajes de la mesa, el combate juega las reglas de la mesa: quita [reglas] del combate

## tirada_play::driven
play-driven-not-on-sheet = { $name } no tiene ninguna { $what ->
    [characteristic] característica
   *[skill] habilidad
  } de { $value }: elígela de su hoja por su nombre
play-driven-discomfort = { $name } tiene { $held ->
    [one] 1 dado de malestar
   *[other] { $held } dados de malestar
  } y se tiran todos, no { $given }
play-driven-wounds = { $name } solo tiene { $held ->
    [one] 1 dado de herida
   *[other] { $held } dados de herida
  }, no { $given }
play-driven-wounds-aside = { $name } tiene { $held ->
    [one] 1 dado de herida
   *[other] { $held } dados de herida
  }: si tira { $thrown }, { $aside ->
    [one] el restante resta
   *[other] los { $aside } restantes restan
  } sin tirarse
play-driven-forte = { $name } no tiene ninguna Fortaleza { $superhuman ->
    [yes] sobrehumana de nivel
   *[no] de nivel
  } { $level }

## tirada_play::import
play-import-no-file = elige el fichero del personaje que traes
play-import-cut = el fichero se corta antes de terminar: ¿se copió entero?
play-import-other-system = es un personaje de { $system } y esta mesa juega { $table }
play-import-neither = no es un personaje de Fari (JSON) ni un actor del sistema Hitos de Foundry (JSON)
play-import-foundry-system = es un actor de Foundry de otro sistema{ $system ->
    [none] {""}
   *[other] {" "}(«{ $system }»)
  }, no de Hitos
play-import-foundry-kind = es un actor de Hitos de tipo «{ $kind }», no un personaje
play-import-fari-dice = es un personaje de Fari de otro juego (sus habilidades tiran { $dice }), no de Fate
play-import-fari-no-skills = es un personaje de Fari sin habilidades de Fate (4dF): su plantilla es de otro juego

## El módulo del navegador (tirada-wasm)
wasm-call = el motor no entiende la llamada: hace falta un objeto JSON con «op» (odds, roll, reroll o explain) y sus campos
wasm-system = «{ $given }» no es un sistema de tirada: portal, hitos, fate, chasis o mirilla
wasm-seed = para tirar dados hace falta una semilla: 64 cifras hexadecimales (32 bytes al azar)
