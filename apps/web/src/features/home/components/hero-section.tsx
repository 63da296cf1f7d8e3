import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button-link';
import { Icon } from '@/shared/ui/icon';
import heroDog from '../assets/hero-dog.svg';
import './home.css';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="page-container hero__inner">
        <div className="hero__text">
          <p className="section-eyebrow">{t('hero.eyebrow')}</p>
          <h1 className="hero__title" id="hero-title">
            {t('hero.titleStart')}
            <span>{t('hero.titleEnd')}</span>
          </h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <ButtonLink to="/products" type="primary" size="large" icon={<Icon svg={ShoppingOutlined} />}>
            {t('hero.shopNow')}
          </ButtonLink>
        </div>
        <img className="hero__image" src={heroDog} alt={t('hero.imageAlt')} width={400} height={400} />
      </div>
    </section>
  );
}
