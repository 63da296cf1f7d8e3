import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventType,
} from '@kukur/contracts';
import { Alert, Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/api';
import { formRule } from '@/shared/lib';
import type { WebhookEndpoint } from '../api/admin-webhook-types';
import { ADMIN_WEBHOOKS_MESSAGES as TEXT } from '../admin-webhooks-messages';
import { fieldOfError } from '../utils/field-of-error';

const FORM_ID = 'webhook-endpoint-form';
const MESSAGES = TEXT.validation;

/** What the form edits; `allEvents` stands for an empty list of event types. */
export interface EndpointFormValues {
  url: string;
  description: string;
  allEvents: boolean;
  eventTypes: WebhookEventType[];
  active: boolean;
}

const urlRule = formRule((value) => {
  const url = value.trim();
  if (!url) return MESSAGES.urlRequired;
  if (url.length > WEBHOOK_URL_MAX_LENGTH) return MESSAGES.urlTooLong;
  return /^https?:\/\/[^\s/]+/i.test(url) ? null : MESSAGES.urlInvalid;
});

export interface EndpointFormProps {
  open: boolean;
  /** The endpoint being edited; none: a new one. */
  endpoint: WebhookEndpoint | null;
  saving: boolean;
  onSave: (values: {
    url: string;
    description: string;
    eventTypes: WebhookEventType[];
    active: boolean;
  }) => Promise<void>;
  onCancel: () => void;
}

/**
 * The New / Edit endpoint form in a dialog: URL, description, the event types wanted (or every type) and
 * whether it is on. It checks what the server checks, with the same words, and shows a refusal of the server
 * (a private address, say) at its field.
 */
export function EndpointForm({ open, endpoint, saving, onSave, onCancel }: EndpointFormProps) {
  const [form] = Form.useForm<EndpointFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const allEvents = Form.useWatch('allEvents', form) ?? true;

  const submit = async (values: EndpointFormValues) => {
    setProblem(null);
    try {
      await onSave({
        url: values.url.trim(),
        description: values.description.trim(),
        eventTypes: values.allEvents ? [] : values.eventTypes,
        active: values.active,
      });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      const field = error instanceof ApiError && error.status === 400 ? fieldOfError(message) : undefined;
      if (field && message) form.setFields([{ name: field, errors: [message] }]);
      else setProblem(message ?? TEXT.saveFailed);
    }
  };

  const eventsRule = {
    validator: (_rule: unknown, value: unknown) =>
      allEvents || (Array.isArray(value) && value.length > 0)
        ? Promise.resolve()
        : Promise.reject(new Error(TEXT.chooseEvents)),
  };

  return (
    <Modal
      open={open}
      title={endpoint ? TEXT.formTitleEdit : TEXT.formTitleNew}
      okText={endpoint ? TEXT.save : TEXT.create}
      cancelText={TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={saving}
      onCancel={onCancel}
      afterClose={() => setProblem(null)}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<EndpointFormValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          url: endpoint?.url ?? '',
          description: endpoint?.description ?? '',
          allEvents: !endpoint || endpoint.eventTypes.length === 0,
          eventTypes: endpoint?.eventTypes ?? [],
          active: endpoint?.active ?? true,
        }}
        onFinish={(values) => void submit(values)}
        disabled={saving}
        noValidate
      >
        {problem && <Alert className="webhooks__problem" type="error" showIcon title={problem} />}
        <Form.Item label={TEXT.urlLabel} name="url" extra={TEXT.urlHelp} rules={[urlRule]}>
          <Input maxLength={WEBHOOK_URL_MAX_LENGTH} autoComplete="off" inputMode="url" spellCheck={false} />
        </Form.Item>
        <Form.Item label={TEXT.descriptionLabel} name="description" extra={TEXT.descriptionHelp}>
          <Input maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item name="allEvents" valuePropName="checked">
          <Checkbox>{TEXT.allEventsLabel}</Checkbox>
        </Form.Item>
        <Form.Item
          label={TEXT.eventsLabel}
          name="eventTypes"
          rules={[eventsRule]}
          dependencies={['allEvents']}
        >
          <Checkbox.Group
            className="webhooks__event-list"
            aria-label={TEXT.eventsLabel}
            role="group"
            disabled={allEvents || saving}
          >
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} className="webhooks__event">
                <code>{type}</code>
                <span className="webhooks__event-text">{WEBHOOK_EVENT_DESCRIPTIONS[type]}</span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={TEXT.activeLabel} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
