import {
  CustomerServiceOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Reveal } from '@/shared/ui/reveal';
import { InfoCard } from './info-card';
import './home.css';

const SERVICES = [
  {
    icon: <SafetyCertificateOutlined aria-hidden />,
    title: 'Quality Products',
    text: 'Food, treats and gear from brands dog owners trust, checked before they reach our shelves.',
    tone: 'brand',
  },
  {
    icon: <ShopOutlined aria-hidden />,
    title: 'E-commerce Platform',
    text: 'Browse, compare and order online, and have it delivered to your door.',
    tone: 'teal',
  },
  {
    icon: <CustomerServiceOutlined aria-hidden />,
    title: 'Customer Care',
    text: 'Friendly help before and after every purchase, in Nepali or English.',
    tone: 'gold',
  },
  {
    icon: <MedicineBoxOutlined aria-hidden />,
    title: 'Vaccination Services',
    text: 'Core and seasonal vaccines for your dog, booked in a few clicks.',
    tone: 'brand',
  },
] as const;

export function ServicesSection() {
  return (
    <Reveal className="home-section home-section--tinted" aria-labelledby="services-title">
      <div className="page-container">
        <p className="section-eyebrow">Our services</p>
        <h2 className="section-title" id="services-title">
          Why dog owners choose us
        </h2>
        <div className="card-grid card-grid--4">
          {SERVICES.map((service) => (
            <InfoCard key={service.title} icon={service.icon} title={service.title} tone={service.tone}>
              {service.text}
            </InfoCard>
          ))}
        </div>
      </div>
    </Reveal>
  );
}
