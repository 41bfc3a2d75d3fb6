import { concepts } from './restaurant-concepts.ts';
import type { Concept } from './restaurant-concepts.ts';
import type { Random } from './random.ts';

/**
 * Name templates per concept: believable, generic, and deliberately not the names of real chains.
 * `{city}`, `{owner}`, `{blessing}` (north) and `{sri}` (south) are filled in.
 */
const namesByConcept: Record<string, string[]> = {
  dhaba: [
    'Punjab Da Dhaba',
    'Pind Da Dhaba',
    'Sher-e-Punjab Dhaba',
    'Amritsari Zaika',
    'Balle Balle Dhaba',
    'Punjabi Rasoi',
    'Bittu Di Hatti',
    'Sardarji Da Dhaba',
    'Tandoor Tales',
    '{city} Dhaba Express',
    'Makhan Malai Dhaba',
    'Lassi & Tandoor House',
    'Highway Tadka',
  ],
  bhojanalaya: [
    '{blessing} Vaishno Bhojanalaya',
    'Shudh Shakahari Bhojanalaya',
    'Gupta Vaishno Dhaba',
    'Agarwal Vaishno Dhaba',
    'Annapurna Bhojanalaya',
    '{blessing} Rasoi',
    'Ghar Ka Khana',
  ],
  udupi: [
    'Udupi {sri} Bhavan',
    'Annapoorna Tiffin Centre',
    '{sri} Sagar Veg',
    'New {city} Tiffins',
    '{sri} Vihar',
    'Brindavan Tiffins',
    'Gokul Idli House',
    'Idli Dosa Junction',
  ],
  'meals-mess': [
    'Muniyappa Military Hotel',
    'Basavanna Military Hotel',
    'Andhra Ruchi Mess',
    'Chettinad Kitchen',
    '{city} Meals Mess',
    'Nellore Ruchulu',
    'Madras Meals Co.',
  ],
  biryani: [
    'Biryani Junction',
    'Nawabi Biryani House',
    '{city} Biryani Centre',
    'Handi & Dum',
    'Biryani Express',
    'Shahi Degh Biryani',
    'Deccan Biryani House',
    'Lucknowi Degh',
    'Zaiqa Biryani Point',
  ],
  mughlai: [
    'Al-Kabab Corner',
    'Seekh & Sizzle',
    'Shahi Sigdi',
    'Qureshi Kebab Corner',
    'Ansari Kebab Corner',
    'Zaika-e-Awadh',
    'Noor Kebab House',
    'Mughal Darbar',
  ],
  chinese: [
    'Dragon Wok',
    'Hakka Junction',
    'Chopsticks Corner',
    'Red Lantern Kitchen',
    'Lucky Dragon Kitchen',
    'Tangra Chinese House',
    'Noodle Station',
    'Schezwan Street',
  ],
  pizza: [
    'Crust & Crumbs',
    'Pizza Platform',
    'Stone Oven Pizzeria',
    'Napoli Express',
    'Cheesy Bites Pizzeria',
    'The Pizza Shed',
    'Brick Oven Co.',
    '{city} Pizza Co.',
  ],
  burger: [
    'Burger Bogie',
    'Bun & Patty',
    'Grill Junction',
    'The Burger Shed',
    'Stack House Burgers',
    'Loco Burgers',
  ],
  thali: [
    'Thali Junction',
    'Annapurna Thali House',
    'Bhojan Thali',
    'Rasoi Thali House',
    'Swad Thali',
    '{blessing} Bhog',
  ],
  jain: [
    'Shree Jain Bhojanalaya',
    '{city} Jain Bhojanalaya',
    'Mahavir Jain Rasoi',
    'Jinal Jain Food Court',
    'Shudh Jain Thali',
    'Navkar Jain Restaurant',
    'Parshwa Jain Kitchen',
  ],
  gujarati: [
    'Gujarat Rasoi',
    'Dhokla House',
    'Kesar Thal',
    'Ambika Farsan House',
    'Rajwadi Thal',
    'Patel Farsan Mart',
  ],
  chaat: [
    '{city} Chaat Bhandar',
    'Chatori Gali',
    'Chaat Junction',
    'Sharma Chaat Corner',
    'Bittu Chaat Corner',
    'Pav Bhaji Centre',
    'Chowpatty Chaat House',
    'Khau Galli',
  ],
  bengali: [
    'Kolkata Rannaghor',
    'Bangali Hneshel',
    'Macher Jhol House',
    'Ilish Bari',
    'Rasoighor',
    'Aahar Bengali Kitchen',
  ],
  kerala: [
    'Malabar Kitchen',
    'Kappa & Karimeen',
    'Thattukada Express',
    'Backwater Kitchen',
    'Spice Coast Cafe',
  ],
  sweets: [
    '{owner} Sweets & Snacks',
    '{blessing} Mishthan Bhandar',
    '{city} Sweet House',
    'Meethi Bahar',
    'Kanha Sweets',
  ],
  chai: [
    'Kulhad Chai Co.',
    'Station Chai Adda',
    'Chai & Chatter',
    'Tapri Cafe',
    'Cutting Chai Corner',
    'Filter Kaapi House',
    'Platform Chai Wala',
  ],
  'multi-cuisine': [
    'Station Spice Kitchen',
    'Platform No. 1 Kitchen',
    'Rail Rasoi',
    'Junction Bites',
    'The Loco Shed Cafe',
    'Signal Green Kitchen',
    'Tiffin Express',
    'Yatri Food Plaza',
    'Coach & Curry',
    '{city} Junction Kitchen',
  ],
  italian: [
    'Olive & Oregano',
    'Trattoria Verde',
    'Pasta Street',
    'Cafe Roma',
    'Rosso Kitchen',
    'Al Dente Cafe',
  ],
};

// Joined strings keep these long lists compact; they are split once at load.
const owners = (
  'Sharma, Gupta, Agarwal, Singh, Malhotra, Khanna, Iyer, Nair, Reddy, Rao, Patel, Shah, Mehta, Das, Ghosh, ' +
  'Qureshi, Khan, Menon, Pillai, Kamath, Shetty, Joshi, Kulkarni, Desai, Bansal, Arora, Kapoor, Chawla, Yadav, Mishra'
).split(', ');

const southBlessings = (
  'Sri Krishna, Sri Lakshmi, Sri Venkateshwara, Sri Ganesh, Sri Sai, Sri Durga, Sri Rama, Annapoorna, ' +
  'Sri Raghavendra, Sri Manjunatha'
).split(', ');

const blessings = (
  'Shree, Sri, Jai Mata Di, Om Sai, Maa Durga, Shri Ram, Ganesh, Balaji, Laxmi, Annapurna, Sai, Krishna, Gopal, ' +
  'Mahalaxmi, Jai Ambe'
).split(', ');

export function pickConcept(random: Random, state: string): Concept {
  return random.weighted(
    concepts,
    concepts.map((concept) => concept.weight * (concept.homeStates?.includes(state) ? 4 : 1)),
  );
}

export function restaurantName(random: Random, concept: Concept, city: string): string {
  const names = namesByConcept[concept.key];
  if (!names) throw new Error(`No names for the ${concept.key} concept`);
  return random
    .pick(names)
    .replace('{city}', city)
    .replace('{owner}', random.pick(owners))
    .replace('{blessing}', random.pick(blessings))
    .replace('{sri}', random.pick(southBlessings));
}
