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
players-two = { $sente } বনাম { $gote }
seat-south = দক্ষিণ
seat-west = পশ্চিম
seat-north = উত্তর
seat-east = পূর্ব
color-sente = সেন্তে
color-gote = গোতে
role-pawn = পন
role-lance = ল্যান্স
role-knight = নাইট
role-silver = সিলভার
role-gold = গোল্ড
role-bishop = বিশপ
role-rook = রুক
role-king = রাজা
role-promoted-pawn = তোকিন
role-promoted-lance = প্রমোটেড ল্যান্স
role-promoted-knight = প্রমোটেড নাইট
role-promoted-silver = প্রমোটেড সিলভার
# note: 馬 (promoted bishop) and 龍 (promoted rook): "horse" and "dragon" as Bengali players write them
role-horse = ঘোড়া
role-dragon = ড্রাগন
# "name (seat)"
name-at-seat = { $name } ({ $seat })

## Images (drawn on the board pictures; keep them short)

label-check = চেক
label-start = শুরু
label-move-number = চাল { $n }
label-to-move = চালের পালা
label-upper = উওয়াতে
label-lower = শিতাতে
label-seat-south = দ
label-seat-west = প
label-seat-north = উ
label-seat-east = পূ
label-place = #{ $n }
label-game-over = খেলা শেষ

## Refusals (shown only to the person who asked)

refusal-no-game = এই টেবিলে কোনো খেলা নেই: `challenge @someone` বা `open` দিয়ে শুরু করুন
refusal-game-in-play = এখানে একটি খেলা আগে থেকেই চলছে ({ $players }); আগে সেটি শেষ হোক, বা অন্য চ্যানেল বা থ্রেডে খেলুন
refusal-not-a-player = আপনি এই টেবিলে খেলছেন না; খেলাটি { $players }-এর মধ্যে
refusal-not-your-turn = এখন { $name }-এর পালা, আপনার নয়
refusal-game-over = খেলা শেষ হয়ে গেছে ({ $result }); আবার খেলতে `rematch`
refusal-bad-move = { $input }: { $reason }
refusal-no-impasse-rule = এই টেবিলে ইমপাস (持将棋) নিয়ম নেই: একজন মডারেটর `settings impasse 24` বা `settings impasse 27` দিয়ে চালু করতে পারেন
refusal-no-challenge = এখানে আপনার জন্য কোনো চ্যালেঞ্জ নেই; `open` দিয়ে এমন চ্যালেঞ্জ দিন যা যে কেউ নিতে পারে
refusal-no-challenge-from = { $count ->
    [0] { $named } আপনাকে এখানে চ্যালেঞ্জ করেননি; আপনার জন্য কোনো চ্যালেঞ্জ নেই
    [one] { $named } আপনাকে এখানে চ্যালেঞ্জ করেননি; আপনার জন্য { $waiting }-এর চ্যালেঞ্জ আছে: `accept` দিয়ে নিন
   *[other] { $named } আপনাকে এখানে চ্যালেঞ্জ করেননি; চ্যালেঞ্জ করেছেন: { $waiting }
}
refusal-which-challenge = আপনার জন্য কয়েকটি চ্যালেঞ্জ আছে ({ $from }); কার, বলুন: `accept @name`
refusal-self-challenge = নিজেকে চ্যালেঞ্জ করা যায় না
refusal-unknown-user = { $mention } কে, আমি জানি না
refusal-unknown-handicap = `{ $name }` নামে কোনো হ্যান্ডিক্যাপ নেই; হ্যান্ডিক্যাপগুলো: { $known }
refusal-rated-handicap = হ্যান্ডিক্যাপের খেলা রেটেড হয় না
refusal-duplicate-challenge = { $name }-এর একটি চ্যালেঞ্জ এখানে আগে থেকেই আছে; আগে সেটি `cancel` করুন
refusal-challenge-waiting = { $from }-এর চ্যালেঞ্জ এখানে অপেক্ষায় আছে: এক টেবিলে একবারে একটাই কাজ, তাই আগে সেটির উত্তর দিন বা `cancel` করুন (বা অন্য চ্যানেল বা থ্রেডে খেলুন)
refusal-nothing-to-cancel = বাতিল করার মতো আপনার কোনো চ্যালেঞ্জ নেই
refusal-nothing-to-take-back = ফেরত নেওয়ার মতো কোনো চাল নেই
refusal-no-move-of-yours = আপনি এখনো কোনো চাল দেননি: চাল ফেরত শুধু আপনার নিজের শেষ চালের (আর তার উত্তরের) জন্য
refusal-takeback-pending = আপনি আগেই চেয়েছেন; { $opponent } `takeback` দিয়ে রাজি হওয়ার অপেক্ষা
refusal-four-no-takeback = চার-খেলোয়াড়ের খেলায় চাল ফেরত হয় না: বাকি তিনজন চালটি দেখে ফেলেছেন
refusal-abort-too-late = দুজনেই চাল দেওয়ার পর শুধু মডারেটর খেলা বাতিল করতে পারেন; তার বদলে হার মানুন
refusal-no-rematch = এখানে আবার খেলার মতো কোনো শেষ হওয়া খেলা নেই
refusal-server-wide = `{ $command }`-এর উত্তর পুরো সার্ভারের জন্য, কোনো একটি টেবিলের জন্য নয়
refusal-lobby-open = এখানে একটি চার-খেলোয়াড়ের লবি আগে থেকেই খোলা: `join` করুন
refusal-no-lobby = এখানে কোনো চার-খেলোয়াড়ের লবি নেই: `yonin` দিয়ে খুলুন
refusal-already-seated = আপনি আগে থেকেই { $seat } আসনে বসে আছেন
refusal-seat-taken = { $seat } আসনে { $by } বসে আছেন
refusal-lobby-full = লবি ভর্তি
refusal-not-seated = আপনি লবিতে নেই
refusal-lobby-not-full = শুরু করতে লবিতে চারজন খেলোয়াড় লাগবে; খালি আসন: { $free }
refusal-four-abort-too-late = প্রতিটি আসন চাল দেওয়ার পর শুধু মডারেটর খেলা বাতিল করতে পারেন
refusal-bad-switch = { $key }={ $value }: { $reason }
refusal-bad-position = এই অবস্থান থেকে খেলা যায় না: { $reason }
refusal-handicap-and-position = এই অবস্থান থেকে খেলা যায় না: হ্যান্ডিক্যাপ বা অবস্থান, যেকোনো একটি দিন, দুটো নয়
refusal-position-without-moves = এই অবস্থান থেকে খেলা যায় না: যার পালা তার কোনো বৈধ চাল নেই
refusal-after-notice = { $notice } { $error }
refusal-not-moderator = সেটিংস শুধু মডারেটররা বদলাতে পারেন; `settings` বা `settings KEY` দিয়ে যে কেউ দেখতে পারেন
refusal-unknown-setting = `{ $key }` নামে কোনো সেটিং নেই; `settings` সবগুলোর তালিকা দেয়
refusal-unknown-setting-nearest = `{ $key }` নামে কোনো সেটিং নেই: আপনি কি `{ $nearest }` বোঝাতে চেয়েছেন? `settings` সবগুলোর তালিকা দেয়
refusal-no-override = এই চ্যানেলে `{ $key }`-এর আলাদা কোনো সেটিং নেই যা সরানো যায়
refusal-settings-usage = `settings server`-এর সঙ্গে সেটিংয়ের নাম আর মান লাগবে, যেমন `settings server hints off`
refusal-hints-off = এখানে সংকেত বন্ধ (সেটিং `hints`)
refusal-no-piece-there = { $square } ঘরে যার পালা তার কোনো ঘুঁটি নেই: সংকেতের জন্য তার কোনো ঘুঁটির ঘর (যেমন 7g) বা হাতের ঘুঁটি (P, L, N, S, G, B, R) দিন
refusal-hint-usage = { $input }: সংকেতের জন্য 7g-এর মতো ঘর বা P-এর মতো হাতের ঘুঁটি দিন (রাজার জন্য K)
refusal-not-in-hand = যার পালা তার হাতে কোনো { $role } নেই
refusal-level-needs-computer = `level=` কম্পিউটারের সঙ্গে খেলার জন্য: বটকেই চ্যালেঞ্জ করুন, যেমন `challenge @shogiban level=3`
refusal-unknown-export-format = { $format }: এক্সপোর্টের ফরম্যাট kif, kifu, ki2, csa আর usi
refusal-corrupt = সংরক্ষিত খেলাটি নষ্ট: { $detail }
refusal-unknown-export-format-four = { $format }: চার-খেলোয়াড়ের খেলার এক্সপোর্ট ফরম্যাট yonin আর usi
corrupt-start = শুরুর অবস্থান: { $error }
corrupt-move = চাল { $n } ({ $move }): { $error }
corrupt-action = চাল { $n } ({ $move }): { $error }

## Table: status lines and results

status-two = ☗ { $sente } বনাম ☖ { $gote }, চাল { $move }। { $to_move }-এর পালা{ $check ->
    [yes] {" "}(চেকে)
   *[no] {""}
}।
status-four = { $players }। চাল { $action }; { $name } ({ $seat })-এর পালা{ $check ->
    [yes] , চেকে
   *[no] {""}
}।
result-aborted = খেলা বাতিল হয়েছে।
result-four = খেলা শেষ ({ $reason }): { $places }।
result-four-place = { $place }. { $name }
result-win = { $name } { $how } জিতেছেন।
result-draw = খেলা { $how } ড্র।
how-checkmate = চেকমেট করে
how-no-legal-moves = (আর কোনো বৈধ চাল নেই)
how-repetition = পুনরাবৃত্তিতে (সেন্নিচিতে)
how-perpetual-check = একটানা চেকে
how-move-limit = চালের সীমায়
how-impasse = ইমপাসে
how-resignation = প্রতিপক্ষ হার মানায়
how-timeout = সময় শেষ হওয়ায়
options = { " " }({ $parts })
option-handicap = { $handicap } হ্যান্ডিক্যাপ
option-time = প্রতি চালে { $time }
option-position = অবস্থান { $sfen } থেকে
option-unrated = রেটিং ছাড়া
four-end-two-eliminations = দুজন বাদ
four-end-last-survivor = শেষ টিকে থাকা খেলোয়াড়
four-end-repetition = পুনরাবৃত্তি
four-end-team = একটি দলের একজন বাদ

## Table: challenges

challenge-posted = { $name } { $opponent }-কে শোগির চ্যালেঞ্জ দিয়েছেন{ $options }। { $opponent }: `accept` বা `decline`।
challenge-open = { $name } প্রতিপক্ষ খুঁজছেন{ $options }। যে কেউ: `accept`।
challenge-cancelled = { $name } তাঁর চ্যালেঞ্জ বাতিল করেছেন।
challenge-cancelled-by-moderator = { $name } (মডারেটর) এঁদের চ্যালেঞ্জ বাতিল করেছেন: { $names }।
challenge-withdrawn = (ফেরত নেওয়া হলো, কারণ এখন এখানে খেলা চলছে: { $names }-এর চ্যালেঞ্জ।)
challenge-declined = { $name } { $from }-এর চ্যালেঞ্জ ফিরিয়ে দিয়েছেন।

## Table: play

play-game-on = খেলা শুরু: ☗ { $sente } (সেন্তে) বনাম ☖ { $gote } (গোতে){ $count ->
    [0] {""}
   *[other] , { $extras }
}।
play-computer-level = কম্পিউটার স্তর { $level }, রেটিং ছাড়া
play-to-move = { $name }-এর পালা।
play-check-to-move = চেক! { $name }-এর পালা।
play-played = { $name } চাল দিলেন { $move }।
play-declares-impasse = { $name } ইমপাস ঘোষণা করেছেন।
play-taken-back-computer = চাল ফেরত নেওয়া হলো (আপনার আর কম্পিউটারের)।
play-takeback-asked = { $name } তাঁর শেষ চাল ফেরত নিতে চান। { $opponent }: রাজি হলে `takeback`, নয়তো খেলে যান।
play-taken-back = চাল ফেরত নেওয়া হলো।
play-hint-in-hand = হাতের { $role }
play-hint = { $count ->
    [0] { $what }: কোনো বৈধ চাল নেই।
   *[other] { $what } যেতে পারে: { $squares }।
}

## Table: four-player lobbies and games

lobby-seat = { $seat }: { $name }
lobby-seat-free = { $seat }: (খালি)
lobby-opened = { $name } একটি চার-খেলোয়াড়ের লবি খুলেছেন{ $teams ->
    [yes] {" "}(দল)
   *[no] {""}
}। বসতে `join`।
lobby-sits = { $name } { $seat } আসনে বসলেন।
lobby-full = লবি ভর্তি: `start`।
lobby-closed = { $name } চলে গেছেন; লবি বন্ধ।
lobby-left = { $name } { $seat } আসন ছেড়েছেন।
lobby-game-on = চার-খেলোয়াড়ের খেলা শুরু: { $players }।
lobby-moves-first = প্রথম চাল { $name } ({ $seat })-এর।
lobby-played = { $name } ({ $seat }) চাল দিলেন { $move }।
lobby-checkmated = { $name } ({ $seat }) চেকমেট হয়েছেন; ঘুঁটিগুলো নেন { $by }।
lobby-to-move = { $name } ({ $seat })-এর পালা{ $check ->
    [yes] {" "}(চেকে)
   *[no] {""}
}।
lobby-left-game = { $name } খেলা ছেড়েছেন।
lobby-handed-over = এখন থেকে { $name }-এর আসন ({ $seat }) খেলবে কম্পিউটার (স্তর { $level })।
four-switch-values = `{ $key }`-এর মান { $values }, `{ $value }` নয়
four-switch-unknown = `{ $key }` চার-খেলোয়াড়ের খেলার সেটিং নয়

## Table: the computer

computer-never-rated = কম্পিউটার রেটেড খেলা খেলতে পারে না: কম্পিউটারের সঙ্গে খেলা কখনো রেটেড হয় না
computer-sits = কম্পিউটার (স্তর { $level }) { $seat } আসনে বসল।

## Table: clocks

clock-remind = { $name }: আপনার চাল, বাকি { $left }।
clock-remind-four = { $name } ({ $seat }): আপনার চাল, বাকি { $left }।
clock-timeout-four = { $name } ({ $seat })-এর সময় শেষ।
clock-left-to-move = চালের জন্য বাকি { $left }।

## Table: export

export-attached = খেলার রেকর্ড ({ $format }) সংযুক্ত: { $name }

## Table: help
help-general = কমান্ড: { $commands }। বিষয়: { $topics }।
help-unknown = `{ $topic }` নামে কোনো সাহায্যের বিষয় নেই। বিষয়: { $topics }।
help-moves =
    চালটি একা এক লাইনে লিখুন, বা `move M`, যেকোনো লিখনপদ্ধতিতে: USI (`7g7f`, `P*5e`, `8h2b+`), জাপানি (`７六歩`, `76歩`, `同　銀`, `５八金右`, `２二角成`, `５五角打`), KIF (`７六歩(77)`), পশ্চিমা (`P-7f`, `Bx2b+`, `G*5e`) বা CSA (`+7776FU`)।
    যেখানে ঘুঁটি প্রমোট হতে পারে আর চালে তা বলা নেই, সেখানে জাপানি আর পশ্চিমা চাল অস্পষ্ট বলে দুটো লেখাই (`成`/`不成`, `+`/`=`) দেখিয়ে ফিরিয়ে দেওয়া হয়।
    `hint 7g` দেখায় 7g-এর ঘুঁটি কোথায় যেতে পারে, `hint P` দেখায় হাতের পন কোথায় ড্রপ করা যায়।
help-challenge =
    `challenge @someone` (বা সবার জন্য `open`), এই বিকল্পগুলোসহ: `handicap=NAME` (হ্যান্ডিক্যাপ আপনি দেন; নিতে `giver=opponent`), `side=sente|gote|random`, প্রতি চালের সময় `time=3d`, `rated=no`, আর সাজানো অবস্থান থেকে শুরু করতে `sfen BOARD SIDE HAND [MOVE]` (কখনো রেটেড নয়)।
    প্রতিপক্ষ `accept` বা `decline` দিয়ে উত্তর দেন; `cancel` চ্যালেঞ্জ ফেরত নেয়।
    এক টেবিলে একবারে একটাই কাজ: খেলা চলার সময় বা লবি খোলা থাকলে চ্যালেঞ্জ অন্য চ্যানেল বা থ্রেডে দিন।
    খেলার পরে `rematch` একই খেলা আবার দেয় (দিক বদলে; দুজনেই চাইলে শুরু হয়)। `takeback` আপনার শেষ চাল ফেরত চায়; `abort` দুজনের চাল দেওয়ার আগে খেলা বাতিল করে; `resign` দিয়ে হার মানুন।
help-yonin =
    চার-খেলোয়াড়ের শোগি (四人将棋): `yonin [teams] [time=1d] [credit=last-mover] [continue-from=mover] [end=last-survivor] [partner-capture=no] [first=SEAT]` লবি খোলে; `join [south|west|north|east]` আসন নেয় (বা S, W, N, E ক্রমে প্রথম খালি আসন), `leave` আসন ছাড়ে, `add-computer [SEAT] [level=N]` কম্পিউটারকে বসায়, আর চারটি আসন ভরলে বসে থাকা যে কেউ `start` বলেন।
    চাল দুই-খেলোয়াড়ের লিখনপদ্ধতিতে, চাইলে সামনে চাল দেওয়া আসনসহ: `S:5g5f`, `W:P-6e`, `南５六歩` (南 দক্ষিণ, 西 পশ্চিম, 北 উত্তর, 東 পূর্ব)।
    চার-খেলোয়াড়ের শোগিতে হার মানা নেই: `resign` (বা খেলার সময় `leave`) আপনার আসন কম্পিউটারকে দেয়, যা আপনার নামের সঙ্গে (computer) লিখে খেলে; আপনি শেষ স্থান পান। যে আসনের সময় শেষ হয়, সেটিও এভাবেই দেওয়া হয়।
help-computer =
    `challenge @shogiban level=1-5` সঙ্গে সঙ্গে কম্পিউটারের সঙ্গে খেলে (কখনো রেটেড নয়); স্তর 5 সবচেয়ে শক্তিশালী, অপারেটর বাইরের USI ইঞ্জিন সেট করলে সেটি খেলে (ব্যস্ত থাকলে বা বিকল হলে ভেতরের স্তর 5 খেলে)।
    চার-খেলোয়াড়ের লবিতে `add-computer [SEAT] [level=N]` কম্পিউটারকে বসায়; আসনের নাম হয় আসন আর স্তর দিয়ে, যেমন `shogiban (west, level 3)`।
help-clocks =
    `time=30m`, `12h` বা `3d` দেওয়া চ্যালেঞ্জে প্রতি চালে ততটা সময় থাকে। তিন-চতুর্থাংশ সময় গেলে মনে করিয়ে দেওয়া হয়; সময় শেষ হলে দুই-খেলোয়াড়ের খেলায় হার, আর চার-খেলোয়াড়ের আসন কম্পিউটার পায়।
    `board` চালের জন্য বাকি সময় দেখায়।
help-impasse =
    ইমপাস (持将棋, জিশোগি) বন্ধ থাকে, যদি না কোনো মডারেটর চালু করেন।
    `settings impasse 24`: দুই রাজাই শত্রু এলাকায় ঢুকলে `impasse` বোর্ড আর হাতের ঘুঁটি গোনে (রুক আর বিশপ 5, রাজা ছাড়া বাকি প্রতিটি ঘুঁটি 1); 24-এর কম পাওয়া পক্ষ হারে, নইলে ড্র।
    `settings impasse 27`: যার পালা সে `impasse` দিয়ে জয় ঘোষণা করে যখন তার রাজা আর অন্তত দশটি অন্য ঘুঁটি শত্রু এলাকায় থাকে, সে চেকে নেই, আর সেই ঘুঁটি আর হাত মিলিয়ে 28 পয়েন্ট (সেন্তে) বা 27 (গোতে) হয়; কম পড়া ঘোষণা হার।
help-settings =
    `settings` প্রতিটি মান আর তা কোথা থেকে আসে দেখায়; `settings KEY` একটি দেখায়।
    মডারেটর: `settings KEY VALUE` (এই চ্যানেল), `settings server KEY VALUE` (সার্ভারের ডিফল্ট), `settings KEY default` (এই চ্যানেলের আলাদা সেটিং সরান)।
    সেটিংস: { $keys }।
help-export =
    `export kif` (Shift-JIS, Kifu for Windows আর বেশিরভাগ প্রোগ্রামের জন্য), `kifu` (UTF-8 KIF), `ki2`, `csa` (V2.2) বা `usi` চলতি বা শেষ খেলাটি ফাইল হিসেবে সংযুক্ত করে; চার-খেলোয়াড়ের খেলা `yonin` (চার-খেলোয়াড়ের রেকর্ড) বা `usi`-তে এক্সপোর্ট হয়।

## Table: settings
setting-list-head = এখানকার সেটিংস (মডারেটররা `settings KEY VALUE` দিয়ে বদলান):
setting-line = { $key } = { $value } ({ $source })
setting-show = { $key } = { $value } ({ $source }): { $about }। মান: { $values }; ডিফল্ট { $default }।
setting-source-channel = চ্যানেল
setting-source-server = সার্ভার
setting-source-default = ডিফল্ট
setting-override-removed = { $key }-এর আলাদা সেটিং সরানো হলো; এখন এটি { $value } ({ $source })।
setting-set-server = পুরো সার্ভারের জন্য { $key } = { $value } (চ্যানেলগুলো বদলাতে পারে)।
setting-set-channel = এই চ্যানেলে { $key } = { $value }।
setting-not-a-key = `{ $key }` নামে কোনো সেটিং নেই
setting-bad-value = `{ $value }` `{ $key }`-এর মান নয়; মান হতে পারে: { $values }
setting-values-time = none, বা 30m, 12h, 3d-এর মতো সময়
setting-values-move-limit = none, বা চালের সংখ্যা (1-10000)
setting-about-side = চ্যালেঞ্জে বলা না থাকলে চ্যালেঞ্জদাতার দিক
setting-about-time = নতুন চ্যালেঞ্জ আর লবিতে প্রতি চালের সময়
setting-about-move-limit = এত চালের পর দুই-খেলোয়াড়ের খেলা ড্র হয়
setting-about-impasse = দুই-খেলোয়াড়ের খেলার ইমপাস (持将棋) নিয়ম
setting-about-hints = `hint` ব্যবহার করা যাবে কি না
setting-about-orientation = দুই-খেলোয়াড়ের বোর্ডের ছবি সেন্তের দিক থেকে, বা যার পালা তার দিক থেকে
setting-about-notation = ঘোষণায় চাল কীভাবে লেখা হবে
setting-about-teams = চার-খেলোয়াড়ের লবি দল বেঁধে খেলে
setting-about-partner-capture = চার-খেলোয়াড়ের দল সঙ্গীর ঘুঁটি নিতে পারে
setting-about-credit = বাদ পড়া আসনের ঘুঁটি কে নেয় (yonin §10)
setting-about-continue-from = কেউ বাদ পড়লে পরে কে চাল দেয় (yonin §10)
setting-about-end = চার-খেলোয়াড়ের খেলা কখন শেষ হয় (yonin §10)
setting-about-threads = প্রতিটি খেলার নিজের থ্রেড (Discord)
setting-about-edit-in-place = নতুন বার্তা না দিয়ে টেবিলের বার্তা বদলানো, ব্যস্ত চ্যানেলের জন্য
setting-about-computer-level = স্তর না বললে (আর সময় শেষ হওয়া আসনের জন্য) কম্পিউটারের শক্তি
setting-about-language = এই চ্যানেলে বটের বার্তার ভাষা (খেলোয়াড়ের নিজের `language` পছন্দ, বা তাঁর Discord-এর ভাষা, ঠিক করে শুধু তিনি কী দেখবেন)

## Table: commands typed wrong
command-empty = খালি কমান্ড: কী করা যায় দেখতে `help` লিখুন
command-too-long = লাইনটি খুব লম্বা ({ $count } অক্ষর); কমান্ড আর চাল ছোট হয়
command-unknown = অজানা কমান্ড `{ $word }`: সব কমান্ডের জন্য `help` লিখুন
command-unknown-nearest = অজানা কমান্ড `{ $word }`: আপনি কি `{ $nearest }` বোঝাতে চেয়েছেন? (সব কমান্ডের জন্য `help` লিখুন)
command-missing = `{ $command }`-এর জন্য { $what } লাগবে, যেমন `{ $example }`
command-what-opponent = চ্যালেঞ্জ করার মতো কেউ
command-what-mention-first = প্রথমে প্রতিপক্ষের মেনশন
command-what-move = একটি চাল
command-what-hint = একটি ঘর বা হাতের ঘুঁটি
command-bad-option = `{ $option }` `{ $command }`-এর বিকল্প নয়; বিকল্পগুলো: { $valid }
command-valid-challenge = `handicap=NAME`, `side=sente|gote|random`, `time=3d`, `rated=yes|no`, `giver=opponent`, `level=1-5`, `sfen BOARD SIDE HAND [MOVE]`
command-valid-yonin = `teams`, `time=3d`, `credit=checker|last-mover`, `continue-from=eliminated|mover`, `end=second-elimination|last-survivor`, `partner-capture=yes|no`, `first=south|west|north|east`
command-valid-seat = একটি আসন: `south`, `west`, `north` বা `east`
command-bad-value = `{ $key }`-এর মান ভুল: { $reason }
command-level-range = `{ $value }`: স্তর 1 থেকে 5
command-page-range = `{ $value }`: পাতা 1 থেকে গোনা হয়, যেমন `games 2`
command-use-yes-no = `{ $value }`: yes বা no লিখুন
command-use-side = `{ $value }`: sente, gote বা random লিখুন
command-use-giver = `{ $value }`: challenger বা opponent লিখুন
command-sfen-missing = এর পরে অবস্থানটি দিন, যেমন `sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1`
command-duration-bad = `{ $text }` 30m, 12h বা 3d-এর মতো সময় নয়
command-duration-unit = `{ $text }`: একক m, h বা d (30m, 12h, 3d)
command-duration-too-long = `{ $text }` খুব লম্বা
command-duration-zero = প্রতি চালের সময় শূন্যের বেশি হতে হবে
command-duration-over-limit = `{ $text }` এক চালের 30 দিনের সীমার বেশি

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

local-engine-failed = USI ইঞ্জিন { $path } চালু করা যায়নি ({ $error }); ততক্ষণ স্তর { $level } ভেতরের খেলোয়াড় খেলবে
local-clock-moved = ঘড়ি { $moved } এগোল: আসল সময়ের চেয়ে { $ahead } এগিয়ে
local-bad-wait = `wait { $input }`: `wait`-এর সঙ্গে 30m, 12h বা 3d-এর মতো সময় লিখুন
local-line-format = প্রতিটি লাইন NAME: COMMAND আকারে লিখুন, যেমন `alice: challenge @bob`
local-name-missing = লাইনে কোলনের আগে একটি নাম লাগবে
local-image = ছবি: { $path }
local-file = ফাইল: { $path }

## Study: puzzles and review
