/**
 * `Content-Disposition: attachment` with a file name any browser reads back (RFC 6266): an ASCII fallback in
 * `filename="…"` and the exact UTF-8 name in `filename*=` (Arabic and Chinese export names survive).
 */
export function attachmentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === clean ? `attachment; filename="${clean}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
