/** Node-side view of the Google Maps fake (see google-maps-fake.js). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FakePlace {
  place_id: string;
  name: string;
  formatted_address: string;
  location: { lat: number; lng: number };
  timeZoneId: string;
  components: Array<{ long_name: string; short_name: string; types: string[] }>;
}

export interface TimeZoneResponse {
  status: string;
  timeZoneId?: string;
  timeZoneName?: string;
  dstOffset?: number;
  rawOffset?: number;
  errorMessage?: string;
}

declare const fake: {
  /** Installs `google.maps` into a window (unit tests). */
  install(win: Window): void;
  timeZoneResponse(params: URLSearchParams | Record<string, string>, places?: FakePlace[]): TimeZoneResponse;
  /** node:http handler for `/maps/api/js` and `/maps/api/timezone/json`; false for other paths. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  DEFAULT_PLACES: FakePlace[];
};
export default fake;
