export { HeroSection } from './components/hero-section';
export { GreetingPanel, type GreetingUser } from './components/greeting-panel';
export { ServicesSection } from './components/services-section';
export { SocialGallery } from './components/social-gallery';
