// The rules of chess in our own words, Portuguese first and English beside (a bundle of its own: prose, not UI
// labels). Each section may name a diagram (rules.ts draws it). The draws and the clock follow what the server
// applies (rules module: 9.6 fivefold and 75 moves end the game at once; threefold and 50 moves are claimed).
import type { RulesText } from './rules';
import type { Choice } from './i18n';

export const CHESS_RULES: Record<Choice, RulesText> = {
  pt: {
    title: 'Regras do xadrez',
    intro: 'Dois jogadores, brancas e pretas, jogam alternadamente num tabuleiro de 64 casas; as brancas começam. Ganha quem der xeque-mate no rei adversário.',
    sections: [
      { id: 'pieces', title: 'Como as peças andam', diagram: 'pieces', text: [
        'O rei anda uma casa em qualquer direção. A dama anda quantas casas quiser em linha reta: na horizontal, na vertical ou na diagonal. A torre anda em linha reta na horizontal ou na vertical; o bispo, só na diagonal. Nenhuma dessas peças pula por cima de outra.',
        'O cavalo salta em “L”: duas casas numa direção e uma para o lado. É a única peça que pula as outras.',
        'O peão anda uma casa para a frente (duas, se ainda estiver na casa inicial) e captura uma casa na diagonal para a frente. Captura-se ocupando a casa da peça adversária, que sai do tabuleiro.',
      ], caption: 'Clique numa peça branca: as casas marcadas são os lances dela. O roque também está disponível aqui.' },
      { id: 'check', title: 'Xeque, xeque-mate e afogamento', diagram: 'mate', text: [
        'O rei está em xeque quando uma peça adversária o ataca. Quem está em xeque precisa sair dele já no lance seguinte: movendo o rei, capturando a peça que dá xeque ou pondo uma peça no caminho. Nenhum lance pode deixar o próprio rei em xeque.',
        'Xeque-mate é o xeque do qual não há saída: a partida acaba e quem deu o mate vence.',
        'Afogamento é quando o jogador da vez não está em xeque mas não tem nenhum lance legal: a partida termina empatada.',
      ], caption: 'As brancas dão mate em um lance: leve a torre até a oitava fila (Td8#).' },
      { id: 'castling', title: 'Roque', text: [
        'O roque é o único lance em que duas peças se movem: o rei anda duas casas na direção de uma torre e essa torre salta para o outro lado dele. Roque pequeno (O-O) com a torre da ala do rei; roque grande (O-O-O) com a torre da ala da dama.',
        'Só é permitido se o rei e essa torre nunca se moveram, se não há peças entre eles, se o rei não está em xeque e se não passa nem chega a uma casa atacada.',
        'Aqui você faz o roque arrastando o rei duas casas, ou soltando o rei sobre a torre, ou digitando O-O (também 0-0).',
      ] },
      { id: 'enpassant', title: 'Captura en passant', diagram: 'enpassant', text: [
        'Quando um peão avança duas casas e para ao lado de um peão adversário, este pode capturá-lo como se ele tivesse andado uma casa só: vai para a casa que o peão atravessou. Só vale no lance imediatamente seguinte.',
      ], caption: 'As pretas acabaram de jogar d7-d5. O peão de e5 pode capturar en passant em d6.' },
      { id: 'promotion', title: 'Promoção', diagram: 'promotion', text: [
        'O peão que chega à última fila é trocado, no mesmo lance, por uma dama, torre, bispo ou cavalo da mesma cor, à escolha do jogador (quase sempre a dama). Pode haver mais de uma dama no tabuleiro.',
        'Aqui o tabuleiro pergunta a peça; digitando, escreva e8=D (ou e8=Q, ou e7e8d).',
      ], caption: 'Avance o peão para e8 e escolha a peça.' },
      { id: 'draws', title: 'Empates', text: [
        'Por acordo: um jogador propõe e o outro aceita.',
        'Por afogamento, e por material insuficiente: quando nenhum dos lados consegue mais dar mate por nenhuma sequência de lances (por exemplo, rei contra rei, ou rei e bispo contra rei).',
        'Por repetição: se a mesma posição (mesmas peças, mesmo jogador da vez, mesmos direitos de roque e en passant) aparece pela terceira vez, o jogador da vez pode reclamar o empate. Na quinta vez a partida empata sozinha.',
        'Pela regra dos 50 lances: depois de 50 lances de cada lado sem movimento de peão nem captura, o jogador da vez pode reclamar o empate. Com 75 lances de cada lado, empata sozinha (a não ser que o último lance dê mate).',
      ] },
      { id: 'clock', title: 'Relógio', text: [
        'Cada jogador tem o seu tempo, que só corre na sua vez. O ritmo “5+3” quer dizer 5 minutos para a partida toda e mais 3 segundos somados a cada lance feito.',
        'Quem fica sem tempo perde, a não ser que o adversário não tenha como dar mate com nenhuma sequência de lances: então é empate. Quando o seu tempo está acabando o relógio fica vermelho e pisca; se quiser, ligue o som para ouvir um aviso.',
      ] },
    ],
  },
  'pt-PT': {
    title: 'Regras do xadrez',
    intro: 'Dois jogadores, brancas e pretas, jogam alternadamente num tabuleiro de 64 casas; as brancas começam. Ganha quem der xeque-mate no rei adversário.',
    sections: [
      { id: 'pieces', title: 'Como as peças andam', diagram: 'pieces', text: [
        'O rei anda uma casa em qualquer direção. A dama anda quantas casas quiser em linha reta: na horizontal, na vertical ou na diagonal. A torre anda em linha reta na horizontal ou na vertical; o bispo, só na diagonal. Nenhuma dessas peças salta por cima de outra.',
        'O cavalo salta em “L”: duas casas numa direção e uma para o lado. É a única peça que salta as outras.',
        'O peão anda uma casa para a frente (duas, se ainda estiver na casa inicial) e captura uma casa na diagonal para a frente. Captura-se ocupando a casa da peça adversária, que sai do tabuleiro.',
      ], caption: 'Clique numa peça branca: as casas marcadas são os lances dela. O roque também está disponível aqui.' },
      { id: 'check', title: 'Xeque, xeque-mate e afogamento', diagram: 'mate', text: [
        'O rei está em xeque quando uma peça adversária o ataca. Quem está em xeque tem de sair dele já no lance seguinte: movendo o rei, capturando a peça que dá xeque ou pondo uma peça no caminho. Nenhum lance pode deixar o próprio rei em xeque.',
        'Xeque-mate é o xeque do qual não há saída: a partida acaba e quem deu o mate vence.',
        'Afogamento é quando o jogador da vez não está em xeque mas não tem nenhum lance legal: a partida termina empatada.',
      ], caption: 'As brancas dão mate num lance: leve a torre até à oitava fila (Td8#).' },
      { id: 'castling', title: 'Roque', text: [
        'O roque é o único lance em que duas peças se movem: o rei anda duas casas na direção de uma torre e essa torre salta para o outro lado dele. Roque pequeno (O-O) com a torre da ala do rei; roque grande (O-O-O) com a torre da ala da dama.',
        'Só é permitido se o rei e essa torre nunca se moveram, se não há peças entre eles, se o rei não está em xeque e se não passa nem chega a uma casa atacada.',
        'Aqui faz-se o roque a arrastar o rei duas casas, a largar o rei sobre a torre, ou a escrever O-O (também 0-0).',
      ] },
      { id: 'enpassant', title: 'Captura en passant', diagram: 'enpassant', text: [
        'Quando um peão avança duas casas e para ao lado de um peão adversário, este pode capturá-lo como se ele tivesse andado uma casa só: vai para a casa que o peão atravessou. Só vale no lance imediatamente seguinte.',
      ], caption: 'As pretas acabaram de jogar d7-d5. O peão de e5 pode capturar en passant em d6.' },
      { id: 'promotion', title: 'Promoção', diagram: 'promotion', text: [
        'O peão que chega à última fila é trocado, no mesmo lance, por uma dama, torre, bispo ou cavalo da mesma cor, à escolha do jogador (quase sempre a dama). Pode haver mais de uma dama no tabuleiro.',
        'Aqui o tabuleiro pergunta a peça; ao teclado, escreva e8=D (ou e8=Q, ou e7e8d).',
      ], caption: 'Avance o peão para e8 e escolha a peça.' },
      { id: 'draws', title: 'Empates', text: [
        'Por acordo: um jogador propõe e o outro aceita.',
        'Por afogamento, e por material insuficiente: quando nenhum dos lados já consegue dar mate por nenhuma sequência de lances (por exemplo, rei contra rei, ou rei e bispo contra rei).',
        'Por repetição: se a mesma posição (mesmas peças, mesmo jogador da vez, mesmos direitos de roque e en passant) aparece pela terceira vez, o jogador da vez pode reclamar o empate. Na quinta vez a partida empata sozinha.',
        'Pela regra dos 50 lances: depois de 50 lances de cada lado sem movimento de peão nem captura, o jogador da vez pode reclamar o empate. Com 75 lances de cada lado, empata sozinha (a não ser que o último lance dê mate).',
      ] },
      { id: 'clock', title: 'Relógio', text: [
        'Cada jogador tem o seu tempo, que só corre na sua vez. O ritmo “5+3” quer dizer 5 minutos para a partida toda e mais 3 segundos somados a cada lance feito.',
        'Quem fica sem tempo perde, a não ser que o adversário não tenha como dar mate com nenhuma sequência de lances: então é empate. Quando o seu tempo está a acabar o relógio fica vermelho e pisca; se quiser, ligue o som para ouvir um aviso.',
      ] },
    ],
  },
  en: {
    title: 'The rules of chess',
    intro: 'Two players, White and Black, take turns on a board of 64 squares; White moves first. The goal is to checkmate the other king.',
    sections: [
      { id: 'pieces', title: 'How the pieces move', diagram: 'pieces', text: [
        'The king moves one square in any direction. The queen moves any number of squares in a straight line: along a rank, a file or a diagonal. The rook moves along ranks and files; the bishop along diagonals only. None of them may jump over another piece.',
        'The knight jumps in an “L”: two squares one way and one square to the side. It is the only piece that jumps.',
        'A pawn moves one square forward (two from its starting square) and captures one square diagonally forward. A piece captures by moving onto the square of an enemy piece, which leaves the board.',
      ], caption: 'Click a white piece: the marked squares are its moves. Castling is possible here too.' },
      { id: 'check', title: 'Check, checkmate and stalemate', diagram: 'mate', text: [
        'A king is in check when an enemy piece attacks it. A player in check must get out of it at once: by moving the king, capturing the checking piece or blocking the line. No move may leave one’s own king in check.',
        'Checkmate is a check with no way out: the game ends and the side that gave mate wins.',
        'Stalemate is when the player to move is not in check but has no legal move: the game is drawn.',
      ], caption: 'White mates in one: take the rook to the eighth rank (Rd8#).' },
      { id: 'castling', title: 'Castling', text: [
        'Castling is the one move of two pieces: the king goes two squares towards a rook and that rook jumps to the king’s other side. Short castling (O-O) uses the king’s-side rook; long castling (O-O-O) the queen’s-side rook.',
        'It is allowed only if neither that king nor that rook has moved, no piece stands between them, the king is not in check, and it neither crosses nor lands on an attacked square.',
        'Here you castle by dragging the king two squares, by dropping the king on the rook, or by typing O-O (0-0 works too).',
      ] },
      { id: 'enpassant', title: 'En passant', diagram: 'enpassant', text: [
        'When a pawn advances two squares and stops beside an enemy pawn, that pawn may capture it as if it had moved one square only, landing on the square it crossed. This is allowed on the very next move only.',
      ], caption: 'Black has just played d7-d5. The pawn on e5 may capture en passant on d6.' },
      { id: 'promotion', title: 'Promotion', diagram: 'promotion', text: [
        'A pawn that reaches the last rank is exchanged, in the same move, for a queen, rook, bishop or knight of its colour, as the player chooses (nearly always a queen). There may be more than one queen on the board.',
        'Here the board asks for the piece; when typing, write e8=Q (or e8=D, or e7e8q).',
      ], caption: 'Push the pawn to e8 and choose the piece.' },
      { id: 'draws', title: 'Draws', text: [
        'By agreement: one player offers and the other accepts.',
        'By stalemate, and by insufficient material: when neither side can checkmate by any series of moves (king against king, or king and bishop against king, for example).',
        'By repetition: when the same position (same pieces, same player to move, same castling and en passant rights) occurs for the third time, the player to move may claim a draw. At the fifth time the game is drawn by itself.',
        'By the 50-move rule: after 50 moves by each side with no pawn move and no capture, the player to move may claim a draw. At 75 moves each it is drawn by itself (unless the last move mates).',
      ] },
      { id: 'clock', title: 'The clock', text: [
        'Each player has their own time, which runs only on their turn. “5+3” means 5 minutes for the whole game plus 3 seconds added for each move made.',
        'A player whose time runs out loses, unless the opponent could not checkmate by any series of moves: then it is a draw. When your time runs low the clock turns red and blinks; turn the sound on to hear a warning too.',
      ] },
    ],
  },
};
