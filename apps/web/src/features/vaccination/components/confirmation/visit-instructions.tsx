import { CheckCircleOutlined } from '@ant-design/icons';
import { useVaccinationTexts } from '../../vaccination-texts';

/** What to do before and after the visit (services spec: arrive early, e-mail, mask, unwell, monitoring). */
export function VisitInstructions() {
  const TEXT = useVaccinationTexts().confirm.instructions;
  return (
    <section className="confirm-card" aria-labelledby="confirm-instructions-title">
      <h2 className="confirm-card__title" id="confirm-instructions-title">
        {TEXT.title}
      </h2>
      <ul className="confirm-instructions">
        {TEXT.items.map((item) => (
          <li key={item}>
            <CheckCircleOutlined aria-hidden className="confirm-instructions__icon" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
