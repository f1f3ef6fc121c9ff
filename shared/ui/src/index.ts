export * from './widgets';
export * from './layout';
export * from './toast';
export * from './area';
export * from './plain';
export * from './resource';
export * from './time-card';
export * from './requests';
