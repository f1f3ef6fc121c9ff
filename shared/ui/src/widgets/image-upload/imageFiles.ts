/** SPEC §9 default image extensions. */
export const DEFAULT_IMAGE_ACCEPT = '.png,.jpeg,.jpg';
/** Stored images are served from here (SPEC §2). */
export const AUTH_FILES_BASE = '/web/auth_files/';

/** The accept option as a list of lower-case extensions with the dot. */
export function acceptedExtensions(accept: string = DEFAULT_IMAGE_ACCEPT): string[] {
  return accept
    .split(',')
    .map((ext) => ext.trim().toLowerCase())
    .filter(Boolean)
    .map((ext) => (ext.startsWith('.') ? ext : `.${ext}`));
}

/** SPEC §5: every chosen file name must end with an allowed extension. */
export function allHaveAllowedExtension(names: ReadonlyArray<string>, accept?: string): boolean {
  const allowed = acceptedExtensions(accept);
  return names.every((name) => allowed.some((ext) => name.toLowerCase().endsWith(ext)));
}

export interface DataUrlInfo {
  name: string | null;
  size: number | null;
  type: string;
}

/** Embeds the file name and size in a data URL (SPEC §3 file widgets), e.g. `data:image/png;name=a.png;size=9;base64,…`. */
export function addFileInfoToDataUrl(dataUrl: string, name: string, size: number): string {
  return dataUrl.replace(/;base64,/, `;name=${encodeURIComponent(name)};size=${size};base64,`);
}

export function readDataUrlInfo(dataUrl: string): DataUrlInfo | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),/.exec(dataUrl);
  if (!match) return null;
  const params = new Map(
    match[2]
      .split(';')
      .filter((p) => p.includes('='))
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const),
  );
  const size = params.get('size');
  return {
    type: match[1],
    name: params.has('name') ? decodeURIComponent(params.get('name') ?? '') : null,
    size: size === undefined ? null : Number(size),
  };
}

/** Image values are an inline data URL or a stored file name (SPEC §2). */
export function imageSource(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('data:') || value.startsWith('blob:')) return value;
  return `${AUTH_FILES_BASE}${encodeURIComponent(value)}`;
}

export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(addFileInfoToDataUrl(String(reader.result), file.name, file.size));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
}
