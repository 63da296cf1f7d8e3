import type { DemoProduct } from './demo-product';

/** A customer review that comes with the demo catalogue. */
export interface DemoReview {
  userName: string;
  text: string;
  rating: number;
  /** How long before seeding it was written. */
  daysAgo: number;
}

const AUTHORS = [
  'Sita Sharma',
  'Ramesh Thapa',
  'Anjali Gurung',
  'Bikash Shrestha',
  'Pooja Maharjan',
  'Sujan Rai',
  'Nima Sherpa',
  'Kabita Tamang',
  'Prakash Adhikari',
  'Sabina Karki',
  'Dipesh Magar',
  'Rojina Bhandari',
];

type Tone = 'great' | 'good' | 'mixed';

const TEXTS: Record<string, Record<Tone, string[]>> = {
  Food: {
    great: [
      'My Labrador finishes his bowl every time now. Delivery in Baneshwor was quick too.',
      'Our picky Lhasa Apso finally eats without fuss. Coat looks shinier after a month.',
    ],
    good: ['Good quality for the price. The bag reseals well, which matters in the monsoon.'],
    mixed: ['My dog likes it, but the kibble is a bit big for small breeds.'],
  },
  'Wet Foods': {
    great: ['Perfect for mixing with rice. My old dog loves the gravy.'],
    good: ['Smells fresh and the pouches are easy to store.'],
    mixed: ['Tasty for the dog, but one pouch is a little small for a big dog.'],
  },
  Supplements: {
    great: ['After six weeks our senior dog climbs the stairs again. Worth it.'],
    good: ['Easy to give with food and my dog does not notice it.'],
    mixed: ['Hard to say if it helps yet, but no upset stomach so far.'],
  },
  Toys: {
    great: ['Survived two weeks with a very strong chewer. Keeps him busy for hours.'],
    good: ['Our puppy carries it everywhere. Washes well.'],
    mixed: ['Fun, but the squeaker stopped after a few days of hard play.'],
  },
  Accessories: {
    great: ['Well made and looks smart. Fits exactly as the size guide says.'],
    good: ['Sturdy and comfortable for daily walks.'],
    mixed: ['Good material, but I had to exchange it for a bigger size.'],
  },
  Belts: {
    great: ['Strong buckle and soft edges, no rubbing on my dog’s neck.'],
    good: ['Holds up well in the rain on our morning walks in Lalitpur.'],
    mixed: ['Nice belt, the colour is a bit darker than in the photo.'],
  },
  Cage: {
    great: ['Easy to assemble and very solid. Our dog sleeps in it happily.'],
    good: ['Good for travelling to the village, folds flat.'],
    mixed: ['Solid cage, but the tray could be thicker.'],
  },
  vaccine: {
    great: ['The vet explained everything and my puppy barely noticed the injection.'],
    good: ['Booked easily and the clinic was on time. Certificate given the same day.'],
    mixed: ['Went well, though we waited a little longer than our slot.'],
  },
};

/** A small stable hash, so every seed gives the same reviews. */
function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 16777619);
  return value >>> 0;
}

function toneOf(rating: number): Tone {
  return rating >= 5 ? 'great' : rating >= 4 ? 'good' : 'mixed';
}

/**
 * Three to five reviews for a demo product whose average is its catalogue rating (to one decimal, as
 * near as whole stars allow), so the shown rating, the count and the list agree.
 */
export function demoReviewsFor(product: DemoProduct): DemoReview[] {
  const seed = hash(product.slug);
  const count = 3 + (seed % 3);
  const stars = Math.round(product.rating * count);
  const base = Math.floor(stars / count);
  const texts = TEXTS[product.kind === 'vaccine' ? 'vaccine' : product.category] ?? TEXTS.Toys!;
  return Array.from({ length: count }, (_, index) => {
    const rating = Math.min(5, Math.max(1, index < stars - base * count ? base + 1 : base));
    const pool = texts[toneOf(rating)];
    return {
      userName: AUTHORS[(seed + index * 5) % AUTHORS.length]!,
      text: pool[(seed + index) % pool.length]!,
      rating,
      daysAgo: 2 + ((seed >> (index + 2)) % 90),
    };
  });
}
