// When play in the club starts, in words: the clock time in the reader's language and the countdown to it ("Começa
// seg., 7 de dez., 20:30 (em 3 min)"), shared by an online event's page and card, the arenas and the lobby.
import { t, tf } from './i18n';
import { formatWhen } from './dates';

/** "3 min", "45 s", "agora": how long until `iso` from `nowMs`. */
export function countdownText(iso: string, nowMs: number): string {
  const s = Math.max(0, Math.round((Date.parse(iso) - nowMs) / 1000));
  if (s === 0) return t('on.now');
  if (s < 120) return tf('on.seconds', { n: s });
  const m = Math.round(s / 60);
  if (m < 120) return tf('on.minutes', { n: m });
  if (s < 48 * 3600) return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
  return `${Math.round(s / 86400)} d`;
}

/** The start's date and clock time as the reader's language writes them. */
export function whenText(iso: string): string {
  return formatWhen(iso);
}

/** "Começa sáb., 12 de dez., 15:00 (em 3 min)", or "Começou ..." once it is past. */
export function startText(iso: string, nowMs: number): string {
  return Date.parse(iso) <= nowMs ? tf('pc.startedAt', { when: whenText(iso) }) : tf('pc.startsAtIn', { when: whenText(iso), time: countdownText(iso, nowMs) });
}
