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
list-separator = {"、"}
# Two sentences on one line.
sentences = { $first }{ $second }
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
notation-syntax = 指し手を読めません：{ $position }文字目に{ $expected }が必要ですが、'{ $found }' があります
notation-syntax-end = 指し手を読めません：{ $position }文字目に{ $expected }が必要ですが、そこで終わっています
notation-expected-close-paren = 移動元の後の ')'
notation-expected-csa-piece = CSA の駒記号（FU KY KE GI KI KA HI OU TO NY NK NG UM RY）
notation-expected-other-destination = 移動元と違う移動先
notation-expected-file = 筋（１-９）または 同
notation-expected-move = 指し手
notation-expected-japanese-piece = 駒（歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍）
notation-expected-piece-letter = 駒の文字（P L N S G B R K）
notation-expected-csa-drop = 打てる駒（FU KY KE GI KI KA HI）
notation-expected-promotable = + の後に成れる駒（P L N S B R）
notation-expected-japanese-rank = 段（一-九）
notation-expected-rank-letter = 段の文字 a-i
notation-expected-csa-origin = 移動元のマス 11-99（打つ場合は 00）
notation-expected-one-vertical = 上 引 寄 のうち一つまで
notation-expected-one-horizontal = 右 左 直 のうち一つまで
notation-expected-no-drop-mark = 成・不成・右 左 直 上 引 寄 の後に 打 は付きません（打つ手には付きません）
notation-expected-end-drop-promotes = 指し手の終わり（打った駒は成れません）
notation-expected-end-drop-origin = 指し手の終わり（打つ手に移動元はありません）
notation-expected-end-short = 指し手の終わり（指し手が短すぎます）
notation-expected-end = 指し手の終わり
notation-expected-nari = 不 の後の 成（不成：成らない）
notation-expected-promoted-piece = 成 の後の 香・桂・銀（成駒）
notation-expected-drop-piece = * の前に移動元のない成っていない駒（例 B*5e）
notation-expected-file-digit = 筋 1-9
notation-expected-rank-or-digit = 段 a-i（または 1-9）
notation-expected-digit = 数字 1-9
notation-expected-origin-file = 移動元の筋 1-9
notation-expected-origin-rank = 移動元の段 1-9
notation-ambiguous = { $count ->
    [one] あいまいです：{ $last } のことですか？
   *[other] あいまいです：{ $moves } または { $last } のどれかです
}
notation-wrong-side = この指し手は{ $written }の手と書かれていますが、{ $to_move }の手番です
notation-no-previous-move = 同（同じマス）には直前の指し手が必要です
notation-wrong-piece = { $square } の駒は{ $found }で、{ $written }ではありません
notation-no-such-piece = { $side }には{ $role }がありません
notation-unreachable = { $side }の{ $role }で { $to } に動けるものはありません
notation-no-match = { $side }の{ $role }で「{ $words }」に合い { $to } に動けるものはありません
notation-not-droppable = { $role }は打てません
notation-wrong-seat = この指し手は{ $written }の手と書かれていますが、{ $to_move }の手番です
notation-four-no-csa = CSA 形式は二人将棋だけです：5g5f、G-5h、５八金 のように書いてください
notation-four-no-side-marks = ▲ と △ は二人将棋の印です：四人将棋では 南 西 北 東 または S: W: N: E: を付けてください
notation-four-no-same = 同 は二人将棋だけです：マスを書いてください
notation-four-no-match = { $side }の{ $role }で「{ $words }」に合い { $to } に動けるものはありません
notation-outcome-win = { $side }の勝ち（{ $how }）
notation-outcome-draw = 引き分け（{ $how }）
notation-game-over = 対局は終わっています（{ $result }）
notation-no-impasse-rule = 持将棋：持将棋の規定がありません
notation-kings-not-in-camp = 持将棋：点数を数える前に両方の玉が敵陣に入っている必要があります
notation-no-piece = { $square } に駒がありません
notation-not-your-piece = { $square } の駒は{ $owner }の駒です
notation-cannot-reach = { $from } の{ $role }は { $to } に動けません
notation-own-piece = { $square } には自分の駒があります
notation-cannot-promote = { $role }は成れません
notation-promotion-outside-zone = 成るには敵陣に入る・敵陣の中で動く・敵陣から出る手が必要です
notation-must-promote = { $to } の{ $role }は二度と動けなくなります：成る必要があります
notation-not-in-hand = { $side }の持ち駒に{ $role }はありません
notation-drop-on-occupied = { $square } には打てません：駒があります
notation-dead-drop = { $to } に打った{ $role }は動けません
notation-nifu = 二歩：{ $side }はすでに{ $file }筋に歩があります
notation-pawn-drop-mate = 打ち歩詰め：歩を打って詰ますことはできません
notation-king-in-check = 自玉が王手のままになります
notation-drop-king = 玉は打てません
notation-four-game-over = 対局は終わっています
notation-four-no-piece = { $square } に駒がありません
notation-four-overturned-king-moves = { $square } の玉は倒されていて、もう動きません
notation-four-not-your-piece = { $square } の駒は{ $seat }が動かす駒です
notation-four-own-piece = { $square } には自分が動かす駒があります
notation-four-captures-overturned-king = 倒された玉は取れません（{ $square }）
notation-four-kings-never-captured = 玉は取れません
notation-four-partner-capture = この対局では味方の駒は取れません
notation-four-cannot-promote = { $role }は成りません
notation-four-outside-zone = { $role }が成れるのは、敵陣で動き始めるか敵陣で止まるときだけです
notation-four-must-promote = 最後の段に着いた歩は成る必要があります
notation-four-occupied = 駒は空いたマスに打ちます：{ $square } には駒があります
notation-four-pawn-on-last-line = 歩は最後の段に打てません
notation-four-two-pawns = 二歩：{ $seat }はすでに{ $line ->
    [file] { $n }筋
   *[rank] { $n }段
}に歩があります
notation-four-pawn-faces-overturned-king = 歩が倒された玉の前に来てしまいます
notation-four-checks-partner = 味方に王手をかけることになります
notation-four-perpetual-check = 連続王手の千日手です：別の手を指してください
notation-bad-sfen = SFEN が正しくありません：{ $reason }
notation-impossible-position = ありえない局面です：{ $reason }
notation-sfen-empty = 空です：盤面、手番、持ち駒、手数が必要です
notation-sfen-field-count = 項目は3つか4つ（盤面、手番、持ち駒、手数）ですが、{ $count }つあります
notation-sfen-rank-count = 盤面が{ $count }段です：'/' で区切った9段が必要です
notation-sfen-rank-length = { $rank }段目が{ $count }筋分です：ちょうど9筋が必要です
notation-sfen-bad-board-char = { $rank }段目の '{ $char }' は駒の文字（PLNSGBRK、後手は小文字）でも1-9でもありません
notation-sfen-bad-promotion = { $rank }段目の '+{ $char }'：成れるのは P, L, N, S, B, R だけです
notation-sfen-dangling-plus = { $rank }段目の最後の '+' は何も成らせていません
notation-sfen-bad-turn = 手番は 'b'（先手）か 'w'（後手）で、'{ $text }' ではありません
notation-sfen-bad-hand-char = 持ち駒の '{ $char }' は駒の文字でも数でもありません
notation-sfen-bad-hand-count = 持ち駒の数が正しくありません：{ $text }
notation-sfen-king-in-hand = 玉は持ち駒にできません
notation-sfen-duplicate-hand = { $side }の持ち駒に{ $role }が二度書かれています
notation-sfen-bad-move-number = 手数は1以上の整数で、'{ $text }' ではありません
notation-position-missing-king = { $side }の玉がありません
notation-position-extra-king = { $side }の玉が2枚以上あります
notation-position-dead-piece = { $square } の{ $side }の{ $role }は二度と動けません
notation-position-nifu = 二歩：{ $side }の歩が{ $file }筋に2枚あります
notation-position-too-many-pieces = { $role }が多すぎます：盤上と持ち駒で{ $count }枚ですが、一組は{ $max }枚です
notation-position-opponent-in-check = { $side }が王手されていますが、{ $side }の手番ではありません
notation-position-missing-defender-king = 詰将棋には玉方の玉が必要です：{ $side }の玉がありません

## Service

error-internal = こちらで問題が起きました。盤面は変わっていません。少し待ってからもう一度お試しください。
language-own = あなたには{ $language }で答えます（あなたの設定）。`language default` でチャンネルの言語に戻り、`language en|ja|hi|bn` で変更できます。
language-none = 言語は選ばれていません：チャンネルごとの言語（ここでは{ $language }）か、Discord の言語で答えます。`language en|ja|hi|bn` で選べます。
language-set = これからはどこで対局しても{ $language }で答えます。公開の投稿はチャンネルの言語のままです。
language-cleared = あなたの言語の設定を消しました：またチャンネルごとの言語（ここでは{ $language }）で答えます。
language-unknown = `{ $input }` は対応している言語ではありません：en (English)、ja (日本語)、hi (हिन्दी)、bn (বাংলা)、または `default` を選んでください
limit-start = 少し待ってください：次の対局やロビーは{ $seconds }秒後に始められます。
limit-picture = 少し待ってください：次の盤面・ヒント・棋譜は{ $seconds }秒後に頼めます。
limit-refusals = 実行できないコマンドが続きました：{ $seconds }秒後にまた答えます。
limit-waiting = このサーバーで待機中の挑戦やロビーがすでに{ $max }件あり、これが一人の上限です：一つ取り消す（`cancel`）か、受けられるか期限が切れるまでお待ちください。
notice-settings-set-aside = 保存された設定（{ $key }）が読めませんでした（{ $why }）。運営者のために取り分け、初期設定を使います。
notice-table-set-aside = この卓の保存データが読めませんでした（{ $why }）。運営者のために取り分け、卓を最初からやり直します。
# The rating part of a stats line, or nothing (then the code passes an empty text).
stats-rating = 、レーティング { $rating } ± { $deviation }
stats-line = { $name }：将棋 { $played }局（{ $won }勝 { $lost }敗 { $drawn }分）{ $rating }、四人将棋 { $four_played }局（1位 { $four_won }回、{ $sign }{ $points }点）。
stats-leaderboard-shogi = 将棋（レーティング対局）：
stats-leaderboard-four = 四人将棋：
stats-leaderboard-rating = { $rank }. { $name } { $rating }（{ $games }局）
stats-leaderboard-points = { $rank }. { $name } { $sign }{ $points }点（{ $games }局）
stats-no-finished-games = このサーバーで終わった対局はまだありません。
# $ordinal is the English plural category of the ordinal (one: 1st, two: 2nd, few: 3rd).
stats-rank-rating = 将棋のレーティングで{ $of }人中{ $rank }位
stats-rank-points = 四人将棋の点数で{ $of }人中{ $rank }位
stats-rank-line = { $name }：{ $ranks }。
stats-no-games-in-play = このサーバーで対局中のゲームはありません。
stats-games-past-end = このサーバーの対局中のゲームは{ $pages }ページまでです（`games { $pages }` が最後です）。
stats-games-page = このサーバーで{ $count }局が対局中です。新しい順（{ $pages }ページ中{ $page }ページ目）：
stats-games-line = { $channel }：{ $game }
stats-games-older = 古いもの：`games { $page }`
stats-in-play-two = { $sente } 対 { $gote }、{ $moves }手
stats-in-play-four = 四人将棋 { $names }、{ $actions }手

## Discord

discord-board-updated = { $title }（上の盤面を更新しました）
discord-button-accept = 受ける
discord-button-decline = 断る
discord-button-cancel = 取り消す
discord-button-join = 参加
discord-button-leave = 抜ける
discord-button-add-computer = コンピューターを追加
discord-button-start = 開始
discord-button-resign = 投了
discord-resign-confirm = この対局を投了しますか？取り消せません。
discord-done = 完了しました。
discord-game-in-thread = 対局は { $thread } で始まりました。
discord-threads-only-in-servers = スレッドはサーバーにしかありません：`thread` なしでここで対局してください
discord-need-thread-permission = ここではスレッドを作れません：このチャンネルで「公開スレッドの作成」の権限が必要です（または `thread` を付けずにチャンネルで対局してください）
discord-use-slash-command = スラッシュコマンドを使ってください
discord-need-embed-permissions = （盤面を表示するには、ここで「埋め込みリンク」と「ファイルを添付」の権限が必要です。）
# Slash command and option descriptions (at most 100 characters each; command names stay English).
discord-command-shogi = 二人将棋：誰かに挑戦するか、誰でも受けられる挑戦を出します。
discord-command-challenge = 誰か（またはレベルを付けて私）に将棋を挑みます。
discord-command-open = 誰でも受けられる挑戦を出します。
discord-command-yonin = 四人将棋。
discord-command-yonin-new = 参加・抜ける・コンピューター追加・開始のボタン付きで四人将棋のロビーを開きます。
discord-command-move = どの表記でも指せます（7g7f、７六歩、76歩、P-7f、+7776FU …）。
discord-command-board = 盤面を表示します。
discord-command-hint = 駒の動ける先を表示します：マス（7g）か持ち駒（P）。
discord-command-resign = 投了します（確認があります）。
discord-command-takeback = 最後の手の待ったを頼みます（相手が /takeback で同意）。
discord-command-abort = 対局を中止します（両者が指す前、またはモデレーター）。
discord-command-rematch = 同じ相手ともう一局（先後を入れ替え）。
discord-command-export = 棋譜をファイルで出します。
discord-command-settings = このチャンネルの設定を表示・変更します（変更はモデレーターのみ）。
discord-command-stats = このサーバーでの成績です。
discord-command-leaderboard = このサーバーのレーティングです。
discord-command-games = このサーバーで対局中のゲーム（新しい順）。
discord-command-help = 遊び方です。
discord-option-opponent = 対局相手（コンピューターと指すなら私をメンション）
discord-option-handicap = あなたが落とす駒（例：bishop、rook、2-piece）
discord-option-side = あなたの手番
discord-option-time = 一手の持ち時間（例：30m、12h、3d）
discord-option-rated-challenge = レーティング対局（既定ははい。駒落ちは対象外）
discord-option-rated = レーティング対局
discord-option-level = コンピューターの強さ 1〜5（私に挑むとき）
discord-option-thread = 新しいスレッドで対局
discord-option-teams = 二組に分かれて対局（南+北 対 西+東）
discord-option-move = あなたの指し手。入力すると合法手が出ます
discord-option-square = マス（7g、７七）か持ち駒（P、歩）
discord-option-format = 棋譜の形式
discord-option-key = 表示・変更する設定
discord-option-value = 新しい値（`default` でこのチャンネルの上書きを消します）
discord-option-server = このチャンネルでなくサーバーの既定を変更
discord-option-user = 誰の成績か（既定：あなた）
discord-option-page = ページ（1 が最新）
discord-option-topic = 話題かコマンド（moves、challenge、yonin、clocks …）
discord-choice-sente = 先手（先に指す）
discord-choice-gote = 後手（後に指す）
discord-choice-random = ランダム
discord-choice-kif = kif（Shift-JIS）
discord-choice-kifu = kifu（UTF-8 の KIF）
discord-choice-yonin = yonin（四人将棋の棋譜）

## Local mode

local-engine-failed = the USI engine { $path } could not be started ({ $error }); level { $level } uses the built-in player until it can
local-clock-moved = the clock moved { $moved } forward: { $ahead } ahead of real time
local-bad-wait = `wait { $input }`: `wait` takes a duration like 30m, 12h or 3d
local-line-format = write each line as NAME: COMMAND, e.g. `alice: challenge @bob`
local-name-missing = a line needs a name before the colon
local-image = image: { $path }
local-file = file: { $path }

## Study: puzzles and review
