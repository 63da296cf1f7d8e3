import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { AdminLoadFailed } from '@/shared/admin';
import { useRef, useState } from 'react';
import type { CreatedApiToken } from '../api/admin-api-token-types';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { ADMIN_API_TOKENS_MESSAGES as TEXT } from '../admin-api-tokens-messages';
import { ApiTokensTable } from './api-tokens-table';
import { NewTokenForm } from './new-token-form';
import { TokenSecretDialog } from './token-secret-dialog';
import './admin-api-tokens.css';

type Dialog = 'none' | 'form' | 'secret';

/**
 * The API tokens page: every token with its scopes, use and status, New Token (the secret is shown once, then
 * forgotten) and Revoke.
 */
export function AdminApiTokensPage() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [dialog, setDialog] = useState<Dialog>('none');
  const newTokenButton = useRef<HTMLButtonElement>(null);
  const refresh = () => void tokens.refetch();

  const showSecret = (_created: CreatedApiToken) => setDialog('secret');
  const forgetSecret = () => {
    // The secret was only ever in this mutation's answer: resetting it drops the answer from the cache too.
    create.reset();
    newTokenButton.current?.focus();
  };

  return (
    <section className="admin-list admin-api-tokens" aria-labelledby="admin-api-tokens-title">
      <div className="admin-api-tokens__header">
        <h2 id="admin-api-tokens-title" className="admin-list__title">
          {TEXT.title}
        </h2>
        <div className="admin-api-tokens__buttons">
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={tokens.isFetching && !tokens.isPending}
            onClick={refresh}
          >
            {TEXT.refresh}
          </Button>
          <Button
            ref={newTokenButton}
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog('form')}
          >
            {TEXT.newToken}
          </Button>
        </div>
        <p className="admin-api-tokens__intro">{TEXT.intro}</p>
      </div>

      {tokens.isError && !tokens.data ? (
        <AdminLoadFailed
          title={TEXT.loadFailed}
          retryLabel={TEXT.tryAgain}
          retrying={tokens.isFetching}
          onRetry={refresh}
        />
      ) : (
        <>
          {tokens.isError && <Alert type="warning" showIcon title={TEXT.loadFailed} />}
          <ApiTokensTable tokens={tokens.data ?? []} loading={tokens.isPending} />
        </>
      )}

      <NewTokenForm
        open={dialog === 'form'}
        create={create}
        onCreated={showSecret}
        onCancel={() => setDialog('none')}
      />
      <TokenSecretDialog
        open={dialog === 'secret'}
        token={create.data}
        onClose={() => setDialog('none')}
        afterClose={forgetSecret}
      />
    </section>
  );
}
