import { InfoCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useCatalogueTexts } from '../../catalogue-messages';

/** The collapsible "Essential Vaccination Information": core and extra vaccines, schedules, ask your vet. */
export function VaccinationInfoPanel() {
  const texts = useCatalogueTexts().vaccination;
  const [open, setOpen] = useState(true);

  return (
    <section className="vaccination-info" aria-labelledby="vaccination-info-title">
      <div className="vaccination-info__header">
        <h2 className="vaccination-info__title" id="vaccination-info-title">
          <InfoCircleOutlined aria-hidden /> {texts.infoTitle}
        </h2>
        <Button
          type="link"
          aria-expanded={open}
          aria-controls="vaccination-info-body"
          onClick={() => setOpen(!open)}
        >
          {open ? texts.hideInfo : texts.showInfo}
        </Button>
      </div>
      <div id="vaccination-info-body" hidden={!open}>
        <dl className="fact-list vaccination-info__list">
          {texts.info.map((entry) => (
            <div key={entry.title}>
              <dt>{entry.title}</dt>
              <dd>{entry.text}</dd>
            </div>
          ))}
        </dl>
        <p className="vaccination-info__note">{texts.consultVet}</p>
      </div>
    </section>
  );
}
