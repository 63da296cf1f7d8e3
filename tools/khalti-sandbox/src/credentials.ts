/** The secret key `npm start` gives the API and the sandbox (any string works; it is not a Khalti key). */
export const LOCAL_SANDBOX_SECRET_KEY = 'test_secret_key_kukur_pasal_local';

/** Khalti's documented sandbox test credentials (https://docs.khalti.com/khalti-epayment/). */
export const SANDBOX_TEST_CREDENTIALS = {
  khaltiIds: ['9800000000', '9800000001', '9800000002', '9800000003', '9800000004', '9800000005'],
  mpin: '1111',
  otp: '987654',
} as const;

/** Why a tester's credentials were refused, or undefined when they are the sandbox's test credentials. */
export function checkTestCredentials(input: {
  mobile: string;
  mpin: string;
  otp: string;
}): { field: 'mobile' | 'mpin' | 'otp'; message: string } | undefined {
  const { khaltiIds, mpin, otp } = SANDBOX_TEST_CREDENTIALS;
  if (!isTestKhaltiId(input.mobile))
    return {
      field: 'mobile',
      message: `This Khalti ID is not a sandbox test account. Use one of ${khaltiIds[0]} to ${khaltiIds[khaltiIds.length - 1]}.`,
    };
  if (input.mpin !== mpin) return { field: 'mpin', message: 'Incorrect MPIN.' };
  if (input.otp !== otp) return { field: 'otp', message: 'Incorrect OTP.' };
  return undefined;
}

/** True for one of the six sandbox test Khalti IDs. */
export function isTestKhaltiId(mobile: string): boolean {
  return (SANDBOX_TEST_CREDENTIALS.khaltiIds as readonly string[]).includes(mobile);
}
