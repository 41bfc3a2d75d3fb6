/**
 * Marker pictures as inline SVG for Leaflet's divIcon. Leaflet's default marker PNGs are looked up by a
 * CSS-relative path that bundlers break, and drawing our own needs no image requests at all.
 */
const white = '#ffffff';

function pin(fill: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 48" width="40" height="48" aria-hidden="true" focusable="false"><path d="M20 46.5S4 31.6 4 20a16 16 0 0 1 32 0c0 11.6-16 26.5-16 26.5z" fill="${fill}" stroke="${white}" stroke-width="2.5"/><g transform="translate(10 9)" fill="none" stroke="${white}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
}

/** A shop front: awning over a door. */
export const restaurantMarkerSvg = pin(
  '#c2410c',
  '<path d="M2 7l2-5h12l2 5z"/><path d="M3.5 7v10h13V7"/><path d="M8 17v-5h4v5"/>',
);

/** A house. */
export const destinationMarkerSvg = pin(
  '#15803d',
  '<path d="M1.5 9.5L10 2.5l8.5 7"/><path d="M4 8v9h12V8"/><path d="M8 17v-5h4v5"/>',
);

/** A scooter in a round badge. */
export const vehicleMarkerSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44" width="44" height="44" aria-hidden="true" focusable="false"><circle cx="22" cy="22" r="19.5" fill="#1d4ed8" stroke="${white}" stroke-width="3"/><g transform="translate(9 10)" fill="none" stroke="${white}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="5" cy="17" r="3"/><circle cx="21" cy="17" r="3"/><path d="M8 17h8l3-8h-3"/><path d="M16 17l-3-11H9"/><path d="M2 11h7"/></g></svg>`;
