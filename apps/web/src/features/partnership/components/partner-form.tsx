import { CheckCircleFilled, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import {
  PARTNER_MESSAGE_MAX_LENGTH,
  PARTNER_TYPES,
  partnerFieldProblem,
  type PartnerTextField,
  type PartnerType,
} from '@kukur/contracts';
import { Alert, Button, Form, Input, Radio, Result } from 'antd';
import { ApiError } from '@/shared/api';
import { formRule } from '@/shared/lib/form-rule';
import { type PartnerEnquiry, useSendPartnerEnquiry } from '../api/send-partner-enquiry';
import { PARTNERSHIP_TEXT as TEXT } from '../partnership-messages';

const rule = (field: PartnerTextField) => formRule((value) => partnerFieldProblem(field, value));

/** What went wrong, in the server's words when it gave any (a refused field, too many messages). */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.serverMessage) {
    return error.serverMessage;
  }
  return TEXT.failed;
}

/** The "Become a Partner" form: checked field by field as the server checks it, then a thank-you. */
export function PartnerForm() {
  const [form] = Form.useForm<PartnerEnquiry>();
  const send = useSendPartnerEnquiry();

  if (send.isSuccess) {
    return (
      <Result
        status="success"
        icon={<CheckCircleFilled aria-hidden />}
        title={<h2 className="partner-form__title">{TEXT.sentTitle}</h2>}
        subTitle={<p role="status">{send.data.message}</p>}
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
        rules={[{ required: true, message: TEXT.partnerTypeRequired }]}
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
          showCount
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
