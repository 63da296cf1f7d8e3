import './page-hero.css';

export interface PageHeroProps {
  /** The id of the page's h1 (the section is labelled by it). */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
}

/** The warm banner that opens a content page (About us, Contact): a small eyebrow, the h1 and a lead line. */
export function PageHero({ id, eyebrow, title, lead }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby={id}>
      <div className="page-container">
        <p className="section-eyebrow">{eyebrow}</p>
        <h1 className="page-hero__title" id={id}>
          {title}
        </h1>
        <p className="page-hero__lead">{lead}</p>
      </div>
    </section>
  );
}
