import { useEffect, useSyncExternalStore } from 'react';
import { Volume2, VolumeX } from 'lucide-react';
import { playNewOrderChime, soundUnlocked, subscribeSoundState, unlockSound } from '../utils/new-order-chime';

/**
 * The new-order sound's switch. Browsers allow sound only after the person has touched the page, so
 * the first tap or key press anywhere unlocks it, and until then the switch says it is waiting.
 */
export function SoundToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const unlocked = useSyncExternalStore(subscribeSoundState, soundUnlocked, () => false);
  useEffect(() => {
    if (unlocked) return;
    const unlock = () => {
      void unlockSound();
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [unlocked]);

  return (
    <div className="flex items-center gap-2 sm:flex-row-reverse">
      <button
        type="button"
        aria-pressed={on}
        onClick={() => {
          // A sample when it is turned on: the person hears what a new order sounds like.
          void unlockSound().then(() => {
            if (!on) playNewOrderChime();
          });
          onChange(!on);
        }}
        className="inline-flex items-center gap-1.5 rounded-lg border whitespace-nowrap border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
      >
        {on ? <Volume2 className="size-4" aria-hidden /> : <VolumeX className="size-4" aria-hidden />}
        New-order sound
      </button>
      {/* Kept in the layout once sound is allowed: the first tap unlocks it, and content moving under
          the finger between press and release would turn that tap into a click on something else. */}
      <span
        aria-hidden={!on || unlocked || undefined}
        className={`text-xs text-stone-600 ${on && !unlocked ? '' : 'invisible'}`}
      >
        Tap anywhere on the page to allow sound.
      </span>
    </div>
  );
}
