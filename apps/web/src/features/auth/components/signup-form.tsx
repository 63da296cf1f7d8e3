import { LockOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { STORE_INFO } from '@/shared/config';
import { displayNameOf, formRule } from '@/shared/lib';
import { useCheckEmail } from '../api/check-email';
import { useCompleteGoogleSignup } from '../api/complete-google-signup';
import { type AuthTexts, useAuthTexts } from '../auth-messages';
import { GoogleOptions } from '../google/google-options';
import { describeGoogleSignupError, isAlreadyRegistered } from '../utils/auth-errors';
import { validateName, validateSignupPassword } from '../utils/validators';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { useFeedback } from '@/shared/ui/feedback';

/** What the verification screen needs to create the account once the e-mail is verified. */
export interface PendingSignup {
  name: string;
  email: string;
  password: string;
  /** The checkbox "Send me news about new products and offers by e-mail": unchecked unless ticked. */
  marketingOptIn?: boolean;
}

export interface SignupFormProps {
  /** The address is free: go on to e-mail verification. */
  onContinue: (pending: PendingSignup) => void;
}

/** Why signing up did not go on: a warning when the account already exists, else an error. */
interface SignupProblem {
  type: 'warning' | 'error';
  text: string;
}

const emailTaken = (TEXT: AuthTexts): SignupProblem => ({ type: 'warning', text: TEXT.signup.emailExists });

function emailCheckProblem(error: unknown, TEXT: AuthTexts): SignupProblem {
  return { type: 'error', text: TEXT.serverError(error, TEXT.signup.failed) };
}

function googleSignupProblem(error: unknown, TEXT: AuthTexts): SignupProblem {
  return {
    type: isAlreadyRegistered(error) ? 'warning' : 'error',
    text: describeGoogleSignupError(error, TEXT),
  };
}

/**
 * Signup: validated name, e-mail and password, then the e-mail check; an address already in use gets a
 * warning. Google sign-up creates the account at once (the server verifies Google's token) and logs in.
 */
export function SignupForm({ onContinue }: SignupFormProps) {
  const { notification } = useFeedback();
  const [form] = Form.useForm<PendingSignup>();
  const checkEmail = useCheckEmail();
  const googleSignup = useCompleteGoogleSignup();
  const TEXT = useAuthTexts();
  const texts = TEXT.signup;

  const notify = ({ type, text }: SignupProblem) =>
    notification[type]({
      title: type === 'warning' ? texts.alreadyRegisteredTitle : texts.failedTitle,
      description: text,
    });

  const onFinish = (values: PendingSignup) => {
    googleSignup.reset();
    const pending = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      marketingOptIn: values.marketingOptIn === true,
    };
    checkEmail.mutate(pending.email, {
      onSuccess: (exists) => (exists ? notify(emailTaken(TEXT)) : onContinue(pending)),
      onError: (error) => notify(emailCheckProblem(error, TEXT)),
    });
  };

  const onGoogleCredential = (credential: string) => {
    checkEmail.reset();
    // As on the login form: the session makes the guard leave this page, which drops mutate's callbacks.
    const marketingOptIn = form.getFieldValue('marketingOptIn') === true;
    googleSignup.mutateAsync({ credential, marketingOptIn }).then(
      ({ user }) =>
        notification.success({
          title: texts.successTitle,
          description: texts.welcome(STORE_INFO.name, displayNameOf(user)),
        }),
      (error: unknown) => notify(googleSignupProblem(error, TEXT)),
    );
  };

  const problem = checkEmail.isError
    ? emailCheckProblem(checkEmail.error, TEXT)
    : checkEmail.data === true
      ? emailTaken(TEXT)
      : googleSignup.isError
        ? googleSignupProblem(googleSignup.error, TEXT)
        : null;
  const busy = checkEmail.isPending || googleSignup.isPending;

  return (
    <AuthCard
      title={texts.title}
      subtitle={texts.subtitle}
      icon={<UserAddOutlined />}
      footer={
        <>
          {texts.haveAccount}{' '}
          <Link to="/login" className="auth-link">
            {texts.login}
          </Link>
        </>
      }
    >
      {problem && <Alert className="auth-alert" type={problem.type} showIcon title={problem.text} />}
      <Form<PendingSignup>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={busy}
        noValidate
      >
        <Form.Item label={texts.name} name="name" rules={[formRule((value) => validateName(value, TEXT))]}>
          <Input
            size="large"
            autoComplete="name"
            prefix={<UserOutlined aria-hidden />}
            placeholder={texts.namePlaceholder}
          />
        </Form.Item>
        <EmailField />
        <Form.Item
          label={TEXT.fields.password}
          name="password"
          rules={[formRule((value) => validateSignupPassword(value, TEXT))]}
        >
          <Input.Password
            size="large"
            autoComplete="new-password"
            prefix={<LockOutlined aria-hidden />}
            placeholder={texts.passwordPlaceholder}
          />
        </Form.Item>
        <Form.Item name="marketingOptIn" valuePropName="checked" initialValue={false}>
          <Checkbox>{texts.marketingOptIn}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={checkEmail.isPending}>
          {texts.submit}
        </Button>
      </Form>
      <GoogleOptions mode="signup" onCredential={onGoogleCredential} disabled={busy} />
    </AuthCard>
  );
}
