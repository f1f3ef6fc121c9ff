import { checkPlaces, distanceMetres } from './geofence';

const office = { name: 'Office', latitude: 19.4284, longitude: -99.1676, radius: 200 };
const plant = { name: 'Plant', latitude: 19.4, longitude: -99.2, radius: 1000 };

test('distance: known pairs (one degree of latitude ≈ 111.2 km; one thousandth ≈ 111 m)', () => {
  expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
  expect(distanceMetres(office, { latitude: 19.4294, longitude: -99.1676 })).toBeCloseTo(111.2, 0);
  expect(distanceMetres(office, office)).toBe(0);
  // across the antimeridian: near, not half the world
  expect(distanceMetres({ latitude: 0, longitude: 179.9995 }, { latitude: 0, longitude: -179.9995 })).toBeCloseTo(111.2, 0);
});

test('inside the nearest fence that holds the position; outside names the nearest place and its distance', () => {
  const near = checkPlaces({ latitude: 19.4294, longitude: -99.1676 }, [plant, office]);
  expect(near).toMatchObject({ inside: true, place: { name: 'Office' } });
  const edge = checkPlaces({ latitude: 19.4302, longitude: -99.1676 }, [office]); // ≈ 200.2 m
  expect(edge.inside).toBe(false);
  expect(edge).toMatchObject({ nearest: { place: { name: 'Office' } } });
  if (!edge.inside) expect(Math.round(edge.nearest?.distance ?? 0)).toBe(200);
  const far = checkPlaces({ latitude: 19.5, longitude: -99.1676 }, [office, plant]);
  expect(far).toMatchObject({ inside: false, nearest: { place: { name: 'Office' } } });
  expect(checkPlaces({ latitude: 0, longitude: 0 }, [])).toEqual({ inside: false, nearest: null });
});
