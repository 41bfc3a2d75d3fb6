import { useEffect, useEffectEvent, useState } from 'react';
import type { LiveMessage, LiveStream, LiveStreamState } from '@/lib/live-stream';

/**
 * How often a page refetches while streams are blocked: the client's own polling interval
 * (lib/live-stream.ts, which may not have loaded), for pages that say so.
 */
export const fallbackPollMs = 10_000;

type UseLiveStreamOptions = {
  /** The SSE endpoint; null while there is nothing to follow. */
  url: string | null;
  /** Resume after this event (read when a stream opens, so a newer value does not reopen it). */
  lastEventId?: number | undefined;
  onMessage: (message: LiveMessage) => void;
  /** While streams are blocked: refetch what the stream would have delivered. */
  onPoll: () => void;
};

/**
 * Follows a live stream while the component is mounted and `url` is set, and closes it on unmount or
 * when `url` changes. It opens in an effect, so only in the browser (never while a page renders on the
 * server), and its code loads then, keeping it out of the pages' first JavaScript. Answers the
 * stream's state ('idle' when none is open), for a page that says whether it is live.
 */
export function useLiveStream({ url, lastEventId, onMessage, onPoll }: UseLiveStreamOptions) {
  const [state, setState] = useState<LiveStreamState | 'idle'>('idle');
  // The latest callbacks and event id, without reopening the stream when they change.
  const deliver = useEffectEvent(onMessage);
  const poll = useEffectEvent(onPoll);
  const resumeAfter = useEffectEvent(() => (lastEventId === undefined ? undefined : String(lastEventId)));

  useEffect(() => {
    if (url === null) return;
    let stream: LiveStream | undefined;
    let fallbackTimer: ReturnType<typeof setInterval> | undefined;
    let unmounted = false;
    import('@/lib/live-stream')
      .then(({ openLiveStream }) => {
        if (unmounted) return;
        stream = openLiveStream({
          url,
          lastEventId: resumeAfter(),
          onMessage: (message) => {
            deliver(message);
          },
          onPoll: () => {
            poll();
          },
          onStateChange: setState,
        });
      })
      .catch((error: unknown) => {
        // Its code did not load (a deploy replaced the chunk, or the network is gone): poll instead.
        console.error('Could not load live updates', error);
        if (unmounted) return;
        setState('polling');
        fallbackTimer = setInterval(() => {
          poll();
        }, fallbackPollMs);
      });
    return () => {
      unmounted = true;
      stream?.close();
      clearInterval(fallbackTimer);
      setState('idle');
    };
  }, [url]);

  return state;
}
