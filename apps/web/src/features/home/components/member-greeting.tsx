import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button-link';
import { Icon } from '@/shared/ui/icon';
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
          icon={<Icon svg={AppstoreOutlined} />}
          title={t('member.browseTitle')}
          action={<ButtonLink to="/products">{t('member.browseAction')}</ButtonLink>}
        >
          {t('member.browseText')}
        </InfoCard>
        <InfoCard
          icon={<Icon svg={UserOutlined} />}
          title={t('member.accountTitle')}
          tone="teal"
          action={<ButtonLink to="/profile">{t('member.accountAction')}</ButtonLink>}
        >
          {t('member.accountText')}
        </InfoCard>
        <InfoCard
          icon={<Icon svg={MedicineBoxOutlined} />}
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
