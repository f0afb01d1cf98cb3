// The build's notation check: Portuguese SAN on Portuguese pages (a move, a PGN's text shown on screen, with its tags
// and comments as written) and the opening names' table (data/openings-pt.json) in both Portugueses. Run by
// build.mjs after the language check; a failure names what was expected.
import './globals';
import { sanText, pgnText } from '../src/ts/notation';
import { openingName, openingQuery } from '../src/ts/openingNames';
import { formatDate, formatDateTime } from '../src/ts/dates';
import { setLang } from '../src/ts/i18n';

/** 7 December 2026 at 12:05 in this machine's time zone: the pages write instants in the reader's. */
const NOON = new Date(2026, 11, 7, 12, 5).toISOString();
declare const process: { exit(code: number): never };
const failures: string[] = [];
const expect = (what: string, got: string, want: string) => { if (got !== want) failures.push(`${what}: got "${got}", want "${want}"`); };

expect('knight', sanText('Nf3', true), 'Cf3');
expect('queen takes, mate', sanText('Qxf7#', true), 'Dxf7#');
expect('rook, file given', sanText('Rfe1', true), 'Tfe1');
expect('king', sanText('Kh1', true), 'Rh1');
expect('promotion', sanText('exd8=Q+', true), 'exd8=D+');
expect('numbered', sanText('12.Nbd7', true), '12.Cbd7');
expect('castling', sanText('O-O-O', true), 'O-O-O');
expect('English page', sanText('Nf3', false), 'Nf3');
expect('PGN on screen',
  pgnText('[White "Nf3 Kasparov"]\n\n1. e4 c5 2. Nf3 {Nf3 is best} (2. Nc3 Nc6) 2... d6 ; Qd8\n3. Bb5+ Kd7 1-0', true),
  '[White "Nf3 Kasparov"]\n\n1. e4 c5 2. Cf3 {Nf3 is best} (2. Cc3 Cc6) 2... d6 ; Qd8\n3. Bb5+ Rd7 1-0');

setLang('pt', false);
expect('family and pattern', openingName('Sicilian Defense: Najdorf Variation, Opocensky Variation'),
  'Defesa Siciliana: Variante Najdorf, Variante Opocensky');
expect('Ruy Lopez', openingName('Ruy Lopez: Berlin Defense'), 'Abertura Espanhola (Ruy López): Defesa Berlinense');
expect('accepted pt-BR', openingName("Queen's Gambit Accepted: Main Line"), 'Gambito da Dama Aceito: Linha Principal');
expect('SAN in a name', openingName("King's Indian Attack, with Nf3"), 'Ataque Índio do Rei, com Cf3');
expect('nothing known', openingName('Lasker Simul Special'), 'Lasker Simul Special');
setLang('pt-PT', false);
expect('accepted pt-PT', openingName("Queen's Gambit Accepted"), 'Gambito da Dama Aceite');
expect('search, whole', openingQuery('defesa siciliana'), 'Sicilian Defense');
expect('search, pattern', openingQuery('Variante Najdorf'), 'Najdorf Variation');
expect('search, part', openingQuery('Siciliana'), 'Sicilian Defense');
expect('search, a name', openingQuery('Najdorf'), 'Najdorf');
expect('pt-PT date', formatDate(NOON).replace(/\s/g, ' '), '7/12/2026');
setLang('en', false);
expect('English', openingName('Sicilian Defense: Najdorf Variation'), 'Sicilian Defense: Najdorf Variation');
expect('English search', openingQuery('Siciliana'), 'Siciliana');
// an en-GB browser writes its dates day first, an en-US one month first
(globalThis as unknown as { navigator: { languages: string[] } }).navigator.languages = ['en-GB', 'en'];
expect('en-GB date and time', formatDateTime(NOON).replace(/\s/g, ' '), '7 Dec 2026, 12:05');
(globalThis as unknown as { navigator: { languages: string[] } }).navigator.languages = ['en-US'];
expect('en-US date and time', formatDateTime(NOON).replace(/\s/g, ' '), 'Dec 7, 2026, 12:05 PM');

if (failures.length) {
  console.error('web: notation check failed:\n  ' + failures.join('\n  '));
  process.exit(1);
}
console.log('web: notation check passed');
