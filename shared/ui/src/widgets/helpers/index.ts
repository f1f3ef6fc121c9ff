export { randomId, RANDOM_ID_LENGTH } from './randomId';
export { formatTemplate } from './template';
export { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT, parseDateValue, formatDateValue } from './dateFormats';
export type { DateValueFormat } from './dateFormats';
