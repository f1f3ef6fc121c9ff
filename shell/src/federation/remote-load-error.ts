/** Why a remote could not be shown; each reason has its own translated explanation in the fallback. */
export type RemoteFailureReason = 'load' | 'contract' | 'not-deployed' | 'render';

export class RemoteLoadError extends Error {
  readonly reason: RemoteFailureReason;

  constructor(reason: RemoteFailureReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.reason = reason;
  }
}
