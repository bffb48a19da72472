import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordRemoteEvent } from 'shared/diagnostics';
import { isChunkLoadError } from './chunk-load-error';
import { PageErrorPanel } from './PageErrorPanel';

interface Props {
  /** What changes when the member moves on (the path): a new place gets a fresh try. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches what a host page throws while loading or rendering, so the shell around it stays: a page
 * whose code file is gone after a deploy asks for a reload; any other error says so in Chinese and
 * is recorded with the page's trace id, where support and the e2e suite read remote failures.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    recordRemoteEvent({
      kind: isChunkLoadError(error) ? 'page-chunk-failed' : 'render-error',
      remote: 'host',
      url: window.location.pathname,
      detail: `${error.name}: ${error.message}${info.componentStack ? ` at${info.componentStack.split('\n', 3).join(' ')}` : ''}`,
    });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageErrorPanel updated={isChunkLoadError(error)} onRetry={this.retry} />;
  }
}
