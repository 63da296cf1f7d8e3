import { Flex, Spin } from 'antd';

export interface PageSpinnerProps {
  label?: string;
}

/** A centred spinner with a visible label, for whole-page or section loading. */
export function PageSpinner({ label = 'Loading...' }: PageSpinnerProps) {
  return (
    <Flex vertical align="center" justify="center" gap={12} className="page-spinner" role="status">
      <Spin size="large" />
      <span>{label}</span>
    </Flex>
  );
}
