/** The shop's contact details and social profiles, shown in the footer and the home gallery. */
export const STORE_INFO = {
  name: 'Kukur Pasal',
  phone: '+977 1-5524170',
  phoneHref: 'tel:+97715524170',
  email: 'namaste@kukurpasal.com.np',
  instagramHandle: '@kukurpasal',
  social: {
    facebook: 'https://www.facebook.com/kukurpasal',
    instagram: 'https://www.instagram.com/kukurpasal',
    tiktok: 'https://www.tiktok.com/@kukurpasal',
    youtube: 'https://www.youtube.com/@kukurpasal',
  },
} as const;
