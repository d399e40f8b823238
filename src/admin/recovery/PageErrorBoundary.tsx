import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetFailedLoads } from './cachedLoad';
import { PageError } from './PageError';

interface Props {
  /** the error clears when this changes (the route), so the menu leads out of a failed screen */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches what a page throws while rendering (a chunk that failed to load included) and shows
 * PageError in its place, keeping the menu and toolbar. A class, since React has no hook for
 * error boundaries; react-error-boundary is only a dependency of react-admin, not ours.
 */
class Boundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new route clears the error; forgetting failed loads lets that route fetch its chunk again.
    if (props.resetKey !== state.resetKey) {
      if (state.error) forgetFailedLoads();
      return { error: null, resetKey: props.resetKey };
    }
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A page failed to render', error, info.componentStack);
  }

  private retry = () => {
    forgetFailedLoads();
    this.setState({ error: null });
  };

  render() {
    return this.state.error ? <PageError error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}

/** The page's error boundary, reset by every navigation (keyed on the location's path). */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
