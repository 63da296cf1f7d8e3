import { useSession } from '@/features/auth';
import { GreetingPanel, HeroSection, ServicesSection, SocialGallery } from '@/features/home';
import { NewsletterForm } from '@/features/newsletter';
import { FeaturedProducts } from '@/features/catalogue';
import { Reveal } from '@/shared/ui/reveal';
import { ScrollToTopButton } from '@/shared/ui/scroll-to-top-button';
import { useShopperAddToCart } from './use-shopper-cart';

/**
 * The home page: composes the home, products, cart and newsletter features. It opens at the top (spec) through
 * the root layout, which scrolls there on every path change.
 */
export function HomeRoute() {
  const { user } = useSession();
  const addToCart = useShopperAddToCart();

  return (
    <>
      <HeroSection />
      <GreetingPanel user={user} />
      <ServicesSection />
      <Reveal className="home-section page-container" aria-labelledby="featured-products-title">
        <FeaturedProducts onAddToCart={addToCart} />
      </Reveal>
      <SocialGallery />
      <Reveal className="home-section page-container" aria-labelledby="newsletter-title">
        <NewsletterForm />
      </Reveal>
      <ScrollToTopButton />
    </>
  );
}
