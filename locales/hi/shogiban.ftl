# shogiban — the Hindi catalogue (हिन्दी). Every word the bot says lives here and in the ja, hi and bn
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
players-two = { $sente } बनाम { $gote }
seat-south = दक्षिण
seat-west = पश्चिम
seat-north = उत्तर
seat-east = पूर्व
color-sente = सेंते
color-gote = गोते
role-pawn = प्यादा
role-lance = क्योशा
role-knight = केइमा
role-silver = रजत
role-gold = स्वर्ण
role-bishop = काकुग्यो
role-rook = हिशा
role-king = राजा
role-promoted-pawn = तोकिन
role-promoted-lance = बदला क्योशा
role-promoted-knight = बदला केइमा
role-promoted-silver = बदला रजत
# note: 馬 (promoted bishop) and 龍 (promoted rook) by their Japanese names, as players say them
role-horse = र्यूमा
role-dragon = र्यूओ
# A duration in a sentence (time per move, time left); what a player types stays `3d`.
duration-minutes = { $n } मिनट
duration-hours = { $n ->
    [one] { $n } घंटा
   *[other] { $n } घंटे
}
duration-days = { $n } दिन
# A handicap (駒落ち) by its `handicap=NAME`, as a phrase of its own.
handicap-lance = क्योशा की छूट
handicap-right-lance = दाएँ क्योशा की छूट
handicap-bishop = काकुग्यो की छूट
handicap-rook = हिशा की छूट
handicap-rook-lance = हिशा और क्योशा की छूट
handicap-2-piece = दो मोहरों की छूट
handicap-3-piece = तीन मोहरों की छूट
handicap-4-piece = चार मोहरों की छूट
handicap-5-piece = पाँच मोहरों की छूट
handicap-left-5-piece = बाएँ पाँच मोहरों की छूट
handicap-6-piece = छह मोहरों की छूट
handicap-left-7-piece = बाएँ सात मोहरों की छूट
handicap-right-7-piece = दाएँ सात मोहरों की छूट
handicap-8-piece = आठ मोहरों की छूट
handicap-10-piece = दस मोहरों की छूट
# "name (seat)"
name-at-seat = { $name } ({ $seat })
# "name (seat)" of a person in a sentence; a computer seat's own name already says its seat,
# so the table writes it alone
person-at-seat = { $name } ({ $seat })

## Images (drawn on the board pictures; keep them short)

label-check = चेक
label-start = शुरुआत
label-move-number = चाल { $n }
label-to-move = चाल की बारी
label-upper = छूट देने वाला
label-lower = छूट पाने वाला
label-seat-south = द
label-seat-west = प
label-seat-north = उ
label-seat-east = पू
label-place = #{ $n }
label-game-over = बाज़ी ख़त्म
label-review-title = बाज़ी की समीक्षा
label-review-moves = { $n ->
    [one] { $n } चाल
   *[other] { $n } चालें
}
label-review-mistake = ग़लती
label-review-missed-mate = छूटा चेकमेट
label-review-none = कोई बड़ी ग़लती नहीं

## Refusals (shown only to the person who asked)

refusal-no-game = इस टेबल पर कोई बाज़ी नहीं है: `challenge @कोई` या `open` से शुरू करें
refusal-game-in-play = यहाँ पहले से एक बाज़ी चल रही है ({ $players }); पहले उसे ख़त्म होने दें, या किसी दूसरे चैनल या थ्रेड में खेलें
refusal-not-a-player = आप इस टेबल पर नहीं खेल रहे; बाज़ी { $players } के बीच है
refusal-not-your-turn = अभी { $name } की बारी है, आपकी नहीं
refusal-position-changed = स्थिति बदल गई है: फिर से “चाल चलें” दबाएँ
refusal-game-over = बाज़ी ख़त्म हो चुकी है ({ $result }); फिर से खेलने के लिए `rematch`
refusal-tournament-game-over = बाज़ी ख़त्म हो चुकी है ({ $result }); इसका नतीजा टूर्नामेंट में गिना जाता है
refusal-bad-move = { $input }: { $reason }
refusal-no-impasse-rule = इस टेबल पर जिशोगी (持将棋) का नियम लागू नहीं है: कोई मॉडरेटर `settings impasse 24` या `settings impasse 27` से इसे चालू कर सकता है
refusal-no-challenge = यहाँ आपके लिए कोई चुनौती नहीं है; `open` से ऐसी चुनौती दें जिसे कोई भी स्वीकार कर सके
refusal-no-challenge-from = { $count ->
    [0] { $named } ने आपको यहाँ चुनौती नहीं दी है; आपके लिए कोई चुनौती नहीं है
    [one] { $named } ने आपको यहाँ चुनौती नहीं दी है; आपके लिए { $waiting } की चुनौती है: `accept` से स्वीकार करें
   *[other] { $named } ने आपको यहाँ चुनौती नहीं दी है; चुनौतियाँ इनकी हैं: { $waiting }
}
refusal-which-challenge = आपके लिए कई चुनौतियाँ हैं ({ $from }); बताइए किसकी: `accept @नाम`
refusal-self-challenge = आप ख़ुद को चुनौती नहीं दे सकते
refusal-unknown-user = मुझे नहीं पता कि { $mention } कौन है
refusal-unknown-handicap = `{ $name }` नाम की कोई छूट नहीं है; छूट ये हैं: { $known }
refusal-rated-handicap = छूट वाली बाज़ियाँ रेटेड नहीं होतीं
refusal-duplicate-challenge = { $name } की एक चुनौती यहाँ पहले से है; पहले उसे `cancel` करें
refusal-challenge-waiting = { $from } की चुनौती यहाँ इंतज़ार में है: एक टेबल पर एक समय में एक ही काम, इसलिए पहले उसका जवाब दें या `cancel` करें (या किसी दूसरे चैनल या थ्रेड में खेलें)
refusal-nothing-to-cancel = आपकी कोई चुनौती रद्द करने को नहीं है
refusal-nothing-to-take-back = वापस लेने के लिए कोई चाल नहीं है
refusal-no-move-of-yours = आपने अभी कोई चाल नहीं चली: चाल वापसी सिर्फ़ आपकी अपनी आख़िरी चाल (और उसके जवाब) के लिए है
refusal-takeback-pending = आप पहले ही पूछ चुके हैं; { $opponent } के `takeback` से सहमति देने का इंतज़ार है
refusal-four-no-takeback = चार खिलाड़ियों की बाज़ी में चाल वापसी नहीं होती: बाक़ी तीन वह चाल देख चुके हैं
refusal-abort-too-late = दोनों खिलाड़ियों के चाल चलने के बाद सिर्फ़ मॉडरेटर बाज़ी रद्द कर सकता है; इसके बजाय हार मान लें
refusal-no-rematch = यहाँ दोबारा खेलने के लिए कोई ख़त्म हुई बाज़ी नहीं है
refusal-lobby-open = यहाँ चार खिलाड़ियों की लॉबी पहले से खुली है: `join` करें
refusal-no-lobby = यहाँ चार खिलाड़ियों की कोई लॉबी नहीं है: `yonin` से खोलें
refusal-already-seated = आप पहले से { $seat } की सीट पर बैठे हैं
refusal-seat-taken = { $seat } की सीट पर { $by } बैठे हैं
refusal-lobby-full = लॉबी भर चुकी है
refusal-not-seated = आप लॉबी में नहीं हैं
refusal-lobby-not-full = शुरू करने के लिए लॉबी में चार खिलाड़ी चाहिए; खाली सीटें: { $free }
refusal-four-abort-too-late = हर सीट के चाल चलने के बाद सिर्फ़ मॉडरेटर बाज़ी रद्द कर सकता है
refusal-bad-position = यह स्थिति खेली नहीं जा सकती: { $reason }
refusal-handicap-and-position = यह स्थिति खेली नहीं जा सकती: छूट या स्थिति में से एक ही दें, दोनों नहीं
refusal-position-without-moves = यह स्थिति खेली नहीं जा सकती: जिसकी बारी है उसके पास कोई वैध चाल नहीं है
refusal-after-notice = { $notice } { $error }
refusal-not-moderator = सेटिंग्स सिर्फ़ मॉडरेटर बदल सकते हैं; `settings` या `settings KEY` से कोई भी देख सकता है
refusal-unknown-setting = `{ $key }` कोई सेटिंग नहीं है; `settings` सबकी सूची देता है
refusal-unknown-setting-nearest = `{ $key }` कोई सेटिंग नहीं है: क्या आपका मतलब `{ $nearest }` था? `settings` सबकी सूची देता है
refusal-no-override = इस चैनल में `{ $key }` की कोई अलग सेटिंग नहीं है जिसे हटाया जाए
refusal-settings-usage = `settings server` के साथ सेटिंग का नाम और मान चाहिए, जैसे `settings server hints off`
refusal-hints-off = यहाँ संकेत बंद हैं (सेटिंग `hints`)
refusal-no-piece-there = { $square } पर बारी वाले खिलाड़ी का कोई मोहरा नहीं है: संकेत के लिए उनके किसी मोहरे का खाना (जैसे 7g) या हाथ का मोहरा (P, L, N, S, G, B, R) दें
refusal-hint-usage = { $input }: संकेत के लिए 7g (या 77, ７七) जैसा खाना या P (या 歩) जैसा हाथ का मोहरा दें (राजा के लिए K)
refusal-not-in-hand = बारी वाले खिलाड़ी के हाथ में { $role } नहीं है
refusal-level-needs-computer = `level=` कंप्यूटर के साथ बाज़ी के लिए है: बॉट को ही चुनौती दें, जैसे `challenge @shogiban level=3`
refusal-unknown-export-format = { $format }: एक्सपोर्ट के फ़ॉर्मैट kif, kifu, ki2, csa और usi हैं
refusal-corrupt = सहेजी गई बाज़ी ख़राब है: { $detail }
refusal-unknown-export-format-four = { $format }: चार खिलाड़ियों की बाज़ी के एक्सपोर्ट फ़ॉर्मैट yonin और usi हैं
corrupt-start = शुरुआती स्थिति: { $error }
corrupt-move = चाल { $n } ({ $move }): { $error }
corrupt-action = चाल { $n } ({ $move }): { $error }
refusal-no-puzzle = अभी कोई पहेली नहीं मिली; थोड़ी देर बाद फिर कोशिश करें
refusal-no-puzzle-in-progress = यहाँ आपकी कोई पहेली चल नहीं रही: `puzzle` से नई पहेली लें
refusal-no-review-game = इस टेबल पर समीक्षा के लिए कोई पूरी हुई बाज़ी नहीं है
refusal-review-in-play = बाज़ी अभी चल रही है: ख़त्म होने के बाद `review` करें
refusal-review-four = समीक्षा सिर्फ़ दो खिलाड़ियों की बाज़ी की होती है

## Table: status lines and results

status-two = ☗ { $sente } बनाम ☖ { $gote }, चाल { $move }। { $to_move } की बारी{ $check ->
    [yes] {" "}(चेक में)
   *[no] {""}
}।
status-four = { $players }। चाल { $action }; { $who } की बारी{ $check ->
    [yes] , चेक में
   *[no] {""}
}।
result-aborted = बाज़ी रद्द हुई।
result-four = बाज़ी ख़त्म ({ $reason }): { $places }।
result-four-place = { $place }. { $name }
result-win = { $name } { $how } जीते।
result-draw = बाज़ी { $how } बराबरी पर ख़त्म हुई।
how-checkmate = चेकमेट से
how-no-legal-moves = (कोई वैध चाल नहीं बची)
how-repetition = दोहराव से (सेन्निचिते)
how-perpetual-check = विरोधी के लगातार चेक देने पर
how-move-limit = चालों की सीमा पर
how-impasse = जिशोगी से
how-resignation = विरोधी के हार मानने पर
how-timeout = विरोधी का समय ख़त्म होने पर
options = { " " }({ $parts })
option-handicap = { $handicap }
option-time = हर चाल के लिए { $time }
option-position = स्थिति { $sfen } से
option-unrated = बिना रेटिंग
four-end-two-eliminations = दो खिलाड़ी बाहर
four-end-last-survivor = आख़िरी बचा खिलाड़ी
four-end-repetition = दोहराव
four-end-team = एक टीम का खिलाड़ी बाहर
four-end-round-deadline = टूर्नामेंट राउंड का समय पूरा हो गया

## Table: challenges

challenge-posted = { $name } ने { $opponent } को शोगी की चुनौती दी{ $options }। { $opponent }: `accept` या `decline`।
challenge-open = { $name } को खेलने के लिए विरोधी चाहिए{ $options }। कोई भी: `accept`।
challenge-cancelled = { $name } ने अपनी चुनौती रद्द की।
challenge-cancelled-by-moderator = { $name } (मॉडरेटर) ने इनकी चुनौतियाँ रद्द कीं: { $names }।
challenge-withdrawn = (वापस ली गईं, क्योंकि अब यहाँ बाज़ी चल रही है: { $names } की चुनौतियाँ।)
challenge-declined = { $name } ने { $from } की चुनौती अस्वीकार की।

## Table: play

play-game-on = बाज़ी शुरू: ☗ { $sente } (सेंते) बनाम ☖ { $gote } (गोते){ $count ->
    [0] {""}
   *[other] , { $extras }
}।
play-computer-level = कंप्यूटर स्तर { $level }, बिना रेटिंग
play-to-move = { $name } की बारी।
play-check-to-move = चेक! { $name } की बारी।
play-played = { $name } की चाल: { $move }।
play-declares-impasse = { $name } ने जिशोगी का दावा किया।
play-taken-back-computer = चाल वापस ली गई (आपकी और कंप्यूटर की)।
play-takeback-asked = { $name } अपनी आख़िरी चाल वापस लेना चाहते हैं। { $opponent }: सहमत हों तो `takeback`, या खेलते रहें।
play-taken-back = चाल वापस ली गई।
play-hint-in-hand = हाथ का { $role }
# Click to move on Discord: the lists of the Move button's picker (`table/picker.rs`).
picker-piece = { $square } पर { $role }
picker-choose-piece = चलाने के लिए मोहरा चुनें
picker-pieces-files = खड़ी पंक्ति { $first }–{ $last } के मोहरे
picker-pieces-file = खड़ी पंक्ति { $file } के मोहरे
picker-choose-drop = या हाथ का कोई मोहरा रखें
picker-choose-square = चुनें कि मोहरा कहाँ जाए
picker-squares-files = खड़ी पंक्ति { $first }–{ $last } के खाने
picker-squares-file = खड़ी पंक्ति { $file } के खाने
picker-note-promotes = बदलता है
picker-note-stays = बिना बदला रहता है
picker-note-takes = { $role } लेता है
picker-note-takes-promotes = { $role } लेकर बदलता है
picker-note-takes-stays = { $role } लेता है, बिना बदला रहता है
picker-step-piece = { $name }, आपकी बारी: मोहरा चुनें
picker-step-square = { $name }, आपकी बारी: { $piece } कहाँ जाए?
play-hint = { $count ->
    [0] { $what }: कोई वैध चाल नहीं।
   *[other] { $what } यहाँ जा सकता है: { $squares }।
}

## Table: four-player lobbies and games

lobby-seat = { $seat }: { $name }
lobby-seat-free = { $seat }: (खाली)
lobby-opened = { $name } ने चार खिलाड़ियों की लॉबी खोली{ $teams ->
    [yes] {" "}(टीमें)
   *[no] {""}
}। बैठने के लिए `join`।
lobby-sits = { $name } { $seat } की सीट पर बैठे।
lobby-full = लॉबी भर गई: `start`।
lobby-closed = { $name } चले गए; लॉबी बंद हुई।
lobby-left = { $name } ने { $seat } की सीट छोड़ दी।
lobby-game-on = चार खिलाड़ियों की बाज़ी शुरू: { $players }।
lobby-moves-first = पहली चाल { $who } की।
lobby-played = { $who } की चाल: { $move }।
lobby-checkmated = { $who } चेकमेट हुए; उनके मोहरे { $by } को मिले।
lobby-to-move = { $who } की बारी{ $check ->
    [yes] {" "}(चेक में)
   *[no] {""}
}।
lobby-left-game = { $name } ने बाज़ी छोड़ी।
lobby-handed-over = अब से { $name } की सीट ({ $seat }) कंप्यूटर (स्तर { $level }) खेलेगा।
four-switch-values = `{ $key }` के मान { $values } हैं, `{ $value }` नहीं

## Table: the computer

computer-never-rated = कंप्यूटर रेटेड बाज़ी नहीं खेल सकता: कंप्यूटर के साथ बाज़ियाँ कभी रेटेड नहीं होतीं
computer-sits = कंप्यूटर (स्तर { $level }) { $seat } की सीट पर बैठा।
computer-name = { $bot } (स्तर { $level })
computer-seat-name = { $bot } ({ $seat }, स्तर { $level })
computer-plays-for = { $name } (कंप्यूटर)

## Table: clocks

clock-remind = { $name }: आपकी चाल, { $left } बाक़ी।
clock-remind-four = { $name } ({ $seat }): आपकी चाल, { $left } बाक़ी।
clock-timeout-four = { $name } ({ $seat }) का समय ख़त्म हुआ।
clock-left-to-move = चाल के लिए { $left } बाक़ी।

## Table: export

export-attached = बाज़ी का रिकॉर्ड ({ $format }) अटैच है: { $name }

## Table: help
help-general = कमांड: { $commands }। विषय: { $topics }। भाषा: `language en|ja|hi|bn` (Discord में बांग्ला नहीं है: বাংলা के लिए `language bn`)।
help-unknown = `{ $topic }` नाम का कोई सहायता विषय नहीं है। विषय: { $topics }।
help-moves =
    चाल को अकेले एक पंक्ति में लिखें, या `move M`, किसी भी नोटेशन (चाल लिखने के तरीक़े) में: USI (`7g7f`, `P*5e`, `8h2b+`), जापानी (`７六歩`, `76歩`, `同　銀`, `５八金右`, `２二角成`, `５五角打`), KIF (`７六歩(77)`), पश्चिमी (`P-7f`, `Bx2b+`, `G*5e`) या CSA (`+7776FU`)।
    जहाँ मोहरा बदल सकता है और चाल में यह लिखा न हो, वहाँ जापानी और पश्चिमी चालें अस्पष्ट मानकर दोनों रूपों (`成`/`不成`, `+`/`=`) के साथ लौटा दी जाती हैं।
    `hint 7g` दिखाता है कि 7g का मोहरा कहाँ जा सकता है, `hint P` कि हाथ का प्यादा कहाँ रखा जा सकता है।
    Discord में बोर्ड के नीचे का **चाल चलें** बटन यही क्लिक से करता है: पहले मोहरा चुनें, फिर उसका खाना, और चाल चल दी जाती है (नोटेशन लिखने की ज़रूरत नहीं)।
help-challenge =
    `challenge @कोई` (या सबके लिए `open`), इन विकल्पों के साथ: `handicap=NAME` (छूट आप देते हैं; छूट लेने के लिए `giver=opponent`), `side=sente|gote|random`, हर चाल का समय `time=3d`, `rated=no`, और तय स्थिति से शुरू करने के लिए `sfen BOARD SIDE HAND [MOVE]` (कभी रेटेड नहीं)।
    विरोधी `accept` या `decline` से जवाब देता है; `cancel` चुनौती वापस लेता है।
    एक टेबल पर एक समय में एक ही काम होता है: जब बाज़ी चल रही हो या लॉबी खुली हो, चुनौतियाँ किसी दूसरे चैनल या थ्रेड में दें।
    बाज़ी के बाद `rematch` वही बाज़ी फिर से देता है (पक्ष बदलकर; दोनों माँगें तो शुरू)। `takeback` आपकी आख़िरी चाल वापस लेने को कहता है; `abort` दोनों के चाल चलने से पहले बाज़ी रद्द करता है; `resign` से हार मानें।
help-yonin =
    चार खिलाड़ियों की शोगी (四人将棋): `yonin [teams] [time=1d] [credit=last-mover] [continue-from=mover] [end=last-survivor] [partner-capture=no] [first-mover=SEAT]` लॉबी खोलता है; `join [south|west|north|east]` सीट लेता है (या क्रम S, W, N, E में पहली खाली सीट), `leave` सीट छोड़ता है, `add-computer [SEAT] [level=N]` कंप्यूटर को बिठाता है, और चारों सीटें भरने पर बैठा हुआ कोई भी `start` कहता है।
    चालें दो खिलाड़ियों वाले नोटेशन में, चाहें तो आगे चलने वाले की सीट के साथ: `S:5g5f`, `W:P-6e`, `南５六歩` (南 दक्षिण, 西 पश्चिम, 北 उत्तर, 東 पूर्व)।
    चार खिलाड़ियों की शोगी में हार मानना नहीं होता: `resign` (या बाज़ी के दौरान `leave`) आपकी सीट कंप्यूटर को दे देता है, जो आपके नाम के साथ "(कंप्यूटर)" लिखकर खेलता है; आपको आख़िरी स्थान मिलता है। जिस सीट का समय ख़त्म हो, वह भी इसी तरह सौंपी जाती है।
help-computer =
    `challenge @shogiban level=1-5` तुरंत कंप्यूटर से बाज़ी शुरू करता है (कभी रेटेड नहीं)। स्तर 1 उनके लिए है जिन्होंने अभी-अभी चालें सीखी हैं (यह अक्सर भूल करता है); हर स्तर अपने से नीचे वाले से बहुत मज़बूत है; स्तर 5 सबसे मज़बूत है, जिसे ऑपरेटर के सेट करने पर एक बाहरी USI इंजन खेलता है (वह व्यस्त हो या न चले तो बॉट का अपना स्तर 5 खेलता है)।
    चार खिलाड़ियों की लॉबी में `add-computer [SEAT] [level=N]` उसे बिठाता है; सीट का नाम सीट और स्तर से बनता है, जैसे `shogiban (पश्चिम, स्तर 3)`।
help-clocks =
    `time=30m`, `12h` या `3d` वाली चुनौती में हर चाल के लिए उतना समय मिलता है। तीन-चौथाई समय बीतने पर याद दिलाया जाता है; समय ख़त्म होने पर दो खिलाड़ियों की बाज़ी में उस खिलाड़ी की हार होती है, और चार खिलाड़ियों की बाज़ी में उसकी सीट कंप्यूटर को मिल जाती है।
    `board` चाल के लिए बचा समय दिखाता है।
help-impasse =
    जिशोगी (持将棋) तब तक बंद है जब तक कोई मॉडरेटर इसे चालू न करे।
    `settings impasse 24`: जब दोनों राजा विरोधी के क्षेत्र में हों, `impasse` बोर्ड और हाथ के मोहरे गिनता है (हिशा और काकुग्यो 5, राजा के सिवा बाक़ी हर मोहरा 1); 24 से कम वाला पक्ष हारता है, वरना बराबरी।
    `settings impasse 27`: बारी वाला खिलाड़ी `impasse` से जीत का दावा करता है जब उसका राजा और कम से कम दस और मोहरे विरोधी के क्षेत्र में हों, वह चेक में न हो, और वे मोहरे और उसका हाथ मिलाकर 28 अंक (सेंते) या 27 (गोते) हों; कम पड़ने वाला दावा हार है।
help-settings =
    `settings` हर मान और उसका स्रोत दिखाता है; `settings KEY` एक को।
    मॉडरेटर: `settings KEY VALUE` (यह चैनल), `settings server KEY VALUE` (सर्वर का डिफ़ॉल्ट), `settings KEY default` (इस चैनल की अलग सेटिंग हटाएँ)।
    सेटिंग्स: { $keys }।
help-export =
    `export kif` (Shift-JIS, Kifu for Windows और ज़्यादातर प्रोग्रामों के लिए), `kifu` (UTF-8 KIF), `ki2`, `csa` (V2.2) या `usi` मौजूदा या पिछली बाज़ी को फ़ाइल के रूप में अटैच करता है; चार खिलाड़ियों की बाज़ियाँ `yonin` (चार खिलाड़ियों का रिकॉर्ड) या `usi` में एक्सपोर्ट होती हैं।

help-puzzle = `puzzle` आपको एक पहेली देता है: लगातार चेक देकर चेकमेट (त्सुमे शोगी) या मोहरा जीतने वाली चाल, इस सर्वर की पूरी हुई बाज़ियों या बेतरतीब बाज़ियों से ली गई, सॉल्वर से जाँची हुई, जिसमें पहली सही चाल एक ही है; कठिनाई 1–10। अपनी चालें लिखें: हर चाल तुरंत जाँची जाती है, बचाव की चालें आपके लिए खेली जाती हैं, और आख़िरी चाल में कोई भी चेकमेट सही है। हर हल या चूकी पहेली से आपकी पहेली रेटिंग और लगातार सही जवाबों की गिनती बदलती है। `puzzle daily` आज की पहेली है, सबके लिए एक ही; `puzzle stop` से छोड़ें। मॉडरेटर का `settings puzzle-channel on` उस चैनल में हर दिन आज की पहेली भेजता है।
help-review = बाज़ी के बाद `review`: इंजन यहाँ की आख़िरी पूरी हुई दो खिलाड़ियों की बाज़ी देखता है और चालों पर मूल्यांकन का ग्राफ़, सबसे बड़ी ग़लतियाँ बेहतर चाल के साथ, छूटे चेकमेट, और lishogi के विश्लेषण बोर्ड का लिंक देता है।
help-tournament = एक चैनल में एक समय में एक ही टूर्नामेंट चलता है: `tournament new round-robin` (हर खिलाड़ी बाक़ी सबसे खेलता है), `tournament new swiss rounds=5` (बराबर अंक वाले खिलाड़ी आपस में खेलते हैं) या `tournament new yonin` (हर टेबल पर चार खिलाड़ी), और साथ में हर चाल के लिए `time=1d`, हर राउंड के लिए `round=7d`, `rated=no` (नतीजे रेटिंग में न गिने जाएँ), `name=Spring Cup` (टूर्नामेंट का नाम; नाम में `=` हो तो उसे उद्धरण चिह्नों में लिखें: `name="Spring rated=no"`)। खिलाड़ी “जुड़ें” बटन या `tournament join` से जुड़ते हैं; आयोजक या कोई मॉडरेटर इसे शुरू करता है। फिर हर बाज़ी अपने अलग थ्रेड में (लोकल मोड में अपने अलग चैनल में) अपने आप शुरू हो जाती है और उसके खिलाड़ियों को वहाँ बुला लिया जाता है; राउंड का समय पूरा होने तक जो बाज़ी ख़त्म न हो, उसका फ़ैसला घड़ी के हिसाब से होता है, और शुरू होने के बाद `tournament leave` करने पर आगे की सारी बाज़ियों में आपकी हार दर्ज होती है। `tournament standings` तालिका दिखाता है, टाई-ब्रेक (सोनबॉर्न–बर्गर, बुख़होल्ज़ या स्थान के अंक) और तस्वीर के साथ; पिछले टूर्नामेंट `tournament list` और `tournament show N` से देखें।

## Table: settings
setting-list-head = यहाँ की सेटिंग्स (मॉडरेटर इन्हें `settings KEY VALUE` से बदलते हैं):
setting-line = { $key } = { $value } ({ $source })
setting-show = { $key } = { $value } ({ $source }): { $about }। मान: { $values }; डिफ़ॉल्ट { $default }।
setting-source-channel = चैनल
setting-source-server = सर्वर
setting-source-default = डिफ़ॉल्ट
setting-override-removed = { $key } की अलग सेटिंग हटाई गई; अब यह { $value } ({ $source }) है।
setting-set-server = पूरे सर्वर के लिए { $key } = { $value } (चैनल इसे बदल सकते हैं)।
setting-set-channel = इस चैनल में { $key } = { $value }।
setting-bad-value = `{ $value }` `{ $key }` का मान नहीं है; मान ये हो सकते हैं: { $values }
setting-values-time = `none`, या 30m, 12h, 3d जैसी अवधि
setting-values-move-limit = `none`, या चालों की संख्या (1-10000)
setting-about-side = चुनौती में पक्ष न लिखा हो तो चुनौती देने वाले का पक्ष
setting-about-time = नई चुनौतियों और लॉबी में हर चाल का समय
setting-about-move-limit = इतनी चालों के बाद दो खिलाड़ियों की बाज़ी बराबरी पर ख़त्म होती है
setting-about-impasse = दो खिलाड़ियों की बाज़ी का जिशोगी (持将棋) नियम
setting-about-hints = `hint` इस्तेमाल हो सकता है या नहीं
setting-about-orientation = दो खिलाड़ियों वाले बोर्ड की तस्वीर सेंते की तरफ़ से, या बारी वाले पक्ष की तरफ़ से
setting-about-notation = घोषणाओं में चालें कैसे लिखी जाएँ
setting-about-teams = चार खिलाड़ियों की लॉबी टीमों में खेलती है
setting-about-partner-capture = चार खिलाड़ियों की बाज़ी में टीमें साथी के मोहरे ले सकती हैं
setting-about-credit = बाहर हुई सीट के मोहरे कौन लेता है (चार खिलाड़ियों के नियम §10)
setting-about-continue-from = किसी के बाहर होने के बाद चाल किसकी (चार खिलाड़ियों के नियम §10)
setting-about-end = चार खिलाड़ियों की बाज़ी कब ख़त्म होती है (चार खिलाड़ियों के नियम §10)
setting-about-threads = हर बाज़ी का अपना थ्रेड (Discord)
setting-about-edit-in-place = नया संदेश भेजने के बजाय टेबल का संदेश बदलें, व्यस्त चैनलों के लिए
setting-about-computer-level = स्तर न बताने पर (और समय ख़त्म हुई सीटों के लिए) कंप्यूटर की ताक़त
setting-about-language = इस चैनल में बॉट के संदेशों की भाषा (किसी खिलाड़ी की अपनी `language` पसंद, या उसकी Discord भाषा, तय करती है कि सिर्फ़ वह क्या देखता है)
setting-about-puzzle-channel = इस चैनल में हर दिन आज की पहेली भेजना

## Table: commands typed wrong
command-empty = ख़ाली कमांड: आप क्या कर सकते हैं, यह देखने के लिए `help` लिखें
command-too-long = यह पंक्ति बहुत लंबी है ({ $count } अक्षर); कमांड और चालें छोटी होती हैं
command-unknown = अनजान कमांड `{ $word }`: सभी कमांड के लिए `help` लिखें
command-unknown-nearest = अनजान कमांड `{ $word }`: क्या आपका मतलब `{ $nearest }` था? (सभी कमांड के लिए `help` लिखें)
command-missing = `{ $command }` को { $what } चाहिए, जैसे `{ $example }`
command-what-opponent = चुनौती देने के लिए कोई खिलाड़ी
command-what-mention-first = पहले विरोधी का मेंशन
command-what-move = एक चाल
command-what-hint = एक खाना या हाथ का मोहरा
command-what-setting-key = दिखाने या बदलने वाली सेटिंग का नाम
command-bad-option = `{ $option }` `{ $command }` का विकल्प नहीं है; विकल्प ये हैं: { $valid }
command-valid-challenge = `handicap=NAME`, `side=sente|gote|random`, `time=3d`, `rated=yes|no`, `giver=opponent`, `level=1-5`, `engine=builtin`, `sfen BOARD SIDE HAND [MOVE]`
command-valid-yonin = `teams`, `time=3d`, `credit=checker|last-mover`, `continue-from=eliminated|mover`, `end=second-elimination|last-survivor`, `partner-capture=yes|no`, `first-mover=south|west|north|east`
command-valid-seat = एक सीट: `south`, `west`, `north` या `east`
command-valid-puzzle = कुछ नहीं (अगली पहेली), `daily` या `stop`
command-bad-value = `{ $key }` का मान ग़लत है: { $reason }
command-level-range = `{ $value }`: स्तर 1 से 5 तक होते हैं
command-page-range = `{ $value }`: पन्ने 1 से गिने जाते हैं, जैसे `games 2`
command-use-yes-no = `{ $value }`: `yes` या `no` लिखें
command-use-side = `{ $value }`: `sente`, `gote` या `random` लिखें
command-use-giver = `{ $value }`: `challenger` या `opponent` लिखें
command-use-engine = `{ $value }`: `builtin` (बॉट का अपना खिलाड़ी) या `external` (सेट किया गया USI इंजन) लिखें
command-sfen-missing = इसके बाद स्थिति दें, जैसे `sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1`
command-duration-bad = `{ $text }` 30m, 12h या 3d जैसी अवधि नहीं है
command-duration-unit = `{ $text }`: इकाई m, h या d है (30m, 12h, 3d)
command-duration-too-long = `{ $text }` बहुत लंबा है
command-duration-zero = हर चाल का समय शून्य से ज़्यादा होना चाहिए
command-duration-over-limit = `{ $text }` एक चाल की 30 दिन की सीमा से ज़्यादा है

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
notation-four-no-same = 同 सिर्फ़ दो खिलाड़ियों की बाज़ी में है: खाना लिखें
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
notation-four-overturned-king-moves = { $square } का राजा उलटा है और अब कभी नहीं चलता
notation-four-not-your-piece = { $square } का मोहरा { $seat } चलाता है
notation-four-own-piece = { $square } पर आपके नियंत्रण वाला मोहरा है
notation-four-captures-overturned-king = उलटा राजा कभी नहीं लिया जाता ({ $square })
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
notation-four-pawn-faces-overturned-king = प्यादा उलटे राजा के सामने आ जाएगा
notation-four-checks-partner = इससे आपके साथी को चेक लगेगा
notation-four-perpetual-check = लगातार चेक: कोई और चाल चलें
notation-bad-sfen = SFEN ग़लत है: { $reason }
notation-impossible-position = असंभव स्थिति: { $reason }
notation-sfen-empty = ख़ाली है: बोर्ड, बारी, हाथ और चाल संख्या चाहिए
notation-sfen-field-count = 3 या 4 हिस्से (बोर्ड, बारी, हाथ, चाल संख्या) चाहिए, पर { $count } मिले
notation-sfen-rank-count = बोर्ड में { $count ->
    [one] { $count } आड़ी पंक्ति है
   *[other] { $count } आड़ी पंक्तियाँ हैं
}; '/' से अलग 9 चाहिए
notation-sfen-rank-length = आड़ी पंक्ति { $rank } में { $count ->
    [one] { $count } खाना है
   *[other] { $count } खाने हैं
}; ठीक 9 चाहिए
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
notation-position-missing-defender-king = चेकमेट पहेली में बचाव करने वाले का राजा चाहिए: { $side } का राजा नहीं है

## Service

error-internal = मेरी तरफ़ कुछ गड़बड़ हो गई; बोर्ड जैसा था वैसा ही है। थोड़ी देर बाद फिर कोशिश करें।
error-store-busy = इस टेबल पर एक साथ बहुत सारे कमांड आए और मेरा कमांड पूरा नहीं हो सका; बोर्ड जैसा था वैसा ही है। कृपया इसे फिर से भेजें।
error-store-unavailable = डेटाबेस अभी उपलब्ध नहीं है, थोड़ी देर बाद फिर कोशिश करें। कुछ भी नहीं बदला गया।
language-own = मैं आपको { $language } में जवाब देता हूँ (आपकी अपनी पसंद)। `language default` से फिर हर चैनल की भाषा चलेगी; `language en|ja|hi|bn` से बदलें।
language-none = आपने कोई भाषा नहीं चुनी: मैं हर चैनल की भाषा (यहाँ { $language }) या आपकी Discord भाषा में जवाब देता हूँ। `language en|ja|hi|bn` से चुनें (Discord में बांग्ला नहीं है: বাংলা के लिए `language bn`)।
language-set = अब से आप जहाँ भी खेलें, मैं आपको { $language } में जवाब दूँगा। सार्वजनिक पोस्ट हर चैनल की भाषा में ही रहेंगी।
language-cleared = आपकी अपनी भाषा हटा दी गई: मैं फिर हर चैनल की भाषा (यहाँ { $language }) में जवाब दूँगा।
language-unknown = `{ $input }` ऐसी भाषा नहीं जो मैं बोलता हूँ: en (English), ja (日本語), hi (हिन्दी) या bn (বাংলা) चुनें, या `default`
limit-start = थोड़ा रुकिए: आप { $seconds } सेकंड बाद नई बाज़ी या लॉबी शुरू कर सकते हैं।
limit-picture = थोड़ा रुकिए: आप { $seconds } सेकंड बाद फिर से बोर्ड, संकेत या रिकॉर्ड माँग सकते हैं।
limit-refusals = लगातार बहुत सारी ऐसी कमांड जो मैं नहीं कर सका: मैं { $seconds } सेकंड बाद फिर जवाब दूँगा।
limit-waiting = इस सर्वर पर आपकी { $max } चुनौतियाँ या लॉबी पहले से इंतज़ार में हैं, एक व्यक्ति के लिए यही सीमा है: एक रद्द करें (`cancel`) या किसी के स्वीकार होने या समय ख़त्म होने तक रुकें।
notice-settings-set-aside = सहेजी गई सेटिंग ({ $key }) पढ़ी नहीं जा सकी ({ $why }); उसे ऑपरेटरों के लिए अलग रख दिया गया है और डिफ़ॉल्ट सेटिंग लागू हैं।
notice-table-set-aside = इस टेबल की सहेजी हुई स्थिति पढ़ी नहीं जा सकी ({ $why }); उसे ऑपरेटरों के लिए अलग रख दिया गया है और टेबल नए सिरे से शुरू होती है।
# The rating part of a stats line, or nothing (then the code passes an empty text).
stats-rating = ; रेटिंग { $rating } ± { $deviation }
stats-line = { $name }: शोगी — बाज़ियाँ { $played }, जीत { $won }, हार { $lost }, बराबरी { $drawn }{ $rating }; चार खिलाड़ियों की शोगी — बाज़ियाँ { $four_played }, पहला स्थान { $four_won } बार, { $sign }{ $points } अंक।
stats-leaderboard-shogi = शोगी (रेटेड):
stats-leaderboard-four = चार खिलाड़ियों की शोगी:
stats-leaderboard-rating = { $rank }. { $name } { $rating } ({ $games ->
    [one] { $games } बाज़ी
   *[other] { $games } बाज़ियाँ
})
stats-leaderboard-points = { $rank }. { $name } { $sign }{ $points } अंक ({ $games ->
    [one] { $games } बाज़ी
   *[other] { $games } बाज़ियाँ
})
stats-no-finished-games = इस सर्वर पर अभी तक कोई बाज़ी पूरी नहीं हुई।
# $ordinal is the English plural category of the ordinal (one: 1st, two: 2nd, few: 3rd).
stats-rank-rating = शोगी रेटिंग में { $of } में से { $rank ->
    [1] पहला
    [2] दूसरा
    [3] तीसरा
    [4] चौथा
    [6] छठा
   *[other] { $rank }वाँ
} स्थान
stats-rank-points = चार खिलाड़ियों के अंकों में { $of } में से { $rank ->
    [1] पहला
    [2] दूसरा
    [3] तीसरा
    [4] चौथा
    [6] छठा
   *[other] { $rank }वाँ
} स्थान
stats-rank-line = { $name }: { $ranks }।
stats-no-games-in-play = इस सर्वर पर अभी कोई बाज़ी नहीं चल रही।
stats-games-past-end = { $pages ->
    [one] इस सर्वर पर चल रही बाज़ियों का सिर्फ़ { $pages } पेज है (`games 1` आख़िरी है)।
   *[other] इस सर्वर पर चल रही बाज़ियों के सिर्फ़ { $pages } पेज हैं (`games { $pages }` आख़िरी है)।
}
stats-games-page = इस सर्वर पर { $count ->
    [one] { $count } बाज़ी चल रही है
   *[other] { $count } बाज़ियाँ चल रही हैं
}, नई पहले (पेज { $page } / { $pages }):
stats-games-line = { $channel }: { $game }
stats-games-older = पुरानी: `games { $page }`।
stats-in-play-two = { $sente } बनाम { $gote }, { $moves ->
    [one] { $moves } चाल
   *[other] { $moves } चालें
}
stats-in-play-four = चार खिलाड़ियों की शोगी: { $names }, { $actions ->
    [one] { $actions } चाल
   *[other] { $actions } चालें
}

## Discord

discord-board-updated = { $title } (ऊपर का बोर्ड अपडेट हो गया है)
discord-lobby-updated = { $title } (ऊपर टूर्नामेंट की पोस्ट अपडेट हो गई है)
discord-tournament-need-threads = हर बाज़ी को उसका अपना थ्रेड देने के लिए मुझे इस चैनल में Create Public Threads अनुमति चाहिए
discord-thread-failed = Discord ने अभी मुझे थ्रेड नहीं बनाने दिया
discord-tournament-not-in-thread = टूर्नामेंट की बाज़ियाँ उसके चैनल के थ्रेडों में खेली जाती हैं: इसे किसी थ्रेड में नहीं, टेक्स्ट चैनल में खोलें
discord-button-accept = स्वीकार करें
discord-button-decline = मना करें
discord-button-cancel = रद्द करें
discord-button-join = जुड़ें
discord-button-leave = छोड़ें
discord-button-add-computer = कंप्यूटर जोड़ें
discord-button-start = शुरू करें
discord-button-resign = हार मानें
discord-button-move = चाल चलें
discord-button-back = वापस
discord-resign-confirm = क्या आप यह बाज़ी हार मानते हैं? इसे वापस नहीं लिया जा सकता।
discord-done = हो गया।
discord-game-in-thread = बाज़ी { $thread } में चल रही है।
discord-threads-only-in-servers = थ्रेड सिर्फ़ सर्वरों में होते हैं; यहाँ `thread` के बिना खेलें
discord-need-thread-permission = मैं यहाँ थ्रेड नहीं बना सकता: मुझे इस चैनल में Create Public Threads अनुमति चाहिए (या चैनल में खेलने के लिए `thread` छोड़ दें)
discord-thread-left-behind = इसके लिए खोला गया थ्रेड { $thread } मैं हटा नहीं सका: इसके लिए इस चैनल में `Manage Threads` अनुमति चाहिए, इसलिए जब तक कोई उसे हटा न दे, वह खाली पड़ा रहेगा।
discord-use-slash-command = स्लैश कमांड इस्तेमाल करें
discord-need-embed-permissions = (बोर्ड दिखाने के लिए मुझे यहाँ Embed Links और Attach Files अनुमतियाँ चाहिए।)
# Slash command and option descriptions (at most 100 characters each; command names stay English).
discord-command-shogi = दो खिलाड़ियों की शोगी: किसी को चुनौती दें, या खुली चुनौती दें।
discord-command-challenge = किसी को (या स्तर के साथ मुझे) शोगी की चुनौती दें।
discord-command-open = ऐसी चुनौती दें जिसे कोई भी स्वीकार कर सके।
discord-command-yonin = चार खिलाड़ियों की शोगी (योनिन शोगी)।
discord-command-yonin-new = जुड़ें / छोड़ें / कंप्यूटर जोड़ें / शुरू करें बटनों के साथ चार खिलाड़ियों की लॉबी खोलें।
discord-command-move = किसी भी नोटेशन में चाल चलें (7g7f, ７六歩, 76歩, P-7f, +7776FU …)।
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
discord-option-format = रिकॉर्ड का फ़ॉर्मैट
discord-option-key = कौन सी सेटिंग देखनी या बदलनी है
discord-option-value = नया मान (`default` इस चैनल का बदलाव हटाता है)
discord-option-server = इस चैनल की जगह सर्वर का डिफ़ॉल्ट बदलें
discord-option-user = किसके (डिफ़ॉल्ट: आपके)
discord-option-page = कौन सा पेज (1 सबसे नई बाज़ियाँ)
discord-option-topic = विषय या कमांड (moves, challenge, yonin, clocks …)
discord-choice-sente = सेंते (पहले चलें)
discord-choice-gote = गोते (बाद में चलें)
discord-choice-random = रैंडम (अपने-आप)
discord-choice-kif = kif (Shift-JIS)
discord-choice-kifu = kifu (UTF-8 KIF)
discord-choice-yonin = yonin (चार खिलाड़ियों का रिकॉर्ड)

discord-command-puzzle = आपके लिए एक चेकमेट पहेली (त्सुमे शोगी): /move से जवाब दें।
discord-option-which = कौन सी पहेली (डिफ़ॉल्ट: आपके लिए अगली)
discord-command-review = यहाँ की आख़िरी पूरी हुई बाज़ी की इंजन से समीक्षा: ग्राफ़, ग़लतियाँ, छूटे चेकमेट।
discord-command-tournament = इस चैनल के टूर्नामेंट: राउंड रॉबिन, स्विस, चार खिलाड़ियों की शोगी।
discord-command-tournament-new = इस चैनल में टूर्नामेंट खोलें (एक समय में एक); खिलाड़ी उसके बटनों से जुड़ते हैं।
discord-command-tournament-join = इस चैनल के टूर्नामेंट में शामिल हों।
discord-command-tournament-leave = टूर्नामेंट छोड़ें (शुरू होने के बाद छोड़ें तो बाक़ी बाज़ियों में आपकी हार दर्ज होगी)।
discord-command-tournament-start = टूर्नामेंट शुरू करें (उसका आयोजक या कोई मॉडरेटर)।
discord-command-tournament-standings = टूर्नामेंट की तालिका, तस्वीर के साथ।
discord-command-tournament-list = इस चैनल के टूर्नामेंट, पुराने और मौजूदा।
discord-command-tournament-show = इस चैनल का कोई टूर्नामेंट, उसके नंबर से।
discord-option-tournament-kind = खिलाड़ियों की जोड़ियाँ कैसे बनें
discord-option-rounds = कितने राउंड (स्विस और चार खिलाड़ियों की शोगी; राउंड रॉबिन में सब सबसे खेलते हैं)
discord-option-round-time = हर राउंड कितना चले, जैसे 3d, 7d (फिर अधूरी बाज़ियों का फ़ैसला होता है)
discord-option-rated-tournament = नतीजे रेटिंग में गिने जाएँ या नहीं (डिफ़ॉल्ट हाँ)
discord-option-tournament-name = टूर्नामेंट का नाम
discord-option-tournament-number = इस चैनल में उसका नंबर (देखें /tournament list)
discord-choice-round-robin = राउंड रॉबिन (हर खिलाड़ी बाक़ी सबसे खेलता है)
discord-choice-swiss = स्विस (बराबर अंक वाले खिलाड़ी आपस में खेलते हैं)
discord-choice-tournament-yonin = चार खिलाड़ियों की शोगी (हर टेबल पर चार)
discord-choice-puzzle-next = अगली (आपके लिए नई)
discord-choice-puzzle-daily = आज की पहेली
discord-choice-puzzle-stop = रोकें (चल रही पहेली छोड़ें)

## Local mode

local-engine-failed = USI इंजन { $path } शुरू नहीं हो सका ({ $error }); तब तक स्तर { $level } बॉट का अपना खिलाड़ी खेलेगा
local-clock-moved = घड़ी { $moved } आगे बढ़ी: असली समय से { $ahead } आगे
local-bad-wait = `wait { $input }`: `wait` के साथ 30m, 12h या 3d जैसी अवधि लिखें
local-line-format = हर पंक्ति NAME: COMMAND के रूप में लिखें, जैसे `alice: challenge @bob`
local-name-missing = पंक्ति में कोलन से पहले नाम चाहिए
local-image = तस्वीर: { $path }
local-file = फ़ाइल: { $path }
local-hand = { $side } का हाथ: { $pieces }

## Study: puzzles and review

# शोगी के शब्द (चेक, चेकमेट, चाल, राजा, मोहरे) नियम-पन्नों की तरह; पहेली = त्सुमे-शोगी की समस्या।
puzzle-standing = पहेली रेटिंग { $rating }, लगातार सही { $streak }।
puzzle-goal-mate = { $n ->
    [1] 1 चाल में चेकमेट
    [one] { $n } चाल में चेकमेट
   *[other] { $n } चालों में चेकमेट (दोनों ओर की चालें गिनकर)
} (आपकी हर चाल चेक होनी चाहिए)
puzzle-goal-material = एक चाल में मोहरा जीतें
puzzle-header-mate = { $n ->
    [1] 1 चाल में चेकमेट
    [one] { $n } चाल में चेकमेट
   *[other] { $n } चालों में चेकमेट (दोनों ओर की)
}, चाल: { $side }
puzzle-header-material = एक चाल में मोहरा जीतें, चाल: { $side }
puzzle-intro = { $name } के लिए पहेली (कठिनाई { $difficulty }/10): आप { $side } हैं, { $goal }। अपनी चाल लिखें। { $standing }
puzzle-intro-daily = { $name } के लिए आज की पहेली (कठिनाई { $difficulty }/10): आप { $side } हैं, { $goal }। अपनी चाल लिखें। { $standing }
puzzle-correct = { $name }: { $move } सही है। राजा की ओर से जवाब { $reply }। अब आपकी चाल।
puzzle-solved = { $name }: { $move } — हल हो गई! { $standing } दूसरी पहेली के लिए `puzzle`।
puzzle-wrong = { $name }: { $move } सही नहीं है। हल: { $solution }। { $standing } दूसरी पहेली के लिए `puzzle`।
puzzle-gave-up = { $name } ने पहेली छोड़ दी। हल: { $solution }। { $standing }
puzzle-daily-post = आज की पहेली (कठिनाई { $difficulty }/10): { $side } की चाल, { $goal }। आज़माने के लिए `puzzle daily` (आज सबके लिए एक ही पहेली)।
review-mistake-mark = { $number }. { $played } → { $better }
review-missed-mate-mark = { $number }. { $played } → { $mate } ({ $length ->
    [1] 1 चाल में चेकमेट
    [one] { $length } चाल में चेकमेट
   *[other] दोनों ओर की { $length } चालों में चेकमेट
})
review-judged-by = { $engine } ने आँका, { $limit }।
review-judged-by-builtin = अंतर्निर्मित इंजन ने आँका, { $limit }।
review-limit-nodes = हर स्थिति पर { $n } नोड
review-limit-depth = हर स्थिति पर गहराई { $n }
review-summary = ☗ { $sente } बनाम ☖ { $gote } ({ $plies ->
        [one] { $plies } चाल
       *[other] { $plies } चालें
    }) की समीक्षा: { $mistakes ->
        [0] कोई बड़ी ग़लती नहीं
        [one] { $mistakes } बड़ी ग़लती
       *[other] { $mistakes } बड़ी ग़लतियाँ
    }, { $missed ->
        [0] कोई चेकमेट नहीं छूटा
        [one] { $missed } छूटा चेकमेट
       *[other] { $missed } छूटे चेकमेट
    }। lishogi पर आगे देखें (चाल { $at }): { $link }

## Tournaments: commands and refusals
command-what-tournament-sub = क्या करना है: `new`, `join`, `leave`, `start`, `standings`, `list` या `show N`
command-valid-tournament = `new`, `join`, `leave`, `start`, `standings`, `list` या `show N`
command-what-tournament-kind = टूर्नामेंट का प्रकार: `round-robin`, `swiss` या `yonin`
command-valid-tournament-kind = `round-robin` (राउंड रॉबिन), `swiss` (स्विस) या `yonin` (चार खिलाड़ियों की शोगी)
command-valid-tournament-new = `rounds=N`, `time=1d`, `round=7d`, `rated=yes|no`, `name=…`
command-what-tournament-number = टूर्नामेंट का नंबर
command-tournament-number = `{ $value }`: टूर्नामेंट 1 से गिने जाते हैं, जैसे `tournament show 1`
command-tournament-rounds = `{ $value }`: राउंड की संख्या 1 से { $max } तक होती है
command-tournament-rounds-round-robin = राउंड रॉबिन में राउंड खिलाड़ियों की संख्या से तय होते हैं: खिलाड़ी सम संख्या में हों तो उनसे एक कम, विषम संख्या में हों तो उतने ही
command-tournament-name-empty = नाम ख़ाली है
command-tournament-name-long = `{ $value }…` बहुत लंबा है: नाम में ज़्यादा से ज़्यादा { $max } अक्षर हो सकते हैं
command-tournament-name-unclosed = `{ $value }`: नाम का बंद करने वाला उद्धरण चिह्न नहीं है, जैसे `name="Spring rated=no"`
command-tournament-round-limit = `{ $text }` एक राउंड की 30 दिन की सीमा से ज़्यादा है
tournament-kind-round-robin = राउंड रॉबिन
tournament-kind-swiss = स्विस टूर्नामेंट
tournament-kind-yonin = चार खिलाड़ियों की शोगी का टूर्नामेंट
tournament-the-round-robin = राउंड रॉबिन
tournament-the-swiss = स्विस टूर्नामेंट
tournament-the-yonin = चार खिलाड़ियों की शोगी का टूर्नामेंट
tournament-already-joined = आप पहले से टूर्नामेंट में हैं
tournament-not-joined = आप इस टूर्नामेंट में नहीं खेल रहे हैं
tournament-started = टूर्नामेंट शुरू हो चुका है
tournament-not-started = टूर्नामेंट अभी शुरू नहीं हुआ है
tournament-finished = टूर्नामेंट ख़त्म हो चुका है
tournament-too-few = { $kind } शुरू करने के लिए कम से कम { $needed } खिलाड़ी चाहिए; { $have ->
        [one] अब तक { $have } खिलाड़ी जुड़ा है
       *[other] अब तक { $have } खिलाड़ी जुड़े हैं
    }
tournament-not-organiser = टूर्नामेंट सिर्फ़ उसके आयोजक { $organiser } या कोई मॉडरेटर शुरू कर सकता है
tournament-full = टूर्नामेंट भर चुका है: ज़्यादा से ज़्यादा { $max } खिलाड़ी
tournament-unknown-game = इस राउंड में { $round }.{ $board } नाम की कोई बाज़ी नहीं है
tournament-already-recorded = बाज़ी { $round }.{ $board } का नतीजा पहले ही दर्ज है
tournament-wrong-result = यह नतीजा बाज़ी { $round }.{ $board } से मेल नहीं खाता
refusal-tournament-game = यह टूर्नामेंट की बाज़ी है: इसे रद्द नहीं किया जा सकता, और `rematch` से इसे दोबारा नहीं खेला जा सकता
tournament-game-start = { $title }, राउंड { $round }, बोर्ड { $board }।
tournament-named = “{ $name }”
tournament-created = { $organiser } ने { $title } खोला, इस चैनल का टूर्नामेंट नंबर { $number }।
tournament-joined = { $name } { $title } में जुड़े: { $count ->
    [one] अब { $count } खिलाड़ी है
   *[other] अब { $count } खिलाड़ी हैं
  }।
tournament-left = { $name } ने { $title } से नाम वापस लिया: { $count ->
    [0] अब कोई खिलाड़ी नहीं है
    [one] अब { $count } खिलाड़ी है
   *[other] अब { $count } खिलाड़ी हैं
  }।
tournament-withdrew = { $name } { $title } से हट गए: उनकी अधूरी दो खिलाड़ियों की बाज़ी में उनकी हार दर्ज हुई, और आगे किसी राउंड में उनकी जोड़ी नहीं बनेगी।
tournament-begins = { $title } शुरू हुआ: { $count ->
    [one] { $count } खिलाड़ी
   *[other] { $count } खिलाड़ी
  }, { $rounds ->
    [one] { $rounds } राउंड
   *[other] { $rounds } राउंड
  }।
tournament-round-begins = { $title } का राउंड { $round } शुरू हुआ; यह { $time } चलेगा।
tournament-pairing = बोर्ड { $board }: { $players }, { $table } में।
tournament-pairing-forfeit = बोर्ड { $board }: { $players }, बाज़ी नहीं खेली जाएगी: { $result }।
tournament-pairing-thread = बोर्ड { $board }: { $players }, अपने अलग थ्रेड में।
tournament-table-name = राउंड { $round }, बोर्ड { $board }: { $players }
tournament-table-name-two = राउंड { $round }, बोर्ड { $board }: { $sente } बनाम { $gote }
tournament-players-two = { $sente } बनाम { $gote }
tournament-table-not-opened = राउंड { $round } के बोर्ड { $board } के लिए अभी अलग टेबल नहीं बन पाई: { $reason }। टेबल बनते ही बाज़ी शुरू हो जाएगी।
tournament-cannot-open-tables = यहाँ हर बाज़ी के लिए अलग टेबल नहीं खोली जा सकती
tournament-lobby-settings = कैसे खेला जाएगा: { $kind }, { $rounds }; हर चाल का समय: { $time }; हर राउंड { $round } चलेगा; { $rated }।
tournament-lobby-rounds = { $rounds ->
    [1] एक राउंड
   *[other] { $rounds } राउंड
}
tournament-lobby-rounds-all = हर खिलाड़ी बाक़ी सबसे एक-एक बार खेलेगा
tournament-lobby-rounds-swiss = राउंड की संख्या खिलाड़ियों की संख्या से तय होगी
tournament-lobby-time-default = इस चैनल की बाज़ियों जितना
tournament-rated = नतीजे रेटिंग में गिने जाएँगे
tournament-unrated = नतीजे रेटिंग में नहीं गिने जाएँगे
tournament-lobby-players = { $count ->
    [0] अभी कोई खिलाड़ी नहीं जुड़ा है।
   *[other] खिलाड़ी ({ $count }): { $names }
}
tournament-lobby-how = `tournament join` से जुड़ें और `tournament leave` से नाम वापस लें (Discord पर यही काम नीचे दिए बटनों से भी हो जाता है)। कम से कम { $needed } खिलाड़ी जुड़ जाएँ, तो { $organiser } या कोई मॉडरेटर `tournament start` से इसे शुरू कर सकता है।
tournament-bye = इस राउंड में { $name } को बाई मिली है (उनकी कोई बाज़ी नहीं)।
tournament-forfeit-win = { $name } की वॉकओवर से जीत
tournament-double-forfeit = किसी को अंक नहीं मिला
tournament-round-over = { $title } का राउंड { $round } ख़त्म हुआ।
tournament-over = { $title } ख़त्म हुआ। अंतिम तालिका:
tournament-over-early = { $title } समय से पहले ख़त्म हो गया: अगले राउंड की जोड़ियाँ नहीं बन सकीं। अंतिम तालिका:
tournament-standings-head = { $title }, { $rounds ->
    [0] पहला राउंड ख़त्म होने से पहले
    [one] { $rounds } राउंड के बाद
   *[other] { $rounds } राउंड के बाद
  } (स्थान, नाम, अंक, { $tiebreak }, बाज़ियाँ):
tournament-standings-row = { $place }. { $name }: { $points }, { $tiebreak }, { $games }
tournament-tiebreak-sonneborn-berger = सोनबॉर्न–बर्गर
tournament-tiebreak-buchholz = बुख़होल्ज़
tournament-tiebreak-placement = स्थान के अंक
tournament-none = इस चैनल में कोई टूर्नामेंट न खुला है न चल रहा है: `tournament new swiss` (या `round-robin`, `yonin`) से शुरू करें
tournament-list-head = इस चैनल के टूर्नामेंट:
tournament-list-row = { $number }. { $title }: { $state }
tournament-state-open = एंट्री खुली है, { $count ->
    [one] { $count } खिलाड़ी
   *[other] { $count } खिलाड़ी
  }
tournament-state-running = राउंड { $round } ({ $rounds } में से)
tournament-state-over = ख़त्म, विजेता: { $winner }
tournament-list-empty = इस चैनल में अभी तक कोई टूर्नामेंट नहीं हुआ।
tournament-unknown = इस चैनल में टूर्नामेंट नंबर { $number } नहीं है
tournament-one-at-a-time = इस चैनल में { $title } पहले से चल रहा है: एक चैनल में एक समय में एक ही टूर्नामेंट हो सकता है
tournament-not-here = टूर्नामेंट सर्वर के किसी चैनल में होते हैं, जहाँ हर बाज़ी को अपना थ्रेड मिलता है (या लोकल मोड में); डायरेक्ट मैसेज में नहीं
tournament-result-win = { $winner } ने { $loser } को हराया
tournament-result-draw = { $players } के बीच बराबरी
tournament-result-places = { $places }
tournament-recorded = राउंड { $round }, बोर्ड { $board }: { $result }।
tournament-deadline = { $title } के राउंड { $round } का समय पूरा हो गया: जो बाज़ियाँ ख़त्म नहीं हुईं, उनका फ़ैसला घड़ी के हिसाब से होगा, और जिसकी चाल है वह हारेगा।
tournament-picture-title = { $title }, { $rounds ->
    [one] { $rounds } राउंड
   *[other] { $rounds } राउंड
  } के बाद
tournament-head-place = स्थान
tournament-head-name = खिलाड़ी
tournament-head-points = अंक
tournament-head-games = बाज़ियाँ

## Commands: export
command-valid-export = `kif` (Shift-JIS), `kifu` (UTF-8 KIF), `ki2`, `csa`, `usi`, या चार खिलाड़ियों की बाज़ी के लिए `yonin`
