export * from './area-pages';
export * from './remote-area-context';
export * from './AreaPage';
export * from './AreaNavigation';
export * from './AreaNotFound';
export * from './RemoteBuildFooter';
export * from './createRemoteApp';
export * from './standalone';
