import { Tag } from 'antd';
import { ADMIN_API_TOKENS_MESSAGES as TEXT } from '../admin-api-tokens-messages';
import type { ApiTokenStatus } from '../utils/token-status';

const COLOURS: Record<ApiTokenStatus, string> = { active: 'green', expired: 'default', revoked: 'red' };

export function TokenStatusTag({ status }: { status: ApiTokenStatus }) {
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {TEXT.statuses[status]}
    </Tag>
  );
}
