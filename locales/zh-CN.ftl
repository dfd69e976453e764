# 简体中文. Machine-made translation: corrections welcome (see locales/README.md).

konane = konane
    .description = 玩 Kōnane,夏威夷跳子棋。
konane-challenge = 挑战
    .description = 向某人、任何人或机器人发起挑战;对局会有自己的子区。
    .opponent = 对手
    .opponent-description = 和谁下(留空则任何人都可接受)
    .size = 尺寸
    .size-description = 棋盘尺寸,如 8x8(标准)或 6x6
    .opening = 开局
    .opening-description = 黑方开局时可以拿走哪些棋子
    .jumps = 跳跃
    .jumps-description = 连跳时能否转向
    .colour = 颜色
    .colour-description = 你的颜色
    .level = 等级
    .level-description = 挑战机器人时它的强度,1 到 5
    .rated = 计分
    .rated-description = 计分或休闲(留空按服务器默认;小于 6x6 的棋盘为休闲)
    .position = 局面
    .position-description = 从开局之后的局面开始:各行用 / 连接,然后用 b 或 w 表示轮到谁
    .record = 棋谱
    .record-description = 或从附上的棋谱结尾接着下(.txt,例如 /konane export 导出的)
    .time = 时间
    .time-description = 带棋钟的实时对局:每方分钟 + 每步加秒,如 3+2(留空:通信对局)
konane-accept = 接受
    .description = 接受本频道中等待你的挑战。
konane-decline = 拒绝
    .description = 拒绝本频道中等待你的挑战。
konane-cancel = 撤回
    .description = 撤回你在本频道的挑战。
konane-move = 走棋
    .description = 走一步,如 d5(拿走)或 b5-d5-f5(跳跃)。
    .move = 着法
    .move-description = 你的着法:要拿走的格子,或如 d5-f5 的跳跃
konane-board = 棋盘
    .description = 显示本频道对局的棋盘。
    .text = 文本
    .text-description = 以文字网格显示,供读屏软件使用(仅你可见)
konane-resign = 认输
    .description = 认输本频道的对局。
konane-abort = 中止
    .description = 中止对局:双方都走棋前的玩家,或随时的管理员。
    .game = 对局
    .game-description = 对局编号(管理员:本服务器的任意对局或挑战)
konane-leaderboard = 排行榜
    .description = 当前赛季的积分表(如有),或本服务器的等级分。
    .page = 页码
    .page-description = 页码
    .season = 赛季
    .season-description = 以往赛季的编号,或 all-time 查看等级分
    .scope = 范围
    .scope-description = 本服务器的排行,或选择公开的玩家的全球排行
konane-stats = 战绩
    .description = 玩家在本服务器的等级分和战绩。
    .user = 玩家
    .user-description = 谁的(留空为你自己)
konane-history = 历史
    .description = 玩家在本服务器已结束的对局。
    .user = 玩家
    .user-description = 谁的(留空为你自己)
konane-replay = 回放
    .description = 对局的动画回放及棋谱。
    .game = 对局
    .game-description = 对局编号(留空为本频道的对局)
konane-hint = 提示
    .description = 私下给出建议着法:在与我的对局和已结束的对局中。
    .game = 对局
    .game-description = 对局编号(留空为本频道的对局或你的上一局)
    .before_move = 第几步前
    .before_move-description = 已结束对局中的步数:12 表示黑方第 12 步,12... 表示白方
konane-analyze = 分析
    .description = 已结束的对局:把胜势变成败势的着法。
    .game = 对局
    .game-description = 已结束对局的编号(留空为你的上一局)
konane-puzzle = 谜题
    .description = 每日谜题:找出唯一的制胜着法,然后一路赢下去。
konane-puzzle-today = 今日
    .description = 显示今日谜题(仅你可见)或你的解题进度。
konane-puzzle-answer = 解答
    .description = 用一步着法回答今日谜题(仅你可见)。
    .move = 着法
    .move-description = 你的着法,如 d5-f5
konane-puzzle-leaderboard = 排行榜
    .description = 本服务器的解题者:解题最多者优先,其次是最长连胜。
    .page = 页码
    .page-description = 页码
konane-rules = 规则
    .description = Kōnane 怎么玩,附开局棋盘。
konane-notify = 通知
    .description = 轮到你时也用私信通知:轮到你走、过半提醒、超时判负。
    .dm = 私信
    .dm-description = 也用私信通知我(默认关闭)
konane-profile = 个人资料
    .description = 跨服务器的个人资料:全球排行是否列出你。
    .listed = 公开
    .listed-description = 在全球排行中列出我(默认关闭)
konane-settings = konane-设置
    .description = Kōnane 对局的服务器设置(仅限管理服务器权限)。
    .turn_limit = 每步时限
    .turn_limit-description = 每位玩家每步的时间,如 72h 或 1d
    .size = 尺寸
    .size-description = 默认棋盘尺寸,如 8x8
    .opening = 开局
    .opening-description = 默认开局
    .jumps = 跳跃
    .jumps-description = 默认连跳规则
    .allow_channel = 允许频道
    .allow_channel-description = 允许在本频道对局(对局将仅限于允许的频道)
    .disallow_channel = 禁止频道
    .disallow_channel-description = 不再允许在本频道对局
    .threads = 子区
    .threads-description = 每局对局有自己的子区(默认开启)
    .rated = 计分
    .rated-description = 未说明的挑战是否计分(小于 6x6 从不计分)
    .max_challenges = 最大挑战数
    .max_challenges-description = 每位成员同时可发起的挑战数(默认 3)
    .max_games = 最大对局数
    .max_games-description = 每位成员同时可进行的对局数(默认 10)
    .rechallenge_wait = 再挑战等待
    .rechallenge_wait-description = 对方未接受后再次挑战前的等待时间,如 10m(0s:不等待)
    .vacation_days = 休假天数
    .vacation_days-description = 每位成员每年的休假天数(默认 14)
    .language = 语言
    .language-description = 公开消息(棋盘、结果)的语言;默认使用服务器的语言
    .tournament_role = 赛事身份组
    .tournament_role-description = 除管理服务器权限外,哪个身份组可举办赛事(选 @everyone 则取消)
    .tournament_forum = 赛事论坛
    .tournament_forum-description = 每个赛事作为按状态加标签的帖子发布的论坛(选文字频道则改回子区)

choice-centre-or-corner = 中心或角落
choice-centre = 中心
choice-any = 任意
choice-straight = 直线
choice-turning = 可转向
choice-black = 黑
choice-white = 白
choice-random = 随机
choice-on = 开
choice-off = 关
choice-server = 服务器的语言
choice-this-server = 本服务器
choice-global = 全球
choice-en-US = English
choice-de = Deutsch
choice-es-ES = Español
choice-fr = Français
choice-ja = 日本語
choice-pt-BR = Português (Brasil)
choice-zh-CN = 简体中文

# 其他消息中用到的词。
colour-black = 黑方
colour-white = 白方
player-black = 黑方
player-white = 白方
list-or = {" "}或{" "}
duration-part = { $unit ->
    [d] { $count }天
    [h] { $count }小时
    [m] { $count }分钟
   *[s] { $count }秒
}
duration-two-parts = { $first }{ $second }
outcome = { $reason ->
    [no-moves] { $winner }获胜:{ $loser }无着可走
    [resignation] { $winner }获胜:{ $loser }认输
    [adjudication] { $winner }获胜:赛事截止时裁定
   *[timeout] { $winner }获胜:{ $loser }超时
}
variant = { $size }棋盘,开局:{ $opening ->
    [centre] 中心
    [any] 任意
   *[centre-or-corner] 中心或角落
},跳跃:{ $jumps ->
    [turning] 可转向
   *[straight] 直线
}

# 棋盘消息。
game-over = **对局结束:**{ $reason ->
    [no-moves] { $loser }无着可走,{ $winner }获胜。
    [resignation] { $winner }获胜(认输)。
    [adjudication] { $winner }获胜(截止时裁定)。
   *[timeout] { $winner }获胜(超时)。
}
casual-ratings-unchanged = 休闲对局:等级分不变。
rating-change = { $player }:{ $before } → { $after }({ $change })
to-move = 轮到{ $player }({ $colour ->
    [black] 黑方
   *[white] 白方
})走棋。
clocks = ⏱ { $control }: ⚫ { $black } · ⚪ { $white }
time-runs-out = 时间将于{ $when }用完。
how-to-move = 第一次来?在棋盘下方的菜单中选择着法,或输入 `/konane { konane-move }`(它会提示你的合法着法)。`/konane { konane-rules }` 讲解规则;`/konane { konane-abort }` 可在双方都走棋之前结束误开的对局。
any-move = 在菜单中先选棋子,再选它的着法;或输入 `/konane { konane-move }`,任何着法都可以。
result-notice = 对局 #{ $game }({ $rated ->
    [yes] 计分
   *[no] 休闲
},{ $size })于 { $channel }:{ $winner } 击败 { $loser }({ $reason ->
    [no-moves] 无着可走
    [resignation] 认输
    [adjudication] 裁定
   *[timeout] 超时
})。
button-rematch = 再来一局
button-resign = 认输
button-accept = 接受
button-decline = 拒绝
button-confirm-resign = 是的,认输

# 用文字描述棋盘(屏幕阅读器的替代文本)。
alt-board = Kōnane 棋盘,{ $size }。{ $black }(黑方)有 { $black-stones } 枚棋子,{ $white }(白方)有 { $white-stones } 枚。
alt-last-move = 上一着 { $move }。
alt-to-move = 轮到{ $name }({ $colour ->
    [black] 黑方
   *[white] 白方
}),有 { $moves } 种合法着法。
alt-to-move-many = 轮到{ $name }({ $colour ->
    [black] 黑方
   *[white] 白方
}),有 { $moves } 种以上合法着法。

# 棋盘上方的标题。
caption-to-move = 轮到{ $player }
caption-to-remove = { $player }拿走一枚棋子
# The solver's verdict on a board, when it proves one: who wins with perfect play.
proven-winner = { $colour ->
    [black] 已证明：黑方胜
   *[white] 已证明：白方胜
}
caption-player = { $name }({ $colour })
caption-stones = { $count } 枚棋子

# 棋盘下方的着法菜单。
menu-stone = { $square }:{ $moves } 种着法
menu-stone-many = { $square }:{ $moves }+ 种着法
menu-more-stones = 更多棋子…
menu-more-moves = 更多着法…
menu-pick-stone = 轮到{ $colour ->
    [black] 黑方
   *[white] 白方
}:选择一枚棋子
menu-pick-move = 轮到{ $colour ->
    [black] 黑方
   *[white] 白方
}:选择一种着法
menu-moves-of = { $square } 的着法
menu-pick-the-move = 选择着法:
move-remove = 拿走 { $move }
move-captures = { $move }(吃 { $count } 子)

# 对局中的回复。
accepted = { $player } 接受了:{ $black } 执黑,{ $white } 执白。
declined = { $player } 拒绝了 { $challenger } 的挑战。
resigned = { $player } 认输了。
resign-confirm = 认输这局棋?对手将获胜。
withdrew = { $player } 撤回了挑战。
rematch-begins = 再来一局!对局开始。
rematch-asked = { $opponent },{ $player } 请求再来一局(交换颜色)。
played = { $player } 走了 `{ $move }`。
played-capturing = { $player } 走了 `{ $move }`,吃掉 { $count } 枚棋子。
bot-played = 我走了 `{ $move }`。
bot-played-capturing = 我走了 `{ $move }`,吃掉 { $count } 枚棋子。
bot-cannot-think = 我刚才没法思考;我会尽快走棋。
board-last-move = 上一着:`{ $move }`。
board-just-begun = 对局刚刚开始。
challenge-waiting = 这里有一个挑战在等待回应;接受后会出现棋盘
not-a-person = 那是机器人;请挑战真人
playing-the-bot = { $player } 正在和 { $level } 级的我对局(休闲):对局开始。
challenge-expires = 挑战将于{ $when }过期。
challenge-set-up = 对局从设定的局面开始,轮到{ $colour ->
    [black] 黑方
   *[white] 白方
},从不计分。
colour-plays = { $player } 执{ $colour ->
    [black] 黑
   *[white] 白
}
colour-random = 随机分配颜色
challenge-to = { $opponent },{ $player } 向你发起一局{ $rated ->
    [yes] 计分
   *[no] 休闲
} Kōnane 挑战:{ $variant }({ $colour })。
challenge-open = { $player } 向所有人发起一局{ $rated ->
    [yes] 计分
   *[no] 休闲
} Kōnane:{ $variant }({ $colour })。最先按“接受”的人参加对局。
challenge-headline = { $player } 向 { $opponent } 发起一局{ $rated ->
    [yes] 计分
   *[no] 休闲
} Kōnane 挑战:{ $variant }。
challenge-anyone = 所有人
challenge-in-thread = 对局在 { $thread } 进行。
aborted = { $player } 中止了{ $what ->
    [game] 对局
   *[challenge] 挑战
} #{ $game }。不计分。
aborted-by-moderator = 由管理员 { $player } 中止:{ $what ->
    [game] 对局
   *[challenge] 挑战
} #{ $game }({ $players })。不计分。
players-versus = {" "}对{" "}
no-thread-here = 我无法在此频道创建子区(需要“创建公开子区”和“在子区中发送消息”权限),所以这局棋在这里进行。服务器管理员可以授予权限,或用 `/{ konane-settings } { konane-settings.threads }:False` 关闭子区。
thread-refused = Discord 没有在这里为这局棋创建子区,所以对局在此频道进行。从文字频道发起挑战,对局才会有自己的子区。

# 按钮和菜单。
servers-only = 这只能在服务器中使用:私信没有服务器设置、锦标赛或谜题。
bot-not-in-server = 我不是这个服务器的成员,只是某位成员安装的应用,所以无法在这里发帖或更改设置。服务器管理员可以把我加入服务器。
bot-dm-plays-me = 在我们的私信中你可以和我对弈:指定我为对手来挑战。要和朋友对弈,请在你和他的私信中使用该命令。
answers-kept-private = 这个服务器让用户安装的应用的回复保持私密(你的“使用外部应用”权限已关闭),你的对手将看不到棋盘。请在私信中对弈,或请管理员把我加入服务器。
challenge-not-open = 这个挑战已不再开放
pick-from-menu = 请从菜单中选择着法
choice-gone = 该选项已不在棋盘上;请改用 `/konane { konane-move }`
game-over-last-board = 这局棋已结束;最后的棋盘:{ $link }
game-over-plain = 这局棋已结束。
board-out-of-date-link = 那个棋盘已过时。这是当前的棋盘:{ $link }
board-out-of-date = 那个棋盘已过时:对局已继续。`/konane { konane-board }` 会显示当前棋盘。

# 提醒、超时判负、挑战过期及其私信。
reminder = { $player },对局 #{ $game } 轮到你走棋;你的时间将于{ $when }用完。{ $board }
reminder-dm = Kōnane 对局 #{ $game } 轮到你走棋;你的时间将于{ $when }用完。{ $board }
board-sentence = {" "}棋盘:{ $link }
ran-out-of-time = { $player } 超时了。
forfeit-by-withdrawal = { $player } 退出了赛事,本局判负。
adjudicated-at-deadline = 本局已到赛事截止时间,已作裁定。
decided-dm = Kōnane 对局 #{ $game }:{ $outcome }。{ $board }
forfeit-dm = Kōnane 对局 #{ $game }:{ $won ->
    [yes] 你的对手超时:你赢了
   *[no] 你超时输掉了对局
}。{ $board }
your-move-dm = Kōnane 对局 #{ $game } 轮到你走棋:{ $link }
challenge-expired = { $player } 对 { $opponent } 的挑战已过期。
open-challenge-expired = { $player } 的公开挑战已过期:无人接受。
back-to-our-game = 继续我们的对局:

# 拒绝:每条都说明可以怎么做。
error-internal = 我们这边出了点问题;请再试一次
error-unavailable = 我现在连不上游戏数据库,所以什么都没做(没有走棋);请一分钟后再试
error-no-game-here = 此频道没有对局;发起挑战来开始一局
error-no-challenge-here = 此频道没有开放的挑战
error-channel-busy = 此频道已有进行中的对局或挑战;请先结束它,或在其他频道或子区进行
error-self-challenge = 你不能挑战自己;请选择其他玩家,或挑战机器人
error-channel-not-allowed = 此频道未开放对局;请服务器管理员在设置中开放
term-error-channel-not-allowed = 此频道未开放对局;用 `settings allow 频道` 开放
error-not-your-challenge = 这个挑战是给 { $player } 的;只有对方能接受或拒绝
error-not-challenger = 只有发起者能撤回这个挑战;你可以拒绝它
error-own-challenge = 这是你自己的挑战;等待有人接受,或撤回它
error-open-challenge = 这个挑战对所有人开放,所以没有人能拒绝;它会保留到有人接受、发起者撤回或过期
error-too-many-challenges = 你在此服务器已有 { $count } 个开放的挑战,已达上限;撤回一个,或等待回应
term-error-too-many-challenges = 你在这里已有 { $count } 个开放的挑战,已达上限;撤回一个,或等待回应
error-too-many-games = 你在此服务器已在进行 { $count } 局对局,已达上限;请先结束一局
term-error-too-many-games = 你在这里已在进行 { $count } 局对局,已达上限;请先结束一局
error-opponent-too-busy = { $player } 在此服务器已在进行 { $count } 局对局,已达上限;等其中一局结束后再试
term-error-opponent-too-busy = { $player } 在这里已在进行 { $count } 局对局,已达上限;等其中一局结束后再试
error-rechallenge-too-soon = { $withdrawn ->
    [yes] 你撤回了上次对 { $player } 的挑战;为避免挑战提醒过于频繁,你可以在 { $wait } 后再次挑战
   *[no] { $player } 没有接受你上次的挑战;你可以在 { $wait } 后再次挑战
}
error-unrated-against-bot = 与机器人的对局从不计分
error-unrated-small-board = 小于 6x6 的棋盘上的对局从不计分
error-unrated-set-up = 从设定局面开始的对局从不计分
error-position-syntax = 这不是局面:从上往下写各行并用 / 连接,x 为黑,o 为白,. 为空,再加一个空格和 b 或 w 表示轮到谁,例如 `{ $example }`
error-position-parity = { $square } 上的{ $colour ->
    [black] 黑子
   *[white] 白子
}在另一种颜色的格子上:棋子所在格子的颜色永不改变
error-position-opening = 开局还没结束:从局面开始的对局要在双方各取一子之后(至少两个空格);想下开局请不带局面挑战
error-position-unreachable = 没有对局能到达这个局面:只有两个空格时,它们必须是开局取走的相邻两子,并轮到黑方
error-position-size = 局面是 { $given },而对局会是 { $expected }:省略 size,或给出 { $given }
error-position-over = 这个局面已经结束:{ $colour ->
    [black] 黑方
   *[white] 白方
}无棋可走
error-position-record = 附上的棋谱无法读取:{ $reason }
error-position-several = 附上的文件有 { $count } 局:请只附一局的棋谱
error-position-file-size = 附上的文件太大:棋谱最多 { $max } KB
error-position-both = 请给出局面或附上棋谱,不要两者都给
error-position-unfetched = 无法从 Discord 获取附上的文件,请重试
error-challenge-expired = 这个挑战已过期;请发起新的挑战
error-not-a-player = 你没有参加这局棋
error-not-your-turn = 还没轮到你;正在等待 { $player }
error-game-over = 这局棋已经结束
error-position-changed = 你的着法到达之前局面已改变;请查看棋盘后再试
error-time-ran-out = 你的走棋时间已用完,这局棋超时判负
error-too-late-to-abort = 双方都已走棋,对局不能中止;请认输,或联系管理员
term-error-too-late-to-abort = 双方都已走棋,对局不能中止;请认输
error-not-allowed-to-abort = 只有对局双方(双方都走棋之前)和拥有“管理消息”权限的成员可以中止
error-abort-challenge = 挑战用 cancel 撤回,或用 decline 拒绝,而不是中止
error-unknown-game = 此服务器没有进行过对局 #{ $game }
term-error-unknown-game = 这里没有进行过对局 #{ $game }
error-nothing-to-review = 你在这里没有可查看的对局;请用编号指定一局
error-no-hints-mid-game = 玩家之间的对局进行中不提供提示;结束后再问,或与机器人练习
error-hint-out-of-turn = 提示只给轮到走棋的一方;请等轮到你
error-no-such-move = 对局 #{ $game } 没有走到第 { $asked } 着:它在 { $moves } 着后结束
error-not-started = 那局棋还没开始;有了棋盘才有提示
error-no-move-to-suggest = 没有可建议的着法:轮到的一方无着可走
error-still-playing = 分析只针对已结束的对局;这局还在进行
error-unknown-tournament = 本服务器没有第 { $tournament } 号赛事
term-error-unknown-tournament = 这里没有第 { $tournament } 号赛事
error-tournament-name = 赛事名称需为 1 到 { $count } 个字符
error-tournament-players = 这种赛制可容纳 2 到 { $count } 名选手
error-rounds-only-for-swiss = 只有瑞士制可以指定轮数;其他赛制自行决定
error-tournament-rounds = 瑞士制比赛进行 1 到 { $count } 轮
error-tournament-game-time = 每局的时限须在 { $min } 到 { $max } 之间
error-bot-cannot-enter = 我负责举办赛事,但不参赛
error-sign-up-closed = 本赛事的报名已截止
error-already-entered = 你已经报名了
error-tournament-full = 本赛事已满({ $count } 名选手)
error-not-organiser = 只有组织者或在此有权举办赛事的人可以这样做
error-not-entered = 该选手未参加本赛事
error-tournament-over = 本赛事已结束
error-too-few-entrants = 赛事至少需要 { $count } 名选手才能开始
error-board-taken = 这一台的对局已经开始,或已不经对弈判定
error-no-tournament-here = 这里没有报名中或进行中的赛事;请给出赛事编号
error-tournament-game-no-abort = 赛事对局不能由对局者中止;请认输,或请管理员处理
term-error-tournament-game-no-abort = 赛事对局不能由对局者中止;请认输
error-ai-unavailable = 我现在没法思考(正在重启);请稍后再试
error-ai-busy = 你已有一个提示或分析在处理中;请等它完成后再请求
error-no-puzzles = 还没有谜题;服务器管理员可以用 `konane-bot puzzles generate` 添加
term-error-no-puzzles = 还没有谜题;可以用 `konane-bot puzzles generate` 添加
error-puzzle-solved = 你已解出今天的谜题;新谜题在 UTC 午夜发布
error-puzzle-over = 你今天的谜题尝试已结束;新谜题在 UTC 午夜发布
error-puzzle-not-over = 请先完成今天的谜题:分享会说明结果
error-puzzle-moved-on = 那个菜单已过时:你的尝试已继续;`/konane { konane-puzzle } { konane-puzzle-today }` 会显示当前进度
error-answer-too-slow = 检查这个着法花了太长时间;请稍后再试
error-turn-limit = 每步时限必须在 { $min } 到 { $max } 之间,而不是 { $given }
error-count-setting = { $what ->
    [open-challenges] 每位成员的开放挑战数
   *[running-games] 每位成员的进行中对局数
}必须在 1 到 { $max } 之间,而不是 { $given }
error-cooldown = 再次挑战前的等待时间最多为 { $max },而不是 { $given }
error-puzzles = 读取谜题时:{ $error }
error-level = 等级必须是 1 到 5 的数字,而不是“{ $given }”
error-time-control = “{ $given }”不是有效的用时:请写 分钟+秒,如 3+2(1 到 { $minutes } 分钟,每步加秒最多 { $seconds } 秒)

# 规则不允许的着法。
error-move-empty = 无效着法“{ $text }”:内容为空;请写一个格子如 d5,或一次跳跃如 d5-f5
error-move-too-long = 无效着法“{ $text }”:一次跳跃最多 { $max } 跳;这里的格子太多
error-move-not-a-square = 无效着法“{ $text }”:在“{ $rest }”处应为 d5 这样的格子
error-move-no-square = 无效着法“{ $text }”:没有任何格子
error-not-a-hop = { $from }-{ $to } 不是一跳:棋子要越过相邻的棋子,跳到同一行或同一列相隔两格的位置
error-ambiguous = “{ $text }”可能是 { $candidates }:请写出每个落点
error-too-vague = “{ $text }”可能的跳法太多无法列出:请写出每个落点,例如 b5-d5-d7-f7
error-expected-removal = 对局仍在开局阶段:{ $colour ->
    [black] 黑方
   *[white] 白方
}拿走自己的一枚棋子(如 d5)
error-expected-jump = 开局已结束:现在每一着都是跳跃,例如 d5-f5
error-off-board = { $square } 不在 { $size } 棋盘上(列 a 到 { $last-column },行 1 到 { $rows })
error-empty-square = { $square } 是空的:请选择你自己的一枚{ $colour ->
    [black] 黑
   *[white] 白
}子
error-not-your-stone = { $square } 上是{ $colour ->
    [black] 白
   *[white] 黑
}子,但你执{ $colour ->
    [black] 黑
   *[white] 白
}
error-opening-not-allowed = 开局规则“{ $opening }”不允许拿走 { $square }:黑方只能拿走{ $opening ->
    [centre-or-corner] 中央或角上的棋子
    [centre] 中央的棋子
   *[any] 自己的任意棋子
}
error-not-adjacent = { $square } 不在 { $emptied } 旁边:白方要拿走紧挨黑方空出格子的棋子
error-nothing-to-jump = { $over } 上没有可以跳过的棋子
error-landing-occupied = { $landing } 不是空的:跳跃必须落在空格上
error-not-straight = 这局棋中,一着里的每一跳都必须朝同一方向(直线跳跃)
error-no-black-centre = 在 { $size } 上不能使用中央开局:中央没有黑子(请用“中央或角”或“任意”)
error-size-out-of-range = 棋盘大小 { $rows }×{ $cols } 超出范围:每边必须在 4 到 16 之间
error-size-syntax = 无效的棋盘大小“{ $text }”:应为 行x列 如 8x8,或一个数字如 6

# 服务器设置。
settings-summary = 每步时限:**{ $turn-limit }** · 默认对局:**{ $variant }** · 允许对局的频道:{ $channels } · { $threads ->
    [yes] 每局都有**自己的子区**
   *[no] 对局**在频道内**进行,没有子区
} · 挑战默认**{ $rated ->
    [yes] 计分
   *[no] 休闲
}** · { $limits } · 公开消息语言:**{ $language }** · 可举办赛事:**{ $runners }** · 赛事所在:**{ $tournament-home }**。
settings-runners-default = 管理服务器
settings-tournament-threads = 每个赛事一个子区
settings-forum-untagged = 无法在 { $forum } 添加标签 **{ $tags }**(需要在那里有管理频道权限);请自行创建,我会按状态为每个赛事帖子加标签。
settings-every-channel = 所有频道
limits-summary = 每位成员最多有 { $challenges } 个开放挑战和 { $games } 局进行中的对局;{ $pause }。
limits-no-pause = 再次挑战无需等待
limits-pause = 对方未接受挑战后,需等待 { $pause } 才能再次挑战

# 表格:排行榜、玩家的战绩和历史。
leaderboard-empty = 此服务器还没有计分对局。去挑战别人吧!
term-leaderboard-empty = 这里还没有计分对局。去挑战别人吧!
leaderboard-title = **Kōnane 排行榜**(第 { $page } 页,共 { $pages } 页)
leaderboard-row = { $rank }. { $player } **{ $rating }** ±{ $margin } · { $games } 局,{ $wins } 胜 { $losses } 负
leaderboard-provisional = -# 标有 ? 的等级分是暂定的:对局数还太少。已稳定的等级分排在前面。
global-ladder-empty = 全球排行还没有人公开。`/konane { konane-profile } { konane-profile.listed }:True` 可列出你。
term-global-ladder-empty = 全球排行还没有人公开。`profile listed yes` 可列出你。
term-global-ladder-not-yet = 你已登记,但天梯按计分对局排名:下完第一盘计分对局后你就会出现在上面。
global-ladder-title = **Kōnane 全球排行**(第 { $page } / { $pages } 页):任何服务器的计分对局都算
stats-rating = 等级分 **{ $rating }**
stats-rating-provisional = 等级分 **{ $rating }**(暂定)
stats-no-rating = 还没有等级分
stats-summary = { $player }:{ $rating } · 计分对局:{ $wins } 胜 { $losses } 负{ $streak } · 休闲对局:{ $casual-wins } 胜 { $casual-losses } 负
stats-streak-won = ,{ $count } 连胜
stats-streak-lost = ,{ $count } 连败
stats-global = 全球排行:**{ $rating }**(计分对局 { $games } 局)
stats-global-unlisted = -# 你未在全球排行中公开,所以只有你能看到这一行。`/konane { konane-profile } { konane-profile.listed }:True` 可列出你。
term-stats-global-unlisted = -# 你未在全球排行中公开,所以只有你能看到这一行。`profile listed yes` 可列出你。
history-empty = { $player } 在这里还没有已结束的对局。
history-title = { $player } 的对局:
history-replay = 用 `/konane { konane-replay } { konane-replay.game }:<编号>` 再看一局。
game-summary = { $won ->
    [yes] { $reason ->
        [no-moves] 击败 { $opponent }(对方无着可走)
        [resignation] 击败 { $opponent }(对方认输)
        [adjudication] 裁定击败 { $opponent }
       *[timeout] 击败 { $opponent }(对方超时)
    }
   *[no] { $reason ->
        [no-moves] 负于 { $opponent }(无着可走)
        [resignation] 向 { $opponent } 认输
        [adjudication] 裁定负于 { $opponent }
       *[timeout] 超时负于 { $opponent }
    }
}({ $colour },{ $moves ->
    [0] 0 着
   *[other] { $moves } 着
},{ $kind ->
    [change] { $change }
    [rated] 计分
   *[casual] 休闲
})
notify-on = 私信提醒已开启:在此服务器中,轮到你走棋、你的时间过半以及对局超时判负时,我也会私信通知你。如果你的隐私设置拒绝服务器成员的私信,频道内的通知仍会照常发送。
notify-off = 私信提醒已关闭:你的通知只会出现在对局所在的频道。
profile-listed = 你已以 **{ $name }** 列入全球排行;用 `/konane { konane-leaderboard } { konane-leaderboard.scope }:global` 查看。
term-profile-listed = 你已以 **{ $name }** 列入全球排行;用 `leaderboard global` 查看。
profile-unlisted = 你未列入全球排行。你的全球等级分仍会保留,`stats` 只对你显示。

# 每日谜题。
puzzle-board-empty = 此服务器还没有人解出谜题。`/konane { konane-puzzle } { konane-puzzle-today }` 会显示今天的谜题。
no-such-page = 没有这一页
puzzle-board-title = **Kōnane 谜题解答榜**(第 { $page } 页)
puzzle-board-row = { $rank }. { $player } 解出 **{ $solved }** 题 · 连续 { $streak } 天(最佳 { $best } 天)
puzzle-intro = **每日谜题**(#{ $number },{ $stars }):轮到{ $side ->
    [black] 黑方
   *[white] 白方
},只有一种着法能赢。找到它,然后一直赢下去,直到{ $side ->
    [black] 白方
   *[white] 黑方
}无着可走。
puzzle-start = 在菜单中选择着法,或用 `/konane { konane-puzzle } { konane-puzzle-answer }` 作答。
puzzle-so-far = 你目前的尝试:{ $moves }。轮到你执{ $colour ->
    [black] 黑
   *[white] 白
}走棋。
puzzle-you-solved = 你用 { $count } 着解出了谜题。{ $score }
puzzle-attempt-over = 你的尝试已结束:{ $moves }。新谜题在 UTC 午夜发布。
puzzle-score = 在此解出:{ $solved } 题。连续:{ $streak } 天(最佳 { $best } 天)。
puzzle-right = `{ $move }` 正确。我应以 `{ $answer }`。轮到你了。
puzzle-solved = `{ $move }` 获胜:{ $defender ->
    [black] 黑方
   *[white] 白方
}已无着可走。**用 { $count } 着解出!** { $score }
puzzle-refuted = `{ $move }` 错失了胜局:`{ $answer }` 应对之后,{ $defender ->
    [black] 黑方
   *[white] 白方
}从此获胜。你的尝试已结束;新谜题在 UTC 午夜发布。
puzzle-alt = 今天的谜题,轮到{ $colour ->
    [black] 黑方
   *[white] 白方
}。
button-share = 分享
puzzle-other-day = 那是另一天的谜题;今天的谜题是新的
puzzle-shared-solved = { $name } 用 { $count } 着解出了今天的谜题。连续:{ $streak } 天。用 `/konane { konane-puzzle } { konane-puzzle-today }` 试试吧。
puzzle-shared-failed = { $name } 挑战了今天的谜题,这次输了。用 `/konane { konane-puzzle } { konane-puzzle-today }` 试试吧。

# 回放、提示和分析。
replay-busy = 我正在绘制另一个回放;请几秒后再试
replay-caption = 对局 #{ $game }:{ $black }(黑方)对 { $white }(白方)。
hint = 给{ $colour ->
    [black] 黑方
   *[white] 白方
}的提示{ $when }:`{ $move }`({ $verdict })。
hint-regions = 棋盘已分成 { $count } 个永不相接的区域,各自是一盘独立的游戏(值大于零对黑方有利,小于零对白方有利):
hint-when = {" "}(对局 #{ $game } 第 { $number } 着之前)
hint-verdict = { $kind ->
    [wins] 这着必胜
    [loses] 面对完美应对每着都会输;这着最能坚持
   *[searched] 向前看 { $depth } 着找到的最佳着法
}
hint-alt = 用绿色画出给{ $colour ->
    [black] 黑方
   *[white] 白方
}的建议着法 { $move } 的棋盘。
analysis-title = **对局 #{ $game } 的分析**({ $moves } 着)
analysis-too-big = 这局棋太大,我无法证明其中任何局面。
analysis-all = 我证明了这局棋的每个局面。
analysis-from = 我证明了从第 { $number } 着起的每个局面(更早的局面太大,无法求解)。
analysis-no-blunder = 这一段中没有哪一着丢掉胜局。
analysis-blunder = • `{ $move }`:{ $player } 错失了胜局;`{ $winning }` 本可获胜。
analysis-forced-win = 在第 { $number } 着时,{ $player }({ $colour ->
    [black] 黑方
   *[white] 白方
})有必胜走法。
analysis-regions = 从第 { $number } 着起,棋盘分成了 { $count } 个永不相接的区域,各自是一盘独立的游戏(值大于零对黑方有利,小于零对白方有利):
analysis-region = • { $squares }({ $stones } 枚棋子):值为 { $value },{ $outcome ->
    [black] 无论谁先走都属于黑方
    [white] 无论谁先走都属于白方
    [first] 先在此处走的一方获胜
   *[second] 先在此处走的一方失利
}
error-move-number = “{ $text }”不是着数:黑方第十二着写 12,白方写 12...

# 玩法(`/konane { konane-rules }`)。
rules-text =
    {"**"}Kōnane** 是一种纯策略的夏威夷游戏。
    • 开始时棋盘摆满棋子,黑白交替(见图)。
    • **开局。** 黑方拿走一枚黑子:默认是中央或角上的一枚(已标出)。然后白方拿走紧挨空位上、下、左或右的一枚白子。
    • **跳跃。** 之后每一着都是跳跃:你的一枚棋子越过相邻的对方棋子,沿上、下、左、右直线(不能斜跳)跳到紧接其后的空格,并吃掉它。
    • **连跳。** 同一枚棋子可以在一着中连续跳跃(沿直线,除非对局允许转弯跳跃)。每跳一次后都可以停下。
    • **无着可走即负。** 轮到你时不能跳就输了。没有和棋。
    着法:`d5` 拿走一枚棋子;`b5-d5` 是一次跳跃;`b5-d5-f5` 是两连跳。使用棋盘下方的菜单,或 `/konane { konane-move }`(它会提示你的合法着法)。
    包含设置和记谱法的完整规则:konane-bot 源代码中的 `docs/rules.md`。
    机器人保存了你的哪些信息以及如何删除:konane-bot README 中的“What the bot stores”,以及 `/konane { konane-privacy }`。
rules-alt = 开局时的 8x8 Kōnane 棋盘:每格都有棋子,黑白交替,左上角是黑子。黑方开局可以拿走的黑子(中央的两枚黑子和两个黑色角)已标出。
error-duration = “{ $text }”不是时长:请写成 72h、1d 12h、45m 或 30s 这样的形式

## 终端(`konane-bot play`)。命令和选项的词(challenge、size、level、yes…)在所有
## 语言中都照原样输入；翻译的是它周围说的话。
term-welcome = 终端里的 Kōnane。输入 help 查看命令。
term-nobody = (无人)
term-help =
    命令(不是命令的一行会被当作着法走出)：
    as 名字 :: 从现在起以玩家“名字”的身份操作
    challenge [名字] [size RxC] [opening centre-or-corner|centre|any] [jumps straight|turning] [colour black|white|random] [rated yes|no] [position 行 b|w] [record 文件] [time 分+秒] :: 挑战该名字的玩家,不带名字则任何人都可接受;position 和 record 从开局后的局面或棋谱结尾开始
    challenge bot [level 1-5] [...] :: 与 AI 对局(它会回应每一步)
    accept | decline | cancel :: 接受、拒绝或撤回公开的挑战
    move 着法 :: 走一步，例如 move d5 或 move b5-d5-f5
    moves :: 轮到的一方的合法着法
    board :: 显示棋盘(并写出 PNG)
    resign | abort :: 认输，或在双方都走棋之前中止
    rematch [对局] :: 再次挑战同一对手，交换颜色(默认是你最近结束的对局)
    hint [对局] [before N] :: 建议着法：与 bot 对局时轮到你，或已结束对局的第 N 步(黑方第十二步写 12，白方第十二步写 12...)
    analyze [对局] :: 已结束对局中错失胜局的着法
    puzzle :: 今日谜题：只有一步能赢，然后继续赢下去
    puzzle 着法 :: 作答(解算器防守，或驳斥错误的着法)
    puzzle leaderboard [页] :: 解出的谜题和连续天数
    leaderboard [页] :: 当前赛季的积分表,否则为等级分
    leaderboard global [页] :: 全球排行(选择公开的玩家)
    profile listed yes|no :: 全球排行是否列出你
    block 名字 [lift] :: 在所有地方屏蔽一名玩家(lift:解除)
    seek [size RxC] [rated yes|no] [range N] ::  寻找任意服务器的对手;对局在你与机器人的私信中进行(seek cancel, seek list)
    dm :: 前往你与机器人的私信
    stats [名字] | history [名字] :: 玩家的等级分和战绩,或其已结束的对局(不带名字则为自己)
    record [对局] :: 打印对局记录(默认是当前对局)
    settings :: 显示设置
    settings turn-limit 24h :: 新对局中每位玩家每步的用时
    settings variant [RxC] [opening] [jumps] :: 其余不变
    settings allow 频道 | settings disallow 频道 :: 允许或禁止在某个频道下棋
    settings limits [challenges N] [games N] [pause 10m] [vacation N] :: 每位玩家的未决挑战数和对局数、再次挑战前的间隔、每年的休假天数
    settings rated yes|no :: 挑战的默认值
    help | quit :: 本列表,或退出
term-give-a-name = 请给出玩家名字，例如 as kai
term-playing-as = 现在以 { $player } 的身份操作
term-nobody-playing = 还没有人在操作；先输入：as 名字
term-unknown-player = 这里没有名叫 { $name } 的玩家下过棋
term-not-a-game-number = “{ $text }”不是对局编号
term-not-a-page = “{ $text }”不是页码
term-accepted = 已接受挑战：对局开始
term-declined = 已拒绝挑战
term-cancelled = 已撤回挑战
term-aborted = 对局已中止；不计分
term-no-moves = (无)
term-moves-cut = …(前 { $count } 步；任何合法着法都可以走)
term-unknown-option = 未知选项“{ $option }”：请使用 size、opening、jumps、colour、rated 或 level，并各带其值(例如 level 3)
term-needs-value = { $option } 需要一个值，例如 { $option } { $example }
term-option-twice = { $option } 给了两次；只需给一次
term-file-exists = { $file } 已存在：export 只写入新文件
term-name-too-long = 名字太长：最多 32 个字符
term-bot-name = “bot” 是 AI 的名字：请另选一个
term-not-text = 这一行不是 UTF-8 文本，已跳过
term-yes-or-no = { $option } 只接受 yes 或 no，而不是“{ $text }”
term-playing-bot = { $player } 以等级 { $level } 与 bot 对局：{ $variant }
term-challenge-to = { $player } 向 { $opponent } 发起{ $rated ->
    [yes] 计分
   *[no] 休闲
}对局挑战({ $variant }；颜色：{ $colour })；{ $opponent } 可以接受或拒绝
term-challenge-open = { $player } 向所有人发起{ $rated ->
    [yes] 计分
   *[no] 休闲
}对局({ $variant }；颜色：{ $colour })；先接受者对局
term-hint-usage = 请写 hint、hint 对局、hint before N 或 hint 对局 before N
term-which-move = 哪一步？例如 move d5
term-played = { $player } 走了 { $move }
term-status = { $black }(x，{ $black-stones })对 { $white }(o，{ $white-stones })：{ $status }
term-time-left = 剩余走棋时间：{ $time }
term-board-written = 棋盘已写入 { $path }
term-reminder = 提醒：{ $player } 的走棋时间只剩一半
term-challenge-expired = 向 { $opponent } 发起的挑战已过期
term-open-challenge-expired = 公开挑战已过期
term-history-empty = 没有已结束的对局
term-history-row = 对局 { $game }：{ $summary }
term-settings = 每步时限 { $turn-limit }，默认对局：{ $variant }，允许对局的频道：{ $channels }，挑战若未注明则为{ $rated ->
    [yes] 计分
   *[no] 休闲
}；{ $limits }
term-unknown-settings = 未知的 settings 命令；请查看 help
term-unknown-limit = '{ $text }' 不是限制;请使用 challenges、games、pause 或 vacation
term-unknown-variant-word = “{ $text }”既不是棋盘大小(例如 6x6)，也不是开局(centre-or-corner、centre、any)，也不是跳跃规则(straight、turning)
term-puzzle-moves = 你执{ $colour ->
    [black] 黑
   *[white] 白
}的着法：{ $moves }
term-puzzle-board-empty = 还没有人解出谜题
term-commands-failed = 读取的命令中有 { $count } 条失败(原因已在上方分别说明)
term-puzzle-start = 作答方式：puzzle 着法

# 赛事。
konane-tournament = konane-赛事
    .description = 赛事:报名、下棋、关注排名。
konane-tournament-create = 创建
    .description = 在这里举办一项赛事(需管理服务器权限)。
    .name = 名称
    .name-description = 赛事名称
    .format = 赛制
    .format-description = 瑞士制(留空时)、单循环、双循环或淘汰赛
    .rounds = 轮数
    .rounds-description = 仅瑞士制:轮数(留空时为人数的 log₂ 向上取整再加一)
    .size = 尺寸
    .size-description = 棋盘尺寸,例如 8x8(留空时用服务器默认)
    .opening = 开局
    .opening-description = 黑方开局可以拿掉哪些棋子
    .jumps = 跳跃
    .jumps-description = 连跳能否转向
    .rated = 计分
    .rated-description = 计分赛或友谊赛(留空时用服务器默认)
    .max_players = 人数上限
    .max_players-description = 最多多少名选手(留空时 64;循环赛最多 16)
    .starts_in = 开始于
    .starts_in-description = 多久后自动开始,例如 2d 或 12h(留空时由你开始)
    .game_time = 每局时限
    .game_time-description = 每局从开始起最多可进行多久,例如 7d(留空时 7 天)
konane-tournament-join = 报名
    .description = 在报名开放时参加赛事。
    .tournament = 赛事
    .tournament-description = 赛事编号(留空时为这里开放的赛事)
konane-tournament-leave = 退出
    .description = 退出赛事;开赛后即为弃权,进行中的对局判负。
    .tournament = 赛事
    .tournament-description = 赛事编号(留空时为这里开放的赛事)
konane-tournament-start = 开始
    .description = 立即开始赛事并编排第一轮(组织者或管理服务器权限)。
    .tournament = 赛事
    .tournament-description = 赛事编号(留空时为这里开放的赛事)
konane-tournament-cancel = 取消
    .description = 取消赛事;进行中的对局将中止(组织者或管理服务器权限)。
    .tournament = 赛事
    .tournament-description = 赛事编号(留空时为这里开放的赛事)
konane-tournament-remove = 移除
    .description = 将选手移出赛事(组织者或管理服务器权限)。
    .player = 选手
    .player-description = 移出谁
    .tournament = 赛事
    .tournament-description = 赛事编号(留空时为这里开放的赛事)
konane-tournament-standings = 排名
    .description = 赛事排名及其小分。
    .tournament = 赛事
    .tournament-description = 赛事编号(留空时为这里开放的赛事)
konane-tournament-pairings = 对阵
    .description = 某一轮的对局和结果。
    .tournament = 赛事
    .tournament-description = 赛事编号(留空时为这里开放的赛事)
    .round = 轮次
    .round-description = 哪一轮(留空时为当前轮)
konane-tournament-list = 列表
    .description = 本服务器正在报名或进行中的赛事。
konane-tournament-history = 名人堂
    .description = 本服务器的名人堂:已结束的赛事及冠军。
choice-swiss = 瑞士制
choice-round-robin = 单循环
choice-double-round-robin = 双循环
choice-knockout = 淘汰赛
tournament-announcement = 🏆 **{ $name }**(赛事 #{ $id })· { $format } · 组织者 { $organiser }
    { $variant } · { $rated ->
        [yes] 计分
       *[no] 友谊
    } · 最多 { $max } 人 · { $knockout ->
        [yes] 每轮对决交换先后下两局,1–1 时加赛一局
       *[no] { $rounds ->
           [0] 轮数在开赛时确定
          *[other] { $rounds } 轮
       }
    }
    时间:每局须在开始后 { $game_time } 内结束。届时仍在进行的对局将被裁定:求解器能证明局面则按其结果,否则用时较多的一方判负。 休假不会暂停比赛对局。
    { $starts }
    报名选手({ $count }):{ $entrants }
tournament-withdrawn-name = { $player }(已弃权)
tournament-nobody-yet = 暂无
tournament-starts-at = 开始时间 { $when }。
tournament-starts-by-organiser = 由组织者开始。
tournament-started-at = { $when }开始。
tournament-finished-at = { $when }结束。
tournament-round-title = **{ $name }** 第 { $round } 轮(共 { $rounds } 轮):
tournament-bye-line = { $player }:轮空(1 分)
tournament-bye-through-line = { $player }:轮空,直接晋级下一轮
tournament-rest-line = { $player }:本轮无对局
tournament-board-line = 第 { $board } 台{ $game ->
    [1] { "" }
   *[other] 第 { $game } 局
}:{ $black }(黑)对 { $white }(白):{ $result }
tournament-result-won = { $player } 胜
tournament-result-forfeit = { $player } 不战而胜
tournament-result-aborted = 已中止,不计分
tournament-result-pending = 尚未开始
tournament-standings-title = { $final ->
    [yes] **{ $name }**:最终排名
   *[no] { $round ->
        [0] **{ $name }**:暂定排名(第 1 轮进行中)
       *[other] **{ $name }**:第 { $round } 轮后排名
    }
}
tournament-tie-breaks-swiss = 布赫霍尔茨 { $buchholz } · SB { $sb }
tournament-tie-breaks-round-robin = SB { $sb } · 直胜 { $de }
tournament-standing-line = { $rank }. { $player } · { $points } 分 · { $tie_breaks } · { $games } 局
tournament-podium = 🏆 **{ $name }** 结束!🥇 { $first } · 🥈 { $second } · 🥉 { $third }
tournament-history-empty = 本服务器还没有结束的赛事。
term-tournament-history-empty = 这里还没有结束的赛事。
tournament-history-title = **名人堂**
tournament-history-line = { $date } · **{ $name }**(#{ $id },{ $format },{ $players } 人):🥇 { $winner }
tournament-list-empty = 这里没有报名中或进行中的赛事。`/{ konane-tournament } { konane-tournament-create }` 可以举办一项。
tournament-list-title = **赛事**
tournament-list-line = #{ $id } **{ $name }**({ $format }):{ $status ->
    [sign-up] 报名中
   *[other] 第 { $round } 轮
}
tournament-created = 点击下方按钮或使用 `/{ konane-tournament } { konane-tournament-join }` 报名。
button-join = 报名
button-leave = 退出
tournament-you-joined = 你已报名 **{ $name }**。
tournament-you-left = 你已退出 **{ $name }**。
tournament-withdrawal = { $player } 退出了 **{ $name }**{ $forfeits ->
    [0] 。
   *[other] ;其未完成的对局判负。
}
tournament-removed = { $by } 将 { $player } 移出了 **{ $name }**{ $forfeits ->
    [0] 。
   *[other] ;其未完成的对局判负。
}
tournament-cancelled = { $player } 取消了 **{ $name }**{ $games ->
    [0] 。
   *[other] ;进行中的对局已中止。
}
tournament-game-start = **{ $name }** 第 { $round } 轮:{ $black }(黑)对 { $white }(白)。对局在此子区进行。
tournament-no-event = 无法为 **{ $name }** 创建活动(我在这里可能无权管理活动);赛事照常进行。
tournament-posted = 🏆 **{ $name }** 开放报名:{ $post }
tournament-called-off = **{ $name }** 已取消:至少需要 { $count } 名选手,开始时只有 { $entrants } 人报名。
tournament-event-description = Kōnane 赛事({ $format },{ $variant })。在赛事子区报名并关注进展。
tournament-tag-sign-up = 报名中
tournament-tag-running = 进行中
tournament-tag-finished = 已结束
tournament-not-allowed = 举办赛事需要管理服务器权限,或服务器设置中指定的身份组。
tournament-bad-duration = “{ $text }”不是时长:请用例如 2d、12h 或 90m
term-help-tournament =
    赛事(ID:赛事编号;省略时为最新开放的赛事):
    tournament create 名称 [format swiss|round-robin|double-round-robin|knockout] [rounds N] [size RxC] [rated yes|no] [max N] [time 7d] [starts 2d] :: 创建锦标赛(time:每步用时;starts:多久后自动开始)
    tournament join|leave|start|cancel [ID] :: 报名、退出、开始或取消
    tournament remove 名称 [ID] :: 移出选手
    tournament standings [ID] | tournament pairings [ID] [轮次] :: 积分表,或某一轮的对阵
    tournament list | tournament history :: 此处开放的锦标赛,或已结束的锦标赛
    channel N :: 在频道 N 下棋(每局赛事对局都有自己的频道)
term-tournament-channel = 在频道 { $channel }
term-in-channel = 现在在频道 { $channel }
tournament-col-player = 选手
tournament-col-points = 积分
tournament-col-games = 局数
tournament-col-buchholz = 布赫霍尔茨
tournament-col-sb = SB
tournament-col-de = 直胜

# Seasons.
error-season-name = 赛季名称需为 1 到 { $count } 个字符
error-unknown-season = 本服务器没有第 { $season } 赛季
term-error-unknown-season = 这里没有第 { $season } 赛季
season-title = { $running ->
    [yes] **第 { $number } 赛季:{ $name }**(自 { $since } 起;计分赛每胜一局得一分)
   *[no] **第 { $number } 赛季:{ $name }**({ $since } 至 { $until })
}
season-empty = 本赛季还没有结束的计分赛。
season-row = { $rank }. { $player } · { $wins } 胜 · { $losses } 负
season-closed = 第 { $number } 赛季「**{ $name }**」结束:{ $count ->
    [0] 没有人赢下计分赛。
   *[other] 冠军 { $champion }!
}
season-begins = 第 { $number } 赛季「**{ $name }**」现在开始:每局计分赛都算数,胜一局得一分。等级分保持不变。
season-all-time = 历史等级分:`/konane { konane-leaderboard } { konane-leaderboard.season }:all-time`
konane-season = konane-赛季
    .description = 赛季:从零开始的新比拼,等级分保持不变。
konane-season-start = 开始
    .description = 结束当前赛季(保留积分表和冠军)并开始新赛季(需管理服务器权限)。
    .name = 名称
    .name-description = 新赛季的名称
term-help-profile = profile listed yes|no:全球排行是否列出你(用你在这里的名字)
term-help-block = block 名字 [lift]:在所有地方屏蔽一名玩家,或解除屏蔽
term-help-seek = seek [size RxC] [rated yes|no] [range N] | seek cancel | seek list
term-seek-waiting = 你将在等待池中停留 { $left }。与人配对后,对局将在你与机器人的私信中开始:输入 `dm` 前往。
term-seek-list-empty = 现在没有人在寻找对局。输入 `seek` 加入等待池。
term-in-dm = 在你与机器人的私信中。
term-help-season =
    赛季(计分赛胜一局得一分;等级分保持不变):
    season start 名称 :: 结束当前赛季并开始下一个
    leaderboard all-time [页码] | leaderboard season N :: 历史总等级分,或第 N 赛季的积分表
rating-trend = { $from } → { $to }(共 { $games } 局)
rating-chart-alt = { $player } 的等级分:{ $trend }。阴影带是真实实力约有 95% 概率所在的范围。
term-chart-written = 等级分曲线已写入 { $path }

# 跨服务器对局:寻找对手与屏蔽。
konane-seek = 寻找对手
    .description = 从任何服务器寻找对手:对局在你和我的私信中进行。
konane-seek-find = 寻找
    .description = 加入寻找对局的队列一小时;第一个合适的人与你对弈。
    .size = 尺寸
    .size-description = 棋盘尺寸,例如 8x8(留空为 8x8)
    .rated = 计分
    .rated-description = 计入全球排行榜(留空则用私信的默认)
    .range = 范围
    .range-description = 对手的分数与你的全球分数最多相差多少(留空为不限)
konane-seek-cancel = 取消
    .description = 退出寻找对局的队列。
konane-seek-list = 列表
    .description = 现在正在寻找对局的玩家。
konane-block = 屏蔽
    .description = 在所有地方屏蔽一名玩家:不与其对局、挑战或配对。
    .user = 用户
    .user-description = 要屏蔽的人
    .lift = 解除
    .lift-description = 改为解除你的屏蔽
error-blocked = 你们中的一方屏蔽了另一方,因此无法对弈。
error-block-self = 你不能屏蔽自己。
error-dm-busy = 你和我的私信中已有一局:请先下完(在那里用 `/konane { konane-board }` 查看)。
term-error-dm-busy = 你和我的私信中已有一局:请先下完(`dm` 前往那里,`board` 查看)。
error-dm-closed = 我无法给你发私信,而跨服务器对局在私信中进行。请在隐私设置中允许私信,然后再次寻找。
seek-dm-waiting = 你正在寻找与任何服务器玩家的 { $size } 对局({ $rated ->
    [yes] 计分
   *[no] 不计分
})。配对成功后,对局将在这里开始。`/konane { konane-seek } { konane-seek-cancel }` 可撤回。
seek-waiting = 你将在队列中等到 { $when }。对局将在你和我的私信中开始。
seek-paired = 配对成功!你的对局在你和我的私信中。
seek-game-start = 跨服务器对局:{ $black }(黑)对 { $white }(白)。祝你好运!
seek-cancelled = 你已退出队列。
seek-none = 你没有在寻找对局。
seek-list-empty = 现在没有人在寻找对局。`/konane { konane-seek } { konane-seek-find }` 让你加入队列。
seek-list-title = **正在寻找对局的玩家**({ $count })
seek-list-line = { $name }:{ $size },{ $rated ->
    [yes] 计分
   *[no] 不计分
},分数 { $rating }{ $range },自 { $since }
seek-unlisted = 一名玩家
block-done = 你已屏蔽 { $player }:在任何服务器上你们之间都不会有对局、挑战或配对。进行中的对局继续。
block-lifted = 你已解除对 { $player } 的屏蔽。

# 成员自己的数据。
konane-privacy = 隐私
    .description = 我保存的关于你的信息;可删除。
    .delete = 删除
    .delete-description = 全部删除(需确认)
deleted-player = 已删除的玩家
privacy-nothing = 我没有保存任何关于你的信息。
privacy-title = **我保存的关于你的信息**
term-privacy-title = **关于这名成员保存的信息**
privacy-here = 本服务器
privacy-direct = 私信与全球排行榜
privacy-server = 服务器 { $id }
privacy-name = 你的名字“{ $name }”
privacy-games = { $count } 局对局
privacy-rating = 等级分 { $rating }(计分对局 { $count } 局)
privacy-puzzles = 解出 { $count } 道谜题(最佳连胜 { $best })
privacy-dm-notices = 私信通知已开启
privacy-listed = 以“{ $name }”列入全球排行榜
privacy-seeking = 你的一个寻找对手请求正在等待
privacy-blocks = 你屏蔽了 { $count } 名玩家
privacy-how-to-delete = 你的对局会保留在对手的记录中。`/konane { konane-privacy } { konane-privacy.delete }:True` 会删除以上全部内容:在这些记录中你的名字会变成“已删除的玩家”。
privacy-confirm = 全部删除?在对手的记录中你的名字会变成“已删除的玩家”,你的等级分和谜题连胜会被删除,进行中的对局会被中止,你也会退出所参加的比赛。此操作无法撤销。
button-confirm-erase = 删除我的数据
privacy-not-yours = 这个按钮属于别人的请求。
privacy-erased = 完成:我已删除保存的关于你的信息。{ $aborted ->
    [0] 没有进行中的对局。
   *[other] 已中止 { $aborted } 局进行中的对局。
}

# 休假。
konane-vacation = 休假
    .description = 在这里暂停你的计时几天。
    .days = 天数
    .days-description = 天数(在年度额度内)
    .end = 结束
    .end-description = 现在结束休假
vacation-started = 你休假至 { $until }:你在本服务器的计时已暂停,提醒也会推迟。你每年 { $allowance } 天的休假还剩 { $left } 天。`/konane { konane-vacation } { konane-vacation.end }:True` 可提前回来。
term-vacation-started = 你休假至 { $until }:你在本服务器的计时已暂停,提醒也会推迟。你每年 { $allowance } 天的休假还剩 { $left } 天。`vacation end` 可提前回来。
vacation-ended = 欢迎回来!你的计时重新开始,各自保留剩余时间,你的对手也会收到通知。你每年 { $allowance } 天的休假还剩 { $left } 天。
vacation-status = { $running ->
    [yes] 你休假至 { $until }。
   *[no] 你没有在休假。
} 你每年 { $allowance } 天的休假还剩 { $left } 天;`/konane { konane-vacation } { konane-vacation.days }:N` 开始休假。
term-vacation-status = { $running ->
    [yes] 你休假至 { $until }。
   *[no] 你没有在休假。
} 你每年 { $allowance } 天的休假还剩 { $left } 天;`vacation 天数` 开始休假。
vacation-over = { $player } 休假回来了:对局 #{ $game } 的计时重新开始。{ $board }
error-on-vacation = 你已经在休假了(还剩 { $left })。`/konane { konane-vacation } { konane-vacation.end }:True` 可结束休假。
term-error-on-vacation = 你已经在休假了(还剩 { $left })。`vacation end` 可结束休假。
error-no-vacation = 你没有在休假。
error-vacation-too-long = 你现在可以休假 1 到 { $days } 天:服务器的年度额度减去你过去 12 个月已休的天数。
error-vacation-days = { $given } 天太多了:服务器每年最多可允许 { $max } 天休假。
limits-vacation = 休假:每年最多 { $days } 天。
term-help-vacation = vacation 天数 | vacation end | vacation :: 在这里暂停计时若干天、提前回来或查看剩余
term-vacation-over = { $player } 休假回来了:对局 #{ $game } 的计时重新开始

# 非计分对局的悔棋。
konane-takeback = 悔棋
    .description = 悔回你的上一步,或回应对手的悔棋请求(休闲对局)。
    .answer = 回应
    .answer-description = 同意或拒绝对手的请求(留空则请求悔回你的一步)
choice-accept = 同意
choice-decline = 拒绝
button-takeback = 悔棋
button-takeback-accept = 同意悔棋
button-takeback-decline = 拒绝悔棋
takeback-asked = { $player } 请求悔回上一步。{ $opponent }:请在下方同意或拒绝(也可以直接继续下)。
term-takeback-asked = { $player } 请求悔回上一步。{ $opponent }:用 `takeback accept` 或 `takeback decline` 回答(也可以直接继续下)。
takeback-taken = { $player } 悔回了上一步。
takeback-accepted = { $player } 同意了:上一步已悔回。
takeback-declined = { $player } 拒绝了悔棋:对局继续。
game-takebacks = (悔棋 { $count } 次)
error-takeback-rated = 计分对局和比赛对局不能悔棋。
error-takeback-on-the-clock = 带棋钟的对局不能悔棋:棋钟不会停。
error-takeback-level = 机器人只在 1 到 { $level } 级允许悔棋。
error-nothing-to-take-back = 你没有可以悔回的着法:只有刚走完的一方可以在对手回应前悔棋。
error-takeback-asked = 你已经请求过悔回这一步了:每步只能请求一次。
error-no-takeback-asked = 没有等待回应的悔棋请求。
error-not-your-takeback = 这个悔棋请求应由你的对手回应。
term-help-takeback = takeback | takeback accept | takeback decline :: 在非计分对局中悔回你的上一步(由对手回应)
term-you-may = 现在可以：{ $commands }

# Following games.
konane-follow = 关注
    .description = 通过私信(或在其子区)关注一局对局,或列出你关注的对局。
    .game = 对局
    .game-description = 对局编号(留空:列出你在这里关注的对局)
    .notices = 通知
    .notices-description = 每步(默认)、仅结果,或取消关注
choice-every-move = 每步
choice-result = 仅结果
choice-stop = 取消
button-follow = 关注
follow-added-moves = 你已关注对局 #{ $game }:每步和终局时都会收到私信。`/konane { konane-follow }` 可列出你关注的对局。
follow-added-result = 你已关注对局 #{ $game }:终局时会收到私信。
follow-added-thread = 你已关注对局 #{ $game }:你已加入它的子区,每一步都会发在那里。
follow-stopped = 你已取消关注对局 #{ $game }。
follow-list-empty = 你在这里没有关注进行中的对局。使用 `/konane { konane-follow } { konane-follow.game }:<编号>` 或对局第一个棋盘上的“关注”按钮来关注。
follow-list-title = **你在这里关注的对局**
follow-list-line = #{ $game } { $black } 对 { $white }:{ $how ->
    [thread] 在其子区中
    [result] 仅结果
   *[every-move] 每步私信
}
follow-move-dm = Kōnane 对局 #{ $game }({ $black } 对 { $white }):第 { $ply } 步,{ $player } 走 `{ $move }`。{ $link }
follow-end-dm = Kōnane 对局 #{ $game }({ $black } 对 { $white })已结束:{ $winner } 获胜({ $reason ->
    [no-moves] 无棋可走
    [resignation] 认输
    [adjudication] 裁定
   *[timeout] 超时
})。{ $link }
follow-aborted-dm = Kōnane 对局 #{ $game }({ $black } 对 { $white })已中止。{ $link }
error-follow-own-game = 你在对局 #{ $game } 中下棋:它的棋盘本来就会发给你。
error-follow-over = 对局 #{ $game } 已结束:没有可关注的了。`/konane { konane-replay }` 可以查看它。
error-follow-limit = 你已关注 { $limit } 局进行中的对局:请先取消关注一局(`{ konane-follow.notices }:stop`)。
error-followers-full = 对局 #{ $game } 的关注者已达上限。
error-not-following = 你没有关注对局 #{ $game }。
privacy-follows = 你关注了 { $count } 局对局

# Exporting records.
konane-export = 导出
    .description = 以棋谱文件获取你在这里下完的对局(仅你可见)。
export-ready = 你在这里下完的 { $count } 局对局的棋谱:`konane-bot replay 文件 --game N` 可绘制其中一局(最多最新的 { $limit } 局)。
export-none = 你在这里还没有下完的对局。
term-help-export = export 文件 :: 把你在这里下完的对局作为棋谱写入文件(`konane-bot replay 文件 --game N` 绘制其中一局)

# The Activity (the board page inside Discord): what its server answers.
activity-player = 一位玩家
activity-slow-down = 请求过多，请稍候。
activity-sign-in-wait = 此处登录过于频繁，请等一分钟后再打开棋盘。
activity-launch-description = 打开棋盘：实时下 Kōnane 并观战
button-open-board = 打开棋盘
activity-off = 此机器人已不再提供棋盘页面：请在这里用菜单或 `/konane move` 下棋。
activity-sign-in-again = 你的登录已失效：请重新打开棋盘。
activity-discord-unavailable = Discord 暂时没有回应，请稍后再试。
activity-not-in-instance = 你已不在此活动中，请重新打开。

# The Activity's page (activity/src), which words its board from this file.
activity-opening = 正在打开棋盘…
activity-outside-discord = 这是 Kōnane 机器人的棋盘：请在 Discord 中通过“打开棋盘”按钮或应用启动器打开。
activity-your-games = 你的对局
activity-to-watch = 此处可观战的对局
activity-no-games = 这里没有进行中的对局。用 `/konane challenge` 向别人挑战，或者和我下。
activity-vs = { $black }(黑)对 { $white }(白)
activity-your-move = 轮到你了
activity-to-move = 轮到 { $player }
activity-wins = { $player } 获胜
activity-wins-on-time = { $player } 因对方超时获胜
activity-time-control = 棋钟
activity-correspondence = 不计时(通信对局)
activity-presence-choosing = 正在选择对局
activity-presence-your-move = 对阵 { $opponent }(轮到你了)
activity-presence-playing = 正在对阵 { $opponent }
activity-presence-watching = 正在观看 { $black } 对 { $white }
activity-presence-reviewing = 正在回顾 { $black } 对 { $white }
activity-invite = 邀请好友
activity-sound-on = 声音:开
activity-sound-off = 声音:关
activity-review = 复盘
activity-first = 初始局面
activity-previous = 上一步
activity-next = 下一步
activity-last = 最终局面
activity-verdict-wins = 双方完美应对时{ $player }获胜
activity-verdict-unknown = 超出求解器的预算
activity-verdict-blunder = 错失胜局
activity-verdict-best = 最佳着法：{ $move }
activity-open-challenges = 公开挑战
activity-puzzle = 每日谜题
activity-puzzle-start = 点你的一颗棋子，再点它跳到的位置。
activity-puzzle-server-only = 谜题属于服务器：请在服务器的频道里打开棋盘。
activity-presence-puzzle = 正在解每日谜题
activity-captured = 吃子 { $count }
activity-back = 全部对局
activity-square = { $square }，{ $stone ->
    [black] 黑子
    [white] 白子
   *[none] 空
}
activity-jump-to = 跳到 { $square }
activity-bad-request = 页面发来了机器人无法读取的内容；请重新打开棋盘。
activity-not-in-instance-them = 在这里只能挑战和你同在这个活动中的人。
activity-start = 开始一局
activity-play-bot = 和我下
activity-challenge = 挑战 { $player }
activity-challenge-open = { $player } 挑战 { $opponent }
button-cancel = 撤回
button-abort = 中止
button-hint = 提示
button-analysis = 分析
activity-deadline = 走棋时间{ $when }用完。
activity-aborted = 已中止：不计入等级分。
activity-takeback-asked = { $player } 请求悔回上一步
