# The web table API's refusals (`crates/web/src/http/words.rs`): one sentence per error answer,
# in the asker's language. Every key starts with «api-».

## Who asks, at which table
api-unauthorized = the credential is missing or is not a member's of this table: send «Authorization: Bearer TOKEN»
api-no-table = there is no table { $table }

## The table's store
api-store-abandoned = the change was not saved because the table's previous one failed: try again
api-store-conflict = other changes to the table arrived at the same time: nothing was saved; try again
api-disk-full = the server's disk is full: nothing was saved; try again when there is room
api-store-failed = the database could not save the change: nothing was saved; try again
api-internal = the server failed while answering the request: nothing was saved

## The request: its address, its parameters and its body
api-body-not-json = the body is not valid JSON (line { $line }, column { $column })
api-body-not-object = the body must be a JSON object
api-body-too-deep = the body nests too many levels (more than { $max }): no sheet or request needs them
api-event-number-form = there is no event «{ $event }»: its number is written with digits only, with no sign and no leading zeros
api-event-number = there is no event «{ $event }»: its number must be a whole number
api-bad-path = the address is not valid: check its identifiers
api-unreadable-path = the address could not be read
api-bad-query = the address's parameters (after «?») cannot be read: use each one only once
api-no-route = there is no route { $path } in the API
api-no-method = this API route does not take that method: see the «Allow» header
api-body-too-large = the body is too large
api-body-not-json-type = the body must be JSON («Content-Type: application/json»)
api-no-such-route = there is no such route in the API
api-server-failed = the server could not answer the request
api-bad-request = the request is not valid
api-origin-not-listed = { $origin } cannot call this table's API: the server does not let it be embedded there (tirada serve --incrustar-en)
api-busy-server = the server is already computing all it can at once: try again in a few seconds
api-busy-address = your address already has as many rolls being computed as are allowed at once: wait for them to finish and try again
api-deadline = the computation took longer than the server allows and was stopped; try fewer dice or try again later
api-cancelled = the computation was cancelled because the request was closed
api-job-failed = the computation failed on the server: nothing was saved

## Each of the table's actions, refused
api-against-hitos-only = activating an aspect against a roll belongs to Hitos
api-against-none = no aspect is activated against that roll
api-against-once = that roll already had an aspect activated against it: it takes no other (H165)
api-amend-too-late = that roll has moved on (rerolled, revealed or changed): it can no longer be blocked or cancelled
api-asked-already-cancelled = that request is already cancelled
api-asked-cancelled = the GM cancelled that asked roll
api-asked-done = that asked roll has already been made
api-asked-mode = the asked roll's mode is public, blind (only the GM sees the result) or self
api-asked-nobody = there are no player characters to ask for the roll
api-asked-not-asked = the GM did not ask for that roll
api-asked-request = what you ask of the roll cannot be read
api-asked-text = the roll's reason takes up to 200 letters
api-asked-typed = an asked roll carries no typed dice: whoever makes it rolls them
api-asked-unknown = the asked roll is not recognised
api-asked-whom = say whom you ask for the roll: one character, several, or "everyone": true
api-character-by-id = the character is given by its id
api-character-gone = the character no longer exists
api-character-not-here = that character is not at this table
api-chat-no-command = there is no such command: /r (or /roll, /tirar) rolls dice and /w whispers to someone; to write a slash first, start with a space
api-chat-not-member = that person is not a member of this table: pick them from the list
api-chat-roll-empty = write the roll after /r: for example /r 3d10km+7 (or /r gm 1d20 for the GM only)
api-chat-self = there is no need to whisper to yourself
api-discord-link-gm = only the GM links a Discord channel with the table
api-discord-link-kind = the code links the channel («channel») or yourself («member»)
api-fight-over = that fight is over
api-invite-missing = the invitation code is missing
api-invite-wrong = the invitation code is not this table's
api-link-no-token = the personal link is missing its key
api-link-stale = this personal link no longer works (perhaps it was renewed): ask the GM for a new one
api-mode-hidden = «hidden» must be true or false
api-mode-hidden-public = a hidden roll («hidden») cannot be public at the same time
api-mode-unknown = the roll's mode is public (everyone sees it), gm (the GM only), blind or self (for you only)
api-no-engine = this server was built without the browser engine (crates/wasm): odds are asked of the server
api-not-member = that person is not a member of this table
api-qr-table-only = only a table's link is drawn
api-reroll-face = choose the die to reroll: its face goes from 1 to 6
api-reroll-to = the physical die's new face goes from 1 to 6
api-roll-asked-character = an asked roll is made with its character
api-roll-critical-public = an attack's critical leaves its sequela on the target in everyone's sight: that roll is made in everyone's sight
api-roll-gm-point-public = the GM's point goes to a player: that roll is made in everyone's sight
api-roll-not-public = this roll is not public: only the GM sees its dice until they reveal it
api-seed-unreadable = the table's seed cannot be read
api-session-no-notes = the notes («notes») are missing
api-session-over = the session had already ended
api-stopping = the server is stopping
api-table-closed = the table is closed: it takes no more players, messages, rolls or changes
api-travel-code-expired = that code has expired (it works for a day): ask whoever made it for a new one
api-travel-code-used = that code does not work: it was used already or never existed
api-travel-how = bring the character with its code («code») or its file («file»)
api-whisper-not-yours = that message is a whisper for someone else

## Refusals with data
api-reason-text = the reason is a text
api-amend-state-moved = { $name }'s state changed after this roll: it can no longer be changed
api-asked-others = the GM asked { $names } for that roll
api-asked-with = the GM asked for this roll with { $key } { $want }, not { $given }
api-fight-portal-only = the table's fights are PORTAL's for now; this table plays { $system }
api-reveal-not-hidden = roll { $seq } is not hidden
api-reveal-done = roll { $seq } is already revealed
api-roll-asked-mode = the GM asked for this roll in { $mode } mode
api-reroll-state-moved = { $name }'s state changed after this roll: its dice can no longer be rerolled

## A request's fields and the sessions
api-markdown-too-long = { $what } is a text of up to { $max } letters
api-field-recap = the session's recap
api-field-notes = the GM's notes
api-field-table-name = the table's name
api-field-gm-name = the GM's name
api-field-player-name = the player's name
api-field-message = the message
api-text-length = { $what } must have from 1 to { $max } letters
api-session-hidden-left = first reveal this session's hidden rolls ({ $rolls }): ending it reveals its seed, which would show their dice
api-session-fight-left = first end fight { $fight }: it cannot go on in another session
api-session-number = «session» is the number of one of this table's sessions, from 1 to { $last }
api-derived-portal-only = derived values belong to PORTAL sheets; this table plays { $system }
api-event-not-start = event { $seq } does not start { $what } of this table
api-event-session-over = event { $seq } belongs to a session that has ended: its seed is revealed and its dice are not rolled again
api-event-not-roll = event { $seq } is not one of this table's rolls
api-no-system = there is no system «{ $system }»: use portal, hitos, fate, chasis or mirilla
api-no-character = there is no character { $character } at this table

## Fights
api-field-fight = a fight
api-field-turns = a turn-based fight

## Travel, the log and its stream
api-travel-system = that character is of { $from } and this table plays { $to }: it only travels to a table of its system
api-travel-not-a-file = that file is not a tirada character: "format": "{ $format }" is missing
api-stream-after = «after» must be an event number (0 or more), not «{ $after }»
api-stream-wire = there is no wire form «{ $wire }»: use full or compact
api-stream-format = there is no format «{ $format }»: use json or sse
api-no-event = there is no event { $seq } at this table
api-export-format = there is no format «{ $format }»: use json or md

## The chat, QR codes and the server's health
api-chat-nobody = nobody at this table is called «{ $name }»: write /w and the name of whoever is to read it
api-chat-several = several members are called «{ $name }»: choose whom you whisper to in the table's list (or /w dj for the GM)
api-chat-whisper-empty = write what you whisper to { $name } after their name
api-qr-too-long = that link is too long to draw as a QR code
api-store-silent = the database does not answer
