import { CheckCircleFilled, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import {
  digitsFor,
  PARTNER_MESSAGE_MAX_LENGTH,
  PARTNER_TYPES,
  partnerFieldProblemKey,
  type PartnerTextField,
  type PartnerType,
} from '@kukur/contracts';
import { Alert, Button, Form, Input, Radio, Result } from 'antd';
import { ApiError } from '@/shared/api';
import { useErrorText, useLanguage } from '@/shared/i18n';
import { formRule } from '@/shared/lib/form-rule';
import { type PartnerEnquiry, useSendPartnerEnquiry } from '../api/send-partner-enquiry';
import { type PartnershipTexts, usePartnershipTexts } from '../partnership-messages';

/** A field's rule: the server's checks, its problem in the reader's language. */
const ruleOf = (TEXT: PartnershipTexts) => (field: PartnerTextField) =>
  formRule((value) => {
    const problem = partnerFieldProblemKey(field, value);
    return problem && TEXT.problems[problem];
  });

/** The "Become a Partner" form: checked field by field as the server checks it, then a thank-you. */
export function PartnerForm() {
  const TEXT = usePartnershipTexts();
  const rule = ruleOf(TEXT);
  const language = useLanguage();
  const errorText = useErrorText();
  const [form] = Form.useForm<PartnerEnquiry>();
  const send = useSendPartnerEnquiry();

  /**
   * What went wrong: for a refused field or too many messages the server's words (in Nepali its code's
   * text), otherwise that it could not be sent.
   */
  const failureOf = (error: unknown): string =>
    error instanceof ApiError && (error.status === 400 || error.status === 429)
      ? errorText(error, TEXT.failed)
      : TEXT.failed;

  if (send.isSuccess) {
    return (
      <Result
        status="success"
        icon={<CheckCircleFilled aria-hidden />}
        title={<h2 className="partner-form__title">{TEXT.sentTitle}</h2>}
        subTitle={<p role="status">{language === 'en' ? send.data.message : TEXT.sent}</p>}
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              send.reset();
            }}
          >
            {TEXT.sendAnother}
          </Button>
        }
      />
    );
  }

  const submit = (values: PartnerEnquiry) => {
    send.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
      partnerType: values.partnerType,
      message: values.message.trim(),
    });
  };

  return (
    <Form<PartnerEnquiry>
      form={form}
      layout="vertical"
      className="partner-form"
      aria-labelledby="partner-form-title"
      requiredMark="optional"
      onFinish={submit}
      disabled={send.isPending}
    >
      <h2 className="partner-form__title" id="partner-form-title">
        {TEXT.formTitle}
      </h2>
      <Form.Item name="name" label={TEXT.fields.name} htmlFor="partner-name" rules={[rule('name')]} required>
        <Input id="partner-name" size="large" autoComplete="name" prefix={<UserOutlined aria-hidden />} />
      </Form.Item>
      <Form.Item
        name="email"
        label={TEXT.fields.email}
        htmlFor="partner-email"
        rules={[rule('email')]}
        required
      >
        <Input
          id="partner-email"
          type="email"
          size="large"
          autoComplete="email"
          prefix={<MailOutlined aria-hidden />}
        />
      </Form.Item>
      <Form.Item
        name="phoneNumber"
        label={TEXT.fields.phone}
        htmlFor="partner-phone"
        rules={[rule('phoneNumber')]}
        extra={TEXT.fields.phoneExtra}
        required
      >
        <Input
          id="partner-phone"
          size="large"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          prefix={<PhoneOutlined aria-hidden />}
        />
      </Form.Item>
      <Form.Item
        name="partnerType"
        label={<span id="partner-type-label">{TEXT.fields.partnerType}</span>}
        rules={[{ required: true, message: TEXT.problems.partnerTypeRequired }]}
        required
      >
        <Radio.Group aria-labelledby="partner-type-label" optionType="button" buttonStyle="solid">
          {PARTNER_TYPES.map((type: PartnerType) => (
            <Radio.Button key={type} value={type}>
              {TEXT.partnerTypes[type]}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="message"
        label={TEXT.fields.message}
        htmlFor="partner-message"
        rules={[rule('message')]}
        required
      >
        <Input.TextArea
          id="partner-message"
          rows={5}
          // The count in the reader's digits (the text typed keeps its own).
          showCount={{
            formatter: ({ count, maxLength }) =>
              `${digitsFor(String(count), language)} / ${digitsFor(String(maxLength), language)}`,
          }}
          maxLength={PARTNER_MESSAGE_MAX_LENGTH}
          placeholder={TEXT.fields.messagePlaceholder}
        />
      </Form.Item>
      {send.isError && (
        <Alert type="error" showIcon title={failureOf(send.error)} className="partner-form__error" />
      )}
      <Button type="primary" size="large" htmlType="submit" loading={send.isPending}>
        {send.isPending ? TEXT.sending : TEXT.send}
      </Button>
    </Form>
  );
}
