# Las negativas de la API de la mesa (`crates/web/src/http/words.rs`): una frase por respuesta
# de error, en el idioma de quien pregunta. Cada clave empieza por «api-».

## Quién pregunta y a qué mesa
api-unauthorized = falta la credencial o no es de un miembro de esta mesa: envía «Authorization: Bearer TOKEN»
api-no-table = no existe la mesa { $table }

## El almacén de la mesa
api-store-abandoned = el cambio no se guardó porque el anterior de la mesa falló: vuelve a intentarlo
api-store-conflict = otros cambios de la mesa llegaron a la vez: no se guardó nada; vuelve a intentarlo
api-disk-full = el disco del servidor está lleno: no se guardó nada; vuelve a intentarlo cuando haya espacio
api-store-failed = la base de datos no pudo guardar el cambio: no se guardó nada; vuelve a intentarlo
api-internal = el servidor falló al atender la petición: no se guardó nada

## La petición: su dirección, sus parámetros y su cuerpo
api-body-not-json = el cuerpo no es JSON válido (línea { $line }, columna { $column })
api-body-not-object = el cuerpo debe ser un objeto JSON
api-body-too-deep = el cuerpo anida demasiados niveles (más de { $max }): ninguna ficha ni petición los necesita
api-event-number-form = no existe el evento «{ $event }»: su número se escribe solo con cifras, sin signo ni ceros delante
api-event-number = no existe el evento «{ $event }»: su número debe ser un entero
api-bad-path = la dirección no es válida: revisa sus identificadores
api-unreadable-path = la dirección no se pudo leer
api-bad-query = los parámetros de la dirección (tras «?») no se pueden leer: usa cada uno una sola vez
api-no-route = no existe la ruta { $path } en la API
api-no-method = esta ruta de la API no admite ese método: mira la cabecera «Allow»
api-body-too-large = el cuerpo es demasiado grande
api-body-not-json-type = el cuerpo debe ser JSON («Content-Type: application/json»)
api-no-such-route = no existe esa ruta en la API
api-server-failed = el servidor no pudo atender la petición
api-bad-request = la petición no es válida
api-origin-not-listed = { $origin } no puede llamar a la API de esta mesa: el servidor no la deja incrustar ahí (tirada serve --incrustar-en)
api-busy-server = el servidor ya está calculando todo lo que puede a la vez: vuelve a intentarlo en unos segundos
api-busy-address = desde tu dirección ya se están calculando todas las tiradas que se admiten a la vez: espera a que terminen y vuelve a intentarlo
api-deadline = el cálculo tardaba más de lo que el servidor permite y se detuvo; prueba con menos dados o vuelve a intentarlo más tarde
api-cancelled = el cálculo se canceló porque la petición se cerró
api-job-failed = el cálculo falló en el servidor: no se guardó nada

## Las negativas de cada acción de la mesa
api-against-hitos-only = activar un aspecto en contra de una tirada es de Hitos
api-against-none = no hay ningún aspecto activado en contra de esa tirada
api-against-once = esa tirada ya tuvo un aspecto activado en su contra: no admite otro (H165)
api-amend-too-late = esa tirada ya siguió (se repitió, se reveló o se cambió): ya no se bloquea ni se cancela
api-asked-already-cancelled = esa petición ya está cancelada
api-asked-cancelled = el director canceló esa tirada pedida
api-asked-done = esa tirada pedida ya se hizo
api-asked-mode = el modo de la tirada pedida es public, blind (solo el director ve el resultado) o self
api-asked-nobody = no hay personajes de jugadores a quienes pedir la tirada
api-asked-not-asked = el director no pidió esa tirada
api-asked-request = lo que pides a la tirada no se entiende
api-asked-text = el motivo de la tirada admite hasta 200 letras
api-asked-typed = una tirada pedida no lleva dados escritos: los tira quien la hace
api-asked-unknown = la tirada pedida no se reconoce
api-asked-whom = di a quién pides la tirada: un personaje, varios o "everyone": true
api-character-by-id = el personaje se da por su id
api-character-gone = el personaje ya no existe
api-character-not-here = ese personaje no está en esta mesa
api-chat-no-command = esa orden no existe: /r (o /roll, /tirar) tira dados y /w susurra a alguien; para escribir una barra al principio, empieza con un espacio
api-chat-not-member = esa persona no es miembro de esta mesa: elígela en la lista
api-chat-roll-empty = escribe la tirada tras /r: por ejemplo /r 3d10km+7 (o /r gm 1d20 solo para el director)
api-chat-self = no hace falta susurrarte a ti
api-discord-link-gm = solo el director vincula un canal de Discord con la mesa
api-discord-link-kind = el código es para vincular el canal («channel») o a ti mismo («member»)
api-fight-over = ese combate ya terminó
api-invite-missing = falta el código de invitación
api-invite-wrong = el código de invitación no es el de esta mesa
api-link-no-token = al enlace personal le falta su clave
api-link-stale = este enlace personal ya no vale (quizá se renovó): pide uno nuevo al director
api-mode-hidden = «hidden» debe ser true o false
api-mode-hidden-public = una tirada oculta («hidden») no puede ser pública a la vez
api-mode-unknown = el modo de la tirada es public (todos la ven), gm (solo el director), blind (a ciegas) o self (solo para ti)
api-no-engine = este servidor se compiló sin el motor para el navegador (crates/wasm): las probabilidades se piden al servidor
api-not-member = esa persona no es miembro de esta mesa
api-qr-table-only = solo se dibuja el enlace de una mesa
api-reroll-face = elige el dado a repetir: su cara va de 1 a 6
api-reroll-to = la nueva cara del dado físico va de 1 a 6
api-roll-asked-character = una tirada pedida se hace con su personaje
api-roll-critical-public = el crítico de un ataque deja su secuela en el blanco a la vista de todos: esa tirada se hace a la vista de todos
api-roll-gm-point-public = el punto del director va a un jugador: esa tirada se hace a la vista de todos
api-roll-not-public = esta tirada no es pública: solo el director ve sus dados hasta que la revele
api-seed-unreadable = la semilla de la mesa es ilegible
api-session-no-notes = faltan las notas («notes»)
api-session-over = la sesión ya había terminado
api-stopping = el servidor se está deteniendo
api-table-closed = la mesa está cerrada: ya no admite jugadores, mensajes, tiradas ni cambios
api-travel-code-expired = ese código caducó (vale un día): pide a quien lo hizo uno nuevo
api-travel-code-used = ese código no vale: ya se usó o no existe
api-travel-how = trae el personaje con su código («code») o con su fichero («file»)
api-whisper-not-yours = ese mensaje es un susurro para otra persona

## Negativas con datos
api-reason-text = la razón es un texto
api-amend-state-moved = el estado de { $name } cambió después de esta tirada: ya no se puede cambiar
api-asked-others = el director pidió esa tirada a { $names }
api-asked-with = el director pidió esta tirada con { $key } { $want }, no { $given }
api-fight-portal-only = el combate de la mesa es de PORTAL por ahora; esta mesa juega { $system }
api-reveal-not-hidden = la tirada { $seq } no es oculta
api-reveal-done = la tirada { $seq } ya está revelada
api-roll-asked-mode = el director pidió esta tirada en modo { $mode }
api-reroll-state-moved = el estado de { $name } cambió después de esta tirada: ya no se pueden repetir sus dados

## Los campos de una petición y las sesiones
api-markdown-too-long = { $what } es un texto de hasta { $max } letras
api-field-recap = el resumen de la sesión
api-field-notes = las notas del director
api-field-table-name = el nombre de la mesa
api-field-gm-name = el nombre del director
api-field-player-name = el nombre del jugador
api-field-message = el mensaje
api-text-length = { $what } debe tener de 1 a { $max } letras
api-session-hidden-left = revela antes las tiradas ocultas de esta sesión ({ $rolls }): al terminarla se revela su semilla, que dejaría ver sus dados
api-session-fight-left = termina antes el combate { $fight }: no puede seguir en otra sesión
api-session-number = «session» es el número de una sesión de esta mesa, de 1 a { $last }
api-derived-portal-only = los valores derivados son de fichas de PORTAL; esta mesa juega { $system }
api-event-not-start = el evento { $seq } no empieza { $what } de esta mesa
api-event-session-over = el evento { $seq } es de una sesión ya terminada: su semilla está revelada y sus dados ya no se tiran otra vez
api-event-not-roll = el evento { $seq } no es una tirada de esta mesa
api-no-system = el sistema «{ $system }» no existe: usa portal, hitos, fate, chasis o mirilla
api-no-character = no existe el personaje { $character } en esta mesa

## Combates
api-field-fight = un combate
api-field-turns = un combate por turnos

## Viajes, el registro y su flujo
api-travel-system = ese personaje es de { $from } y esta mesa juega a { $to }: solo viaja a una mesa de su sistema
api-travel-not-a-file = ese fichero no es un personaje de tirada: falta "format": "{ $format }"
api-stream-after = «after» debe ser un número de evento (0 o más), no «{ $after }»
api-stream-wire = la forma «{ $wire }» no existe: usa full o compact
api-stream-format = el formato «{ $format }» no existe: usa json o sse
api-no-event = no existe el evento { $seq } en esta mesa
api-export-format = el formato «{ $format }» no existe: usa json o md

## El chat, los códigos QR y la salud del servidor
api-chat-nobody = nadie se llama «{ $name }» en esta mesa: escribe /w y el nombre de quien ha de leerlo
api-chat-several = varios miembros se llaman «{ $name }»: elige a quién susurras en la lista de la mesa (o /w dj para el director)
api-chat-whisper-empty = escribe qué susurras a { $name } tras su nombre
api-qr-too-long = ese enlace es demasiado largo para dibujarlo como código QR
api-store-silent = la base de datos no responde
