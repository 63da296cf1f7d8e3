/** Every text of the account screens, verbatim from the specs (error catalogue, validation, toasts). */
export const AUTH_MESSAGES = {
  validation: {
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters',
    nameRequired: 'Name is required',
    nameTooShort: 'Name must be at least 2 characters',
    codeRequired: 'Please enter the verification code',
    otpRequired: 'OTP is required',
    otpLength: 'OTP must be 6 digits',
    newPasswordTooShort: 'Password must be at least 8 characters',
    newPasswordWeak:
      'Password must contain at least one uppercase letter, one lowercase letter, one number and one special character',
    confirmPassword: 'Please confirm your password',
    passwordsDiffer: 'Passwords do not match',
  },
  login: {
    fieldsRequired: 'Email and password are required. Please fill in all fields.',
    invalidCredentials: 'Invalid email or password. Please try again.',
    invalidRequest: 'Invalid request. Please check your inputs.',
    noResponse: 'No response from server. Please try again later.',
    incorrectPassword: 'Incorrect password. Please try again.',
    failed: 'Login failed. Please check your credentials and try again.',
    failedTitle: 'Login Failed',
    successTitle: 'Login Successful',
    welcomeBack: (name: string) => `Welcome back, ${name}!`,
  },
  google: {
    noAccount: 'No account found for this Google user. Please sign up first.',
    loginFailed: 'Login with Google failed. Please try again later.',
    unsuccessful: 'Google sign-in was unsuccessful. Please try again later.',
    loginSuccessTitle: 'Google Login Successful',
    alreadyRegistered: 'This Google account is already registered. Please login instead.',
    signupFailed: 'Failed to process Google signup. Please try again later.',
  },
  signup: {
    emailExists: 'This email is already registered. Please login instead.',
    failed: 'Failed to initiate signup. Please try again later.',
    successTitle: 'Signup Successful',
    welcome: (shop: string, name: string) =>
      `Welcome to ${shop}, ${name}! Your e-mail is verified and your account is ready.`,
  },
  verification: {
    invalidSession: 'Invalid Session',
    invalidCode: 'Invalid verification code',
    expiredCode: 'Verification code has expired',
    failed: 'Verification failed',
    accountCreationFailed: 'Verification successful, but account creation failed. Please contact support.',
  },
  otp: {
    sendFailed: 'Failed to send OTP. Please try again later.',
    verifyFailed: 'Invalid or expired OTP.',
  },
  reset: {
    failed: 'Failed to reset password',
  },
  logout: {
    successTitle: 'Logout Successful',
    success: 'You have been logged out successfully.',
  },
  missingAuthData: 'Authentication data is missing in response.',
} as const;
