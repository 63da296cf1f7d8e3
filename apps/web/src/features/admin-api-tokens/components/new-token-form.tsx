import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPE_DESCRIPTIONS,
  API_TOKEN_SCOPES,
} from '@kukur/contracts';
import { Alert, Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/api';
import { formRule } from '@/shared/lib';
import type { CreatedApiToken, NewApiToken } from '../api/admin-api-token-types';
import { useCreateApiToken } from '../api/create-api-token';
import { ADMIN_API_TOKENS_MESSAGES as TEXT } from '../admin-api-tokens-messages';
import { fieldOfError } from '../utils/field-of-error';

const DEFAULT_DAYS = 90;
const FORM_ID = 'new-api-token-form';
const MESSAGES = TEXT.validation;

const nameRule = formRule((value) => {
  const name = value.trim();
  if (!name) return MESSAGES.nameRequired;
  return name.length > API_TOKEN_NAME_MAX_LENGTH ? MESSAGES.nameTooLong : null;
});

const scopesRule = {
  validator: (_rule: unknown, value: unknown) =>
    Array.isArray(value) && value.length > 0
      ? Promise.resolve()
      : Promise.reject(new Error(MESSAGES.scopesRequired)),
};

const expiryRule = {
  validator: (_rule: unknown, value: unknown) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= API_TOKEN_MAX_DAYS
      ? Promise.resolve()
      : Promise.reject(new Error(MESSAGES.expiryRange)),
};

export interface NewTokenFormProps {
  open: boolean;
  create: ReturnType<typeof useCreateApiToken>;
  onCreated: (token: CreatedApiToken) => void;
  onCancel: () => void;
}

/**
 * The New Token form in a dialog: a name, the scopes (each with what it allows) and the days until it
 * expires. It checks what the server checks, with the same words, and shows a refusal of the server at its field.
 */
export function NewTokenForm({ open, create, onCreated, onCancel }: NewTokenFormProps) {
  const [form] = Form.useForm<NewApiToken>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: NewApiToken) => {
    setProblem(null);
    try {
      onCreated(await create.mutateAsync({ ...values, name: values.name.trim() }));
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      const field = error instanceof ApiError && error.status === 400 ? fieldOfError(message) : undefined;
      if (field && message) form.setFields([{ name: field, errors: [message] }]);
      else setProblem(message ?? TEXT.createFailed);
    }
  };

  return (
    <Modal
      open={open}
      title={TEXT.formTitle}
      okText={TEXT.create}
      cancelText={TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={create.isPending}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        setProblem(null);
      }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<NewApiToken>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', scopes: [], expiresInDays: DEFAULT_DAYS }}
        onFinish={(values) => void submit(values)}
        disabled={create.isPending}
        noValidate
      >
        {problem && <Alert className="api-tokens__problem" type="error" showIcon title={problem} />}
        <Form.Item label={TEXT.nameLabel} name="name" extra={TEXT.nameHelp} rules={[nameRule]}>
          <Input maxLength={API_TOKEN_NAME_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item label={TEXT.scopesLabel} name="scopes" rules={[scopesRule]}>
          <Checkbox.Group className="api-tokens__scope-list" aria-label={TEXT.scopesLabel} role="group">
            {API_TOKEN_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} className="api-tokens__scope">
                <code>{scope}</code>
                <span className="api-tokens__scope-text">{API_TOKEN_SCOPE_DESCRIPTIONS[scope]}</span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={TEXT.expiryLabel} name="expiresInDays" extra={TEXT.expiryHelp} rules={[expiryRule]}>
          <InputNumber min={1} max={API_TOKEN_MAX_DAYS} precision={0} className="api-tokens__days" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
