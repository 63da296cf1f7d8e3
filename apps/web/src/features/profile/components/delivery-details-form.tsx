import { EnvironmentOutlined, PhoneOutlined, SaveOutlined } from '@ant-design/icons';
import { DELIVERY_CITIES, type DeliveryCity, PHONE_PATTERN } from '@kukur/contracts';
import { Button, Card, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import type { User } from '@/shared/api';
import { useErrorText } from '@/shared/i18n';
import { accountIdOf, formRule } from '@/shared/lib';
import { useSaveDeliveryDetails } from '../api/save-delivery-details';
import { useProfileTexts } from '../profile-messages';
import type { ProfileUser } from '../profile-user';
import { useFeedback } from '@/shared/ui/feedback';

interface DeliveryValues {
  phoneNumber: string;
  city: DeliveryCity | undefined;
  colony: string;
}

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
  const { delivery: TEXT, edit } = useProfileTexts();
  const requirePhone = formRule((value) => (PHONE_PATTERN.test(value.trim()) ? null : TEXT.phoneFormat));
  const requireColony = formRule((value) => (value.trim() === '' ? TEXT.colonyRequired : null));
  const errorText = useErrorText();
  const save = useSaveDeliveryDetails();
  const [problem, setProblem] = useState<string | null>(null);
  const id = accountIdOf(user);

  const onFinish = ({ phoneNumber, city, colony }: DeliveryValues) => {
    setProblem(null);
    if (!id || !city) return setProblem(id ? TEXT.cityRequired : edit.noUserId);
    save.mutate(
      { id, phoneNumber: phoneNumber.trim(), city, colony: colony.trim() },
      {
        onSuccess: (updated) => {
          onSaved(updated);
          notification.success({ title: TEXT.title, description: TEXT.saved });
        },
        // The server's own words (e.g. which field it refused) say more than a generic failure.
        onError: (error) => setProblem(errorText(error, TEXT.saveFailed)),
      },
    );
  };

  return (
    <Card
      title={
        <h2 className="profile-card__title" id="profile-delivery-title">
          {TEXT.title}
        </h2>
      }
      className="profile-card"
      role="region"
      aria-labelledby="profile-delivery-title"
    >
      <p>{TEXT.lead}</p>
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
        <Form.Item label={TEXT.phone} name="phoneNumber" extra={TEXT.phoneExtra} rules={[requirePhone]}>
          <Input
            size="large"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            prefix={<PhoneOutlined aria-hidden />}
          />
        </Form.Item>
        <Form.Item
          label={<span id="profile-city-label">{TEXT.city}</span>}
          name="city"
          rules={[{ required: true, message: TEXT.cityRequired }]}
        >
          <Radio.Group
            aria-labelledby="profile-city-label"
            optionType="button"
            buttonStyle="solid"
            options={DELIVERY_CITIES.map((city) => ({ label: TEXT.cityName(city), value: city }))}
          />
        </Form.Item>
        <Form.Item label={TEXT.colony} name="colony" rules={[requireColony]}>
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
          {TEXT.save}
        </Button>
      </Form>
    </Card>
  );
}
