# 日本語. Machine-made translation: corrections welcome (see locales/README.md).

konane = konane
    .description = ハワイの跳び越しゲーム、Kōnane を遊ぶ。
konane-challenge = 挑戦
    .description = 誰か、誰でも、またはボットに挑戦します。対局には専用のスレッドができます。
    .opponent = 相手
    .opponent-description = 対戦相手(空欄なら誰でも受けられます)
    .size = サイズ
    .size-description = 盤のサイズ。例: 8x8(標準)、6x6
    .opening = 序盤
    .opening-description = 黒が最初に取り除ける石
    .jumps = ジャンプ
    .jumps-description = 連続ジャンプで向きを変えてよいか
    .colour = 色
    .colour-description = あなたの色
    .level = レベル
    .level-description = ボットに挑戦するときの強さ(1〜5)
    .rated = レート
    .rated-description = レート戦か練習戦か(空欄ならサーバーの既定。6x6 未満の盤は練習戦)
    .position = 局面
    .position-description = 序盤の後の局面から始める: 行を / でつなぎ、手番を b か w で
    .record = 棋譜
    .record-description = または添付した棋譜の最後から続ける(.txt、/konane export など)
    .time = 持ち時間
    .time-description = 時計ありのライブ対局: 各自の分 + 1手ごとの秒、例 3+2(空欄: 通信対局)
konane-accept = 受ける
    .description = このチャンネルであなたを待っている挑戦を受けます。
konane-decline = 断る
    .description = このチャンネルであなたを待っている挑戦を断ります。
konane-cancel = 取り下げ
    .description = このチャンネルでのあなたの挑戦を取り下げます。
konane-move = 着手
    .description = 手を指します。例: d5(取り除き)、b5-d5-f5(ジャンプ)。
    .move = 手
    .move-description = あなたの手: 取り除くマス、または d5-f5 のようなジャンプ
konane-board = 盤面
    .description = このチャンネルの対局の盤面を表示します。
    .text = テキスト
    .text-description = スクリーンリーダー向けの文字の盤(あなただけに表示)
konane-resign = 投了
    .description = このチャンネルの対局を投了します。
konane-abort = 中止
    .description = 対局を中止: 両者が指す前なら対局者が、モデレーターはいつでも。
    .game = 対局
    .game-description = 対局番号(モデレーター: このサーバーの任意の対局や挑戦)
konane-leaderboard = ランキング
    .description = 進行中のシーズンの順位表(あれば)、またはこのサーバーのレーティング。
    .page = ページ
    .page-description = ページ
    .season = シーズン
    .season-description = 過去のシーズン番号、またはレーティングなら all-time
    .scope = 範囲
    .scope-description = このサーバーの表、または掲載を選んだプレイヤーの世界ランキング
konane-stats = 成績
    .description = このサーバーでのプレイヤーのレーティングと戦績。
    .user = プレイヤー
    .user-description = 誰の(空欄ならあなた)
konane-history = 履歴
    .description = このサーバーでのプレイヤーの終了した対局。
    .user = プレイヤー
    .user-description = 誰の(空欄ならあなた)
konane-replay = 再生
    .description = 対局のアニメーション再生と棋譜。
    .game = 対局
    .game-description = 対局番号(空欄ならこのチャンネルの対局)
konane-hint = ヒント
    .description = おすすめの手をこっそり: 私との対局と、終了した対局で。
    .game = 対局
    .game-description = 対局番号(空欄ならこのチャンネルの対局か、あなたの最後の対局)
    .before_move = 手番号
    .before_move-description = 終了した対局の手番号: 黒の12手目は 12、白は 12...
konane-analyze = 分析
    .description = 終了した対局で、勝ちの局面を負けに変えた手を示します。
    .game = 対局
    .game-description = 終了した対局の番号(空欄ならあなたの最後の対局)
konane-puzzle = パズル
    .description = 今日のパズル: 唯一の勝ち手を見つけ、勝ち続けよう。
konane-puzzle-today = 今日
    .description = 今日のパズル(あなただけに表示)か、挑戦の状況を表示します。
konane-puzzle-answer = 解答
    .description = 今日のパズルに手で答えます(答えはあなただけに表示)。
    .move = 手
    .move-description = あなたの手。例: d5-f5
konane-puzzle-leaderboard = ランキング
    .description = このサーバーのパズル解答者: 解いた数、次に最長連続記録の順。
    .page = ページ
    .page-description = ページ
konane-rules = ルール
    .description = Kōnane の遊び方と、最初の盤面。
konane-notify = 通知
    .description = 手番の通知を DM でも: あなたの番、半分経過の催促、時間切れ負け。
    .dm = dm通知
    .dm-description = DM でも知らせる(既定はオフ)
konane-profile = プロフィール
    .description = サーバーをまたぐプロフィール: 世界ランキングに載るかどうか。
    .listed = 掲載
    .listed-description = 世界ランキングに載せる(既定はオフ)
konane-settings = konane-設定
    .description = Kōnane 対局のサーバー設定(サーバー管理権限のみ)。
    .turn_limit = 持ち時間
    .turn_limit-description = 1手あたりの各プレイヤーの時間。例: 72h、1d
    .size = サイズ
    .size-description = 既定の盤のサイズ。例: 8x8
    .opening = 序盤
    .opening-description = 既定の序盤ルール
    .jumps = ジャンプ
    .jumps-description = 既定の連続ジャンプのルール
    .allow_channel = チャンネル許可
    .allow_channel-description = このチャンネルで対局を許可(許可したチャンネルだけに限定)
    .disallow_channel = チャンネル禁止
    .disallow_channel-description = このチャンネルでの対局の許可をやめる
    .threads = スレッド
    .threads-description = 対局ごとに専用のスレッドを作る(既定はオン)
    .rated = レート
    .rated-description = 指定のない挑戦をレート戦にするか(6x6 未満は常に練習戦)
    .max_challenges = 最大挑戦数
    .max_challenges-description = メンバーが同時に出せる挑戦の数(既定 3)
    .max_games = 最大対局数
    .max_games-description = メンバーが同時に指せる対局の数(既定 10)
    .rechallenge_wait = 再挑戦待ち
    .rechallenge_wait-description = 受けられなかった相手に再び挑戦するまでの待ち時間。例: 10m(0s: なし)
    .vacation_days = 休暇日数
    .vacation_days-description = メンバーごとの年間休暇日数(既定 14)
    .language = 言語
    .language-description = 公開メッセージ(盤面、結果)の言語。既定ではサーバーの言語
    .tournament_role = 大会ロール
    .tournament_role-description = サーバー管理以外に大会を運営できるロール(@everyone で解除)
    .tournament_forum = 大会フォーラム
    .tournament_forum-description = 各大会を状態タグ付きで投稿するフォーラム(テキストチャンネルを選ぶとスレッドに戻ります)

choice-centre-or-corner = 中央か角
choice-centre = 中央
choice-any = どこでも
choice-straight = 直線
choice-turning = 曲がり
choice-black = 黒
choice-white = 白
choice-random = ランダム
choice-on = オン
choice-off = オフ
choice-server = サーバーの言語
choice-this-server = このサーバー
choice-global = 世界
choice-en-US = English
choice-de = Deutsch
choice-es-ES = Español
choice-fr = Français
choice-ja = 日本語
choice-pt-BR = Português (Brasil)
choice-zh-CN = 简体中文

# ほかのメッセージの中で使う語。
colour-black = 黒
colour-white = 白
player-black = 黒
player-white = 白
list-or = {" "}または{" "}
duration-part = { $unit ->
    [d] { $count }日
    [h] { $count }時間
    [m] { $count }分
   *[s] { $count }秒
}
duration-two-parts = { $first }{ $second }
outcome = { $reason ->
    [no-moves] { $winner }の勝ち: { $loser }は指せる手がない
    [resignation] { $winner }の勝ち: { $loser }が投了
    [adjudication] { $winner }の勝ち: 大会の期限で判定
   *[timeout] { $winner }の勝ち: { $loser }の時間切れ
}
variant = { $size }の盤面、序盤: { $opening ->
    [centre] 中央
    [any] どこでも
   *[centre-or-corner] 中央か角
}、ジャンプ: { $jumps ->
    [turning] 曲がれる
   *[straight] 直線のみ
}

# 盤面のメッセージ。
game-over = **対局終了:** { $reason ->
    [no-moves] { $loser }は指せる手がありません。{ $winner }の勝ちです。
    [resignation] { $winner }の勝ち(投了)。
    [adjudication] { $winner }の勝ち(期限で判定)。
   *[timeout] { $winner }の勝ち(時間切れ)。
}
casual-ratings-unchanged = 練習戦: レートは変わりません。
rating-change = { $player }: { $before } → { $after } ({ $change })
to-move = { $player }({ $colour ->
    [black] 黒
   *[white] 白
})の手番です。
clocks = ⏱ { $control }: ⚫ { $black } · ⚪ { $white }
time-runs-out = 持ち時間は{ $when }に切れます。
how-to-move = はじめてですか? 盤面の下のメニューで手を選ぶか、`/konane { konane-move }` と入力してください(指せる手を提案します)。`/konane { konane-rules }` でルールを説明します。`/konane { konane-abort }` は、まだ両者が指していない誤って始めた対局を終わらせます。
any-move = メニューで石を選び、次にその手を選んでください。または `/konane { konane-move }` と入力すれば、どの手でも指せます。
result-notice = 対局 #{ $game }({ $rated ->
    [yes] レート戦
   *[no] 練習戦
}、{ $size })、{ $channel }: { $winner }が{ $loser }に勝利({ $reason ->
    [no-moves] 手詰まり
    [resignation] 投了
    [adjudication] 判定
   *[timeout] 時間切れ
})。
button-rematch = 再戦
button-resign = 投了
button-accept = 受ける
button-decline = 断る
button-confirm-resign = はい、投了します

# 盤面の説明(スクリーンリーダー用の代替テキスト)。
alt-board = Kōnaneの盤面、{ $size }。{ $black }(黒)の石は{ $black-stones }個、{ $white }(白)は{ $white-stones }個。
alt-last-move = 直前の手は{ $move }。
alt-to-move = { $name }({ $colour ->
    [black] 黒
   *[white] 白
})の手番、指せる手は{ $moves }通り。
alt-to-move-many = { $name }({ $colour ->
    [black] 黒
   *[white] 白
})の手番、指せる手は{ $moves }通り以上。

# 盤面の上の見出し。
caption-to-move = { $player }の手番
caption-to-remove = { $player }が石を取り除く番
# The solver's verdict on a board, when it proves one: who wins with perfect play.
proven-winner = { $colour ->
    [black] 証明済み：黒の勝ち
   *[white] 証明済み：白の勝ち
}
caption-player = { $name }({ $colour })
caption-stones = 石{ $count }個

# 盤面の下の手のメニュー。
menu-stone = { $square }: { $moves }通り
menu-stone-many = { $square }: { $moves }通り以上
menu-more-stones = ほかの石…
menu-more-moves = ほかの手…
menu-pick-stone = { $colour ->
    [black] 黒
   *[white] 白
}の手番: 石を選んでください
menu-pick-move = { $colour ->
    [black] 黒
   *[white] 白
}の手番: 手を選んでください
menu-moves-of = { $square }の手
menu-pick-the-move = 手を選んでください:
move-remove = { $move }を取り除く
move-captures = { $move }({ $count }個取る)

# 対局中の返答。
accepted = { $player }が受けました: { $black }が黒、{ $white }が白です。
declined = { $player }が{ $challenger }からの挑戦を断りました。
resigned = { $player }が投了しました。
resign-confirm = この対局を投了しますか? 相手の勝ちになります。
withdrew = { $player }が挑戦を取り下げました。
rematch-begins = 再戦! 対局開始です。
rematch-asked = { $opponent }さん、{ $player }が再戦を申し込んでいます(色を交代)。
played = { $player }が`{ $move }`を指しました。
played-capturing = { $player }が`{ $move }`を指し、石を{ $count }個取りました。
bot-played = 私は`{ $move }`を指しました。
bot-played-capturing = 私は`{ $move }`を指し、石を{ $count }個取りました。
bot-cannot-think = 今は考えられませんでした。できるだけ早く指します。
board-last-move = 直前の手: `{ $move }`。
board-just-begun = 対局が始まったところです。
challenge-waiting = ここでは挑戦が返事を待っています。受けられると盤面が表示されます
not-a-person = それはボットです。人に挑戦してください
playing-the-bot = { $player }がレベル{ $level }の私と対局します(練習戦): 対局開始です。
challenge-expires = この挑戦は{ $when }に期限切れになります。
challenge-set-up = 用意された局面から始まり、{ $colour ->
    [black] 黒
   *[white] 白
}の手番です。レート戦にはなりません。
colour-plays = { $player }が{ $colour ->
    [black] 黒
   *[white] 白
}
colour-random = 色はランダム
challenge-to = { $opponent }さん、{ $player }からKōnaneの{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}の挑戦です: { $variant }({ $colour })。
challenge-open = { $player }が誰とでもKōnaneの{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}をしたいそうです: { $variant }({ $colour })。最初に「受ける」を押した人が対局します。
challenge-headline = { $player }が{ $opponent }にKōnaneの{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}を申し込みました: { $variant }。
challenge-anyone = 誰でも
challenge-in-thread = 対局は{ $thread }で行われます。
aborted = { $player }が{ $what ->
    [game] 対局
   *[challenge] 挑戦
} #{ $game }を中止しました。レートには影響しません。
aborted-by-moderator = モデレーター{ $player }が中止: { $what ->
    [game] 対局
   *[challenge] 挑戦
} #{ $game }({ $players })。レートには影響しません。
players-versus = {" "}対{" "}
no-thread-here = このチャンネルではスレッドを作れません(「公開スレッドの作成」と「スレッドでメッセージを送信」の権限が必要です)。そのため、この対局はここで行います。サーバー管理者が権限を与えるか、`/{ konane-settings } { konane-settings.threads }:False` でスレッドをオフにできます。
thread-refused = Discordがここでこの対局のスレッドを作りませんでした。そのため、このチャンネルで対局します。対局に専用のスレッドを持たせるには、テキストチャンネルから挑戦してください。

# ボタンとメニュー。
servers-only = これはサーバー内でのみ使えます。ダイレクトメッセージにはサーバー設定、トーナメント、パズルがありません。
bot-not-in-server = 私はこのサーバーのメンバーではなく、メンバーがインストールしたアプリです。ここでは投稿も設定の変更もできません。サーバー管理者が私をサーバーに追加すればできます。
bot-dm-plays-me = 私とのダイレクトメッセージでは私と対局できます。私を相手に指定して挑戦してください。友だちと対局するには、その人とのDMでコマンドを使ってください。
answers-kept-private = このサーバーではユーザーがインストールしたアプリの応答は非公開になります(あなたの「外部アプリを使用」権限がオフです)。相手には盤面が見えません。DMで対局するか、管理者に私をサーバーに追加してもらってください。
challenge-not-open = この挑戦はもう受け付けていません
pick-from-menu = メニューから手を選んでください
choice-gone = その選択肢はもう盤面にありません。代わりに `/konane { konane-move }` と入力してください
game-over-last-board = この対局は終わりました。最後の盤面: { $link }
game-over-plain = この対局は終わりました。
board-out-of-date-link = その盤面は古くなっています。現在の盤面はこちら: { $link }
board-out-of-date = その盤面は古くなっています。対局が進みました。`/konane { konane-board }` で今の盤面を表示します。

# リマインダー、時間切れ、期限切れと、そのダイレクトメッセージ。
reminder = { $player }さん、対局 #{ $game }であなたの手番です。持ち時間は{ $when }に切れます。{ $board }
reminder-dm = Kōnaneの対局 #{ $game }であなたの手番です。持ち時間は{ $when }に切れます。{ $board }
board-sentence = {" "}盤面: { $link }
ran-out-of-time = { $player }の時間切れです。
forfeit-by-withdrawal = { $player } が大会を棄権したため、この対局は不戦敗です。
adjudicated-at-deadline = この対局は大会の期限に達したため判定しました。
decided-dm = Kōnaneの対局 #{ $game }: { $outcome }。{ $board }
forfeit-dm = Kōnaneの対局 #{ $game }: { $won ->
    [yes] 相手が時間切れになりました。あなたの勝ちです
   *[no] 時間切れで負けました
}。{ $board }
your-move-dm = Kōnaneの対局 #{ $game }であなたの手番です: { $link }
challenge-expired = { $player }から{ $opponent }への挑戦は期限切れになりました。
open-challenge-expired = { $player }の誰でも受けられる挑戦は期限切れになりました。誰も受けませんでした。
back-to-our-game = 対局の続きです:

# お断り: それぞれ代わりにできることを伝えます。
error-internal = こちら側で問題が起きました。もう一度お試しください
error-unavailable = 今はゲームのデータベースに接続できないため、何も行っていません(手は指されていません)。1分後にもう一度お試しください
error-no-game-here = このチャンネルには対局がありません。挑戦して始めましょう
error-no-challenge-here = このチャンネルには受付中の挑戦がありません
error-channel-busy = このチャンネルではすでに対局か挑戦が進行中です。先に終わらせるか、別のチャンネルかスレッドで遊んでください
error-self-challenge = 自分自身には挑戦できません。別の人を選ぶか、ボットに挑戦してください
error-channel-not-allowed = このチャンネルでは対局が許可されていません。サーバー管理者に設定で許可してもらってください
term-error-channel-not-allowed = このチャンネルでは対局が許可されていません。`settings allow チャンネル` で許可してください
error-not-your-challenge = この挑戦は{ $player }宛てです。受けるか断るかはその人だけができます
error-not-challenger = この挑戦を取り下げられるのは挑戦者だけです。あなたは断ることができます
error-own-challenge = これはあなた自身の挑戦です。誰かが受けるのを待つか、取り下げてください
error-open-challenge = この挑戦は誰でも受けられるので、断る人はいません。誰かが受けるか、挑戦者が取り下げるか、期限が切れるまで残ります
error-too-many-challenges = このサーバーで受付中の挑戦がすでに{ $count }件あり、上限です。1件取り下げるか、返事を待ってください
term-error-too-many-challenges = ここで受付中の挑戦がすでに{ $count }件あり、上限です。1件取り下げるか、返事を待ってください
error-too-many-games = このサーバーですでに{ $count }局を対局中で、上限です。先に1局終わらせてください
term-error-too-many-games = ここですでに{ $count }局を対局中で、上限です。先に1局終わらせてください
error-opponent-too-busy = { $player }はこのサーバーですでに{ $count }局を対局中で、上限です。1局終わってからもう一度お試しください
term-error-opponent-too-busy = { $player }はここですでに{ $count }局を対局中で、上限です。1局終わってからもう一度お試しください
error-rechallenge-too-soon = { $withdrawn ->
    [yes] { $player }への前回の挑戦はあなたが取り下げました。通知が多くなりすぎないよう、{ $wait }後にもう一度挑戦できます
   *[no] { $player }はあなたの前回の挑戦を受けませんでした。{ $wait }後にもう一度挑戦できます
}
error-unrated-against-bot = ボットとの対局はレート戦になりません
error-unrated-small-board = 6x6より小さい盤面の対局はレート戦になりません
error-unrated-set-up = 用意された局面からの対局はレート戦になりません
error-position-syntax = 局面として読めません: 上の行から / でつなぎ、黒は x、白は o、空きは . で書き、空白のあと手番を b か w で書いてください。例: `{ $example }`
error-position-parity = { $square } の{ $colour ->
    [black] 黒
   *[white] 白
}石が反対の色のマスにあります: 石のマスの色は変わりません
error-position-opening = 序盤がまだ終わっていません: 局面からの対局は両者が石を取った後(空きマスが二つ以上)から始まります。序盤から打つなら局面なしで挑戦してください
error-position-unreachable = その局面にはどの対局も届きません: 空きマスが二つなら、序盤で取った隣り合う二つで、黒の手番のはずです
error-position-size = 局面は { $given } ですが、対局は { $expected } になります: size を省くか { $given } にしてください
error-position-over = その局面はもう終わっています: { $colour ->
    [black] 黒
   *[white] 白
}に指し手がありません
error-position-record = 添付の棋譜が読めません: { $reason }
error-position-several = 添付のファイルには { $count } 局あります: 一局の棋譜を添付してください
error-position-file-size = 添付のファイルが大きすぎます: 棋譜は { $max } KB までです
error-position-both = 局面か棋譜の添付か、どちらか一つにしてください
error-position-unfetched = 添付のファイルを Discord から取得できませんでした。もう一度お試しください
error-challenge-expired = この挑戦は期限切れです。新しく送ってください
error-not-a-player = あなたはこの対局の対局者ではありません
error-not-your-turn = あなたの手番ではありません。{ $player }を待っています
error-game-over = この対局はすでに終わっています
error-position-changed = あなたの手が届く前に局面が変わりました。盤面を見てもう一度お試しください
error-time-ran-out = 持ち時間が切れたため、この対局は時間切れ負けです
error-too-late-to-abort = 両者がすでに指したので、対局は中止できません。投了するか、モデレーターに相談してください
term-error-too-late-to-abort = 両者がすでに指したので、対局は中止できません。代わりに投了してください
error-not-allowed-to-abort = 中止できるのは対局者(両者が指す前)と「メッセージの管理」権限を持つメンバーだけです
error-abort-challenge = 挑戦は中止ではなく、cancel で取り下げるか decline で断ります
error-unknown-game = このサーバーで対局 #{ $game }は行われていません
term-error-unknown-game = ここで対局 #{ $game }は行われていません
error-nothing-to-review = ここで見られる対局がありません。番号で対局を指定してください
error-no-hints-mid-game = 人同士の対局中はヒントを出せません。終わってから聞くか、ボットと練習してください
error-hint-out-of-turn = ヒントは手番の人のためのものです。あなたの番を待ってください
error-no-such-move = 対局 #{ $game }は{ $asked }手目まで進みませんでした: { $moves }手で終わりました
error-not-started = その対局はまだ始まっていません。盤面ができたらヒントを出せます
error-no-move-to-suggest = 提案できる手がありません: 手番の側に指せる手がありません
error-still-playing = 解析は終わった対局が対象です。この対局はまだ続いています
error-unknown-tournament = このサーバーに大会 #{ $tournament } はありません
term-error-unknown-tournament = ここに大会 #{ $tournament } はありません
error-tournament-name = 大会名は 1〜{ $count } 文字にしてください
error-tournament-players = この形式の大会の参加者は 2〜{ $count } 人です
error-rounds-only-for-swiss = ラウンド数を指定できるのはスイス式だけです。ほかの形式は自動で決まります
error-tournament-rounds = スイス式は 1〜{ $count } ラウンドです
error-tournament-game-time = 1局の持ち時間は { $min }〜{ $max } にしてください
error-bot-cannot-enter = 私は大会を運営しますが、参加はしません
error-sign-up-closed = この大会の参加受付は終了しました
error-already-entered = すでに参加登録しています
error-tournament-full = この大会は満員です({ $count } 人)
error-not-organiser = それができるのは主催者か、ここで大会を運営できる人だけです
error-not-entered = そのプレイヤーはこの大会に参加していません
error-tournament-over = この大会は終了しています
error-too-few-entrants = 大会を始めるには少なくとも { $count } 人が必要です
error-board-taken = この卓の対局はすでに始まったか、対局なしで決着しました
error-no-tournament-here = ここで受付中・進行中の大会はありません。大会番号を指定してください
error-tournament-game-no-abort = 大会の対局は対局者が中止できません。投了するか、モデレーターに頼んでください
term-error-tournament-game-no-abort = 大会の対局は対局者が中止できません。代わりに投了してください
error-ai-unavailable = 今は考えられません(再起動中です)。少し待ってからお試しください
error-ai-busy = ヒントか解析をすでに依頼中です。届くのを待ってから、もう一度依頼してください
error-no-puzzles = まだパズルがありません。サーバー管理者が `konane-bot puzzles generate` で追加できます
term-error-no-puzzles = まだパズルがありません。`konane-bot puzzles generate` で追加できます
error-puzzle-solved = 今日のパズルは解けました。新しいパズルはUTCの午前0時に届きます
error-puzzle-over = 今日のパズルへの挑戦は終わりました。新しいパズルはUTCの午前0時に届きます
error-puzzle-not-over = 先に今日のパズルを終えてください: 共有すると結果が伝わります
error-puzzle-moved-on = そのメニューは古くなっています: 挑戦が進みました。`/konane { konane-puzzle } { konane-puzzle-today }` で今の状況を表示します
error-answer-too-slow = その手の確認に時間がかかりすぎました。少し待ってからお試しください
error-turn-limit = 持ち時間は{ $min }から{ $max }の間にしてください({ $given }は範囲外です)
error-count-setting = { $what ->
    [open-challenges] メンバーごとの受付中の挑戦数
   *[running-games] メンバーごとの対局中の数
}は1から{ $max }にしてください({ $given }は範囲外です)
error-cooldown = 再挑戦までの待ち時間は最大{ $max }です({ $given }は長すぎます)
error-puzzles = パズルの読み込み: { $error }
error-level = レベルは1から5の数にしてください(「{ $given }」は使えません)
error-time-control = 「{ $given }」は持ち時間になりません: 3+2 のように 分+秒 で書いてください(1〜{ $minutes }分、1手ごとの加算は{ $seconds }秒まで)

# ルールで認められない手。
error-move-empty = 無効な手「{ $text }」: 空です。d5 のようなマスか、d5-f5 のようなジャンプを書いてください
error-move-too-long = 無効な手「{ $text }」: ジャンプは最大{ $max }回までです。マスが多すぎます
error-move-not-a-square = 無効な手「{ $text }」: 「{ $rest }」の位置に d5 のようなマスが必要です
error-move-no-square = 無効な手「{ $text }」: マスがありません
error-not-a-hop = { $from }-{ $to } はジャンプではありません: 石は隣の石を跳び越えて、同じ行か列の2つ先のマスへ移ります
error-ambiguous = 「{ $text }」は { $candidates } のどれか分かりません: 着地するマスをすべて書いてください
error-too-vague = 「{ $text }」に当てはまるジャンプが多すぎます: 着地するマスをすべて書いてください(例: b5-d5-d7-f7)
error-expected-removal = 対局はまだ序盤の段階です: { $colour ->
    [black] 黒
   *[white] 白
}が自分の石を1つ取り除きます(d5 のような手)
error-expected-jump = 序盤の段階は終わりました: 今はどの手もジャンプです(例: d5-f5)
error-off-board = { $square } は{ $size }の盤面の外です(列はaから{ $last-column }、行は1から{ $rows })
error-empty-square = { $square } は空です: 自分の{ $colour ->
    [black] 黒
   *[white] 白
}の石を選んでください
error-not-your-stone = { $square } には{ $colour ->
    [black] 白
   *[white] 黒
}の石があります。あなたは{ $colour ->
    [black] 黒
   *[white] 白
}です
error-opening-not-allowed = 序盤ルール「{ $opening }」では { $square } を取り除けません: 黒が取り除けるのは{ $opening ->
    [centre-or-corner] 中央か隅の石
    [centre] 中央の石
   *[any] 自分のどの石でも
}
error-not-adjacent = { $square } は { $emptied } の隣ではありません: 白は黒が空けたマスのすぐ隣の石を取り除きます
error-nothing-to-jump = { $over } には跳び越える石がありません
error-landing-occupied = { $landing } は空いていません: ジャンプは空いたマスに着地します
error-not-straight = この対局では、1手のジャンプはすべて同じ向きでなければなりません(直進ジャンプ)
error-no-black-centre = 序盤「中央」は{ $size }では使えません: 中央に黒の石がありません(「中央か隅」か「どこでも」を使ってください)
error-size-out-of-range = 盤面サイズ{ $rows }×{ $cols }は範囲外です: 各辺は4から16にしてください
error-size-syntax = 無効な盤面サイズ「{ $text }」: 8x8 のような行x列か、6 のような数を書いてください

# サーバー設定。
settings-summary = 持ち時間: **{ $turn-limit }** · 標準の対局: **{ $variant }** · 対局できる場所: { $channels } · { $threads ->
    [yes] 対局ごとに**専用スレッド**を作成
   *[no] 対局は**チャンネル内**、スレッドなし
} · 挑戦は指定がなければ**{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}** · { $limits } · 公開メッセージの言語: **{ $language }** · 大会の運営: **{ $runners }** · 大会の場所: **{ $tournament-home }**。
settings-runners-default = サーバー管理
settings-tournament-threads = 大会ごとのスレッド
settings-forum-untagged = { $forum } にタグ **{ $tags }** を追加できませんでした(そこでのチャンネル管理権限が必要です)。タグを作っていただければ、各大会の投稿に状態のタグを付けます。
settings-every-channel = すべてのチャンネル
limits-summary = 各メンバーは受付中の挑戦を{ $challenges }件、対局を{ $games }局まで持てます。{ $pause }。
limits-no-pause = 再挑戦までの待ち時間なし
limits-pause = 挑戦を受けなかった相手への再挑戦まで{ $pause }

# 表: ランキング、プレイヤーの成績と履歴。
leaderboard-empty = このサーバーにはまだレート戦がありません。誰かに挑戦しましょう!
term-leaderboard-empty = ここにはまだレート戦がありません。誰かに挑戦しましょう!
leaderboard-title = **Kōnane ランキング**({ $page } / { $pages } ページ)
leaderboard-row = { $rank }. { $player } **{ $rating }** ±{ $margin } · { $games }局、{ $wins }勝{ $losses }敗
leaderboard-provisional = -# ? の付いたレートは暫定です: まだ対局数が少なすぎます。確定したレートが先に並びます。
global-ladder-empty = 世界ランキングにはまだ誰も載っていません。`/konane { konane-profile } { konane-profile.listed }:True` で載ります。
term-global-ladder-empty = 世界ランキングにはまだ誰も載っていません。`profile listed yes` で載ります。
term-global-ladder-not-yet = 登録済みですが、ランキングはレート戦で順位を付けます。最初のレート戦の後に表示されます。
global-ladder-title = **Kōnane 世界ランキング**({ $page } / { $pages } ページ): どのサーバーのレート戦も数えます
stats-rating = レート **{ $rating }**
stats-rating-provisional = レート **{ $rating }**(暫定)
stats-no-rating = まだレートがありません
stats-summary = { $player }: { $rating } · レート戦: { $wins }勝{ $losses }敗{ $streak } · 練習戦: { $casual-wins }勝{ $casual-losses }敗
stats-streak-won = 、{ $count }連勝中
stats-streak-lost = 、{ $count }連敗中
stats-global = 世界ランキング: **{ $rating }**(レート戦 { $games } 局)
stats-global-unlisted = -# 世界ランキングに載っていないので、これはあなたにだけ見えます。`/konane { konane-profile } { konane-profile.listed }:True` で載ります。
term-stats-global-unlisted = -# 世界ランキングに載っていないので、これはあなたにだけ見えます。`profile listed yes` で載ります。
history-empty = { $player }にはまだここで終わった対局がありません。
history-title = { $player }の対局:
history-replay = `/konane { konane-replay } { konane-replay.game }:<番号>` でもう一度見られます。
game-summary = { $won ->
    [yes] { $reason ->
        [no-moves] { $opponent }に勝利(相手の手詰まり)
        [resignation] { $opponent }に勝利(相手の投了)
        [adjudication] { $opponent }に判定で勝利
       *[timeout] { $opponent }に勝利(相手の時間切れ)
    }
   *[no] { $reason ->
        [no-moves] { $opponent }に敗北(手詰まり)
        [resignation] { $opponent }に投了
        [adjudication] { $opponent }に判定で敗北
       *[timeout] { $opponent }に時間切れで敗北
    }
}({ $colour }、{ $moves ->
    [0] 0手
   *[other] { $moves }手
}、{ $kind ->
    [change] { $change }
    [rated] レート戦
   *[casual] 練習戦
})
notify-on = ダイレクトメッセージ: オン。このサーバーでは、あなたの手番になったとき、持ち時間が半分になったとき、対局が時間切れで決まったときにもDMでお知らせします。プライバシー設定でサーバーメンバーからのDMを拒否している場合も、チャンネルでのお知らせは届きます。
notify-off = ダイレクトメッセージ: オフ。お知らせは対局のチャンネルにだけ届きます。
profile-listed = 世界ランキングに **{ $name }** として載りました。`/konane { konane-leaderboard } { konane-leaderboard.scope }:global` で見られます。
term-profile-listed = 世界ランキングに **{ $name }** として載りました。`leaderboard global` で見られます。
profile-unlisted = 世界ランキングには載っていません。世界レーティングは記録され続け、`stats` であなたにだけ表示されます。

# 今日のパズル。
puzzle-board-empty = このサーバーではまだ誰もパズルを解いていません。`/konane { konane-puzzle } { konane-puzzle-today }` で今日のパズルを表示します。
no-such-page = そのページはありません
puzzle-board-title = **Kōnane パズル解答者**({ $page } ページ)
puzzle-board-row = { $rank }. { $player } **{ $solved }**問正解 · 連続{ $streak }日(最高{ $best }日)
puzzle-intro = **今日のパズル**(#{ $number }、{ $stars }): 手番の{ $side ->
    [black] 黒
   *[white] 白
}は、ちょうど1つの手でだけ勝てます。その手を見つけ、{ $side ->
    [black] 白
   *[white] 黒
}が指せなくなるまで勝ち続けてください。
puzzle-start = メニューで手を選ぶか、`/konane { konane-puzzle } { konane-puzzle-answer }` で答えてください。
puzzle-so-far = ここまでの手: { $moves }。{ $colour ->
    [black] 黒
   *[white] 白
}のあなたの番です。
puzzle-you-solved = { $count }手で解きました。{ $score }
puzzle-attempt-over = 挑戦は終わりました: { $moves }。新しいパズルはUTCの午前0時に届きます。
puzzle-score = ここでの正解数: { $solved }。連続: { $streak }日(最高{ $best }日)。
puzzle-right = `{ $move }` は正解です。私は `{ $answer }` と応じます。あなたの番です。
puzzle-solved = `{ $move }` で勝ち: { $defender ->
    [black] 黒
   *[white] 白
}はもう指せません。**{ $count }手で正解!** { $score }
puzzle-refuted = `{ $move }` では勝ちを逃します: `{ $answer }` と応じられ、そこから{ $defender ->
    [black] 黒
   *[white] 白
}が勝ちます。挑戦は終わりました。新しいパズルはUTCの午前0時に届きます。
puzzle-alt = 今日のパズル、{ $colour ->
    [black] 黒
   *[white] 白
}の手番。
button-share = 共有
puzzle-other-day = それは別の日のパズルです。今日のパズルは新しくなっています
puzzle-shared-solved = { $name }が今日のパズルを{ $count }手で解きました。連続: { $streak }日。`/konane { konane-puzzle } { konane-puzzle-today }` で挑戦しよう。
puzzle-shared-failed = { $name }は今日のパズルに挑み、今回は負けました。`/konane { konane-puzzle } { konane-puzzle-today }` で挑戦しよう。

# 再生、ヒント、解析。
replay-busy = 今は別の再生を描いています。数秒後にもう一度お試しください
replay-caption = 対局 #{ $game }: { $black }(黒)対 { $white }(白)。
hint = { $colour ->
    [black] 黒
   *[white] 白
}へのヒント{ $when }: `{ $move }`({ $verdict })。
hint-regions = 盤は互いに触れない { $count } つの領域に分かれ、それぞれが独立したゲームです(値が正なら黒、負なら白に有利):
hint-when = {" "}(対局 #{ $game } の { $number } 手目の前)
hint-verdict = { $kind ->
    [wins] 必勝の手です
    [loses] 完璧に指されるとどの手も負けます。この手が一番粘れます
   *[searched] { $depth }手先まで読んで見つけた最善手です
}
hint-alt = 提案の手 { $move } を緑で描いた{ $colour ->
    [black] 黒
   *[white] 白
}の盤面。
analysis-title = **対局 #{ $game } の解析**({ $moves }手)
analysis-too-big = この対局は大きすぎて、どの局面も証明できません。
analysis-all = この対局のすべての局面を証明できました。
analysis-from = { $number } 手目以降のすべての局面を証明できました(それより前は大きすぎて解けません)。
analysis-no-blunder = その範囲で勝ちを逃した手はありません。
analysis-blunder = • `{ $move }`: { $player }が勝ちを逃しました。`{ $winning }` なら勝てました。
analysis-forced-win = { $number } 手目の時点で、{ $player }({ $colour ->
    [black] 黒
   *[white] 白
})に必勝手順がありました。
analysis-regions = { $number } 手目から盤は互いに触れない { $count } つの領域に分かれ、それぞれが独立したゲームになりました(値が正なら黒、負なら白に有利):
analysis-region = • { $squares }(石 { $stones } 個): 値 { $value }、{ $outcome ->
    [black] どちらが先でも黒のもの
    [white] どちらが先でも白のもの
    [first] 先にそこへ打った方が勝つ
   *[second] 先にそこへ打った方が負ける
}
error-move-number = 「{ $text }」は手数ではありません: 黒の12手目は 12、白の12手目は 12... と書いてください

# 遊び方(`/konane { konane-rules }`)。
rules-text =
    {"**"}Kōnane** は純粋な戦略のハワイのゲームです。
    • 盤面は最初、黒と白の石が交互に並んでいっぱいです(画像)。
    • **序盤。** 黒が黒い石を1つ取り除きます。既定では中央か隅の石(印の付いた石)です。次に白が、その穴のすぐ上・下・横にある白い石を1つ取り除きます。
    • **ジャンプ。** その後はどの手もジャンプです。自分の石が隣の相手の石を、上下左右にまっすぐ(斜めは不可)跳び越えて、すぐ先の空いたマスに移り、その石を取ります。
    • **連続ジャンプ。** 同じ石は1手の中で何度でも続けて跳べます(まっすぐに。曲がるジャンプを使う対局は除く)。どのジャンプの後でも止められます。
    • **指せなければ負け。** 自分の番に跳べなければ負けです。引き分けはありません。
    手の書き方: `d5` は石を取り除く手、`b5-d5` はジャンプ、`b5-d5-f5` は2連続ジャンプです。盤面の下のメニューか `/konane { konane-move }`(指せる手を提案します)を使ってください。
    設定や記法を含む完全なルール: konane-bot のソースの `docs/rules.md`。
    ボットが保存する情報と削除方法: konane-bot の README の「What the bot stores」と `/konane { konane-privacy }`。
rules-alt = 開始時の8x8のKōnane盤面: すべてのマスに石があり、黒と白が交互に並び、左上の隅は黒です。黒が開始で取り除ける黒い石(中央の2つの黒い石と2つの黒い隅)に印があります。
error-duration = 「{ $text }」は時間の長さではありません: 72h、1d 12h、45m、30s のように書いてください

## 端末(`konane-bot play`)。コマンドとオプションの語(challenge、size、level、yes…)は
## どの言語でもそのまま入力します。その周りの文が翻訳されます。
term-welcome = 端末で Kōnane。help と入力するとコマンドが表示されます。
term-nobody = (未指定)
term-help =
    コマンド(コマンドでない行は手として指されます)：
    as 名前 :: 以後、プレイヤー「名前」として操作する
    challenge [名前] [size RxC] [opening centre-or-corner|centre|any] [jumps straight|turning] [colour black|white|random] [rated yes|no] [position 行 b|w] [record ファイル] [time 分+秒] :: 名前の相手に挑戦(名前なしなら誰でも受けられる)。position と record は序盤後の局面、または棋譜の最後から始める
    challenge bot [level 1-5] [...] :: AI と対局する(毎手応じる)
    accept | decline | cancel :: 受付中の挑戦を受ける・断る・取り下げる
    move 手 :: 手を指す。例：move d5、move b5-d5-f5
    moves :: 手番の側の合法手
    board :: 盤面を表示する(PNG にも書き出す)
    resign | abort :: 投了する、または双方が指す前に中止する
    rematch [対局] :: 同じ相手に色を入れ替えて再挑戦する(既定は最後に終わった対局)
    hint [対局] [before N] :: おすすめの手：bot との対局の自分の手番、または終わった対局の N 手目(黒の12手目は 12、白の12手目は 12...)
    analyze [対局] :: 終わった対局で勝ちを逃した手
    puzzle :: 今日のパズル：勝ちになる手は一つだけ。その後も勝ち続ける
    puzzle 手 :: 答える(ソルバーが受けるか、誤った手を咎める)
    puzzle leaderboard [ページ] :: 解いたパズルの数と連続記録
    leaderboard [ページ] :: 進行中のシーズンの順位表、なければレーティング
    leaderboard global [ページ] :: 世界ランキング(掲載を選んだプレイヤー)
    profile listed yes|no :: 世界ランキングに載るかどうか
    block 名前 [lift] :: プレイヤーをどこでもブロック(lift: 解除)
    seek [size RxC] [rated yes|no] [range N] ::  どのサーバーの相手でも探す。対局はボットとのDMで行う(seek cancel, seek list)
    dm :: ボットとのDMに移る
    stats [名前] | history [名前] :: プレイヤーのレーティングと戦績、または終局した対局(名前なしなら自分)
    record [対局] :: 棋譜を表示する(既定は進行中の対局)
    settings :: 設定を表示する
    settings turn-limit 24h :: 新しい対局での 1 手ごとの持ち時間
    settings variant [RxC] [opening] [jumps] :: 他はそのまま
    settings allow チャンネル | settings disallow チャンネル :: チャンネルでの対局を許可または禁止する
    settings limits [challenges N] [games N] [pause 10m] [vacation N] :: プレイヤーごとの未回答の挑戦と対局の数、再挑戦までの間隔、年間の休暇日数
    settings rated yes|no :: 挑戦の既定
    help | quit :: この一覧、または終了
term-give-a-name = プレイヤー名を指定してください。例：as kai
term-playing-as = { $player } として操作中
term-nobody-playing = まだ誰も操作していません。まず：as 名前
term-unknown-player = ここで { $name } という名前のプレイヤーは対局していません
term-not-a-game-number = 「{ $text }」は対局番号ではありません
term-not-a-page = 「{ $text }」はページ番号ではありません
term-accepted = 挑戦を受けました。対局開始
term-declined = 挑戦を断りました
term-cancelled = 挑戦を取り下げました
term-aborted = 対局を中止しました。レートには反映されません
term-no-moves = (なし)
term-moves-cut = …(最初の { $count } 手。どの合法手も指せます)
term-unknown-option = 不明なオプション「{ $option }」：size、opening、jumps、colour、rated、level のいずれかを値と一緒に指定してください(例：level 3)
term-needs-value = { $option } には値が必要です。例：{ $option } { $example }
term-option-twice = { $option } が二度指定されています。一度だけ指定してください
term-file-exists = { $file } はすでに存在します。export は新しいファイルに書き込みます
term-name-too-long = 名前が長すぎます(最大32文字)
term-bot-name = 「bot」はAIの名前です。別の名前を選んでください
term-not-text = その行はUTF-8のテキストではないため、読み飛ばしました
term-yes-or-no = { $option } には yes か no を指定してください(「{ $text }」ではなく)
term-playing-bot = { $player } が bot とレベル { $level } で対局：{ $variant }
term-challenge-to = { $player } が { $opponent } に{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}の対局を申し込みました({ $variant }、色：{ $colour })。{ $opponent } は受けるか断れます
term-challenge-open = { $player } が誰でも受けられる{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}の対局を募集({ $variant }、色：{ $colour })。最初に受けた人が対局します
term-hint-usage = hint、hint 対局、hint before N、hint 対局 before N のいずれかで入力してください
term-which-move = どの手ですか？例：move d5
term-played = { $player } が { $move } を指しました
term-status = { $black }(x、{ $black-stones })対 { $white }(o、{ $white-stones })：{ $status }
term-time-left = 持ち時間の残り：{ $time }
term-board-written = 盤面を { $path } に書き出しました
term-reminder = お知らせ：{ $player } の持ち時間が残り半分です
term-challenge-expired = { $opponent } への挑戦は期限切れになりました
term-open-challenge-expired = 募集中の挑戦は期限切れになりました
term-history-empty = 終わった対局はありません
term-history-row = 対局 { $game }：{ $summary }
term-settings = 手番の持ち時間 { $turn-limit }、既定の対局：{ $variant }、対局できる場所：{ $channels }、挑戦は指定がなければ{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}。{ $limits }
term-unknown-settings = 不明な settings コマンドです。help を参照してください
term-unknown-limit = '{ $text }' は制限ではありません。challenges、games、pause、vacation を使ってください
term-unknown-variant-word = 「{ $text }」は盤の大きさ(例：6x6)、序盤(centre-or-corner、centre、any)、ジャンプのルール(straight、turning)のどれでもありません
term-puzzle-moves = { $colour ->
    [black] 黒
   *[white] 白
}の手：{ $moves }
term-puzzle-board-empty = まだ誰もパズルを解いていません
term-commands-failed = 読み込んだコマンドのうち { $count } 件が失敗しました(理由はそれぞれ上に表示)
term-puzzle-start = 答え方：puzzle 手

# 大会。
konane-tournament = konane-大会
    .description = 大会: 参加登録して対局し、順位表を追いかけましょう。
konane-tournament-create = 作成
    .description = ここで大会を開きます(サーバー管理権限)。
    .name = 名前
    .name-description = 大会の名前
    .format = 形式
    .format-description = スイス式(空欄時)、総当たり、2回戦総当たり、ノックアウト
    .rounds = ラウンド数
    .rounds-description = スイス式のみ: ラウンド数(空欄時は参加者数の log₂ を切り上げて 1 を足した数)
    .size = サイズ
    .size-description = 盤のサイズ、例: 8x8(空欄時はサーバーの既定)
    .opening = 序盤
    .opening-description = 黒が最初に取り除ける石
    .jumps = ジャンプ
    .jumps-description = 連続ジャンプで曲がれるか
    .rated = レート
    .rated-description = レート戦か練習戦か(空欄時はサーバーの既定)
    .max_players = 最大人数
    .max_players-description = 参加できる最大人数(空欄時は 64。総当たりは 16 まで)
    .starts_in = 開始まで
    .starts_in-description = 自動で始まるまでの時間、例: 2d や 12h(空欄時はあなたが開始したとき)
    .game_time = 対局時間
    .game_time-description = 各対局が開始から続けられる時間、例: 7d(空欄時は 7 日)
konane-tournament-join = 参加
    .description = 受付中の大会に参加します。
    .tournament = 大会
    .tournament-description = 大会番号(空欄時はここで受付中の大会)
konane-tournament-leave = 退出
    .description = 大会から抜けます。開始後は棄権となり、進行中の対局は不戦敗になります。
    .tournament = 大会
    .tournament-description = 大会番号(空欄時はここで受付中の大会)
konane-tournament-start = 開始
    .description = 大会を今すぐ始め、第1ラウンドを組みます(主催者かサーバー管理権限)。
    .tournament = 大会
    .tournament-description = 大会番号(空欄時はここで受付中の大会)
konane-tournament-cancel = 中止
    .description = 大会を中止します。進行中の対局は打ち切られます(主催者かサーバー管理権限)。
    .tournament = 大会
    .tournament-description = 大会番号(空欄時はここで受付中の大会)
konane-tournament-remove = 除外
    .description = プレイヤーを大会から外します(主催者かサーバー管理権限)。
    .player = プレイヤー
    .player-description = 外す人
    .tournament = 大会
    .tournament-description = 大会番号(空欄時はここで受付中の大会)
konane-tournament-standings = 順位表
    .description = 大会の順位表とタイブレーク。
    .tournament = 大会
    .tournament-description = 大会番号(空欄時はここで受付中の大会)
konane-tournament-pairings = 組み合わせ
    .description = あるラウンドの対局と結果。
    .tournament = 大会
    .tournament-description = 大会番号(空欄時はここで受付中の大会)
    .round = ラウンド
    .round-description = どのラウンドか(空欄時は現在のラウンド)
konane-tournament-list = 一覧
    .description = このサーバーで受付中または進行中の大会。
konane-tournament-history = 殿堂
    .description = このサーバーの殿堂: 終わった大会と優勝者。
choice-swiss = スイス式
choice-round-robin = 総当たり
choice-double-round-robin = 2回戦総当たり
choice-knockout = ノックアウト
tournament-announcement = 🏆 **{ $name }**(大会 #{ $id })· { $format } · 主催 { $organiser }
    { $variant } · { $rated ->
        [yes] レート戦
       *[no] 練習戦
    } · 最大 { $max } 人 · { $knockout ->
        [yes] 先後を入れ替えて 2 局の対戦、1–1 なら 3 局目
       *[no] { $rounds ->
           [0] ラウンド数は開始時に決定
          *[other] { $rounds } ラウンド
       }
    }
    時間: 各対局は開始から { $game_time } 以内に終えてください。その時点で続いている対局は判定します。ソルバーが局面を証明できればその結果、できなければ時間を多く使った側の負けです。 休暇で大会の対局は止まりません。
    { $starts }
    参加者({ $count }): { $entrants }
tournament-withdrawn-name = { $player }(棄権)
tournament-nobody-yet = まだいません
tournament-starts-at = { $when }に開始します。
tournament-starts-by-organiser = 主催者が開始したときに始まります。
tournament-started-at = { $when }に開始しました。
tournament-finished-at = { $when }に終了しました。
tournament-round-title = **{ $name }** 第 { $round } ラウンド(全 { $rounds }):
tournament-bye-line = { $player }: 不戦勝(1 点)
tournament-bye-through-line = { $player }: シードで次のラウンドへ
tournament-rest-line = { $player }: このラウンドは対局なし
tournament-board-line = 卓 { $board }{ $game ->
    [1] { "" }
   *[other] ・第 { $game } 局
}: { $black }(黒)対 { $white }(白): { $result }
tournament-result-won = { $player } の勝ち
tournament-result-forfeit = { $player } の不戦勝
tournament-result-aborted = 打ち切り、得点なし
tournament-result-pending = 未開始
tournament-standings-title = { $final ->
    [yes] **{ $name }**: 最終順位
   *[no] { $round ->
        [0] **{ $name }**: 暫定順位(第 1 ラウンド進行中)
       *[other] **{ $name }**: 第 { $round } ラウンド終了時の順位
    }
}
tournament-tie-breaks-swiss = ブッフホルツ { $buchholz } · SB { $sb }
tournament-tie-breaks-round-robin = SB { $sb } · 直接対決 { $de }
tournament-standing-line = { $rank }. { $player } · { $points } 点 · { $tie_breaks } · { $games } 局
tournament-podium = 🏆 **{ $name }** 終了! 🥇 { $first } · 🥈 { $second } · 🥉 { $third }
tournament-history-empty = このサーバーで終わった大会はまだありません。
term-tournament-history-empty = ここで終わった大会はまだありません。
tournament-history-title = **殿堂**
tournament-history-line = { $date } · **{ $name }**(#{ $id }、{ $format }、{ $players } 人): 🥇 { $winner }
tournament-list-empty = ここで受付中・進行中の大会はありません。`/{ konane-tournament } { konane-tournament-create }` で開けます。
tournament-list-title = **大会**
tournament-list-line = #{ $id } **{ $name }**({ $format }): { $status ->
    [sign-up] 受付中
   *[other] 第 { $round } ラウンド
}
tournament-created = 下のボタンか `/{ konane-tournament } { konane-tournament-join }` で参加できます。
button-join = 参加
button-leave = 退出
tournament-you-joined = **{ $name }** に参加しました。
tournament-you-left = **{ $name }** から抜けました。
tournament-withdrawal = { $player } が **{ $name }** を棄権しました{ $forfeits ->
    [0] 。
   *[other] 。未了の対局は不戦敗です。
}
tournament-removed = { $by } が { $player } を **{ $name }** から外しました{ $forfeits ->
    [0] 。
   *[other] 。未了の対局は不戦敗です。
}
tournament-cancelled = { $player } が **{ $name }** を中止しました{ $games ->
    [0] 。
   *[other] 。進行中の対局は打ち切りです。
}
tournament-game-start = **{ $name }** 第 { $round } ラウンド: { $black }(黒)対 { $white }(白)。対局はこのスレッドで行います。
tournament-no-event = **{ $name }** のイベントを作れませんでした(ここではイベントを管理できないようです)。大会はそのまま行います。
tournament-posted = 🏆 **{ $name }** の参加受付を始めました: { $post }
tournament-called-off = **{ $name }** は中止になりました。{ $count } 人以上が必要ですが、開始までの参加者は { $entrants } 人でした。
tournament-event-description = Kōnane の大会({ $format }、{ $variant })。参加受付と経過は大会のスレッドで。
tournament-tag-sign-up = 受付中
tournament-tag-running = 開催中
tournament-tag-finished = 終了
tournament-not-allowed = 大会を開くにはサーバー管理権限か、サーバー設定で指定されたロールが必要です。
tournament-bad-duration = 「{ $text }」は時間の長さではありません。例: 2d、12h、90m
term-help-tournament =
    大会(ID: 大会番号。省略時は受付中の最新の大会):
    tournament create 名前 [format swiss|round-robin|double-round-robin|knockout] [rounds N] [size RxC] [rated yes|no] [max N] [time 7d] [starts 2d] :: 大会を作る(time: 1 手ごとの持ち時間、starts: 自動で始まるまで)
    tournament join|leave|start|cancel [ID] :: 参加、離脱、開始、中止
    tournament remove 名前 [ID] :: プレイヤーを外す
    tournament standings [ID] | tournament pairings [ID] [ラウンド] :: 順位表、またはラウンドの組み合わせ
    tournament list | tournament history :: ここで受付中の大会、または終了した大会
    channel N :: チャンネル N で対局する(大会の対局はそれぞれ専用)
term-tournament-channel = チャンネル { $channel }
term-in-channel = チャンネル { $channel } に移りました
tournament-col-player = プレイヤー
tournament-col-points = 得点
tournament-col-games = 局数
tournament-col-buchholz = ブッフホルツ
tournament-col-sb = SB
tournament-col-de = 直接対決

# Seasons.
error-season-name = シーズン名は 1〜{ $count } 文字にしてください
error-unknown-season = このサーバーにシーズン { $season } はありません
term-error-unknown-season = ここにシーズン { $season } はありません
season-title = { $running ->
    [yes] **シーズン { $number }: { $name }**({ $since } から。レート戦の 1 勝が 1 点)
   *[no] **シーズン { $number }: { $name }**({ $since }〜{ $until })
}
season-empty = 今シーズンはまだレート戦が終わっていません。
season-row = { $rank }. { $player } · { $wins } 勝 · { $losses } 敗
season-closed = シーズン { $number }「**{ $name }**」終了: { $count ->
    [0] レート戦の勝者はいませんでした。
   *[other] 優勝 { $champion }!
}
season-begins = シーズン { $number }「**{ $name }**」開始: レート戦はすべて数え、1 勝が 1 点です。レーティングはそのままです。
season-all-time = 通算レーティング: `/konane { konane-leaderboard } { konane-leaderboard.season }:all-time`
konane-season = konane-シーズン
    .description = シーズン: ゼロからの新しい競争。レーティングはそのまま。
konane-season-start = 開始
    .description = 進行中のシーズンを締め(順位表と優勝者は保存)、新しいシーズンを始めます(サーバー管理)。
    .name = 名前
    .name-description = 新しいシーズンの名前
term-help-profile = profile listed yes|no: 世界ランキングに載るかどうか(ここでの名前で)
term-help-block = block 名前 [lift]: プレイヤーをどこでもブロック、またはブロックを解除
term-help-seek = seek [size RxC] [rated yes|no] [range N] | seek cancel | seek list
term-seek-waiting = { $left } の間、待機中です。相手が決まると、ボットとのDMで対局が始まります。`dm` でそこへ移れます。
term-seek-list-empty = いま対局を探している人はいません。`seek` で待機に加わります。
term-in-dm = ボットとのDMにいます。
term-help-season =
    シーズン(レート戦の 1 勝が 1 点。レーティングは通算のまま):
    season start 名前 :: 進行中のシーズンを締めて次を始める
    leaderboard all-time [ページ] | leaderboard season N :: 通算のレーティング、またはシーズン N の順位表
rating-trend = { $from } → { $to }({ $games } 局)
rating-chart-alt = { $player } のレーティング: { $trend }。影の帯は本当の強さが約 95% の確率で入る範囲です。
term-chart-written = レーティングのグラフを { $path } に書き出しました

# サーバー間の対局: 相手探しとブロック。
konane-seek = 相手探し
    .description = どのサーバーからでも相手を探します。対局は私とのDMで行います。
konane-seek-find = 探す
    .description = 1時間、対局を探すプレイヤーの列に入ります。最初に条件の合う人と対局します。
    .size = サイズ
    .size-description = 盤のサイズ(例: 8x8、空なら8x8)
    .rated = レート戦
    .rated-description = 世界ランキングのレート戦にする(空ならDMの既定)
    .range = 範囲
    .range-description = 相手のレートがあなたの世界レートからどれだけ離れてよいか(空なら制限なし)
konane-seek-cancel = 取り消し
    .description = 対局を探す列から抜けます。
konane-seek-list = 一覧
    .description = いま対局を探しているプレイヤー。
konane-block = ブロック
    .description = プレイヤーをどこでもブロックします: 対局、挑戦、組み合わせをしません。
    .user = ユーザー
    .user-description = ブロックする相手
    .lift = 解除
    .lift-description = 代わりにブロックを解除する
error-blocked = どちらかが相手をブロックしているため、対局できません。
error-block-self = 自分をブロックすることはできません。
error-dm-busy = 私とのDMではすでに対局中です。先にそれを終えてください(そこで `/konane { konane-board }` で表示できます)。
term-error-dm-busy = 私とのDMではすでに対局中です。先にそれを終えてください(`dm` で移り、`board` で表示できます)。
error-dm-closed = あなたにダイレクトメッセージを送れません。サーバー間の対局はそこで行います。プライバシー設定でダイレクトメッセージを許可してから、もう一度探してください。
seek-dm-waiting = どのサーバーのプレイヤーとでも { $size } の対局({ $rated ->
    [yes] レート戦
   *[no] 練習戦
})を探しています。相手が決まると、ここで対局が始まります。`/konane { konane-seek } { konane-seek-cancel }` で取り消せます。
seek-waiting = { $when } まで列で待ちます。対局は私とのDMで始まります。
seek-paired = 相手が決まりました! 対局は私とのDMにあります。
seek-game-start = サーバー間の対局: { $black }(黒)対 { $white }(白)。健闘を祈ります!
seek-cancelled = 列から抜けました。
seek-none = 対局を探していませんでした。
seek-list-empty = いま対局を探している人はいません。`/konane { konane-seek } { konane-seek-find }` で列に入れます。
seek-list-title = **対局を探しているプレイヤー**({ $count })
seek-list-line = { $name }: { $size }、{ $rated ->
    [yes] レート戦
   *[no] 練習戦
}、レート { $rating }{ $range }、{ $since } から
seek-unlisted = あるプレイヤー
block-done = { $player } をブロックしました。どのサーバーでも、対局、挑戦、組み合わせはありません。進行中の対局は続きます。
block-lifted = { $player } のブロックを解除しました。

# メンバー自身のデータ。
konane-privacy = プライバシー
    .description = あなたについて保存している情報(削除も可)。
    .delete = 削除
    .delete-description = すべて削除(確認あり)
deleted-player = 削除されたプレイヤー
privacy-nothing = あなたについては何も保存していません。
privacy-title = **あなたについて保存している情報**
term-privacy-title = **このメンバーについて保存している情報**
privacy-here = このサーバー
privacy-direct = DM とグローバルランキング
privacy-server = サーバー { $id }
privacy-name = 名前「{ $name }」
privacy-games = { $count } 局
privacy-rating = レーティング { $rating }(レーティング対局 { $count } 局)
privacy-puzzles = パズル { $count } 問正解(最高連続 { $best })
privacy-dm-notices = DM 通知オン
privacy-listed = グローバルランキングに「{ $name }」として掲載
privacy-seeking = あなたの対戦相手募集がプールで待機中
privacy-blocks = { $count } 人のプレイヤーをブロック中
privacy-how-to-delete = あなたの対局は対戦相手の記録に残ります。`/konane { konane-privacy } { konane-privacy.delete }:True` で上記をすべて削除します。その記録ではあなたの名前は「削除されたプレイヤー」になります。
privacy-confirm = すべて削除しますか?対戦相手の記録ではあなたの名前が「削除されたプレイヤー」になり、レーティングとパズルの連続記録は削除され、進行中の対局は中止され、大会から退出します。元に戻せません。
button-confirm-erase = データを削除
privacy-not-yours = このボタンは他の人のリクエストのものです。
privacy-erased = 完了: あなたについて保存していた情報を削除しました。{ $aborted ->
    [0] 進行中の対局はありませんでした。
   *[other] 進行中の対局 { $aborted } 局を中止しました。
}

# 休暇。
konane-vacation = 休暇
    .description = ここでの持ち時間を数日止めます。
    .days = 日数
    .days-description = 日数(年間上限内)
    .end = 終了
    .end-description = 今すぐ休暇を終える
vacation-started = { $until } まで休暇中です。このサーバーでの持ち時間は止まり、リマインダーも保留されます。年間 { $allowance } 日の休暇のうち残りは { $left } 日です。`/konane { konane-vacation } { konane-vacation.end }:True` で早めに戻れます。
term-vacation-started = { $until } まで休暇中です。このサーバーでの持ち時間は止まり、リマインダーも保留されます。年間 { $allowance } 日の休暇のうち残りは { $left } 日です。`vacation end` で早めに戻れます。
vacation-ended = おかえりなさい!持ち時間はそれぞれ残っていた時間から再び動き、対戦相手にも知らせます。年間 { $allowance } 日の休暇のうち残りは { $left } 日です。
vacation-status = { $running ->
    [yes] { $until } まで休暇中です。
   *[no] 休暇中ではありません。
} 年間 { $allowance } 日の休暇のうち残りは { $left } 日です。`/konane { konane-vacation } { konane-vacation.days }:N` で休暇を始められます。
term-vacation-status = { $running ->
    [yes] { $until } まで休暇中です。
   *[no] 休暇中ではありません。
} 年間 { $allowance } 日の休暇のうち残りは { $left } 日です。`vacation 日数` で休暇を始められます。
vacation-over = { $player } が休暇から戻りました。対局 #{ $game } の持ち時間が再び動きます。{ $board }
error-on-vacation = すでに休暇中です(残り { $left })。`/konane { konane-vacation } { konane-vacation.end }:True` で終わります。
term-error-on-vacation = すでに休暇中です(残り { $left })。`vacation end` で終わります。
error-no-vacation = 休暇中ではありません。
error-vacation-too-long = 今取れる休暇は 1〜{ $days } 日です(サーバーの年間上限から過去12か月に取った分を引いた日数)。
error-vacation-days = { $given } 日は多すぎます。サーバーが認められる休暇は年 { $max } 日までです。
limits-vacation = 休暇: 年 { $days } 日まで。
term-help-vacation = vacation 日数 | vacation end | vacation :: ここでの持ち時間を止める、早めに戻る、残りを見る
term-vacation-over = { $player } が休暇から戻りました。対局 #{ $game } の持ち時間が再び動きます

# 練習戦の待った。
konane-takeback = 待った
    .description = 直前の手の待ったを求めるか、相手の待ったに答えます(練習戦)。
    .answer = 返答
    .answer-description = 相手の待ったを受けるか断るか(空欄なら自分の待ったを求める)
choice-accept = 受ける
choice-decline = 断る
button-takeback = 待った
button-takeback-accept = 待ったを受ける
button-takeback-decline = 待ったを断る
takeback-asked = { $player } が直前の手の待ったを求めています。{ $opponent }: 下で受けるか断ってください(そのまま指しても構いません)。
term-takeback-asked = { $player } が直前の手の待ったを求めています。{ $opponent }: `takeback accept` か `takeback decline` で答えてください(そのまま指しても構いません)。
takeback-taken = { $player } が直前の手を戻しました。
takeback-accepted = { $player } が受けました: 直前の手を戻しました。
takeback-declined = { $player } が待ったを断りました: 対局は続きます。
game-takebacks = (待った { $count } 回)
error-takeback-rated = レーティング対局と大会の対局では待ったはできません。
error-takeback-on-the-clock = 時計ありの対局では待ったはできません: 時計は止まりません。
error-takeback-level = ボットが待ったを認めるのはレベル 1〜{ $level } だけです。
error-nothing-to-take-back = 戻せるあなたの手がありません。直前に指したプレイヤーだけが、相手が指す前に戻せます。
error-takeback-asked = この手の待ったはすでに求めています(1 手につき 1 回)。
error-no-takeback-asked = 返事を待っている待ったはありません。
error-not-your-takeback = この待ったに答えるのは相手です。
term-help-takeback = takeback | takeback accept | takeback decline :: 練習戦で直前の手を戻す(相手が答えます)
term-you-may = 今できること：{ $commands }

# Following games.
konane-follow = 観戦
    .description = 対局をDM(またはスレッド)で観戦するか、観戦中の対局を一覧します。
    .game = 対局
    .game-description = 対局の番号(空欄: ここで観戦中の対局)
    .notices = 通知
    .notices-description = 毎手(既定)、結果のみ、または観戦をやめる
choice-every-move = 毎手
choice-result = 結果のみ
choice-stop = やめる
button-follow = 観戦
follow-added-moves = 対局 #{ $game } を観戦中です: 毎手と終局時にDMが届きます。`/konane { konane-follow }` で観戦中の対局を一覧できます。
follow-added-result = 対局 #{ $game } を観戦中です: 終局時にDMが届きます。
follow-added-thread = 対局 #{ $game } を観戦中です: 毎手が投稿されるスレッドに追加されました。
follow-stopped = 対局 #{ $game } の観戦をやめました。
follow-list-empty = ここで観戦中の対局はありません。`/konane { konane-follow } { konane-follow.game }:<番号>` か、対局の最初の盤面の「観戦」ボタンで観戦できます。
follow-list-title = **ここで観戦中の対局**
follow-list-line = #{ $game } { $black } 対 { $white }: { $how ->
    [thread] スレッドで
    [result] 結果のみ
   *[every-move] 毎手DMで
}
follow-move-dm = Kōnane 対局 #{ $game }({ $black } 対 { $white }): { $ply } 手目、{ $player } の `{ $move }`。{ $link }
follow-end-dm = Kōnane 対局 #{ $game }({ $black } 対 { $white })が終局しました: { $winner } の勝ち({ $reason ->
    [no-moves] 手がない
    [resignation] 投了
    [adjudication] 判定
   *[timeout] 時間切れ
})。{ $link }
follow-aborted-dm = Kōnane 対局 #{ $game }({ $black } 対 { $white })は中止されました。{ $link }
error-follow-own-game = 対局 #{ $game } はあなたの対局です: 盤面はいずれにせよ届きます。
error-follow-over = 対局 #{ $game } は終局しています: 観戦するものはありません。`/konane { konane-replay }` で見られます。
error-follow-limit = すでに進行中の対局を { $limit } 局観戦しています: 先にどれかをやめてください(`{ konane-follow.notices }:stop`)。
error-followers-full = 対局 #{ $game } の観戦者は上限に達しています。
error-not-following = 対局 #{ $game } は観戦していません。
privacy-follows = { $count } 局を観戦中

# Exporting records.
konane-export = 書き出し
    .description = ここで終局した対局を棋譜ファイルで受け取ります(あなただけに表示)。
export-ready = ここで終局した { $count } 局の棋譜です。`konane-bot replay ファイル --game N` で1局を描けます(最新の { $limit } 局まで)。
export-none = ここで終局した対局はまだありません。
term-help-export = export ファイル :: ここで終局した対局を棋譜としてファイルに書き出す(`konane-bot replay ファイル --game N` で1局を描く)

# The Activity (the board page inside Discord): what its server answers.
activity-player = プレイヤー
activity-slow-down = リクエストが多すぎます。少し待ってください。
activity-sign-in-wait = この場所からのサインインが多すぎます。1 分待ってから、もう一度盤面を開いてください。
activity-launch-description = 盤を開く：Kōnaneの対局をライブで指して観戦
button-open-board = 盤を開く
activity-off = このボットでは盤のページはもう使えません。ここでメニューか `/konane move` で指してください。
activity-sign-in-again = サインインが無効になりました。盤をもう一度開いてください。
activity-discord-unavailable = Discord から応答がありませんでした。少ししてからもう一度お試しください。
activity-not-in-instance = このアクティビティにもう参加していません。もう一度開いてください。

# The Activity's page (activity/src), which words its board from this file.
activity-opening = 盤を開いています…
activity-outside-discord = これは Kōnane ボットの盤です。Discord の「盤を開く」ボタンかアプランチャーから開いてください。
activity-your-games = あなたの対局
activity-to-watch = ここで観戦できる対局
activity-no-games = ここでは対局がありません。`/konane challenge` で誰かに対局を申し込むか、私と対局してください。
activity-vs = { $black }(黒)対 { $white }(白)
activity-your-move = あなたの手番です
activity-to-move = { $player } の手番
activity-wins = { $player } の勝ち
activity-wins-on-time = { $player } の時間切れ勝ち
activity-time-control = 持ち時間
activity-correspondence = 時計なし(通信対局)
activity-presence-choosing = 対局を選んでいます
activity-presence-your-move = { $opponent } との対局(あなたの番)
activity-presence-playing = { $opponent } と対局中
activity-presence-watching = { $black } 対 { $white } を観戦中
activity-presence-reviewing = { $black } 対 { $white } を振り返り中
activity-invite = 友だちを招待
activity-sound-on = 音: オン
activity-sound-off = 音: オフ
activity-review = 振り返り
activity-first = 最初の局面
activity-previous = 前の手
activity-next = 次の手
activity-last = 最後の局面
activity-verdict-wins = 最善を尽くせば{ $player }の勝ち
activity-verdict-unknown = ソルバーの予算内では読み切れません
activity-verdict-blunder = 勝ちを逃した手
activity-verdict-best = 最善手: { $move }
activity-open-challenges = 受付中の挑戦
activity-puzzle = 今日の詰め問題
activity-puzzle-start = 自分の石をタップし、跳ぶ先をタップしてください。
activity-puzzle-server-only = 問題はサーバーごとです。サーバーのチャンネルで盤を開いてください。
activity-presence-puzzle = 今日の問題に挑戦中
activity-captured = 取った石 { $count }
activity-back = すべての対局
activity-square = { $square }、{ $stone ->
    [black] 黒石
    [white] 白石
   *[none] 空き
}
activity-jump-to = { $square } へ跳ぶ
activity-bad-request = ページから読めないデータが届きました。盤面を開き直してください。
activity-not-in-instance-them = ここから挑戦できるのは、このアクティビティに一緒にいる人だけです。
activity-start = 対局を始める
activity-play-bot = 私と対局する
activity-challenge = { $player } さんに挑戦する
activity-challenge-open = { $player } さんが { $opponent } に挑戦しています
button-cancel = 取り下げる
button-abort = 中止
button-hint = ヒント
button-analysis = 解析
activity-deadline = 手番の持ち時間は { $when } に切れます。
activity-aborted = 中止されました。レーティングには影響しません。
activity-takeback-asked = { $player } さんが最後の一手を戻したいと申し出ています
