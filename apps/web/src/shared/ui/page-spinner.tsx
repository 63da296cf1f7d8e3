import { useTranslation } from 'react-i18next';

export interface PageSpinnerProps {
  /** What is loading; "Loading…" in the reader's language when not given. */
  label?: string;
}

/**
 * A centred spinner with a visible label, for whole-page or section loading. antd's large Spin drawn in CSS
 * (global.css): it shows before any page's code has arrived, and Spin and Flex would add their code to every
 * first load.
 */
export function PageSpinner({ label }: PageSpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner__dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
