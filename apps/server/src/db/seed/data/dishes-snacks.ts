import { egg, jainVeg, nonVeg, veg } from './dish.ts';
import type { Dish } from './dish.ts';

export const streetFood: Dish[] = [
  veg('Pani Puri (8 pcs)', 50, 'Crisp puris with spiced potato and tangy mint water.'),
  veg(
    'Bhel Puri',
    60,
    'Puffed rice tossed with sev, onion, tomato, raw mango, coriander and sweet and green chutneys. Mixed fresh to order.',
  ),
  veg('Sev Puri', 70, 'Flat puris with potato, onion, chutneys and a blanket of sev.'),
  veg('Dahi Puri', 80, 'Puris filled with potato and chilled sweet curd, topped with chutneys and sev.'),
  veg(
    'Pav Bhaji',
    140,
    'Buttery mashed-vegetable bhaji cooked on a big flat griddle, with two toasted pavs, chopped onion and a wedge of lemon. Mumbai in a plate.',
  ),
  veg(
    'Vada Pav',
    30,
    "Mumbai's favourite: a spiced potato vada in a soft pav with dry garlic chutney and a fried green chilli.",
  ),
  veg('Misal Pav', 110, 'Spicy sprouted-moth curry topped with farsan, onion and lemon, with pav.'),
  veg('Aloo Tikki Chaat', 80, 'Crisp potato patties with chole, curd and chutneys.'),
  veg(
    'Papdi Chaat',
    80,
    'Crisp papdi with boiled potato and chickpeas, chilled curd, tamarind and mint chutneys, and pomegranate.',
  ),
  veg('Dabeli', 40, 'Kutchi sweet-spicy potato in a pav with peanuts.'),
  veg('Ragda Pattice', 90, 'Potato patties in white-pea ragda with chutneys and sev.'),
  veg('Paneer Kathi Roll', 130, 'Paneer tikka and onion rolled in a flaky paratha.'),
  egg(
    'Egg Roll',
    80,
    'Kolkata-style: a paratha fried with a beaten egg, rolled around onion, cucumber, green chilli and a squeeze of lime.',
  ),
  nonVeg(
    'Chicken Kathi Roll',
    140,
    'Charcoal-grilled chicken tikka, onion and green chutney wrapped in a flaky, egg-washed paratha — the Park Street original.',
  ),
  nonVeg(
    'Chicken Shawarma',
    130,
    'Slow-roasted chicken shaved off the spit, with garlic toum, pickles and fries in a thin rumali wrap.',
  ),
];

export const snacks: Dish[] = [
  veg(
    'Samosa (2 pcs)',
    40,
    'Two crisp, hand-folded samosas with spiced potato and peas, served with tamarind and mint chutneys.',
  ),
  veg('Kachori with Aloo Sabzi', 50, 'Flaky moong dal kachori with spicy potato curry.'),
  veg(
    'Veg Puff',
    35,
    'Flaky, buttery puff pastry filled with spiced mixed vegetables, baked fresh through the day.',
  ),
  egg('Egg Puff', 40, 'Puff pastry with half a boiled egg in onion masala.'),
  nonVeg('Chicken Puff', 50, 'Puff pastry with spicy chicken filling.'),
  veg('Paneer Pakora', 120, 'Paneer slices stuffed with chutney, dipped in besan batter and fried.'),
  veg(
    'Onion Pakora',
    80,
    'Crunchy onion and green chilli fritters in spiced gram-flour batter, with green chutney. Made for rainy-day train rides.',
  ),
  veg('Mirchi Bajji (4 pcs)', 60, 'Stuffed green chillies fried in gram-flour batter.'),
  veg('Indori Poha', 50, 'Steamed flattened rice with onion, sev, pomegranate and jeeravan masala.'),
  veg(
    'Bombay Veg Sandwich',
    80,
    'Three layers of bread with green chutney, boiled potato, cucumber, tomato, onion and beetroot, dusted with sandwich masala.',
  ),
  veg('Grilled Cheese Sandwich', 110, 'Toasted sandwich with cheese, corn and capsicum.'),
  egg('Bread Omelette', 70, 'Two-egg masala omelette between toasted bread.'),
  egg(
    'Masala Omelette',
    60,
    'A fluffy two-egg omelette with onion, tomato, green chilli and coriander, with two slices of toast.',
  ),
  nonVeg('Chicken Cutlet (2 pcs)', 120, 'Crumb-fried spiced chicken cutlets with ketchup.'),
  jainVeg(
    'Roasted Makhana',
    90,
    'Fox nuts roasted in ghee with rock salt and black pepper — a light snack for long journeys.',
  ),
];

export const desserts: Dish[] = [
  jainVeg('Gulab Jamun (2 pcs)', 60, 'Two warm, soft khoya dumplings soaked in cardamom and rose syrup.'),
  jainVeg('Rasmalai (2 pcs)', 90, 'Soft chenna discs in saffron milk with pistachios.'),
  veg('Gajar ka Halwa', 110, 'Slow-cooked carrot pudding with khoya, ghee and nuts.'),
  jainVeg(
    'Moong Dal Halwa',
    120,
    'Rich Rajasthani halwa of moong dal roasted patiently in ghee, then cooked with milk, sugar and cardamom, finished with almonds and silver varq.',
  ),
  jainVeg('Kulfi Falooda', 130, 'Malai kulfi with falooda noodles, basil seeds and rose syrup.'),
  jainVeg(
    'Malai Kulfi',
    70,
    'Dense, creamy kulfi of slow-reduced milk with cardamom and pistachio, frozen in a matka.',
  ),
  jainVeg('Jalebi with Rabri', 90, 'Hot, crisp jalebis with thick chilled rabri.'),
  jainVeg('Motichoor Ladoo (4 pcs)', 80, 'Tiny boondi pearls bound with ghee and sugar.'),
  jainVeg('Kaju Katli (250 g)', 300, 'Cashew fudge diamonds, a travel gift in a sealed box.'),
  jainVeg(
    'Phirni',
    80,
    'Ground-rice and milk pudding flavoured with cardamom and saffron, set and served chilled in a clay pot.',
  ),
  veg('Double ka Meetha', 110, 'Hyderabadi bread pudding soaked in saffron milk.'),
  jainVeg('Mysore Pak (4 pcs)', 100, 'Ghee-rich gram-flour fudge.'),
  egg('Walnut Brownie', 140, 'A fudgy, dark chocolate brownie studded with roasted walnuts. Contains egg.'),
  egg(
    'Sizzling Brownie with Ice Cream',
    189,
    'A warm brownie on a hot iron plate, topped with vanilla ice cream and hot chocolate sauce that bubbles as it is served.',
  ),
  egg('Caramel Custard', 90, 'Baked egg custard with caramel.'),
  veg('Choco Lava Cake', 109, 'Eggless chocolate cake with a molten centre.'),
];

export const beverages: Dish[] = [
  veg(
    'Masala Chai',
    30,
    'Strong Assam tea boiled with milk, fresh ginger, cardamom and a pinch of masala, served piping hot.',
  ),
  jainVeg('Elaichi Chai', 30, 'Milky tea with cardamom.'),
  jainVeg(
    'Filter Coffee',
    40,
    'South Indian decoction coffee with frothy hot milk, poured from a height in a steel dabara.',
  ),
  jainVeg(
    'Sweet Lassi',
    70,
    'Thick churned curd with sugar and a layer of malai on top, served in a kulhad.',
  ),
  jainVeg('Mango Lassi', 90, 'Lassi blended with Alphonso mango pulp.'),
  jainVeg('Chaas', 35, 'Salted buttermilk with roasted cumin.'),
  jainVeg('Fresh Lime Soda', 60, 'Sweet or salted.'),
  jainVeg('Nimbu Pani', 40, 'Fresh lemonade with black salt and roasted cumin.'),
  jainVeg(
    'Cold Coffee',
    110,
    'Chilled coffee blended with milk and a scoop of vanilla ice cream, topped with chocolate sauce.',
  ),
  jainVeg('Mango Shake', 120, 'Fresh mango blended with chilled milk.'),
  jainVeg('Badam Milk', 70, 'Warm or chilled almond milk with saffron.'),
  jainVeg('Rose Milk', 60, 'Chilled milk with rose syrup.'),
  jainVeg(
    'Tender Coconut Water',
    60,
    'Fresh tender coconut water, chilled and sealed. Naturally sweet and a good fix for a hot day on the train.',
  ),
  jainVeg(
    'Packaged Drinking Water (1 L)',
    20,
    'A sealed one-litre bottle at the printed MRP. Handy to have on the train when vendors are far between.',
  ),
  jainVeg('Soft Drink (500 ml)', 40, 'Chilled aerated drink, flavour as available.'),
];
