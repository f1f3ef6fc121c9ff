/*
 * A local stand-in for the Google Maps JavaScript API (places + geocoder) and the Time Zone API, for e2e and
 * unit tests: Google cannot be reached from here. It speaks the same shapes the widgets use.
 *
 * In a browser, load it the way the real API is loaded: <script src=".../google-maps-fake.js?key=K&callback=cb">.
 * It installs `window.google.maps` and calls `window[cb]()`. An API key of `bad-key` triggers
 * `window.gm_authFailure()` instead, like Google's authentication failure.
 *
 * In Node, `require()` it to serve the time-zone endpoint:
 *   const { timeZoneResponse } = require('./google-maps-fake.js');
 *   timeZoneResponse(new URL(req.url, 'http://x').searchParams) // → { status: 'OK', timeZoneId: 'America/Mexico_City' }
 * or let it answer both Google paths on a plain node:http server (set the app's MAPS_BASE_URL to that server):
 *   http.createServer((req, res) => require('./google-maps-fake.js').handle(req, res) || notFound(res))
 *     GET /maps/api/js?key=…&callback=…     → this script
 *     GET /maps/api/timezone/json?key=…&location=lat,lng&timestamp=…  → Time Zone API JSON
 *
 * Places can be replaced before the script loads with `window.__GOOGLE_MAPS_FAKE_PLACES__ = [...]`.
 */
(function (root, factory) {
  var api = factory();
  if (typeof module === 'object' && module && module.exports) {
    module.exports = api;
  } else {
    api.install(root);
  }
})(typeof window !== 'undefined' ? window : globalThis, function () {
  'use strict';

  var DEFAULT_PLACES = [
    {
      place_id: 'fake-mexico-city',
      name: 'Zócalo',
      formatted_address: 'Plaza de la Constitución, Centro, 06000 Ciudad de México, CDMX, Mexico',
      location: { lat: 19.4326, lng: -99.1332 },
      timeZoneId: 'America/Mexico_City',
      components: [
        { long_name: 'Ciudad de México', short_name: 'CDMX', types: ['locality', 'political'] },
        { long_name: 'Ciudad de México', short_name: 'CDMX', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Mexico', short_name: 'MX', types: ['country', 'political'] },
      ],
    },
    {
      place_id: 'fake-dubai',
      name: 'Dubai Mall',
      formatted_address: 'Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates',
      location: { lat: 25.1972, lng: 55.2796 },
      timeZoneId: 'Asia/Dubai',
      components: [
        { long_name: 'Dubai', short_name: 'Dubai', types: ['locality', 'political'] },
        { long_name: 'Dubai', short_name: 'DU', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United Arab Emirates', short_name: 'AE', types: ['country', 'political'] },
      ],
    },
    {
      place_id: 'fake-istanbul',
      name: 'Galata Tower',
      formatted_address: 'Bereketzade, Galata Kulesi, 34421 Beyoğlu/İstanbul, Türkiye',
      location: { lat: 41.0256, lng: 28.9742 },
      timeZoneId: 'Europe/Istanbul',
      components: [
        { long_name: 'Beyoğlu', short_name: 'Beyoğlu', types: ['administrative_area_level_2', 'political'] },
        { long_name: 'İstanbul', short_name: 'İstanbul', types: ['locality', 'political'] },
        { long_name: 'İstanbul', short_name: 'İstanbul', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Türkiye', short_name: 'TR', types: ['country', 'political'] },
      ],
    },
    {
      place_id: 'fake-shanghai',
      name: 'The Bund',
      formatted_address: 'Zhongshan East 1st Rd, Huangpu, Shanghai, China',
      location: { lat: 31.2400, lng: 121.4900 },
      timeZoneId: 'Asia/Shanghai',
      components: [
        { long_name: 'Shanghai', short_name: 'Shanghai', types: ['locality', 'political'] },
        { long_name: 'Shanghai', short_name: 'SH', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'China', short_name: 'CN', types: ['country', 'political'] },
      ],
    },
  ];

  function distance2(a, b) {
    var dLat = a.lat - b.lat;
    var dLng = a.lng - b.lng;
    return dLat * dLat + dLng * dLng;
  }

  function nearest(places, point) {
    var best = places[0];
    for (var i = 1; i < places.length; i += 1) {
      if (distance2(places[i].location, point) < distance2(best.location, point)) best = places[i];
    }
    return best;
  }

  /** Time Zone API response for `location=lat,lng&timestamp=…&key=…` (the zone of the nearest known place). */
  function timeZoneResponse(params, places) {
    var list = places || DEFAULT_PLACES;
    var get = function (name) {
      return typeof params.get === 'function' ? params.get(name) : params[name];
    };
    var location = String(get('location') || '').split(',').map(Number);
    if (!get('key')) return { status: 'REQUEST_DENIED', errorMessage: 'The provided API key is invalid.' };
    if (location.length !== 2 || location.some(isNaN) || !get('timestamp')) return { status: 'INVALID_REQUEST' };
    var place = nearest(list, { lat: location[0], lng: location[1] });
    return { status: 'OK', timeZoneId: place.timeZoneId, timeZoneName: place.timeZoneId, dstOffset: 0, rawOffset: 0 };
  }

  function install(win) {
    var places = win.__GOOGLE_MAPS_FAKE_PLACES__ || DEFAULT_PLACES;
    var script = win.document && win.document.currentScript;
    var query = new URLSearchParams(script && script.src ? script.src.split('?')[1] || '' : '');

    function LatLng(lat, lng) {
      if (typeof lat === 'object') {
        lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng;
        lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat;
      }
      this._lat = Number(lat);
      this._lng = Number(lng);
    }
    LatLng.prototype.lat = function () { return this._lat; };
    LatLng.prototype.lng = function () { return this._lng; };
    LatLng.prototype.toJSON = function () { return { lat: this._lat, lng: this._lng }; };
    function toLatLng(value) { return value instanceof LatLng ? value : value ? new LatLng(value) : null; }

    function LatLngBounds(sw, ne) { this.sw = toLatLng(sw); this.ne = toLatLng(ne); }
    LatLngBounds.prototype.getSouthWest = function () { return this.sw; };
    LatLngBounds.prototype.getNorthEast = function () { return this.ne; };
    LatLngBounds.prototype.toJSON = function () {
      return { south: this.sw.lat(), west: this.sw.lng(), north: this.ne.lat(), east: this.ne.lng() };
    };
    function round6(n) { return Math.round(n * 1e6) / 1e6; }
    function viewportAround(location) {
      return new LatLngBounds(
        { lat: round6(location.lat - 0.01), lng: round6(location.lng - 0.01) },
        { lat: round6(location.lat + 0.01), lng: round6(location.lng + 0.01) },
      );
    }

    // Listener registry shared by every object (google.maps.event).
    var listeners = [];
    var event = {
      addListener: function (instance, name, handler) {
        var entry = { instance: instance, name: name, handler: handler, remove: function () { event.removeListener(entry); } };
        listeners.push(entry);
        return entry;
      },
      addListenerOnce: function (instance, name, handler) {
        var entry = event.addListener(instance, name, function () { entry.remove(); handler.apply(null, arguments); });
        return entry;
      },
      removeListener: function (entry) {
        var index = listeners.indexOf(entry);
        if (index >= 0) listeners.splice(index, 1);
      },
      clearInstanceListeners: function (instance) {
        listeners = listeners.filter(function (l) { return l.instance !== instance; });
      },
      trigger: function (instance, name) {
        var args = Array.prototype.slice.call(arguments, 2);
        listeners.slice().forEach(function (l) {
          if (l.instance === instance && l.name === name) l.handler.apply(instance, args);
        });
      },
    };

    function MVCObject() {}
    MVCObject.prototype.addListener = function (name, handler) { return event.addListener(this, name, handler); };
    MVCObject.prototype.set = function (key, value) { this[key] = value; };
    MVCObject.prototype.get = function (key) { return this[key]; };

    /** The map draws a plain tile-less canvas: a click on it reports the lat/lng under the pointer. */
    function FakeMap(div, options) {
      this.div = div;
      this.center = toLatLng(options && options.center) || new LatLng(0, 0);
      this.zoom = (options && options.zoom) || 1;
      this.options = options || {};
      var self = this;
      if (div) {
        div.setAttribute('data-fake-map', 'true');
        div.style.background = div.style.background || '#dfe7ee';
        div.style.position = div.style.position || 'relative';
        div.addEventListener('click', function (e) {
          var rect = div.getBoundingClientRect();
          var x = rect.width ? (e.clientX - rect.left) / rect.width - 0.5 : 0;
          var y = rect.height ? (e.clientY - rect.top) / rect.height - 0.5 : 0;
          var span = 360 / Math.pow(2, self.zoom);
          var latLng = new LatLng(self.center.lat() - y * span / 2, self.center.lng() + x * span);
          event.trigger(self, 'click', { latLng: latLng, stop: function () {} });
        });
      }
      this._render();
    }
    FakeMap.prototype = Object.create(MVCObject.prototype);
    FakeMap.prototype._render = function () {
      if (!this.div) return;
      this.div.setAttribute('data-center', this.center.lat().toFixed(4) + ',' + this.center.lng().toFixed(4));
      this.div.setAttribute('data-zoom', String(this.zoom));
    };
    FakeMap.prototype.setOptions = function (options) {
      this.options = Object.assign({}, this.options, options);
      if (options && options.center) this.setCenter(options.center);
      if (options && options.zoom !== undefined) this.setZoom(options.zoom);
    };
    FakeMap.prototype.setCenter = function (center) { this.center = toLatLng(center); this._render(); event.trigger(this, 'center_changed'); };
    FakeMap.prototype.panTo = FakeMap.prototype.setCenter;
    FakeMap.prototype.getCenter = function () { return this.center; };
    FakeMap.prototype.setZoom = function (zoom) { this.zoom = zoom; this._render(); event.trigger(this, 'zoom_changed'); };
    FakeMap.prototype.getZoom = function () { return this.zoom; };
    FakeMap.prototype.fitBounds = function (bounds) {
      var b = bounds instanceof LatLngBounds ? bounds : new LatLngBounds({ lat: bounds.south, lng: bounds.west }, { lat: bounds.north, lng: bounds.east });
      this.setCenter({ lat: (b.sw.lat() + b.ne.lat()) / 2, lng: (b.sw.lng() + b.ne.lng()) / 2 });
    };
    FakeMap.prototype.getDiv = function () { return this.div; };
    ['setMapTypeId', 'setHeading', 'setTilt', 'setStreetView', 'setClickableIcons'].forEach(function (name) {
      FakeMap.prototype[name] = function () {};
    });

    /** A marker is a small absolutely placed element inside the map div, so e2e can see and drag it. */
    function Marker(options) {
      this.options = {};
      this.map = null;
      this.el = null;
      this.setOptions(options || {});
    }
    Marker.prototype = Object.create(MVCObject.prototype);
    Marker.prototype._render = function () {
      var div = this.map && this.map.div;
      if (!div) {
        if (this.el && this.el.parentNode) this.el.parentNode.removeChild(this.el);
        return;
      }
      if (!this.el) {
        var self = this;
        this.el = div.ownerDocument.createElement('div');
        this.el.setAttribute('data-fake-marker', 'true');
        this.el.style.cssText = 'position:absolute;left:50%;top:50%;width:12px;height:12px;margin:-6px;border-radius:6px;background:#d93025';
        this.el.addEventListener('click', function (e) { e.stopPropagation(); });
        // Double-click stands for "drag ended here, moved a little north-east".
        this.el.addEventListener('dblclick', function (e) {
          e.stopPropagation();
          var p = self.position || new LatLng(0, 0);
          self.setPosition(new LatLng(round6(p.lat() + 0.01), round6(p.lng() + 0.01)));
          event.trigger(self, 'dragend', { latLng: self.position });
        });
      }
      if (this.el.parentNode !== div) div.appendChild(this.el);
      if (this.position) this.el.setAttribute('data-position', this.position.lat().toFixed(4) + ',' + this.position.lng().toFixed(4));
      this.el.setAttribute('data-draggable', String(Boolean(this.options.draggable)));
    };
    Marker.prototype.setOptions = function (options) {
      this.options = Object.assign({}, this.options, options);
      if (options.position) this.position = toLatLng(options.position);
      if (options.map !== undefined) this.map = options.map;
      this._render();
    };
    Marker.prototype.setMap = function (map) { this.map = map; this._render(); };
    Marker.prototype.getMap = function () { return this.map; };
    Marker.prototype.setPosition = function (position) { this.position = toLatLng(position); this._render(); };
    Marker.prototype.getPosition = function () { return this.position; };
    Marker.prototype.setDraggable = function (draggable) { this.options.draggable = draggable; this._render(); };
    Marker.prototype.getDraggable = function () { return Boolean(this.options.draggable); };
    ['setVisible', 'setAnimation', 'setClickable', 'setCursor', 'setIcon', 'setLabel', 'setOpacity', 'setShape', 'setTitle', 'setZIndex'].forEach(function (name) {
      Marker.prototype[name] = function () {};
    });
    Marker.MAX_ZINDEX = 1000000;

    var PlacesServiceStatus = { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS', INVALID_REQUEST: 'INVALID_REQUEST', NOT_FOUND: 'NOT_FOUND' };
    var tokenCount = 0;
    function AutocompleteSessionToken() { tokenCount += 1; this.id = 'fake-session-' + tokenCount; }

    function matches(place, input) {
      var text = (place.name + ' ' + place.formatted_address).toLowerCase();
      return input.toLowerCase().split(/\s+/).filter(Boolean).every(function (word) { return text.indexOf(word) >= 0; });
    }

    function AutocompleteService() {}
    AutocompleteService.prototype.getPlacePredictions = function (request, callback) {
      var input = (request && request.input) || '';
      var predictions = input.trim()
        ? places.filter(function (p) { return matches(p, input); }).map(function (p) {
            return {
              place_id: p.place_id,
              description: p.formatted_address,
              structured_formatting: { main_text: p.name, secondary_text: p.formatted_address },
              types: ['establishment'],
              matched_substrings: [],
              terms: [],
            };
          })
        : [];
      win.__googleMapsFakeCalls__.autocomplete.push({ input: input, sessionToken: request && request.sessionToken ? request.sessionToken.id : null });
      var status = predictions.length ? PlacesServiceStatus.OK : PlacesServiceStatus.ZERO_RESULTS;
      if (callback) setTimeout(function () { callback(predictions.length ? predictions : null, status); }, 0);
      return Promise.resolve({ predictions: predictions });
    };

    function toResult(place) {
      return {
        place_id: place.place_id,
        name: place.name,
        formatted_address: place.formatted_address,
        address_components: place.components,
        geometry: { location: new LatLng(place.location), viewport: viewportAround(place.location) },
      };
    }

    function PlacesService() {}
    PlacesService.prototype.getDetails = function (request, callback) {
      var place = places.filter(function (p) { return p.place_id === request.placeId; })[0];
      win.__googleMapsFakeCalls__.details.push({ placeId: request.placeId, fields: request.fields, sessionToken: request.sessionToken ? request.sessionToken.id : null });
      setTimeout(function () {
        callback(place ? toResult(place) : null, place ? PlacesServiceStatus.OK : PlacesServiceStatus.NOT_FOUND);
      }, 0);
    };

    var GeocoderStatus = { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' };
    function Geocoder() {}
    Geocoder.prototype.geocode = function (request, callback) {
      var location = toLatLng(request.location);
      win.__googleMapsFakeCalls__.geocode.push({ location: location && location.toJSON(), language: request.language || null });
      var results = location ? [Object.assign(toResult(nearest(places, location.toJSON())), { geometry: { location: location, viewport: viewportAround(location.toJSON()) } })] : [];
      if (callback) setTimeout(function () { callback(results, results.length ? GeocoderStatus.OK : GeocoderStatus.ZERO_RESULTS); }, 0);
      return Promise.resolve({ results: results });
    };

    win.__googleMapsFakeCalls__ = { autocomplete: [], details: [], geocode: [] };
    win.google = win.google || {};
    win.google.maps = {
      version: 'fake-3.58',
      LatLng: LatLng,
      LatLngBounds: LatLngBounds,
      Map: FakeMap,
      Marker: Marker,
      MVCObject: MVCObject,
      event: event,
      Geocoder: Geocoder,
      GeocoderStatus: GeocoderStatus,
      places: {
        AutocompleteService: AutocompleteService,
        PlacesService: PlacesService,
        PlacesServiceStatus: PlacesServiceStatus,
        AutocompleteSessionToken: AutocompleteSessionToken,
      },
    };

    var callbackName = query.get('callback');
    var fire = function () {
      if (query.get('key') === 'bad-key') {
        // Google loads, then reports the key problem through this global hook.
        if (typeof win.gm_authFailure === 'function') win.gm_authFailure();
        return;
      }
      if (callbackName && typeof win[callbackName] === 'function') win[callbackName]();
    };
    setTimeout(fire, 0);
  }

  /** node:http handler for Google's two paths; returns false for any other request. */
  function handle(req, res) {
    var url = new URL(req.url, 'http://fake.local');
    var cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    if (url.pathname === '/maps/api/js') {
      // Evaluated in Node only; `__filename` is this file.
      var source = require('fs').readFileSync(__filename, 'utf8');
      res.writeHead(200, Object.assign({ 'Content-Type': 'text/javascript; charset=utf-8' }, cors));
      res.end(source);
      return true;
    }
    if (url.pathname === '/maps/api/timezone/json') {
      res.writeHead(200, Object.assign({ 'Content-Type': 'application/json; charset=utf-8' }, cors));
      res.end(JSON.stringify(timeZoneResponse(url.searchParams)));
      return true;
    }
    return false;
  }

  return { install: install, timeZoneResponse: timeZoneResponse, handle: handle, DEFAULT_PLACES: DEFAULT_PLACES };
});
