// Draws the installable app's icons (ADR 033) from our own drawing, apps/web/public/favicon.svg:
//   npm run icons:draw
// The PNGs are committed (apps/web/public/icons/); run this again after changing the favicon.
// @resvg/resvg-js rasterises: resvg's renderer, shipped as prebuilt npm packages per platform.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);

/** The favicon is a rounded orange tile with a white train on it, on a 64-unit grid. */
const grid = 64;
const tile =
  /^<svg [^>]*viewBox="0 0 64 64"[^>]*>(<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>)(.*)<\/svg>\s*$/s;

type Icon = {
  file: string;
  size: number;
  /**
   * 'tile': the favicon as it is (rounded corners, transparent outside them). 'full-bleed': the colour
   * fills the square, for launchers and iOS that cut their own shape out of it.
   */
  shape: 'tile' | 'full-bleed';
  /** The train's size relative to the favicon's: a maskable icon keeps it inside the central 80 % circle. */
  trainScale: number;
};

const icons: Icon[] = [
  { file: 'icon-192.png', size: 192, shape: 'tile', trainScale: 1 },
  { file: 'icon-512.png', size: 512, shape: 'tile', trainScale: 1 },
  // The train spans 28 × 36 units around (32, 33): scaled by 0.8 its corners are 18.3 units from the
  // centre, inside the maskable safe zone's radius of 0.4 × 64 = 25.6 units.
  { file: 'icon-maskable-512.png', size: 512, shape: 'full-bleed', trainScale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full-bleed', trainScale: 0.9 },
];

function iconSvg(icon: Icon, background: string, roundedTile: string, train: string): string {
  const backdrop =
    icon.shape === 'tile' ? roundedTile : `<rect width="${grid}" height="${grid}" fill="${background}"/>`;
  const scaled =
    icon.trainScale === 1
      ? train
      : `<g transform="translate(32 33) scale(${icon.trainScale}) translate(-32 -33)">${train}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${grid} ${grid}">${backdrop}${scaled}</svg>`;
}

const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const parts = tile.exec(favicon);
if (!parts?.[1] || !parts[2] || !parts[3])
  throw new Error('favicon.svg is no longer the 64-unit rounded tile this script expects: update the script');
const [, roundedTile, background, train] = parts;

await mkdir(iconsDir, { recursive: true });
for (const icon of icons) {
  const svg = iconSvg(icon, background, roundedTile, train);
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
  await writeFile(new URL(icon.file, iconsDir), png);
  console.warn(
    `${fileURLToPath(new URL(icon.file, iconsDir))}: ${icon.size} × ${icon.size}, ${png.length} B`,
  );
}
