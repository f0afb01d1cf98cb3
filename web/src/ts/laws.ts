// The rule books, /leis (the list) and /leis/{id} (one book): every article with its number as a heading and its
// anchor (/leis/xadrez#9.6.2), a table of contents, a search box that hides the articles without the words typed
// and marks them in the rest (accents and case ignored), and small static boards. The text comes from
// GET /api/laws/{id}?lang=... in the reader's language (server/src/main/resources/laws/*.md, pt-PT/, en/).
import { Chessground } from '@lichess-org/chessground';
import { h } from './dom';
import { call } from './api';
import { lawsT, lawsLang } from './lawsText';
import { draughtsBoard } from './draughts';
import type { Cleanup } from './main';

interface Block { type: 'p' | 'list' | 'note' | 'diagram'; text?: string; items?: string[]; game?: string; fen?: string; caption?: string }
interface Article { number: string; anchor: string; depth: number; title: string; blocks: Block[] }
interface Book { id: string; title: string; game: string; summary: string[]; links: { label: string; url: string }[]; articles: Article[] }
interface BookInfo { id: string; title: string; game: string; articles: number }

const link = (href: string, text: string, attrs: Record<string, unknown> = {}) => h('a', { href, 'data-link': true, ...attrs }, text);

export function lawsRoute(main: HTMLElement, path: string): Cleanup | null {
  if (path === '/leis' || path === '/leis/') return lawsIndex(main);
  const m = /^\/leis\/([a-z-]+)$/.exec(path);
  return m ? lawsPage(main, m[1]) : null;
}

/** The header's links. */
export const lawsNavLinks = () => [link('/leis/xadrez', lawsT('navChess')), link('/leis/damas-brasileiras', lawsT('navDraughts'))];

function lawsIndex(main: HTMLElement): Cleanup {
  document.title = `${lawsT('title')} · Tabuleiro`;
  const list = h('ul.laws-books', h('li', lawsT('loading')));
  main.append(h('article.laws', h('h1', lawsT('title')), h('p.lead', lawsT('lead')),
    list,
    h('p.muted', lawsT('summaries'), ' ', link('/regras/xadrez', lawsT('chessSummary')), ' · ', link('/regras/damas', lawsT('draughtsSummary')))));
  call<{ documents: BookInfo[] }>('GET', '/api/laws?lang=' + lawsLang()).then(r => {
    list.replaceChildren(...r.documents.map(d => h('li', link('/leis/' + d.id, d.title), ' ',
      h('span.muted', '(' + lawsT('articles', { n: d.articles }) + ')'))));
  }).catch(e => list.replaceChildren(h('li.error', { role: 'alert' }, String((e as Error).message))));
  return () => undefined;
}

function lawsPage(main: HTMLElement, id: string): Cleanup {
  let alive = true;
  main.append(h('p', lawsT('loading')));
  call<Book>('GET', '/api/laws/' + id + '?lang=' + lawsLang()).then(book => {
    if (!alive) return;
    main.replaceChildren();
    renderBook(main, book);
  }).catch(e => {
    if (alive) main.replaceChildren(h('p.error', { role: 'alert' }, String((e as Error).message)));
  });
  const onHash = () => showTarget();
  window.addEventListener('hashchange', onHash);
  return () => { alive = false; window.removeEventListener('hashchange', onHash); };
}

/** Accents and case ignored: "Promoção" and "promocao" are the same words. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function renderBook(main: HTMLElement, book: Book): void {
  document.title = `${book.title} · Tabuleiro`;
  const books = h('nav.laws-books-nav', { 'aria-label': lawsT('title') },
    link('/leis', lawsT('index')),
    ...[['xadrez', lawsT('navChess')], ['damas-internacionais', lawsT('navIntl')], ['damas-brasileiras', lawsT('navBrazilian')]]
      .map(([bid, name]) => link('/leis/' + bid, name, { 'aria-current': bid === book.id ? 'page' : undefined })));
  const input = h('input', { type: 'search', id: 'laws-q', placeholder: lawsT('placeholder'), autocomplete: 'off',
    'data-testid': 'laws-search' }) as HTMLInputElement;
  const status = h('p.laws-status', { 'aria-live': 'polite', 'data-testid': 'laws-status' });
  const search = h('form.laws-search', { role: 'search', onsubmit: (e: Event) => e.preventDefault() },
    h('label', { for: 'laws-q' }, lawsT('search')), input, status);

  const tocItems: HTMLElement[] = [];
  const toc = h('ol.laws-toc-list', ...book.articles.filter(a => a.depth <= 2).map(a => {
    const li = h('li', { class: 'd' + a.depth, 'data-for': a.anchor },
      h('a', { href: '#' + a.anchor }, a.number ? h('span.law-num', a.number) : null, a.number ? ' ' : null, a.title));
    tocItems.push(li);
    return li;
  }));
  const tocBox = h('details.laws-toc', { open: window.matchMedia('(min-width: 900px)').matches },
    h('summary', lawsT('contents')), h('nav', { 'aria-label': lawsT('contents') }, toc));

  const sections = book.articles.map(a => articleSection(a, book.id));
  const body = h('div.laws-articles', ...sections.map(s => s.el));
  main.append(h('article.laws', { 'data-book': book.id }, books, h('h1', book.title),
    ...book.summary.map(p => h('p.lead', p)),
    h('p.laws-official', h('strong', lawsT('official') + ': '),
      ...book.links.flatMap((l, i) => [i ? ' · ' : '', h('a', { href: l.url, target: '_blank', rel: 'noopener' }, l.label)])),
    h('p.muted', lawsT('summaries'), ' ', book.game === 'xadrez' ? link('/regras/xadrez', lawsT('chessSummary'))
      : link('/regras/damas', lawsT('draughtsSummary'))),
    search, h('div.laws-layout', tocBox, body)));

  const apply = () => {
    const q = input.value.trim();
    const words = fold(q).split(/\s+/).filter(Boolean);
    const starts = words.map(w => wordStart(w));
    let shown = 0;
    const visible = new Set<string>();
    for (const s of sections) {
      const hit = words.every((w, i) => starts[i].test(s.folded) || s.number.startsWith(w));
      s.el.hidden = !hit;
      s.mark(hit ? words : []);
      if (hit) { shown++; visible.add(s.anchor); }
    }
    for (const li of tocItems) li.hidden = words.length > 0 && !visible.has(li.dataset.for!);
    status.textContent = words.length === 0 ? '' : shown === 0 ? lawsT('none', { q }) : shown === 1 ? lawsT('foundOne') : lawsT('found', { n: shown });
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q); else url.searchParams.delete('q');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
  };
  let timer: number | undefined;
  input.addEventListener('input', () => { clearTimeout(timer); timer = window.setTimeout(apply, 120); });
  const q = new URLSearchParams(location.search).get('q');
  if (q) { input.value = q; apply(); }
  showTarget();
}

interface Section { el: HTMLElement; anchor: string; number: string; folded: string; mark(words: string[]): void }

function articleSection(a: Article, bookId: string): Section {
  const texts: HTMLElement[] = [];
  const textEl = (sel: string, text: string) => { const el = h(sel); el.dataset.text = text; highlight(el, []); texts.push(el); return el; };
  const level = Math.min(a.depth + 1, 6);
  const title = textEl('span.law-title', a.title);
  const heading = h('h' + level, a.number
    ? h('a.law-num', { href: '#' + a.anchor, title: lawsT('link', { n: a.number }) }, a.number) : null, a.number ? ' ' : null, title);
  const blocks = a.blocks.map(b => {
    switch (b.type) {
      case 'p': return textEl('p', b.text!);
      case 'note': return textEl('p.law-note', b.text!);
      case 'list': return h('ul', ...b.items!.map(i => textEl('li', i)));
      case 'diagram': return h('figure.law-diagram', diagram(b.game!, b.fen!), textEl('figcaption', b.caption!));
    }
  });
  const el = h('section.law', { id: a.anchor, class: 'law depth-' + a.depth, 'data-number': a.number || undefined,
    'data-book': bookId }, heading, ...blocks);
  const all = [a.number, a.title, ...a.blocks.flatMap(b => [b.text ?? '', ...(b.items ?? []), b.caption ?? ''])].join(' ');
  return { el, anchor: a.anchor, number: a.number, folded: fold(all), mark: words => texts.forEach(t => highlight(t, words)) };
}

/** A word typed matches where a word of the text starts: "rei" finds "rei" and "reis", not "direito". */
const wordStart = (w: string, flags = 'u') => new RegExp('(?<![\\p{L}\\p{N}])' + w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);

/** A path of these pages in the text (/leis/damas-internacionais#2.1) becomes a link. */
const CITATION = /\/leis\/[a-z-]+(?:#[A-Za-z0-9.]+)?/g;

/** The element's text again, links made, with each word typed (accents and case ignored) in a <mark>. */
function highlight(el: HTMLElement, words: string[]): void {
  const text = el.dataset.text!;
  // One folded character per original one (precomposed letters fold to one letter), so indexes carry over.
  const folded = Array.from(text, c => fold(c).charAt(0) || c).join('');
  const marked = new Array<boolean>(text.length).fill(false);
  for (const w of words) {
    for (const m of folded.matchAll(wordStart(w, 'gu'))) marked.fill(true, m.index!, m.index! + w.length);
  }
  const piece = (from: number, to: number) => {
    const parts: (string | HTMLElement)[] = [];
    for (let i = from; i < to;) {
      let j = i;
      while (j < to && marked[j] === marked[i]) j++;
      parts.push(marked[i] ? h('mark', text.slice(i, j)) : text.slice(i, j));
      i = j;
    }
    return parts;
  };
  const nodes: (string | HTMLElement)[] = [];
  let at = 0;
  for (const m of text.matchAll(CITATION)) {
    nodes.push(...piece(at, m.index!));
    nodes.push(h('a', { href: m[0], 'data-link': m[0].includes('#') ? undefined : true }, ...piece(m.index!, m.index! + m[0].length)));
    at = m.index! + m[0].length;
  }
  nodes.push(...piece(at, text.length));
  el.replaceChildren(...nodes);
}

/** A small static board: chessground showing the FEN, or our draughts SVG. */
function diagram(game: string, fen: string): HTMLElement {
  if (game === 'xadrez') {
    const host = h('div.cg-wrap-host');
    const board = h('div.diagram-board', { role: 'img', 'aria-label': `${lawsT('diagram')}: ${fen}` }, host);
    requestAnimationFrame(() => Chessground(host, { fen: fen.split(' ')[0], viewOnly: true, coordinates: true }));
    return board;
  }
  const board = draughtsBoard(game === 'internacional' ? 10 : 8, () => undefined);
  board.set(fen, [], false);
  return h('div.diagram-board', board.el);
}

/** The article the address names, scrolled to and marked (the page is drawn after the browser looked for it). */
function showTarget(): void {
  document.querySelectorAll('section.law.target').forEach(e => e.classList.remove('target'));
  const id = decodeURIComponent(location.hash.slice(1));
  const el = id ? document.getElementById(id) : null;
  if (!el || !el.classList.contains('law')) return;
  el.hidden = false;
  el.classList.add('target');
  el.scrollIntoView({ block: 'start' });
}
