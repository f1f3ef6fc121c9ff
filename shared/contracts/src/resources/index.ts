/** The resource declarations both kernels read (server routes, client screens). */
export * from './att';
export * from './complement';
export * from './device';
export * from './system';
export * from './personnel';
export * from './team';
export * from './device-data';
export * from './vendor';
export * from './approvals';
export * from './reports';
export * from './delivery';
export * from './gps';
export * from './acc';
export * from './subscription-catalogue';
export * from './subscriptions';
export * from './vendor-back-office';
export * from './ralvie';
