import { resolveMapsUrls } from './mapsUrls';

describe('resolveMapsUrls', () => {
  it.each([
    [undefined, undefined, 'https://maps.googleapis.com/maps/api/js', 'https://maps.googleapis.com/maps/api/timezone/json'],
    ['https://maps.googleapis.com', undefined, 'https://maps.googleapis.com/maps/api/js', 'https://maps.googleapis.com/maps/api/timezone/json'],
    ['http://127.0.0.1:9999/', undefined, 'http://127.0.0.1:9999/maps/api/js', 'http://127.0.0.1:9999/maps/api/timezone/json'],
    ['http://fake.test/maps/api/js', undefined, 'http://fake.test/maps/api/js', 'http://fake.test/maps/api/timezone/json'],
    ['/fakes/google-maps-fake.js', 'http://tz.test/json', '/fakes/google-maps-fake.js', 'http://tz.test/json'],
    ['/fakes/google-maps-fake.js', undefined, '/fakes/google-maps-fake.js', 'https://maps.googleapis.com/maps/api/timezone/json'],
  ])('%p (tz %p) → %p and %p', (base, tz, script, timeZone) => {
    expect(resolveMapsUrls(base, tz)).toEqual({ script, timeZone });
  });
});
