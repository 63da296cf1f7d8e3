/** The About page's texts (services spec "About page": what the shop offers, the new-customer offer, partners). */
export const ABOUT_US = {
  eyebrow: 'About us',
  title: 'Kukur Pasal: made by dog lovers, for dog lovers',
  lead: 'We are a Nepali shop for everything a dog needs: good food, fun toys, sturdy accessories and the vaccinations that keep them healthy, all in one place.',
  reasonsTitle: 'Why dog owners choose us',
  reasons: [
    {
      title: 'Trusted brands',
      text: 'Food, treats and supplements from brands vets recommend, stored and handled with care.',
    },
    {
      title: 'Everything in one place',
      text: 'From a puppy’s first collar to an old friend’s joint support: no more hopping from shop to shop.',
    },
    {
      title: 'Fair prices in Rs',
      text: 'Clear prices with no surprises, regular offers and cash on delivery or Khalti at checkout.',
    },
    {
      title: 'Friendly help',
      text: 'Not sure what suits your dog? Ask us in Nepali or English, before and after you buy.',
    },
  ],
  servicesTitle: 'What we offer',
  services: [
    {
      title: 'Dog food',
      text: 'Dry kibble, wet food and toppers for puppies, adults and seniors of every size.',
    },
    {
      title: 'Toys',
      text: 'Chews, tug ropes, squeaky toys and puzzle balls that keep minds and teeth busy.',
    },
    {
      title: 'Accessories',
      text: 'Collars, harnesses, leashes, beds, bowls, grooming tools and warm winter wear.',
    },
  ],
  vaccinationTitle: 'Vaccination services',
  vaccinationText:
    'Our vets give core and seasonal vaccines with a health check and a signed vaccination card, from the first puppy dose to yearly boosters.',
  vaccinationLink: 'Explore Vaccinations',
  joinTitle: 'Join the Kukur Pasal family',
  newCustomerTitle: 'New Customer?',
  /** When the shop runs no first-order offer; otherwise the offer's own invitation is shown. */
  newCustomerText: 'Sign up today to save your delivery details and follow your orders.',
  newCustomerLink: 'Sign Up Now',
  returningTitle: 'Returning Customer?',
  returningText: 'Welcome back! See what is new in the shop since your last visit.',
  returningLink: 'Browse Products',
  missionTitle: 'Our mission',
  missionText:
    'Every dog in Nepal deserves good food, safe play and protection from preventable disease. We make that easy and affordable for the families who love them.',
  partnerTitle: 'Become a partner',
  partnerText:
    'Are you a vet, groomer, trainer or another service provider for dogs? Work with us and reach dog owners across the Kathmandu valley.',
  partnerLink: 'Become a Partner',
} as const;
