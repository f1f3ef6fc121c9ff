export * from './helpers';
export { parseTimeText, toTimeWidgetValue, toTimeDisplay } from './time-input/parseTime';
export { parseColorText, formatColor, readColorValue } from './color-input/colorParse';
export type { Rgba, ColorMode } from './color-input/colorParse';
export { normalizeNumericText } from './unit-input/numericUnit';
export {
  stripPasswordWhitespace,
  checkStrongPassword,
  isStrongPassword,
  STRONG_PASSWORD_CONDITIONS,
} from './password/passwordValue';
export type { StrongPasswordCondition } from './password/passwordValue';
