import { CREDENTIALS_TOKEN_PATH, type ApiResponse } from '@timekeep/contracts';
import { toEnvelope } from './envelope';
import { ApiRequestError } from './errors';
import type { ApiClientHooks } from './hooks';
import { clientMessage, responseMessage } from './messages';

export interface StatusPolicyDeps {
  translate: ApiClientHooks['translate'];
  notify: ApiClientHooks['notify'];
  /** Clears the tokens and redirects (once); see the client. */
  expireSession: () => void;
}

/** A status the client answers with a result: the body (as an envelope) goes back to the caller. */
export interface HandledStatus {
  status: number;
  body: ApiResponse<unknown>;
}

/**
 * SPEC §8 for non-2xx statuses. Returns the result for statuses that are handled as results (400, 401 on the
 * credentials path, 500, 504) after showing their toast; throws for a 401 elsewhere (after ending the
 * session) and for every other status. `webPath` is the path with its `/web` prefix and without query.
 */
export async function applyStatusPolicy(
  status: number,
  webPath: string,
  rawBody: unknown,
  deps: StatusPolicyDeps,
): Promise<HandledStatus> {
  const { translate, notify } = deps;
  switch (status) {
    case 400: {
      const body = await toEnvelope(rawBody, status);
      notify({ type: 'error', message: responseMessage(translate, body) });
      return { status, body };
    }
    case 401: {
      if (webPath === CREDENTIALS_TOKEN_PATH) {
        notify({ type: 'error', message: clientMessage(translate, 'incorrectCredentials') });
        return { status, body: await toEnvelope(rawBody, status) };
      }
      deps.expireSession();
      throw new ApiRequestError('session-expired', `Session expired (401 on ${webPath})`, status);
    }
    case 500: {
      notify({ type: 'error', message: clientMessage(translate, 'ZBOA0001') });
      return { status, body: await toEnvelope(rawBody, status) };
    }
    case 504: {
      notify({ type: 'error', message: clientMessage(translate, 'connectionLost') });
      return { status, body: await toEnvelope(rawBody, status) };
    }
    default:
      throw new ApiRequestError('status', `Request to ${webPath} failed with status ${status}`, status,
        await toEnvelope(rawBody, status));
  }
}
