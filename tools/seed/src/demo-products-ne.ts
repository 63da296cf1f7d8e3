/**
 * The Nepali names (and a few descriptions) of the demo catalogue, by slug: most of what a Kathmandu shop
 * labels in Nepali. Brand names are written as Nepali readers say them; imported specialities without a
 * Nepali label keep only their English name.
 */
export const DEMO_PRODUCTS_IN_NEPALI: Readonly<Record<string, { nameNe: string; descriptionNe?: string }>> = {
  'pedigree-adult-chicken-vegetables-3kg': {
    nameNe: 'पेडिग्री वयस्क कुकुरको सुख्खा खाना, कुखुराको मासु र तरकारी (३ केजी)',
    descriptionNe:
      'वयस्क कुकुरका लागि कुखुराको मासु र तरकारीबाट बनेको सन्तुलित दैनिक खाना। कुरकुरे दानाले दाँत सफा राख्न मद्दत गर्छ, र ३ केजीको झोला मझौला कुकुरलाई झन्डै एक महिना पुग्छ।',
  },
  'pedigree-puppy-chicken-milk-1-2kg': {
    nameNe: 'पेडिग्री छाउराको सुख्खा खाना, कुखुराको मासु र दूध (१.२ केजी)',
    descriptionNe:
      '२ देखि १२ महिनाका छाउराका लागि चपाउन सजिलो साना दाना, हड्डी बलियो बनाउन दूधको क्याल्सियम र दिमागको विकासका लागि डीएचएसहित।',
  },
  'drools-focus-adult-4kg': { nameNe: 'ड्रूल्स फोकस वयस्क कुकुरको सुपर प्रिमियम खाना (४ केजी)' },
  'royal-canin-maxi-adult-4kg': { nameNe: 'रोयल क्यानिन म्याक्सी एडल्ट, ठूला कुकुरको खाना (४ केजी)' },
  'royal-canin-german-shepherd-adult-3kg': { nameNe: 'रोयल क्यानिन जर्मन शेफर्ड एडल्ट (३ केजी)' },
  'pedigree-chicken-liver-gravy-pouch-15-pack': {
    nameNe: 'पेडिग्री कुखुराको मासु र कलेजो ग्रेभीमा, ७० ग्राम × १५ पाउच',
  },
  'drools-real-chicken-gravy-150g-6-pack': { nameNe: 'ड्रूल्स कुखुराको मासु र कलेजो ग्रेभीमा, १५० ग्राम × ६' },
  'royal-canin-starter-mousse-195g': { nameNe: 'रोयल क्यानिन स्टार्टर मुस, छाउराका लागि (१९५ ग्राम)' },
  'himalayan-yak-bone-broth-250ml': {
    nameNe: 'हिमाली याकको हड्डीको झोल (२५० मिलि)',
    descriptionNe: 'याकको हड्डी बिस्तारै उमालेर बनाइएको झोल। सुख्खा खानामाथि थोरै हालिदिँदा कुकुरले मीठो मानेर खान्छ।',
  },
  'himalayan-yak-cheese-churpi-chew-large': {
    nameNe: 'हिमाली याकको छुर्पी, ठूलो',
    descriptionNe:
      'याक र चौंरीको दूधबाट हिमाली गाउँमा बनाइएको कडा छुर्पी। धेरै बेर चपाइरहन मिल्ने, नुन र रसायन नमिसाइएको।',
  },
  'cotton-rope-tug-toy-3-knot': { nameNe: 'तीन गाँठे सुतीको डोरी खेलौना' },
  'squeaky-latex-bone': { nameNe: 'चुँचुँ बज्ने रबरको हड्डी' },
  'treat-dispensing-rubber-ball': { nameNe: 'खाजा राख्ने रबरको बल (मझौला)' },
  'handmade-felt-ball-trio': { nameNe: 'हातले बनाएका ऊनका फेल्ट बल, तीनवटा' },
  'plush-yeti-squeaky-toy': { nameNe: 'चुँचुँ बज्ने नरम यती खेलौना' },
  'drools-absolute-calcium-bone-tablets': { nameNe: 'ड्रूल्स एब्सोल्युट क्याल्सियम चक्की (३८० चक्की)' },
  'wild-salmon-oil-omega-3-250ml': { nameNe: 'साल्मन माछाको तेल, ओमेगा-३ (२५० मिलि)' },
  'multivitamin-chewable-tablets-60': { nameNe: 'कुकुरका लागि चपाउने मल्टिभिटामिन चक्की (६० चक्की)' },
  'glucosamine-joint-support-chews-60': {
    nameNe: 'जोर्नीका लागि ग्लुकोसामिन र कन्ड्रोइटिन चपाउने चक्की (६० वटा)',
  },
  'probiotic-gut-health-powder-100g': { nameNe: 'पेटको स्वास्थ्यका लागि प्रोबायोटिक धुलो (१०० ग्राम)' },
  'stainless-steel-non-slip-bowl-1-2l': { nameNe: 'नचिप्लने स्टिलको कचौरा (१.२ लिटर)' },
  'cotton-cushion-dog-bed-medium': {
    nameNe: 'धुन मिल्ने सुतीको कुकुरको ओछ्यान, मझौला',
    descriptionNe: 'नरम कपास भरिएको गद्दी ओछ्यान। खोल खोलेर मेसिनमा धुन मिल्छ।',
  },
  'self-cleaning-slicker-brush': { nameNe: 'आफैं सफा हुने रौं कोर्ने ब्रस' },
  'hooded-dog-raincoat-reflective': { nameNe: 'टोपी भएको कुकुरको बर्सादी, चम्कने पट्टीसहित' },
  'hand-knitted-woollen-dog-sweater': { nameNe: 'हातले बुनेको कुकुरको ऊनी स्वेटर' },
  'travel-water-bottle-500ml': { nameNe: 'कचौरासहितको यात्रामा बोक्ने पानीको बोतल (५०० मिलि)' },
  'handmade-dhaka-fabric-collar': { nameNe: 'हातले बनाएको ढाका कपडाको कुकुरको पट्टा' },
  'padded-nylon-harness-belt-medium': { nameNe: 'गद्दादार नाइलनको हार्नेस (मझौला)' },
  'heavy-duty-leather-collar-brass-studs': { nameNe: 'पित्तलका काँटीसहितको बलियो छालाको पट्टा (ठूलो)' },
  'reflective-nylon-leash-1-5m': { nameNe: 'चम्कने नाइलनको डोरी (१.५ मिटर)' },
  'handwoven-hemp-rope-leash': { nameNe: 'हातले बुनेको हिमाली भाङ्ग्राको डोरी' },
  'foldable-wire-crate-30in': { nameNe: 'पट्याउन मिल्ने फलामे तारको खोर, ३० इन्च (मझौला)' },
  'handcrafted-wooden-dog-house': { nameNe: 'हातले बनाएको काठको कुकुरको घर' },
  'puppy-playpen-8-panel': { nameNe: 'छाउराका लागि आठ खण्डको फलामे घेरा' },
  'anti-rabies-vaccination': {
    nameNe: 'रेबिजविरुद्धको खोप',
    descriptionNe:
      'नेपालमा हरेक कुकुरलाई अनिवार्य मानिने खोप। पहिलो खोप तीन महिनाको उमेरमा, त्यसपछि हरेक वर्ष दोहोर्‍याउनुपर्छ।',
  },
  'dhpp-da2pp-vaccination': { nameNe: 'डीएचपीपी (DA2PP) चार रोगविरुद्धको खोप' },
  'puppy-dp-starter-vaccination': { nameNe: 'छाउराको पहिलो डीपी खोप (डिस्टेम्पर र पार्भोभाइरस)' },
  'canine-parvovirus-booster': { nameNe: 'कुकुरको पार्भोभाइरस बुस्टर खोप' },
  'leptospirosis-l4-vaccination': { nameNe: 'लेप्टोस्पाइरोसिस (L4) खोप' },
  'bordetella-kennel-cough-intranasal': { nameNe: 'केनेल कफ (बोर्डेटेला) विरुद्ध नाकबाट दिइने खोप' },
  'monsoon-leptospirosis-booster': { nameNe: 'बर्खाको लेप्टोस्पाइरोसिस बुस्टर खोप' },
  'festive-season-kennel-cough-booster': { nameNe: 'दशैं-तिहारमा कुकुर राख्नुअघि केनेल कफ बुस्टर खोप' },
  'kukur-tihar-rabies-booster': { nameNe: 'कुकुर तिहार रेबिज बुस्टर खोप' },
};
