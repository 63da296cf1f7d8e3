import { AppstoreOutlined, MedicineBoxOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button-link';
import { InfoCard } from './info-card';

export interface MemberGreetingProps {
  name: string;
}

export function MemberGreeting({ name }: MemberGreetingProps) {
  const { t } = useTranslation('home');
  return (
    <>
      <h2 className="section-title" id="greeting-title">
        {t('member.title', { name })}
      </h2>
      <p className="section-lead">{t('member.lead')}</p>
      <div className="card-grid card-grid--3">
        <InfoCard
          icon={<AppstoreOutlined aria-hidden />}
          title={t('member.browseTitle')}
          action={<ButtonLink to="/products">{t('member.browseAction')}</ButtonLink>}
        >
          {t('member.browseText')}
        </InfoCard>
        <InfoCard
          icon={<UserOutlined aria-hidden />}
          title={t('member.accountTitle')}
          tone="teal"
          action={<ButtonLink to="/profile">{t('member.accountAction')}</ButtonLink>}
        >
          {t('member.accountText')}
        </InfoCard>
        <InfoCard
          icon={<MedicineBoxOutlined aria-hidden />}
          title={t('member.servicesTitle')}
          tone="gold"
          action={
            <ButtonLink to="/vaccination" type="primary">
              {t('member.servicesAction')}
            </ButtonLink>
          }
        >
          {t('member.servicesText')}
        </InfoCard>
      </div>
    </>
  );
}
