/**
 * The new-order sound, made with the Web Audio API (no audio file to fetch). Browsers keep audio
 * silent until the person has interacted with the page, so the context is created and resumed in a
 * gesture (`unlockSound`); before that `playNewOrderChime` stays silent and says so.
 */
let context: AudioContext | undefined;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Whether the browser lets this page play sound now. */
export function soundUnlocked(): boolean {
  return context?.state === 'running';
}

export function subscribeSoundState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Call from a click, tap or key press: the one moment a browser allows audio to start. */
export async function unlockSound(): Promise<void> {
  if (typeof AudioContext === 'undefined') return;
  if (!context) {
    context = new AudioContext();
    context.addEventListener('statechange', notify);
  }
  if (context.state === 'suspended') {
    // Refused outside a gesture: the next one tries again.
    await context.resume().catch(() => undefined);
  }
  notify();
}

/** Two short rising tones, loud enough over a kitchen's noise; false when the browser blocks sound. */
export function playNewOrderChime(): boolean {
  if (!context || context.state !== 'running') return false;
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1318.5].entries()) {
    const at = start + index * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    // A quick rise and fall: an abrupt start or stop clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  }
  return true;
}
