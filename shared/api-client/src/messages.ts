import type { ApiResponse } from '@timekeep/contracts';
import type { ApiClientHooks } from './hooks';

/** The `api` namespace keys the client itself uses, with the English text used when a key is missing. */
export const API_CLIENT_MESSAGES = {
  sessionTimeout: 'Session Timeout',
  incorrectCredentials: 'Incorrect authentication credentials.',
  connectionLost: 'Server connection lost, please try again later',
  requestFailed: 'The request could not be completed.',
  ZBOA0001: 'The operation failed. Please try again.',
} as const;

export type ApiClientMessageKey = keyof typeof API_CLIENT_MESSAGES;

type Translate = ApiClientHooks['translate'];

/** `api:<key>` translated, or `fallback` when i18next has no such key (it echoes the key back then). */
export function translateApiKey(
  translate: Translate,
  key: string,
  fallback: string,
  params?: Record<string, string | number>,
): string {
  const fullKey = `api:${key}`;
  const text = translate(fullKey, { ...params, defaultValue: fallback });
  return text && text !== fullKey && text !== key ? text : fallback;
}

export function clientMessage(translate: Translate, key: ApiClientMessageKey): string {
  return translateApiKey(translate, key, API_CLIENT_MESSAGES[key]);
}

/** SPEC §8: a server message is `api:<code>` translated with the context's params, else the context's text. */
export function responseMessage(translate: Translate, response: ApiResponse<unknown>): string {
  const fallback = response.context?.message || clientMessage(translate, 'requestFailed');
  return translateApiKey(translate, response.code, fallback, response.context?.params);
}
