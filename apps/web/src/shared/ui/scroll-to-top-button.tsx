import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useScrolledPast } from '@/shared/hooks';
import { Icon } from '@/shared/ui/icon';

/** The spec's threshold: the button shows once the page is scrolled more than 400 px. */
export const SCROLL_TO_TOP_THRESHOLD = 400;

export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  if (!visible) return null;
  return (
    <Button
      className="scroll-to-top"
      type="primary"
      shape="circle"
      size="large"
      icon={<Icon svg={ArrowUpOutlined} />}
      aria-label={t('actions.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
