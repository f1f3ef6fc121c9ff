/**
 * SPEC §5 time input: accepts H, HH, HHMM, HH:MM (H:MM too) and the 12-hour forms of those with a, p, am or
 * pm (any case, optional space). Returns `HH:mm`, or '' for anything else.
 */
const TIME_PATTERN = /^(\d{1,2})(?::?(\d{2}))?\s*(am|pm|a|p)?$/i;

export function parseTimeText(text: string): string {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return '';
  const [, hourText, minuteText, meridiem] = match;
  // HHMM needs both hour digits: "930" is ambiguous and not one of the accepted forms.
  if (minuteText !== undefined && !text.includes(':') && hourText.length !== 2) return '';
  let hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return '';
  if (meridiem) {
    if (hour < 1 || hour > 12) return '';
    const isPm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (isPm ? 12 : 0);
  } else if (hour > 23) {
    return '';
  }
  return `${pad(hour)}:${pad(minute)}`;
}

/** The time widget stores seconds too: `HH:mm` → `HH:mm:00`; empty stays empty. */
export function toTimeWidgetValue(hourMinute: string): string {
  return hourMinute ? `${hourMinute}:00` : '';
}

/** Shows a stored `HH:mm[:ss]` value as `HH:mm`. */
export function toTimeDisplay(value: string | null | undefined): string {
  if (!value) return '';
  return parseTimeText(value.slice(0, 5));
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
