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
notation-syntax = चाल पढ़ी नहीं जा सकी: अक्षर { $position } पर { $expected } चाहिए था, पर '{ $found }' मिला
notation-syntax-end = चाल पढ़ी नहीं जा सकी: अक्षर { $position } पर { $expected } चाहिए था, पर लिखा हुआ वहीं ख़त्म हो गया
notation-expected-close-paren = शुरुआती खाने के बाद ')'
notation-expected-csa-piece = CSA मोहरा कोड (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)
notation-expected-other-destination = शुरुआती खाने से अलग कोई मंज़िल
notation-expected-file = खड़ी पंक्ति (１-９) या 同
notation-expected-move = एक चाल
notation-expected-japanese-piece = मोहरा (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍)
notation-expected-piece-letter = मोहरे का अक्षर (P L N S G B R K)
notation-expected-csa-drop = रखा जा सकने वाला मोहरा (FU KY KE GI KI KA HI)
notation-expected-promotable = + के बाद बदल सकने वाला मोहरा (P L N S B R)
notation-expected-japanese-rank = आड़ी पंक्ति (一-九)
notation-expected-rank-letter = आड़ी पंक्ति का अक्षर a-i
notation-expected-csa-origin = शुरुआती खाना 11-99 (रखने के लिए 00)
notation-expected-one-vertical = 上 引 寄 में से ज़्यादा से ज़्यादा एक
notation-expected-one-horizontal = 右 左 直 में से ज़्यादा से ज़्यादा एक
notation-expected-no-drop-mark = 成, 不成 या 右 左 直 上 引 寄 के बाद 打 नहीं (रखने की चाल में ये नहीं होते)
notation-expected-end-drop-promotes = चाल का अंत (रखा गया मोहरा नहीं बदलता)
notation-expected-end-drop-origin = चाल का अंत (रखने की चाल का कोई शुरुआती खाना नहीं होता)
notation-expected-end-short = चाल का अंत (चाल छोटी होती है)
notation-expected-end = चाल का अंत
notation-expected-nari = 不 के बाद 成 (不成: न बदलना)
notation-expected-promoted-piece = 成 के बाद 香, 桂 या 銀 (बदला हुआ मोहरा)
notation-expected-drop-piece = * से पहले बिना शुरुआती खाने का बिना बदला मोहरा (जैसे B*5e)
notation-expected-file-digit = खड़ी पंक्ति 1-9
notation-expected-rank-or-digit = आड़ी पंक्ति a-i (या 1-9)
notation-expected-digit = अंक 1-9
notation-expected-origin-file = शुरुआती खाने की खड़ी पंक्ति 1-9
notation-expected-origin-rank = शुरुआती खाने की आड़ी पंक्ति 1-9
notation-ambiguous = { $count ->
    [one] साफ़ नहीं: क्या आपका मतलब { $last } है?
   *[other] साफ़ नहीं: { $moves } या { $last } हो सकती है
}
notation-wrong-side = चाल पर { $written } का निशान है, पर बारी { $to_move } की है
notation-no-previous-move = 同 (वही खाना) के लिए पिछली चाल चाहिए
notation-wrong-piece = { $square } पर { $found } है, { $written } नहीं
notation-no-such-piece = { $side } के पास { $role } नहीं है
notation-unreachable = { $side } का कोई { $role } { $to } तक नहीं जा सकता
notation-no-match = { $side } का ऐसा कोई { $role } जो "{ $words }" से मेल खाए, { $to } तक नहीं जा सकता
notation-not-droppable = { $role } रखा नहीं जा सकता
notation-wrong-seat = चाल पर { $written } का निशान है, पर बारी { $to_move } की है
notation-four-no-csa = CSA चालें सिर्फ़ दो खिलाड़ियों के लिए हैं: 5g5f, G-5h या ５八金 लिखें
notation-four-no-side-marks = ▲ और △ दो खिलाड़ियों की चालों के निशान हैं: चार खिलाड़ियों की चाल पर 南 西 北 東 या S: W: N: E: लगाएँ
notation-four-no-same = 同 सिर्फ़ दो खिलाड़ियों के खेल में है: खाना लिखें
notation-four-no-match = { $side } का ऐसा कोई { $role } जो "{ $words }" से मेल खाए, { $to } तक नहीं जा सकता
notation-outcome-win = { $side } जीता ({ $how })
notation-outcome-draw = बराबरी ({ $how })
notation-game-over = बाज़ी ख़त्म हो चुकी है ({ $result })
notation-no-impasse-rule = जिशोगी: यहाँ जिशोगी का नियम लागू नहीं है
notation-kings-not-in-camp = जिशोगी: गिनती से पहले दोनों राजा विरोधी के क्षेत्र में होने चाहिए
notation-no-piece = { $square } पर कोई मोहरा नहीं है
notation-not-your-piece = { $square } का मोहरा { $owner } का है
notation-cannot-reach = { $from } का { $role } { $to } तक नहीं जा सकता
notation-own-piece = { $square } पर आपका अपना मोहरा है
notation-cannot-promote = { $role } नहीं बदल सकता
notation-promotion-outside-zone = बदलने के लिए चाल बदलने के क्षेत्र में आए, उसके भीतर चले या उससे निकले
notation-must-promote = { $to } पर { $role } फिर कभी चल नहीं पाएगा: उसे बदलना ज़रूरी है
notation-not-in-hand = { $side } के हाथ में { $role } नहीं है
notation-drop-on-occupied = { $square } पर नहीं रख सकते: खाना भरा है
notation-dead-drop = { $to } पर रखा गया { $role } कभी चल नहीं पाएगा
notation-nifu = दो प्यादे (निफ़ु): { $side } का बिना बदला प्यादा खड़ी पंक्ति { $file } में पहले से है
notation-pawn-drop-mate = उचिफ़ुज़ुमे: प्यादा रखकर चेकमेट नहीं दे सकते
notation-king-in-check = इससे आपका राजा चेक में रह जाएगा
notation-drop-king = राजा रखा नहीं जा सकता
notation-four-game-over = बाज़ी ख़त्म हो चुकी है
notation-four-no-piece = { $square } पर कोई मोहरा नहीं
notation-four-overturned-king-moves = { $square } का राजा पलट चुका है और अब कभी नहीं चलता
notation-four-not-your-piece = { $square } का मोहरा { $seat } चलाता है
notation-four-own-piece = { $square } पर आपका चलाया मोहरा है
notation-four-captures-overturned-king = पलटा हुआ राजा कभी नहीं लिया जाता ({ $square })
notation-four-kings-never-captured = राजा कभी नहीं लिए जाते
notation-four-partner-capture = इस बाज़ी में साथी के मोहरे लेना मना है
notation-four-cannot-promote = { $role } कभी नहीं बदलता
notation-four-outside-zone = { $role } तभी बदलता है जब चाल उसके बदलने के क्षेत्र में शुरू या ख़त्म हो
notation-four-must-promote = अंतिम पंक्ति पर पहुँचे प्यादे को बदलना ज़रूरी है
notation-four-occupied = मोहरे खाली खानों पर रखे जाते हैं: { $square } भरा है
notation-four-pawn-on-last-line = प्यादा अंतिम पंक्ति पर नहीं रखा जा सकता
notation-four-two-pawns = दो प्यादे: { $seat } का बिना बदला प्यादा { $line ->
    [file] खड़ी पंक्ति { $n }
   *[rank] आड़ी पंक्ति { $n }
} में पहले से है
notation-four-pawn-faces-overturned-king = प्यादा पलटे हुए राजा के सामने आ जाएगा
notation-four-checks-partner = इससे आपके साथी को चेक लगेगा
notation-four-perpetual-check = लगातार चेक: कोई और चाल चलें
notation-bad-sfen = SFEN ग़लत है: { $reason }
notation-impossible-position = असंभव स्थिति: { $reason }
notation-sfen-empty = ख़ाली है: बोर्ड, बारी, हाथ और चाल संख्या चाहिए
notation-sfen-field-count = 3 या 4 हिस्से (बोर्ड, बारी, हाथ, चाल संख्या) चाहिए, पर { $count } मिले
notation-sfen-rank-count = बोर्ड में { $count } आड़ी पंक्तियाँ हैं; '/' से अलग 9 चाहिए
notation-sfen-rank-length = आड़ी पंक्ति { $rank } में { $count } खाने हैं; ठीक 9 चाहिए
notation-sfen-bad-board-char = आड़ी पंक्ति { $rank } में '{ $char }' न मोहरे का अक्षर है (PLNSGBRK, गोते के लिए छोटे अक्षर) न 1-9
notation-sfen-bad-promotion = आड़ी पंक्ति { $rank } में '+{ $char }': सिर्फ़ P, L, N, S, B और R बदल सकते हैं
notation-sfen-dangling-plus = आड़ी पंक्ति { $rank } के अंत का '+' किसी को नहीं बदलता
notation-sfen-bad-turn = बारी 'b' (सेंते) या 'w' (गोते) होनी चाहिए, '{ $text }' नहीं
notation-sfen-bad-hand-char = हाथ में '{ $char }' न मोहरे का अक्षर है न संख्या
notation-sfen-bad-hand-count = हाथ में ग़लत संख्या: { $text }
notation-sfen-king-in-hand = राजा हाथ में नहीं हो सकता
notation-sfen-duplicate-hand = { $side } के हाथ में { $role } दो बार लिखा है
notation-sfen-bad-move-number = चाल संख्या कम से कम 1 का पूर्ण अंक होनी चाहिए, '{ $text }' नहीं
notation-position-missing-king = { $side } का राजा नहीं है
notation-position-extra-king = { $side } के एक से ज़्यादा राजा हैं
notation-position-dead-piece = { $square } पर { $side } का { $role } फिर कभी चल नहीं पाएगा
notation-position-nifu = दो प्यादे: { $side } के दो बिना बदले प्यादे खड़ी पंक्ति { $file } में हैं
notation-position-too-many-pieces = बहुत ज़्यादा { $role }: बोर्ड और हाथ में { $count }, पर एक सेट में { $max } होते हैं
notation-position-opponent-in-check = { $side } चेक में है, पर बारी { $side } की नहीं है
notation-position-missing-defender-king = मेट की पहेली में बचाव करने वाले का राजा चाहिए: { $side } का नहीं है

## Service

error-internal = मेरी तरफ़ कुछ गड़बड़ हो गई; बोर्ड जैसा था वैसा ही है। थोड़ी देर बाद फिर कोशिश करें।
language-own = मैं आपको { $language } में जवाब देता हूँ (आपकी अपनी पसंद)। `language default` से फिर हर चैनल की भाषा चलेगी; `language en|ja|hi|bn` से बदलें।
language-none = आपने कोई भाषा नहीं चुनी: मैं हर चैनल की भाषा (यहाँ { $language }) या आपकी Discord भाषा में जवाब देता हूँ। `language en|ja|hi|bn` से चुनें।
language-set = अब से आप जहाँ भी खेलें, मैं आपको { $language } में जवाब दूँगा। सार्वजनिक पोस्ट हर चैनल की भाषा में ही रहेंगी।
language-cleared = आपकी अपनी भाषा हटा दी गई: मैं फिर हर चैनल की भाषा (यहाँ { $language }) में जवाब दूँगा।
language-unknown = `{ $input }` ऐसी भाषा नहीं जो मैं बोलता हूँ: en (English), ja (日本語), hi (हिन्दी) या bn (বাংলা) चुनें, या `default`
limit-start = थोड़ा रुकिए: आप { $seconds } सेकंड बाद नई बाज़ी या लॉबी शुरू कर सकते हैं।
limit-picture = थोड़ा रुकिए: आप { $seconds } सेकंड बाद फिर से बोर्ड, संकेत या रिकॉर्ड माँग सकते हैं।
limit-refusals = लगातार बहुत सारे ऐसे आदेश जो मैं नहीं कर सका: मैं { $seconds } सेकंड बाद फिर जवाब दूँगा।
limit-waiting = इस सर्वर पर आपकी { $max } चुनौतियाँ या लॉबी पहले से इंतज़ार में हैं, एक व्यक्ति के लिए यही सीमा है: एक रद्द करें (`cancel`) या किसी के स्वीकार होने या समय ख़त्म होने तक रुकें।
notice-settings-set-aside = सहेजी गई सेटिंग ({ $key }) पढ़ी नहीं जा सकी ({ $why }); उसे संचालकों के लिए अलग रख दिया गया है और डिफ़ॉल्ट सेटिंग लागू हैं।
notice-table-set-aside = इस टेबल की सहेजी हुई स्थिति पढ़ी नहीं जा सकी ({ $why }); उसे संचालकों के लिए अलग रख दिया गया है और टेबल नए सिरे से शुरू होती है।
# The rating part of a stats line, or nothing (then the code passes an empty text).
stats-rating = ; रेटिंग { $rating } ± { $deviation }
stats-line = { $name }: शोगी { $played } खेलीं, { $won } जीतीं, { $lost } हारीं, { $drawn } बराबर{ $rating }; चार खिलाड़ी { $four_played } खेलीं, { $four_won } बार पहले, { $sign }{ $points } अंक।
stats-leaderboard-shogi = शोगी (रेटेड):
stats-leaderboard-four = चार खिलाड़ियों का शोगी:
stats-leaderboard-rating = { $rank }. { $name } { $rating } ({ $games } बाज़ियाँ)
stats-leaderboard-points = { $rank }. { $name } { $sign }{ $points } अंक ({ $games } बाज़ियाँ)
stats-no-finished-games = इस सर्वर पर अभी तक कोई बाज़ी पूरी नहीं हुई।
# $ordinal is the English plural category of the ordinal (one: 1st, two: 2nd, few: 3rd).
stats-rank-rating = शोगी रेटिंग में { $of } में से { $rank }वाँ स्थान
stats-rank-points = चार खिलाड़ियों के अंकों में { $of } में से { $rank }वाँ स्थान
stats-rank-line = { $name }: { $ranks }।
stats-no-games-in-play = इस सर्वर पर अभी कोई बाज़ी नहीं चल रही।
stats-games-past-end = इस सर्वर पर चल रही बाज़ियों के सिर्फ़ { $pages } पेज हैं (`games { $pages }` आख़िरी है)।
stats-games-page = इस सर्वर पर { $count } बाज़ियाँ चल रही हैं, नई पहले (पेज { $page } / { $pages }):
stats-games-line = { $channel }: { $game }
stats-games-older = पुरानी: `games { $page }`।
stats-in-play-two = { $sente } बनाम { $gote }, { $moves } चालें
stats-in-play-four = चार खिलाड़ी { $names }, { $actions } चालें

## Discord

discord-board-updated = { $title } (ऊपर का बोर्ड अपडेट हो गया है)
discord-button-accept = स्वीकार करें
discord-button-decline = मना करें
discord-button-cancel = रद्द करें
discord-button-join = जुड़ें
discord-button-leave = छोड़ें
discord-button-add-computer = कंप्यूटर जोड़ें
discord-button-start = शुरू करें
discord-button-resign = हार मानें
discord-resign-confirm = क्या आप यह बाज़ी हार मानते हैं? इसे वापस नहीं लिया जा सकता।
discord-done = हो गया।
discord-game-in-thread = बाज़ी { $thread } में चल रही है।
discord-threads-only-in-servers = थ्रेड सिर्फ़ सर्वरों में होते हैं; यहाँ `thread` के बिना खेलें
discord-need-thread-permission = मैं यहाँ थ्रेड नहीं बना सकता: मुझे इस चैनल में Create Public Threads अनुमति चाहिए (या चैनल में खेलने के लिए `thread` छोड़ दें)
discord-use-slash-command = स्लैश कमांड इस्तेमाल करें
discord-need-embed-permissions = (बोर्ड दिखाने के लिए मुझे यहाँ Embed Links और Attach Files अनुमतियाँ चाहिए।)
# Slash command and option descriptions (at most 100 characters each; command names stay English).
discord-command-shogi = दो खिलाड़ियों का शोगी: किसी को चुनौती दें, या खुली चुनौती दें।
discord-command-challenge = किसी को (या लेवल के साथ मुझे) शोगी की चुनौती दें।
discord-command-open = ऐसी चुनौती दें जिसे कोई भी स्वीकार कर सके।
discord-command-yonin = चार खिलाड़ियों का शोगी (योनिन शोगी)।
discord-command-yonin-new = जुड़ें / छोड़ें / कंप्यूटर जोड़ें / शुरू करें बटनों के साथ चार खिलाड़ियों की लॉबी खोलें।
discord-command-move = किसी भी लिखावट में चाल चलें (7g7f, ７六歩, 76歩, P-7f, +7776FU …)।
discord-command-board = बोर्ड दिखाएँ।
discord-command-hint = मोहरा कहाँ जा सकता है: एक खाना (7g) या हाथ का मोहरा (P)।
discord-command-resign = बाज़ी में हार मानें (पुष्टि पूछी जाएगी)।
discord-command-takeback = अपनी आख़िरी चाल वापस लेने को कहें (विरोधी /takeback से मानता है)।
discord-command-abort = बाज़ी रद्द करें (दोनों के चलने से पहले, या मॉडरेटर के रूप में)।
discord-command-rematch = उन्हीं लोगों के साथ फिर खेलें (पक्ष बदलकर)।
discord-command-export = बाज़ी का रिकॉर्ड फ़ाइल के रूप में।
discord-command-settings = इस चैनल की सेटिंग देखें या बदलें (बदलाव: सिर्फ़ मॉडरेटर)।
discord-command-stats = इस सर्वर पर किसी के नतीजे।
discord-command-leaderboard = इस सर्वर की रेटिंग।
discord-command-games = इस सर्वर पर चल रही बाज़ियाँ, नई पहले।
discord-command-help = मेरे साथ कैसे खेलें।
discord-option-opponent = किससे खेलें (कंप्यूटर से खेलने के लिए मुझे मेंशन करें)
discord-option-handicap = आपकी दी गई छूट (जैसे bishop, rook, 2-piece)
discord-option-side = आप कौन सा पक्ष लेंगे
discord-option-time = हर चाल का समय, जैसे 30m, 12h, 3d
discord-option-rated-challenge = रेटेड बाज़ी (डिफ़ॉल्ट हाँ; छूट वाली बाज़ियाँ कभी रेटेड नहीं)
discord-option-rated = रेटेड बाज़ी
discord-option-level = कंप्यूटर की ताक़त, 1 से 5 (मुझे चुनौती देते समय)
discord-option-thread = नए थ्रेड में खेलें
discord-option-teams = दो टीमों में खेलें (दक्षिण+उत्तर बनाम पश्चिम+पूर्व)
discord-option-move = आपकी चाल; लिखना शुरू करें तो वैध चालें दिखेंगी
discord-option-square = एक खाना (7g, ７七) या हाथ का मोहरा (P, 歩)
discord-option-format = रिकॉर्ड का प्रारूप
discord-option-key = कौन सी सेटिंग देखनी या बदलनी है
discord-option-value = नया मान (`default` इस चैनल का बदलाव हटाता है)
discord-option-server = इस चैनल की जगह सर्वर का डिफ़ॉल्ट बदलें
discord-option-user = किसके (डिफ़ॉल्ट: आपके)
discord-option-page = कौन सा पेज (1 सबसे नई बाज़ियाँ)
discord-option-topic = विषय या कमांड (moves, challenge, yonin, clocks …)
discord-choice-sente = सेंते (पहले चलें)
discord-choice-gote = गोते (बाद में चलें)
discord-choice-random = कोई भी
discord-choice-kif = kif (Shift-JIS)
discord-choice-kifu = kifu (UTF-8 KIF)
discord-choice-yonin = yonin (चार खिलाड़ियों का रिकॉर्ड)

## Local mode

local-engine-failed = the USI engine { $path } could not be started ({ $error }); level { $level } uses the built-in player until it can
local-clock-moved = the clock moved { $moved } forward: { $ahead } ahead of real time
local-bad-wait = `wait { $input }`: `wait` takes a duration like 30m, 12h or 3d
local-line-format = write each line as NAME: COMMAND, e.g. `alice: challenge @bob`
local-name-missing = a line needs a name before the colon
local-image = image: { $path }
local-file = file: { $path }

## Study: puzzles and review
