import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useRef } from 'react';
import { ButtonLink } from '@/shared/ui/button-link';
import { type BookingAccount, bookingOwnerOf } from '../../utils/booking-form';
import { useVaccinationTexts } from '../../vaccination-texts';
import { ScheduleVaccinationDialog } from './schedule-vaccination-dialog';
import { useLoginFirst } from './use-login-first';
import './booking.css';

export interface ScheduleVaccinationPageProps {
  /** The logged-in account; null for a visitor, who is asked to log in first. */
  account: BookingAccount | null;
  onLoginRequired: () => void;
  /** Closing the dialog leaves the page (back to the vaccines). */
  onClose: () => void;
}

/**
 * /ScheduleVaccination and /book-vaccination: a short page with the Schedule Vaccination dialog open on
 * arrival. A visitor is asked to log in first and comes back here.
 */
export function ScheduleVaccinationPage({ account, onLoginRequired, onClose }: ScheduleVaccinationPageProps) {
  const owner = useMemo(() => bookingOwnerOf(account), [account]);
  const texts = useVaccinationTexts().page;
  const loginFirst = useLoginFirst(owner, onLoginRequired);
  const asked = useRef(false);

  useEffect(() => {
    // Once per visit: a second strict-mode effect would warn and navigate twice.
    if (asked.current) return;
    asked.current = true;
    loginFirst();
  }, [loginFirst]);

  return (
    <div className="schedule-page page-container">
      <CalendarOutlined className="schedule-page__icon" aria-hidden />
      <h1 className="section-title">{texts.title}</h1>
      <p className="schedule-page__lead">{texts.lead}</p>
      <div className="schedule-page__actions">
        <ButtonLink to="/vaccination" size="large" icon={<ArrowLeftOutlined aria-hidden />}>
          {texts.backToVaccinations}
        </ButtonLink>
      </div>
      {owner && <ScheduleVaccinationDialog open owner={owner} onClose={onClose} />}
    </div>
  );
}
