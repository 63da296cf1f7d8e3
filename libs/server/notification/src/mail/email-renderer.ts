import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import Handlebars from 'handlebars';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const EMAIL_TEMPLATES_DIR = join(__dirname, '..', 'templates');

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const MAX_CACHED_SUBJECTS = 500;

type Compiled = Handlebars.TemplateDelegate<Record<string, unknown>>;

/**
 * Renders `<name>.html.hbs` and `<name>.text.hbs` inside the shared layouts, so every HTML
 * e-mail has a plain-text part. Values are HTML-escaped in the HTML part.
 */
@Injectable()
export class EmailRenderer {
  private readonly html = Handlebars.create();
  private readonly text = Handlebars.create();
  private readonly cache = new Map<string, Compiled>();
  private readonly subjects = new Map<string, Compiled>();

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'SHOP_NAME' | 'PUBLIC_URL'>) {
    const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
    // `{{absoluteUrl image}}`: shop paths such as /media/... become links that work in a mail client.
    const absoluteUrl = (value: unknown) =>
      typeof value === 'string' && !/^https?:\/\//.test(value) ? `${publicUrl}${value}` : value;
    this.html.registerHelper('absoluteUrl', absoluteUrl);
    this.text.registerHelper('absoluteUrl', absoluteUrl);
    this.registerPartials();
  }

  /** `templates/partials/<name>.html.hbs` and `.text.hbs` become `{{> name}}` in the templates of their kind. */
  private registerPartials(): void {
    const dir = join(EMAIL_TEMPLATES_DIR, 'partials');
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir)) {
      const match = /^(.+)\.(html|text)\.hbs$/.exec(file);
      if (!match) continue;
      const engine = match[2] === 'html' ? this.html : this.text;
      engine.registerPartial(match[1]!, readFileSync(join(dir, file), 'utf8'));
    }
  }

  /** `subjectTemplate` is a Handlebars string too, e.g. 'Welcome to {{shopName}}'. */
  render(template: string, subjectTemplate: string, context: Record<string, unknown>): RenderedEmail {
    const base = {
      shopName: this.config.SHOP_NAME,
      publicUrl: this.config.PUBLIC_URL.replace(/\/$/, ''),
      year: new Date().getFullYear(),
      ...context,
    };
    const subject = this.compiledSubject(subjectTemplate)(base).trim();
    const shared = { ...base, subject };
    return {
      subject,
      html: this.compiled(
        this.html,
        'layout.html',
      )({ ...shared, body: this.compiled(this.html, `${template}.html`)(shared) }),
      // The text part is not HTML: nothing in it may be escaped.
      text: this.compiled(
        this.text,
        'layout.text',
        true,
      )({
        ...shared,
        body: this.compiled(this.text, `${template}.text`, true)(shared),
      }),
    };
  }

  /** Compiled once per subject text: parsing it for every e-mail cost more than rendering it. */
  private compiledSubject(subjectTemplate: string): Compiled {
    let compiled = this.subjects.get(subjectTemplate);
    if (!compiled) {
      // Subjects may name a product: keep the cache bounded however many announcements there are.
      if (this.subjects.size >= MAX_CACHED_SUBJECTS) this.subjects.clear();
      compiled = this.text.compile(subjectTemplate, { noEscape: true });
      this.subjects.set(subjectTemplate, compiled);
    }
    return compiled;
  }

  private compiled(engine: typeof Handlebars, name: string, noEscape = false): Compiled {
    const key = `${noEscape ? 'text' : 'html'}:${name}`;
    let compiled = this.cache.get(key);
    if (!compiled) {
      const file = join(EMAIL_TEMPLATES_DIR, `${name}.hbs`);
      if (!existsSync(file)) throw new Error(`E-mail template ${name}.hbs is missing`);
      compiled = engine.compile(readFileSync(file, 'utf8'), { noEscape, strict: false });
      this.cache.set(key, compiled);
    }
    return compiled;
  }
}
