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
import { useProfileTexts } from '../profile-messages';
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

/**
 * Edit Profile: the name, the delivery details checkout starts from, the marketing e-mail toggle, a way to
 * change the password, and Delete Account behind a confirmation.
 */
export function EditProfileForm({ user, onSaved, onDeleted }: EditProfileFormProps) {
  const { notification } = useFeedback();
  const { edit: TEXT } = useProfileTexts();
  const requireName = formRule((value) => (value.trim() === '' ? TEXT.nameRequired : null));
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = accountIdOf(user);

  const fail = (text: string) => {
    setProblem(text);
    notification.error({ title: TEXT.errorTitle, description: text });
  };

  const onFinish = ({ name }: { name: string }) => {
    setProblem(null);
    if (!user) return fail(TEXT.noUser);
    if (!id) return fail(TEXT.noUserId);
    update.mutate(
      { id, name: name.trim() },
      {
        onSuccess: (updated) => {
          onSaved(updated);
          notification.success({ title: TEXT.updatedTitle, description: TEXT.updated });
        },
        onError: () => fail(TEXT.updateFailed),
      },
    );
  };

  const deleteAccount = async () => {
    setProblem(null);
    if (!id) {
      setConfirmingDelete(false);
      return fail(user ? TEXT.noUserId : TEXT.noUser);
    }
    try {
      await remove.mutateAsync(id);
    } catch {
      setConfirmingDelete(false);
      return fail(TEXT.deleteFailed);
    }
    notification.success({ title: TEXT.deletedTitle, description: TEXT.deleted });
    await onDeleted();
  };

  return (
    <div className="profile-page profile-page--narrow page-container">
      <h1 className="section-title">{TEXT.title}</h1>
      {problem && <Alert className="profile-alert" type="error" showIcon title={problem} />}

      <Card title={<h2 className="profile-card__title">{TEXT.detailsTitle}</h2>} className="profile-card">
        <Form<{ name: string }>
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: displayNameOf(user, '') }}
          onFinish={onFinish}
          disabled={update.isPending}
          noValidate
        >
          <Form.Item label={TEXT.name} name="name" rules={[requireName]}>
            <Input size="large" autoComplete="name" prefix={<UserOutlined aria-hidden />} />
          </Form.Item>
          <Form.Item label={TEXT.email} htmlFor="profile-email" extra={TEXT.emailExtra}>
            <Input id="profile-email" size="large" value={user?.email ?? ''} disabled />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden />}
            loading={update.isPending}
          >
            {TEXT.save}
          </Button>
        </Form>
      </Card>

      <DeliveryDetailsForm user={user} onSaved={onSaved} />
      <MarketingConsentCard />

      <Card title={<h2 className="profile-card__title">{TEXT.passwordTitle}</h2>} className="profile-card">
        <p>{user?.hasPassword === false ? TEXT.passwordWithGoogle : TEXT.passwordByCode}</p>
        <Link to="/ForgotPassword" state={{ email: user?.email }} className="profile-link">
          <KeyOutlined aria-hidden /> {user?.hasPassword === false ? TEXT.setPassword : TEXT.changePassword}
        </Link>
      </Card>

      <Card
        title={<h2 className="profile-card__title">{TEXT.deleteTitle}</h2>}
        className="profile-card profile-card--danger"
      >
        <p>{TEXT.deleteText}</p>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setConfirmingDelete(true)}>
          {TEXT.deleteButton}
        </Button>
      </Card>

      <ButtonLink to="/profile" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
        {TEXT.backToProfile}
      </ButtonLink>

      <ConfirmDialog
        open={confirmingDelete}
        title={TEXT.deleteConfirmTitle}
        text={TEXT.deleteConfirmText}
        confirmText={TEXT.deleteButton}
        loading={remove.isPending}
        onConfirm={deleteAccount}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
