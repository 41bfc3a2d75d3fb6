import { drawArt } from './food-icons.ts';
import type { ArtName } from './food-icons.ts';

/**
 * Catalog pictures drawn on the server: a warm gradient picked by a hash of the slug and a flat food
 * illustration picked by keywords in it. Pure and deterministic, so one URL always has one body.
 */

export const imageKinds = ['cuisines', 'dishes', 'restaurants'] as const;
export type ImageKind = (typeof imageKinds)[number];

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const maxSlugLength = 80;

export function isImageSlug(slug: string): boolean {
  return slug.length <= maxSlugLength && slugPattern.test(slug);
}

/**
 * First match wins, so a specific dish beats a generic word: "masala-dosa" is a dosa, "masala-chai" a
 * cup, "egg-curry" an egg, "cold-coffee" a glass. Keywords match whole words of the slug.
 */
const artRules: [ArtName, string][] = [
  [
    'glass',
    'lassi shake milkshake juice beverages beverage drinks cold iced mojito soda lime nimbu chaas buttermilk falooda smoothie sharbat shikanji jaljeera',
  ],
  ['cup', 'chai tea coffee kaapi cappuccino latte espresso cafe'],
  [
    'dessert',
    'dessert desserts sweets mithai jamun rasgulla rasmalai kulfi halwa kheer payasam ice-cream icecream ladoo laddu jalebi barfi sandesh bakery cake brownie',
  ],
  ['pizza', 'pizza pizzas italian margherita pepperoni pasta'],
  ['burger', 'burger burgers sandwich sandwiches sub wrap fast-food'],
  ['momos', 'momos momo dumpling dumplings dimsum dim-sum tibetan'],
  [
    'noodles',
    'noodles noodle chinese hakka chowmein chow-mein manchurian schezwan szechuan ramen thukpa indo-chinese chilli-paneer',
  ],
  ['dosa', 'dosa dosai idli vada uttapam upma appam pongal south-indian udupi sambar'],
  ['thali', 'thali thalis meals jain dhaba bhojanalaya combo'],
  ['biryani', 'biryani biriyani pulao pulav rice khichdi hyderabadi'],
  ['egg', 'egg eggs omelette omelet anda bhurji'],
  ['fish', 'fish prawn prawns seafood meen jhinga pomfret crab coastal'],
  [
    'samosa',
    'samosa samosas pakora pakoda bhajji snacks snack chaat pav street-food kachori dhokla namkeen pani-puri bhel',
  ],
  [
    'curry',
    'curry curries masala paneer dal daal chole rajma korma kadai kadhai makhani kofta sabzi gravy kerala bengali mughlai north-indian gujarati punjabi butter handi saag',
  ],
  [
    'drumstick',
    'chicken tandoori tandoor tikka kebab kebabs kabab seekh wings grill grilled mutton non-veg barbeque bbq',
  ],
];

export function artFor(slug: string): ArtName {
  const padded = `-${slug}-`;
  for (const [art, keywords] of artRules) {
    if (keywords.split(' ').some((keyword) => padded.includes(`-${keyword}-`))) return art;
  }
  return 'cloche';
}

/** Warm gradient pairs (light → deep) with an accent used for patterns. */
const palette: [string, string, string][] = [
  ['#fff1d6', '#ffb866', '#e8893a'], // mango
  ['#ffe6dc', '#ff9e80', '#e5704f'], // peach
  ['#fff6cc', '#ffcd56', '#e9a825'], // turmeric
  ['#fde4e6', '#f3a0b1', '#d9697f'], // rose
  ['#ffead2', '#f7a35c', '#d97a2e'], // saffron
  ['#f4f7dc', '#c9de7e', '#97b84a'], // pista
  ['#fce6d4', '#e9a07a', '#c8704a'], // masala
  ['#fff0e0', '#f4b487', '#d98a55'], // chai
  ['#ffe9e1', '#f48c6c', '#d8603f'], // chilli
  ['#fff4e4', '#f6c38a', '#db9650'], // jaggery
];

/** FNV-1a: a stable 32-bit hash, so a slug keeps its colours across releases and machines. */
export function hashSlug(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const sizes: Record<ImageKind, [number, number]> = {
  cuisines: [256, 256],
  dishes: [400, 300],
  restaurants: [640, 400],
};

/** A few soft "bokeh" dots whose places come from the hash, so similar dishes still look different. */
function bokeh(hash: number, width: number, height: number): string {
  let dots = '';
  for (let i = 0; i < 4; i++) {
    const bits = (hash >>> (i * 8)) & 0xff;
    const x = Math.round(((bits & 0x0f) / 15) * width * 0.9 + width * 0.05);
    const y = i % 2 === 0 ? Math.round(height * 0.12) : Math.round(height * 0.88);
    const r = Math.round(height * (0.03 + ((bits >>> 4) / 15) * 0.05));
    dots += `<circle cx="${x}" cy="${y}" r="${r}"/>`;
  }
  return `<g fill="#fff" opacity=".35">${dots}</g>`;
}

/** A striped awning with a scalloped edge across the top of a restaurant banner. */
function awning(width: number, accent: string, id: string): string {
  let scallops = `M0 36`;
  for (let x = 0; x < width; x += 40) scallops += 'a20 20 0 0 0 40 0';
  return (
    `<path d="${scallops}V0H0z" fill="${accent}"/>` +
    `<path d="M0 0h${width}v36H0z" fill="url(#s${id})"/>` +
    `<rect y="36" width="${width}" height="6" fill="#000" opacity=".06"/>`
  );
}

/**
 * Where a restaurant banner's plate mark sits (centre and radius, in the 640×400 banner's units). The web
 * card keeps its offer ribbon clear of it; the layout test reads it from here.
 */
export const restaurantMark = { x: 584, y: 344, radius: 26 } as const;

/** A small plate with fork and knife, the restaurant mark in a banner's corner. */
const plateMark = (x: number, y: number, accent: string) =>
  `<g transform="translate(${x} ${y})"><circle r="${String(restaurantMark.radius)}" fill="#fff" opacity=".9"/><circle r="15" fill="none" stroke="${accent}" stroke-width="3"/>` +
  `<path d="M-20-12v24M-23-12v7q3 4 6 0v-7M20-12c-4 4-4 12 0 14v10" stroke="${accent}" stroke-width="2.4" stroke-linecap="round" fill="none"/></g>`;

export function renderImage(kind: ImageKind, slug: string): string {
  if (!isImageSlug(slug)) throw new Error(`Not an image slug: ${slug}`);
  const [width, height] = sizes[kind];
  const hash = hashSlug(`${kind}:${slug}`);
  const [light, deep, accent] = palette[hash % palette.length] ?? ['#fff1d6', '#ffb866', '#e8893a'];
  const id = hash.toString(36);
  const art = artFor(slug);
  const title = escapeXml(titleFromSlug(slug));

  let defs = `<linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`;
  let body = `<rect width="${width}" height="${height}" fill="url(#g${id})"/>`;

  if (kind === 'cuisines') {
    body += `<circle cx="128" cy="128" r="104" fill="#fff" opacity=".3"/>` + drawArt(art, slug, 38, 40, 180);
  } else if (kind === 'dishes') {
    body +=
      bokeh(hash, width, height) +
      `<ellipse cx="200" cy="160" rx="130" ry="118" fill="#fff" opacity=".28"/>` +
      drawArt(art, slug, 90, 44, 220);
  } else {
    defs += `<pattern id="s${id}" width="80" height="36" patternUnits="userSpaceOnUse"><rect width="40" height="36" fill="#fff" opacity=".55"/></pattern>`;
    defs += `<pattern id="d${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2.2" fill="#fff" opacity=".35"/></pattern>`;
    body +=
      `<rect y="40" width="${width}" height="${height - 40}" fill="url(#d${id})"/>` +
      awning(width, accent, id) +
      `<circle cx="320" cy="224" r="148" fill="#fff" opacity=".32"/>` +
      drawArt(art, slug, 190, 96, 260) +
      plateMark(restaurantMark.x, restaurantMark.y, accent);
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${title}</title><defs>${defs}</defs>${body}</svg>`
  );
}
