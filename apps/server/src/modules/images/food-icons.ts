/**
 * Flat food illustrations as SVG fragments, each drawn in a 100×100 box (centre 50,50).
 * Only basic shapes and literal colours: no text, no fonts, no references to anything.
 */

export const artNames = [
  'pizza',
  'burger',
  'biryani',
  'dosa',
  'thali',
  'cup',
  'glass',
  'noodles',
  'momos',
  'dessert',
  'samosa',
  'curry',
  'egg',
  'fish',
  'drumstick',
  'cloche',
] as const;
export type ArtName = (typeof artNames)[number];

const round = 'stroke-linecap="round" fill="none"';
const shadow = (rx: number, cy = 91) =>
  `<ellipse cx="50" cy="${cy}" rx="${rx}" ry="5" fill="#7a3410" opacity=".16"/>`;

/** A small steel bowl seen from above, filled with `color`. */
const katori = (x: number, y: number, color: string, r = 10) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#a9b2bc"/><circle cx="${x}" cy="${y}" r="${r - 2}" fill="${color}"/>`;

const steam = (xs: number[], y: number) =>
  `<path d="${xs.map((x) => `M${x} ${y}c-4-5 4-8 0-13`).join('')}" stroke="#fff" stroke-width="3.5" opacity=".85" ${round}/>`;

const lemon = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="8" fill="#f7d548"/><circle cx="${x}" cy="${y}" r="6" fill="#fbe889"/>` +
  `<path d="M${x - 6} ${y}h12M${x} ${y - 6}v12" stroke="#f7d548" stroke-width="1.2"/>`;

const momo = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M-14 6c0-12 7-19 14-21 7 2 14 9 14 21-8 4-20 4-28 0z" fill="#fdf8ee"/>` +
  `<path d="M0-15c-3 6-4 12-4 20M0-15c3 6 4 12 4 20M0-15c-7 5-10 12-10 19M0-15c7 5 10 12 10 19" stroke="#e2d4b8" stroke-width="1.3" ${round}/></g>`;

/** Liquid colour for a glass, from the drink named in the slug. */
function drinkColor(slug: string): [string, string] {
  if (/coffee|cocoa|chocolate/.test(slug)) return ['#9a5b2e', '#d9b48f'];
  if (/lassi|milk|chaas|badam/.test(slug)) return ['#fff3d9', '#ffffff'];
  if (/shake|rose|falooda|strawberry/.test(slug)) return ['#f48fb1', '#fbd3e0'];
  if (/lime|nimbu|mojito|shikanji|jaljeera|green/.test(slug)) return ['#b5d96a', '#e6f5c4'];
  return ['#f9a03f', '#fcd38f'];
}

const pizza = () =>
  `<circle cx="52" cy="54" r="43" fill="#7a3410" opacity=".16"/><circle cx="50" cy="50" r="43" fill="#e09a4c"/>` +
  `<circle cx="50" cy="50" r="37" fill="#d8432b"/><circle cx="50" cy="50" r="34" fill="#ffcf5a"/>` +
  `<g fill="#f5b93f"><circle cx="40" cy="62" r="4"/><circle cx="64" cy="42" r="3"/><circle cx="30" cy="40" r="2.5"/></g>` +
  `<g fill="#b8321f"><circle cx="38" cy="33" r="6"/><circle cx="63" cy="30" r="5.5"/><circle cx="70" cy="57" r="6"/>` +
  `<circle cx="47" cy="69" r="5.5"/><circle cx="27" cy="55" r="5"/><circle cx="57" cy="51" r="5"/></g>` +
  `<g fill="#3e9a3a"><ellipse cx="44" cy="44" rx="5" ry="2.5" transform="rotate(-30 44 44)"/>` +
  `<ellipse cx="60" cy="66" rx="5" ry="2.5" transform="rotate(25 60 66)"/><ellipse cx="72" cy="42" rx="4" ry="2" transform="rotate(60 72 42)"/></g>` +
  `<path d="M50 14v72M18.8 32l62.4 36M18.8 68l62.4-36" stroke="#c9822f" stroke-width="1.2" opacity=".5"/>`;

const burger = () =>
  shadow(38) +
  `<rect x="15" y="73" width="70" height="15" rx="7" fill="#e0903a"/>` +
  `<rect x="12" y="60" width="76" height="14" rx="7" fill="#6b3416"/>` +
  `<path d="M12 58h76l-5 9-7-5-8 8-8-7-8 8-8-7-8 8-8-7-7 5z" fill="#ffc531"/>` +
  `<rect x="14" y="53" width="72" height="7" rx="3.5" fill="#e8452c"/>` +
  `<path d="M10 55q5-7 10 0t10 0 10 0 10 0 10 0 10 0 10 0 10 0v-5H10z" fill="#5dbb4a"/>` +
  `<path d="M12 51c0-22 16-34 38-34s38 12 38 34z" fill="#f2a33a"/>` +
  `<path d="M23 40q4-12 15-16" stroke="#ffd58a" stroke-width="4" opacity=".8" ${round}/>` +
  `<g fill="#fff3d6"><ellipse cx="42" cy="28" rx="2.6" ry="1.4"/><ellipse cx="56" cy="26" rx="2.6" ry="1.4" transform="rotate(20 56 26)"/>` +
  `<ellipse cx="67" cy="34" rx="2.6" ry="1.4" transform="rotate(-15 67 34)"/><ellipse cx="50" cy="38" rx="2.6" ry="1.4"/>` +
  `<ellipse cx="34" cy="38" rx="2.6" ry="1.4" transform="rotate(-25 34 38)"/><ellipse cx="76" cy="44" rx="2.4" ry="1.3"/></g>`;

const biryani = () =>
  shadow(36) +
  `<path d="M14 56c-6 0-6 9 0 9M86 56c6 0 6 9 0 9" stroke="#8e3b1b" stroke-width="4" ${round}/>` +
  `<path d="M15 52c0 22 14 36 35 36s35-14 35-36z" fill="#b4532a"/>` +
  `<path d="M18 66c10 6 54 6 64 0" stroke="#d9783f" stroke-width="4" ${round}/>` +
  `<ellipse cx="50" cy="52" rx="37" ry="8" fill="#8e3b1b"/>` +
  `<path d="M19 52c2-18 16-29 31-29s29 11 31 29c-10 5-52 5-62 0z" fill="#fff4d6"/>` +
  `<path d="M30 44c6-8 14-10 20-6-6 2-12 6-20 6zM56 34c6-2 12 2 14 8-5-3-9-5-14-8zM52 48c6 0 12-2 16-6-2 6-8 8-16 6z" fill="#f6b13c"/>` +
  `<path d="M30 40l3-1M46 44l3 1M55 32l3-1M70 38l2 2M38 50l3-1M57 50l3 1M49 26h3M40 31l3-1M62 46l3-1M26 48l3 1M74 48l3-1M45 37l2 2" stroke="#e3cd98" stroke-width="1.8" stroke-linecap="round"/>` +
  `<path d="M44 40l4-2M60 40l4 1M34 35l3 2M52 30l4-1M66 32l2 3M40 46l4 1" stroke="#8a4a1c" stroke-width="2.2" ${round}/>` +
  `<g fill="#3f9a3a"><ellipse cx="52" cy="22" rx="5" ry="2.5" transform="rotate(-30 52 22)"/><ellipse cx="58" cy="24" rx="4" ry="2" transform="rotate(30 58 24)"/></g>`;

const dosa = () =>
  shadow(44, 84) +
  `<path d="M4 66C10 34 50 14 96 30 88 64 50 86 4 66z" fill="#4fa83d"/>` +
  `<path d="M8 64C40 56 70 44 92 32" stroke="#8fd16f" stroke-width="2" ${round}/>` +
  `<g transform="rotate(-20 50 46)"><rect x="12" y="36" width="76" height="20" rx="10" fill="#e8a53a"/>` +
  `<rect x="16" y="39" width="68" height="6" rx="3" fill="#f6c870"/>` +
  `<g fill="#c9802a"><circle cx="30" cy="51" r="1.5"/><circle cx="52" cy="50" r="1.8"/><circle cx="70" cy="52" r="1.4"/></g>` +
  `<ellipse cx="82" cy="46" rx="6" ry="10" fill="#d48f2c"/><path d="M82 40c4 0 4 8 0 8s-3-5 0-5" stroke="#f6c870" stroke-width="1.6" ${round}/></g>` +
  katori(30, 74, '#f4efdf') +
  katori(54, 78, '#d9642b') +
  `<g fill="#3f9a3a"><circle cx="28" cy="72" r="1.5"/><circle cx="52" cy="76" r="1.3"/><circle cx="57" cy="79" r="1.2"/></g>`;

const thali = () =>
  `<circle cx="52" cy="54" r="45" fill="#7a3410" opacity=".16"/><circle cx="50" cy="50" r="45" fill="#bcc4cd"/>` +
  `<circle cx="50" cy="50" r="40" fill="#e4e8ec"/>` +
  katori(30, 30, '#f2be3d') +
  katori(53, 22, '#d84e2a') +
  katori(75, 33, '#5c9b3c') +
  katori(25, 55, '#faf6ea', 9) +
  `<circle cx="66" cy="66" r="15" fill="#d9a55c"/><circle cx="62" cy="62" r="15" fill="#e8ba72"/>` +
  `<g fill="#b5773a"><circle cx="58" cy="58" r="1.6"/><circle cx="67" cy="64" r="1.4"/><circle cx="60" cy="68" r="1.2"/></g>` +
  `<path d="M30 72c0-8 6-13 12-13s12 5 12 13c-4 3-20 3-24 0z" fill="#fffaf0"/>` +
  `<circle cx="78" cy="52" r="4" fill="#c0392b"/>`;

const cup = () =>
  `<ellipse cx="50" cy="84" rx="40" ry="8" fill="#e7ded0"/><ellipse cx="50" cy="82" rx="30" ry="5" fill="#fbf8f3"/>` +
  `<path d="M77 47c12 0 12 20-3 21" stroke="#fdfaf5" stroke-width="5" ${round}/>` +
  `<path d="M22 40h56l-5 34c-1 7-6 10-13 10H40c-7 0-12-3-13-10z" fill="#fdfaf5"/>` +
  `<path d="M23.8 52h52.4l-1.2 8H25z" fill="#e4572e"/>` +
  `<ellipse cx="50" cy="40" rx="28" ry="6" fill="#f3ede3"/><ellipse cx="50" cy="40" rx="24" ry="4.4" fill="#a8642e"/>` +
  steam([38, 50, 62], 30);

const glass = (slug: string) => {
  const [liquid, top] = drinkColor(slug);
  return (
    shadow(22) +
    `<path d="M56 38L70 6" stroke="#e94e3c" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M56 38L70 6" stroke="#fff" stroke-width="5" stroke-dasharray="3 5"/>` +
    `<path d="M27 20h46l-6 66c0 3-2 5-5 5H38c-3 0-5-2-5-5z" fill="#fff" opacity=".55"/>` +
    `<path d="M29.5 34h41l-5 50c0 2-1 3-3 3H37.5c-2 0-3-1-3-3z" fill="${liquid}"/>` +
    `<ellipse cx="50" cy="34" rx="20.5" ry="4" fill="${top}"/>` +
    `<g fill="#fff" opacity=".55"><rect x="37" y="44" width="11" height="11" rx="2" transform="rotate(12 42 49)"/>` +
    `<rect x="51" y="52" width="10" height="10" rx="2" transform="rotate(-10 56 57)"/></g>` +
    `<path d="M33 26l4 56" stroke="#fff" stroke-width="3" opacity=".8" stroke-linecap="round"/>` +
    `<g fill="#3f9a3a"><ellipse cx="40" cy="30" rx="6" ry="3" transform="rotate(-25 40 30)"/><ellipse cx="46" cy="27" rx="5" ry="2.5" transform="rotate(35 46 27)"/></g>`
  );
};

const noodles = () =>
  shadow(34) +
  `<path d="M17 52c0-22 66-22 66 0z" fill="#f5c84c"/>` +
  `<path d="M24 46c4-6 8 6 12 0s8 6 12 0 8 6 12 0 8 6 12 0M30 39c4-6 8 6 12 0s8 6 12 0 8 6 12 0" stroke="#e0a42a" stroke-width="2.2" ${round}/>` +
  `<g fill="#5bb04b"><circle cx="34" cy="42" r="2.2"/><circle cx="58" cy="36" r="2"/><circle cx="68" cy="46" r="2.2"/></g>` +
  `<g fill="#f07c2b"><rect x="44" y="40" width="7" height="2.6" rx="1.3" transform="rotate(-20 47 41)"/><rect x="26" y="48" width="6" height="2.4" rx="1.2"/></g>` +
  `<path d="M54 44L90 8M61 46L94 14" stroke="#a0622d" stroke-width="3.6" stroke-linecap="round"/>` +
  `<path d="M10 50h80c0 21-17 36-40 36S10 71 10 50z" fill="#d9412b"/>` +
  `<path d="M18 63q5-4 10 0t10 0 10 0 10 0 10 0 10 0" stroke="#fff" stroke-width="2" opacity=".85" ${round}/>` +
  `<rect x="37" y="84" width="26" height="5" rx="2.5" fill="#b23220"/>`;

const momos = () =>
  shadow(42) +
  `<path d="M10 58h80v18c0 7-4 11-11 11H21c-7 0-11-4-11-11z" fill="#d7a15a"/>` +
  `<path d="M10 68h80M10 78h80" stroke="#bf8643" stroke-width="2"/>` +
  `<ellipse cx="50" cy="58" rx="40" ry="9" fill="#e9bc78"/><ellipse cx="50" cy="58" rx="36" ry="6.5" fill="#c68b45"/>` +
  momo(31, 52) +
  momo(69, 52) +
  momo(50, 60) +
  `<ellipse cx="84" cy="86" rx="10" ry="4" fill="#fff"/><ellipse cx="84" cy="85" rx="7.5" ry="2.6" fill="#d8342a"/>`;

const dessert = () =>
  shadow(32) +
  `<ellipse cx="50" cy="52" rx="38" ry="9" fill="#e7a93f"/>` +
  `<circle cx="34" cy="47" r="12" fill="#7a2e12"/><circle cx="63" cy="45" r="12" fill="#852f12"/><circle cx="48" cy="55" r="12" fill="#6d2810"/>` +
  `<g fill="#fff" opacity=".35"><ellipse cx="30" cy="42" rx="4" ry="2.5"/><ellipse cx="59" cy="40" rx="4" ry="2.5"/><ellipse cx="44" cy="50" rx="4" ry="2.5"/></g>` +
  `<g fill="#8cc152"><rect x="36" y="38" width="4" height="2" rx="1"/><rect x="64" y="36" width="4" height="2" rx="1" transform="rotate(30 66 37)"/><rect x="50" y="46" width="4" height="2" rx="1"/></g>` +
  `<path d="M12 52c0 22 17 36 38 36s38-14 38-36c-6 9-24 13-38 13S18 61 12 52z" fill="#fdfaf5"/>` +
  `<path d="M17 66c10 11 56 11 66 0" stroke="#e56b6f" stroke-width="3" ${round}/>` +
  `<path d="M38 86h24l-3 5H41z" fill="#ece4d8"/>`;

const samosa = () =>
  shadow(40) +
  `<g transform="translate(44 26) scale(.7)"><path d="M50 16c3 0 5 2 6 4l28 52c2 5 0 9-6 9H22c-6 0-8-4-6-9l28-52c1-2 3-4 6-4z" fill="#c98527"/></g>` +
  `<path d="M46 20c3 0 5 2 6 4l28 52c2 5 0 9-6 9H18c-6 0-8-4-6-9l28-52c1-2 3-4 6-4z" fill="#e6a23c"/>` +
  `<path d="M46 22L18 82h24z" fill="#f2b955"/>` +
  `<path d="M46 22L42 84" stroke="#c77f22" stroke-width="1.6" opacity=".6"/>` +
  `<g fill="#c47a1f"><circle cx="56" cy="52" r="1.4"/><circle cx="62" cy="66" r="1.4"/><circle cx="50" cy="72" r="1.2"/><circle cx="34" cy="62" r="1.2"/><circle cx="68" cy="78" r="1.3"/></g>` +
  `<ellipse cx="82" cy="86" rx="12" ry="4.5" fill="#fff"/><ellipse cx="82" cy="85" rx="9" ry="3" fill="#4caf50"/>`;

/** Gravy and pieces for a curry, so dal, saag, korma and chole do not all look the same. */
function curryStyle(slug: string): [gravy: string, pieces: string] {
  if (/dal|daal|gujarati|kadhi|sambar|yellow/.test(slug)) return ['#f2be3d', '#fff6dc'];
  if (/saag|palak|hariyali|green|methi/.test(slug)) return ['#5f9e3a', '#fff1cf'];
  if (/korma|mughlai|shahi|malai|navratan|white/.test(slug)) return ['#f1c27d', '#fff8e8'];
  if (/kerala|coconut|stew|moilee|bengali/.test(slug)) return ['#f5a531', '#fffaf0'];
  if (/chole|chana|rajma|lobia/.test(slug)) return ['#9c4a22', '#e9c08a'];
  return ['#e0612c', '#fff1cf'];
}

const curry = (slug: string) => {
  const [gravy, pieces] = curryStyle(slug);
  return (
    shadow(38) +
    `<path d="M13 52c-7 0-8 10-1 10M87 52c7 0 8 10 1 10" stroke="#8a4b20" stroke-width="4" ${round}/>` +
    `<path d="M11 50c0 21 17 36 39 36s39-15 39-36z" fill="#c26a2c"/>` +
    `<path d="M21 62c4 10 12 16 22 18" stroke="#e39b5e" stroke-width="3" ${round}/>` +
    `<ellipse cx="50" cy="50" rx="39" ry="10" fill="#9e4e1c"/><ellipse cx="50" cy="50" rx="35" ry="7.5" fill="${gravy}"/>` +
    `<g fill="${pieces}"><rect x="28" y="45" width="9" height="7" rx="2"/><rect x="58" y="43" width="9" height="7" rx="2"/><rect x="46" y="49" width="8" height="6" rx="2"/><rect x="68" y="50" width="7" height="5" rx="2"/></g>` +
    `<path d="M38 48c4-4 12-2 10 2s-10 2-8-1" stroke="#fff8ee" stroke-width="2" ${round}/>` +
    `<g fill="#3f9a3a"><circle cx="56" cy="47" r="1.8"/><circle cx="42" cy="53" r="1.6"/><circle cx="66" cy="48" r="1.5"/><circle cx="32" cy="51" r="1.5"/></g>` +
    steam([40, 52, 64], 36)
  );
};

const egg = () =>
  shadow(40, 88) +
  `<rect x="72" y="50" width="26" height="8" rx="4" fill="#2f333a" transform="rotate(-20 72 54)"/>` +
  `<circle cx="44" cy="54" r="35" fill="#3a3f47"/><circle cx="44" cy="54" r="30" fill="#4b525c"/>` +
  `<path d="M22 56c-4-14 8-26 22-24 8-10 26-4 28 8 8 8 4 22-6 26-6 10-24 12-32 4-10 0-16-8-12-14z" fill="#fff"/>` +
  `<circle cx="45" cy="55" r="11" fill="#ffb020"/><circle cx="41" cy="51" r="3.5" fill="#fff" opacity=".6"/>` +
  `<g fill="#3f9a3a"><circle cx="30" cy="46" r="1.4"/><circle cx="60" cy="66" r="1.4"/><circle cx="62" cy="44" r="1.2"/></g>`;

const fish = () =>
  shadow(44, 84) +
  `<ellipse cx="50" cy="66" rx="47" ry="18" fill="#fdfaf5"/><ellipse cx="50" cy="66" rx="39" ry="13" fill="#f1ebe1"/>` +
  `<path d="M12 58c12-16 36-20 56-8l18-11-5 17 5 17-18-11c-20 12-44 8-56-4z" fill="#e8843a"/>` +
  `<path d="M18 63c12 8 32 10 48 2" stroke="#f5b16a" stroke-width="4" ${round}/>` +
  `<circle cx="22" cy="56" r="3" fill="#fff"/><circle cx="22.5" cy="56" r="1.6" fill="#2b2b2b"/>` +
  `<path d="M30 49c4 4 4 11 0 15" stroke="#c8632a" stroke-width="2" ${round}/>` +
  `<path d="M44 48l-6 18M54 47l-6 19M64 49l-5 15" stroke="#b9541f" stroke-width="2.5" stroke-linecap="round" opacity=".55"/>` +
  lemon(78, 76) +
  `<g fill="#3f9a3a"><ellipse cx="64" cy="78" rx="5" ry="2.5" transform="rotate(-20 64 78)"/></g>`;

const drumstick = () =>
  shadow(40, 88) +
  `<g transform="translate(0 6) rotate(35 50 50)"><path d="M66 50h18" stroke="#fff6e5" stroke-width="8" stroke-linecap="round"/>` +
  `<circle cx="88" cy="45" r="5" fill="#fff6e5"/><circle cx="88" cy="55" r="5" fill="#fff6e5"/>` +
  `<path d="M72 46C62 40 54 28 36 28 20 28 10 38 10 50s10 22 26 22c18 0 26-12 36-18z" fill="#c94a25"/>` +
  `<path d="M18 42c4-6 10-8 18-8" stroke="#e2744a" stroke-width="4" ${round}/>` +
  `<g fill="#8e2e14"><circle cx="40" cy="44" r="3"/><circle cx="26" cy="56" r="2.5"/><circle cx="52" cy="56" r="2.2"/><circle cx="40" cy="62" r="2"/></g></g>` +
  `<ellipse cx="26" cy="84" rx="12" ry="4.5" fill="none" stroke="#e7a3c9" stroke-width="3"/>` +
  lemon(12, 76);

const cloche = () =>
  shadow(44, 88) +
  `<ellipse cx="50" cy="82" rx="45" ry="9" fill="#e5e8ec"/><ellipse cx="50" cy="80" rx="40" ry="6" fill="#fff"/>` +
  `<path d="M14 76c0-24 16-42 36-42s36 18 36 42z" fill="#d2d8df"/>` +
  `<path d="M25 64c2-12 10-20 20-22" stroke="#fff" stroke-width="4" opacity=".85" ${round}/>` +
  `<rect x="12" y="72" width="76" height="6" rx="3" fill="#aeb7c1"/>` +
  `<circle cx="50" cy="29" r="6" fill="#aeb7c1"/><rect x="46" y="32" width="8" height="4" fill="#aeb7c1"/>` +
  `<path d="M82 14l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM16 24l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" fill="#fff"/>`;

const painters: Record<ArtName, (slug: string) => string> = {
  pizza,
  burger,
  biryani,
  dosa,
  thali,
  cup,
  glass,
  noodles,
  momos,
  dessert,
  samosa,
  curry,
  egg,
  fish,
  drumstick,
  cloche,
};

/** The illustration `name` as a `<g data-art>` group, scaled to `size` px and placed at (x, y). */
export function drawArt(name: ArtName, slug: string, x: number, y: number, size: number): string {
  const scale = size / 100;
  return `<g data-art="${name}" transform="translate(${x} ${y}) scale(${scale})">${painters[name](slug)}</g>`;
}
