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
export { AppProvider, useAppServices, APP_PROVIDER_MISSING } from './providers/AppProvider';
export type { WidgetServices, WidgetQuery, WidgetQueryValue, MapsConfig } from './providers/AppProvider';
export { DialogProvider, useDialog, DIALOG_PROVIDER_MISSING } from './providers/DialogProvider';
export type { DialogApi, ConfirmOptions } from './providers/DialogProvider';
export { ConfirmDialog, CONFIRM_DIALOG_MIN_WIDTH, CONFIRM_DIALOG_MIN_HEIGHT } from './confirm-dialog/ConfirmDialog';
export type { ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
