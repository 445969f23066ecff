# shogiban — English catalogue. Every word the bot says lives here and in the ja, hi and bn
# files beside it, with the same message ids (a test checks). Arguments ($name) are passed by the
# code: names, moves and commands as written, numbers as numbers (for plurals).
#
# Sections: common words · images · refusals · table (challenges, play, lobbies, computer, clocks,
# export, help, settings, commands) · service · discord · local · study. Add new messages at the end
# of their section.

## Common words

# A literal the code passes through (a name, a move); never translated.
raw = { $text }
list-separator = {", "}
# Two sentences on one line.
sentences = { $first } { $second }
players-two = { $sente } vs { $gote }
seat-south = south
seat-west = west
seat-north = north
seat-east = east
color-sente = sente
color-gote = gote
role-pawn = pawn
role-lance = lance
role-knight = knight
role-silver = silver
role-gold = gold
role-bishop = bishop
role-rook = rook
role-king = king
role-promoted-pawn = tokin
role-promoted-lance = promoted lance
role-promoted-knight = promoted knight
role-promoted-silver = promoted silver
role-horse = horse
role-dragon = dragon
# A duration in a sentence (time per move, time left). English keeps the short form players type
# (`3d`, `45m`), which reads naturally in English; the other languages write the unit as a word.
duration-minutes = { $n }m
duration-hours = { $n }h
duration-days = { $n }d
# A handicap (駒落ち) by its `handicap=NAME`, as a phrase of its own.
handicap-lance = lance handicap
handicap-right-lance = right lance handicap
handicap-bishop = bishop handicap
handicap-rook = rook handicap
handicap-rook-lance = rook and lance handicap
handicap-2-piece = two-piece handicap
handicap-3-piece = three-piece handicap
handicap-4-piece = four-piece handicap
handicap-5-piece = five-piece handicap
handicap-left-5-piece = left five-piece handicap
handicap-6-piece = six-piece handicap
handicap-left-7-piece = left seven-piece handicap
handicap-right-7-piece = right seven-piece handicap
handicap-8-piece = eight-piece handicap
handicap-10-piece = ten-piece handicap
# "name (seat)"
name-at-seat = { $name } ({ $seat })
# "name (seat)" of a person in a sentence; a computer seat's own name already says its seat,
# so the table writes it alone
person-at-seat = { $name } ({ $seat })

## Images (drawn on the board pictures; keep them short)

label-check = Check
label-start = Start
label-move-number = Move { $n }
label-to-move = To move
label-upper = Uwate
label-lower = Shitate
label-seat-south = S
label-seat-west = W
label-seat-north = N
label-seat-east = E
label-place = #{ $n }
label-game-over = Game over
label-review-title = Game review
label-review-moves = { $n } moves
label-review-mistake = Mistake
label-review-missed-mate = Missed mate
label-review-none = No big mistakes

## Refusals (shown only to the person who asked)

refusal-no-game = there is no game at this table: start one with `challenge @someone` or `open`
refusal-game-in-play = a game is already in play here ({ $players }); finish it first, or play in another channel or thread
refusal-not-a-player = you are not playing at this table; the game is { $players }
refusal-not-your-turn = it is { $name }'s turn, not yours
refusal-position-changed = the position has changed: press Move again
refusal-game-over = the game is over ({ $result }); `rematch` to play again
refusal-tournament-game-over = the game is over ({ $result }); its result counts in the tournament
refusal-bad-move = { $input }: { $reason }
refusal-no-impasse-rule = impasse (持将棋) is not played at this table: a moderator can turn it on with `settings impasse 24` or `settings impasse 27`
refusal-no-challenge = no challenge is waiting for you here; `open` posts one anyone can accept
refusal-no-challenge-from = { $count ->
    [0] { $named } has not challenged you here; no challenge is waiting for you
    [one] { $named } has not challenged you here; the challenge waiting for you is { $waiting }'s: `accept` takes it
   *[other] { $named } has not challenged you here; challenges are waiting from { $waiting }
}
refusal-which-challenge = several challenges are waiting for you ({ $from }); say whose: `accept @name`
refusal-self-challenge = you cannot challenge yourself
refusal-unknown-user = I do not know who { $mention } is
refusal-unknown-handicap = unknown handicap `{ $name }`; the handicaps are { $known }
refusal-rated-handicap = handicap games are not rated
refusal-duplicate-challenge = { $name } already has a challenge waiting here; `cancel` it first
refusal-challenge-waiting = { $from }'s challenge is waiting here: one thing at a table at a time, so answer or `cancel` it first (or play in another channel or thread)
refusal-nothing-to-cancel = you have no challenge to cancel
refusal-nothing-to-take-back = there is no move to take back
refusal-no-move-of-yours = you have not moved yet: a takeback is for your own last move (and the reply to it)
refusal-takeback-pending = you already asked; waiting for { $opponent } to agree with `takeback`
refusal-four-no-takeback = four-player games have no takeback: the other three have already seen the move
refusal-abort-too-late = only a moderator can abort once both players have moved; resign instead
refusal-no-rematch = there is no finished game here to rematch
refusal-lobby-open = a four-player lobby is already open here: `join` it
refusal-no-lobby = there is no four-player lobby here: open one with `yonin`
refusal-already-seated = you already sit at { $seat }
refusal-seat-taken = { $seat } is taken by { $by }
refusal-lobby-full = the lobby is full
refusal-not-seated = you are not in the lobby
refusal-lobby-not-full = the lobby needs four players to start; free seats: { $free }
refusal-four-abort-too-late = only a moderator can abort once every seat has moved
refusal-bad-position = that position cannot be played: { $reason }
refusal-handicap-and-position = that position cannot be played: give either a handicap or a position, not both
refusal-position-without-moves = that position cannot be played: the side to move has no legal move there
refusal-after-notice = { $notice } { $error }
refusal-not-moderator = only moderators can change settings; anyone can look with `settings` or `settings KEY`
refusal-unknown-setting = unknown setting `{ $key }`; `settings` lists them all
refusal-unknown-setting-nearest = unknown setting `{ $key }`: did you mean `{ $nearest }`? `settings` lists them all
refusal-no-override = `{ $key }` has no override in this channel to remove
refusal-settings-usage = `settings server` needs a key and a value, e.g. `settings server hints off`
refusal-hints-off = hints are turned off here (setting `hints`)
refusal-no-piece-there = no piece of the player to move on { $square }: a hint takes the square of one of their pieces (e.g. 7g) or a piece in hand (P, L, N, S, G, B, R)
refusal-hint-usage = { $input }: a hint takes a square like 7g (or 77, ７七) or a piece in hand like P (or 歩; K for the king)
refusal-not-in-hand = the player to move has no { $role } in hand
refusal-level-needs-computer = `level=` is for a game against the computer: challenge the bot itself, e.g. `challenge @shogiban level=3`
refusal-unknown-export-format = { $format }: export formats are kif, kifu, ki2, csa and usi
refusal-corrupt = the stored game is corrupt: { $detail }
refusal-unknown-export-format-four = { $format }: four-player export formats are yonin and usi
corrupt-start = start: { $error }
corrupt-move = move { $n } ({ $move }): { $error }
corrupt-action = action { $n } ({ $move }): { $error }
refusal-no-puzzle = no puzzle could be found right now; try again in a moment
refusal-no-puzzle-in-progress = you have no puzzle in progress here: `puzzle` gives you one
refusal-no-review-game = there is no finished game at this table to review
refusal-review-in-play = the game is still in play: `review` it after it ends
refusal-review-four = reviews are for two-player games

## Table: status lines and results

status-two = ☗ { $sente } vs ☖ { $gote }, move { $move }. { $to_move } to move{ $check ->
    [yes] {" "}(in check)
   *[no] {""}
}.
status-four = { $players }. Action { $action }; { $who } to move{ $check ->
    [yes] , in check
   *[no] {""}
}.
result-aborted = Game aborted.
result-four = Game over ({ $reason }): { $places }.
result-four-place = { $place }. { $name }
result-win = { $name } wins { $how }.
result-draw = Draw { $how }.
how-checkmate = by checkmate
how-no-legal-moves = (no legal moves left)
how-repetition = by repetition (sennichite)
how-perpetual-check = by perpetual check
how-move-limit = at the move limit
how-impasse = by impasse
how-resignation = by resignation
how-timeout = on time
options = { " " }({ $parts })
option-handicap = { $handicap }
option-time = { $time } per move
option-position = from the position { $sfen }
option-unrated = unrated
four-end-two-eliminations = two eliminations
four-end-last-survivor = last survivor
four-end-repetition = repetition
four-end-team = a team lost a player
four-end-round-deadline = the tournament round’s time ran out

## Table: challenges

challenge-posted = { $name } challenges { $opponent } to shogi{ $options }. { $opponent }: `accept` or `decline`.
challenge-open = { $name } is looking for an opponent{ $options }. Anyone: `accept`.
challenge-cancelled = { $name } cancelled their challenge.
challenge-cancelled-by-moderator = { $name } (moderator) cancelled the challenges of { $names }.
challenge-withdrawn = (Withdrawn, since a game is now in play here: the challenges of { $names }.)
challenge-declined = { $name } declined { $from }'s challenge.

## Table: play

play-game-on = Game on: ☗ { $sente } (sente) vs ☖ { $gote } (gote){ $count ->
    [0] {""}
   *[other] , { $extras }
}.
play-computer-level = computer level { $level }, unrated
play-to-move = { $name } to move.
play-check-to-move = Check! { $name } to move.
play-played = { $name } played { $move }.
play-declares-impasse = { $name } declares an impasse.
play-taken-back-computer = Taken back (your move and the computer's).
play-takeback-asked = { $name } asks to take back their last move. { $opponent }: `takeback` to agree, or just play on.
play-taken-back = Taken back.
play-hint-in-hand = { $role } in hand
# Click to move on Discord: the lists of the Move button's picker (`table/picker.rs`).
picker-piece = { $role } on { $square }
picker-choose-piece = Choose a piece to move
picker-pieces-files = Pieces on files { $first }–{ $last }
picker-pieces-file = Pieces on file { $file }
picker-choose-drop = Or a piece in hand to drop
picker-choose-square = Choose where it goes
picker-squares-files = Squares on files { $first }–{ $last }
picker-squares-file = Squares on file { $file }
picker-note-promotes = promotes
picker-note-stays = stays unpromoted
picker-note-takes = takes the { $role }
picker-note-takes-promotes = takes the { $role } and promotes
picker-note-takes-stays = takes the { $role }, stays unpromoted
picker-step-piece = { $name }, your move: choose a piece
picker-step-square = { $name }, your move: where does the { $piece } go?
play-hint = { $count ->
    [0] { $what }: no legal moves.
   *[other] { $what } can go to { $squares }.
}

## Table: four-player lobbies and games

lobby-seat = { $seat }: { $name }
lobby-seat-free = { $seat }: (free)
lobby-opened = { $name } opened a four-player lobby{ $teams ->
    [yes] {" "}(teams)
   *[no] {""}
}. `join` to sit down.
lobby-sits = { $name } sits at { $seat }.
lobby-full = The lobby is full: `start`.
lobby-closed = { $name } left; the lobby is closed.
lobby-left = { $name } left { $seat }.
lobby-game-on = Four-player game on: { $players }.
lobby-moves-first = { $who } moves first.
lobby-played = { $who } played { $move }.
lobby-checkmated = { $who } is checkmated; { $by } takes the pieces.
lobby-to-move = { $who } to move{ $check ->
    [yes] {" "}(in check)
   *[no] {""}
}.
lobby-left-game = { $name } left the game.
lobby-handed-over = The computer (level { $level }) plays { $name }'s seat ({ $seat }) from now on.
four-switch-values = `{ $key }` takes { $values }, not `{ $value }`

## Table: the computer

computer-never-rated = the computer cannot play rated games: games against the computer are never rated
computer-sits = The computer (level { $level }) sits at { $seat }.
computer-name = { $bot } (level { $level })
computer-seat-name = { $bot } ({ $seat }, level { $level })
computer-plays-for = { $name } (computer)

## Table: clocks

clock-remind = { $name }: your move, { $left } left.
clock-remind-four = { $name } ({ $seat }): your move, { $left } left.
clock-timeout-four = { $name } ({ $seat }) ran out of time.
clock-left-to-move = { $left } left to move.

## Table: export

export-attached = The game record ({ $format }) is attached: { $name }

## Table: help
help-general = Commands: { $commands }. Topics: { $topics }. Languages: `language en|ja|hi|bn` (Discord has no Bengali setting: `language bn` for বাংলা).
help-unknown = There is no help topic `{ $topic }`. Topics: { $topics }.
help-moves =
    Type a move alone on a line, or `move M`, in any notation: USI (`7g7f`, `P*5e`, `8h2b+`), Japanese (`７六歩`, `76歩`, `同　銀`, `５八金右`, `２二角成`, `５五角打`), KIF (`７六歩(77)`), Western (`P-7f`, `Bx2b+`, `G*5e`) or CSA (`+7776FU`).
    Where a piece may promote and the move does not say, Japanese and Western moves are refused as ambiguous with both spellings (`成`/`不成`, `+`/`=`).
    `hint 7g` shows where the piece on 7g can go, `hint P` where a pawn in hand can be dropped.
    On Discord, the **Move** button under the board does it with clicks: choose a piece, then its square, and the move is played (no notation needed).
help-challenge =
    `challenge @someone` (or `open` for anyone) with options `handicap=NAME` (you give it; `giver=opponent` to take it), `side=sente|gote|random`, `time=3d` per move, `rated=no`, and `sfen BOARD SIDE HAND [MOVE]` to start from a set-up position (never rated).
    The opponent answers `accept` or `decline`; `cancel` withdraws it.
    One thing happens at a table at a time: while a game is in play or a lobby is open, challenges wait for another channel or thread.
    After a game, `rematch` offers the same game again (sides swapped; when both ask, it starts). `takeback` asks to take back your own last move; `abort` ends a game before both have moved; `resign` concedes.
help-yonin =
    Four-player shogi (四人将棋): `yonin [teams] [time=1d] [credit=last-mover] [continue-from=mover] [end=last-survivor] [partner-capture=no] [first-mover=SEAT]` opens a lobby; `join [south|west|north|east]` takes a seat (or the first free one in turn order S, W, N, E), `leave` gives it up, `add-computer [SEAT] [level=N]` seats the computer, and anyone seated says `start` when all four seats are filled.
    Moves are the two-player notations with the mover's seat in front when you like: `S:5g5f`, `W:P-6e`, `南５六歩` (南 south, 西 west, 北 north, 東 east).
    There is no resignation in four-player shogi: `resign` (or `leave` during the game) hands your seat to the computer, which plays it under your name marked (computer); you are credited with the last place. A seat whose time runs out is handed over the same way.
help-computer =
    `challenge @shogiban level=1-5` plays the computer at once (never rated). Level 1 is for someone who has just learnt the moves (it blunders often); each level is much stronger than the one below; level 5 is the strongest, played by an external USI engine when the operator has configured one (the built-in level 5 steps in when it is busy or fails).
    In a four-player lobby `add-computer [SEAT] [level=N]` seats it; the seat is named by seat and level, e.g. `shogiban (west, level 3)`.
help-clocks =
    A challenge with `time=30m`, `12h` or `3d` gives each move that long. A reminder comes when three quarters of it are used; when it runs out, a two-player game is lost on time and a four-player seat is handed to the computer.
    `board` shows the time left to move.
help-impasse =
    Impasse (持将棋, jishōgi) is off unless a moderator turns it on.
    `settings impasse 24`: once both kings are in the enemy camp, `impasse` counts board and hand (rook and bishop 5, every other piece but the king 1); a side under 24 loses, otherwise it is a draw.
    `settings impasse 27`: the player to move declares a win with `impasse` when their king and at least ten other pieces are in the enemy camp, they are not in check, and those pieces plus their hand count 28 points (sente) or 27 (gote); a declaration that falls short loses.
help-settings =
    `settings` lists every value and where it comes from; `settings KEY` shows one.
    Moderators: `settings KEY VALUE` (this channel), `settings server KEY VALUE` (the server's default), `settings KEY default` (drop this channel's override).
    Keys: { $keys }.
help-export =
    `export kif` (Shift-JIS, for Kifu for Windows and most readers), `kifu` (UTF-8 KIF), `ki2`, `csa` (V2.2) or `usi` attaches the current or last game as a file; four-player games export as `yonin` (the four-player record) or `usi`.

help-puzzle = `puzzle` gives you a puzzle: a mate by checks (詰将棋) or a winning capture, found in this server's finished games or in random play, proven by the solver with one right first move, difficulty 1–10. Type your moves: each is judged at once, the defender's replies are played for you, and any mate counts as the last move. Your puzzle rating and streak change with every puzzle solved or missed. `puzzle daily` is the puzzle of the day, the same for everyone; `puzzle stop` gives up. A moderator's `settings puzzle-channel on` posts the puzzle of the day in the channel every day.
help-review = `review` after a game: the engine goes over the last finished two-player game here and answers with a graph of the evaluation over the moves, the biggest mistakes with the better move, the mates that were missed, and a link to look further on lishogi's analysis board.
help-tournament = A channel runs one tournament at a time: `tournament new round-robin` (everyone meets everyone), `tournament new swiss rounds=5` (players of equal scores meet) or `tournament new yonin` (four-player tables), with `time=1d` per move, `round=7d` per round, `rated=no`, `name=Spring Cup` (a name holding `=` goes in quotes: `name="Spring rated=no"`). Players enter with the Join button or `tournament join`; the organiser or a moderator starts it. Each game then starts by itself in a thread of its own (in local mode, a channel of its own), calling its players; a game unfinished at the round's deadline is scored as its clocks stand, and `tournament leave` after the start forfeits the games to come. `tournament standings` shows the table with its tie-break (Sonneborn–Berger, Buchholz, or placement points) and a picture; `tournament list` and `tournament show N` show past events.

## Table: settings
setting-list-head = Settings here (moderators change them with `settings KEY VALUE`):
setting-line = { $key } = { $value } ({ $source })
setting-show = { $key } = { $value } ({ $source }): { $about }. Values: { $values }; default { $default }.
setting-source-channel = channel
setting-source-server = server
setting-source-default = default
setting-override-removed = { $key } override removed; it is now { $value } ({ $source }).
setting-set-server = { $key } = { $value } for the whole server (channels may override it).
setting-set-channel = { $key } = { $value } in this channel.
setting-bad-value = `{ $value }` is not a value of `{ $key }`; it takes { $values }
setting-values-time = `none`, or a duration like 30m, 12h, 3d
setting-values-move-limit = `none`, or a number of plies (1-10000)
setting-about-side = the challenger's side when a challenge does not say
setting-about-time = time per move for new challenges and lobbies
setting-about-move-limit = plies after which a two-player game is drawn
setting-about-impasse = the impasse (持将棋) rule of two-player games
setting-about-hints = whether `hint` may be used
setting-about-orientation = two-player board pictures from sente's side, or from the side to move
setting-about-notation = how moves are written in announcements
setting-about-teams = four-player lobbies play in teams
setting-about-partner-capture = four-player teams may capture a partner's pieces
setting-about-credit = who takes an eliminated seat's pieces (yonin §10)
setting-about-continue-from = who moves after an elimination (yonin §10)
setting-about-end = when a four-player game ends (yonin §10)
setting-about-threads = each game gets its own thread (Discord)
setting-about-edit-in-place = edit the table's message instead of posting a new one, for busy channels
setting-about-computer-level = strength of the computer when no level is given (and for timed-out seats)
setting-about-language = the language of the bot's posts in this channel (a player's own `language` choice, or their Discord language, decides what they alone see)
setting-about-puzzle-channel = post the puzzle of the day in this channel every day

## Table: commands typed wrong
command-empty = empty command: type `help` to see what you can do
command-too-long = that line is too long ({ $count } characters); commands and moves are short
command-unknown = unknown command `{ $word }`: type `help` for all commands
command-unknown-nearest = unknown command `{ $word }`: did you mean `{ $nearest }`? (type `help` for all commands)
command-missing = `{ $command }` needs { $what }, e.g. `{ $example }`
command-what-opponent = someone to challenge
command-what-mention-first = a mention of the opponent first
command-what-move = a move
command-what-hint = a square or a piece in hand
command-what-setting-key = the setting to show or change
command-bad-option = `{ $option }` is not an option of `{ $command }`; it takes { $valid }
command-valid-challenge = `handicap=NAME`, `side=sente|gote|random`, `time=3d`, `rated=yes|no`, `giver=opponent`, `level=1-5`, `engine=builtin`, `sfen BOARD SIDE HAND [MOVE]`
command-valid-yonin = `teams`, `time=3d`, `credit=checker|last-mover`, `continue-from=eliminated|mover`, `end=second-elimination|last-survivor`, `partner-capture=yes|no`, `first-mover=south|west|north|east`
command-valid-seat = a seat: `south`, `west`, `north` or `east`
command-valid-puzzle = nothing (the next puzzle), `daily` or `stop`
command-bad-value = bad value for `{ $key }`: { $reason }
command-level-range = `{ $value }`: levels go from 1 to 5
command-page-range = `{ $value }`: pages are numbered from 1, e.g. `games 2`
command-use-yes-no = `{ $value }`: use yes or no
command-use-side = `{ $value }`: use sente, gote or random
command-use-giver = `{ $value }`: use challenger or opponent
command-use-engine = `{ $value }`: use `builtin` (the built-in player) or `external` (the configured USI engine)
command-sfen-missing = give the position after it, e.g. `sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1`
command-duration-bad = `{ $text }` is not a duration like 30m, 12h or 3d
command-duration-unit = `{ $text }`: the unit is m, h or d (30m, 12h, 3d)
command-duration-too-long = `{ $text }` is too long
command-duration-zero = a time per move must be more than zero
command-duration-over-limit = `{ $text }` is more than the 30 days a move may take

## Notation and rules: why a move is not legal
notation-syntax = cannot read the move: expected { $expected } at character { $position }, found '{ $found }'
notation-syntax-end = cannot read the move: expected { $expected } at character { $position }, found the end of the text
notation-expected-close-paren = ')' after the origin
notation-expected-csa-piece = a CSA piece code (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)
notation-expected-other-destination = a destination other than the origin
notation-expected-file = a file (１-９) or 同
notation-expected-move = a move
notation-expected-japanese-piece = a piece (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)
notation-expected-piece-letter = a piece letter (P L N S G B R K)
notation-expected-csa-drop = a piece that can be dropped (FU KY KE GI KI KA HI)
notation-expected-promotable = a piece that can promote (P L N S B R) after +
notation-expected-japanese-rank = a rank (一-九)
notation-expected-rank-letter = a rank letter a-i
notation-expected-csa-origin = an origin square 11-99 (or 00 for a drop)
notation-expected-one-vertical = at most one of 上 引 寄
notation-expected-one-horizontal = at most one of 右 左 直
notation-expected-no-drop-mark = no 打 after 成, 不成 or 右 左 直 上 引 寄 (a drop has none)
notation-expected-end-drop-promotes = the end of the move (a drop does not promote)
notation-expected-end-drop-origin = the end of the move (a drop has no origin)
notation-expected-end-short = the end of the move (a move is short)
notation-expected-end = the end of the move
notation-expected-nari = 成 after 不 (不成: no promotion)
notation-expected-promoted-piece = 香, 桂 or 銀 after 成 (a promoted piece)
notation-expected-drop-piece = an unpromoted piece without origin before * (as in B*5e)
notation-expected-file-digit = a file 1-9
notation-expected-rank-or-digit = a rank a-i (or 1-9)
notation-expected-digit = a digit 1-9
notation-expected-origin-file = the origin's file 1-9
notation-expected-origin-rank = the origin's rank 1-9
notation-ambiguous = { $count ->
    [one] ambiguous: did you mean { $last }?
   *[other] ambiguous: could be { $moves } or { $last }
}
notation-wrong-side = the move is marked for { $written }, but it is { $to_move }'s turn
notation-no-previous-move = 同 (same square) needs a previous move
notation-wrong-piece = the piece on { $square } is a { $found }, not a { $written }
notation-no-such-piece = { $side } has no { $role }
notation-unreachable = no { $role } of { $side } can move to { $to }
notation-no-match = no { $role } of { $side } that { $words } can move to { $to }
notation-not-droppable = a { $role } cannot be dropped
notation-wrong-seat = the move is marked for { $written }, but it is { $to_move }'s turn
notation-four-no-csa = CSA moves are two-player only: write 5g5f, G-5h or ５八金
notation-four-no-side-marks = ▲ and △ mark two-player moves: mark a four-player move with 南 西 北 東 or S: W: N: E:
notation-four-no-same = 同 is two-player only: write the square
notation-four-no-match = no { $role } of { $side } that matches { $words } can move to { $to }
notation-outcome-win = { $side } wins { $how }
notation-outcome-draw = draw { $how }
notation-game-over = the game is over ({ $result })
notation-no-impasse-rule = impasse: no impasse rule is in force
notation-kings-not-in-camp = impasse: both kings must be inside the enemy camp before counting
notation-no-piece = there is no piece on { $square }
notation-not-your-piece = the piece on { $square } belongs to { $owner }
notation-cannot-reach = a { $role } on { $from } cannot move to { $to }
notation-own-piece = { $square } is occupied by your own piece
notation-cannot-promote = a { $role } cannot promote
notation-promotion-outside-zone = promotion needs a move into, inside or out of the promotion zone
notation-must-promote = a { $role } on { $to } could never move again: it must promote
notation-not-in-hand = { $side } has no { $role } in hand
notation-drop-on-occupied = cannot drop on { $square }: the square is occupied
notation-dead-drop = a { $role } dropped on { $to } could never move
notation-nifu = nifu: { $side } already has an unpromoted pawn on file { $file }
notation-pawn-drop-mate = uchifuzume: a pawn drop may not give checkmate
notation-king-in-check = this would leave your king in check
notation-drop-king = the king cannot be dropped
notation-four-game-over = the game is over
notation-four-no-piece = no piece on { $square }
notation-four-overturned-king-moves = the king on { $square } is overturned and never moves
notation-four-not-your-piece = the piece on { $square } is controlled by { $seat }
notation-four-own-piece = { $square } holds a piece you control
notation-four-captures-overturned-king = an overturned king is never captured ({ $square })
notation-four-kings-never-captured = kings are never captured
notation-four-partner-capture = capturing your partner's pieces is not allowed in this game
notation-four-cannot-promote = a { $role } never promotes
notation-four-outside-zone = a { $role } promotes only when the move starts or ends in its promotion zone
notation-four-must-promote = a pawn reaching its last line must promote
notation-four-occupied = drops go on empty squares: { $square } is occupied
notation-four-pawn-on-last-line = a pawn cannot be dropped on its last line
notation-four-two-pawns = two pawns: { $seat } already has an unpromoted pawn on { $line ->
    [file] file { $n }
   *[rank] rank { $n }
}
notation-four-pawn-faces-overturned-king = pawn would face an overturned king
notation-four-checks-partner = would put your partner in check
notation-four-perpetual-check = perpetual check: vary your move
notation-bad-sfen = bad SFEN: { $reason }
notation-impossible-position = impossible position: { $reason }
notation-sfen-empty = empty text: expected board, side to move, hand and move number
notation-sfen-field-count = expected 3 or 4 fields (board, side, hand, move number) but found { $count }
notation-sfen-rank-count = the board has { $count } ranks; it needs 9 separated by '/'
notation-sfen-rank-length = rank { $rank } describes { $count } files; it needs exactly 9
notation-sfen-bad-board-char = '{ $char }' in rank { $rank } is not a piece letter (PLNSGBRK, lower case for gote) or 1-9
notation-sfen-bad-promotion = '+{ $char }' in rank { $rank }: only P, L, N, S, B and R can be promoted
notation-sfen-dangling-plus = '+' at the end of rank { $rank } promotes nothing
notation-sfen-bad-turn = side to move must be 'b' (sente) or 'w' (gote), not '{ $text }'
notation-sfen-bad-hand-char = '{ $char }' in the hand is not a piece letter or count
notation-sfen-bad-hand-count = bad count in the hand: { $text }
notation-sfen-king-in-hand = a king cannot be in hand
notation-sfen-duplicate-hand = { $role } is listed twice in { $side }'s hand
notation-sfen-bad-move-number = move number must be a whole number of at least 1, not '{ $text }'
notation-position-missing-king = { $side } has no king
notation-position-extra-king = { $side } has more than one king
notation-position-dead-piece = { $role } of { $side } on { $square } could never move again
notation-position-nifu = nifu: { $side } has two unpromoted pawns on file { $file }
notation-position-too-many-pieces = too many { $role }s: { $count } on the board and in hand, but a set has { $max }
notation-position-opponent-in-check = { $side } is in check but it is not { $side }'s turn
notation-position-missing-defender-king = a mate problem needs the defender's king: { $side } has none

## Service

error-internal = Something went wrong on my side; the table is unchanged. Please try again in a moment.
error-store-busy = Many commands reached this table at once and mine did not get through; the table is unchanged. Please send it again.
error-store-unavailable = The database is unavailable, try again in a moment. Nothing was changed.
language-own = I answer you in { $language } (your own choice). `language default` follows each channel's language again; `language en|ja|hi|bn` changes it.
language-none = You have not chosen a language: I answer you in each channel's language (here { $language }), or in your Discord language. Choose with `language en|ja|hi|bn` (Discord has no Bengali setting: `language bn` for বাংলা).
language-set = From now on I answer you in { $language }, wherever you play. Public posts stay in each channel's language.
language-cleared = Your own language is cleared: I answer you in each channel's language again (here { $language }).
language-unknown = `{ $input }` is not a language I speak: choose en (English), ja (日本語), hi (हिन्दी) or bn (বাংলা), or `default`
limit-start = Slow down: you can start another game or lobby in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}.
limit-picture = Slow down: you can ask for another board, hint or export in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}.
limit-refusals = Too many commands I could not do in a row: I will answer you again in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}.
limit-waiting = You already have { $max } challenges or lobbies waiting on this server, the most one person may have: cancel one (`cancel`) or wait until one is taken up or expires.
notice-settings-set-aside = The saved settings ({ $key }) could not be read ({ $why }); they were set aside for the operators and the defaults apply.
notice-table-set-aside = This table's saved state could not be read ({ $why }); it was set aside for the operators and the table starts afresh.
# The rating part of a stats line, or nothing (then the code passes an empty text).
stats-rating = ; rating { $rating } ± { $deviation }
stats-line = { $name }: shogi { $played } played, { $won } won, { $lost } lost, { $drawn } drawn{ $rating }; four-player { $four_played } played, { $four_won } first, { $sign }{ $points } { $points ->
    [one] point
   *[other] points
}.
stats-leaderboard-shogi = Shogi (rated):
stats-leaderboard-four = Four-player shogi:
stats-leaderboard-rating = { $rank }. { $name } { $rating } ({ $games ->
    [one] 1 game
   *[other] { $games } games
})
stats-leaderboard-points = { $rank }. { $name } { $sign }{ $points } { $points ->
    [one] point
   *[other] points
} ({ $games ->
    [one] 1 game
   *[other] { $games } games
})
stats-no-finished-games = No finished games on this server yet.
# $ordinal is the English plural category of the ordinal (one: 1st, two: 2nd, few: 3rd).
stats-rank-rating = { $rank }{ $ordinal ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
} of { $of } by shogi rating
stats-rank-points = { $rank }{ $ordinal ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
} of { $of } by four-player points
stats-rank-line = { $name }: { $ranks }.
stats-no-games-in-play = No games in play on this server.
stats-games-past-end = { $pages ->
    [one] There is only 1 page of games in play on this server (`games 1` is the last).
   *[other] There are only { $pages } pages of games in play on this server (`games { $pages }` is the last).
}
stats-games-page = { $count ->
    [one] 1 game
   *[other] { $count } games
} in play on this server, the latest first (page { $page } of { $pages }):
stats-games-line = { $channel }: { $game }
stats-games-older = Older ones: `games { $page }`.
stats-in-play-two = { $sente } vs { $gote }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
stats-in-play-four = four-player { $names }, { $actions ->
    [one] 1 action
   *[other] { $actions } actions
}

## Discord

discord-board-updated = { $title } (the board above is updated)
discord-lobby-updated = { $title } (the tournament's post above is updated)
discord-tournament-need-threads = I need the Create Public Threads permission in this channel to give each game its thread
discord-thread-failed = Discord did not let me create the thread just now
discord-tournament-not-in-thread = a tournament's games are played in threads of its channel: open it in a text channel, not in a thread
discord-button-accept = Accept
discord-button-decline = Decline
discord-button-cancel = Cancel
discord-button-join = Join
discord-button-leave = Leave
discord-button-add-computer = Add computer
discord-button-start = Start
discord-button-resign = Resign
discord-button-move = Move
discord-button-back = Back
discord-resign-confirm = Resign this game? This cannot be undone.
discord-done = Done.
discord-game-in-thread = The game is on in { $thread }.
discord-threads-only-in-servers = threads exist only in servers; play here without `thread`
discord-need-thread-permission = I cannot create a thread here: I need the Create Public Threads permission in this channel (or leave `thread` off to play in the channel)
discord-thread-left-behind = I could not remove the thread { $thread } I had opened for this: that needs the Manage Threads permission in this channel, so it stays empty until someone deletes it.
discord-use-slash-command = use the slash command
discord-need-embed-permissions = (I need the Embed Links and Attach Files permissions here to show the board.)
# Slash command and option descriptions (at most 100 characters each; command names stay English).
discord-command-shogi = Two-player shogi: challenge someone, or post an open challenge.
discord-command-challenge = Challenge someone (or me, with a level) to a game of shogi.
discord-command-open = Post a challenge anyone can accept.
discord-command-yonin = Four-player shogi (yonin shogi).
discord-command-yonin-new = Open a four-player lobby with Join / Leave / Add computer / Start buttons.
discord-command-move = Play a move, in any notation (7g7f, ７六歩, 76歩, P-7f, +7776FU …).
discord-command-board = Show the board.
discord-command-hint = Show where a piece can go: a square (7g) or a piece in hand (P).
discord-command-resign = Resign the game (asks you to confirm).
discord-command-takeback = Ask to take back your last move (your opponent agrees with /takeback).
discord-command-abort = Abort the game (before both have moved, or as a moderator).
discord-command-rematch = Play again with the same people (sides swapped).
discord-command-export = The game record as a file.
discord-command-settings = Show or change this channel's settings (changes: moderators only).
discord-command-stats = Someone's results on this server.
discord-command-leaderboard = This server's ratings.
discord-command-games = The games in play on this server, the latest first.
discord-command-help = How to play with me.
discord-option-opponent = Who to play (mention me to play the computer)
discord-option-handicap = Handicap you give (e.g. bishop, rook, 2-piece)
discord-option-side = Which side you take
discord-option-time = Time per move, e.g. 30m, 12h, 3d
discord-option-rated-challenge = Rated game (default yes; handicap games are never rated)
discord-option-rated = Rated game
discord-option-level = The computer's strength, 1 to 5 (when challenging me)
discord-option-thread = Play in a new thread
discord-option-teams = Play in two teams (South+North against West+East)
discord-option-move = Your move; start typing to see the legal ones
discord-option-square = A square (7g, ７七) or a piece in hand (P, 歩)
discord-option-format = Record format
discord-option-key = The setting to show or change
discord-option-value = Its new value (`default` removes this channel's override)
discord-option-server = Change the server's default instead of this channel's
discord-option-user = Whose (default: yours)
discord-option-page = Which page (1 is the latest games)
discord-option-topic = A topic or command (moves, challenge, yonin, clocks …)
discord-choice-sente = sente (move first)
discord-choice-gote = gote (move second)
discord-choice-random = random
discord-choice-kif = kif (Shift-JIS)
discord-choice-kifu = kifu (UTF-8 KIF)
discord-choice-yonin = yonin (four-player record)

discord-command-puzzle = A mate puzzle (詰将棋) for you: answer with /move.
discord-option-which = Which puzzle (default: the next one for you)
discord-command-review = The engine reviews the last finished game here: graph, mistakes, missed mates.
discord-command-tournament = Tournaments in this channel: round robin, Swiss, four-player.
discord-command-tournament-new = Open a tournament in this channel (one at a time); players join with its buttons.
discord-command-tournament-join = Enter this channel's tournament.
discord-command-tournament-leave = Leave the tournament (once it runs: withdraw, forfeiting your remaining games).
discord-command-tournament-start = Start the tournament (its organiser or a moderator).
discord-command-tournament-standings = The tournament's standings, with a picture.
discord-command-tournament-list = This channel's tournaments, past and present.
discord-command-tournament-show = One of this channel's tournaments, by its number.
discord-option-tournament-kind = How players are paired
discord-option-rounds = How many rounds (Swiss and four-player; a round robin plays everyone)
discord-option-round-time = How long each round lasts, e.g. 3d, 7d (unfinished games are then scored)
discord-option-rated-tournament = Whether results count for ratings (default yes)
discord-option-tournament-name = The tournament's name
discord-option-tournament-number = Its number in this channel (see /tournament list)
discord-choice-round-robin = round robin (everyone meets everyone)
discord-choice-swiss = Swiss (players of equal scores meet)
discord-choice-tournament-yonin = four-player (tables of four)
discord-choice-puzzle-next = next (a new one for you)
discord-choice-puzzle-daily = daily (the puzzle of the day)
discord-choice-puzzle-stop = stop (give up the one in progress)

## Local mode

local-engine-failed = the USI engine { $path } could not be started ({ $error }); level { $level } uses the built-in player until it can
local-clock-moved = the clock moved { $moved } forward: { $ahead } ahead of real time
local-bad-wait = `wait { $input }`: `wait` takes a duration like 30m, 12h or 3d
local-line-format = write each line as NAME: COMMAND, e.g. `alice: challenge @bob`
local-name-missing = a line needs a name before the colon
local-image = image: { $path }
local-file = file: { $path }
local-hand = { $side } hand: { $pieces }

## Study: puzzles and review

puzzle-standing = Puzzle rating { $rating }, streak { $streak }.
puzzle-goal-mate = { $n ->
    [one] mate in 1
   *[other] mate in { $n } moves, counting both sides'
} (every move of yours must check)
puzzle-goal-material = win material with one move
puzzle-header-mate = { $n ->
    [one] Mate in 1
   *[other] Mate in { $n } plies
}, { $side } to play
puzzle-header-material = Win material in one move, { $side } to play
puzzle-intro = Puzzle for { $name } (difficulty { $difficulty }/10): you play { $side }, { $goal }. Type your move. { $standing }
puzzle-intro-daily = Puzzle of the day for { $name } (difficulty { $difficulty }/10): you play { $side }, { $goal }. Type your move. { $standing }
puzzle-correct = { $name }: { $move } is right. The defender answers { $reply }. Your move.
puzzle-solved = { $name }: { $move } — solved! { $standing } `puzzle` for another.
puzzle-wrong = { $name }: { $move } is not it. The solution: { $solution }. { $standing } `puzzle` for another.
puzzle-gave-up = { $name } gave up the puzzle. The solution: { $solution }. { $standing }
puzzle-daily-post = Puzzle of the day (difficulty { $difficulty }/10): { $side } to play, { $goal }. `puzzle daily` to try it (the same for everyone today).
review-mistake-mark = { $number }. { $played } → { $better }
review-missed-mate-mark = { $number }. { $played } → { $mate } ({ $length ->
    [one] mate in 1
   *[other] mate in { $length } moves of both sides
})
review-judged-by = Judged by { $engine }, { $limit }.
review-judged-by-builtin = Judged by the built-in engine, { $limit }.
review-limit-nodes = { $n } nodes per position
review-limit-depth = depth { $n } per position
review-summary = Review of ☗ { $sente } vs ☖ { $gote } ({ $plies } moves): { $mistakes ->
        [one] one big mistake
       *[other] { $mistakes } big mistakes
    }, { $missed ->
        [one] one missed mate
       *[other] { $missed } missed mates
    }. Look further on lishogi (move { $at }): { $link }

## Tournaments: commands and refusals
command-what-tournament-sub = what to do: `new`, `join`, `leave`, `start`, `standings`, `list` or `show N`
command-valid-tournament = `new`, `join`, `leave`, `start`, `standings`, `list` or `show N`
command-what-tournament-kind = a kind of tournament: `round-robin`, `swiss` or `yonin`
command-valid-tournament-kind = `round-robin`, `swiss` or `yonin` (four-player shogi)
command-valid-tournament-new = `rounds=N`, `time=1d`, `round=7d`, `rated=yes|no`, `name=…`
command-what-tournament-number = the number of a tournament
command-tournament-number = `{ $value }`: tournaments are numbered from 1, e.g. `tournament show 1`
command-tournament-rounds = `{ $value }`: the number of rounds is from 1 to { $max }
command-tournament-rounds-round-robin = a round robin has as many rounds as it needs: one fewer than the players, or as many as the players when they are an odd number
command-tournament-name-empty = the name is empty
command-tournament-name-long = `{ $value }…` is too long: a name has at most { $max } characters
command-tournament-name-unclosed = `{ $value }`: the name's closing quote is missing, e.g. `name="Spring rated=no"`
command-tournament-round-limit = `{ $text }` is more than the 30 days a round may last
tournament-kind-round-robin = a round robin
tournament-kind-swiss = a Swiss tournament
tournament-kind-yonin = a four-player tournament
tournament-the-round-robin = the round robin
tournament-the-swiss = the Swiss tournament
tournament-the-yonin = the four-player tournament
tournament-already-joined = you are already in the tournament
tournament-not-joined = you are not playing in the tournament
tournament-started = the tournament has already started
tournament-not-started = the tournament has not started yet
tournament-finished = the tournament is over
tournament-too-few = { $kind } needs at least { $needed } players to start; { $have ->
        [one] { $have } has joined
       *[other] { $have } have joined
    }
tournament-not-organiser = only { $organiser }, who organises the tournament, or a moderator can start it
tournament-full = the tournament is full: { $max } players at most
tournament-unknown-game = the current round has no game { $round }.{ $board }
tournament-already-recorded = game { $round }.{ $board } already has its result
tournament-wrong-result = that result does not fit game { $round }.{ $board }
refusal-tournament-game = this is a tournament game: it cannot be aborted, and `rematch` does not replay it
tournament-game-start = Round { $round }, board { $board } of { $title }.
tournament-named = “{ $name }”
tournament-created = { $organiser } opened { $title }, tournament { $number } of this channel.
tournament-joined = { $name } joined { $title }: { $count ->
    [one] { $count } player
   *[other] { $count } players
  }.
tournament-left = { $name } left { $title }: { $count ->
    [one] { $count } player
   *[other] { $count } players
  }.
tournament-withdrew = { $name } withdrew from { $title }: their unfinished two-player game is lost by forfeit, and they are paired no more.
tournament-begins = Play begins in { $title }: { $count ->
    [one] { $count } player
   *[other] { $count } players
  }, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
  }.
tournament-round-begins = Round { $round } of { $title } begins; it lasts { $time }.
tournament-pairing = Board { $board }: { $players } at { $table }.
tournament-pairing-forfeit = Board { $board }: { $players }, not played: { $result }.
tournament-pairing-thread = Board { $board }: { $players }, in a thread of its own.
tournament-table-name = Round { $round }, board { $board }: { $players }
tournament-table-name-two = Round { $round }, board { $board }: { $sente } vs { $gote }
tournament-players-two = { $sente } vs { $gote }
tournament-table-not-opened = Board { $board } of round { $round } has no place of its own yet: { $reason }. The game starts as soon as one can be made.
tournament-cannot-open-tables = this place cannot open a table for each game
tournament-lobby-settings = How it is played: { $kind }, { $rounds }; time per move: { $time }; each round lasts { $round }; { $rated }.
tournament-lobby-rounds = { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}
tournament-lobby-rounds-all = everyone meets everyone once
tournament-lobby-rounds-swiss = as many rounds as the number of players calls for
tournament-lobby-time-default = as in this channel's games
tournament-rated = rated
tournament-unrated = unrated
tournament-lobby-players = { $count ->
    [0] No players yet.
   *[other] Players ({ $count }): { $names }
}
tournament-lobby-how = `tournament join` enters it and `tournament leave` leaves it (on Discord, the buttons below do the same); { $organiser } or a moderator starts it with `tournament start` once { $needed } or more have joined.
tournament-bye = { $name } has a bye this round.
tournament-forfeit-win = { $name } wins by forfeit
tournament-double-forfeit = neither scores
tournament-round-over = Round { $round } of { $title } is over.
tournament-over = That was the last round of { $title }. Final standings:
tournament-over-early = No further round of { $title } could be paired, so it ends here. Final standings:
tournament-standings-head = Standings of { $title } { $rounds ->
    [0] before any round is over
    [one] after { $rounds } round
   *[other] after { $rounds } rounds
  } (place, name, points, { $tiebreak }, games):
tournament-standings-row = { $place }. { $name }: { $points }, { $tiebreak }, { $games }
tournament-tiebreak-sonneborn-berger = Sonneborn–Berger
tournament-tiebreak-buchholz = Buchholz
tournament-tiebreak-placement = placement points
tournament-none = no tournament is open or running in this channel: `tournament new swiss` (or `round-robin`, `yonin`) starts one
tournament-list-head = Tournaments of this channel:
tournament-list-row = { $number }. { $title }: { $state }
tournament-state-open = taking entries, { $count ->
    [one] { $count } player
   *[other] { $count } players
  }
tournament-state-running = round { $round } of { $rounds }
tournament-state-over = over, won by { $winner }
tournament-list-empty = No tournament has been held in this channel yet.
tournament-unknown = this channel has no tournament { $number }
tournament-one-at-a-time = this channel already has { $title } under way: one tournament per channel at a time
tournament-not-here = tournaments are held in a server's channel, where each game gets a thread of its own (or in local mode), not in direct messages
tournament-result-win = { $winner } beat { $loser }
tournament-result-draw = { $players } drew
tournament-result-places = { $places }
tournament-recorded = Round { $round }, board { $board }: { $result }.
tournament-deadline = The time of round { $round } of { $title } is up: its unfinished games are scored as their clocks stand, and the player to move loses.
tournament-picture-title = { $title }, after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
  }
tournament-head-place = Place
tournament-head-name = Player
tournament-head-points = Points
tournament-head-games = Games

## Commands: export
command-valid-export = `kif` (Shift-JIS), `kifu` (UTF-8 KIF), `ki2`, `csa`, `usi`, or `yonin` for four-player games
