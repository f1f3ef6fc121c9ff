export * from './PlainSpinner';
export * from './PlainAlert';
export * from './PlainIcon';
export * from './PlainButton';
export * from './PlainField';
export * from './PlainInput';
export * from './PlainPasswordInput';
export * from './PlainCheckbox';
