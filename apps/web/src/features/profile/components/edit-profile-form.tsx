import {
  ArrowLeftOutlined,
  DeleteOutlined,
  KeyOutlined,
  SaveOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@/shared/api';
import { accountIdOf, displayNameOf, formRule } from '@/shared/lib';
import { ButtonLink } from '@/shared/ui/button-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { MarketingConsentCard } from './marketing-consent-card';
import { PROFILE_MESSAGES } from '../profile-messages';
import { DeliveryDetailsForm } from './delivery-details-form';
import type { ProfileUser } from '../profile-user';
import './profile.css';
import { useFeedback } from '@/shared/ui/feedback';

export interface EditProfileFormProps {
  user: ProfileUser | null;
  /** The server accepted the new name: replace the stored user with this one. */
  onSaved: (user: User) => void;
  /** The account is gone: log out and leave. */
  onDeleted: () => Promise<void> | void;
}

const requireName = formRule((value) => (value.trim() === '' ? PROFILE_MESSAGES.nameRequired : null));

/**
 * Edit Profile: the name, the delivery details checkout starts from, the marketing e-mail toggle, a way to
 * change the password, and Delete Account behind a confirmation.
 */
export function EditProfileForm({ user, onSaved, onDeleted }: EditProfileFormProps) {
  const { notification } = useFeedback();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = accountIdOf(user);

  const fail = (text: string) => {
    setProblem(text);
    notification.error({ title: 'Error', description: text });
  };

  const onFinish = ({ name }: { name: string }) => {
    setProblem(null);
    if (!user) return fail(PROFILE_MESSAGES.noUser);
    if (!id) return fail(PROFILE_MESSAGES.noUserId);
    update.mutate(
      { id, name: name.trim() },
      {
        onSuccess: (updated) => {
          onSaved(updated);
          notification.success({
            title: PROFILE_MESSAGES.updatedTitle,
            description: PROFILE_MESSAGES.updated,
          });
        },
        onError: () => fail(PROFILE_MESSAGES.updateFailed),
      },
    );
  };

  const deleteAccount = async () => {
    setProblem(null);
    if (!id) {
      setConfirmingDelete(false);
      return fail(user ? PROFILE_MESSAGES.noUserId : PROFILE_MESSAGES.noUser);
    }
    try {
      await remove.mutateAsync(id);
    } catch {
      setConfirmingDelete(false);
      return fail(PROFILE_MESSAGES.deleteFailed);
    }
    notification.success({ title: 'Account Deleted', description: PROFILE_MESSAGES.deleted });
    await onDeleted();
  };

  return (
    <div className="profile-page profile-page--narrow page-container">
      <h1 className="section-title">Edit Profile</h1>
      {problem && <Alert className="profile-alert" type="error" showIcon title={problem} />}

      <Card title={<h2 className="profile-card__title">Your Details</h2>} className="profile-card">
        <Form<{ name: string }>
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: displayNameOf(user, '') }}
          onFinish={onFinish}
          disabled={update.isPending}
          noValidate
        >
          <Form.Item label="Name" name="name" rules={[requireName]}>
            <Input size="large" autoComplete="name" prefix={<UserOutlined aria-hidden />} />
          </Form.Item>
          <Form.Item label="Email" htmlFor="profile-email" extra="Your e-mail address cannot be changed.">
            <Input id="profile-email" size="large" value={user?.email ?? ''} disabled />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden />}
            loading={update.isPending}
          >
            Save Changes
          </Button>
        </Form>
      </Card>

      <DeliveryDetailsForm user={user} onSaved={onSaved} />
      <MarketingConsentCard />

      <Card title={<h2 className="profile-card__title">Password</h2>} className="profile-card">
        <p>
          {user?.hasPassword === false
            ? 'You sign in with Google. To also sign in with a password, set one with a code sent to your e-mail.'
            : 'To change your password, we will send a one-time code to your e-mail address.'}
        </p>
        <Link to="/ForgotPassword" state={{ email: user?.email }} className="profile-link">
          <KeyOutlined aria-hidden /> {user?.hasPassword === false ? 'Set a Password' : 'Change Password'}
        </Link>
      </Card>

      <Card
        title={<h2 className="profile-card__title">Delete Account</h2>}
        className="profile-card profile-card--danger"
      >
        <p>
          Deleting your account logs you out everywhere and you will no longer be able to log in. Your past
          orders are kept for the shop&apos;s records.
        </p>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setConfirmingDelete(true)}>
          Delete Account
        </Button>
      </Card>

      <ButtonLink to="/profile" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
        Back to Profile
      </ButtonLink>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete your account?"
        text="Are you sure you want to delete your account? This action cannot be undone."
        confirmText="Delete Account"
        loading={remove.isPending}
        onConfirm={deleteAccount}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
