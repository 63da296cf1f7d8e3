import { Table, Tag, type TableColumnsType } from 'antd';
import { AdminMoment } from '@/shared/admin';
import type { ApiToken } from '../api/admin-api-token-types';
import { ADMIN_API_TOKENS_MESSAGES as TEXT } from '../admin-api-tokens-messages';
import { tokenStatusOf } from '../utils/token-status';
import { RevokeTokenButton } from './revoke-token-button';
import { TokenStatusTag } from './token-status-tag';

const columns: TableColumnsType<ApiToken> = [
  {
    key: 'name',
    title: TEXT.nameColumn,
    width: 200,
    render: (_value, token) => <strong className="api-tokens__name">{token.name}</strong>,
  },
  {
    key: 'scopes',
    title: TEXT.scopesColumn,
    width: 220,
    render: (_value, token) => (
      <span className="api-tokens__scopes">
        {token.scopes.map((scope) => (
          <Tag key={scope}>{scope}</Tag>
        ))}
      </span>
    ),
  },
  {
    key: 'secret',
    title: TEXT.secretColumn,
    width: 120,
    render: (_value, token) => <code>{token.secretStart}…</code>,
  },
  {
    key: 'created',
    title: TEXT.createdColumn,
    width: 150,
    render: (_value, token) => (
      <span className="admin-list__stacked">
        <AdminMoment value={token.createdAt} fallback={TEXT.never} />
        <small>{TEXT.createdBy(token.createdByName)}</small>
      </span>
    ),
  },
  {
    key: 'expires',
    title: TEXT.expiresColumn,
    width: 130,
    render: (_value, token) => <AdminMoment value={token.expiresAt} fallback={TEXT.never} />,
  },
  {
    key: 'lastUsed',
    title: TEXT.lastUsedColumn,
    width: 130,
    render: (_value, token) => <AdminMoment value={token.lastUsedAt} fallback={TEXT.never} />,
  },
  {
    key: 'status',
    title: TEXT.statusColumn,
    width: 100,
    render: (_value, token) => <TokenStatusTag status={tokenStatusOf(token)} />,
  },
  {
    key: 'actions',
    title: TEXT.actionsColumn,
    width: 120,
    render: (_value, token) => tokenStatusOf(token) === 'active' && <RevokeTokenButton token={token} />,
  },
];

/** Every token, newest first as the server sends them; a short list, so no pager. */
export function ApiTokensTable({ tokens, loading }: { tokens: ApiToken[]; loading: boolean }) {
  return (
    <Table<ApiToken>
      className="admin-list__table api-tokens"
      rowKey="id"
      columns={columns}
      dataSource={tokens}
      loading={loading}
      pagination={false}
      scroll={{ x: 1170 }}
      locale={{ emptyText: TEXT.empty }}
      footer={() => TEXT.tokensCount(tokens.length)}
    />
  );
}
