import { egg, jainVeg, nonVeg, veg } from './dish.ts';
import type { Dish } from './dish.ts';

export const northIndian: Dish[] = [
  veg(
    'Paneer Butter Masala',
    260,
    'Soft paneer cubes simmered in a velvety tomato, butter and cashew gravy, finished with cream and kasuri methi. Best with butter naan.',
  ),
  veg(
    'Dal Makhani',
    220,
    'Black urad dal and rajma slow-cooked overnight with butter, cream and a whisper of smoke.',
  ),
  veg(
    'Dal Tadka',
    170,
    'Yellow toor and masoor dal, tempered at the table with smoking ghee, cumin, garlic and dried red chillies.',
  ),
  veg(
    'Chole Bhature',
    160,
    'Two fluffy bhature with spicy Punjabi chole, pickle, sliced onion and green chilli.',
  ),
  veg('Rajma Chawal', 160, 'Home-style rajma curry on steamed basmati rice.'),
  veg(
    'Kadai Paneer',
    250,
    'Paneer, capsicum and onion tossed in a coarse kadai masala of roasted coriander seeds and Kashmiri red chillies.',
  ),
  veg(
    'Palak Paneer',
    240,
    'Fresh paneer cubes in a smooth, mildly spiced spinach gravy with a swirl of cream. A lighter choice for the journey.',
  ),
  veg(
    'Aloo Gobi',
    170,
    'Dry-style potato and cauliflower with cumin, ginger and fresh coriander, the way it is made at home.',
  ),
  veg('Mix Veg', 190, 'Seasonal vegetables in a light onion-tomato gravy.'),
  veg(
    'Amritsari Kulcha with Chole',
    150,
    'Crisp, layered kulcha stuffed with spiced potato and onion, baked in the tandoor, slathered with white butter and served with chole and tangy imli chutney.',
  ),
  nonVeg(
    'Butter Chicken',
    320,
    'Tandoor-roasted chicken pulled into a rich makhani gravy of tomatoes, butter and cream, gently spiced and finished with fenugreek. The dish most travellers order first; pair it with garlic naan.',
  ),
  nonVeg(
    'Dhaba Chicken Curry',
    260,
    'Chicken on the bone in a robust onion-tomato gravy, cooked the highway-dhaba way.',
  ),
  nonVeg(
    'Tandoori Chicken (Half)',
    290,
    'Four pieces marinated in yoghurt and spices, charred in a clay oven.',
  ),
  egg('Egg Curry', 160, 'Two boiled eggs in a spicy onion-tomato masala.'),
  egg('Egg Bhurji', 120, 'Scrambled eggs with onion, tomato and green chilli, Punjabi style.'),
  veg('Butter Naan', 50, 'Soft tandoor naan brushed with butter.'),
  veg('Garlic Naan', 65, 'Naan topped with chopped garlic and coriander.'),
  jainVeg('Tandoori Roti', 25, 'Whole-wheat roti baked in the tandoor.'),
  jainVeg(
    'Jeera Rice',
    140,
    'Long-grain basmati rice tempered with ghee and whole cumin seeds; the natural partner for any dal.',
  ),
];

export const mughlai: Dish[] = [
  nonVeg(
    'Chicken Seekh Kebab',
    280,
    'Minced chicken with ginger, green chilli and garam masala, shaped on skewers and grilled over charcoal. Four pieces with mint chutney.',
  ),
  nonVeg('Mutton Seekh Kebab', 340, 'Juicy minced-mutton kebabs off the charcoal grill.'),
  nonVeg('Chicken Tikka', 280, 'Boneless chicken chunks in a tangy, smoky tandoori marinade.'),
  nonVeg(
    'Chicken Malai Tikka',
    310,
    'Chicken marinated in cream, cheese, cardamom and white pepper, grilled until just charred at the edges. Mild enough for children.',
  ),
  nonVeg(
    'Galouti Kebab',
    360,
    'Melt-in-the-mouth Lucknowi mutton patties made with more than twenty spices, pan-seared on a mahi tawa and served on small ulte tawe ke parathe with onion rings and mint chutney.',
  ),
  nonVeg('Mutton Rogan Josh', 380, 'Slow-cooked mutton in a fragrant Kashmiri chilli and fennel gravy.'),
  nonVeg(
    'Mutton Korma',
    380,
    'Mutton braised slowly in a rich yoghurt, browned onion and nut gravy with kewra and whole spices.',
  ),
  nonVeg(
    'Chicken Changezi',
    320,
    'Old Delhi favourite: tandoori chicken finished in a creamy, spiced tomato gravy.',
  ),
  nonVeg(
    'Mutton Nihari',
    360,
    'Shank of mutton stewed overnight in a silky, spiced broth, finished with ginger juliennes and a squeeze of lime. Traditionally eaten for breakfast with khameeri roti.',
  ),
  nonVeg(
    'Afghani Chicken',
    320,
    'Chicken marinated in cream, cashew and white pepper, grilled until smoky and finished with butter.',
  ),
  veg('Paneer Tikka', 240, 'Paneer, onion and capsicum in tandoori masala, grilled on skewers.'),
  veg('Shahi Paneer', 260, 'Paneer in a royal white gravy of cashew, cream and saffron.'),
  veg('Hara Bhara Kebab', 200, 'Spinach, peas and potato patties with a hint of mint; six pieces.'),
  egg(
    'Mughlai Paratha',
    160,
    'Kolkata street classic: thin dough folded around beaten egg, minced onion and green chilli, shallow-fried crisp and served with potato curry and salad.',
  ),
  veg('Rumali Roti', 30, 'Handkerchief-thin roti.'),
  veg('Sheermal', 60, 'Mildly sweet saffron flatbread from Lucknow, baked in the tandoor.'),
];

export const thali: Dish[] = [
  veg('Veg Thali', 190, 'Dal, two sabzis, paneer, rice, three rotis, salad, papad and a sweet.'),
  veg(
    'Deluxe Veg Thali',
    260,
    'Paneer butter masala, dal makhani, seasonal sabzi, jeera rice, two butter naans, raita, salad, papad and gulab jamun. Enough for one hungry traveller.',
  ),
  veg(
    'Rajasthani Thali',
    280,
    'Dal baati churma, gatte ki sabzi, ker sangri, bajre ki roti, kadhi, rice and garlic chutney.',
  ),
  veg('Punjabi Thali', 240, 'Chole, dal makhani, paneer, rice, lachha paratha, lassi and pickle.'),
  veg(
    'Mini Thali',
    130,
    'Dal, one seasonal sabzi, rice, three rotis and pickle. A light, quick meal between stations.',
  ),
  veg(
    'Maharashtrian Thali',
    220,
    'Pitla, bharli vangi, usal, varan bhaat, chapati, koshimbir, solkadhi and shrikhand.',
  ),
  veg(
    'South Indian Meals',
    170,
    'Rice, sambar, rasam, kootu, poriyal, appalam, curd and payasam, served on a banana leaf.',
  ),
  veg('Andhra Meals', 200, 'Fiery Andhra spread with gongura pachadi, pappu, rasam and ghee.'),
  veg(
    'Dal Rice Combo',
    120,
    'Dal, jeera rice, a dry sabzi and pickle, packed to be eaten with a spoon — an easy meal on a moving train.',
  ),
  veg('Chole Rice Combo', 130, 'Punjabi chole with jeera rice and salad.'),
  nonVeg(
    'Non-Veg Thali',
    280,
    'Home-style chicken curry with dal, rice, two rotis, onion salad, papad and a sweet of the day.',
  ),
  nonVeg(
    'Konkan Fish Thali',
    340,
    'Fried surmai, fish curry with kokum, rice, bhakri, sol kadhi and a vegetable of the day. Catch depends on the season.',
  ),
  nonVeg('Mutton Thali', 380, 'Mutton curry, dal, rice, two rotis, raita and salad.'),
  egg('Egg Thali', 200, 'Egg curry, dal, rice, rotis and salad.'),
];
