// Typed moves: what a player writes in the move field, checked against the server's legal moves before it is sent,
// so a mistake is explained at once ("No knight move to f3", "Ambiguous: Cbd2, Cfd2"). Chess takes SAN with English
// (K Q R B N) or Portuguese (R D T B C) letters, castling O-O / 0-0-0, and coordinates (e2e4, e2-e4, e7e8q);
// draughts takes numeric notation (32-28, 19x28, or the whole path 19x28x37).
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { parseSquare } from 'chessops/util';
import type { Role } from 'chessops/types';
import { t, tf, lang } from './i18n';
import { h } from './dom';
import { sanOf } from './notation';
import { pathOf } from './draughts';

/** A move to send (UCI or PDN, as the server listed it), or why the text is not one. */
export type Typed = { move: string } | { error: string };

const PROMOTION: Record<string, Role> = { q: 'queen', d: 'queen', r: 'rook', t: 'rook', b: 'bishop', n: 'knight', c: 'knight' };
/** Piece letters: 'R' is a rook in English and a king (rei) in Portuguese; the page's language is tried first. */
const LETTERS: Record<string, Role[]> = {
  K: ['king'], Q: ['queen'], B: ['bishop'], N: ['knight'], D: ['queen'], T: ['rook'], C: ['knight'],
  R: ['rook', 'king'],
};
const ROLE_CHAR: Record<Role, string> = { pawn: '', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

const COORDS = /^([a-h][1-8])\s*[-x:]?\s*([a-h][1-8])\s*=?([qrbndtc])?$/i;
const SAN = /^([KQRBNDTC])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([QRBNDTCqrbndtc]))?$/;
const CASTLE = /^(O-?O(-?O)?)$/i;

interface Candidate { uci: string; role: Role; from: string; to: string; promotion: string }

/**
 * The legal move `text` names in the position `fen`, where `legal` are the server's legal moves (UCI, castling as
 * the king's two-square move e1g1).
 */
export function chessMove(text: string, fen: string, legal: string[]): Typed {
  const clean = text.trim().replace(/[+#!?]+$/, '').replace(/0/g, 'O');
  const setup = parseFen(fen);
  if (!setup.isOk || !clean) return { error: tf('kb.notUnderstood', { text }) };
  const pos = Chess.fromSetup(setup.value).unwrap(p => p, () => undefined);
  if (!pos) return { error: tf('kb.notUnderstood', { text }) };
  if (legal.length === 0) return { error: t('kb.notYourTurn') };
  const checkNote = pos.isCheck() ? t('kb.inCheck') : '';
  const candidates: Candidate[] = legal.map(uci => ({
    uci, from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci.slice(4),
    role: pos.board.get(parseSquare(uci.slice(0, 2))!)?.role ?? 'pawn',
  }));
  const san = (c: Candidate) => sanOf(pos, c.uci, lang === 'pt');

  if (CASTLE.test(clean)) {
    const long = clean.replace(/-/g, '').length === 3;
    const found = candidates.find(c => c.role === 'king' && Math.abs(c.to.charCodeAt(0) - c.from.charCodeAt(0)) === 2
      && (c.to[0] === 'c') === long);
    return found ? { move: found.uci } : { error: t('kb.castle') + checkNote };
  }

  const coords = COORDS.exec(clean);
  if (coords) {
    const [from, to] = [coords[1].toLowerCase(), coords[2].toLowerCase()];
    const piece = pos.board.get(parseSquare(from)!);
    if (!piece || piece.color !== pos.turn) return { error: tf('kb.noPiece', { sq: from }) };
    return pick(candidates.filter(c => c.from === from && c.to === to), coords[3], san,
      () => tf('kb.cannotGo', { from, to }) + checkNote);
  }

  const m = SAN.exec(sloppy(clean));
  if (!m) return { error: tf('kb.notUnderstood', { text }) };
  const [, letter, file, rank, to, promo] = m;
  let roles: Role[] = letter ? LETTERS[letter] : ['pawn'];
  if (letter === 'R' && lang === 'pt') roles = ['king', 'rook'];
  for (const role of roles) {
    const found = candidates.filter(c => c.role === role && c.to === to && (!file || c.from[0] === file) && (!rank || c.from[1] === rank));
    if (found.length) return pick(found, promo, san, () => '');
  }
  return { error: tf('kb.noneCanGo', { piece: t(`piece.${roles[0]}`), to }) + checkNote };
}

/**
 * A piece letter typed in lower case (nf3, cf3, bc4) made a capital: only when the text cannot be a pawn's move,
 * which starts with its square (b4, b8=D) or its file and a capture (bxc3), as a pawn never changes file otherwise.
 */
function sloppy(text: string): string {
  return /^[kqrbndtc]/.test(text) && !/^[a-h]([1-8]|x)/.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
}

/** One move among `found` (which differ by origin or by promotion piece), or why there is not exactly one. */
function pick(found: Candidate[], promo: string | undefined, san: (c: Candidate) => string, none: () => string): Typed {
  if (found.length === 0) return { error: none() };
  if (found[0].promotion) {
    if (!promo) return { error: tf('kb.promotion', { list: found.map(san).join(', ') }) };
    const role = PROMOTION[promo.toLowerCase()];
    found = found.filter(c => c.promotion === ROLE_CHAR[role]);
    if (found.length === 0) return { error: none() };
  }
  if (found.length > 1) return { error: tf('kb.ambiguous', { list: found.map(san).join(', ') }) };
  return { move: found[0].uci };
}

const DRAUGHTS = /^(\d{1,2})(?:\s*([-x:])\s*(\d{1,2}))+$/;

/**
 * The legal draughts move `text` names, among `legal` as the server writes them (32-28, 19x28; the whole path,
 * 19x28x37, only where two captures share their ends). A capture may be typed as its ends or as its whole path.
 */
export function draughtsMove(text: string, legal: string[]): Typed {
  const clean = text.trim().replace(/\s+/g, '');
  if (!DRAUGHTS.test(clean)) return { error: tf('kb.notUnderstood', { text }) };
  if (legal.length === 0) return { error: t('kb.notYourTurn') };
  const typed = pathOf(clean.replace(/:/g, 'x'));
  const from = typed[0], to = typed[typed.length - 1];
  const ends = legal.filter(m => { const p = pathOf(m); return p[0] === from && p[p.length - 1] === to; });
  // The squares typed between the ends must lie, in order, on the move's path (when the server wrote the path).
  const along = ends.filter(m => {
    const p = pathOf(m);
    if (p.length === 2) return true;
    let i = 1;
    return typed.slice(1, -1).every(s => { while (i < p.length - 1 && p[i] !== s) i++; return i++ < p.length - 1; });
  });
  if (along.length === 1) return { move: along[0] };
  if (along.length > 1) return { error: tf('kb.paths', { list: along.join(', ') }) };
  if (legal[0].includes('x')) {
    // Captures are compulsory, and of them the ones taking the most pieces (FMJD 4.13): only those are listed.
    const key = clean.includes('x') ? 'kb.majority' : 'kb.mustCapture';
    return { error: tf(key, { list: legal.slice(0, 6).join(', ') }) };
  }
  return { error: tf('kb.noDraughtsMove', { from, to }) };
}


export interface MoveField { el: HTMLElement; input: HTMLInputElement }

/**
 * The move field: Enter reads the text with `parse`; a legal move goes to `play` and the field empties, anything else
 * is explained under it (an alert, so a screen reader says it at once) and the text stays to be corrected.
 */
export function moveField(hint: string, parse: (text: string) => Typed, play: (move: string) => void): MoveField {
  const feedback = h('p.error.kb-feedback', { id: 'kb-feedback', role: 'alert', 'data-testid': 'kb-feedback' });
  const input = h('input', { type: 'text', name: 'move', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
    placeholder: hint, 'aria-describedby': 'kb-feedback', 'aria-keyshortcuts': 'Alt+J', 'data-testid': 'kb-input' }) as HTMLInputElement;
  const form = h('form.kb', { onsubmit: (e: Event) => {
    e.preventDefault();
    if (!input.value.trim()) return;
    const typed = parse(input.value);
    if ('error' in typed) { feedback.textContent = typed.error; return; }
    feedback.textContent = '';
    input.value = '';
    play(typed.move);
  } }, h('label', { for: 'kb-input' }, t('kb.label')), h('div.kb-row', input, h('button', { type: 'submit' }, t('kb.play'))), feedback);
  input.id = 'kb-input';
  return { el: form, input };
}
