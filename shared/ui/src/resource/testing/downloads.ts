/** Captures what saveDownload hands the browser (jsdom has no object URLs): the file name and the text. */
export function captureDownloads() {
  const saved: Array<{ fileName: string; blob: Blob }> = [];
  let pending: Blob | null = null;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    pending = blob;
    return 'blob:test';
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) saved.push({ fileName: this.download, blob: pending });
    pending = null;
  });
  return {
    saved,
    text: (blob: Blob) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      }),
    restore() {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}
