import { egg, jainVeg, nonVeg, veg } from './dish.ts';
import type { Dish } from './dish.ts';

export const jain: Dish[] = [
  jainVeg(
    'Jain Thali',
    230,
    'Prepared without onion, garlic or root vegetables: dal, two sabzis, kadhi, rice, four phulkas, salad and a sweet.',
  ),
  jainVeg(
    'Jain Pav Bhaji',
    150,
    'Bhaji made with raw banana instead of potato, and no onion or garlic, served with buttered pav.',
  ),
  jainVeg('Jain Paneer Butter Masala', 270, 'Paneer in a rich tomato-cashew gravy, no onion or garlic.'),
  jainVeg('Jain Dal Tadka', 170, 'Toor dal with a ghee, cumin and hing tempering.'),
  jainVeg('Jain Veg Pulao', 180, 'Basmati with peas, beans, capsicum and whole spices.'),
  jainVeg('Jain Margherita Pizza', 259, 'Tomato sauce without onion or garlic, mozzarella and basil.'),
  jainVeg('Jain Masala Dosa', 130, 'Dosa filled with a spiced raw-banana masala instead of potato.'),
  jainVeg(
    'Jain Khichdi',
    150,
    'Comforting moong dal and rice khichdi with ghee and a cumin-hing tempering, made without onion, garlic or roots.',
  ),
  jainVeg('Jain Hakka Noodles', 170, 'Noodles with cabbage, capsicum and beans; no onion, garlic or carrot.'),
  jainVeg('Jain Bhel', 70, 'Puffed rice, sev, raw mango, tomato and chutneys.'),
  jainVeg('Jain Dabeli', 50, 'Raw-banana dabeli with pomegranate and peanuts.'),
  jainVeg('Jain Veg Sandwich', 100, 'Cucumber, tomato and capsicum with green chutney.'),
  jainVeg(
    'Jain Paneer Tikka',
    240,
    'Paneer and capsicum marinated in hung curd and Jain tandoori masala, grilled on skewers.',
  ),
  jainVeg(
    'Jain Veg Manchurian',
    180,
    'Cabbage and capsicum balls in a soy-chilli gravy made without onion, garlic or ginger. Tastes like the street version.',
  ),
  jainVeg('Phulka (4 pcs)', 60, 'Soft, thin wheat phulkas with ghee.'),
];

export const bengali: Dish[] = [
  nonVeg(
    'Kosha Mangsho',
    380,
    'Mutton slow-cooked in mustard oil with onion, ginger, garlic and whole spices until the masala turns dark and clings to the meat. Best with luchi or steamed rice.',
  ),
  nonVeg('Shorshe Ilish', 450, 'Hilsa steamed in a pungent mustard-seed paste. Seasonal.'),
  nonVeg(
    'Chingri Malai Curry',
    420,
    'Tiger prawns in a mildly sweet, fragrant coconut-milk curry with whole garam masala. A Sunday lunch classic.',
  ),
  nonVeg(
    'Macher Jhol',
    240,
    'A light, everyday rohu fish curry with potato and tomato, tempered with panch phoron.',
  ),
  nonVeg('Bhetki Fish Fry', 220, 'Crumb-fried bhetki fillet with kasundi.'),
  nonVeg('Chicken Rezala', 320, 'Chicken in a white gravy of yoghurt, cashew and poppy seeds.'),
  veg(
    'Luchi with Alur Dom',
    120,
    'Four puffed, deep-fried luchis with a spicy, slow-cooked dum potato curry.',
  ),
  veg('Cholar Dal', 110, 'Bengal gram dal with coconut, raisins and ghee.'),
  veg(
    'Shukto',
    140,
    'A gently bitter medley of bitter gourd, raw banana, brinjal and drumstick in a milk and mustard base, traditionally the first course of a Bengali meal.',
  ),
  veg('Aloo Posto', 140, 'Potatoes in a poppy-seed paste.'),
  jainVeg('Basanti Pulao', 160, 'Sweet yellow pulao with ghee, cashews and raisins.'),
  egg('Dimer Devil (2 pcs)', 90, 'Egg chops: boiled eggs wrapped in spiced mince, crumbed and fried.'),
  egg('Dimer Dalna', 150, 'Eggs and potatoes in a light, home-style Bengali curry with ginger and cumin.'),
  jainVeg('Mishti Doi', 60, 'Caramelised sweet curd set in a clay pot.'),
  jainVeg('Rasgulla (2 pcs)', 50, 'Spongy chenna balls in light syrup.'),
  jainVeg('Sandesh (2 pcs)', 60, 'Delicate chenna sweets with nolen gur.'),
];

export const gujarati: Dish[] = [
  veg(
    'Gujarati Thali',
    250,
    'Unlimited refills of dal, kadhi, three shaaks, farsan, rotli, rice, khichdi, chaas and a sweet of the day.',
  ),
  jainVeg(
    'Khaman Dhokla',
    70,
    'Soft, spongy steamed gram-flour cakes tempered with mustard seeds and green chillies, with sweet and green chutneys.',
  ),
  jainVeg('Khandvi', 90, 'Silky gram-flour rolls with a mustard and coconut tempering.'),
  jainVeg(
    'Methi Thepla (4 pcs)',
    90,
    'Four soft fenugreek flatbreads with sweet mango chhundo and curd. They keep well, so they travel well.',
  ),
  veg(
    'Undhiyu',
    220,
    'Winter speciality from Surat: surti papdi, purple yam, sweet potato, baby brinjal and methi muthiya slow-cooked with green garlic and fresh coconut.',
  ),
  veg('Sev Tameta nu Shaak', 150, 'Sweet-sour tomato curry topped with sev.'),
  veg(
    'Handvo',
    100,
    'Baked savoury cake of fermented rice and lentils with bottle gourd, crisp on top with a sesame tempering.',
  ),
  jainVeg('Fafda Jalebi', 100, 'Crisp fafda with hot jalebi and papaya sambharo.'),
  jainVeg('Khichdi Kadhi', 160, 'Soft moong-dal khichdi with sweet-tangy Gujarati kadhi.'),
  jainVeg('Dal Dhokli', 150, 'Wheat dumplings simmered in sweet-sour toor dal.'),
  jainVeg('Patra (6 pcs)', 80, 'Steamed colocasia-leaf rolls with a sesame tempering.'),
  veg('Sev Usal', 90, 'Spicy white-pea curry topped with sev and onion, with pav.'),
  veg('Lilva Kachori', 80, 'Kachori stuffed with fresh green pigeon peas.'),
  jainVeg('Kesar Shrikhand', 90, 'Hung curd sweetened with saffron and cardamom.'),
  jainVeg('Basundi', 100, 'Thickened sweet milk with nuts.'),
];
