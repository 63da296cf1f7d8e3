import type { RuleObject } from 'antd/es/form';

/** Turns a validator that returns an error text (or null when valid) into an antd form rule. */
export function formRule(validate: (value: string) => string | null): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const problem = validate(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
