import { Component, type ReactNode } from 'react';
import { emit } from '@sisacte/event-bus';
import { PageLanguageTexts } from './i18n/page-language-texts';
import { RemoteFallback } from './remote-fallback';
import { retryFailedLoads } from './retryable-lazy';

interface Props {
  remote: string;
  children: ReactNode;
}

/** Catches a render error inside a remote and shows the fallback with retry (fetches a failed screen's code again, re-renders). */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    emit('remote:error', { remote: this.props.remote, phase: 'render', message: error.message });
  }

  override render() {
    if (this.state.error) {
      // above the remote's own PublicLanguageProvider: in the language the page shows (Portuguese on staff screens)
      return (
        <PageLanguageTexts>
          <RemoteFallback
            remote={this.props.remote}
            onRetry={() => {
              retryFailedLoads();
              this.setState({ error: null });
            }}
          />
        </PageLanguageTexts>
      );
    }
    return this.props.children;
  }
}
