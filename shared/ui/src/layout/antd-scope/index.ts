export * from './AntdScope';
export { antdLocaleFor } from './antd-locales';
