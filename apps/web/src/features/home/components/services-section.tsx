import {
  CustomerServiceOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Reveal } from '@/shared/ui/reveal';
import { InfoCard } from './info-card';
import './home.css';

const SERVICES = [
  {
    icon: <SafetyCertificateOutlined aria-hidden />,
    key: 'quality',
    tone: 'brand',
  },
  {
    icon: <ShopOutlined aria-hidden />,
    key: 'online',
    tone: 'teal',
  },
  {
    icon: <CustomerServiceOutlined aria-hidden />,
    key: 'care',
    tone: 'gold',
  },
  {
    icon: <MedicineBoxOutlined aria-hidden />,
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
