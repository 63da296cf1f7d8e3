import { describe, expect, it } from 'vitest';
import { partnerFieldProblem } from './partnership';

describe('partnerFieldProblem', () => {
  it.each([
    ['name', '  ', 'Please enter your name'],
    ['name', 'x'.repeat(101), 'Your name can have at most 100 characters'],
    ['name', ' Maya ', null],
    ['email', '', 'Please enter your e-mail address'],
    ['email', 'maya@groom', 'Please enter a valid email address'],
    ['email', ' maya@groom.com.np ', null],
    ['phoneNumber', '', 'Please enter your phone number'],
    ['phoneNumber', '98412345', 'Phone number must be exactly 10 digits and contain only numbers'],
    ['phoneNumber', '98412345ab', 'Phone number must be exactly 10 digits and contain only numbers'],
    ['phoneNumber', '9841234567', null],
    ['message', ' ', 'Please write us a message'],
    ['message', 'Hello', 'Please tell us a little more (at least 10 characters)'],
    ['message', 'x'.repeat(2001), 'A message can have at most 2000 characters'],
    ['message', 'We would like to stock your churpi.', null],
  ] as const)('%s %j -> %s', (field, value, problem) => {
    expect(partnerFieldProblem(field, value)).toBe(problem);
  });
});
