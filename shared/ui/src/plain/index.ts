export * from './PlainSpinner';
export * from './PlainAlert';
