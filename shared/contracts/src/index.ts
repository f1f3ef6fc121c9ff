export * from './api';
export * from './routes';
