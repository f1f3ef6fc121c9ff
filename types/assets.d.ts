// Asset imports handled by webpack loaders (and stubbed in jest).
declare module '*.css';
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Injected by webpack DefinePlugin: the building app's own package version. */
declare const __APP_VERSION__: string;
/** Injected by webpack DefinePlugin: the app's MF name. */
declare const __APP_NAME__: string;

/** webpack's nonce for the <script> and <style> elements its runtime inserts (`__webpack_require__.nc`). */
// eslint-disable-next-line no-var
declare var __webpack_nonce__: string | undefined;
