import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import { digitsFor } from '@kukur/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n';
import { useFirstOrderOffer } from '@/shared/orders';
import { ButtonLink } from '@/shared/ui/button-link';
import { Icon } from '@/shared/ui/icon';
import { InfoCard } from './info-card';

const BENEFITS = ['discounts', 'favourites', 'orders'] as const;
const LATEST = ['toys', 'vaccination', 'accessories'] as const;

function TickList({ items }: { items: string[] }) {
  return (
    <ul className="tick-list">
      {items.map((item) => (
        <li key={item}>
          <Icon svg={CheckCircleFilled} /> {item}
        </li>
      ))}
    </ul>
  );
}

export function VisitorGreeting() {
  // The first-order offer as the shop runs it now: its rate, and nothing when it is off.
  const offer = useFirstOrderOffer(null);
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <>
      <h2 className="section-title" id="greeting-title">
        {t('visitor.title')}
      </h2>
      <p className="section-lead">{t('visitor.lead')}</p>
      <div className="card-grid card-grid--2">
        <InfoCard
          icon={<Icon svg={GiftOutlined} />}
          title={t('visitor.newTitle')}
          action={
            <ButtonLink to="/signup" type="primary" size="large">
              {t('visitor.signUpNow')}
            </ButtonLink>
          }
        >
          {offer?.enabled && (
            <p className="offer">
              {/* Three texts rather than react-i18next's Trans, which would add its parser to the first load. */}
              {t('visitor.offer.before')}
              <strong>
                {t('visitor.offer.amount', { percent: digitsFor(String(offer.percent), language) })}
              </strong>
              {t('visitor.offer.after')}
            </p>
          )}
          <TickList items={BENEFITS.map((key) => t(`visitor.benefits.${key}`))} />
        </InfoCard>
        <InfoCard
          icon={<Icon svg={StarOutlined} />}
          title={t('visitor.returningTitle')}
          tone="teal"
          action={
            <ButtonLink to="/login" size="large" icon={<Icon svg={LoginOutlined} />}>
              {t('visitor.loginNow')}
            </ButtonLink>
          }
        >
          <p>{t('visitor.latestLead')}</p>
          <TickList items={LATEST.map((key) => t(`visitor.latest.${key}`))} />
        </InfoCard>
      </div>
    </>
  );
}
