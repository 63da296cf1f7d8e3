export { NewsletterForm } from './components/newsletter-form';
export { MarketingLinkPage } from './components/marketing-link-page';
