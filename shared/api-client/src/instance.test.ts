import * as packageEntry from './index';
import { API_CLIENT_INSTANCE_ID, apiClient, configureApiClient, createApiClient } from './index';
import type { Toast } from './hooks';

describe('module singleton', () => {
  it('exposes one instance id made at module load, equal to the singleton client id', () => {
    expect(typeof API_CLIENT_INSTANCE_ID).toBe('string');
    expect(API_CLIENT_INSTANCE_ID.length).toBeGreaterThan(8);
    expect(apiClient.instanceId).toBe(API_CLIENT_INSTANCE_ID);
    expect(createApiClient().instanceId).not.toBe(API_CLIENT_INSTANCE_ID);
  });

  it('gives every importer the same module instance (what Module Federation relies on)', () => {
    jest.isolateModules(() => {
      const again = jest.requireActual<typeof packageEntry>('./index');
      // A fresh module registry means a new load: a different id proves the id is per module load.
      expect(again.API_CLIENT_INSTANCE_ID).not.toBe(API_CLIENT_INSTANCE_ID);
    });
    const same = jest.requireActual<typeof packageEntry>('./index');
    expect(same.apiClient).toBe(apiClient);
    expect(same.API_CLIENT_INSTANCE_ID).toBe(API_CLIENT_INSTANCE_ID);
  });

  it('configureApiClient installs the shell hooks on the singleton', () => {
    const toasts: Toast[] = [];
    configureApiClient({
      translate: (key) => (key === 'api:ZBOA0001' ? 'Fallo' : key),
      notify: (toast) => toasts.push(toast),
      navigate: () => undefined,
      getLocation: () => ({ protocol: 'https:', hostname: 'timekeep.example', port: '' }),
    });
    expect(apiClient.messageOf({ code: 'ZBOA0001', context: {}, data: null })).toBe('Fallo');
    expect(apiClient.websocketUrl('/x/')).toBe('wss://timekeep.example/websocket/x/');
  });
});
