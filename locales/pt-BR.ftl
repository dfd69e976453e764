# Português (Brasil). Machine-made translation: corrections welcome (see locales/README.md).

konane = konane
    .description = Jogue Kōnane, o jogo havaiano de saltos.
konane-challenge = desafiar
    .description = Desafie alguém, qualquer pessoa ou o bot; a partida ganha um tópico próprio.
    .opponent = oponente
    .opponent-description = Contra quem (deixe vazio para qualquer um aceitar)
    .size = tamanho
    .size-description = Tamanho do tabuleiro, ex. 8x8 (padrão) ou 6x6
    .opening = abertura
    .opening-description = Quais peças o Preto pode remover para abrir
    .jumps = saltos
    .jumps-description = Se um salto múltiplo pode virar
    .colour = cor
    .colour-description = Sua cor
    .level = nível
    .level-description = A força do bot, de 1 a 5, quando você desafia o bot
    .rated = ranqueada
    .rated-description = Ranqueada ou casual (vazio: padrão do servidor; tabuleiros abaixo de 6x6 são casuais)
    .position = posicao
    .position-description = Começar de uma posição após a abertura: fileiras unidas por /, depois b ou w na vez
    .record = partida
    .record-description = Ou continuar do fim de uma partida anexada (.txt, ex. de /konane export)
    .time = tempo
    .time-description = Ao vivo com relógio: minutos cada + segundos por lance, ex. 3+2 (vazio: por correspondência)
konane-accept = aceitar
    .description = Aceite o desafio que espera por você neste canal.
konane-decline = recusar
    .description = Recuse o desafio que espera por você neste canal.
konane-cancel = cancelar
    .description = Retire seu desafio neste canal.
konane-move = jogar
    .description = Faça seu lance, ex. d5 (uma remoção) ou b5-d5-f5 (um salto).
    .move = lance
    .move-description = Seu lance: uma casa para remover, ou um salto como d5-f5
konane-board = tabuleiro
    .description = Mostra o tabuleiro da partida deste canal.
    .text = texto
    .text-description = Como grade de texto, para leitores de tela (só você vê)
konane-resign = desistir
    .description = Desista da partida deste canal.
konane-abort = anular
    .description = Anule uma partida: um jogador antes de ambos jogarem, ou um moderador qualquer uma.
    .game = partida
    .game-description = Número da partida (moderadores: qualquer partida ou desafio deste servidor)
konane-leaderboard = ranking
    .description = A tabela da temporada em andamento (se houver), ou as classificações deste servidor.
    .page = página
    .page-description = Página
    .season = temporada
    .season-description = O número de uma temporada passada, ou all-time para os ratings
    .scope = escopo
    .scope-description = A tabela deste servidor ou o ranking global de quem escolheu aparecer
konane-stats = estatísticas
    .description = A classificação e o histórico de um jogador neste servidor.
    .user = jogador
    .user-description = De quem (você, se vazio)
konane-history = histórico
    .description = As partidas terminadas de um jogador neste servidor.
    .user = jogador
    .user-description = De quem (você, se vazio)
konane-replay = replay
    .description = Um replay animado de uma partida, com sua notação.
    .game = partida
    .game-description = Número da partida (vazio: a partida deste canal)
konane-hint = dica
    .description = Um lance sugerido, em particular: em partidas contra mim e em partidas terminadas.
    .game = partida
    .game-description = Número da partida (vazio: a deste canal ou a sua última)
    .before_move = antes_do_lance
    .before_move-description = Numa partida terminada, o número do lance: 12 para o 12º do Preto, 12... para o Branco
konane-analyze = analisar
    .description = Para uma partida terminada: os lances que tornaram uma posição ganha em perdida.
    .game = partida
    .game-description = Número de uma partida terminada (vazio: a sua última)
konane-puzzle = problema
    .description = O problema do dia: ache o único lance vencedor e continue vencendo.
konane-puzzle-today = hoje
    .description = Mostra o problema de hoje (só você vê) ou como está sua tentativa.
konane-puzzle-answer = responder
    .description = Responda ao problema de hoje com um lance (só você vê a resposta).
    .move = lance
    .move-description = Seu lance, como d5-f5
konane-puzzle-leaderboard = ranking
    .description = Quem resolve problemas neste servidor: mais resolvidos, depois a maior sequência.
    .page = página
    .page-description = Página
konane-rules = regras
    .description = Como jogar Kōnane, com o tabuleiro inicial.
konane-notify = notificar
    .description = Avisos de vez também por mensagem direta: seu lance, o lembrete, uma derrota por tempo.
    .dm = md
    .dm-description = Também me avisar por mensagem direta (desligado por padrão)
konane-profile = perfil
    .description = Seu perfil entre servidores: se o ranking global mostra você.
    .listed = listado
    .listed-description = Mostrar-me no ranking global (desligado por padrão)
konane-settings = konane-configurações
    .description = Configurações do servidor para partidas de Kōnane (só com Gerenciar Servidor).
    .turn_limit = tempo_lance
    .turn_limit-description = Tempo de cada jogador por lance, ex. 72h ou 1d
    .size = tamanho
    .size-description = Tamanho padrão do tabuleiro, ex. 8x8
    .opening = abertura
    .opening-description = Abertura padrão
    .jumps = saltos
    .jumps-description = Regra padrão de salto múltiplo
    .allow_channel = permitir_canal
    .allow_channel-description = Permitir partidas neste canal (limita as partidas aos canais permitidos)
    .disallow_channel = proibir_canal
    .disallow_channel-description = Deixar de permitir partidas neste canal
    .threads = tópicos
    .threads-description = Cada partida ganha um tópico próprio (ligado por padrão)
    .rated = ranqueada
    .rated-description = Se os desafios são ranqueados quando não dizem (nunca abaixo de 6x6)
    .max_challenges = max_desafios
    .max_challenges-description = Desafios abertos ao mesmo tempo por membro (padrão 3)
    .max_games = max_partidas
    .max_games-description = Partidas ao mesmo tempo por membro (padrão 10)
    .rechallenge_wait = espera_desafio
    .rechallenge_wait-description = Espera antes de desafiar de novo quem não aceitou, ex. 10m (0s: nenhuma)
    .vacation_days = dias_ferias
    .vacation_days-description = Dias de férias por membro ao ano (padrão 14)
    .language = idioma
    .language-description = O idioma das mensagens públicas (tabuleiros, resultados); por padrão, o do servidor
    .tournament_role = cargo_torneios
    .tournament_role-description = Quem mais pode dirigir torneios além de Gerenciar servidor (@everyone: ninguém mais)
    .tournament_forum = forum_torneios
    .tournament_forum-description = Um fórum para publicar cada torneio, com tag do estado (um canal de texto: tópicos)

choice-centre-or-corner = centro-ou-canto
choice-centre = centro
choice-any = qualquer
choice-straight = reto
choice-turning = com-curva
choice-black = preto
choice-white = branco
choice-random = aleatório
choice-on = ligado
choice-off = desligado
choice-server = o idioma do servidor
choice-this-server = este servidor
choice-global = global
choice-en-US = English
choice-de = Deutsch
choice-es-ES = Español
choice-fr = Français
choice-ja = 日本語
choice-pt-BR = Português (Brasil)
choice-zh-CN = 简体中文

# Palavras usadas dentro de outras mensagens.
colour-black = pretas
colour-white = brancas
player-black = Pretas
player-white = Brancas
list-or = {" "}ou{" "}
duration-part = { $unit ->
    [d] { $count } d
    [h] { $count } h
    [m] { $count } min
   *[s] { $count } s
}
duration-two-parts = { $first } { $second }
outcome = { $reason ->
    [no-moves] { $winner } vence: { $loser } não tem lance
    [resignation] { $winner } vence: { $loser } desistiu
    [adjudication] { $winner } vence: adjudicada no prazo do torneio
   *[timeout] { $winner } vence: o tempo de { $loser } acabou
}
variant = tabuleiro { $size }, { $opening ->
    [centre] abertura no centro
    [any] abertura livre
   *[centre-or-corner] abertura no centro ou num canto
}, { $jumps ->
    [turning] saltos com curva
   *[straight] saltos retos
}

# A mensagem do tabuleiro.
game-over = **Fim de partida:** { $reason ->
    [no-moves] { $loser } não tem lance: { $winner } vence.
    [resignation] { $winner } vence (desistência).
    [adjudication] { $winner } vence (adjudicada no prazo).
   *[timeout] { $winner } vence (por tempo).
}
casual-ratings-unchanged = Partida casual: ratings inalterados.
rating-change = { $player }: { $before } → { $after } ({ $change })
to-move = Vez de { $player } ({ $colour ->
    [black] pretas
   *[white] brancas
}).
clocks = ⏱ { $control }: ⚫ { $black } · ⚪ { $white }
time-runs-out = O tempo acaba { $when }.
how-to-move = Novo por aqui? Escolha seu lance no menu abaixo do tabuleiro, ou digite `/konane { konane-move }` (ele sugere seus lances legais). `/konane { konane-rules }` explica o jogo; `/konane { konane-abort }` encerra uma partida começada por engano antes de vocês dois jogarem.
any-move = Escolha uma peça, depois o lance dela, no menu; ou digite `/konane { konane-move }`, que aceita qualquer lance.
result-notice = Partida #{ $game } ({ $rated ->
    [yes] ranqueada
   *[no] casual
}, { $size }) em { $channel }: { $winner } venceu { $loser } ({ $reason ->
    [no-moves] sem lances
    [resignation] desistência
    [adjudication] adjudicação
   *[timeout] por tempo
}).
button-rematch = Revanche
button-resign = Desistir
button-accept = Aceitar
button-decline = Recusar
button-confirm-resign = Sim, desistir

# O tabuleiro em palavras (texto alternativo para leitores de tela).
alt-board = Tabuleiro de Kōnane, { $size }. { $black } (pretas) tem { $black-stones ->
    [one] 1 peça
   *[other] { $black-stones } peças
}, { $white } (brancas) { $white-stones }.
alt-last-move = Último lance { $move }.
alt-to-move = Vez de { $name } ({ $colour ->
    [black] pretas
   *[white] brancas
}), { $moves ->
    [one] 1 lance legal
   *[other] { $moves } lances legais
}.
alt-to-move-many = Vez de { $name } ({ $colour ->
    [black] pretas
   *[white] brancas
}), { $moves } ou mais lances legais.

# A legenda acima do tabuleiro.
caption-to-move = vez de { $player }
caption-to-remove = { $player } remove uma peça
# The solver's verdict on a board, when it proves one: who wins with perfect play.
proven-winner = { $colour ->
    [black] Provado: as pretas vencem
   *[white] Provado: as brancas vencem
}
caption-player = { $name } ({ $colour })
caption-stones = { $count ->
    [one] 1 peça
   *[other] { $count } peças
}

# O menu de lances abaixo do tabuleiro.
menu-stone = { $square }: { $moves ->
    [one] 1 lance
   *[other] { $moves } lances
}
menu-stone-many = { $square }: { $moves }+ lances
menu-more-stones = Mais peças…
menu-more-moves = Mais lances…
menu-pick-stone = Vez das { $colour ->
    [black] pretas
   *[white] brancas
}: escolha uma peça
menu-pick-move = Vez das { $colour ->
    [black] pretas
   *[white] brancas
}: escolha um lance
menu-moves-of = Lances de { $square }
menu-pick-the-move = Escolha o lance:
move-remove = remover { $move }
move-captures = { $move } (captura { $count })

# Respostas ao jogar.
accepted = { $player } aceitou: { $black } joga com as pretas, { $white } com as brancas.
declined = { $player } recusou o desafio de { $challenger }.
resigned = { $player } desistiu.
resign-confirm = Desistir desta partida? Seu adversário vence.
withdrew = { $player } retirou o desafio.
rematch-begins = Revanche! A partida começa.
rematch-asked = { $opponent }, { $player } pede revanche (cores trocadas).
played = { $player } jogou `{ $move }`.
played-capturing = { $player } jogou `{ $move }` capturando { $count ->
    [one] 1 peça
   *[other] { $count } peças
}.
bot-played = Joguei `{ $move }`.
bot-played-capturing = Joguei `{ $move }` capturando { $count ->
    [one] 1 peça
   *[other] { $count } peças
}.
bot-cannot-think = Não consegui pensar agora; jogo assim que puder.
board-last-move = Último lance: `{ $move }`.
board-just-begun = A partida acabou de começar.
challenge-waiting = há um desafio esperando resposta aqui; o tabuleiro aparece quando ele for aceito
not-a-person = isso é um bot; desafie uma pessoa
playing-the-bot = { $player } está jogando contra mim no nível { $level } (casual): a partida começa.
challenge-expires = O desafio expira { $when }.
challenge-set-up = Começa de uma posição preparada, com as { $colour ->
    [black] pretas
   *[white] brancas
} na vez, e nunca é ranqueada.
colour-plays = { $player } joga com as { $colour ->
    [black] pretas
   *[white] brancas
}
colour-random = cor sorteada
challenge-to = { $opponent }, { $player } desafia você para uma partida { $rated ->
    [yes] ranqueada
   *[no] casual
} de Kōnane: { $variant } ({ $colour }).
challenge-open = { $player } oferece a qualquer um uma partida { $rated ->
    [yes] ranqueada
   *[no] casual
} de Kōnane: { $variant } ({ $colour }). Joga quem apertar Aceitar primeiro.
challenge-headline = { $player } desafia { $opponent } para uma partida { $rated ->
    [yes] ranqueada
   *[no] casual
} de Kōnane: { $variant }.
challenge-anyone = qualquer um
challenge-in-thread = A partida está em { $thread }.
aborted = { $player } cancelou { $what ->
    [game] a partida
   *[challenge] o desafio
} #{ $game }. Nada conta para o rating.
aborted-by-moderator = Cancelado pelo moderador { $player }: { $what ->
    [game] partida
   *[challenge] desafio
} #{ $game } ({ $players }). Nada conta para o rating.
players-versus = {" "}contra{" "}
no-thread-here = Não consigo criar tópicos neste canal (preciso das permissões Criar tópicos públicos e Enviar mensagens em tópicos), então esta partida é jogada aqui. Um administrador do servidor pode concedê-las, ou desligar os tópicos com `/{ konane-settings } { konane-settings.threads }:False`.
thread-refused = O Discord não quis criar um tópico para esta partida aqui, então ela é jogada neste canal. Desafie a partir de um canal de texto para a partida ter seu próprio tópico.

# Botões e menus.
servers-only = Isto só funciona em um servidor: mensagens diretas não têm configurações de servidor, torneios nem problemas.
bot-not-in-server = Não sou membro deste servidor, só um app que um membro instalou, então não posso postar nem mudar configurações aqui. Um admin do servidor pode me adicionar para isso.
bot-dm-plays-me = Nas nossas mensagens diretas você pode jogar contra mim: me desafie como oponente. Para jogar com um amigo, use o comando na sua DM com ele.
answers-kept-private = Este servidor mantém privadas as respostas de apps instalados por usuários (sua permissão Usar apps externos está desligada), então seu oponente não veria o tabuleiro. Joguem numa DM ou peça a um admin para me adicionar ao servidor.
challenge-not-open = este desafio não está mais aberto
pick-from-menu = escolha um lance no menu
choice-gone = essa opção não está mais no tabuleiro; digite `/konane { konane-move }`
game-over-last-board = Esta partida terminou; o último tabuleiro: { $link }
game-over-plain = Esta partida terminou.
board-out-of-date-link = Esse tabuleiro está desatualizado. Aqui está o atual da partida: { $link }
board-out-of-date = Esse tabuleiro está desatualizado: a partida avançou. `/konane { konane-board }` mostra o atual.

# Lembretes, derrotas por tempo, desafios expirados e suas mensagens diretas.
reminder = { $player }, é sua vez na partida #{ $game }; seu tempo acaba { $when }.{ $board }
reminder-dm = É sua vez na partida de Kōnane #{ $game }; seu tempo acaba { $when }.{ $board }
board-sentence = {" "}O tabuleiro: { $link }
ran-out-of-time = O tempo de { $player } acabou.
forfeit-by-withdrawal = { $player } desistiu do torneio, então perde esta partida por W.O.
adjudicated-at-deadline = Esta partida chegou ao prazo do torneio e foi adjudicada.
decided-dm = Partida de Kōnane #{ $game }: { $outcome }.{ $board }
forfeit-dm = Partida de Kōnane #{ $game }: { $won ->
    [yes] o tempo do seu adversário acabou: você venceu
   *[no] seu tempo acabou e você perdeu
}.{ $board }
your-move-dm = É sua vez na partida de Kōnane #{ $game }: { $link }
challenge-expired = O desafio de { $player } para { $opponent } expirou.
open-challenge-expired = O desafio aberto de { $player } expirou: ninguém aceitou.
back-to-our-game = De volta à nossa partida:

# Recusas: cada uma diz o que fazer no lugar.
error-internal = algo deu errado do nosso lado; tente de novo
error-unavailable = Não consigo acessar o banco de dados do jogo agora, então nada foi feito (nenhum lance foi jogado); tente de novo em um minuto
error-no-game-here = não há partida neste canal; comece uma com um desafio
error-no-challenge-here = não há desafio aberto neste canal
error-channel-busy = já há uma partida ou um desafio aberto neste canal; termine-o primeiro, ou jogue em outro canal ou tópico
error-self-challenge = você não pode desafiar a si mesmo; escolha outra pessoa, ou desafie o bot
error-channel-not-allowed = partidas não estão liberadas neste canal; peça a um administrador para liberá-lo nas configurações
term-error-channel-not-allowed = partidas não estão liberadas neste canal; libere-o com `settings allow CANAL`
error-not-your-challenge = este desafio é para { $player }; só essa pessoa pode aceitar ou recusar
error-not-challenger = só quem desafiou pode cancelar este desafio; você pode recusá-lo
error-own-challenge = esse é o seu próprio desafio; espere alguém aceitar, ou cancele-o
error-open-challenge = este desafio está aberto a qualquer um, então ninguém pode recusá-lo; ele fica até alguém aceitar, quem desafiou cancelar, ou expirar
error-too-many-challenges = você já tem { $count ->
    [one] 1 desafio aberto
   *[other] { $count } desafios abertos
} neste servidor, o máximo permitido; cancele um, ou espere uma resposta
term-error-too-many-challenges = você já tem { $count ->
    [one] 1 desafio aberto
   *[other] { $count } desafios abertos
} aqui, o máximo permitido; cancele um, ou espere uma resposta
error-too-many-games = você já está jogando { $count ->
    [one] { $count } partida neste servidor
   *[other] { $count } partidas neste servidor
}, o máximo permitido; termine uma primeiro
term-error-too-many-games = você já está jogando { $count ->
    [one] { $count } partida aqui
   *[other] { $count } partidas aqui
}, o máximo permitido; termine uma primeiro
error-opponent-too-busy = { $player } já está jogando { $count ->
    [one] 1 partida
   *[other] { $count } partidas
} neste servidor, o máximo permitido; tente de novo quando uma acabar
term-error-opponent-too-busy = { $player } já está jogando { $count ->
    [one] 1 partida
   *[other] { $count } partidas
} aqui, o máximo permitido; tente de novo quando uma acabar
error-rechallenge-too-soon = { $withdrawn ->
    [yes] Você retirou seu último desafio a { $player }; para que os desafios não notifiquem com frequência demais, você pode desafiar de novo em { $wait }
   *[no] { $player } não aceitou seu último desafio; você pode desafiar de novo em { $wait }
}
error-unrated-against-bot = partidas contra o bot nunca são ranqueadas
error-unrated-small-board = partidas em tabuleiros menores que 6x6 nunca são ranqueadas
error-unrated-set-up = partidas de uma posição preparada nunca são ranqueadas
error-position-syntax = isso não é uma posição: escreva as fileiras de cima unidas por /, com x para pretas, o para brancas e . para vazio, depois um espaço e b ou w para o lado na vez, ex. `{ $example }`
error-position-parity = a pedra { $colour ->
    [black] preta
   *[white] branca
} em { $square } está numa casa da outra cor: as pedras nunca mudam a cor da sua casa
error-position-opening = a abertura não acabou: uma partida de uma posição começa após as duas retiradas (pelo menos duas casas vazias); desafie sem posição para jogar a abertura
error-position-unreachable = nenhuma partida chega a essa posição: duas casas vazias devem ser as duas retiradas da abertura, lado a lado, com as pretas na vez
error-position-size = a posição é { $given } mas a partida seria { $expected }: deixe o tamanho de fora ou dê { $given }
error-position-over = essa posição já acabou: as { $colour ->
    [black] pretas
   *[white] brancas
} não têm lance
error-position-record = a partida anexada não pode ser lida: { $reason }
error-position-several = o arquivo anexado tem { $count ->
    [one] { $count } partida: anexe
   *[other] { $count } partidas: anexe
} uma só
error-position-file-size = o arquivo anexado é grande demais: uma partida tem no máximo { $max } KB
error-position-both = dê uma posição ou anexe uma partida, não os dois
error-position-unfetched = não foi possível obter o arquivo anexado do Discord; tente de novo
error-challenge-expired = este desafio expirou; envie um novo
error-not-a-player = você não está jogando nesta partida
error-not-your-turn = não é sua vez; esperando { $player }
error-game-over = esta partida já terminou
error-position-changed = a posição mudou antes de seu lance chegar; olhe o tabuleiro e tente de novo
error-time-ran-out = seu tempo para jogar acabou, então a partida foi perdida por tempo
error-too-late-to-abort = os dois já jogaram, então a partida não pode ser cancelada; desista, ou peça a um moderador
term-error-too-late-to-abort = os dois já jogaram, então a partida não pode ser cancelada; desista
error-not-allowed-to-abort = só os jogadores da partida (antes de os dois jogarem) e membros com Gerenciar mensagens podem cancelá-la
error-abort-challenge = um desafio é retirado com cancel, ou recusado com decline, não cancelado com abort
error-unknown-game = nenhuma partida #{ $game } foi jogada neste servidor
term-error-unknown-game = nenhuma partida #{ $game } foi jogada aqui
error-nothing-to-review = você não tem partida aqui para ver; indique uma pelo número
error-no-hints-mid-game = sem dicas durante uma partida entre pessoas; peça de novo quando ela acabar, ou treine contra o bot
error-hint-out-of-turn = dicas são para quem está na vez; espere a sua vez
error-no-such-move = a partida #{ $game } nunca chegou ao lance { $asked }: terminou { $moves ->
    [one] após { $moves } lance
   *[other] após { $moves } lances
}
error-not-started = essa partida não começou; as dicas vêm quando houver tabuleiro
error-no-move-to-suggest = não há lance para sugerir: o lado da vez não tem nenhum
error-still-playing = a análise é para partidas terminadas; esta ainda está em andamento
error-unknown-tournament = não há torneio #{ $tournament } neste servidor
term-error-unknown-tournament = não há torneio #{ $tournament } aqui
error-tournament-name = { $count ->
    [one] um torneio precisa de um nome de 1 caractere
   *[other] um torneio precisa de um nome de 1 a { $count } caracteres
}
error-tournament-players = um torneio deste formato aceita { $count ->
    [one] de 2 a { $count } jogador
   *[other] de 2 a { $count } jogadores
}
error-rounds-only-for-swiss = só um torneio suíço aceita um número de rodadas; os outros formatos definem o seu
error-tournament-rounds = um torneio suíço tem { $count ->
    [one] de 1 a { $count } rodada
   *[other] de 1 a { $count } rodadas
}
error-tournament-game-time = o tempo de cada partida deve ficar entre { $min } e { $max }
error-bot-cannot-enter = eu organizo torneios, mas não jogo neles
error-sign-up-closed = as inscrições deste torneio estão encerradas
error-already-entered = você já está inscrito
error-tournament-full = este torneio está { $count ->
    [one] lotado ({ $count } jogador)
   *[other] lotado ({ $count } jogadores)
}
error-not-organiser = só o organizador, ou quem pode dirigir torneios aqui, pode fazer isso
error-not-entered = esse jogador não está neste torneio
error-tournament-over = este torneio terminou
error-too-few-entrants = um torneio precisa de { $count ->
    [one] pelo menos { $count } jogador para começar
   *[other] pelo menos { $count } jogadores para começar
}
error-board-taken = a partida deste tabuleiro já começou, ou foi decidida sem ser jogada
error-no-tournament-here = não há torneio aberto nem em andamento aqui; informe o número dele
error-tournament-game-no-abort = os jogadores não podem anular uma partida de torneio; desista ou peça a um moderador
term-error-tournament-game-no-abort = os jogadores não podem anular uma partida de torneio; desista
error-ai-unavailable = Não consigo pensar agora (estou reiniciando); tente de novo em instantes
error-ai-busy = você já tem uma dica ou uma análise a caminho; espere por ela e peça de novo
error-no-puzzles = ainda não há problemas; um administrador pode adicioná-los com `konane-bot puzzles generate`
term-error-no-puzzles = ainda não há problemas; adicione-os com `konane-bot puzzles generate`
error-puzzle-solved = você resolveu o problema de hoje; um novo chega à meia-noite UTC
error-puzzle-over = sua tentativa no problema de hoje acabou; um novo chega à meia-noite UTC
error-puzzle-not-over = termine primeiro o problema de hoje: compartilhar conta como foi
error-puzzle-moved-on = esse menu está desatualizado: sua tentativa avançou; `/konane { konane-puzzle } { konane-puzzle-today }` mostra como está
error-answer-too-slow = verificar esse lance demorou demais; tente de novo em instantes
error-turn-limit = o tempo por lance deve ser de { $min } a { $max }, não { $given }
error-count-setting = { $what ->
    [open-challenges] desafios abertos por membro
   *[running-games] partidas em andamento por membro
} devem ser de 1 a { $max }, não { $given }
error-cooldown = a pausa antes de desafiar de novo deve ser no máximo { $max }, não { $given }
error-puzzles = lendo os problemas: { $error }
error-level = o nível deve ser um número de 1 a 5, não "{ $given }"
error-time-control = "{ $given }" não é um controle de tempo: escreva minutos+segundos, como 3+2 (de 1 a { $minutes } minutos, até { $seconds } segundos por lance)

# Lances que as regras recusam.
error-move-empty = lance inválido "{ $text }": está vazio; escreva uma casa como d5, ou um salto como d5-f5
error-move-too-long = lance inválido "{ $text }": um salto tem { $max ->
    [one] no máximo { $max } pulo
   *[other] no máximo { $max } pulos
}; este nomeia mais casas
error-move-not-a-square = lance inválido "{ $text }": era esperada uma casa como d5 em "{ $rest }"
error-move-no-square = lance inválido "{ $text }": não nomeia nenhuma casa
error-not-a-hop = { $from }-{ $to } não é um pulo: uma peça pula sobre uma vizinha para a casa a duas de distância na mesma linha ou coluna
error-ambiguous = "{ $text }" pode ser { $candidates }: escreva cada casa de chegada
error-too-vague = "{ $text }" pode ser saltos demais para listar: escreva cada casa de chegada, ex. b5-d5-d7-f7
error-expected-removal = a partida ainda está na abertura: as { $colour ->
    [black] pretas
   *[white] brancas
} removem uma de suas peças (um lance como d5)
error-expected-jump = a abertura acabou: agora todo lance é um salto, como d5-f5
error-off-board = { $square } está fora do tabuleiro { $size } (colunas a a { $last-column }, linhas 1 a { $rows })
error-empty-square = { $square } está vazia: escolha uma de suas peças { $colour ->
    [black] pretas
   *[white] brancas
}
error-not-your-stone = { $square } tem uma peça { $colour ->
    [black] branca
   *[white] preta
}, mas você joga com as { $colour ->
    [black] pretas
   *[white] brancas
}
error-opening-not-allowed = a abertura { $opening } não permite remover { $square }: as pretas esvaziam { $opening ->
    [centre-or-corner] uma peça no centro ou num canto
    [centre] uma peça no centro
   *[any] qualquer uma de suas peças
}
error-not-adjacent = { $square } não fica ao lado de { $emptied }: as brancas removem uma peça vizinha à casa que as pretas esvaziaram
error-nothing-to-jump = não há peça em { $over } para pular
error-landing-occupied = { $landing } não está vazia: um pulo deve cair numa casa vazia
error-not-straight = nesta partida todos os pulos de um lance devem ir na mesma direção (saltos retos)
error-no-black-centre = a abertura centro não pode ser jogada em { $size }: não há peça preta no centro (use centro-ou-canto ou qualquer)
error-size-out-of-range = o tamanho { $rows }×{ $cols } está fora do limite: cada lado deve ter de 4 a 16
error-size-syntax = tamanho de tabuleiro inválido "{ $text }": esperado LINHASxCOLUNAS como 8x8, ou um número como 6

# Configurações do servidor.
settings-summary = Tempo por lance: **{ $turn-limit }** · partida padrão: **{ $variant }** · partidas liberadas em { $channels } · { $threads ->
    [yes] cada partida ganha **um tópico** próprio
   *[no] as partidas são jogadas **no canal**, sem tópicos
} · desafios são **{ $rated ->
    [yes] ranqueados
   *[no] casuais
}** se não disserem o contrário · { $limits } · mensagens públicas em: **{ $language }** · dirigem torneios: **{ $runners }** · os torneios ficam em: **{ $tournament-home }**.
settings-runners-default = Gerenciar servidor
settings-tournament-threads = um tópico para cada um
settings-forum-untagged = Não consegui adicionar as tags **{ $tags }** a { $forum } (é preciso Gerenciar canais lá); crie-as e marcarei a publicação de cada torneio conforme o estado.
settings-every-channel = todos os canais
limits-summary = cada membro pode ter { $challenges ->
    [one] 1 desafio aberto
   *[other] { $challenges } desafios abertos
} e { $games ->
    [one] 1 partida em andamento
   *[other] { $games } partidas em andamento
}; { $pause }.
limits-no-pause = sem pausa antes de desafiar alguém de novo
limits-pause = { $pause } antes de desafiar de novo quem não aceitou um desafio

# Tabelas: o ranking, as estatísticas e o histórico de um jogador.
leaderboard-empty = Ainda não há partidas ranqueadas neste servidor. Desafie alguém!
term-leaderboard-empty = Ainda não há partidas ranqueadas aqui. Desafie alguém!
leaderboard-title = **Ranking de Kōnane** (página { $page } de { $pages })
leaderboard-row = { $rank }. { $player } **{ $rating }** ±{ $margin } · { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, { $losses ->
    [one] { $losses } derrota
   *[other] { $losses } derrotas
}
leaderboard-provisional = -# Um rating marcado com ? é provisório: ainda há poucas partidas. Os ratings firmes vêm primeiro.
global-ladder-empty = Ninguém está no ranking global ainda. `/konane { konane-profile } { konane-profile.listed }:True` coloca você nele.
term-global-ladder-empty = Ninguém está no ranking global ainda. `profile listed yes` coloca você nele.
term-global-ladder-not-yet = Você está listado, mas o ranking conta partidas ranqueadas: você aparece nele depois da primeira.
global-ladder-title = **Ranking global de Kōnane** (página { $page } de { $pages }): toda partida ranqueada de qualquer servidor conta
stats-rating = rating **{ $rating }**
stats-rating-provisional = rating **{ $rating }** (provisório)
stats-no-rating = ainda sem rating
stats-summary = { $player }: { $rating } · partidas ranqueadas: vitórias { $wins }, derrotas { $losses }{ $streak } · partidas casuais: vitórias { $casual-wins }, derrotas { $casual-losses }
stats-streak-won = { $count ->
    [one] , { $count } vitória seguida
   *[other] , { $count } vitórias seguidas
}
stats-streak-lost = { $count ->
    [one] , { $count } derrota seguida
   *[other] , { $count } derrotas seguidas
}
stats-global = Ranking global: **{ $rating }** { $games ->
    [one] após { $games } partida ranqueada
   *[other] após { $games } partidas ranqueadas
}
stats-global-unlisted = -# Você não está no ranking global, então só você vê isto. `/konane { konane-profile } { konane-profile.listed }:True` coloca você nele.
term-stats-global-unlisted = -# Você não está no ranking global, então só você vê isto. `profile listed yes` coloca você nele.
history-empty = { $player } ainda não tem partidas terminadas aqui.
history-title = Partidas de { $player }:
history-replay = Veja uma de novo com `/konane { konane-replay } { konane-replay.game }:<número>`.
game-summary = { $won ->
    [yes] { $reason ->
        [no-moves] venceu { $opponent }, que ficou sem lances
        [resignation] venceu { $opponent }, que desistiu
        [adjudication] venceu { $opponent } por adjudicação
       *[timeout] venceu { $opponent }, cujo tempo acabou
    }
   *[no] { $reason ->
        [no-moves] perdeu para { $opponent }, sem lances
        [resignation] desistiu contra { $opponent }
        [adjudication] perdeu para { $opponent } por adjudicação
       *[timeout] perdeu para { $opponent } por tempo
    }
} ({ $colour }, { $moves ->
    [0] nenhum lance
    [one] 1 lance
   *[other] { $moves } lances
}, { $kind ->
    [change] { $change }
    [rated] ranqueada
   *[casual] casual
})
notify-on = Mensagens diretas ligadas: neste servidor também vou avisar você por DM quando for sua vez, na metade do seu tempo e se uma partida for perdida por tempo. Se sua privacidade recusar DMs de membros do servidor, os avisos no canal continuam chegando.
notify-off = Mensagens diretas desligadas: seus avisos chegam só no canal da partida.
profile-listed = Você está no ranking global como **{ $name }**; veja com `/konane { konane-leaderboard } { konane-leaderboard.scope }:global`.
term-profile-listed = Você está no ranking global como **{ $name }**; veja com `leaderboard global`.
profile-unlisted = Você não está no ranking global. Sua pontuação global continua guardada, e `stats` a mostra só para você.

# O problema do dia.
puzzle-board-empty = Ninguém resolveu um problema neste servidor ainda. `/konane { konane-puzzle } { konane-puzzle-today }` mostra o de hoje.
no-such-page = essa página não existe
puzzle-board-title = **Solucionadores de problemas de Kōnane** (página { $page })
puzzle-board-row = { $rank }. { $player } **{ $solved }** resolvidos · sequência { $streak } (melhor { $best })
puzzle-intro = **Problema do dia** (#{ $number }, { $stars }): as { $side ->
    [black] pretas
   *[white] brancas
} jogam e vencem com exatamente um lance. Encontre-o e continue vencendo até as { $side ->
    [black] brancas
   *[white] pretas
} ficarem sem lances.
puzzle-start = Escolha seu lance no menu, ou responda com `/konane { konane-puzzle } { konane-puzzle-answer }`.
puzzle-so-far = Sua tentativa até agora: { $moves }. Sua vez com as { $colour ->
    [black] pretas
   *[white] brancas
}.
puzzle-you-solved = Você resolveu em { $count ->
    [one] 1 lance
   *[other] { $count } lances
}. { $score }
puzzle-attempt-over = Sua tentativa acabou: { $moves }. Um novo problema chega à meia-noite UTC.
puzzle-score = Resolvidos aqui: { $solved }. Sequência: { $streak ->
    [one] 1 dia
   *[other] { $streak } dias
} (melhor { $best }).
puzzle-right = `{ $move }` está certo. Respondo `{ $answer }`. Sua vez.
puzzle-solved = `{ $move }` vence: as { $defender ->
    [black] pretas
   *[white] brancas
} ficaram sem lances. **Resolvido em { $count ->
    [one] 1 lance
   *[other] { $count } lances
}!** { $score }
puzzle-refuted = `{ $move }` joga a vitória fora: `{ $answer }` responde, e as { $defender ->
    [black] pretas
   *[white] brancas
} vencem a partir daí. Sua tentativa acabou; um novo problema chega à meia-noite UTC.
puzzle-alt = O problema de hoje, vez das { $colour ->
    [black] pretas
   *[white] brancas
}.
button-share = Compartilhar
puzzle-other-day = esse era o problema de outro dia; o de hoje é novo
puzzle-shared-solved = { $name } resolveu o problema de hoje em { $count ->
    [one] 1 lance
   *[other] { $count } lances
}. Sequência: { $streak }. Tente com `/konane { konane-puzzle } { konane-puzzle-today }`.
puzzle-shared-failed = { $name } encarou o problema de hoje e perdeu desta vez. Tente com `/konane { konane-puzzle } { konane-puzzle-today }`.

# Replays, dicas e análises.
replay-busy = Estou desenhando outro replay agora; tente de novo em alguns segundos
replay-caption = Partida #{ $game }: { $black } (pretas) contra { $white } (brancas).
hint = Dica para as { $colour ->
    [black] pretas
   *[white] brancas
}{ $when }: `{ $move }` ({ $verdict }).
hint-regions = O tabuleiro { $count ->
    [one] se dividiu em { $count } região que nunca toca outra, cada uma um jogo à parte (um valor acima de zero favorece as pretas, abaixo de zero as brancas):
   *[other] se dividiu em { $count } regiões que nunca se tocam, cada uma um jogo à parte (um valor acima de zero favorece as pretas, abaixo de zero as brancas):
}
hint-when = {" "}antes do lance { $number } da partida #{ $game }
hint-verdict = { $kind ->
    [wins] vence à força
    [loses] todo lance perde contra o jogo perfeito; este é o que mais resiste
   *[searched] o melhor encontrado olhando { $depth ->
    [one] { $depth } lance à
   *[other] { $depth } lances à
} frente
}
hint-alt = O tabuleiro com o lance sugerido { $move } para as { $colour ->
    [black] pretas
   *[white] brancas
} desenhado em verde.
analysis-title = **Análise da partida #{ $game }** ({ $moves ->
    [one] 1 lance
   *[other] { $moves } lances
})
analysis-too-big = A partida é grande demais para eu provar qualquer posição dela.
analysis-all = Consegui provar todas as posições desta partida.
analysis-from = Consegui provar todas as posições a partir do lance { $number } (as anteriores são grandes demais para resolver).
analysis-no-blunder = Nenhum lance nesse trecho jogou fora uma vitória.
analysis-blunder = • `{ $move }`: { $player } deixou a vitória escapar; `{ $winning }` teria vencido.
analysis-forced-win = No lance { $number }, { $player } ({ $colour ->
    [black] pretas
   *[white] brancas
}) tinha vitória forçada.
analysis-regions = A partir do lance { $number }, o tabuleiro { $count ->
    [one] se dividiu em { $count } região que nunca toca outra, cada uma um jogo à parte (um valor acima de zero favorece as pretas, abaixo de zero as brancas):
   *[other] se dividiu em { $count } regiões que nunca se tocam, cada uma um jogo à parte (um valor acima de zero favorece as pretas, abaixo de zero as brancas):
}
analysis-region = • { $squares } ({ $stones ->
    [one] 1 pedra
   *[other] { $stones } pedras
}): vale { $value }, { $outcome ->
    [black] das pretas, seja quem for a começar
    [white] das brancas, seja quem for a começar
    [first] ganha por quem jogar ali primeiro
   *[second] perdida por quem jogar ali primeiro
}
error-move-number = "{ $text }" não é um número de lance: escreva 12 para o décimo segundo lance das pretas, 12... para o das brancas

# Como jogar (`/konane { konane-rules }`).
rules-text =
    {"**"}Kōnane** é um jogo havaiano de pura estratégia.
    • O tabuleiro começa cheio, com peças pretas e brancas alternadas (a imagem).
    • **Abertura.** As pretas removem uma peça preta: por padrão uma do centro ou de um canto (marcadas). Depois as brancas removem uma peça branca logo ao lado do buraco, acima, abaixo ou ao lado.
    • **Saltos.** Depois disso todo lance é um salto: uma de suas peças pula sobre uma peça adversária vizinha, em linha reta para cima, para baixo, para a esquerda ou para a direita (nunca na diagonal), para a casa vazia logo atrás, e a captura.
    • **Saltos múltiplos.** A mesma peça pode pular de novo e de novo num lance (em linha reta, a menos que a partida use saltos com curva). Ela pode parar depois de qualquer pulo.
    • **Sem lance, você perde.** Se não puder saltar na sua vez, você perde. Não há empates.
    Lances: `d5` remove uma peça; `b5-d5` é um salto; `b5-d5-f5` um salto duplo. Use o menu abaixo do tabuleiro, ou `/konane { konane-move }` (ele sugere seus lances legais).
    As regras completas, com configurações e notação: `docs/rules.md` no código do konane-bot.
    O que o bot guarda sobre você e como apagar: “What the bot stores” no README do konane-bot, e `/konane { konane-privacy }`.
rules-alt = Um tabuleiro de Kōnane 8x8 no início: cada casa tem uma peça, pretas e brancas alternadas, preta no canto superior esquerdo. As peças pretas que as pretas podem remover para abrir (as duas peças pretas do centro e os dois cantos pretos) estão marcadas.
error-duration = "{ $text }" não é uma duração: escreva como 72h, 1d 12h, 45m ou 30s

## O terminal (`konane-bot play`). As palavras de comandos e opções
## (challenge, size, level, yes…) são digitadas iguais em todos os idiomas; o
## que ele diz ao redor delas é traduzido.
term-welcome = Kōnane no terminal. Digite help para ver os comandos.
term-nobody = (ninguém)
term-help =
    comandos (uma linha que não é um comando é jogada como lance):
    as NOME :: agir como o jogador NOME daqui em diante
    challenge [NOME] [size RxC] [opening centre-or-corner|centre|any] [jumps straight|turning] [colour black|white|random] [rated yes|no] [position ROWS b|w] [record FILE] [time M+S] :: desafiar NOME, ou qualquer um sem NOME; position e record começam de uma posição após a abertura, ou do fim de uma partida
    challenge bot [level 1-5] [...] :: jogar contra a IA (ela responde a cada lance)
    accept | decline | cancel :: aceitar, recusar ou retirar o desafio aberto
    move LANCE :: fazer um lance, ex.: move d5 ou move b5-d5-f5
    moves :: os lances legais de quem tem a vez
    board :: mostrar o tabuleiro (e gravá-lo em PNG)
    resign | abort :: desistir, ou cancelar antes de os dois jogarem
    rematch [PARTIDA] :: desafiar o mesmo adversário de novo, cores trocadas (por padrão sua última partida terminada)
    hint [PARTIDA] [before N] :: um lance sugerido: sua vez contra o bot, ou o lance N de uma partida terminada (12 para o décimo segundo lance do Preto, 12... para o do Branco)
    analyze [PARTIDA] :: os lances que jogaram fora uma vitória numa partida terminada
    puzzle :: o problema do dia: um lance vencedor, e continuar vencendo
    puzzle LANCE :: responder a ele (o solucionador defende, ou refuta um lance errado)
    puzzle leaderboard [PÁGINA] :: problemas resolvidos e sequências
    leaderboard [PÁGINA] :: a tabela da temporada atual, senão os ratings
    leaderboard global [PÁGINA] :: o ranking global (quem escolheu aparecer)
    profile listed yes|no :: se o ranking global mostra você
    block NOME [lift] :: bloquear um jogador em todo lugar (lift: remover)
    seek [size RxC] [rated yes|no] [range N] ::  achar um adversário de qualquer servidor; a partida é na sua DM com o bot (seek cancel, seek list)
    dm :: ir para a sua DM com o bot
    stats [NOME] | history [NOME] :: o rating e o histórico de um jogador, ou suas partidas terminadas (sem NOME, as do jogador atual)
    record [PARTIDA] :: mostrar o registro de uma partida (por padrão a atual)
    settings :: mostrar as configurações
    settings turn-limit 24h :: o tempo por lance de cada jogador nas partidas novas
    settings variant [RxC] [opening] [jumps] :: o resto mantido
    settings allow CANAL | settings disallow CANAL :: permitir ou proibir partidas em um canal
    settings limits [challenges N] [games N] [pause 10m] [vacation N] :: desafios abertos e partidas por jogador, a pausa antes de desafiar de novo, os dias de férias por ano
    settings rated yes|no :: o padrão dos desafios
    help | quit :: esta lista, ou sair
term-give-a-name = informe um nome de jogador, ex.: as kai
term-playing-as = agora você joga como { $player }
term-nobody-playing = ninguém está jogando ainda; comece com: as NOME
term-unknown-player = ninguém chamado { $name } jogou aqui
term-not-a-game-number = '{ $text }' não é um número de partida
term-not-a-page = '{ $text }' não é um número de página
term-accepted = desafio aceito: a partida começa
term-declined = desafio recusado
term-cancelled = desafio retirado
term-aborted = partida cancelada; nada é ranqueado
term-no-moves = (nenhum)
term-moves-cut = … (os primeiros { $count }; qualquer lance legal pode ser jogado)
term-unknown-option = opção desconhecida '{ $option }': use size, opening, jumps, colour, rated ou level, cada uma com seu valor (ex.: level 3)
term-needs-value = { $option } precisa de um valor, ex.: { $option } { $example }
term-option-twice = { $option } aparece duas vezes; informe-o uma só vez
term-file-exists = { $file } já existe: export grava um arquivo novo
term-name-too-long = esse nome é longo demais: no máximo 32 caracteres
term-bot-name = "bot" é o nome da IA: escolha outro
term-not-text = essa linha não é texto UTF-8; foi ignorada
term-yes-or-no = { $option } aceita yes ou no, não '{ $text }'
term-playing-bot = { $player } joga contra o bot no nível { $level }: { $variant }
term-challenge-to = { $player } desafia { $opponent } para uma partida { $rated ->
    [yes] ranqueada
   *[no] casual
} ({ $variant }; cor: { $colour }); { $opponent } pode aceitar ou recusar
term-challenge-open = { $player } oferece a qualquer um uma partida { $rated ->
    [yes] ranqueada
   *[no] casual
} ({ $variant }; cor: { $colour }); joga quem aceitar primeiro
term-hint-usage = escreva hint, hint PARTIDA, hint before N ou hint PARTIDA before N
term-which-move = qual lance? ex.: move d5
term-played = { $player } jogou { $move }
term-status = { $black } (x, { $black-stones }) contra { $white } (o, { $white-stones }): { $status }
term-time-left = tempo restante para jogar: { $time }
term-board-written = tabuleiro gravado em { $path }
term-reminder = lembrete: { $player } ainda tem metade do tempo para jogar
term-challenge-expired = o desafio para { $opponent } expirou
term-open-challenge-expired = o desafio aberto expirou
term-history-empty = nenhuma partida terminada
term-history-row = partida { $game }: { $summary }
term-settings = tempo por vez { $turn-limit }, partida padrão: { $variant }, partidas permitidas em { $channels }, desafios { $rated ->
    [yes] ranqueados
   *[no] casuais
} salvo indicação; { $limits }
term-unknown-settings = comando settings desconhecido; veja help
term-unknown-limit = '{ $text }' não é um limite; use challenges, games, pause ou vacation
term-unknown-variant-word = '{ $text }' não é um tamanho de tabuleiro (ex.: 6x6), nem uma abertura (centre-or-corner, centre, any), nem uma regra de salto (straight, turning)
term-puzzle-moves = seus lances como { $colour ->
    [black] Preto
   *[white] Branco
}: { $moves }
term-puzzle-board-empty = nenhum problema resolvido ainda
term-commands-failed = { $count ->
    [one] 1 dos comandos lidos falhou
   *[other] { $count } dos comandos lidos falharam
} (cada um disse o porquê acima)
term-puzzle-start = Responda com: puzzle LANCE

# Torneios.
konane-tournament = konane-torneio
    .description = Torneios: inscreva-se, jogue suas partidas, acompanhe a classificação.
konane-tournament-create = criar
    .description = Organize um torneio aqui (Gerenciar servidor).
    .name = nome
    .name-description = O nome do torneio
    .format = formato
    .format-description = Suíço (se vazio), todos contra todos, todos contra todos em dois turnos ou mata-mata
    .rounds = rodadas
    .rounds-description = Só suíço: quantas rodadas (vazio: log₂ dos jogadores, arredondado para cima, mais uma)
    .size = tamanho
    .size-description = Tamanho do tabuleiro, ex. 8x8 (vazio: o padrão do servidor)
    .opening = abertura
    .opening-description = Quais peças as pretas podem remover na abertura
    .jumps = saltos
    .jumps-description = Se um salto múltiplo pode virar
    .rated = ranqueada
    .rated-description = Ranqueado ou amistoso (vazio: o padrão do servidor)
    .max_players = max_jogadores
    .max_players-description = O máximo de jogadores (vazio: 64; todos contra todos aceita 16)
    .starts_in = começa_em
    .starts_in-description = Quando começa sozinho, ex. 2d ou 12h (vazio: quando você iniciar)
    .game_time = tempo_partida
    .game_time-description = Quanto cada partida pode durar desde o início, ex. 7d (vazio: 7 dias)
konane-tournament-join = entrar
    .description = Inscreva-se num torneio enquanto as inscrições estão abertas.
    .tournament = torneio
    .tournament-description = O número dele (vazio: o que está aberto aqui)
konane-tournament-leave = sair
    .description = Saia de um torneio; se já começou, você desiste e perde a partida em andamento.
    .tournament = torneio
    .tournament-description = O número dele (vazio: o que está aberto aqui)
konane-tournament-start = iniciar
    .description = Inicie um torneio agora e emparelhe a primeira rodada (o organizador, ou Gerenciar servidor).
    .tournament = torneio
    .tournament-description = O número dele (vazio: o que está aberto aqui)
konane-tournament-cancel = cancelar
    .description = Cancele um torneio; as partidas em andamento são anuladas (o organizador, ou Gerenciar servidor).
    .tournament = torneio
    .tournament-description = O número dele (vazio: o que está aberto aqui)
konane-tournament-remove = remover
    .description = Tire um jogador de um torneio (o organizador, ou Gerenciar servidor).
    .player = jogador
    .player-description = Quem tirar
    .tournament = torneio
    .tournament-description = O número dele (vazio: o que está aberto aqui)
konane-tournament-standings = classificação
    .description = A classificação de um torneio, com os desempates.
    .tournament = torneio
    .tournament-description = O número dele (vazio: o que está aberto aqui)
konane-tournament-pairings = emparelhamentos
    .description = As partidas e resultados de uma rodada.
    .tournament = torneio
    .tournament-description = O número dele (vazio: o que está aberto aqui)
    .round = rodada
    .round-description = Qual rodada (vazio: a atual)
konane-tournament-list = lista
    .description = Os torneios deste servidor com inscrições abertas ou em andamento.
konane-tournament-history = galeria
    .description = A galeria da fama deste servidor: torneios terminados e seus campeões.
choice-swiss = suíço
choice-round-robin = todos contra todos
choice-double-round-robin = todos contra todos em dois turnos
choice-knockout = mata-mata
tournament-announcement = 🏆 **{ $name }** (torneio #{ $id }) · { $format } · organizado por { $organiser }
    { $variant } · { $rated ->
        [yes] ranqueado
       *[no] amistoso
    } · até { $max ->
    [one] { $max } jogador ·
   *[other] { $max } jogadores ·
} { $knockout ->
        [yes] confrontos de duas partidas com cores trocadas, e uma terceira no 1–1
       *[no] { $rounds ->
           [0] rodadas definidas no início
          *[other] { $rounds } rodadas
       }
    }
    Tempo: cada partida deve terminar em { $game_time } desde o início. Uma partida ainda em andamento é então adjudicada: pelo solucionador se ele provar a posição; senão, perde quem usou mais tempo. Férias não pausam partidas de torneio.
    { $starts }
    Inscritos ({ $count }): { $entrants }
tournament-withdrawn-name = { $player } (desistiu)
tournament-nobody-yet = ninguém ainda
tournament-starts-at = Começa { $when }.
tournament-starts-by-organiser = Começa quando o organizador iniciar.
tournament-started-at = Começou { $when }.
tournament-finished-at = Terminou { $when }.
tournament-round-title = **{ $name }**, rodada { $round } de { $rounds }:
tournament-bye-line = { $player }: folga (1 ponto)
tournament-bye-through-line = { $player }: passa direto para a próxima rodada
tournament-rest-line = { $player }: sem partida nesta rodada
tournament-board-line = Mesa { $board }{ $game ->
    [1] { "" }
   *[other] , partida { $game }
}: { $black } (pretas) contra { $white } (brancas): { $result }
tournament-result-won = { $player } venceu
tournament-result-forfeit = { $player } venceu por W.O.
tournament-result-aborted = anulada, sem ponto
tournament-result-pending = ainda não começou
tournament-standings-title = { $final ->
    [yes] **{ $name }**: classificação final
   *[no] { $round ->
        [0] **{ $name }**: classificação parcial (rodada 1 em andamento)
       *[other] **{ $name }**: classificação após a rodada { $round }
    }
}
tournament-tie-breaks-swiss = Buchholz { $buchholz } · SB { $sb }
tournament-tie-breaks-round-robin = SB { $sb } · CD { $de }
tournament-standing-line = { $rank }. { $player } · { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
} · { $tie_breaks } · { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
tournament-podium = 🏆 **{ $name }** terminou! 🥇 { $first } · 🥈 { $second } · 🥉 { $third }
tournament-history-empty = Nenhum torneio terminou neste servidor ainda.
term-tournament-history-empty = Nenhum torneio terminou aqui ainda.
tournament-history-title = **Galeria da fama**
tournament-history-line = { $date } · **{ $name }** (#{ $id }, { $format }, { $players ->
    [one] { $players } jogador):
   *[other] { $players } jogadores):
} 🥇 { $winner }
tournament-list-empty = Não há torneio aberto nem em andamento aqui. `/{ konane-tournament } { konane-tournament-create }` organiza um.
tournament-list-title = **Torneios**
tournament-list-line = #{ $id } **{ $name }** ({ $format }): { $status ->
    [sign-up] inscrições abertas
   *[other] rodada { $round }
}
tournament-created = Entre com o botão abaixo ou com `/{ konane-tournament } { konane-tournament-join }`.
button-join = Entrar
button-leave = Sair
tournament-you-joined = Você está em **{ $name }**.
tournament-you-left = Você saiu de **{ $name }**.
tournament-withdrawal = { $player } desistiu de **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; a partida inacabada é perdida por W.O.
}
tournament-removed = { $by } tirou { $player } de **{ $name }**{ $forfeits ->
    [0] .
   *[other] ; a partida inacabada é perdida por W.O.
}
tournament-cancelled = { $player } cancelou **{ $name }**{ $games ->
    [0] .
   *[other] ; as partidas em andamento foram anuladas.
}
tournament-game-start = **{ $name }**, rodada { $round }: { $black } (pretas) contra { $white } (brancas). A partida é jogada neste tópico.
tournament-no-event = Não consegui criar um evento para **{ $name }** (talvez eu não possa gerenciar eventos aqui); o torneio acontece mesmo assim.
tournament-posted = 🏆 As inscrições para **{ $name }** estão abertas: { $post }
tournament-called-off = **{ $name }** foi cancelado: precisa de { $count ->
    [one] pelo menos { $count } jogador, e
   *[other] pelo menos { $count } jogadores, e
}{ $entrants ->
    [one]  { $entrants } se inscreveu
   *[other]  { $entrants } se inscreveram
} até o início.
tournament-event-description = Um torneio de Kōnane ({ $format }, { $variant }). Inscreva-se e acompanhe no tópico dele.
tournament-tag-sign-up = Inscrições
tournament-tag-running = Em andamento
tournament-tag-finished = Encerrado
tournament-not-allowed = Organizar torneios exige a permissão Gerenciar servidor, ou o cargo indicado nas configurações do servidor.
tournament-bad-duration = '{ $text }' não é uma duração: use ex. 2d, 12h ou 90m
term-help-tournament =
    torneios (ID: o número de um torneio; sem ele, o aberto mais recente):
    tournament create NOME [format swiss|round-robin|double-round-robin|knockout] [rounds N] [size RxC] [rated yes|no] [max N] [time 7d] [starts 2d] :: criar um (time: o tempo por lance; starts: quando começa sozinho)
    tournament join|leave|start|cancel [ID] :: entrar, sair, iniciar ou cancelar
    tournament remove NOME [ID] :: tirar um jogador
    tournament standings [ID] | tournament pairings [ID] [RODADA] :: a classificação, ou as mesas de uma rodada
    tournament list | tournament history :: os torneios abertos aqui, ou os encerrados
    channel N :: jogar no canal N (cada partida de torneio tem o seu)
term-tournament-channel = no canal { $channel }
term-in-channel = agora no canal { $channel }
tournament-col-player = Jogador
tournament-col-points = Pontos
tournament-col-games = Partidas
tournament-col-buchholz = Buchholz
tournament-col-sb = SB
tournament-col-de = CD

# Seasons.
error-season-name = { $count ->
    [one] uma temporada precisa de um nome de 1 caractere
   *[other] uma temporada precisa de um nome de 1 a { $count } caracteres
}
error-unknown-season = este servidor não teve temporada { $season }
term-error-unknown-season = não houve temporada { $season } aqui
season-title = { $running ->
    [yes] **Temporada { $number }: { $name }** (desde { $since }; cada vitória ranqueada vale um ponto)
   *[no] **Temporada { $number }: { $name }** ({ $since } a { $until })
}
season-empty = Nenhuma partida ranqueada terminou nesta temporada ainda.
season-row = { $rank }. { $player } · { $wins ->
    [one] 1 vitória
   *[other] { $wins } vitórias
} · { $losses ->
    [one] { $losses } derrota
   *[other] { $losses } derrotas
}
season-closed = A temporada { $number }, **{ $name }**, terminou: { $count ->
    [0] ninguém venceu uma partida ranqueada.
    [one] campeão { $champion }!
   *[other] campeões { $champion }!
}
season-begins = Começa a temporada { $number }, **{ $name }**: toda partida ranqueada conta, e cada vitória vale um ponto. Os ratings continuam como estão.
season-all-time = Ratings de sempre: `/konane { konane-leaderboard } { konane-leaderboard.season }:all-time`.
konane-season = konane-temporada
    .description = Temporadas: uma corrida do zero; os ratings continuam.
konane-season-start = iniciar
    .description = Encerra a temporada atual (tabela e campeão ficam guardados) e começa outra (Gerenciar servidor).
    .name = nome
    .name-description = O nome da nova temporada
term-help-profile = profile listed yes|no: se o ranking global mostra você (com seu nome aqui)
term-help-block = block NOME [lift]: bloquear um jogador em todo lugar, ou remover o bloqueio
term-help-seek = seek [size RxC] [rated yes|no] [range N] | seek cancel | seek list
term-seek-waiting = Você está na fila por { $left }. Quando alguém for pareado com você, a partida começa na sua DM com o bot: `dm` leva até lá.
term-seek-list-empty = Ninguém está procurando partida agora. `seek` coloca você na fila.
term-in-dm = Na sua DM com o bot.
term-help-season =
    temporadas (cada vitória ranqueada vale um ponto; os ratings continuam):
    season start NOME :: encerra a temporada atual e começa a próxima
    leaderboard all-time [PÁGINA] | leaderboard season N :: os ratings de sempre, ou a tabela da temporada N
rating-trend = { $from } → { $to } em { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
rating-chart-alt = Rating de { $player }: { $trend }. A faixa sombreada é o intervalo em que a força real fica cerca de 95% das vezes.
term-chart-written = gráfico de rating gravado em { $path }

# Partidas entre servidores: procurar oponente e bloquear.
konane-seek = procurar
    .description = Encontre um oponente de qualquer servidor: a partida acontece nas suas DMs comigo.
konane-seek-find = encontrar
    .description = Entre por uma hora na fila de quem procura partida; o primeiro compatível joga com você.
    .size = tamanho
    .size-description = Tamanho do tabuleiro, ex. 8x8 (8x8 se vazio)
    .rated = ranqueada
    .rated-description = Ranqueada no ranking global (o padrão das suas DMs se vazio)
    .range = faixa
    .range-description = Quanto a pontuação do oponente pode se afastar da sua global (qualquer se vazio)
konane-seek-cancel = cancelar
    .description = Sair da fila de quem procura partida.
konane-seek-list = lista
    .description = Quem está procurando partida agora.
konane-block = bloquear
    .description = Bloqueie um jogador em todo lugar: sem partidas, desafios ou pareamentos com ele.
    .user = usuario
    .user-description = Quem bloquear
    .lift = remover
    .lift-description = Remover o seu bloqueio
error-blocked = Um de vocês bloqueou o outro, então vocês não podem jogar entre si.
error-block-self = Você não pode bloquear a si mesmo.
error-dm-busy = Suas DMs comigo já têm uma partida: termine-a primeiro (`/konane { konane-board }` lá a mostra).
term-error-dm-busy = Suas DMs comigo já têm uma partida: termine-a primeiro (`dm` leva você lá, `board` a mostra).
error-dm-closed = Não consigo enviar mensagens diretas para você, e as partidas entre servidores acontecem lá. Permita mensagens diretas nas suas configurações de privacidade e procure de novo.
seek-dm-waiting = Você está procurando uma partida { $size } ({ $rated ->
    [yes] ranqueada
   *[no] casual
}) com um jogador de qualquer servidor. Quando alguém for pareado com você, a partida começa aqui. `/konane { konane-seek } { konane-seek-cancel }` retira a busca.
seek-waiting = Você está na fila até { $when }. Sua partida começará nas suas DMs comigo.
seek-paired = Pareado! Sua partida está nas suas DMs comigo.
seek-game-start = Uma partida entre servidores: { $black } (pretas) contra { $white } (brancas). Boa sorte!
seek-cancelled = Você saiu da fila.
seek-none = Você não estava procurando partida.
seek-list-empty = Ninguém está procurando partida agora. `/konane { konane-seek } { konane-seek-find }` coloca você na fila.
seek-list-title = **Jogadores procurando partida** ({ $count })
seek-list-line = { $name }: { $size }, { $rated ->
    [yes] ranqueada
   *[no] casual
}, pontuação { $rating }{ $range }, desde { $since }
seek-unlisted = um jogador
block-done = Você bloqueou { $player }: sem partidas, desafios ou pareamentos entre vocês, em nenhum servidor. Partidas em andamento continuam.
block-lifted = Você removeu seu bloqueio a { $player }.

# Os dados de um membro.
konane-privacy = privacidade
    .description = O que guardo sobre você; pode apagar.
    .delete = apagar
    .delete-description = Apagar tudo (pede confirmação)
deleted-player = jogador excluído
privacy-nothing = Não guardo nada sobre você.
privacy-title = **O que guardo sobre você**
term-privacy-title = **O que está guardado sobre este membro**
privacy-here = Este servidor
privacy-direct = DMs e o ranking global
privacy-server = Servidor { $id }
privacy-name = seu nome “{ $name }”
privacy-games = { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}
privacy-rating = rating { $rating } em { $count ->
    [one] 1 partida ranqueada
   *[other] { $count } partidas ranqueadas
}
privacy-puzzles = { $count ->
    [one] { $count } quebra-cabeça resolvido
   *[other] { $count } quebra-cabeças resolvidos
} (melhor sequência { $best })
privacy-dm-notices = avisos por DM ativados
privacy-listed = No ranking global como “{ $name }”
privacy-seeking = Uma busca sua espera na fila
privacy-blocks = { $count ->
    [one] Você bloqueou 1 jogador
   *[other] Você bloqueou { $count } jogadores
}
privacy-how-to-delete = Suas partidas continuam nos registros dos seus adversários. `/konane { konane-privacy } { konane-privacy.delete }:True` apaga tudo acima: seu nome vira “jogador excluído” nesses registros.
privacy-confirm = Apagar tudo? Seu nome vira “jogador excluído” nos registros dos seus adversários, seus ratings e sequências de quebra-cabeças são apagados, suas partidas em andamento são anuladas e você sai dos seus torneios. Não dá para desfazer.
button-confirm-erase = Apagar meus dados
privacy-not-yours = Este botão é do pedido de outra pessoa.
privacy-erased = Feito: apaguei o que eu guardava sobre você. { $aborted ->
    [0] Nenhuma partida estava em andamento.
    [one] 1 partida em andamento foi anulada.
   *[other] { $aborted } partidas em andamento foram anuladas.
}

# Férias.
konane-vacation = ferias
    .description = Pare seus relógios aqui por alguns dias.
    .days = dias
    .days-description = Dias (dentro do limite anual)
    .end = encerrar
    .end-description = Encerrar suas férias agora
vacation-started = Você está de férias até { $until }: seus relógios neste servidor estão parados e os lembretes esperam. Dias de férias restantes este ano: { $left } de { $allowance }. `/konane { konane-vacation } { konane-vacation.end }:True` traz você de volta antes.
term-vacation-started = Você está de férias até { $until }: seus relógios neste servidor estão parados e os lembretes esperam. Dias de férias restantes este ano: { $left } de { $allowance }. `vacation end` traz você de volta antes.
vacation-ended = Bem-vindo de volta! Seus relógios voltam a correr, cada um com o tempo que tinha, e seus adversários são avisados. Dias de férias restantes este ano: { $left } de { $allowance }.
vacation-status = { $running ->
    [yes] Você está de férias até { $until }.
   *[no] Você não está de férias.
} Dias de férias restantes este ano: { $left } de { $allowance }; `/konane { konane-vacation } { konane-vacation.days }:N` começa umas.
term-vacation-status = { $running ->
    [yes] Você está de férias até { $until }.
   *[no] Você não está de férias.
} Dias de férias restantes este ano: { $left } de { $allowance }; `vacation DIAS` começa umas.
vacation-over = { $player } voltou das férias: o relógio da partida #{ $game } volta a correr.{ $board }
error-on-vacation = Você já está de férias (faltam { $left }). `/konane { konane-vacation } { konane-vacation.end }:True` as encerra.
term-error-on-vacation = Você já está de férias (faltam { $left }). `vacation end` as encerra.
error-no-vacation = Você não está de férias.
error-vacation-too-long = Agora você pode tirar { $days ->
    [one] 1 dia de férias
   *[other] de 1 a { $days } dias de férias
}: o limite anual do servidor, menos o que tirou nos últimos 12 meses.
error-vacation-days = { $given } dias é demais: um servidor pode permitir { $max ->
    [one] até { $max } dia de férias
   *[other] até { $max } dias de férias
} por ano.
limits-vacation = Férias: { $days ->
    [one] até { $days } dia por ano
   *[other] até { $days } dias por ano
}.
term-help-vacation = vacation DIAS | vacation end | vacation :: parar seus relógios aqui por DIAS dias, voltar antes ou ver o que resta
term-vacation-over = { $player } voltou das férias: o relógio da partida #{ $game } volta a correr

# Voltar lances em partidas não ranqueadas.
konane-takeback = voltar
    .description = Volte seu último lance ou responda ao pedido do oponente (partidas casuais).
    .answer = resposta
    .answer-description = Aceitar ou recusar o pedido (vazio: pedir para voltar o seu)
choice-accept = aceitar
choice-decline = recusar
button-takeback = Voltar lance
button-takeback-accept = Aceitar voltar
button-takeback-decline = Recusar voltar
takeback-asked = { $player } pede para voltar o último lance. { $opponent }: aceite ou recuse abaixo (ou apenas continue jogando).
term-takeback-asked = { $player } pede para voltar o último lance. { $opponent }: `takeback accept` ou `takeback decline` (ou apenas continue jogando).
takeback-taken = { $player } voltou o último lance.
takeback-accepted = { $player } aceitou: o último lance foi desfeito.
takeback-declined = { $player } recusou voltar o lance: a partida continua.
game-takebacks = { $count ->
    [one] (1 lance voltado)
   *[other] ({ $count } lances voltados)
}
error-takeback-rated = Partidas ranqueadas e de torneio não permitem voltar lances.
error-takeback-on-the-clock = Partidas com relógio não permitem voltar lances: os relógios continuam correndo.
error-takeback-level = O bot permite voltar lances só nos níveis 1 a { $level }.
error-nothing-to-take-back = Não há lance seu para voltar: só quem acabou de jogar pode, antes da resposta.
error-takeback-asked = Você já pediu para voltar este lance: um pedido por lance.
error-no-takeback-asked = Nenhum pedido para voltar lance espera resposta.
error-not-your-takeback = Quem responde ao pedido é seu adversário.
term-help-takeback = takeback | takeback accept | takeback decline :: voltar seu último lance numa partida não ranqueada (o adversário responde)
term-you-may = agora você pode: { $commands }

# Following games.
konane-follow = acompanhar
    .description = Acompanhe uma partida por mensagem direta (ou no tópico dela), ou veja as que acompanha.
    .game = partida
    .game-description = O número da partida (vazio: as partidas que você acompanha aqui)
    .notices = avisos
    .notices-description = Cada lance (padrão), só o resultado, ou parar de acompanhar
choice-every-move = cada lance
choice-result = só o resultado
choice-stop = parar
button-follow = Acompanhar
follow-added-moves = Você acompanha a partida #{ $game }: uma mensagem direta a cada lance e no fim. `/konane { konane-follow }` lista o que você acompanha.
follow-added-result = Você acompanha a partida #{ $game }: uma mensagem direta quando ela terminar.
follow-added-thread = Você acompanha a partida #{ $game }: agora está no tópico dela, onde cada lance é publicado.
follow-stopped = Você não acompanha mais a partida #{ $game }.
follow-list-empty = Você não acompanha nenhuma partida em andamento aqui. `/konane { konane-follow } { konane-follow.game }:<número>`, ou o botão Acompanhar no primeiro tabuleiro de uma partida, acompanha uma.
follow-list-title = **Partidas que você acompanha aqui**
follow-list-line = #{ $game } { $black } contra { $white }: { $how ->
    [thread] no tópico dela
    [result] só o resultado
   *[every-move] cada lance por mensagem direta
}
follow-move-dm = Partida de Kōnane #{ $game }, { $black } contra { $white }: lance { $ply }, `{ $move }` de { $player }. { $link }
follow-end-dm = A partida de Kōnane #{ $game }, { $black } contra { $white }, terminou: { $winner } vence ({ $reason ->
    [no-moves] sem lances
    [resignation] desistência
    [adjudication] arbitragem
   *[timeout] tempo esgotado
}). { $link }
follow-aborted-dm = A partida de Kōnane #{ $game }, { $black } contra { $white }, foi anulada. { $link }
error-follow-own-game = Você joga a partida #{ $game }: os tabuleiros dela chegam até você de qualquer forma.
error-follow-over = A partida #{ $game } terminou: não há mais nada a acompanhar. `/konane { konane-replay }` a mostra.
error-follow-limit = Você já acompanha { $limit ->
    [one] { $limit } partida em andamento
   *[other] { $limit } partidas em andamento
}: pare de acompanhar uma antes (`{ konane-follow.notices }:stop`).
error-followers-full = A partida #{ $game } tem tantos acompanhantes quanto uma partida pode ter.
error-not-following = Você não acompanha a partida #{ $game }.
privacy-follows = { $count ->
    [one] Você acompanha 1 partida
   *[other] Você acompanha { $count } partidas
}

# Exporting records.
konane-export = exportar
    .description = Suas partidas terminadas aqui como um arquivo de registros (em particular).
export-ready = { $count ->
    [one] Sua partida terminada aqui
   *[other] Suas { $count } partidas terminadas aqui
}, como registros: `konane-bot replay ARQUIVO --game N` desenha uma (no máximo as { $limit } mais recentes).
export-none = Você ainda não tem nenhuma partida terminada aqui.
term-help-export = export ARQUIVO :: grava suas partidas terminadas aqui em ARQUIVO como registros (`konane-bot replay ARQUIVO --game N` desenha uma)

# The Activity (the board page inside Discord): what its server answers.
activity-player = um jogador
activity-slow-down = Pedidos demais de uma vez; espere um momento.
activity-sign-in-wait = Logins demais daqui agora; espere um minuto e abra o tabuleiro de novo.
activity-launch-description = Abra o tabuleiro: jogue e assista a partidas de Kōnane ao vivo
button-open-board = Abrir tabuleiro
activity-off = A página do tabuleiro não está mais disponível neste bot: jogue aqui com o menu ou `/konane move`.
activity-sign-in-again = Seu login não vale mais: abra o tabuleiro de novo.
activity-discord-unavailable = O Discord não respondeu agora; tente de novo em instantes.
activity-not-in-instance = Você não está mais nesta atividade; abra-a de novo.

# The Activity's page (activity/src), which words its board from this file.
activity-opening = Abrindo o tabuleiro…
activity-outside-discord = Este é o tabuleiro do bot de Kōnane: abra-o no Discord, com o botão Abrir tabuleiro ou o inicializador de apps.
activity-your-games = Suas partidas
activity-to-watch = Partidas aqui para assistir
activity-no-games = Nenhuma partida aqui. Desafie alguém com `/konane challenge`, ou jogue contra mim.
activity-vs = { $black } (pretas) contra { $white } (brancas)
activity-your-move = Sua vez
activity-to-move = Vez de { $player }
activity-wins = { $player } vence
activity-wins-on-time = { $player } vence por tempo
activity-time-control = Relógio
activity-correspondence = Sem relógio (por correspondência)
activity-presence-choosing = Escolhendo uma partida
activity-presence-your-move = Sua vez contra { $opponent }
activity-presence-playing = Jogando contra { $opponent }
activity-presence-watching = Assistindo { $black } contra { $white }
activity-presence-reviewing = Revendo { $black } contra { $white }
activity-invite = Convidar alguém
activity-sound-on = Som: ligado
activity-sound-off = Som: desligado
activity-review = Revisão
activity-first = Posição inicial
activity-previous = Lance anterior
activity-next = Próximo lance
activity-last = Posição final
activity-verdict-wins = { $player } vence com jogo perfeito
activity-verdict-unknown = Profundo demais para o orçamento do solucionador
activity-verdict-blunder = jogou a vitória fora
activity-verdict-best = Melhor lance: { $move }
activity-open-challenges = Desafios abertos
activity-puzzle = Problema do dia
activity-puzzle-start = Toque em uma das suas pedras e depois na casa para onde ela salta.
activity-puzzle-server-only = Problemas são de um servidor: abra o tabuleiro em um dos canais dele.
activity-presence-puzzle = Resolvendo o problema do dia
activity-captured = { $count ->
    [one] { $count } pedra capturada
   *[other] { $count } pedras capturadas
}
activity-back = Todas as partidas
activity-square = { $square }, { $stone ->
    [black] pedra preta
    [white] pedra branca
   *[none] vazia
}
activity-jump-to = pular para { $square }
activity-bad-request = A página enviou algo que o bot não consegue ler; abra o tabuleiro de novo.
activity-not-in-instance-them = Daqui você só pode desafiar alguém que esteja com você nesta Activity.
activity-start = Começar uma partida
activity-play-bot = Jogar contra mim
activity-challenge = Desafiar { $player }
activity-challenge-open = { $player } desafia { $opponent }
button-cancel = Retirar
button-abort = Anular
button-hint = Dica
button-analysis = Análise
activity-deadline = O tempo para jogar acaba { $when }.
activity-aborted = Anulada: nada conta para o ranking.
activity-takeback-asked = { $player } pede para desfazer o último lance
