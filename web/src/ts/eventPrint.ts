// The wall prints (issue 32): /torneios/{id}/imprimir/{kind}[/{round}] draws one A4 document (pairings by board, the
// alphabetical list, result slips, standings, schools, medals, certificates) under a toolbar that never prints; the
// "Imprimir" buttons of the event's pages open it and print at once (one click), and the page alone is a preview.
import { h } from './dom';
import { t } from './i18n';
import { errorText } from './pages';
import { go } from './main';
import { EventInfo, canManage, getEvent } from './eventApi';
import { eventHref } from './eventFormat';
import type { PrintDoc } from './eventPrintHead';
import { alphaDoc, boardsDoc, slipsDoc } from './eventPrintRound';
import { certificatesDoc, medalsDoc, schoolsDoc, standingsDoc } from './eventPrintAwards';

export type PrintKind = 'mesas' | 'alfabetica' | 'boletins' | 'classificacao' | 'escolas' | 'medalhas' | 'diplomas';

const DOCS: Record<PrintKind, PrintDoc> = {
  mesas: boardsDoc, alfabetica: alphaDoc, boletins: slipsDoc,
  classificacao: standingsDoc, escolas: schoolsDoc, medalhas: medalsDoc, diplomas: certificatesDoc,
};

const isKind = (k: string): k is PrintKind => Object.hasOwn(DOCS, k);

/** Set by a print button just before it opens the print page: that page then prints once it is drawn. */
let printWhenDrawn = false;

/** The print page, or null when the kind is unknown. */
export function printRoute(main: HTMLElement, id: number, kind: string, round: number): (() => void) | null {
  if (!isKind(kind)) return null;
  const autoPrint = printWhenDrawn;
  printWhenDrawn = false;
  let stopped = false;
  const doc = h(`div.print-doc.print-${kind}`, { 'data-testid': 'print-doc' });
  const back = h('a', { href: '#', onclick: (ev: Event) => { ev.preventDefault(); history.length > 1 ? history.back() : go(eventHref(id)); } }, t('evp.back'));
  main.classList.add('print-main');
  main.append(h('div.print-toolbar.no-print',
    h('button.primary', { type: 'button', 'data-testid': 'print-now', onclick: () => window.print() }, t('evp.printNow')), back,
    h('p.small.muted', t('evp.hint'))), doc);
  (async () => {
    try {
      const e = await getEvent(id);
      const sheets = await DOCS[kind](e, round, new URLSearchParams(location.search));
      if (stopped) return;
      document.title = `${e.name} · ${t('evp.print')}`;
      doc.replaceChildren(...(sheets.length ? sheets : [h('p.muted', t('evp.none'))]));
      doc.dataset.ready = 'true';
      await document.fonts.ready;
      // Nothing to print (a round not published) is said on the page, not sent to the printer.
      if (autoPrint && !stopped && sheets.length && !doc.querySelector('.error')) window.print();
    } catch (err) {
      if (!stopped) doc.replaceChildren(h('p.error', { role: 'alert' }, errorText(err)));
    }
  })();
  return () => { stopped = true; main.classList.remove('print-main'); };
}

/** One print button: a link to the print page (a new tab keeps it as a preview), which prints at once when clicked. */
export function printButton(id: number, kind: PrintKind, label: string, rest: () => string = () => '', testId = `print-${kind}`): HTMLElement {
  const href = () => eventHref(id, `/imprimir/${kind}${rest()}`);
  const a = h('a.button.small', { href: href(), 'data-testid': testId, onclick: (ev: MouseEvent) => {
    if (ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.button !== 0) return;
    ev.preventDefault();
    printWhenDrawn = true;
    go(href());
  } }, label);
  a.addEventListener('focus', () => a.setAttribute('href', href()));
  a.addEventListener('mouseenter', () => a.setAttribute('href', href()));
  return a;
}

/** "Imprimir:" and its buttons, one click each; the arbiters' prints only for the event's writers. */
export function printBar(e: EventInfo, buttons: (HTMLElement | null)[]): HTMLElement {
  return h('div.print-bar.no-print', { role: 'group', 'aria-label': t('evp.print'), 'data-testid': 'print-bar' },
    h('span.print-label', t('evp.print') + ':'), ...buttons);
}

/** The round's prints: boards and the alphabetical list for everyone, the result slips for its arbiters. */
export function roundPrintBar(e: EventInfo, round: number): HTMLElement {
  return printBar(e, [printButton(e.id, 'mesas', t('evp.boards'), () => `/${round}`),
    printButton(e.id, 'alfabetica', t('evp.alpha'), () => `/${round}`),
    canManage(e) ? printButton(e.id, 'boletins', t('evp.slips'), () => `/${round}`) : null]);
}
