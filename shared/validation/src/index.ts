export * from './patterns';
export * from './messages';
export * from './onboarding';
