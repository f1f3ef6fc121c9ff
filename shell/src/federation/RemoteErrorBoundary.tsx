import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  areaTitle: string;
  onRetry: () => void;
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
    if (this.state.failed) return <RemoteFallback reason="render" areaTitle={this.props.areaTitle} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
