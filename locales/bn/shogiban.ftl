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
notation-syntax = চালটি পড়া গেল না: { $position } নম্বর অক্ষরে { $expected } দরকার ছিল, কিন্তু '{ $found }' পাওয়া গেল
notation-syntax-end = চালটি পড়া গেল না: { $position } নম্বর অক্ষরে { $expected } দরকার ছিল, কিন্তু লেখা সেখানেই শেষ
notation-expected-close-paren = শুরুর ঘরের পরে ')'
notation-expected-csa-piece = CSA ঘুঁটির কোড (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)
notation-expected-other-destination = শুরুর ঘর ছাড়া অন্য কোনো গন্তব্য
notation-expected-file = খাড়া সারি (１-９) বা 同
notation-expected-move = একটি চাল
notation-expected-japanese-piece = ঘুঁটি (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)
notation-expected-piece-letter = ঘুঁটির অক্ষর (P L N S G B R K)
notation-expected-csa-drop = ড্রপ করা যায় এমন ঘুঁটি (FU KY KE GI KI KA HI)
notation-expected-promotable = + এর পরে প্রমোশন হতে পারে এমন ঘুঁটি (P L N S B R)
notation-expected-japanese-rank = আড়াআড়ি সারি (一-九)
notation-expected-rank-letter = আড়াআড়ি সারির অক্ষর a-i
notation-expected-csa-origin = শুরুর ঘর 11-99 (ড্রপের জন্য 00)
notation-expected-one-vertical = 上 引 寄 এর মধ্যে বড়জোর একটি
notation-expected-one-horizontal = 右 左 直 এর মধ্যে বড়জোর একটি
notation-expected-no-drop-mark = 成, 不成 বা 右 左 直 上 引 寄 এর পরে 打 নয় (ড্রপে এগুলো থাকে না)
notation-expected-end-drop-promotes = চালের শেষ (ড্রপ করা ঘুঁটির প্রমোশন হয় না)
notation-expected-end-drop-origin = চালের শেষ (ড্রপের কোনো শুরুর ঘর নেই)
notation-expected-end-short = চালের শেষ (চালটি ছোট)
notation-expected-end = চালের শেষ
notation-expected-nari = 不 এর পরে 成 (不成: প্রমোশন নয়)
notation-expected-promoted-piece = 成 এর পরে 香, 桂 বা 銀 (উন্নীত ঘুঁটি)
notation-expected-drop-piece = * এর আগে শুরুর ঘর ছাড়া অনুন্নীত ঘুঁটি (যেমন B*5e)
notation-expected-file-digit = খাড়া সারি 1-9
notation-expected-rank-or-digit = আড়াআড়ি সারি a-i (বা 1-9)
notation-expected-digit = অঙ্ক 1-9
notation-expected-origin-file = শুরুর ঘরের খাড়া সারি 1-9
notation-expected-origin-rank = শুরুর ঘরের আড়াআড়ি সারি 1-9
notation-ambiguous = { $count ->
    [one] অস্পষ্ট: আপনি কি { $last } বোঝাতে চেয়েছেন?
   *[other] অস্পষ্ট: { $moves } বা { $last } হতে পারে
}
notation-wrong-side = চালে { $written } চিহ্ন আছে, কিন্তু এখন { $to_move }-এর পালা
notation-no-previous-move = 同 (একই ঘর) এর জন্য আগের চাল দরকার
notation-wrong-piece = { $square } ঘরে { $found } আছে, { $written } নয়
notation-no-such-piece = { $side }-এর কোনো { $role } নেই
notation-unreachable = { $side }-এর কোনো { $role } { $to } ঘরে যেতে পারে না
notation-no-match = { $side }-এর এমন কোনো { $role } যা "{ $words }" এর সঙ্গে মেলে, { $to } ঘরে যেতে পারে না
notation-not-droppable = { $role } ড্রপ করা যায় না
notation-wrong-seat = চালে { $written } চিহ্ন আছে, কিন্তু এখন { $to_move }-এর পালা
notation-four-no-csa = CSA চাল শুধু দুই খেলোয়াড়ের খেলায়: 5g5f, G-5h বা ５八金 লিখুন
notation-four-no-side-marks = ▲ ও △ দুই খেলোয়াড়ের চালের চিহ্ন: চার খেলোয়াড়ের চালে 南 西 北 東 বা S: W: N: E: দিন
notation-four-no-same = 同 শুধু দুই খেলোয়াড়ের খেলায়: ঘরটি লিখুন
notation-four-no-match = { $side }-এর এমন কোনো { $role } যা "{ $words }" এর সঙ্গে মেলে, { $to } ঘরে যেতে পারে না
notation-outcome-win = { $side } জিতেছে ({ $how })
notation-outcome-draw = ড্র ({ $how })
notation-game-over = খেলা শেষ হয়ে গেছে ({ $result })
notation-no-impasse-rule = জিশোগি: এখানে জিশোগির নিয়ম চালু নেই
notation-kings-not-in-camp = জিশোগি: গোনার আগে দুই রাজাকেই প্রতিপক্ষের এলাকায় থাকতে হবে
notation-no-piece = { $square } ঘরে কোনো ঘুঁটি নেই
notation-not-your-piece = { $square } ঘরের ঘুঁটি { $owner }-এর
notation-cannot-reach = { $from } ঘরের { $role } { $to } ঘরে যেতে পারে না
notation-own-piece = { $square } ঘরে আপনার নিজের ঘুঁটি আছে
notation-cannot-promote = { $role }-এর প্রমোশন হয় না
notation-promotion-outside-zone = প্রমোশনের জন্য চালটিকে প্রমোশনের এলাকায় ঢুকতে, ভিতরে চলতে বা বেরোতে হবে
notation-must-promote = { $to } ঘরে { $role } আর কখনো চলতে পারবে না: প্রমোশন আবশ্যক
notation-not-in-hand = { $side }-এর হাতে { $role } নেই
notation-drop-on-occupied = { $square } ঘরে ড্রপ করা যায় না: ঘরটি ভরা
notation-dead-drop = { $to } ঘরে ড্রপ করা { $role } কখনো চলতে পারবে না
notation-nifu = নিফু: { $side }-এর অনুন্নীত পন আগে থেকেই { $file } নম্বর খাড়া সারিতে আছে
notation-pawn-drop-mate = উচিফুজুমে: পন ড্রপ করে চেকমেট করা যায় না
notation-king-in-check = এতে আপনার রাজা চেকে থেকে যাবে
notation-drop-king = রাজা ড্রপ করা যায় না
notation-four-game-over = খেলা শেষ হয়ে গেছে
notation-four-no-piece = { $square } ঘরে কোনো ঘুঁটি নেই
notation-four-overturned-king-moves = { $square } ঘরের রাজা উল্টে গেছে, আর কখনো চলে না
notation-four-not-your-piece = { $square } ঘরের ঘুঁটি চালায় { $seat }
notation-four-own-piece = { $square } ঘরে আপনার চালানো ঘুঁটি আছে
notation-four-captures-overturned-king = উল্টানো রাজা কখনো ধরা যায় না ({ $square })
notation-four-kings-never-captured = রাজা কখনো ধরা যায় না
notation-four-partner-capture = এই খেলায় সঙ্গীর ঘুঁটি ধরা নিষেধ
notation-four-cannot-promote = { $role }-এর কখনো প্রমোশন হয় না
notation-four-outside-zone = { $role }-এর প্রমোশন হয় কেবল যখন চাল তার প্রমোশনের এলাকায় শুরু বা শেষ হয়
notation-four-must-promote = শেষ সারিতে পৌঁছানো পনের প্রমোশন আবশ্যক
notation-four-occupied = ড্রপ হয় খালি ঘরে: { $square } ঘরটি ভরা
notation-four-pawn-on-last-line = শেষ সারিতে পন ড্রপ করা যায় না
notation-four-two-pawns = দুই পন: { $seat }-এর অনুন্নীত পন আগে থেকেই { $line ->
    [file] { $n } নম্বর খাড়া সারিতে
   *[rank] { $n } নম্বর আড়াআড়ি সারিতে
} আছে
notation-four-pawn-faces-overturned-king = পনটি উল্টানো রাজার মুখোমুখি হবে
notation-four-checks-partner = এতে আপনার সঙ্গী চেকে পড়বে
notation-four-perpetual-check = অবিরাম চেক: অন্য চাল দিন
notation-bad-sfen = SFEN ঠিক নয়: { $reason }
notation-impossible-position = অসম্ভব অবস্থান: { $reason }
notation-sfen-empty = ফাঁকা: বোর্ড, পালা, হাত ও চাল নম্বর দরকার
notation-sfen-field-count = 3 বা 4টি অংশ (বোর্ড, পালা, হাত, চাল নম্বর) দরকার, কিন্তু { $count }টি পাওয়া গেল
notation-sfen-rank-count = বোর্ডে { $count }টি আড়াআড়ি সারি; '/' দিয়ে আলাদা 9টি দরকার
notation-sfen-rank-length = { $rank } নম্বর সারিতে { $count }টি ঘর; ঠিক 9টি দরকার
notation-sfen-bad-board-char = { $rank } নম্বর সারিতে '{ $char }' ঘুঁটির অক্ষর (PLNSGBRK, গোতের জন্য ছোট হাতের) বা 1-9 নয়
notation-sfen-bad-promotion = { $rank } নম্বর সারিতে '+{ $char }': কেবল P, L, N, S, B ও R-এর প্রমোশন হয়
notation-sfen-dangling-plus = { $rank } নম্বর সারির শেষের '+' কিছুই উন্নীত করে না
notation-sfen-bad-turn = পালা 'b' (সেন্তে) বা 'w' (গোতে) হতে হবে, '{ $text }' নয়
notation-sfen-bad-hand-char = হাতে '{ $char }' ঘুঁটির অক্ষর বা সংখ্যা নয়
notation-sfen-bad-hand-count = হাতে ভুল সংখ্যা: { $text }
notation-sfen-king-in-hand = রাজা হাতে থাকতে পারে না
notation-sfen-duplicate-hand = { $side }-এর হাতে { $role } দুবার লেখা আছে
notation-sfen-bad-move-number = চাল নম্বর অন্তত 1-এর পূর্ণসংখ্যা হতে হবে, '{ $text }' নয়
notation-position-missing-king = { $side }-এর রাজা নেই
notation-position-extra-king = { $side }-এর একাধিক রাজা আছে
notation-position-dead-piece = { $square } ঘরে { $side }-এর { $role } আর কখনো চলতে পারবে না
notation-position-nifu = নিফু: { $side }-এর দুটি অনুন্নীত পন { $file } নম্বর খাড়া সারিতে
notation-position-too-many-pieces = অনেক বেশি { $role }: বোর্ডে ও হাতে { $count }টি, কিন্তু এক সেটে { $max }টি থাকে
notation-position-opponent-in-check = { $side } চেকে আছে, কিন্তু এখন { $side }-এর পালা নয়
notation-position-missing-defender-king = মেট ধাঁধায় রক্ষাকারীর রাজা দরকার: { $side }-এর নেই

## Service

error-internal = আমার দিকে কিছু একটা গোলমাল হয়েছে; বোর্ড যেমন ছিল তেমনই আছে। একটু পরে আবার চেষ্টা করুন।
language-own = আমি আপনাকে { $language } ভাষায় উত্তর দিই (আপনার নিজের পছন্দ)। `language default` দিলে আবার প্রতিটি চ্যানেলের ভাষা চলবে; `language en|ja|hi|bn` দিয়ে বদলান।
language-none = আপনি কোনো ভাষা বেছে নেননি: আমি প্রতিটি চ্যানেলের ভাষায় (এখানে { $language }) বা আপনার Discord ভাষায় উত্তর দিই। `language en|ja|hi|bn` দিয়ে বেছে নিন।
language-set = এখন থেকে আপনি যেখানেই খেলুন, আমি আপনাকে { $language } ভাষায় উত্তর দেব। সর্বজনীন পোস্ট প্রতিটি চ্যানেলের ভাষাতেই থাকবে।
language-cleared = আপনার নিজের ভাষা মুছে ফেলা হয়েছে: আমি আবার প্রতিটি চ্যানেলের ভাষায় (এখানে { $language }) উত্তর দেব।
language-unknown = `{ $input }` আমার জানা কোনো ভাষা নয়: en (English), ja (日本語), hi (हिन्दी) বা bn (বাংলা) বেছে নিন, অথবা `default`
limit-start = একটু থামুন: আপনি { $seconds } সেকেন্ড পরে আরেকটি খেলা বা লবি শুরু করতে পারবেন।
limit-picture = একটু থামুন: আপনি { $seconds } সেকেন্ড পরে আবার বোর্ড, ইঙ্গিত বা রেকর্ড চাইতে পারবেন।
limit-refusals = পরপর অনেকগুলো কমান্ড আমি করতে পারিনি: { $seconds } সেকেন্ড পরে আবার উত্তর দেব।
limit-waiting = এই সার্ভারে আপনার { $max }টি চ্যালেঞ্জ বা লবি আগে থেকেই অপেক্ষায় আছে, একজনের জন্য এটাই সর্বোচ্চ: একটি বাতিল করুন (`cancel`) বা কোনোটি গৃহীত হওয়া বা মেয়াদ শেষ হওয়া পর্যন্ত অপেক্ষা করুন।
notice-settings-set-aside = সংরক্ষিত সেটিংস ({ $key }) পড়া যায়নি ({ $why }); সেগুলো পরিচালকদের জন্য আলাদা করে রাখা হয়েছে এবং ডিফল্ট সেটিংস চালু আছে।
notice-table-set-aside = এই টেবিলের সংরক্ষিত অবস্থা পড়া যায়নি ({ $why }); সেটি পরিচালকদের জন্য আলাদা করে রাখা হয়েছে এবং টেবিলটি নতুন করে শুরু হচ্ছে।
# The rating part of a stats line, or nothing (then the code passes an empty text).
stats-rating = ; রেটিং { $rating } ± { $deviation }
stats-line = { $name }: শোগি { $played }টি খেলা, { $won }টি জয়, { $lost }টি হার, { $drawn }টি ড্র{ $rating }; চার খেলোয়াড় { $four_played }টি খেলা, { $four_won } বার প্রথম, { $sign }{ $points } পয়েন্ট।
stats-leaderboard-shogi = শোগি (রেটেড):
stats-leaderboard-four = চার খেলোয়াড়ের শোগি:
stats-leaderboard-rating = { $rank }. { $name } { $rating } ({ $games }টি খেলা)
stats-leaderboard-points = { $rank }. { $name } { $sign }{ $points } পয়েন্ট ({ $games }টি খেলা)
stats-no-finished-games = এই সার্ভারে এখনো কোনো খেলা শেষ হয়নি।
# $ordinal is the English plural category of the ordinal (one: 1st, two: 2nd, few: 3rd).
stats-rank-rating = শোগি রেটিংয়ে { $of } জনের মধ্যে { $rank } নম্বর
stats-rank-points = চার খেলোয়াড়ের পয়েন্টে { $of } জনের মধ্যে { $rank } নম্বর
stats-rank-line = { $name }: { $ranks }।
stats-no-games-in-play = এই সার্ভারে এখন কোনো খেলা চলছে না।
stats-games-past-end = এই সার্ভারে চলমান খেলার মাত্র { $pages }টি পাতা আছে (`games { $pages }` শেষ পাতা)।
stats-games-page = এই সার্ভারে { $count }টি খেলা চলছে, নতুনগুলো আগে (পাতা { $page } / { $pages }):
stats-games-line = { $channel }: { $game }
stats-games-older = পুরোনোগুলো: `games { $page }`।
stats-in-play-two = { $sente } বনাম { $gote }, { $moves }টি চাল
stats-in-play-four = চার খেলোয়াড় { $names }, { $actions }টি চাল

## Discord

discord-board-updated = { $title } (উপরের বোর্ড হালনাগাদ করা হয়েছে)
discord-button-accept = গ্রহণ
discord-button-decline = প্রত্যাখ্যান
discord-button-cancel = বাতিল
discord-button-join = যোগ দিন
discord-button-leave = ছেড়ে দিন
discord-button-add-computer = কম্পিউটার যোগ করুন
discord-button-start = শুরু
discord-button-resign = হার মানুন
discord-resign-confirm = এই খেলায় হার মানবেন? এটি আর ফেরানো যাবে না।
discord-done = হয়ে গেছে।
discord-game-in-thread = খেলা চলছে { $thread } থ্রেডে।
discord-threads-only-in-servers = থ্রেড শুধু সার্ভারে থাকে; এখানে `thread` ছাড়া খেলুন
discord-need-thread-permission = আমি এখানে থ্রেড খুলতে পারছি না: এই চ্যানেলে আমার Create Public Threads অনুমতি দরকার (অথবা চ্যানেলেই খেলতে `thread` বাদ দিন)
discord-use-slash-command = স্ল্যাশ কমান্ড ব্যবহার করুন
discord-need-embed-permissions = (বোর্ড দেখাতে আমার এখানে Embed Links ও Attach Files অনুমতি দরকার।)
# Slash command and option descriptions (at most 100 characters each; command names stay English).
# note: Discord has no Bengali locale; these are kept so every catalogue has the same ids.
discord-command-shogi = দুই খেলোয়াড়ের শোগি: কাউকে চ্যালেঞ্জ করুন, বা খোলা চ্যালেঞ্জ দিন।
discord-command-challenge = কাউকে (বা লেভেল দিয়ে আমাকে) শোগির চ্যালেঞ্জ দিন।
discord-command-open = এমন চ্যালেঞ্জ দিন যা যে কেউ গ্রহণ করতে পারে।
discord-command-yonin = চার খেলোয়াড়ের শোগি (ইয়োনিন শোগি)।
discord-command-yonin-new = যোগ দিন / ছেড়ে দিন / কম্পিউটার / শুরু বোতামসহ চার খেলোয়াড়ের লবি খুলুন।
discord-command-move = যে কোনো লিখনরীতিতে চাল দিন (7g7f, ７六歩, 76歩, P-7f, +7776FU …)।
discord-command-board = বোর্ড দেখান।
discord-command-hint = ঘুঁটি কোথায় যেতে পারে: একটি ঘর (7g) বা হাতের ঘুঁটি (P)।
discord-command-resign = খেলায় হার মানুন (নিশ্চিত করতে বলা হবে)।
discord-command-takeback = শেষ চাল ফেরত নিতে বলুন (প্রতিপক্ষ /takeback দিয়ে রাজি হয়)।
discord-command-abort = খেলা বাতিল করুন (দুজনের চালের আগে, বা মডারেটর হিসেবে)।
discord-command-rematch = একই লোকদের সঙ্গে আবার খেলুন (পক্ষ বদলে)।
discord-command-export = খেলার রেকর্ড ফাইল হিসেবে।
discord-command-settings = এই চ্যানেলের সেটিংস দেখুন বা বদলান (বদল: কেবল মডারেটর)।
discord-command-stats = এই সার্ভারে কারো ফলাফল।
discord-command-leaderboard = এই সার্ভারের রেটিং।
discord-command-games = এই সার্ভারে চলমান খেলা, নতুনগুলো আগে।
discord-command-help = আমার সঙ্গে কীভাবে খেলবেন।
discord-option-opponent = কার সঙ্গে খেলবেন (কম্পিউটারের সঙ্গে খেলতে আমাকে মেনশন করুন)
discord-option-handicap = আপনি যে সুবিধা দিচ্ছেন (যেমন bishop, rook, 2-piece)
discord-option-side = আপনি কোন পক্ষ নেবেন
discord-option-time = প্রতি চালের সময়, যেমন 30m, 12h, 3d
discord-option-rated-challenge = রেটেড খেলা (ডিফল্ট হ্যাঁ; সুবিধার খেলা কখনো রেটেড নয়)
discord-option-rated = রেটেড খেলা
discord-option-level = কম্পিউটারের শক্তি, 1 থেকে 5 (আমাকে চ্যালেঞ্জ করলে)
discord-option-thread = নতুন থ্রেডে খেলুন
discord-option-teams = দুই দলে খেলুন (দক্ষিণ+উত্তর বনাম পশ্চিম+পূর্ব)
discord-option-move = আপনার চাল; লিখতে শুরু করলে বৈধ চালগুলো দেখাবে
discord-option-square = একটি ঘর (7g, ７七) বা হাতের ঘুঁটি (P, 歩)
discord-option-format = রেকর্ডের ধরন
discord-option-key = কোন সেটিং দেখবেন বা বদলাবেন
discord-option-value = নতুন মান (`default` এই চ্যানেলের বদল মুছে দেয়)
discord-option-server = এই চ্যানেলের বদলে সার্ভারের ডিফল্ট বদলান
discord-option-user = কার (ডিফল্ট: আপনার)
discord-option-page = কোন পাতা (1 সবচেয়ে নতুন খেলা)
discord-option-topic = বিষয় বা কমান্ড (moves, challenge, yonin, clocks …)
discord-choice-sente = সেন্তে (আগে চাল)
discord-choice-gote = গোতে (পরে চাল)
discord-choice-random = যে কোনো
discord-choice-kif = kif (Shift-JIS)
discord-choice-kifu = kifu (UTF-8 KIF)
discord-choice-yonin = yonin (চার খেলোয়াড়ের রেকর্ড)

## Local mode

local-engine-failed = the USI engine { $path } could not be started ({ $error }); level { $level } uses the built-in player until it can
local-clock-moved = the clock moved { $moved } forward: { $ahead } ahead of real time
local-bad-wait = `wait { $input }`: `wait` takes a duration like 30m, 12h or 3d
local-line-format = write each line as NAME: COMMAND, e.g. `alice: challenge @bob`
local-name-missing = a line needs a name before the colon
local-image = image: { $path }
local-file = file: { $path }

## Study: puzzles and review
