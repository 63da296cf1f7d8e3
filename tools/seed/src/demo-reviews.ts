import type { DemoProduct } from './demo-product';

/** A customer review that comes with the demo catalogue. */
export interface DemoReview {
  userName: string;
  text: string;
  rating: number;
  /** How many days before seeding it was written (always in the past). */
  daysAgo: number;
}

type Written = readonly [userName: string, rating: number, daysAgo: number, text: string];

const DAY_MS = 24 * 3600 * 1000;

/**
 * What demo customers wrote, by product slug: each review its own words (no sentence is used twice), as
 * different people write — short or long, plain or chatty, with the places and dogs of their lives.
 */
const WRITTEN: Record<string, readonly Written[]> = {
  'pedigree-adult-chicken-vegetables-3kg': [
    [
      'Sita Sharma',
      5,
      12,
      'My Labrador Bruno finishes his bowl every time now. Delivery to Baneshwor came the next morning.',
    ],
    [
      'Ramesh Thapa',
      4,
      47,
      'Good everyday food for the price. I mix it with a little rice and dal and he is happy.',
    ],
    [
      'Kabita Tamang',
      4,
      93,
      'bag is a bit small for two dogs, finished in 10 days. quality is fine, will buy the bigger one next time',
    ],
  ],
  'pedigree-puppy-chicken-milk-1-2kg': [
    [
      'Anjali Gurung',
      5,
      6,
      'Our 3 month old Lhasa Apso eats it soaked in warm water. Small pieces, easy for tiny teeth.',
    ],
    [
      'Dipesh Magar',
      4,
      38,
      'Puppy likes it. Stool became firmer after we switched from homemade food, which the vet in Pokhara said was a good sign.',
    ],
    ['Sunita KC', 5, 81, 'Ramro cha! Second pack already.'],
  ],
  'drools-focus-adult-4kg': [
    [
      'Bikash Shrestha',
      4,
      19,
      'Decent protein for the money. My Golden Retriever had a bit of loose stool the first week while switching, then fine.',
    ],
    [
      'Pooja Maharjan',
      5,
      54,
      'Switched from a costlier imported brand and honestly cannot see a difference in her coat or energy. Saving almost Rs 1,000 a month.',
    ],
    [
      'Hari Bahadur Karki',
      4,
      122,
      'Kibble size is good for a medium dog. Packaging zip broke on day two so I keep it in a steel dabba now.',
    ],
  ],
  'royal-canin-maxi-adult-4kg': [
    [
      'Nima Sherpa',
      5,
      9,
      'Feeding our Tibetan Mastiff for two years. Expensive but his coat and weight stay steady through the cold months in Solukhumbu.',
    ],
    [
      'Prakash Adhikari',
      5,
      63,
      'Genuine stock with proper expiry date, which is not always the case in local shops. Thank you.',
    ],
    [
      'Roshni Joshi',
      4,
      140,
      'Our Rottweiler loves it. Only wish there was a bigger bag at a better price per kilo.',
    ],
  ],
  'farmina-nd-ancestral-grain-lamb-blueberry-2-5kg': [
    [
      'Sabina Karki',
      5,
      15,
      'My beagle has a sensitive stomach and this is the first food that did not give her gas. Worth every rupee.',
    ],
    [
      'Aashish Poudel',
      5,
      71,
      'Vet at Lazimpat recommended a lamb based food for itching. Three weeks in and she has stopped scratching at night.',
    ],
    [
      'Manisha Rai',
      4,
      158,
      'Very good food but the bag goes fast with a big dog. Smells nice, not oily like some others.',
    ],
  ],
  'royal-canin-german-shepherd-adult-3kg': [
    [
      'Suresh Gurung',
      5,
      24,
      'Made for the breed and it shows — Max has fewer tummy problems and his coat shines.',
    ],
    [
      'Anita Bhattarai',
      4,
      86,
      'Good food, came well sealed. Our GSD took a few days to get used to the kibble shape.',
    ],
    [
      'Rajendra Shahi',
      5,
      201,
      'Using it since he was 15 months. Delivery to Butwal took 4 days but it was packed properly.',
    ],
  ],
  'himalayan-yak-cheese-churpi-chew-large': [
    ['Tenzing Lama', 5, 4, 'Real churpi, hard as it should be. Kept our Bhote busy for almost two weeks.'],
    [
      'Srijana Thapa Magar',
      5,
      29,
      'When it gets small, microwave it for 40 seconds and it puffs up — my dog goes crazy for the puffed piece. No waste!',
    ],
    [
      'Kiran Bista',
      4,
      77,
      'Long lasting, no smell in the house. A bit pricey compared to Asan market but this one is clean and packed.',
    ],
  ],
  'cotton-rope-tug-toy-3-knot': [
    [
      'Rojina Bhandari',
      4,
      11,
      'Good for tug of war with our two Indies. The knots are starting to fray after a month but still holding.',
    ],
    [
      'Ujjwal Khadka',
      5,
      58,
      'Cheap and my puppy loves it. I throw it in the washing machine every Saturday.',
    ],
    [
      'Binita Oli',
      4,
      119,
      'Fine toy. The colour ran a little the first time I washed it, so wash it separately.',
    ],
  ],
  'squeaky-latex-bone': [
    [
      'Sujan Rai',
      4,
      8,
      'My pug carries it everywhere and squeaks it at 6 am. Cute, but my neighbours may not agree.',
    ],
    [
      'Laxmi Pandey',
      3,
      44,
      'Squeaker died after a week. Dog still plays with it but it is just a rubber bone now.',
    ],
    [
      'Gaurav Thapa',
      4,
      97,
      'Soft latex, good for small dogs and puppies. Not for strong chewers, our Lab chewed one end off.',
    ],
  ],
  'treat-dispensing-rubber-ball': [
    [
      'Pratima Shrestha',
      5,
      17,
      'Best thing for when we go to office. I fill it with kibble and peanut butter and she is busy for an hour.',
    ],
    [
      'Bishal Neupane',
      4,
      66,
      'Works well but takes a little practice to get the treat size right. Too small and it empties in two minutes.',
    ],
    [
      'Asmita Gautam',
      5,
      143,
      'Very strong rubber. Our husky has not managed to damage it in three months, which is a record in our house.',
    ],
  ],
  'handmade-felt-ball-trio': [
    [
      'Mingma Sherpa',
      5,
      21,
      'Lovely handmade felt from Kathmandu. Soft enough for indoor play, nothing broken yet!',
    ],
    [
      'Sarita Maharjan',
      4,
      69,
      'The colours are beautiful and it is nice to support local makers. My puppy shredded the smallest one in a week though.',
    ],
    [
      'Deepak Joshi',
      5,
      176,
      'Bought as a gift for my sister’s Shih Tzu. She loved the colours more than the dog did, haha, but both are happy.',
    ],
  ],
  'plush-yeti-squeaky-toy': [
    ['Pabitra Tamang', 4, 13, 'So cute! My daughter wanted to keep it for herself. Dog loves the squeak.'],
    [
      'Saurav Basnet',
      4,
      52,
      'Good stitching. After a month one ear is hanging, but for the price it is fine.',
    ],
    ['Nisha Dahal', 5, 134, 'Our old Pomeranian sleeps with it every night. Very soft.'],
  ],
  'drools-absolute-calcium-bone-tablets': [
    [
      'Ramesh Thapa',
      4,
      26,
      'Our vet suggested calcium for the puppy. He eats the tablet like a treat, no need to hide it in food.',
    ],
    ['Kamala Ghimire', 5, 88, 'One bottle lasts forever. Good value.'],
    [
      'Arjun Sapkota',
      4,
      161,
      'Tablets are a bit big for a small dog, I break them in half. Otherwise no complaints.',
    ],
  ],
  'himalaya-immunol-liquid-200ml': [
    [
      'Sabina Karki',
      4,
      18,
      'Gave it after her tick fever treatment as the doctor said. Hard to say exactly what it did, but her appetite came back.',
    ],
    [
      'Bhim Prasad Acharya',
      4,
      74,
      'Herbal and cheap. My dog does not like the taste much, I mix it in curd.',
    ],
    ['Rupa Shrestha', 5, 187, 'Always keep one bottle at home now. Good for recovery after illness.'],
  ],
  'wild-salmon-oil-omega-3-250ml': [
    ['Anjali Gurung', 5, 7, 'Coat is noticeably softer after one month, and much less dandruff in winter.'],
    [
      'Niraj Karmacharya',
      4,
      49,
      'Works, but the fishy smell is strong! Keep the pump clean or your kitchen smells like the fish market.',
    ],
    [
      'Shanti Lama',
      5,
      130,
      'Pump makes it easy to give the right amount. Our Spitz’s dry skin problem is much better.',
    ],
  ],
  'multivitamin-chewable-tablets-60': [
    [
      'Kiran Bista',
      4,
      31,
      'My dog eats them happily. I cannot really tell a difference yet, but the vet said it does no harm.',
    ],
    ['Samjhana Paudel', 4, 95, 'Fine for a fussy eater who does not finish his food.'],
    [
      'Dinesh Chaudhary',
      4,
      210,
      'Chewable and smells like liver, so the dog thinks it is a treat. 60 tablets last two months for us.',
    ],
  ],
  'glucosamine-joint-support-chews-60': [
    [
      'Prakash Adhikari',
      5,
      10,
      'After six weeks our 11 year old Labrador climbs the stairs to the roof again. I did not expect that.',
    ],
    [
      'Sunita KC',
      5,
      57,
      'Vet at Jawalakhel recommended these for her hips. She walks longer on our evening walks now.',
    ],
    ['Tashi Gurung', 4, 116, 'Good product. Price is high, but one chew a day is easy to give.'],
  ],
  'probiotic-gut-health-powder-100g': [
    ['Manisha Rai', 4, 22, 'Helped during the antibiotic course — no diarrhoea this time.'],
    [
      'Rabin Shrestha',
      5,
      80,
      'We travel to Chitwan by bus with our dog and this keeps his stomach settled. Highly recommend for trips.',
    ],
    ['Gita Bhandari', 4, 168, 'The scoop is tiny and easy to lose in the powder. Product itself works fine.'],
  ],
  'stainless-steel-non-slip-bowl-1-2l': [
    [
      'Ujjwal Khadka',
      5,
      14,
      'Heavy steel, rubber base does not slide on our marble floor. Our greedy Lab cannot push it around anymore.',
    ],
    [
      'Priya Singh',
      4,
      61,
      'Good bowl, the rubber ring came off once in the washing but it goes back on easily.',
    ],
    ['Hari Bahadur Karki', 5, 150, 'Simple, strong, easy to clean. Bought two more.'],
  ],
  'cotton-cushion-dog-bed-medium': [
    [
      'Srijana Thapa Magar',
      5,
      5,
      'Cover zips off and survives the washing machine. She refuses to sleep anywhere else now.',
    ],
    [
      'Bishal Neupane',
      4,
      43,
      'Comfortable and thick. Medium is a bit tight for our 25 kg dog, he hangs his legs off the edge.',
    ],
    ['Kalpana Thapa', 5, 104, 'Lovely fabric, and it dried in one sunny afternoon on the roof.'],
  ],
  'self-cleaning-slicker-brush': [
    [
      'Nisha Dahal',
      4,
      27,
      'The button to push the hair out is really handy. The pins are a little sharp, so go gently.',
    ],
    [
      'Mingma Sherpa',
      5,
      92,
      'Our Himalayan Sheepdog sheds like crazy in spring. This brush pulls out a whole second dog every weekend.',
    ],
    ['Sagar Dhakal', 4, 179, 'Works well. Handle could be a bit longer for big hands.'],
  ],
  'hooded-dog-raincoat-reflective': [
    [
      'Pooja Maharjan',
      5,
      35,
      'Monsoon walks are finally not a disaster. The hood stays on and the reflective strip helps on dark evenings in Patan.',
    ],
    ['Suresh Gurung', 4, 99, 'Keeps the body dry, legs still get muddy of course. Velcro is strong.'],
    [
      'Anita Bhattarai',
      4,
      215,
      'Size chart was accurate, size M fits our Beagle perfectly. Colour is a bit brighter than the photo.',
    ],
  ],
  'hand-knitted-woollen-dog-sweater': [
    [
      'Tenzing Lama',
      5,
      3,
      'Warm real wool, knitted nicely. Our old dog shivers less on these cold Kathmandu mornings.',
    ],
    [
      'Roshni Joshi',
      5,
      40,
      'So beautiful, everyone at Ratna Park asked where we got it! Hand wash in cold water only.',
    ],
    [
      'Deepak Joshi',
      4,
      124,
      'Nice and warm but a little itchy for my short-haired dog, so he wears a t-shirt underneath.',
    ],
  ],
  'travel-water-bottle-500ml': [
    ['Rajendra Shahi', 4, 20, 'Handy on hikes to Nagarkot. The bowl part is a bit shallow for a big tongue.'],
    [
      'Laxmi Pandey',
      4,
      73,
      'Does not leak if you lock it properly. Forgot once and my bag got wet — my mistake.',
    ],
    ['Aashish Poudel', 4, 148, 'Useful for long drives. Would like a bigger size for our two dogs.'],
  ],
  'handmade-dhaka-fabric-collar': [
    [
      'Pratima Shrestha',
      5,
      16,
      'Beautiful Dhaka pattern, feels very Nepali. Strong buckle too. Gift for my brother’s dog in Australia, he loved it.',
    ],
    ['Saurav Basnet', 5, 59, 'Looks smart and soft edges, no rubbing on the neck.'],
    [
      'Binita Oli',
      4,
      137,
      'Lovely collar. The fabric got a bit dirty quickly after rainy walks, but it washes fine.',
    ],
  ],
  'padded-nylon-harness-belt-medium': [
    [
      'Sujan Rai',
      5,
      23,
      'No more choking sounds on walks! She pulls less with the harness than with the collar.',
    ],
    [
      'Kamala Ghimire',
      4,
      84,
      'Easy to put on once you figure out which loop is which. Took me three tries the first day.',
    ],
    [
      'Niraj Karmacharya',
      5,
      171,
      'Padding is thick, good quality stitching. Medium fits our 15 kg Indie well.',
    ],
  ],
  'heavy-duty-leather-collar-brass-studs': [
    [
      'Bikash Shrestha',
      5,
      30,
      'Proper thick leather. Our Rottweiler looks like a guard dog now, which is the point.',
    ],
    ['Shanti Lama', 4, 90, 'Leather was stiff at first but softened after two weeks of wearing.'],
    ['Arjun Sapkota', 5, 205, 'Quality brass studs, no rust even in the monsoon. Worth the price.'],
  ],
  'reflective-nylon-leash-1-5m': [
    [
      'Rupa Shrestha',
      4,
      12,
      'Good length for walking on busy roads. The reflective thread shows well in car headlights.',
    ],
    [
      'Dinesh Chaudhary',
      5,
      67,
      'Simple and strong. The handle has padding so it does not cut my hand when he pulls.',
    ],
    ['Samjhana Paudel', 4, 128, 'Works fine. Clip is a bit small for the ring on our big harness.'],
  ],
  'retractable-leash-5m': [
    [
      'Gaurav Thapa',
      4,
      25,
      'Nice for the open space at Tundikhel, gives him room to sniff. Not for busy streets.',
    ],
    ['Priya Singh', 3, 78, 'The lock button got stuck after a month. Still works but you must press hard.'],
    [
      'Rabin Shrestha',
      4,
      190,
      'Good for small and medium dogs. Our 28 kg boy is too strong for it, the cord pulls out too fast.',
    ],
  ],
  'handwoven-hemp-rope-leash': [
    [
      'Sarita Maharjan',
      5,
      34,
      'Made in Nepal and very strong. It looks so much nicer than the shiny nylon ones.',
    ],
    ['Kiran Bista', 4, 102, 'A bit rough on the hands for the first week, softer now. Good grip when wet.'],
    [
      'Kalpana Thapa',
      5,
      183,
      'Love that it is hemp and handmade. Our dog does not chew it like he chewed the nylon one.',
    ],
  ],
  'pedigree-chicken-liver-gravy-pouch-15-pack': [
    [
      'Sita Sharma',
      5,
      28,
      'I pour one pouch over his dry food and the bowl is licked clean. Our old boy has few teeth left so this helps.',
    ],
    [
      'Bhim Prasad Acharya',
      4,
      65,
      'Good, but 70 g is small for a big dog. We use one pouch per meal as a topping.',
    ],
    ['Asmita Gautam', 5, 146, 'Pouches are easy to store and carry when we go to the village for Dashain.'],
  ],
  'drools-real-chicken-gravy-150g-6-pack': [
    ['Dipesh Magar', 4, 33, 'Real chicken pieces you can see. Cheaper than the imported ones.'],
    [
      'Gita Bhandari',
      4,
      101,
      'My dog likes it but gets a bit of loose stool if I give a whole pouch. Half pouch is fine.',
    ],
    [
      'Sagar Dhakal',
      4,
      194,
      'OK product. One pouch in the box was puffed up, so I threw it away. The rest were good.',
    ],
  ],
  'royal-canin-mini-adult-loaf-85g-12-pack': [
    ['Pabitra Tamang', 5, 2, 'My picky Shih Tzu who refuses everything eats this every time. Finally!'],
    ['Nima Sherpa', 5, 46, 'Soft loaf, easy to mix. Good for small dogs.'],
    [
      'Tashi Gurung',
      4,
      113,
      'Very good but expensive for everyday. We give it on weekends as a special meal.',
    ],
  ],
  'farmina-nd-pumpkin-lamb-blueberry-can-285g': [
    [
      'Rojina Bhandari',
      5,
      37,
      'Smells like real food, not like dog food. My allergy-prone dog has had no flare-ups on it.',
    ],
    [
      'Aashish Poudel',
      4,
      109,
      'The can is big for a small dog, I keep the rest in the fridge with a cover and it is fine for two days.',
    ],
    ['Manisha Rai', 5, 199, 'Pumpkin really helps with digestion. Pricey, but she deserves it.'],
  ],
  'royal-canin-starter-mousse-195g': [
    [
      'Srijana Thapa Magar',
      5,
      19,
      'Used it for weaning our litter of five puppies. Soft mousse, they all ate it easily.',
    ],
    [
      'Ramesh Thapa',
      5,
      75,
      'New puppy would not eat dry kibble at 7 weeks. This mousse saved the first week.',
    ],
    [
      'Sunita KC',
      4,
      160,
      'Excellent for puppies. The can is hard to open without a can opener, keep one ready.',
    ],
  ],
  'himalayan-yak-bone-broth-250ml': [
    [
      'Mingma Sherpa',
      5,
      32,
      'Reminds me of home in Solu. Our dog drinks it warm in the evening, and it helps her drink more water.',
    ],
    [
      'Priya Singh',
      4,
      94,
      'Nice topper for dry food. Must finish within four days after opening, so buy the small one if you have a small dog.',
    ],
    ['Rabin Shrestha', 4, 175, 'My dog likes it, but it is salty to my nose. I mix it with water.'],
  ],
  'foldable-wire-crate-30in': [
    [
      'Bishal Neupane',
      5,
      39,
      'Set up in two minutes, no tools. Crate training our puppy went well with this.',
    ],
    [
      'Pooja Maharjan',
      4,
      98,
      'Sturdy crate. The plastic tray cracked at one corner after a month of scratching.',
    ],
    [
      'Deepak Joshi',
      5,
      172,
      'Folds flat into the car boot. We took it to Pokhara and back without any problem.',
    ],
  ],
  'double-door-wire-crate-42in': [
    [
      'Suresh Gurung',
      5,
      41,
      'Big enough for our German Shepherd to stand and turn. Two doors are really practical in a small flat.',
    ],
    ['Sabina Karki', 4, 115, 'Strong, but heavy — it took two people to carry it up to the fourth floor.'],
    ['Ujjwal Khadka', 5, 208, 'The divider panel was great when he was a puppy. Now we use the full space.'],
  ],
  'plastic-travel-kennel-medium': [
    [
      'Anjali Gurung',
      4,
      36,
      'Used it for a domestic flight to Bhairahawa. The airline accepted it without questions.',
    ],
    ['Laxmi Pandey', 4, 107, 'The plastic clips feel a bit cheap, but the steel door is solid.'],
    ['Kiran Bista', 5, 185, 'Good ventilation all around. Our cat uses it now too, haha.'],
  ],
  'handcrafted-wooden-dog-house': [
    [
      'Hari Bahadur Karki',
      5,
      44,
      'Solid wood and a raised floor, so it stays dry in the rain. Our dog in Dhulikhel has a proper home now.',
    ],
    ['Tenzing Lama', 5, 121, 'Beautiful carpentry. We painted it the same colour as our house.'],
    [
      'Rupa Shrestha',
      5,
      213,
      'Arrived in parts with clear instructions. Took my husband one hour with a screwdriver.',
    ],
  ],
  'puppy-playpen-8-panel': [
    [
      'Nisha Dahal',
      4,
      48,
      'Keeps the puppy out of the kitchen. A determined puppy can push it if it is not against a wall.',
    ],
    ['Prakash Adhikari', 5, 126, 'You can make many shapes with it. We used it on the terrace in the day.'],
    [
      'Kamala Ghimire',
      4,
      197,
      'Good, but our jumping Indie learned to climb over at 4 months. Fine for small breeds.',
    ],
  ],
  'heavy-duty-iron-cage-with-wheels': [
    [
      'Rajendra Shahi',
      5,
      53,
      'Very strong, the wheels make cleaning under it easy. Our two Bhotes fit comfortably.',
    ],
    [
      'Binita Oli',
      4,
      132,
      'Strong cage but the paint on the tray started chipping. Wash it and dry it well.',
    ],
    [
      'Dinesh Chaudhary',
      4,
      216,
      'Big and heavy as described. Delivery people carried it inside for us, very helpful.',
    ],
  ],
  'anti-rabies-vaccination': [
    [
      'Sita Sharma',
      5,
      42,
      'The vet explained everything in Nepali and English. My puppy barely noticed the injection.',
    ],
    [
      'Gaurav Thapa',
      5,
      118,
      'Booked online, went at 10 am and we were out by 10:20. Certificate given on the spot.',
    ],
    [
      'Sarita Maharjan',
      5,
      196,
      'Clean clinic and kind staff. They reminded us by e-mail before the booster.',
    ],
  ],
  'dhpp-da2pp-vaccination': [
    [
      'Pratima Shrestha',
      5,
      50,
      'Our puppy had a small fever that night, exactly as the doctor told us might happen. Fine by morning.',
    ],
    [
      'Arjun Sapkota',
      5,
      127,
      'Proper cold storage of the vaccine, I asked and they showed me. That gave me confidence.',
    ],
    [
      'Shanti Lama',
      4,
      203,
      'Good service, we waited about 15 minutes past our slot because of an emergency case.',
    ],
  ],
  'puppy-dp-starter-vaccination': [
    [
      'Sujan Rai',
      5,
      55,
      'First vaccine for our 6-week puppy. The vet checked her weight and gave deworming advice too.',
    ],
    ['Kalpana Thapa', 4, 131, 'Good experience. It would help to get a printed schedule of the next doses.'],
    ['Bhim Prasad Acharya', 5, 209, 'Very gentle with the little one. Will come back for all the doses.'],
  ],
  'canine-parvovirus-booster': [
    [
      'Samjhana Paudel',
      5,
      60,
      'After parvo took our last puppy, we are careful now. Quick and professional booster.',
    ],
    ['Niraj Karmacharya', 4, 139, 'Everything fine. Parking near the centre is difficult on weekdays.'],
    ['Roshni Joshi', 5, 212, 'On time and the doctor answered all my questions patiently.'],
  ],
  'leptospirosis-l4-vaccination': [
    [
      'Rojina Bhandari',
      5,
      64,
      'We live near the Bagmati and rats are everywhere in monsoon, so this was a must. Smooth visit.',
    ],
    [
      'Saurav Basnet',
      4,
      144,
      'Slight swelling at the injection spot for a day. Vet had told us that could happen.',
    ],
    ['Asmita Gautam', 5, 218, 'Reminder e-mail came two weeks before the booster. Very useful.'],
  ],
  'bordetella-kennel-cough-intranasal': [
    [
      'Pabitra Tamang',
      4,
      67,
      'Nose drops instead of injection — my dog sneezed twice and was done. Needed it for the boarding kennel.',
    ],
    ['Sagar Dhakal', 4, 153, 'Fine service. A little expensive compared to the vet near my house.'],
    [
      'Anita Bhattarai',
      5,
      221,
      'Quick, and the boarding in Budhanilkantha accepted the certificate without any problem.',
    ],
  ],
  'canine-influenza-h3n2-h3n8': [
    ['Tashi Gurung', 4, 70, 'Took it because we go to dog shows. No side effects.'],
    [
      'Priya Singh',
      4,
      156,
      'Staff were helpful. The vet said it is optional for most dogs, which I liked — honest advice.',
    ],
    ['Dipesh Magar', 4, 224, 'Two doses needed, three weeks apart. Booking the second one was easy.'],
  ],
  'lyme-disease-vaccination': [
    ['Mingma Sherpa', 4, 72, 'We trek with our dog in tick areas, so we took it. All went well.'],
    [
      'Gita Bhandari',
      4,
      159,
      'Good service, but we had to come back because the vaccine was out of stock the first day.',
    ],
    [
      'Rabin Shrestha',
      4,
      226,
      'Fine. The doctor explained that it is not needed for every dog, just for ones that go to the hills.',
    ],
  ],
  'canine-coronavirus-vaccination': [
    ['Kamala Ghimire', 4, 76, 'Simple and quick. Our puppy was playing again the same afternoon.'],
    ['Bishal Neupane', 4, 162, 'Good experience overall. Waiting room is small when many dogs come at once.'],
    ['Nisha Dahal', 5, 229, 'Friendly staff, they gave my scared dog a treat before the injection.'],
  ],
  'monsoon-leptospirosis-booster': [
    [
      'Ramesh Thapa',
      5,
      82,
      'Did it before Asar like the clinic suggested. Peace of mind for the rainy season.',
    ],
    ['Sunita KC', 5, 165, 'Walk-in slot was available the same week. Thank you.'],
    ['Kiran Bista', 4, 231, 'Good, the e-mail reminder came just in time before the rains.'],
  ],
  'festive-season-kennel-cough-booster': [
    [
      'Suresh Gurung',
      5,
      85,
      'We leave our dog at a boarding during Dashain when we go home to Gorkha. This booster is now part of our routine.',
    ],
    ['Manisha Rai', 4, 170, 'Booking slots fill fast before Dashain, book early!'],
    ['Deepak Joshi', 4, 234, 'Quick nose drops, and the boarding accepted the certificate.'],
  ],
  'kukur-tihar-rabies-booster': [
    ['Sabina Karki', 5, 87, 'Vaccinated just before Kukur Tihar, then she got her mala and tika. Best day!'],
    ['Tenzing Lama', 5, 173, 'Very organised even on a busy festival week.'],
    [
      'Laxmi Pandey',
      5,
      238,
      'Good initiative. They also gave us a small tika and marigold for our dog — so sweet.',
    ],
  ],
};

/** The reviews of a demo product, oldest last; their average is the product's catalogue rating within half a star. */
export function demoReviewsFor(product: DemoProduct): DemoReview[] {
  return (WRITTEN[product.slug] ?? []).map(([userName, rating, daysAgo, text]) => ({
    userName,
    text,
    rating,
    daysAgo,
  }));
}

/** When a demo review was written, counted back from the moment of seeding: always before `seededAt`. */
export function demoReviewDate(review: DemoReview, seededAt: Date): Date {
  return new Date(seededAt.getTime() - review.daysAgo * DAY_MS);
}
