import { ContactPage } from '@/features/partnership';

/** /contact: the "Become a Partner" page the About page links to. */
export function ContactRoute() {
  return <ContactPage />;
}
