# shogiban — the Japanese catalogue (日本語). Every word the bot says lives here and in the ja, hi and bn
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
players-two = { $sente } 対 { $gote }
seat-south = 南
seat-west = 西
seat-north = 北
seat-east = 東
color-sente = 先手
color-gote = 後手
role-pawn = 歩
role-lance = 香車
role-knight = 桂馬
role-silver = 銀
role-gold = 金
role-bishop = 角
role-rook = 飛車
role-king = 玉
role-promoted-pawn = と
role-promoted-lance = 成香
role-promoted-knight = 成桂
role-promoted-silver = 成銀
role-horse = 馬
role-dragon = 龍
# A duration in a sentence (time per move, time left); what a player types stays `3d`.
duration-minutes = { $n }分
duration-hours = { $n }時間
duration-days = { $n }日
# A handicap (駒落ち) by its `handicap=NAME`, as a phrase of its own.
handicap-lance = 香落ち
handicap-right-lance = 右香落ち
handicap-bishop = 角落ち
handicap-rook = 飛車落ち
handicap-rook-lance = 飛香落ち
handicap-2-piece = 二枚落ち
handicap-3-piece = 三枚落ち
handicap-4-piece = 四枚落ち
handicap-5-piece = 五枚落ち
handicap-left-5-piece = 左五枚落ち
handicap-6-piece = 六枚落ち
handicap-left-7-piece = 左七枚落ち
handicap-right-7-piece = 右七枚落ち
handicap-8-piece = 八枚落ち
handicap-10-piece = 十枚落ち
# "name (seat)"
name-at-seat = { $name }（{ $seat }）
# "name (seat)" of a person in a sentence; a computer seat's own name already says its seat,
# so the table writes it alone
person-at-seat = { $name } さん（{ $seat }）

## Images (drawn on the board pictures; keep them short)

label-check = 王手
label-start = 開始
label-move-number = { $n }手目
label-to-move = 手番
label-upper = 上手
label-lower = 下手
label-seat-south = 南
label-seat-west = 西
label-seat-north = 北
label-seat-east = 東
label-place = { $n }位
label-game-over = 終局
label-review-title = 検討
label-review-moves = { $n }手
label-review-mistake = 悪手
label-review-missed-mate = 詰み逃し
label-review-none = 大きな悪手なし

## Refusals (shown only to the person who asked)

refusal-no-game = ここでは対局していません。`challenge @相手` か `open` で始めてください。
refusal-game-in-play = ここではすでに対局中です（{ $players }）。終わるまで待つか、別のチャンネルかスレッドで指してください。
refusal-not-a-player = あなたはここでの対局者ではありません。対局は { $players } です。
refusal-not-your-turn = { $name } さんの手番です。あなたの手番ではありません。
refusal-position-changed = 局面が変わりました。もう一度「指す」を押してください
refusal-game-over = 対局は終わっています（{ $result }）。もう一局なら `rematch` です。
refusal-tournament-game-over = 対局は終わっています（{ $result }）。結果は大会の成績に入ります。
refusal-bad-move = { $input }：{ $reason }
refusal-no-impasse-rule = このチャンネルでは持将棋（入玉）のルールがありません。モデレーターが `settings impasse 24`（24点法）か `settings impasse 27`（27点法・入玉宣言）で有効にできます。
refusal-no-challenge = あなたへの挑戦はありません。誰でも受けられる挑戦は `open` で出せます。
refusal-no-challenge-from = { $count ->
    [0] { $named } さんからの挑戦はありません。あなたへの挑戦はありません。
    [one] { $named } さんからの挑戦はありません。待っているのは { $waiting } さんの挑戦です。`accept` で受けられます。
   *[other] { $named } さんからの挑戦はありません。挑戦しているのは { $waiting } さんです。
}
refusal-which-challenge = 挑戦が複数あります（{ $from }）。相手を指定してください：`accept @名前`
refusal-self-challenge = 自分には挑戦できません。
refusal-unknown-user = { $mention } が誰か分かりません。
refusal-unknown-handicap = `{ $name }` という駒落ちはありません。駒落ちは { $known } です。
refusal-rated-handicap = 駒落ちの対局はレーティング対象外です。
refusal-duplicate-challenge = { $name } さんの挑戦がすでに出ています。先に `cancel` してください。
refusal-challenge-waiting = { $from } さんの挑戦が待っています。一つのチャンネル（スレッド）では同時に一つだけなので、先に応じるか `cancel` してください（別のチャンネルやスレッドでも指せます）。
refusal-nothing-to-cancel = 取り消す挑戦はありません。
refusal-nothing-to-take-back = 待ったできる手がありません。
refusal-no-move-of-yours = まだ指していません。待ったは自分の最後の手（とその応手）だけです。
refusal-takeback-pending = すでに申し込んでいます。{ $opponent } さんが `takeback` で同意するのを待っています。
refusal-four-no-takeback = 四人将棋に待ったはありません。ほかの三人がすでにその手を見ています。
refusal-abort-too-late = 両者が指したあとの中止はモデレーターだけができます。投了してください。
refusal-no-rematch = ここには再戦できる終局した対局がありません。
refusal-lobby-open = ここではすでに四人将棋の募集中です。`join` で参加してください。
refusal-no-lobby = ここでは四人将棋を募集していません。`yonin` で始めてください。
refusal-already-seated = すでに{ $seat }の席にいます。
refusal-seat-taken = { $seat }の席は { $by } さんが座っています。
refusal-lobby-full = 満席です。
refusal-not-seated = 募集に参加していません。
refusal-lobby-not-full = 開始には四人必要です。空席：{ $free }
refusal-four-abort-too-late = 全員が指したあとの中止はモデレーターだけができます。
refusal-bad-position = その局面では対局できません：{ $reason }
refusal-handicap-and-position = その局面では対局できません。駒落ちか局面のどちらか一方だけを指定してください。
refusal-position-without-moves = その局面では対局できません。手番の側に合法手がありません。
refusal-after-notice = { $notice }{ $error }
refusal-not-moderator = 設定を変えられるのはモデレーターだけです。`settings` や `settings KEY` で誰でも見られます。
refusal-unknown-setting = `{ $key }` という設定はありません。一覧は `settings` です。
refusal-unknown-setting-nearest = `{ $key }` という設定はありません。`{ $nearest }` のことですか？ 一覧は `settings` です。
refusal-no-override = このチャンネルには `{ $key }` の個別設定がありません。
refusal-settings-usage = `settings server` には設定名と値が必要です。例：`settings server hints off`
refusal-hints-off = ここではヒントが無効です（設定 `hints`）。
refusal-no-piece-there = { $square } に手番の側の駒がありません。ヒントには自分の駒のあるマス（例：7g）か持ち駒（P・L・N・S・G・B・R、または 歩・香・桂・銀・金・角・飛）を指定します。
refusal-hint-usage = { $input }：ヒントには ７七（7g、77）のようなマスか、歩（P）のような持ち駒（玉は K）を指定します。
refusal-not-in-hand = 手番の側は{ $role }を持っていません。
refusal-level-needs-computer = `level=` はコンピューター対局用です。ボット自身に挑戦してください。例：`challenge @shogiban level=3`
refusal-unknown-export-format = { $format }：棋譜の形式は kif、kifu、ki2、csa、usi です。
refusal-corrupt = 保存された対局が壊れています：{ $detail }
refusal-unknown-export-format-four = { $format }：四人将棋の棋譜の形式は yonin と usi です。
corrupt-start = 開始局面：{ $error }
corrupt-move = { $n }手目（{ $move }）：{ $error }
corrupt-action = { $n }手目（{ $move }）：{ $error }
refusal-no-puzzle = 今は問題が見つかりませんでした。少ししてからもう一度お試しください。
refusal-no-puzzle-in-progress = ここで解いている問題はありません。`puzzle` で出題します。
refusal-no-review-game = ここには検討できる終局した対局がありません。
refusal-review-in-play = まだ対局中です。終局してから `review` してください。
refusal-review-four = 検討できるのは二人将棋の対局だけです。

## Table: status lines and results

status-two = ☗{ $sente } 対 ☖{ $gote }、{ $move }手目。{ $to_move } さんの手番です{ $check ->
    [yes] （王手）
   *[no] {""}
}。
status-four = { $players }。{ $action }手目、{ $who }の手番です{ $check ->
    [yes] （王手）
   *[no] {""}
}。
result-aborted = 対局は中止されました。
result-four = 終局（{ $reason }）：{ $places }。
result-four-place = { $place }位 { $name }
result-win = { $how }{ $name } さんの勝ちです。
result-draw = { $how }引き分けです。
how-checkmate = 詰みで
how-no-legal-moves = 相手の指す手がなくなり、
how-repetition = 千日手で
how-perpetual-check = 連続王手の千日手で
how-move-limit = 手数制限で
how-impasse = 入玉の点数計算で
how-resignation = 投了で
how-timeout = 時間切れで
options = （{ $parts }）
option-handicap = { $handicap }
option-time = 一手{ $time }
option-position = 局面 { $sfen } から
option-unrated = レーティングなし
four-end-two-eliminations = 二人脱落
four-end-last-survivor = 最後の一人
four-end-repetition = 千日手
four-end-team = チームの一人が脱落
four-end-round-deadline = 大会の回戦の期限が来ました

## Table: challenges

challenge-posted = { $name } さんが { $opponent } さんに挑戦しました{ $options }。{ $opponent } さん：`accept` か `decline` で答えてください。
challenge-open = { $name } さんが対局相手を募集しています{ $options }。どなたでも `accept` で受けられます。
challenge-cancelled = { $name } さんが挑戦を取り消しました。
challenge-cancelled-by-moderator = { $name } さん（モデレーター）が { $names } さんの挑戦を取り消しました。
challenge-withdrawn = （ここで対局が始まったため、{ $names } さんの挑戦は取り下げられました。）
challenge-declined = { $name } さんが { $from } さんの挑戦を断りました。

## Table: play

play-game-on = 対局開始：☗{ $sente }（先手）対 ☖{ $gote }（後手）{ $count ->
    [0] {""}
   *[other] 、{ $extras }
}。
play-computer-level = コンピューター レベル{ $level }、レーティングなし
play-to-move = { $name } さんの手番です。
play-check-to-move = 王手！ { $name } さんの手番です。
play-played = { $name } さんが { $move } と指しました。
play-declares-impasse = { $name } さんが入玉宣言をしました。
play-taken-back-computer = 待ったしました（あなたの手とコンピューターの手）。
play-takeback-asked = { $name } さんが最後の手の待ったを申し込みました。{ $opponent } さん：同意するなら `takeback`、そのまま指してもかまいません。
play-taken-back = 待ったしました。
play-hint-in-hand = 持ち駒の{ $role }
# Click to move on Discord: the lists of the Move button's picker (`table/picker.rs`).
picker-piece = { $role } { $square }
picker-choose-piece = 動かす駒を選んでください
picker-pieces-files = { $first }筋〜{ $last }筋の駒
picker-pieces-file = { $file }筋の駒
picker-choose-drop = または打つ持ち駒を選んでください
picker-choose-square = 移動先を選んでください
picker-squares-files = { $first }筋〜{ $last }筋のマス
picker-squares-file = { $file }筋のマス
picker-note-promotes = 成る
picker-note-stays = 成らない
picker-note-takes = { $role }を取る
picker-note-takes-promotes = { $role }を取って成る
picker-note-takes-stays = { $role }を取って成らない
picker-step-piece = { $name } さんの手番です。動かす駒を選んでください
picker-step-square = { $name } さんの手番です。{ $piece }の移動先を選んでください
play-hint = { $count ->
    [0] { $what }：合法手がありません。
   *[other] { $what }は { $squares } に行けます。
}

## Table: four-player lobbies and games

lobby-seat = { $seat }：{ $name }
lobby-seat-free = { $seat }：（空席）
lobby-opened = { $name } さんが四人将棋を募集しました{ $teams ->
    [yes] （チーム戦）
   *[no] {""}
}。`join` で着席します。
lobby-sits = { $name } さんが{ $seat }に座りました。
lobby-full = 満席です：`start` で開始します。
lobby-closed = { $name } さんが抜けたので、募集を終了しました。
lobby-left = { $name } さんが{ $seat }の席を離れました。
lobby-game-on = 四人将棋開始：{ $players }。
lobby-moves-first = { $who }が先に指します。
lobby-played = { $who }が { $move } と指しました。
lobby-checkmated = { $who }が詰みました。駒は { $by } さんが取ります。
lobby-to-move = { $who }の手番です{ $check ->
    [yes] （王手）
   *[no] {""}
}。
lobby-left-game = { $name } さんが対局を離れました。
lobby-handed-over = これからはコンピューター（レベル{ $level }）が { $name } さんの席（{ $seat }）を指します。
four-switch-values = `{ $key }` の値は { $values } です。`{ $value }` ではありません。

## Table: the computer

computer-never-rated = コンピューターとの対局はレーティング対象外です。レーティング対局はできません。
computer-sits = コンピューター（レベル{ $level }）が{ $seat }に座りました。
computer-name = { $bot }（レベル{ $level }）
computer-seat-name = { $bot }（{ $seat }・レベル{ $level }）
computer-plays-for = { $name }（コンピューター）

## Table: clocks

clock-remind = { $name } さん：あなたの手番です。残り{ $left }です。
clock-remind-four = { $name } さん（{ $seat }）：あなたの手番です。残り{ $left }です。
clock-timeout-four = { $name } さん（{ $seat }）が時間切れになりました。
clock-left-to-move = 残り時間 { $left }。

## Table: export

export-attached = 棋譜（{ $format }）を添付しました：{ $name }

## Table: help
help-general = コマンド：{ $commands }。トピック：{ $topics }。
help-unknown = `{ $topic }` というヘルプはありません。トピック：{ $topics }。
help-moves =
    指し手は一行にそれだけを書くか、`move 手` と書きます。表記は自由です：USI（`7g7f`、`P*5e`、`8h2b+`）、日本式（`７六歩`、`76歩`、`同　銀`、`５八金右`、`２二角成`、`５五角打`）、KIF（`７六歩(77)`）、西洋式（`P-7f`、`Bx2b+`、`G*5e`）、CSA（`+7776FU`）。
    成れる手で成・不成を書いていない日本式・西洋式の指し手は、あいまいとして両方の書き方（`成`/`不成`、`+`/`=`）を示して受け付けません。
    `hint 7g` で 7g の駒の行き先、`hint P` で持ち駒の歩を打てる場所を表示します。
    Discord では盤面の下の **指す** ボタンでも指せます：駒を選び、次に行き先のマスを選ぶと指し手になります（表記を覚える必要はありません）。
help-challenge =
    `challenge @相手`（誰でもよければ `open`）で挑戦します。オプション：`handicap=NAME`（自分が駒を落とす。相手に落とさせるなら `giver=opponent`）、`side=sente|gote|random`、一手の時間 `time=3d`、`rated=no`、指定局面から始める `sfen BOARD SIDE HAND [MOVE]`（レーティングなし）。
    相手は `accept` か `decline` で答えます。`cancel` で取り消せます。
    一つのチャンネル（スレッド）では同時に一つのことだけです。対局中や四人将棋の募集中は、挑戦は別のチャンネルかスレッドで行ってください。
    終局後は `rematch` で同じ条件の再戦を申し込めます（先後入れ替え。両者が申し込むと始まります）。`takeback` で自分の最後の手の待ったを申し込みます。`abort` は両者が指す前の中止、`resign` は投了です。
help-yonin =
    四人将棋：`yonin [teams] [time=1d] [credit=last-mover] [continue-from=mover] [end=last-survivor] [partner-capture=no] [first-mover=SEAT]` で募集します。`join [south|west|north|east]` で着席（指定しなければ南、西、北、東の順で空いている席）、`leave` で離席、`add-computer [SEAT] [level=N]` でコンピューターを座らせます。四席が埋まったら、座っている誰かが `start` と言います。
    指し手は二人将棋の表記で、前に手番の席を付けてもかまいません：`S:5g5f`、`W:P-6e`、`南５六歩`（S・南、W・西、N・北、E・東）。
    四人将棋に投了はありません。`resign`（対局中の `leave` も同じ）であなたの席はコンピューターに引き継がれ、あなたの名前に「（コンピューター）」を付けて指します。あなたは最下位になります。時間切れの席も同じように引き継がれます。
help-computer =
    `challenge @shogiban level=1-5` ですぐにコンピューターと対局します（レーティングなし）。レベル1は駒の動かし方を覚えたばかりの人向けで（よく悪手を指します）、レベルが一つ上がるごとにずっと強くなります。レベル5が最強で、運営者が外部のUSIエンジンを設定していればそれが指します（使用中や故障のときは内蔵エンジンのレベル5が代わります）。
    四人将棋の募集では `add-computer [SEAT] [level=N]` で座らせます。席の名前は席とレベルで付きます。例：`shogiban（西・レベル3）`
help-clocks =
    `time=30m`、`12h`、`3d` を付けた挑戦では、一手ごとにその時間があります。四分の三を使うと催促が届き、使い切ると二人将棋は時間切れ負け、四人将棋はその席がコンピューターに引き継がれます。
    `board` で残り時間が分かります。
help-impasse =
    持将棋（入玉）はモデレーターが有効にしない限りありません。
    `settings impasse 24`（24点法）：両方の玉が敵陣に入ったら、`impasse` で盤上と持ち駒を数えます（飛車・角は5点、玉以外の駒は1点）。24点未満の側が負け、それ以外は持将棋で引き分けです。
    `settings impasse 27`（27点法・入玉宣言）：手番の側は、玉と他の駒10枚以上が敵陣にあり、王手がかかっておらず、それらの駒と持ち駒が28点（先手）か27点（後手）あれば、`impasse` で入玉宣言をして勝てます。条件を満たさない宣言は負けです。
help-settings =
    `settings` ですべての値とその出どころを、`settings KEY` で一つを表示します。
    モデレーター：`settings KEY VALUE`（このチャンネル）、`settings server KEY VALUE`（サーバーの既定値）、`settings KEY default`（このチャンネルの個別設定を削除）。
    設定名：{ $keys }。
help-export =
    `export kif`（Shift-JIS、Kifu for Windows など多くのソフト向け）、`kifu`（UTF-8 の KIF）、`ki2`、`csa`（V2.2）、`usi` で、現在か直前の対局の棋譜をファイルで添付します。四人将棋は `yonin`（四人将棋の棋譜）か `usi` です。

help-puzzle = `puzzle` で問題を出します。王手の連続で詰ます詰将棋か、駒得の一手で、このサーバーの終局した対局やランダムな対局から見つけ、ソルバーが正解の初手が一つだけであることを確かめたものです（難易度 1〜10）。指し手を入力すると一手ずつすぐに判定し、受け方の手はこちらで指します。最後の一手はどの詰みでも正解です。解けたか外したかで問題レーティングと連続正解数が変わります。`puzzle daily` は今日の一問（全員同じ）、`puzzle stop` であきらめます。モデレーターが `settings puzzle-channel on` とすると、そのチャンネルに毎日今日の一問を投稿します。
help-review = 対局後に `review` と入力すると、このチャンネルで最後に終わった二人将棋の対局をエンジンが検討し、評価値のグラフ、大きな悪手とより良い手、詰み逃し、lishogi の検討盤へのリンクを返します。
help-tournament = 大会は一つのチャンネルで同時に一つまでです。`tournament new round-robin`（総当たり戦：全員と一局ずつ）、`tournament new swiss rounds=5`（スイス式：同じ得点の人どうしが対戦）、`tournament new yonin`（四人将棋：四人ずつで対局）で大会を開きます。一手の持ち時間は `time=1d`、各回戦の期間は `round=7d`、レーティング対象外にするなら `rated=no`、大会名は `name=Spring Cup` のように指定します（名前に `=` を含むときは `name="Spring rated=no"` のように引用符で囲みます）。参加は「参加」ボタンか `tournament join` で、主催者かモデレーターが大会を始めます。各対局は専用スレッド（ローカルモードでは専用チャンネル）で自動的に始まり、対局者を呼び出します。回戦の期限までに終わらなかった対局は時計どおりに判定します。開始後に `tournament leave` で抜けると途中棄権となり、残りの対局は不戦敗です。`tournament standings` で順位表を画像付きで表示します（同点の順位はゾンネボーン・ベルガー、ブッフホルツ、順位点のいずれかで決めます）。過去の大会は `tournament list` と `tournament show N` で見られます。

## Table: settings
setting-list-head = このチャンネルの設定（モデレーターは `settings KEY VALUE` で変更できます）：
setting-line = { $key } = { $value }（{ $source }）
setting-show = { $key } = { $value }（{ $source }）：{ $about }。値：{ $values }。既定値 { $default }。
setting-source-channel = チャンネル
setting-source-server = サーバー
setting-source-default = 既定値
setting-override-removed = { $key } の個別設定を削除しました。現在は { $value }（{ $source }）です。
setting-set-server = { $key } = { $value } をサーバー全体に設定しました（チャンネルごとに上書きできます）。
setting-set-channel = このチャンネルで { $key } = { $value } にしました。
setting-bad-value = `{ $value }` は `{ $key }` の値ではありません。値は { $values } です
setting-values-time = `none`、または 30m、12h、3d のような時間
setting-values-move-limit = `none`、または手数（1-10000）
setting-about-side = 挑戦で指定がないときの挑戦者の先後
setting-about-time = 新しい挑戦と募集の一手の時間
setting-about-move-limit = 二人将棋が引き分けになる手数
setting-about-impasse = 二人将棋の持将棋のルール
setting-about-hints = `hint` を使えるかどうか
setting-about-orientation = 二人将棋の盤面図を先手側から描くか、手番の側から描くか
setting-about-notation = 指し手の表記
setting-about-teams = 四人将棋をチーム戦にする
setting-about-partner-capture = 四人将棋のチーム戦で味方の駒を取れる
setting-about-credit = 脱落した席の駒を誰が取るか（四人将棋のルール §10）
setting-about-continue-from = 脱落のあと誰が指すか（四人将棋のルール §10）
setting-about-end = 四人将棋がいつ終わるか（四人将棋のルール §10）
setting-about-threads = 対局ごとにスレッドを作る（Discord）
setting-about-edit-in-place = 新しく投稿せず、このチャンネルの対局のメッセージを編集する（にぎやかなチャンネル向け）
setting-about-computer-level = レベルの指定がないとき（と時間切れの席）のコンピューターの強さ
setting-about-language = このチャンネルでのボットの投稿の言語（自分だけに見える返事は、各自の `language` か Discord の言語で決まります）
setting-about-puzzle-channel = このチャンネルに毎日「今日の一問」を投稿する

## Table: commands typed wrong
command-empty = コマンドが空です。`help` でできることが分かります。
command-too-long = 行が長すぎます（{ $count }文字）。コマンドも指し手も短いものです。
command-unknown = `{ $word }` というコマンドはありません。`help` で一覧が見られます。
command-unknown-nearest = `{ $word }` というコマンドはありません。`{ $nearest }` のことですか？（`help` で一覧が見られます）
command-missing = `{ $command }` には{ $what }が必要です。例：`{ $example }`
command-what-opponent = 挑戦する相手
command-what-mention-first = 最初に相手のメンション
command-what-move = 指し手
command-what-hint = マスか持ち駒
command-what-setting-key = 表示または変更する設定の名前
command-bad-option = `{ $option }` は `{ $command }` のオプションではありません。使えるのは { $valid } です
command-valid-challenge = `handicap=NAME`、`side=sente|gote|random`、`time=3d`、`rated=yes|no`、`giver=opponent`、`level=1-5`、`engine=builtin`、`sfen BOARD SIDE HAND [MOVE]`
command-valid-yonin = `teams`、`time=3d`、`credit=checker|last-mover`、`continue-from=eliminated|mover`、`end=second-elimination|last-survivor`、`partner-capture=yes|no`、`first-mover=south|west|north|east`
command-valid-seat = 席：`south`、`west`、`north`、`east`
command-valid-puzzle = 何も付けない（次の問題）、`daily`、`stop` のどれか
command-bad-value = `{ $key }` の値が正しくありません：{ $reason }
command-level-range = `{ $value }`：レベルは1から5です
command-page-range = `{ $value }`：ページは1からです。例：`games 2`
command-use-yes-no = `{ $value }`：yes か no を使ってください
command-use-side = `{ $value }`：`sente`、`gote`、`random` のどれかを使ってください
command-use-giver = `{ $value }`：`challenger` か `opponent` を使ってください
command-use-engine = `{ $value }`：`builtin`（内蔵エンジン）か `external`（設定された USI エンジン）を使ってください
command-sfen-missing = 後ろに局面を書いてください。例：`sfen 8k/9/9/9/9/9/9/9/R3K4 b - 1`
command-duration-bad = `{ $text }` は 30m、12h、3d のような時間ではありません
command-duration-unit = `{ $text }`：単位は m、h、d です（30m、12h、3d）
command-duration-too-long = `{ $text }` は長すぎます
command-duration-zero = 一手の時間は0より長くしてください
command-duration-over-limit = `{ $text }` は一手の上限の30日を超えています

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
notation-outcome-win = { $how }{ $side }の勝ち
notation-outcome-draw = { $how }引き分け
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
notation-sfen-field-count = 項目は3つか4つ（盤面、手番、持ち駒、手数）ですが、{ $count }個あります
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
error-store-busy = このチャンネルに同時に多くのコマンドが届き、処理しきれませんでした。盤面は変わっていません。もう一度送ってください。
error-store-unavailable = データベースに接続できません。少し待ってからもう一度お試しください。何も変更されていません。
language-own = あなたには{ $language }で答えます（あなたの設定）。`language default` でチャンネルの言語に戻り、`language en|ja|hi|bn` で変更できます。
language-none = 言語は選ばれていません：チャンネルごとの言語（ここでは{ $language }）か、Discord の言語で答えます。`language en|ja|hi|bn` で選べます。
language-set = これからはどこで対局しても{ $language }で答えます。公開の投稿はチャンネルの言語のままです。
language-cleared = あなたの言語の設定を消しました：またチャンネルごとの言語（ここでは{ $language }）で答えます。
language-unknown = `{ $input }` は対応している言語ではありません：en (English)、ja (日本語)、hi (हिन्दी)、bn (বাংলা)、または `default` を選んでください
limit-start = 少し待ってください：次の対局や募集は{ $seconds }秒後に始められます。
limit-picture = 少し待ってください：次の盤面・ヒント・棋譜は{ $seconds }秒後に頼めます。
limit-refusals = 実行できないコマンドが続きました：{ $seconds }秒後にまた答えます。
limit-waiting = このサーバーで待機中の挑戦や募集がすでに{ $max }件あり、これが一人の上限です：一つ取り消す（`cancel`）か、受けられるか期限が切れるまでお待ちください。
notice-settings-set-aside = 保存された設定（{ $key }）が読めませんでした（{ $why }）。運営者のために取り分け、初期設定を使います。
notice-table-set-aside = このチャンネルの対局の保存データが読めませんでした（{ $why }）。運営者のために取り分け、最初からやり直します。
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
stats-no-games-in-play = このサーバーで進行中の対局はありません。
stats-games-past-end = このサーバーの進行中の対局は{ $pages }ページまでです（`games { $pages }` が最後です）。
stats-games-page = このサーバーで{ $count }局が対局中です。新しい順（{ $pages }ページ中{ $page }ページ目）：
stats-games-line = { $channel }：{ $game }
stats-games-older = 古いもの：`games { $page }`
stats-in-play-two = { $sente } 対 { $gote }、{ $moves }手
stats-in-play-four = 四人将棋 { $names }、{ $actions }手

## Discord

discord-board-updated = { $title }（上の盤面を更新しました）
discord-lobby-updated = { $title }（上の大会の投稿を更新しました）
discord-tournament-need-threads = 対局ごとにスレッドを作るには、このチャンネルで「公開スレッドの作成」（Create Public Threads）の権限が必要です
discord-thread-failed = いま Discord でスレッドを作成できませんでした
discord-tournament-not-in-thread = 大会の対局はチャンネル内のスレッドで行います：スレッドの中ではなく、テキストチャンネルで大会を開いてください
discord-button-accept = 受ける
discord-button-decline = 断る
discord-button-cancel = 取り消す
discord-button-join = 参加
discord-button-leave = 抜ける
discord-button-add-computer = コンピューターを追加
discord-button-start = 開始
discord-button-resign = 投了
discord-button-move = 指す
discord-button-back = 戻る
discord-resign-confirm = この対局を投了しますか？取り消せません。
discord-done = 完了しました。
discord-game-in-thread = 対局は { $thread } で始まりました。
discord-threads-only-in-servers = スレッドはサーバーにしかありません：`thread` なしでここで対局してください
discord-need-thread-permission = ここではスレッドを作れません：このチャンネルで「公開スレッドの作成」の権限が必要です（または `thread` を付けずにチャンネルで対局してください）
discord-thread-left-behind = このために作ったスレッド { $thread } を削除できませんでした：このチャンネルで「スレッドの管理」の権限が必要です。誰かが削除するまで、空のまま残ります。
discord-use-slash-command = スラッシュコマンドを使ってください
discord-need-embed-permissions = （盤面を表示するには、ここで「埋め込みリンク」と「ファイルを添付」の権限が必要です。）
# Slash command and option descriptions (at most 100 characters each; command names stay English).
discord-command-shogi = 二人将棋：誰かに挑戦するか、誰でも受けられる挑戦を出します。
discord-command-challenge = 誰か（またはレベルを付けて私）に将棋を挑みます。
discord-command-open = 誰でも受けられる挑戦を出します。
discord-command-yonin = 四人将棋。
discord-command-yonin-new = 参加・抜ける・コンピューターを追加・開始のボタン付きで四人将棋の募集を始めます。
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
discord-command-games = このサーバーで進行中の対局（新しい順）。
discord-command-help = 遊び方です。
discord-option-opponent = 対局相手（コンピューターと指すなら私をメンション）
discord-option-handicap = あなたが落とす駒（例：bishop、rook、2-piece）
discord-option-side = あなたの先後（先手・後手）
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

discord-command-puzzle = 詰将棋の問題を出します。/move で答えてください。
discord-option-which = どの問題か（既定：あなたへの次の問題）
discord-command-review = このチャンネルの最後の対局をエンジンが検討します（グラフ・悪手・詰み逃し）。
discord-command-tournament = このチャンネルの大会：総当たり戦、スイス式、四人将棋。
discord-command-tournament-new = このチャンネルで大会を開きます（同時に一つまで）。参加はボタンから。
discord-command-tournament-join = このチャンネルの大会に参加します。
discord-command-tournament-leave = 大会から抜けます（開始後は途中棄権となり、残りの対局は不戦敗）。
discord-command-tournament-start = 大会を開始します（主催者かモデレーター）。
discord-command-tournament-standings = 大会の順位表（画像付き）。
discord-command-tournament-list = このチャンネルの大会の一覧（過去と開催中）。
discord-command-tournament-show = このチャンネルの大会を番号で表示します。
discord-option-tournament-kind = 組み合わせの方式
discord-option-rounds = 回戦数（スイス式と四人将棋。総当たり戦は全員と対局）
discord-option-round-time = 各回戦の期間（例：3d、7d。期限が来たら終わっていない対局を判定）
discord-option-rated-tournament = 結果をレーティングに反映するか（既定ははい）
discord-option-tournament-name = 大会名
discord-option-tournament-number = このチャンネルでの大会番号（/tournament list で確認）
discord-choice-round-robin = 総当たり戦（全員と一局ずつ）
discord-choice-swiss = スイス式（同じ得点の人どうしが対戦）
discord-choice-tournament-yonin = 四人将棋（四人ずつで対局）
discord-choice-puzzle-next = 次の問題
discord-choice-puzzle-daily = 今日の一問
discord-choice-puzzle-stop = やめる（解答中の問題をあきらめる）

## Local mode

local-engine-failed = USIエンジン { $path } を起動できませんでした（{ $error }）。起動できるまで、レベル{ $level }は内蔵エンジンが指します
local-clock-moved = 時計を{ $moved }進めました。実時間より{ $ahead }先です
local-bad-wait = `wait { $input }`：`wait` には 30m、12h、3d のような時間を付けます
local-line-format = 各行を 名前: コマンド の形で書いてください。例：`alice: challenge @bob`
local-name-missing = コロンの前に名前が必要です
local-image = 画像：{ $path }
local-file = ファイル：{ $path }
local-hand = { $side }の持ち駒：{ $pieces }

## Study: puzzles and review

puzzle-standing = 問題レーティング { $rating }、連続正解 { $streak }。
puzzle-goal-mate = { $n }手詰め（攻め方は毎手王手）
puzzle-goal-material = 一手で駒得
puzzle-header-mate = { $n }手詰め・{ $side }番
puzzle-header-material = 一手で駒得・{ $side }番
puzzle-intro = { $name } さんへの問題（難易度 { $difficulty }/10）：あなたは{ $side }、{ $goal }。指し手を入力してください。{ $standing }
puzzle-intro-daily = { $name } さんへ今日の一問（難易度 { $difficulty }/10）：あなたは{ $side }、{ $goal }。指し手を入力してください。{ $standing }
puzzle-correct = { $name }：{ $move } 正解。玉方の応手は { $reply }。次の手をどうぞ。
puzzle-solved = { $name } さん：{ $move } 正解です！{ $standing }次の問題は `puzzle`。
puzzle-wrong = { $name }：{ $move } は不正解です。正解手順：{ $solution }。{ $standing }次の問題は `puzzle`。
puzzle-gave-up = { $name } さんは問題をあきらめました。正解手順：{ $solution }。{ $standing }
puzzle-daily-post = 今日の一問（難易度 { $difficulty }/10）：{ $side }番、{ $goal }。`puzzle daily` で挑戦できます（今日は全員同じ問題）。
review-mistake-mark = { $number }手目 { $played } → { $better }
review-missed-mate-mark = { $number }手目 { $played } → { $mate }（{ $length }手詰め）
review-judged-by = 判定：{ $engine }（{ $limit }）。
review-judged-by-builtin = 判定：内蔵エンジン（{ $limit }）。
review-limit-nodes = 1局面 { $n } ノード
review-limit-depth = 1局面 深さ { $n }
review-summary = ☗{ $sente } 対 ☖{ $gote }（{ $plies }手）の検討：悪手 { $mistakes }、詰み逃し { $missed }。lishogi で続きを検討（{ $at }手目）：{ $link }

## Tournaments: commands and refusals
command-what-tournament-sub = すること（`new`、`join`、`leave`、`start`、`standings`、`list`、`show N`）
command-valid-tournament = `new`、`join`、`leave`、`start`、`standings`、`list`、`show N` のどれか
command-what-tournament-kind = 大会の種類（`round-robin`、`swiss`、`yonin`）
command-valid-tournament-kind = `round-robin`（総当たり）、`swiss`（スイス式）、`yonin`（四人将棋）のどれか
command-valid-tournament-new = `rounds=N`、`time=1d`、`round=7d`、`rated=yes|no`、`name=…`
command-what-tournament-number = 大会の番号
command-tournament-number = `{ $value }`：大会の番号は1からです。例：`tournament show 1`
command-tournament-rounds = `{ $value }`：回戦数は1から{ $max }までです
command-tournament-rounds-round-robin = 総当たりの回戦数は参加人数で決まります（偶数なら人数より一つ少なく、奇数なら人数と同じ）
command-tournament-name-empty = 名前が空です
command-tournament-name-long = `{ $value }…` は長すぎます：名前は{ $max }文字までです
command-tournament-name-unclosed = `{ $value }`：名前を閉じる引用符がありません（例：`name="Spring rated=no"`）
command-tournament-round-limit = `{ $text }` は一回戦の上限の30日を超えています
tournament-kind-round-robin = 総当たり戦
tournament-kind-swiss = スイス式の大会
tournament-kind-yonin = 四人将棋の大会
tournament-the-round-robin = 総当たり戦
tournament-the-swiss = スイス式の大会
tournament-the-yonin = 四人将棋の大会
tournament-already-joined = すでに大会に参加しています。
tournament-not-joined = 大会に参加していません。
tournament-started = 大会はもう始まっています。
tournament-not-started = 大会はまだ始まっていません。
tournament-finished = 大会は終わっています。
tournament-too-few = { $kind }を始めるには{ $needed }人以上必要です。いまの参加者は{ $have }人です。
tournament-not-organiser = 大会を始められるのは主催者の { $organiser } さんかモデレーターだけです。
tournament-full = 大会は満員です（最大{ $max }人）。
tournament-unknown-game = 今の回戦に対局 { $round }.{ $board } はありません。
tournament-already-recorded = 対局 { $round }.{ $board } の結果はもう記録されています。
tournament-wrong-result = その結果は対局 { $round }.{ $board } に合いません。
refusal-tournament-game = これは大会の対局です。中止はできず、`rematch` で指し直すこともできません。
tournament-game-start = { $title }　{ $round }回戦 第{ $board }局。
tournament-named = 「{ $name }」
tournament-created = { $organiser } さんが{ $title }を開きました（このチャンネルの大会番号 { $number }）。
tournament-joined = { $name } さんが{ $title }に参加しました（参加者 { $count }人）。
tournament-left = { $name } さんが{ $title }の参加を取り消しました（参加者 { $count }人）。
tournament-withdrew = { $name } さんが{ $title }を途中棄権しました。進行中の二人将棋の対局は不戦敗となり、これからの組み合わせには入りません。
tournament-begins = { $title }が始まりました：参加者 { $count }人、全{ $rounds }回戦です。
tournament-round-begins = { $title }の{ $round }回戦が始まりました。期間は{ $time }です。
tournament-pairing = 第{ $board }局：{ $players }（{ $table } で対局）。
tournament-pairing-forfeit = 第{ $board }局：{ $players }、対局なし：{ $result }。
tournament-pairing-thread = 第{ $board }局：{ $players }（専用スレッドで対局）。
tournament-table-name = { $round }回戦 第{ $board }局：{ $players }
tournament-table-name-two = { $round }回戦 第{ $board }局：{ $sente } 対 { $gote }
tournament-players-two = { $sente } 対 { $gote }
tournament-table-not-opened = { $round }回戦 第{ $board }局の対局場所をまだ用意できていません（{ $reason }）。用意でき次第、対局を始めます。
tournament-cannot-open-tables = ここでは対局ごとに専用のスレッドやチャンネルを作れません
tournament-lobby-settings = 大会形式：{ $kind }（{ $rounds }）、一手の持ち時間：{ $time }、各回戦の期間：{ $round }、{ $rated }。
tournament-lobby-rounds = 全{ $rounds }回戦
tournament-lobby-rounds-all = 全員と一局ずつ
tournament-lobby-rounds-swiss = 回戦数は参加人数に応じて決定
tournament-lobby-time-default = このチャンネルの対局と同じ
tournament-rated = レーティング対象
tournament-unrated = レーティング対象外
tournament-lobby-players = { $count ->
    [0] 参加者はまだいません。
   *[other] 参加者（{ $count }人）：{ $names }
}
tournament-lobby-how = `tournament join` で参加、`tournament leave` で参加取り消しができます（Discord では下のボタンでも同じことができます）。{ $needed }人以上集まったら、{ $organiser } さんかモデレーターが `tournament start` で大会を始めます。
tournament-bye = { $name } さんはこの回戦は抜け番です。
tournament-forfeit-win = { $name } さんの不戦勝
tournament-double-forfeit = 両者不戦敗
tournament-round-over = { $title }の{ $round }回戦が終わりました。
tournament-over = { $title }が終わりました。最終順位：
tournament-over-early = { $title }は次の回戦の組み合わせが作れないため、予定より早く終わりました。最終順位：
tournament-standings-head = { $title }　{ $rounds ->
    [0] 1回戦終了前
   *[other] { $rounds }回戦終了時点
  }の順位（順位、名前、得点、{ $tiebreak }、対局数）：
tournament-standings-row = { $place }位 { $name }：{ $points }点、{ $tiebreak }、{ $games }局
tournament-tiebreak-sonneborn-berger = ゾンネボーン・ベルガー
tournament-tiebreak-buchholz = ブッフホルツ
tournament-tiebreak-placement = 順位点
tournament-none = このチャンネルで受付中・開催中の大会はありません。`tournament new swiss`（または `round-robin`、`yonin`）で始められます。
tournament-list-head = このチャンネルの大会：
tournament-list-row = { $number }. { $title }：{ $state }
tournament-state-open = 参加受付中（{ $count }人）
tournament-state-running = { $round }回戦を対局中（全{ $rounds }回戦）
tournament-state-over = 終了（優勝：{ $winner }）
tournament-list-empty = このチャンネルではまだ大会が開かれていません。
tournament-unknown = このチャンネルに大会番号 { $number } の大会はありません。
tournament-one-at-a-time = このチャンネルではすでに{ $title }を開催中です。大会は一つのチャンネルで同時に一つまでです。
tournament-not-here = 大会はサーバーのチャンネル（対局ごとに専用スレッドを使います）かローカルモードで開けます。ダイレクトメッセージでは開けません。
tournament-result-win = { $winner } さんが { $loser } さんに勝利
tournament-result-draw = { $players } は引き分け
tournament-result-places = { $places }
tournament-recorded = { $round }回戦 第{ $board }局：{ $result }。
tournament-deadline = { $title }の{ $round }回戦の期限が来ました。終わっていない対局は時計どおりに判定し、手番の人の負けとします。
tournament-picture-title = { $title }　{ $rounds }回戦終了時点
tournament-head-place = 順位
tournament-head-name = 名前
tournament-head-points = 得点
tournament-head-games = 局数

## Commands: export
command-valid-export = `kif`（Shift-JIS）、`kifu`（UTF-8 の KIF）、`ki2`、`csa`、`usi`、四人将棋なら `yonin`
