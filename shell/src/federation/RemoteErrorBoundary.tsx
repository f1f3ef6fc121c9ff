import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback, type RemoteFallbackProps } from './RemoteFallback';

interface Props {
  areaTitle: string;
  onRetry: () => void;
  /** Whether the fallback needs its own AntdScope (see RemoteFallback). */
  scope?: RemoteFallbackProps['scope'];
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches errors thrown while a remote renders, so one broken area never takes the layout down with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] remote render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      const { areaTitle, onRetry, scope } = this.props;
      return <RemoteFallback reason="render" areaTitle={areaTitle} onRetry={onRetry} scope={scope} />;
    }
    return this.props.children;
  }
}
