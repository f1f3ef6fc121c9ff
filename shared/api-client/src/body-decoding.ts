/** A text body as the client reads it: parsed JSON, else the text itself (a proxy's HTML page), '' when empty. */
export function decodeText(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
