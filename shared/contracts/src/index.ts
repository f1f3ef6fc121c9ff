export * from './api';
export * from './routes';
export * from './deploy-manifest';
export * from './remote-module';
export * from './session';
export * from './personnel';
export * from './device';
export * from './vendor';
