import { afterEach, describe, expect, it, vi } from 'vitest';

type Tone = { frequency: number; start: number; stop: number };

/** A Web Audio context that records the tones it is asked to play; `allowed` stands for a gesture. */
function fakeAudioContext(allowed: boolean) {
  const tones: Tone[] = [];
  class FakeAudioContext {
    state = 'suspended';
    currentTime = 12;
    destination = {};
    addEventListener() {}
    resume() {
      if (!allowed) return Promise.reject(new Error('not allowed to start'));
      this.state = 'running';
      return Promise.resolve();
    }
    createGain() {
      const ramp = () => undefined;
      return {
        gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
        connect: (node: unknown) => node,
      };
    }
    createOscillator() {
      const tone: Tone = { frequency: 0, start: 0, stop: 0 };
      return {
        type: '',
        frequency: {
          setValueAtTime: (value: number) => {
            tone.frequency = value;
          },
        },
        connect: (node: unknown) => node,
        start: (at: number) => {
          tone.start = at;
          tones.push(tone);
        },
        stop: (at: number) => {
          tone.stop = at;
        },
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

/** A fresh copy of the module: it keeps the page's one audio context. */
async function freshChime() {
  vi.resetModules();
  return import('./new-order-chime');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('new-order chime', () => {
  it('stays silent until the page has been touched, then plays two short rising tones', async () => {
    const tones = fakeAudioContext(true);
    const chime = await freshChime();
    expect(chime.playNewOrderChime()).toBe(false);
    expect(chime.soundUnlocked()).toBe(false);

    const listener = vi.fn();
    chime.subscribeSoundState(listener);
    await chime.unlockSound();
    expect(chime.soundUnlocked()).toBe(true);
    expect(listener).toHaveBeenCalled();

    expect(chime.playNewOrderChime()).toBe(true);
    expect(tones.map((tone) => tone.frequency)).toEqual([880, 1318.5]);
    expect(tones[0]!.start).toBe(12);
    expect(tones[1]!.start).toBeCloseTo(12.18);
    for (const tone of tones) expect(tone.stop - tone.start).toBeLessThan(0.2);
  });

  it('stays silent when the browser refuses to start audio, and tries again at the next gesture', async () => {
    fakeAudioContext(false);
    const chime = await freshChime();
    await chime.unlockSound();
    expect(chime.soundUnlocked()).toBe(false);
    expect(chime.playNewOrderChime()).toBe(false);
  });

  it('does nothing where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const chime = await freshChime();
    await chime.unlockSound();
    expect(chime.playNewOrderChime()).toBe(false);
  });
});
