export * from './PlainSpinner';
