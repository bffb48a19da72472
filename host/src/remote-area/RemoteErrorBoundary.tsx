import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Renders the failure; `retry` is the boundary's way back. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or crashes while rendering, so the rest of the page lives on. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[remote-area] caught', error, info.componentStack);
  }

  private readonly retry = () => {
    const { error } = this.state;
    if (error) this.props.onRetry(error);
  };

  override render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback(error, this.retry) : this.props.children;
  }
}
