import { egg, jainVeg, nonVeg, veg } from './dish.ts';
import type { Dish } from './dish.ts';

export const southIndian: Dish[] = [
  veg(
    'Masala Dosa',
    110,
    'Crisp rice-and-lentil crepe filled with a turmeric potato masala, served with coconut chutney and sambar.',
  ),
  jainVeg('Plain Dosa', 80, 'Thin, golden dosa with chutney and sambar.'),
  veg(
    'Mysore Masala Dosa',
    130,
    'Dosa smeared with a fiery red garlic-chilli chutney and filled with potato masala, the Mysuru way.',
  ),
  veg(
    'Ghee Roast Dosa',
    150,
    'Paper-thin dosa roasted in pure ghee until it shatters; chutney and sambar on the side.',
  ),
  veg('Rava Dosa', 120, 'Lacy semolina dosa with onion, cumin and curry leaves.'),
  veg(
    'Onion Uttapam',
    120,
    'Thick, soft rice pancake topped with onion, green chilli and coriander, cooked until the base is golden.',
  ),
  veg('Idli Sambar (2 pcs)', 60, 'Steamed rice cakes with sambar and chutney.'),
  veg(
    'Medu Vada (2 pcs)',
    70,
    'Two crisp, fluffy urad dal vadas with black pepper and curry leaves, served with coconut chutney and sambar.',
  ),
  veg(
    'Idli Vada Combo',
    90,
    'Two idlis and one medu vada, dunked in hot sambar, with coconut and tomato chutneys. The classic breakfast plate.',
  ),
  jainVeg(
    'Ven Pongal',
    90,
    'Rice and moong dal cooked soft with ghee, black pepper, cumin and cashews, served with coconut chutney.',
  ),
  jainVeg('Lemon Rice', 90, 'Tangy rice with peanuts, curry leaves and mustard seeds.'),
  jainVeg('Curd Rice', 90, 'Cooling curd rice with a mustard tempering and pomegranate.'),
  veg(
    'Bisi Bele Bath',
    120,
    'Karnataka one-pot rice with toor dal, vegetables and a freshly ground spice powder, topped with ghee and boondi.',
  ),
  veg(
    'Rava Upma',
    70,
    'Roasted semolina cooked with ghee, mustard seeds, urad dal, vegetables and cashews. Soft, light and filling.',
  ),
  nonVeg(
    'Chettinad Chicken',
    280,
    'Chicken in a deep, peppery Chettinad masala of roasted coconut, kalpasi, star anise and dried red chillies. Hot, aromatic and best with parotta.',
  ),
  egg('Egg Dosa', 110, 'Dosa with an egg spread over it while it crisps.'),
];

export const kerala: Dish[] = [
  veg(
    'Appam with Vegetable Stew',
    150,
    'Two lacy appams with a mild, fragrant stew of vegetables in coconut milk, pepper and cinnamon.',
  ),
  nonVeg(
    'Appam with Chicken Stew',
    220,
    'Soft-centred appams with chicken stewed in coconut milk, pepper and whole spices.',
  ),
  veg('Kerala Parotta (2 pcs)', 60, 'Flaky, layered parottas.'),
  nonVeg(
    'Malabar Chicken Biryani',
    280,
    'Short-grain kaima rice layered with chicken, fried onions, ghee and mild spices in the Thalassery style, with dates pickle and raita.',
  ),
  nonVeg(
    'Kerala Fish Curry',
    280,
    'Seer fish in a tangy, fiery red curry soured with kudampuli and finished with coconut oil and curry leaves.',
  ),
  nonVeg(
    'Karimeen Pollichathu',
    420,
    'Pearl-spot fish from the backwaters, marinated in a spicy masala, wrapped in banana leaf and pan-roasted. Served with a wedge of lime and onion salad.',
  ),
  nonVeg('Prawn Roast', 380, 'Prawns roasted dry with shallots, pepper and coconut slivers.'),
  nonVeg('Nadan Chicken Curry', 260, 'Village-style chicken curry with roasted coconut.'),
  egg(
    'Egg Roast',
    120,
    'Boiled eggs in a thick, caramelised onion and tomato roast, with a hint of fennel and curry leaves.',
  ),
  veg(
    'Puttu and Kadala Curry',
    110,
    'Steamed cylinders of rice puttu with grated coconut, served with a spicy black chickpea curry.',
  ),
  jainVeg('Idiyappam (4 pcs)', 70, 'Steamed rice-noodle nests.'),
  veg(
    'Kerala Sadya',
    280,
    'A festive vegetarian feast on a banana leaf: rice, parippu, sambar, avial, thoran, olan, kalan, pachadi, pickles, pappadam, banana chips and two payasams. Served on Onam and every Sunday.',
  ),
  veg(
    'Avial',
    140,
    'Mixed vegetables in a thick coconut and curd paste with green chilli, cumin and raw coconut oil.',
  ),
  jainVeg('Palada Payasam', 90, 'Rice flakes slow-cooked in sweetened milk.'),
  jainVeg('Kerala Banana Chips (200 g)', 90, 'Raw banana chips fried in coconut oil.'),
  jainVeg('Pazham Pori (2 pcs)', 40, 'Ripe plantain fritters, a tea-time favourite.'),
];

export const biryani: Dish[] = [
  nonVeg(
    'Hyderabadi Chicken Dum Biryani',
    280,
    'Long-grain basmati and chicken marinated in yoghurt and spices, sealed and slow-cooked on dum with saffron, mint and fried onions. Served with mirchi ka salan and raita.',
  ),
  nonVeg(
    'Lucknowi Chicken Biryani',
    290,
    'Fragrant, mildly spiced Awadhi biryani: chicken and rice cooked separately in a rich yakhni, then layered and finished on dum.',
  ),
  nonVeg(
    'Mutton Biryani',
    380,
    'Tender mutton pieces cooked on dum with aged basmati, saffron milk and a generous handful of fried onions.',
  ),
  nonVeg(
    'Kolkata Chicken Biryani',
    260,
    'Light, fragrant Kolkata biryani with a soft potato and a boiled egg, scented with kewra and rose water.',
  ),
  nonVeg('Ambur Chicken Biryani', 250, 'Tamil Nadu seeraga samba rice biryani, with brinjal curry.'),
  nonVeg(
    'Donne Biryani',
    240,
    'Bengaluru military-hotel biryani in a leaf bowl, green with mint and coriander.',
  ),
  nonVeg('Chicken 65 Biryani', 270, 'Dum biryani topped with crisp, spicy Chicken 65.'),
  nonVeg('Prawn Biryani', 360, 'Coastal prawn biryani.'),
  nonVeg(
    'Chicken Biryani Family Pack',
    650,
    'Serves three to four: a large handi of chicken dum biryani with two raitas and salan.',
  ),
  egg('Egg Biryani', 200, 'Dum biryani with two boiled eggs fried in masala, served with raita and salan.'),
  veg(
    'Veg Dum Biryani',
    200,
    'Seasonal vegetables and basmati layered with mint and saffron, cooked on dum.',
  ),
  veg(
    'Paneer Biryani',
    230,
    'Chunks of paneer tikka layered with saffron basmati and caramelised onions, cooked on dum.',
  ),
  veg(
    'Mushroom Biryani',
    220,
    'Mushrooms and basmati rice cooked with whole spices and a handful of fresh mint.',
  ),
  veg('Mirchi ka Salan', 60, 'Hyderabadi chilli and peanut gravy.'),
  jainVeg('Boondi Raita', 50, 'Chilled curd with crisp boondi.'),
];
