# shogiban — the Bengali catalogue (বাংলা). Every word the bot says lives here and in the ja, hi and bn
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
role-promoted-pawn = তোকিন (উন্নীত পন)
role-promoted-lance = উন্নীত ল্যান্স
role-promoted-knight = উন্নীত নাইট
role-promoted-silver = উন্নীত সিলভার
# note: 馬 (promoted bishop) and 龍 (promoted rook) as the Bengali rules page names them: উন্নীত বিশপ, উন্নীত রুক
role-horse = উন্নীত বিশপ
role-dragon = উন্নীত রুক
# A duration in a sentence (time per move, time left); what a player types stays `3d`.
duration-minutes = { $n } মিনিট
duration-hours = { $n } ঘণ্টা
duration-days = { $n } দিন
# A handicap (駒落ち) by its `handicap=NAME`, as a phrase of its own.
handicap-lance = ল্যান্স-হ্যান্ডিক্যাপ
handicap-right-lance = ডান ল্যান্স-হ্যান্ডিক্যাপ
handicap-bishop = বিশপ-হ্যান্ডিক্যাপ
handicap-rook = রুক-হ্যান্ডিক্যাপ
handicap-rook-lance = রুক ও ল্যান্স-হ্যান্ডিক্যাপ
handicap-2-piece = দুই ঘুঁটির হ্যান্ডিক্যাপ
handicap-3-piece = তিন ঘুঁটির হ্যান্ডিক্যাপ
handicap-4-piece = চার ঘুঁটির হ্যান্ডিক্যাপ
handicap-5-piece = পাঁচ ঘুঁটির হ্যান্ডিক্যাপ
handicap-left-5-piece = বাঁ দিকের পাঁচ ঘুঁটির হ্যান্ডিক্যাপ
handicap-6-piece = ছয় ঘুঁটির হ্যান্ডিক্যাপ
handicap-left-7-piece = বাঁ দিকের সাত ঘুঁটির হ্যান্ডিক্যাপ
handicap-right-7-piece = ডান দিকের সাত ঘুঁটির হ্যান্ডিক্যাপ
handicap-8-piece = আট ঘুঁটির হ্যান্ডিক্যাপ
handicap-10-piece = দশ ঘুঁটির হ্যান্ডিক্যাপ
# "name (seat)"
name-at-seat = { $name } ({ $seat })
# "name (seat)" of a person in a sentence; a computer seat's own name already says its seat,
# so the table writes it alone
person-at-seat = { $name } ({ $seat })

## Images (drawn on the board pictures; keep them short)

label-check = চেক
label-start = শুরু
label-move-number = চাল { $n }
label-to-move = চালের পালা
label-upper = হ্যান্ডিক্যাপ দাতা
label-lower = হ্যান্ডিক্যাপ গ্রহীতা
label-seat-south = দ
label-seat-west = প
label-seat-north = উ
label-seat-east = পূ
label-place = #{ $n }
label-game-over = খেলা শেষ
label-review-title = খেলার পর্যালোচনা
label-review-moves = { $n } চাল
label-review-mistake = ভুল
label-review-missed-mate = হাতছাড়া চেকমেট
label-review-none = বড় কোনো ভুল নেই

## Refusals (shown only to the person who asked)

refusal-no-game = এই টেবিলে কোনো খেলা নেই: `challenge @কেউ` বা `open` দিয়ে শুরু করুন
refusal-game-in-play = এখানে একটি খেলা আগে থেকেই চলছে ({ $players }); আগে সেটি শেষ হোক, বা অন্য চ্যানেল বা থ্রেডে খেলুন
refusal-not-a-player = আপনি এই টেবিলে খেলছেন না; খেলাটি চলছে { $players }-এর মধ্যে
refusal-not-your-turn = এখন { $name }-এর পালা, আপনার নয়
refusal-position-changed = অবস্থান বদলে গেছে: আবার “চাল দিন” চাপুন
refusal-game-over = খেলা শেষ হয়ে গেছে ({ $result }); আবার খেলতে `rematch`
refusal-tournament-game-over = খেলা শেষ হয়ে গেছে ({ $result }); ফলটি টুর্নামেন্টে গোনা হয়
refusal-bad-move = { $input }: { $reason }
refusal-no-impasse-rule = এই টেবিলে জিশোগি (持将棋) নিয়ম চালু নেই: একজন মডারেটর `settings impasse 24` বা `settings impasse 27` দিয়ে চালু করতে পারেন
refusal-no-challenge = এখানে আপনার জন্য কোনো চ্যালেঞ্জ নেই; `open` দিয়ে এমন চ্যালেঞ্জ দিন যা যে কেউ নিতে পারে
refusal-no-challenge-from = { $count ->
    [0] { $named } আপনাকে এখানে চ্যালেঞ্জ করেননি; আপনার জন্য কোনো চ্যালেঞ্জ নেই
    [one] { $named } আপনাকে এখানে চ্যালেঞ্জ করেননি; আপনার জন্য { $waiting }-এর চ্যালেঞ্জ আছে: `accept` দিয়ে নিন
   *[other] { $named } আপনাকে এখানে চ্যালেঞ্জ করেননি; চ্যালেঞ্জ করেছেন: { $waiting }
}
refusal-which-challenge = আপনার জন্য কয়েকটি চ্যালেঞ্জ আছে ({ $from }); কার, বলুন: `accept @নাম`
refusal-self-challenge = নিজেকে চ্যালেঞ্জ করা যায় না
refusal-unknown-user = { $mention } কে, আমি জানি না
refusal-unknown-handicap = `{ $name }` নামে কোনো হ্যান্ডিক্যাপ নেই; হ্যান্ডিক্যাপগুলো: { $known }
refusal-rated-handicap = হ্যান্ডিক্যাপের খেলা রেটেড হয় না
refusal-duplicate-challenge = { $name }-এর একটি চ্যালেঞ্জ এখানে আগে থেকেই আছে; আগে সেটি `cancel` করুন
refusal-challenge-waiting = { $from }-এর চ্যালেঞ্জ এখানে অপেক্ষায় আছে: এক টেবিলে একবারে একটাই কাজ, তাই আগে সেটির উত্তর দিন বা `cancel` করুন (বা অন্য চ্যানেল বা থ্রেডে খেলুন)
refusal-nothing-to-cancel = বাতিল করার মতো আপনার কোনো চ্যালেঞ্জ নেই
refusal-nothing-to-take-back = ফেরত নেওয়ার মতো কোনো চাল নেই
refusal-no-move-of-yours = আপনি এখনো কোনো চাল দেননি: চাল ফেরত শুধু আপনার নিজের শেষ চালের (আর তার উত্তরের) জন্য
refusal-takeback-pending = আপনি আগেই চেয়েছেন; { $opponent } `takeback` দিয়ে রাজি হবেন, তার অপেক্ষায় আছি
refusal-four-no-takeback = চার খেলোয়াড়ের খেলায় চাল ফেরত হয় না: বাকি তিনজন চালটি দেখে ফেলেছেন
refusal-abort-too-late = দুজনেই চাল দেওয়ার পর শুধু মডারেটর খেলা বাতিল করতে পারেন; তার বদলে হার মানুন
refusal-no-rematch = এখানে আবার খেলার মতো কোনো শেষ হওয়া খেলা নেই
refusal-lobby-open = এখানে একটি চার খেলোয়াড়ের লবি আগে থেকেই খোলা: `join` করুন
refusal-no-lobby = এখানে কোনো চার খেলোয়াড়ের লবি নেই: `yonin` দিয়ে খুলুন
refusal-already-seated = আপনি আগে থেকেই { $seat } আসনে বসে আছেন
refusal-seat-taken = { $seat } আসনে { $by } বসে আছেন
refusal-lobby-full = লবি ভর্তি
refusal-not-seated = আপনি লবিতে নেই
refusal-lobby-not-full = শুরু করতে লবিতে চারজন খেলোয়াড় লাগবে; খালি আসন: { $free }
refusal-four-abort-too-late = প্রতিটি আসন চাল দেওয়ার পর শুধু মডারেটর খেলা বাতিল করতে পারেন
refusal-bad-position = এই অবস্থান থেকে খেলা যায় না: { $reason }
refusal-handicap-and-position = এই অবস্থান থেকে খেলা যায় না: হ্যান্ডিক্যাপ বা অবস্থান, যেকোনো একটি দিন, দুটো নয়
refusal-position-without-moves = এই অবস্থান থেকে খেলা যায় না: যার পালা তার কোনো বৈধ চাল নেই
refusal-after-notice = { $notice } { $error }
refusal-not-moderator = সেটিংস শুধু মডারেটররা বদলাতে পারেন; `settings` বা `settings KEY` দিয়ে যে কেউ দেখতে পারেন
refusal-unknown-setting = `{ $key }` নামে কোনো সেটিং নেই; `settings` সবগুলোর তালিকা দেয়
refusal-unknown-setting-nearest = `{ $key }` নামে কোনো সেটিং নেই: আপনি কি `{ $nearest }` বোঝাতে চেয়েছেন? `settings` সবগুলোর তালিকা দেয়
refusal-no-override = এই চ্যানেলে `{ $key }`-এর আলাদা কোনো সেটিং নেই যা সরানো যায়
refusal-settings-usage = `settings server`-এর সঙ্গে সেটিংয়ের নাম আর মান লাগবে, যেমন `settings server hints off`
refusal-hints-off = এখানে ইঙ্গিত বন্ধ (সেটিং `hints`)
refusal-no-piece-there = { $square } ঘরে যার পালা তার কোনো ঘুঁটি নেই: ইঙ্গিতের জন্য তার কোনো ঘুঁটির ঘর (যেমন 7g) বা হাতের ঘুঁটি (P, L, N, S, G, B, R) দিন
refusal-hint-usage = { $input }: ইঙ্গিতের জন্য 7g-এর (বা 77, ７七) মতো ঘর বা P-এর (বা 歩) মতো হাতের ঘুঁটি দিন (রাজার জন্য K)
refusal-not-in-hand = যার পালা তার হাতে কোনো { $role } নেই
refusal-level-needs-computer = `level=` কম্পিউটারের সঙ্গে খেলার জন্য: বটকেই চ্যালেঞ্জ করুন, যেমন `challenge @shogiban level=3`
refusal-unknown-export-format = { $format }: এক্সপোর্টের ফরম্যাট kif, kifu, ki2, csa আর usi
refusal-corrupt = সংরক্ষিত খেলাটি নষ্ট: { $detail }
refusal-unknown-export-format-four = { $format }: চার খেলোয়াড়ের খেলার এক্সপোর্ট ফরম্যাট yonin আর usi
corrupt-start = শুরুর অবস্থান: { $error }
corrupt-move = চাল { $n } ({ $move }): { $error }
corrupt-action = চাল { $n } ({ $move }): { $error }
refusal-no-puzzle = এখন কোনো ধাঁধা পাওয়া গেল না; একটু পরে আবার চেষ্টা করুন
refusal-no-puzzle-in-progress = এখানে আপনার কোনো ধাঁধা চলছে না: `puzzle` দিয়ে নতুন ধাঁধা নিন
refusal-no-review-game = এই টেবিলে পর্যালোচনার মতো কোনো শেষ হওয়া খেলা নেই
refusal-review-in-play = খেলা এখনও চলছে: শেষ হলে `review` করুন
refusal-review-four = পর্যালোচনা শুধু দুই খেলোয়াড়ের খেলার জন্য

## Table: status lines and results

status-two = ☗ { $sente } বনাম ☖ { $gote }, চাল { $move }। { $to_move }-এর পালা{ $check ->
    [yes] {" "}(চেকে)
   *[no] {""}
}।
status-four = { $players }। চাল { $action }; { $who }-এর পালা{ $check ->
    [yes] , চেকে
   *[no] {""}
}।
result-aborted = খেলা বাতিল হয়েছে।
result-four = খেলা শেষ ({ $reason }): { $places }।
result-four-place = { $place }. { $name }
result-win = { $name } { $how } জিতেছেন।
result-draw = খেলা { $how } ড্র হলো।
how-checkmate = চেকমেট করে
how-no-legal-moves = (আর কোনো বৈধ চাল নেই)
how-repetition = পুনরাবৃত্তিতে (সেন্নিচিতে)
how-perpetual-check = প্রতিপক্ষের একটানা চেকের জন্য
how-move-limit = চালের সীমায়
how-impasse = জিশোগিতে
how-resignation = প্রতিপক্ষ হার মানায়
how-timeout = প্রতিপক্ষের সময় শেষ হওয়ায়
options = { " " }({ $parts })
option-handicap = { $handicap }
option-time = প্রতি চালে { $time }
option-position = অবস্থান { $sfen } থেকে
option-unrated = রেটিং ছাড়া
four-end-two-eliminations = দুজন বাদ
four-end-last-survivor = শেষ টিকে থাকা খেলোয়াড়
four-end-repetition = পুনরাবৃত্তি
four-end-team = একটি দলের একজন বাদ
four-end-round-deadline = টুর্নামেন্টের রাউন্ডের সময় শেষ

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
play-played = { $name } { $move } চাল দিলেন।
play-declares-impasse = { $name } জিশোগি দাবি করেছেন।
play-taken-back-computer = চাল ফেরত নেওয়া হলো (আপনার আর কম্পিউটারের)।
play-takeback-asked = { $name } তাঁর শেষ চাল ফেরত নিতে চান। { $opponent }: রাজি হলে `takeback`, নয়তো খেলে যান।
play-taken-back = চাল ফেরত নেওয়া হলো।
play-hint-in-hand = হাতের { $role }
# Click to move on Discord: the lists of the Move button's picker (`table/picker.rs`).
picker-piece = { $square } ঘরের { $role }
picker-choose-piece = চাল দেওয়ার জন্য একটি ঘুঁটি বেছে নিন
picker-pieces-files = খাড়া সারি { $first }–{ $last }-এর ঘুঁটি
picker-pieces-file = খাড়া সারি { $file }-এর ঘুঁটি
picker-choose-drop = অথবা ড্রপ করার জন্য হাতের একটি ঘুঁটি
picker-choose-square = ঘুঁটিটি কোথায় যাবে বেছে নিন
picker-squares-files = খাড়া সারি { $first }–{ $last }-এর ঘর
picker-squares-file = খাড়া সারি { $file }-এর ঘর
picker-note-promotes = উন্নীত হয়
picker-note-stays = অনুন্নীত থাকে
picker-note-takes = { $role } ঘুঁটিটি ধরে
picker-note-takes-promotes = { $role } ঘুঁটিটি ধরে উন্নীত হয়
picker-note-takes-stays = { $role } ঘুঁটিটি ধরে, অনুন্নীত থাকে
picker-step-piece = { $name }, আপনার পালা: একটি ঘুঁটি বেছে নিন
picker-step-square = { $name }, আপনার পালা: { $piece } কোথায় যাবে?
play-hint = { $count ->
    [0] { $what }: কোনো বৈধ চাল নেই।
   *[other] { $what } যেতে পারে: { $squares }।
}

## Table: four-player lobbies and games

lobby-seat = { $seat }: { $name }
lobby-seat-free = { $seat }: (খালি)
lobby-opened = { $name } একটি চার খেলোয়াড়ের লবি খুলেছেন{ $teams ->
    [yes] {" "}(দল)
   *[no] {""}
}। বসতে `join`।
lobby-sits = { $name } { $seat } আসনে বসলেন।
lobby-full = লবি ভর্তি: `start`।
lobby-closed = { $name } চলে গেছেন; লবি বন্ধ।
lobby-left = { $name } { $seat } আসন ছেড়েছেন।
lobby-game-on = চার খেলোয়াড়ের খেলা শুরু: { $players }।
lobby-moves-first = প্রথম চাল { $who }-এর।
lobby-played = { $who } { $move } চাল দিলেন।
lobby-checkmated = { $who } চেকমেট হয়েছেন; { $by } তাঁর ঘুঁটিগুলো পেলেন।
lobby-to-move = { $who }-এর পালা{ $check ->
    [yes] {" "}(চেকে)
   *[no] {""}
}।
lobby-left-game = { $name } খেলা ছেড়েছেন।
lobby-handed-over = এখন থেকে { $name }-এর আসন ({ $seat }) খেলবে কম্পিউটার (স্তর { $level })।
four-switch-values = `{ $key }`-এর মান { $values }, `{ $value }` নয়

## Table: the computer

computer-never-rated = কম্পিউটার রেটেড খেলা খেলতে পারে না: কম্পিউটারের সঙ্গে খেলা কখনো রেটেড হয় না
computer-sits = কম্পিউটার (স্তর { $level }) { $seat } আসনে বসল।
computer-name = { $bot } (স্তর { $level })
computer-seat-name = { $bot } ({ $seat }, স্তর { $level })
computer-plays-for = { $name } (কম্পিউটার)

## Table: clocks

clock-remind = { $name }: আপনার চাল, বাকি { $left }।
clock-remind-four = { $name } ({ $seat }): আপনার চাল, বাকি { $left }।
clock-timeout-four = { $name } ({ $seat })-এর সময় শেষ।
clock-left-to-move = চালের জন্য বাকি { $left }।

## Table: export

export-attached = খেলার রেকর্ড ({ $format }) সংযুক্ত: { $name }

## Table: help
help-general = কমান্ড: { $commands }। বিষয়: { $topics }। ভাষা: `language en|ja|hi|bn` (Discord-এ বাংলা নেই: বাংলার জন্য `language bn`)।
help-unknown = `{ $topic }` নামে কোনো সাহায্যের বিষয় নেই। বিষয়: { $topics }।
help-moves =
    চালটি একা এক লাইনে লিখুন, বা `move M`, যেকোনো লিখনপদ্ধতিতে: USI (`7g7f`, `P*5e`, `8h2b+`), জাপানি (`７六歩`, `76歩`, `同　銀`, `５八金右`, `２二角成`, `５五角打`), KIF (`７六歩(77)`), পশ্চিমা (`P-7f`, `Bx2b+`, `G*5e`) বা CSA (`+7776FU`)।
    যেখানে ঘুঁটির প্রমোশন হতে পারে আর চালে তা বলা নেই, সেখানে জাপানি আর পশ্চিমা চাল অস্পষ্ট বলে দুটো লেখাই (`成`/`不成`, `+`/`=`) দেখিয়ে ফিরিয়ে দেওয়া হয়।
    `hint 7g` দেখায় 7g-এর ঘুঁটি কোথায় যেতে পারে, `hint P` দেখায় হাতের পন কোথায় ড্রপ করা যায়।
    Discord-এ বোর্ডের নিচের **চাল দিন** বোতামে ক্লিক করেই এটা হয়: প্রথমে ঘুঁটি, তারপর তার ঘর বেছে নিন, চালটি দেওয়া হয়ে যাবে (লিখনপদ্ধতি লিখতে হবে না)।
help-challenge =
    `challenge @কেউ` (বা সবার জন্য `open`), এই বিকল্পগুলোসহ: `handicap=NAME` (হ্যান্ডিক্যাপ আপনি দেন; নিতে `giver=opponent`), `side=sente|gote|random`, প্রতি চালের সময় `time=3d`, `rated=no`, আর সাজানো অবস্থান থেকে শুরু করতে `sfen BOARD SIDE HAND [MOVE]` (কখনো রেটেড নয়)।
    প্রতিপক্ষ `accept` বা `decline` দিয়ে উত্তর দেন; `cancel` চ্যালেঞ্জ ফেরত নেয়।
    এক টেবিলে একবারে একটাই কাজ: খেলা চলার সময় বা লবি খোলা থাকলে চ্যালেঞ্জ অন্য চ্যানেল বা থ্রেডে দিন।
    খেলার পরে `rematch` একই খেলা আবার দেয় (দিক বদলে; দুজনেই চাইলে শুরু হয়)। `takeback` আপনার শেষ চাল ফেরত চায়; `abort` দুজনের চাল দেওয়ার আগে খেলা বাতিল করে; `resign` দিয়ে হার মানুন।
help-yonin =
    চার খেলোয়াড়ের শোগি (四人将棋): `yonin [teams] [time=1d] [credit=last-mover] [continue-from=mover] [end=last-survivor] [partner-capture=no] [first-mover=SEAT]` লবি খোলে; `join [south|west|north|east]` আসন নেয় (বা S, W, N, E ক্রমে প্রথম খালি আসন), `leave` আসন ছাড়ে, `add-computer [SEAT] [level=N]` কম্পিউটারকে বসায়, আর চারটি আসন ভরলে বসে থাকা যে কেউ `start` বলেন।
    চাল দুই খেলোয়াড়ের লিখনপদ্ধতিতে, চাইলে সামনে চাল দেওয়া আসনসহ: `S:5g5f`, `W:P-6e`, `南５六歩` (南 দক্ষিণ, 西 পশ্চিম, 北 উত্তর, 東 পূর্ব)।
    চার খেলোয়াড়ের শোগিতে হার মানা নেই: `resign` (বা খেলার সময় `leave`) আপনার আসন কম্পিউটারকে দেয়, যা আপনার নামের সঙ্গে "(কম্পিউটার)" লিখে খেলে; আপনি শেষ স্থান পান। যে আসনের সময় শেষ হয়, সেটিও এভাবেই দেওয়া হয়।
help-computer =
    `challenge @shogiban level=1-5` সঙ্গে সঙ্গে কম্পিউটারের সঙ্গে খেলা শুরু করে (কখনো রেটেড নয়)। স্তর 1 তাঁদের জন্য যাঁরা সবে চাল শিখেছেন (এটি প্রায়ই ভুল চাল দেয়); প্রতিটি স্তর তার নিচের স্তরের চেয়ে অনেক শক্তিশালী; স্তর 5 সবচেয়ে শক্তিশালী, অপারেটর বাইরের USI ইঞ্জিন সেট করলে সেটি খেলে (সেটি ব্যস্ত থাকলে বা না চললে বটের নিজস্ব স্তর 5 খেলে)।
    চার খেলোয়াড়ের লবিতে `add-computer [SEAT] [level=N]` কম্পিউটারকে বসায়; আসনের নাম হয় আসন আর স্তর দিয়ে, যেমন `shogiban (পশ্চিম, স্তর 3)`।
help-clocks =
    `time=30m`, `12h` বা `3d` দেওয়া চ্যালেঞ্জে প্রতি চালে ততটা সময় থাকে। তিন-চতুর্থাংশ সময় গেলে মনে করিয়ে দেওয়া হয়; সময় শেষ হলে দুই খেলোয়াড়ের খেলায় যাঁর সময় শেষ তিনি হারেন, আর চার খেলোয়াড়ের খেলায় তাঁর আসন কম্পিউটার পায়।
    `board` চালের জন্য বাকি সময় দেখায়।
help-impasse =
    জিশোগি (持将棋) বন্ধ থাকে, যদি না কোনো মডারেটর চালু করেন।
    `settings impasse 24`: দুই রাজাই প্রতিপক্ষের এলাকায় ঢুকলে `impasse` বোর্ড আর হাতের ঘুঁটি গোনে (রুক আর বিশপ 5, রাজা ছাড়া বাকি প্রতিটি ঘুঁটি 1); 24-এর কম পাওয়া পক্ষ হারে, নইলে ড্র।
    `settings impasse 27`: যাঁর পালা তিনি `impasse` দিয়ে জয় দাবি করেন যখন তাঁর রাজা আর অন্তত দশটি অন্য ঘুঁটি প্রতিপক্ষের এলাকায় থাকে, তিনি চেকে নেই, আর সেই ঘুঁটি আর হাত মিলিয়ে 28 পয়েন্ট (সেন্তে) বা 27 (গোতে) হয়; কম পড়া দাবি হার।
help-settings =
    `settings` প্রতিটি মান আর তা কোথা থেকে আসে দেখায়; `settings KEY` একটি দেখায়।
    মডারেটর: `settings KEY VALUE` (এই চ্যানেল), `settings server KEY VALUE` (সার্ভারের ডিফল্ট), `settings KEY default` (এই চ্যানেলের আলাদা সেটিং সরান)।
    সেটিংস: { $keys }।
help-export =
    `export kif` (Shift-JIS, Kifu for Windows আর বেশিরভাগ প্রোগ্রামের জন্য), `kifu` (UTF-8 KIF), `ki2`, `csa` (V2.2) বা `usi` চলতি বা শেষ খেলাটি ফাইল হিসেবে সংযুক্ত করে; চার খেলোয়াড়ের খেলা `yonin` (চার খেলোয়াড়ের রেকর্ড) বা `usi`-তে এক্সপোর্ট হয়।

help-puzzle = `puzzle` আপনাকে একটি ধাঁধা দেয়: একটানা চেক দিয়ে চেকমেট (ৎসুমে শোগি) বা ঘুঁটি জেতার চাল, এই সার্ভারের শেষ হওয়া খেলা বা এলোমেলো খেলা থেকে নেওয়া, সলভার দিয়ে যাচাই করা, যেখানে প্রথম সঠিক চাল একটিই; কাঠিন্য 1–10। নিজের চাল লিখুন: প্রতিটি চাল সঙ্গে সঙ্গে যাচাই হয়, রক্ষাকারীর চাল আপনার হয়ে খেলা হয়, আর শেষ চালে যে কোনো চেকমেট সঠিক। প্রতিটি সমাধান বা ভুলে আপনার ধাঁধা রেটিং আর টানা সঠিক উত্তরের সংখ্যা বদলায়। `puzzle daily` আজকের ধাঁধা, সবার জন্য একই; `puzzle stop` দিয়ে ছেড়ে দিন। মডারেটরের `settings puzzle-channel on` ওই চ্যানেলে প্রতিদিন আজকের ধাঁধা পোস্ট করে।
help-review = খেলার পরে `review`: ইঞ্জিন এখানকার শেষ হওয়া দুই খেলোয়াড়ের খেলাটি দেখে এবং চালগুলোর উপর মূল্যায়নের গ্রাফ, সবচেয়ে বড় ভুলগুলো ভালো চালসহ, হাতছাড়া চেকমেট, আর lishogi-র বিশ্লেষণ বোর্ডের লিংক দেয়।
help-tournament = এক চ্যানেলে একবারে একটাই টুর্নামেন্ট চলে: `tournament new round-robin` (সবাই সবার সঙ্গে খেলে), `tournament new swiss rounds=5` (সমান পয়েন্টের খেলোয়াড়েরা মুখোমুখি হন) বা `tournament new yonin` (প্রতি টেবিলে চারজন), সঙ্গে প্রতি চালের জন্য `time=1d`, প্রতিটি রাউন্ডের জন্য `round=7d`, `rated=no` (ফল রেটিংয়ে গোনা হবে না), `name=Spring Cup` (টুর্নামেন্টের নাম; নামে `=` থাকলে উদ্ধৃতিচিহ্নের মধ্যে লিখুন: `name="Spring rated=no"`)। খেলোয়াড়েরা “যোগ দিন” বোতাম বা `tournament join` দিয়ে যোগ দেন; আয়োজক বা কোনো মডারেটর টুর্নামেন্ট শুরু করেন। তারপর প্রতিটি খেলা নিজের আলাদা থ্রেডে (লোকাল মোডে নিজের আলাদা চ্যানেলে) নিজে থেকেই শুরু হয়, আর তার খেলোয়াড়দের সেখানে ডেকে নেওয়া হয়; রাউন্ডের সময় শেষ হওয়া পর্যন্ত যে খেলা শেষ হয়নি, তার ফল ঘড়ি অনুযায়ী ঠিক হয়, আর শুরুর পর `tournament leave` দিলে বাকি সব খেলায় আপনার হার ধরা হয়। `tournament standings` পয়েন্ট তালিকা দেখায়, টাই-ব্রেক (সোনেবর্ন–বার্গার, বুখহোলৎস বা স্থানের পয়েন্ট) আর ছবিসহ; আগের টুর্নামেন্ট দেখতে `tournament list` আর `tournament show N`।

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
setting-bad-value = `{ $value }` `{ $key }`-এর মান নয়; মান হতে পারে: { $values }
setting-values-time = `none`, বা 30m, 12h, 3d-এর মতো সময়
setting-values-move-limit = `none`, বা চালের সংখ্যা (1-10000)
setting-about-side = চ্যালেঞ্জে বলা না থাকলে চ্যালেঞ্জদাতার দিক
setting-about-time = নতুন চ্যালেঞ্জ আর লবিতে প্রতি চালের সময়
setting-about-move-limit = এত চালের পর দুই খেলোয়াড়ের খেলা ড্র হয়
setting-about-impasse = দুই খেলোয়াড়ের খেলার জিশোগি (持将棋) নিয়ম
setting-about-hints = `hint` ব্যবহার করা যাবে কি না
setting-about-orientation = দুই খেলোয়াড়ের বোর্ডের ছবি সেন্তের দিক থেকে, বা যার পালা তার দিক থেকে
setting-about-notation = ঘোষণায় চাল কীভাবে লেখা হবে
setting-about-teams = চার খেলোয়াড়ের লবি দল বেঁধে খেলে
setting-about-partner-capture = চার খেলোয়াড়ের খেলায় দল সঙ্গীর ঘুঁটি ধরতে পারে
setting-about-credit = বাদ পড়া আসনের ঘুঁটি কে নেয় (চার খেলোয়াড়ের নিয়ম §10)
setting-about-continue-from = কেউ বাদ পড়লে পরে কে চাল দেয় (চার খেলোয়াড়ের নিয়ম §10)
setting-about-end = চার খেলোয়াড়ের খেলা কখন শেষ হয় (চার খেলোয়াড়ের নিয়ম §10)
setting-about-threads = প্রতিটি খেলার নিজের থ্রেড (Discord)
setting-about-edit-in-place = নতুন বার্তা না দিয়ে টেবিলের বার্তা বদলানো, ব্যস্ত চ্যানেলের জন্য
setting-about-computer-level = স্তর না বললে (আর সময় শেষ হওয়া আসনের জন্য) কম্পিউটারের শক্তি
setting-about-language = এই চ্যানেলে বটের বার্তার ভাষা (খেলোয়াড়ের নিজের `language` পছন্দ, বা তাঁর Discord-এর ভাষা, ঠিক করে শুধু তিনি কী দেখবেন)
setting-about-puzzle-channel = এই চ্যানেলে প্রতিদিন আজকের ধাঁধা পোস্ট করা

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
command-what-setting-key = যে সেটিং দেখাবেন বা বদলাবেন তার নাম
command-bad-option = `{ $option }` `{ $command }`-এর বিকল্প নয়; বিকল্পগুলো: { $valid }
command-valid-challenge = `handicap=NAME`, `side=sente|gote|random`, `time=3d`, `rated=yes|no`, `giver=opponent`, `level=1-5`, `engine=builtin`, `sfen BOARD SIDE HAND [MOVE]`
command-valid-yonin = `teams`, `time=3d`, `credit=checker|last-mover`, `continue-from=eliminated|mover`, `end=second-elimination|last-survivor`, `partner-capture=yes|no`, `first-mover=south|west|north|east`
command-valid-seat = একটি আসন: `south`, `west`, `north` বা `east`
command-valid-puzzle = কিছু না (পরের ধাঁধা), `daily` অথবা `stop`
command-bad-value = `{ $key }`-এর মান ভুল: { $reason }
command-level-range = `{ $value }`: স্তর 1 থেকে 5
command-page-range = `{ $value }`: পাতা 1 থেকে গোনা হয়, যেমন `games 2`
command-use-yes-no = `{ $value }`: `yes` বা `no` লিখুন
command-use-side = `{ $value }`: `sente`, `gote` বা `random` লিখুন
command-use-giver = `{ $value }`: `challenger` বা `opponent` লিখুন
command-use-engine = `{ $value }`: `builtin` (বটের নিজস্ব খেলোয়াড়) বা `external` (সেট করা USI ইঞ্জিন) লিখুন
command-sfen-missing = এরপর অবস্থানটি দিন, যেমন `sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1`
command-duration-bad = `{ $text }` 30m, 12h বা 3d-এর মতো সময় নয়
command-duration-unit = `{ $text }`: একক m, h বা d (30m, 12h, 3d)
command-duration-too-long = `{ $text }` খুব লম্বা
command-duration-zero = প্রতি চালের সময় শূন্যের বেশি হতে হবে
command-duration-over-limit = `{ $text }` এক চালের 30 দিনের সীমার বেশি

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
notation-expected-promotable = +-এর পরে প্রমোশন হতে পারে এমন ঘুঁটি (P L N S B R)
notation-expected-japanese-rank = আড়াআড়ি সারি (一-九)
notation-expected-rank-letter = আড়াআড়ি সারির অক্ষর a-i
notation-expected-csa-origin = শুরুর ঘর 11-99 (ড্রপের জন্য 00)
notation-expected-one-vertical = 上 引 寄-এর মধ্যে বড়জোর একটি
notation-expected-one-horizontal = 右 左 直-এর মধ্যে বড়জোর একটি
notation-expected-no-drop-mark = 成, 不成 বা 右 左 直 上 引 寄-এর পরে 打 নয় (ড্রপে এগুলো থাকে না)
notation-expected-end-drop-promotes = চালের শেষ (ড্রপ করা ঘুঁটির প্রমোশন হয় না)
notation-expected-end-drop-origin = চালের শেষ (ড্রপের কোনো শুরুর ঘর নেই)
notation-expected-end-short = চালের শেষ (চালটি ছোট)
notation-expected-end = চালের শেষ
notation-expected-nari = 不-এর পরে 成 (不成: প্রমোশন নয়)
notation-expected-promoted-piece = 成-এর পরে 香, 桂 বা 銀 (উন্নীত ঘুঁটি)
notation-expected-drop-piece = *-এর আগে শুরুর ঘর ছাড়া অনুন্নীত ঘুঁটি (যেমন B*5e)
notation-expected-file-digit = খাড়া সারি 1-9
notation-expected-rank-or-digit = আড়াআড়ি সারি a-i (বা 1-9)
notation-expected-digit = অঙ্ক 1-9
notation-expected-origin-file = শুরুর ঘরের খাড়া সারি 1-9
notation-expected-origin-rank = শুরুর ঘরের আড়াআড়ি সারি 1-9
notation-ambiguous = { $count ->
    [one] অস্পষ্ট: আপনি কি { $last } বোঝাতে চেয়েছেন?
   *[other] অস্পষ্ট: { $moves } বা { $last } হতে পারে
}
notation-wrong-side = চালে { $written } চিহ্ন আছে, কিন্তু এখন { $to_move } পক্ষের পালা
notation-no-previous-move = 同 (একই ঘর)-এর জন্য আগের চাল দরকার
notation-wrong-piece = { $square } ঘরে { $found } আছে, { $written } নয়
notation-no-such-piece = { $side } পক্ষের কোনো { $role } নেই
notation-unreachable = { $side } পক্ষের কোনো { $role } { $to } ঘরে যেতে পারে না
notation-no-match = { $side } পক্ষের এমন কোনো { $role } নেই যা "{ $words }"-এর সঙ্গে মেলে আর { $to } ঘরে যেতে পারে
notation-not-droppable = { $role } ড্রপ করা যায় না
notation-wrong-seat = চালে { $written } চিহ্ন আছে, কিন্তু এখন { $to_move } আসনের পালা
notation-four-no-csa = CSA চাল শুধু দুই খেলোয়াড়ের খেলায়: 5g5f, G-5h বা ５八金 লিখুন
notation-four-no-side-marks = ▲ ও △ দুই খেলোয়াড়ের চালের চিহ্ন: চার খেলোয়াড়ের চালে 南 西 北 東 বা S: W: N: E: দিন
notation-four-no-same = 同 শুধু দুই খেলোয়াড়ের খেলায়: ঘরটি লিখুন
notation-four-no-match = { $side } আসনের এমন কোনো { $role } নেই যা "{ $words }"-এর সঙ্গে মেলে আর { $to } ঘরে যেতে পারে
notation-outcome-win = { $side } জিতেছে ({ $how })
notation-outcome-draw = ড্র ({ $how })
notation-game-over = খেলা শেষ হয়ে গেছে ({ $result })
notation-no-impasse-rule = জিশোগি: এখানে জিশোগির নিয়ম চালু নেই
notation-kings-not-in-camp = জিশোগি: গোনার আগে দুই রাজাকেই প্রতিপক্ষের এলাকায় থাকতে হবে
notation-no-piece = { $square } ঘরে কোনো ঘুঁটি নেই
notation-not-your-piece = { $square } ঘরের ঘুঁটিটি { $owner } পক্ষের
notation-cannot-reach = { $from } ঘরের { $role } { $to } ঘরে যেতে পারে না
notation-own-piece = { $square } ঘরে আপনার নিজের ঘুঁটি আছে
notation-cannot-promote = { $role } ঘুঁটিটির প্রমোশন হয় না
notation-promotion-outside-zone = প্রমোশনের জন্য চালটিকে প্রমোশনের এলাকায় ঢুকতে, ভিতরে চলতে বা বেরোতে হবে
notation-must-promote = { $to } ঘরে { $role } আর কখনো চলতে পারবে না: প্রমোশন আবশ্যক
notation-not-in-hand = { $side } পক্ষের হাতে { $role } নেই
notation-drop-on-occupied = { $square } ঘরে ড্রপ করা যায় না: ঘরটি ভরা
notation-dead-drop = { $to } ঘরে ড্রপ করা { $role } কখনো চলতে পারবে না
notation-nifu = নিফু: { $side } পক্ষের অনুন্নীত পন আগে থেকেই { $file } নম্বর খাড়া সারিতে আছে
notation-pawn-drop-mate = উচিফুজুমে: পন ড্রপ করে চেকমেট করা যায় না
notation-king-in-check = এতে আপনার রাজা চেকে থেকে যাবে
notation-drop-king = রাজা ড্রপ করা যায় না
notation-four-game-over = খেলা শেষ হয়ে গেছে
notation-four-no-piece = { $square } ঘরে কোনো ঘুঁটি নেই
notation-four-overturned-king-moves = { $square } ঘরের রাজা উল্টে গেছে, আর কখনো চলে না
notation-four-not-your-piece = { $square } ঘরের ঘুঁটি চালায় { $seat }
notation-four-own-piece = { $square } ঘরে আপনার নিয়ন্ত্রণের ঘুঁটি আছে
notation-four-captures-overturned-king = উল্টানো রাজা কখনো ধরা যায় না ({ $square })
notation-four-kings-never-captured = রাজা কখনো ধরা যায় না
notation-four-partner-capture = এই খেলায় সঙ্গীর ঘুঁটি ধরা নিষেধ
notation-four-cannot-promote = { $role } ঘুঁটিটির কখনো প্রমোশন হয় না
notation-four-outside-zone = { $role } ঘুঁটিটির প্রমোশন হয় কেবল যখন চাল তার প্রমোশনের এলাকায় শুরু বা শেষ হয়
notation-four-must-promote = শেষ সারিতে পৌঁছানো পনের প্রমোশন আবশ্যক
notation-four-occupied = ড্রপ হয় খালি ঘরে: { $square } ঘরটি ভরা
notation-four-pawn-on-last-line = শেষ সারিতে পন ড্রপ করা যায় না
notation-four-two-pawns = দুই পন: { $seat } আসনের অনুন্নীত পন আগে থেকেই { $line ->
    [file] { $n } নম্বর খাড়া সারিতে
   *[rank] { $n } নম্বর আড়াআড়ি সারিতে
} আছে
notation-four-pawn-faces-overturned-king = পনটি উল্টানো রাজার মুখোমুখি হবে
notation-four-checks-partner = এতে আপনার সঙ্গী চেকে পড়বে
notation-four-perpetual-check = একটানা চেক: অন্য চাল দিন
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
notation-sfen-duplicate-hand = { $side } পক্ষের হাতে { $role } দুবার লেখা আছে
notation-sfen-bad-move-number = চাল নম্বর অন্তত 1-এর পূর্ণসংখ্যা হতে হবে, '{ $text }' নয়
notation-position-missing-king = { $side } পক্ষের রাজা নেই
notation-position-extra-king = { $side } পক্ষের একাধিক রাজা আছে
notation-position-dead-piece = { $square } ঘরে { $side } পক্ষের { $role } আর কখনো চলতে পারবে না
notation-position-nifu = নিফু: { $side } পক্ষের দুটি অনুন্নীত পন { $file } নম্বর খাড়া সারিতে
notation-position-too-many-pieces = অনেক বেশি { $role }: বোর্ডে ও হাতে { $count }টি, কিন্তু এক সেটে { $max }টি থাকে
notation-position-opponent-in-check = { $side } চেকে আছে, কিন্তু এখন { $side } পক্ষের পালা নয়
notation-position-missing-defender-king = চেকমেট ধাঁধায় রক্ষাকারীর রাজা দরকার: { $side } পক্ষের রাজা নেই

## Service

error-internal = আমার দিকে কিছু একটা গোলমাল হয়েছে; বোর্ড যেমন ছিল তেমনই আছে। একটু পরে আবার চেষ্টা করুন।
error-store-busy = এই টেবিলে একসঙ্গে অনেক কমান্ড এসেছে আর আমারটি সম্পূর্ণ হয়নি; বোর্ড যেমন ছিল তেমনই আছে। দয়া করে আবার পাঠান।
error-store-unavailable = ডেটাবেস এখন পাওয়া যাচ্ছে না, একটু পরে আবার চেষ্টা করুন। কিছুই বদলায়নি।
language-own = আমি আপনাকে { $language } ভাষায় উত্তর দিই (আপনার নিজের পছন্দ)। `language default` দিলে আবার প্রতিটি চ্যানেলের ভাষা চলবে; `language en|ja|hi|bn` দিয়ে বদলান।
language-none = আপনি কোনো ভাষা বেছে নেননি: আমি প্রতিটি চ্যানেলের ভাষায় (এখানে { $language }) বা আপনার Discord ভাষায় উত্তর দিই। `language en|ja|hi|bn` দিয়ে বেছে নিন (Discord-এ বাংলা নেই, তাই বাংলার জন্য `language bn`)।
language-set = এখন থেকে আপনি যেখানেই খেলুন, আমি আপনাকে { $language } ভাষায় উত্তর দেব। সর্বজনীন পোস্ট প্রতিটি চ্যানেলের ভাষাতেই থাকবে।
language-cleared = আপনার নিজের ভাষা মুছে ফেলা হয়েছে: আমি আবার প্রতিটি চ্যানেলের ভাষায় (এখানে { $language }) উত্তর দেব।
language-unknown = `{ $input }` আমার জানা কোনো ভাষা নয়: en (English), ja (日本語), hi (हिन्दी) বা bn (বাংলা) বেছে নিন, অথবা `default`
limit-start = একটু থামুন: আপনি { $seconds } সেকেন্ড পরে আরেকটি খেলা বা লবি শুরু করতে পারবেন।
limit-picture = একটু থামুন: আপনি { $seconds } সেকেন্ড পরে আবার বোর্ড, ইঙ্গিত বা রেকর্ড চাইতে পারবেন।
limit-refusals = পরপর অনেকগুলো কমান্ড আমি করতে পারিনি: { $seconds } সেকেন্ড পরে আবার উত্তর দেব।
limit-waiting = এই সার্ভারে আপনার { $max }টি চ্যালেঞ্জ বা লবি আগে থেকেই অপেক্ষায় আছে, একজনের জন্য এটাই সর্বোচ্চ: একটি বাতিল করুন (`cancel`) বা কোনোটি গৃহীত হওয়া বা মেয়াদ শেষ হওয়া পর্যন্ত অপেক্ষা করুন।
notice-settings-set-aside = সংরক্ষিত সেটিংস ({ $key }) পড়া যায়নি ({ $why }); সেগুলো অপারেটরদের জন্য আলাদা করে রাখা হয়েছে এবং ডিফল্ট সেটিংস চালু আছে।
notice-table-set-aside = এই টেবিলের সংরক্ষিত অবস্থা পড়া যায়নি ({ $why }); সেটি অপারেটরদের জন্য আলাদা করে রাখা হয়েছে এবং টেবিলটি নতুন করে শুরু হচ্ছে।
# The rating part of a stats line, or nothing (then the code passes an empty text).
stats-rating = ; রেটিং { $rating } ± { $deviation }
stats-line = { $name }: শোগি { $played }টি খেলা, { $won }টি জয়, { $lost }টি হার, { $drawn }টি ড্র{ $rating }; চার খেলোয়াড়ের শোগি: { $four_played }টি খেলা, { $four_won } বার প্রথম, { $sign }{ $points } পয়েন্ট।
stats-leaderboard-shogi = শোগি (রেটেড):
stats-leaderboard-four = চার খেলোয়াড়ের শোগি:
stats-leaderboard-rating = { $rank }. { $name } { $rating } ({ $games }টি খেলা)
stats-leaderboard-points = { $rank }. { $name } { $sign }{ $points } পয়েন্ট ({ $games }টি খেলা)
stats-no-finished-games = এই সার্ভারে এখনো কোনো খেলা শেষ হয়নি।
# $ordinal is the English plural category of the ordinal (one: 1st, two: 2nd, few: 3rd).
stats-rank-rating = শোগি রেটিংয়ে { $of } জনের মধ্যে { $rank ->
    [1] ১ম
    [2] ২য়
    [3] ৩য়
    [4] ৪র্থ
   *[other] { $rank } নম্বর
}
stats-rank-points = চার খেলোয়াড়ের পয়েন্টে { $of } জনের মধ্যে { $rank ->
    [1] ১ম
    [2] ২য়
    [3] ৩য়
    [4] ৪র্থ
   *[other] { $rank } নম্বর
}
stats-rank-line = { $name }: { $ranks }।
stats-no-games-in-play = এই সার্ভারে এখন কোনো খেলা চলছে না।
stats-games-past-end = এই সার্ভারে চলমান খেলার মাত্র { $pages }টি পাতা আছে (`games { $pages }` শেষ পাতা)।
stats-games-page = এই সার্ভারে { $count }টি খেলা চলছে, নতুনগুলো আগে (পাতা { $page } / { $pages }):
stats-games-line = { $channel }: { $game }
stats-games-older = পুরোনোগুলো: `games { $page }`।
stats-in-play-two = { $sente } বনাম { $gote }, { $moves }টি চাল
stats-in-play-four = চার খেলোয়াড়ের শোগি: { $names }, { $actions }টি চাল

## Discord

discord-board-updated = { $title } (উপরের বোর্ড হালনাগাদ করা হয়েছে)
discord-lobby-updated = { $title } (উপরে টুর্নামেন্টের পোস্টটি হালনাগাদ করা হয়েছে)
discord-tournament-need-threads = প্রতিটি খেলার জন্য আলাদা থ্রেড খুলতে এই চ্যানেলে আমার Create Public Threads অনুমতি দরকার
discord-thread-failed = Discord এই মুহূর্তে আমাকে থ্রেড খুলতে দেয়নি
discord-tournament-not-in-thread = টুর্নামেন্টের খেলাগুলো হয় তার চ্যানেলের থ্রেডে: থ্রেডের ভেতরে নয়, কোনো টেক্সট চ্যানেলে টুর্নামেন্ট খুলুন
discord-button-accept = গ্রহণ করুন
discord-button-decline = ফিরিয়ে দিন
discord-button-cancel = বাতিল করুন
discord-button-join = যোগ দিন
discord-button-leave = ছেড়ে দিন
discord-button-add-computer = কম্পিউটার যোগ করুন
discord-button-start = শুরু করুন
discord-button-resign = হার মানুন
discord-button-move = চাল দিন
discord-button-back = ফিরে যান
discord-resign-confirm = এই খেলায় হার মানবেন? এটি আর ফেরানো যাবে না।
discord-done = হয়ে গেছে।
discord-game-in-thread = খেলা চলছে { $thread } থ্রেডে।
discord-threads-only-in-servers = থ্রেড শুধু সার্ভারে থাকে; এখানে `thread` ছাড়া খেলুন
discord-need-thread-permission = আমি এখানে থ্রেড খুলতে পারছি না: এই চ্যানেলে আমার Create Public Threads অনুমতি দরকার (অথবা চ্যানেলেই খেলতে `thread` বাদ দিন)
discord-thread-left-behind = এর জন্য খোলা থ্রেড { $thread } আমি মুছতে পারিনি: তার জন্য এই চ্যানেলে `Manage Threads` অনুমতি দরকার, তাই কেউ মুছে না দেওয়া পর্যন্ত সেটি খালি পড়ে থাকবে।
discord-use-slash-command = স্ল্যাশ কমান্ড ব্যবহার করুন
discord-need-embed-permissions = (বোর্ড দেখাতে আমার এখানে Embed Links ও Attach Files অনুমতি দরকার।)
# Slash command and option descriptions (at most 100 characters each; command names stay English).
# note: Discord has no Bengali locale; these are kept so every catalogue has the same ids.
discord-command-shogi = দুই খেলোয়াড়ের শোগি: কাউকে চ্যালেঞ্জ করুন, বা খোলা চ্যালেঞ্জ দিন।
discord-command-challenge = কাউকে (বা স্তর দিয়ে আমাকে) শোগির চ্যালেঞ্জ দিন।
discord-command-open = এমন চ্যালেঞ্জ দিন যা যে কেউ গ্রহণ করতে পারে।
discord-command-yonin = চার খেলোয়াড়ের শোগি (ইয়োনিন শোগি)।
discord-command-yonin-new = যোগ দিন / ছেড়ে দিন / কম্পিউটার যোগ করুন / শুরু করুন বোতামসহ চার খেলোয়াড়ের লবি খুলুন।
discord-command-move = যেকোনো লিখনপদ্ধতিতে চাল দিন (7g7f, ７六歩, 76歩, P-7f, +7776FU …)।
discord-command-board = বোর্ড দেখান।
discord-command-hint = ঘুঁটি কোথায় যেতে পারে: একটি ঘর (7g) বা হাতের ঘুঁটি (P)।
discord-command-resign = খেলায় হার মানুন (নিশ্চিত করতে বলা হবে)।
discord-command-takeback = শেষ চাল ফেরত নিতে বলুন (প্রতিপক্ষ /takeback দিয়ে রাজি হয়)।
discord-command-abort = খেলা বাতিল করুন (দুজনের চালের আগে, বা মডারেটর হিসেবে)।
discord-command-rematch = একই লোকদের সঙ্গে আবার খেলুন (দিক বদলে)।
discord-command-export = খেলার রেকর্ড ফাইল হিসেবে।
discord-command-settings = এই চ্যানেলের সেটিংস দেখুন বা বদলান (বদল: কেবল মডারেটর)।
discord-command-stats = এই সার্ভারে কারো ফলাফল।
discord-command-leaderboard = এই সার্ভারের রেটিং।
discord-command-games = এই সার্ভারে চলমান খেলা, নতুনগুলো আগে।
discord-command-help = আমার সঙ্গে কীভাবে খেলবেন।
discord-option-opponent = কার সঙ্গে খেলবেন (কম্পিউটারের সঙ্গে খেলতে আমাকে মেনশন করুন)
discord-option-handicap = আপনি যে হ্যান্ডিক্যাপ দিচ্ছেন (যেমন bishop, rook, 2-piece)
discord-option-side = আপনি কোন দিক নেবেন
discord-option-time = প্রতি চালের সময়, যেমন 30m, 12h, 3d
discord-option-rated-challenge = রেটেড খেলা (ডিফল্ট হ্যাঁ; হ্যান্ডিক্যাপের খেলা কখনো রেটেড নয়)
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
discord-choice-random = এলোমেলো
discord-choice-kif = kif (Shift-JIS)
discord-choice-kifu = kifu (UTF-8 KIF)
discord-choice-yonin = yonin (চার খেলোয়াড়ের রেকর্ড)

discord-command-puzzle = আপনার জন্য একটি চেকমেট ধাঁধা (ৎসুমে শোগি): /move দিয়ে উত্তর দিন।
discord-option-which = কোন ধাঁধা (ডিফল্ট: আপনার পরের ধাঁধা)
discord-command-review = এখানকার শেষ খেলার ইঞ্জিন-পর্যালোচনা: গ্রাফ, ভুল, হাতছাড়া চেকমেট।
discord-command-tournament = এই চ্যানেলের টুর্নামেন্ট: রাউন্ড রবিন, সুইস, চার খেলোয়াড়ের শোগি।
discord-command-tournament-new = এই চ্যানেলে টুর্নামেন্ট খুলুন (একবারে একটি); খেলোয়াড়েরা তার বোতাম দিয়ে যোগ দেন।
discord-command-tournament-join = এই চ্যানেলের টুর্নামেন্টে যোগ দিন।
discord-command-tournament-leave = টুর্নামেন্ট ছেড়ে দিন (শুরুর পর ছাড়লে বাকি সব খেলায় আপনার হার ধরা হবে)।
discord-command-tournament-start = টুর্নামেন্ট শুরু করুন (আয়োজক বা কোনো মডারেটর)।
discord-command-tournament-standings = টুর্নামেন্টের পয়েন্ট তালিকা, ছবিসহ।
discord-command-tournament-list = এই চ্যানেলের টুর্নামেন্ট, আগের ও এখনকার।
discord-command-tournament-show = এই চ্যানেলের একটি টুর্নামেন্ট, তার নম্বর দিয়ে।
discord-option-tournament-kind = খেলোয়াড়দের জুটি কীভাবে মেলানো হবে
discord-option-rounds = কয়টি রাউন্ড (সুইস ও চার খেলোয়াড়ের শোগি; রাউন্ড রবিনে সবাই সবার সঙ্গে খেলে)
discord-option-round-time = প্রতিটি রাউন্ড কতক্ষণ চলবে, যেমন 3d, 7d (তারপর অসমাপ্ত খেলার ফল ঠিক হয়)
discord-option-rated-tournament = ফল রেটিংয়ে গোনা হবে কি না (ডিফল্ট হ্যাঁ)
discord-option-tournament-name = টুর্নামেন্টের নাম
discord-option-tournament-number = এই চ্যানেলে তার নম্বর (দেখুন /tournament list)
discord-choice-round-robin = রাউন্ড রবিন (সবাই সবার সঙ্গে খেলে)
discord-choice-swiss = সুইস (সমান পয়েন্টের খেলোয়াড়েরা মুখোমুখি হন)
discord-choice-tournament-yonin = চার খেলোয়াড়ের শোগি (প্রতি টেবিলে চারজন)
discord-choice-puzzle-next = পরেরটি (আপনার জন্য নতুন)
discord-choice-puzzle-daily = আজকের ধাঁধা
discord-choice-puzzle-stop = থামুন (চলতি ধাঁধা ছেড়ে দিন)

## Local mode

local-engine-failed = USI ইঞ্জিন { $path } চালু করা যায়নি ({ $error }); ততক্ষণ স্তর { $level } বটের নিজস্ব খেলোয়াড় খেলবে
local-clock-moved = ঘড়ি { $moved } এগোল: আসল সময়ের চেয়ে { $ahead } এগিয়ে
local-bad-wait = `wait { $input }`: `wait`-এর সঙ্গে 30m, 12h বা 3d-এর মতো সময় লিখুন
local-line-format = প্রতিটি লাইন NAME: COMMAND আকারে লিখুন, যেমন `alice: challenge @bob`
local-name-missing = লাইনে কোলনের আগে একটি নাম লাগবে
local-image = ছবি: { $path }
local-file = ফাইল: { $path }
local-hand = { $side } পক্ষের হাত: { $pieces }

## Study: puzzles and review

# শোগির শব্দ (চেক, চেকমেট, চাল, রাজা) নিয়মের পাতার মতো; ধাঁধা = সুমে-শোগির সমস্যা।
puzzle-standing = ধাঁধা রেটিং { $rating }, টানা সঠিক { $streak }।
puzzle-goal-mate = { $n ->
    [1] 1 চালে চেকমেট
   *[other] দুই পক্ষের চাল মিলিয়ে { $n } চালে চেকমেট
} (আপনার প্রতিটি চাল চেক হতে হবে)
puzzle-goal-material = এক চালে ঘুঁটি জিতুন
puzzle-header-mate = { $n ->
    [1] 1 চালে চেকমেট
   *[other] { $n } চালে চেকমেট (দুই পক্ষ মিলিয়ে)
}, চাল: { $side }
puzzle-header-material = এক চালে ঘুঁটি জিতুন, চাল: { $side }
puzzle-intro = { $name }-এর জন্য ধাঁধা (কাঠিন্য { $difficulty }/10): আপনি { $side }, { $goal }। আপনার চাল লিখুন। { $standing }
puzzle-intro-daily = { $name }-এর জন্য আজকের ধাঁধা (কাঠিন্য { $difficulty }/10): আপনি { $side }, { $goal }। আপনার চাল লিখুন। { $standing }
puzzle-correct = { $name }: { $move } সঠিক। রাজার পক্ষের উত্তর { $reply }। এবার আপনার চাল।
puzzle-solved = { $name }: { $move } — সমাধান হয়েছে! { $standing } আরেকটির জন্য `puzzle`।
puzzle-wrong = { $name }: { $move } সঠিক নয়। সমাধান: { $solution }। { $standing } আরেকটির জন্য `puzzle`।
puzzle-gave-up = { $name } ধাঁধাটি ছেড়ে দিলেন। সমাধান: { $solution }। { $standing }
puzzle-daily-post = আজকের ধাঁধা (কাঠিন্য { $difficulty }/10): { $side } পক্ষের চাল, { $goal }। চেষ্টা করতে `puzzle daily` (আজ সবার জন্য একই ধাঁধা)।
review-mistake-mark = { $number }. { $played } → { $better }
review-missed-mate-mark = { $number }. { $played } → { $mate } ({ $length ->
    [1] 1 চালে চেকমেট
   *[other] দুই পক্ষের { $length } চালে চেকমেট
})
review-judged-by = বিচার করেছে { $engine }, { $limit }।
review-judged-by-builtin = বিচার করেছে অন্তর্নির্মিত ইঞ্জিন, { $limit }।
review-limit-nodes = প্রতি অবস্থানে { $n } নোড
review-limit-depth = প্রতি অবস্থানে গভীরতা { $n }
review-summary = ☗ { $sente } বনাম ☖ { $gote } ({ $plies } চাল)-এর পর্যালোচনা: { $mistakes ->
        [0] কোনো বড় ভুল নেই
       *[other] { $mistakes }টি বড় ভুল
    }, { $missed ->
        [0] কোনো হাতছাড়া চেকমেট নেই
       *[other] { $missed }টি হাতছাড়া চেকমেট
    }। lishogi-তে আরও দেখুন (চাল { $at }): { $link }

## Tournaments: commands and refusals
command-what-tournament-sub = কী করতে হবে: `new`, `join`, `leave`, `start`, `standings`, `list` অথবা `show N`
command-valid-tournament = `new`, `join`, `leave`, `start`, `standings`, `list` অথবা `show N`
command-what-tournament-kind = টুর্নামেন্টের ধরন: `round-robin`, `swiss` অথবা `yonin`
command-valid-tournament-kind = `round-robin` (রাউন্ড রবিন), `swiss` (সুইস) অথবা `yonin` (চার খেলোয়াড়ের শোগি)
command-valid-tournament-new = `rounds=N`, `time=1d`, `round=7d`, `rated=yes|no`, `name=…`
command-what-tournament-number = টুর্নামেন্টের নম্বর
command-tournament-number = `{ $value }`: টুর্নামেন্ট 1 থেকে গোনা হয়, যেমন `tournament show 1`
command-tournament-rounds = `{ $value }`: রাউন্ডের সংখ্যা 1 থেকে { $max }
command-tournament-rounds-round-robin = রাউন্ড রবিনে রাউন্ডের সংখ্যা খেলোয়াড়ের সংখ্যা দিয়ে ঠিক হয়: খেলোয়াড় জোড় সংখ্যায় হলে তার চেয়ে একটি কম, বিজোড় হলে সমান
command-tournament-name-empty = নামটি খালি
command-tournament-name-long = `{ $value }…` খুব লম্বা: নামে সর্বোচ্চ { $max }টি অক্ষর থাকতে পারে
command-tournament-name-unclosed = `{ $value }`: নামের শেষের উদ্ধৃতিচিহ্নটি নেই, যেমন `name="Spring rated=no"`
command-tournament-round-limit = `{ $text }` এক রাউন্ডের 30 দিনের সীমার বেশি
tournament-kind-round-robin = রাউন্ড রবিন
tournament-kind-swiss = সুইস টুর্নামেন্ট
tournament-kind-yonin = চার খেলোয়াড়ের শোগির টুর্নামেন্ট
tournament-the-round-robin = রাউন্ড রবিন
tournament-the-swiss = সুইস টুর্নামেন্ট
tournament-the-yonin = চার খেলোয়াড়ের শোগির টুর্নামেন্ট
tournament-already-joined = আপনি আগে থেকেই টুর্নামেন্টে আছেন
tournament-not-joined = আপনি এই টুর্নামেন্টে খেলছেন না
tournament-started = টুর্নামেন্ট আগেই শুরু হয়ে গেছে
tournament-not-started = টুর্নামেন্ট এখনো শুরু হয়নি
tournament-finished = টুর্নামেন্ট শেষ হয়ে গেছে
tournament-too-few = { $kind } শুরু করতে অন্তত { $needed } জন খেলোয়াড় লাগবে; এ পর্যন্ত যোগ দিয়েছেন { $have } জন
tournament-not-organiser = টুর্নামেন্টটি শুধু টুর্নামেন্টের আয়োজক { $organiser } অথবা একজন মডারেটর শুরু করতে পারেন
tournament-full = টুর্নামেন্ট ভর্তি: সর্বোচ্চ { $max } জন খেলোয়াড়
tournament-unknown-game = এই রাউন্ডে { $round }.{ $board } নম্বরের কোনো খেলা নেই
tournament-already-recorded = খেলা { $round }.{ $board }-এর ফল আগেই লেখা হয়েছে
tournament-wrong-result = এই ফল খেলা { $round }.{ $board }-এর সঙ্গে মেলে না
refusal-tournament-game = এটি টুর্নামেন্টের খেলা: এটি বাতিল করা যায় না, আর `rematch` দিয়ে আবার খেলাও যায় না
tournament-game-start = { $title }, রাউন্ড { $round }, বোর্ড { $board }।
tournament-named = “{ $name }”
tournament-created = { $organiser } { $title } খুলেছেন, এই চ্যানেলের { $number } নম্বর টুর্নামেন্ট।
tournament-joined = { $title }: { $name } যোগ দিলেন, এখন { $count } জন খেলোয়াড়।
tournament-left = { $title }: { $name } নাম তুলে নিলেন, এখন { $count } জন খেলোয়াড়।
tournament-withdrew = { $title }: { $name } সরে দাঁড়ালেন; তাঁর অসমাপ্ত দুই খেলোয়াড়ের খেলাটি তাঁর হার হিসেবে ধরা হলো, আর পরের রাউন্ডগুলোতে তাঁর জুটি মেলানো হবে না।
tournament-begins = { $title } শুরু হলো: { $count } জন খেলোয়াড়, { $rounds }টি রাউন্ড।
tournament-round-begins = { $title }: রাউন্ড { $round } শুরু হলো; চলবে { $time }।
tournament-pairing = বোর্ড { $board }: { $players }, খেলা হবে { $table } চ্যানেলে।
tournament-pairing-forfeit = বোর্ড { $board }: { $players }, খেলা হবে না: { $result }।
tournament-pairing-thread = বোর্ড { $board }: { $players }, খেলা হবে আলাদা থ্রেডে।
tournament-table-name = রাউন্ড { $round }, বোর্ড { $board }: { $players }
tournament-table-name-two = রাউন্ড { $round }, বোর্ড { $board }: { $sente } বনাম { $gote }
tournament-players-two = { $sente } বনাম { $gote }
tournament-table-not-opened = রাউন্ড { $round }-এর বোর্ড { $board }-এর জন্য এখনো আলাদা টেবিল খোলা যায়নি: { $reason }। টেবিল খোলা গেলেই খেলা শুরু হবে।
tournament-cannot-open-tables = এখানে প্রতিটি খেলার জন্য আলাদা টেবিল খোলা যায় না
tournament-lobby-settings = কীভাবে খেলা হবে: { $kind }, { $rounds }; প্রতি চালের সময়: { $time }; প্রতিটি রাউন্ড চলবে { $round }; { $rated }।
tournament-lobby-rounds = { $rounds ->
    [1] একটি রাউন্ড
   *[other] { $rounds }টি রাউন্ড
}
tournament-lobby-rounds-all = সবাই সবার সঙ্গে একবার করে খেলবেন
tournament-lobby-rounds-swiss = রাউন্ডের সংখ্যা ঠিক হবে খেলোয়াড়ের সংখ্যা অনুযায়ী
tournament-lobby-time-default = এই চ্যানেলের অন্য খেলাগুলোর মতোই
tournament-rated = ফল রেটিংয়ে গোনা হবে
tournament-unrated = ফল রেটিংয়ে গোনা হবে না
tournament-lobby-players = { $count ->
    [0] এখনো কেউ যোগ দেননি।
   *[other] খেলোয়াড় ({ $count } জন): { $names }
}
tournament-lobby-how = `tournament join` দিয়ে যোগ দিন, `tournament leave` দিয়ে নাম তুলে নিন (Discord-এ নিচের বোতামগুলো দিয়েও একই কাজ হয়)। অন্তত { $needed } জন যোগ দিলে { $organiser } বা কোনো মডারেটর `tournament start` দিয়ে টুর্নামেন্ট শুরু করবেন।
tournament-bye = এই রাউন্ডে { $name } বাই পেয়েছেন (তাঁর কোনো খেলা নেই)।
tournament-forfeit-win = { $name } ওয়াকওভারে জিতেছেন
tournament-double-forfeit = কেউ পয়েন্ট পাননি
tournament-round-over = { $title }: রাউন্ড { $round } শেষ।
tournament-over = { $title } শেষ হলো। চূড়ান্ত তালিকা:
tournament-over-early = { $title } আগেভাগেই শেষ হলো: পরের রাউন্ডের জুটি মেলানো গেল না। চূড়ান্ত তালিকা:
tournament-standings-head = { $title }, { $rounds ->
    [0] প্রথম রাউন্ড শেষ হওয়ার আগে
   *[other] { $rounds } রাউন্ড শেষে
  } (স্থান, নাম, পয়েন্ট, { $tiebreak }, খেলা):
tournament-standings-row = { $place }. { $name }: { $points }, { $tiebreak }, { $games }
tournament-tiebreak-sonneborn-berger = সোনেবর্ন–বার্গার
tournament-tiebreak-buchholz = বুখহোলৎস
tournament-tiebreak-placement = স্থানের পয়েন্ট
tournament-none = এই চ্যানেলে কোনো টুর্নামেন্ট খোলা নেই, চলছেও না: `tournament new swiss` (বা `round-robin`, `yonin`) দিয়ে শুরু করুন
tournament-list-head = এই চ্যানেলের টুর্নামেন্ট:
tournament-list-row = { $number }. { $title }: { $state }
tournament-state-open = নাম নেওয়া চলছে, { $count } জন খেলোয়াড়
tournament-state-running = রাউন্ড { $round } ({ $rounds }টির মধ্যে)
tournament-state-over = শেষ, বিজয়ী { $winner }
tournament-list-empty = এই চ্যানেলে এখনো কোনো টুর্নামেন্ট হয়নি।
tournament-unknown = এই চ্যানেলে { $number } নম্বর টুর্নামেন্ট নেই
tournament-one-at-a-time = এই চ্যানেলে { $title } আগে থেকেই চলছে: এক চ্যানেলে একবারে একটাই টুর্নামেন্ট হতে পারে
tournament-not-here = টুর্নামেন্ট হয় কোনো সার্ভারের চ্যানেলে, যেখানে প্রতিটি খেলা নিজের থ্রেড পায় (অথবা লোকাল মোডে); ডাইরেক্ট মেসেজে নয়
tournament-result-win = { $winner } { $loser }-কে হারিয়েছেন
tournament-result-draw = { $players }-এর খেলা ড্র
tournament-result-places = { $places }
tournament-recorded = রাউন্ড { $round }, বোর্ড { $board }: { $result }।
tournament-deadline = { $title }: রাউন্ড { $round }-এর সময় শেষ। যে খেলাগুলো শেষ হয়নি, সেগুলোর ফল ঘড়ি অনুযায়ী ঠিক হবে, আর যার চাল তার হার।
tournament-picture-title = { $title }, { $rounds }টি রাউন্ডের পর
tournament-head-place = স্থান
tournament-head-name = খেলোয়াড়
tournament-head-points = পয়েন্ট
tournament-head-games = খেলা

## Commands: export
command-valid-export = `kif` (Shift-JIS), `kifu` (UTF-8 KIF), `ki2`, `csa`, `usi`, অথবা চার খেলোয়াড়ের খেলার জন্য `yonin`
