export interface DownloadResult {
  blob: Blob;
  fileName: string;
  /** The HTTP status: 200 with the file, or 202 when the server started a background job instead (bulk export). */
  status?: number;
}

export const DEFAULT_DOWNLOAD_NAME = 'download_file';

/** The file name in a Content-Disposition header: RFC 5987 `filename*=` first, then `filename=`. */
export function fileNameFromDisposition(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition);
  if (extended) {
    // charset'language'percent-encoded-value
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("'") ? value.slice(value.lastIndexOf("'") + 1) : value;
    try {
      const name = decodeURIComponent(encoded);
      if (name) return name;
    } catch {
      // A malformed encoding falls through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || null;
}

/** SPEC §7: Content-Disposition name, else the last segment of the path, else `download_file`. */
export function downloadFileName(disposition: string | null | undefined, path: string): string {
  const fromHeader = fileNameFromDisposition(disposition);
  if (fromHeader) return fromHeader;
  const lastSegment = path.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(lastSegment) || DEFAULT_DOWNLOAD_NAME;
  } catch {
    return lastSegment || DEFAULT_DOWNLOAD_NAME;
  }
}

/** Hands a downloaded blob to the browser as a file save (object URL + temporary link). */
export function saveDownload({ blob, fileName }: DownloadResult, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    URL.revokeObjectURL(url);
  }
}
