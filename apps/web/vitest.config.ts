import { webProject } from './vitest.shared.ts';

// A project of the root vitest.config.mts: `npx vitest run --project 'web*'` from the repository root runs both.
export default webProject('web', true);
