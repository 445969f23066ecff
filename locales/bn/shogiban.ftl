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
# "name (seat)"
name-at-seat = { $name } ({ $seat })

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
label-review-title = খেলার পর্যালোচনা
label-review-moves = { $n } চাল
label-review-mistake = ভুল
label-review-missed-mate = হাতছাড়া চেকমেট
label-review-none = বড় কোনো ভুল নেই

## Refusals (shown only to the person who asked)

refusal-no-game = there is no game at this table: start one with `challenge @someone` or `open`
refusal-game-in-play = a game is already in play here ({ $players }); finish it first, or play in another channel or thread
refusal-not-a-player = you are not playing at this table; the game is { $players }
refusal-not-your-turn = it is { $name }'s turn, not yours
refusal-game-over = the game is over ({ $result }); `rematch` to play again
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
refusal-server-wide = `{ $command }` is answered for the whole server, not by one table
refusal-lobby-open = a four-player lobby is already open here: `join` it
refusal-no-lobby = there is no four-player lobby here: open one with `yonin`
refusal-already-seated = you already sit at { $seat }
refusal-seat-taken = { $seat } is taken by { $by }
refusal-lobby-full = the lobby is full
refusal-not-seated = you are not in the lobby
refusal-lobby-not-full = the lobby needs four players to start; free seats: { $free }
refusal-four-abort-too-late = only a moderator can abort once every seat has moved
refusal-bad-switch = { $key }={ $value }: { $reason }
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
refusal-hint-usage = { $input }: a hint takes a square like 7g or a piece in hand like P (K for the king)
refusal-not-in-hand = the player to move has no { $role } in hand
refusal-level-needs-computer = `level=` is for a game against the computer: challenge the bot itself, e.g. `challenge @shogiban level=3`
refusal-unknown-export-format = { $format }: export formats are kif, kifu, ki2, csa and usi
refusal-corrupt = the stored game is corrupt: { $detail }
refusal-unknown-export-format-four = { $format }: four-player export formats are yonin and usi
refusal-no-puzzle = এখন কোনো ধাঁধা পাওয়া গেল না; একটু পরে আবার চেষ্টা করুন
refusal-no-puzzle-in-progress = এখানে আপনার কোনো ধাঁধা চলছে না: `puzzle` দিয়ে নতুন ধাঁধা নিন
refusal-no-review-game = এই টেবিলে পর্যালোচনার মতো কোনো শেষ হওয়া খেলা নেই
refusal-review-in-play = খেলা এখনও চলছে: শেষ হলে `review` করুন
refusal-review-four = পর্যালোচনা শুধু দুই খেলোয়াড়ের খেলার জন্য

## Table: status lines and results

status-two = ☗ { $sente } vs ☖ { $gote }, move { $move }. { $to_move } to move{ $check ->
    [yes] {" "}(in check)
   *[no] {""}
}.
status-four = { $players }. Action { $action }; { $name } ({ $seat }) to move{ $check ->
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
option-handicap = { $handicap } handicap
option-time = { $time } per move
option-position = from the position { $sfen }
option-unrated = unrated
four-end-two-eliminations = two eliminations
four-end-last-survivor = last survivor
four-end-repetition = repetition
four-end-team = a team lost a player

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
lobby-moves-first = { $name } ({ $seat }) moves first.
lobby-played = { $name } ({ $seat }) played { $move }.
lobby-checkmated = { $name } ({ $seat }) is checkmated; { $by } takes the pieces.
lobby-to-move = { $name } ({ $seat }) to move{ $check ->
    [yes] {" "}(in check)
   *[no] {""}
}.
lobby-left-game = { $name } left the game.
lobby-handed-over = The computer (level { $level }) plays { $name }'s seat ({ $seat }) from now on.

## Table: the computer

computer-never-rated = the computer cannot play rated games: games against the computer are never rated
computer-sits = The computer (level { $level }) sits at { $seat }.

## Table: clocks

clock-remind = { $name }: your move, { $left } left.
clock-remind-four = { $name } ({ $seat }): your move, { $left } left.
clock-timeout-four = { $name } ({ $seat }) ran out of time.
clock-left-to-move = { $left } left to move.

## Table: export

export-attached = The game record ({ $format }) is attached: { $name }

## Table: help

## Table: settings

## Table: commands typed wrong

## Notation and rules: why a move is not legal

## Service

error-internal = Something went wrong on my side; the table is unchanged. Please try again in a moment.
language-own = I answer you in { $language } (your own choice). `language default` follows each channel's language again; `language en|ja|hi|bn` changes it.
language-none = You have not chosen a language: I answer you in each channel's language (here { $language }), or in your Discord language. Choose with `language en|ja|hi|bn`.
language-set = From now on I answer you in { $language }, wherever you play. Public posts stay in each channel's language.
language-cleared = Your own language is cleared: I answer you in each channel's language again (here { $language }).
language-unknown = `{ $input }` is not a language I speak: choose en (English), ja (日本語), hi (हिन्दी) or bn (বাংলা), or `default`

## Discord

discord-board-updated = { $title } (the board above is updated)

## Local mode

local-engine-failed = the USI engine { $path } could not be started ({ $error }); level { $level } uses the built-in player until it can
local-clock-moved = the clock moved { $moved } forward: { $ahead } ahead of real time
local-bad-wait = `wait { $input }`: `wait` takes a duration like 30m, 12h or 3d
local-line-format = write each line as NAME: COMMAND, e.g. `alice: challenge @bob`
local-name-missing = a line needs a name before the colon
local-image = image: { $path }
local-file = file: { $path }

## Study: puzzles and review

# শোগির শব্দ (চেক, চেকমেট, চাল, রাজা) নিয়মের পাতার মতো; ধাঁধা = সুমে-শোগির সমস্যা।
puzzle-standing = ধাঁধা রেটিং { $rating }, টানা সঠিক { $streak }।
puzzle-goal-mate = { $n } চালে চেকমেট (আপনার প্রতিটি চাল চেক হতে হবে)
puzzle-goal-material = এক চালে ঘুঁটি জিতুন
puzzle-intro = { $name }-এর জন্য ধাঁধা (কঠিনতা { $difficulty }/10): আপনি { $side }, { $goal }। আপনার চাল লিখুন। { $standing }
puzzle-intro-daily = { $name }-এর জন্য আজকের ধাঁধা (কঠিনতা { $difficulty }/10): আপনি { $side }, { $goal }। আপনার চাল লিখুন। { $standing }
puzzle-correct = { $name }: { $move } সঠিক। রাজার পক্ষের উত্তর { $reply }। এবার আপনার চাল।
puzzle-solved = { $name }: { $move } — সমাধান হয়েছে! { $standing } আরেকটির জন্য `puzzle`।
puzzle-wrong = { $name }: { $move } সঠিক নয়। সমাধান: { $solution }। { $standing } আরেকটির জন্য `puzzle`।
puzzle-gave-up = { $name } ধাঁধাটি ছেড়ে দিলেন। সমাধান: { $solution }। { $standing }
puzzle-daily-post = আজকের ধাঁধা (কঠিনতা { $difficulty }/10): { $side }-এর চাল, { $goal }। চেষ্টা করতে `puzzle daily` (আজ সবার জন্য একই ধাঁধা)।
review-mistake-mark = { $number }. { $played } → { $better }
review-missed-mate-mark = { $number }. { $played } → { $mate } ({ $length } চালে চেকমেট)
review-summary = ☗ { $sente } বনাম ☖ { $gote } ({ $plies } চাল)-এর পর্যালোচনা: { $mistakes }টি বড় ভুল, { $missed }টি হাতছাড়া চেকমেট। lishogi-তে আরও দেখুন (চাল { $at }): { $link }
