import { Component, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { retryFailedLoads } from './retryable-lazy';

export interface RetryBoundaryProps {
  children: ReactNode;
  /** What could not be shown ('Não foi possível carregar a lista de operações agora.'), in the page's language. */
  title: string;
  /** What the person should know beyond the title; none for nothing. */
  detail?: string | undefined;
  /** The button's text; 'Tentar de novo' unless the page speaks another language. */
  retryLabel?: string | undefined;
  /** Before the part is drawn again (after every failed `retryableLazy` fetch is set to be tried anew). */
  onRetry?: (() => void) | undefined;
  /** Told when the part failed (e.g. to release what waited for it). */
  onFailed?: (() => void) | undefined;
}

/**
 * Around a part of a screen whose code is fetched on demand, or that may fail to draw: a failure shows a warning
 * with a way to try again in the part's place, and the rest of the screen (and what was typed above it) stays.
 * Trying again fetches anew every part whose code could not be fetched (retryableLazy, replaceOnRetry).
 */
export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  constructor(props: RetryBoundaryProps) {
    super(props);
    // Drawn anew (the visitor came back to a screen whose part had failed): what failed is fetched again, not shown
    // failed at once.
    retryFailedLoads();
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { title, detail, retryLabel = 'Tentar de novo' } = this.props;
    return (
      <Alert
        type="warning"
        showIcon
        title={title}
        description={
          <>
            {detail ? <p style={{ margin: '0 0 8px' }}>{detail}</p> : null}
            <Button size="small" onClick={this.retry}>
              {retryLabel}
            </Button>
          </>
        }
      />
    );
  }
}
