import { LockOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { STORE_INFO } from '@/shared/config';
import { displayNameOf, formRule } from '@/shared/lib';
import { useCheckEmail } from '../api/check-email';
import { useCompleteGoogleSignup } from '../api/complete-google-signup';
import { AUTH_MESSAGES } from '../auth-messages';
import { GoogleOptions } from '../google/google-options';
import { describeGoogleSignupError, isAlreadyRegistered, serverMessageOr } from '../utils/auth-errors';
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

const emailTaken: SignupProblem = { type: 'warning', text: AUTH_MESSAGES.signup.emailExists };

function emailCheckProblem(error: unknown): SignupProblem {
  return { type: 'error', text: serverMessageOr(error, AUTH_MESSAGES.signup.failed) };
}

function googleSignupProblem(error: unknown): SignupProblem {
  return { type: isAlreadyRegistered(error) ? 'warning' : 'error', text: describeGoogleSignupError(error) };
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
  const texts = AUTH_MESSAGES.signup;

  const notify = ({ type, text }: SignupProblem) =>
    notification[type]({
      title: type === 'warning' ? 'Already Registered' : 'Signup Failed',
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
      onSuccess: (exists) => (exists ? notify(emailTaken) : onContinue(pending)),
      onError: (error) => notify(emailCheckProblem(error)),
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
      (error: unknown) => notify(googleSignupProblem(error)),
    );
  };

  const problem = checkEmail.isError
    ? emailCheckProblem(checkEmail.error)
    : checkEmail.data === true
      ? emailTaken
      : googleSignup.isError
        ? googleSignupProblem(googleSignup.error)
        : null;
  const busy = checkEmail.isPending || googleSignup.isPending;

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create your account and get 10% off your first order."
      icon={<UserAddOutlined />}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="auth-link">
            Login
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
        <Form.Item label="Name" name="name" rules={[formRule(validateName)]}>
          <Input
            size="large"
            autoComplete="name"
            prefix={<UserOutlined aria-hidden />}
            placeholder="Your name"
          />
        </Form.Item>
        <EmailField />
        <Form.Item label="Password" name="password" rules={[formRule(validateSignupPassword)]}>
          <Input.Password
            size="large"
            autoComplete="new-password"
            prefix={<LockOutlined aria-hidden />}
            placeholder="At least 6 characters"
          />
        </Form.Item>
        <Form.Item name="marketingOptIn" valuePropName="checked" initialValue={false}>
          <Checkbox>
            Send me news about new products and offers by e-mail (you can unsubscribe at any time)
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={checkEmail.isPending}>
          Sign Up
        </Button>
      </Form>
      <GoogleOptions mode="signup" onCredential={onGoogleCredential} disabled={busy} />
    </AuthCard>
  );
}
