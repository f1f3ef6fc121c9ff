/** SPEC §9 template helper: replaces `{0}`, `{1}`, … with the matching argument; unknown indexes stay as typed. */
export function formatTemplate(template: string, ...args: ReadonlyArray<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
