import { describeRemoteContract } from '@timekeep/ui/src/area/testing/remote-contract';

describeRemoteContract('personnel', async () => ({
  App: (await import('./App')).default,
  manifest: (await import('./manifest')).default,
}));
