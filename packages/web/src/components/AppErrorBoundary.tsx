import { Component, type ErrorInfo, type ReactNode } from 'react';
import { setGlobalError } from '../app/errorFlag.ts';
import { ErrorFallback } from './ErrorFallback.tsx';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches render errors of a screen, shows the fallback page and sets the global error flag;
 * 'Try again' clears the flag and renders the screen again. The header stays usable.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    setGlobalError(true);
    console.error('Render error', error, info.componentStack);
  }

  override componentDidUpdate(_: Props, previous: State): void {
    if (previous.error && !this.state.error) setGlobalError(false);
  }

  retry = () => {
    setGlobalError(false);
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? <ErrorFallback onRetry={this.retry} /> : this.props.children;
  }
}
