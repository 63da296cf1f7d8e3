import { ShoppingOutlined } from '@ant-design/icons';
import { ButtonLink } from '@/shared/ui/button-link';
import heroDog from '../assets/hero-dog.svg';
import './home.css';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="page-container hero__inner">
        <div className="hero__text">
          <p className="section-eyebrow">Nepal&apos;s friendly dog store</p>
          <h1 className="hero__title" id="hero-title">
            Everything your dog loves, <span>all in one place</span>
          </h1>
          <p className="hero__lead">
            Premium food, toys and accessories delivered across the Kathmandu valley — plus trusted
            vaccination services to keep your best friend healthy.
          </p>
          <ButtonLink to="/products" type="primary" size="large" icon={<ShoppingOutlined aria-hidden />}>
            Shop Now
          </ButtonLink>
        </div>
        <img
          className="hero__image"
          src={heroDog}
          alt="A happy brown dog wearing a Kukur Pasal collar"
          width={400}
          height={400}
        />
      </div>
    </section>
  );
}
