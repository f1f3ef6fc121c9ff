/**
 * Where a mobile punch stands against the employee's allowed places (ADR 0121): inside when its position is within
 * some place's radius; otherwise the nearest place, so a refusal can say how far away it was. Pure: the places come
 * from the database, the decision is here.
 */

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
}

export type PlaceCheck =
  | { inside: true; place: Place; distance: number }
  | { inside: false; nearest: { place: Place; distance: number } | null };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine; the mean Earth radius: well under 0.5 % off at punch scales). */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The position's centre decides: the reported accuracy is stored, not added to the radius (a coarse fix would
 * otherwise stretch every fence by its own error). Among the places it is inside, the nearest is named.
 */
export function checkPlaces(position: { latitude: number; longitude: number }, places: readonly Place[]): PlaceCheck {
  let best: { place: Place; distance: number } | null = null;
  let bestInside: { place: Place; distance: number } | null = null;
  for (const place of places) {
    const distance = distanceMetres(position, place);
    if (!best || distance < best.distance) best = { place, distance };
    if (distance <= place.radius && (!bestInside || distance < bestInside.distance)) bestInside = { place, distance };
  }
  if (bestInside) return { inside: true, ...bestInside };
  return { inside: false, nearest: best };
}
