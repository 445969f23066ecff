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
role-promoted-lance = पदोन्नत क्योशा
role-promoted-knight = पदोन्नत केइमा
role-promoted-silver = पदोन्नत रजत
# note: 馬 (promoted bishop) and 龍 (promoted rook) by their Japanese names, as players say them
role-horse = उमा
role-dragon = र्यू
# "name (seat)"
name-at-seat = { $name } ({ $seat })

## Images (drawn on the board pictures; keep them short)

label-check = चेक
label-start = शुरुआत
label-move-number = चाल { $n }
label-to-move = चाल की बारी
label-upper = उवाते
label-lower = शिताते
label-seat-south = द
label-seat-west = प
label-seat-north = उ
label-seat-east = पू
label-place = #{ $n }
label-game-over = खेल ख़त्म

## Refusals (shown only to the person who asked)

refusal-no-game = इस टेबल पर कोई खेल नहीं है: `challenge @someone` या `open` से शुरू करें
refusal-game-in-play = यहाँ पहले से एक खेल चल रहा है ({ $players }); पहले उसे ख़त्म होने दें, या किसी दूसरे चैनल या थ्रेड में खेलें
refusal-not-a-player = आप इस टेबल पर नहीं खेल रहे; खेल { $players } के बीच है
refusal-not-your-turn = अभी { $name } की बारी है, आपकी नहीं
refusal-game-over = खेल ख़त्म हो चुका है ({ $result }); फिर से खेलने के लिए `rematch`
refusal-bad-move = { $input }: { $reason }
refusal-no-impasse-rule = इस टेबल पर इम्पास (持将棋) का नियम नहीं है: कोई मॉडरेटर `settings impasse 24` या `settings impasse 27` से इसे चालू कर सकता है
refusal-no-challenge = यहाँ आपके लिए कोई चुनौती नहीं है; `open` से ऐसी चुनौती दें जिसे कोई भी स्वीकार कर सके
refusal-no-challenge-from = { $count ->
    [0] { $named } ने आपको यहाँ चुनौती नहीं दी है; आपके लिए कोई चुनौती नहीं है
    [one] { $named } ने आपको यहाँ चुनौती नहीं दी है; आपके लिए { $waiting } की चुनौती है: `accept` से स्वीकार करें
   *[other] { $named } ने आपको यहाँ चुनौती नहीं दी है; चुनौतियाँ इनकी हैं: { $waiting }
}
refusal-which-challenge = आपके लिए कई चुनौतियाँ हैं ({ $from }); बताइए किसकी: `accept @name`
refusal-self-challenge = आप ख़ुद को चुनौती नहीं दे सकते
refusal-unknown-user = मुझे नहीं पता कि { $mention } कौन है
refusal-unknown-handicap = `{ $name }` कोई हैंडीकैप नहीं है; हैंडीकैप ये हैं: { $known }
refusal-rated-handicap = हैंडीकैप वाले खेल रेटेड नहीं होते
refusal-duplicate-challenge = { $name } की एक चुनौती यहाँ पहले से है; पहले उसे `cancel` करें
refusal-challenge-waiting = { $from } की चुनौती यहाँ इंतज़ार में है: एक टेबल पर एक समय में एक ही काम, इसलिए पहले उसका जवाब दें या `cancel` करें (या किसी दूसरे चैनल या थ्रेड में खेलें)
refusal-nothing-to-cancel = आपकी कोई चुनौती रद्द करने को नहीं है
refusal-nothing-to-take-back = वापस लेने के लिए कोई चाल नहीं है
refusal-no-move-of-yours = आपने अभी कोई चाल नहीं चली: चाल वापसी सिर्फ़ आपकी अपनी आख़िरी चाल (और उसके जवाब) के लिए है
refusal-takeback-pending = आप पहले ही पूछ चुके हैं; { $opponent } के `takeback` से सहमति देने का इंतज़ार है
refusal-four-no-takeback = चार-खिलाड़ी खेल में चाल वापसी नहीं होती: बाक़ी तीन वह चाल देख चुके हैं
refusal-abort-too-late = दोनों खिलाड़ियों के चाल चलने के बाद सिर्फ़ मॉडरेटर खेल रद्द कर सकता है; इसके बजाय हार मान लें
refusal-no-rematch = यहाँ दोबारा खेलने के लिए कोई ख़त्म हुआ खेल नहीं है
refusal-server-wide = `{ $command }` का जवाब पूरे सर्वर के लिए है, किसी एक टेबल के लिए नहीं
refusal-lobby-open = यहाँ चार-खिलाड़ी लॉबी पहले से खुली है: `join` करें
refusal-no-lobby = यहाँ कोई चार-खिलाड़ी लॉबी नहीं है: `yonin` से खोलें
refusal-already-seated = आप पहले से { $seat } पर बैठे हैं
refusal-seat-taken = { $seat } पर { $by } बैठे हैं
refusal-lobby-full = लॉबी भर चुकी है
refusal-not-seated = आप लॉबी में नहीं हैं
refusal-lobby-not-full = शुरू करने के लिए लॉबी में चार खिलाड़ी चाहिए; खाली सीटें: { $free }
refusal-four-abort-too-late = हर सीट के चाल चलने के बाद सिर्फ़ मॉडरेटर खेल रद्द कर सकता है
refusal-bad-switch = { $key }={ $value }: { $reason }
refusal-bad-position = यह स्थिति खेली नहीं जा सकती: { $reason }
refusal-handicap-and-position = यह स्थिति खेली नहीं जा सकती: हैंडीकैप या स्थिति में से एक ही दें, दोनों नहीं
refusal-position-without-moves = यह स्थिति खेली नहीं जा सकती: जिसकी बारी है उसके पास कोई वैध चाल नहीं है
refusal-after-notice = { $notice } { $error }
refusal-not-moderator = सेटिंग्स सिर्फ़ मॉडरेटर बदल सकते हैं; `settings` या `settings KEY` से कोई भी देख सकता है
refusal-unknown-setting = `{ $key }` कोई सेटिंग नहीं है; `settings` सबकी सूची देता है
refusal-unknown-setting-nearest = `{ $key }` कोई सेटिंग नहीं है: क्या आपका मतलब `{ $nearest }` था? `settings` सबकी सूची देता है
refusal-no-override = इस चैनल में `{ $key }` की कोई अलग सेटिंग नहीं है जिसे हटाया जाए
refusal-settings-usage = `settings server` के साथ सेटिंग का नाम और मान चाहिए, जैसे `settings server hints off`
refusal-hints-off = यहाँ संकेत बंद हैं (सेटिंग `hints`)
refusal-no-piece-there = { $square } पर बारी वाले खिलाड़ी का कोई मोहरा नहीं है: संकेत के लिए उनके किसी मोहरे का खाना (जैसे 7g) या हाथ का मोहरा (P, L, N, S, G, B, R) दें
refusal-hint-usage = { $input }: संकेत के लिए 7g जैसा खाना या P जैसा हाथ का मोहरा दें (राजा के लिए K)
refusal-not-in-hand = बारी वाले खिलाड़ी के हाथ में { $role } नहीं है
refusal-level-needs-computer = `level=` कंप्यूटर के साथ खेल के लिए है: बॉट को ही चुनौती दें, जैसे `challenge @shogiban level=3`
refusal-unknown-export-format = { $format }: निर्यात के प्रारूप kif, kifu, ki2, csa और usi हैं
refusal-corrupt = सहेजा गया खेल ख़राब है: { $detail }
refusal-unknown-export-format-four = { $format }: चार-खिलाड़ी खेल के निर्यात प्रारूप yonin और usi हैं
corrupt-start = शुरुआती स्थिति: { $error }
corrupt-move = चाल { $n } ({ $move }): { $error }
corrupt-action = चाल { $n } ({ $move }): { $error }

## Table: status lines and results

status-two = ☗ { $sente } बनाम ☖ { $gote }, चाल { $move }। { $to_move } की बारी{ $check ->
    [yes] {" "}(चेक में)
   *[no] {""}
}।
status-four = { $players }। चाल { $action }; { $name } ({ $seat }) की बारी{ $check ->
    [yes] , चेक में
   *[no] {""}
}।
result-aborted = खेल रद्द हुआ।
result-four = खेल ख़त्म ({ $reason }): { $places }।
result-four-place = { $place }. { $name }
result-win = { $name } { $how } जीते।
result-draw = खेल { $how } ड्रॉ।
how-checkmate = चेकमेट से
how-no-legal-moves = (कोई वैध चाल नहीं बची)
how-repetition = दोहराव से (सेन्निचिते)
how-perpetual-check = लगातार चेक से
how-move-limit = चालों की सीमा पर
how-impasse = इम्पास से
how-resignation = हार मानने से
how-timeout = समय ख़त्म होने से
options = { " " }({ $parts })
option-handicap = { $handicap } हैंडीकैप
option-time = हर चाल { $time }
option-position = स्थिति { $sfen } से
option-unrated = बिना रेटिंग
four-end-two-eliminations = दो खिलाड़ी बाहर
four-end-last-survivor = आख़िरी बचा खिलाड़ी
four-end-repetition = दोहराव
four-end-team = एक टीम का खिलाड़ी बाहर

## Table: challenges

challenge-posted = { $name } ने { $opponent } को शोगी की चुनौती दी{ $options }। { $opponent }: `accept` या `decline`।
challenge-open = { $name } को प्रतिद्वंद्वी चाहिए{ $options }। कोई भी: `accept`।
challenge-cancelled = { $name } ने अपनी चुनौती रद्द की।
challenge-cancelled-by-moderator = { $name } (मॉडरेटर) ने इनकी चुनौतियाँ रद्द कीं: { $names }।
challenge-withdrawn = (वापस ली गईं, क्योंकि अब यहाँ खेल चल रहा है: { $names } की चुनौतियाँ।)
challenge-declined = { $name } ने { $from } की चुनौती अस्वीकार की।

## Table: play

play-game-on = खेल शुरू: ☗ { $sente } (सेंते) बनाम ☖ { $gote } (गोते){ $count ->
    [0] {""}
   *[other] , { $extras }
}।
play-computer-level = कंप्यूटर स्तर { $level }, बिना रेटिंग
play-to-move = { $name } की बारी।
play-check-to-move = चेक! { $name } की बारी।
play-played = { $name } ने { $move } चला।
play-declares-impasse = { $name } ने इम्पास की घोषणा की।
play-taken-back-computer = चाल वापस ली गई (आपकी और कंप्यूटर की)।
play-takeback-asked = { $name } अपनी आख़िरी चाल वापस लेना चाहते हैं। { $opponent }: सहमत हों तो `takeback`, या खेलते रहें।
play-taken-back = चाल वापस ली गई।
play-hint-in-hand = हाथ का { $role }
play-hint = { $count ->
    [0] { $what }: कोई वैध चाल नहीं।
   *[other] { $what } यहाँ जा सकता है: { $squares }।
}

## Table: four-player lobbies and games

lobby-seat = { $seat }: { $name }
lobby-seat-free = { $seat }: (खाली)
lobby-opened = { $name } ने चार-खिलाड़ी लॉबी खोली{ $teams ->
    [yes] {" "}(टीमें)
   *[no] {""}
}। बैठने के लिए `join`।
lobby-sits = { $name } { $seat } पर बैठे।
lobby-full = लॉबी भर गई: `start`।
lobby-closed = { $name } चले गए; लॉबी बंद हुई।
lobby-left = { $name } ने { $seat } छोड़ी।
lobby-game-on = चार-खिलाड़ी खेल शुरू: { $players }।
lobby-moves-first = पहली चाल { $name } ({ $seat }) की।
lobby-played = { $name } ({ $seat }) ने { $move } चला।
lobby-checkmated = { $name } ({ $seat }) चेकमेट हुए; मोहरे { $by } लेते हैं।
lobby-to-move = { $name } ({ $seat }) की बारी{ $check ->
    [yes] {" "}(चेक में)
   *[no] {""}
}।
lobby-left-game = { $name } ने खेल छोड़ा।
lobby-handed-over = अब से { $name } की सीट ({ $seat }) कंप्यूटर (स्तर { $level }) खेलेगा।
four-switch-values = `{ $key }` के मान { $values } हैं, `{ $value }` नहीं
four-switch-unknown = `{ $key }` चार-खिलाड़ी खेल की सेटिंग नहीं है

## Table: the computer

computer-never-rated = कंप्यूटर रेटेड खेल नहीं खेल सकता: कंप्यूटर के साथ खेल कभी रेटेड नहीं होते
computer-sits = कंप्यूटर (स्तर { $level }) { $seat } पर बैठा।

## Table: clocks

clock-remind = { $name }: आपकी चाल, { $left } बाक़ी।
clock-remind-four = { $name } ({ $seat }): आपकी चाल, { $left } बाक़ी।
clock-timeout-four = { $name } ({ $seat }) का समय ख़त्म हुआ।
clock-left-to-move = चाल के लिए { $left } बाक़ी।

## Table: export

export-attached = खेल का रिकॉर्ड ({ $format }) संलग्न है: { $name }

## Table: help
help-general = कमांड: { $commands }। विषय: { $topics }।
help-unknown = `{ $topic }` नाम का कोई सहायता विषय नहीं है। विषय: { $topics }।
help-moves =
    चाल को अकेले एक पंक्ति में लिखें, या `move M`, किसी भी लिपि में: USI (`7g7f`, `P*5e`, `8h2b+`), जापानी (`７六歩`, `76歩`, `同　銀`, `５八金右`, `２二角成`, `５五角打`), KIF (`７六歩(77)`), पश्चिमी (`P-7f`, `Bx2b+`, `G*5e`) या CSA (`+7776FU`)।
    जहाँ मोहरा पदोन्नत हो सकता है और चाल यह नहीं बताती, वहाँ जापानी और पश्चिमी चालें अस्पष्ट मानकर दोनों रूपों (`成`/`不成`, `+`/`=`) के साथ लौटा दी जाती हैं।
    `hint 7g` दिखाता है कि 7g का मोहरा कहाँ जा सकता है, `hint P` कि हाथ का प्यादा कहाँ रखा जा सकता है।
help-challenge =
    `challenge @someone` (या सबके लिए `open`), इन विकल्पों के साथ: `handicap=NAME` (हैंडीकैप आप देते हैं; लेने के लिए `giver=opponent`), `side=sente|gote|random`, हर चाल का समय `time=3d`, `rated=no`, और तय स्थिति से शुरू करने के लिए `sfen BOARD SIDE HAND [MOVE]` (कभी रेटेड नहीं)।
    प्रतिद्वंद्वी `accept` या `decline` से जवाब देता है; `cancel` चुनौती वापस लेता है।
    एक टेबल पर एक समय में एक ही काम होता है: जब खेल चल रहा हो या लॉबी खुली हो, चुनौतियाँ किसी दूसरे चैनल या थ्रेड में दें।
    खेल के बाद `rematch` वही खेल फिर से देता है (पक्ष बदलकर; दोनों माँगें तो शुरू)। `takeback` आपकी आख़िरी चाल वापस लेने को कहता है; `abort` दोनों के चाल चलने से पहले खेल रद्द करता है; `resign` से हार मानें।
help-yonin =
    चार-खिलाड़ी शोगी (四人将棋): `yonin [teams] [time=1d] [credit=last-mover] [continue-from=mover] [end=last-survivor] [partner-capture=no] [first=SEAT]` लॉबी खोलता है; `join [south|west|north|east]` सीट लेता है (या क्रम S, W, N, E में पहली खाली सीट), `leave` सीट छोड़ता है, `add-computer [SEAT] [level=N]` कंप्यूटर को बिठाता है, और चारों सीटें भरने पर बैठा हुआ कोई भी `start` कहता है।
    चालें दो-खिलाड़ी वाली लिपियों में, चाहें तो आगे चलने वाले की सीट के साथ: `S:5g5f`, `W:P-6e`, `南５六歩` (南 दक्षिण, 西 पश्चिम, 北 उत्तर, 東 पूर्व)।
    चार-खिलाड़ी शोगी में हार मानना नहीं होता: `resign` (या खेल के दौरान `leave`) आपकी सीट कंप्यूटर को दे देता है, जो आपके नाम के साथ (computer) लिखकर खेलता है; आपको आख़िरी स्थान मिलता है। जिस सीट का समय ख़त्म हो, वह भी इसी तरह सौंपी जाती है।
help-computer =
    `challenge @shogiban level=1-5` तुरंत कंप्यूटर से खेलता है (कभी रेटेड नहीं); स्तर 5 सबसे मज़बूत है, जिसे ऑपरेटर के सेट करने पर एक बाहरी USI इंजन खेलता है (व्यस्त या विफल होने पर अंदर का स्तर 5 खेलता है)।
    चार-खिलाड़ी लॉबी में `add-computer [SEAT] [level=N]` उसे बिठाता है; सीट का नाम सीट और स्तर से बनता है, जैसे `shogiban (west, level 3)`।
help-clocks =
    `time=30m`, `12h` या `3d` वाली चुनौती में हर चाल के लिए उतना समय मिलता है। तीन-चौथाई समय बीतने पर याद दिलाया जाता है; समय ख़त्म होने पर दो-खिलाड़ी खेल हार जाते हैं और चार-खिलाड़ी सीट कंप्यूटर को मिल जाती है।
    `board` चाल के लिए बचा समय दिखाता है।
help-impasse =
    इम्पास (持将棋, जिशोगी) तब तक बंद है जब तक कोई मॉडरेटर इसे चालू न करे।
    `settings impasse 24`: जब दोनों राजा दुश्मन के क्षेत्र में हों, `impasse` बोर्ड और हाथ के मोहरे गिनता है (हिशा और काकुग्यो 5, राजा के सिवा बाक़ी हर मोहरा 1); 24 से कम वाला पक्ष हारता है, वरना ड्रॉ।
    `settings impasse 27`: बारी वाला खिलाड़ी `impasse` से जीत घोषित करता है जब उसका राजा और कम से कम दस और मोहरे दुश्मन के क्षेत्र में हों, वह चेक में न हो, और वे मोहरे और उसका हाथ मिलाकर 28 अंक (सेंते) या 27 (गोते) हों; कम पड़ने वाली घोषणा हार है।
help-settings =
    `settings` हर मान और उसका स्रोत दिखाता है; `settings KEY` एक को।
    मॉडरेटर: `settings KEY VALUE` (यह चैनल), `settings server KEY VALUE` (सर्वर का डिफ़ॉल्ट), `settings KEY default` (इस चैनल की अलग सेटिंग हटाएँ)।
    सेटिंग्स: { $keys }।
help-export =
    `export kif` (Shift-JIS, Kifu for Windows और ज़्यादातर प्रोग्रामों के लिए), `kifu` (UTF-8 KIF), `ki2`, `csa` (V2.2) या `usi` मौजूदा या पिछले खेल को फ़ाइल के रूप में संलग्न करता है; चार-खिलाड़ी खेल `yonin` (चार-खिलाड़ी रिकॉर्ड) या `usi` में निर्यात होते हैं।

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
setting-not-a-key = `{ $key }` कोई सेटिंग नहीं है
setting-bad-value = `{ $value }` `{ $key }` का मान नहीं है; मान ये हो सकते हैं: { $values }
setting-values-time = none, या 30m, 12h, 3d जैसी अवधि
setting-values-move-limit = none, या चालों की संख्या (1-10000)
setting-about-side = जब चुनौती न बताए तो चुनौती देने वाले का पक्ष
setting-about-time = नई चुनौतियों और लॉबी में हर चाल का समय
setting-about-move-limit = इतनी चालों के बाद दो-खिलाड़ी खेल ड्रॉ होता है
setting-about-impasse = दो-खिलाड़ी खेल का इम्पास (持将棋) नियम
setting-about-hints = `hint` इस्तेमाल हो सकता है या नहीं
setting-about-orientation = दो-खिलाड़ी बोर्ड की तस्वीर सेंते की तरफ़ से, या बारी वाले पक्ष की तरफ़ से
setting-about-notation = घोषणाओं में चालें कैसे लिखी जाएँ
setting-about-teams = चार-खिलाड़ी लॉबी टीमों में खेलती है
setting-about-partner-capture = चार-खिलाड़ी टीमें साथी के मोहरे ले सकती हैं
setting-about-credit = बाहर हुई सीट के मोहरे कौन लेता है (yonin §10)
setting-about-continue-from = किसी के बाहर होने के बाद चाल किसकी (yonin §10)
setting-about-end = चार-खिलाड़ी खेल कब ख़त्म होता है (yonin §10)
setting-about-threads = हर खेल का अपना थ्रेड (Discord)
setting-about-edit-in-place = नया संदेश भेजने के बजाय टेबल का संदेश बदलें, व्यस्त चैनलों के लिए
setting-about-computer-level = स्तर न बताने पर (और समय ख़त्म हुई सीटों के लिए) कंप्यूटर की ताक़त
setting-about-language = इस चैनल में बॉट के संदेशों की भाषा (किसी खिलाड़ी की अपनी `language` पसंद, या उसकी Discord भाषा, तय करती है कि सिर्फ़ वह क्या देखता है)

## Table: commands typed wrong
command-empty = ख़ाली कमांड: आप क्या कर सकते हैं, यह देखने के लिए `help` लिखें
command-too-long = यह पंक्ति बहुत लंबी है ({ $count } अक्षर); कमांड और चालें छोटी होती हैं
command-unknown = अनजान कमांड `{ $word }`: सभी कमांड के लिए `help` लिखें
command-unknown-nearest = अनजान कमांड `{ $word }`: क्या आपका मतलब `{ $nearest }` था? (सभी कमांड के लिए `help` लिखें)
command-missing = `{ $command }` को { $what } चाहिए, जैसे `{ $example }`
command-what-opponent = चुनौती देने के लिए कोई खिलाड़ी
command-what-mention-first = पहले प्रतिद्वंद्वी का मेंशन
command-what-move = एक चाल
command-what-hint = एक खाना या हाथ का मोहरा
command-bad-option = `{ $option }` `{ $command }` का विकल्प नहीं है; विकल्प ये हैं: { $valid }
command-valid-challenge = `handicap=NAME`, `side=sente|gote|random`, `time=3d`, `rated=yes|no`, `giver=opponent`, `level=1-5`, `sfen BOARD SIDE HAND [MOVE]`
command-valid-yonin = `teams`, `time=3d`, `credit=checker|last-mover`, `continue-from=eliminated|mover`, `end=second-elimination|last-survivor`, `partner-capture=yes|no`, `first=south|west|north|east`
command-valid-seat = एक सीट: `south`, `west`, `north` या `east`
command-bad-value = `{ $key }` का मान ग़लत है: { $reason }
command-level-range = `{ $value }`: स्तर 1 से 5 तक होते हैं
command-page-range = `{ $value }`: पन्ने 1 से गिने जाते हैं, जैसे `games 2`
command-use-yes-no = `{ $value }`: yes या no लिखें
command-use-side = `{ $value }`: sente, gote या random लिखें
command-use-giver = `{ $value }`: challenger या opponent लिखें
command-sfen-missing = इसके बाद स्थिति दें, जैसे `sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1`
command-duration-bad = `{ $text }` 30m, 12h या 3d जैसी अवधि नहीं है
command-duration-unit = `{ $text }`: इकाई m, h या d है (30m, 12h, 3d)
command-duration-too-long = `{ $text }` बहुत लंबा है
command-duration-zero = हर चाल का समय शून्य से ज़्यादा होना चाहिए
command-duration-over-limit = `{ $text }` एक चाल की 30 दिन की सीमा से ज़्यादा है

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

local-engine-failed = USI इंजन { $path } शुरू नहीं हो सका ({ $error }); तब तक स्तर { $level } अंदर का खिलाड़ी खेलेगा
local-clock-moved = घड़ी { $moved } आगे बढ़ी: असली समय से { $ahead } आगे
local-bad-wait = `wait { $input }`: `wait` के साथ 30m, 12h या 3d जैसी अवधि लिखें
local-line-format = हर पंक्ति NAME: COMMAND के रूप में लिखें, जैसे `alice: challenge @bob`
local-name-missing = पंक्ति में कोलन से पहले नाम चाहिए
local-image = तस्वीर: { $path }
local-file = फ़ाइल: { $path }

## Study: puzzles and review
