import { Component, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** A lazily loaded part's code did not arrive: no connection, the server down, a deploy removed it. */
export class PartLoadError extends Error {
  override name = 'PartLoadError';
}

/**
 * `React.lazy` for a part of the page around every route (the header's drawer and menus, the place
 * chooser) whose code may fail to load: the failure is a `PartLoadError`, which `PartBoundary` keeps
 * in place, and the next render of the part loads it again (React.lazy keeps its first failure).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          current = attempt();
          throw new PartLoadError('A part of the page could not be loaded', { cause });
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

type PartBoundaryState = { error: Error | undefined; retryKey: unknown };

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
    return { error: error instanceof Error ? error : new Error(String(error), { cause: error }) };
  }

  static getDerivedStateFromProps(
    props: PartBoundaryProps,
    state: PartBoundaryState,
  ): Partial<PartBoundaryState> | null {
    return props.retryKey === state.retryKey ? null : { error: undefined, retryKey: props.retryKey };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartLoadError)) return;
    console.error(error.message, error.cause);
    this.props.onLoadError?.(error);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PartLoadError) return null;
    throw error;
  }
}
