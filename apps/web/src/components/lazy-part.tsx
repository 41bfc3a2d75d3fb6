import { Component, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** A lazily loaded part's code did not arrive: no connection, the server down, a deploy removed it. */
export class PartLoadError extends Error {
  override name = 'PartLoadError';
  /** Lets the part's next render load its code again (React.lazy keeps its first failure for good). */
  retry: () => void;
  constructor(cause: unknown, retry: () => void) {
    super('A part of the page could not be loaded', { cause });
    this.retry = retry;
  }
}

/**
 * `React.lazy` for a part of the page around every route (the header's drawer and menus, the place
 * chooser) whose code may fail to load: the failure is a `PartLoadError`, which `PartBoundary` keeps
 * in place and after which the part's next render loads it again.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          throw new PartLoadError(cause, () => {
            current = attempt();
          });
        },
      ),
    );
  let current = attempt();
  function LazyPart(props: Props) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return LazyPart;
}

type PartBoundaryProps = {
  children: ReactNode;
  /** Told once the part's code has failed to load (the part then renders nothing). */
  onLoadError?: (error: PartLoadError) => void;
  /** A new value renders the part again after a failure, which loads its code again. */
  retryKey?: unknown;
};

type PartBoundaryState = { error: unknown; retryKey: unknown };

/**
 * Keeps a `lazyPart` whose code did not load from taking the page with it: the part renders nothing
 * and `onLoadError` says what to do (a message, a retry on the next tap). Other errors go on to the
 * route's error page, as before: they are faults in the part, not a connection's.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  constructor(props: PartBoundaryProps) {
    super(props);
    this.state = { error: undefined, retryKey: props.retryKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PartBoundaryProps,
    state: PartBoundaryState,
  ): Partial<PartBoundaryState> | null {
    return props.retryKey === state.retryKey ? null : { error: undefined, retryKey: props.retryKey };
  }

  // React logs the error (with its cause) as for every error a boundary catches. The next load is set
  // up only now: React renders a failed part again before it gives up, which would fetch it again.
  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartLoadError)) return;
    error.retry();
    this.props.onLoadError?.(error);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PartLoadError) return null;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what the part threw, as it was
    throw error;
  }
}
