import { CheckCircleOutlined } from '@ant-design/icons';
import { CONFIRMATION_TEXT } from './confirmation-text';

const TEXT = CONFIRMATION_TEXT.instructions;

/** What to do before and after the visit (services spec: arrive early, e-mail, mask, unwell, monitoring). */
export function VisitInstructions() {
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
