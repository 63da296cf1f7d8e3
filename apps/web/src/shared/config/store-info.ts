/** The shop's contact details and social profiles, shown in the footer and the home gallery. */
export const STORE_INFO = {
  name: 'Kukur Pasal',
  address: ['Bhanu Chowk, Dharan-8', 'Sunsari 56700, Koshi Province', 'Nepal'],
  phone: '+977 25-520145',
  phoneHref: 'tel:+97725520145',
  email: 'namaste@kukurpasal.com.np',
  instagramHandle: '@kukurpasal',
  social: {
    facebook: 'https://www.facebook.com/kukurpasal',
    instagram: 'https://www.instagram.com/kukurpasal',
    tiktok: 'https://www.tiktok.com/@kukurpasal',
    youtube: 'https://www.youtube.com/@kukurpasal',
  },
} as const;
