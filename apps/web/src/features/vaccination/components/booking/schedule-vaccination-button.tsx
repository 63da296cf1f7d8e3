import { CalendarOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useMemo, useState } from 'react';
import { useDisabledUntilHydrated } from '@/shared/hooks';
import { type BookingAccount, bookingOwnerOf } from '../../utils/booking-form';
import { useVaccinationTexts } from '../../vaccination-texts';
import { ScheduleVaccinationDialog } from './schedule-vaccination-dialog';
import { useLoginFirst } from './use-login-first';

export interface ScheduleVaccinationButtonProps {
  /** The logged-in account; null for a visitor, who is asked to log in first. */
  account: BookingAccount | null;
  onLoginRequired: () => void;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

/** 'Schedule Vaccination': asks a visitor to log in first, opens the dialog for a customer. */
export function ScheduleVaccinationButton({
  account,
  onLoginRequired,
  size = 'large',
  type = 'default',
}: ScheduleVaccinationButtonProps) {
  const owner = useMemo(() => bookingOwnerOf(account), [account]);
  const texts = useVaccinationTexts();
  const [open, setOpen] = useState(false);
  const loginFirst = useLoginFirst(owner, onLoginRequired);
  const untilHydrated = useDisabledUntilHydrated();
  return (
    <>
      <Button
        type={type}
        size={size}
        icon={<CalendarOutlined aria-hidden />}
        {...untilHydrated}
        onClick={() => {
          if (loginFirst()) setOpen(true);
        }}
      >
        {texts.card.button}
      </Button>
      {owner && <ScheduleVaccinationDialog open={open} owner={owner} onClose={() => setOpen(false)} />}
    </>
  );
}
