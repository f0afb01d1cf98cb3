// The rules of international (10×10) and Brazilian (8×8) draughts in our own words, Portuguese first and English
// beside. The draw numbers are the ones the rules module applies (Variant.FMJD_DRAWS, Variant.BRAZILIAN_DRAWS).
import type { RulesText } from './rules';
import type { Choice } from './i18n';

export const DRAUGHTS_RULES: Record<Choice, RulesText> = {
  pt: {
    title: 'Regras das damas',
    intro: 'O jogo é nas casas escuras. Nas damas internacionais o tabuleiro tem 10×10 casas e cada lado 20 pedras; nas damas brasileiras, 8×8 casas e 12 pedras. As regras de movimento e captura são as mesmas nas duas. As brancas começam. Perde quem, na sua vez, não tiver lance: porque não tem mais peças ou porque estão todas bloqueadas.',
    sections: [
      { id: 'men', title: 'As pedras', diagram: 'backwards', text: [
        'A pedra anda uma casa na diagonal, sempre para a frente.',
        'Para capturar, salta por cima de uma peça adversária vizinha e cai na casa vazia logo atrás dela. A pedra captura para a frente e também para trás.',
        'As casas são numeradas de 1 a 50 (ou de 1 a 32 no 8×8), a partir do lado das pretas; um lance se escreve 32-28, e uma captura 19x28.',
      ], caption: 'Damas brasileiras: a pedra de 22 pode capturar para a frente (22x15) ou para trás (22x31).' },
      { id: 'majority', title: 'Captura obrigatória e lei da maioria', diagram: 'majority', text: [
        'Capturar é obrigatório. Se, depois de uma captura, a mesma peça puder capturar de novo, continua no mesmo lance, até não poder mais.',
        'Havendo várias capturas possíveis, é obrigatório escolher a que toma mais peças (lei da maioria, ou da quantidade). Damas e pedras contam igual. Se duas sequências tomam o mesmo número, o jogador escolhe.',
      ], caption: 'As brancas precisam capturar duas peças com 32x21x12; capturar só uma (38x29) não é permitido.' },
      { id: 'removal', title: 'As peças saem no fim do lance', text: [
        'As peças capturadas só saem do tabuleiro quando o lance termina. Por isso uma peça não pode ser saltada duas vezes, e uma peça já capturada, ainda no tabuleiro, pode bloquear o caminho (o “golpe turco”).',
      ] },
      { id: 'kings', title: 'A dama', diagram: 'king', text: [
        'A pedra que termina o lance na última fila do adversário vira dama (põe-se outra pedra por cima, ou vira-se a pedra).',
        'Se a pedra passa pela última fila no meio de uma captura e continua capturando, ela não vira dama: só a casa onde o lance termina conta.',
        'A dama é “voadora”: anda quantas casas quiser numa diagonal livre. Captura de longe uma peça adversária na diagonal, desde que haja casa vazia depois dela, e pode parar em qualquer casa vazia atrás da peça capturada; se dali puder capturar de novo, precisa continuar.',
      ], caption: 'A dama de 46 captura de longe as peças de 28 e de 19 e escolhe onde parar depois.' },
      { id: 'crowning', title: 'Passar pela última fila não basta', diagram: 'crowning', text: [
        'Neste exemplo a pedra branca captura 8, chega à casa 2 (última fila) e, como ainda pode capturar 7, precisa continuar: termina em 11 e continua pedra.',
      ], caption: 'Clique na pedra de 13 e jogue 13x2x11.' },
      { id: 'variants', title: 'Brasileiras e internacionais', text: [
        'As damas brasileiras usam as regras internacionais num tabuleiro de 8×8 casas com 12 pedras de cada lado: a pedra captura para trás, a dama é voadora e vale a lei da maioria. É diferente das damas inglesas (checkers), em que a pedra não captura para trás e a dama anda só uma casa.',
        'Mudam o tamanho do tabuleiro, o número de peças e os números dos empates (abaixo).',
      ] },
      { id: 'draws', title: 'Empates', text: [
        'Por acordo entre os jogadores, e quando a mesma posição, com o mesmo jogador da vez, aparece pela terceira vez.',
        'Internacionais: quando só damas se movem, sem captura, durante 25 lances de cada lado. Com três peças (ao menos uma dama) contra uma dama, o jogo empata depois de 16 lances de cada lado; com duas peças ou menos (ao menos uma dama) contra uma dama, depois de 5.',
        'Brasileiras: 20 lances de cada lado só com damas e sem captura; e 5 lances de cada lado nos finais de 2 damas contra 2 damas, 2 damas contra 1 dama, 2 damas contra dama e pedra, dama contra dama, e dama contra dama e pedra.',
      ] },
    ],
  },
  'pt-PT': {
    title: 'Regras das damas',
    intro: 'O jogo é nas casas escuras. Nas damas internacionais o tabuleiro tem 10×10 casas e cada lado 20 pedras; nas damas brasileiras, 8×8 casas e 12 pedras. As regras de movimento e captura são as mesmas nas duas. As brancas começam. Perde quem, na sua vez, não tiver lance: porque não tem mais peças ou porque estão todas bloqueadas.',
    sections: [
      { id: 'men', title: 'As pedras', diagram: 'backwards', text: [
        'A pedra anda uma casa na diagonal, sempre para a frente.',
        'Para capturar, salta por cima de uma peça adversária vizinha e cai na casa vazia logo atrás dela. A pedra captura para a frente e também para trás.',
        'As casas são numeradas de 1 a 50 (ou de 1 a 32 no 8×8), a partir do lado das pretas; um lance escreve-se 32-28, e uma captura 19x28.',
      ], caption: 'Damas brasileiras: a pedra de 22 pode capturar para a frente (22x15) ou para trás (22x31).' },
      { id: 'majority', title: 'Captura obrigatória e lei da maioria', diagram: 'majority', text: [
        'Capturar é obrigatório. Se, depois de uma captura, a mesma peça puder capturar de novo, continua no mesmo lance, até não poder mais.',
        'Havendo várias capturas possíveis, é obrigatório escolher a que toma mais peças (lei da maioria, ou da quantidade). Damas e pedras contam igual. Se duas sequências tomam o mesmo número, o jogador escolhe.',
      ], caption: 'As brancas têm de capturar duas peças com 32x21x12; capturar só uma (38x29) não é permitido.' },
      { id: 'removal', title: 'As peças saem no fim do lance', text: [
        'As peças capturadas só saem do tabuleiro quando o lance termina. Por isso uma peça não pode ser saltada duas vezes, e uma peça já capturada, ainda no tabuleiro, pode bloquear o caminho (o “golpe turco”).',
      ] },
      { id: 'kings', title: 'A dama', diagram: 'king', text: [
        'A pedra que termina o lance na última fila do adversário passa a dama (põe-se outra pedra por cima, ou volta-se a pedra).',
        'Se a pedra passa pela última fila no meio de uma captura e continua a capturar, ela não passa a dama: só a casa onde o lance termina conta.',
        'A dama é “voadora”: anda quantas casas quiser numa diagonal livre. Captura de longe uma peça adversária na diagonal, desde que haja casa vazia depois dela, e pode parar em qualquer casa vazia atrás da peça capturada; se dali puder capturar de novo, tem de continuar.',
      ], caption: 'A dama de 46 captura de longe as peças de 28 e de 19 e escolhe onde parar depois.' },
      { id: 'crowning', title: 'Passar pela última fila não basta', diagram: 'crowning', text: [
        'Neste exemplo a pedra branca captura 8, chega à casa 2 (última fila) e, como ainda pode capturar 7, tem de continuar: termina em 11 e continua pedra.',
      ], caption: 'Clique na pedra de 13 e jogue 13x2x11.' },
      { id: 'variants', title: 'Brasileiras e internacionais', text: [
        'As damas brasileiras usam as regras internacionais num tabuleiro de 8×8 casas com 12 pedras de cada lado: a pedra captura para trás, a dama é voadora e vale a lei da maioria. É diferente das damas inglesas (checkers), em que a pedra não captura para trás e a dama anda só uma casa.',
        'Mudam o tamanho do tabuleiro, o número de peças e os números dos empates (abaixo).',
      ] },
      { id: 'draws', title: 'Empates', text: [
        'Por acordo entre os jogadores, e quando a mesma posição, com o mesmo jogador da vez, aparece pela terceira vez.',
        'Internacionais: quando só damas se movem, sem captura, durante 25 lances de cada lado. Com três peças (pelo menos uma dama) contra uma dama, o jogo empata depois de 16 lances de cada lado; com duas peças ou menos (pelo menos uma dama) contra uma dama, depois de 5.',
        'Brasileiras: 20 lances de cada lado só com damas e sem captura; e 5 lances de cada lado nos finais de 2 damas contra 2 damas, 2 damas contra 1 dama, 2 damas contra dama e pedra, dama contra dama, e dama contra dama e pedra.',
      ] },
    ],
  },
  en: {
    title: 'The rules of draughts',
    intro: 'The game is played on the dark squares. International draughts uses a 10×10 board with 20 men a side; Brazilian draughts an 8×8 board with 12 men a side. Moves and captures follow the same rules in both. White moves first. A player who has no move on their turn, having no pieces left or all of them blocked, loses.',
    sections: [
      { id: 'men', title: 'Men', diagram: 'backwards', text: [
        'A man moves one square diagonally, always forwards.',
        'To capture, it jumps over an adjacent enemy piece onto the empty square just beyond it. Men capture forwards and backwards.',
        'The squares are numbered 1 to 50 (1 to 32 on 8×8) from Black’s side; a move is written 32-28 and a capture 19x28.',
      ], caption: 'Brazilian draughts: the man on 22 may capture forwards (22x15) or backwards (22x31).' },
      { id: 'majority', title: 'Compulsory capture and the majority rule', diagram: 'majority', text: [
        'Capturing is compulsory. If after a capture the same piece can capture again, it goes on in the same move until it can take no more.',
        'When several captures are possible, the one taking the most pieces must be chosen (the majority rule). Kings and men count the same. Between sequences taking as many pieces, the player chooses.',
      ], caption: 'White must take two pieces with 32x21x12; taking only one (38x29) is not allowed.' },
      { id: 'removal', title: 'Pieces leave at the end of the move', text: [
        'Captured pieces are removed only when the move is over. So no piece may be jumped twice, and a piece already captured but still on the board can block the way (the “Turkish strike”).',
      ] },
      { id: 'kings', title: 'Kings', diagram: 'king', text: [
        'A man that ends its move on the opponent’s back row becomes a king (crowned with a second piece, or turned over).',
        'A man that passes the back row in the middle of a capture and goes on capturing does not become a king: only the square where the move ends counts.',
        'Kings “fly”: they move any number of squares along a free diagonal. A king captures an enemy piece from a distance on its diagonal, when an empty square lies beyond, and may stop on any empty square behind the captured piece; if it can capture again from there, it must go on.',
      ], caption: 'The king on 46 captures the pieces on 28 and 19 from a distance and chooses where to stop.' },
      { id: 'crowning', title: 'Passing the back row is not enough', diagram: 'crowning', text: [
        'Here the white man captures 8 and reaches square 2 (the back row), but as it can still capture 7 it must go on: it ends on 11 and stays a man.',
      ], caption: 'Click the man on 13 and play 13x2x11.' },
      { id: 'variants', title: 'Brazilian and international', text: [
        'Brazilian draughts is the international game on an 8×8 board with 12 men a side: men capture backwards, kings fly and the majority rule holds. It differs from English draughts (checkers), where men do not capture backwards and kings move one square.',
        'What changes is the board, the number of pieces and the numbers of the draw rules (below).',
      ] },
      { id: 'draws', title: 'Draws', text: [
        'By agreement, and when the same position with the same player to move occurs for the third time.',
        'International: when only kings have moved, without capturing, for 25 moves by each side. With three pieces (at least one a king) against one king, the game is drawn after 16 moves each; with two pieces or fewer (at least one a king) against one king, after 5.',
        'Brazilian: 20 moves each with only kings moving and no capture; and 5 moves each in the endings of 2 kings against 2 kings, 2 kings against 1 king, 2 kings against king and man, king against king, and king against king and man.',
      ] },
    ],
  },
};
