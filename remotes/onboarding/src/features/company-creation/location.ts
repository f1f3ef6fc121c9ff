/** A chosen company location: what the map's selected place gives the company form (SPEC §3). */
export interface CompanyLocation {
  address: string;
  country: string;
  country_code: string;
  province: string;
  city: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

/** Latitude and longitude as typed, or null when not a coordinate. */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}
