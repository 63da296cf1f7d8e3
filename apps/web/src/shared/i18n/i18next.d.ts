import 'i18next';
import type { Catalogues } from './english-catalogues';

// Keys are checked against the English catalogues: a typo or a removed key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogues;
    returnNull: false;
  }
}
