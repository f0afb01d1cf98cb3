// A chat room in the page: the players' or the spectators' room of a game (on the game's socket), or the club's room
// in the lobby (on the lobby's socket). Lines are text, never HTML: a link or a tag shows as typed. Anyone signed in
// reports a line (⚑); moderators and admins silence its writer from the line itself (docs/protocol.md, Chat).
import { h } from './dom';
import { formatTime, formatDateTime } from './dates';
import { t, tf, tOr, lang } from './i18n';
import { call, me, isModerator } from './api';
import { errorText } from './pages';

export interface ChatLine { id: number; room: string; user: string; text: string; at: string }
export type ChatRoomKey = 'player' | 'spectator' | 'club';

export interface ChatPanel {
  el: HTMLElement;
  /** A line from the socket (the room's history first, then each new one). */
  add(line: ChatLine): void;
  /** The server refused our line (an error frame): shown under the field. */
  refused(code: string, message: string): void;
  /** Whether the socket is there to send on; the field is disabled while it is not (and at first). */
  online(up: boolean): void;
}

const MAX_CHARS = 140;   // ChatService.MAX_CHARS
const KEPT = 100;        // lines kept in the page

/** The chat codes the server answers on the socket: they belong in the panel, not in the page's live region. */
export const isChatError = (code: string) => code.startsWith('chat_') || code === 'muted';

export function chatPanel(room: ChatRoomKey, send: (text: string) => boolean, gameId?: number): ChatPanel {
  const list = h('ol.chat-lines', { 'data-testid': 'chat-lines', 'aria-live': 'polite', 'aria-label': t('chat.lines') });
  const note = h('p.chat-note', { 'data-testid': 'chat-note', role: 'status' });
  const input = h('input', { type: 'text', maxlength: String(MAX_CHARS), autocomplete: 'off', 'data-testid': 'chat-input',
    'aria-label': t('chat.say'), placeholder: me ? t('chat.placeholder') : t('chat.signIn'), disabled: true }) as HTMLInputElement;
  const button = h('button.small', { type: 'submit', disabled: true }, t('chat.send')) as HTMLButtonElement;
  const form = h('form.chat-form', { onsubmit: (e: Event) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) { note.textContent = t('error.chat_empty'); return; }
    if ([...text].length > MAX_CHARS) { note.textContent = tf('chat.tooLong', { n: MAX_CHARS }); return; }
    if (send(text)) { input.value = ''; note.textContent = ''; } else note.textContent = t('play.offline');
  } }, input, button);
  const title = room === 'player' ? t('chat.players') : room === 'spectator' ? t('chat.spectators') : t('chat.club');
  const el = h('section.chat', { 'data-testid': 'chat', 'data-room': room }, h('h2.chat-title', title),
    room === 'player' ? h('p.small.muted.chat-hint', t('chat.playersHint')) : room === 'spectator' ? h('p.small.muted.chat-hint', t('chat.spectatorsHint')) : null,
    list, me ? form : h('p.small.muted', h('a', { href: '/login', 'data-link': true }, t('chat.signIn'))), note);
  const seen = new Set<number>();

  function lineEl(l: ChatLine): HTMLElement {
    const mine = !!me && me.username.toLowerCase() === l.user.toLowerCase();
    const when = new Date(l.at);
    const tools: HTMLElement[] = [];
    if (me && !mine) {
      tools.push(h('button.chat-tool', { type: 'button', title: t('chat.report'), 'aria-label': t('chat.report'), 'data-action': 'report',
        onclick: async () => {
          try {
            await call('POST', '/api/moderation/reports', gameId === undefined ? { messageId: l.id } : { gameId, messageId: l.id });
            note.textContent = t('chat.reported');
          } catch (err) { note.textContent = errorText(err); }
        } }, '⚑'));
    }
    if (isModerator() && !mine) {
      tools.push(h('button.chat-tool', { type: 'button', title: t('chat.mute'), 'data-action': 'mute', onclick: async () => {
        try {
          await call('POST', '/api/moderation/mute', { username: l.user, minutes: 60 });
          note.textContent = tf('chat.muted', { user: l.user });
        } catch (err) { note.textContent = errorText(err); }
      } }, t('chat.muteShort')));
    }
    return h('li', { 'data-line': l.id, class: mine ? 'mine' : '' },
      h('time.chat-at', { datetime: l.at }, formatTime(when)), ' ',
      h('a.chat-user', { href: `/player/${encodeURIComponent(l.user)}`, 'data-link': true }, l.user), ' ',
      h('span.chat-text', l.text), ...tools);
  }

  return {
    el,
    add(l) {
      if (seen.has(l.id)) return;   // a reconnected socket sends the room's history again
      seen.add(l.id);
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
      list.append(lineEl(l));
      while (list.children.length > KEPT) list.firstElementChild!.remove();
      if (atEnd) list.scrollTop = list.scrollHeight;
    },
    // A mute names its end, which only the server's (Portuguese) message has.
    refused(code, message) {
      // a mute names its end as an ISO instant: written in the reader's language and time zone
      const until = code === 'muted' ? /\d{4}-\d\d-\d\dT[\d:.]+Z/.exec(message) : null;
      note.textContent = until ? tf('error.mutedUntil', { until: formatDateTime(until[0]) }) : tOr('error.' + code, message);
    },
    online(up) { input.disabled = button.disabled = !me || !up; },
  };
}
