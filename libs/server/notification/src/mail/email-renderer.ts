import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@kukur/server-kernel';
import type { AppConfig } from '@kukur/server-kernel';
import { DEFAULT_LANGUAGE } from '@kukur/contracts';
import type { Language } from '@kukur/contracts';
import Handlebars from 'handlebars';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_HELPERS } from './email-helpers';
import { LAYOUT_TEXTS } from './layout-texts';

export const EMAIL_TEMPLATES_DIR = join(__dirname, '..', 'templates');

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** The language it is written in: the one asked for, or English for an e-mail not written in it yet. */
  language: Language;
}

/**
 * Where the e-mails of a language other than English are: `templates/<language>/<name>.html.hbs` and
 * `.text.hbs`, and their subjects in `templates/<language>/subjects.json` keyed by template name (English
 * templates sit in `templates/`, their subjects in the e-mail rules).
 */
export function translatedTemplatesDir(language: Exclude<Language, 'en'>): string {
  return join(EMAIL_TEMPLATES_DIR, language);
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
  private readonly translatedSubjects = new Map<Language, Record<string, string>>();

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'SHOP_NAME' | 'PUBLIC_URL'>) {
    const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
    // `{{absoluteUrl image}}`: shop paths such as /media/... become links that work in a mail client.
    const absoluteUrl = (value: unknown) =>
      typeof value === 'string' && !/^https?:\/\//.test(value) ? `${publicUrl}${value}` : value;
    this.html.registerHelper('absoluteUrl', absoluteUrl);
    this.text.registerHelper('absoluteUrl', absoluteUrl);
    this.html.registerHelper(EMAIL_HELPERS);
    this.text.registerHelper(EMAIL_HELPERS);
    this.registerPartials();
  }

  /**
   * `templates/partials/<name>.html.hbs` and `.text.hbs` become `{{> name}}` in the templates of their kind;
   * a translation's `templates/<language>/partials/<name>...` become `{{> <language>-name}}`.
   */
  private registerPartials(): void {
    const dirs: [string, string][] = [
      [join(EMAIL_TEMPLATES_DIR, 'partials'), ''],
      [join(translatedTemplatesDir('ne'), 'partials'), 'ne-'],
    ];
    for (const [dir, prefix] of dirs) {
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        const match = /^(.+)\.(html|text)\.hbs$/.exec(file);
        if (!match) continue;
        const engine = match[2] === 'html' ? this.html : this.text;
        engine.registerPartial(`${prefix}${match[1]!}`, readFileSync(join(dir, file), 'utf8'));
      }
    }
  }

  /**
   * `subjectTemplate` is the English subject, a Handlebars string too, e.g. 'Welcome to {{shopName}}'. In
   * another language the e-mail's own template and subject are used when it has been written in it;
   * otherwise it goes out in English.
   */
  render(
    template: string,
    subjectTemplate: string,
    context: Record<string, unknown>,
    language: Language = DEFAULT_LANGUAGE,
  ): RenderedEmail {
    const written = this.isWrittenIn(template, language) ? language : DEFAULT_LANGUAGE;
    const path = written === 'en' ? template : `${written}/${template}`;
    const base = {
      shopName: this.config.SHOP_NAME,
      publicUrl: this.config.PUBLIC_URL.replace(/\/$/, ''),
      year: new Date().getFullYear(),
      ...context,
      language: written,
      layout: LAYOUT_TEXTS[written],
    };
    const subjectText = written === 'en' ? subjectTemplate : this.subjectIn(written, template);
    const subject = this.compiledSubject(subjectText)(base).trim();
    const shared = { ...base, subject };
    return {
      subject,
      html: this.compiled(
        this.html,
        'layout.html',
      )({ ...shared, body: this.compiled(this.html, `${path}.html`)(shared) }),
      // The text part is not HTML: nothing in it may be escaped.
      text: this.compiled(
        this.text,
        'layout.text',
        true,
      )({
        ...shared,
        body: this.compiled(this.text, `${path}.text`, true)(shared),
      }),
      language: written,
    };
  }

  /** Whether `template` has been written in `language` (English always is). */
  isWrittenIn(template: string, language: Language): boolean {
    if (language === 'en') return true;
    return existsSync(join(translatedTemplatesDir(language), `${template}.html.hbs`));
  }

  private subjectIn(language: Exclude<Language, 'en'>, template: string): string {
    let subjects = this.translatedSubjects.get(language);
    if (!subjects) {
      const file = join(translatedTemplatesDir(language), 'subjects.json');
      subjects = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      this.translatedSubjects.set(language, subjects);
    }
    const subject = subjects[template];
    // A template without its subject would go out half translated: refuse it loudly.
    if (!subject) throw new Error(`E-mail ${template} has no ${language} subject in subjects.json`);
    return subject;
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
