/** The cues a player can turn on for each block change: both off unless chosen, remembered on the device. */
export interface CueSettings {
  sound: boolean;
  vibration: boolean;
}

const CUES_KEY = 'dreampitch:training-cues';

export function readCueSettings(): CueSettings {
  try {
    const value = JSON.parse(window.localStorage.getItem(CUES_KEY) ?? '{}') as Partial<CueSettings>;
    return { sound: value.sound === true, vibration: value.vibration === true };
  } catch {
    return { sound: false, vibration: false };
  }
}

export function writeCueSettings(settings: CueSettings): void {
  try {
    window.localStorage.setItem(CUES_KEY, JSON.stringify(settings));
  } catch {
    // Not kept: the choice lasts until the page closes.
  }
}

let audio: AudioContext | null = null;

/** A short beep (higher for work, lower for rest), and a buzz where the device can vibrate. */
export function playCue(settings: CueSettings, kind: 'work' | 'rest' | 'end'): void {
  if (settings.vibration && typeof navigator.vibrate === 'function')
    navigator.vibrate(kind === 'end' ? [200, 100, 200] : 200);
  if (!settings.sound || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = kind === 'rest' ? 440 : 880;
  gain.gain.setValueAtTime(0.2, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.3);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.3);
}
