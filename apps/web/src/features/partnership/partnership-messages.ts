import { PARTNER_TYPE_LABELS, PARTNERSHIP_MESSAGES } from '@kukur/contracts';

/** The /contact page's texts; the field rules' texts come from the contracts, as the server says them. */
export const PARTNERSHIP_TEXT = {
  eyebrow: 'Work with us',
  title: 'Become a Partner',
  lead: 'Are you a vet, a groomer, a supplier of dog food or accessories, or do you have another idea? Tell us about yourself and we will get in touch.',
  formTitle: 'Send us a message',
  fields: {
    name: 'Your name',
    email: 'E-mail',
    phone: 'Phone',
    phoneExtra: '10 digits, e.g. 9841234567',
    partnerType: 'I am a',
    message: 'Message',
    messagePlaceholder: 'Who you are, where you work, and how you would like to work with us',
  },
  partnerTypes: PARTNER_TYPE_LABELS,
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message sent',
  sendAnother: 'Send another message',
  failed: PARTNERSHIP_MESSAGES.failed,
  partnerTypeRequired: PARTNERSHIP_MESSAGES.partnerTypeRequired,
  why: [
    {
      title: 'Vets and clinics',
      text: 'Offer our vaccination bookings and reminders to the families you care for.',
    },
    {
      title: 'Groomers',
      text: 'Reach dog owners in Kathmandu, Lalitpur and beyond who look for good grooming.',
    },
    {
      title: 'Suppliers',
      text: 'Bring your food, chews, toys and accessories — handmade in Nepal is very welcome.',
    },
  ],
} as const;
