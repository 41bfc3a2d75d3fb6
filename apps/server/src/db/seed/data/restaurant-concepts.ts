import type { CuisineName } from './cuisines.ts';

/**
 * A kind of eatery found around Indian stations. The concept decides cuisines, whether the kitchen
 * is pure veg (names like "Vaishno Bhojanalaya" promise it) and the names it may carry.
 */
export type Concept = {
  key: string;
  /** Headline cuisine first; a restaurant also takes up to two of the others. */
  cuisines: [CuisineName, ...CuisineName[]];
  /** Chance that a restaurant of this concept is pure veg. */
  pureVeg: number;
  /** Serves only Jain-appropriate dishes (implies pure veg). */
  jain?: boolean;
  /** How common the concept is anywhere… */
  weight: number;
  /** …and four times as common in these states. */
  homeStates?: string[];
};

const north = [
  'Delhi',
  'Punjab',
  'Haryana',
  'Chandigarh',
  'Uttar Pradesh',
  'Jammu and Kashmir',
  'Uttarakhand',
];
const south = ['Karnataka', 'Tamil Nadu', 'Andhra Pradesh', 'Telangana', 'Kerala'];
const east = ['West Bengal', 'Assam', 'Odisha', 'Jharkhand', 'Bihar'];
const west = ['Gujarat', 'Rajasthan', 'Maharashtra', 'Madhya Pradesh'];

export const concepts: Concept[] = [
  {
    key: 'dhaba',
    cuisines: ['North Indian', 'Mughlai', 'Thali', 'Chinese'],
    pureVeg: 0.1,
    weight: 3,
    homeStates: north,
  },
  {
    key: 'bhojanalaya',
    cuisines: ['North Indian', 'Thali', 'Street Food', 'Snacks'],
    pureVeg: 1,
    weight: 0.6,
    homeStates: [...north, 'Bihar', 'Madhya Pradesh', 'Rajasthan'],
  },
  {
    key: 'udupi',
    cuisines: ['South Indian', 'Snacks', 'Chinese', 'Thali', 'Beverages'],
    pureVeg: 1,
    weight: 0.9,
    homeStates: [...south, 'Maharashtra', 'Goa'],
  },
  {
    key: 'meals-mess',
    cuisines: ['South Indian', 'Biryani', 'Thali', 'Kerala'],
    pureVeg: 0,
    weight: 1,
    homeStates: south,
  },
  {
    key: 'biryani',
    cuisines: ['Biryani', 'Mughlai', 'North Indian', 'Chinese'],
    pureVeg: 0,
    weight: 2.5,
    homeStates: ['Telangana', 'Andhra Pradesh', 'Uttar Pradesh', 'West Bengal', 'Tamil Nadu'],
  },
  {
    key: 'mughlai',
    cuisines: ['Mughlai', 'North Indian', 'Biryani'],
    pureVeg: 0,
    weight: 1.2,
    homeStates: ['Delhi', 'Uttar Pradesh', 'Telangana', 'Madhya Pradesh'],
  },
  {
    key: 'chinese',
    cuisines: ['Chinese', 'Snacks', 'Street Food'],
    pureVeg: 0.2,
    weight: 1.8,
    homeStates: east,
  },
  {
    key: 'pizza',
    cuisines: ['Pizza', 'Italian', 'Burger'],
    pureVeg: 0.25,
    weight: 1.8,
  },
  {
    key: 'burger',
    cuisines: ['Burger', 'Pizza', 'Snacks'],
    pureVeg: 0.2,
    weight: 1.4,
  },
  {
    key: 'thali',
    cuisines: ['Thali', 'North Indian', 'Gujarati'],
    pureVeg: 1,
    weight: 0.6,
    homeStates: west,
  },
  {
    key: 'jain',
    cuisines: ['Jain', 'Gujarati', 'Desserts'],
    pureVeg: 1,
    jain: true,
    weight: 0.4,
    homeStates: west,
  },
  {
    key: 'gujarati',
    cuisines: ['Gujarati', 'Thali', 'Snacks', 'Street Food'],
    pureVeg: 1,
    weight: 0.4,
    homeStates: ['Gujarat', 'Maharashtra', 'Rajasthan'],
  },
  {
    key: 'chaat',
    cuisines: ['Street Food', 'Snacks', 'Desserts', 'Beverages'],
    pureVeg: 1,
    weight: 0.6,
  },
  {
    key: 'bengali',
    cuisines: ['Bengali', 'Chinese', 'Mughlai', 'Street Food'],
    pureVeg: 0,
    weight: 0.9,
    homeStates: east,
  },
  {
    key: 'kerala',
    cuisines: ['Kerala', 'South Indian', 'Biryani', 'Chinese'],
    pureVeg: 0,
    weight: 0.7,
    homeStates: ['Kerala', 'Karnataka', 'Tamil Nadu', 'Goa'],
  },
  {
    key: 'sweets',
    cuisines: ['Desserts', 'Snacks', 'Street Food', 'Beverages'],
    pureVeg: 1,
    weight: 0.5,
  },
  {
    key: 'chai',
    cuisines: ['Beverages', 'Snacks', 'Desserts', 'Burger'],
    pureVeg: 0.3,
    weight: 1,
  },
  {
    key: 'multi-cuisine',
    cuisines: ['North Indian', 'Chinese', 'South Indian', 'Biryani', 'Thali'],
    pureVeg: 0.15,
    weight: 2.4,
  },
  {
    key: 'italian',
    cuisines: ['Italian', 'Pizza', 'Desserts', 'Beverages'],
    pureVeg: 0.2,
    weight: 0.7,
  },
];
