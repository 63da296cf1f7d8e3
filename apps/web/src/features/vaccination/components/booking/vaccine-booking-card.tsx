import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { Suspense, useMemo, useState } from 'react';
import { useDisabledUntilHydrated, useOpenedOnce } from '@/shared/hooks';
import { lazyThemed, loadAntdTheme } from '@/shared/ui/antd-theme';
import { Button } from '@/shared/ui/button';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Icon } from '@/shared/ui/icon';
import { type BookingAccount, bookingOwnerOf } from '../../utils/booking-form';
import { AppointmentsLeft } from './appointments-left';
import { useVaccinationTexts } from '../../vaccination-texts';
import type { BookableVaccine } from './booking-wizard';
import { useLoginFirst } from './use-login-first';
import './booking.css';

// The wizard (form, steps, date picker, selects: antd) is most of the booking code: a phone loads it, with antd's
// theme, when the customer reaches for the button, not with every vaccine page. The card itself is antd-free.
// import() keeps the module once loaded.
const loadWizard = () => import('./booking-wizard');
const BookingWizard = lazyThemed(() => loadWizard().then((module) => ({ default: module.BookingWizard })));
const preloadWizard = () => void Promise.all([loadWizard(), loadAntdTheme()]);

export interface VaccineBookingCardProps {
  vaccine: BookableVaccine & { stock: number };
  /** The logged-in account; null for a visitor, who is asked to log in first. */
  account: BookingAccount | null;
  /** Sends the visitor to /login, to come back to this vaccine afterwards. */
  onLoginRequired: () => void;
}

/**
 * The vaccine page's Schedule Vaccination card: how long it takes, that a vet attends, how many
 * appointments are left this week, and the button that opens the booking wizard. A vaccine is booked
 * and paid at the centre, never carted; without stock it cannot be booked.
 */
export function VaccineBookingCard({ vaccine, account, onLoginRequired }: VaccineBookingCardProps) {
  const owner = useMemo(() => bookingOwnerOf(account), [account]);
  const texts = useVaccinationTexts().card;
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const loginFirst = useLoginFirst(owner, onLoginRequired);
  const unavailable = vaccine.stock <= 0;
  const untilHydrated = useDisabledUntilHydrated();

  return (
    <section className="booking-card" aria-labelledby="booking-card-title">
      <h2 className="booking-card__title" id="booking-card-title">
        <Icon svg={CalendarOutlined} /> {texts.title}
      </h2>
      <ul className="booking-card__facts">
        <li>
          <Icon svg={ClockCircleOutlined} /> {texts.duration}
        </li>
        <li>
          <Icon svg={MedicineBoxOutlined} /> {texts.vet}
        </li>
        <li>
          <Icon svg={WalletOutlined} /> {texts.payAtCentre}
        </li>
      </ul>
      {unavailable ? (
        <p className="booking-card__unavailable" id="booking-card-unavailable">
          {texts.unavailable(vaccine.name)}
        </p>
      ) : (
        <AppointmentsLeft />
      )}
      <Button
        type="primary"
        size="large"
        icon={<Icon svg={CalendarOutlined} />}
        disabled={unavailable}
        {...untilHydrated}
        aria-describedby={unavailable ? 'booking-card-unavailable' : undefined}
        onPointerEnter={owner ? preloadWizard : undefined}
        onFocus={owner ? preloadWizard : undefined}
        onTouchStart={owner ? preloadWizard : undefined}
        onClick={() => {
          if (loginFirst()) setOpen(true);
        }}
      >
        {texts.button}
      </Button>
      {owner && opened && (
        <Suspense fallback={<PageSpinner />}>
          <BookingWizard open={open} vaccine={vaccine} owner={owner} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
