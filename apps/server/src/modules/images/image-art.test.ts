import { describe, expect, it } from 'vitest';
import { artNames } from './food-icons.ts';
import type { ArtName } from './food-icons.ts';
import { artFor, imageKinds, isImageSlug, renderImage, titleFromSlug } from './image-art.ts';

const svgNamespace = 'xmlns="http://www.w3.org/2000/svg"';

/**
 * A tiny XML well-formedness check, enough for our own output: every tag is an element name with
 * unique, double-quoted attributes, tags nest properly, and there is exactly one root element.
 */
function expectWellFormed(xml: string) {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    if (xml[i] !== '<') {
      const next = xml.indexOf('<', i);
      const text = xml.slice(i, next === -1 ? xml.length : next);
      expect(stack.length, `text outside the root element: ${text}`).toBeGreaterThan(0);
      expect(text).not.toMatch(/[>&](?!#?\w+;)/);
      i = next === -1 ? xml.length : next;
      continue;
    }
    token.lastIndex = i;
    const match = token.exec(xml);
    expect(match, `malformed tag at ${i}: ${xml.slice(i, i + 40)}`).not.toBeNull();
    const [whole, closing, name, attributes, selfClosing] = match!;
    const names = [...attributes!.matchAll(/([\w:-]+)=/g)].map((m) => m[1]);
    expect(new Set(names).size, `duplicate attribute in <${name}>`).toBe(names.length);
    if (closing) {
      expect(stack.pop(), `</${name}> closes the wrong element`).toBe(name);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name!);
    }
    i += whole.length;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

function expectSafe(svg: string) {
  const rest = svg.replace(svgNamespace, '');
  expect(rest).not.toMatch(/<script/i);
  expect(rest).not.toMatch(/<foreignObject/i);
  expect(rest).not.toMatch(/\son\w+\s*=/i);
  expect(rest).not.toMatch(/https?:/i);
  expect(rest).not.toMatch(/href/i);
  expect(rest).not.toMatch(/<(image|use|style|iframe|a)\b/i);
  // Every url() is a gradient or pattern defined in this very document.
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) {
    expect(ref).toMatch(/^#/);
    expect(ids.has(ref!.slice(1))).toBe(true);
  }
  // No emoji or other non-ASCII characters that would need a font.
  expect(svg).toMatch(/^[\x20-\x7e]*$/);
}

const familySamples: Record<ArtName, string> = {
  pizza: 'margherita-pizza',
  burger: 'veg-burger',
  biryani: 'chicken-biryani',
  dosa: 'masala-dosa',
  thali: 'veg-thali',
  cup: 'masala-chai',
  glass: 'cold-coffee',
  noodles: 'veg-hakka-noodles',
  momos: 'veg-momos',
  dessert: 'gulab-jamun',
  samosa: 'samosa',
  curry: 'paneer-butter-masala',
  egg: 'egg-curry',
  fish: 'fish-curry',
  drumstick: 'tandoori-chicken',
  cloche: 'chef-special',
};

const artMarker = (svg: string) => /data-art="([a-z]+)"/.exec(svg)?.[1];
const artGroup = (svg: string) => svg.slice(svg.indexOf('<g data-art'), svg.lastIndexOf('</g>'));

describe('artFor', () => {
  it.each([
    ['pizza', 'pizza'],
    ['italian', 'pizza'],
    ['burger', 'burger'],
    ['biryani', 'biryani'],
    ['veg-pulao', 'biryani'],
    ['idli-sambar', 'dosa'],
    ['south-indian', 'dosa'],
    ['thali', 'thali'],
    ['jain', 'thali'],
    ['cold-coffee', 'glass'],
    ['beverages', 'glass'],
    ['mango-lassi', 'glass'],
    ['masala-chai', 'cup'],
    ['filter-coffee', 'cup'],
    ['chinese', 'noodles'],
    ['veg-manchurian', 'noodles'],
    ['chicken-momos', 'momos'],
    ['desserts', 'dessert'],
    ['kesar-kulfi', 'dessert'],
    ['ice-cream', 'dessert'],
    ['snacks', 'samosa'],
    ['street-food', 'samosa'],
    ['pav-bhaji', 'samosa'],
    ['chole-bhature', 'curry'],
    ['north-indian', 'curry'],
    ['kerala', 'curry'],
    ['bengali', 'curry'],
    ['mughlai', 'curry'],
    ['gujarati', 'curry'],
    ['egg-curry', 'egg'],
    ['prawn-masala', 'fish'],
    ['chicken-tikka', 'drumstick'],
    ['punjab-da-dhaba-ndls-3', 'thali'],
    ['chef-special', 'cloche'],
    ['steak', 'cloche'],
  ] as const)('%s → %s', (slug, art) => {
    expect(artFor(slug)).toBe(art);
  });

  it('matches whole words only', () => {
    expect(artFor('teapot-house')).toBe('cloche');
    expect(artFor('eggplant')).toBe('cloche');
  });
});

describe('renderImage', () => {
  it('gives the same bytes for the same kind and slug', () => {
    for (const kind of imageKinds) {
      expect(renderImage(kind, 'masala-dosa')).toBe(renderImage(kind, 'masala-dosa'));
    }
  });

  it('gives different bytes for different slugs and different kinds', () => {
    const bodies = new Set<string>();
    for (const kind of imageKinds) {
      for (const slug of ['pizza', 'masala-dosa', 'dosa-masala', 'punjab-da-dhaba-ndls-3']) {
        bodies.add(renderImage(kind, slug));
      }
    }
    expect(bodies.size).toBe(12);
  });

  it('draws a different illustration for every keyword family', () => {
    const groups = new Set<string>();
    for (const [art, slug] of Object.entries(familySamples)) {
      const svg = renderImage('dishes', slug);
      expect(artMarker(svg)).toBe(art);
      groups.add(artGroup(svg).replace(/data-art="[a-z]+"/, ''));
    }
    expect(Object.keys(familySamples).sort()).toEqual([...artNames].sort());
    expect(groups.size).toBe(artNames.length);
    expect(groups.size).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['cuisines', 256, 256],
    ['dishes', 400, 300],
    ['restaurants', 640, 400],
  ] as const)('sizes a %s picture %i×%i with a title and role="img"', (kind, width, height) => {
    const svg = renderImage(kind, 'paneer-butter-masala');
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(svgNamespace);
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title>Paneer Butter Masala</title>');
  });

  it('is well-formed, self-contained and safe for every kind and family', () => {
    for (const kind of imageKinds) {
      for (const slug of Object.values(familySamples)) {
        const svg = renderImage(kind, slug);
        expectWellFormed(svg);
        expectSafe(svg);
      }
    }
  });

  it('stays under 4 KB even for the longest slug of every family', () => {
    for (const kind of imageKinds) {
      for (const slug of Object.values(familySamples)) {
        const long = `${slug}-${'x'.repeat(80)}`.slice(0, 80).replace(/-$/, 'x');
        expect(isImageSlug(long)).toBe(true);
        const svg = renderImage(kind, long);
        expect(artMarker(svg)).toBe(artFor(slug));
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      }
    }
  });

  it('refuses anything that is not a slug', () => {
    for (const slug of ['', 'Pizza', 'a--b', '-a', 'a-', '../x', 'a b', 'x'.repeat(81), '<script>']) {
      expect(isImageSlug(slug)).toBe(false);
      expect(() => renderImage('dishes', slug)).toThrow();
    }
  });
});

describe('titleFromSlug', () => {
  it('capitalises each word', () => {
    expect(titleFromSlug('masala-dosa')).toBe('Masala Dosa');
    expect(titleFromSlug('punjab-da-dhaba-ndls-3')).toBe('Punjab Da Dhaba Ndls 3');
  });
});
