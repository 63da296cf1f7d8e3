import { webProject } from './vitest.shared.ts';

// The web specs that mock modules, each file in a fresh worker (see vitest.shared.ts).
export default webProject('web-own-modules', false);
