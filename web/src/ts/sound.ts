// Sounds, off until the player turns them on (the choice is kept in localStorage): a short tone made with Web Audio,
// so no sound file is downloaded. Browsers allow audio only after a click, which the toggle itself is.
import { h } from './dom';
import { t } from './i18n';

const KEY = 'tabuleiro.sound';
let ctx: AudioContext | null = null;

export const soundOn = (): boolean => localStorage.getItem(KEY) === 'on';

/** A beep: `high` for warnings (low time), lower for a move. */
export function beep(high = false): void {
  if (!soundOn()) return;
  try {
    ctx ??= new AudioContext();
    const osc = ctx.createOscillator(), gain = ctx.createGain();
    osc.frequency.value = high ? 880 : 440;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.25);
  } catch { /* no audio device: stay silent */ }
}

/** The page's checkbox for sounds. */
export function soundToggle(): HTMLElement {
  const box = h('input', { type: 'checkbox', checked: soundOn(), 'data-testid': 'sound', onchange: (e: Event) => {
    localStorage.setItem(KEY, (e.target as HTMLInputElement).checked ? 'on' : 'off');
    beep();
  } });
  return h('label.check.sound', box, ' ', t('play.sound'));
}
