export * from './patterns';
export * from './messages';
