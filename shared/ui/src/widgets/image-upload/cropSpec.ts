/** What the crop dialog needs from a cropperjs instance (kept small so tests can pass a fake). */
export interface CropperLike {
  rotate: (degrees: number) => unknown;
  getCroppedCanvas: (options?: { width?: number; height?: number }) => HTMLCanvasElement | null;
}

export interface CropSpec {
  /** Width / height of the crop box. */
  aspectRatio: number;
  /** Output size; when absent the cropped area keeps its natural size. */
  output?: { width: number; height: number };
  /** Output image type; PNG keeps transparency. */
  mimeType?: 'image/png' | 'image/jpeg';
}

/** Height of the crop area in the dialog (the loading fallback keeps the same size). */
export const CROP_AREA_HEIGHT = 320;

/** SPEC §9 crop ratios. */
export const PHOTO_CROP: CropSpec = { aspectRatio: 1 };
export const LOGO_CROP: CropSpec = { aspectRatio: 200 / 75, output: { width: 200, height: 75 } };

/** Renders the crop as a data URL, resized to the spec's output size when it has one. */
export function cropToDataUrl(cropper: CropperLike, spec: CropSpec): string | null {
  const canvas = cropper.getCroppedCanvas(spec.output ? { ...spec.output } : undefined);
  return canvas ? canvas.toDataURL(spec.mimeType ?? 'image/png') : null;
}
