import { egg, nonVeg, veg } from './dish.ts';
import type { Dish } from './dish.ts';

export const pizza: Dish[] = [
  veg(
    'Margherita Pizza',
    249,
    'Classic hand-tossed pizza with tangy tomato sauce, mozzarella and basil. Regular, 10 inches.',
  ),
  veg(
    'Double Cheese Margherita',
    329,
    'Margherita loaded with a double layer of mozzarella and a cheese-burst edge.',
  ),
  veg(
    'Farmhouse Pizza',
    329,
    'Crunchy onion, capsicum, juicy tomato and grilled mushroom over a layer of mozzarella.',
  ),
  veg(
    'Paneer Tikka Pizza',
    349,
    'Tandoori paneer tikka, onion and capsicum on a spiced makhani sauce base, finished with mint mayo and a sprinkle of chaat masala.',
  ),
  veg(
    'Veggie Supreme Pizza',
    379,
    'Olives, jalapeños, corn, capsicum, onion and mushroom on a hand-tossed base.',
  ),
  veg('Corn and Cheese Pizza', 279, 'Sweet corn and mozzarella on a thin crust.'),
  veg('Peri Peri Paneer Pizza', 359, 'Peri peri paneer with red paprika and onion.'),
  veg(
    'Mexican Fiesta Pizza',
    349,
    'Jalapeños, beans, corn, capsicum and a smoky chipotle sauce, topped with nachos crumble.',
  ),
  nonVeg('Chicken Tikka Pizza', 399, 'Chicken tikka, onion and green chilli on a tomato base.'),
  nonVeg(
    'Barbecue Chicken Pizza',
    429,
    'Smoky barbecue chicken, caramelised onion and roasted red peppers over mozzarella, drizzled with a sticky barbecue glaze.',
  ),
  nonVeg('Chicken Keema Pizza', 399, 'Spiced chicken keema, onion and coriander.'),
  nonVeg(
    'Chicken Pepperoni Pizza',
    449,
    'Loaded with chicken pepperoni and extra mozzarella on a thin, crisp base, with oregano and chilli flakes on the side.',
  ),
  veg('Garlic Breadsticks', 129, 'Oven-baked breadsticks brushed with garlic butter, with a cheesy dip.'),
  veg(
    'Stuffed Garlic Bread',
    169,
    'Garlic bread stuffed with mozzarella, sweet corn and jalapeños, baked until golden. Four pieces, with a creamy dip.',
  ),
];

export const burger: Dish[] = [
  veg('Aloo Tikki Burger', 79, 'Crisp potato-pea patty, tomato, onion and tangy mayo.'),
  veg(
    'Classic Veg Burger',
    99,
    'A crisp mixed-vegetable patty with lettuce, tomato, a cheese slice and creamy mayo in a toasted bun.',
  ),
  veg(
    'Paneer Makhani Burger',
    149,
    'A thick slab of crumb-fried paneer with makhani sauce, onion and lettuce in a toasted sesame bun.',
  ),
  veg('Mushroom Swiss Burger', 189, 'Grilled mushrooms and melted Swiss-style cheese on a veg patty.'),
  nonVeg(
    'Crispy Chicken Burger',
    159,
    'A crunchy, spiced fried chicken fillet with shredded lettuce and peppery mayo in a soft sesame bun.',
  ),
  nonVeg('Chicken Tikka Burger', 169, 'Chicken tikka patty, onion and mint mayo.'),
  nonVeg(
    'Double Patty Chicken Burger',
    229,
    'Two grilled chicken patties, two slices of cheese, caramelised onion, pickled jalapeños and a smoky house sauce in a brioche bun. Messy, in the best way.',
  ),
  nonVeg('Fish Fillet Burger', 189, 'Crumb-fried basa fillet with tartare sauce.'),
  egg('Egg and Cheese Burger', 119, 'Fried egg, cheese slice and spicy mayo in a soft bun.'),
  veg('Classic French Fries', 99, 'Salted, crisp fries.'),
  veg(
    'Peri Peri Fries',
    119,
    'Golden fries tossed in a tangy peri peri spice mix, with a cheesy dip on the side.',
  ),
  nonVeg('Chicken Nuggets (6 pcs)', 159, 'Bite-sized crumbed chicken with a choice of dip.'),
  veg('Paneer Tikka Wrap', 149, 'Paneer tikka, onion and mint chutney rolled in a soft tortilla.'),
  nonVeg('Spicy Chicken Wrap', 169, 'Crispy chicken strips, lettuce and chipotle sauce in a tortilla.'),
];

export const italian: Dish[] = [
  veg(
    'Penne Arrabbiata',
    249,
    'Penne in a spicy sauce of slow-cooked tomatoes, garlic, chilli flakes and basil, finished with parmesan.',
  ),
  veg('Alfredo Pasta', 279, 'Penne in a creamy parmesan and butter sauce with broccoli.'),
  veg('Pink Sauce Pasta', 279, 'Penne in a blend of tomato and cream sauces, with olives and bell peppers.'),
  veg(
    'Pesto Pasta',
    299,
    'Spaghetti tossed in basil pesto with cherry tomatoes, toasted pine nuts and shaved parmesan.',
  ),
  veg('Spaghetti Aglio e Olio', 259, 'Garlic, olive oil, chilli flakes and parsley.'),
  nonVeg('Chicken Alfredo Pasta', 329, 'Grilled chicken and mushrooms in a creamy parmesan sauce.'),
  nonVeg(
    'Chicken Spaghetti Bolognese',
    349,
    'Slow-cooked minced-chicken ragù with tomato, carrot and celery, tossed with spaghetti and finished with parmesan.',
  ),
  veg('Veg Lasagne', 329, 'Layers of pasta, vegetables, béchamel and mozzarella.'),
  nonVeg('Chicken Lasagne', 369, 'Baked layers of pasta, chicken ragù and cheese.'),
  veg(
    'Mushroom Risotto',
    329,
    'Arborio rice stirred slowly with mixed mushrooms, vegetable stock, butter and parmesan until creamy. Finished with truffle oil and fresh thyme.',
  ),
  veg(
    'Minestrone Soup',
    149,
    'Hearty Italian soup of seasonal vegetables, beans and small pasta in a light tomato broth, with garlic bread.',
  ),
  veg('Tomato Basil Bruschetta', 179, 'Toasted baguette with tomato, basil and olive oil.'),
  nonVeg('Chicken Caesar Salad', 279, 'Romaine, grilled chicken, croutons and Caesar dressing.'),
  egg('Tiramisu', 229, 'Coffee-soaked sponge layered with mascarpone cream and cocoa.'),
];

export const chinese: Dish[] = [
  veg('Veg Hakka Noodles', 150, 'Wok-tossed noodles with cabbage, carrot, capsicum and spring onion.'),
  nonVeg('Chicken Hakka Noodles', 190, 'Hakka noodles with shredded chicken and vegetables.'),
  egg(
    'Egg Fried Rice',
    160,
    'Fluffy rice stir-fried on high heat with scrambled egg, spring onion and a dash of soy, Indo-Chinese style.',
  ),
  egg('Egg Hakka Noodles', 160, 'Noodles tossed with egg and vegetables.'),
  veg('Veg Fried Rice', 150, 'Stir-fried rice with finely chopped vegetables.'),
  nonVeg(
    'Chicken Fried Rice',
    190,
    'Wok-fried rice with shredded chicken, egg, spring onion and a dash of soy and white pepper.',
  ),
  veg('Schezwan Fried Rice', 170, 'Fiery rice tossed in house Schezwan sauce.'),
  veg(
    'Veg Manchurian Gravy',
    170,
    'Fried cabbage-and-carrot balls in a glossy, garlicky soy-chilli gravy. Order it with fried rice or noodles.',
  ),
  veg(
    'Chilli Paneer Dry',
    220,
    'Batter-fried paneer tossed with onion, capsicum, green chillies and soy in a hot wok. The Indo-Chinese starter everyone orders.',
  ),
  nonVeg('Chilli Chicken', 240, 'Crisp chicken in a spicy, tangy chilli sauce.'),
  nonVeg('Chicken Lollipop (6 pcs)', 260, 'Frenched chicken wings, fried crisp, with Schezwan dip.'),
  veg(
    'Gobi Manchurian',
    160,
    'Crispy cauliflower florets tossed with garlic, green chilli, spring onion and a tangy Manchurian sauce.',
  ),
  veg('Veg Spring Rolls', 140, 'Crisp rolls stuffed with stir-fried vegetables.'),
  veg('Veg Hot and Sour Soup', 110, 'Spicy, tangy soup with vegetables and tofu.'),
  nonVeg('Chicken Manchow Soup', 130, 'Garlicky chicken soup topped with fried noodles.'),
  veg(
    'Veg Momos (8 pcs)',
    110,
    'Steamed dumplings filled with cabbage, carrot and onion, served with a fiery red chutney and a clear soup.',
  ),
  nonVeg(
    'Chicken Momos (8 pcs)',
    140,
    'Eight steamed dumplings with a juicy minced-chicken and onion filling, served with fiery red chutney and clear soup.',
  ),
];
