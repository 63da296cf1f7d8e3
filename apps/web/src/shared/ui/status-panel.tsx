import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import QuestionCircleFilled from '@ant-design/icons-svg/es/asn/QuestionCircleFilled';
import type { ReactNode } from 'react';
import { Icon } from '@/shared/ui/icon';
import './status-panel.css';

export type PanelStatus = 'success' | 'info' | 'warning' | 'error' | 'not-found';

const ICONS: Record<PanelStatus, ReactNode> = {
  success: <Icon svg={CheckCircleFilled} />,
  info: <Icon svg={InfoCircleFilled} />,
  warning: <Icon svg={ExclamationCircleFilled} />,
  error: <Icon svg={CloseCircleFilled} />,
  'not-found': <Icon svg={QuestionCircleFilled} />,
};

export interface StatusPanelProps {
  status: PanelStatus;
  /** The heading's text; a page's only message is its h1, a panel inside a page an h2. */
  title: ReactNode;
  headingLevel?: 1 | 2;
  text?: ReactNode;
  /** The way on: usually one button or link. */
  extra?: ReactNode;
  className?: string;
}

/**
 * An outcome or a problem in the page's words: icon, heading, text and the way on. Our own markup rather
 * than antd's Result, which carries three large illustrations into every page that shows an error.
 */
export function StatusPanel({ status, title, headingLevel = 2, text, extra, className }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={['status-panel', className].filter(Boolean).join(' ')}>
      <span className={`status-panel__icon status-panel__icon--${status}`} aria-hidden="true">
        {ICONS[status]}
      </span>
      <Heading className="status-panel__title">{title}</Heading>
      {text && <p className="status-panel__text">{text}</p>}
      {extra && <div className="status-panel__extra">{extra}</div>}
    </section>
  );
}
