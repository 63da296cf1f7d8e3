import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { useTranslation } from 'react-i18next';
import { Reveal } from '@/shared/ui/reveal';
import { Icon } from '@/shared/ui/icon';
import { InfoCard } from './info-card';
import './home.css';

const SERVICES = [
  {
    icon: <Icon svg={SafetyCertificateOutlined} />,
    key: 'quality',
    tone: 'brand',
  },
  {
    icon: <Icon svg={ShopOutlined} />,
    key: 'online',
    tone: 'teal',
  },
  {
    icon: <Icon svg={CustomerServiceOutlined} />,
    key: 'care',
    tone: 'gold',
  },
  {
    icon: <Icon svg={MedicineBoxOutlined} />,
    key: 'vaccination',
    tone: 'brand',
  },
] as const;

export function ServicesSection() {
  const { t } = useTranslation('home');
  return (
    <Reveal className="home-section home-section--tinted" aria-labelledby="services-title">
      <div className="page-container">
        <p className="section-eyebrow">{t('services.eyebrow')}</p>
        <h2 className="section-title" id="services-title">
          {t('services.title')}
        </h2>
        <div className="card-grid card-grid--4">
          {SERVICES.map((service) => (
            <InfoCard
              key={service.key}
              icon={service.icon}
              title={t(`services.${service.key}.title`)}
              tone={service.tone}
            >
              {t(`services.${service.key}.text`)}
            </InfoCard>
          ))}
        </div>
      </div>
    </Reveal>
  );
}
