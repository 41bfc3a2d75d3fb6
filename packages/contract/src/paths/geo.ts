export const geoPaths = {
  search: '/api/geo/search',
  reverse: '/api/geo/reverse',
  mapConfig: '/api/geo/map-config',
  /** Leaflet's tile template; `{z}/{x}/{y}` are filled in by Leaflet. */
  tiles: '/api/geo/tiles/{z}/{x}/{y}.png',
  tilePattern: '/api/geo/tiles/:z/:x/:y',
} as const;
