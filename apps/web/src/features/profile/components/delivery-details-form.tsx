import { EnvironmentOutlined, PhoneOutlined, SaveOutlined } from '@ant-design/icons';
import { DELIVERY_CITIES, type DeliveryCity, PHONE_PATTERN } from '@kukur/contracts';
import { Button, Card, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { ApiError, type User } from '@/shared/api';
import { accountIdOf, formRule } from '@/shared/lib';
import { useSaveDeliveryDetails } from '../api/save-delivery-details';
import { PROFILE_MESSAGES as TEXT } from '../profile-messages';
import type { ProfileUser } from '../profile-user';
import { useFeedback } from '@/shared/ui/feedback';

interface DeliveryValues {
  phoneNumber: string;
  city: DeliveryCity | undefined;
  colony: string;
}

const requirePhone = formRule((value) => (PHONE_PATTERN.test(value.trim()) ? null : TEXT.phoneFormat));
const requireColony = formRule((value) => (value.trim() === '' ? TEXT.colonyRequired : null));
const isDeliveryCity = (value: unknown): value is DeliveryCity =>
  DELIVERY_CITIES.some((city) => city === value);

/** Edit Profile's delivery details: phone, city and colony, which checkout fills in. */
export function DeliveryDetailsForm({
  user,
  onSaved,
}: {
  user: ProfileUser | null;
  onSaved: (user: User) => void;
}) {
  const { notification } = useFeedback();
  const save = useSaveDeliveryDetails();
  const [problem, setProblem] = useState<string | null>(null);
  const id = accountIdOf(user);

  const onFinish = ({ phoneNumber, city, colony }: DeliveryValues) => {
    setProblem(null);
    if (!id || !city) return setProblem(id ? TEXT.cityRequired : TEXT.noUserId);
    save.mutate(
      { id, phoneNumber: phoneNumber.trim(), city, colony: colony.trim() },
      {
        onSuccess: (updated) => {
          onSaved(updated);
          notification.success({ title: TEXT.deliveryTitle, description: TEXT.deliverySaved });
        },
        // The server's own words (e.g. which field it refused) say more than a generic failure.
        onError: (error) =>
          setProblem((error instanceof ApiError && error.serverMessage) || TEXT.deliverySaveFailed),
      },
    );
  };

  return (
    <Card
      title={
        <h2 className="profile-card__title" id="profile-delivery-title">
          {TEXT.deliveryTitle}
        </h2>
      }
      className="profile-card"
      role="region"
      aria-labelledby="profile-delivery-title"
    >
      <p>{TEXT.deliveryLead}</p>
      <Form<DeliveryValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{
          phoneNumber: user?.phoneNumber ?? '',
          city: isDeliveryCity(user?.city) ? user.city : undefined,
          colony: user?.colony ?? '',
        }}
        onFinish={onFinish}
        disabled={save.isPending}
        noValidate
      >
        <Form.Item label={TEXT.phoneLabel} name="phoneNumber" extra={TEXT.phoneExtra} rules={[requirePhone]}>
          <Input
            size="large"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            prefix={<PhoneOutlined aria-hidden />}
          />
        </Form.Item>
        <Form.Item
          label={<span id="profile-city-label">{TEXT.cityLabel}</span>}
          name="city"
          rules={[{ required: true, message: TEXT.cityRequired }]}
        >
          <Radio.Group
            aria-labelledby="profile-city-label"
            optionType="button"
            buttonStyle="solid"
            options={DELIVERY_CITIES.map((city) => ({ label: city, value: city }))}
          />
        </Form.Item>
        <Form.Item label={TEXT.colonyLabel} name="colony" rules={[requireColony]}>
          <Input
            size="large"
            maxLength={120}
            autoComplete="address-line1"
            placeholder={TEXT.colonyPlaceholder}
            prefix={<EnvironmentOutlined aria-hidden />}
          />
        </Form.Item>
        {problem && (
          <p className="profile-form__problem" role="alert">
            {problem}
          </p>
        )}
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
          {TEXT.saveDelivery}
        </Button>
      </Form>
    </Card>
  );
}
