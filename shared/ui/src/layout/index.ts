export * from './region-context';
export * from './brand';
export * from './theme-mode';
export * from './AppFrame';
export * from './LanguageDialog';
export * from './button-config';
export * from './theme-tokens';
export * from './antd-scope';
