import { StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useActionToast } from '@/shared/admin';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { ApiToken } from '../api/admin-api-token-types';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { ADMIN_API_TOKENS_MESSAGES as TEXT } from '../admin-api-tokens-messages';

/** Revoke, after the admin confirms: the token stops working at once. */
export function RevokeTokenButton({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const toast = useActionToast();
  const [confirming, setConfirming] = useState(false);

  const revokeToken = async () => {
    await toast(() => revoke.mutateAsync(token.id), {
      success: () => TEXT.revoked(token.name),
      failure: TEXT.revokeFailed,
    });
    setConfirming(false);
  };

  return (
    <>
      <Button
        size="small"
        danger
        icon={<StopOutlined aria-hidden />}
        aria-label={TEXT.revokeLabel(token.name)}
        loading={revoke.isPending}
        onClick={() => setConfirming(true)}
      >
        {TEXT.revoke}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={TEXT.revokeTitle}
        text={TEXT.revokeText(token.name)}
        confirmText={TEXT.revoke}
        cancelText={TEXT.cancel}
        loading={revoke.isPending}
        onConfirm={revokeToken}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
