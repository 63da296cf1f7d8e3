import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PageSpinnerProps {
  /** What is loading; "Loading…" in the reader's language when not given. */
  label?: string;
}

/** A centred spinner with a visible label, for whole-page or section loading. */
export function PageSpinner({ label }: PageSpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <Flex vertical align="center" justify="center" gap={12} className="page-spinner" role="status">
      <Spin size="large" />
      <span>{label ?? t('loading')}</span>
    </Flex>
  );
}
