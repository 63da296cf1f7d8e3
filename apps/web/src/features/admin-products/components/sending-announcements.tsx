import { Progress } from 'antd';
import { useId } from 'react';
import { useSendingAnnouncements } from '../api/get-announcements';
import type { AnnouncementProgress } from '../api/get-announcement';
import { ADMIN_PRODUCTS_MESSAGES as TEXT } from '../admin-products-messages';

/** The product announcements still going out, with their progress; nothing once every one is done. */
export function SendingAnnouncements() {
  const titleId = useId();
  const sending = useSendingAnnouncements();
  if (!sending.data?.length) return null;

  return (
    <section className="sending-announcements" aria-labelledby={titleId}>
      <h3 className="sending-announcements__title" id={titleId}>
        {TEXT.sendingTitle}
      </h3>
      <ul className="sending-announcements__list">
        {sending.data.map((announcement) => (
          <SendingAnnouncement key={announcement.id} announcement={announcement} />
        ))}
      </ul>
    </section>
  );
}

function SendingAnnouncement({ announcement }: { announcement: AnnouncementProgress }) {
  const { productName, sent, failed, skipped, recipients } = announcement;
  // Skipped: unsubscribed while the announcement was going out.
  const handled = sent + failed + skipped;
  return (
    <li className="sending-announcements__item">
      <div className="sending-announcements__line">
        <strong>{productName}</strong>
        <span>{TEXT.sendingCounts(sent, failed, recipients)}</span>
      </div>
      <Progress
        percent={recipients === 0 ? 100 : Math.floor((handled / recipients) * 100)}
        status="active"
        size="small"
        aria-label={TEXT.sendingProgress(productName)}
      />
    </li>
  );
}
