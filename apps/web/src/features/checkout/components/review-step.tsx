import { EditOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useCheckoutTexts } from '../checkout-messages';
import type { DeliveryDetails } from '../checkout-types';

export interface ReviewStepProps {
  details: DeliveryDetails;
  onEdit: (step: 0 | 1) => void;
  saveDetails: boolean;
  onSaveDetailsChange: (save: boolean) => void;
}

function ReviewSection({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel?: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const TEXT = useCheckoutTexts();
  return (
    <section className="checkout-review__section" aria-label={title}>
      <div className="checkout-review__head">
        <h3 className="checkout-review__title">{title}</h3>
        {onEdit && (
          <Button type="link" icon={<EditOutlined aria-hidden />} aria-label={editLabel} onClick={onEdit}>
            {TEXT.edit}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * Step 3: what will be ordered and where it goes, with Edit links back to steps 1 and 2, and whether to
 * keep the delivery details for next time.
 */
export function ReviewStep({ details, onEdit, saveDetails, onSaveDetailsChange }: ReviewStepProps) {
  const TEXT = useCheckoutTexts();
  const notes = details.orderNotes.trim();
  return (
    <div className="checkout-review">
      <ReviewSection title={TEXT.contactTitle} editLabel={TEXT.editContact} onEdit={() => onEdit(0)}>
        <p className="checkout-review__text">{details.name}</p>
        <p className="checkout-review__text">{details.phoneNumber}</p>
      </ReviewSection>
      <ReviewSection title={TEXT.addressTitle} editLabel={TEXT.editAddress} onEdit={() => onEdit(1)}>
        <p className="checkout-review__text">{details.colony}</p>
        <p className="checkout-review__text">{details.city}</p>
      </ReviewSection>
      {notes && (
        <ReviewSection title={TEXT.notesTitle}>
          <p className="checkout-review__text">{notes}</p>
        </ReviewSection>
      )}
      <div className="checkout-review__save">
        <Checkbox
          checked={saveDetails}
          onChange={(event) => onSaveDetailsChange(event.target.checked)}
          aria-describedby="checkout-save-details-extra"
        >
          {TEXT.saveDetails}
        </Checkbox>
        <p id="checkout-save-details-extra" className="checkout-review__hint">
          {TEXT.saveDetailsExtra}
        </p>
      </div>
    </div>
  );
}
